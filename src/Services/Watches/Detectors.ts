/**
 * The three watch detectors, pure: (watch, stored snapshot, fresh office
 * data, now) -> (new snapshot, new events). The scheduler does the I/O.
 *
 * Severity rules (docs/MONITORING.md mirrors them):
 * - status_change
 *     critical  the new status threatens the mark: abandoned, cancelled, expired, opposed
 *     info      routine progress: -> registered; pending -> pending with new wording
 *               (e.g. "published"); unknown -> pending
 *     warning   anything else (-> unknown, registered -> pending, a dead mark revived...)
 * - similar_filing
 *     critical  exact conflict, or similarity >= CRITICAL_SIMILARITY (0.9)
 *     warning   phonetic or visual conflict
 *     info      conceptual (partial overlap only)
 * - deadline_approaching
 *     critical  imminent: IMMINENT_DAYS (7) days or fewer remain
 *     warning   upcoming: within the watch's deadlineDaysAhead
 */
import { comparedConflictType, type ConflictType, makeMarkComparer, passesCutoff } from "../../Analysis/Similarity.js"
import { overlappingClasses } from "../../Domain/ClassRelatedness.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import type { TrademarkDetail, TrademarkStatus, TrademarkSummary } from "../../Domain/Trademark.js"
import type { EventRecord, Severity, WatchRecord } from "../Store/Store.js"

export const IMMINENT_DAYS = 7
export const CRITICAL_SIMILARITY = 0.9
/**
 * Version of similar_filing retrieval and scoring, raised whenever they widen (2: word and
 * translation searches, word-level comparison). A snapshot baselined by an older version is
 * baselined again at its next poll, so marks that were there all along are not reported as new.
 */
export const SIMILAR_RETRIEVAL = 2
/** Similar-filing ids remembered per watch (oldest forgotten first). */
export const MAX_SEEN_MARKS = 5000

/** An event before the scheduler gives it an id and an owner. */
export type NewEvent = Pick<EventRecord, "type" | "severity" | "summary" | "details">

export type DeadlineType = "opposition" | "renewal" | "expiration"

/** Stored for status_change and deadline_approaching watches (portfolio analytics reads `deadlines`). */
export interface DetailSnapshot {
  readonly kind: "detail"
  readonly trademarkId: string
  readonly trademarkName: string
  readonly jurisdiction: Jurisdiction
  readonly status: TrademarkStatus
  readonly statusDescription: string | null
  readonly statusDate: string | null
  readonly deadlines: Readonly<Partial<Record<DeadlineType, string>>>
  /** Deadline notices already sent: `type:date:stage`. */
  readonly notified: ReadonlyArray<string>
}

/** Stored for similar_filing watches. */
export interface SimilarSnapshot {
  readonly kind: "similar"
  /** Mark ids already reported or present at the baseline. */
  readonly seen: ReadonlyArray<string>
  /** Offices searched successfully at least once (their existing marks are the baseline). */
  readonly baselined: ReadonlyArray<Jurisdiction>
  /** SIMILAR_RETRIEVAL when the offices were baselined (absent: 1). */
  readonly retrieval?: number
}

export interface StatusChangeDetails {
  readonly trademarkId: string
  readonly trademarkName: string
  readonly jurisdiction: Jurisdiction
  readonly previousStatus: TrademarkStatus
  readonly newStatus: TrademarkStatus
  readonly previousDescription: string | null
  readonly newDescription: string | null
  readonly statusDate: string | null
}

export interface SimilarFilingDetails {
  readonly monitoredMark: string
  readonly similarMark: string
  readonly similarMarkId: string
  readonly jurisdiction: Jurisdiction
  readonly similarityScore: number
  readonly conflictType: ConflictType
  readonly filingDate: string | null
  readonly owner: string | null
  readonly status: TrademarkStatus
  readonly niceClasses: ReadonlyArray<number>
  readonly overlappingClasses: ReadonlyArray<number>
}

export interface DeadlineDetails {
  readonly trademarkId: string
  readonly trademarkName: string
  readonly jurisdiction: Jurisdiction
  readonly deadlineType: DeadlineType
  readonly deadlineDate: string
  readonly daysRemaining: number
  readonly stage: "upcoming" | "imminent"
}

export interface Detection<S> {
  readonly snapshot: S
  readonly events: ReadonlyArray<NewEvent>
}

const asDetailSnapshot = (s: unknown): DetailSnapshot | undefined =>
  typeof s === "object" && s !== null && (s as { kind?: unknown }).kind === "detail" ? (s as DetailSnapshot) : undefined
