import { Schema } from "effect"
import { DELIVERY_STATUSES, type DeliveryRecord, type WebhookRecord } from "../../Services/Store/Store.js"
import { oneOf, WatchTypeSchema } from "./MonitoringSchemas.js"

export const DeliveryStatusSchema = oneOf(DELIVERY_STATUSES).annotations({
  description: "pending (queued), delivered, retrying (failed, another attempt is scheduled) or failed (every attempt used)"
})

/** The webhook registration record of reference-interface §7.7: never the secret, only whether there is one. */
export const WebhookOutput = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  url: Schema.String,
  hasSecret: Schema.Boolean,
  eventTypes: Schema.Array(WatchTypeSchema).annotations({ description: "Event types delivered; [] means all" }),
  enabled: Schema.Boolean,
  createdAt: Schema.String
})
export type WebhookOutput = typeof WebhookOutput.Type

export const webhookOutput = (w: WebhookRecord): WebhookOutput => ({
  id: w.id,
  name: w.name,
  url: w.url,
  hasSecret: w.hasSecret,
  eventTypes: w.eventTypes,
  enabled: w.enabled,
  createdAt: w.createdAt
})

/** The delivery log record of reference-interface §7.8, plus where it went (watchId, url). */
export const DeliveryOutput = Schema.Struct({
  id: Schema.String,
  webhookId: Schema.NullOr(Schema.String).annotations({ description: "null for a watch's own webhookUrl" }),
  watchId: Schema.NullOr(Schema.String).annotations({ description: "The watch whose event this is; null for a test event" }),
  eventId: Schema.String,
  url: Schema.String,
  status: DeliveryStatusSchema,
  httpStatus: Schema.NullOr(Schema.Int).annotations({ description: "The receiver's last HTTP status; null before an answer" }),
  attempts: Schema.Int,
  maxAttempts: Schema.Int,
  createdAt: Schema.String,
  firstAttemptAt: Schema.NullOr(Schema.String),
  lastAttemptAt: Schema.NullOr(Schema.String),
  lastError: Schema.NullOr(Schema.String).annotations({
    description: "Why the last attempt failed, e.g. \"HTTP 503 Service Unavailable\""
  }),
  nextRetryAt: Schema.optional(Schema.String).annotations({ description: "When the next attempt is due (status retrying only)" })
})
export type DeliveryOutput = typeof DeliveryOutput.Type

export const deliveryOutput = (d: DeliveryRecord): DeliveryOutput => ({
  id: d.id,
  webhookId: d.webhookId,
  watchId: d.watchId,
  eventId: d.eventId,
  url: d.url,
  status: d.status,
  httpStatus: d.httpStatus,
  attempts: d.attempts,
  maxAttempts: d.maxAttempts,
  createdAt: d.createdAt,
  firstAttemptAt: d.firstAttemptAt,
  lastAttemptAt: d.lastAttemptAt,
  lastError: d.lastError,
  ...(d.status === "retrying" && d.nextAttemptAt !== null ? { nextRetryAt: d.nextAttemptAt } : {})
})
