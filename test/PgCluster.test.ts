import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, Layer, Redacted } from "effect"
import { Admission } from "../src/Access/Admission.js"
import { PgAdmissionLive, SLOT_LEASE_MS } from "../src/Access/PgAdmission.js"
import { PgQuotaStoreLive } from "../src/Access/PgQuotaStore.js"
import { QuotaStore } from "../src/Access/QuotaStore.js"
import { TIER_LIMITS } from "../src/Access/Tiers.js"
import { PgDatabaseLive } from "../src/Database/Database.js"
import { PG_MIGRATIONS } from "../src/Database/PgSchema.js"
import { PgStoreLive } from "../src/Services/Store/PgStore.js"
import { Store } from "../src/Services/Store/Store.js"
import { makeCache } from "../src/Upstream/Cache.js"
import { makePgCacheStore } from "../src/Upstream/PgCacheStore.js"
import { deliveryRecord, eventRecord, watchRecord } from "./support/MonitoringFixtures.js"
import { freshDatabase } from "./support/Postgres.js"

/**
 * Several instances on one database, each with its own pool (as separate
 * processes would have): what must hold for the cluster as a whole.
 */
const instance = (url: string) => PgDatabaseLive({ url: Redacted.make(url), poolSize: 4 })
/** Runs `body` once per instance, all at once. */
const onInstances = <A, E>(url: string, n: number, body: (i: number) => Effect.Effect<A, E, SqlClient.SqlClient>) =>
  Effect.all(
    Array.from({ length: n }, (_, i) => Effect.scoped(Effect.provide(body(i), instance(url)))),
    { concurrency: "unbounded" }
  )

