import { randomBytes } from "node:crypto"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"

/**
 * The monitoring records the Store keeps. Every record carries the `owner`
 * (CallContext.owner) that created it; nothing crosses owners unless the
 * caller holds the admin scope. Timestamps are ISO 8601 UTC with
 * milliseconds (`Date.prototype.toISOString()`), so they sort as text.
 */

export const WATCH_TYPES = ["status_change", "similar_filing", "deadline_approaching"] as const
export type WatchType = (typeof WATCH_TYPES)[number]

export const SEVERITIES = ["info", "warning", "critical"] as const
export type Severity = (typeof SEVERITIES)[number]

export const DELIVERY_STATUSES = ["pending", "delivered", "failed", "retrying"] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export interface WatchRecord {
  readonly id: string
  readonly owner: string
  readonly name: string
  readonly type: WatchType
  readonly enabled: boolean
  /** Hyphen form, e.g. `US-87654321` (status_change, deadline_approaching). */
  readonly trademarkId: string | undefined
  /** similar_filing only. */
  readonly markName: string | undefined
  /** `[]` means every configured office. */
  readonly jurisdictions: ReadonlyArray<Jurisdiction>
  readonly niceClasses: ReadonlyArray<number>
  readonly similarityThreshold: number
  readonly deadlineDaysAhead: number
  readonly webhookUrl: string | undefined
  readonly createdAt: string
  /** Null until the first successful poll. */
  readonly lastCheckedAt: string | null
}

export interface EventRecord {
  readonly id: string
  readonly owner: string
  readonly watchId: string
  readonly type: WatchType
  readonly severity: Severity
  readonly detectedAt: string
  readonly summary: string
  /** By type; see Watches/Detectors.ts (StatusChangeDetails, SimilarFilingDetails, DeadlineDetails). */
  readonly details: Readonly<Record<string, unknown>>
  readonly acknowledged: boolean
  readonly webhookDelivered: boolean
}

/** A registered webhook; the secret is stored apart and only read for signing (`getWebhookSecret`). */
export interface WebhookRecord {
  readonly id: string
  readonly owner: string
  readonly name: string
  readonly url: string
  readonly hasSecret: boolean
  /** `[]` means every event type. */
  readonly eventTypes: ReadonlyArray<WatchType>
  readonly enabled: boolean
  readonly createdAt: string
}

/**
 * One outbox row: an event (or a test payload) to POST to one URL. Rows are
 * written with the events that cause them (or right after), claimed by a
 * dispatcher with a lease, and updated after each attempt.
 */
export interface DeliveryRecord {
  readonly id: string
  readonly owner: string
  /** Null for a watch's own `webhookUrl`. */
  readonly webhookId: string | null
  /** The watch whose event this is (null for a synthetic test delivery). */
  readonly watchId: string | null
  readonly url: string
  readonly eventId: string
  /** The exact JSON body to POST (signed as is). */
  readonly payload: string
  readonly status: DeliveryStatus
  readonly attempts: number
  readonly maxAttempts: number
  readonly httpStatus: number | null
  readonly lastError: string | null
  readonly createdAt: string
  readonly firstAttemptAt: string | null
  readonly lastAttemptAt: string | null
  /** When the next attempt is due (pending/retrying); null once final. */
  readonly nextAttemptAt: string | null
  /** Stable across retries: the receiver's idempotency key (`webhook-id` header). */
  readonly messageId: string
}

/** What an attempt changes on a delivery row (and releases its claim). */
export interface DeliveryUpdate {
  readonly status: DeliveryStatus
  readonly attempts: number
  readonly httpStatus: number | null
  readonly lastError: string | null
  readonly firstAttemptAt: string | null
  readonly lastAttemptAt: string | null
  readonly nextAttemptAt: string | null
}

/**
 * Whose records an operation may touch. `owner(x)`: only x's. `all`: every
 * owner's (the admin key; also the scheduler and the delivery worker).
 */
export type Scope = { readonly _tag: "Owner"; readonly owner: string } | { readonly _tag: "All" }
export const Scope = {
  owner: (owner: string): Scope => ({ _tag: "Owner", owner }),
  all: { _tag: "All" } as Scope,
  allows: (scope: Scope, owner: string): boolean => scope._tag === "All" || scope.owner === owner
}

/** Check-and-insert under a per-owner cap, atomically. `limit` 0 or undefined = unlimited. */
export type InsertOutcome<A> = { readonly _tag: "Inserted"; readonly record: A } | {
  readonly _tag: "LimitReached"
  readonly count: number
  readonly limit: number
}

export interface EventFilter {
  readonly watchId?: string | undefined
  readonly severity?: Severity | undefined
  readonly unacknowledgedOnly?: boolean | undefined
  /** Newest first; at most this many (total still counts every match). */
  readonly limit: number
}

export interface DeliveryFilter {
  readonly webhookId?: string | undefined
  readonly status?: DeliveryStatus | undefined
  readonly limit: number
}

export interface AcknowledgeOutcome {
  /** Newly acknowledged now. */
  readonly acknowledged: ReadonlyArray<string>
  readonly alreadyAcknowledged: ReadonlyArray<string>
  /** Not found in the caller's scope (another owner's ids look unknown too). */
  readonly unknown: ReadonlyArray<string>
}

/** One watch's poll result, written in one transaction. */
export interface CheckResult {
  readonly watchId: string
  readonly checkedAt: string
  /** The detector state to keep (JSON-serialisable); undefined keeps the old one. */
  readonly snapshot: unknown
  readonly events: ReadonlyArray<EventRecord>
  /** Outbox rows for these events, written in the same transaction (see EventSink.deliveriesFor). */
  readonly deliveries: ReadonlyArray<DeliveryRecord>
}

export interface PurgeOutcome {
  readonly events: number
  readonly deliveries: number
}

const hex12 = () => randomBytes(6).toString("hex")
/** Record ids: prefix + 12 hex characters (48 random bits). */
export const newId = {
  watch: () => `w_${hex12()}`,
  event: () => `evt_${hex12()}`,
  webhook: () => `wh_${hex12()}`,
  delivery: () => `del_${hex12()}`,
  /** Idempotency key sent as `webhook-id` (Standard Webhooks style). */
  message: () => `msg_${randomBytes(12).toString("hex")}`
}
