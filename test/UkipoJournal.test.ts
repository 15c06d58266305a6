/**
 * The UKIPO Trade Marks Journal as the office ships it: `tm-journals/<YYYY-NNN>/jnl.zip`, one XHTML page per mark.
 * The fixture (test/fixtures/ukipo-journal, see its SOURCE.md) is written to the layout a public parser of real
 * journal zips reads; no real page is public. Covers the importer field by field, refusals that name the file and
 * the element, the issue arithmetic, the CKAN listing forms, and a sync run against a fake data.gov.uk + IPO host.
 */
import Database from "better-sqlite3"
import { ConfigProvider, Effect, Either } from "effect"
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Readable } from "node:stream"
import { afterAll, describe, expect, it } from "vitest"
import { readRegisterSync } from "../src/Config/RegisterSyncConfig.js"
import { UkipoJournalXml } from "../src/Providers/LocalRegister/Importers/UkipoJournalXml.js"
import { runImport } from "../src/Providers/LocalRegister/ImportRunner.js"
import type { ImportEvent, RegisterRecord } from "../src/Providers/LocalRegister/RegisterRecord.js"
import { DiskSpace } from "../src/Providers/LocalRegister/Sync/DiskSpace.js"
import { resolveSources, runSync } from "../src/Providers/LocalRegister/Sync/SyncRunner.js"
import { journalIssueDate, journalIssuesBetween, ukipoJournalFiles } from "../src/Providers/LocalRegister/Sync/UkipoJournalListing.js"
import { FakeOfficeServer } from "./fakes/FakeOfficeServer.js"
import { ROOT, zipOf } from "./support/BulkSamples.js"

const ISSUE_DIR = join(ROOT, "test/fixtures/ukipo-journal/2024-001")
const created: Array<string> = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "ukipo-journal-"))
  created.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true })
})

/** The fixture issue as the office zips it: `2024-001/<page>`, `2024-001/images/<file>`. */
const journalZip = (extra: Record<string, string> = {}) => {
  const entries: Record<string, Buffer | string> = { ...extra }
  for (const name of readdirSync(ISSUE_DIR)) {
    if (name === "images") {
      for (const img of readdirSync(join(ISSUE_DIR, "images"))) {
        entries[`2024-001/images/${img}`] = readFileSync(join(ISSUE_DIR, "images", img))
      }
    } else entries[`2024-001/${name}`] = readFileSync(join(ISSUE_DIR, name))
  }
  return zipOf(entries)
}

const parse = async (entryName: string, body: string): Promise<Array<ImportEvent>> => {
  const out: Array<ImportEvent> = []
  for await (const e of UkipoJournalXml.parse(Readable.from([Buffer.from(body)]), { jurisdiction: "GB", entryName })) out.push(e)
  return out
}

const upsert = async (file: string): Promise<RegisterRecord> => {
  const events = await parse(`2024-001/${file}`, readFileSync(join(ISSUE_DIR, file), "utf8"))
  expect(events[0]).toEqual({ kind: "asOf", date: "2024-01-05" })
  const u = events[1]!
  if (u.kind !== "upsert") throw new Error(JSON.stringify(u))
  return u.record
}

