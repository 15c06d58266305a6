import { formatTrademarkId, type HistoryEntry, type TrademarkDetail, type TrademarkSummary } from "../../Domain/Trademark.js"
import {
  isoDateOf,
  listed,
  markKindOf,
  type MarkKindTable,
  niceClassesOf,
  niceClassOf,
  oldestFirst,
  when
} from "../Shared/AdapterSupport.js"
import type { WipoNameAddress, WipoTradeMark } from "./WipoSchemas.js"
import { mapWipoStatus } from "./WipoStatus.js"

const FEATURES: MarkKindTable = [
  [/^word/i, "WORD", "word"],
  [/combined|stylized|stylised/i, "FIGURATIVE", "combined"],
  [/figurative|device/i, "FIGURATIVE", "design"],
  [/3-?d|three|shape/i, "SHAPE_3D", "other"],
  [/colou?r/i, "COLOUR", "color"],
  [/sound/i, "SOUND", "sound"],
  [/hologram/i, "HOLOGRAM", "hologram"],
  [/position/i, "POSITION", "position"],
  [/pattern/i, "PATTERN", "pattern"],
  [/motion|moving/i, "MOTION", "motion"]
]

/** Romarin event codes seen in Madrid Monitor records, for events without a description. */
const EVENTS: Readonly<Record<string, string>> = {
  ENN: "International registration",
  EXN: "Subsequent designation",
  RFNP: "Provisional refusal",
  GP: "Statement of grant of protection",
  FINV: "Final decision (confirmation or withdrawal of refusal)",
  REN: "Renewal",
  CEN: "Ceasing of effect",
  RAN: "Total cancellation",
  TRN: "Change in ownership",
  EXP: "Expiry (not renewed)"
}

const name = (fna: WipoNameAddress | null | undefined): string | undefined => {
  const lines = fna?.Name?.FreeFormatName?.FreeFormatNameDetails?.FreeFormatNameLine ?? []
  const joined = lines.map((l) => l.trim()).filter((l) => l !== "").join(" ")
  return joined === "" ? undefined : joined
}

const address = (fna: WipoNameAddress | null | undefined): string | undefined => {
  const lines = fna?.Address?.FreeFormatAddress?.FreeFormatAddressLine ?? []
  const joined = lines.map((l) => l.trim()).filter((l) => l !== "").join(", ")
  return joined === "" ? undefined : joined
}

const holders = (t: WipoTradeMark) => (t.ApplicantDetails?.Applicant ?? []).map((a) => a.ApplicantAddressBook?.FormattedNameAddress)

/** English first, else the first language (ST.66 repeats descriptions per language). */
const english = (items: ReadonlyArray<{ readonly text: string; readonly language?: string | undefined }> | undefined) =>
  items === undefined ? undefined : (items.find((i) => (i.language ?? "en").toLowerCase() === "en") ?? items[0])

/** The IR number: RegistrationNumber in ST.66 files that have one, ApplicationNumber in Madrid Monitor's (Romarin) records. */
export const irnOf = (t: WipoTradeMark): string =>
  (t.RegistrationNumber ?? t.ApplicationNumber ?? "").trim().replace(/^0+(?=\d)/, "").toUpperCase()

const recordKinds = (t: WipoTradeMark) =>
  (t.MarkRecordDetails?.MarkRecord ?? []).flatMap((r) => {
    const kind = r.BasicRecord?.BasicRecordKind?.trim()
    if (kind === undefined || kind === "") return []
    const date = isoDateOf(r.BasicRecord?.RecordEffectiveDate) ?? isoDateOf(r.BasicRecord?.RecordNotificationDate) ??
      isoDateOf(r.BasicRecord?.RecordFilingDate)
    return [{ kind, date }]
  })

/** WIPO's register entries that end an IR as a whole (partial ones leave it registered). */
const ENDING: ReadonlyArray<readonly [RegExp, "cancelled" | "expired"]> = [
  [/^non renewal$/i, "expired"],
  [/^total cancellation$|^renunciation$|^total ceasing effect$|^total invalidation$/i, "cancelled"]
]

/**
 * Madrid Monitor's records carry no status word (WIPO's Romarin export has none): an IR exists only
 * once registered, so it is registered until a register entry ends it or its term runs out.
 */
const derivedStatus = (t: WipoTradeMark): { readonly status: TrademarkSummary["status"]; readonly description: string } => {
  for (const r of recordKinds(t).reverse()) {
    const hit = ENDING.find(([re]) => re.test(r.kind))
    if (hit !== undefined) return { status: hit[1], description: `${r.kind}${r.date !== undefined ? ` (${r.date})` : ""}` }
  }
  const expiry = isoDateOf(t.ExpiryDate)
  if (expiry !== undefined && expiry < new Date().toISOString().slice(0, 10)) return { status: "expired", description: `Expired ${expiry}` }
  return {
    status: "registered",
    description: expiry !== undefined ? `International registration in force until ${expiry}` : "International registration in force"
  }
}

