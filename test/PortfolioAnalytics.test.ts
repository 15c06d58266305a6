import { describe, expect, it } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import { type EventRecord, Store, type WatchRecord } from "../src/Services/Store/Store.js"
import type { DetailSnapshot } from "../src/Services/Watches/Detectors.js"
import {
  analyzePortfolio,
  coverageGaps,
  healthScore,
  type PortfolioInput,
  upcomingDeadlines
} from "../src/Services/Watches/PortfolioAnalytics.js"
import { eventRecord, watchRecord } from "./support/MonitoringFixtures.js"
import { callTool, KEY_A, KEY_B, ok, webhookToolStack } from "./support/WebhookToolHarness.js"

const NOW = Date.parse("2026-03-02T09:00:00.000Z")
const DAY = 86_400_000
const inDays = (n: number) => new Date(NOW + n * DAY).toISOString().slice(0, 10)

const snapshot = (w: WatchRecord, deadlines: DetailSnapshot["deadlines"], name = "ACME"): DetailSnapshot => ({
  kind: "detail",
  trademarkId: w.trademarkId!,
  trademarkName: name,
  jurisdiction: w.trademarkId!.split("-")[0] as DetailSnapshot["jurisdiction"],
  status: "registered",
  statusDescription: null,
  statusDate: null,
  deadlines,
  notified: []
})

const input = (over: Partial<PortfolioInput>): PortfolioInput => ({
  watches: [],
  pausedExcluded: 0,
  snapshots: new Map(),
  alerts: { critical: 0, warning: 0, info: 0 },
  newestCritical: undefined,
  recentEvents: [],
  enabledWebhooks: 1,
  failedDeliveries: 0,
  nowMs: NOW,
  ...over
})

