/**
 * Portfolio analytics, pure: counts, upcoming deadlines, coverage gaps, the
 * health score and recommendations, from data the tool reads from the Store.
 *
 * Health score (docs/WEBHOOKS.md states it for users): 100 minus
 *   15 per unacknowledged critical alert            (at most 45)
 *    3 per unacknowledged warning alert             (at most 15)
 *    per deadline ahead: 8 within 7 days, 4 within 30, 2 within 90 (at most 20)
 *    2 per coverage gap                             (at most 10)
 *   50 when no watch is active (nothing is monitored)
 * clamped to 0-100 and rounded. Info alerts cost nothing (routine news).
 * Acknowledging alerts, handling deadlines and closing gaps raise the score.
 */
import { TRADEMARK_JURISDICTIONS } from "../../Domain/Jurisdiction.js"
import type { EventRecord, Severity, WatchRecord, WatchType } from "../Store/Store.js"
import { daysUntil, type DeadlineType, type DetailSnapshot, IMMINENT_DAYS } from "./Detectors.js"

export const HEALTH_WEIGHTS = {
  criticalAlert: { each: 15, max: 45 },
  warningAlert: { each: 3, max: 15 },
  /** By days remaining: the first band that holds. */
  deadline: { bands: [{ withinDays: IMMINENT_DAYS, points: 8 }, { withinDays: 30, points: 4 }, { withinDays: 90, points: 2 }], max: 20 },
  coverageGap: { each: 2, max: 10 },
  noActiveWatch: 50
} as const

/** Deadlines listed in `upcomingDeadlines` (those further out cost nothing and are left out). */
export const DEADLINE_HORIZON_DAYS = 180
const RECENT_EVENTS = 10

export interface AlertCounts {
  readonly critical: number
  readonly warning: number
  readonly info: number
}

export interface UpcomingDeadline {
  readonly watchId: string
  readonly watchName: string
  readonly trademarkId: string
  readonly trademarkName: string
  readonly deadlineType: DeadlineType
  readonly deadlineDate: string
  readonly daysRemaining: number
  /** critical within 7 days, warning within 30, info beyond. */
  readonly severity: Severity
}

export type CoverageGap =
  | {
    readonly kind: "similar_filing"
    readonly jurisdiction: string
    readonly trademarkIds: ReadonlyArray<string>
    readonly message: string
  }
  | { readonly kind: "mark_watch"; readonly trademarkId: string; readonly missing: ReadonlyArray<WatchType>; readonly message: string }

/** Points taken off 100, per factor. */
export interface HealthBreakdown {
  readonly criticalAlerts: number
  readonly warningAlerts: number
  readonly deadlines: number
  readonly coverageGaps: number
  readonly portfolioSize: number
}

export interface PortfolioInput {
  /** The watches in view (active only, or all with includeInactive). */
  readonly watches: ReadonlyArray<WatchRecord>
  /** Paused watches left out of the view (0 with includeInactive). */
  readonly pausedExcluded: number
  /** Detector snapshots by watch id (status_change and deadline_approaching watches). */
  readonly snapshots: ReadonlyMap<string, unknown>
  /** Unacknowledged events of the watches in view, by severity. */
  readonly alerts: AlertCounts
  /** The newest unacknowledged critical event in view, for the first recommendation. */
  readonly newestCritical: EventRecord | undefined
  /** Newest first; more than 10 is fine. */
  readonly recentEvents: ReadonlyArray<EventRecord>
  readonly enabledWebhooks: number
  /** Deliveries that used up their attempts. */
  readonly failedDeliveries: number
  readonly nowMs: number
}

