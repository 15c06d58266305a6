import { Clock, Effect } from "effect"
import { AppConfig } from "../Config/AppConfig.js"
import { ToolError } from "../Domain/ToolError.js"
import { makeMemorySlots, RateLimitSlots, RateLimitSlotsLive, type RateLimitSlotsService } from "./RateLimitSlots.js"
import { secondsRoundedUp } from "./SecondsText.js"

/** What `/metrics` shows per limiter (reference-interface §8.1 `rateLimiters`). */
export interface LimiterStats {
  /** Calls that had to wait for a slot. */
  readonly waits: number
  readonly totalWaitMs: number
  readonly maxWaitMs: number
  /** Calls waiting right now. */
  readonly queued: number
  /** Calls failed fast because the queue was too long. */
  readonly rejected: number
  /** While the office's own Retry-After holds: ms left. */
  readonly pausedForMs?: number
}

export interface RateLimiterOptions {
  /** Requests per minute, by limiter key (an office: `EUIPO`, `IPAUSTRALIA`...). */
  readonly limits: Readonly<Record<string, number>>
  /** A call that would wait longer than this fails fast with RATE_LIMITED instead. */
  readonly maxWaitMs: number
  /** Requests allowed back to back before spacing starts; default min(5, limit/10), at least 1. */
  readonly burst?: (perMinute: number) => number
}

const DEFAULT_PER_MINUTE = 60
const defaultBurst = (perMinute: number) => Math.max(1, Math.min(5, Math.floor(perMinute / 10)))

interface KeyState {
  waits: number
  totalWaitMs: number
  maxWaitMs: number
  queued: number
  rejected: number
  /** An upstream 429's Retry-After: no call before this (Clock ms)… */
  pausedUntil: number
  /** …as asked by the office (ms), for the message. */
  pausedFor: number
}

/**
 * Per-provider request pacing (generic cell rate algorithm: a token bucket
 * with a small burst). Reservations are taken in call order, so callers
 * queue FIFO and wait rather than fail; only a wait longer than `maxWaitMs`
 * fails fast with RATE_LIMITED and the expected wait. Time comes from
 * `Clock`, so tests drive it with TestClock.
 */
