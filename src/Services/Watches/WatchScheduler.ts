import { Clock, Effect, Either, Option } from "effect"
import { normalizeMark } from "../../Analysis/Similarity.js"
import { AppConfig } from "../../Config/AppConfig.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import type { ToolError } from "../../Domain/ToolError.js"
import type { TrademarkDetail, TrademarkSummary } from "../../Domain/Trademark.js"
import { parseTrademarkId } from "../../Domain/TrademarkNumbers.js"
import { TrademarkProviders } from "../../Providers/ProviderRegistry.js"
import { type EventRecord, newId, Scope, Store, type WatchRecord } from "../Store/Store.js"
import { detectDeadlines, type Detection, detectSimilarFilings, detectStatusChange } from "./Detectors.js"
import { EventSink } from "./EventSink.js"
import { sharedOfficeQueries, similarCandidates } from "./WatchSearch.js"

/** What one cycle did (also logged). */
export interface CycleReport {
  readonly startedAt: string
  readonly durationMs: number
  readonly watchesDue: number
  readonly watchesChecked: number
  readonly upstreamCalls: number
  readonly events: number
  readonly errors: number
  /** Offices not asked this cycle: failing earlier in the cycle, backing off, or not configured. */
  readonly skippedOffices: ReadonlyArray<{ readonly jurisdiction: Jurisdiction; readonly reason: string }>
  readonly purgedEvents: number
}

/** For /metrics. Counters are totals since start; `lastCycle` is the latest report. */
export interface SchedulerStats {
  readonly enabled: boolean
  readonly intervalSeconds: number
  readonly running: boolean
  readonly cycles: number
  readonly lastCycleAt: string | null
  readonly lastCycleMs: number | null
  readonly watchesChecked: number
  readonly upstreamCalls: number
  readonly events: number
  readonly errors: number
  readonly lastCycle: CycleReport | null
}

/** Office backoff after consecutive failed cycles: 5 min, doubling, at most 6 h. */
export const OFFICE_BACKOFF = { baseMs: 5 * 60_000, maxMs: 6 * 3_600_000 }
/** Upstream calls in flight per office within a cycle (the office's rate limiter still applies). */
const PER_OFFICE_CONCURRENCY = 2
/** These mean the office (not the watch) is in trouble: skip it for the rest of the cycle and back off. */
const OFFICE_FAILURES = new Set([
  "PROVIDER_ERROR",
  "PROVIDER_TIMEOUT",
  "PROVIDER_UNAVAILABLE",
  "RATE_LIMITED",
  "AUTH_FAILED",
  "AUTH_TOKEN_EXPIRED"
])

type Group =
  | { readonly _tag: "Detail"; readonly key: string; readonly jurisdiction: Jurisdiction; readonly number: string }
  | {
    readonly _tag: "Search"
    readonly key: string
    readonly jurisdiction: Jurisdiction
    readonly mark: string
    readonly classes: ReadonlyArray<number>
  }

type GroupResult = Either.Either<TrademarkDetail | ReadonlyArray<TrademarkSummary>, ToolError | string>

const detailKey = (trademarkId: string) => `detail|${trademarkId.toUpperCase()}`
const searchKey = (j: Jurisdiction, mark: string, classes: ReadonlyArray<number>) =>
  `search|${j}|${normalizeMark(mark)}|${[...classes].sort((a, b) => a - b).join(",")}`

/**
 * Polls enabled watches. `runCycle` checks every due watch once: watches on
 * the same mark share one upstream call (similar-mark watches on the same
 * mark and classes share their office's query plan, WatchSearch.ts), a
 * failing office is skipped for the rest of the cycle and backed off without
 * stopping the others, and two cycles never overlap (a second call while one
 * runs returns None). A watch is due when never checked or last checked at
 * least half an interval ago, so a restart does not re-poll everything.
 */