describe("portfolio analytics (pure)", () => {
  // The reference example: 1 critical, 3 warning and 7 info alerts, a deadline 42 days away -> 72 (here with one coverage gap).
  const usStatus = watchRecord("a", { name: "ACME US status", trademarkId: "US-87654321", type: "status_change", niceClasses: [9, 42] })
  const usDeadline = watchRecord("a", { name: "ACME US deadlines", trademarkId: "US-87654321", type: "deadline_approaching" })
  const usSimilar = watchRecord("a", {
    name: "ACME look-alikes",
    type: "similar_filing",
    trademarkId: undefined,
    markName: "ACME",
    jurisdictions: ["US"],
    niceClasses: [9]
  })
  const euStatus = watchRecord("a", { name: "ACME EU status", trademarkId: "EU-018734521", type: "status_change" })
  const euDeadline = watchRecord("a", { name: "ACME EU deadlines", trademarkId: "EU-018734521", type: "deadline_approaching" })
  const watches = [usStatus, usDeadline, usSimilar, euStatus, euDeadline]
  const critical = eventRecord(euStatus, {
    severity: "critical",
    summary: "ACME (EU-018734521) status changed from \"registered\" to \"opposed\""
  })

  it("reproduces the reference example's score of 72 and derives the recommendations from the data", () => {
    const report = analyzePortfolio(
      input({
        watches,
        snapshots: new Map([[usDeadline.id, snapshot(usDeadline, { renewal: inDays(42) })]]),
        alerts: { critical: 1, warning: 3, info: 7 },
        newestCritical: critical,
        recentEvents: [critical]
      })
    )
    expect(report.healthScore).toBe(72)
    expect(report.healthBreakdown).toEqual({ criticalAlerts: 15, warningAlerts: 9, deadlines: 2, coverageGaps: 2, portfolioSize: 0 })
    expect(report.totalWatches).toBe(5)
    expect(report.watchesByType).toEqual({ status_change: 2, similar_filing: 1, deadline_approaching: 2 })
    expect(report.watchesByJurisdiction).toEqual({ US: 3, EU: 2 })
    expect(report.monitoredClasses).toEqual([9, 42])
    expect(report.alertSummary).toEqual({ critical: 1, warning: 3, info: 7, total: 11 })
    expect(report.upcomingDeadlines).toEqual([
      {
        watchId: usDeadline.id,
        watchName: "ACME US deadlines",
        trademarkId: "US-87654321",
        trademarkName: "ACME",
        deadlineType: "renewal",
        deadlineDate: inDays(42),
        daysRemaining: 42,
        severity: "info"
      }
    ])
    expect(report.coverageGaps).toEqual([
      expect.objectContaining({ kind: "similar_filing", jurisdiction: "EU", trademarkIds: ["EU-018734521"] })
    ])
    expect(report.recentEvents).toEqual([
      {
        id: critical.id,
        watchName: "ACME EU status",
        type: "status_change",
        severity: "critical",
        summary: critical.summary,
        detectedAt: critical.detectedAt,
        acknowledged: false
      }
    ])
    expect(report.recommendations).toEqual([
      `1 critical alert requires immediate attention: ${critical.summary}. Review with get_watch_events (severity "critical") and acknowledge once handled.`,
      `"ACME US deadlines" (US-87654321): renewal deadline in 42 days (${inDays(42)}). Initiate the renewal process.`,
      "3 warning alerts to review: get_watch_events with severity \"warning\", then acknowledge_events.",
      "Add a similar_filing watch for your EU marks (EU-018734521) to catch confusingly similar new filings."
    ])
  })

  it("acknowledging alerts and closing gaps raise the score; a clean portfolio says no action is needed", () => {
    const base = input({ watches, alerts: { critical: 1, warning: 3, info: 7 } })
    const acknowledged = analyzePortfolio({ ...base, alerts: { critical: 0, warning: 0, info: 7 } })
    expect(acknowledged.healthScore).toBeGreaterThan(analyzePortfolio(base).healthScore)
    const euSimilar = watchRecord("a", { type: "similar_filing", trademarkId: undefined, markName: "ACME", jurisdictions: [] })
    const clean = analyzePortfolio({ ...base, watches: [...watches, euSimilar], alerts: { critical: 0, warning: 0, info: 2 } })
    expect(clean.healthScore).toBe(100)
    expect(clean.watchesByJurisdiction).toEqual({ US: 3, EU: 2, ALL: 1 })
    expect(clean.recommendations).toEqual([expect.stringMatching(/^No action needed/)])
  })

  it("caps each factor and never leaves 0-100; an empty portfolio scores 50 and is told to create watches", () => {
    expect(healthScore({ critical: 10, warning: 0, info: 0 }, [], 0, 3).breakdown.criticalAlerts).toBe(45)
    expect(healthScore({ critical: 10, warning: 50, info: 0 }, [], 40, 3).score).toBe(100 - 45 - 15 - 10)
    expect(healthScore({ critical: 10, warning: 50, info: 0 }, [], 40, 0).score).toBe(0)
    const empty = analyzePortfolio(input({}))
    expect(empty.healthScore).toBe(50)
    expect(empty.recommendations[0]).toMatch(/^No active watches: use create_watch/)
  })

  it("deadlines: most urgent first, banded severities, one per mark and date, nothing past or beyond 180 days", () => {
    const s = watchRecord("a", { name: "S", trademarkId: "US-1", type: "status_change" })
    const d = watchRecord("a", { name: "D", trademarkId: "US-1", type: "deadline_approaching" })
    const other = watchRecord("a", { name: "O", trademarkId: "GB-UK00003456789", type: "status_change" })
    const list = upcomingDeadlines(
      [s, d, other],
      new Map<string, unknown>([
        [s.id, snapshot(s, { renewal: inDays(20), opposition: inDays(-3) })],
        [d.id, snapshot(d, { renewal: inDays(20) })],
        [other.id, snapshot(other, { opposition: inDays(5), expiration: inDays(400) })]
      ]),
      NOW
    )
    expect(list.map((x) => [x.watchName, x.deadlineType, x.daysRemaining, x.severity])).toEqual([
      ["O", "opposition", 5, "critical"],
      ["D", "renewal", 20, "warning"]
    ])
  })

  it("coverage gaps: offices without a similar_filing watch, marks without status or deadline watches", () => {
    const gaps = coverageGaps([
      watchRecord("a", { trademarkId: "US-1", type: "status_change" }),
      watchRecord("a", { trademarkId: "US-2", type: "deadline_approaching" }),
      watchRecord("a", { type: "similar_filing", trademarkId: undefined, markName: "X", jurisdictions: ["EU"] })
    ])
    expect(gaps.map((g) => (g.kind === "similar_filing" ? `similar:${g.jurisdiction}` : `${g.trademarkId}:${g.missing.join("+")}`)))
      .toEqual([
        "similar:US",
        "US-1:deadline_approaching",
        "US-2:status_change"
      ])
  })
})

