import { Schema } from "effect"
import { RecordSource } from "./Trademark.js"

/**
 * Normalised patent status (reference-interface §2.3): sealed = granted and
 * in force, filed = pending, ceased = discontinued, lapsed = fees unpaid.
 * The office's own wording always travels alongside in `statusDescription`.
 */
export const PatentStatus = Schema.Literal(
  "filed",
  "under_examination",
  "accepted",
  "sealed",
  "ceased",
  "lapsed",
  "expired",
  "revoked",
  "withdrawn",
  "refused",
  "unknown"
).annotations({
  description:
    "Normalised status: filed, under_examination, accepted, sealed (granted, in force), ceased, lapsed, expired, revoked, withdrawn, refused or unknown"
})
export type PatentStatus = typeof PatentStatus.Type

/** Applications still on their way or rights in force. */
export const isLivePatentStatus = (s: PatentStatus): boolean =>
  s === "filed" || s === "under_examination" || s === "accepted" || s === "sealed"

/** Patent offices are any 2-4 letter code, so that INPADOC family members fit (EP, WO, KR...). */
export const PatentJurisdiction = Schema.String.pipe(Schema.pattern(/^[A-Z]{2,4}$/)).annotations({
  description: "Office code, 2-4 upper-case letters (EP, WO, US, AU...)"
})

const IsoDate = Schema.String.annotations({ description: "ISO 8601 date (YYYY-MM-DD)" })

export const PatentParty = Schema.Struct({
  name: Schema.String,
  country: Schema.optional(Schema.String.annotations({ description: "Country code where the office gives one" }))
})
export type PatentParty = typeof PatentParty.Type

export const PatentClassification = Schema.Struct({
  code: Schema.String.annotations({ description: "Symbol, e.g. B65D 81/38" }),
  sequence: Schema.optional(Schema.Int)
})
export type PatentClassification = typeof PatentClassification.Type

export const PatentSummary = Schema.Struct({
  id: Schema.String.annotations({
    description: "EP-3845123 for EPO publications; {JURISDICTION}-P-{applicationNumber} for offices keyed by application"
  }),
  applicationNumber: Schema.String,
  jurisdiction: PatentJurisdiction,
  status: PatentStatus,
  statusDescription: Schema.optional(
    Schema.String.annotations({ description: "The office's own wording of the status, or why there is none" })
  ),
  applicants: Schema.Array(PatentParty),
  publicationNumber: Schema.optional(Schema.String.annotations({ description: "EPODOC form with kind code, e.g. EP3845123A1" })),
  kindCode: Schema.optional(Schema.String),
  serialNumber: Schema.optional(Schema.String),
  pctNumber: Schema.optional(Schema.String),
  wipoNumber: Schema.optional(Schema.String),
  title: Schema.optional(Schema.String),
  patentType: Schema.optional(Schema.String),
  filingDate: Schema.optional(IsoDate),
  publicationDate: Schema.optional(IsoDate),
  priorityDate: Schema.optional(IsoDate),
  expiryDate: Schema.optional(IsoDate),
  inventors: Schema.optional(Schema.Array(PatentParty)),
  ipcClassification: Schema.optional(Schema.Array(PatentClassification)),
  cpcClassification: Schema.optional(Schema.Array(PatentClassification)),
  familyId: Schema.optional(Schema.String),
  abstract: Schema.optional(Schema.String),
  source: Schema.optional(RecordSource)
})
export type PatentSummary = typeof PatentSummary.Type

export const PatentStatusEvent = Schema.Struct({
  code: Schema.String,
  date: Schema.optional(IsoDate),
  description: Schema.optional(Schema.String)
})
export type PatentStatusEvent = typeof PatentStatusEvent.Type

export const ConventionDetail = Schema.Struct({
  priorityCountryCode: Schema.optional(Schema.String),
  applicationNumber: Schema.String,
  filingDate: Schema.optional(IsoDate),
  priorityTypeCode: Schema.optional(Schema.String.annotations({ description: "national, regional or international, as the office says" }))
})
export type ConventionDetail = typeof ConventionDetail.Type

export const PatentPublication = Schema.Struct({
  publicationNumber: Schema.String,
  kindCode: Schema.optional(Schema.String),
  date: Schema.optional(IsoDate)
})
export type PatentPublication = typeof PatentPublication.Type

export const PatentDetail = Schema.Struct({
  ...PatentSummary.fields,
  owners: Schema.optional(Schema.Array(PatentParty)),
  representatives: Schema.optional(Schema.Array(PatentParty)),
  pctDetails: Schema.optional(
    Schema.Struct({ pctNumber: Schema.optional(Schema.String), nationalPhaseEntryDate: Schema.optional(IsoDate) })
  ),
  conventionDetails: Schema.optional(Schema.Array(ConventionDetail)),
  lifecycle: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })),
  statusHistory: Schema.optional(Schema.Array(PatentStatusEvent)),
  publications: Schema.optional(Schema.Array(PatentPublication)),
  relatedPatents: Schema.optional(Schema.Array(Schema.Struct({ relationship: Schema.String, number: Schema.String }))),
  publishedDocuments: Schema.optional(
    Schema.Array(
      Schema.Struct({
        documentTypeCode: Schema.optional(Schema.String),
        documentName: Schema.optional(Schema.String),
        hasAbstract: Schema.optional(Schema.Boolean),
        hasClaims: Schema.optional(Schema.Boolean),
        hasDescription: Schema.optional(Schema.Boolean)
      })
    )
  ),
  claims: Schema.optional(Schema.String),
  description: Schema.optional(Schema.String),
  drawings: Schema.optional(Schema.Array(Schema.String)),
  extensionsOfTerm: Schema.optional(Schema.Array(Schema.Record({ key: Schema.String, value: Schema.Unknown }))),
  conventionApplicationIndicator: Schema.optional(Schema.Boolean),
  currentlyUnderOpposition: Schema.optional(Schema.Boolean)
})
export type PatentDetail = typeof PatentDetail.Type
