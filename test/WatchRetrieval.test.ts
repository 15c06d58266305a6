import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, TestClock } from "effect"
import { scoreMarks } from "../src/Analysis/Similarity.js"
import { ToolError } from "../src/Domain/ToolError.js"
import type { TrademarkSummary } from "../src/Domain/Trademark.js"
import type { LocalTrademarkProvider, SimilarOptions } from "../src/Providers/LocalRegister/LocalRegisterProvider.js"
import { mockTrademarkProvider } from "../src/Providers/ProviderRegistry.js"
import { Scope, Store } from "../src/Services/Store/Store.js"
import { OFFICE_BACKOFF } from "../src/Services/Watches/WatchScheduler.js"
import { watchRecord } from "./support/MonitoringFixtures.js"
import { addWatch, cycle, events, fakeOffice, hour, MINUTE, schedulerLayer, T0 } from "./support/WatchHarness.js"

/** similar_filing watches find candidates the way clearance does (Clearance/OfficeSearch.ts). */
const similarWatch = (markName: string, niceClasses: ReadonlyArray<number>, jurisdictions = ["US" as const]) =>
  watchRecord("key-a", {
    type: "similar_filing",
    trademarkId: undefined,
    markName,
    jurisdictions,
    niceClasses,
    createdAt: new Date(T0).toISOString()
  })

const similarMarks = Effect.map(events(), (es) => es.map((e) => e.details.similarMark))

describe("similar_filing retrieval at a live office without fuzzy search", () => {
  it.effect("a watch on a multi-word mark sees a new filing of its distinctive word", () => {
    const us = fakeOffice("US", { substring: true })
    us.file("90000001", "NOVA", { niceClasses: [43], filingDate: "2019-05-01" }) // there before the watch
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      yield* addWatch(similarWatch("THE NOVA KITCHEN", [43]))
      const first = yield* cycle
      expect(first).toMatchObject({ watchesChecked: 1, events: 0, upstreamCalls: 3 })
      // The name search, the stem search (the name search came back thin), the distinctive word.
      expect(us.searches).toEqual([
        { query: "THE NOVA KITCHEN", searchType: "name" },
        { query: "THE NOVA KITCH", searchType: "name" },
        { query: "NOVA", searchType: "name" }
      ])

      yield* hour
      us.file("90000002", "Nova", { niceClasses: [43], filingDate: "2025-01-01" })
      us.file("90000003", "KITCHEN STAR", { niceClasses: [43], filingDate: "2025-01-01" }) // shares only the descriptive word
      const second = yield* cycle
      expect(second).toMatchObject({ events: 1, upstreamCalls: 3 })
      expect(yield* similarMarks).toEqual(["Nova"])
      const [e] = yield* events()
      expect(e).toMatchObject({ severity: "critical", details: { monitoredMark: "THE NOVA KITCHEN", similarMarkId: "US-90000002" } })
      expect(e!.details.similarityScore as number).toBeGreaterThanOrEqual(0.9)
    }).pipe(Effect.provide(schedulerLayer([us.provider])))
  })

  it.effect("a watch on a foreign word sees the filing of its English translation", () => {
    const us = fakeOffice("US", { substring: true })
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      yield* addWatch(similarWatch("LUPO", [25]))
      expect(yield* cycle).toMatchObject({ events: 0, upstreamCalls: 2 })
      yield* hour
      us.file("90000010", "WOLF", { niceClasses: [25], filingDate: "2025-01-01" })
      us.file("90000011", "WOLFRAM", { niceClasses: [9], filingDate: "2025-01-01" }) // another class
      expect(yield* cycle).toMatchObject({ events: 1, upstreamCalls: 2 })
      expect(yield* similarMarks).toEqual(["WOLF"])
      expect(us.searches.slice(-2)).toEqual([
        { query: "LUPO", searchType: "name" },
        { query: "WOLF", searchType: "name" }
      ])
    }).pipe(Effect.provide(schedulerLayer([us.provider])))
  })

  it.effect("watches sharing a mark share each of its queries: one query plan per distinct mark and office", () => {
    const us = fakeOffice("US", { substring: true })
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      yield* addWatch(similarWatch("THE NOVA KITCHEN", [43]))
      yield* addWatch(watchRecord("key-b", { ...similarWatch("the nova kitchen", [43]), owner: "key-b" }))
      yield* addWatch(similarWatch("LUPO", [25]))
      const report = yield* cycle
      expect(report).toMatchObject({ watchesDue: 3, watchesChecked: 3, upstreamCalls: 5 })
      expect(us.calls.search).toBe(5)
    }).pipe(Effect.provide(schedulerLayer([us.provider])))
  })

  it.effect("watches on different marks share the queries they have in common: NOVA is asked once for two marks", () => {
    const us = fakeOffice("US", { substring: true })
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      yield* addWatch(similarWatch("THE NOVA KITCHEN", [43]))
      yield* addWatch(similarWatch("NOVA BAKERY", [43]))
      const report = yield* cycle
      // THE NOVA KITCHEN: name, stem, NOVA; NOVA BAKERY: name, stem; its word search for NOVA is the first's.
      expect(report).toMatchObject({ watchesChecked: 2, upstreamCalls: 5 })
      expect(us.searches.filter((q) => q.query === "NOVA")).toHaveLength(1)
      expect(us.calls.search).toBe(5)
    }).pipe(Effect.provide(schedulerLayer([us.provider])))
  })

  it.effect("a failing word search skips the office and backs it off; the watch is not baselined on half an answer", () => {
    const us = fakeOffice("US", { substring: true })
    us.file("90000001", "NOVA", { niceClasses: [43], filingDate: "2019-05-01" })
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const w = similarWatch("THE NOVA KITCHEN", [43])
      yield* addWatch(w)
      us.failQuery("NOVA", ToolError.create("RATE_LIMITED", "USPTO rate limit", { provider: "USPTO" }))
      const failed = yield* cycle
      expect(failed).toMatchObject({ watchesChecked: 0, errors: 1, upstreamCalls: 3 })
      const store = yield* Store
      expect(Option.getOrThrow(yield* store.getWatch(Scope.all, w.id)).lastCheckedAt).toBeNull()
      yield* TestClock.adjust(OFFICE_BACKOFF.baseMs - MINUTE)
      expect((yield* cycle).skippedOffices.map((s) => s.jurisdiction)).toEqual(["US"])
      expect(us.calls.search).toBe(3)
      // Recovered: the baseline now holds the old NOVA, which is never reported.
      yield* TestClock.adjust(2 * MINUTE)
      us.failQuery("NOVA", undefined)
      expect(yield* cycle).toMatchObject({ watchesChecked: 1, events: 0, errors: 0 })
      expect(Option.getOrThrow(yield* store.getSnapshot(w.id))).toMatchObject({ seen: ["US-90000001"], baselined: ["US"] })
    }).pipe(Effect.provide(schedulerLayer([us.provider])))
  })

  it.effect("a watch baselined by the older retrieval is baselined again, reporting only marks filed since its last check", () => {
    const us = fakeOffice("US", { substring: true })
    us.file("90000001", "NOVA", { niceClasses: [43], filingDate: "2024-06-01" }) // old, found only by the word search
    us.file("90000002", "NOVA", { niceClasses: [43], filingDate: "2025-01-03" }) // filed since the last check
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0 + 3 * 86_400_000)
      const w = watchRecord("key-a", { ...similarWatch("THE NOVA KITCHEN", [43]), createdAt: "2024-01-01T00:00:00.000Z" })
      yield* addWatch(w)
      const store = yield* Store
      const snapshot = { kind: "similar", seen: [], baselined: ["US"] } // no `retrieval`: version 1
      yield* store.recordCheck({ watchId: w.id, checkedAt: "2025-01-02T00:00:00.000Z", snapshot, events: [], deliveries: [] })
      expect(yield* cycle).toMatchObject({ watchesChecked: 1, events: 1 })
      expect((yield* events()).map((e) => e.details.similarMarkId)).toEqual(["US-90000002"])
      expect(Option.getOrThrow(yield* store.getSnapshot(w.id))).toMatchObject({ retrieval: 2, baselined: ["US"] })
    }).pipe(Effect.provide(schedulerLayer([us.provider])))
  })
})

