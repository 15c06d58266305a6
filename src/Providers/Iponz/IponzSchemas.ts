import { Schema } from "effect"
import { Digits, OneOrMany, opt } from "../Shared/SchemaKit.js"

/*
 * IPONZ v5 trade mark payloads (upstream-offices.md §5): JSON renderings of
 * the XML data dictionaries, so PascalCase names, a child that occurs once
 * unwrapped (`Applicants: {...}` instead of `[{...}]`) and numbers either as
 * numbers or digit strings. Only the fields we map are declared.
 */

export const IponzParty = Schema.Struct({
  Name: opt(Schema.String),
  Address: opt(Schema.String),
  CountryCode: opt(Schema.String)
})
export type IponzParty = typeof IponzParty.Type

const ClassRef = Schema.Struct({ ClassNumber: Digits })

export const IponzSearchItem = Schema.Struct({
  ApplicationNumber: Digits,
  RegistrationNumber: opt(Digits),
  InternationalRegistrationNumber: opt(Digits),
  MarkVerbalElementText: opt(Schema.String),
  MarkFeatureCategory: opt(Schema.String),
  MarkCurrentStatusCode: opt(Schema.String),
  MarkCurrentStatusDate: opt(Schema.String),
  ApplicationDate: opt(Schema.String),
  RegistrationDate: opt(Schema.String),
  ExpiryDate: opt(Schema.String),
  Classes: opt(OneOrMany(ClassRef)),
  Applicants: opt(OneOrMany(IponzParty))
})
export type IponzSearchItem = typeof IponzSearchItem.Type

/** `POST /trademarksearch`: at most 2,000 records per call; `TotalResults` counts every match. */
export const IponzSearchResponse = Schema.Struct({
  ClientRef: opt(Schema.String),
  TotalResults: opt(Schema.Int),
  Trademarks: opt(OneOrMany(IponzSearchItem))
})
export type IponzSearchResponse = typeof IponzSearchResponse.Type

const GoodsServices = Schema.Struct({ ClassNumber: Digits, Description: opt(Schema.String) })
const Priority = Schema.Struct({
  PriorityCountryCode: opt(Schema.String),
  PriorityNumber: opt(Schema.String),
  PriorityDate: opt(Schema.String)
})
const MarkEvent = Schema.Struct({ EventDate: opt(Schema.String), EventCode: opt(Schema.String), EventDescription: opt(Schema.String) })

/** `GET /trademarks/{number}`. */
export const IponzTrademark = Schema.Struct({
  ...IponzSearchItem.fields,
  TransactionDateTime: opt(Schema.String),
  RegistrationOfficeCode: opt(Schema.String),
  TerminationDate: opt(Schema.String),
  MarkDescription: opt(Schema.String),
  Disclaimers: opt(OneOrMany(Schema.String)),
  ViennaCodes: opt(OneOrMany(Schema.String)),
  GoodsServices: opt(OneOrMany(GoodsServices)),
  Representative: opt(IponzParty),
  Priorities: opt(OneOrMany(Priority)),
  MarkEvents: opt(OneOrMany(MarkEvent))
})
export type IponzTrademark = typeof IponzTrademark.Type

/** Azure API Management error bodies (401 key, 403 quota, 429 rate). */
export const ApimError = Schema.Struct({ statusCode: opt(Schema.Int), message: opt(Schema.String) })
