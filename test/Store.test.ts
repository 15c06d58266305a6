import { describe, expect, it } from "@effect/vitest"
import Database from "better-sqlite3"
import { Effect, Exit, Layer, Option, Redacted } from "effect"
import { spawnSync } from "node:child_process"
import { join } from "node:path"
import type { ConfigInvalid } from "../src/Config/ConfigReader.js"
import { MemoryStoreLive } from "../src/Services/Store/MemoryStore.js"
import { PgStoreLive } from "../src/Services/Store/PgStore.js"
import { SqliteStoreLive } from "../src/Services/Store/SqliteStore.js"
import { openStoreDatabase, STORE_FILE } from "../src/Services/Store/SqliteStoreFile.js"
import { Scope, Store, StoreError } from "../src/Services/Store/Store.js"
import { deliveryRecord, eventRecord, storeDir, watchRecord, webhookRecord } from "./support/MonitoringFixtures.js"
import { freshDatabaseLayer } from "./support/Postgres.js"

const A = Scope.owner("key-a")
const B = Scope.owner("key-b")

const contract = (name: string, make: () => Layer.Layer<Store, ConfigInvalid>) =>
  describe(`Store contract (${name})`, () => {
    const run = <A, E>(body: Effect.Effect<A, E, Store>) => body.pipe(Effect.provide(make()))

    it.effect("watches belong to their owner: others can neither see nor change them; the admin scope sees all", () =>
      run(
        Effect.gen(function*() {
          const store = yield* Store
          const wa = watchRecord("key-a", { name: "A's", createdAt: "2025-01-01T00:00:00.000Z" })
          const wb = watchRecord("key-b", { name: "B's", type: "similar_filing", createdAt: "2025-01-02T00:00:00.000Z" })
          yield* store.createWatch(wa, undefined)
          yield* store.createWatch(wb, undefined)
          expect((yield* store.listWatches(A)).map((w) => w.id)).toEqual([wa.id])
          expect((yield* store.listWatches(Scope.all)).map((w) => w.id)).toEqual([wa.id, wb.id])
          expect(Option.isNone(yield* store.getWatch(B, wa.id))).toBe(true)
          expect(Option.isNone(yield* store.setWatchEnabled(B, wa.id, false))).toBe(true)
          expect(yield* store.deleteWatch(B, wa.id)).toBe(false)
          expect(Option.getOrThrow(yield* store.getWatch(A, wa.id))).toEqual(wa)
          // Filters.
          const paused = Option.getOrThrow(yield* store.setWatchEnabled(A, wa.id, false))
          expect(paused.enabled).toBe(false)
          expect(yield* store.listWatches(Scope.all, { enabled: true })).toEqual([wb])
          expect(yield* store.listWatches(Scope.all, { type: "status_change" })).toEqual([paused])
          expect(yield* store.countWatches("key-a")).toBe(1)
        })
      ))

    it.effect("tenant isolation, operation by operation: B never sees nor changes any of A's rows, even naming them by id", () =>
      run(
        Effect.gen(function*() {
          const store = yield* Store
          // A owns a watch with a snapshot, an event, a webhook with a secret and a delivery to it; B owns one watch.
          const wa = watchRecord("key-a")
          const ha = webhookRecord("key-a")
          const ea = eventRecord(wa)
          const da = deliveryRecord(ea, { webhookId: ha.id })
          yield* store.createWatch(wa, undefined)
          yield* store.createWebhook(ha, Redacted.make("a-secret"), undefined)
          yield* store.recordCheck({ watchId: wa.id, checkedAt: ea.detectedAt, snapshot: { a: 1 }, events: [ea], deliveries: [da] })
          const wb = watchRecord("key-b")
          yield* store.createWatch(wb, undefined)
          const viewOf = (scope: Scope) =>
            Effect.all({
              watches: store.listWatches(scope),
              watch: store.getWatch(scope, wa.id),
              events: store.listEvents(scope, { limit: 100 }),
              event: store.getEvent(scope, ea.id),
              webhooks: store.listWebhooks(scope),
              webhook: store.getWebhook(scope, ha.id),
              deliveries: store.listDeliveries(scope, { limit: 100 }),
              delivery: store.getDelivery(scope, da.id),
              snapshot: store.getSnapshot(wa.id),
              secret: Effect.map(store.getWebhookSecret(ha.id), Option.map(Redacted.value))
            })
          const before = yield* viewOf(A)
          expect(before.events.total).toBe(1)
          expect(before.deliveries.total).toBe(1)

          // Every operation that takes a scope, as B, on A's ids: each answers as for an unknown id.
          const asB = {
            getWatch: Effect.map(store.getWatch(B, wa.id), Option.isNone),
            listWatches: Effect.map(store.listWatches(B), (ws) => ws.map((w) => w.id).join() === wb.id),
            listWatchesFiltered: Effect.map(
              store.listWatches(B, { type: "status_change", enabled: true }),
              (ws) => ws.every((w) => w.owner === "key-b")
            ),
            setWatchEnabled: Effect.map(store.setWatchEnabled(B, wa.id, false), Option.isNone),
            deleteWatch: Effect.map(store.deleteWatch(B, wa.id), (deleted) => !deleted),
            countWatches: Effect.map(store.countWatches("key-b"), (n) => n === 1),
            listEvents: Effect.map(store.listEvents(B, { limit: 100 }), (r) => r.total === 0 && r.events.length === 0),
            listEventsOfAsWatch: Effect.map(store.listEvents(B, { watchId: wa.id, limit: 100 }), (r) => r.total === 0),
            getEvent: Effect.map(store.getEvent(B, ea.id), Option.isNone),
            acknowledgeEvents: Effect.map(
              store.acknowledgeEvents(B, [ea.id]),
              (r) => r.unknown.join() === ea.id && r.acknowledged.length === 0
            ),
            getWebhook: Effect.map(store.getWebhook(B, ha.id), Option.isNone),
            listWebhooks: Effect.map(store.listWebhooks(B), (hs) => hs.length === 0),
            setWebhookEnabled: Effect.map(store.setWebhookEnabled(B, ha.id, false), Option.isNone),
            deleteWebhook: Effect.map(store.deleteWebhook(B, ha.id), (deleted) => !deleted),
            countWebhooks: Effect.map(store.countWebhooks("key-b"), (n) => n === 0),
            getDelivery: Effect.map(store.getDelivery(B, da.id), Option.isNone),
            listDeliveries: Effect.map(store.listDeliveries(B, { limit: 100 }), (r) => r.total === 0 && r.deliveries.length === 0),
            listDeliveriesOfAsWebhook: Effect.map(store.listDeliveries(B, { webhookId: ha.id, limit: 100 }), (r) => r.total === 0),
            // A's rows never count against B's limits.
            createWatch: Effect.map(store.createWatch(watchRecord("key-b"), 2), (o) => o._tag === "Inserted"),
            createWebhook: Effect.map(store.createWebhook(webhookRecord("key-b"), undefined, 1), (o) => o._tag === "Inserted")
          }
          const outcomes = yield* Effect.all(asB)
          expect(outcomes).toEqual(Object.fromEntries(Object.keys(asB).map((k) => [k, true])))
          // Nothing of A's changed: same rows, same states, still not acknowledged, still enabled, secret kept.
          expect(yield* viewOf(A)).toEqual(before)
          // And B's new rows did not leak into A's view (the admin scope sees both).
          expect((yield* store.listWatches(Scope.all)).length).toBe(3)
          expect((yield* store.listWebhooks(Scope.all)).length).toBe(2)
        })
      ))

    it.effect("a per-owner limit is checked and applied in one step", () =>
      run(
        Effect.gen(function*() {
          const store = yield* Store
          expect((yield* store.createWatch(watchRecord("key-a"), 2))._tag).toBe("Inserted")
          expect((yield* store.createWatch(watchRecord("key-a"), 2))._tag).toBe("Inserted")
          expect(yield* store.createWatch(watchRecord("key-a"), 2)).toEqual({ _tag: "LimitReached", count: 2, limit: 2 })
          expect((yield* store.createWatch(watchRecord("key-b"), 2))._tag).toBe("Inserted")
          expect((yield* store.createWatch(watchRecord("key-a"), 0))._tag).toBe("Inserted")
          expect(yield* store.countWatches("key-a")).toBe(3)
        })
      ))

    it.effect("recordCheck writes snapshot, events and lastCheckedAt together; a deleted watch gets nothing", () =>
      run(
        Effect.gen(function*() {
          const store = yield* Store
          const w = watchRecord("key-a")
          yield* store.createWatch(w, undefined)
          const e = eventRecord(w)
          expect(
            yield* store.recordCheck({
              watchId: w.id,
              checkedAt: "2025-01-02T00:00:00.000Z",
              snapshot: { kind: "detail", n: 1 },
              events: [e],
              deliveries: []
            })
          ).toBe(true)
          expect(Option.getOrThrow(yield* store.getSnapshot(w.id))).toEqual({ kind: "detail", n: 1 })
          expect(Option.getOrThrow(yield* store.getWatch(A, w.id)).lastCheckedAt).toBe("2025-01-02T00:00:00.000Z")
          expect((yield* store.listEvents(A, { limit: 10 })).events).toEqual([e])
          // undefined snapshot keeps the old one
          yield* store.recordCheck({
            watchId: w.id,
            checkedAt: "2025-01-03T00:00:00.000Z",
            snapshot: undefined,
            events: [],
            deliveries: []
          })
          expect(Option.getOrThrow(yield* store.getSnapshot(w.id))).toEqual({ kind: "detail", n: 1 })

          expect(yield* store.deleteWatch(A, w.id)).toBe(true)
          expect(Option.isNone(yield* store.getSnapshot(w.id))).toBe(true)
          expect((yield* store.listEvents(Scope.all, { limit: 10 })).total).toBe(0)
          expect(
            yield* store.recordCheck({
              watchId: w.id,
              checkedAt: "2025-01-04T00:00:00.000Z",
              snapshot: {},
              events: [eventRecord(w)],
              deliveries: []
            })
          ).toBe(false)
          expect((yield* store.listEvents(Scope.all, { limit: 10 })).total).toBe(0)
          expect(Option.isNone(yield* store.getSnapshot(w.id))).toBe(true)
        })
      ))

    it.effect("a failing write inside recordCheck leaves nothing half written", () =>
      run(
        Effect.gen(function*() {
          const store = yield* Store
          const w = watchRecord("key-a")
          yield* store.createWatch(w, undefined)
          const first = eventRecord(w)
          yield* store.recordCheck({
            watchId: w.id,
            checkedAt: "2025-01-02T00:00:00.000Z",
            snapshot: { v: 1 },
            events: [first],
            deliveries: []
          })
          // The second event reuses an id: the whole check must roll back.
          const fresh = eventRecord(w, { detectedAt: "2025-01-05T00:00:00.000Z" })
          const exit = yield* Effect.exit(
            store.recordCheck({
              watchId: w.id,
              checkedAt: "2025-01-05T00:00:00.000Z",
              snapshot: { v: 2 },
              events: [fresh, { ...first, detectedAt: "2025-01-05T00:00:00.000Z" }],
              deliveries: [deliveryRecord(fresh)]
            })
          )
          expect(Exit.isFailure(exit)).toBe(true)
          if (Exit.isFailure(exit)) expect(String(exit.cause)).toContain("StoreError")
          expect(Option.getOrThrow(yield* store.getSnapshot(w.id))).toEqual({ v: 1 })
          expect(Option.getOrThrow(yield* store.getWatch(A, w.id)).lastCheckedAt).toBe("2025-01-02T00:00:00.000Z")
          expect((yield* store.listEvents(A, { limit: 10 })).events.map((e) => e.id)).toEqual([first.id])
          expect((yield* store.listDeliveries(A, { limit: 10 })).total).toBe(0)
        })
      ))

    it.effect("events: newest first, filters, limit with a full total, and owner scope", () =>
      run(
        Effect.gen(function*() {
          const store = yield* Store
          const w1 = watchRecord("key-a")
          const w2 = watchRecord("key-a")
          const wb = watchRecord("key-b")
          for (const w of [w1, w2, wb]) yield* store.createWatch(w, undefined)
          const e1 = eventRecord(w1, { detectedAt: "2025-01-01T00:00:00.000Z", severity: "critical" })
          const e2 = eventRecord(w1, { detectedAt: "2025-01-03T00:00:00.000Z" })
          const e3 = eventRecord(w2, { detectedAt: "2025-01-03T00:00:00.000Z", severity: "critical" }) // same instant, stored later
          const eb = eventRecord(wb, { detectedAt: "2025-01-04T00:00:00.000Z" })
          yield* store.recordCheck({
            watchId: w1.id,
            checkedAt: "2025-01-03T00:00:00.000Z",
            snapshot: undefined,
            events: [e1, e2],
            deliveries: []
          })
          yield* store.recordCheck({
            watchId: w2.id,
            checkedAt: "2025-01-03T00:00:00.000Z",
            snapshot: undefined,
            events: [e3],
            deliveries: []
          })
          yield* store.recordCheck({
            watchId: wb.id,
            checkedAt: "2025-01-04T00:00:00.000Z",
            snapshot: undefined,
            events: [eb],
            deliveries: []
          })

          expect((yield* store.listEvents(A, { limit: 10 })).events.map((e) => e.id)).toEqual([e3.id, e2.id, e1.id])
          const two = yield* store.listEvents(A, { limit: 2 })
          expect(two.events.map((e) => e.id)).toEqual([e3.id, e2.id])
          expect(two.total).toBe(3)
          expect((yield* store.listEvents(A, { watchId: w1.id, limit: 10 })).events.map((e) => e.id)).toEqual([e2.id, e1.id])
          expect((yield* store.listEvents(A, { severity: "critical", limit: 10 })).events.map((e) => e.id)).toEqual([e3.id, e1.id])
          expect((yield* store.listEvents(B, { limit: 10 })).events.map((e) => e.id)).toEqual([eb.id])
          expect((yield* store.listEvents(Scope.all, { limit: 10 })).total).toBe(4)
          // B cannot read A's watch's events even by naming the watch.
          expect((yield* store.listEvents(B, { watchId: w1.id, limit: 10 })).total).toBe(0)
          expect(Option.isNone(yield* store.getEvent(B, e1.id))).toBe(true)
        })
      ))

    it.effect("acknowledge: newly, already and unknown (another owner's ids look unknown)", () =>
      run(
        Effect.gen(function*() {
          const store = yield* Store
          const w = watchRecord("key-a")
          yield* store.createWatch(w, undefined)
          const [e1, e2, e3] = [eventRecord(w), eventRecord(w), eventRecord(w)]
          yield* store.recordCheck({
            watchId: w.id,
            checkedAt: "2025-01-02T00:00:00.000Z",
            snapshot: undefined,
            events: [e1!, e2!, e3!],
            deliveries: []
          })
          expect(yield* store.acknowledgeEvents(B, [e1!.id])).toEqual({ acknowledged: [], alreadyAcknowledged: [], unknown: [e1!.id] })
          expect(yield* store.acknowledgeEvents(A, [e1!.id])).toEqual({ acknowledged: [e1!.id], alreadyAcknowledged: [], unknown: [] })
          expect(yield* store.acknowledgeEvents(A, [e1!.id, e2!.id, "evt_nope", e2!.id])).toEqual({
            acknowledged: [e2!.id],
            alreadyAcknowledged: [e1!.id],
            unknown: ["evt_nope"]
          })
          expect((yield* store.listEvents(A, { unacknowledgedOnly: true, limit: 10 })).events.map((e) => e.id)).toEqual([e3!.id])
        })
      ))

    it.effect("retention purge removes old events and finished old deliveries only", () =>
      run(
        Effect.gen(function*() {
          const store = yield* Store
          const w = watchRecord("key-a")
          yield* store.createWatch(w, undefined)
          const old = eventRecord(w, { detectedAt: "2024-01-01T00:00:00.000Z" })
          const recent = eventRecord(w, { detectedAt: "2025-06-01T00:00:00.000Z" })
          const oldDone = deliveryRecord(old, { status: "delivered", nextAttemptAt: null })
          const oldPending = deliveryRecord(old)
          yield* store.recordCheck({
            watchId: w.id,
            checkedAt: recent.detectedAt,
            snapshot: undefined,
            events: [old, recent],
            deliveries: [oldDone, oldPending]
          })
          expect(yield* store.purgeBefore("2025-01-01T00:00:00.000Z")).toEqual({ events: 1, deliveries: 1 })
          expect((yield* store.listEvents(A, { limit: 10 })).events.map((e) => e.id)).toEqual([recent.id])
          expect((yield* store.listDeliveries(A, { limit: 10 })).deliveries.map((d) => d.id)).toEqual([oldPending.id])
        })
      ))

    it.effect("webhooks: secret kept apart, owner scope, limit, delete removes their deliveries", () =>
      run(
        Effect.gen(function*() {
          const store = yield* Store
          const h1 = webhookRecord("key-a", { eventTypes: ["status_change"] })
          const created = yield* store.createWebhook(h1, Redacted.make("s3cret"), 2)
          expect(created).toEqual({ _tag: "Inserted", record: { ...h1, hasSecret: true } })
          const h2 = webhookRecord("key-a")
          yield* store.createWebhook(h2, undefined, 2)
          expect((yield* store.createWebhook(webhookRecord("key-a"), undefined, 2))._tag).toBe("LimitReached")
          const listed = yield* store.listWebhooks(A)
          expect(listed.map((h) => [h.id, h.hasSecret])).toEqual([[h1.id, true], [h2.id, false]])
          expect(JSON.stringify(listed)).not.toContain("s3cret")
          expect(Redacted.value(Option.getOrThrow(yield* store.getWebhookSecret(h1.id)))).toBe("s3cret")
          expect(Option.isNone(yield* store.getWebhookSecret(h2.id))).toBe(true)
          expect(yield* store.listWebhooks(B)).toEqual([])
          expect(Option.isNone(yield* store.setWebhookEnabled(B, h1.id, false))).toBe(true)
          expect(Option.getOrThrow(yield* store.setWebhookEnabled(A, h1.id, false)).enabled).toBe(false)
          expect((yield* store.listWebhooks(A, { enabled: true })).map((h) => h.id)).toEqual([h2.id])
          expect(yield* store.countWebhooks("key-a")).toBe(2)

          const w = watchRecord("key-a")
          yield* store.createWatch(w, undefined)
          const e = eventRecord(w)
          yield* store.recordCheck({
            watchId: w.id,
            checkedAt: e.detectedAt,
            snapshot: undefined,
            events: [e],
            deliveries: [deliveryRecord(e, { webhookId: h1.id })]
          })
          expect(yield* store.deleteWebhook(B, h1.id)).toBe(false)
          expect(yield* store.deleteWebhook(A, h1.id)).toBe(true)
          expect((yield* store.listDeliveries(A, { limit: 10 })).total).toBe(0)
          expect(Option.isNone(yield* store.getWebhookSecret(h1.id))).toBe(true)
        })
      ))

    it.effect("outbox: claim due rows under a lease, update releases it, delivered marks the event", () =>
      run(
        Effect.gen(function*() {
          const store = yield* Store
          const w = watchRecord("key-a")
          yield* store.createWatch(w, undefined)
          const e = eventRecord(w, { detectedAt: "2025-01-02T00:00:00.000Z" })
          const due = deliveryRecord(e, { nextAttemptAt: "2025-01-02T00:00:00.000Z" })
          const later = deliveryRecord(e, { nextAttemptAt: "2025-01-02T01:00:00.000Z" })
          yield* store.recordCheck({ watchId: w.id, checkedAt: e.detectedAt, snapshot: undefined, events: [e], deliveries: [due] })
          yield* store.enqueueDeliveries([later])
          const now = "2025-01-02T00:00:10.000Z"
          expect((yield* store.claimDueDeliveries(now, 10, 60_000)).map((d) => d.id)).toEqual([due.id])
          // Leased: not claimed again until the lease ends.
          expect(yield* store.claimDueDeliveries(now, 10, 60_000)).toEqual([])
          expect((yield* store.claimDueDeliveries("2025-01-02T00:01:10.000Z", 10, 60_000)).map((d) => d.id)).toEqual([due.id])
          const update = {
            status: "retrying" as const,
            attempts: 1,
            httpStatus: 503,
            lastError: "Service Unavailable",
            firstAttemptAt: now,
            lastAttemptAt: now,
            nextAttemptAt: "2025-01-02T00:05:00.000Z"
          }
          expect(yield* store.updateDelivery(due.id, update)).toBe(true)
          expect(Option.getOrThrow(yield* store.getDelivery(A, due.id))).toEqual({ ...due, ...update })
          expect(Option.isNone(yield* store.getDelivery(B, due.id))).toBe(true)
          expect((yield* store.claimDueDeliveries("2025-01-02T01:00:00.000Z", 10, 60_000)).map((d) => d.id)).toEqual([due.id, later.id])
          yield* store.updateDelivery(due.id, {
            ...update,
            status: "delivered",
            attempts: 2,
            httpStatus: 200,
            lastError: null,
            nextAttemptAt: null
          })
          expect(Option.getOrThrow(yield* store.getEvent(A, e.id)).webhookDelivered).toBe(true)
          expect((yield* store.listDeliveries(A, { status: "delivered", limit: 10 })).deliveries.map((d) => d.id)).toEqual([due.id])
          expect((yield* store.listDeliveries(B, { limit: 10 })).total).toBe(0)
          expect(yield* store.updateDelivery("del_missing", update)).toBe(false)
          yield* store.markEventsDelivered([e.id])
        })
      ))
  })

