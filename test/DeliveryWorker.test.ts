import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Layer, Option, Redacted, TestClock } from "effect"
import { SqliteStoreLive } from "../src/Services/Store/SqliteStore.js"
import { type DeliveryRecord, type EventRecord, Scope, Store, type WatchRecord } from "../src/Services/Store/Store.js"
import { EventSink } from "../src/Services/Watches/EventSink.js"
import { DeliveryPollingLive, DeliveryWorker, retryDelayMs } from "../src/Services/Webhooks/DeliveryWorker.js"
import { EventSinkLive, planDeliveries } from "../src/Services/Webhooks/EventSinkLive.js"
import { WebhookResolver } from "../src/Services/Webhooks/UrlPolicy.js"
import { type WebhookAnswer, WebhookTransport, WebhookTransportLive } from "../src/Services/Webhooks/WebhookTransport.js"
import { eventRecord, storeDir, watchRecord, webhookRecord } from "./support/MonitoringFixtures.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"
import { startReceiver } from "./support/WebhookReceiver.js"

const T0 = Date.parse("2026-03-02T09:00:00.000Z")
const SECRET = "receiver-and-server-share-this"
const PRIVATE_OK = { WEBHOOK_ALLOW_PRIVATE: "true" }
/** No test resolves real names. */
const NoDns = WebhookResolver.fromTable(() => undefined)

/** The worker, its sink and a SQLite store in `dir`, delivering over real HTTP. */
const liveStack = (dir: string, env: Record<string, string> = PRIVATE_OK) => {
  const config = TestAppConfigLayer(env)
  const base = Layer.mergeAll(SqliteStoreLive(dir), WebhookTransportLive.pipe(Layer.provide(Layer.merge(NoDns, config))), config)
  const worker = DeliveryWorker.Default.pipe(Layer.provideMerge(base))
  return EventSinkLive.pipe(Layer.provideMerge(worker))
}

/** What the scheduler does with new events: plan deliveries, store all in one transaction, wake the sink. */
const storeEvents = (watch: WatchRecord, events: ReadonlyArray<EventRecord>) =>
  Effect.gen(function*() {
    const store = yield* Store
    const sink = yield* EventSink
    const deliveries = yield* sink.deliveriesFor(watch.owner, events, watch)
    expect(yield* store.recordCheck({ watchId: watch.id, checkedAt: new Date(T0).toISOString(), snapshot: undefined, events, deliveries }))
      .toBe(true)
    yield* sink.onEvents(watch.owner, events, watch)
    return deliveries
  })

const setup = (url: string, secret: string | undefined) =>
  Effect.gen(function*() {
    const store = yield* Store
    const watch = watchRecord("key-a")
    yield* store.createWatch(watch, undefined)
    const hook = webhookRecord("key-a", { url, hasSecret: secret !== undefined })
    yield* store.createWebhook(hook, secret === undefined ? undefined : Redacted.make(secret), undefined)
    const event = eventRecord(watch, { severity: "critical", summary: "ACME (US-87654321) status changed from \"pending\" to \"opposed\"" })
    const [row] = yield* storeEvents(watch, [event])
    return { watch, hook, event, row: row! }
  })

const deliveryOf = (id: string) => Effect.flatMap(Store, (s) => s.getDelivery(Scope.all, id)).pipe(Effect.map(Option.getOrThrow))