describe("similar_filing retrieval at the local register", () => {
  it.effect("the watch asks the register's clearance lookup (word by word, by translation) once per mark", () => {
    const asked: Array<{ mark: string; options: SimilarOptions | undefined }> = []
    const wolf: TrademarkSummary = {
      id: "US-90000010",
      applicationNumber: "90000010",
      name: "WOLF",
      jurisdiction: "US",
      status: "pending",
      niceClasses: [25],
      filingDate: "2025-01-01"
    }
    const register: LocalTrademarkProvider = {
      ...mockTrademarkProvider("US"),
      source: "local",
      asOf: "2025-01-01",
      search: () => Effect.die("the watch must use the clearance lookup"),
      similar: (mark, options) =>
        Effect.sync(() => {
          asked.push({ mark, options })
          return asked.length === 1 ? [] : [{ trademark: wolf, similarity: scoreMarks(mark, wolf.name) }]
        })
    }
    return Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      yield* addWatch(similarWatch("LUPO", [25]))
      yield* addWatch(similarWatch("Lupo", [25]))
      expect(yield* cycle).toMatchObject({ watchesChecked: 2, upstreamCalls: 1 })
      expect(asked[0]!.options).toMatchObject({ kind: "clearance", wordClasses: [25], niceClasses: [25], status: "live" })
      yield* hour
      expect(yield* cycle).toMatchObject({ events: 2, upstreamCalls: 1 })
      expect(yield* similarMarks).toEqual(["WOLF", "WOLF"])
    }).pipe(Effect.provide(schedulerLayer([register])))
  })
})
