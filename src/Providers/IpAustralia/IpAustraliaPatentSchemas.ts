import { Schema } from "effect"
import { opt } from "../Shared/SchemaKit.js"

/*
 * Australian Patent Search API payloads (upstream-offices.md §4.4). The
 * detail record's documented fields are `bibliographicData`, `applicant`,
 * `inventors`, `owners`, `representatives`, the dates, `ipRightStatusCode`,
 * `ipRightStatusEvent`, `pctDetails`, `publishedDocuments` and
 * `relatedPatents`; the inner keys of events, convention details, related
 * patents and search result items are not public and are our reading
 * (unverified). Everything is nullable and optional except the
 * application number; unknown fields are ignored.
 */

const Text = opt(Schema.String)

/** `{legalEntityName}`; some records also carry a country. */
export const AuPatentParty = Schema.Struct({
  legalEntityName: Text,
  name: Text,
  countryCode: Text
})
export type AuPatentParty = typeof AuPatentParty.Type

export const AuIpcr = Schema.Struct({
  classificationText: Schema.String,
  sequenceNumber: opt(Schema.Int)
})
export type AuIpcr = typeof AuIpcr.Type

export const AuStatusEvent = Schema.Struct({
  code: Schema.String,
  date: Text,
  description: Text
})
export type AuStatusEvent = typeof AuStatusEvent.Type

export const AuPublishedDocument = Schema.Struct({
  documentTypeCode: Text,
  documentName: Text,
  fileName: Text,
  publicationDate: Text,
  abstractText: Text,
  claimsText: Text,
  descriptionText: Text
})
export type AuPublishedDocument = typeof AuPublishedDocument.Type

export const AuPatent = Schema.Struct({
  bibliographicData: Schema.Struct({
    applicationNumber: Schema.String,
    inventionTitle: opt(Schema.Array(Schema.Struct({ title: Text }))),
    ipcrClassification: opt(Schema.Array(AuIpcr)),
    patentApplicationType: Text
  }),
  applicant: opt(Schema.Array(AuPatentParty)),
  inventors: opt(Schema.Array(AuPatentParty)),
  owners: opt(Schema.Array(AuPatentParty)),
  representatives: opt(Schema.Array(AuPatentParty)),
  filedDate: Text,
  priorityDate: Text,
  opiDate: Text,
  acceptanceDate: Text,
  acceptancePublishedDate: Text,
  sealingDate: Text,
  expiryDate: Text,
  inforceToDate: Text,
  ipRightStatusCode: Text,
  ipRightStatusEvent: opt(Schema.Array(AuStatusEvent)),
  pctDetails: opt(
    Schema.Struct({
      pctNumber: Text,
      wipoNumber: Text,
      nationalPhaseEntryDate: Text
    })
  ),
  conventionDetails: opt(
    Schema.Array(
      Schema.Struct({
        priorityCountryCode: Text,
        applicationNumber: Schema.String,
        filingDate: Text
      })
    )
  ),
  publishedDocuments: opt(Schema.Array(AuPublishedDocument)),
  relatedPatents: opt(Schema.Array(Schema.Struct({ relationshipType: Text, applicationNumber: Schema.String }))),
  extensionsOfTerm: opt(Schema.Array(Schema.Record({ key: Schema.String, value: Schema.Unknown }))),
  familyId: Text,
  currentlyUnderOpposition: opt(Schema.Boolean)
})
export type AuPatent = typeof AuPatent.Type

/** One Quick Search hit: a subset of the detail record, flattened (our reading). */
export const AuPatentHit = Schema.Struct({
  applicationNumber: Schema.String,
  inventionTitle: Text,
  applicant: opt(Schema.Array(AuPatentParty)),
  inventors: opt(Schema.Array(AuPatentParty)),
  ipcrClassification: opt(Schema.Array(AuIpcr)),
  patentApplicationType: Text,
  ipRightStatusCode: Text,
  filedDate: Text,
  priorityDate: Text,
  expiryDate: Text,
  pctNumber: Text,
  /** In the modes that search abstracts. */
  abstractText: Text,
  familyId: Text
})
export type AuPatentHit = typeof AuPatentHit.Type

/** `POST /search/quick`. */
export const AuPatentSearchResponse = Schema.Struct({
  totalHits: opt(Schema.Int),
  results: Schema.Array(AuPatentHit)
})
export type AuPatentSearchResponse = typeof AuPatentSearchResponse.Type
