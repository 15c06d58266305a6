import { Effect } from "effect"
import type { AppConfig } from "../../Config/AppConfig.js"
import type { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"
import type { TrademarkProviderSpec } from "../ProviderRegistry.js"
import { fromEither, rankByOwners } from "../Shared/AdapterSupport.js"
import type { TrademarkCapabilities, TrademarkProvider, TrademarkSearchPage } from "../TrademarkProvider.js"
import { makeEuipoGateway } from "./EuipoGateway.js"
import { ownerNames, toDetail, toSummary } from "./EuipoMapping.js"
import { buildEuipoQuery, euipoPageWindow, normaliseEuipoNumber } from "./EuipoQuery.js"
import { EuipoSearchResponse, EuipoTrademark } from "./EuipoSchemas.js"

const PROVIDER = "EUIPO"

export const EUIPO_CAPABILITIES: TrademarkCapabilities = {
  name: true,
  owner: true,
  number: true,
  // RSQL wildcards are substring matches, not fuzzy: callers score candidates locally.
  fuzzy: false,
  classFilter: true,
  statusFilter: true,
  detail: true,
  history: true
}

/**
 * EU trade marks from the EUIPO Trademark Search API (upstream-offices.md
 * §3.2): RSQL search and detail by number. Every call carries the OAuth
 * bearer token and `X-IBM-Client-Id` (both required by the gateway).
 */
export const makeEuipoTrademarks: Effect.Effect<TrademarkProvider, never, AppConfig | UpstreamHttp> = Effect.gen(function*() {
  const gateway = yield* makeEuipoGateway(PROVIDER)
  const base = `${gateway.baseUrl}/trademark-search/trademarks`

  const search: TrademarkProvider["search"] = (params) =>
    Effect.gen(function*() {
      const query = yield* fromEither(buildEuipoQuery(params))
      const window = yield* fromEither(euipoPageWindow(params.limit, params.position))
      const body = yield* gateway.get(base, {
        query,
        page: String(window.page),
        size: String(window.size),
        // A unique sort key keeps pages stable; newest applications first.
        sort: "applicationNumber:desc"
      }, EuipoSearchResponse)
      const items = body.trademarks.slice(window.skip, window.skip + window.take)
      const ranked = params.searchType === "owner" ? rankByOwners(items, ownerNames, params.query) : items
      const results = ranked.map(toSummary)
      const total = body.totalElements ?? undefined
      const next = window.offset + items.length
      const more = items.length > 0 && (total !== undefined ? next < total : body.trademarks.length >= window.size)
      const page: TrademarkSearchPage = {
        results,
        ...(total !== undefined ? { total } : {}),
        ...(more ? { nextPosition: String(next) } : {})
      }
      return page
    })

  const getDetail: TrademarkProvider["getDetail"] = (number, options) =>
    Effect.gen(function*() {
      const normalised = yield* fromEither(normaliseEuipoNumber(number))
      const body = yield* gateway.get(`${base}/${encodeURIComponent(normalised)}`, {}, EuipoTrademark, {
        notFound: "TRADEMARK_NOT_FOUND",
        notFoundMessage:
          `Trademark EU-${normalised} not found at EUIPO. Check the number (9 digits, e.g. 018692868, or W01234567 for an international registration).`
      })
      return toDetail(body, options.includeHistory)
    })

  return { jurisdiction: "EU", provider: PROVIDER, source: "live", capabilities: EUIPO_CAPABILITIES, search, getDetail }
})

/** Registry entry: needs EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET (or the sandbox pair with EUIPO_SANDBOX=true). */
export const EuipoTrademarksSpec: TrademarkProviderSpec<AppConfig | UpstreamHttp> = {
  jurisdiction: "EU",
  provider: PROVIDER,
  office: "EUIPO",
  source: "live",
  capabilities: EUIPO_CAPABILITIES,
  make: makeEuipoTrademarks
}
