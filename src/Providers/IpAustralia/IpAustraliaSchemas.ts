import { Schema } from "effect"
import { opt } from "../Shared/SchemaKit.js"

/*
 * Australian Trade Mark Search API payloads (upstream-offices.md §4.2).
 * Every ApiTrademark field is nullable upstream; only what we map is
 * declared, other fields are ignored.
 */

const Strings = opt(Schema.Array(Schema.String))

export const AuParty = Schema.Struct({
  name: opt(Schema.String),
  abn: opt(Schema.String),
  acnOrArbn: opt(Schema.String),
  jurisdiction: opt(Schema.String),
  structuredAddress: opt(
    Schema.Struct({
      addressLineText: opt(Schema.Union(Schema.String, Schema.Array(Schema.String))),
      suburb: opt(Schema.String),
      state: opt(Schema.String),
      postalCode: opt(Schema.String),
      countryName: opt(Schema.String)
    })
  )
})
export type AuParty = typeof AuParty.Type

export const AuGoodsAndServices = Schema.Struct({
  /** "25", or "All" for some old marks; some clients see `classNumber` instead. */
  class: opt(Schema.Union(Schema.String, Schema.Number)),
  classNumber: opt(Schema.Union(Schema.String, Schema.Number)),
  descriptionText: opt(Schema.Union(Schema.String, Schema.Array(Schema.String))),
  description: opt(Schema.String)
})
export type AuGoodsAndServices = typeof AuGoodsAndServices.Type

export const AuTrademark = Schema.Struct({
  /** The trade mark number: application and registration number in one. */
  number: Schema.String,
  /** An integer in IP Australia's spec (trade-mark-search-api 1.0.5); read as text either way. */
  irNumber: opt(
    Schema.Union(Schema.String, Schema.Number).pipe(Schema.transform(Schema.String, { decode: String, encode: (s) => s, strict: true }))
  ),
  words: Strings,
  kind: Strings,
  markCategories: Strings,
  statusGroup: opt(Schema.String),
  statusCode: opt(Schema.String),
  statusDetail: opt(Schema.String),
  filingDate: opt(Schema.String),
  priorityDate: opt(Schema.String),
  firstReportDate: opt(Schema.String),
  acceptanceDate: opt(Schema.String),
  acceptanceAdvertisedDate: opt(Schema.String),
  registrationAdvertisedDate: opt(Schema.String),
  enteredOnRegisterDate: opt(Schema.String),
  registeredFromDate: opt(Schema.String),
  renewalDueDate: opt(Schema.String),
  lapsedDate: opt(Schema.String),
  owner: opt(Schema.Array(AuParty)),
  addressForService: opt(Schema.Array(AuParty)),
  goodsAndServices: opt(Schema.Array(AuGoodsAndServices)),
  images: opt(Schema.Struct({ description: Strings, images: Strings })),
  /** The office's own history of the mark, newest first (ApiHistoryAndPublicationDetails). */
  historyAndPublicationDetails: opt(
    Schema.Array(Schema.Struct({ date: opt(Schema.String), displayName: opt(Schema.String), description: opt(Schema.String) }))
  )
})
export type AuTrademark = typeof AuTrademark.Type

/** `POST /page/advanced`: one page of full records. */
export const AuPageResponse = Schema.Struct({
  count: opt(Schema.Int),
  trademarks: Schema.Array(AuTrademark)
})
export type AuPageResponse = typeof AuPageResponse.Type

/** `POST /search/quick` and `/search/advanced`: numbers only. */
export const AuIdsResponse = Schema.Struct({
  count: opt(Schema.Int),
  trademarkIds: Schema.Array(Schema.String)
})
export type AuIdsResponse = typeof AuIdsResponse.Type
