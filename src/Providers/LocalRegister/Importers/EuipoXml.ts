/**
 * EUIPO Open Data trade mark XML (TM-XML family: Transaction / TradeMarkTransactionBody /
 * TransactionContentDetails / TransactionData / TradeMarkDetails / TradeMark). Full and
 * daily ("diff") files; each TradeMark carries operationCode Insert | Update | Delete.
 * Applicants are published as separate Applicant records keyed by an identifier that the
 * marks reference (ApplicantDetails/ApplicantKey/Identifier); both are read, in any order.
 */
import type { HistoryEntry, TrademarkDetail } from "../../../Domain/Trademark.js"
import type { ImportEvent, RegisterDetailExtras, RegisterParty, RegisterRecord } from "../RegisterRecord.js"
import { euStatus } from "../StatusMapping.js"
import { compact, compactDetail, isoDate, niceClass, uniqueSorted } from "./Fields.js"
import type { ImportFormat, ParseContext } from "./ImportFormat.js"
import { child, children, find, findAll, findText, text, xmlRecords, type XNode } from "./XmlRecords.js"

type MarkType = NonNullable<TrademarkDetail["markType"]>

const FEATURES: Readonly<Record<string, { feature: RegisterRecord["markFeature"]; type: MarkType }>> = {
  WORD: { feature: "WORD", type: "word" },
  FIGURATIVE: { feature: "FIGURATIVE", type: "design" },
  SHAPE_3D: { feature: "SHAPE_3D", type: "other" },
  "3_D": { feature: "SHAPE_3D", type: "other" },
  // Open-data wording (WIPO's ingest of EUIPO files reads "3D shape" and "3-D").
  "3D_SHAPE": { feature: "SHAPE_3D", type: "other" },
  COLOUR: { feature: "COLOUR", type: "color" },
  SOUND: { feature: "SOUND", type: "sound" },
  HOLOGRAM: { feature: "HOLOGRAM", type: "hologram" },
  POSITION: { feature: "POSITION", type: "position" },
  PATTERN: { feature: "PATTERN", type: "pattern" },
  MOTION: { feature: "MOTION", type: "motion" },
  MULTIMEDIA: { feature: "MULTIMEDIA", type: "other" },
  OTHER: { feature: "OTHER", type: "other" }
}

const featureKey = (s: string): string => s.trim().toUpperCase().replace(/[^A-Z0-9]+/g, "_")

/** Name of a TM-XML party: free-format name lines, or an organisation / person name. */
const partyName = (p: XNode | undefined): string | undefined => {
  const lines = findAll(p, "FreeFormatNameLine").map((l) => l.text.trim()).filter((l) => l !== "")
  if (lines.length > 0) return lines.join(" ")
  const organisation = findText(p, ["OrganizationName", "OrganizationStandardName", "EntityName"])
  if (organisation !== undefined) return organisation
  // EUIPO names people (and some firms) as FormattedName/FirstName + LastName.
  const person = [findText(p, ["FirstName"]), findText(p, ["LastName"])].filter((x) => x !== undefined).join(" ")
  return person !== "" ? person : findText(p, ["FullName"])
}

/** The office's party id: <ApplicantKey><Identifier>, <ApplicantIdentifier>, or the same for representatives. */
const partyKey = (p: XNode | undefined): string | undefined =>
  text(p, "Identifier") ??
    text(p, "ApplicantKey", "Identifier") ??
    text(p, "ApplicantIdentifier") ??
    text(p, "RepresentativeKey", "Identifier") ??
    text(p, "RepresentativeIdentifier")

const englishFirst = (descs: Array<XNode>): string | undefined => {
  const en = descs.find((d) => (d.attrs["languageCode"] ?? "").toLowerCase() === "en") ?? descs[0]
  return en === undefined ? undefined : text(en)
}

