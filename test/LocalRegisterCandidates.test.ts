/**
 * The register's candidate pre-rank (RegisterQueries.fuzzyCandidates): when more marks are found
 * than the full comparison scores (SCORED_CANDIDATES), the ones found by strong lookups (a near
 * spelling, two shared words, the same sound) are kept and the marks that share only one crowded
 * word are cut.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import Database from "better-sqlite3"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { IpRapidCsv } from "../src/Providers/LocalRegister/Importers/IpRapidCsv.js"
import { runImport } from "../src/Providers/LocalRegister/ImportRunner.js"
import { meaningLookups, sameMeaningWords } from "../src/Providers/LocalRegister/MeaningKeys.js"
import { registerPath } from "../src/Providers/LocalRegister/RegisterDb.js"
import { RegisterQueries, SCORED_CANDIDATES } from "../src/Providers/LocalRegister/RegisterQueries.js"

const dir = mkdtempSync(join(tmpdir(), "register-candidates-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Coined second words, all different: ZAB, ZAC, … */
const coined = (i: number): string => `ZO${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26) % 26)}QU`

beforeAll(async () => {
  let rows = "tm_number,words,kind,status_group,status_detail,filing_date,nice_classes,owner_names\n"
  const add = (n: number, name: string) => {
    rows += `${n},${name},Word,REGISTERED,Registered/protected,01/01/2015,9,Owner ${n}\n`
  }
  // 400 marks sharing only the crowded word HARBOR with the query, and 300 that are HARBOR alone.
  for (let i = 0; i < 400; i++) add(1000 + i, `HARBOR ${coined(i)}`)
  for (let i = 0; i < 300; i++) add(2000 + i, "HARBOR")
  // Added last, so an order by id alone would cut them.
  add(9001, "HARBOR KESTRELLO") // the query itself, spelled one letter off
  add(9002, "KESTRELO HARBOR") // both words, other order
  add(9003, "KESTRELLO") // the distinctive word alone
  // Word-level retrieval patterns (invented marks), each among marks that share its start (fewer
  // than the word-prefix lookup's cap of 100) or its start and ending (fewer than that lookup's 200).
  for (let i = 0; i < 60; i++) add(3000 + i, `FOG${coined(i)}`)
  for (let i = 0; i < 150; i++) add(3200 + i, `VEL${coined(i)}DASH`)
  // More marks sharing the word MOSS than any single-word lookup keeps: only a lookup by meaning singles these out.
  for (let i = 0; i < 400; i++) add(4000 + i, `MOSS ${coined(i)}`)
  add(9104, "MOSS CITY") // a compound's part of the same meaning (MOSSTOWN: TOWN / CITY)
  add(9105, "MOSS SHOP") // a word swapped for one of the same meaning (MOSS STORE)
  add(9101, "FOGTOWN") // a three-letter word of the query joined to another (FOG CITY)
  add(9102, "VELMORIDASH") // the query's start and ending, a longer middle (VELDASH)
  add(9103, "KASTO VELTOR") // the leading part of a one-word query as a word (VELTORBRIX)
  add(9106, "BLUE SEA") // a translation (MARAZUL: MAR AZUL, sea blue)
  add(9107, "GAVIOTA") // the Spanish for an English query (SEAGULL)
  const file = join(dir, "iprapid_trade_marks_20240101.csv")
  writeFileSync(file, rows)
  const summary = await runImport({ dataDir: dir, target: file, format: IpRapidCsv })
  if (!summary.ok) throw new Error("import failed")
})

describe("candidate pre-rank", () => {
  it("scores at most SCORED_CANDIDATES, keeping the strong matches over the crowded word's", () => {
    const db = new Database(registerPath(dir), { readonly: true })
    try {
      const found = new RegisterQueries(db).fuzzyCandidates("AU", "HARBOR KESTRELO", {})
      const names = new Set(found.map((c) => c.name))
      expect(found.length).toBeLessThanOrEqual(SCORED_CANDIDATES)
      expect(found.length).toBe(SCORED_CANDIDATES)
      for (const strong of ["HARBOR KESTRELLO", "KESTRELO HARBOR", "KESTRELLO"]) expect(names.has(strong), strong).toBe(true)
    } finally {
      db.close()
    }
  })
})

describe("word-level retrieval", () => {
  const found = (query: string, byMeaning = false): Set<string> => {
    const db = new Database(registerPath(dir), { readonly: true })
    try {
      return new Set(new RegisterQueries(db).fuzzyCandidates("AU", query, {}, byMeaning).map((c) => c.name))
    } finally {
      db.close()
    }
  }
  it("finds a one-word mark that a three-letter distinctive word of the query starts (GAS CITY / GASTOWN)", () => {
    expect(found("FOG CITY").has("FOGTOWN")).toBe(true)
  })
  it("finds a mark keeping the query's start and ending with another middle (COMMCASH / COMMUNICASH), both ways", () => {
    expect(found("VELDASH").has("VELMORIDASH")).toBe(true)
    expect(found("VELKODASH").has("VELMORIDASH")).toBe(true)
  })
  it("finds a multi-word mark one of whose words is a part of a one-word query (NOVALINE / NOVA KITCHEN)", () => {
    expect(found("VELTORBRIX").has("KASTO VELTOR")).toBe(true)
    expect(found("BRIXAVELTOR").has("KASTO VELTOR")).toBe(true)
  })
  it("finds, for clearance, a compound split into words of the same meaning (GASTOWN / GAS CITY) and a word swapped for a synonym", () => {
    expect(found("MOSSTOWN", true).has("MOSS CITY")).toBe(true)
    expect(found("MOSS STORE", true).has("MOSS SHOP")).toBe(true)
    // Only clearance asks: the fuzzy search does not load the meanings.
    expect(found("MOSSTOWN").has("MOSS CITY")).toBe(false)
  })
  it("finds, for clearance, a mark's translation both ways (MARAZUL / BLUE SEA, SEAGULL / GAVIOTA)", () => {
    expect(found("MARAZUL", true).has("BLUE SEA")).toBe(true)
    expect(found("SEAGULL", true).has("GAVIOTA")).toBe(true)
    expect(found("MARAZUL").has("BLUE SEA")).toBe(false)
  })
})

describe("lookups by meaning", () => {
  it("split a compound into a part and a word of the same meaning, and swap a word for one, never for mere neighbours", () => {
    expect(sameMeaningWords("TOWN")).toContain("CITY")
    expect(sameMeaningWords("STORE")).toContain("SHOP")
    expect(sameMeaningWords("KING")).not.toContain("QUEEN")
    expect(meaningLookups(["GASTOWN"])).toContainEqual({ kind: "words", a: "GAS", b: "CITY" })
    expect(meaningLookups(["SUN", "STORE"])).toContainEqual({ kind: "mark", form: "SUNSHOP" })
    expect(meaningLookups(["ZENTORIQUA"])).toEqual([])
  })
})
