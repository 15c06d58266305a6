import { afterAll, describe, expect, it } from "@effect/vitest"
import Database from "better-sqlite3"
import { execFileSync } from "node:child_process"
import { copyFileSync, createWriteStream, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import yazl from "yazl"
import { CipoXml } from "../src/Providers/LocalRegister/Importers/CipoXml.js"
import { EuipoXml } from "../src/Providers/LocalRegister/Importers/EuipoXml.js"
import type { ImportFormat } from "../src/Providers/LocalRegister/Importers/ImportFormat.js"
import { IpRapidCsv } from "../src/Providers/LocalRegister/Importers/IpRapidCsv.js"
import { UkipoJournalXml } from "../src/Providers/LocalRegister/Importers/UkipoJournalXml.js"
import { UsptoXml } from "../src/Providers/LocalRegister/Importers/UsptoXml.js"
import { dateFromFileName, type ImportOptions, runImport } from "../src/Providers/LocalRegister/ImportRunner.js"
import { registerPath } from "../src/Providers/LocalRegister/RegisterDb.js"

const SAMPLES = fileURLToPath(new URL("../samples/", import.meta.url))
const sample = (p: string) => join(SAMPLES, p)
const created: Array<string> = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "local-register-"))
  created.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true })
})

const importInto = (dataDir: string, target: string, format: ImportFormat, extra: Partial<ImportOptions> = {}) =>
  runImport({ dataDir, target, format, ...extra })

interface Row {
  app_no: string
  reg_no: string | null
  name: string
  status: string
  status_desc: string | null
  filing_date: string | null
  reg_date: string | null
  classes: number
  as_of: string
  detail: string | null
  owners: string | null
}

const withDb = <A>(dataDir: string, f: (db: Database.Database) => A): A => {
  const db = new Database(registerPath(dataDir), { readonly: true })
  try {
    return f(db)
  } finally {
    db.close()
  }
}

const mark = (dataDir: string, j: string, name: string): Row | undefined =>
  withDb(dataDir, (db) =>
    db
      .prepare(
        `SELECT m.*, (SELECT group_concat(o.name, '; ') FROM mark_owners mo JOIN owners o ON o.id = mo.owner_id WHERE mo.mark_id = m.id) AS owners
         FROM marks m WHERE jurisdiction = ? AND name = ?`
      )
      .get(j, name) as Row | undefined)

const countMarks = (dataDir: string, j: string): number =>
  withDb(dataDir, (db) => db.prepare("SELECT count(*) FROM marks WHERE jurisdiction = ?").pluck().get(j) as number)

/** Everything a search could see: marks (with content hash), owner links and both FTS indexes. */
const snapshot = (dataDir: string): string =>
  withDb(dataDir, (db) => {
    const marks = db.prepare("SELECT jurisdiction, app_no, hash, as_of, status FROM marks ORDER BY jurisdiction, app_no").all()
    const links = db.prepare("SELECT count(*) FROM mark_owners").pluck().get()
    const tables = db.prepare(
      "SELECT name FROM sqlite_master WHERE name LIKE 'names_%' AND type = 'table' AND name NOT LIKE '%\\_%\\_%' ESCAPE '\\'"
    ).pluck().all() as Array<string>
    const fts = tables.map((t) => [t, db.prepare(`SELECT count(*) FROM ${t}`).pluck().get()])
    return JSON.stringify({ marks, links, fts })
  })

/** The names FTS index holds exactly the marks with a name: no orphan or missing rows. */
const ftsConsistent = (dataDir: string, j: string): boolean =>
  withDb(dataDir, (db) => {
    const inMarks = db.prepare("SELECT count(*) FROM marks WHERE jurisdiction = ? AND norm != ''").pluck().get(j) as number
    const inFts = db.prepare(`SELECT count(*) FROM names_${j}`).pluck().get() as number
    const matched = db.prepare(`SELECT count(*) FROM names_${j} f JOIN marks m ON m.id = f.rowid`).pluck().get() as number
    return inMarks === inFts && inFts === matched
  })

const classes = (mask: number) => Array.from({ length: 45 }, (_, i) => i + 1).filter((c) => Math.floor(mask / 2 ** (c - 1)) % 2 === 1)

