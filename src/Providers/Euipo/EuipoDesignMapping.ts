import { type DesignDetail, type DesignPerson, type DesignSummary, formatDesignId, normalizeLocarnoCodes } from "../../Domain/Design.js"
import type { HistoryEntry } from "../../Domain/Trademark.js"
import { foldedText, isoDateOf, listed, oldestFirst, when } from "../Shared/AdapterSupport.js"
import type { EuipoDesign, EuipoDesignPerson, EuipoDesignSearchItem } from "./EuipoDesignSchemas.js"
import { mapEuipoDesignStatus } from "./EuipoDesignStatus.js"
import { appealText, decisionText, readableCode, recordText } from "./EuipoMapping.js"

// The office's text may run over several lines (names especially): one line here.
const text = foldedText

export const toDesignPerson = (p: EuipoDesignPerson): DesignPerson => ({
  ...when("office", text(p.office)),
  ...when("identifier", p.identifier === null || p.identifier === undefined ? undefined : text(String(p.identifier))),
  ...when("name", text(p.name))
})

const people = (list: ReadonlyArray<EuipoDesignPerson> | null | undefined): Array<DesignPerson> =>
  (list ?? []).map(toDesignPerson).filter((p) => p.identifier !== undefined || p.name !== undefined)

/** English terms if the office gave them, else the first language's. */
const englishTerms = (items: ReadonlyArray<{ readonly language: string; readonly terms: ReadonlyArray<string> }> | null | undefined) => {
  if (items === null || items === undefined || items.length === 0) return undefined
  const chosen = items.find((i) => i.language.toLowerCase() === "en") ?? items[0]!
  const terms = chosen.terms.map((t) => t.trim()).filter((t) => t !== "")
  return terms.length > 0 ? terms.join("; ") : undefined
}

export const toDesignSummary = (item: EuipoDesignSearchItem): DesignSummary => {
  const status = text(item.status)
  const locarno = (item.locarnoClasses ?? []).map((c) => c.trim()).filter((c) => c !== "")
  const representatives = people(item.representatives)
  return {
    id: formatDesignId("EU", item.designNumber),
    designNumber: item.designNumber,
    jurisdiction: "EU",
    status: mapEuipoDesignStatus(status),
    ...when("statusDescription", status),
    locarnoClasses: locarno,
    locarnoClassesNormalized: normalizeLocarnoCodes(locarno),
    applicants: people(item.applicants),
    ...when("applicationNumber", text(item.applicationNumber) ?? /^(\d{9})-\d{4}$/.exec(item.designNumber)?.[1]),
    ...when("applicantReference", text(item.applicantReference)),
    ...when("filingDate", isoDateOf(item.applicationDate)),
    ...when("registrationDate", isoDateOf(item.registrationDate)),
    ...when("expiryDate", isoDateOf(item.expiryDate)),
    ...when("representatives", listed(representatives)),
    ...when("verbalElement", text(item.verbalElement)),
    ...when("productIndication", englishTerms(item.productIndications)),
    source: "live"
  }
}

/** Filing, registration, publications, deferment, decisions, appeals, records and the status date, oldest first. */
export const euipoDesignHistory = (d: EuipoDesign): ReadonlyArray<HistoryEntry> => {
  const out: Array<HistoryEntry> = []
  const add = (date: string | null | undefined, code: string, description: string) => {
    const iso = isoDateOf(date)
    if (iso !== undefined) out.push({ date: iso, code, description })
  }
  add(d.applicationDate, "FILING", "Application filed")
  add(d.registrationDate, "REGISTRATION", "Design registered")
  if (d.publicationDefermentIndicator === true) {
    add(
      d.registrationDate ?? d.applicationDate,
      "DEFERMENT",
      `Publication deferred${isoDateOf(d.defermentExpirationDate) ? ` until ${isoDateOf(d.defermentExpirationDate)}` : ""}`
    )
  }
  for (const p of d.publications ?? []) {
    const where = [p.bulletinNumber ? `bulletin ${p.bulletinNumber}` : "", p.publicationSection ? `section ${p.publicationSection}` : ""]
      .filter((s) => s !== "")
      .join(", ")
    add(p.publicationDate, "PUBLICATION", `Published${where !== "" ? ` (${where})` : ""}`)
  }
  for (const x of d.decisions ?? []) {
    const kind = text(x.decisionKind)?.toUpperCase()
    add(x.decisionDate, kind ?? "DECISION", decisionText(kind, x.caseNumber))
  }
  for (const a of d.appeals ?? []) {
    add(a.appealDate, "APPEAL", appealText(a))
  }
  for (const r of d.records ?? []) {
    add(r.publicationDate, "RECORD", recordText(r))
  }
  const status = text(d.status)
  if (status !== undefined) add(d.statusDate, "STATUS", `Status: ${readableCode(status)}`)
  // Stable: same-day events keep the order above.
  return oldestFirst(out)
}

