import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Effect, Exit, Fiber, Layer, Option, TestClock } from "effect"
import { ToolError } from "../src/Domain/ToolError.js"
import { loadSettings as loadAppConfig } from "../src/Providers/Offices.js"
import { TrademarkProviders } from "../src/Providers/ProviderRegistry.js"
import type { TrademarkProvider } from "../src/Providers/TrademarkProvider.js"
import { MemoryStoreLive } from "../src/Services/Store/MemoryStore.js"
import { newId, Scope, Store } from "../src/Services/Store/Store.js"
import { EventSink } from "../src/Services/Watches/EventSink.js"
import { WatchSchedulerLive } from "../src/Services/Watches/WatchPolling.js"
import { OFFICE_BACKOFF, WatchScheduler } from "../src/Services/Watches/WatchScheduler.js"
import { watchRecord } from "./support/MonitoringFixtures.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"
import { addWatch, cycle, events, fakeOffice, hour, MINUTE, recordingSink, schedulerLayer, T0 } from "./support/WatchHarness.js"

describe("WatchScheduler: status_change", () => {
  it.effect("the first poll only records; a change between polls gives one event, once", () => {
    const us = fakeOffice("US")
    us.setMark("87654321", "pending", { statusDescription: "Under examination" })
    const sink = recordingSink()
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const w = watchRecord("key-a", { trademarkId: "US-87654321", createdAt: new Date(T0).toISOString() })
      yield* addWatch(w)
      const first = yield* cycle
      expect(first).toMatchObject({ watchesDue: 1, watchesChecked: 1, events: 0, upstreamCalls: 1 })
      expect(yield* events()).toEqual([])
      const store = yield* Store
      expect(Option.getOrThrow(yield* store.getWatch(Scope.all, w.id)).lastCheckedAt).toBe("2025-01-01T00:00:00.000Z")

      yield* hour
      us.setMark("87654321", "registered", { statusDescription: "Registered", statusDate: "2025-01-01" })
      expect((yield* cycle).events).toBe(1)
      const [e] = yield* events()
      expect(e).toMatchObject({
        watchId: w.id,
        owner: "key-a",
        type: "status_change",
        severity: "info",
        detectedAt: "2025-01-01T01:00:00.000Z",
        acknowledged: false,
        webhookDelivered: false,
        summary: "ACME (US-87654321) status changed from \"pending (Under examination)\" to \"registered\"",
        details: { trademarkId: "US-87654321", previousStatus: "pending", newStatus: "registered", statusDate: "2025-01-01" }
      })
      expect(e!.id).toMatch(/^evt_[0-9a-f]{12}$/)
      expect(sink.seen.map((x) => x.id)).toEqual([e!.id])

      yield* hour
      expect((yield* cycle).events).toBe(0)
      // A threatening change is critical.
      yield* hour
      us.setMark("87654321", "opposed")
      yield* cycle
      expect((yield* events())[0]).toMatchObject({ severity: "critical", details: { previousStatus: "registered", newStatus: "opposed" } })
    }).pipe(Effect.provide(schedulerLayer([us.provider], undefined, sink.layer)))
  })

  it.effect("paused watches are not polled; a watch is due again only after half an interval", () => {
    const us = fakeOffice("US")
    us.setMark("1234567", "pending")
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      yield* addWatch(watchRecord("key-a", { trademarkId: "US-1234567" }))
      yield* addWatch(watchRecord("key-a", { trademarkId: "US-7654321", enabled: false }))
      expect((yield* cycle).watchesDue).toBe(1)
      yield* TestClock.adjust("20 minutes")
      expect(yield* cycle).toMatchObject({ watchesDue: 0, upstreamCalls: 0 })
      yield* TestClock.adjust("10 minutes")
      expect((yield* cycle).watchesDue).toBe(1)
      expect(us.calls.detail).toBe(2)
    }).pipe(Effect.provide(schedulerLayer([us.provider])))
  })
})

