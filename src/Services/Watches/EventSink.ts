import { Context, Effect, Layer } from "effect"
import type { DeliveryRecord, EventRecord, WatchRecord } from "../Store/Store.js"

/**
 * Where new watch events go besides the Store: the webhook side. The
 * scheduler, for each watch that produced events:
 *   1. calls `deliveriesFor(owner, events, watch)` BEFORE writing, and stores
 *      the returned outbox rows in the same transaction as the events
 *      (`Store.recordCheck`), so a crash can never keep an event and lose
 *      its delivery;
 *   2. calls `onEvents(owner, events, watch)` AFTER the commit (e.g. to wake
 *      the delivery worker). Failures of either are logged, never fatal:
 *      the events are stored regardless.
 * The webhook module provides the live implementation; `noop` delivers nothing.
 */
export class EventSink extends Context.Tag("ipdata/EventSink")<
  EventSink,
  {
    readonly deliveriesFor: (
      owner: string,
      events: ReadonlyArray<EventRecord>,
      watch: WatchRecord
    ) => Effect.Effect<ReadonlyArray<DeliveryRecord>>
    readonly onEvents: (owner: string, events: ReadonlyArray<EventRecord>, watch: WatchRecord) => Effect.Effect<void>
  }
>() {
  static readonly noop: Layer.Layer<EventSink> = Layer.succeed(EventSink, {
    deliveriesFor: () => Effect.succeed([]),
    onEvents: () => Effect.void
  })
}
