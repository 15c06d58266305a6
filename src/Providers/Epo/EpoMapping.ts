/**
 * OPS exchange documents and family members → our patent records
 * (reference-interface §7.3). Field locations: upstream-offices.md §6.3.
 */
import type {
  ConventionDetail,
  PatentClassification,
  PatentDetail,
  PatentParty,
  PatentPublication,
  PatentSummary
} from "../../Domain/Patent.js"
import { compactDateOf, foldedText, isoDateOf, when } from "../Shared/AdapterSupport.js"
import type { LegalEventRecord } from "./EpoLegalStatus.js"
import { NO_STATUS_FROM_BIBLIO } from "./EpoLegalStatus.js"
import { patentIdOf } from "./EpoNumbers.js"
import type { DocumentId, ExchangeDocument, FamilyMember, LangText, LegalEvent, PriorityClaim, Reference } from "./EpoSchemas.js"

/** YYYYMMDD (or already ISO) → YYYY-MM-DD. */
export const opsDate = (value: string | undefined): string | undefined => compactDateOf(value) ?? isoDateOf(value)

const idOfType = (refs: ReadonlyArray<Reference> | undefined, type: string): DocumentId | undefined => {
  for (const ref of refs ?? []) {
    const id = ref["document-id"].find((d) => d["@document-id-type"] === type)
    if (id !== undefined) return id
  }
  return undefined
}

const firstDate = (refs: ReadonlyArray<Reference> | undefined): string | undefined => {
  for (const ref of refs ?? []) {
    for (const id of ref["document-id"]) {
      const d = opsDate(id.date)
      if (d !== undefined) return d
    }
  }
  return undefined
}

/** A DOCDB document id → "EP20912345" (country and number). */
const docdbNumber = (id: DocumentId | undefined): string | undefined => {
  const number = foldedText(id?.["doc-number"])
  if (number === undefined) return undefined
  return `${foldedText(id?.country) ?? ""}${number}`
}

/** The publication an exchange document is: DOCDB id in the bibliographic data, else its attributes. */
export const publicationOf = (doc: ExchangeDocument) => {
  const refs = doc["bibliographic-data"]?.["publication-reference"]
  const docdb = idOfType(refs, "docdb")
  const country = foldedText(docdb?.country) ?? foldedText(doc["@country"]) ?? ""
  const number = foldedText(docdb?.["doc-number"]) ?? foldedText(doc["@doc-number"]) ?? ""
  const kind = foldedText(docdb?.kind) ?? foldedText(doc["@kind"])
  return { country, number, kind, date: opsDate(docdb?.date) ?? firstDate(refs) }
}

/** Preferred language text: English, else the first. */
const preferEnglish = (texts: ReadonlyArray<LangText> | undefined): string | undefined => {
  const list = (texts ?? []).filter((t) => foldedText(t.text) !== undefined)
  return foldedText((list.find((t) => t.lang?.toLowerCase() === "en") ?? list[0])?.text)
}

/** "ACME CORP [US]" → { name: "ACME CORP", country: "US" }. */
const epodocParty = (raw: string): PatentParty => {
  const m = /^(.*?)\s*\[([A-Z]{2})\]\s*$/.exec(raw)
  return m !== null ? { name: m[1]!.replace(/[,;]+$/, "").trim(), country: m[2]! } : { name: raw.replace(/[,;]+$/, "").trim() }
}

/**
 * Parties come twice in OPS: `epodoc` ("ACME CORP [US]") and `original`
 * ("Acme Corporation"). We show the original name with the epodoc
 * country of the same sequence; epodoc names alone when that is all.
 */
