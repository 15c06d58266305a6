import { Schema } from "effect"
import { HistoryEntry, RecordSource } from "./Trademark.js"

/**
 * Registered designs (reference-interface §7.2), shared by the EU (EUIPO)
 * and AU (IP Australia) design tools. Offices write Locarno codes their own
 * way (EU `14.04`, AU `14-04`, sometimes with a suffix letter); records keep
 * the office's form in `locarnoClasses` and a normalised `NN.NN` form in
 * `locarnoClassesNormalized`, which is what filters compare.
 */

/** Normalised design status (reference-interface §2.3); the office's own wording goes in `statusDescription`. */
export const DesignStatus = Schema.Literal(
  "registered",
  "registered_deferred",
  "certified",
  "pending",
  "invalidated",
  "invalidity_pending",
  "surrendered",
  "expired",
  "withdrawn",
  "refused",
  "converted",
  "unknown"
).annotations({
  description:
    "Normalised status: registered, registered_deferred (publication deferred), certified, pending, invalidated, invalidity_pending, " +
    "surrendered, expired, withdrawn, refused, converted or unknown"
})
export type DesignStatus = typeof DesignStatus.Type

export const DesignJurisdiction = Schema.Literal("EU", "AU").annotations({ description: "Design office: EU (EUIPO) or AU (IP Australia)" })
export type DesignJurisdiction = typeof DesignJurisdiction.Type

/** Status filter of the design search tools. */
export const DesignStatusFilter = Schema.Literal("all", "live", "dead", "registered", "pending").annotations({
  description:
    "all; live (registered in any form, or pending); dead (invalidated, surrendered, expired, withdrawn, refused, converted); registered; pending"
})
export type DesignStatusFilter = typeof DesignStatusFilter.Type

const REGISTERED: ReadonlySet<DesignStatus> = new Set(["registered", "registered_deferred", "certified", "invalidity_pending"])
const DEAD: ReadonlySet<DesignStatus> = new Set(["invalidated", "surrendered", "expired", "withdrawn", "refused", "converted"])

/** In force or on its way: registered (any form, even under an invalidity attack) or pending. */
export const isLiveDesignStatus = (s: DesignStatus): boolean => REGISTERED.has(s) || s === "pending"

/** `unknown` matches only `all`: it is neither live nor dead as far as we know. */
export const matchesDesignStatusFilter = (status: DesignStatus, filter: DesignStatusFilter): boolean => {
  switch (filter) {
    case "all":
      return true
    case "live":
      return isLiveDesignStatus(status)
    case "dead":
      return DEAD.has(status)
    case "registered":
      return REGISTERED.has(status)
    case "pending":
      return status === "pending"
  }
}

/** A Locarno code split into class and subclass. */
export interface LocarnoCode {
  readonly classNumber: number
  readonly subclass?: number | undefined
  /** `NN.NN`, or `NN` when only the class is known. */
  readonly normalized: string
}

/**
 * Reads a Locarno code as any office or user writes it: `14.04`, `14-04`,
 * `1404`, `14.4`, `14`, `LOC 14.04`, `14-04A` (IP Australia's suffixes are
 * dropped). Classes 1-32 (99 is "miscellaneous"), subclasses 0-99. Undefined
 * when it is not a Locarno code.
 */
export const parseLocarno = (input: string): LocarnoCode | undefined => {
  const s = input
    .trim()
    .toUpperCase()
    .replace(/^(LOC(ARNO)?|CL(ASS)?)\.?\s*(\(\d+\))?\s*/, "")
    .replace(/\s*[A-Z]{1,2}$/, "")
  const m = /^(\d{2})(\d{2})$/.exec(s) ?? /^(\d{1,2})(?:\s*[.\-/:\s]\s*(\d{1,2}))?$/.exec(s)
  if (m === null) return undefined
  const classNumber = Number(m[1])
  if (!((classNumber >= 1 && classNumber <= 32) || classNumber === 99)) return undefined
  const sub = m[2]
  const two = (n: number) => String(n).padStart(2, "0")
  if (sub === undefined) return { classNumber, normalized: two(classNumber) }
  const subclass = Number(sub)
  return { classNumber, subclass, normalized: `${two(classNumber)}.${two(subclass)}` }
}

/** Normalised forms of the codes that parse, unique, in order. */
export const normalizeLocarnoCodes = (codes: ReadonlyArray<string>): ReadonlyArray<string> => [
  ...new Set(codes.map((c) => parseLocarno(c)?.normalized).filter((c): c is string => c !== undefined))
]

export const LOCARNO_FORMAT = "a Locarno class or subclass: NN or NN.NN (e.g. 06 or 06.01; 06-01 and 0601 are read too)"

const IsoDate = Schema.String.annotations({ description: "ISO 8601 date (YYYY-MM-DD)" })
const LocarnoCodes = Schema.Array(Schema.String)

export const PersonAddressText = Schema.String.annotations({ description: "One-line postal address" })

/** An applicant, representative or designer as a design record names them. */
export const DesignPerson = Schema.Struct({
  office: Schema.optional(Schema.String.annotations({ description: "Office holding the person record, e.g. EM (EUIPO) or WO" })),
  identifier: Schema.optional(Schema.String.annotations({ description: "The office's person identifier (EUIPO: use eu_person_lookup)" })),
  name: Schema.optional(Schema.String.annotations({ description: "Absent when the office hides it in search results" })),
  address: Schema.optional(PersonAddressText),
  country: Schema.optional(Schema.String.annotations({ description: "ISO 3166-1 alpha-2" }))
})
export type DesignPerson = typeof DesignPerson.Type