const asSimilarSnapshot = (s: unknown): SimilarSnapshot | undefined =>
  typeof s === "object" && s !== null && (s as { kind?: unknown }).kind === "similar" ? (s as SimilarSnapshot) : undefined

const deadlinesOf = (d: TrademarkDetail): Partial<Record<DeadlineType, string>> => {
  const out: Partial<Record<DeadlineType, string>> = {}
  if (d.oppositionDeadline !== undefined) out.opposition = d.oppositionDeadline
  if (d.renewalDate !== undefined) out.renewal = d.renewalDate
  // Where renewal and expiry fall on one date, the renewal notice covers both.
  if (d.expirationDate !== undefined && d.expirationDate !== d.renewalDate) out.expiration = d.expirationDate
  return out
}

const snapshotOf = (watch: WatchRecord, d: TrademarkDetail, notified: ReadonlyArray<string>): DetailSnapshot => ({
  kind: "detail",
  trademarkId: watch.trademarkId ?? d.id,
  trademarkName: d.name,
  jurisdiction: d.jurisdiction,
  status: d.status,
  statusDescription: d.statusDescription ?? null,
  statusDate: d.statusDate ?? null,
  deadlines: deadlinesOf(d),
  notified
})

const THREATS: ReadonlyArray<TrademarkStatus> = ["abandoned", "cancelled", "expired", "opposed"]

export const statusSeverity = (previous: TrademarkStatus, next: TrademarkStatus): Severity => {
  if (THREATS.includes(next)) return "critical"
  if (next === "registered") return "info"
  if (next === "pending" && (previous === "pending" || previous === "unknown")) return "info"
  return "warning"
}

const describe = (status: TrademarkStatus, description: string | null) =>
  description !== null && description.toLowerCase() !== status ? `${status} (${description})` : status

/** The first poll only records; later polls report a change of status (or of the office's wording of it). */
export const detectStatusChange = (watch: WatchRecord, stored: unknown, detail: TrademarkDetail): Detection<DetailSnapshot> => {
  const previous = asDetailSnapshot(stored)
  const snapshot = snapshotOf(watch, detail, previous?.notified ?? [])
  if (previous === undefined) return { snapshot, events: [] }
  const changed = previous.status !== snapshot.status || (previous.statusDescription ?? "") !== (snapshot.statusDescription ?? "")
  if (!changed) return { snapshot, events: [] }
  const details: StatusChangeDetails = {
    trademarkId: snapshot.trademarkId,
    trademarkName: snapshot.trademarkName,
    jurisdiction: snapshot.jurisdiction,
    previousStatus: previous.status,
    newStatus: snapshot.status,
    previousDescription: previous.statusDescription,
    newDescription: snapshot.statusDescription,
    statusDate: snapshot.statusDate
  }
  const from = describe(previous.status, previous.statusDescription)
  const to = describe(snapshot.status, snapshot.statusDescription)
  return {
    snapshot,
    events: [
      {
        type: "status_change",
        severity: statusSeverity(previous.status, snapshot.status),
        summary: `${snapshot.trademarkName} (${snapshot.trademarkId}) status changed from "${from}" to "${to}"`,
        details: { ...details }
      }
    ]
  }
}

const DAY_MS = 86_400_000

/** Whole days from the UTC day of `nowMs` to an ISO date (negative when past); undefined for a bad date. */
export const daysUntil = (date: string, nowMs: number): number | undefined => {
  const target = Date.parse(`${date.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(target)) return undefined
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS
  return Math.round((target - today) / DAY_MS)
}

const DEADLINE_LABEL: Record<DeadlineType, string> = {
  opposition: "Opposition period ends",
  renewal: "Renewal due",
  expiration: "Registration expires"
}

/**
 * Each deadline within `deadlineDaysAhead` is reported once as upcoming
 * (warning) and once more when it becomes imminent (critical); a deadline
 * first seen when already imminent is reported once.
 */
export const detectDeadlines = (watch: WatchRecord, stored: unknown, detail: TrademarkDetail, nowMs: number): Detection<DetailSnapshot> => {
  const previous = asDetailSnapshot(stored)
  const notified = new Set(previous?.notified ?? [])
  const base = snapshotOf(watch, detail, [])
  const events: Array<NewEvent> = []
  for (const [type, date] of Object.entries(base.deadlines) as Array<[DeadlineType, string]>) {
    const days = daysUntil(date, nowMs)
    if (days === undefined || days < 0 || days > watch.deadlineDaysAhead) continue
    const stage = days <= IMMINENT_DAYS ? "imminent" : "upcoming"
    const key = `${type}:${date}:${stage}`
    if (notified.has(key)) continue
    notified.add(key)
    const details: DeadlineDetails = {
      trademarkId: base.trademarkId,
      trademarkName: base.trademarkName,
      jurisdiction: base.jurisdiction,
      deadlineType: type,
      deadlineDate: date,
      daysRemaining: days,
      stage
    }
    const when = days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`
    events.push({
      type: "deadline_approaching",
      severity: stage === "imminent" ? "critical" : "warning",
      summary: `${DEADLINE_LABEL[type]} for ${base.trademarkName} (${base.trademarkId}) on ${date} (${when})`,
      details: { ...details }
    })
  }
  // Forget notices for deadlines long past, so the snapshot stays small.
  const keep = [...notified].filter((k) => {
    const date = k.split(":")[1] ?? ""
    const days = daysUntil(date, nowMs)
    return days === undefined || days >= -30
  })
  return { snapshot: { ...base, notified: keep }, events }
}

