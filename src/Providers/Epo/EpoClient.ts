/**
 * One GET to EPO OPS through UpstreamHttp (limiter, timeout, retries,
 * OAuth bearer), plus what OPS does differently from other offices
 * (upstream-offices.md §6.1, §6.4):
 *
 * - an expired token comes back as 400 (or 401) `invalid_access_token`:
 *   refreshed once; any other 400 (a bad CQL query) is left alone;
 * - `X-Throttling-Control` is read on every answer; a service reported
 *   `black` is suspended for its `Retry-After` (milliseconds) and calls to
 *   it fail fast with RATE_LIMITED until then;
 * - 403 + `X-Rejection-Reason` is the fair-use quota: RATE_LIMITED naming
 *   the quota and when it comes back;
 * - 404 `SERVER.EntityNotFound` means "no results": `Option.none`, not an error;
 * - XML bodies, parsed with every repeatable element as a list.
 */
import { Headers, HttpClientRequest } from "@effect/platform"
import { Clock, Effect, Option, type Schema } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import { ToolError } from "../../Domain/ToolError.js"
import { secondsRoundedUp } from "../../Upstream/SecondsText.js"
import { decodeUpstream } from "../../Upstream/UpstreamDecode.js"
import { upstreamReason } from "../../Upstream/UpstreamErrors.js"
import { UpstreamHttp, type UpstreamResponse } from "../../Upstream/UpstreamHttp.js"
import { parseUpstreamXml } from "../Shared/MarkupDecode.js"
import { PUBLICATION_NUMBER_FORMAT } from "./EpoNumbers.js"
import { EPO_ARRAY_ELEMENTS, FaultBody } from "./EpoSchemas.js"
import {
  describeLight,
  parseThrottling,
  retryAfterMsOf,
  serviceOfPath,
  type ThrottleReading,
  type ThrottleService,
  type ThrottleSnapshot,
  ThrottleTracker
} from "./EpoThrottling.js"

export const EPO_PROVIDER = "EPO"

/** Faults that mean "nothing there" rather than a failure. */
const NOT_FOUND_FAULTS = new Set(["SERVER.EntityNotFound", "CLIENT.NotFound", "CLIENT.InvalidReference"])

export interface EpoClient {
  /** PROVIDER_NOT_CONFIGURED unless EPO is enabled and both credentials are set. */
  readonly ready: Effect.Effect<void, ToolError>
  /** GET `rest-services{path}`; the XML body decoded with `schema`, or none for a "no results" fault. */
  readonly get: <A, I>(
    path: string,
    params: Readonly<Record<string, string>>,
    schema: Schema.Schema<A, I, never>
  ) => Effect.Effect<Option.Option<A>, ToolError>
  /** The last traffic-light reading, for `/metrics` and diagnostics. */
  readonly throttling: () => ThrottleSnapshot
}

/** Start of the next calendar week (Monday 00:00 UTC), when OPS releases the weekly quota. */
const nextWeekStart = (now: number): number => {
  const d = new Date(now)
  const day = d.getUTCDay() // 0 = Sunday
  const days = ((8 - day) % 7) || 7
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days)
}

/** An expired or invalid bearer: 401, or the 400 OPS sends with `invalid_access_token`. */
export const isEpoTokenRejected = (status: number, body: string): boolean =>
  status === 401 || (status === 400 && /invalid_access_token|access token (has )?expired/i.test(body))