describe("DeliveryWorker over real HTTP", () => {
  it.effect("fails twice, then succeeds: 3 attempts on the backoff schedule, both signatures valid each time, one webhook-id", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const receiver = yield* startReceiver([500, 503, 200], SECRET)
      yield* Effect.gen(function*() {
        const worker = yield* DeliveryWorker
        const { event, row } = yield* setup(receiver.url, SECRET)

        expect(yield* worker.runDue).toBe(1)
        let d = yield* deliveryOf(row.id)
        expect(d).toMatchObject({ status: "retrying", attempts: 1, httpStatus: 500, maxAttempts: 3 })
        expect(d.lastError).toBe("HTTP 500 Internal Server Error: receiver says no (500)")
        expect(d.nextAttemptAt).toBe(new Date(T0 + retryDelayMs(1)).toISOString())
        expect(yield* worker.runDue).toBe(0) // not due yet

        yield* TestClock.adjust(retryDelayMs(1))
        expect(yield* worker.runDue).toBe(1)
        d = yield* deliveryOf(row.id)
        expect(d).toMatchObject({
          status: "retrying",
          attempts: 2,
          httpStatus: 503,
          lastError: "HTTP 503 Service Unavailable: receiver says no (503)"
        })
        expect(d.nextAttemptAt).toBe(new Date(T0 + retryDelayMs(1) + retryDelayMs(2)).toISOString())
        expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1)) // exponential

        yield* TestClock.adjust(retryDelayMs(2) - 1000)
        expect(yield* worker.runDue).toBe(0)
        yield* TestClock.adjust(1000)
        expect(yield* worker.runDue).toBe(1)
        d = yield* deliveryOf(row.id)
        expect(d).toMatchObject({ status: "delivered", attempts: 3, httpStatus: 200, lastError: null, nextAttemptAt: null })
        expect(d.firstAttemptAt).toBe(new Date(T0).toISOString())
        const stored = Option.getOrThrow(yield* Effect.flatMap(Store, (s) => s.getEvent(Scope.all, event.id)))
        expect(stored.webhookDelivered).toBe(true)

        expect(receiver.requests).toHaveLength(3)
        for (const r of receiver.requests) {
          expect(r.xSignatureValid).toBe(true)
          expect(r.standardSignatureValid).toBe(true)
          expect(r.headers["webhook-id"]).toBe(row.messageId)
          expect(r.headers["content-type"]).toMatch(/^application\/json/)
          expect(JSON.parse(r.body)).toEqual({
            id: event.id,
            type: event.type,
            severity: event.severity,
            summary: event.summary,
            detectedAt: event.detectedAt,
            watchId: event.watchId,
            details: event.details
          })
        }
        // A fresh timestamp per attempt (virtual seconds), signed each time.
        expect(receiver.requests.map((r) => Number(r.headers["webhook-timestamp"]))).toEqual([
          T0 / 1000,
          (T0 + retryDelayMs(1)) / 1000,
          (T0 + retryDelayMs(1) + retryDelayMs(2)) / 1000
        ])
      }).pipe(Effect.provide(liveStack(storeDir())))
    }).pipe(Effect.scoped))

  it.effect("gives up after 3 failed attempts: failed, with the last error, never retried again", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const receiver = yield* startReceiver([502], undefined)
      yield* Effect.gen(function*() {
        const worker = yield* DeliveryWorker
        const { row } = yield* setup(receiver.url, undefined)
        for (let i = 0; i < 3; i++) {
          expect(yield* worker.runDue).toBe(1)
          yield* TestClock.adjust("1 hour")
        }
        expect(yield* worker.runDue).toBe(0)
        expect(yield* deliveryOf(row.id)).toMatchObject({
          status: "failed",
          attempts: 3,
          httpStatus: 502,
          nextAttemptAt: null,
          lastError: "HTTP 502 Bad Gateway: receiver says no (502)"
        })
        // Unsigned: id and timestamp only.
        expect(receiver.requests[0]!.headers["webhook-signature"]).toBeUndefined()
        expect(receiver.requests[0]!.headers["x-signature-256"]).toBeUndefined()
        expect(receiver.requests[0]!.headers["webhook-id"]).toBe(row.messageId)
      }).pipe(Effect.provide(liveStack(storeDir())))
    }).pipe(Effect.scoped))

  it.effect("a target the SSRF policy refuses fails at once, without a connection", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const receiver = yield* startReceiver([200], undefined)
      yield* Effect.gen(function*() {
        const worker = yield* DeliveryWorker
        const { row } = yield* setup(receiver.url, undefined) // http://127.0.0.1:<port>, registered while allowed
        expect(yield* worker.runDue).toBe(1)
        const d = yield* deliveryOf(row.id)
        expect(d).toMatchObject({ status: "failed", attempts: 1, httpStatus: null })
        expect(d.lastError).toMatch(/webhook policy: URL must use https/)
        expect(receiver.requests).toHaveLength(0)
      }).pipe(Effect.provide(liveStack(storeDir(), {})))
    }).pipe(Effect.scoped))

  it.effect("a restart mid-delivery loses nothing: the attempt is re-sent after its lease, with the same webhook-id", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const receiver = yield* startReceiver(["hang", 200], SECRET)
      const dir = storeDir()
      // First process: the receiver holds the request; the process stops before it answers.
      const { row, event } = yield* Effect.gen(function*() {
        const worker = yield* DeliveryWorker
        const planted = yield* setup(receiver.url, SECRET)
        const inFlight = yield* Effect.fork(worker.runDue)
        yield* Deferred.await(receiver.firstRequest)
        yield* Fiber.interrupt(inFlight)
        return planted
      }).pipe(Effect.provide(liveStack(dir)))
      expect(receiver.requests).toHaveLength(1)

      // Second process over the same DATA_DIR.
      yield* Effect.gen(function*() {
        const worker = yield* DeliveryWorker
        expect(yield* deliveryOf(row.id)).toMatchObject({ status: "pending", attempts: 0 })
        expect(yield* worker.runDue).toBe(0) // still leased by the dead attempt
        yield* TestClock.adjust(worker.leaseMs)
        expect(yield* worker.runDue).toBe(1)
        expect(yield* deliveryOf(row.id)).toMatchObject({ status: "delivered", attempts: 1, httpStatus: 200 })
        const stored = Option.getOrThrow(yield* Effect.flatMap(Store, (s) => s.getEvent(Scope.all, event.id)))
        expect(stored.webhookDelivered).toBe(true)
      }).pipe(Effect.provide(liveStack(dir)))

      expect(receiver.requests).toHaveLength(2)
      expect(receiver.requests.map((r) => r.headers["webhook-id"])).toEqual([row.messageId, row.messageId])
      expect(receiver.requests.map((r) => r.body)).toEqual([row.payload, row.payload])
      expect(receiver.requests.every((r) => r.standardSignatureValid === true && r.xSignatureValid === true)).toBe(true)
    }).pipe(Effect.scoped))
})

