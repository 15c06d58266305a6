import { HttpClientRequest } from "@effect/platform"
import { Effect, Option, Redacted, Schema } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import { ToolError } from "../../Domain/ToolError.js"
import { matchesStatusFilter } from "../../Domain/Trademark.js"
import { decodeUpstreamJson } from "../../Upstream/UpstreamDecode.js"
import { scrubSecrets, toToolError, UpstreamFailure } from "../../Upstream/UpstreamErrors.js"
import { UpstreamHttp, type UpstreamRequestOptions } from "../../Upstream/UpstreamHttp.js"
import type { TrademarkProviderSpec } from "../ProviderRegistry.js"
import { clampLimit, fromEither, offsetOf, rankByOwners, requireQuery } from "../Shared/AdapterSupport.js"
import type { TrademarkCapabilities, TrademarkProvider, TrademarkSearchPage } from "../TrademarkProvider.js"
import { iponzOwners, toIponzDetail, toIponzSummary } from "./IponzMapping.js"
import { buildIponzSearch, IPONZ_SEARCH_CAP, normaliseIponzNumber } from "./IponzQuery.js"
import { ApimError, IponzSearchResponse, IponzTrademark } from "./IponzSchemas.js"
import { mapIponzStatus, registeredOf } from "./IponzStatus.js"

const PROVIDER = "IPONZ"
/** The MBIE gateway is Azure API Management: the subscription key goes in this header on every call. */
export const IPONZ_KEY_HEADER = "Ocp-Apim-Subscription-Key"

export const IPONZ_CAPABILITIES: TrademarkCapabilities = {
  name: true,
  owner: true,
  number: true,
  // Wildcards give substring matches, not fuzzy ones: callers score candidates locally.
  fuzzy: false,
  classFilter: true,
  // Applied here over the (at most 2,000) records a search returns.
  statusFilter: true,
  detail: true,
  history: true
}

/** "Quota will be replenished in 01:02:03" (APIM quota policy) → ms. */
const replenishedInMs = (message: string): number | undefined => {
  const m = /replenished in (?:(\d+)\.)?(\d{1,2}):(\d{2}):(\d{2})/i.exec(message)
  if (m === null) return undefined
  const [days, h, min, s] = [Number(m[1] ?? 0), Number(m[2]), Number(m[3]), Number(m[4])]
  return (((days * 24 + h) * 60 + min) * 60 + s) * 1000
}

/**
 * New Zealand trade marks from the IPONZ v5 API on the MBIE gateway
 * (upstream-offices.md §5): `POST /trademarksearch` (at most 2,000 records
 * per call, no paging: we page over them) and `GET /trademarks/{number}`.
 */
