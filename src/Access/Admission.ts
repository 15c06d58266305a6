import { Context, Effect, Layer } from "effect"
import { type ConsumeOutcome, type LocalQuota, QuotaStore, QuotaStoreError, type Usage, utcPeriods } from "./QuotaStore.js"
import type { Limits } from "./Tiers.js"
import * as Bucket from "./TokenBucket.js"

export type LimitName = "daily" | "monthly" | "sustained" | "burst" | "concurrency"

/** A limit that stops a request, with how long until it would not. */
export interface Blocker {
  readonly limit: LimitName
  readonly waitMs: number
  readonly limitValue: number
  /** The request alone needs more than the limit ever allows (a too-large batch). */
  readonly tooLarge: boolean
}

/** One key's state as admission saw it: buckets refilled to now, before this request took anything. */
export interface KeySnapshot {
  readonly usage: Usage
  readonly inFlight: number
  readonly sustained: Bucket.BucketState | undefined
  readonly burst: Bucket.BucketState | undefined
}

export interface AdmitRequest {
  readonly keyId: string
  /** tools/call in the request (0 for initialize, ping...: only the concurrency limit applies). */
  readonly units: number
  readonly limits: Limits
  readonly nowMs: number
}

export type AdmitDecision =
  | { readonly _tag: "Admitted"; readonly seen: KeySnapshot; readonly release: Effect.Effect<void> }
  | { readonly _tag: "Refused"; readonly seen: KeySnapshot }

export const sustainedSpec = (l: Limits) => Bucket.perHour(l.sustainedPerHour)
export const burstSpec = (l: Limits) => Bucket.perSecond(l.burstPerSecond)

/**
 * Every limit the request would break, given what admission saw. The one
 * rule for all implementations (the PostgreSQL function `ipdata_admit`
 * decides by the same arithmetic).
 */
export const blockersOf = (req: AdmitRequest, seen: KeySnapshot): Array<Blocker> => {
  const { limits, units, nowMs } = req
  const blockers: Array<Blocker> = []
  if (limits.concurrent > 0 && seen.inFlight >= limits.concurrent) {
    blockers.push({ limit: "concurrency", waitMs: 1000, limitValue: limits.concurrent, tooLarge: false })
  }
  if (units <= 0) return blockers
  for (
    const [limit, b, spec] of [["sustained", seen.sustained, sustainedSpec(limits)], ["burst", seen.burst, burstSpec(limits)]] as const
  ) {
    if (b === undefined) continue
    const tooLarge = units > spec.capacity
    const waitMs = tooLarge ? Bucket.fullInMs(b, spec) : Bucket.waitMs(b, spec, units)
    if (tooLarge || waitMs > 0) blockers.push({ limit, waitMs, limitValue: spec.capacity, tooLarge })
  }
  const periods = utcPeriods(nowMs)
  for (
    const [limit, used, max, endsMs] of [
      ["daily", seen.usage.daily, limits.daily, periods.dayEndsMs],
      ["monthly", seen.usage.monthly, limits.monthly, periods.monthEndsMs]
    ] as const
  ) {
    if (max > 0 && used + units > max) blockers.push({ limit, waitMs: endsMs - nowMs, limitValue: max, tooLarge: units > max })
  }
  return blockers
}

/** The state after an admitted request took its tokens and counted its calls. */
export const afterAdmission = (req: AdmitRequest, seen: KeySnapshot): KeySnapshot => ({
  usage: { daily: seen.usage.daily + req.units, monthly: seen.usage.monthly + req.units },
  inFlight: seen.inFlight + 1,
  sustained: seen.sustained === undefined ? undefined : Bucket.take(seen.sustained, sustainedSpec(req.limits), req.units),
  burst: seen.burst === undefined ? undefined : Bucket.take(seen.burst, burstSpec(req.limits), req.units)
})

/**
 * Admission for API keys: quotas, the burst and sustained token buckets and
 * the in-flight limit, checked and taken in one atomic step per request (a
 * refused request takes nothing). `release` gives the in-flight slot back.
 */
export class Admission extends Context.Tag("ipdata/Admission")<
  Admission,
  {
    readonly admit: (req: AdmitRequest) => Effect.Effect<AdmitDecision, QuotaStoreError>
    /** Requests in flight per key right now (for /usage). */
    readonly inFlight: (nowMs: number) => Effect.Effect<ReadonlyMap<string, number>, QuotaStoreError>
  }
