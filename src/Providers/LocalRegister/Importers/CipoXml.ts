/**
 * WIPO ST.96 trademark XML as CIPO publishes it in IP Horizons (weekly TrademarkBag files with
 * additions, updates and deletions). ST.96 is WIPO's standard, so the same reader takes ST.96
 * files of other offices with --jurisdiction (JP, CN, WIPO...). Element names are matched by
 * local name; ST.96 and the CIPO extension namespace (catmk:) differ only in prefixes.
 * Deletion: operationCategory="Delete" on the Trademark element.
 */
import type { TrademarkDetail } from "../../../Domain/Trademark.js"
import type { ImportEvent, RegisterDetailExtras, RegisterParty, RegisterRecord } from "../RegisterRecord.js"
import { st96Status, textStatus } from "../StatusMapping.js"
import { compact, compactDetail, isoDate, niceClass, uniqueSorted } from "./Fields.js"
import type { ImportFormat, ParseContext } from "./ImportFormat.js"
import { children, find, findAll, findText, text, xmlRecords, type XNode } from "./XmlRecords.js"

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
  const entity = findText(c, ["EntityName", "OrganizationStandardName"]) ?? findText(c, ["LegalEntityName"])?.replace(/[\s,;]+$/, "")
  if (entity !== undefined) return entity
  const full = findText(c, ["PersonFullName"])
  if (full !== undefined) return full
  const given = findText(c, ["FirstName", "GivenName"])
  const last = findText(c, ["LastName", "FamilyName"])
  const name = [given, last].filter((x) => x !== undefined).join(" ")
  return name === "" ? undefined : name
}

/**
 * The mark's own number (not a priority's): ApplicationNumberText when the office gives one, else
 * from the ST.13 number, which is all CIPO's files carry: its last 9 digits are the 7-digit
 * application number and the 2-digit extension (shown only when not 00, as CIPO writes it).
 */
const numberOf = (tm: XNode): string | undefined => {
  const own = text(tm, "ApplicationNumber", "ApplicationNumberText")
  if (own !== undefined) return own
  const st13 = text(tm, "ApplicationNumber", "ST13ApplicationNumber")?.replace(/\D/g, "")
  if (st13 === undefined || st13.length < 9) return text(tm, "ApplicationNumber")
  const number = st13.slice(-9, -2)
  const extension = st13.slice(-2)
  return extension === "00" ? number : `${number}-${extension}`
}

const today = (): string => new Date().toISOString().slice(0, 10)

const parseTrademark = (tm: XNode, ctx: ParseContext): ImportEvent => {
  const number = numberOf(tm)
  if (number === undefined) {
    return { kind: "reject", reason: "Trademark without ApplicationNumber/ApplicationNumberText/ST13ApplicationNumber", ref: ctx.entryName }
  }
  const operation = (tm.attrs["operationCategory"] ?? tm.attrs["operationCode"] ?? "").toLowerCase()
  if (operation === "delete") return { kind: "delete", jurisdiction: ctx.jurisdiction, applicationNumber: number }

  const statusCode = findText(tm, ["MarkCurrentStatusCode"])
  const statusText = findText(tm, ["MarkCurrentStatusExternalDescriptionText", "MarkCurrentStatusInternalDescriptionText"])
  const tm5 = findText(tm, ["TM5StatusDescriptor", "TM5StatusDescriptionText", "CommonStatusDescriptor"])
  if (statusCode === undefined && statusText === undefined && tm5 === undefined) {
    return { kind: "reject", reason: "Trademark without MarkCurrentStatusCode", ref: number }
  }
  // A TM5 descriptor (LIVE/REGISTRATION/...) is the most precise; then the office code, then its wording.
  const byCode = statusCode === undefined ? undefined : st96Status(statusCode)
  const candidates = [
    tm5 === undefined ? undefined : textStatus(tm5),
    byCode,
    statusText === undefined ? undefined : textStatus(statusText)
  ]
  const stated = candidates.find((s): s is NonNullable<typeof s> => s !== undefined && s !== "unknown") ?? "unknown"
  // ST.96 has no "expired" word for a registration whose term ran out: its expiry date says so.
  const expiry = isoDate(findText(tm, ["ExpiryDate", "RegistrationExpiryDate"]))
  const status = stated === "registered" && expiry !== undefined && expiry < today() ? "expired" : stated

  // Class numbers also stand alone in GoodsServicesClassification (CIPO's files: kind "Nice").
  const classified = findAll(tm, "GoodsServicesClassification").flatMap((c) => {
    const kind = findText(c, ["ClassificationKindCode"])
    const cls = kind === undefined || /nice/i.test(kind) ? niceClass(findText(c, ["ClassNumber"])) : undefined
    return cls === undefined ? [] : [cls]
  })
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
  const representative = contactName(
    find(find(tm, ["RepresentativeBag", "NationalRepresentative"]), ["Contact"]) ?? find(tm, ["RepresentativeBag"])
  )
  // MarkFeatureCategory (Word, Figurative...) says the kind of sign; MarkCategory is often just "Trademark".
  const category = findText(tm, ["MarkFeatureCategory"]) ?? findText(tm, ["MarkCategory"]) ?? ""
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
    niceClasses: uniqueSorted([...gs.map((g) => g.classNumber), ...classified]),
    markFeature: hit?.[1],
    detail: compactDetail<RegisterDetailExtras>({
      markType: hit?.[2],
      goodsAndServices: gs,
      applicant: first === undefined || contactName(first) === undefined
        ? undefined
        : compact({ name: contactName(first)!, city: findText(first, ["CityName"]), country: findText(first, ["CountryCode"]) }),
      representative: representative === undefined ? undefined : { name: representative },
      expirationDate: expiry,
      oppositionDeadline: isoDate(findText(tm, ["OppositionPeriodEndDate"])),
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
  parse: async function*(input, ctx) {
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