export const makeIponzTrademarks: Effect.Effect<TrademarkProvider, never, AppConfig | UpstreamHttp> = Effect.gen(function*() {
  const config = yield* AppConfig
  const upstream = yield* UpstreamHttp
  const settings = config.offices.IPONZ
  const key: Redacted.Redacted<string> | undefined = settings.credentials[settings.requiredSettings[0] ?? "IPONZ_API_KEY"]
  const base = settings.baseUrl

  /** A 403 from the gateway is either a spent quota (QUOTA_EXCEEDED) or a key without access (AUTH_FAILED). */
  const forbidden = (body: string, retryAfterMs: number | undefined): ToolError => {
    const message = Option.getOrUndefined(Schema.decodeUnknownOption(Schema.parseJson(ApimError))(body))?.message ?? ""
    if (/quota/i.test(message)) {
      const wait = replenishedInMs(message) ?? retryAfterMs
      return ToolError.create(
        "QUOTA_EXCEEDED",
        `The IPONZ subscription's call quota is used up${
          wait !== undefined ? `; it is replenished in ${Math.ceil(wait / 60_000)} min` : ""
        }. Raise the quota in the MBIE API portal or wait.`,
        { provider: PROVIDER, ...(wait !== undefined ? { retryAfterMs: wait } : {}), details: { status: 403 } }
      )
    }
    return toToolError(
      new UpstreamFailure({ kind: "status", status: 403, body: scrubSecrets(body) }),
      { provider: PROVIDER, credentialSettings: settings.requiredSettings, secrets: key !== undefined ? [key] : [] },
      Redacted.value
    )
  }

  /** One keyed call; the body decoded with `schema`. */
  const call = <A, I>(
    request: HttpClientRequest.HttpClientRequest,
    schema: Schema.Schema<A, I, never>,
    options: UpstreamRequestOptions = {}
  ) =>
    Effect.gen(function*() {
      if (key === undefined) return yield* ToolError.notConfigured(PROVIDER, settings.requiredSettings)
      const keyed = request.pipe(HttpClientRequest.acceptJson, HttpClientRequest.setHeader(IPONZ_KEY_HEADER, Redacted.value(key)))
      const res = yield* upstream.execute("IPONZ", keyed, { ...options, okStatuses: [403] })
      if (res.status === 403) {
        const retryAfter = res.headers["retry-after"]
        return yield* forbidden(res.body, retryAfter !== undefined && /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : undefined)
      }
      return yield* decodeUpstreamJson(PROVIDER, schema, res.body)
    })

  const fetchDetail = (number: string) =>
    call(HttpClientRequest.get(`${base}/trademarks/${encodeURIComponent(number)}`), IponzTrademark, {
      notFound: "TRADEMARK_NOT_FOUND",
      notFoundMessage: `Trademark NZ-${number} not found at IPONZ. Check the number (6-7 digits, e.g. 1123456).`
    })

  const search: TrademarkProvider["search"] = (params) =>
    Effect.gen(function*() {
      const text = yield* requireQuery(params.query)
      const limit = clampLimit(params.limit)
      const offset = yield* offsetOf(params.position)
      if (params.searchType === "number") {
        const number = yield* fromEither(normaliseIponzNumber(text))
        const found = yield* fetchDetail(number).pipe(
          Effect.map((t) => [toIponzSummary(t)]),
          Effect.catchIf((e) => e.code === "TRADEMARK_NOT_FOUND", () => Effect.succeed([]))
        )
        return { results: found, total: found.length } satisfies TrademarkSearchPage
      }
      // IPONZ has no fuzzy search: a fuzzy search is a substring search, scored by the caller.
      const body = yield* fromEither(buildIponzSearch(params.searchType === "owner" ? "owner" : "name", text, params.niceClasses))
      const response = yield* call(
        HttpClientRequest.post(`${base}/trademarksearch`).pipe(HttpClientRequest.bodyUnsafeJson(body)),
        IponzSearchResponse
      )
      const records = response.Trademarks ?? []
      const officeTotal = response.TotalResults ?? records.length
      const capped = officeTotal > records.length
      if (capped) {
        yield* Effect.logWarning("iponz_search_capped").pipe(
          Effect.annotateLogs({ provider: PROVIDER, total: officeTotal, returned: records.length, cap: IPONZ_SEARCH_CAP })
        )
      }
      const kept = params.status === "all"
        ? records
        : records.filter((r) => matchesStatusFilter(mapIponzStatus(r.MarkCurrentStatusCode, registeredOf(r)), params.status))
      // We hold every record the office returned, so owner ranking is over all of them, not per page.
      const ordered = params.searchType === "owner" ? rankByOwners(kept, iponzOwners, text) : kept
      const next = offset + limit
      // Beyond the cap the true total of a status-filtered search is unknown.
      const total = params.status === "all" ? officeTotal : capped ? undefined : kept.length
      return {
        results: ordered.slice(offset, next).map(toIponzSummary),
        ...(total !== undefined ? { total } : {}),
        ...(next < ordered.length ? { nextPosition: String(next) } : {})
      } satisfies TrademarkSearchPage
    })

  const getDetail: TrademarkProvider["getDetail"] = (number, options) =>
    Effect.gen(function*() {
      const normalised = yield* fromEither(normaliseIponzNumber(number))
      return toIponzDetail(yield* fetchDetail(normalised), options.includeHistory)
    })

  return { jurisdiction: "NZ", provider: PROVIDER, source: "live", capabilities: IPONZ_CAPABILITIES, search, getDetail }
})

/** Registry entry: needs IPONZ_API_KEY (the MBIE gateway subscription key). */
export const IponzTrademarksSpec: TrademarkProviderSpec<AppConfig | UpstreamHttp> = {
  jurisdiction: "NZ",
  provider: PROVIDER,
  office: "IPONZ",
  source: "live",
  capabilities: IPONZ_CAPABILITIES,
  make: makeIponzTrademarks
}
