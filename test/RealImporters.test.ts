/**
 * The bulk importers on files the offices produced (test/fixtures/real/, see each SOURCE.md):
 * every record checked field by field against what the office's file says, status mapped the
 * way the office means it. One real file also goes through the import runner into a register.
 */
import { afterAll, describe, expect, it } from "@effect/vitest"
import Database from "better-sqlite3"
import { createReadStream, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Readable } from "node:stream"
import { fileURLToPath } from "node:url"
import type { Jurisdiction } from "../src/Domain/Jurisdiction.js"
import { CipoXml } from "../src/Providers/LocalRegister/Importers/CipoXml.js"
import { EuipoXml } from "../src/Providers/LocalRegister/Importers/EuipoXml.js"
import type { ImportFormat } from "../src/Providers/LocalRegister/Importers/ImportFormat.js"
import { IpRapidCsv } from "../src/Providers/LocalRegister/Importers/IpRapidCsv.js"
import { UsptoXml } from "../src/Providers/LocalRegister/Importers/UsptoXml.js"
import { runImport } from "../src/Providers/LocalRegister/ImportRunner.js"
import { registerPath } from "../src/Providers/LocalRegister/RegisterDb.js"
import type { ImportEvent, RegisterRecord } from "../src/Providers/LocalRegister/RegisterRecord.js"
import { usptoStatusFromCode } from "../src/Providers/Uspto/UsptoStatus.js"

const REAL = fileURLToPath(new URL("./fixtures/real/", import.meta.url))
const real = (p: string) => join(REAL, p)

const created: Array<string> = []
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true })
})

const events = async (
  format: ImportFormat,
  file: string,
  jurisdiction: Jurisdiction = format.defaultJurisdiction
): Promise<Array<ImportEvent>> => {
  const out: Array<ImportEvent> = []
  for await (const e of format.parse(createReadStream(real(file)), { jurisdiction, entryName: file })) out.push(e)
  return out
}
const fromText = async (format: ImportFormat, text: string, name: string): Promise<Array<ImportEvent>> => {
  const out: Array<ImportEvent> = []
  for await (const e of format.parse(Readable.from([text]), { jurisdiction: format.defaultJurisdiction, entryName: name })) out.push(e)
  return out
}
const records = (es: ReadonlyArray<ImportEvent>): Map<string, RegisterRecord> =>
  new Map(es.flatMap((e) => (e.kind === "upsert" ? [[e.record.applicationNumber, e.record] as const] : [])))

