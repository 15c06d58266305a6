/**
 * WIPO ST.96 trademark XML as CIPO publishes it in IP Horizons (weekly TrademarkBag files with
 * additions, updates and deletions). ST.96 is WIPO's standard, so the same reader takes ST.96
 * files of other offices with --jurisdiction (JP, CN, WIPO...). Element names are matched by
 * local name; ST.96 and the CIPO extension namespace (catmk:) differ only in prefixes.
 * Deletion: operationCategory="Delete" on the Trademark element.
 */
import type { TrademarkDetail } from "../../../Domain/Trademark.js"
import type { ImportEvent, RegisterDetailExtras, RegisterParty, RegisterRecord } from "../RegisterRecord.js"
import { textStatus } from "../StatusMapping.js"
import { compact, compactDetail, isoDate, niceClass, uniqueSorted } from "./Fields.js"
import type { ImportFormat, ParseContext } from "./ImportFormat.js"
import { children, find, findAll, findText, text, type XNode, xmlRecords } from "./XmlRecords.js"

type MarkType = NonNullable<TrademarkDetail["markType"]>

const CATEGORIES: ReadonlyArray<readonly [RegExp, RegisterRecord["markFeature"], MarkType]> = [
  [/^(word|standard ?characters?)/i, "WORD", "word"],
  [/combined|stylized|stylised/i, "FIGURATIVE", "combined"],
  [/figurative|design|image/i, "FIGURATIVE", "design"],
  [/three|3-?d|shape|distinguishing guise/i, "SHAPE_3D", "other"],
  [/colou?r/i, "COLOUR", "color"],
  [/sound/i, "SOUND", "sound"],
  [/hologram/i, "HOLOGRAM", "hologram"],
  [/position/i, "POSITION", "position"],
  [/pattern/i, "PATTERN", "pattern"],
  [/motion|moving/i, "MOTION", "motion"]
]

const contactName = (c: XNode | undefined): string | undefined => {
  const entity = findText(c, ["EntityName", "OrganizationStandardName"])
  if (entity !== undefined) return entity
  const full = findText(c, ["PersonFullName"])
  if (full !== undefined) return full
  const given = findText(c, ["FirstName", "GivenName"])
  const last = findText(c, ["LastName", "FamilyName"])
  const name = [given, last].filter((x) => x !== undefined).join(" ")
  return name === "" ? undefined : name
}

