import { Clock, Effect, Layer } from "effect"
import { type DeliveryRecord, type EventRecord, newId, Scope, Store, type WatchRecord, type WebhookRecord } from "../Store/Store.js"
import { EventSink } from "../Watches/EventSink.js"
import { eventPayload, newDeliveryRow } from "./DeliveryRows.js"
import { DeliveryWorker } from "./DeliveryWorker.js"

const subscribed = (hook: WebhookRecord, event: EventRecord) => hook.eventTypes.length === 0 || hook.eventTypes.includes(event.type)

/**
 * The outbox rows for new events: one per (event, enabled webhook of the
 * owner subscribed to its type), plus one for the watch's own `webhookUrl`
 * unless a subscribed webhook already has that URL (the registered one is
 * signed). Every row of one event shares its `webhook-id`, so a receiver
 * reached twice can drop the repeat. Pure, for tests.
 */
export const planDeliveries = (
  events: ReadonlyArray<EventRecord>,
  watch: WatchRecord,
  hooks: ReadonlyArray<WebhookRecord>,
  nowIso: string
): ReadonlyArray<DeliveryRecord> =>
  events.flatMap((event) => {
    const messageId = newId.message()
    const payload = eventPayload(event)
    const row = (url: string, webhookId: string | null) =>
      newDeliveryRow({
        owner: event.owner,
        webhookId,
        watchId: watch.id,
        url,
        eventId: event.id,
        payload,
        messageId,
        createdAt: nowIso,
        dueAt: nowIso
      })
    const targets = hooks.filter((h) => h.enabled && h.owner === event.owner && subscribed(h, event))
    const rows = targets.map((h) => row(h.url, h.id))
    if (watch.webhookUrl !== undefined && !targets.some((h) => h.url === watch.webhookUrl)) rows.push(row(watch.webhookUrl, null))
    return rows
  })

/**
 * The webhook side of EventSink: the scheduler stores these rows in the same
 * transaction as the events (nothing is lost between the two), then
 * `onEvents` wakes the delivery worker.
 */
export const EventSinkLive: Layer.Layer<EventSink, never, Store | DeliveryWorker> = Layer.effect(
  EventSink,
  Effect.gen(function*() {
    const store = yield* Store
    const worker = yield* DeliveryWorker
    return {
      deliveriesFor: (owner, events, watch) =>
        Effect.gen(function*() {
          const hooks = yield* store.listWebhooks(Scope.owner(owner), { enabled: true })
          const nowMs = yield* Clock.currentTimeMillis
          return planDeliveries(events, watch, hooks, new Date(nowMs).toISOString())
        }).pipe(
          // The scheduler keeps the events either way; say loudly that their deliveries were not planned.
          Effect.catchAll((e) =>
            Effect.logError("webhook deliveries could not be planned; these events will not be POSTed").pipe(
              Effect.annotateLogs({ watchId: watch.id, events: events.map((x) => x.id).join(","), reason: e.reason }),
              Effect.as([])
            )
          )
        ),
      onEvents: () => worker.wake
    }
  })
)
