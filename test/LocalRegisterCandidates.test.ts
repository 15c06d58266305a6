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