describe("USPTO daily/annual XML: real case-files (TRTDXFAP/TRTYRAP) with the USPTO's inline DTD", () => {
  it("reads every case-file of the real excerpt, none rejected, the file date from creation-datetime", async () => {
    const es = await events(UsptoXml, "uspto/apc-real-excerpt.xml")
    expect(es.filter((e) => e.kind === "reject")).toEqual([])
    expect(es.find((e) => e.kind === "asOf")).toEqual({ kind: "asOf", date: "2024-09-25" })
    expect([...records(es).keys()].sort()).toEqual(["60146682", "85017257", "98186103", "98423838", "98763166"])
  })

  it("maps each record field by field as the USPTO means it", async () => {
    const r = records(await events(UsptoXml, "uspto/apc-real-excerpt.xml"))
    // 626 "REGISTERED - BACKFILE CANCELLED OR EXPIRED": a dead 1921 registration; drawing code 3 = design plus words.
    const pistol = r.get("60146682")!
    expect(pistol).toMatchObject({
      name: "MACHINE-PISTOL",
      registrationNumber: "0146682",
      status: "cancelled",
      statusDescription: "REGISTERED - BACKFILE CANCELLED OR EXPIRED",
      filingDate: "1920-09-25",
      registrationDate: "1921-09-20",
      statusDate: "2005-10-11",
      niceClasses: [9],
      markFeature: "FIGURATIVE",
      owners: [{ name: "AUTO ORDNANCE CORPORATION" }]
    })
    expect(pistol.detail).toMatchObject({
      markType: "combined",
      goodsAndServices: [{ classNumber: 9, description: "pistols" }],
      designCodes: ["230308"]
    })
    expect(pistol.detail.applicant).toEqual({
      name: "AUTO ORDNANCE CORPORATION",
      address: "501 FIFTH AVENUE",
      city: "NEW YORK",
      country: "US"
    })

    // 630 new application; registration-number 0000000 means none; drawing code 0 = not yet coded.
    const suveneer = r.get("98763166")!
    expect(suveneer).toMatchObject({
      name: "SUVENEER",
      status: "pending",
      filingDate: "2024-09-24",
      niceClasses: [16],
      owners: [{ name: "Nguyen Quang Huy" }]
    })
    expect(suveneer.registrationNumber).toBeUndefined()
    expect(suveneer.markFeature).toBeUndefined()
    expect(suveneer.detail).toMatchObject({
      description: "The mark consists of letters \"SUVENEER\" written within a heart shaped design..",
      applicant: { name: "Nguyen Quang Huy", city: "Hanoi", country: "VN" }
    })

    // 700 registered; the current owner is the registrant (party type 30), once; the disclaimer is a DS statement.
    const ellington = r.get("98423838")!
    expect(ellington).toMatchObject({
      name: "THE ELLINGTON AT OVIEDO PARK",
      registrationNumber: "7463601",
      status: "registered",
      registrationDate: "2024-07-30",
      niceClasses: [36],
      markFeature: "WORD",
      owners: [{ name: "Brand Properties, LLC" }]
    })
    expect(ellington.detail).toMatchObject({
      disclaimers: ["\"OVIEDO PARK\""],
      attorney: "Austin Padgett",
      publicationDate: "2024-05-14",
      markNature: "STANDARD",
      applicant: { name: "Brand Properties, LLC", country: "US" }
    })
    expect(ellington.detail.prosecutionHistory?.[0]).toEqual({
      date: "2024-07-30",
      code: "R.PR",
      description: "REGISTERED-PRINCIPAL REGISTER"
    })

    // 710 cancelled under Section 8.
    expect(r.get("85017257")).toMatchObject({
      name: "BLONDE SUMMER",
      status: "cancelled",
      statusDescription: "CANCELLED - SECTION 8",
      niceClasses: [41]
    })

    // 616 revived: alive again; two disclaimer-free statements, DS0000 is the disclaimer.
    const racino = r.get("98186103")!
    expect(racino).toMatchObject({
      name: "R RACINO",
      status: "pending",
      statusDescription: "REVIVED - AWAITING FURTHER ACTION",
      niceClasses: [41, 42]
    })
    expect(racino.detail.disclaimers).toEqual(["RACINO"])
  })

  it("every code of the USPTO status table maps to a status, the dead/live split as the office words it", () => {
    const table = readFileSync(real("uspto/status-codes.tsv"), "utf8").trim().split("\n").slice(1).map((l) =>
      l.split("\t") as [string, string]
    )
    const unmapped = table.filter(([code]) => usptoStatusFromCode(code) === "unknown").map(([code]) => code)
    // Only the office's own "no status" codes stay unknown.
    expect(unmapped).toEqual(["620", "622", "625", "969", "970"])
    for (const [code, words] of table) {
      const s = usptoStatusFromCode(code)
      if (/^ABANDONED/.test(words)) expect(s, `${code} ${words}`).toBe("abandoned")
      if (/^CANCELLED(?! - RESTORED)|IR CANCELLED/.test(words)) expect(s, `${code} ${words}`).toBe("cancelled")
      if (code === "715") expect(s, "cancelled and restored to pendency: an application again").toBe("pending")
      if (words === "OPPOSITION PENDING") expect(s).toBe("opposed")
      if (words === "PUBLISHED FOR OPPOSITION") expect(s).toBe("pending")
      if (/^REGISTERED|^SECTION \d|^PARTIAL SECTION/.test(words) && code !== "626") expect(s, `${code} ${words}`).toBe("registered")
    }
  })

  it("goes through the import runner into a register", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "real-uspto-"))
    created.push(dataDir)
    await runImport({ dataDir, target: real("uspto/apc-real-excerpt.xml"), format: UsptoXml })
    const db = new Database(registerPath(dataDir), { readonly: true })
    try {
      const row = db.prepare("SELECT app_no, reg_no, status, filing_date FROM marks WHERE jurisdiction = 'US' AND app_no = ?").get(
        "98423838"
      )
      expect(row).toEqual({ app_no: "98423838", reg_no: "7463601", status: "registered", filing_date: "2024-02-27" })
      expect(db.prepare("SELECT count(*) FROM marks WHERE jurisdiction = 'US'").pluck().get()).toBe(5)
    } finally {
      db.close()
    }
  })
})

