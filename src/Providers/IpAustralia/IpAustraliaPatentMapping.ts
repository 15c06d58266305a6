import type { PatentClassification, PatentDetail, PatentParty, PatentStatusEvent, PatentSummary } from "../../Domain/Patent.js"
import { foldedText as text, isoDateOf, listed, when } from "../Shared/AdapterSupport.js"
import type { AuIpcr, AuPatent, AuPatentHit, AuPatentParty, AuPublishedDocument } from "./IpAustraliaPatentSchemas.js"
import { auPatentStatusDescription, mapAuPatentStatus } from "./IpAustraliaPatentStatus.js"

/** `AU-P-{applicationNumber}` (reference-interface §2.2). */
export const auPatentId = (applicationNumber: string): string => `AU-P-${applicationNumber}`

export const partiesOf = (parties: ReadonlyArray<AuPatentParty> | null | undefined): Array<PatentParty> =>
  (parties ?? []).flatMap((p) => {
    const name = text(p.legalEntityName) ?? text(p.name)
    return name === undefined ? [] : [{ name, ...when("country", text(p.countryCode)) }]
  })

/** IPC symbols as AU writes them ("H01M 4/525"), in the office's order. */
export const ipcOf = (ipcr: ReadonlyArray<AuIpcr> | null | undefined): Array<PatentClassification> =>
  [...(ipcr ?? [])]
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (a.c.sequenceNumber ?? Number.MAX_SAFE_INTEGER) - (b.c.sequenceNumber ?? Number.MAX_SAFE_INTEGER) || a.i - b.i)
    .flatMap(({ c }) => {
      const code = text(c.classificationText)
      return code === undefined ? [] : [{ code, ...when("sequence", c.sequenceNumber) }]
    })

const isOpposed = (code: string | null | undefined) => /^(?:OPPOSED|UNDER[\s_-]OPPOSITION)$/i.test(code?.trim() ?? "")

/** A search hit as a PatentSummary. */
export const hitToSummary = (hit: AuPatentHit): PatentSummary => {
  const inventors = partiesOf(hit.inventors)
  const ipc = ipcOf(hit.ipcrClassification)
  return {
    id: auPatentId(hit.applicationNumber),
    applicationNumber: hit.applicationNumber,
    jurisdiction: "AU",
    status: mapAuPatentStatus(hit.ipRightStatusCode),
    ...when("statusDescription", auPatentStatusDescription(hit.ipRightStatusCode)),
    applicants: partiesOf(hit.applicant),
    ...when("pctNumber", text(hit.pctNumber)),
    ...when("title", text(hit.inventionTitle)),
    ...when("patentType", text(hit.patentApplicationType)),
    ...when("filingDate", isoDateOf(hit.filedDate)),
    ...when("priorityDate", isoDateOf(hit.priorityDate)),
    ...when("expiryDate", isoDateOf(hit.expiryDate)),
    ...when("inventors", listed(inventors)),
    ...when("ipcClassification", listed(ipc)),
    ...when("familyId", text(hit.familyId)),
    ...when("abstract", text(hit.abstractText)),
    source: "live"
  }
}

/** The words of a hit the every-word filter looks at, per what the search mode searched. */
export const hitTexts = (hit: AuPatentHit, withAbstract: boolean): ReadonlyArray<string> => [
  hit.applicationNumber,
  hit.inventionTitle ?? "",
  hit.pctNumber ?? "",
  ...partiesOf(hit.applicant).map((p) => p.name),
  ...partiesOf(hit.inventors).map((p) => p.name),
  ...ipcOf(hit.ipcrClassification).map((c) => c.code),
  ...(withAbstract ? [hit.abstractText ?? ""] : [])
]

const titleOf = (p: AuPatent): string | undefined =>
  (p.bibliographicData.inventionTitle ?? []).map((t) => text(t.title)).find((t) => t !== undefined)

/** The status events, oldest first, codes upper-case as AU writes them. */
export const statusHistoryOf = (p: AuPatent): Array<PatentStatusEvent> =>
  (p.ipRightStatusEvent ?? [])
    .map((e, i) => ({ e, i, date: isoDateOf(e.date) }))
    .sort((a, b) => (a.date ?? "9999").localeCompare(b.date ?? "9999") || a.i - b.i)
    .map(({ e, date }) => ({
      code: e.code.trim().toUpperCase().replace(/[\s-]+/g, "_"),
      ...when("date", date),
      ...when("description", text(e.description))
    }))

const eventDate = (history: ReadonlyArray<PatentStatusEvent>, ...codes: ReadonlyArray<string>): string | undefined =>
  history.find((e) => codes.includes(e.code))?.date

