import { Schema } from "effect"
import { opt } from "../Shared/SchemaKit.js"

/*
 * JPO Patent Information Retrieval API, trademark endpoints
 * (upstream-offices.md §10.1): every answer is HTTP 200 with
 * `{ result: { statusCode, errorMessage, remainAccessCount, data } }`;
 * `statusCode` "100" means data, anything else is an error. Dates are
 * YYYYMMDD; absent values are often "" rather than missing.
 */

export const JpoEnvelope = Schema.Struct({
  result: Schema.Struct({
    statusCode: Schema.String,
    errorMessage: opt(Schema.String),
    remainAccessCount: opt(Schema.String),
    data: Schema.optional(Schema.Unknown)
  })
})
export type JpoEnvelope = typeof JpoEnvelope.Type

const Party = Schema.Struct({
  applicantAttorneyCd: opt(Schema.String),
  name: opt(Schema.String),
  /** "1" applicant, "2" attorney/agent. */
  applicantAttorneyClass: opt(Schema.String)
})

const Document = Schema.Struct({
  legalDate: opt(Schema.String),
  documentCode: opt(Schema.String),
  documentDescription: opt(Schema.String)
})

/** `app_progress/{application number}` data. */
export const JpoProgress = Schema.Struct({
  applicationNumber: Schema.String.pipe(Schema.pattern(/^\d{10}$/)),
  filingDate: opt(Schema.String),
  publicationDate: opt(Schema.String),
  registrationNumber: opt(Schema.String),
  registrationDate: opt(Schema.String),
  expireDate: opt(Schema.String),
  erasureIdentifier: opt(Schema.String),
  disappearanceDate: opt(Schema.String),
  trademarkForDisplay: opt(Schema.String),
  /** Readings (称呼): an object of numbered strings in JPO's spec and example ({"0": "ローカル…", "1": …}); a string in older fakes. */
  transliteration: opt(Schema.Union(Schema.String, Schema.Record({ key: Schema.String, value: Schema.String }))),
  applicantAttorney: opt(Schema.Array(Party)),
  goodsServiceInformation: opt(
    Schema.Array(
      Schema.Struct({ goodsServiceClass: opt(Schema.String), goodsServiceName: opt(Schema.String), similarCode: opt(Schema.String) })
    )
  ),
  priorityRightInformation: opt(
    Schema.Array(
      Schema.Struct({
        parisPriorityApplicationNumber: opt(Schema.String),
        parisPriorityDate: opt(Schema.String),
        parisPriorityCountryCd: opt(Schema.String)
      })
    )
  ),
  bibliographyInformation: opt(
    Schema.Array(Schema.Struct({ numberType: opt(Schema.String), number: opt(Schema.String), documentList: opt(Schema.Array(Document)) }))
  )
})
export type JpoProgress = typeof JpoProgress.Type

/** `case_number_reference/{kind}/{number}` data. */
export const JpoNumberReference = Schema.Struct({
  applicationNumber: Schema.String.pipe(Schema.pattern(/^\d{10}$/)),
  registrationNumber: opt(Schema.String)
})
