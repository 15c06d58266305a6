import { Effect, Layer, Option, TestClock } from "effect"
import type { Jurisdiction } from "../../src/Domain/Jurisdiction.js"
import { ToolError } from "../../src/Domain/ToolError.js"
import type { TrademarkDetail, TrademarkStatus, TrademarkSummary } from "../../src/Domain/Trademark.js"
import { mockTrademarkProvider, TrademarkProviders } from "../../src/Providers/ProviderRegistry.js"
import type { TrademarkProvider } from "../../src/Providers/TrademarkProvider.js"
import { MemoryStoreLive } from "../../src/Services/Store/MemoryStore.js"
import { type EventRecord, newId, Scope, Store, type WatchRecord } from "../../src/Services/Store/Store.js"
import { EventSink } from "../../src/Services/Watches/EventSink.js"
import { WatchScheduler } from "../../src/Services/Watches/WatchScheduler.js"
import { TestAppConfigLayer } from "./TestAppConfig.js"

/** The scheduler tests' fakes: offices, an event sink, the scheduler's layer and short-hands. */
export const T0 = Date.parse("2025-01-01T00:00:00.000Z")
export const MINUTE = 60_000

/**
 * A fake office whose marks the test changes between polls; counts every upstream call and keeps
 * the searches asked. By default a search returns every filing in the asked classes (the
 * scheduler's scoring decides); `substring` makes it a live office's name search instead: the
 * filings whose name contains the query, no fuzzy search.
 */
export const fakeOffice = (jurisdiction: Jurisdiction, options: { readonly substring?: boolean } = {}) => {
  const details = new Map<string, TrademarkDetail>()
  const filings: Array<TrademarkSummary> = []
  const calls = { detail: 0, search: 0 }
  const searches: Array<{ readonly query: string; readonly searchType: string }> = []
  let failure: ToolError | undefined
  const failOn = new Map<string, ToolError>()
  let delayMs = 0
  const provider: TrademarkProvider = mockTrademarkProvider(jurisdiction, {
    getDetail: (number) =>
      Effect.gen(function*() {
        calls.detail++
        if (delayMs > 0) yield* Effect.sleep(delayMs)
        if (failure !== undefined) return yield* failure
        const d = details.get(number)
        if (d === undefined) return yield* ToolError.create("TRADEMARK_NOT_FOUND", `${jurisdiction}-${number} not found`)
        return d
      }),
    search: (p) =>
      Effect.gen(function*() {
        calls.search++
        searches.push({ query: p.query, searchType: p.searchType })
        if (failure !== undefined) return yield* failure
        const failing = failOn.get(p.query.toUpperCase())
        if (failing !== undefined) return yield* failing
        const inClasses = filings.filter((m) => p.niceClasses === undefined || m.niceClasses.some((c) => p.niceClasses!.includes(c)))
        const results = options.substring === true
          ? inClasses.filter((m) => m.name.toUpperCase().includes(p.query.toUpperCase()))
          : inClasses
        return { results }
      })
  })
  return {
    provider,
    calls,
    searches,
    setMark: (number: string, status: TrademarkStatus, extra: Partial<TrademarkDetail> = {}) =>
      details.set(number, {
        id: `${jurisdiction}-${number}`,
        applicationNumber: number,
        name: "ACME",
        jurisdiction,
        status,
        niceClasses: [9],
        ...extra
      }),
    file: (number: string, name: string, extra: Partial<TrademarkSummary> = {}) =>
      filings.push({
        id: `${jurisdiction}-${number}`,
        applicationNumber: number,
        name,
        jurisdiction,
        status: "pending",
        niceClasses: [9],
        ...extra
      }),
    fail: (e: ToolError | undefined) => {
      failure = e
    },
    /** Searches for this query fail with `e` (undefined: they answer again). */
    failQuery: (query: string, e: ToolError | undefined) => {
      if (e === undefined) failOn.delete(query.toUpperCase())
      else failOn.set(query.toUpperCase(), e)
    },
    slow: (ms: number) => {
      delayMs = ms
    }
  }
}

/** Records what reached the sink; plans one outbox row per event. */
export const recordingSink = () => {
  const seen: Array<EventRecord> = []
  const layer = Layer.succeed(EventSink, {
    deliveriesFor: (owner, events, watch) =>
      Effect.succeed(
        watch.webhookUrl === undefined
          ? []
          : events.map((e) => ({
            id: newId.delivery(),
            owner,
            webhookId: null,
            watchId: watch.id,
            url: watch.webhookUrl!,
            eventId: e.id,
            payload: JSON.stringify({ id: e.id }),
            status: "pending" as const,
            attempts: 0,
            maxAttempts: 3,
            httpStatus: null,
            lastError: null,
            createdAt: e.detectedAt,
            firstAttemptAt: null,
            lastAttemptAt: null,
            nextAttemptAt: e.detectedAt,
            messageId: newId.message()
          }))
      ),
    onEvents: (_owner, events) =>
      Effect.sync(() => {
        seen.push(...events)
      })
  })
  return { seen, layer }
}

export const schedulerLayer = (
  providers: ReadonlyArray<TrademarkProvider>,
  env: Record<string, string> = { WATCH_POLL_INTERVAL: "3600" },
  sink = recordingSink().layer
) =>
  WatchScheduler.Default.pipe(
    Layer.provideMerge(MemoryStoreLive),
    Layer.provide(sink),
    Layer.provide(TrademarkProviders.test(providers)),
    Layer.provide(TestAppConfigLayer(env))
  )

export const addWatch = (w: WatchRecord) => Effect.flatMap(Store, (s) => s.createWatch(w, undefined))
export const cycle = Effect.flatMap(WatchScheduler, (s) => s.runCycle).pipe(Effect.map(Option.getOrThrow))
export const events = (watchId?: string) =>
  Effect.flatMap(Store, (s) => s.listEvents(Scope.all, { watchId, limit: 100 })).pipe(Effect.map((r) => r.events))
export const hour = TestClock.adjust("1 hour")
