import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import type { DeliveryRecord, DeliveryStatus, EventRecord, Severity, WatchRecord, WatchType, WebhookRecord } from "./Records.js"

/**
 * Rows (snake_case columns, as SQLite and PostgreSQL return them) to
 * records and back. Booleans may come as 0/1 (SQLite) or true/false
 * (PostgreSQL), numbers as numbers or numeric strings (BIGINT): both read
 * the same. New rows carry booleans as booleans; each store writes them
 * its own way.
 */
export type Row = Record<string, unknown>

/** A new row's columns, as both stores insert them (SQLite adds `seq` where it numbers rows itself). */
export type Columns = Readonly<Record<string, string | number | boolean | null>>

export const json = (v: unknown) => JSON.stringify(v)
export const bool = (b: boolean) => (b ? 1 : 0)
const str = (v: unknown) => (v === null || v === undefined ? undefined : String(v))
const nullableStr = (v: unknown) => (v === null || v === undefined ? null : String(v))
const nullableNum = (v: unknown) => (v === null || v === undefined ? null : Number(v))

export const toWatch = (r: Row): WatchRecord => ({
  id: String(r.id),
  owner: String(r.owner),
  name: String(r.name),
  type: String(r.type) as WatchType,
  enabled: Number(r.enabled) === 1,
  trademarkId: str(r.trademark_id),
  markName: str(r.mark_name),
  jurisdictions: JSON.parse(String(r.jurisdictions)) as Array<Jurisdiction>,
  niceClasses: JSON.parse(String(r.nice_classes)) as Array<number>,
  similarityThreshold: Number(r.similarity_threshold),
  deadlineDaysAhead: Number(r.deadline_days_ahead),
  webhookUrl: str(r.webhook_url),
  createdAt: String(r.created_at),
  lastCheckedAt: nullableStr(r.last_checked_at)
})

export const toEvent = (r: Row): EventRecord => ({
  id: String(r.id),
  owner: String(r.owner),
  watchId: String(r.watch_id),
  type: String(r.type) as WatchType,
  severity: String(r.severity) as Severity,
  detectedAt: String(r.detected_at),
  summary: String(r.summary),
  details: JSON.parse(String(r.details)) as Record<string, unknown>,
  acknowledged: Number(r.acknowledged) === 1,
  webhookDelivered: Number(r.webhook_delivered) === 1
})

export const toWebhook = (r: Row): WebhookRecord => ({
  id: String(r.id),
  owner: String(r.owner),
  name: String(r.name),
  url: String(r.url),
  hasSecret: Number(r.has_secret) === 1,
  eventTypes: JSON.parse(String(r.event_types)) as Array<WatchType>,
  enabled: Number(r.enabled) === 1,
  createdAt: String(r.created_at)
})

export const toDelivery = (r: Row): DeliveryRecord => ({
  id: String(r.id),
  owner: String(r.owner),
  webhookId: nullableStr(r.webhook_id),
  watchId: nullableStr(r.watch_id),
  url: String(r.url),
  eventId: String(r.event_id),
  payload: String(r.payload),
  status: String(r.status) as DeliveryStatus,
  attempts: Number(r.attempts),
  maxAttempts: Number(r.max_attempts),
  httpStatus: nullableNum(r.http_status),
  lastError: nullableStr(r.last_error),
  createdAt: String(r.created_at),
  firstAttemptAt: nullableStr(r.first_attempt_at),
  lastAttemptAt: nullableStr(r.last_attempt_at),
  nextAttemptAt: nullableStr(r.next_attempt_at),
  messageId: String(r.message_id)
})

export const watchColumns = (w: WatchRecord): Columns => ({
  id: w.id,
  owner: w.owner,
  name: w.name,
  type: w.type,
  enabled: w.enabled,
  trademark_id: w.trademarkId ?? null,
  mark_name: w.markName ?? null,
  jurisdictions: json(w.jurisdictions),
  nice_classes: json(w.niceClasses),
  similarity_threshold: w.similarityThreshold,
  deadline_days_ahead: w.deadlineDaysAhead,
  webhook_url: w.webhookUrl ?? null,
  created_at: w.createdAt,
  last_checked_at: w.lastCheckedAt
})

export const eventColumns = (e: EventRecord): Columns => ({
  id: e.id,
  owner: e.owner,
  watch_id: e.watchId,
  type: e.type,
  severity: e.severity,
  detected_at: e.detectedAt,
  summary: e.summary,
  details: json(e.details),
  acknowledged: e.acknowledged,
  webhook_delivered: e.webhookDelivered
})

/** `has_secret` is not a column: the secret has its own table. */
export const webhookColumns = (w: WebhookRecord): Columns => ({
  id: w.id,
  owner: w.owner,
  name: w.name,
  url: w.url,
  event_types: json(w.eventTypes),
  enabled: w.enabled,
  created_at: w.createdAt
})

/** A new outbox row is unclaimed: no lease. */
export const deliveryColumns = (d: DeliveryRecord): Columns => ({
  id: d.id,
  owner: d.owner,
  webhook_id: d.webhookId,
  watch_id: d.watchId,
  url: d.url,
  event_id: d.eventId,
  payload: d.payload,
  status: d.status,
  attempts: d.attempts,
  max_attempts: d.maxAttempts,
  http_status: d.httpStatus,
  last_error: d.lastError,
  created_at: d.createdAt,
  first_attempt_at: d.firstAttemptAt,
  last_attempt_at: d.lastAttemptAt,
  next_attempt_at: d.nextAttemptAt,
  message_id: d.messageId,
  lease_until: null
})
