import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import type { DeliveryRecord, DeliveryStatus, EventRecord, Severity, WatchRecord, WatchType, WebhookRecord } from "./Records.js"

/**
 * Rows (snake_case columns, as SQLite and PostgreSQL return them) to
 * records. Booleans may come as 0/1 (SQLite) or true/false (PostgreSQL),
 * numbers as numbers or numeric strings (BIGINT): both read the same.
 */
export type Row = Record<string, unknown>

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