/** Lifecycle dates from the record, filled in from the events where the record has none. */
const lifecycleOf = (p: AuPatent, history: ReadonlyArray<PatentStatusEvent>): Record<string, string> => {
  const entries: Array<[string, string | undefined]> = [
    ["filedDate", isoDateOf(p.filedDate) ?? eventDate(history, "FILED")],
    ["opiDate", isoDateOf(p.opiDate) ?? eventDate(history, "OPI", "OPEN_TO_PUBLIC_INSPECTION")],
    ["examinationRequestedDate", eventDate(history, "EXAMINATION_REQUESTED")],
    ["acceptanceDate", isoDateOf(p.acceptanceDate) ?? eventDate(history, "ACCEPTED")],
    ["acceptancePublishedDate", isoDateOf(p.acceptancePublishedDate)],
    ["sealingDate", isoDateOf(p.sealingDate) ?? eventDate(history, "SEALED", "GRANTED", "CERTIFIED")],
    ["inForceToDate", isoDateOf(p.inforceToDate)],
    ["expiryDate", isoDateOf(p.expiryDate)]
  ]
  return Object.fromEntries(entries.filter((e): e is [string, string] => e[1] !== undefined))
}

const documentOf = (d: AuPublishedDocument): Record<string, unknown> => ({
  ...when("documentTypeCode", text(d.documentTypeCode)),
  ...when("documentName", text(d.documentName) ?? text(d.fileName)),
  ...when("publicationDate", isoDateOf(d.publicationDate)),
  hasAbstract: text(d.abstractText) !== undefined,
  hasClaims: text(d.claimsText) !== undefined,
  hasDescription: text(d.descriptionText) !== undefined
})

/** The latest document's text of one kind (documents come oldest first: A1, then B2...). */
const latestText = (
  docs: ReadonlyArray<AuPublishedDocument>,
  pick: (d: AuPublishedDocument) => string | null | undefined
): string | undefined => [...docs].reverse().map((d) => text(pick(d))).find((t) => t !== undefined)

/**
 * A full record as a PatentDetail. Claims and description text only with
 * `includeDocuments` (they are long); the abstract always.
 */
export const toPatentDetail = (p: AuPatent, includeDocuments: boolean): PatentDetail => {
  const number = p.bibliographicData.applicationNumber
  const history = statusHistoryOf(p)
  const docs = p.publishedDocuments ?? []
  const inventors = partiesOf(p.inventors)
  const ipc = ipcOf(p.bibliographicData.ipcrClassification)
  const owners = partiesOf(p.owners)
  const representatives = partiesOf(p.representatives)
  const pct = p.pctDetails
  const pctDetails = pct === null || pct === undefined
    ? undefined
    : { ...when("pctNumber", text(pct.pctNumber)), ...when("nationalPhaseEntryDate", isoDateOf(pct.nationalPhaseEntryDate)) }
  const convention = (p.conventionDetails ?? []).map((c) => ({
    applicationNumber: c.applicationNumber.trim(),
    ...when("priorityCountryCode", text(c.priorityCountryCode)),
    ...when("filingDate", isoDateOf(c.filingDate))
  }))
  const related = (p.relatedPatents ?? []).map((r) => ({
    relationship: text(r.relationshipType) ?? "related",
    number: r.applicationNumber.trim()
  }))
  const lifecycle = lifecycleOf(p, history)
  return {
    id: auPatentId(number),
    applicationNumber: number,
    jurisdiction: "AU",
    status: mapAuPatentStatus(p.ipRightStatusCode),
    ...when("statusDescription", auPatentStatusDescription(p.ipRightStatusCode)),
    applicants: partiesOf(p.applicant),
    ...when("pctNumber", pctDetails?.pctNumber),
    ...when("wipoNumber", text(pct?.wipoNumber)),
    ...when("title", titleOf(p)),
    ...when("patentType", text(p.bibliographicData.patentApplicationType)),
    ...when("filingDate", isoDateOf(p.filedDate)),
    ...when("priorityDate", isoDateOf(p.priorityDate)),
    ...when("expiryDate", isoDateOf(p.expiryDate)),
    ...when("inventors", listed(inventors)),
    ...when("ipcClassification", listed(ipc)),
    ...when("familyId", text(p.familyId)),
    ...when("abstract", latestText(docs, (d) => d.abstractText)),
    source: "live",
    ...when("owners", listed(owners)),
    ...when("representatives", listed(representatives)),
    ...when("pctDetails", pctDetails !== undefined && Object.keys(pctDetails).length > 0 ? pctDetails : undefined),
    ...when("conventionDetails", listed(convention)),
    ...when("lifecycle", Object.keys(lifecycle).length > 0 ? lifecycle : undefined),
    ...when("statusHistory", listed(history)),
    ...when("relatedPatents", listed(related)),
    ...when("publishedDocuments", listed(docs.map(documentOf))),
    ...when("claims", includeDocuments ? latestText(docs, (d) => d.claimsText) : undefined),
    ...when("description", includeDocuments ? latestText(docs, (d) => d.descriptionText) : undefined),
    ...when("extensionsOfTerm", listed(p.extensionsOfTerm ?? [])),
    ...when(
      "conventionApplicationIndicator",
      p.conventionDetails !== null && p.conventionDetails !== undefined ? convention.length > 0 : undefined
    ),
    ...when("currentlyUnderOpposition", p.currentlyUnderOpposition ?? (isOpposed(p.ipRightStatusCode) ? true : undefined))
  }
}
