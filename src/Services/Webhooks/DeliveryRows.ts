import type { DeliveryRecord, EventRecord } from "../Store/Store.js"
import { newId } from "../Store/Store.js"

/** Attempts per delivery (reference-interface §7.7: maxAttempts 3). */
export const MAX_ATTEMPTS = 3

/**
 * The JSON body POSTed for an event: exactly
 * `{id, type, severity, summary, detectedAt, watchId, details}` (the event
 * without acknowledged/webhookDelivered). Serialised once, stored in the
 * outbox row and signed as is, so every retry sends the same bytes.
 */
export const eventPayload = (
  e: Pick<EventRecord, "id" | "severity" | "summary" | "detectedAt" | "details"> & {
    /** An event type, or "test" for manage_webhook's test event. */
    readonly type: EventRecord["type"] | "test"
    readonly watchId: string | null
  }
): string =>
  JSON.stringify({
    id: e.id,
    type: e.type,
    severity: e.severity,
    summary: e.summary,
    detectedAt: e.detectedAt,
    watchId: e.watchId,
    details: e.details
  })

/** A new outbox row, due at `dueAt`. `messageId` is the receiver's idempotency key (`webhook-id`). */
export const newDeliveryRow = (row: {
  readonly owner: string
  readonly webhookId: string | null
  readonly watchId: string | null
  readonly url: string
  readonly eventId: string
  readonly payload: string
  readonly messageId: string
  readonly createdAt: string
  readonly dueAt: string
  readonly maxAttempts?: number
}): DeliveryRecord => ({
  id: newId.delivery(),
  owner: row.owner,
  webhookId: row.webhookId,
  watchId: row.watchId,
  url: row.url,
  eventId: row.eventId,
  payload: row.payload,
  status: "pending",
  attempts: 0,
  maxAttempts: row.maxAttempts ?? MAX_ATTEMPTS,
  httpStatus: null,
  lastError: null,
  createdAt: row.createdAt,
  firstAttemptAt: null,
  lastAttemptAt: null,
  nextAttemptAt: row.dueAt,
  messageId: row.messageId
})
