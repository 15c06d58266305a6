import { Effect } from "effect"
import type { AppConfig } from "../../Config/AppConfig.js"
import { ToolError } from "../../Domain/ToolError.js"
import type { OAuthTokens } from "../../Upstream/OAuthTokens.js"
import type { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"
import type { TrademarkProviderSpec } from "../ProviderRegistry.js"
import { fromEither, oneOrNone, rankByOwners } from "../Shared/AdapterSupport.js"
import type { TrademarkCapabilities, TrademarkProvider, TrademarkSearchPage, TrademarkSearchParams } from "../TrademarkProvider.js"
import { IPAUSTRALIA_PRODUCTS, makeIpAustraliaApi } from "./IpAustraliaApi.js"
import { ownerNames, toDetail, toSummary } from "./IpAustraliaMapping.js"
import { auPageWindow, buildAuAdvancedSearch, cleanText, keepResult, normaliseAuNumber } from "./IpAustraliaQuery.js"
import { AuPageResponse, AuTrademark } from "./IpAustraliaSchemas.js"

const PRODUCT = IPAUSTRALIA_PRODUCTS.trademarks

export const IPAUSTRALIA_CAPABILITIES: TrademarkCapabilities = {
  name: true,
  owner: true,
  number: true,
  // Upstream FUZZY word matching is not scored: callers score name candidates themselves.
  fuzzy: false,
  classFilter: true,
  statusFilter: true,
  detail: true,
  // Built from the register's dates (filed, examined, accepted, advertised, registered, ended).
  history: true
}

const notFoundMessage = (number: string) =>
  `Trademark AU-${number} not found at IP Australia. Check the number (up to 7 digits, e.g. 2198432; "AU" prefix allowed).`

/**
 * Australian trade marks from IP Australia's Trade Mark Search API
 * (upstream-offices.md §4.2): paged advanced search for names and owners,
 * detail by number. Shares the office's OAuth token and rate limiter with
 * the design and patent APIs.
 */
export const makeIpAustraliaTrademarks: Effect.Effect<TrademarkProvider, never, AppConfig | UpstreamHttp | OAuthTokens> = Effect.gen(
  function*() {
    const api = yield* makeIpAustraliaApi(PRODUCT)

    const byNumber = (number: string) =>
      Effect.flatMap(fromEither(normaliseAuNumber(number)), (n) =>
        api.get(`/trade-mark/${encodeURIComponent(n)}`, AuTrademark, {
          notFound: "TRADEMARK_NOT_FOUND",
          notFoundMessage: notFoundMessage(n)
        }))

    const numberSearch = (params: TrademarkSearchParams): Effect.Effect<TrademarkSearchPage, ToolError> =>
      oneOrNone(byNumber(params.query)).pipe(
        Effect.map((found) => {
          const results = found.map(toSummary).filter((s, i) => keepResult(params, s, ownerNames(found[i]!)))
          return { results, total: results.length }
        })
      )

    const advancedSearch = (params: TrademarkSearchParams): Effect.Effect<TrademarkSearchPage, ToolError> =>
      Effect.gen(function*() {
        const window = yield* fromEither(auPageWindow(params.limit, params.position))
        const body = yield* fromEither(buildAuAdvancedSearch(params, window))
        const page = yield* api.post("/page/advanced", body, AuPageResponse)
        const read = page.trademarks.slice(window.skip)
        // Upstream may match single words ("GREEN APPLE" → any GREEN or APPLE mark): keep true substring matches only.
        const kept = read
          .map((t, i) => ({ t, i, summary: toSummary(t), owners: ownerNames(t) }))
          .filter((x) => keepResult(params, x.summary, x.owners))
        const ordered = params.searchType === "owner" ? rankByOwners(kept, (x) => x.owners, params.query) : kept
        const count = page.count ?? undefined
        const next = window.offset + read.length
        const more = read.length > 0 && (count !== undefined ? next < count : page.trademarks.length >= window.pageSize)
        const result: TrademarkSearchPage = {
          results: ordered.map((x) => x.summary),
          // The upstream count is only the answer when nothing was dropped on our side.
          ...(count !== undefined && kept.length === read.length ? { total: count } : {}),
          ...(more ? { nextPosition: String(next) } : {})
        }
        return result
      })

    const search: TrademarkProvider["search"] = (params) =>
      cleanText(params.query) === ""
        ? Effect.fail(
          ToolError.create("MISSING_REQUIRED_FIELD", "query must not be empty: give a mark name, an owner or a number.", {
            details: { field: "query" }
          })
        )
        : params.searchType === "number"
        ? numberSearch(params)
        : advancedSearch(params)

    const getDetail: TrademarkProvider["getDetail"] = (number, options) =>
      Effect.map(byNumber(number), (t) => toDetail(t, options.includeHistory))

    return { jurisdiction: "AU", provider: PRODUCT.provider, source: "live", capabilities: IPAUSTRALIA_CAPABILITIES, search, getDetail }
  }
)

/** Registry entry: needs IPAUSTRALIA_CLIENT_ID and IPAUSTRALIA_CLIENT_SECRET (IPAUSTRALIA_TEST_ENV=true for the test host). */
export const IpAustraliaTrademarksSpec: TrademarkProviderSpec<AppConfig | UpstreamHttp | OAuthTokens> = {
  jurisdiction: "AU",
  provider: PRODUCT.provider,
  office: "IPAUSTRALIA",
  source: "live",
  capabilities: IPAUSTRALIA_CAPABILITIES,
  make: makeIpAustraliaTrademarks
}
