import { HttpClientRequest } from "@effect/platform"
import { Effect, Either, Redacted } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import { ToolError } from "../../Domain/ToolError.js"
import { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"
import type { TrademarkProviderSpec } from "../ProviderRegistry.js"
import { rankByOwners } from "../Shared/AdapterSupport.js"
import type { TrademarkCapabilities, TrademarkProvider, TrademarkSearchPage } from "../TrademarkProvider.js"
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
  const config = yield* AppConfig
  const upstream = yield* UpstreamHttp
  const settings = config.offices.EUIPO
  const clientId = settings.credentials[settings.requiredSettings[0] ?? "EUIPO_CLIENT_ID"]
  const base = `${settings.baseUrl}/trademark-search/trademarks`

  const withGateway = (request: HttpClientRequest.HttpClientRequest) =>
    clientId === undefined
      ? Effect.fail(ToolError.notConfigured(PROVIDER, settings.requiredSettings))
      : Effect.succeed(HttpClientRequest.setHeader(request, "X-IBM-Client-Id", Redacted.value(clientId)))

  const search: TrademarkProvider["search"] = (params) =>
    Effect.gen(function*() {
      const query = yield* Either.match(buildEuipoQuery(params), { onLeft: Effect.fail, onRight: Effect.succeed })
      const window = yield* Either.match(euipoPageWindow(params.limit, params.position), { onLeft: Effect.fail, onRight: Effect.succeed })
      const request = yield* withGateway(
        HttpClientRequest.get(base, {
          urlParams: {
            query,
            page: String(window.page),
            size: String(window.size),
            // A unique sort key keeps pages stable; newest applications first.
            sort: "applicationNumber:desc"
          }
        })
      )
      const body = yield* upstream.json("EUIPO", request, EuipoSearchResponse, { auth: "oauth" })
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
      const normalised = yield* Either.match(normaliseEuipoNumber(number), { onLeft: Effect.fail, onRight: Effect.succeed })
      const request = yield* withGateway(HttpClientRequest.get(`${base}/${encodeURIComponent(normalised)}`))
      const body = yield* upstream.json("EUIPO", request, EuipoTrademark, {
        auth: "oauth",
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
