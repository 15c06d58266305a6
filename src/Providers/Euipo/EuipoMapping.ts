import { formatTrademarkId, type HistoryEntry, MarkFeature, type TrademarkDetail, type TrademarkSummary } from "../../Domain/Trademark.js"
import { foldedText, listed, niceClassesOf, oldestFirst, when } from "../Shared/AdapterSupport.js"
import type { EuipoPerson, EuipoSearchItem, EuipoTrademark } from "./EuipoSchemas.js"
import { mapEuipoStatus } from "./EuipoStatus.js"

/** EUIPO dates are ISO; keep the calendar date only. */
const isoDate = (value: string | null | undefined): string | undefined => {
  if (value === null || value === undefined) return undefined
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim())
  return m !== null ? m[1] : undefined
}

// Names come as the office keeps them, sometimes over several lines ("SABMILLER\nINTERNATIONAL BRANDS LIMITED"): one line here.
const names = (people: ReadonlyArray<EuipoPerson> | null | undefined): ReadonlyArray<string> =>
  (people ?? []).flatMap((p) => foldedText(p.name) ?? [])

export const ownerNames = (item: EuipoSearchItem): ReadonlyArray<string> => names(item.applicants)

const FEATURES = new Set<string>(MarkFeature.literals)
const markFeatureOf = (feature: string | null | undefined): typeof MarkFeature.Type | undefined => {
  if (feature === null || feature === undefined) return undefined
  const f = feature.toUpperCase()
  return FEATURES.has(f) ? (f as typeof MarkFeature.Type) : "OTHER"
}

/** English if the office gave it, else the first language. */
const english = <T extends { readonly language: string }>(items: ReadonlyArray<T> | null | undefined): T | undefined =>
  items === null || items === undefined ? undefined : (items.find((i) => i.language.toLowerCase() === "en") ?? items[0])

export const toSummary = (item: EuipoSearchItem): TrademarkSummary => {
  const verbal = foldedText(item.wordMarkSpecification?.verbalElement)
  const feature = markFeatureOf(item.markFeature)
  const owners = ownerNames(item)
  const status = item.status?.trim()
  return {
    id: formatTrademarkId("EU", item.applicationNumber),
    applicationNumber: item.applicationNumber,
    // An EU trade mark keeps its application number when registered.
    ...when("registrationNumber", isoDate(item.registrationDate) !== undefined ? item.applicationNumber : undefined),
    name: verbal !== undefined && verbal !== "" ? verbal : `[${(feature ?? "OTHER").toLowerCase().replace("_", " ")} mark]`,
    jurisdiction: "EU",
    status: mapEuipoStatus(status),
    ...when("statusDescription", status !== undefined && status !== "" ? status : undefined),
    ...when("filingDate", isoDate(item.applicationDate)),
    ...when("registrationDate", isoDate(item.registrationDate)),
    ...when("statusDate", isoDate(item.statusDate)),
    ...when("owner", owners.length > 0 ? owners.join("; ") : undefined),
    niceClasses: niceClassesOf(item.niceClasses ?? []),
    ...when("markFeature", feature),
    ...when("hasImage", feature !== undefined ? feature !== "WORD" : undefined),
    source: "live"
  }
}

const MARK_TYPE: Record<string, NonNullable<TrademarkDetail["markType"]>> = {
  WORD: "word",
  SHAPE_3D: "other",
  COLOUR: "color",
  SOUND: "sound",
  HOLOGRAM: "hologram",
  POSITION: "position",
  PATTERN: "pattern",
  MOTION: "motion",
  MULTIMEDIA: "other",
  OLFACTORY: "other",
  OTHER: "other"
}

const markTypeOf = (t: EuipoTrademark): TrademarkDetail["markType"] => {
  const feature = t.markFeature?.toUpperCase()
  if (feature === undefined) return undefined
  if (feature === "FIGURATIVE") return t.wordMarkSpecification?.verbalElement ? "combined" : "design"
  return MARK_TYPE[feature] ?? "other"
}

const NATURE: Record<string, NonNullable<TrademarkDetail["markNature"]>> = {
  INDIVIDUAL: "STANDARD",
  EU_COLLECTIVE: "COLLECTIVE",
  EU_CERTIFICATION: "CERTIFICATION"
}

/** An EUIPO code (upper case, words joined by "_") as lower-case words. */
export const readableCode = (code: string | null | undefined): string => (code ?? "").toLowerCase().replace(/_/g, " ")

type Text = string | null | undefined

// History wording that EUIPO's trade marks and designs share (their appeals, records and decisions have the same fields).
export const appealText = (a: { readonly appealNumber?: Text; readonly status?: Text }): string =>
  `Appeal${a.appealNumber ? ` ${a.appealNumber}` : ""} filed${a.status ? ` (${readableCode(a.status)})` : ""}`