describe("UKIPO journal pages (jnl.zip)", () => {
  it("reads a word mark page: number from the file name, filing date, classes and goods, owner, representative", async () => {
    const r = await upsert("UK00003990001.html")
    expect(r).toMatchObject({
      jurisdiction: "GB",
      applicationNumber: "UK00003990001",
      name: "NORTHWIND ORCHARDS",
      status: "pending",
      statusDescription: "Published for opposition",
      filingDate: "2023-09-14",
      statusDate: "2024-01-05",
      niceClasses: [29, 32],
      markFeature: "WORD",
      owners: [{ name: "Northwind Orchards Ltd" }]
    })
    expect(r.detail).toMatchObject({
      markType: "word",
      publicationDate: "2024-01-05",
      goodsAndServices: [
        { classNumber: 29, description: "Preserved, dried and cooked fruits; jams & compotes." },
        { classNumber: 32, description: "Fruit juices; non-alcoholic fruit drinks." }
      ],
      applicant: { name: "Northwind Orchards Ltd", address: "12 Mill Lane, Hereford, HR1 2AB, United Kingdom" },
      representative: { name: "Example & Co IP LLP" },
      prosecutionHistory: [{ date: "2024-01-05", code: "JOURNAL", description: "Published for opposition (Trade Marks Journal 2024/001)" }]
    })
  })

  it("HTML entities, a word-and-image mark, two applicants; an international registration with an image only", async () => {
    const cafe = await upsert("UK00003990002.html")
    expect(cafe).toMatchObject({
      name: "Café Óran",
      markFeature: "FIGURATIVE",
      owners: [{ name: "Siobhán O'Brien" }, { name: "Aoife O'Brien" }]
    })
    expect(cafe.detail).toMatchObject({ markType: "combined" })
    expect(cafe.detail?.representative).toBeUndefined()
    const wo = await upsert("WO0000001790003.html")
    expect(wo).toMatchObject({
      applicationNumber: "WO0000001790003",
      name: "",
      markFeature: "FIGURATIVE",
      niceClasses: [9],
      filingDate: "2023-06-21"
    })
    expect(wo.detail).toMatchObject({ markType: "design", applicant: { name: "Kartenwerk GmbH", address: "Berlin, Germany" } })
  })

  it("a page without #classdetails, or with a heading that is not a class, is refused naming the file and the element", async () => {
    const page = readFileSync(join(ISSUE_DIR, "UK00003990001.html"), "utf8")
    expect(await parse("2024-001/UK00003990009.html", page.replace(/id="classdetails"/, "id=\"other\""))).toEqual([
      { kind: "reject", reason: "2024-001/UK00003990009.html: no element with id=\"classdetails\"", ref: "UK00003990009" }
    ])
    const bad = await parse("2024-001/UK00003990009.html", page.replace("<dt>Class 29</dt>", "<dt>Goods</dt>"))
    expect(bad.at(-1)).toMatchObject({ kind: "reject", reason: expect.stringContaining("#classdetails <dt> is not \"Class N\"") })
    await expect(parse("2024-001/UK00003990009.html", "%PDF-1.4 not a page")).rejects.toThrow(
      "2024-001/UK00003990009.html: not an XHTML journal page"
    )
  })

  it("imports the zip: the mark pages only (index pages and images are left), dated by the journal", async () => {
    const dir = tempDir()
    const file = join(dir, "2024-001-jnl.zip")
    writeFileSync(file, await journalZip())
    const f = (await runImport({ dataDir: dir, target: file, format: UkipoJournalXml })).files[0]!
    expect(f).toMatchObject({ outcome: "imported", added: 3, rejected: 0, asOf: "2024-01-05" })
    const db = new Database(join(dir, "register.sqlite"), { readonly: true })
    try {
      expect(db.prepare("SELECT app_no, name, status FROM marks WHERE jurisdiction = 'GB' ORDER BY app_no").all()).toEqual([
        { app_no: "UK00003990001", name: "NORTHWIND ORCHARDS", status: "pending" },
        { app_no: "UK00003990002", name: "Café Óran", status: "pending" },
        { app_no: "WO0000001790003", name: "", status: "pending" }
      ])
    } finally {
      db.close()
    }
  })

  it("journal XML in the other names a live jnl.xml reader accepts: entries read, status published for opposition", async () => {
    const xml = `<Journal><JournalNumber>2024/001</JournalNumber><PublicationDate>05/01/2024</PublicationDate><Applications>
      <Trademark><ApplicationNo>UK00003990101</ApplicationNo><WordMark>RIVERSTONE</WordMark><ApplicationDate>2023-10-02</ApplicationDate>
        <NiceClass>9</NiceClass><NiceClass>42</NiceClass>
        <Applicant><OrganisationName>Riverstone Ltd</OrganisationName><CountryCode>GB</CountryCode></Applicant>
        <Agent><FullName>Example IP LLP</FullName></Agent></Trademark></Applications></Journal>`
    const events = await parse("jnl.xml", xml)
    expect(events[0]).toEqual({ kind: "asOf", date: "2024-01-05" })
    const u = events[1]!
    if (u.kind !== "upsert") throw new Error(JSON.stringify(u))
    expect(u.record).toMatchObject({
      applicationNumber: "UK00003990101",
      name: "RIVERSTONE",
      filingDate: "2023-10-02",
      niceClasses: [9, 42],
      status: "pending",
      statusDescription: "Published for opposition",
      owners: [{ name: "Riverstone Ltd" }]
    })
    expect(u.record.detail).toMatchObject({
      applicant: { name: "Riverstone Ltd", country: "GB" },
      representative: { name: "Example IP LLP" }
    })
  })

  it("an XML file without TradeMark entries fails naming the file and the elements it has", async () => {
    await expect(parse("jnl.xml", "<Journal><Title>x</Title><Item><No>1</No></Item></Journal>")).rejects.toThrow(
      /jnl\.xml: no trade mark entry \(<TradeMark>, <Trademark>, .*; elements seen: Title, No\)/
    )
  })
})

