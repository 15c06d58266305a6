import { Schema } from "effect"

/** The nine trademark offices we answer for. */
export const TRADEMARK_JURISDICTIONS = ["US", "EU", "AU", "NZ", "WIPO", "GB", "CA", "JP", "CN"] as const
export type Jurisdiction = (typeof TRADEMARK_JURISDICTIONS)[number]

export const Jurisdiction = Schema.Literal(...TRADEMARK_JURISDICTIONS).annotations({
  description: "Trademark office: US, EU, AU, NZ, WIPO, GB, CA, JP or CN"
})

/** A search filter may also say ALL (every configured office). */
export const JurisdictionFilter = Schema.Literal(...TRADEMARK_JURISDICTIONS, "ALL").annotations({
  description: "Trademark office code, or ALL for every configured office"
})
export type JurisdictionFilter = typeof JurisdictionFilter.Type

export const isJurisdiction = (s: string): s is Jurisdiction => (TRADEMARK_JURISDICTIONS as ReadonlyArray<string>).includes(s)
