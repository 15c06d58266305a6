import { Effect, Layer, Option, type Redacted } from "effect"
import {
  type DeliveryRecord,
  type EventRecord,
  Scope,
  Store,
  StoreError,
  type StoreService,
  type WatchRecord,
  type WebhookRecord
} from "./Store.js"

/**
 * The Store in process memory (no DATA_DIR): same contract as SqliteStore,
 * gone on restart. Every method runs synchronously from read to write, so
 * nothing interleaves and multi-row changes are atomic.
 */
export const makeMemoryStore = (): StoreService => {
  const watches = new Map<string, WatchRecord>()
  const snapshots = new Map<string, unknown>()
  // Insertion order breaks ties between events of the same instant.
  const events = new Map<string, { record: EventRecord; seq: number }>()
  const webhooks = new Map<string, WebhookRecord>()
  const secrets = new Map<string, Redacted.Redacted<string>>()
  const deliveries = new Map<string, { record: DeliveryRecord; seq: number; leaseUntil: string | null }>()
  let seq = 0

  const inScope = <A extends { readonly owner: string }>(scope: Scope, a: A | undefined): Option.Option<A> =>
    a !== undefined && Scope.allows(scope, a.owner) ? Option.some(a) : Option.none()
  const ownedCount = (map: ReadonlyMap<string, { readonly owner: string }>, owner: string) => {
    let n = 0
    for (const r of map.values()) if (r.owner === owner) n++
    return n
  }
  const capped = (count: number, limit: number | undefined) => limit !== undefined && limit > 0 && count >= limit
  /** Like a primary key: a duplicate id fails the whole write, as it does in SQL. */
  const duplicate = (operation: string, existing: ReadonlyMap<string, unknown>, ids: ReadonlyArray<string>) => {
    const seen = new Set<string>()
    for (const id of ids) {
      if (existing.has(id) || seen.has(id)) return new StoreError({ operation, reason: `duplicate id ${id}` })
      seen.add(id)
    }
    return undefined
  }
  /** Checks first, then changes: a failing check writes nothing. */
  const guarded = <A>(error: () => StoreError | undefined, write: () => A): Effect.Effect<A, StoreError> =>
    Effect.suspend(() => {
      const e = error()
      return e !== undefined ? Effect.fail(e) : Effect.sync(write)
    })
  const newestFirst = <A extends { seq: number }>(rows: Array<A>, at: (a: A) => string) =>
    rows.sort((a, b) => (at(a) < at(b) ? 1 : at(a) > at(b) ? -1 : b.seq - a.seq))

  const service: StoreService = {
    createWatch: (watch, limit) =>
      guarded(() => duplicate("createWatch", watches, [watch.id]), () => {
        const count = ownedCount(watches, watch.owner)
        if (capped(count, limit)) return { _tag: "LimitReached" as const, count, limit: limit! }
        watches.set(watch.id, watch)
        return { _tag: "Inserted" as const, record: watch }
      }),
    getWatch: (scope, id) => Effect.sync(() => inScope(scope, watches.get(id))),
    listWatches: (scope, filter = {}) =>
      Effect.sync(() =>
        [...watches.values()].filter(
          (w) =>
            Scope.allows(scope, w.owner) &&
            (filter.type === undefined || w.type === filter.type) &&
            (filter.enabled === undefined || w.enabled === filter.enabled)
        )
      ),
    setWatchEnabled: (scope, id, enabled) =>
      Effect.sync(() =>
        Option.map(inScope(scope, watches.get(id)), (w) => {
          const next = { ...w, enabled }
          watches.set(id, next)
          return next
        })
      ),
    deleteWatch: (scope, id) =>
      Effect.sync(() => {
        if (Option.isNone(inScope(scope, watches.get(id)))) return false
        watches.delete(id)
        snapshots.delete(id)
        for (const [eid, e] of events) if (e.record.watchId === id) events.delete(eid)
        for (const [did, d] of deliveries) if (d.record.watchId === id && d.record.webhookId === null) deliveries.delete(did)
        return true
      }),
    countWatches: (owner) => Effect.sync(() => ownedCount(watches, owner)),

    getSnapshot: (watchId) => Effect.sync(() => (snapshots.has(watchId) ? Option.some(snapshots.get(watchId)) : Option.none())),
    recordCheck: (result) =>
      guarded(
        () =>
          duplicate("recordCheck", events, result.events.map((e) => e.id)) ??
            duplicate("recordCheck", deliveries, result.deliveries.map((d) => d.id)),
        () => {
          const watch = watches.get(result.watchId)
          if (watch === undefined) return false
          // Round-trip through JSON: the same values the SQLite store would give back.
          if (result.snapshot !== undefined) snapshots.set(result.watchId, JSON.parse(JSON.stringify(result.snapshot)))
          for (const e of result.events) events.set(e.id, { record: e, seq: ++seq })
          for (const d of result.deliveries) deliveries.set(d.id, { record: d, seq: ++seq, leaseUntil: null })
          watches.set(watch.id, { ...watch, lastCheckedAt: result.checkedAt })
          return true
        }
      ),

    listEvents: (scope, filter) =>
      Effect.sync(() => {
        const matching = newestFirst(
          [...events.values()].filter(
            ({ record: e }) =>
              Scope.allows(scope, e.owner) &&
              (filter.watchId === undefined || e.watchId === filter.watchId) &&
              (filter.severity === undefined || e.severity === filter.severity) &&
              (filter.unacknowledgedOnly !== true || !e.acknowledged)
          ),
          (x) => x.record.detectedAt
        )
        return { events: matching.slice(0, Math.max(0, filter.limit)).map((x) => x.record), total: matching.length }
      }),
    getEvent: (scope, id) => Effect.sync(() => inScope(scope, events.get(id)?.record)),
    acknowledgeEvents: (scope, ids) =>
      Effect.sync(() => {
        const acknowledged: Array<string> = []
        const alreadyAcknowledged: Array<string> = []
        const unknown: Array<string> = []
        for (const id of new Set(ids)) {
          const e = events.get(id)
          if (e === undefined || !Scope.allows(scope, e.record.owner)) unknown.push(id)
          else if (e.record.acknowledged) alreadyAcknowledged.push(id)
          else {
            e.record = { ...e.record, acknowledged: true }
            acknowledged.push(id)
          }
        }
        return { acknowledged, alreadyAcknowledged, unknown }
      }),
    markEventsDelivered: (ids) =>
      Effect.sync(() => {
        for (const id of ids) {
          const e = events.get(id)
          if (e !== undefined) e.record = { ...e.record, webhookDelivered: true }
        }
      }),
    purgeBefore: (cutoff) =>
      Effect.sync(() => {
        let ev = 0
        let dl = 0
        for (const [id, e] of events) {
          if (e.record.detectedAt < cutoff) {
            events.delete(id)
            ev++
          }
        }
        for (const [id, d] of deliveries) {
          if ((d.record.status === "delivered" || d.record.status === "failed") && d.record.createdAt < cutoff) {
            deliveries.delete(id)
            dl++
          }
        }
        return { events: ev, deliveries: dl }
      }),

    createWebhook: (webhook, secret, limit) =>
      guarded(() => duplicate("createWebhook", webhooks, [webhook.id]), () => {
        const count = ownedCount(webhooks, webhook.owner)
        if (capped(count, limit)) return { _tag: "LimitReached" as const, count, limit: limit! }
        const record = { ...webhook, hasSecret: secret !== undefined }
        webhooks.set(webhook.id, record)
        if (secret !== undefined) secrets.set(webhook.id, secret)
        return { _tag: "Inserted" as const, record }
      }),
    getWebhook: (scope, id) => Effect.sync(() => inScope(scope, webhooks.get(id))),
    listWebhooks: (scope, filter = {}) =>
      Effect.sync(() =>
        [...webhooks.values()].filter((w) => Scope.allows(scope, w.owner) && (filter.enabled === undefined || w.enabled === filter.enabled))
      ),
    setWebhookEnabled: (scope, id, enabled) =>
      Effect.sync(() =>
        Option.map(inScope(scope, webhooks.get(id)), (w) => {
          const next = { ...w, enabled }
          webhooks.set(id, next)
          return next
        })
      ),
    deleteWebhook: (scope, id) =>
      Effect.sync(() => {
        if (Option.isNone(inScope(scope, webhooks.get(id)))) return false
        webhooks.delete(id)
        secrets.delete(id)
        for (const [did, d] of deliveries) if (d.record.webhookId === id) deliveries.delete(did)
        return true
      }),
    countWebhooks: (owner) => Effect.sync(() => ownedCount(webhooks, owner)),
    getWebhookSecret: (id) => Effect.sync(() => Option.fromNullable(secrets.get(id))),

    enqueueDeliveries: (rows) =>
      guarded(() => duplicate("enqueueDeliveries", deliveries, rows.map((d) => d.id)), () => {
        for (const d of rows) deliveries.set(d.id, { record: d, seq: ++seq, leaseUntil: null })
      }),
    claimDueDeliveries: (now, limit, leaseMs) =>
      Effect.sync(() => {
        const leaseUntil = new Date(Date.parse(now) + leaseMs).toISOString()
        const due = [...deliveries.values()]
          .filter(
            (d) =>
              (d.record.status === "pending" || d.record.status === "retrying") &&
              d.record.nextAttemptAt !== null &&
              d.record.nextAttemptAt <= now &&
              (d.leaseUntil === null || d.leaseUntil <= now)
          )
          .sort((a, b) => (a.record.nextAttemptAt! < b.record.nextAttemptAt!
            ? -1
            : a.record.nextAttemptAt! > b.record.nextAttemptAt!
            ? 1
            : a.seq - b.seq)
          )
          .slice(0, Math.max(0, limit))
        for (const d of due) {
          d.leaseUntil = leaseUntil
        }
        return due.map((d) => d.record)
      }),
    updateDelivery: (id, update) =>
      Effect.sync(() => {
        const d = deliveries.get(id)
        if (d === undefined) return false
        d.record = { ...d.record, ...update }
        d.leaseUntil = null
        if (update.status === "delivered") {
          const e = events.get(d.record.eventId)
          if (e !== undefined) e.record = { ...e.record, webhookDelivered: true }
        }
        return true
      }),
    getDelivery: (scope, id) => Effect.sync(() => inScope(scope, deliveries.get(id)?.record)),
    listDeliveries: (scope, filter) =>
      Effect.sync(() => {
        const matching = newestFirst(
          [...deliveries.values()].filter(
            ({ record: d }) =>
              Scope.allows(scope, d.owner) &&
              (filter.webhookId === undefined || d.webhookId === filter.webhookId) &&
              (filter.status === undefined || d.status === filter.status)
          ),
          (x) => x.record.createdAt
        )
        return { deliveries: matching.slice(0, Math.max(0, filter.limit)).map((x) => x.record), total: matching.length }
      })
  }
  return service
}

/** A fresh in-memory Store (tests, and the server without DATA_DIR). */
export const MemoryStoreLive: Layer.Layer<Store> = Layer.sync(Store, makeMemoryStore)