describe("importers read their sample files", () => {
  it("USPTO daily XML: case-files, status codes, owners, rejections", async () => {
    const dir = tempDir()
    const summary = await importInto(dir, sample("uspto/apc240102.xml"), UsptoXml)
    const f = summary.files[0]!
    expect(f).toMatchObject({ outcome: "imported", added: 25, rejected: 1, asOf: "2024-01-02" })
    expect(Object.keys(f.rejects)).toEqual(["case-file without an 8-digit serial-number"])
    const apple = mark(dir, "US", "APPLE")!
    expect(apple).toMatchObject({
      app_no: "97000101",
      reg_no: "7100001",
      status: "registered",
      status_desc: "REGISTERED",
      filing_date: "2019-03-04",
      owners: "Orchard Devices Inc.",
      as_of: "2024-01-02"
    })
    expect(classes(apple.classes)).toEqual([9, 42])
    expect(JSON.parse(apple.detail!)).toMatchObject({
      markType: "word",
      goodsAndServices: [{ classNumber: 9, description: "Computer hardware; downloadable software" }, {
        classNumber: 42,
        description: "Software as a service"
      }],
      attorney: "Jane Roe",
      prosecutionHistory: [{ date: "2019-03-04", code: "NWAP", description: "NEW APPLICATION ENTERED" }]
    })
    expect(mark(dir, "US", "STARLIGHT")!.status).toBe("expired")
    expect(mark(dir, "US", "SUNBURST")!.status).toBe("abandoned")
    expect(mark(dir, "US", "MOONBEAM")!.status).toBe("cancelled")
    expect(mark(dir, "US", "TERRANOVA")!.status).toBe("opposed")
    expect(mark(dir, "US", "HARBOR LIGHTS")!.owners).toBe("Harbor Co; Lightkeepers Partnership")
    expect(mark(dir, "US", "")).toMatchObject({ status: "registered" }) // a figurative mark has no words
    expect(ftsConsistent(dir, "US")).toBe(true)
  })

  it("USPTO zip: read entry by entry without unpacking", async () => {
    const dir = tempDir()
    const zipPath = join(tempDir(), "apc240102.zip")
    await new Promise<void>((resolve, reject) => {
      const zip = new yazl.ZipFile()
      zip.addFile(sample("uspto/apc240102.xml"), "apc240102.xml")
      zip.addBuffer(Buffer.from("not data"), "README.txt")
      zip.outputStream.pipe(createWriteStream(zipPath)).on("close", () => resolve()).on("error", reject)
      zip.end()
    })
    const f = (await importInto(dir, zipPath, UsptoXml)).files[0]!
    expect(f).toMatchObject({ outcome: "imported", added: 25, rejected: 1, asOf: "2024-01-02" })
    expect(countMarks(dir, "US")).toBe(25)
  })

  it("EUIPO open data XML: applicants published apart are joined to their marks", async () => {
    const dir = tempDir()
    const f = (await importInto(dir, sample("euipo/EUTMS_FULL_20240101.xml"), EuipoXml)).files[0]!
    expect(f).toMatchObject({ outcome: "imported", added: 25, rejected: 0, asOf: "2024-01-01" })
    expect(mark(dir, "EU", "KESTREL")).toMatchObject({
      app_no: "018900015",
      status: "registered",
      status_desc: "Registered",
      owners: "Kestrel Labs GmbH"
    })
    expect(mark(dir, "EU", "TERRANOVA")!.status).toBe("opposed")
    expect(mark(dir, "EU", "STARLIGHT")!.status).toBe("expired")
    expect(mark(dir, "EU", "SUNBURST")!.status).toBe("abandoned")
    expect(mark(dir, "EU", "HARBOR LIGHTS")!.owners).toBe("Harbor Co; Lightkeepers Partnership")
  })

  it("IP RAPID CSV: header-mapped columns, day-first dates, rejected rows", async () => {
    const dir = tempDir()
    const f = (await importInto(dir, sample("iprapid/iprapid_trade_marks_20240101.csv"), IpRapidCsv)).files[0]!
    expect(f).toMatchObject({ outcome: "imported", added: 25, rejected: 1 })
    expect(Object.keys(f.rejects)).toEqual(["row without a trade mark number"])
    const apple = mark(dir, "AU", "APPLE")!
    expect(apple).toMatchObject({
      app_no: "2300101",
      reg_no: "2300101",
      status: "registered",
      filing_date: "2019-03-04",
      reg_date: "2020-03-04",
      owners: "Orchard Devices Inc."
    })
    expect(mark(dir, "AU", "MOONBEAM")!.status).toBe("cancelled")
    expect(mark(dir, "AU", "STARLIGHT")!.status).toBe("expired")
    expect(mark(dir, "AU", "TERRANOVA")!.status).toBe("opposed")
  })

  it("IP RAPID CSV without a number column is refused with the columns it has", async () => {
    const dir = tempDir()
    const bad = join(tempDir(), "other_20240101.csv")
    writeFileSync(bad, "id,title\n1,hello\n")
    const f = (await importInto(dir, bad, IpRapidCsv)).files[0]!
    expect(f.outcome).toBe("failed")
    expect(f.message).toContain("its header has id, title")
    expect(f.message).toContain("Nothing was saved")
  })

  it("CIPO ST.96 XML: TM5 descriptors, registration numbers", async () => {
    const dir = tempDir()
    const f = (await importInto(dir, sample("cipo/CA-TMK-2024-01-02.xml"), CipoXml)).files[0]!
    expect(f).toMatchObject({ outcome: "imported", added: 25, asOf: "2024-01-02" })
    expect(mark(dir, "CA", "APPLE")).toMatchObject({
      app_no: "2200101",
      reg_no: "TMA1100001",
      status: "registered",
      owners: "Orchard Devices Inc."
    })
    expect(mark(dir, "CA", "STARLIGHT")!.status).toBe("expired")
    expect(mark(dir, "CA", "MOONBEAM")!.status).toBe("cancelled")
    expect(mark(dir, "CA", "TERRANOVA")!.status).toBe("opposed")
  })

  it("ST.96 files of other offices load with --jurisdiction", async () => {
    const dir = tempDir()
    const f = (await importInto(dir, sample("st96/JP-TMK-2024-01-05.xml"), CipoXml, { jurisdiction: "JP" })).files[0]!
    expect(f).toMatchObject({ outcome: "imported", added: 4 })
    expect(mark(dir, "JP", "ケストレル")).toMatchObject({ status: "registered", owners: "株式会社ケストレル" })
    await expect(importInto(dir, sample("uspto/apc240102.xml"), UsptoXml, { jurisdiction: "JP" })).rejects.toThrow(
      /does not apply to uspto-xml/
    )
  })

  it("UKIPO journal XML: status from the section, long-form dates", async () => {
    const dir = tempDir()
    const f = (await importInto(dir, sample("ukipo/TMJ-2024-001.xml"), UkipoJournalXml)).files[0]!
    expect(f).toMatchObject({ outcome: "imported", added: 25, asOf: "2024-01-05" })
    expect(mark(dir, "GB", "APPLE")).toMatchObject({
      app_no: "UK00003900101",
      status: "registered",
      status_desc: "Trade marks registered",
      filing_date: "2019-03-04"
    })
    expect(mark(dir, "GB", "ROCKET SKATES")!.status).toBe("pending")
    expect(mark(dir, "GB", "SUNBURST")!.status).toBe("abandoned")
    expect(mark(dir, "GB", "STARLIGHT")!.status).toBe("expired")
    expect(mark(dir, "GB", "MOONBEAM")!.status).toBe("cancelled")
    expect(mark(dir, "GB", "TERRANOVA")!.status).toBe("opposed")
  })
})