export const similaritySeverity = (conflict: ConflictType, score: number): Severity =>
  conflict === "exact" || score >= CRITICAL_SIMILARITY ? "critical" : conflict === "conceptual" ? "info" : "warning"

/**
 * Candidates from the offices searched this poll (`searched`), compared with the watched name as
 * clearance compares them (the ensemble plus the word-level rules for the watch's classes: a new
 * NOVA against THE NOVA KITCHEN is scored on the shared word, WOLF against LUPO on its meaning).
 * The short-mark cutoff guards whole-mark comparisons; a word-level match is held to the watch's
 * threshold. Each mark above it is reported once. The first successful search of an office
 * records what is already there as the baseline, except marks filed on or after the day the
 * watch was created (or, when re-baselining after SIMILAR_RETRIEVAL rose, last checked), which
 * are new filings and reported.
 */
export const detectSimilarFilings = (
  watch: WatchRecord,
  stored: unknown,
  searched: ReadonlyArray<{ readonly jurisdiction: Jurisdiction; readonly results: ReadonlyArray<TrademarkSummary> }>
): Detection<SimilarSnapshot> => {
  const previous = asSimilarSnapshot(stored)
  const seen = new Set(previous?.seen ?? [])
  const stale = previous !== undefined && (previous.retrieval ?? 1) < SIMILAR_RETRIEVAL
  const rebaseline = new Set(stale ? previous.baselined : [])
  const baselined = new Set(stale ? [] : previous?.baselined ?? [])
  const mark = watch.markName ?? ""
  const comparer = makeMarkComparer(mark, { classes: watch.niceClasses })
  const threshold = watch.similarityThreshold
  const createdDay = watch.createdAt.slice(0, 10)
  const checkedDay = (watch.lastCheckedAt ?? watch.createdAt).slice(0, 10)
  const events: Array<NewEvent> = []
  for (const { jurisdiction, results } of searched) {
    const baseline = !baselined.has(jurisdiction)
    baselined.add(jurisdiction)
    const sinceDay = rebaseline.has(jurisdiction) ? checkedDay : createdDay
    for (const r of results) {
      if (seen.has(r.id)) continue
      if (watch.niceClasses.length > 0 && r.niceClasses.length > 0 && !r.niceClasses.some((c) => watch.niceClasses.includes(c))) continue
      const compared = comparer.atLeast(r.name, threshold, r.jurisdiction)
      if (compared === undefined) continue
      const b = compared.breakdown
      if (compared.basis !== "element" && !passesCutoff(mark, r.name, b.score, "watch", threshold)) continue
      seen.add(r.id)
      const filedSinceWatch = r.filingDate !== undefined && r.filingDate.slice(0, 10) >= sinceDay
      if (baseline && !filedSinceWatch) continue
      const conflictType = comparedConflictType(b, compared.basis)
      const details: SimilarFilingDetails = {
        monitoredMark: mark,
        similarMark: r.name,
        similarMarkId: r.id,
        jurisdiction: r.jurisdiction,
        similarityScore: b.score,
        conflictType,
        filingDate: r.filingDate ?? null,
        owner: r.owner ?? null,
        status: r.status,
        niceClasses: r.niceClasses,
        overlappingClasses: overlappingClasses(watch.niceClasses, r.niceClasses).direct
      }
      events.push({
        type: "similar_filing",
        severity: similaritySeverity(conflictType, b.score),
        summary: `New similar filing "${r.name}" (${r.id}) detected in ${r.jurisdiction} (${
          Math.round(b.score * 100)
        }% similarity to "${mark}")`,
        details: { ...details }
      })
    }
  }
  const seenList = [...seen]
  return {
    snapshot: {
      kind: "similar",
      seen: seenList.slice(Math.max(0, seenList.length - MAX_SEEN_MARKS)),
      baselined: [...baselined],
      retrieval: SIMILAR_RETRIEVAL
    },
    events
  }
}
