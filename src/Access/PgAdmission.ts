import { SqlClient, type SqlError } from "@effect/sql"
import { Clock, Deferred, Duration, Effect, FiberId, Layer, Queue } from "effect"
import { randomBytes } from "node:crypto"
import { hostname } from "node:os"
import { sqlReason } from "../Database/Database.js"
import { Admission, type AdmitDecision, type KeySnapshot } from "./Admission.js"
import { QuotaStoreError, utcPeriods } from "./QuotaStore.js"

/** How long an in-flight slot lives unrenewed: a crashed instance's slots come back within this. */
export const SLOT_LEASE_MS = 30_000
const RENEW_EVERY_MS = SLOT_LEASE_MS / 3
/** The longest a finished request waits for its slot's release to be written. */
const RELEASE_WAIT_MS = 5_000

type AdmitRow = {
  readonly admitted: boolean
  readonly daily: string
  readonly monthly: string
  readonly in_flight: string
  readonly sustained_level: string | null
  readonly sustained_at: string | null
  readonly burst_level: string | null
  readonly burst_at: string | null
}

const bucket = (
  level: string | null,
  at: string | null
) => (level === null || at === null ? undefined : { level: Number(level), atMs: Number(at) })

/**
 * Admission for a cluster (DATABASE_URL): quotas, both token buckets and the
 * in-flight limit are one `ipdata_admit` call per request (one round trip),
 * exact across every instance. Each admitted request holds a slot row until
 * it ends; this instance renews its slots' lease while they run, so the
 * slots of an instance that crashed are given back within SLOT_LEASE_MS.
 */
export const PgAdmissionLive: Layer.Layer<Admission, never, SqlClient.SqlClient> = Layer.scoped(
  Admission,
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    // This instance as the holder of its slots (a restarted process is a new holder).
    const HOLDER = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`
    const fail = (e: SqlError.SqlError) => new QuotaStoreError({ reason: sqlReason(e) })
    const renew = Effect.flatMap(
      Clock.currentTimeMillis,
      (now) => sql`UPDATE admission_slots SET expires_at_ms = ${now + SLOT_LEASE_MS} WHERE holder = ${HOLDER}`
    ).pipe(Effect.catchAll((e) => Effect.logWarning("in-flight slot renewal failed").pipe(Effect.annotateLogs({ reason: sqlReason(e) }))))
    // The renewal period is wall time (a live clock), while a lease's end is read from the Clock service:
    // under a virtual clock that jumps hours ahead, a spaced repeat would otherwise replay every renewal in
    // between, each a real round trip, and hold up whatever waits on the jump.
    const tick = Effect.sleep(Duration.millis(RENEW_EVERY_MS)).pipe(Effect.withClock(Clock.make()))
    yield* Effect.forkScoped(Effect.forever(Effect.zipRight(tick, renew)))
    // Releases wait for one DELETE shared by all the releases pending when it starts: calls that end
    // together cost one round trip, and a slot is gone before its response is sent (the limit stays exact).
    const releases = yield* Queue.unbounded<{ readonly slot: string; readonly done: Deferred.Deferred<void> }>()
    const flush = Effect.gen(function*() {
      const batch = [yield* Queue.take(releases), ...(yield* Queue.takeAll(releases))]
      yield* sql`DELETE FROM admission_slots WHERE slot_id IN ${sql.in(batch.map((b) => b.slot))}`.pipe(
        Effect.catchAll((e) =>
          Effect.logWarning("in-flight slot release failed; it expires by itself").pipe(Effect.annotateLogs({ reason: sqlReason(e) }))
        )
      )
      yield* Effect.forEach(batch, (b) => Deferred.succeed(b.done, undefined), { discard: true })
    })
    yield* Effect.forkScoped(Effect.forever(flush))
    // A clean stop gives this instance's slots back at once.
    yield* Effect.addFinalizer(() => Effect.ignore(sql`DELETE FROM admission_slots WHERE holder = ${HOLDER}`))

    return Admission.of({
      admit: (req) =>
        Effect.gen(function*() {
          const p = utcPeriods(req.nowMs)
          const slot = `${HOLDER}:${randomBytes(6).toString("hex")}`
          const l = req.limits
          const rows = yield* sql<
            AdmitRow
          >`SELECT * FROM ipdata_admit(${req.keyId}, ${req.units}, ${l.daily}, ${l.monthly}, ${p.day}, ${p.month},
            ${l.concurrent}, ${l.sustainedPerHour}, ${l.burstPerSecond}, ${req.nowMs}, ${slot}, ${HOLDER}, ${SLOT_LEASE_MS})`.pipe(
            Effect.mapError(fail)
          )
          const r = rows[0]!
          const seen: KeySnapshot = {
            usage: { daily: Number(r.daily), monthly: Number(r.monthly) },
            inFlight: Number(r.in_flight),
            sustained: bucket(r.sustained_level, r.sustained_at),
            burst: bucket(r.burst_level, r.burst_at)
          }
          if (!r.admitted) return { _tag: "Refused", seen } satisfies AdmitDecision
          let released = false
          const release = Effect.suspend(() => {
            if (released) return Effect.void
            released = true
            const done = Deferred.unsafeMake<void>(FiberId.none)
            Queue.unsafeOffer(releases, { slot, done })
            // Bounded: if the release cannot be written, the slot expires by itself.
            return Effect.ignore(Effect.timeout(Deferred.await(done), Duration.millis(RELEASE_WAIT_MS)))
          })
          return { _tag: "Admitted", seen, release } satisfies AdmitDecision
        }),
      inFlight: (nowMs) =>
        sql<{ key_id: string; n: string }>`SELECT key_id, COUNT(*) AS n FROM admission_slots WHERE expires_at_ms > ${nowMs} GROUP BY key_id`
          .pipe(
            Effect.map((rows) => new Map(rows.map((r) => [r.key_id, Number(r.n)] as const)) as ReadonlyMap<string, number>),
            Effect.mapError(fail)
          )
    })
  })
)
