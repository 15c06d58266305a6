import { HttpClientRequest } from "@effect/platform"
import { Clock, Effect, type Schema } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import { ToolError } from "../../Domain/ToolError.js"
import { decodeUpstream } from "../../Upstream/UpstreamDecode.js"
import { scrubSecrets } from "../../Upstream/UpstreamErrors.js"
import { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"
import type { TrademarkProviderSpec } from "../ProviderRegistry.js"
import { fromEither, oneOrNone, requireQuery, unsupportedSearch } from "../Shared/AdapterSupport.js"
import { NUMBER_LOOKUP_ONLY, type TrademarkCapabilities, type TrademarkProvider } from "../TrademarkProvider.js"
import { toJpoDetail, toJpoSummary } from "./JpoMapping.js"
import { type JpoNumber, normaliseJpoNumber } from "./JpoQuery.js"
import { makeJpoQuota, quotaExceeded } from "./JpoQuota.js"
import { JpoEnvelope, JpoNumberReference, type JpoProgress, JpoProgress as JpoProgressSchema } from "./JpoSchemas.js"

const PROVIDER = "JPO"

export const JPO_CAPABILITIES: TrademarkCapabilities = NUMBER_LOOKUP_ONLY

export const JPO_NUMBER_ONLY =
  "the JPO API looks up trademarks by application number (e.g. 2023-012345) or registration number (e.g. 6712345) only; it has no free-text search, and its applicant lookup returns applicant codes, not marks. " +
  "Name search for JP needs the local register: load JPO bulk data with `ipdata-mcp import` (DATA_DIR)."

/** Short and scrubbed: JPO's messages are Japanese text of its own. */
const jpoText = (message: string | null | undefined): string | undefined => {
  const t = scrubSecrets((message ?? "").replace(/\s+/g, " ").trim())
  return t === "" ? undefined : t.length > 160 ? `${t.slice(0, 159)}…` : t
}

/**
 * Japanese trademarks from the official JPO Patent Information Retrieval
 * API (upstream-offices.md §10.1): OAuth2 password grant (JPO_API_USERNAME
 * and JPO_API_PASSWORD), lookups by number only, errors as HTTP 200 with
 * `result.statusCode` (107 no data, 203 daily quota spent, 208 illegal
 * characters, 999 unexpected), daily per-API quotas tracked from
 * `remainAccessCount`.
 */
export const makeJpoTrademarks: Effect.Effect<TrademarkProvider, never, AppConfig | UpstreamHttp> = Effect.gen(function*() {
  const config = yield* AppConfig
  const upstream = yield* UpstreamHttp
  const base = `${config.offices.JPO.baseUrl}/api/trademark/v1`
  const quota = makeJpoQuota()

  /** One API call: the envelope's status code decides between data and a mapped error. */
  const call = <A, I>(api: string, path: string, schema: Schema.Schema<A, I, never>, what: string): Effect.Effect<A, ToolError> =>
    Effect.gen(function*() {
      const spent = quota.check(api, yield* Clock.currentTimeMillis)
      if (spent !== undefined) return yield* spent
      // An expired token is HTTP 200 with statusCode "210" (JPO spec): refresh once like a 401.
      const envelope = yield* upstream.json("JPO", HttpClientRequest.get(`${base}/${path}`), JpoEnvelope, {
        auth: "oauth",
        tokenRejectedInAnswer: (body) => /"statusCode"\s*:\s*"210"/.test(body)
      })
      const now = yield* Clock.currentTimeMillis
      const { errorMessage, remainAccessCount, statusCode } = envelope.result
      const remaining = quota.observe(api, now, remainAccessCount)
      if (remaining !== undefined && remaining <= 5) {
        yield* Effect.logWarning("jpo_quota_low").pipe(Effect.annotateLogs({ provider: PROVIDER, api, remaining }))
      }
      const said = jpoText(errorMessage)
      switch (statusCode.trim()) {
        case "100":
          return yield* decodeUpstream(PROVIDER, schema)(envelope.result.data)
        case "107":
          return yield* ToolError.create(
            "TRADEMARK_NOT_FOUND",
            `Trademark ${what} not found at JPO (JPO status 107: no data). The JPO API covers trademark filings from 2001 on.`,
            {
              provider: PROVIDER,
              details: { statusCode: "107" }
            }
          )
        case "203":
          quota.markExhausted(api, now)
          return yield* quotaExceeded(api, now, quota.dailySeen(api, now), said)
        case "204":
        case "208":
          return yield* ToolError.invalidInput(
            `JPO rejected the number ${what} (JPO status ${statusCode.trim()}: ${
              statusCode.trim() === "204" ? "parameter incorrect" : "characters the API does not accept"
            }).`,
            { field: "query" }
          )
        case "302":
        case "303":
          return yield* ToolError.create(
            "PROVIDER_UNAVAILABLE",
            `JPO is busy (JPO status ${statusCode.trim()}: ${
              statusCode.trim() === "302" ? "timeout" : "too many accesses at once"
            }). Retry shortly.`,
            {
              provider: PROVIDER,
              retryAfterMs: 10_000,
              details: { statusCode: statusCode.trim() }
            }
          )
        case "999":
          return yield* ToolError.create(
            "PROVIDER_ERROR",
            `JPO had an unexpected error (JPO status 999${said !== undefined ? `: ${said}` : ""}). Retry later.`,
            {
              provider: PROVIDER,
              retryAfterMs: 5000,
              details: { statusCode: "999" }
            }
          )
        default:
          return yield* ToolError.create(
            "PROVIDER_ERROR",
            `JPO answered with status ${statusCode.trim()}${said !== undefined ? `: ${said}` : ""}.`,
            {
              provider: PROVIDER,
              retryable: false,
              details: { statusCode: statusCode.trim() }
            }
          )
      }
    })

  const progress = (application: string): Effect.Effect<JpoProgress, ToolError> =>
    call("app_progress", `app_progress/${application}`, JpoProgressSchema, `JP-${application}`)

  /** A registration number is turned into its application number first. */
  const applicationOf = (n: JpoNumber): Effect.Effect<string, ToolError> =>
    n.kind === "application"
      ? Effect.succeed(n.number)
      : Effect.map(
        // JPO's spec: a registration number is a 7-character fixed-length field (zero-padded).
        call(
          "case_number_reference",
          `case_number_reference/registration/${n.number.padStart(7, "0")}`,
          JpoNumberReference,
          `with registration number ${n.number}`
        ),
        (ref) => ref.applicationNumber
      )

  const search: TrademarkProvider["search"] = (params) =>
    Effect.gen(function*() {
      const text = yield* requireQuery(params.query)
      if (params.searchType !== "number") return yield* unsupportedSearch(PROVIDER, params.searchType, JPO_NUMBER_ONLY)
      const n = yield* fromEither(normaliseJpoNumber(text))
      const results = yield* oneOrNone(applicationOf(n).pipe(Effect.flatMap(progress), Effect.map(toJpoSummary)))
      return { results, total: results.length }
    })

  const getDetail: TrademarkProvider["getDetail"] = (number, options) =>
    Effect.gen(function*() {
      const n = yield* fromEither(normaliseJpoNumber(number))
      const p = yield* Effect.flatMap(applicationOf(n), progress)
      return toJpoDetail(p, options.includeHistory)
    })

  return { jurisdiction: "JP", provider: PROVIDER, source: "live", capabilities: JPO_CAPABILITIES, search, getDetail }
})

/** Registry entry: needs JPO_API_USERNAME and JPO_API_PASSWORD (issued by JPO after registration). */
export const JpoTrademarksSpec: TrademarkProviderSpec<AppConfig | UpstreamHttp> = {
  jurisdiction: "JP",
  provider: PROVIDER,
  office: "JPO",
  source: "live",
  capabilities: JPO_CAPABILITIES,
  make: makeJpoTrademarks
}
