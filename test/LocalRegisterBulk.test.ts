/**
 * The bulk-load path (BulkIndex.ts): rows first, FTS and search indexes at the end. It must
 * build exactly the register the row-by-row path builds, into an empty register and into a
 * filled one, and a load cut short (kill -9: no `finish`) must be completed by the next import,
 * with or without its scratch file of staged tokens.
 */
import { afterAll, describe, expect, it } from "@effect/vitest"
import Database from "better-sqlite3"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { EuipoXml } from "../src/Providers/LocalRegister/Importers/EuipoXml.js"
import type { ImportFormat } from "../src/Providers/LocalRegister/Importers/ImportFormat.js"
import { IpRapidCsv } from "../src/Providers/LocalRegister/Importers/IpRapidCsv.js"
import { UsptoXml } from "../src/Providers/LocalRegister/Importers/UsptoXml.js"
import { runImport } from "../src/Providers/LocalRegister/ImportRunner.js"
import { openRegister, registerPath } from "../src/Providers/LocalRegister/RegisterDb.js"
import type { RegisterRecord } from "../src/Providers/LocalRegister/RegisterRecord.js"
import { RegisterWriter } from "../src/Providers/LocalRegister/RegisterWriter.js"

const SAMPLES = fileURLToPath(new URL("../samples/", import.meta.url))
const created: Array<string> = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "register-bulk-"))
  created.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true })
})

const load = (dir: string, folder: string, format: ImportFormat, bulk: boolean | undefined) =>
  runImport({ dataDir: dir, target: join(SAMPLES, folder), format, bulk, parallel: false })

/**
 * Everything searches read: the marks, their owner links, which rows each FTS table holds and
 * how many tokens each (contentless tables keep a size per row), the search indexes present.
 */
const image = (dir: string, j: string): string => {
  const db = new Database(registerPath(dir), { readonly: true })
  try {
    const all = (sql: string) => db.prepare(sql).raw().all()
    return JSON.stringify({
      marks: all("SELECT id, jurisdiction, app_no, norm, hash, as_of, status FROM marks ORDER BY id"),
      links: all("SELECT mark_id, pos, owner_id FROM mark_owners ORDER BY mark_id, pos"),
      owners: all("SELECT id, ref, name, norm FROM owners ORDER BY id"),
      names: all(`SELECT id, sz FROM names_${j}_docsize ORDER BY id`),
      fuzzy: all(`SELECT id, sz FROM fuzzy_${j}_docsize ORDER BY id`),
      ownersFts: all("SELECT id, sz FROM owners_fts_docsize ORDER BY id"),
      indexes: all("SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name"),
      pending: all("SELECT * FROM bulk_load")
    })
  } finally {
    db.close()
  }
}

/** Tokens of each mark as a search sees them: which marks one fuzzy token finds. */
const finds = (dir: string, j: string, table: "names" | "fuzzy", term: string): Array<number> => {
  const db = new Database(registerPath(dir), { readonly: true })
  try {
    return db.prepare(`SELECT rowid FROM ${table}_${j} WHERE ${table}_${j} MATCH ? ORDER BY rowid`).pluck().all(term) as Array<number>
  } finally {
    db.close()
  }
}

