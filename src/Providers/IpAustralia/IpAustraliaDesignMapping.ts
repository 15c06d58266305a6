import { type DesignDetail, type DesignPerson, type DesignSummary, formatDesignId, normalizeLocarnoCodes } from "../../Domain/Design.js"
import type { HistoryEntry } from "../../Domain/Trademark.js"
import { foldedText as text, isoDateOf, listed, oldestFirst, when } from "../Shared/AdapterSupport.js"
import type { DesignFacts } from "./IpAustraliaDesignQuery.js"
import type { AuDesign } from "./IpAustraliaDesignSchemas.js"
import { mapAuDesignStatus } from "./IpAustraliaDesignStatus.js"
import { partyAddress, partyName, partyNames } from "./IpAustraliaParties.js"
import type { AuParty } from "./IpAustraliaSchemas.js"

const COUNTRIES: Readonly<Record<string, string>> = {
  australia: "AU",
  "new zealand": "NZ",
  "united states": "US",
  "united kingdom": "GB",
  germany: "DE",
  japan: "JP",
  china: "CN"
}

/** ISO alpha-2 from the party's jurisdiction or address country, when it can be told. */
const countryOf = (p: AuParty): string | undefined => {
  const j = text(p.jurisdiction)?.toUpperCase()
  if (j !== undefined && /^[A-Z]{2}$/.test(j)) return j
  const name = text(p.structuredAddress?.countryName)?.toLowerCase()
  return name === undefined ? undefined : (COUNTRIES[name] ?? (/^[a-z]{2}$/.test(name) ? name.toUpperCase() : undefined))
}

const people = (parties: ReadonlyArray<AuParty> | null | undefined, withAddress: boolean): Array<DesignPerson> =>
  (parties ?? []).flatMap((p) => {
    const name = partyName(p)
    if (name === undefined) return []
    return [{ name, ...(withAddress ? when("address", partyAddress(p)) : {}), ...when("country", countryOf(p)) }]
  })

/** Locarno codes as AU writes them ("06-01", "09-01E"), in the office's order. */
export const locarnoOf = (d: AuDesign): Array<string> => [
  ...new Set((d.classifications ?? []).flatMap((c) => (text(c.code) !== undefined ? [text(c.code)!] : [])))
]

export const designFacts = (d: AuDesign): DesignFacts => ({
  owners: partyNames(d.applicants),
  designers: partyNames(d.designers),
  productNames: (d.productNames ?? []).map((p) => p.trim()).filter((p) => p !== ""),
  locarnoClasses: locarnoOf(d)
})

/** "Registered: Certified", "Ceased: Not renewed": statusCode and statusDetail, without repeats. */
const statusDescriptionOf = (d: AuDesign): string | undefined => {
  const parts = [text(d.statusCode), text(d.statusDetail)].filter((p): p is string => p !== undefined)
  const unique = parts.filter((p, i) => parts.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i)
  return unique.length > 0 ? unique.join(": ") : text(d.statusGroup)
}

const statusOf = (d: AuDesign) => mapAuDesignStatus(d.statusGroup, d.statusDetail, d.indicators?.["certified"] ?? undefined)

export const toDesignSummary = (d: AuDesign): DesignSummary => {
  const codes = locarnoOf(d)
  const normalized = normalizeLocarnoCodes(codes)
  const products = designFacts(d).productNames
  const agents = people(d.addressForService, false)
  return {
    id: formatDesignId("AU", d.number),
    designNumber: d.number,
    jurisdiction: "AU",
    status: statusOf(d),
    ...when("statusDescription", statusDescriptionOf(d)),
    locarnoClasses: codes,
    ...when("locarnoClassesNormalized", listed(normalized)),
    // Search results: names (and country) only.
    applicants: people(d.applicants, false),
    applicationNumber: d.number,
    ...when("filingDate", isoDateOf(d.filingDate)),
    ...when("registrationDate", isoDateOf(d.registrationDate)),
    ...when("expiryDate", isoDateOf(d.expiryDate)),
    ...when("representatives", listed(agents)),
    ...when("productIndication", products.length > 0 ? products.join("; ") : undefined),
    source: "live"
  }
}

/** The register keeps dates, not events: history is built from them, oldest first. */
const historyOf = (d: AuDesign, description: string | undefined): Array<HistoryEntry> => {
  const out: Array<HistoryEntry> = []
  const add = (date: string | null | undefined, code: string, what: string) => {
    const iso = isoDateOf(date)
    if (iso !== undefined) out.push({ date: iso, code, description: what })
  }
  add(d.filingDate, "FILED", "Application filed")
  add(d.registrationDate, "REGISTRATION", "Registered")
  add(d.publicationDate, "PUBLICATION", "Published")
  add(d.certificationDate, "CERTIFICATION", "Certified after examination")
  add(d.ceasedDate, "ENDED", `Ended: ${description ?? "ceased"}`)
  return oldestFirst(out)
}

const DEAD_STATUSES = new Set(["expired", "withdrawn", "refused", "invalidated", "surrendered"])

/** The date the current status took effect: ended, certified, registered or filed. */
export const statusDateOf = (d: AuDesign, status: DesignSummary["status"]): string | undefined =>
  DEAD_STATUSES.has(status)
    ? (isoDateOf(d.ceasedDate) ?? isoDateOf(d.expiryDate))
    : status === "certified"
    ? (isoDateOf(d.certificationDate) ?? isoDateOf(d.registrationDate))
    : status === "pending"
    ? isoDateOf(d.filingDate)
    : (isoDateOf(d.registrationDate) ?? isoDateOf(d.publicationDate))

export const toDesignDetail = (d: AuDesign): DesignDetail => {
  const summary = toDesignSummary(d)
  const facts = designFacts(d)
  const priorities = (d.conventionPriority ?? []).map((p) => ({
    ...when("country", text(p.countryCode)),
    ...when("number", text(p.applicationNumber)),
    ...when("date", isoDateOf(p.priorityDate))
  }))
  const indicators = Object.fromEntries(Object.entries(d.indicators ?? {}).filter(([, v]) => v !== null))
  const related = (d.relatedDesigns ?? []).map((r) => ({ number: r.number.trim(), ...when("relationship", text(r.relationshipType)) }))
  const images = (d.images?.images ?? []).map((u) => u.trim()).filter((u) => u !== "")
  return {
    ...summary,
    applicants: people(d.applicants, true),
    ...when("representatives", listed(people(d.addressForService, true))),
    ...when("effectiveDate", isoDateOf(d.priorityDate) ?? isoDateOf(d.filingDate)),
    ...when("statusDate", statusDateOf(d, summary.status)),
    ...when(
      "renewalStatus",
      isoDateOf(d.renewalDueDate) !== undefined && summary.status !== "expired" ? `Renewal due ${isoDateOf(d.renewalDueDate)}` : undefined
    ),
    ...when("priorities", listed(priorities)),
    ...when("designers", listed(people(d.designers, false))),
    ...when("prosecutionHistory", listed(historyOf(d, statusDescriptionOf(d)))),
    ...when("productNames", listed(facts.productNames)),
    ...when("indicators", Object.keys(indicators).length > 0 ? indicators : undefined),
    ...when("relatedDesigns", listed(related)),
    ...when("statementOfNovelty", text(d.statementOfNewnessAndDistinctiveness)),
    ...when("imageUrls", listed(images))
  }
}