describe("idempotent imports", () => {
  it("the same file twice changes nothing; --force finds every record unchanged", async () => {
    const dir = tempDir()
    await importInto(dir, sample("uspto/apc240102.xml"), UsptoXml)
    const before = snapshot(dir)
    const again = (await importInto(dir, sample("uspto/apc240102.xml"), UsptoXml)).files[0]!
    expect(again.outcome).toBe("skipped")
    expect(snapshot(dir)).toBe(before)
    const forced = (await importInto(dir, sample("uspto/apc240102.xml"), UsptoXml, { force: true })).files[0]!
    expect(forced).toMatchObject({ outcome: "imported", added: 0, updated: 0, deleted: 0, unchanged: 25 })
    expect(snapshot(dir)).toBe(before)
  })

  it("a copy of a file under another name is recognised by its content", async () => {
    const dir = tempDir()
    await importInto(dir, sample("euipo/EUTMS_FULL_20240101.xml"), EuipoXml)
    const copy = join(tempDir(), "copy-EUTMS_FULL_20240101.xml")
    copyFileSync(sample("euipo/EUTMS_FULL_20240101.xml"), copy)
    expect((await importInto(dir, copy, EuipoXml)).files[0]!.outcome).toBe("skipped")
  })
})

describe("daily and weekly update files", () => {
  it.each(
    [
      ["EU", "euipo", EuipoXml, "euipo/EUTMS_FULL_20240101.xml"],
      ["AU", "iprapid", IpRapidCsv, "iprapid/iprapid_trade_marks_20240101.csv"],
      ["CA", "cipo", CipoXml, "cipo/CA-TMK-2024-01-02.xml"]
    ] as const
  )("%s: additions, changes and deletions apply in date order", async (j, folder, format, full) => {
    const dir = tempDir()
    const s = await importInto(dir, sample(folder), format)
    expect(s.files.map((f) => f.outcome)).toEqual(["imported", "imported"])
    expect(s.files[1]).toMatchObject({ added: 1, updated: 1, deleted: 1 })
    expect(mark(dir, j, "KESTRAL")!.status).toBe("registered")
    expect(mark(dir, j, "MOONBEAM")).toBeUndefined()
    expect(mark(dir, j, "NOVALUCKS")).toMatchObject({ status: "pending", owners: "Lucky Lamps Ltd" })
    expect(countMarks(dir, j)).toBe(25)
    expect(ftsConsistent(dir, j)).toBe(true)
    // The older full file again: nothing rolls back, the deleted mark stays deleted.
    const old = (await importInto(dir, sample(full), format, { force: true })).files[0]!
    expect(old.added).toBe(0)
    expect(old.stale).toBeGreaterThanOrEqual(2)
    expect(mark(dir, j, "KESTRAL")!.status).toBe("registered")
    expect(mark(dir, j, "MOONBEAM")).toBeUndefined()
  })

  it("US: a daily file changes status and owner and adds marks (USPTO files carry no deletions)", async () => {
    const dir = tempDir()
    const s = await importInto(dir, sample("uspto"), UsptoXml)
    expect(s.files.map((f) => [f.file, f.asOf])).toEqual([["apc240102.xml", "2024-01-02"], ["apc240103.xml", "2024-01-03"]])
    expect(s.files[1]).toMatchObject({ added: 1, updated: 2, deleted: 0 })
    expect(mark(dir, "US", "KESTRAL")).toMatchObject({ status: "registered", as_of: "2024-01-03" })
    expect(mark(dir, "US", "APPLETON")!.owners).toBe("Appleton Orchards LLC")
    expect(mark(dir, "US", "APPLE")!.as_of).toBe("2024-01-02")
  })
})