>() {
  /**
   * One process: buckets and in-flight counts in memory, quotas in the
   * QuotaStore (memory or SQLite); one semaphore per key makes
   * check-and-take a critical section.
   */
  static readonly local: Layer.Layer<Admission, never, QuotaStore> = Layer.effect(
    Admission,
    Effect.gen(function*() {
      const store = yield* QuotaStore
      interface KeyState {
        inFlight: number
        sustained: Bucket.BucketState | undefined
        burst: Bucket.BucketState | undefined
        readonly lock: Effect.Semaphore
      }
      const states = new Map<string, KeyState>()
      const stateOf = (keyId: string): KeyState => {
        let s = states.get(keyId)
        if (s === undefined) {
          s = { inFlight: 0, sustained: undefined, burst: undefined, lock: Effect.unsafeMakeSemaphore(1) }
          states.set(keyId, s)
        }
        return s
      }
      const admitted = (req: AdmitRequest, state: KeyState, seen: KeySnapshot): AdmitDecision => {
        const after = afterAdmission(req, seen)
        state.sustained = after.sustained
        state.burst = after.burst
        state.inFlight++
        let released = false
        const release = Effect.sync(() => {
          if (released) return
          released = true
          state.inFlight--
        })
        return { _tag: "Admitted", seen, release }
      }
      const snapshot = (req: AdmitRequest, state: KeyState, usage: Usage): KeySnapshot => ({
        usage,
        inFlight: state.inFlight,
        sustained: req.limits.sustainedPerHour > 0 ? Bucket.refill(state.sustained, sustainedSpec(req.limits), req.nowMs) : undefined,
        burst: req.limits.burstPerSecond > 0 ? Bucket.refill(state.burst, burstSpec(req.limits), req.nowMs) : undefined
      })
      const counted = (req: AdmitRequest, seen: KeySnapshot, outcome: ConsumeOutcome): KeySnapshot | AdmitDecision =>
        // Exceeded only if something outside this process counted meanwhile.
        outcome._tag === "Exceeded"
          ? { _tag: "Refused", seen: { ...seen, usage: outcome.usage } }
          : { ...seen, usage: { daily: outcome.usage.daily - req.units, monthly: outcome.usage.monthly - req.units } }

      // Counts in this process (memory, SQLite): check-and-take is one synchronous step, no lock needed.
      const local = store.local
      const admitLocal = (req: AdmitRequest, quota: LocalQuota): Effect.Effect<AdmitDecision, QuotaStoreError> =>
        Effect.try({
          try: (): AdmitDecision => {
            const state = stateOf(req.keyId)
            const seen = snapshot(req, state, quota.usage(req.keyId, req.nowMs))
            if (blockersOf(req, seen).length > 0) return { _tag: "Refused", seen }
            if (req.units <= 0) return admitted(req, state, seen)
            const next = counted(req, seen, quota.consume(req.keyId, req.units, req.limits, req.nowMs))
            return "_tag" in next ? next : admitted(req, state, next)
          },
          catch: (e) => (e instanceof QuotaStoreError ? e : new QuotaStoreError({ reason: e instanceof Error ? e.message : String(e) }))
        })

      const admit = (req: AdmitRequest): Effect.Effect<AdmitDecision, QuotaStoreError> => {
        if (local !== undefined) return admitLocal(req, local)
        const state = stateOf(req.keyId)
        return state.lock.withPermits(1)(
          Effect.gen(function*() {
            const seen = snapshot(req, state, yield* store.usage(req.keyId, req.nowMs))
            if (blockersOf(req, seen).length > 0) return { _tag: "Refused", seen } as AdmitDecision
            if (req.units <= 0) return admitted(req, state, seen)
            const next = counted(req, seen, yield* store.consume(req.keyId, req.units, req.limits, req.nowMs))
            return "_tag" in next ? next : admitted(req, state, next)
          })
        )
      }
      return {
        admit,
        inFlight: () => Effect.sync(() => new Map([...states].map(([k, s]) => [k, s.inFlight] as const)))
      }
    })
  )
}