export const makeEpoClient: Effect.Effect<EpoClient, never, AppConfig | UpstreamHttp> = Effect.gen(function*() {
  const config = yield* AppConfig
  const upstream = yield* UpstreamHttp
  const settings = config.offices.EPO
  const base = `${settings.baseUrl.replace(/\/+$/, "")}/rest-services`
  const tracker = new ThrottleTracker()

  const ready: Effect.Effect<void, ToolError> = Effect.suspend(() => {
    if (!settings.enabled) {
      return Effect.fail(ToolError.notConfigured(EPO_PROVIDER, ["ENABLE_EPO=true"], "EPO provider is disabled (ENABLE_EPO=false is set)"))
    }
    const missing = settings.requiredSettings.filter((name) => settings.credentials[name] === undefined)
    return missing.length > 0 ? Effect.fail(ToolError.notConfigured(EPO_PROVIDER, missing)) : Effect.void
  })

  const observe = (service: ThrottleService, res: UpstreamResponse, now: number): Effect.Effect<ThrottleReading | undefined> => {
    const reading = parseThrottling(Option.getOrUndefined(Headers.get(res.headers, "x-throttling-control")))
    if (reading === undefined) return Effect.succeed(undefined)
    const { changed } = tracker.observe(reading, Option.getOrUndefined(Headers.get(res.headers, "retry-after")), now)
    const lights = Object.entries(reading.services).map(([s, l]) => describeLight(s as ThrottleService, l)).join(", ")
    const worrying = reading.system === "overloaded" ||
      Object.values(reading.services).some((l) => l.color === "red" || l.color === "black")
    const log = !changed
      ? Effect.logDebug("epo_throttling")
      : worrying
      ? Effect.logWarning("epo_throttling_changed")
      : Effect.logInfo("epo_throttling_changed")
    return log.pipe(Effect.annotateLogs({ provider: EPO_PROVIDER, service, system: reading.system, lights }), Effect.as(reading))
  }

  const suspended = (service: ThrottleService, ms: number, reading: ThrottleReading | undefined) =>
    ToolError.create(
      "RATE_LIMITED",
      `EPO OPS has suspended its ${service} service for this client (X-Throttling-Control: ${reading?.system ?? "?"}, ${
        describeLight(service, reading?.services[service] ?? tracker.light(service))
      }). Retry in ${secondsRoundedUp(ms)}.`,
      { provider: EPO_PROVIDER, retryAfterMs: ms, details: { service } }
    )

  /** 403: a black traffic light, the fair-use quota, or an account OPS refuses. */
  const rejected = (service: ThrottleService, res: UpstreamResponse, reading: ThrottleReading | undefined, now: number): ToolError => {
    const reason = upstreamReason(res.body)
    if (reading?.services[service]?.color === "black") {
      return suspended(service, retryAfterMsOf(Option.getOrUndefined(Headers.get(res.headers, "retry-after"))), reading)
    }
    const rejection = Option.getOrUndefined(Headers.get(res.headers, "x-rejection-reason"))?.trim()
    if (rejection !== undefined && rejection !== "") {
      const weekly = /week/i.test(rejection)
      const wait = weekly ? nextWeekStart(now) - now : 3_600_000
      const when = weekly
        ? "the weekly quota is released at the start of the next calendar week (midnight UTC)"
        : /hour/i.test(rejection)
        ? "the hourly quota is a rolling hour: retry within the hour"
        : "retry later"
      return ToolError.create(
        "RATE_LIMITED",
        `EPO OPS fair-use quota exhausted (X-Rejection-Reason: ${rejection.slice(0, 60)}): ${when}.${
          reason !== undefined ? ` OPS says: ${reason}.` : ""
        }`,
        { provider: EPO_PROVIDER, retryAfterMs: wait, details: { status: 403, rejectionReason: rejection.slice(0, 60) } }
      )
    }
    return ToolError.create(
      "AUTH_FAILED",
      `Access refused by EPO (HTTP 403)${reason !== undefined ? `: ${reason}` : ""}. Check ${
        settings.requiredSettings.join(" and ")
      } and that the OPS account is active.`,
      { provider: EPO_PROVIDER, details: { status: 403 } }
    )
  }

  /** 404: the OPS fault says whether it means "nothing found" or something else. */
  const notFound = (res: UpstreamResponse): Effect.Effect<Option.Option<never>, ToolError> =>
    parseUpstreamXml(EPO_PROVIDER, res.body, { arrays: [] }).pipe(
      Effect.flatMap(decodeUpstream(EPO_PROVIDER, FaultBody)),
      Effect.mapError(() =>
        ToolError.create("PROVIDER_ERROR", `EPO answered HTTP 404 without an OPS fault: check EPO_BASE_URL (it should end in /3.2).`, {
          provider: EPO_PROVIDER,
          retryable: false,
          details: { status: 404 }
        })
      ),
      Effect.flatMap((fault) => {
        const code = "fault" in fault ? fault.fault.code.trim() : (fault.error.code ?? "").trim()
        const message = ("fault" in fault ? fault.fault.message : fault.error.message)?.trim()
        if (NOT_FOUND_FAULTS.has(code)) return Effect.succeed(Option.none())
        if (code === "CLIENT.WrongReferenceFormatting") {
          return Effect.fail(
            ToolError.invalidInput(
              `EPO OPS did not accept the number format${message ? ` (${message})` : ""}: expected ${PUBLICATION_NUMBER_FORMAT}.`
            )
          )
        }
        return Effect.fail(
          ToolError.create("PROVIDER_ERROR", `EPO answered HTTP 404 (${code || "no code"}${message ? `: ${message}` : ""}).`, {
            provider: EPO_PROVIDER,
            retryable: false,
            details: { status: 404, fault: code }
          })
        )
      })
    )

  const get = <A, I>(path: string, params: Readonly<Record<string, string>>, schema: Schema.Schema<A, I, never>) =>
    Effect.gen(function*() {
      yield* ready
      const service = serviceOfPath(path)
      const waitMs = tracker.suspendedFor(service, yield* Clock.currentTimeMillis)
      if (waitMs !== undefined) return yield* suspended(service, waitMs, undefined)
      const request = HttpClientRequest.get(`${base}${path}`, { urlParams: params }).pipe(HttpClientRequest.accept("application/xml"))
      const res = yield* upstream.execute("EPO", request, {
        auth: "oauth",
        tokenRejectedStatuses: [400, 401],
        isTokenRejected: isEpoTokenRejected,
        okStatuses: [403, 404]
      })
      const now = yield* Clock.currentTimeMillis
      const reading = yield* observe(service, res, now)
      if (res.status === 403) return yield* rejected(service, res, reading, now)
      if (res.status === 404) return yield* notFound(res)
      const xml = yield* parseUpstreamXml(EPO_PROVIDER, res.body, { arrays: EPO_ARRAY_ELEMENTS })
      return Option.some(yield* decodeUpstream(EPO_PROVIDER, schema)(xml))
    }).pipe(Effect.annotateLogs({ provider: EPO_PROVIDER }))

  return { ready, get, throttling: () => tracker.snapshot() }
})