describe("PostgreSQL: several instances on one database", () => {
  it.effect("instances starting at once migrate once (advisory lock), and all start", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      yield* onInstances(url, 4, () => Effect.void)
      const versions = yield* Effect.scoped(
        Effect.provide(
          Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ version: number }>`SELECT version FROM ipdata_migrations ORDER BY version`),
          instance(url)
        )
      )
      expect(versions.map((v) => v.version)).toEqual(PG_MIGRATIONS.map((m) => m.version))
    }))

  it.effect("a daily quota of 25 lets exactly 25 calls through three instances", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const now = Date.parse("2025-03-10T10:00:00Z")
      const outcomes = yield* onInstances(url, 3, () =>
        Effect.flatMap(QuotaStore, (store) =>
          Effect.all(
            Array.from({ length: 20 }, () => store.consume("k1", 1, { daily: 25, monthly: 0 }, now)),
            { concurrency: "unbounded" }
          )).pipe(Effect.provide(PgQuotaStoreLive)))
      expect(
        outcomes.flat().filter((o) => o._tag === "Consumed")
      ).toHaveLength(25)
    }))

  it.effect("admission across three instances: the in-flight limit and the burst bucket hold in total", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const now = Date.parse("2025-03-10T10:00:00Z")
      const free = TIER_LIMITS.free // 2 in flight, burst 5/s
      // Three instances up at once (each its own pool and slot holder), ten requests each held open.
      const admissions = yield* Effect.all(
        Array.from(
          { length: 3 },
          () => Effect.map(Layer.build(PgAdmissionLive.pipe(Layer.provide(instance(url)))), Context.get(Admission))
        ),
        { concurrency: "unbounded" }
      )
      const held = yield* Effect.all(
        admissions.flatMap((a) => Array.from({ length: 10 }, () => a.admit({ keyId: "k", units: 0, limits: free, nowMs: now }))),
        { concurrency: "unbounded" }
      )
      expect(held.filter((d) => d._tag === "Admitted")).toHaveLength(2)
      const burst = { ...free, concurrent: 0 }
      const calls = yield* Effect.all(
        admissions.flatMap((a) => Array.from({ length: 10 }, () => a.admit({ keyId: "b", units: 1, limits: burst, nowMs: now }))),
        { concurrency: "unbounded" }
      )
      expect(calls.filter((d) => d._tag === "Admitted")).toHaveLength(5)
    }).pipe(Effect.scoped))

  it.effect("a crashed instance's in-flight slots come back once their lease runs out", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const now = Date.parse("2025-03-10T10:00:00Z")
      const limits = { ...TIER_LIMITS.free, burstPerSecond: 0, sustainedPerHour: 0 }
      yield* Effect.scoped(
        Effect.gen(function*() {
          const sql = yield* SqlClient.SqlClient
          // Another instance took both slots and died without giving them back.
          for (const slot of ["dead-1", "dead-2"]) {
            yield* sql`SELECT * FROM ipdata_admit('k', 0, 0, 0, '2025-03-10', '2025-03', 2, 0, 0, ${now}, ${slot}, 'dead-instance', ${SLOT_LEASE_MS})`
          }
          const a = yield* Admission
          expect((yield* a.admit({ keyId: "k", units: 0, limits, nowMs: now + SLOT_LEASE_MS - 1 }))._tag).toBe("Refused")
          expect((yield* a.admit({ keyId: "k", units: 0, limits, nowMs: now + SLOT_LEASE_MS }))._tag).toBe("Admitted")
        }).pipe(Effect.provide(PgAdmissionLive.pipe(Layer.provideMerge(instance(url)))))
      )
    }))

  it.effect("in-flight slots released together: each is gone when its release returns (releases share DELETEs)", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const now = Date.parse("2025-03-10T10:00:00Z")
      const limits = { ...TIER_LIMITS.free, concurrent: 10, burstPerSecond: 0, sustainedPerHour: 0 }
      yield* Effect.scoped(
        Effect.gen(function*() {
          const a = yield* Admission
          const admit = a.admit({ keyId: "k", units: 0, limits, nowMs: now })
          const held = yield* Effect.all(Array.from({ length: 10 }, () => admit), { concurrency: "unbounded" })
          expect(held.map((d) => d._tag)).toEqual(held.map(() => "Admitted"))
          expect((yield* admit)._tag).toBe("Refused")
          yield* Effect.all(held.map((d) => (d._tag === "Admitted" ? d.release : Effect.void)), { concurrency: "unbounded" })
          expect((yield* a.inFlight(now)).get("k") ?? 0).toBe(0)
          const again = yield* Effect.all(Array.from({ length: 10 }, () => admit), { concurrency: "unbounded" })
          expect(again.filter((d) => d._tag === "Admitted")).toHaveLength(10)
        }).pipe(Effect.provide(PgAdmissionLive.pipe(Layer.provideMerge(instance(url)))))
      )
    }))

  it.effect("outbox: three instances claiming at once get disjoint rows and every due row once", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const w = watchRecord("key-a")
      const e = eventRecord(w)
      const rows = Array.from({ length: 60 }, (_, i) =>
        deliveryRecord(e, { nextAttemptAt: new Date(Date.parse("2025-01-02T00:00:00.000Z") + i).toISOString() }))
      yield* Effect.scoped(
        Effect.provide(
          Effect.flatMap(Store, (store) =>
            Effect.zipRight(
              store.createWatch(w, undefined),
              store.recordCheck({ watchId: w.id, checkedAt: e.detectedAt, snapshot: undefined, events: [e], deliveries: rows })
            )),
          PgStoreLive.pipe(Layer.provide(instance(url)))
        )
      )
      const claimed = yield* onInstances(url, 3, () =>
        Effect.flatMap(Store, (store) =>
          Effect.all(
            Array.from({ length: 8 }, () =>
              store.claimDueDeliveries("2025-01-03T00:00:00.000Z", 5, 60_000)),
            { concurrency: "unbounded" }
          )).pipe(Effect.provide(PgStoreLive)))
      const ids = claimed.flat(2).map((d) => d.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids.sort()).toEqual(
        rows.map((r) => r.id).sort()
      )
    }))

  it.effect("a per-owner watch limit holds when instances create at once", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const outcomes = yield* onInstances(url, 3, () =>
        Effect.flatMap(Store, (store) =>
          Effect.all(
            Array.from({ length: 5 }, () => store.createWatch(watchRecord("key-a"), 7)),
            { concurrency: "unbounded" }
          )).pipe(Effect.provide(PgStoreLive)))
      expect(
        outcomes.flat().filter((o) => o._tag === "Inserted")
      ).toHaveLength(7)
    }))

  it.effect("the answer cache is shared: an answer fetched on one instance is a hit on the others", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const settings = { ttlSeconds: { search: 300, status: 3600, class: 86400 }, maxEntries: 100 }
      const caches = yield* Effect.all(
        Array.from({ length: 3 }, () =>
          Layer.build(instance(url)).pipe(
            Effect.flatMap((db) => Effect.provide(makePgCacheStore, db)),
            Effect.flatMap((shared) => makeCache({ ...settings, shared }))
          ))
      )
      let upstreamCalls = 0
      const fetch = Effect.sync(() => ({ mark: "ACME", calls: ++upstreamCalls }))
      const first = yield* caches[0]!.getOrCompute("status", "US-1", fetch)
      const others = yield* Effect.all(caches.slice(1).map((c) => c.getOrCompute("status", "US-1", fetch)))
      expect(upstreamCalls).toBe(1)
      expect(others).toEqual([first, first])
      // The query itself is not stored in clear.
      const keys = yield* Effect.scoped(
        Effect.provide(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ key: string }>`SELECT key FROM answer_cache`), instance(url))
      )
      expect(keys.map((k) => k.key).join()).not.toContain("US-1")
    }).pipe(Effect.scoped))
})
