import { HttpClientRequest } from "@effect/platform"
import { Effect } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import { ToolError } from "../../Domain/ToolError.js"
import { decodeUpstream } from "../../Upstream/UpstreamDecode.js"
import { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"
import type { TrademarkProviderSpec } from "../ProviderRegistry.js"
import { clampLimit, fromEither, offsetOf, rankByOwners, requireQuery } from "../Shared/AdapterSupport.js"
import { parseUpstreamHtml, unexpectedResponse } from "../Shared/MarkupDecode.js"
import type { TrademarkCapabilities, TrademarkProvider, TrademarkSearchPage } from "../TrademarkProvider.js"
import { readCipoCase } from "./CipoDetailPage.js"
import { cipoItemOwners, toCipoDetail, toCipoSummary } from "./CipoMapping.js"
import { buildCipoSearch, CIPO_MAX_RETURN, cipoApplicationNumber, type CipoNumber, normaliseCipoNumber } from "./CipoQuery.js"
import { CipoCase, CipoSearchResponse } from "./CipoSchemas.js"

const PROVIDER = "CIPO"

export const CIPO_CAPABILITIES: TrademarkCapabilities = {
  name: true,
  owner: true,
  number: true,
  fuzzy: false,
  classFilter: true,
  // The search has no status filter: callers filter (the page says so in `unappliedFilters`).
  statusFilter: false,
  detail: true,
  history: true
}

const notFound = (number: string) =>
  ToolError.create(
    "TRADEMARK_NOT_FOUND",
    `Trademark CA-${number} not found at CIPO. Check the number (an application number of up to 7 digits, e.g. 2145678, or a registration number like TMA1077623).`,
    { provider: PROVIDER }
  )

/**
 * Canadian trademarks from CIPO's public site (upstream-offices.md §9): the
 * search page's JSON POST (`/cipo/trademark-search/srch`, undocumented, no
 * paging: only `maxReturn`, so we page over what it returns) and the HTML
 * trademark page (`/cipo/trademark-search/{appNo}`) for detail.
 */
export const makeCipoTrademarks: Effect.Effect<TrademarkProvider, never, AppConfig | UpstreamHttp> = Effect.gen(function*() {
  const config = yield* AppConfig
  const upstream = yield* UpstreamHttp
  const baseUrl = config.offices.CIPO.baseUrl
  const searchUrl = `${baseUrl}/cipo/trademark-search/srch`

  const runSearch = (field: "tm" | "ownname" | "appnum" | "regnum", text: string, maxReturn: number, niceClasses?: ReadonlyArray<number>) =>
    upstream.json(
      "CIPO",
      HttpClientRequest.post(searchUrl).pipe(HttpClientRequest.bodyUnsafeJson(buildCipoSearch(field, text, maxReturn, niceClasses))),
      CipoSearchResponse
    )

  const byNumber = (n: CipoNumber) =>
    runSearch(n.kind === "application" ? "appnum" : "regnum", n.kind === "application" ? cipoApplicationNumber(n) : n.number, 10).pipe(
      Effect.map((r) =>
        // CIPO's number search matches prefixes too: keep the exact number only.
        r.results.filter((item) => {
          const s = toCipoSummary(item)
          return n.kind === "application" ? s.applicationNumber === cipoApplicationNumber(n) : s.registrationNumber === n.number
        })
      )
    )

  const fetchCase = (application: string): Effect.Effect<CipoCase, ToolError> =>
    Effect.gen(function*() {
      const res = yield* upstream.execute(
        "CIPO",
        HttpClientRequest.get(`${baseUrl}/cipo/trademark-search/${encodeURIComponent(application)}`).pipe(
          HttpClientRequest.accept("text/html")
        ),
        { notFound: "TRADEMARK_NOT_FOUND", notFoundMessage: notFound(application).message }
      )
      const page = readCipoCase(yield* parseUpstreamHtml(PROVIDER, res.body))
      if (page.kind === "notFound") return yield* notFound(application)
      if (page.kind === "unreadable") return yield* unexpectedResponse(PROVIDER, page.reason)
      const found = yield* decodeUpstream(PROVIDER, CipoCase)(page.raw)
      if (found.applicationNumber !== application) {
        return yield* unexpectedResponse(PROVIDER, `asked for ${application}, the trademark page shows ${found.applicationNumber}`)
      }
      return found
    })

  const search: TrademarkProvider["search"] = (params) =>
    Effect.gen(function*() {
      const text = yield* requireQuery(params.query)
      const limit = clampLimit(params.limit)
      const offset = yield* offsetOf(params.position)
      if (params.searchType === "number") {
        const items = yield* byNumber(yield* fromEither(normaliseCipoNumber(text)))
        return { results: items.map(toCipoSummary), total: items.length } satisfies TrademarkSearchPage
      }
      const owner = params.searchType === "owner"
      // Owner results are ranked over a fixed window so that pages stay in one order.
      const want = owner ? CIPO_MAX_RETURN : Math.min(CIPO_MAX_RETURN, offset + limit)
      if (offset >= CIPO_MAX_RETURN) return { results: [] } satisfies TrademarkSearchPage
      const response = yield* runSearch(owner ? "ownname" : "tm", text, want, params.niceClasses)
      const items = owner ? rankByOwners(response.results, cipoItemOwners, text) : response.results
      // Only the first CIPO_MAX_RETURN matches can be reached.
      const reachable = Math.min(response.numFound, CIPO_MAX_RETURN)
      const next = offset + limit
      return {
        results: items.slice(offset, next).map(toCipoSummary),
        total: response.numFound,
        ...(next < reachable && items.length > offset ? { nextPosition: String(next) } : {}),
        ...(params.status !== "all" ? { unappliedFilters: ["status" as const] } : {})
      } satisfies TrademarkSearchPage
    })

  const getDetail: TrademarkProvider["getDetail"] = (number, options) =>
    Effect.gen(function*() {
      const n = yield* fromEither(normaliseCipoNumber(number))
      let application: string
      if (n.kind === "application") application = cipoApplicationNumber(n)
      else {
        // The trademark page is keyed by application number: find it from the registration number first.
        const hit = (yield* byNumber(n))[0]
        if (hit === undefined) return yield* notFound(n.number)
        application = toCipoSummary(hit).applicationNumber
      }
      return toCipoDetail(yield* fetchCase(application), options.includeHistory, baseUrl)
    })

  return { jurisdiction: "CA", provider: PROVIDER, source: "live", capabilities: CIPO_CAPABILITIES, search, getDetail }
})

/** Registry entry: no credentials (ENABLE_CIPO=false turns it off). */
export const CipoTrademarksSpec: TrademarkProviderSpec<AppConfig | UpstreamHttp> = {
  jurisdiction: "CA",
  provider: PROVIDER,
  office: "CIPO",
  source: "live",
  capabilities: CIPO_CAPABILITIES,
  make: makeCipoTrademarks
}
