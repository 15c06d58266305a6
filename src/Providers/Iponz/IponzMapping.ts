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
import type { IponzParty, IponzSearchItem, IponzTrademark } from "./IponzSchemas.js"
import { mapIponzStatus, registeredOf } from "./IponzStatus.js"

type MarkType = NonNullable<TrademarkDetail["markType"]>

/** IPONZ mark categories → our feature and type (figurative with words is "combined"). */
const FEATURES: MarkKindTable = [
  [/^word/i, "WORD", "word"],
  [/combin/i, "FIGURATIVE", "combined"],
  [/figurative|image|logo|device/i, "FIGURATIVE", "design"],
  [/3d|three|shape/i, "SHAPE_3D", "other"],
  [/colou?r/i, "COLOUR", "color"],
  [/sound/i, "SOUND", "sound"],
  [/motion|moving/i, "MOTION", "motion"],
  [/position/i, "POSITION", "position"],
  [/hologram/i, "HOLOGRAM", "hologram"],
  [/pattern/i, "PATTERN", "pattern"]
]

const partyNames = (parties: ReadonlyArray<IponzParty> | null | undefined): ReadonlyArray<string> =>
  (parties ?? []).map((p) => p.Name?.trim() ?? "").filter((n) => n !== "")

export const iponzOwners = (item: IponzSearchItem): ReadonlyArray<string> => partyNames(item.Applicants)

export const toIponzSummary = (item: IponzSearchItem): TrademarkSummary => {
  const verbal = item.MarkVerbalElementText?.trim()
  const feature = markKindOf(FEATURES, item.MarkFeatureCategory)
  const status = item.MarkCurrentStatusCode?.trim()
  const registrationDate = isoDateOf(item.RegistrationDate)
  const owners = iponzOwners(item)
  return {
    id: formatTrademarkId("NZ", item.ApplicationNumber),
    applicationNumber: item.ApplicationNumber,
    // IPONZ fills RegistrationNumber (= the application number) even before registration: only show it once registered.
    ...when("registrationNumber", registrationDate !== undefined ? (item.RegistrationNumber ?? item.ApplicationNumber) : undefined),
    name: verbal !== undefined && verbal !== "" ? verbal : `[${(feature?.feature ?? "OTHER").toLowerCase()} mark]`,
    jurisdiction: "NZ",
    status: mapIponzStatus(status, registeredOf(item)),
    ...when("statusDescription", status !== undefined && status !== "" ? status : undefined),
    ...when("filingDate", isoDateOf(item.ApplicationDate)),
    ...when("registrationDate", registrationDate),
    ...when("statusDate", isoDateOf(item.MarkCurrentStatusDate)),
    ...when("owner", owners.length > 0 ? owners.join("; ") : undefined),
    niceClasses: niceClassesOf((item.Classes ?? []).flatMap((c) => niceClassOf(c.ClassNumber) ?? [])),
    ...when("markFeature", feature?.feature),
    ...when("hasImage", feature !== undefined ? feature.feature !== "WORD" : undefined),
    source: "live"
  }
}

/** A figurative mark with words is "combined". */
const markTypeOf = (t: IponzTrademark): MarkType | undefined => {
  const type = markKindOf(FEATURES, t.MarkFeatureCategory)?.type
  return type === "design" && (t.MarkVerbalElementText?.trim() ?? "") !== "" ? "combined" : type
}

const iponzHistory = (t: IponzTrademark): ReadonlyArray<HistoryEntry> =>
  oldestFirst((t.MarkEvents ?? [])
    .flatMap((e) => {
      const date = isoDateOf(e.EventDate)
      return date === undefined
        ? []
        : [{ date, code: e.EventCode?.trim() || "EVENT", description: e.EventDescription?.trim() || e.EventCode?.trim() || "Event" }]
    }))

export const toIponzDetail = (t: IponzTrademark, includeHistory: boolean): TrademarkDetail => {
  const goods = (t.GoodsServices ?? []).flatMap((g) => {
    const classNumber = niceClassOf(g.ClassNumber)
    return classNumber === undefined ? [] : [{ classNumber, description: g.Description?.trim() ?? "" }]
  })
  const summary = toIponzSummary({ ...t, Classes: t.Classes ?? goods.map((g) => ({ ClassNumber: String(g.classNumber) })) })
  const applicants = (t.Applicants ?? []).filter((p) => (p.Name?.trim() ?? "") !== "")
  const only = applicants.length === 1 ? applicants[0] : undefined
  const representative = t.Representative?.Name?.trim()
  const expiry = isoDateOf(t.ExpiryDate)
  const priorities = (t.Priorities ?? []).map((p) => ({
    date: isoDateOf(p.PriorityDate) ?? "",
    country: p.PriorityCountryCode?.trim() ?? "",
    number: p.PriorityNumber?.trim() ?? ""
  }))
  const disclaimers = (t.Disclaimers ?? []).map((d) => d.trim()).filter((d) => d !== "")
  const vienna = (t.ViennaCodes ?? []).map((d) => d.trim()).filter((d) => d !== "")
  return {
    ...summary,
    ...when("description", t.MarkDescription?.trim() || undefined),
    ...when("markType", markTypeOf(t)),
    ...when("goodsAndServices", listed(goods)),
    ...when(
      "applicant",
      applicants.length === 0
        ? undefined
        : {
          name: partyNames(applicants).join("; "),
          ...when("address", only?.Address?.trim() || undefined),
          ...when("country", only?.CountryCode?.trim() || undefined)
        }
    ),
    ...when(
      "representative",
      representative ? { name: representative, ...when("address", t.Representative?.Address?.trim() || undefined) } : undefined
    ),
    ...when("priority", listed(priorities)),
    ...when("expirationDate", expiry),
    // For a registered mark IPONZ's ExpiryDate is the next renewal due.
    ...when("renewalDate", summary.status === "registered" ? expiry : undefined),
    ...when("disclaimers", listed(disclaimers)),
    ...when("designCodes", listed(vienna)),
    ...when("prosecutionHistory", includeHistory ? iponzHistory(t) : undefined)
  }
}
