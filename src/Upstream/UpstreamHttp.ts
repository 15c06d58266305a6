import { HttpClient, HttpClientRequest } from "@effect/platform"
import { Cause, Clock, Effect, Exit, Option, Redacted, type Schema } from "effect"
import { AppConfig, type Office } from "../Config/AppConfig.js"
import { type ErrorCode, ToolError } from "../Domain/ToolError.js"
import { type BreakerOutcome, makeCircuitBreakers } from "./CircuitBreaker.js"
import { OAuthTokens } from "./OAuthTokens.js"
import { deadlineError, remainingBudget } from "./OfficeDeadline.js"
import { ProviderRateLimiter } from "./ProviderRateLimiter.js"
import { decodeUpstreamJson } from "./UpstreamDecode.js"
import { type FailureContext, toToolError, UpstreamFailure } from "./UpstreamErrors.js"
import { retryFits, sendOnce, type UpstreamResponse, withUpstreamRetry } from "./UpstreamTransport.js"

export type { UpstreamResponse } from "./UpstreamTransport.js"

export interface UpstreamRequestOptions {
  /** Name in errors and metrics when it is not the office's, e.g. "EUIPO-Designs". */
  readonly provider?: string
  /** "oauth": send the office's bearer token; on a rejected token, refresh once and try again. */
  readonly auth?: "oauth" | "none"
  /** Code for a 404 (TRADEMARK_NOT_FOUND...); without one a 404 is a PROVIDER_ERROR. */
  readonly notFound?: ErrorCode
  readonly notFoundMessage?: string
  /** Per-request timeout; default the office's `<OFFICE>_FETCH_TIMEOUT_MS`. */
  readonly timeoutMs?: number
  /** Retry transient failures (default true). Turn off for requests that must not repeat. */
  readonly retry?: boolean
  /** Statuses besides 2xx that are answers, not errors (e.g. 404 meaning "no results"). */
  readonly okStatuses?: ReadonlyArray<number>
  /** Statuses meaning "token rejected" (default [401]; the EPO also answers 400 to an expired token). */
  readonly tokenRejectedStatuses?: ReadonlyArray<number>
  /**
   * Narrows `tokenRejectedStatuses` by the answer: e.g. an EPO 400 is a
   * token problem only when its body says `invalid_access_token` (a bad
   * query is a 400 too, and must not cause a refresh or read as AUTH_FAILED).
   */
  readonly isTokenRejected?: (status: number, body: string) => boolean
  /**
   * A successful (2xx) answer that still says the token was refused: the JPO answers HTTP 200 with
   * `result.statusCode` "210" (invalid token). Treated like a 401: one refresh, then AUTH_FAILED.
   */
  readonly tokenRejectedInAnswer?: (body: string) => boolean
}

export interface UpstreamStats {
  /** Attempts sent upstream (retries included). */
  readonly requests: number
  /** Calls that failed after all retries (reference-interface §8.1 `providerErrors`). */
  readonly errors: number
}

/**
 * A request cut short by the call's deadline says little about the office
 * unless it had at least this long (or its own whole timeout) to answer.
 */
const BREAKER_MIN_TIMEOUT_MS = 5000

/** What an attempt's end means for the office's circuit breaker. */
const breakerOutcome = (exit: Exit.Exit<UpstreamResponse, ToolError | UpstreamFailure>, officeTimeout: boolean): BreakerOutcome => {
  // Only what the office did counts: our limiter's and deadline's errors (ToolError) and interruptions say nothing about it.
  if (Exit.isSuccess(exit)) return { _tag: "Answered" }
  const f = Option.getOrUndefined(Cause.failureOption(exit.cause))
  if (!(f instanceof UpstreamFailure)) return { _tag: "Neutral" }
  switch (f.kind) {
    case "transport":
      return { _tag: "Failed", reason: "connection failed" }
    case "timeout":
      return officeTimeout
        ? { _tag: "Failed", reason: `no answer within ${Math.round((f.timeoutMs ?? 0) / 100) / 10} s` }
        : { _tag: "Neutral" }
    case "status":
      // Gateway and outage statuses count; a bare 500 may be one query the office chokes on (CIPO does), so it does not.
      return f.status === 502 || f.status === 503 || f.status === 504
        ? { _tag: "Failed", reason: `HTTP ${f.status}` }
        : { _tag: "Answered" }
  }
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname
  } catch {
    return "?"
  }
}