describe("WatchScheduler: similar_filing", () => {
  it.effect("the baseline is recorded, then each new similar mark is reported once", () => {
    const eu = fakeOffice("EU")
    eu.file("018000001", "ACMEE") // there before the watch
    eu.file("018000002", "ACNE CORP", { niceClasses: [3] }) // other class
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const w = watchRecord("key-a", {
        type: "similar_filing",
        trademarkId: undefined,
        markName: "ACME",
        jurisdictions: ["EU"],
        niceClasses: [9],
        createdAt: new Date(T0).toISOString()
      })
      yield* addWatch(w)
      eu.file("018000003", "ACMEX", { filingDate: "2025-01-01" }) // filed since the watch was made: new
      expect((yield* cycle).events).toBe(1)
      expect((yield* events()).map((e) => e.details.similarMark)).toEqual(["ACMEX"])

      yield* hour
      eu.file("018000004", "ACMA", { filingDate: "2025-01-01", owner: "Copycat Ltd" })
      eu.file("018000005", "ZEBRA")
      expect((yield* cycle).events).toBe(1)
      const [e] = yield* events()
      expect(e).toMatchObject({
        type: "similar_filing",
        severity: "warning",
        details: {
          monitoredMark: "ACME",
          similarMark: "ACMA",
          similarMarkId: "EU-018000004",
          jurisdiction: "EU",
          conflictType: "visual",
          owner: "Copycat Ltd",
          overlappingClasses: [9]
        }
      })
      expect(e!.details.similarityScore as number).toBeGreaterThanOrEqual(0.8)
      expect(e!.summary).toContain("New similar filing \"ACMA\" (EU-018000004) detected in EU (84% similarity")

      yield* hour
      expect((yield* cycle).events).toBe(0)
      // An exact copy is critical.
      yield* hour
      eu.file("018000006", "Acme", { filingDate: "2025-01-01" })
      yield* cycle
      expect((yield* events())[0]).toMatchObject({ severity: "critical", details: { conflictType: "exact" } })
    }).pipe(Effect.provide(schedulerLayer([eu.provider])))
  })
})

describe("WatchScheduler: deadline_approaching", () => {
  it.effect("each deadline is reported once when upcoming and once more when imminent", () => {
    const us = fakeOffice("US")
    us.setMark("87654321", "registered", { renewalDate: "2025-01-21", expirationDate: "2025-01-21", oppositionDeadline: "2024-12-01" })
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const w = watchRecord("key-a", { type: "deadline_approaching", trademarkId: "US-87654321", deadlineDaysAhead: 30 })
      yield* addWatch(w)
      expect((yield* cycle).events).toBe(1)
      expect((yield* events())[0]).toMatchObject({
        severity: "warning",
        details: { deadlineType: "renewal", deadlineDate: "2025-01-21", daysRemaining: 20, stage: "upcoming" },
        summary: "Renewal due for ACME (US-87654321) on 2025-01-21 (in 20 days)"
      })
      yield* TestClock.adjust("1 day")
      expect((yield* cycle).events).toBe(0)
      yield* TestClock.adjust("12 days") // 2025-01-14: 7 days left
      expect((yield* cycle).events).toBe(1)
      expect((yield* events())[0]).toMatchObject({ severity: "critical", details: { daysRemaining: 7, stage: "imminent" } })
      yield* TestClock.adjust("1 day")
      expect((yield* cycle).events).toBe(0)
      // A new deadline further out than deadlineDaysAhead is not reported yet.
      us.setMark("87654321", "registered", { renewalDate: "2035-01-21" })
      yield* TestClock.adjust("1 day")
      expect((yield* cycle).events).toBe(0)
    }).pipe(Effect.provide(schedulerLayer([us.provider])))
  })
})