describe("DeliveryWorker timing rules", () => {
  it.effect("a receiver that never answers times out (WEBHOOK_TIMEOUT_MS) and is retried", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const receiver = yield* startReceiver(["hang"], undefined)
      yield* Effect.gen(function*() {
        const worker = yield* DeliveryWorker
        const { row } = yield* setup(receiver.url, undefined)
        const running = yield* Effect.fork(worker.runDue)
        yield* Deferred.await(receiver.firstRequest)
        yield* TestClock.adjust("10 seconds")
        expect(yield* Fiber.join(running)).toBe(1)
        const d = yield* deliveryOf(row.id)
        expect(d).toMatchObject({
          status: "retrying",
          attempts: 1,
          httpStatus: null,
          lastError: "no response within 10000 ms (WEBHOOK_TIMEOUT_MS)"
        })
        expect(d.nextAttemptAt).toBe(new Date(T0 + 10_000 + retryDelayMs(1)).toISOString())
      }).pipe(Effect.provide(liveStack(storeDir())))
    }).pipe(Effect.scoped))

  it.effect("a longer Retry-After from the receiver is honoured", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const Busy = Layer.succeed(WebhookTransport, {
        post: () => Effect.succeed({ status: 429, reason: "Too Many Requests", retryAfterMs: 600_000, excerpt: "" })
      })
      const config = TestAppConfigLayer()
      const stack = EventSinkLive.pipe(
        Layer.provideMerge(DeliveryWorker.Default.pipe(Layer.provideMerge(Layer.mergeAll(SqliteStoreLive(storeDir()), Busy, config))))
      )
      yield* Effect.gen(function*() {
        const worker = yield* DeliveryWorker
        const { row } = yield* setup("https://hooks.example.com/ipdata", undefined)
        expect(yield* worker.runDue).toBe(1)
        expect(yield* deliveryOf(row.id)).toMatchObject({
          status: "retrying",
          httpStatus: 429,
          lastError: "HTTP 429 Too Many Requests",
          nextAttemptAt: new Date(T0 + 600_000).toISOString()
        })
      }).pipe(Effect.provide(stack))
    }))
})

