import { formatTrademarkId, type HistoryEntry, type TrademarkDetail, type TrademarkSummary } from "../../Domain/Trademark.js"
import { compactDateOf, listed, niceClassesOf, niceClassOf, oldestFirst, presentText as present, when } from "../Shared/AdapterSupport.js"
import type { JpoProgress } from "./JpoSchemas.js"
import { deriveJpoStatus } from "./JpoStatus.js"

const partiesOf = (p: JpoProgress, cls: "1" | "2") =>
  (p.applicantAttorney ?? []).filter((a) => (a.applicantAttorneyClass ?? "1") === cls).flatMap((a) => present(a.name) ?? [])

export const toJpoSummary = (p: JpoProgress): TrademarkSummary => {
  const { description, status } = deriveJpoStatus(p)
  const words = present(p.trademarkForDisplay)
  const owners = partiesOf(p, "1")
  const registration = present(p.registrationNumber)
  const classes = (p.goodsServiceInformation ?? []).flatMap((g) => niceClassOf(g.goodsServiceClass) ?? [])
  return {
    id: formatTrademarkId("JP", p.applicationNumber),
    applicationNumber: p.applicationNumber,
    ...when("registrationNumber", registration),
    // A figurative mark has no display text.
    name: words ?? "[figurative mark]",
    jurisdiction: "JP",
    status,
    statusDescription: description,
    ...when("filingDate", compactDateOf(p.filingDate)),
    ...when("registrationDate", compactDateOf(p.registrationDate)),
    ...when("statusDate", compactDateOf(p.disappearanceDate) ?? compactDateOf(p.registrationDate)),
    ...when("owner", owners.length > 0 ? owners.join("; ") : undefined),
    niceClasses: niceClassesOf(classes),
    source: "live"
  }
}

const jpoHistory = (p: JpoProgress): ReadonlyArray<HistoryEntry> => {
  const out: Array<HistoryEntry> = []
  const add = (date: string | null | undefined, code: string, text: string) => {
    const d = compactDateOf(date)
    if (d !== undefined) out.push({ date: d, code, description: text })
  }
  add(p.filingDate, "FILED", "Application filed")
  for (const group of p.bibliographyInformation ?? []) {
    for (const doc of group.documentList ?? []) {
      const code = present(doc.documentCode) ?? "DOCUMENT"
      add(doc.legalDate, code, present(doc.documentDescription) ?? code)
    }
  }
  add(
    p.registrationDate,
    "REGISTERED",
    `Registered${present(p.registrationNumber) !== undefined ? ` (registration ${present(p.registrationNumber)})` : ""}`
  )
  add(p.disappearanceDate, "ENDED", "Right ended (erased from the register or application closed)")
  return oldestFirst(out)
}

/** The readings (称呼): JPO lists them as an object of numbered strings, the full reading first. */
const readingOf = (p: JpoProgress): string | undefined => {
  const t = p.transliteration
  if (t === null || t === undefined) return undefined
  if (typeof t === "string") return present(t)
  const readings = Object.keys(t)
    .sort((a, b) => Number(a) - Number(b))
    .flatMap((k) => present(t[k]) ?? [])
  return readings.length > 0 ? readings.join(" / ") : undefined
}

export const toJpoDetail = (p: JpoProgress, includeHistory: boolean): TrademarkDetail => {
  const summary = toJpoSummary(p)
  // JPO lists goods per class, possibly in several entries: one entry per class.
  const byClass = new Map<number, Array<string>>()
  for (const g of p.goodsServiceInformation ?? []) {
    const cls = niceClassOf(g.goodsServiceClass)
    const name = present(g.goodsServiceName)
    if (cls === undefined) continue
    const list = byClass.get(cls) ?? []
    if (name !== undefined) list.push(name)
    byClass.set(cls, list)
  }
  const goods = [...byClass].sort(([a], [b]) => a - b).map(([classNumber, names]) => ({ classNumber, description: names.join("; ") }))
  const attorneys = partiesOf(p, "2")
  const priorities = (p.priorityRightInformation ?? []).map((r) => ({
    date: compactDateOf(r.parisPriorityDate) ?? "",
    country: present(r.parisPriorityCountryCd) ?? "",
    number: present(r.parisPriorityApplicationNumber) ?? ""
  }))
  const expiry = compactDateOf(p.expireDate)
  return {
    ...summary,
    ...when("description", readingOf(p) !== undefined ? `Reading: ${readingOf(p)}` : undefined),
    ...when("goodsAndServices", listed(goods)),
    ...when("applicant", summary.owner !== undefined ? { name: summary.owner } : undefined),
    ...when("representative", attorneys.length > 0 ? { name: attorneys.join("; ") } : undefined),
    ...when("attorney", attorneys[0]),
    ...when("priority", listed(priorities)),
    ...when("expirationDate", expiry),
    // A Japanese registration is renewed every ten years, on its expiry date.
    ...when("renewalDate", summary.status === "registered" ? expiry : undefined),
    ...when("publicationDate", compactDateOf(p.publicationDate)),
    ...when("prosecutionHistory", includeHistory ? jpoHistory(p) : undefined)
  }
}