const parseTradeMark = (tm: XNode, ctx: ParseContext): ImportEvent => {
  const number = text(tm, "ApplicationNumber")
  if (number === undefined) return { kind: "reject", reason: "TradeMark without ApplicationNumber", ref: ctx.entryName }
  const operation = (tm.attrs["operationCode"] ?? "Insert").toLowerCase()
  if (operation === "delete") return { kind: "delete", jurisdiction: ctx.jurisdiction, applicationNumber: number }
  const statusRaw = text(tm, "MarkCurrentStatusCode")
  if (statusRaw === undefined) return { kind: "reject", reason: "TradeMark without MarkCurrentStatusCode", ref: number }

  const gs = children(tm, "GoodsServicesDetails", "GoodsServices", "ClassDescriptionDetails", "ClassDescription").flatMap((cd) => {
    const cls = niceClass(text(cd, "ClassNumber"))
    const description = englishFirst(children(cd, "GoodsServicesDescription"))
    return cls === undefined ? [] : [{ classNumber: cls, description: description ?? "" }]
  })
  const applicants = children(tm, "ApplicantDetails").flatMap((d) => d.children)
  const parties: Array<RegisterParty> = applicants.flatMap((a) => {
    const name = partyName(a)
    const key = partyKey(a)
    return name === undefined && key === undefined ? [] : [compact({ name, key })]
  })
  const representative = children(tm, "RepresentativeDetails").flatMap((d) => d.children)[0]
  const representativeName = partyName(representative)
  const feature = FEATURES[featureKey(text(tm, "MarkFeature") ?? "")]
  const kind = (text(tm, "KindMark") ?? "").toLowerCase()
  const publications: Array<HistoryEntry> = children(tm, "PublicationDetails", "Publication").flatMap((p) => {
    const date = isoDate(text(p, "PublicationDate"))
    return date === undefined
      ? []
      : [{
        date,
        code: text(p, "PublicationSection") ?? "PUB",
        description: `Published in bulletin ${text(p, "PublicationIdentifier") ?? ""}`.trim()
      }]
  })
  const firstApplicant = applicants[0]
  const applicantName = partyName(firstApplicant)
  const record = compact<RegisterRecord>({
    jurisdiction: ctx.jurisdiction,
    applicationNumber: number,
    registrationNumber: text(tm, "RegistrationNumber"),
    name: text(tm, "WordMarkSpecification", "MarkVerbalElementText") ?? findText(tm, ["MarkVerbalElementText"]) ?? "",
    status: euStatus(statusRaw),
    statusDescription: statusRaw,
    filingDate: isoDate(text(tm, "ApplicationDate")),
    registrationDate: isoDate(text(tm, "RegistrationDate")),
    statusDate: isoDate(text(tm, "MarkCurrentStatusDate")),
    owners: parties,
    niceClasses: uniqueSorted(gs.map((g) => g.classNumber)),
    markFeature: feature?.feature,
    detail: compactDetail<RegisterDetailExtras>({
      markType: feature?.type,
      goodsAndServices: gs,
      applicant: applicantName === undefined
        ? undefined
        : compact({
          name: applicantName,
          country: findText(firstApplicant, ["AddressCountryCode", "CountryCode"]),
          city: findText(firstApplicant, ["AddressTown", "CityName"])
        }),
      representative: representativeName === undefined ? undefined : { name: representativeName },
      markNature: kind.includes("collective")
        ? "COLLECTIVE"
        : kind.includes("certification")
        ? "CERTIFICATION"
        : kind === ""
        ? undefined
        : "STANDARD",
      markBasis: text(tm, "MarkBasis"),
      expirationDate: isoDate(text(tm, "ExpiryDate")),
      publicationDate: publications.map((p) => p.date).sort()[0],
      oppositionDeadline: isoDate(text(tm, "OppositionPeriodEndDate")),
      description: englishFirst(children(tm, "MarkDescriptionDetails", "MarkDescription")),
      disclaimers: children(tm, "MarkDisclaimerDetails", "MarkDisclaimer").flatMap((d) => {
        const t = text(d)
        return t === undefined ? [] : [t]
      }),
      designCodes: findAll(child(tm, "MarkImageDetails"), "MarkImageCategoryCode").map((c) => c.text.trim()).filter((c) => c !== ""),
      prosecutionHistory: publications.sort((a, b) => (a.date < b.date ? 1 : -1))
    })
  })
  return { kind: "upsert", record }
}

const parseApplicant = (a: XNode, ctx: ParseContext): ImportEvent | undefined => {
  // Owner rows stay when EUIPO deletes an applicant: marks still name them until they change.
  if ((a.attrs["operationCode"] ?? "").toLowerCase() === "delete") return undefined
  const key = text(a, "ApplicantIdentifier") ?? text(a, "ApplicantKey", "Identifier")
  const name = partyName(find(a, ["ApplicantAddressBook"]) ?? a)
  if (key === undefined || name === undefined) {
    return { kind: "reject", reason: "Applicant without identifier or name", ref: key ?? ctx.entryName }
  }
  return { kind: "party", jurisdiction: ctx.jurisdiction, key, name }
}

export const EuipoXml: ImportFormat = {
  name: "euipo-xml",
  title: "EUIPO Open Data trade mark XML (full and daily diff files)",
  defaultJurisdiction: "EU",
  jurisdictionOverride: false,
  entryPattern: /\.xml$/i,
  parse: async function*(input, ctx) {
    const asOf: Array<string> = []
    const records = xmlRecords(input, {
      records: new Set(["TradeMark", "Applicant"]),
      onHeader: (name, value) => {
        if (name === "TransactionDate" || name === "RequestProducerDateTime" || name === "ExtractionDate") {
          const d = isoDate(value)
          if (d !== undefined) asOf.push(d)
        }
      }
    })
    for await (const node of records) {
      while (asOf.length > 0) yield { kind: "asOf", date: asOf.shift()! }
      const event = node.name === "TradeMark" ? parseTradeMark(node, ctx) : parseApplicant(node, ctx)
      if (event !== undefined) yield event
    }
  }
}
