import { Headers, type HttpClient, type HttpClientRequest } from "@effect/platform"
import { Clock, Context, Duration, Effect, Option, Schedule } from "effect"
import { remainingBudget } from "./OfficeDeadline.js"
import { isRateLimit, isTransient, parseRetryAfter, UpstreamFailure } from "./UpstreamErrors.js"

/** An upstream answer, body read in full (the caller decodes it). */
export interface UpstreamResponse {
  readonly status: number
  readonly headers: Headers.Headers
  readonly body: string
}

/**
 * Retry policy for upstream calls. A Reference with production defaults, so
 * tests and one-off callers can override it with `Effect.provideService`.
 */
export class UpstreamPolicy extends Context.Reference<UpstreamPolicy>()("ipdata/UpstreamPolicy", {
  defaultValue: () => ({
    /** Tries in all, the first included. */
    maxAttempts: 3,
    /** First backoff; doubles per retry, ±20% jitter. */
    baseDelayMs: 500
  })
}) {}

/** A retry is started only when at least this much of the call's deadline is left after its backoff. */
export const MIN_RETRY_BUDGET_MS = 1000

/** Whether a retry after `delayMs` still fits the call's deadline (always, without one). */
export const retryFits = (delayMs: number): Effect.Effect<boolean> =>
  Effect.map(remainingBudget, (b) => Option.isNone(b) || b.value.remainingMs - delayMs >= MIN_RETRY_BUDGET_MS)

/** Error bodies are kept only this long (they only feed a short reason). */
const MAX_ERROR_BODY = 4096

/**
 * One request, no retry: the whole exchange (headers and body) under
 * `timeoutMs`. Statuses outside 2xx (and `okStatuses`) fail as UpstreamFailure.
 */
export const sendOnce = (
  client: HttpClient.HttpClient,
  request: HttpClientRequest.HttpClientRequest,
  options: {
    readonly timeoutMs: number
    readonly okStatuses?: ReadonlyArray<number> | undefined
    /** The call's whole deadline when it, not the office's own timeout, set `timeoutMs` (for the message). */
    readonly deadlineMs?: number | undefined
  }
): Effect.Effect<UpstreamResponse, UpstreamFailure> =>
  client.execute(request).pipe(
    Effect.flatMap((response) =>
      Effect.map(response.text, (body): UpstreamResponse => ({ status: response.status, headers: response.headers, body }))
    ),
    // Any client error before a status (DNS, refused, reset, bad URL, body read) is a transport failure.
    Effect.mapError(() => new UpstreamFailure({ kind: "transport" })),
    Effect.timeoutFail({
      duration: Duration.millis(options.timeoutMs),
      onTimeout: () => new UpstreamFailure({ kind: "timeout", timeoutMs: options.timeoutMs, deadlineMs: options.deadlineMs })
    }),
    Effect.flatMap((res) => {
      if ((res.status >= 200 && res.status < 300) || options.okStatuses?.includes(res.status) === true) return Effect.succeed(res)
      return Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Effect.fail(
          new UpstreamFailure({
            kind: "status",
            status: res.status,
            retryAfterMs: parseRetryAfter(Option.getOrUndefined(Headers.get(res.headers, "retry-after")), now),
            body: res.body.slice(0, MAX_ERROR_BODY)
          })
        ))
    })
  )

/**
 * Retries an upstream attempt: exponential backoff with jitter on 5xx,
 * timeouts and connection errors, at most `maxAttempts` tries. A 429 is
 * retried only when `onRateLimited` accepts it (it returns false to give
 * up, e.g. a Retry-After beyond the wait bound); its wait is left to the
 * rate limiter, so the schedule adds none. Errors of other types (a
 * ToolError from the limiter) are never retried. Under a call deadline no
 * retry starts unless its backoff and a useful attempt still fit.
 */
export const withUpstreamRetry = <A, E, R>(
  attempt: Effect.Effect<A, E | UpstreamFailure, R>,
  onRateLimited: (failure: UpstreamFailure) => Effect.Effect<boolean> = () => Effect.succeed(false)
): Effect.Effect<A, E | UpstreamFailure, R> =>
  Effect.flatMap(UpstreamPolicy, (policy) => {
    // Decided once per failure, before the schedule sees it.
    let retryRateLimit = false
    const schedule = Schedule.identity<E | UpstreamFailure>().pipe(
      Schedule.zipLeft(Schedule.exponential(Duration.millis(policy.baseDelayMs), 2).pipe(Schedule.jittered)),
      Schedule.modifyDelay((failure, delay) => (failure instanceof UpstreamFailure && isRateLimit(failure) ? Duration.zero : delay)),
      Schedule.whileInput(
        (failure: E | UpstreamFailure) =>
          failure instanceof UpstreamFailure && (isRateLimit(failure) ? retryRateLimit : isTransient(failure))
      ),
      Schedule.intersect(Schedule.recurs(Math.max(0, policy.maxAttempts - 1))),
      // The delay as output, so the deadline check sees the real (jittered) backoff.
      Schedule.delays,
      Schedule.checkEffect((_failure, delay) => retryFits(Duration.toMillis(delay)))
    )
    return attempt.pipe(
      Effect.tapError((failure) =>
        failure instanceof UpstreamFailure && isRateLimit(failure)
          ? Effect.map(onRateLimited(failure), (ok) => {
            retryRateLimit = ok
          })
          : Effect.void
      ),
      Effect.retry(schedule)
    )
  })
