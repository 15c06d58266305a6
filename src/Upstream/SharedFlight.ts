import { Clock, Duration, Effect, FiberRef, Schedule } from "effect"
import type { CacheDiskStore, DiskRead } from "./CacheDiskStore.js"
import { CurrentOfficeDeadline } from "./OfficeDeadline.js"

/** This instance may compute the entry; others wait for it until the claim's lease runs out. */
export interface Claimed {
  readonly _tag: "Claimed"
  /** Extends the lease (the computation is still running). */
  readonly renew: Effect.Effect<void>
  /** Gives the claim up without an entry (failure, or nothing to store): the next instance asking may compute. */
  readonly release: Effect.Effect<void>
}

/** What a shared second level answers to "the entry, or the right to compute it". `Busy`: another instance computes it. */
export type ClaimRead = DiskRead | Claimed | { readonly _tag: "Busy" }

/**
 * A second level shared by several instances (PostgreSQL) that can also
 * de-duplicate across them: `readOrClaim` reads the entry and, when there
 * is none, claims its computation (a leased row) in the same round trip.
 */
export interface SharedSecondLevel extends CacheDiskStore {
  readonly readOrClaim: (category: string, key: string, now: number) => Effect.Effect<ClaimRead>
  /** How long a claim lives unrenewed: a crashed instance's claim stops holding others back after this. */
  readonly claimLeaseMs: number
}

export const isShared = (store: CacheDiskStore): store is SharedSecondLevel => "readOrClaim" in store

/** How often a waiting instance looks again for the entry (or a free claim). */
export const CLAIM_POLL_MS = 100
/** The longest an instance waits for another's computation before computing itself (the office deadline, when shorter). */
export const CLAIM_MAX_WAIT_MS = 30_000

/**
 * Cross-instance single flight: the entry if stored, else this instance's
 * claim on computing it; while another instance holds the claim, looks again
 * every CLAIM_POLL_MS. The wait is bounded: it ends when the other instance
 * stores the entry, gives its claim up, or stops renewing it (its lease runs
 * out: a crash), and at the latest after CLAIM_MAX_WAIT_MS or at the office
 * deadline, when this instance computes without a claim (`Miss`).
 */
export const awaitTurn = (store: SharedSecondLevel, category: string, key: string): Effect.Effect<DiskRead | Claimed> =>
  Effect.gen(function*() {
    const started = yield* Clock.currentTimeMillis
    const deadline = yield* FiberRef.get(CurrentOfficeDeadline)
    const maxWaitMs = Math.max(0, Math.min(CLAIM_MAX_WAIT_MS, deadline === undefined ? Infinity : deadline.at - started))
    const attempt = Effect.flatMap(Clock.currentTimeMillis, (now) => store.readOrClaim(category, key, now)).pipe(
      Effect.filterOrFail((r): r is DiskRead | Claimed => r._tag !== "Busy", () => "busy" as const)
    )
    return yield* attempt.pipe(
      Effect.retry(Schedule.spaced(Duration.millis(CLAIM_POLL_MS)).pipe(Schedule.upTo(Duration.millis(maxWaitMs)))),
      Effect.orElseSucceed((): DiskRead => ({ _tag: "Miss" }))
    )
  })

/** Runs `compute` under `claim`: renewed while it runs, given up if it fails or is interrupted. */
export const computeUnderClaim = <A, E, R>(
  claim: Claimed,
  leaseMs: number,
  compute: Effect.Effect<A, E, R>
): Effect.Effect<A, E, R> =>
  Effect.scoped(
    Effect.zipRight(
      // The first renewal a third of the lease in: a quick office call costs no extra round trip.
      Effect.forkScoped(Effect.forever(Effect.delay(claim.renew, Duration.millis(Math.max(1, Math.floor(leaseMs / 3)))))),
      compute
    )
  ).pipe(Effect.onError(() => claim.release))
