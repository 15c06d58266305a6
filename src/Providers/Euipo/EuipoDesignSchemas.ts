import { Schema } from "effect"
import { opt } from "../Shared/SchemaKit.js"

/*
 * EUIPO Design Search API payloads (upstream-offices.md §3.3). Only the
 * fields we map are declared; others are ignored. Optional and nullable
 * where the office omits data: client-credentials access is "partial read
 * access" for designs (applicant names are often missing in search results).
 */

/** Identifiers are strings in the spec; accept a bare number too and read it as text. */
export const EuipoId = Schema.Union(Schema.String, Schema.Number.pipe(Schema.int()))

export const EuipoDesignPerson = Schema.Struct({
  office: opt(Schema.String),
  identifier: opt(EuipoId),
  name: opt(Schema.String)
})
export type EuipoDesignPerson = typeof EuipoDesignPerson.Type

const Terms = Schema.Struct({ language: Schema.String, terms: Schema.Array(Schema.String) })

export const EuipoDesignSearchItem = Schema.Struct({
  designNumber: Schema.String,
  applicationNumber: opt(Schema.String),
  applicantReference: opt(Schema.String),
  applicationDate: opt(Schema.String),
  registrationDate: opt(Schema.String),
  expiryDate: opt(Schema.String),
  status: opt(Schema.String),
  locarnoClasses: opt(Schema.Array(Schema.String)),
  applicants: opt(Schema.Array(EuipoDesignPerson)),
  representatives: opt(Schema.Array(EuipoDesignPerson)),
  // Not in the documented search item, but mapped when the office sends them.
  verbalElement: opt(Schema.String),
  productIndications: opt(Schema.Array(Terms))
})
export type EuipoDesignSearchItem = typeof EuipoDesignSearchItem.Type

export const EuipoDesignSearchResponse = Schema.Struct({
  designs: Schema.Array(EuipoDesignSearchItem),
  size: opt(Schema.Int),
  totalElements: opt(Schema.Int),
  totalPages: opt(Schema.Int),
  page: opt(Schema.Int)
})
export type EuipoDesignSearchResponse = typeof EuipoDesignSearchResponse.Type

export const EuipoDesign = Schema.Struct({
  ...EuipoDesignSearchItem.fields,
  applicationLanguage: opt(Schema.String),
  secondLanguage: opt(Schema.String),
  publicationDefermentIndicator: opt(Schema.Boolean),
  defermentExpirationDate: opt(Schema.String),
  effectiveDate: opt(Schema.String),
  renewalStatus: opt(Schema.String),
  statusDate: opt(Schema.String),
  views: opt(
    Schema.Array(Schema.Struct({ order: Schema.Int, imageFormat: opt(Schema.String), viennaClasses: opt(Schema.Array(Schema.String)) }))
  ),
  model: opt(Schema.Struct({ modelFormat: opt(Schema.String) })),
  priorities: opt(
    Schema.Array(Schema.Struct({ country: opt(Schema.String), applicationNumber: opt(Schema.String), applicationDate: opt(Schema.String) }))
  ),
  exhibitionPriorities: opt(
    Schema.Array(
      Schema.Struct({
        exhibitionName: opt(Schema.String),
        name: opt(Schema.String),
        date: opt(Schema.String),
        firstDisplayDate: opt(Schema.String)
      })
    )
  ),
  publications: opt(
    Schema.Array(
      Schema.Struct({ bulletinNumber: opt(Schema.String), publicationSection: opt(Schema.String), publicationDate: opt(Schema.String) })
    )
  ),
  designers: opt(Schema.Array(EuipoDesignPerson)),
  records: opt(
    Schema.Array(Schema.Struct({ recordNumber: opt(Schema.String), recordKind: opt(Schema.String), publicationDate: opt(Schema.String) }))
  ),
  decisions: opt(
    Schema.Array(Schema.Struct({ caseNumber: opt(Schema.String), decisionDate: opt(Schema.String), decisionKind: opt(Schema.String) }))
  ),
  appeals: opt(
    Schema.Array(Schema.Struct({ appealNumber: opt(Schema.String), appealDate: opt(Schema.String), status: opt(Schema.String) }))
  )
})
export type EuipoDesign = typeof EuipoDesign.Type
