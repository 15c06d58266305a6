/**
 * IP RAPID as data.gov.au publishes it: one zip of relational tables keyed by (ip_right_type,
 * application_number), joined into one record per trade mark — through the importer, through
 * `ipdata-mcp import`'s runner and through the sync job against the fake data.gov.au CKAN server.
 * The tables are test/fixtures/real/iprapid/archive/ (layout of public readers, values made up; SOURCE.md).
 */
import Database from "better-sqlite3"
import { ConfigProvider, Effect, Either } from "effect"
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { readRegisterSync } from "../src/Config/RegisterSyncConfig.js"
import { IpRapidCsv } from "../src/Providers/LocalRegister/Importers/IpRapidCsv.js"
import { listSourceFiles, sourceEntries } from "../src/Providers/LocalRegister/Importers/Sources.js"
import { runImport } from "../src/Providers/LocalRegister/ImportRunner.js"
import type { ImportEvent, RegisterRecord } from "../src/Providers/LocalRegister/RegisterRecord.js"
import { DiskSpace } from "../src/Providers/LocalRegister/Sync/DiskSpace.js"
import { resolveSources, runSync } from "../src/Providers/LocalRegister/Sync/SyncRunner.js"
import { ROOT, zipOf } from "./support/BulkSamples.js"
import { type FakeBulkOffices, startFakeBulkOffices } from "./support/FakeBulkOffices.js"

const FIXTURE = join(ROOT, "test/fixtures/real/iprapid/archive")
const tables = (): Record<string, string> =>
  Object.fromEntries(readdirSync(FIXTURE).map((n) => [n, readFileSync(join(FIXTURE, n), "utf8")]))

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ipdata-iprapid-test-"))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const writeZip = async (entries: Record<string, string>, name = "iprapid.zip") => {
  const path = join(dir, name)
  writeFileSync(path, await zipOf(entries))
  return path
}

const eventsOf = async (entries: Record<string, string>): Promise<Array<ImportEvent>> => {
  const file = listSourceFiles(await writeZip(entries))[0]!
  const { close, entries: found } = await sourceEntries(file, IpRapidCsv.entryPattern)
  try {
    const out: Array<ImportEvent> = []
    for await (const e of IpRapidCsv.parseEntries!(found, { jurisdiction: "AU", entryName: file.name })) out.push(e)
    return out
  } finally {
    close()
  }
}

const records = (events: ReadonlyArray<ImportEvent>): Map<string, RegisterRecord> =>
  new Map(events.flatMap((e) => e.kind === "upsert" ? [[e.record.applicationNumber, e.record] as const] : []))