describe("WatchScheduler: cycles", () => {
  it.effect("watches on the same mark or query share one upstream call per cycle", () => {
    const us = fakeOffice("US")
    const eu = fakeOffice("EU")
    us.setMark("87654321", "pending", { renewalDate: "2025-01-10" })
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      yield* addWatch(watchRecord("key-a", { trademarkId: "US-87654321" }))
      yield* addWatch(watchRecord("key-b", { trademarkId: "US:87654321".replace(":", "-") }))
      yield* addWatch(watchRecord("key-a", { type: "deadline_approaching", trademarkId: "US-87654321" }))
      const similar = { type: "similar_filing" as const, trademarkId: undefined, markName: "ACME", jurisdictions: ["EU" as const] }
      yield* addWatch(watchRecord("key-a", similar))
      yield* addWatch(watchRecord("key-b", { ...similar, markName: "acme" }))
      yield* addWatch(watchRecord("key-b", { ...similar, markName: "ACME", niceClasses: [9] })) // a different query
      const report = yield* cycle
      expect(report).toMatchObject({ watchesDue: 6, watchesChecked: 6 })
      expect(us.calls.detail).toBe(1)
      expect(eu.calls.search).toBe(2)
      expect(report.upstreamCalls).toBe(3)
      // The deadline watch still got its event from the shared call.
      expect((yield* events()).map((e) => e.type)).toEqual(["deadline_approaching"])
    }).pipe(Effect.provide(schedulerLayer([us.provider, eu.provider])))
  })

  it.effect("a failing office neither stops the cycle nor is hammered: skipped for the cycle, then backed off", () => {
    const us = fakeOffice("US")
    const eu = fakeOffice("EU")
    eu.setMark("018000001", "pending")
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      us.fail(ToolError.create("PROVIDER_ERROR", "USPTO service error (HTTP 500)", { provider: "USPTO" }))
      const u1 = watchRecord("key-a", { trademarkId: "US-1111111" })
      const u2 = watchRecord("key-a", { trademarkId: "US-2222222" })
      const e1 = watchRecord("key-a", { trademarkId: "EU-018000001" })
      for (const w of [u1, u2, e1]) yield* addWatch(w)
      const report = yield* cycle
      expect(report).toMatchObject({ watchesDue: 3, watchesChecked: 1, errors: 1 })
      // Two US watches, but after the first failure the office is not asked again this cycle (2 in flight at most).
      expect(us.calls.detail).toBeLessThanOrEqual(2)
      const store = yield* Store
      expect(Option.getOrThrow(yield* store.getWatch(Scope.all, e1.id)).lastCheckedAt).not.toBeNull()
      expect(Option.getOrThrow(yield* store.getWatch(Scope.all, u1.id)).lastCheckedAt).toBeNull()

      // Within the backoff the office is skipped; unchecked watches stay due.
      const before = us.calls.detail
      yield* TestClock.adjust(OFFICE_BACKOFF.baseMs - MINUTE)
      const skipped = yield* cycle
      expect(us.calls.detail).toBe(before)
      expect(skipped.skippedOffices.map((s) => s.jurisdiction)).toEqual(["US"])
      // Once it has passed, the office is asked again; when it recovers the watches are checked.
      yield* TestClock.adjust(2 * MINUTE)
      us.fail(undefined)
      us.setMark("1111111", "pending")
      us.setMark("2222222", "pending")
      const recovered = yield* cycle
      expect(recovered).toMatchObject({ watchesChecked: 2, errors: 0, skippedOffices: [] })
    }).pipe(Effect.provide(schedulerLayer([us.provider, eu.provider])))
  })

  it.effect("the backoff doubles with consecutive failed cycles", () => {
    const us = fakeOffice("US")
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      us.fail(ToolError.create("PROVIDER_TIMEOUT", "USPTO timed out", { provider: "USPTO" }))
      yield* addWatch(watchRecord("key-a", { trademarkId: "US-1111111" }))
      yield* cycle // fails: 5 min
      yield* TestClock.adjust(OFFICE_BACKOFF.baseMs)
      yield* cycle // fails again: 10 min
      expect(us.calls.detail).toBe(2)
      yield* TestClock.adjust(OFFICE_BACKOFF.baseMs * 2 - MINUTE)
      yield* cycle
      expect(us.calls.detail).toBe(2)
      yield* TestClock.adjust(MINUTE)
      yield* cycle
      expect(us.calls.detail).toBe(3)
    }).pipe(Effect.provide(schedulerLayer([us.provider])))
  })

  it.effect("cycles never overlap: a second run while one is in progress returns None", () => {
    const us = fakeOffice("US")
    us.setMark("1111111", "pending")
    us.slow(30_000)
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      yield* addWatch(watchRecord("key-a", { trademarkId: "US-1111111" }))
      const scheduler = yield* WatchScheduler
      const first = yield* Effect.fork(scheduler.runCycle)
      yield* TestClock.adjust("1 second")
      expect(scheduler.stats().running).toBe(true)
      expect(Option.isNone(yield* scheduler.runCycle)).toBe(true)
      yield* TestClock.adjust("30 seconds")
      const report = Option.getOrThrow(yield* Fiber.join(first))
      expect(report.watchesChecked).toBe(1)
      expect(report.durationMs).toBe(30_000)
      expect(us.calls.detail).toBe(1)
      expect(scheduler.stats()).toMatchObject({
        running: false,
        cycles: 1,
        lastCycleMs: 30_000,
        watchesChecked: 1,
        upstreamCalls: 1,
        errors: 0
      })
    }).pipe(Effect.provide(schedulerLayer([us.provider])))
  })

  it.effect("events older than the retention period are purged each cycle", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const store = yield* Store
      const w = watchRecord("key-a", { enabled: false })
      yield* addWatch(w)
      const base = {
        owner: "key-a",
        watchId: w.id,
        type: "status_change" as const,
        severity: "info" as const,
        summary: "x",
        details: {},
        acknowledged: true,
        webhookDelivered: false
      }
      const old = { ...base, id: newId.event(), detectedAt: new Date(T0 - 11 * 86_400_000).toISOString() }
      const recent = { ...base, id: newId.event(), detectedAt: new Date(T0 - 9 * 86_400_000).toISOString() }
      yield* store.recordCheck({ watchId: w.id, checkedAt: recent.detectedAt, snapshot: undefined, events: [old, recent], deliveries: [] })
      expect((yield* cycle).purgedEvents).toBe(1)
      expect((yield* events()).map((e) => e.id)).toEqual([recent.id])
    }).pipe(Effect.provide(schedulerLayer([], { EVENT_RETENTION_DAYS: "10" }))))

  it.effect("outbox rows planned by the sink are written with the events", () => {
    const us = fakeOffice("US")
    us.setMark("1111111", "pending", { oppositionDeadline: "2025-01-05" })
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      yield* addWatch(
        watchRecord("key-a", { type: "deadline_approaching", trademarkId: "US-1111111", webhookUrl: "https://example.com/w" })
      )
      yield* cycle
      const [e] = yield* events()
      const store = yield* Store
      const { deliveries } = yield* store.listDeliveries(Scope.all, { limit: 10 })
      expect(deliveries.map((d) => d.eventId)).toEqual([e!.id])
      expect(e).toMatchObject({ severity: "critical", details: { deadlineType: "opposition", daysRemaining: 4 } })
    }).pipe(Effect.provide(schedulerLayer([us.provider])))
  })
})

