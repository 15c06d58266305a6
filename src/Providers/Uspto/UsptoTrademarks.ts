import { HttpClientRequest } from "@effect/platform"
import { Effect, Redacted } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import { ToolError } from "../../Domain/ToolError.js"
import { matchesStatusFilter, type TrademarkDetail } from "../../Domain/Trademark.js"
import { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"
import type { TrademarkProviderSpec } from "../ProviderRegistry.js"
import { fromEither, oneOrNone } from "../Shared/AdapterSupport.js"
import { NUMBER_LOOKUP_ONLY, type TrademarkCapabilities, type TrademarkProvider, type TrademarkSearchPage } from "../TrademarkProvider.js"
import { toDetail, toSummary } from "./UsptoMapping.js"
import { parseUsptoNumber, type UsptoCase } from "./UsptoNumbers.js"
import { TsdrCaseStatusResponse, type TsdrTrademark } from "./UsptoSchemas.js"

const PROVIDER = "USPTO"

/** TSDR answers by number only; the USPTO offers no trademark search API. */
export const USPTO_CAPABILITIES: TrademarkCapabilities = NUMBER_LOOKUP_ONLY

/** Why US name, owner and fuzzy searches fail live, and what to do instead. */
export const usptoSearchNotSupported = (searchType: string): ToolError =>
  ToolError.create(
    "NOT_SUPPORTED",
    `USPTO has no official trademark search API, so a live US ${searchType} search is not possible: TSDR looks marks up by number only. ` +
      `Live, use searchType "number" with a serial number (e.g. 97001234) or a registration number (e.g. rn7012345), or trademark_status. ` +
      `To search US marks by name, owner or similarity, load USPTO bulk data into the local register: download a daily ` +
      `(https://data.uspto.gov/bulkdata/datasets/TRTDXFAP, apcYYMMDD.zip) or annual (TRTYRAP) trademark XML file, set DATA_DIR and run ` +
      `\`ipdata-mcp import <file> --format uspto-xml\`; US searches then run offline against the local register.`,
    { provider: PROVIDER, details: { supportedSearchTypes: ["number"], localRegisterFormat: "uspto-xml" } }
  )

const notFoundMessage = (c: UsptoCase) =>
  `Trademark US-${c.number} not found at USPTO (no case with ${c.label}). Check the number: a serial number has 8 digits (e.g. 97001234), a registration number up to 7 (e.g. rn7012345).`

/**
 * US trade marks from the USPTO TSDR API (upstream-offices.md §2.2): case
 * status by serial (`sn`) or registration (`rn`) number, with prosecution
 * history. Every call carries the `USPTO-API-KEY` header.
 */
export const makeUsptoTrademarks: Effect.Effect<TrademarkProvider, never, AppConfig | UpstreamHttp> = Effect.gen(function*() {
  const config = yield* AppConfig
  const upstream = yield* UpstreamHttp
  const settings = config.offices.USPTO
  const apiKey = settings.credentials[settings.requiredSettings[0] ?? "USPTO_API_KEY"]
  const base = `${settings.baseUrl}/ts/cd/casestatus`

  /** The one record for a case; TRADEMARK_NOT_FOUND on a 404 or an empty `trademarks` list. */
  const lookup = (c: UsptoCase): Effect.Effect<TsdrTrademark, ToolError> =>
    Effect.gen(function*() {
      if (apiKey === undefined) return yield* ToolError.notConfigured(PROVIDER, settings.requiredSettings)
      const request = HttpClientRequest.get(`${base}/${c.caseId}/info`).pipe(
        HttpClientRequest.setHeader("USPTO-API-KEY", Redacted.value(apiKey))
      )
      const notFound = ToolError.create("TRADEMARK_NOT_FOUND", notFoundMessage(c), { provider: PROVIDER })
      const body = yield* upstream.json("USPTO", request, TsdrCaseStatusResponse, {
        notFound: "TRADEMARK_NOT_FOUND",
        notFoundMessage: notFound.message
      })
      const first = body.trademarks[0]
      return first !== undefined ? first : yield* notFound
    })

  const parse = (number: string) => fromEither(parseUsptoNumber(number))

  const search: TrademarkProvider["search"] = (params) =>
    Effect.gen(function*() {
      if (params.searchType !== "number") return yield* usptoSearchNotSupported(params.searchType)
      if (params.query.trim() === "") {
        return yield* ToolError.create("MISSING_REQUIRED_FIELD", "query must not be empty: give a US serial or registration number.", {
          details: { field: "query" }
        })
      }
      const c = yield* parse(params.query)
      // A number that matches nothing is an empty result, not an error, in a search.
      const found = yield* oneOrNone(Effect.map(lookup(c), toSummary))
      // Filters are applied here: TSDR has none, and this is one record.
      const classes = params.niceClasses ?? []
      const results = found.filter(
        (r) => matchesStatusFilter(r.status, params.status) && (classes.length === 0 || r.niceClasses.some((n) => classes.includes(n)))
      )
      const page: TrademarkSearchPage = { results, total: results.length }
      return page
    })

  const getDetail = (number: string, options: { readonly includeHistory: boolean }): Effect.Effect<TrademarkDetail, ToolError> =>
    Effect.flatMap(parse(number), (c) => Effect.map(lookup(c), (t) => toDetail(t, options.includeHistory)))

  return { jurisdiction: "US", provider: PROVIDER, source: "live", capabilities: USPTO_CAPABILITIES, search, getDetail }
})

/** Registry entry: needs USPTO_API_KEY. */
export const UsptoTrademarksSpec: TrademarkProviderSpec<AppConfig | UpstreamHttp> = {
  jurisdiction: "US",
  provider: PROVIDER,
  office: "USPTO",
  source: "live",
  capabilities: USPTO_CAPABILITIES,
  make: makeUsptoTrademarks
}