describe("IP RAPID archive importer", () => {
  it("joins each trade mark's words, classes, owners, agent, status and dates; patents with the same number stay out", async () => {
    const marks = records(await eventsOf(tables()))
    expect([...marks.keys()].sort()).toEqual(["1234567", "2345678", "3456789"])
    expect(marks.get("1234567")).toMatchObject({
      name: "KOALA BREW",
      status: "registered",
      statusDescription: "protected",
      registrationNumber: "1234567",
      filingDate: "2010-01-02",
      registrationDate: "2011-03-04",
      // Current classes only (30 was removed); the patent's IPC A47J is another right.
      niceClasses: [32, 43],
      // The current owner, not the former one nor the patent's applicant.
      owners: [{ name: "Koala Brewing Pty Ltd" }],
      markFeature: "FIGURATIVE",
      detail: {
        markType: "combined",
        applicant: { name: "Koala Brewing Pty Ltd", country: "AU" },
        representative: { name: "Slick Attorneys Pty Ltd" }
      }
    })
    expect(marks.get("2345678")).toMatchObject({
      name: "NORTHSTAR NEBULA PAY",
      status: "pending",
      niceClasses: [9, 42],
      markFeature: "WORD"
    })
    expect(marks.get("3456789")).toMatchObject({
      name: "WATTLE",
      status: "abandoned",
      statusDate: "2020-05-06",
      owners: [{ name: "Jane Citizen" }]
    })
  })

  it("reads goods and services from description rows of that type, when the archive has them", async () => {
    const t = tables()
    t["application_description.csv"] += "trade_mark,2345678,trade_mark_goods_and_services,9: payment software | 42: hosting\n"
    expect(records(await eventsOf(t)).get("2345678")?.detail.goodsAndServices).toEqual([
      { classNumber: 9, description: "payment software" },
      { classNumber: 42, description: "hosting" }
    ])
  })

  it("a change_type of D in application.csv deletes the mark", async () => {
    const t = tables()
    t["application.csv"] = "ip_right_type,application_number,status,change_type\ntrade_mark,2345678,filed,D\n"
    expect(await eventsOf(t)).toEqual([{ kind: "delete", jurisdiction: "AU", applicationNumber: "2345678" }])
  })

  it("a missing table or column is an error naming the file and the column", async () => {
    const noParties = tables()
    delete noParties["party_activity.csv"]
    await expect(eventsOf(noParties)).rejects.toThrow(/iprapid\.zip: the IP RAPID archive lacks party_activity\.csv/)
    const badClasses = tables()
    badClasses["application_classification.csv"] = "ip_right_type,application_number,nice_class\ntrade_mark,1234567,9\n"
    await expect(eventsOf(badClasses)).rejects.toThrow(
      /application_classification\.csv: IP RAPID table application_classification lacks column classification; its header has/
    )
    const unclosed = tables()
    unclosed["application_description.csv"] += "trade_mark,1234567,trade_mark_word_mark_phrase,\"KOALA\n"
    await expect(eventsOf(unclosed)).rejects.toThrow(/application_description\.csv: unreadable IP RAPID table/)
  })

  it("one table of the archive alone is refused (a table, not the archive); the single trade mark table still imports", async () => {
    const lone = join(dir, "application.csv")
    writeFileSync(lone, tables()["application.csv"]!)
    const refused = await runImport({ dataDir: dir, target: lone, format: IpRapidCsv })
    expect(refused.files[0]!.message).toMatch(/application\.csv: the IP RAPID archive lacks application_description\.csv/)
    const renamed = join(dir, "trade_marks.csv")
    writeFileSync(renamed, tables()["application.csv"]!)
    const refusedToo = await runImport({ dataDir: dir, target: renamed, format: IpRapidCsv })
    expect(refusedToo.files[0]!.message).toMatch(/trade_marks\.csv: a table of the IP RAPID archive on its own/)
    const single = await runImport({
      dataDir: dir,
      target: join(ROOT, "samples/iprapid/iprapid_trade_marks_20240101.csv"),
      format: IpRapidCsv
    })
    expect(single.files[0]!.added).toBeGreaterThan(0)
  })

  it("imports through the runner: a second archive with a deletion removes the mark", async () => {
    const first = await runImport({ dataDir: dir, target: await writeZip(tables(), "iprapid_2026-11-20.zip"), format: IpRapidCsv })
    expect(first.files[0]).toMatchObject({ added: 3, rejected: 0 })
    const t = tables()
    t["application.csv"] = "ip_right_type,application_number,status,change_type\ntrade_mark,2345678,filed,D\n"
    const second = await runImport({ dataDir: dir, target: await writeZip(t, "iprapid_2026-11-27.zip"), format: IpRapidCsv })
    expect(second.files[0]).toMatchObject({ deleted: 1 })
  })

  it("the CLI's parser thread joins the archive as the inline import does", { timeout: 60_000 }, async () => {
    const zip = await writeZip(tables(), "iprapid_2026-11-20.zip")
    const inline = join(dir, "inline")
    mkdirSync(inline)
    await runImport({ dataDir: inline, target: zip, format: IpRapidCsv, parallel: false })
    const threaded = join(dir, "threaded")
    mkdirSync(threaded)
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: threaded }
    delete env["VITEST"] // the child runs under tsx, where the parser thread can start
    const out = execFileSync(process.execPath, ["--import", "tsx", "src/Main.ts", "import", zip, "--format", "iprapid-csv"], {
      cwd: ROOT,
      env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"]
    })
    expect(out).toContain("3 records")
    const rows = (d: string) => {
      const db = new Database(join(d, "register.sqlite"), { readonly: true })
      try {
        return db.prepare(
          "SELECT app_no, name, status, filing_date, reg_date, status_date, classes, feature, detail FROM marks ORDER BY app_no"
        )
          .all()
      } finally {
        db.close()
      }
    }
    expect(rows(threaded)).toEqual(rows(inline))
    expect(rows(inline)).toHaveLength(3)
  })
})

describe("the iprapid sync source", () => {
  let office: FakeBulkOffices
  beforeEach(async () => {
    office = await startFakeBulkOffices()
  })
  afterEach(() => office.close())

  const sync = () =>
    Effect.runPromise(
      runSync({
        dataDir: dir,
        settings: Effect.runSync(
          readRegisterSync.pipe(
            Effect.withConfigProvider(ConfigProvider.fromMap(
              new Map([["IPRAPID_CKAN_URL", `${office.apiUrl}/data`], ["REGISTER_SYNC_MIN_FREE_MB", "0"], [
                "REGISTER_SYNC_REQUEST_SPACING_MS",
                "0"
              ]])
            )),
            Effect.orDie
          )
        ),
        sources: Either.getOrThrow(resolveSources(["iprapid"], false, [])),
        since: "2026-01-01",
        backfile: false,
        dryRun: false,
        retry: { retries: 1, baseMs: 0 }
      }).pipe(Effect.provideService(DiskSpace, { freeBytes: () => Effect.succeed(Number.MAX_SAFE_INTEGER) }))
    )

  const marks = () => {
    const db = new Database(join(dir, "register.sqlite"), { readonly: true })
    try {
      return db.prepare("SELECT app_no AS n, name FROM marks WHERE jurisdiction = 'AU' ORDER BY 1").all()
    } finally {
      db.close()
    }
  }

  it("downloads iprapid.zip from data.gov.au, joins its tables, and applies a later archive's deletion", async () => {
    office.files.push({ product: "CKAN", name: "iprapid.zip", date: "2026-11-20", body: await zipOf(tables()) })
    const r = await sync()
    expect(r.ok, JSON.stringify(r)).toBe(true)
    expect(marks()).toMatchObject([{ n: "1234567", name: "KOALA BREW" }, { n: "2345678" }, { n: "3456789", name: "WATTLE" }])
    const t = tables()
    t["application.csv"] = "ip_right_type,application_number,status,change_type\ntrade_mark,2345678,filed,D\n"
    // data.gov.au replaces the one resource each week: the listing then shows the new archive only.
    office.files.splice(0, 1, { product: "CKAN", name: "iprapid.zip", date: "2026-11-27", body: await zipOf(t) })
    const r2 = await sync()
    expect(r2.ok, JSON.stringify(r2)).toBe(true)
    expect(marks().map((m) => (m as { n: string }).n)).toEqual(["1234567", "3456789"])
  })
})