export const recordText = (r: { readonly recordNumber?: Text; readonly recordKind?: Text }): string =>
  `Recorded: ${readableCode(r.recordKind) || "entry"}${r.recordNumber ? ` (${r.recordNumber})` : ""}`
export const decisionText = (kind: Text, caseNumber: Text): string =>
  `Decision${kind ? ` (${readableCode(kind)})` : ""}${caseNumber ? ` in case ${caseNumber}` : ""}`

/** Events from publications, oppositions, cancellations, appeals, records and decisions, oldest first. */
export const euipoHistory = (t: EuipoTrademark): ReadonlyArray<HistoryEntry> => {
  const out: Array<HistoryEntry> = []
  const add = (date: string | null | undefined, code: string, description: string) => {
    const d = isoDate(date)
    if (d !== undefined) out.push({ date: d, code, description })
  }
  add(t.applicationDate, "FILED", "Application filed")
  for (const p of t.publications ?? []) {
    const where = [p.bulletinNumber ? `bulletin ${p.bulletinNumber}` : "", p.publicationSection ? `section ${p.publicationSection}` : ""]
      .filter((s) => s !== "")
      .join(", ")
    add(p.publicationDate, "PUBLISHED", `Published${where !== "" ? ` (${where})` : ""}`)
  }
  add(t.registrationDate, "REGISTERED", "Registered")
  for (const o of t.oppositions ?? []) {
    add(
      o.oppositionDate,
      "OPPOSITION",
      `Opposition${o.oppositionNumber ? ` ${o.oppositionNumber}` : ""} filed${o.status ? ` (${readableCode(o.status)})` : ""}`
    )
  }
  for (const c of t.cancellations ?? []) {
    const kind = c.cancellationKind ? ` (${readableCode(c.cancellationKind)})` : ""
    add(
      c.cancellationDate,
      "CANCELLATION",
      `Cancellation${kind}${c.cancellationNumber ? ` ${c.cancellationNumber}` : ""} filed${c.status ? ` (${readableCode(c.status)})` : ""}`
    )
  }
  for (const a of t.appeals ?? []) {
    add(a.appealDate, "APPEAL", appealText(a))
  }
  for (const r of t.records ?? []) {
    add(r.publicationDate, "RECORD", recordText(r))
  }
  for (const d of t.decisions ?? []) {
    add(d.decisionDate, "DECISION", decisionText(d.decisionKind, d.caseNumber))
  }
  if (t.status) add(t.statusDate, "STATUS", `Status: ${readableCode(t.status)}`)
  // Stable: same-day events keep the order above (filed, published, registered...).
  return oldestFirst(out)
}

export const toDetail = (t: EuipoTrademark, includeHistory: boolean): TrademarkDetail => {
  const summary = toSummary(t)
  const goods = (t.goodsAndServices ?? [])
    .filter((g) => g.classNumber >= 1 && g.classNumber <= 45)
    .map((g) => ({ classNumber: g.classNumber, description: (english(g.description)?.terms ?? []).join("; ") }))
  const applicant = names(t.applicants)
  const representative = names(t.representatives)
  const description = english(t.description)?.text
  const disclaimers = english(t.disclaimer)?.text
  const expiry = isoDate(t.expiryDate)
  const priorities = (t.priorities ?? [])
    .filter((p) => isoDate(p.applicationDate) !== undefined || p.applicationNumber)
    .map((p) => ({ date: isoDate(p.applicationDate) ?? "", country: p.country ?? "", number: p.applicationNumber ?? "" }))
  return {
    ...summary,
    niceClasses: summary.niceClasses.length > 0 ? summary.niceClasses : niceClassesOf(goods.map((g) => g.classNumber)),
    ...when("description", description),
    ...when("markType", markTypeOf(t)),
    ...when("goodsAndServices", listed(goods)),
    ...when("applicant", applicant.length > 0 ? { name: applicant.join("; ") } : undefined),
    ...when("representative", representative.length > 0 ? { name: representative.join("; ") } : undefined),
    ...when("priority", listed(priorities)),
    ...when("expirationDate", expiry),
    // EU marks renew on the expiry date.
    ...when("renewalDate", expiry),
    ...when("disclaimers", disclaimers !== undefined ? [disclaimers] : undefined),
    ...when("designCodes", t.markImage?.viennaClasses && t.markImage.viennaClasses.length > 0 ? t.markImage.viennaClasses : undefined),
    ...when("markNature", t.markKind ? NATURE[t.markKind.toUpperCase()] : undefined),
    ...when("markBasis", t.markBasis),
    ...when("publicationDate", isoDate(t.publicationDate)),
    ...when("oppositionDeadline", isoDate(t.oppositionPeriodEndDate)),
    ...when("seniorityClaimed", t.seniorities ? t.seniorities.length > 0 : undefined),
    ...when("prosecutionHistory", includeHistory ? euipoHistory(t) : undefined)
  }
}