describe("UKIPO journal issues and listing", () => {
  it("issue NNN is the year's NNN-th Friday", () => {
    expect(journalIssueDate(2018, 1)).toBe("2018-01-05")
    expect(journalIssueDate(2018, 4)).toBe("2018-01-26")
    expect(journalIssueDate(2025, 52)).toBe("2025-12-26")
    expect(journalIssueDate(2024, 1)).toBe("2024-01-05")
    expect(journalIssuesBetween("2024-12-20", "2025-01-10").map((i) => i.issue)).toEqual(["2024-051", "2024-052", "2025-001", "2025-002"])
  })

  const ckan = (resources: Array<Record<string, string>>) => ({ success: true, result: { resources } })
  const opts = { dataset: "ipo-tmj", since: "2024-01-01", today: "2024-01-20" }

  it("reads issue links, plain XML files, and a journal home page; refuses a dataset with none, listing what it has", () => {
    const dirLink = ukipoJournalFiles(
      ckan([{ name: "Journal 2024/002", url: "https://www.ipo.gov.uk/t-tmj/tm-journals/2024-002/", format: "HTML" }]),
      opts
    )
    expect(Either.getOrThrow(dirLink)).toEqual([
      { name: "tmj_2024-01-12_2024-002_jnl.xml", url: "https://www.ipo.gov.uk/t-tmj/tm-journals/2024-002/jnl.xml", date: "2024-01-12" }
    ])
    const zipLink = ukipoJournalFiles(
      ckan([{ name: "x", url: "https://www.ipo.gov.uk/t-tmj/tm-journals/2024-001/jnl.zip", format: "ZIP" }]),
      opts
    )
    expect(Either.getOrThrow(zipLink).map((f) => f.url)).toEqual(["https://www.ipo.gov.uk/t-tmj/tm-journals/2024-001/jnl.zip"])
    const file = ukipoJournalFiles(
      ckan([{ name: "TMJ", url: "https://example.gov.uk/files/tmj-2024-01-05.xml", format: "XML", last_modified: "2024-01-05" }]),
      opts
    )
    expect(Either.getOrThrow(file).map((f) => [f.name, f.date])).toEqual([["tmj-2024-01-05.xml", "2024-01-05"]])
    const home = ukipoJournalFiles(ckan([{ name: "Trade marks journal", url: "https://www.ipo.gov.uk/t-tmj.htm", format: "HTML" }]), opts)
    expect(Either.getOrThrow(home).map((f) => f.name)).toEqual([
      "tmj_2024-01-05_2024-001_jnl.xml",
      "tmj_2024-01-12_2024-002_jnl.xml",
      "tmj_2024-01-19_2024-003_jnl.xml"
    ])
    const none = ukipoJournalFiles(ckan([{ name: "Guide", url: "https://www.gov.uk/guidance/tm-guide", format: "HTML" }]), opts)
    expect(Either.isLeft(none) && none.left).toMatch(/dataset "ipo-tmj" lists no Trade Marks Journal file or issue link \(Guide \[HTML\]/)
  })

  it("sync: data.gov.uk CKAN links an issue's jnl.zip; the office host serves it; the marks land in GB", async () => {
    const zip = await journalZip()
    const server: FakeOfficeServer = await FakeOfficeServer.start([
      {
        method: "GET",
        path: "/api/3/action/package_show",
        handler: (req) =>
          req.query.get("id") === "ipo-tmj"
            ? {
              body: ckan([{ name: "Trade Marks Journal 2024/001", url: `${server.url}/t-tmj/tm-journals/2024-001/jnl.zip`, format: "ZIP" }])
            }
            : { status: 404, body: { success: false } }
      },
      {
        method: "GET",
        path: "/t-tmj/tm-journals/2024-001/jnl.zip",
        handler: () => ({ headers: { "content-type": "application/zip" }, body: zip })
      }
    ])
    const dataDir = tempDir()
    try {
      const settings = Effect.runSync(
        readRegisterSync.pipe(
          Effect.withConfigProvider(
            ConfigProvider.fromMap(
              new Map([["UKIPO_CKAN_URL", server.url], ["REGISTER_SYNC_MIN_FREE_MB", "0"], ["REGISTER_SYNC_REQUEST_SPACING_MS", "0"]])
            )
          ),
          Effect.orDie
        )
      )
      const report = await Effect.runPromise(
        runSync({
          dataDir,
          settings,
          sources: Either.getOrThrow(resolveSources(["GB"], false, [])),
          since: "2024-01-01",
          backfile: false,
          dryRun: false,
          retry: { retries: 1, baseMs: 0 }
        }).pipe(Effect.provideService(DiskSpace, { freeBytes: () => Effect.succeed(Number.MAX_SAFE_INTEGER) }))
      )
      expect(report.ok, JSON.stringify(report)).toBe(true)
      expect(report.sources.flatMap((s) => s.files.map((f) => [f.name, f.outcome]))).toEqual([[
        "tmj_2024-01-05_2024-001_jnl.zip",
        "applied"
      ]])
      const db = new Database(join(dataDir, "register.sqlite"), { readonly: true })
      try {
        expect(db.prepare("SELECT name FROM marks WHERE jurisdiction = 'GB' ORDER BY app_no").pluck().all()).toEqual([
          "NORTHWIND ORCHARDS",
          "Café Óran",
          ""
        ])
      } finally {
        db.close()
      }
    } finally {
      await server.close()
    }
  })
})
