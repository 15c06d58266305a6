import { Schema } from "effect"
import { Digits, opt } from "../Shared/SchemaKit.js"

/*
 * CIPO's undocumented search JSON (the POST behind the search page;
 * upstream-offices.md §9 — field names **unverified**, modelled on the
 * page's list view) and the fields read from a trademark's HTML page.
 */

/** Nice classes come as a list of numbers or as CIPO's display text "09, 42". */
const NiceList = Schema.transform(Schema.Union(Schema.Array(Digits), Schema.String), Schema.Array(Schema.String), {
  strict: true,
  decode: (v) => (typeof v === "string" ? v.split(/[\s,;]+/).filter((s) => s !== "") : v),
  encode: (v) => v
})

export const CipoSearchItem = Schema.Struct({
  appNum: Digits,
  appExt: opt(Schema.String),
  regNum: opt(Schema.String),
  tmName: opt(Schema.String),
  ownerName: opt(Schema.String),
  cipoStatus: opt(Schema.String),
  tm5Status: opt(Schema.String),
  niceClasses: opt(NiceList),
  fileDate: opt(Schema.String),
  regDate: opt(Schema.String),
  markType: opt(Schema.String)
})
export type CipoSearchItem = typeof CipoSearchItem.Type

export const CipoSearchResponse = Schema.Struct({
  numFound: Schema.Int,
  maxReturn: opt(Schema.Union(Schema.Int, Schema.String)),
  results: Schema.Array(CipoSearchItem)
})
export type CipoSearchResponse = typeof CipoSearchResponse.Type

const Party = Schema.Struct({ name: Schema.String, address: Schema.optional(Schema.String) })

/** What a trademark page yields; decoded so a half-read page is an error, not a record. */
export const CipoCase = Schema.Struct({
  applicationNumber: Schema.String.pipe(Schema.pattern(/^\d{7}(-\d{2})?$/)),
  registrationNumber: Schema.optional(Schema.String),
  trademark: Schema.optional(Schema.String),
  cipoStatus: Schema.optional(Schema.String),
  tm5Status: Schema.optional(Schema.String),
  filed: Schema.optional(Schema.String),
  registered: Schema.optional(Schema.String),
  advertised: Schema.optional(Schema.String),
  expiry: Schema.optional(Schema.String),
  types: Schema.optional(Schema.String),
  category: Schema.optional(Schema.String),
  disclaimer: Schema.optional(Schema.String),
  imageUrl: Schema.optional(Schema.String),
  goods: Schema.Array(Schema.Struct({ classNumber: Schema.Int.pipe(Schema.between(1, 45)), description: Schema.String })),
  owners: Schema.Array(Party),
  agents: Schema.Array(Party),
  actions: Schema.Array(Schema.Struct({ action: Schema.String, date: Schema.String, comments: Schema.optional(Schema.String) }))
})
export type CipoCase = typeof CipoCase.Type
