/**
 * HTTP for the sync: bounded listing calls, the retry policy (exponential backoff that waits at
 * least what an office's Retry-After asks), and a per-office gate spacing requests out.
 */
import { Clock, Data, Duration, Effect, Schedule } from "effect"
import { parseRetryAfter } from "../../../Upstream/UpstreamErrors.js"

export class HttpFailure extends Data.TaggedError("HttpFailure")<{
  readonly url: string
  readonly status?: number | undefined
  readonly reason: string
  /** Another attempt may work (429, 5xx, network, cut connection, bad checksum). */
  readonly retryable: boolean
  /** What the office asked us to wait (Retry-After), in ms. */
  readonly retryAfterMs?: number | undefined
}> {
  override get message(): string {
    return this.reason
  }
}

/** Retry-After as the offices' adapters read it (seconds or an HTTP date), capped at an hour for a sync. */
export const retryAfterMs = (header: string | null, nowMs: number): number | undefined => {
  const ms = parseRetryAfter(header ?? undefined, nowMs)
  return ms === undefined ? undefined : Math.min(ms, 3_600_000)
}

/** Statuses another attempt may cure. */
export const retryableStatus = (status: number): boolean => status === 408 || status === 425 || status === 429 || status >= 500

/** A URL without its query (listing URLs may carry no secrets, but logs stay short). */
export const shortUrl = (url: string): string => {
  try {
    const u = new URL(url)
    return `${u.origin}${u.pathname}`
  } catch {
    return url
  }
}

export const failureFromResponse = (url: string, response: Response, nowMs: number): HttpFailure => {
  const status = response.status
  const hint = status === 401 || status === 403
    ? " (the office refused the credentials: check the key setting)"
    : status === 429
    ? " (the office's rate limit)"
    : status === 404
    ? " (not found)"
    : ""
  return new HttpFailure({
    url,
    status,
    reason: `HTTP ${status}${hint} from ${shortUrl(url)}`,
    retryable: retryableStatus(status),
    retryAfterMs: retryAfterMs(response.headers.get("retry-after"), nowMs)
  })
}

export const networkFailure = (url: string, e: unknown): HttpFailure =>
  new HttpFailure({
    url,
    reason: `${shortUrl(url)} could not be reached: ${
      e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e)
    }`,
    retryable: true
  })

export interface RetrySettings {
  readonly retries: number
  readonly baseMs: number
}

export const DEFAULT_RETRY: RetrySettings = { retries: 5, baseMs: 1000 }

const retryInfo = (e: unknown): { readonly retryable: boolean; readonly retryAfterMs: number } =>
  e instanceof HttpFailure ? { retryable: e.retryable, retryAfterMs: e.retryAfterMs ?? 0 } : { retryable: false, retryAfterMs: 0 }

/**
 * Exponential backoff (base, 2×, 4×…, at most 10 min) for retryable failures; a Retry-After
 * longer than the backoff wins. Other failures (a full disk, a refused key) end at once.
 */
export const retryPolicy = <E>(settings: RetrySettings = DEFAULT_RETRY) =>
  Schedule.exponential(Duration.millis(settings.baseMs)).pipe(
    Schedule.union(Schedule.spaced(Duration.minutes(10))),
    Schedule.intersect(Schedule.identity<E>()),
    Schedule.modifyDelay(([, failure], delay) => Duration.max(delay, Duration.millis(retryInfo(failure).retryAfterMs))),
    Schedule.intersect(Schedule.recurs(settings.retries)),
    Schedule.whileInput((failure: E) => retryInfo(failure).retryable)
  )

/** Spaces requests to one office at least `spacingMs` apart (its rate limit), across fibers. */
export const makeRequestGate = (spacingMs: number) =>
  Effect.gen(function*() {
    const lock = yield* Effect.makeSemaphore(1)
    let next = 0
    return <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
      lock
        .withPermits(1)(
          Effect.gen(function*() {
            const now = yield* Clock.currentTimeMillis
            if (next > now) yield* Effect.sleep(Duration.millis(next - now))
            next = Math.max(now, next) + spacingMs
          })
        )
        .pipe(Effect.zipRight(effect))
  })

export type RequestGate = Effect.Effect.Success<ReturnType<typeof makeRequestGate>>

/** GET a JSON document within `timeoutMs`, retried per the policy. */
export const getJson = (
  url: string,
  headers: Readonly<Record<string, string>>,
  timeoutMs: number,
  gate: RequestGate,
  retry: RetrySettings = DEFAULT_RETRY
) =>
  gate(
    Effect.gen(function*() {
      const response = yield* Effect.tryPromise({
        try: (signal) => fetch(url, { headers: { accept: "application/json", ...headers }, signal }),
        catch: (e) => networkFailure(url, e)
      }).pipe(
        Effect.timeoutFail({
          duration: Duration.millis(timeoutMs),
          onTimeout: () => new HttpFailure({ url, reason: `${shortUrl(url)} did not answer within ${timeoutMs} ms`, retryable: true })
        })
      )
      const now = yield* Clock.currentTimeMillis
      if (!response.ok) {
        yield* Effect.promise(() => response.body?.cancel() ?? Promise.resolve())
        return yield* failureFromResponse(url, response, now)
      }
      return yield* Effect.tryPromise({
        try: () => response.json() as Promise<unknown>,
        catch: () => new HttpFailure({ url, status: response.status, reason: `${shortUrl(url)} did not answer JSON`, retryable: false })
      })
    })
  ).pipe(Effect.retry(retryPolicy<HttpFailure>(retry)))
