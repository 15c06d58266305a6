import { describe, expect, it } from "@effect/vitest"
import Database from "better-sqlite3"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import {
  compareElements,
  makeMarkComparer,
  markWords,
  normalizeTokens,
  rhymeScore,
  scoreMarks,
  soundKey
} from "../src/Analysis/Similarity.js"
import { IpRapidCsv } from "../src/Providers/LocalRegister/Importers/IpRapidCsv.js"
import { runImport } from "../src/Providers/LocalRegister/ImportRunner.js"
import {
  FUZZY_KEYS_VERSION,
  fuzzyKeysVersion,
  migrateFuzzyKeys,
  openRegister,
  registerPath
} from "../src/Providers/LocalRegister/RegisterDb.js"
import { translationQueries, wordQueries } from "../src/Services/Clearance/OfficeSearch.js"
import { assessConflict } from "../src/Services/Clearance/RiskModel.js"
import { riskAssessmentText } from "../src/Services/Clearance/RiskText.js"

const t = normalizeTokens
const compare = (proposed: string, existing: string, classes: ReadonlyArray<number> = []) =>
  makeMarkComparer(proposed, { classes })(existing)

describe("sound key", () => {
  it("hears across word boundaries, letter names and sound-alike spellings", () => {
    expect(soundKey(t("KWIK KLEEN"))).toBe(soundKey(t("QUICK CLEAN")))
    expect(soundKey(t("X-TREME"))).toBe(soundKey(t("EXTREME")))
    expect(soundKey(t("XCEED"))).toBe(soundKey(t("X-SEED")))
    expect(soundKey(t("BRITEWAY"))).toBe(soundKey(t("BRIGHT WAY")))
    expect(soundKey(t("SEYCOS"))).toBe(soundKey(t("SEIKO")))
    expect(soundKey(t("ZENO"))).toBe(soundKey(t("XENO")))
    expect(soundKey(t("APPLE"))).not.toBe(soundKey(t("MAPLE")))
  })
})

describe("word weights", () => {
  it("weigh names of the goods, company forms, praise and house marks less, per class", () => {
    const kinds = (m: string, classes: ReadonlyArray<number>) => markWords(t(m), classes).map((w) => `${w.word}:${w.kind}`)
    expect(kinds("THE NOVA KITCHEN", [43])).toEqual(["THE:filler", "NOVA:distinctive", "KITCHEN:generic"])
    expect(kinds("SOLARA GOLD LLC", [14])).toEqual(["SOLARA:distinctive", "GOLD:weak", "LLC:business"])
    expect(kinds("CORAZON BY CHICA", [14])).toEqual(["CORAZON:distinctive", "BY:filler", "CHICA:house"])
    // Precious and semi-precious stones are class 14 goods (Nice heading): minerals describe jewellery.
    expect(kinds("BLACK MARKET MINERALS", [14])).toEqual(["BLACK:weak", "MARKET:generic", "MINERAL:weak"])
    // TEA names the goods in class 30 and nowhere else in this mark's lists.
    expect(markWords(t("SPICE TEA"), [30]).find((w) => w.word === "SPICE")!.kind).toBe("generic")
  })
})