export const toWipoSummary = (t: WipoTradeMark): TrademarkSummary => {
  const irn = irnOf(t)
  const verbal = t.WordMarkSpecification?.MarkVerbalElementText?.trim()
  const feature = markKindOf(FEATURES, t.MarkFeature)
  const status = t.MarkCurrentStatusCode?.trim()
  const derived = status === undefined || status === "" ? derivedStatus(t) : undefined
  // In Romarin records ApplicationDate is the date of the international registration.
  const romarin = t.RegistrationNumber === undefined
  const owners = holders(t).flatMap((h) => name(h) ?? [])
  const image = (t.MarkImageDetails?.MarkImage?.[0]?.MarkImageURI ?? t.MarkImageDetails?.MarkImage?.[0]?.MarkImageFilename)?.trim()
  const classes = (t.GoodsServicesDetails?.GoodsServices?.ClassDescriptionDetails?.ClassDescription ?? []).flatMap((c) =>
    niceClassOf(c.ClassNumber) ?? []
  )
  return {
    id: formatTrademarkId("WIPO", irn),
    applicationNumber: irn,
    registrationNumber: irn,
    name: verbal !== undefined && verbal !== "" ? verbal : `[${(feature?.feature ?? "OTHER").toLowerCase()} mark]`,
    jurisdiction: "WIPO",
    status: derived?.status ?? mapWipoStatus(status),
    ...when("statusDescription", derived?.description ?? (status !== undefined && status !== "" ? status : undefined)),
    ...when("filingDate", isoDateOf(t.ApplicationDate) ?? isoDateOf(t.RegistrationDate)),
    ...when("registrationDate", isoDateOf(t.RegistrationDate) ?? (romarin ? isoDateOf(t.ApplicationDate) : undefined)),
    ...when("statusDate", isoDateOf(t.MarkCurrentStatusDate)),
    ...when("owner", owners.length > 0 ? owners.join("; ") : undefined),
    niceClasses: niceClassesOf(classes),
    ...when("imageUrl", image !== undefined && /^https?:\/\//i.test(image) ? image : undefined),
    ...when("markFeature", feature?.feature),
    ...when("hasImage", feature !== undefined ? feature.feature !== "WORD" : image !== undefined ? true : undefined),
    source: "live"
  }
}

const NATURE: ReadonlyArray<readonly [RegExp, NonNullable<TrademarkDetail["markNature"]>]> = [
  [/collective/i, "COLLECTIVE"],
  [/certif|guarantee/i, "CERTIFICATION"],
  [/individual/i, "STANDARD"]
]

const wipoHistory = (t: WipoTradeMark): ReadonlyArray<HistoryEntry> =>
  oldestFirst([
    ...recordKinds(t).flatMap((r) => (r.date === undefined
      ? []
      : [{ MarkEventDate: r.date, MarkEventCode: r.kind, MarkEventDescriptionText: r.kind, MarkEventOfficeCode: undefined }])
    ),
    ...(t.MarkEventDetails?.MarkEvent ?? [])
  ]
    .flatMap((e) => {
      const date = isoDateOf(e.MarkEventDate)
      if (date === undefined) {
        return []
      }
      const code = e.MarkEventCode?.trim() || "EVENT"
      const text = e.MarkEventDescriptionText?.trim() || EVENTS[code] || code
      const office = e.MarkEventOfficeCode?.trim()
      return [{ date, code, description: office ? `${text} (${office})` : text }]
    }))

export const toWipoDetail = (t: WipoTradeMark, includeHistory: boolean): TrademarkDetail => {
  const summary = toWipoSummary(t)
  const goods = (t.GoodsServicesDetails?.GoodsServices?.ClassDescriptionDetails?.ClassDescription ?? []).flatMap((c) => {
    const classNumber = niceClassOf(c.ClassNumber)
    return classNumber === undefined ? [] : [{ classNumber, description: english(c.GoodsServicesDescription)?.text.trim() ?? "" }]
  })
  const owners = holders(t)
  const first = owners.length === 1 ? owners[0] : undefined
  const representative = t.RepresentativeDetails?.Representative?.[0]?.RepresentativeAddressBook?.FormattedNameAddress
  const priorities = (t.PriorityDetails?.Priority ?? []).map((p) => ({
    date: isoDateOf(p.PriorityDate) ?? "",
    country: p.PriorityCountryCode?.trim() ?? "",
    number: p.PriorityNumber?.trim() ?? ""
  }))
  const disclaimers = (t.MarkDisclaimerDetails?.MarkDisclaimer ?? []).filter((d) => (d.language ?? "en").toLowerCase() === "en").map((d) =>
    d.text.trim()
  )
  const vienna = (t.MarkImageDetails?.MarkImage ?? []).flatMap((i) => i.MarkImageCategory?.CategoryCodeDetails?.CategoryCode ?? []).map((
    c
  ) => c.trim())
  const designations = [...new Set((t.DesignatedCountryDetails?.DesignatedCountry ?? []).map((d) => d.DesignatedCountryCode.trim()))]
  const expiry = isoDateOf(t.ExpiryDate)
  const type = markKindOf(FEATURES, t.MarkFeature)?.type
  const hasWords = (t.WordMarkSpecification?.MarkVerbalElementText?.trim() ?? "") !== ""
  return {
    ...summary,
    ...when("markType", type === "design" && hasWords ? "combined" : type),
    ...when("goodsAndServices", listed(goods)),
    ...when(
      "applicant",
      summary.owner === undefined
        ? undefined
        : {
          name: summary.owner,
          ...when("address", address(first)),
          ...when("country", first?.Address?.AddressCountryCode?.trim() || undefined)
        }
    ),
    ...when(
      "representative",
      name(representative) !== undefined ? { name: name(representative)!, ...when("address", address(representative)) } : undefined
    ),
    ...when("priority", listed(priorities)),
    ...when("expirationDate", expiry),
    // An IR is renewed every ten years on its expiry date.
    ...when("renewalDate", summary.status === "registered" ? expiry : undefined),
    ...when("disclaimers", listed(disclaimers)),
    ...when("designCodes", listed(vienna)),
    ...when("markNature", NATURE.find(([re]) => re.test(t.KindMark ?? ""))?.[1]),
    ...when("designations", listed(designations)),
    ...when("prosecutionHistory", includeHistory ? wipoHistory(t) : undefined)
  }
}