describe("portfolio_analytics tool", () => {
  const seed = Effect.gen(function*() {
    const store = yield* Store
    const active = watchRecord("key-a", { name: "Active", trademarkId: "US-87654321", type: "deadline_approaching" })
    const paused = watchRecord("key-a", { name: "Paused", trademarkId: "EU-018734521", type: "status_change", enabled: false })
    yield* store.createWatch(active, undefined)
    yield* store.createWatch(paused, undefined)
    const crit = eventRecord(active, {
      severity: "critical",
      summary: "Renewal due for ACME (US-87654321) in 5 days",
      detectedAt: "2026-03-01T00:00:00.000Z"
    })
    const warn = eventRecord(paused, { severity: "warning", detectedAt: "2026-03-01T01:00:00.000Z" })
    yield* store.recordCheck({
      watchId: active.id,
      checkedAt: "2026-03-01T00:00:00.000Z",
      snapshot: snapshot(active, { renewal: inDays(5) }),
      events: [crit],
      deliveries: []
    })
    yield* store.recordCheck({
      watchId: paused.id,
      checkedAt: "2026-03-01T01:00:00.000Z",
      snapshot: undefined,
      events: [warn],
      deliveries: []
    })
    return { active, paused, crit, warn }
  })

  it.effect("counts active watches by default, paused ones on request, and only the caller's own", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(NOW)
      const { crit, warn } = yield* seed
      const report = ok(yield* callTool(KEY_A, "portfolio_analytics", {}))
      expect(report.totalWatches).toBe(1)
      expect(report.alertSummary).toEqual({ critical: 1, warning: 0, info: 0, total: 1 })
      expect(report.recentEvents.map((e: EventRecord) => e.id)).toEqual([crit.id])
      expect(report.upcomingDeadlines).toEqual([
        expect.objectContaining({ deadlineType: "renewal", daysRemaining: 5, severity: "critical" })
      ])
      expect(report.recommendations).toContain(
        "1 paused watch is not being checked: resume with manage_watch, or delete what you no longer need."
      )
      // A critical alert, a deadline in 5 days, two gaps: no similar_filing watch for US, no status_change watch for US-87654321.
      expect(report.healthScore).toBe(100 - 15 - 8 - 2 * 2)

      const all = ok(yield* callTool(KEY_A, "portfolio_analytics", { includeInactive: true }))
      expect(all.totalWatches).toBe(2)
      expect(all.alertSummary).toEqual({ critical: 1, warning: 1, info: 0, total: 2 })
      expect(all.recentEvents.map((e: EventRecord) => e.id)).toEqual([warn.id, crit.id])

      const other = ok(yield* callTool(KEY_B, "portfolio_analytics", { includeInactive: true }))
      expect(other).toMatchObject({ totalWatches: 0, alertSummary: { total: 0 }, recentEvents: [], upcomingDeadlines: [], healthScore: 50 })

      // Acknowledging the critical alert raises the score.
      yield* Effect.flatMap(Store, (s) => s.acknowledgeEvents({ _tag: "Owner", owner: "key-a" }, [crit.id]))
      expect(ok(yield* callTool(KEY_A, "portfolio_analytics", {})).healthScore).toBe(100 - 8 - 2 * 2)
    }).pipe(Effect.provide(webhookToolStack())))
})
