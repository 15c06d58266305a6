import { Schema } from "effect"
import { opt } from "../Shared/SchemaKit.js"
import { EuipoId } from "./EuipoDesignSchemas.js"

/*
 * EUIPO Persons API payloads (upstream-offices.md §3.4). The detail is a
 * oneOf of six variants (business / individual applicant; employee, legal
 * professional, EUIPO professional representative; legal association): one
 * lenient struct holding every variant's fields decodes them all.
 */

export const EuipoAddress = Schema.Struct({
  street: opt(Schema.String),
  city: opt(Schema.String),
  postalCode: opt(Schema.String),
  state: opt(Schema.String),
  country: opt(Schema.String),
  formattedAddress: opt(Schema.String)
})
export type EuipoAddress = typeof EuipoAddress.Type

const Link = Schema.Struct({ identifier: opt(EuipoId), type: opt(Schema.String), name: opt(Schema.String), href: opt(Schema.String) })

export const EuipoPerson = Schema.Struct({
  identifier: EuipoId,
  type: opt(Schema.String),
  name: opt(Schema.String),
  // Business applicant.
  legalName: opt(Schema.String),
  legalForm: opt(Schema.String),
  nationalIdentification: opt(Schema.String),
  countryOfIncorporation: opt(Schema.String),
  stateOfIncorporation: opt(Schema.String),
  employees: opt(Schema.Array(Link)),
  // Individual applicant, professional representatives.
  firstName: opt(Schema.String),
  surname: opt(Schema.String),
  nationality: opt(Schema.String),
  organizationName: opt(Schema.String),
  economicConnections: opt(Schema.Unknown),
  status: opt(Schema.String),
  officialCollegeId: opt(Schema.String),
  officialCollegeCountry: opt(Schema.String),
  // Legal association.
  associationName: opt(Schema.String),
  countryOfRegistration: opt(Schema.String),
  members: opt(Schema.Array(Link)),
  address: opt(EuipoAddress),
  correspondenceAddress: opt(EuipoAddress),
  phone: opt(Schema.String),
  email: opt(Schema.String)
})
export type EuipoPerson = typeof EuipoPerson.Type

const Paging = {
  size: opt(Schema.Int),
  totalElements: opt(Schema.Int),
  totalPages: opt(Schema.Int),
  page: opt(Schema.Int)
}

export const EuipoApplicantsResponse = Schema.Struct({ applicants: Schema.Array(EuipoPerson), ...Paging })
export const EuipoRepresentativesResponse = Schema.Struct({ representatives: Schema.Array(EuipoPerson), ...Paging })
