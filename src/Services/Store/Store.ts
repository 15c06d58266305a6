import { Context, Data, type Effect, type Option, type Redacted } from "effect"
import type {
  AcknowledgeOutcome,
  CheckResult,
  DeliveryFilter,
  DeliveryRecord,
  DeliveryUpdate,
  EventFilter,
  EventRecord,
  InsertOutcome,
  PurgeOutcome,
  Scope,
  WatchRecord,
  WatchType,
  WebhookRecord
} from "./Records.js"

export * from "./Records.js"

/** The store could not read or write (disk full, corrupt file...). Tools map it to INTERNAL_ERROR. */
export class StoreError extends Data.TaggedError("StoreError")<{ readonly operation: string; readonly reason: string }> {
  override get message(): string {
    return `Store ${this.operation} failed: ${this.reason}`
  }
}

/**
 * Durable monitoring data: watches, their detector snapshots, events,
 * webhooks (secrets apart), the delivery outbox. Memory without DATA_DIR,
 * SQLite in DATA_DIR with it; the SQL is kept portable so a PostgreSQL
 * implementation can serve several instances.
 *
 * Rules every implementation keeps:
 * - Reads and changes take a `Scope`: `Scope.owner(o)` sees and touches only
 *   o's records (another owner's id behaves exactly like an unknown id);
 *   `Scope.all` is for the admin key, the scheduler and the delivery worker.
 * - Every method that writes several rows does it atomically: a failure
 *   leaves nothing half written.
 * - Lists are newest first (events, deliveries) or oldest first (watches,
 *   webhooks: creation order).
 */
export interface StoreService {
  // ── watches ──────────────────────────────────────────────────────────
  /** Inserts unless the owner already has `limit` watches (0/undefined = unlimited); check and insert are one step. */
  readonly createWatch: (watch: WatchRecord, limit: number | undefined) => Effect.Effect<InsertOutcome<WatchRecord>, StoreError>
  readonly getWatch: (scope: Scope, id: string) => Effect.Effect<Option.Option<WatchRecord>, StoreError>
  readonly listWatches: (
    scope: Scope,
    filter?: { readonly type?: WatchType | undefined; readonly enabled?: boolean | undefined }
  ) => Effect.Effect<ReadonlyArray<WatchRecord>, StoreError>
  /** The updated watch, or none when it is not in scope. */
  readonly setWatchEnabled: (scope: Scope, id: string, enabled: boolean) => Effect.Effect<Option.Option<WatchRecord>, StoreError>
  /** Deletes the watch with its snapshot, events and its own-URL deliveries; false when not in scope. */
  readonly deleteWatch: (scope: Scope, id: string) => Effect.Effect<boolean, StoreError>
  readonly countWatches: (owner: string) => Effect.Effect<number, StoreError>

  // ── detector snapshots (one JSON document per watch) ────────────────
  readonly getSnapshot: (watchId: string) => Effect.Effect<Option.Option<unknown>, StoreError>
  /**
   * One poll's outcome in one transaction: snapshot (if given), events,
   * their outbox rows, and `lastCheckedAt`. False (and nothing written) when
   * the watch was deleted meanwhile.
   */
  readonly recordCheck: (result: CheckResult) => Effect.Effect<boolean, StoreError>

  // ── events ───────────────────────────────────────────────────────────
  /** Matching events, newest first, at most `filter.limit`; `total` counts every match. */
  readonly listEvents: (
    scope: Scope,
    filter: EventFilter
  ) => Effect.Effect<{ readonly events: ReadonlyArray<EventRecord>; readonly total: number }, StoreError>
  readonly getEvent: (scope: Scope, id: string) => Effect.Effect<Option.Option<EventRecord>, StoreError>
  readonly acknowledgeEvents: (scope: Scope, ids: ReadonlyArray<string>) => Effect.Effect<AcknowledgeOutcome, StoreError>
  readonly markEventsDelivered: (ids: ReadonlyArray<string>) => Effect.Effect<void, StoreError>
  /** Retention: deletes events detected before `cutoff`, and finished (delivered/failed) deliveries created before it. */
  readonly purgeBefore: (cutoff: string) => Effect.Effect<PurgeOutcome, StoreError>

  // ── webhooks ─────────────────────────────────────────────────────────
  /** Inserts with its secret (kept apart, never listed) unless the owner has `limit` webhooks already. */
  readonly createWebhook: (
    webhook: WebhookRecord,
    secret: Redacted.Redacted<string> | undefined,
    limit: number | undefined
  ) => Effect.Effect<InsertOutcome<WebhookRecord>, StoreError>
  readonly getWebhook: (scope: Scope, id: string) => Effect.Effect<Option.Option<WebhookRecord>, StoreError>
  readonly listWebhooks: (
    scope: Scope,
    filter?: { readonly enabled?: boolean | undefined }
  ) => Effect.Effect<ReadonlyArray<WebhookRecord>, StoreError>
  readonly setWebhookEnabled: (scope: Scope, id: string, enabled: boolean) => Effect.Effect<Option.Option<WebhookRecord>, StoreError>
  /** Deletes the webhook and its delivery history; false when not in scope. */
  readonly deleteWebhook: (scope: Scope, id: string) => Effect.Effect<boolean, StoreError>
  readonly countWebhooks: (owner: string) => Effect.Effect<number, StoreError>
  /** For signing only: never put it in output, logs or errors. */
  readonly getWebhookSecret: (id: string) => Effect.Effect<Option.Option<Redacted.Redacted<string>>, StoreError>

  // ── delivery outbox ──────────────────────────────────────────────────
  readonly enqueueDeliveries: (rows: ReadonlyArray<DeliveryRecord>) => Effect.Effect<void, StoreError>
  /**
   * Claims up to `limit` pending/retrying rows due at `now` (nextAttemptAt <=
   * now) whose lease is free, leasing them until now + leaseMs so no other
   * worker (or instance) takes them meanwhile. Oldest due first.
   */
  readonly claimDueDeliveries: (now: string, limit: number, leaseMs: number) => Effect.Effect<ReadonlyArray<DeliveryRecord>, StoreError>
  /** Records an attempt and releases the lease; `delivered` also marks the event webhookDelivered. False when the row is gone. */
  readonly updateDelivery: (id: string, update: DeliveryUpdate) => Effect.Effect<boolean, StoreError>
  readonly getDelivery: (scope: Scope, id: string) => Effect.Effect<Option.Option<DeliveryRecord>, StoreError>
  /** Matching deliveries, newest first, at most `filter.limit`; `total` counts every match. */
  readonly listDeliveries: (
    scope: Scope,
    filter: DeliveryFilter
  ) => Effect.Effect<{ readonly deliveries: ReadonlyArray<DeliveryRecord>; readonly total: number }, StoreError>
}

export class Store extends Context.Tag("ipdata/Store")<Store, StoreService>() {}
