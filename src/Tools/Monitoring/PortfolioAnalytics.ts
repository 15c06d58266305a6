import { Clock, Effect, Option, Schema } from "effect"
import { reportProgress } from "../../Mcp/ClientNotifier.js"
import { defineTool, READ_ONLY_LOCAL } from "../../Mcp/Tool.js"
import {
  type EventRecord,
  type Scope,
  SEVERITIES,
  type Severity,
  Store,
  type StoreError,
  type WatchRecord
} from "../../Services/Store/Store.js"
import { analyzePortfolio } from "../../Services/Watches/PortfolioAnalytics.js"
import { callerScope, optionalArg, SeveritySchema, storeFailure, WatchTypeSchema } from "./MonitoringSchemas.js"

const Input = Schema.Struct({
  includeInactive: optionalArg(Schema.Boolean).annotations({
    description: "Also count paused watches (default false: active watches only)."
  })
})

const Count = Schema.Int
const Output = Schema.Struct({
  totalWatches: Count,
  watchesByType: Schema.Struct({ status_change: Count, similar_filing: Count, deadline_approaching: Count }),
  watchesByJurisdiction: Schema.Record({ key: Schema.String, value: Count }).annotations({
    description: "Watches per office; a similar_filing watch over every configured office counts under \"ALL\""
  }),
  monitoredClasses: Schema.Array(Schema.Int),
  upcomingDeadlines: Schema.Array(
    Schema.Struct({
      watchId: Schema.String,
      watchName: Schema.String,
      trademarkId: Schema.String,
      trademarkName: Schema.String,
      deadlineType: Schema.Literal("opposition", "renewal", "expiration"),
      deadlineDate: Schema.String,
      daysRemaining: Count,
      severity: SeveritySchema
    })
  ).annotations({ description: "Known deadlines in the next 180 days, most urgent first" }),
  alertSummary: Schema.Struct({ critical: Count, warning: Count, info: Count, total: Count }).annotations({
    description: "Unacknowledged events by severity"
  }),
  recentEvents: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      watchName: Schema.String,
      type: WatchTypeSchema,
      severity: SeveritySchema,
      summary: Schema.String,
      detectedAt: Schema.String,
      acknowledged: Schema.Boolean
    })
  ).annotations({ description: "The 10 newest events, acknowledged or not" }),
  healthScore: Schema.Int.annotations({ description: "0-100; the formula is in docs/WEBHOOKS.md" }),
  healthBreakdown: Schema.Struct({
    criticalAlerts: Count,
    warningAlerts: Count,
    deadlines: Count,
    coverageGaps: Count,
    portfolioSize: Count
  }).annotations({ description: "Points taken off 100 by each factor" }),
  coverageGaps: Schema.Array(
    Schema.Union(
      Schema.Struct({
        kind: Schema.Literal("similar_filing"),
        jurisdiction: Schema.String,
        trademarkIds: Schema.Array(Schema.String),
        message: Schema.String
      }),
      Schema.Struct({
        kind: Schema.Literal("mark_watch"),
        trademarkId: Schema.String,
        missing: Schema.Array(WatchTypeSchema),
        message: Schema.String
      })
    )
  ),
  recommendations: Schema.Array(Schema.String)
})

const unacknowledged = (store: Store["Type"], scope: Scope, severity: Severity, watchId?: string) =>
  Effect.map(
    store.listEvents(scope, { severity, unacknowledgedOnly: true, limit: 0, ...(watchId !== undefined ? { watchId } : {}) }),
    (r) => r.total
  )

/** The Store reads behind the report: paused watches' events are subtracted rather than listed. */
const gather = (
  store: Store["Type"],
  scope: Scope,
  includeInactive: boolean
): Effect.Effect<Parameters<typeof analyzePortfolio>[0], StoreError> =>
  Effect.gen(function*() {
    const nowMs = yield* Clock.currentTimeMillis
    const all = yield* store.listWatches(scope)
    const watches = includeInactive ? all : all.filter((w) => w.enabled)
    const excluded: ReadonlyArray<WatchRecord> = includeInactive ? [] : all.filter((w) => !w.enabled)

    yield* reportProgress(`portfolio: ${watches.length} watch(es) in view`)
    const snapshots = new Map<string, unknown>()
    for (const w of watches) {
      if (w.type === "similar_filing") continue
      const snap = yield* store.getSnapshot(w.id)
      if (Option.isSome(snap)) snapshots.set(w.id, snap.value)
    }

    yield* reportProgress(`portfolio: ${snapshots.size} status snapshot(s) read`)
    const alerts = { critical: 0, warning: 0, info: 0 }
    for (const severity of SEVERITIES) {
      let n = yield* unacknowledged(store, scope, severity)
      for (const w of excluded) n -= yield* unacknowledged(store, scope, severity, w.id)
      alerts[severity] = Math.max(0, n)
    }
    let excludedEvents = 0
    let excludedCritical = 0
    for (const w of excluded) {
      excludedEvents += (yield* store.listEvents(scope, { watchId: w.id, limit: 0 })).total
      excludedCritical += yield* unacknowledged(store, scope, "critical", w.id)
    }
    const inView = new Set(watches.map((w) => w.id))
    const visible = (events: ReadonlyArray<EventRecord>) => events.filter((e) => inView.has(e.watchId))
    const critical = yield* store.listEvents(scope, {
      severity: "critical",
      unacknowledgedOnly: true,
      limit: Math.min(1 + excludedCritical, 1000)
    })
    const recent = yield* store.listEvents(scope, { limit: Math.min(10 + excludedEvents, 2000) })
    yield* reportProgress("portfolio: events counted")
    const enabledWebhooks = (yield* store.listWebhooks(scope, { enabled: true })).length
    const failedDeliveries = (yield* store.listDeliveries(scope, { status: "failed", limit: 0 })).total
    return {
      watches,
      pausedExcluded: excluded.length,
      snapshots,
      alerts,
      newestCritical: visible(critical.events)[0],
      recentEvents: visible(recent.events),
      enabledWebhooks,
      failedDeliveries,
      nowMs
    }
  })

export const portfolioAnalyticsTool = defineTool({
  name: "portfolio_analytics",
  title: "Portfolio health and analytics",
  description: "An overview of everything you monitor: watches by type and office, Nice classes covered, upcoming deadlines (renewal, " +
    "opposition, expiry), unacknowledged alerts by severity, the 10 latest events, a 0-100 health score (unacknowledged critical " +
    "alerts weigh most, then warnings, near deadlines and coverage gaps) and recommendations drawn from the data.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_LOCAL,
  handler: (input) =>
    Effect.gen(function*() {
      const store = yield* Store
      const scope = yield* callerScope
      const data = yield* gather(store, scope, input.includeInactive ?? false).pipe(Effect.catchAll(storeFailure))
      return analyzePortfolio(data)
    })
})