describe("CIPO IP Horizons XML: a real record's layout (ST.13 number only, WIPO ST.96 status words)", () => {
  it("takes the application number from ST13ApplicationNumber and maps 'Registration published'", async () => {
    const es = await events(CipoXml, "cipo/ca-tm-1057613.xml")
    expect(es.filter((e) => e.kind === "reject")).toEqual([])
    const r = records(es).get("1057613")!
    expect(r).toMatchObject({
      applicationNumber: "1057613",
      registrationNumber: "TMA580662",
      status: "registered",
      statusDescription: "Registration published",
      filingDate: "2000-05-03",
      registrationDate: "2003-05-06",
      statusDate: "2003-05-06",
      niceClasses: [9, 35, 41],
      markFeature: "FIGURATIVE",
      owners: [{ name: "ALEKS CORPORATION" }]
    })
    expect(r.detail).toMatchObject({ expirationDate: "2033-05-06", oppositionDeadline: "2002-05-27" })
  })

  it("a non-00 extension is kept; a Delete is a deletion of that number", async () => {
    const xml = readFileSync(real("cipo/ca-tm-1057613.xml"), "utf8")
    const es = await fromText(
      CipoXml,
      xml.replace("300000105761300", "300000105761301").replace("com:operationCategory=\"Update\"", "com:operationCategory=\"Delete\""),
      "delete.xml"
    )
    expect(es).toContainEqual({ kind: "delete", jurisdiction: "CA", applicationNumber: "1057613-01" })
  })

  it("every WIPO ST.96 status word CIPO publishes maps as the standard means it", async () => {
    const xml = readFileSync(real("cipo/ca-tm-1057613.xml"), "utf8").replace(/<tmk:ExpiryDate>.*<\/tmk:ExpiryDate>/, "")
    const expected: ReadonlyArray<readonly [string, RegisterRecord["status"]]> = [
      ["Application filed", "pending"],
      ["Filing date accorded", "pending"],
      ["Classification checked", "pending"],
      ["Application accepted", "pending"],
      ["Application published", "pending"],
      ["Opposition pending", "opposed"],
      ["Appeal pending", "pending"],
      ["Action before court of justice pending", "pending"],
      ["Registration published", "registered"],
      ["Revocation proceeding pending", "registered"],
      ["Invalidity proceeding pending", "registered"],
      ["Application refused", "abandoned"],
      ["Application withdrawn", "abandoned"],
      ["Interruption of proceeding", "abandoned"],
      ["Registration cancelled", "cancelled"],
      ["Registration surrendered", "cancelled"],
      ["Registration expired", "expired"]
    ]
    for (const [words, status] of expected) {
      const es = await fromText(CipoXml, xml.replace("Registration published", words), "status.xml")
      expect(records(es).get("1057613")?.status, words).toBe(status)
    }
  })

  it("a registration whose expiry date has passed is expired", async () => {
    const xml = readFileSync(real("cipo/ca-tm-1057613.xml"), "utf8").replace("2033-05-06", "2018-05-06")
    expect(records(await fromText(CipoXml, xml, "old.xml")).get("1057613")?.status).toBe("expired")
  })
})

