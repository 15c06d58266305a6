import { Schema } from "effect"

/**
 * A person known to an office: an applicant or a representative
 * (reference-interface §7.4). EUIPO has six person variants (business and
 * individual applicants; employee, legal professional, EUIPO professional
 * representatives and legal associations); they are flattened into one shape
 * with a synthesised display `name`.
 */

export const PersonRole = Schema.Literal("applicant", "representative")
export type PersonRole = typeof PersonRole.Type

/** Role filter of eu_person_lookup. */
export const PersonRoleFilter = Schema.Literal("any", "applicant", "representative")
export type PersonRoleFilter = typeof PersonRoleFilter.Type

export const APPLICANT_TYPES = ["individual", "business"] as const
export const REPRESENTATIVE_TYPES = ["employee", "legal_association", "legal_professional", "euipo_professional"] as const

/** Normalised person type; `unknown` when the office sends one we do not know. */
export const PersonType = Schema.Literal(...APPLICANT_TYPES, ...REPRESENTATIVE_TYPES, "unknown").annotations({
  description: "Applicants: individual or business. Representatives: employee, legal_association, legal_professional or euipo_professional"
})
export type PersonType = typeof PersonType.Type

export const PersonAddress = Schema.Struct({
  street: Schema.optional(Schema.String),
  city: Schema.optional(Schema.String),
  postalCode: Schema.optional(Schema.String),
  state: Schema.optional(Schema.String),
  country: Schema.optional(Schema.String.annotations({ description: "ISO 3166-1 alpha-2" })),
  formattedAddress: Schema.optional(Schema.String.annotations({ description: "The office's one-line form, when it gives one" }))
})
export type PersonAddress = typeof PersonAddress.Type

export const PersonMember = Schema.Struct({
  identifier: Schema.optional(Schema.String),
  name: Schema.optional(Schema.String)
})

export const PersonDetail = Schema.Struct({
  identifier: Schema.String.annotations({ description: "The office's person identifier (EUIPO: numeric)" }),
  role: PersonRole,
  name: Schema.String.annotations({ description: "Display name: legal, organisation or association name, else first name and surname" }),
  type: PersonType,
  officeType: Schema.optional(Schema.String.annotations({ description: "The office's own type code, e.g. APPLICANT_BUSINESS" })),
  country: Schema.optional(
    Schema.String.annotations({ description: "ISO 3166-1 alpha-2: address country, else nationality or incorporation" })
  ),
  firstName: Schema.optional(Schema.String),
  surname: Schema.optional(Schema.String),
  legalName: Schema.optional(Schema.String),
  legalForm: Schema.optional(Schema.String),
  nationality: Schema.optional(Schema.String),
  nationalIdentification: Schema.optional(Schema.String),
  countryOfIncorporation: Schema.optional(Schema.String),
  stateOfIncorporation: Schema.optional(Schema.String),
  organizationName: Schema.optional(Schema.String),
  associationName: Schema.optional(Schema.String),
  countryOfRegistration: Schema.optional(Schema.String),
  members: Schema.optional(Schema.Array(PersonMember)),
  officialCollegeId: Schema.optional(Schema.String),
  officialCollegeCountry: Schema.optional(Schema.String),
  email: Schema.optional(Schema.String),
  phone: Schema.optional(Schema.String),
  representativeStatus: Schema.optional(Schema.String),
  address: Schema.optional(PersonAddress),
  correspondenceAddress: Schema.optional(PersonAddress)
})
export type PersonDetail = typeof PersonDetail.Type

/** "Hauptstr. 1, 10115 Berlin, DE": the office's one-line form, else built from the parts. */
export const formatAddress = (a: PersonAddress | undefined): string | undefined => {
  if (a === undefined) return undefined
  if (a.formattedAddress !== undefined && a.formattedAddress.trim() !== "") return a.formattedAddress.trim()
  const town = [a.postalCode, a.city].filter((p) => p !== undefined && p.trim() !== "").join(" ")
  const parts = [a.street, town, a.state, a.country].filter((p): p is string => p !== undefined && p.trim() !== "")
  return parts.length > 0 ? parts.join(", ") : undefined
}