const parseTrademark = (tm: XNode, ctx: ParseContext): ImportEvent => {
  const number = findText(tm, ["ApplicationNumberText"]) ?? text(tm, "ApplicationNumber")
  if (number === undefined) return { kind: "reject", reason: "Trademark without ApplicationNumber/ApplicationNumberText", ref: ctx.entryName }
  const operation = (tm.attrs["operationCategory"] ?? tm.attrs["operationCode"] ?? "").toLowerCase()
  if (operation === "delete") return { kind: "delete", jurisdiction: ctx.jurisdiction, applicationNumber: number }

  const statusCode = findText(tm, ["MarkCurrentStatusCode"])
  const statusText = findText(tm, ["MarkCurrentStatusExternalDescriptionText", "MarkCurrentStatusInternalDescriptionText"])
  const tm5 = findText(tm, ["TM5StatusDescriptor", "TM5StatusDescriptionText", "CommonStatusDescriptor"])
  if (statusCode === undefined && statusText === undefined && tm5 === undefined) {
    return { kind: "reject", reason: "Trademark without MarkCurrentStatusCode", ref: number }
  }
  // A TM5 descriptor (LIVE/REGISTRATION/...) is the most precise; then the office code, then its wording.
  const candidates = [tm5, statusCode, statusText].filter((x): x is string => x !== undefined)
  const status = candidates.map(textStatus).find((s) => s !== "unknown") ?? "unknown"

  const gs = findAll(tm, "ClassDescription").flatMap((cd) => {
    const cls = niceClass(findText(cd, ["ClassNumber"]))
    const descs = findAll(cd, "GoodsServicesDescriptionText")
    const en = descs.find((d) => (d.attrs["languageCode"] ?? "en").toLowerCase().startsWith("en")) ?? descs[0]
    return cls === undefined ? [] : [{ classNumber: cls, description: en === undefined ? "" : (text(en) ?? "") }]
  })
  const applicants = findAll(find(tm, ["ApplicantBag"]), "Applicant")
  const parties: Array<RegisterParty> = applicants.flatMap((a) => {
    const name = contactName(a)
    return name === undefined ? [] : [{ name }]
  })
  const first = applicants[0]
  const representative = contactName(find(find(tm, ["RepresentativeBag", "NationalRepresentative"]), ["Contact"]) ?? find(tm, ["RepresentativeBag"]))
  const category = findText(tm, ["MarkCategory", "MarkFeatureCategory"]) ?? ""
  const hit = CATEGORIES.find(([re]) => re.test(category))
  const events = findAll(find(tm, ["MarkEventBag"]), "MarkEvent").flatMap((e) => {
    const date = isoDate(findText(e, ["MarkEventDate"]))
    return date === undefined
      ? []
      : [{
          date,
          code: findText(e, ["MarkEventCode", "NationalMarkEventCode", "MarkEventCategory"]) ?? "",
          description: findText(e, ["MarkEventDescriptionText", "NationalMarkEventDescriptionText", "MarkEventCategory"]) ?? ""
        }]
  })
  const record = compact<RegisterRecord>({
    jurisdiction: ctx.jurisdiction,
    applicationNumber: number,
    registrationNumber: findText(tm, ["RegistrationNumber"]),
    name: findText(tm, ["MarkVerbalElementText"]) ?? "",
    status,
    statusDescription: statusText ?? statusCode ?? tm5,
    filingDate: isoDate(findText(tm, ["ApplicationDate"])),
    registrationDate: isoDate(findText(tm, ["RegistrationDate"])),
    statusDate: isoDate(findText(tm, ["MarkCurrentStatusDate"])),
    owners: parties,
    niceClasses: uniqueSorted(gs.map((g) => g.classNumber)),
    markFeature: hit?.[1],
    detail: compactDetail<RegisterDetailExtras>({
      markType: hit?.[2],
      goodsAndServices: gs,
      applicant:
        first === undefined || contactName(first) === undefined
          ? undefined
          : compact({ name: contactName(first)!, city: findText(first, ["CityName"]), country: findText(first, ["CountryCode"]) }),
      representative: representative === undefined ? undefined : { name: representative },
      expirationDate: isoDate(findText(tm, ["ExpiryDate", "RegistrationExpiryDate"])),
      publicationDate: isoDate(findText(tm, ["PublicationDate"])),
      disclaimers: children(find(tm, ["MarkDisclaimerBag"]) ?? tm, "MarkDisclaimerText").flatMap((d) => {
        const t = text(d)
        return t === undefined ? [] : [t]
      }),
      designCodes: findAll(tm, "ViennaCode").map((v) => v.text.trim()).filter((v) => v !== ""),
      prosecutionHistory: events.sort((a, b) => (a.date < b.date ? 1 : -1))
    })
  })
  return { kind: "upsert", record }
}

export const CipoXml: ImportFormat = {
  name: "cipo-xml",
  title: "CIPO IP Horizons trademark XML (WIPO ST.96; other offices' ST.96 with --jurisdiction)",
  defaultJurisdiction: "CA",
  jurisdictionOverride: true,
  entryPattern: /\.xml$/i,
  parse: async function* (input, ctx) {
    const asOf: Array<string> = []
    const records = xmlRecords(input, {
      records: new Set(["Trademark"]),
      onHeader: (name, value) => {
        if (name === "ExtractionDate" || name === "PublicationDate" || name === "FileCreationDate" || name === "CreationDate") {
          const d = isoDate(value)
          if (d !== undefined) asOf.push(d)
        }
      }
    })
    for await (const tm of records) {
      while (asOf.length > 0) yield { kind: "asOf", date: asOf.shift()! }
      yield parseTrademark(tm, ctx)
    }
  }
}