/** A format that behaves like another but breaks after `after` events, once. */
const breaking = (format: ImportFormat, after: number, how: "throw" | "bad-record"): ImportFormat => ({
  ...format,
  parse: async function*(input, ctx) {
    let n = 0
    for await (const e of format.parse(input, ctx)) {
      if (e.kind !== "asOf" && ++n > after) {
        if (how === "throw") throw new Error("disk unplugged")
        // A record the writer cannot store: fails inside the open transaction.
        yield { kind: "upsert", record: { ...(e.kind === "upsert" ? e.record : ({} as never)), name: undefined as unknown as string } }
        return
      }
      yield e
    }
  }
})

describe("interrupted imports", () => {
  it("a failure mid-file keeps the committed batches; the same command resumes and finishes", async () => {
    const dir = tempDir()
    const file = sample("uspto/apc240102.xml")
    const failed = (await importInto(dir, file, breaking(UsptoXml, 10, "throw"), { batchSize: 4 })).files[0]!
    expect(failed.outcome).toBe("failed")
    expect(failed.message).toContain("disk unplugged")
    expect(failed.message).toContain("The first 8 records are saved")
    expect(countMarks(dir, "US")).toBe(8)
    expect(ftsConsistent(dir, "US")).toBe(true)
    const journal = withDb(dir, (db) => db.prepare("SELECT state, position FROM imports").get())
    expect(journal).toEqual({ state: "running", position: 8 })

    const resumed = (await importInto(dir, file, UsptoXml, { batchSize: 4 })).files[0]!
    expect(resumed).toMatchObject({ outcome: "resumed", added: 25, rejected: 1, records: 26 })
    expect(countMarks(dir, "US")).toBe(25)
    expect(ftsConsistent(dir, "US")).toBe(true)
    expect(withDb(dir, (db) => db.prepare("SELECT state, position FROM imports").get())).toEqual({ state: "done", position: 26 })
  })

  it("a record that fails inside a batch rolls the whole batch back", async () => {
    const dir = tempDir()
    const failed = (await importInto(dir, sample("uspto/apc240102.xml"), breaking(UsptoXml, 6, "bad-record"), { batchSize: 4 })).files[0]!
    expect(failed.outcome).toBe("failed")
    // Batch 1 (records 1-4) committed; batch 2 (5, 6 and the bad one) rolled back entirely.
    expect(countMarks(dir, "US")).toBe(4)
    expect(ftsConsistent(dir, "US")).toBe(true)
    expect(withDb(dir, (db) => db.prepare("SELECT position, added FROM imports").get())).toEqual({ position: 4, added: 4 })
    const resumed = (await importInto(dir, sample("uspto/apc240102.xml"), UsptoXml, { batchSize: 4 })).files[0]!
    expect(resumed).toMatchObject({ outcome: "resumed", added: 25 })
  })

  it("Ctrl-C stops after the current batch; running again resumes", async () => {
    const dir = tempDir()
    const controller = new AbortController()
    controller.abort()
    const stopped = (await importInto(dir, sample("euipo/EUTMS_FULL_20240101.xml"), EuipoXml, { batchSize: 10, signal: controller.signal }))
      .files[0]!
    expect(stopped.outcome).toBe("interrupted")
    expect(stopped.records).toBe(10)
    const resumed = (await importInto(dir, sample("euipo/EUTMS_FULL_20240101.xml"), EuipoXml, { batchSize: 10 })).files[0]!
    expect(resumed).toMatchObject({ outcome: "resumed", added: 25 })
    expect(countMarks(dir, "EU")).toBe(25)
  })

  it("malformed XML saves nothing and leaves no journal entry to resume", async () => {
    const dir = tempDir()
    const bad = join(tempDir(), "apc240105.xml")
    writeFileSync(bad, "<trademark-applications-daily><case-file><serial-number>97000001</serial-number></case-fil>")
    const f = (await importInto(dir, bad, UsptoXml)).files[0]!
    expect(f.outcome).toBe("failed")
    expect(f.message).toMatch(/^malformed XML: .*Nothing was saved\.$/)
    expect(withDb(dir, (db) => db.prepare("SELECT count(*) FROM imports").pluck().get())).toBe(0)
  })
})

describe("parser thread", () => {
  it("the CLI's threaded import builds the same register as an inline import", { timeout: 60_000 }, async () => {
    const inline = tempDir()
    await importInto(inline, sample("euipo"), EuipoXml, { parallel: false })
    const threaded = tempDir()
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: threaded }
    delete env["VITEST"] // the child runs under tsx, where the parser thread can start
    const out = execFileSync(process.execPath, ["--import", "tsx", "src/Main.ts", "import", sample("euipo"), "--format", "euipo-xml"], {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"]
    })
    expect(out).toContain("Imported EUTMS_DIFF_20240102.xml (data as of 2024-01-02): 4 records")
    expect(snapshot(threaded)).toBe(snapshot(inline))
  })
})

describe("file dates", () => {
  it("reads the date in the offices' file names", () => {
    expect(dateFromFileName("apc240102.zip")).toBe("2024-01-02")
    expect(dateFromFileName("EUTMS_DIFF_20240102.xml")).toBe("2024-01-02")
    expect(dateFromFileName("CA-TMK-2024-01-09.xml")).toBe("2024-01-09")
    expect(dateFromFileName("apc241341.zip")).toBeUndefined()
    expect(dateFromFileName("register.xml")).toBeUndefined()
  })
})