describe("bulk load", () => {
  it.each(
    [
      ["AU", "iprapid", IpRapidCsv],
      ["EU", "euipo", EuipoXml],
      ["US", "uspto", UsptoXml]
    ] as const
  )("%s: the bulk path builds the register the row-by-row path builds", async (j, folder, format) => {
    const bulk = tempDir()
    const inline = tempDir()
    await load(bulk, folder, format, true)
    await load(inline, folder, format, false)
    expect(image(bulk, j)).toBe(image(inline, j))
    expect(JSON.parse(image(bulk, j)).pending).toEqual([])
    expect(existsSync(registerPath(bulk) + "-bulk")).toBe(false)
  })

  it("a bulk load into a filled register updates and deletes marks indexed before it", async () => {
    const bulk = tempDir()
    const inline = tempDir()
    for (const [dir, second] of [[bulk, true], [inline, false]] as const) {
      await runImport({
        dataDir: dir,
        target: join(SAMPLES, "iprapid/iprapid_trade_marks_20240101.csv"),
        format: IpRapidCsv,
        parallel: false
      })
      const s = await runImport({
        dataDir: dir,
        target: join(SAMPLES, "iprapid/iprapid_trade_marks_changes_20240108.csv"),
        format: IpRapidCsv,
        parallel: false,
        bulk: second
      })
      expect(s.files[0]).toMatchObject({ added: 1, updated: 1, deleted: 1 })
    }
    expect(image(bulk, "AU")).toBe(image(inline, "AU"))
    expect(finds(bulk, "AU", "names", "\"MOO\"")).toEqual([])
  })

  const record = (n: number, name: string, owner: string): RegisterRecord => ({
    jurisdiction: "AU",
    applicationNumber: String(5000000 + n),
    name,
    status: "registered",
    owners: [{ name: owner }],
    niceClasses: [9],
    detail: {}
  })

  /** Three marks, one renamed and one deleted: while deferred, neither may reach the index wrongly. */
  const writeMarks = (db: Database.Database, writer: RegisterWriter): void =>
    db.transaction(() => {
      writer.upsert(record(1, "ZEPHYRINE", "Zephyr Labs Pty Ltd"), "2024-02-01", 0)
      writer.upsert(record(2, "QUILLBRIGHT", "Quill Co"), "2024-02-01", 0)
      writer.upsert(record(3, "MARBLEWAVE", "Quill Co"), "2024-02-01", 0)
      writer.upsert(record(2, "QUILLBRITE", "Quill Co"), "2024-02-02", 0)
      writer.delete("AU", String(5000003), "2024-02-02")
    })()

  /** The marks written directly (bulk: as a bulk load killed before its end, `finish` never ran). */
  const written = (dir: string, bulk: boolean): void => {
    const db = openRegister(registerPath(dir))!
    const writer = new RegisterWriter(db)
    if (bulk) writer.bulk.begin("AU")
    writeMarks(db, writer)
    db.close()
  }

  it.each([["with", false], ["without", true]] as const)(
    "a load killed before its end is completed by the next import (%s its scratch file)",
    async (_, dropScratch) => {
      const dir = tempDir()
      written(dir, true)
      expect(JSON.parse(image(dir, "AU")).pending.length).toBeGreaterThan(0)
      expect(finds(dir, "AU", "names", "\"ZEP\"")).toEqual([])
      expect(existsSync(registerPath(dir) + "-bulk")).toBe(true)
      if (dropScratch) rmSync(registerPath(dir) + "-bulk", { force: true })
      await runImport({
        dataDir: dir,
        target: join(SAMPLES, "iprapid/iprapid_trade_marks_20240101.csv"),
        format: IpRapidCsv,
        parallel: false
      })

      // The same writes without a bulk load, then the same import.
      const plain = tempDir()
      written(plain, false)
      await runImport({
        dataDir: plain,
        target: join(SAMPLES, "iprapid/iprapid_trade_marks_20240101.csv"),
        format: IpRapidCsv,
        parallel: false
      })

      expect(image(dir, "AU")).toBe(image(plain, "AU"))
      expect(finds(dir, "AU", "names", "\"ZEP\" AND \"RIN\"")).toEqual([1])
      expect(finds(dir, "AU", "fuzzy", "\"QUILLBRITE\"")).toHaveLength(1)
      expect(finds(dir, "AU", "fuzzy", "\"QUILLBRIGHT\"")).toEqual([])
      expect(finds(dir, "AU", "names", "\"MAR\" AND \"RBL\"")).toEqual([])
      expect(existsSync(registerPath(dir) + "-bulk")).toBe(false)
    }
  )
})
