import { Schema } from "effect"
import { opt } from "../Shared/SchemaKit.js"

/*
 * EUIPO Trademark Search API payloads (upstream-offices.md §3.2). Only the
 * fields we map are declared; others are ignored. Optional and nullable
 * where the office omits data (client-credentials access may hide parts).
 */

export const EuipoPerson = Schema.Struct({
  office: opt(Schema.String),
  identifier: opt(Schema.String),
  name: opt(Schema.String)
})
export type EuipoPerson = typeof EuipoPerson.Type

const LanguageText = Schema.Struct({ language: Schema.String, text: Schema.String })

export const EuipoSearchItem = Schema.Struct({
  applicationNumber: Schema.String,
  applicantReference: opt(Schema.String),
  markKind: opt(Schema.String),
  markFeature: opt(Schema.String),
  markBasis: opt(Schema.String),
  niceClasses: opt(Schema.Array(Schema.Int)),
  wordMarkSpecification: opt(Schema.Struct({ verbalElement: opt(Schema.String) })),
  applicants: opt(Schema.Array(EuipoPerson)),
  representatives: opt(Schema.Array(EuipoPerson)),
  applicationDate: opt(Schema.String),
  registrationDate: opt(Schema.String),
  designationDate: opt(Schema.String),
  expiryDate: opt(Schema.String),
  status: opt(Schema.String),
  statusDate: opt(Schema.String)
})
export type EuipoSearchItem = typeof EuipoSearchItem.Type

export const EuipoSearchResponse = Schema.Struct({
  trademarks: Schema.Array(EuipoSearchItem),
  size: opt(Schema.Int),
  totalElements: opt(Schema.Int),
  totalPages: opt(Schema.Int),
  page: opt(Schema.Int)
})
export type EuipoSearchResponse = typeof EuipoSearchResponse.Type

const Publication = Schema.Struct({
  bulletinNumber: opt(Schema.String),
  publicationSection: opt(Schema.String),
  publicationDate: opt(Schema.String)
})

export const EuipoTrademark = Schema.Struct({
  ...EuipoSearchItem.fields,
  applicationLanguage: opt(Schema.String),
  secondLanguage: opt(Schema.String),
  markImage: opt(
    Schema.Struct({
      imageFormat: opt(Schema.String),
      colourClaim: opt(Schema.Array(LanguageText)),
      viennaClasses: opt(Schema.Array(Schema.String))
    })
  ),
  receiptDate: opt(Schema.String),
  publicationDate: opt(Schema.String),
  description: opt(Schema.Array(LanguageText)),
  disclaimer: opt(Schema.Array(LanguageText)),
  goodsAndServices: opt(
    Schema.Array(
      Schema.Struct({
        classNumber: Schema.Int,
        description: opt(Schema.Array(Schema.Struct({ language: Schema.String, terms: Schema.Array(Schema.String) })))
      })
    )
  ),
  priorities: opt(
    Schema.Array(
      Schema.Struct({
        country: opt(Schema.String),
        applicationNumber: opt(Schema.String),
        applicationDate: opt(Schema.String),
        partialIndicator: opt(Schema.Boolean),
        status: opt(Schema.String)
      })
    )
  ),
  seniorities: opt(Schema.Array(Schema.Unknown)),
  oppositionPeriodStartDate: opt(Schema.String),
  oppositionPeriodEndDate: opt(Schema.String),
  renewalStatus: opt(Schema.String),
  publications: opt(Schema.Array(Publication)),
  oppositions: opt(
    Schema.Array(Schema.Struct({ oppositionNumber: opt(Schema.String), oppositionDate: opt(Schema.String), status: opt(Schema.String) }))
  ),
  cancellations: opt(
    Schema.Array(
      Schema.Struct({
        cancellationNumber: opt(Schema.String),
        cancellationDate: opt(Schema.String),
        cancellationKind: opt(Schema.String),
        status: opt(Schema.String)
      })
    )
  ),
  records: opt(
    Schema.Array(
      Schema.Struct({
        recordNumber: opt(Schema.String),
        recordKind: opt(Schema.String),
        bulletinNumber: opt(Schema.String),
        publicationSection: opt(Schema.String),
        publicationDate: opt(Schema.String)
      })
    )
  ),
  appeals: opt(
    Schema.Array(Schema.Struct({ appealNumber: opt(Schema.String), appealDate: opt(Schema.String), status: opt(Schema.String) }))
  ),
  decisions: opt(
    Schema.Array(Schema.Struct({ caseNumber: opt(Schema.String), decisionDate: opt(Schema.String), decisionKind: opt(Schema.String) }))
  )
})
export type EuipoTrademark = typeof EuipoTrademark.Type