export const makeProviderRateLimiter = (options: RateLimiterOptions, slots: RateLimitSlotsService = makeMemorySlots()) =>
  Effect.sync(() => {
    const states = new Map<string, KeyState>()
    const burstOf = options.burst ?? defaultBurst
    const state = (key: string): KeyState => {
      let s = states.get(key)
      if (s === undefined) {
        s = { waits: 0, totalWaitMs: 0, maxWaitMs: 0, queued: 0, rejected: 0, pausedUntil: 0, pausedFor: 0 }
        states.set(key, s)
      }
      return s
    }
    const perMinute = (key: string) => options.limits[key] ?? DEFAULT_PER_MINUTE
    const spacing = (key: string) => {
      const limit = perMinute(key)
      const interval = 60_000 / limit
      return { limit, intervalMs: interval, toleranceMs: interval * (burstOf(limit) - 1) }
    }

    /**
     * Waits for a slot for `key`; `provider` names the office in the error.
     * `budgetMs` (the time left before the call's deadline) bounds the wait
     * further: a slot that would come too late is not taken.
     */
    const acquire = (key: string, provider: string = key, budgetMs?: number): Effect.Effect<void, ToolError> =>
      Effect.flatMap(Clock.currentTimeMillis, (now) => {
        const s = state(key)
        const spaced = spacing(key)
        const bound = budgetMs === undefined ? options.maxWaitMs : Math.min(options.maxWaitMs, budgetMs)
        return Effect.flatMap(slots.reserve(key, now, spaced, bound), (r) => {
          const wait = r.waitMs
          if (r._tag === "TooLong") {
            s.rejected++
            return Effect.fail(tooLong(s, key, provider, spaced.limit, wait, now, wait > options.maxWaitMs ? undefined : budgetMs))
          }
          if (wait === 0) return Effect.void
          s.waits++
          s.totalWaitMs += wait
          s.maxWaitMs = Math.max(s.maxWaitMs, wait)
          s.queued++
          return Effect.sleep(wait).pipe(
            Effect.ensuring(Effect.sync(() => void s.queued--)),
            Effect.annotateLogs({ provider, waitMs: wait })
          )
        })
      })

    /** Why a call may not queue: the office's own Retry-After, our limit, or the call's deadline. Each says which. */
    const tooLong = (
      s: KeyState,
      key: string,
      provider: string,
      limit: number,
      wait: number,
      now: number,
      budgetMs: number | undefined
    ): ToolError => {
      if (s.pausedUntil > now) {
        return ToolError.create(
          "RATE_LIMITED",
          `${provider} asked us to wait ${secondsRoundedUp(s.pausedFor)} (Retry-After on its HTTP 429); retry in ${
            secondsRoundedUp(s.pausedUntil - now)
          }.`,
          { provider, retryAfterMs: s.pausedUntil - now, details: { retryAfterFromOffice: true } }
        )
      }
      if (budgetMs !== undefined) {
        return ToolError.create(
          "RATE_LIMITED",
          `${provider}: our rate limit (${limit} requests/minute, ${key}_RATE_LIMIT) queue would wait ${
            secondsRoundedUp(wait)
          }, past this call's deadline (${secondsRoundedUp(Math.max(0, budgetMs))} left). Retry later.`,
          { provider, retryAfterMs: wait }
        )
      }
      return ToolError.create(
        "RATE_LIMITED",
        `${provider} is rate limited (${limit} requests/minute) by our own limit (${key}_RATE_LIMIT): the queue would wait ${
          secondsRoundedUp(wait)
        }, longer than the ${secondsRoundedUp(options.maxWaitMs)} allowed (RATE_LIMIT_MAX_WAIT_MS). Retry later.`,
        { provider, retryAfterMs: wait }
      )
    }

    /** The upstream said "back off for `ms`" (429 Retry-After): no call for `key` before then, then no burst. */
    const pause = (key: string, ms: number): Effect.Effect<void> =>
      Effect.flatMap(Clock.currentTimeMillis, (now) => {
        const s = state(key)
        if (now + ms > s.pausedUntil) {
          s.pausedUntil = now + ms
          s.pausedFor = ms
        }
        return slots.pause(key, now + ms + spacing(key).toleranceMs)
      })

    /** Per limiter, keyed by lower-case key (`euipo`, `ipaustralia`) as in `/metrics`. */
    const stats = (): Effect.Effect<Record<string, LimiterStats>> =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        const out: Record<string, LimiterStats> = {}
        for (const [key, s] of states) {
          out[key.toLowerCase()] = {
            waits: s.waits,
            totalWaitMs: s.totalWaitMs,
            maxWaitMs: s.maxWaitMs,
            queued: s.queued,
            rejected: s.rejected,
            ...(s.pausedUntil > now ? { pausedForMs: s.pausedUntil - now } : {})
          }
        }
        return out
      })

    return { acquire, pause, stats, perMinute } as const
  })

/**
 * One limiter per office, from `<OFFICE>_RATE_LIMIT`. The key is the office,
 * so IP Australia's trade mark, design and patent clients share one limiter.
 */
export class ProviderRateLimiter extends Effect.Service<ProviderRateLimiter>()("ipdata/ProviderRateLimiter", {
  effect: Effect.gen(function*() {
    const config = yield* AppConfig
    const slots = yield* RateLimitSlots
    const limits: Record<string, number> = {}
    for (const [office, settings] of Object.entries(config.offices)) limits[office] = settings.rateLimitPerMinute
    return yield* makeProviderRateLimiter({ limits, maxWaitMs: config.upstream.rateLimitMaxWaitMs }, slots)
  }),
  // With DATABASE_URL the slots are shared by every instance: an office's limit holds for the cluster.
  dependencies: [RateLimitSlotsLive]
}) {}