/**
 * The one way to call an office. Per request: the office's rate limiter,
 * its timeout, retries (exponential backoff with jitter on 5xx, timeouts
 * and connection errors; 429 waits out a bounded Retry-After), OAuth
 * bearer tokens, the provider's circuit breaker, and error mapping to
 * ToolError with the provider's name. Under a call's office deadline
 * (OfficeDeadline) every wait is cut to the time left: the limiter's queue,
 * each request's timeout, and retries that could not finish are not started.
 * No header value, token or credential ever reaches an error or a log.
 */
export class UpstreamHttp extends Effect.Service<UpstreamHttp>()("ipdata/UpstreamHttp", {
  effect: Effect.gen(function*() {
    const config = yield* AppConfig
    const client = (yield* HttpClient.HttpClient).pipe(HttpClient.withTracerPropagation(false))
    const limiter = yield* ProviderRateLimiter
    const tokens = yield* OAuthTokens
    const breakers = yield* makeCircuitBreakers({
      failureThreshold: config.upstream.breakerFailures,
      cooldownMs: config.upstream.breakerCooldownMs
    })
    const counters = new Map<string, { requests: number; errors: number }>()
    const counter = (provider: string) => {
      let c = counters.get(provider)
      if (c === undefined) {
        c = { requests: 0, errors: 0 }
        counters.set(provider, c)
      }
      return c
    }

    /** Sends `request`; the body comes back as text. */
    const execute = (
      office: Office,
      request: HttpClientRequest.HttpClientRequest,
      options: UpstreamRequestOptions = {}
    ): Effect.Effect<UpstreamResponse, ToolError> => {
      const settings = config.offices[office]
      const provider = options.provider ?? config.offices[office].providerName
      const timeoutMs = options.timeoutMs ?? settings.timeoutMs
      const secrets = Object.values(settings.credentials).filter((s): s is Redacted.Redacted<string> => s !== undefined)
      const failureContext: FailureContext = {
        provider,
        notFound: options.notFound,
        notFoundMessage: options.notFoundMessage,
        credentialSettings: settings.requiredSettings,
        secrets
      }
      const stats = counter(provider)
      const path = pathOf(request.url)

      const logAttempt = (req: HttpClientRequest.HttpClientRequest, started: number, outcome: Record<string, unknown>) =>
        Effect.flatMap(Clock.currentTimeMillis, (end) =>
          Effect.logDebug("upstream_request").pipe(
            Effect.annotateLogs({ provider, method: req.method, path, ...outcome, durationMs: end - started })
          ))

      // One attempt: the breaker admits it, the limiter queues it (never past the deadline), then it is sent
      // with the office's timeout or the time left, whichever is shorter.
      const attempt = (req: HttpClientRequest.HttpClientRequest) =>
        Effect.gen(function*() {
          const before = yield* remainingBudget
          if (Option.isSome(before) && before.value.remainingMs <= 0) return yield* deadlineError(provider, before.value.budgetMs)
          let officeTimeout = true
          const send = Effect.gen(function*() {
            yield* limiter.acquire(office, provider, Option.isSome(before) ? before.value.remainingMs : undefined)
            const left = yield* remainingBudget
            if (Option.isSome(left) && left.value.remainingMs <= 0) return yield* deadlineError(provider, left.value.budgetMs)
            const cut = Option.isSome(left) && left.value.remainingMs < timeoutMs
            officeTimeout = !cut || left.value.remainingMs >= BREAKER_MIN_TIMEOUT_MS
            const started = yield* Clock.currentTimeMillis
            stats.requests++
            return yield* sendOnce(client, req, {
              timeoutMs: cut ? left.value.remainingMs : timeoutMs,
              okStatuses: options.okStatuses,
              deadlineMs: cut ? left.value.budgetMs : undefined
            }).pipe(
              Effect.tapBoth({
                onFailure: (f) => logAttempt(req, started, { outcome: f.kind, status: f.status ?? null }),
                onSuccess: (r) => logAttempt(req, started, { outcome: "ok", status: r.status })
              })
            )
          })
          return yield* breakers.guard(provider, send, (exit) => breakerOutcome(exit, officeTimeout))
        })

      // A 429 pauses the office's limiter for everyone; we wait it out only when it is within the bound.
      const onRateLimited = (f: UpstreamFailure) =>
        f.retryAfterMs === undefined
          ? Effect.succeed(false)
          : Effect.zipRight(
            limiter.pause(office, f.retryAfterMs),
            f.retryAfterMs <= config.upstream.rateLimitMaxWaitMs ? retryFits(f.retryAfterMs) : Effect.succeed(false)
          )

      const run = (req: HttpClientRequest.HttpClientRequest) =>
        options.retry === false ? attempt(req) : withUpstreamRetry(attempt(req), onRateLimited)

      const rejected = options.tokenRejectedStatuses ?? [401]
      const isTokenRejected = (e: ToolError | UpstreamFailure): boolean =>
        e instanceof UpstreamFailure &&
        e.kind === "status" &&
        e.status !== undefined &&
        rejected.includes(e.status) &&
        (options.isTokenRejected === undefined || options.isTokenRejected(e.status, e.body ?? ""))

      const refusedInAnswer = options.tokenRejectedInAnswer
      const runWith = (token: Parameters<typeof HttpClientRequest.bearerToken>[1]) =>
        run(HttpClientRequest.bearerToken(request, token)).pipe(
          Effect.flatMap((res) =>
            refusedInAnswer !== undefined && refusedInAnswer(res.body)
              ? Effect.fail(new UpstreamFailure({ kind: "status", status: rejected[0] ?? 401, body: res.body }))
              : Effect.succeed(res)
          )
        )

      const withToken = Effect.gen(function*() {
        const token = yield* tokens.get(office)
        return yield* runWith(token).pipe(
          Effect.catchIf(isTokenRejected, () =>
            // Refresh once: a second rejection with a fresh token is a real auth failure.
            tokens.invalidate(office, token).pipe(
              Effect.zipRight(tokens.get(office)),
              Effect.flatMap(runWith)
            ))
        )
      })

      return (options.auth === "oauth" ? withToken : run(request)).pipe(
        Effect.mapError((e) =>
          e instanceof UpstreamFailure
            ? toToolError(isTokenRejected(e) ? new UpstreamFailure({ ...e, status: 401 }) : e, failureContext, Redacted.value)
            : e
        ),
        Effect.tapError(() => Effect.sync(() => void stats.errors++))
      )
    }

    /** Sends `request` and decodes the JSON body with `schema` (PROVIDER_ERROR when it does not match). */
    const json = <A, I>(
      office: Office,
      request: HttpClientRequest.HttpClientRequest,
      schema: Schema.Schema<A, I, never>,
      options: UpstreamRequestOptions = {}
    ): Effect.Effect<A, ToolError> =>
      execute(office, HttpClientRequest.acceptJson(request), options).pipe(
        Effect.flatMap((res) => decodeUpstreamJson(options.provider ?? config.offices[office].providerName, schema, res.body))
      )

    /** Per provider name: attempts sent and calls failed (for `/metrics`). */
    const stats = (): Effect.Effect<Record<string, UpstreamStats>> =>
      Effect.sync(() => Object.fromEntries([...counters].map(([k, v]) => [k, { requests: v.requests, errors: v.errors }])))

    return { execute, json, stats, breakers: breakers.stats } as const
  })
}) {}