/**
 * The full record. View URLs point at the office (`designsUrl` is the
 * Design Search API base); fetching them needs the Authorization and
 * X-IBM-Client-Id headers (reference-interface §12 item 13).
 */
export const toDesignDetail = (d: EuipoDesign, includeHistory: boolean, designsUrl: string): DesignDetail => {
  const summary = toDesignSummary(d)
  const here = `${designsUrl}/${encodeURIComponent(d.designNumber)}`
  const views = (d.views ?? [])
    .filter((v) => Number.isInteger(v.order) && v.order >= 1 && v.order <= 7)
    .sort((a, b) => a.order - b.order)
    .slice(0, 7)
    .map((v) => ({
      order: v.order,
      ...when("imageFormat", text(v.imageFormat)),
      thumbnailUrl: `${here}/views/${v.order}/thumbnail`,
      fullImageUrl: `${here}/views/${v.order}`,
      ...when("viennaClasses", v.viennaClasses && v.viennaClasses.length > 0 ? v.viennaClasses : undefined)
    }))
  const productIndications = (d.productIndications ?? []).filter((p) => p.terms.length > 0).map((p) => ({
    language: p.language,
    terms: p.terms
  }))
  const priorities = (d.priorities ?? []).map((p) => ({
    ...when("country", text(p.country)),
    ...when("number", text(p.applicationNumber)),
    ...when("date", isoDateOf(p.applicationDate))
  }))
  const exhibitions = (d.exhibitionPriorities ?? []).map((e) => ({
    ...when("exhibitionName", text(e.exhibitionName) ?? text(e.name)),
    ...when("date", isoDateOf(e.date ?? e.firstDisplayDate))
  }))
  const designers = people(d.designers)
  const publications = (d.publications ?? []).map((p) => ({
    ...when("bulletinNumber", text(p.bulletinNumber)),
    ...when("publicationSection", text(p.publicationSection)),
    ...when("publicationDate", isoDateOf(p.publicationDate))
  }))
  const records = (d.records ?? []).map((r) => ({
    ...when("recordNumber", text(r.recordNumber)),
    ...when("recordKind", text(r.recordKind)),
    ...when("publicationDate", isoDateOf(r.publicationDate))
  }))
  const decisions = (d.decisions ?? []).map((x) => ({
    ...when("caseNumber", text(x.caseNumber)),
    ...when("decisionDate", isoDateOf(x.decisionDate)),
    ...when("decisionKind", text(x.decisionKind))
  }))
  const appeals = (d.appeals ?? []).map((a) => ({
    ...when("appealNumber", text(a.appealNumber)),
    ...when("appealDate", isoDateOf(a.appealDate)),
    ...when("status", text(a.status))
  }))
  const nonEmpty = <T>(xs: ReadonlyArray<T>) => (xs.length > 0 ? xs : undefined)
  return {
    ...summary,
    ...when("applicationLanguage", text(d.applicationLanguage)),
    ...when("secondLanguage", text(d.secondLanguage)),
    ...when("publicationDefermentIndicator", d.publicationDefermentIndicator),
    ...when("defermentExpirationDate", isoDateOf(d.defermentExpirationDate)),
    ...when("effectiveDate", isoDateOf(d.effectiveDate)),
    ...when("statusDate", isoDateOf(d.statusDate)),
    ...when("renewalStatus", text(d.renewalStatus)),
    ...when("productIndications", nonEmpty(productIndications)),
    ...when("views", nonEmpty(views)),
    ...when("hasModel", d.model !== undefined && d.model !== null),
    ...when("modelFormat", text(d.model?.modelFormat)),
    ...when("priorities", nonEmpty(priorities)),
    ...when("exhibitionPriorities", nonEmpty(exhibitions)),
    ...when("designers", nonEmpty(designers)),
    ...when("publications", nonEmpty(publications)),
    ...when("records", nonEmpty(records)),
    ...when("decisions", nonEmpty(decisions)),
    ...when("appeals", nonEmpty(appeals)),
    ...when("prosecutionHistory", includeHistory ? euipoDesignHistory(d) : undefined)
  }
}