export interface PortfolioReport {
  readonly totalWatches: number
  readonly watchesByType: Readonly<Record<WatchType, number>>
  readonly watchesByJurisdiction: Readonly<Record<string, number>>
  readonly monitoredClasses: ReadonlyArray<number>
  readonly upcomingDeadlines: ReadonlyArray<UpcomingDeadline>
  readonly alertSummary: AlertCounts & { readonly total: number }
  readonly recentEvents: ReadonlyArray<{
    readonly id: string
    readonly watchName: string
    readonly type: WatchType
    readonly severity: Severity
    readonly summary: string
    readonly detectedAt: string
    readonly acknowledged: boolean
  }>
  readonly healthScore: number
  readonly healthBreakdown: HealthBreakdown
  readonly coverageGaps: ReadonlyArray<CoverageGap>
  readonly recommendations: ReadonlyArray<string>
}

const isDetail = (s: unknown): s is DetailSnapshot =>
  typeof s === "object" && s !== null && (s as { kind?: unknown }).kind === "detail" &&
  typeof (s as { deadlines?: unknown }).deadlines === "object"

const jurisdictionOf = (trademarkId: string) => trademarkId.split("-")[0] ?? trademarkId
const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`
const listed = (items: ReadonlyArray<string>, max = 3) =>
  items.length <= max ? items.join(", ") : `${items.slice(0, max).join(", ")} and ${items.length - max} more`

export const deadlineSeverity = (days: number): Severity => (days <= IMMINENT_DAYS ? "critical" : days <= 30 ? "warning" : "info")

/** Deadlines within the horizon from the stored snapshots, most urgent first; one per mark, type and date. */
export const upcomingDeadlines = (
  watches: ReadonlyArray<WatchRecord>,
  snapshots: ReadonlyMap<string, unknown>,
  nowMs: number
): ReadonlyArray<UpcomingDeadline> => {
  const byKey = new Map<string, UpcomingDeadline & { readonly fromDeadlineWatch: boolean }>()
  for (const w of watches) {
    if (w.type === "similar_filing") continue
    const snap = snapshots.get(w.id)
    if (!isDetail(snap)) continue
    for (const [type, date] of Object.entries(snap.deadlines) as Array<[DeadlineType, string | undefined]>) {
      if (date === undefined) continue
      const days = daysUntil(date, nowMs)
      if (days === undefined || days < 0 || days > DEADLINE_HORIZON_DAYS) continue
      const key = `${snap.trademarkId}|${type}|${date}`
      const fromDeadlineWatch = w.type === "deadline_approaching"
      if (byKey.has(key) && (byKey.get(key)!.fromDeadlineWatch || !fromDeadlineWatch)) continue
      byKey.set(key, {
        watchId: w.id,
        watchName: w.name,
        trademarkId: snap.trademarkId,
        trademarkName: snap.trademarkName,
        deadlineType: type,
        deadlineDate: date.slice(0, 10),
        daysRemaining: days,
        severity: deadlineSeverity(days),
        fromDeadlineWatch
      })
    }
  }
  return [...byKey.values()]
    .sort((a, b) => a.daysRemaining - b.daysRemaining || a.trademarkId.localeCompare(b.trademarkId))
    .map(({ fromDeadlineWatch: _, ...d }) => d)
}

/**
 * Gaps in what is watched: an office where marks are followed but no
 * similar_filing watch looks for look-alikes, and a followed mark missing a
 * status_change or deadline_approaching watch.
 */
export const coverageGaps = (watches: ReadonlyArray<WatchRecord>): ReadonlyArray<CoverageGap> => {
  const marks = new Map<string, Set<WatchType>>()
  for (const w of watches) {
    if (w.type === "similar_filing" || w.trademarkId === undefined) continue
    const types = marks.get(w.trademarkId) ?? new Set<WatchType>()
    types.add(w.type)
    marks.set(w.trademarkId, types)
  }
  const similar = watches.filter((w) => w.type === "similar_filing")
  const coversAll = similar.some((w) => w.jurisdictions.length === 0)
  const covered = new Set<string>(similar.flatMap((w) => w.jurisdictions))
  const byOffice = new Map<string, Array<string>>()
  for (const id of [...marks.keys()].sort()) {
    const j = jurisdictionOf(id)
    byOffice.set(j, [...(byOffice.get(j) ?? []), id])
  }
  const gaps: Array<CoverageGap> = []
  for (const [j, ids] of byOffice) {
    if (coversAll || covered.has(j)) continue
    gaps.push({
      kind: "similar_filing",
      jurisdiction: j,
      trademarkIds: ids,
      message: `No similar_filing watch covers ${j}, where ${plural(ids.length, "mark is", "marks are")} followed (${listed(ids)}).`
    })
  }
  for (const [id, types] of [...marks].sort(([a], [b]) => a.localeCompare(b))) {
    const missing = (["status_change", "deadline_approaching"] as const).filter((t) => !types.has(t))
    if (missing.length === 0) continue
    gaps.push({ kind: "mark_watch", trademarkId: id, missing, message: `${id} has no ${missing.join(" or ")} watch.` })
  }
  return gaps
}

const deadlinePoints = (days: number) => HEALTH_WEIGHTS.deadline.bands.find((b) => days <= b.withinDays)?.points ?? 0

export const healthScore = (
  alerts: AlertCounts,
  deadlines: ReadonlyArray<UpcomingDeadline>,
  gaps: number,
  activeWatches: number
): { readonly score: number; readonly breakdown: HealthBreakdown } => {
  const w = HEALTH_WEIGHTS
  const breakdown: HealthBreakdown = {
    criticalAlerts: Math.min(alerts.critical * w.criticalAlert.each, w.criticalAlert.max),
    warningAlerts: Math.min(alerts.warning * w.warningAlert.each, w.warningAlert.max),
    deadlines: Math.min(
      deadlines.reduce((sum, d) => sum + deadlinePoints(d.daysRemaining), 0),
      w.deadline.max
    ),
    coverageGaps: Math.min(gaps * w.coverageGap.each, w.coverageGap.max),
    portfolioSize: activeWatches === 0 ? w.noActiveWatch : 0
  }
  const lost = breakdown.criticalAlerts + breakdown.warningAlerts + breakdown.deadlines + breakdown.coverageGaps + breakdown.portfolioSize
  return { score: Math.max(0, Math.min(100, Math.round(100 - lost))), breakdown }
}

const DEADLINE_ADVICE: Record<DeadlineType, (d: UpcomingDeadline) => string> = {
  renewal: (d) => `renewal deadline in ${plural(d.daysRemaining, "day")} (${d.deadlineDate}). Initiate the renewal process.`,
  expiration: (d) => `registration expires in ${plural(d.daysRemaining, "day")} (${d.deadlineDate}). Renew it, or confirm it may lapse.`,
  opposition: (d) =>
    `opposition period ends in ${
      plural(d.daysRemaining, "day")
    } (${d.deadlineDate}). File any opposition, or prepare to answer one, before then.`
}

const recommend = (
  input: PortfolioInput,
  deadlines: ReadonlyArray<UpcomingDeadline>,
  gaps: ReadonlyArray<CoverageGap>,
  active: number
): Array<string> => {
  const out: Array<string> = []
  const { alerts } = input
  if (active === 0) {
    out.push(
      "No active watches: use create_watch to follow your marks (status_change, deadline_approaching) and new look-alike filings (similar_filing)."
    )
  }
  if (alerts.critical > 0) {
    const example = input.newestCritical !== undefined ? `: ${input.newestCritical.summary}` : ""
    out.push(
      `${
        plural(alerts.critical, "critical alert requires", "critical alerts require")
      } immediate attention${example}. Review with get_watch_events (severity "critical") and acknowledge once handled.`
    )
  }
  for (const d of deadlines.filter((x) => x.daysRemaining <= 90).slice(0, 3)) {
    out.push(`"${d.watchName}" (${d.trademarkId}): ${DEADLINE_ADVICE[d.deadlineType](d)}`)
  }
  if (alerts.warning > 0) {
    out.push(`${plural(alerts.warning, "warning alert")} to review: get_watch_events with severity "warning", then acknowledge_events.`)
  }
  for (const g of gaps) {
    if (g.kind === "similar_filing") {
      out.push(
        `Add a similar_filing watch for your ${g.jurisdiction} marks (${listed(g.trademarkIds)}) to catch confusingly similar new filings.`
      )
    }
  }
  for (const type of ["deadline_approaching", "status_change"] as const) {
    const ids = gaps.flatMap((g) => (g.kind === "mark_watch" && g.missing.includes(type) ? [g.trademarkId] : []))
    if (ids.length === 0) continue
    const why = type === "deadline_approaching"
      ? "so renewal, expiry and opposition dates are not missed"
      : "to hear at once when an office changes their status"
    out.push(`Add ${type} watches for ${listed(ids)} ${why}.`)
  }
  if (input.failedDeliveries > 0) {
    out.push(
      `${
        plural(input.failedDeliveries, "webhook delivery", "webhook deliveries")
      } failed after every retry: see get_delivery_log with status "failed" and check the receiver.`
    )
  }
  if (input.pausedExcluded > 0) {
    out.push(
      `${
        plural(input.pausedExcluded, "paused watch is", "paused watches are")
      } not being checked: resume with manage_watch, or delete what you no longer need.`
    )
  }
  if (active > 0 && input.enabledWebhooks === 0 && !input.watches.some((w) => w.webhookUrl !== undefined)) {
    out.push("No webhook is registered: register_webhook to have new alerts pushed to you instead of polling get_watch_events.")
  }
  if (out.length === 0) {
    out.push("No action needed: no unresolved critical or warning alerts, no deadline within 90 days and no coverage gaps.")
  }
  return out
}

export const analyzePortfolio = (input: PortfolioInput): PortfolioReport => {
  const { watches } = input
  const watchesByType: Record<WatchType, number> = { status_change: 0, similar_filing: 0, deadline_approaching: 0 }
  const watchesByJurisdiction: Record<string, number> = {}
  const bump = (key: string) => {
    watchesByJurisdiction[key] = (watchesByJurisdiction[key] ?? 0) + 1
  }
  for (const w of watches) {
    watchesByType[w.type]++
    if (w.type !== "similar_filing" && w.trademarkId !== undefined) bump(jurisdictionOf(w.trademarkId))
    else if (w.jurisdictions.length === 0) bump("ALL")
    else for (const j of w.jurisdictions) bump(j)
  }
  const ordered: Record<string, number> = {}
  for (const key of [...TRADEMARK_JURISDICTIONS, "ALL"]) {
    if (watchesByJurisdiction[key] !== undefined) ordered[key] = watchesByJurisdiction[key]
  }
  for (const [k, v] of Object.entries(watchesByJurisdiction)) if (ordered[k] === undefined) ordered[k] = v

  const names = new Map(watches.map((w) => [w.id, w.name]))
  const active = watches.filter((w) => w.enabled).length
  const deadlines = upcomingDeadlines(watches, input.snapshots, input.nowMs)
  const gaps = active === 0 ? [] : coverageGaps(watches)
  const { score, breakdown } = healthScore(input.alerts, deadlines, gaps.length, active)
  return {
    totalWatches: watches.length,
    watchesByType,
    watchesByJurisdiction: ordered,
    monitoredClasses: [...new Set(watches.flatMap((w) => w.niceClasses))].sort((a, b) => a - b),
    upcomingDeadlines: deadlines,
    alertSummary: { ...input.alerts, total: input.alerts.critical + input.alerts.warning + input.alerts.info },
    recentEvents: input.recentEvents
      .filter((e) => names.has(e.watchId))
      .slice(0, RECENT_EVENTS)
      .map((e) => ({
        id: e.id,
        watchName: names.get(e.watchId)!,
        type: e.type,
        severity: e.severity,
        summary: e.summary,
        detectedAt: e.detectedAt,
        acknowledged: e.acknowledged
      })),
    healthScore: score,
    healthBreakdown: breakdown,
    coverageGaps: gaps,
    recommendations: recommend(input, deadlines, gaps, active)
  }
}