describe("WatchSchedulerLive (background poller)", () => {
  const live = (us: TrademarkProvider, interval: string) =>
    WatchSchedulerLive.pipe(
      Layer.provideMerge(MemoryStoreLive),
      Layer.provide(EventSink.noop),
      Layer.provide(TrademarkProviders.test([us])),
      Layer.provide(TestAppConfigLayer({ WATCH_POLL_INTERVAL: interval }))
    )

  it.effect("polls at start and then every WATCH_POLL_INTERVAL seconds (TestClock)", () => {
    const us = fakeOffice("US")
    us.setMark("1111111", "pending")
    return Effect.gen(function*() {
      const scheduler = yield* WatchScheduler
      yield* addWatch(watchRecord("key-a", { trademarkId: "US-1111111" }))
      yield* TestClock.adjust("1 second") // the first cycle runs at start
      expect(scheduler.stats().cycles).toBe(1)
      expect(us.calls.detail).toBe(1)
      yield* TestClock.adjust("58 seconds")
      expect(scheduler.stats().cycles).toBe(1)
      yield* TestClock.adjust("2 seconds")
      expect(scheduler.stats().cycles).toBe(2)
      expect(us.calls.detail).toBe(2)
      us.setMark("1111111", "abandoned")
      yield* TestClock.adjust("60 seconds")
      expect(scheduler.stats().cycles).toBe(3)
      expect((yield* events()).map((e) => e.severity)).toEqual(["critical"])
    }).pipe(Effect.provide(live(us.provider, "60")))
  })

  it.effect("WATCH_POLL_INTERVAL=0 turns polling off", () => {
    const us = fakeOffice("US")
    us.setMark("1111111", "pending")
    return Effect.gen(function*() {
      const scheduler = yield* WatchScheduler
      yield* addWatch(watchRecord("key-a", { trademarkId: "US-1111111" }))
      yield* TestClock.adjust("10 hours")
      expect(scheduler.stats()).toMatchObject({ enabled: false, cycles: 0 })
      expect(us.calls.detail).toBe(0)
    }).pipe(Effect.provide(live(us.provider, "0")))
  })
})

describe("monitoring settings", () => {
  const load = (env: Record<string, string>) =>
    Effect.exit(loadAppConfig.pipe(Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))))

  it.effect("defaults: hourly polls, 180 days of events, free 10/2, pro 200/10, enterprise unlimited", () =>
    Effect.gen(function*() {
      const exit = yield* load({})
      expect(Exit.isSuccess(exit) && exit.value.monitoring).toEqual({
        pollIntervalSeconds: 3600,
        eventRetentionDays: 180,
        schedulerLeaseSeconds: 30,
        watchLimits: { free: 10, pro: 200, enterprise: 0 },
        webhookLimits: { free: 2, pro: 10, enterprise: 0 }
      })
    }))

  it.effect("WATCH_POLL_INTERVAL is 0 (off) or at least 60; a bad value is one line naming it", () =>
    Effect.gen(function*() {
      expect(Exit.isSuccess(yield* load({ WATCH_POLL_INTERVAL: "0" }))).toBe(true)
      expect(Exit.isSuccess(yield* load({ WATCH_POLL_INTERVAL: "60" }))).toBe(true)
      for (const bad of ["30", "-1", "hourly"]) {
        const exit = yield* load({ WATCH_POLL_INTERVAL: bad })
        expect(Exit.isFailure(exit)).toBe(true)
        if (Exit.isFailure(exit)) {
          expect(String(exit.cause)).toContain(
            `Invalid configuration: WATCH_POLL_INTERVAL=${
              JSON.stringify(bad)
            } is not allowed; expected 0 (polling off) or a whole number of seconds >= 60.`
          )
        }
      }
      const limit = yield* load({ WATCH_LIMIT_FREE: "-3" })
      expect(Exit.isFailure(limit) && String(limit.cause)).toContain("WATCH_LIMIT_FREE")
    }))
})