describe("EUIPO open data XML: a real EUTM record", () => {
  it("a representative named by FormattedName/LastName keeps its name; the applicant is referenced by id", async () => {
    const es = await events(EuipoXml, "euipo-opendata/em-019197838-notice.xml")
    const r = records(es).get("019197838")!
    expect(r).toMatchObject({ status: "registered", statusDescription: "Registered" })
    expect(r.detail.representative).toEqual({ name: "GULDE & PARTNER" })
  })

  it("EUIPO's open-data status words and mark features as WIPO's ingest reads them", async () => {
    const xml = readFileSync(real("euipo-opendata/em-019197838-notice.xml"), "utf8")
    const expected: ReadonlyArray<readonly [string, RegisterRecord["status"]]> = [
      ["Application filed", "pending"],
      ["Application published", "pending"],
      ["Application under examination", "pending"],
      ["Registration pending", "pending"],
      ["Appeal pending", "pending"],
      ["Registration cancellation pending", "registered"],
      ["Application opposed", "opposed"],
      ["Application refused", "abandoned"],
      ["Application withdrawn", "abandoned"],
      ["Registration cancelled", "cancelled"],
      ["Registration surrendered", "cancelled"],
      ["Registration expired", "expired"],
      ["Expired", "expired"]
    ]
    for (const [words, status] of expected) {
      const r = records(await fromText(EuipoXml, xml.replace(">Registered<", `>${words}<`), "s.xml")).get("019197838")
      expect(r?.status, words).toBe(status)
    }
    const shape = xml.replace("<ApplicantDetails>", "<MarkFeature>3D shape</MarkFeature><ApplicantDetails>")
    expect(records(await fromText(EuipoXml, shape, "f.xml")).get("019197838")?.markFeature).toBe("SHAPE_3D")
    const person = xml.replace("<LastName>GULDE &amp; PARTNER</LastName>", "<FirstName>Anna</FirstName><LastName>Muster</LastName>")
    expect(records(await fromText(EuipoXml, person, "p.xml")).get("019197838")?.detail.representative).toEqual({ name: "Anna Muster" })
  })
})

describe("IP RAPID / IPGOD trade mark CSV: IP Australia's published columns and status_code_desc values", () => {
  it("reads the dictionary's layout (tm_number, status_code_desc 'group : detail') and maps every value", async () => {
    const es = await events(IpRapidCsv, "iprapid/iprapid-spec-rows.csv")
    expect(es.filter((e) => e.kind === "reject")).toEqual([])
    const r = records(es)
    const status = (n: string) => [r.get(n)?.status, r.get(n)?.statusDescription]
    expect(status("9000001")).toEqual(["registered", "Registered : Registered/protected"])
    expect(status("9000002")).toEqual(["opposed", "Accepted : Opposed"])
    expect(status("9000003")).toEqual(["pending", "Accepted : In opposition period"])
    expect(status("9000004")).toEqual(["pending", "Published : Under examination"])
    expect(status("9000005")).toEqual(["expired", "Removed - Not Renewed : Renewal fee not paid"])
    expect(status("9000006")).toEqual(["cancelled", "Removed : Non-use"])
    expect(status("9000007")).toEqual(["abandoned", "Lapsed : Not accepted"])
    expect(status("9000008")).toEqual(["registered", "Protected : Renewal due"])
    expect(status("9000009")).toEqual(["expired", "Ceased - Not Renewed : Renewal fee not paid"])
    expect(status("9000010")).toEqual(["unknown", "Linked : Linked/merged before registration"])
    expect(status("9000011")).toEqual(["abandoned", "Refused : Opposition successful"])
    expect(status("9000012")).toEqual(["pending", "Filed : Awaiting publication"])
  })
})
