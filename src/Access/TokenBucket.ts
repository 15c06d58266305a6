/**
 * A token bucket of `capacity` tokens that refills `capacity` tokens every
 * `periodMs` (so `capacity` per period, evenly). The level is kept in
 * token-milliseconds (tokens x periodMs) so that refill and waits are exact
 * integers: no drift, no rounding surprises at boundaries.
 */
export interface BucketSpec {
  readonly capacity: number
  readonly periodMs: number
}

export interface BucketState {
  /** tokens x periodMs */
  readonly level: number
  readonly atMs: number
}

export const perHour = (n: number): BucketSpec => ({ capacity: n, periodMs: 3_600_000 })
export const perSecond = (n: number): BucketSpec => ({ capacity: n, periodMs: 1000 })

const full = (spec: BucketSpec) => spec.capacity * spec.periodMs

/** The state at `nowMs`; a new bucket starts full. A smaller capacity (tier change) clamps the level. */
export const refill = (state: BucketState | undefined, spec: BucketSpec, nowMs: number): BucketState => {
  if (state === undefined) return { level: full(spec), atMs: nowMs }
  const elapsed = Math.max(0, nowMs - state.atMs)
  return { level: Math.min(full(spec), state.level + elapsed * spec.capacity), atMs: Math.max(nowMs, state.atMs) }
}

/** Whole tokens available. */
export const tokens = (state: BucketState, spec: BucketSpec): number => Math.floor(state.level / spec.periodMs)

/** Milliseconds until `units` tokens are there (0: now). */
export const waitMs = (state: BucketState, spec: BucketSpec, units: number): number => {
  const missing = units * spec.periodMs - state.level
  return missing <= 0 ? 0 : Math.ceil(missing / spec.capacity)
}

/** Milliseconds until the bucket is full again. */
export const fullInMs = (state: BucketState, spec: BucketSpec): number => Math.ceil((full(spec) - state.level) / spec.capacity)

export const take = (state: BucketState, spec: BucketSpec, units: number): BucketState => ({
  level: state.level - units * spec.periodMs,
  atMs: state.atMs
})
