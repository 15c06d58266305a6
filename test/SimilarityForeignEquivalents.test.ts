/**
 * The doctrine of foreign equivalents in the comparison of marks (ForeignEquivalence.ts): a mark
 * that translates whole is compared with an English mark on meaning, and the register retrieves
 * the translation for clearance (MeaningKeys.translationLookups).
 */
import { describe, expect, it } from "@effect/vitest"
import { makeMarkComparer, meaningContrast, normalizeTokens } from "../src/Analysis/Similarity.js"
import { translatesWhole, translation, translationLinked } from "../src/Analysis/Similarity/ForeignEquivalence.js"
import { translationLookups } from "../src/Providers/LocalRegister/MeaningKeys.js"
import { assessConflict, type ConflictFindings } from "../src/Services/Clearance/RiskModel.js"
import { riskAssessmentText } from "../src/Services/Clearance/RiskText.js"

const t = normalizeTokens
/** The combined score when it reaches the clearance threshold, as clearance's comparer keeps it; else undefined. */
const kept = (proposed: string, existing: string, classes: ReadonlyArray<number>) =>
  makeMarkComparer(proposed, { classes }).atLeast(existing, 0.6)?.breakdown.score

describe("foreign words and their translations", () => {
  it("pairs a word with its English translation, or two foreign words of one meaning", () => {
    expect(translation("LUPO", "WOLF")).toBe("Italian")
    expect(translation("WOLF", "LUPO")).toBe("Italian")
    expect(translation("NOIR", "BLACK")).toBe("French")
    expect(translation("LOBO", "LUPO")).toBeDefined()
    expect(translation("LOBOS", "WOLF")).toBe("Spanish")
    expect(translation("LUPO", "BEAR")).toBeUndefined()
  })

  it("reads a mark as a translation only when it translates whole (TMEP §1207.01(b)(vi)(A))", () => {
    expect(translatesWhole(t("EL GATO NEGRO"))).toBe(true)
    expect(translatesWhole(t("MARAZUL"))).toBe(true)
    // SALAO has no direct translation: TORO SALAO is not read as SALTY BULL (In re Hop Daddy).
    expect(translatesWhole(t("TORO SALAO"))).toBe(false)
    expect(translationLinked(t("LUPO"), t("WOLF"))).toBe(true)
    expect(translationLinked(t("SALTY BULL"), t("TORO SALAO"))).toBe(false)
  })

  it("keeps a translation as a conflict though the spellings share nothing, a word or a phrase", () => {
    for (
      const [p, e, c] of [
        ["LUPO", "WOLF", 25],
        ["GATO", "CAT", 9],
        ["MARAZUL", "BLUE SEA", 29],
        ["MARCHE NOIR", "BLACK MARKET", 14],
        ["EL GATO NEGRO", "BLACK CAT", 43],
        ["LUPO", "LOBO", 25]
      ] as const
    ) {
      expect(kept(p, e, [c]), `${p} / ${e}`).toBeGreaterThanOrEqual(0.6)
    }
  })

  it("reads an English plural as its singular (WOLVES / LOBOS) and finds no contrast of meaning in a translation", () => {
    expect(kept("WOLVES", "LOS LOBOS", [25])).toBeGreaterThanOrEqual(0.6)
    expect(translationLookups(["LOBO"])).toContainEqual({ kind: "mark", form: "WOLVE" })
    // CORAZON is no meaningless word beside HEART: it means heart (the Picasso contrast does not apply).
    expect(meaningContrast("CORAZON", "HEART")).toBeUndefined()
    expect(meaningContrast("CORAZZA", "HEART")).toBeDefined()
  })

  it("does not read half a mark as a translation, nor an English word as foreign", () => {
    expect(kept("SALTY BULL BREWING", "TORO SALAO", [43])).toBeUndefined()
    expect(kept("WOLF", "BEAR", [25])).toBeUndefined()
    // A generic word and its translation are no shared distinctive element (TMEP §1209.03(g)).
    expect(kept("CERVEZA", "BEER", [32])).toBeUndefined()
  })

  it("names the language in the risk text", () => {
    const c = makeMarkComparer("LUPO", { classes: [25] })("WOLF")
    const f: ConflictFindings = {
      proposedMark: "LUPO",
      existingMark: "WOLF",
      similarity: c.breakdown,
      conflictType: "conceptual",
      proposedClasses: [25],
      existingClasses: [25],
      status: "registered",
      element: c.element,
      words: c.element
    }
    expect(riskAssessmentText(f, assessConflict(f))).toMatch(/LUPO is Italian for WOLF.*foreign equivalents/)
  })
})

describe("lookups by translation", () => {
  it("read a mark that translates whole in English, and an English word in the table's languages", () => {
    expect(translationLookups(["LUPO"])).toContainEqual({ kind: "mark", form: "WOLF" })
    expect(translationLookups(["MARAZUL"])).toEqual(
      expect.arrayContaining([{ kind: "words", a: "SEA", b: "BLUE" }, { kind: "mark", form: "BLUESEA" }])
    )
    expect(translationLookups(["MARCHE", "NOIR"])).toContainEqual({ kind: "words", a: "MARKET", b: "BLACK" })
    expect(translationLookups(["SEAGULL"])).toContainEqual({ kind: "mark", form: "GAVIOTA" })
    // Two English words read together in one language, before either alone.
    const cat = translationLookups(["BLACK", "CAT"])
    expect(cat).toContainEqual({ kind: "words", a: "NEGRO", b: "GATO" })
    expect(cat).not.toContainEqual({ kind: "words", a: "NEGRO", b: "GATTO" })
    expect(translationLookups(["TORO", "SALAO"])).toEqual([])
    expect(translationLookups(["ZENTORIQUA"])).toEqual([])
  })
})