describe("the background worker", () => {
  it.effect("is woken by new events and picks up retries when they fall due", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const posted: Array<{ url: string; id: string }> = []
      const answers = [503, 200]
      const signals = [yield* Deferred.make<void>(), yield* Deferred.make<void>()]
      const FakeTransport = Layer.succeed(WebhookTransport, {
        post: (r) =>
          Effect.sync((): WebhookAnswer => {
            posted.push({ url: r.url, id: r.headers["webhook-id"]! })
            const status = answers[Math.min(posted.length - 1, answers.length - 1)]!
            Deferred.unsafeDone(signals[posted.length - 1] ?? signals[1]!, Effect.void)
            return { status, reason: "", retryAfterMs: undefined, excerpt: "" }
          })
      })
      const config = TestAppConfigLayer()
      const worker = DeliveryWorker.Default.pipe(Layer.provideMerge(Layer.mergeAll(SqliteStoreLive(storeDir()), FakeTransport, config)))
      const stack = Layer.mergeAll(EventSinkLive, DeliveryPollingLive).pipe(Layer.provideMerge(worker))
      yield* Effect.gen(function*() {
        const { row } = yield* setup("https://hooks.example.com/ipdata", SECRET)
        yield* Deferred.await(signals[0]!) // woken by onEvents, no clock movement needed
        expect(posted).toEqual([{ url: "https://hooks.example.com/ipdata", id: row.messageId }])
        yield* TestClock.adjust(retryDelayMs(1)) // the poll interval passes; the retry is now due
        yield* Deferred.await(signals[1]!)
        expect(posted).toHaveLength(2)
        expect(posted[1]!.id).toBe(row.messageId)
      }).pipe(Effect.provide(stack))
    }).pipe(Effect.scoped))
})

describe("planning deliveries for new events", () => {
  it("one row per subscribed, enabled webhook of the owner, plus the watch's own URL; one webhook-id per event", () => {
    const watch = watchRecord("key-a", { webhookUrl: "https://own.example.com/w" })
    const all = webhookRecord("key-a", { url: "https://all.example.com/h" })
    const statusOnly = webhookRecord("key-a", { url: "https://status.example.com/h", eventTypes: ["status_change"] })
    const deadlineOnly = webhookRecord("key-a", { url: "https://deadline.example.com/h", eventTypes: ["deadline_approaching"] })
    const off = webhookRecord("key-a", { url: "https://off.example.com/h", enabled: false })
    const foreign = webhookRecord("key-b", { url: "https://b.example.com/h" })
    const e1 = eventRecord(watch)
    const e2 = eventRecord(watch)
    const rows = planDeliveries([e1, e2], watch, [all, statusOnly, deadlineOnly, off, foreign], "2026-01-01T00:00:00.000Z")
    const urlsOf = (e: EventRecord) => rows.filter((r) => r.eventId === e.id).map((r) => r.url)
    expect(urlsOf(e1)).toEqual(["https://all.example.com/h", "https://status.example.com/h", "https://own.example.com/w"])
    expect(new Set(rows.filter((r) => r.eventId === e1.id).map((r) => r.messageId)).size).toBe(1)
    expect(rows.find((r) => r.eventId === e1.id)!.messageId).not.toBe(rows.find((r) => r.eventId === e2.id)!.messageId)
    const own = rows.find((r) => r.url === "https://own.example.com/w")!
    expect(own).toMatchObject<Partial<DeliveryRecord>>({
      webhookId: null,
      watchId: watch.id,
      status: "pending",
      attempts: 0,
      maxAttempts: 3
    })
    // The watch URL is also a registered webhook: sent once, signed, through the webhook.
    const same = planDeliveries([e1], { ...watch, webhookUrl: "https://all.example.com/h" }, [all], "2026-01-01T00:00:00.000Z")
    expect(same.map((r) => r.webhookId)).toEqual([all.id])
  })
})