export const DesignView = Schema.Struct({
  order: Schema.Int.pipe(Schema.between(1, 7)),
  imageFormat: Schema.optional(Schema.String),
  thumbnailUrl: Schema.String.annotations({ description: "EUIPO: needs the Authorization and X-IBM-Client-Id headers to fetch" }),
  fullImageUrl: Schema.String,
  viennaClasses: Schema.optional(Schema.Array(Schema.String))
})
export type DesignView = typeof DesignView.Type

export const DesignSummary = Schema.Struct({
  id: Schema.String.annotations({ description: "{jurisdiction}-D-{designNumber}, e.g. EU-D-002345678-0001" }),
  designNumber: Schema.String,
  jurisdiction: DesignJurisdiction,
  status: DesignStatus,
  statusDescription: Schema.optional(Schema.String.annotations({ description: "The office's own wording of the status" })),
  locarnoClasses: LocarnoCodes.annotations({ description: "Locarno classes as the office writes them (EU NN.NN, AU NN-NN)" }),
  locarnoClassesNormalized: Schema.optional(LocarnoCodes.annotations({ description: "The same codes as NN.NN (or NN for a class alone)" })),
  applicants: Schema.Array(DesignPerson),
  applicationNumber: Schema.optional(Schema.String),
  applicantReference: Schema.optional(Schema.String),
  filingDate: Schema.optional(IsoDate),
  registrationDate: Schema.optional(IsoDate),
  expiryDate: Schema.optional(IsoDate),
  representatives: Schema.optional(Schema.Array(DesignPerson)),
  verbalElement: Schema.optional(Schema.String.annotations({ description: "Words in the design, when the office gives them" })),
  productIndication: Schema.optional(Schema.String.annotations({ description: "What the design is applied to, when the office gives it" })),
  source: Schema.optional(RecordSource)
})
export type DesignSummary = typeof DesignSummary.Type

const Publication = Schema.Struct({
  bulletinNumber: Schema.optional(Schema.String),
  publicationSection: Schema.optional(Schema.String),
  publicationDate: Schema.optional(IsoDate)
})

export const DesignDetail = Schema.Struct({
  ...DesignSummary.fields,
  applicationLanguage: Schema.optional(Schema.String),
  secondLanguage: Schema.optional(Schema.String),
  publicationDefermentIndicator: Schema.optional(
    Schema.Boolean.annotations({ description: "Publication deferred (EU: up to 30 months from filing or priority)" })
  ),
  defermentExpirationDate: Schema.optional(IsoDate),
  effectiveDate: Schema.optional(IsoDate),
  statusDate: Schema.optional(IsoDate),
  renewalStatus: Schema.optional(Schema.String),
  productIndications: Schema.optional(Schema.Array(Schema.Struct({ language: Schema.String, terms: Schema.Array(Schema.String) }))),
  views: Schema.optional(Schema.Array(DesignView).pipe(Schema.maxItems(7))),
  hasModel: Schema.optional(Schema.Boolean),
  modelFormat: Schema.optional(Schema.String),
  priorities: Schema.optional(
    Schema.Array(
      Schema.Struct({ country: Schema.optional(Schema.String), number: Schema.optional(Schema.String), date: Schema.optional(IsoDate) })
    )
  ),
  exhibitionPriorities: Schema.optional(
    Schema.Array(Schema.Struct({ exhibitionName: Schema.optional(Schema.String), date: Schema.optional(IsoDate) }))
  ),
  designers: Schema.optional(Schema.Array(DesignPerson)),
  publications: Schema.optional(Schema.Array(Publication)),
  records: Schema.optional(
    Schema.Array(
      Schema.Struct({
        recordNumber: Schema.optional(Schema.String),
        recordKind: Schema.optional(Schema.String),
        publicationDate: Schema.optional(IsoDate)
      })
    )
  ),
  decisions: Schema.optional(
    Schema.Array(
      Schema.Struct({
        caseNumber: Schema.optional(Schema.String),
        decisionDate: Schema.optional(IsoDate),
        decisionKind: Schema.optional(Schema.String.annotations({ description: "EUIPO: INVALIDITY, APPEAL or INSTANCE_OF_ECJ" }))
      })
    )
  ),
  appeals: Schema.optional(
    Schema.Array(
      Schema.Struct({
        appealNumber: Schema.optional(Schema.String),
        appealDate: Schema.optional(IsoDate),
        status: Schema.optional(Schema.String)
      })
    )
  ),
  prosecutionHistory: Schema.optional(Schema.Array(HistoryEntry)),
  // IP Australia only.
  productNames: Schema.optional(Schema.Array(Schema.String)),
  indicators: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  relatedDesigns: Schema.optional(Schema.Array(Schema.Struct({ relationship: Schema.optional(Schema.String), number: Schema.String }))),
  statementOfNovelty: Schema.optional(Schema.String),
  imageUrls: Schema.optional(Schema.Array(Schema.String))
})
export type DesignDetail = typeof DesignDetail.Type

/** `EU-D-002345678-0001`, `AU-D-202115234`. */
export const formatDesignId = (jurisdiction: DesignJurisdiction, designNumber: string): string => `${jurisdiction}-D-${designNumber}`

/** `currentStatus` of the design status tools. */
export const DesignCurrentStatus = Schema.Struct({
  code: DesignStatus,
  description: Schema.String,
  date: Schema.String.annotations({ description: "Status date, else filing date, else empty" }),
  isLive: Schema.Boolean
})
export type DesignCurrentStatus = typeof DesignCurrentStatus.Type