contract("memory", () => MemoryStoreLive)
contract("sqlite", () => SqliteStoreLive(storeDir()))
contract("postgresql", () => PgStoreLive.pipe(Layer.provide(freshDatabaseLayer())))

describe("SqliteStore durability", () => {
  it.effect("everything survives closing and reopening the same DATA_DIR", () =>
    Effect.gen(function*() {
      const dir = storeDir()
      const w = watchRecord("key-a", {
        type: "similar_filing",
        trademarkId: undefined,
        markName: "ACME",
        jurisdictions: ["EU", "US"],
        niceClasses: [9, 42],
        webhookUrl: "https://example.com/w"
      })
      const e = eventRecord(w)
      const h = webhookRecord("key-a")
      yield* Effect.gen(function*() {
        const store = yield* Store
        yield* store.createWatch(w, undefined)
        yield* store.recordCheck({
          watchId: w.id,
          checkedAt: "2025-01-02T00:00:00.000Z",
          snapshot: { kind: "similar", seen: ["EU-1"] },
          events: [e],
          deliveries: []
        })
        yield* store.acknowledgeEvents(Scope.all, [e.id])
        yield* store.createWebhook(h, Redacted.make("k"), undefined)
      }).pipe(Effect.provide(SqliteStoreLive(dir)))

      yield* Effect.gen(function*() {
        const store = yield* Store
        expect(Option.getOrThrow(yield* store.getWatch(A, w.id))).toEqual({ ...w, lastCheckedAt: "2025-01-02T00:00:00.000Z" })
        expect(Option.getOrThrow(yield* store.getSnapshot(w.id))).toEqual({ kind: "similar", seen: ["EU-1"] })
        expect((yield* store.listEvents(A, { limit: 10 })).events).toEqual([{ ...e, acknowledged: true }])
        expect(Redacted.value(Option.getOrThrow(yield* store.getWebhookSecret(h.id)))).toBe("k")
      }).pipe(Effect.provide(SqliteStoreLive(dir)))
    }))

  it("runs each migration once, in WAL mode, and refuses a file from a newer version", () => {
    const dir = storeDir()
    openStoreDatabase(dir).close()
    const db = openStoreDatabase(dir)
    expect(db.prepare("SELECT version FROM schema_migrations").all()).toEqual([{ version: 1 }])
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal")
    db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', 'x')").run()
    db.close()
    expect(() => openStoreDatabase(dir)).toThrow(/schema version 99, newer than this server knows/)
  })

  it.effect("an unusable DATA_DIR fails start-up with one line naming DATA_DIR", () =>
    Effect.gen(function*() {
      const dir = storeDir()
      const file = join(dir, "not-a-dir")
      new Database(file).close() // a file where the directory should be
      const exit = yield* Effect.exit(Effect.provide(Store, SqliteStoreLive(file)))
      expect(Exit.isFailure(exit)).toBe(true)
      expect(String(exit)).toContain("DATA_DIR")
    }))

  it.live("a process killed in the middle of a write leaves no half record", () =>
    Effect.gen(function*() {
      const dir = storeDir()
      const w = watchRecord("key-a")
      yield* Effect.gen(function*() {
        const store = yield* Store
        yield* store.createWatch(w, undefined)
      }).pipe(Effect.provide(SqliteStoreLive(dir)))
      const child = spawnSync(process.execPath, [
        "--import",
        "tsx",
        join(import.meta.dirname, "support", "StoreCrashChild.ts"),
        dir,
        w.id,
        w.owner
      ], {
        encoding: "utf8",
        timeout: 20_000
      })
      expect(child.signal, child.stderr).toBe("SIGKILL")
      yield* Effect.gen(function*() {
        const store = yield* Store
        expect(Option.getOrThrow(yield* store.getWatch(A, w.id)).lastCheckedAt).toBeNull()
        expect(Option.isNone(yield* store.getSnapshot(w.id))).toBe(true)
        expect((yield* store.listEvents(Scope.all, { limit: 10 })).total).toBe(0)
      }).pipe(Effect.provide(SqliteStoreLive(dir)))
      expect(STORE_FILE).toBe("monitoring.sqlite")
    }))
})

describe("StoreError", () => {
  it("says which operation failed", () => {
    expect(new StoreError({ operation: "listEvents", reason: "disk I/O error" }).message).toBe("Store listEvents failed: disk I/O error")
  })
})
