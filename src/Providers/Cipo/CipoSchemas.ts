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

/**
 * One hit as the live search answers it (recorded by a client checked live, 2026-09/10:
 * test/fixtures/real/cipo/search-doc-1137536.json): `appNo`, `markName`, `statusDesc` ("EXPUNGED"),
 * `statusCode` (its own numbering, 12 = registered), `niceCodes` [29, 30], `type` ("Design"),
 * `intlRegNos` ([null] when none). No owner and no dates: those come from the detail page.
 */
export const CipoSearchDoc = Schema.Struct({
  id: opt(Schema.String),
  appNo: Digits,
  st13ApplicationNumber: opt(Schema.String),
  markName: opt(Schema.String),
  statusCode: opt(Schema.Union(Schema.Int, Schema.String)),
  statusDesc: opt(Schema.String),
  niceCodes: opt(Schema.Array(Schema.Union(Schema.Int, Schema.String))),
  type: opt(Schema.String),
  intlRegNos: opt(Schema.Array(Schema.NullOr(Schema.String)))
})
export type CipoSearchDoc = typeof CipoSearchDoc.Type

/** The extension is in the ST.13 number when CIPO gives one (last 2 digits). */
const docToItem = (d: CipoSearchDoc): CipoSearchItem => {
  const st13 = d.st13ApplicationNumber?.replace(/\D/g, "")
  return {
    appNum: d.appNo,
    ...(st13 !== undefined && st13.length >= 9 ? { appExt: st13.slice(-2) } : {}),
    ...(d.markName !== undefined ? { tmName: d.markName } : {}),
    ...(d.statusDesc !== undefined ? { cipoStatus: d.statusDesc } : {}),
    ...(d.niceCodes !== undefined && d.niceCodes !== null ? { niceClasses: d.niceCodes.map(String) } : {}),
    ...(d.type !== undefined ? { markType: d.type } : {})
  }
}

/** `{numFound, docs}` live; `{numFound, results}` in the old page model: both read into `results`. */
export const CipoSearchResponse = Schema.transform(
  Schema.Struct({
    numFound: Schema.Int,
    maxReturn: opt(Schema.Union(Schema.Int, Schema.String)),
    results: Schema.optional(Schema.Array(CipoSearchItem)),
    docs: Schema.optional(Schema.Array(CipoSearchDoc))
  }),
  Schema.Struct({ numFound: Schema.Int, results: Schema.Array(Schema.typeSchema(CipoSearchItem)) }),
  {
    strict: false,
    decode: (r) => ({ numFound: r.numFound, results: r.results ?? (r.docs ?? []).map(docToItem) }),
    encode: (r) => r
  }
)
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