export class WatchScheduler extends Effect.Service<WatchScheduler>()("ipdata/WatchScheduler", {
  effect: Effect.gen(function*() {
    const config = yield* AppConfig
    const store = yield* Store
    const registry = yield* TrademarkProviders
    const sink = yield* EventSink
    const intervalSeconds = config.monitoring.pollIntervalSeconds
    const retentionMs = config.monitoring.eventRetentionDays * 86_400_000
    const lock = yield* Effect.makeSemaphore(1)
    const backoff = new Map<Jurisdiction, { failures: number; retryAtMs: number }>()
    const totals = { cycles: 0, watchesChecked: 0, upstreamCalls: 0, events: 0, errors: 0 }
    let running = false
    let lastCycle: CycleReport | null = null

    const isDue = (w: WatchRecord, nowMs: number) =>
      w.lastCheckedAt === null || intervalSeconds === 0 || nowMs - Date.parse(w.lastCheckedAt) >= (intervalSeconds * 1000) / 2

    /** Offices a similar_filing watch covers: its list, or every configured office that can search by name. */
    const officesFor = (w: WatchRecord): ReadonlyArray<Jurisdiction> =>
      w.jurisdictions.length > 0
        ? w.jurisdictions
        : registry.configured().filter((p) => p.capabilities.name || p.capabilities.fuzzy).map((p) => p.jurisdiction)

    const groupsOf = (w: WatchRecord): ReadonlyArray<Group> => {
      if (w.type === "similar_filing") {
        const mark = w.markName ?? ""
        return officesFor(w).map((j) => ({
          _tag: "Search",
          key: searchKey(j, mark, w.niceClasses),
          jurisdiction: j,
          mark,
          classes: w.niceClasses
        }))
      }
      const parsed = w.trademarkId !== undefined ? parseTrademarkId(w.trademarkId) : undefined
      return parsed === undefined
        ? []
        : [{ _tag: "Detail", key: detailKey(w.trademarkId!), jurisdiction: parsed.jurisdiction, number: parsed.number }]
    }

    /** One office's groups, a few at a time; the first office-level failure skips the rest of its groups. */
    const runOffice = (
      jurisdiction: Jurisdiction,
      groups: ReadonlyArray<Group>,
      nowMs: number,
      report: { upstreamCalls: number; errors: number; skipped: Array<{ jurisdiction: Jurisdiction; reason: string }> },
      results: Map<string, GroupResult>
    ) =>
      Effect.gen(function*() {
        const skipAll = (reason: string) => {
          report.skipped.push({ jurisdiction, reason })
          for (const g of groups) results.set(g.key, Either.left(reason))
        }
        const b = backoff.get(jurisdiction)
        if (b !== undefined && nowMs < b.retryAtMs) {
          return skipAll(`backing off after ${b.failures} failed cycle(s) until ${new Date(b.retryAtMs).toISOString()}`)
        }
        // Polls bypass the answer cache: a status change must show in this cycle, not a TTL later.
        const provider = yield* Effect.either(Effect.map(registry.get(jurisdiction), (p) => p.uncached ?? p))
        if (Either.isLeft(provider)) return skipAll(provider.left.message)
        let officeDown: ToolError | undefined
        const count = () => {
          report.upstreamCalls++
        }
        const ask = yield* sharedOfficeQueries(provider.right, count)
        yield* Effect.forEach(
          groups,
          (g) =>
            Effect.gen(function*() {
              if (officeDown !== undefined) {
                results.set(g.key, Either.left(officeDown))
                return
              }
              const call: Effect.Effect<TrademarkDetail | ReadonlyArray<TrademarkSummary>, ToolError> = g._tag === "Detail"
                ? Effect.suspend(() => {
                  count()
                  return provider.right.getDetail(g.number, { includeHistory: false })
                })
                : similarCandidates(provider.right, g.mark, g.classes, count, ask)
              const outcome = yield* Effect.either(call)
              if (Either.isLeft(outcome)) {
                report.errors++
                if (OFFICE_FAILURES.has(outcome.left.code)) officeDown ??= outcome.left
                yield* Effect.logWarning("watch poll: upstream call failed").pipe(
                  Effect.annotateLogs({
                    jurisdiction,
                    provider: provider.right.provider,
                    code: outcome.left.code,
                    error: outcome.left.message
                  })
                )
              }
              results.set(g.key, outcome)
            }),
          { concurrency: PER_OFFICE_CONCURRENCY, discard: true }
        )
        if (officeDown !== undefined) {
          const failures = (backoff.get(jurisdiction)?.failures ?? 0) + 1
          const wait = Math.min(OFFICE_BACKOFF.baseMs * 2 ** (failures - 1), OFFICE_BACKOFF.maxMs)
          backoff.set(jurisdiction, { failures, retryAtMs: nowMs + Math.max(wait, officeDown.retryAfterMs ?? 0) })
        } else {
          backoff.delete(jurisdiction)
        }
      })

    const detect = (
      w: WatchRecord,
      stored: unknown,
      results: ReadonlyMap<string, GroupResult>,
      nowMs: number
    ): Detection<unknown> | undefined => {
      const groups = groupsOf(w)
      if (w.type === "similar_filing") {
        const searched = groups.flatMap((g) => {
          const r = results.get(g.key)
          return r !== undefined && Either.isRight(r)
            ? [{ jurisdiction: g.jurisdiction, results: r.right as ReadonlyArray<TrademarkSummary> }]
            : []
        })
        return searched.length === 0 ? undefined : detectSimilarFilings(w, stored, searched)
      }
      const r = groups[0] !== undefined ? results.get(groups[0].key) : undefined
      if (r === undefined || Either.isLeft(r)) return undefined
      const detail = r.right as TrademarkDetail
      return w.type === "status_change" ? detectStatusChange(w, stored, detail) : detectDeadlines(w, stored, detail, nowMs)
    }

    /** Detect, store events + snapshot + outbox rows in one transaction, then tell the sink. */
    const settle = (w: WatchRecord, results: ReadonlyMap<string, GroupResult>, nowMs: number, checkedAt: string) =>
      Effect.gen(function*() {
        const stored = Option.getOrUndefined(yield* store.getSnapshot(w.id))
        const detection = detect(w, stored, results, nowMs)
        if (detection === undefined) return { checked: false, events: 0 }
        const events: Array<EventRecord> = detection.events.map((e) => ({
          ...e,
          id: newId.event(),
          owner: w.owner,
          watchId: w.id,
          detectedAt: checkedAt,
          acknowledged: false,
          webhookDelivered: false
        }))
        const deliveries = events.length === 0
          ? []
          : yield* sink.deliveriesFor(w.owner, events, w).pipe(
            Effect.catchAllCause((cause) =>
              Effect.logWarning("watch poll: planning webhook deliveries failed", cause).pipe(
                Effect.annotateLogs({ watchId: w.id }),
                Effect.as([])
              )
            )
          )
        const written = yield* store.recordCheck({ watchId: w.id, checkedAt, snapshot: detection.snapshot, events, deliveries })
        if (written && events.length > 0) {
          yield* sink.onEvents(w.owner, events, w).pipe(
            Effect.catchAllCause((cause) =>
              Effect.logWarning("watch poll: event sink failed", cause).pipe(Effect.annotateLogs({ watchId: w.id }))
            )
          )
        }
        return { checked: written, events: written ? events.length : 0 }
      })

    const cycle = Effect.gen(function*() {
      const nowMs = yield* Clock.currentTimeMillis
      const startedAt = new Date(nowMs).toISOString()
      const report = { upstreamCalls: 0, errors: 0, skipped: [] as Array<{ jurisdiction: Jurisdiction; reason: string }> }
      const purged = yield* store.purgeBefore(new Date(nowMs - retentionMs).toISOString()).pipe(
        Effect.catchAll((e) =>
          Effect.logWarning("watch poll: retention purge failed").pipe(
            Effect.annotateLogs({ error: e.message }),
            Effect.as({ events: 0, deliveries: 0 })
          )
        )
      )
      const enabled = yield* store.listWatches(Scope.all, { enabled: true })
      const due = enabled.filter((w) => isDue(w, nowMs))
      yield* Effect.logInfo("watch poll cycle started").pipe(
        Effect.annotateLogs({ watchesEnabled: enabled.length, watchesDue: due.length })
      )

      // One upstream call per distinct mark / query, grouped by office.
      const byOffice = new Map<Jurisdiction, Map<string, Group>>()
      for (const w of due) {
        for (const g of groupsOf(w)) {
          const office = byOffice.get(g.jurisdiction) ?? new Map<string, Group>()
          office.set(g.key, g)
          byOffice.set(g.jurisdiction, office)
        }
      }
      const results = new Map<string, GroupResult>()
      yield* Effect.forEach([...byOffice], ([j, groups]) => runOffice(j, [...groups.values()], nowMs, report, results), {
        concurrency: "unbounded",
        discard: true
      })

      let checked = 0
      let events = 0
      for (const w of due) {
        const outcome = yield* Effect.either(settle(w, results, nowMs, startedAt))
        if (Either.isLeft(outcome)) {
          report.errors++
          yield* Effect.logError("watch poll: storing the result failed").pipe(
            Effect.annotateLogs({ watchId: w.id, error: outcome.left.message })
          )
          continue
        }
        if (outcome.right.checked) checked++
        events += outcome.right.events
      }
      const finishedMs = yield* Clock.currentTimeMillis
      const cycleReport: CycleReport = {
        startedAt,
        durationMs: finishedMs - nowMs,
        watchesDue: due.length,
        watchesChecked: checked,
        upstreamCalls: report.upstreamCalls,
        events,
        errors: report.errors,
        skippedOffices: report.skipped,
        purgedEvents: purged.events
      }
      totals.cycles++
      totals.watchesChecked += checked
      totals.upstreamCalls += report.upstreamCalls
      totals.events += events
      totals.errors += report.errors
      lastCycle = cycleReport
      yield* Effect.logInfo("watch poll cycle finished").pipe(
        Effect.annotateLogs({
          durationMs: cycleReport.durationMs,
          watchesDue: due.length,
          watchesChecked: checked,
          upstreamCalls: report.upstreamCalls,
          events,
          errors: report.errors,
          skippedOffices: report.skipped.map((s) => s.jurisdiction).join(",")
        })
      )
      return cycleReport
    })

    /** One poll cycle now; None when a cycle is already running. Never fails: problems are counted and logged. */
    const runCycle: Effect.Effect<Option.Option<CycleReport>> = lock
      .withPermitsIfAvailable(1)(
        Effect.acquireUseRelease(
          Effect.sync(() => {
            running = true
          }),
          () => cycle,
          () =>
            Effect.sync(() => {
              running = false
            })
        )
      )
      .pipe(
        Effect.catchAll((e) =>
          Effect.logError("watch poll cycle failed").pipe(
            Effect.annotateLogs({ error: e.message }),
            Effect.zipRight(
              Effect.sync(() => {
                totals.errors++
                return Option.none<CycleReport>()
              })
            )
          )
        )
      )

    const stats = (): SchedulerStats => ({
      enabled: intervalSeconds > 0,
      intervalSeconds,
      running,
      cycles: totals.cycles,
      lastCycleAt: lastCycle?.startedAt ?? null,
      lastCycleMs: lastCycle?.durationMs ?? null,
      watchesChecked: totals.watchesChecked,
      upstreamCalls: totals.upstreamCalls,
      events: totals.events,
      errors: totals.errors,
      lastCycle
    })

    return { runCycle, stats, intervalSeconds }
  })
}) {}