describe("element comparison", () => {
  it("finds the earlier mark as a whole word of the new one, or joined to it", () => {
    expect(compareElements(t("THE NOVA KITCHEN"), t("NOVA"), [43])).toMatchObject({ relation: "contained", element: "NOVA" })
    expect(compareElements(t("NOVALINE"), t("NOVA"), [9])).toMatchObject({ relation: "joined", element: "NOVA" })
    expect(compare("THE NOVA KITCHEN", "NOVA", [43]).breakdown.score).toBeGreaterThanOrEqual(0.6)
    expect(compare("NOVALINE", "NOVA", [9]).breakdown.score).toBeGreaterThanOrEqual(0.6)
    expect(scoreMarks("THE NOVA KITCHEN", "NOVA").score).toBeLessThan(0.6) // the whole string alone drops it
  })

  it("lets a shared distinctive word drive the score and a shared weak word not", () => {
    const solara = compare("SOLARA BLUE", "SOLARA GOLD", [25])
    expect(solara.basis).toBe("element")
    expect(solara.breakdown.score).toBeGreaterThanOrEqual(0.7)
    expect(compare("VITTORIO RICCI", "NINA RICCI", [25]).breakdown.score).toBeGreaterThanOrEqual(0.6)
    const grand = compare("NORTON MCNAUGHTON ESSENTIALS", "ESSENTIALS", [25])
    expect(grand.breakdown.score).toBeLessThan(0.6)
    expect(compare("STONE LION CAPITAL", "LION CAPITAL", [36]).breakdown.score).toBeGreaterThan(
      compare("STONE LION CAPITAL", "STONE CAPITAL PARTNERS", [36]).breakdown.score
    )
  })

  it("takes a phrase of weak words whole when the other mark adds only words for the goods (TMEP §1207.01(b)(iii))", () => {
    // BLACK (a colour) and MARKET (a shop word) weigh little one by one; BLACK MARKET is one idea.
    const clock = compare("BLACK MARKET", "THE BLACK MARKET CLOCK COMPANY", [14])
    expect(clock.element).toMatchObject({ element: "BLACK MARKET", strength: 1 })
    expect(clock.breakdown.score).toBeGreaterThanOrEqual(0.8)
    expect(compare("BLACK MARKET GEMSTONES LLC", "BLACK MARKET", [14]).breakdown.score).toBeGreaterThanOrEqual(0.8)
    expect(compare("BLUE STAR COFFEE", "BLUE STAR", [30]).element).toMatchObject({ element: "BLUE STAR", strength: 1 })
    // Through a translation, in the foreign word order (MARCHE NOIR: market black).
    expect(compare("MARCHE NOIR", "BLACK MARKET GEMSTONES", [14]).breakdown.score).toBeGreaterThanOrEqual(0.6)
    // Not a phrase that says what the goods are, one word, another order, or a phrase beside a distinctive word.
    expect(compare("FRESH BREAD", "FRESH BREAD COOKIES", [30]).breakdown.score).toBeLessThan(0.6)
    expect(compare("BLUE", "BLUE GEMSTONES", [14]).breakdown.score).toBeLessThan(0.6)
    expect(compare("MARKET BLACK", "BLACK MARKET GEMSTONES", [14]).breakdown.score).toBeLessThan(0.6)
    expect(compare("BLACK MARKET", "BLACK MARKET ZORVEX", [14]).breakdown.score).toBeLessThan(0.6)
  })

  it("scores rhymes that keep the distinctive ending, not a shared common word", () => {
    expect(rhymeScore("DOUGIES", "HUGGIES")).toBeGreaterThan(0.6)
    expect(rhymeScore("HERBROZAC", "PROZAC")).toBeGreaterThan(0.6)
    expect(rhymeScore("POWERZONE", "AUTOZONE")).toBe(0) // ZONE is a word: shared, not a rhyme
    expect(rhymeScore("APPLE", "ORANGE")).toBe(0)
  })

  it("hears sound-alikes across word boundaries and reads letters as their names", () => {
    expect(compare("KWIK KLEEN", "QUICK CLEAN").breakdown.score).toBeGreaterThanOrEqual(0.7)
    expect(compare("X-TREME", "EXTREME").breakdown.score).toBeGreaterThanOrEqual(0.8)
  })

  it("names the shared element in the risk text and says why goods or meanings matter", () => {
    const c = compare("STONE LION CAPITAL", "LION CAPITAL", [36])
    const f = {
      proposedMark: "STONE LION CAPITAL",
      existingMark: "LION CAPITAL",
      similarity: c.breakdown,
      conflictType: "conceptual" as const,
      proposedClasses: [36],
      existingClasses: [36],
      status: "registered" as const,
      element: c.element
    }
    const text = riskAssessmentText(f, assessConflict(f))
    expect(text).toMatch(/contains the whole of "LION CAPITAL"/)
    expect(text).toMatch(/LION is the distinctive part of "LION CAPITAL"/)
    expect(assessConflict(f).level).not.toBe("low")
  })
})

describe("clearance word searches", () => {
  it("search a live office once per distinctive word, at most three, not for generic words", () => {
    expect(wordQueries("THE NOVA KITCHEN", [43])).toEqual(["NOVA"])
    expect(wordQueries("NOVA", [43])).toEqual([])
    expect(wordQueries("ALPHA BRAVO CHARLIE DELTA ECHO", [9])).toHaveLength(3)
  })
  it("search a live office for the English words of a mark that translates whole (foreign equivalents), at most two", () => {
    expect(translationQueries("LUPO")).toEqual(["WOLF"])
    expect(translationQueries("EL GATO NEGRO")).toEqual(["BLACK", "CAT"])
    expect(translationQueries("MARAZUL")).toEqual(["BLUE", "SEA"])
    expect(translationQueries("TORO SALAO")).toEqual([])
    expect(translationQueries("WOLF")).toEqual([])
  })
})

describe("fuzzy-keys migration", () => {
  it("re-indexes a register written with the old keys on the next writer open, and records the version", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fuzzy-keys-"))
    try {
      const samples = fileURLToPath(new URL("../samples/iprapid/iprapid_trade_marks_20240101.csv", import.meta.url))
      const s = await runImport({ dataDir: dir, target: samples, format: IpRapidCsv })
      expect(s.ok).toBe(true)
      const appleKey = `"__${soundKey(t("APPLE"))}"`
      // Make it look like a version-1 register: no version row, no sound-key tokens.
      const old = new Database(registerPath(dir))
      old.prepare("DELETE FROM meta WHERE key = 'fuzzy_keys'").run()
      const ids = old.prepare("SELECT id, norm FROM marks").all() as Array<{ id: number; norm: string }>
      for (const r of ids) {
        old.prepare("DELETE FROM fuzzy_AU WHERE rowid = ?").run(r.id)
        old.prepare("INSERT INTO fuzzy_AU (rowid, tokens) VALUES (?, ?)").run(r.id, r.norm.replace(/ /g, ""))
      }
      expect(fuzzyKeysVersion(old)).toBe(1)
      expect(old.prepare(`SELECT count(*) FROM fuzzy_AU WHERE fuzzy_AU MATCH ?`).pluck().get(appleKey)).toBe(0)
      old.close()
      const db = openRegister(registerPath(dir))!
      expect(fuzzyKeysVersion(db)).toBe(FUZZY_KEYS_VERSION)
      // APPLE's sound key is back in the index.
      expect(db.prepare(`SELECT count(*) FROM fuzzy_AU WHERE fuzzy_AU MATCH ?`).pluck().get(appleKey)).toBeGreaterThan(0)
      expect(migrateFuzzyKeys(db)).toBe(0) // already current: nothing to do
      db.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