const partiesOf = (
  entries: ReadonlyArray<{ readonly "@sequence"?: string | undefined; readonly "@data-format"?: string | undefined; readonly name: string }>
): Array<PatentParty> => {
  const epodoc = entries.filter((e) => e["@data-format"] === "epodoc")
  const original = entries.filter((e) => e["@data-format"] === "original")
  const others = entries.filter((e) => e["@data-format"] !== "epodoc" && e["@data-format"] !== "original")
  const countryBySequence = new Map(epodoc.map((e) => [e["@sequence"], epodocParty(e.name).country]))
  const chosen = original.length > 0
    ? original.map((e): PatentParty => {
      const p = epodocParty(e.name)
      const country = p.country ?? countryBySequence.get(e["@sequence"])
      return { name: p.name, ...when("country", country) }
    })
    : [...epodoc, ...others].map((e) => epodocParty(e.name))
  const seen = new Set<string>()
  return chosen.filter((p) => {
    const key = personKey(p.name)
    if (p.name === "" || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Umlauts and ligatures as EPODOC spells them ("Kylmänen" is "KYLMAENEN" there). */
const TRANSLITERATION: Readonly<Record<string, string>> = { ä: "ae", ö: "oe", ü: "ue", ø: "oe", æ: "ae", å: "aa", ß: "ss" }

/**
 * One key per person: OPS repeats "original" names in other spellings
 * ("KYLMAENEN, JARI", then "Kylmänen, Jari"), so case, accents,
 * transliteration and punctuation do not count.
 */
const personKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[äöüøæåß]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "")

const sequenceOf = (s: string | undefined): number | undefined => (s !== undefined && /^\d+$/.test(s) ? Number(s) : undefined)

/** "B65D  81/38            A I" → "B65D 81/38". */
const ipcSymbol = (text: string): string | undefined => {
  const m = /^\s*([A-HY]\d{2}[A-Z])\s*(\d{1,4})\s*\/\s*(\d{1,6})/.exec(text)
  if (m !== null) return `${m[1]} ${m[2]}/${m[3]}`
  return foldedText(text.split(/\s{2,}/)[0])
}

const dedupeCodes = (list: ReadonlyArray<PatentClassification>): Array<PatentClassification> => {
  const seen = new Set<string>()
  return list.filter((c) => (seen.has(c.code) ? false : (seen.add(c.code), true)))
}

const classificationsOf = (doc: ExchangeDocument) => {
  const bib = doc["bibliographic-data"]
  const ipc = dedupeCodes(
    (bib?.["classifications-ipcr"]?.["classification-ipcr"] ?? []).flatMap((c) => {
      const code = ipcSymbol(c.text)
      const sequence = sequenceOf(c["@sequence"])
      return code === undefined ? [] : [{ code, ...when("sequence", sequence) }]
    })
  )
  const cpc = dedupeCodes(
    (bib?.["patent-classifications"]?.["patent-classification"] ?? []).flatMap((c) => {
      const scheme = c["classification-scheme"]?.["@scheme"]?.toUpperCase()
      if (scheme !== undefined && !scheme.startsWith("CPC")) return []
      const head = `${foldedText(c.section) ?? ""}${foldedText(c.class) ?? ""}${foldedText(c.subclass) ?? ""}`
      if (head === "") return []
      const group = foldedText(c["main-group"])
      const sub = foldedText(c.subgroup)
      const code = group !== undefined ? `${head} ${group}/${sub ?? "00"}` : head
      const sequence = sequenceOf(c["@sequence"])
      return [{ code, ...when("sequence", sequence) }]
    })
  )
  return { ipc, cpc }
}

/** Priority claims: the number as OPS writes it (EPODOC preferred), its date and kind. */
const conventionOf = (claims: ReadonlyArray<PriorityClaim>): Array<ConventionDetail> =>
  claims.flatMap((claim) => {
    const ids = claim["document-id"]
    const epodoc = ids.find((d) => d["@document-id-type"] === "epodoc")
    const docdb = ids.find((d) => d["@document-id-type"] === "docdb")
    const number = foldedText(epodoc?.["doc-number"]) ?? docdbNumber(docdb ?? ids[0])
    if (number === undefined) return []
    const country = foldedText(docdb?.country) ?? (/^[A-Z]{2}/.exec(number)?.[0] ?? undefined)
    const date = ids.map((d) => opsDate(d.date)).find((d) => d !== undefined)
    return [
      {
        applicationNumber: number,
        ...when("priorityCountryCode", country),
        ...when("filingDate", date),
        ...when("priorityTypeCode", foldedText(claim["@kind"]))
      }
    ]
  })

const KIND_MEANING = (kind: string | undefined): string =>
  kind === undefined
    ? "publication"
    : kind.startsWith("A")
    ? `${kind} publication, an application`
    : kind.startsWith("B") || kind.startsWith("C")
    ? `${kind} publication, typically a granted patent`
    : `${kind} publication`

/** Search hits carry no status: say so, and what the kind code suggests. */
export const biblioStatusNote = (kind: string | undefined): string =>
  `Status not available: ${NO_STATUS_FROM_BIBLIO} (this is the ${
    KIND_MEANING(kind)
  }). ep_patent_status derives the status from INPADOC legal events.`

export const toPatentSummary = (doc: ExchangeDocument): PatentSummary => {
  const bib = doc["bibliographic-data"]
  const pub = publicationOf(doc)
  const appRefs = bib?.["application-reference"]
  const application = idOfType(appRefs, "docdb") ?? appRefs?.[0]?.["document-id"][0]
  const applicationNumber = docdbNumber(application) ?? ""
  const parties = bib?.parties
  const applicants = partiesOf((parties?.applicants?.applicant ?? []).map((a) => ({ ...a, name: a["applicant-name"].name })))
  const inventors = partiesOf((parties?.inventors?.inventor ?? []).map((a) => ({ ...a, name: a["inventor-name"].name })))
  const { cpc, ipc } = classificationsOf(doc)
  const priorities = conventionOf(bib?.["priority-claims"]?.["priority-claim"] ?? [])
  const priorityDate = priorities
    .map((p) => p.filingDate)
    .filter((d): d is string => d !== undefined)
    .sort()[0]
  const abstracts = (doc.abstract ?? []).map((a) => ({
    text: (a.p ?? []).map((p) => p.trim()).filter((p) => p !== "").join("\n"),
    lang: a["@lang"]
  }))
  return {
    id: patentIdOf(pub.country, pub.number),
    applicationNumber,
    jurisdiction: pub.country,
    status: "unknown",
    statusDescription: biblioStatusNote(pub.kind),
    applicants,
    publicationNumber: `${pub.country}${pub.number}${pub.kind ?? ""}`,
    ...when("kindCode", pub.kind),
    ...when("title", preferEnglish(bib?.["invention-title"])),
    ...when("filingDate", firstDate(appRefs)),
    ...when("publicationDate", pub.date),
    ...when("priorityDate", priorityDate),
    ...(inventors.length > 0 ? { inventors } : {}),
    ...(ipc.length > 0 ? { ipcClassification: ipc } : {}),
    ...(cpc.length > 0 ? { cpcClassification: cpc } : {}),
    ...when("familyId", foldedText(doc["@family-id"])),
    ...when("abstract", preferEnglish(abstracts.map((a) => ({ text: a.text, ...when("lang", a.lang) })))),
    source: "live"
  }
}

/** The publications of one application (A1, B1...) as OPS returned them, oldest first. */
export const publicationsOf = (docs: ReadonlyArray<ExchangeDocument>): Array<PatentPublication> =>
  docs
    .map(publicationOf)
    .sort((a, b) => (a.date ?? "").localeCompare(b.date ?? ""))
    .map((p) => ({ publicationNumber: `${p.country}${p.number}${p.kind ?? ""}`, ...when("kindCode", p.kind), ...when("date", p.date) }))

export const toPatentDetail = (doc: ExchangeDocument, siblings: ReadonlyArray<ExchangeDocument>): PatentDetail => {
  const summary = toPatentSummary(doc)
  const convention = conventionOf(doc["bibliographic-data"]?.["priority-claims"]?.["priority-claim"] ?? [])
  return {
    ...summary,
    ...(convention.length > 0 ? { conventionDetails: convention, conventionApplicationIndicator: true } : {}),
    publications: publicationsOf(siblings)
  }
}

/** Text of a legal-event child (`L007EP`...): a string, or `#text` of an element with attributes. */
const fieldText = (value: unknown): string | undefined => {
  if (typeof value === "string") return foldedText(value)
  if (Array.isArray(value)) return foldedText(value.map(fieldText).filter((v) => v !== undefined).join(" "))
  if (typeof value === "object" && value !== null && "#text" in value) return fieldText((value as Record<string, unknown>)["#text"])
  return undefined
}

/**
 * `<ops:legal code desc>` → a legal event record. The event date is the
 * `L007xx` field (ISO in real answers, YYYYMMDD accepted); the `L5xx`
 * fields are its free text. OPS nests them in an `L500xx` group
 * (`<ops:L500EP><ops:L510EP>STATUS: …</ops:L510EP></ops:L500EP>`); flat
 * ones are read too.
 */
export const toLegalEvent = (event: LegalEvent): LegalEventRecord => {
  let date: string | undefined
  const texts: Array<string> = []
  const collect = (fields: Readonly<Record<string, unknown>>) => {
    for (const [key, value] of Object.entries(fields)) {
      if (/^L007[A-Z]{2}$/.test(key)) date = opsDate(fieldText(value))
      else if (/^L500[A-Z]{2}$/.test(key)) {
        for (const group of Array.isArray(value) ? value : [value]) {
          if (typeof group === "object" && group !== null) collect(group as Record<string, unknown>)
        }
      } else if (/^L5\d\d[A-Z]{2}$/.test(key)) {
        const t = fieldText(value)
        if (t !== undefined) texts.push(t)
      }
    }
  }
  collect(event)
  return {
    code: foldedText(event["@code"]) ?? fieldText(Object.entries(event).find(([k]) => /^L008[A-Z]{2}$/.test(k))?.[1]) ?? "?",
    description: foldedText(event["@desc"]),
    text: texts.length > 0 ? texts.join(" ") : undefined,
    date
  }
}

/** A family member's publications, one row each. */
export interface FamilyMemberRow {
  readonly jurisdiction: string
  readonly publicationNumber: string
  readonly applicationNumber: string
  readonly familyId: string
  readonly kindCode?: string
  readonly publicationDate?: string
}

export const familyRowsOf = (members: ReadonlyArray<FamilyMember>, familyIdFallback: string): Array<FamilyMemberRow> => {
  const rows = new Map<string, FamilyMemberRow>()
  for (const member of members) {
    const familyId = foldedText(member["@family-id"]) ?? familyIdFallback
    const application = idOfType(member["application-reference"], "docdb") ?? member["application-reference"]?.[0]?.["document-id"][0]
    const applicationNumber = docdbNumber(application) ?? ""
    for (const ref of member["publication-reference"] ?? []) {
      const id = ref["document-id"].find((d) => d["@document-id-type"] === "docdb") ?? ref["document-id"][0]
      const country = foldedText(id?.country)
      const number = foldedText(id?.["doc-number"])
      if (id === undefined || country === undefined || number === undefined) continue
      const kind = foldedText(id.kind)
      const publicationNumber = `${country}${number}${kind ?? ""}`
      if (rows.has(publicationNumber)) continue
      rows.set(publicationNumber, {
        jurisdiction: country,
        publicationNumber,
        applicationNumber,
        familyId,
        ...when("kindCode", kind),
        ...when("publicationDate", opsDate(id.date))
      })
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.jurisdiction.localeCompare(b.jurisdiction) || (a.publicationDate ?? "").localeCompare(b.publicationDate ?? "") ||
      a.publicationNumber.localeCompare(b.publicationNumber)
  )
}
