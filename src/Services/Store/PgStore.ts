import { SqlClient, type SqlError } from "@effect/sql"
import { Effect, Layer, Option, Redacted } from "effect"
import { sqlReason } from "../../Database/Database.js"
import { type DeliveryRecord, type EventRecord, type InsertOutcome, type Scope, Store, StoreError, type StoreService } from "./Store.js"
import {
  deliveryColumns,
  eventColumns,
  json,
  type Row,
  toDelivery,
  toEvent,
  toWatch,
  toWebhook,
  watchColumns,
  webhookColumns
} from "./StoreRows.js"

/**
 * The Store on PostgreSQL (DATABASE_URL): one set of tables for every
 * instance. Every query that reads or changes a tenant's rows carries its
 * owner (`scoped`); multi-row writes are one transaction; per-owner caps
 * lock the owner's rows (an advisory transaction lock) so two instances
 * cannot both pass the check; the outbox is claimed with
 * `FOR UPDATE SKIP LOCKED`, so instances never claim the same row.
 */
export const makePgStore = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const attempt = (operation: string) => <A, R>(effect: Effect.Effect<A, SqlError.SqlError, R>): Effect.Effect<A, StoreError, R> =>
    Effect.mapError(effect, (e) => new StoreError({ operation, reason: sqlReason(e) }))
  const tx = <A, R>(operation: string, effect: Effect.Effect<A, SqlError.SqlError, R>) => attempt(operation)(sql.withTransaction(effect))

  /** `AND owner = $n` for an owner scope, nothing for all. */
  const scoped = (scope: Scope) => (scope._tag === "All" ? sql`` : sql`AND owner = ${scope.owner}`)
  const capped = (n: number, limit: number | undefined) => limit !== undefined && limit > 0 && n >= limit
  /** Serialises check-and-insert per owner and table across instances (released at commit). */
  const lockOwner = (table: string, owner: string) => sql`SELECT pg_advisory_xact_lock(hashtext(${`${table}:${owner}`}))`
  /** Check-and-insert under a per-owner cap, in one transaction serialised per owner and table. */
  const cappedInsert = <A>(
    operation: string,
    table: "watches" | "webhooks",
    owner: string,
    limit: number | undefined,
    insert: Effect.Effect<A, SqlError.SqlError>
  ): Effect.Effect<InsertOutcome<A>, StoreError> =>
    tx(
      operation,
      Effect.gen(function*() {
        yield* lockOwner(table, owner)
        const n = yield* count(table, owner)
        if (capped(n, limit)) return { _tag: "LimitReached", count: n, limit: limit! } as InsertOutcome<A>
        return { _tag: "Inserted", record: yield* insert } as InsertOutcome<A>
      })
    )
  const count = (table: "watches" | "webhooks", owner: string) =>
    Effect.map(sql<{ n: string }>`SELECT COUNT(*) AS n FROM ${sql(table)} WHERE owner = ${owner}`, (r) => Number(r[0]?.n ?? 0))
  const WEBHOOK_COLUMNS = sql.literal(
    "id, owner, name, url, event_types, enabled, created_at, EXISTS (SELECT 1 FROM webhook_secrets s WHERE s.webhook_id = webhooks.id) AS has_secret"
  )
  const first = <A>(rows: ReadonlyArray<Row>, f: (r: Row) => A) => Option.map(Option.fromNullable(rows[0]), f)
  const getWatchRow = (scope: Scope, id: string) =>
    Effect.map(sql`SELECT * FROM watches WHERE id = ${id} ${scoped(scope)}`, (r) => first(r, toWatch))
  const getWebhookRow = (scope: Scope, id: string) =>
    Effect.map(sql`SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE id = ${id} ${scoped(scope)}`, (r) => first(r, toWebhook))
  const insertEvents = (events: ReadonlyArray<EventRecord>): Effect.Effect<void, SqlError.SqlError> =>
    events.length === 0
      ? Effect.void
      : Effect.asVoid(sql`INSERT INTO events ${sql.insert(events.map(eventColumns))}`)
  const insertDeliveries = (rows: ReadonlyArray<DeliveryRecord>): Effect.Effect<void, SqlError.SqlError> =>
    rows.length === 0
      ? Effect.void
      : Effect.asVoid(sql`INSERT INTO deliveries ${sql.insert(rows.map(deliveryColumns))}`)

  const service: StoreService = {
    createWatch: (w, limit) =>
      cappedInsert(
        "createWatch",
        "watches",
        w.owner,
        limit,
        Effect.as(
          sql`INSERT INTO watches ${sql.insert(watchColumns(w))}`,
          w
        )
      ),
    getWatch: (scope, id) => attempt("getWatch")(getWatchRow(scope, id)),
    listWatches: (scope, filter = {}) =>
      attempt("listWatches")(
        Effect.map(
          sql`SELECT * FROM watches WHERE TRUE ${scoped(scope)}
            ${filter.type === undefined ? sql`` : sql`AND type = ${filter.type}`}
            ${filter.enabled === undefined ? sql`` : sql`AND enabled = ${filter.enabled}`}
            ORDER BY created_at, seq`,
          (rows) => rows.map(toWatch)
        )
      ),
    setWatchEnabled: (scope, id, enabled) =>
      attempt("setWatchEnabled")(
        Effect.map(sql`UPDATE watches SET enabled = ${enabled} WHERE id = ${id} ${scoped(scope)} RETURNING *`, (r) => first(r, toWatch))
      ),
    deleteWatch: (scope, id) =>
      tx(
        "deleteWatch",
        Effect.gen(function*() {
          const gone = yield* sql`DELETE FROM watches WHERE id = ${id} ${scoped(scope)} RETURNING id`
          if (gone.length === 0) return false
          yield* sql`DELETE FROM watch_snapshots WHERE watch_id = ${id}`
          yield* sql`DELETE FROM events WHERE watch_id = ${id}`
          yield* sql`DELETE FROM deliveries WHERE watch_id = ${id} AND webhook_id IS NULL`
          return true
        })
      ),
    countWatches: (owner) => attempt("countWatches")(count("watches", owner)),

    getSnapshot: (watchId) =>
      attempt("getSnapshot")(
        Effect.map(sql`SELECT data FROM watch_snapshots WHERE watch_id = ${watchId}`, (r) =>
          first(r, (row): unknown => JSON.parse(String(row.data))))
      ),
    recordCheck: (result) =>
      tx(
        "recordCheck",
        Effect.gen(function*() {
          const touched = yield* sql`UPDATE watches SET last_checked_at = ${result.checkedAt} WHERE id = ${result.watchId} RETURNING id`
          if (touched.length === 0) return false
          if (result.snapshot !== undefined) {
            yield* sql`INSERT INTO watch_snapshots (watch_id, data, updated_at) VALUES (${result.watchId}, ${
              json(result.snapshot)
            }, ${result.checkedAt})
              ON CONFLICT (watch_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`
          }
          yield* insertEvents(result.events)
          yield* insertDeliveries(result.deliveries)
          return true
        })
      ),

    listEvents: (scope, filter) =>
      attempt("listEvents")(
        Effect.gen(function*() {
          const where = sql`WHERE TRUE ${scoped(scope)}
            ${filter.watchId === undefined ? sql`` : sql`AND watch_id = ${filter.watchId}`}
            ${filter.severity === undefined ? sql`` : sql`AND severity = ${filter.severity}`}
            ${filter.unacknowledgedOnly === true ? sql`AND NOT acknowledged` : sql``}`
          const [total, rows] = yield* Effect.all(
            [
              sql<{ n: string }>`SELECT COUNT(*) AS n FROM events ${where}`,
              sql`SELECT * FROM events ${where} ORDER BY detected_at DESC, seq DESC LIMIT ${Math.max(0, filter.limit)}`
            ],
            { concurrency: 2 }
          )
          return { events: rows.map(toEvent), total: Number(total[0]?.n ?? 0) }
        })
      ),
    getEvent: (scope, id) =>
      attempt("getEvent")(Effect.map(sql`SELECT * FROM events WHERE id = ${id} ${scoped(scope)}`, (r) => first(r, toEvent))),
    acknowledgeEvents: (scope, ids) =>
      tx(
        "acknowledgeEvents",
        Effect.gen(function*() {
          const unique = [...new Set(ids)]
          if (unique.length === 0) return { acknowledged: [], alreadyAcknowledged: [], unknown: [] }
          // Lock the rows first so a concurrent acknowledgement reports "already" rather than "newly".
          const rows = yield* sql<{ id: string; acknowledged: boolean }>`SELECT id, acknowledged FROM events
            WHERE ${sql.in("id", unique)} ${scoped(scope)} FOR UPDATE`
          const found = new Map(rows.map((r) => [r.id, r.acknowledged]))
          const fresh = unique.filter((id) => found.get(id) === false)
          if (fresh.length > 0) yield* sql`UPDATE events SET acknowledged = TRUE WHERE ${sql.in("id", fresh)}`
          return {
            acknowledged: fresh,
            alreadyAcknowledged: unique.filter((id) => found.get(id) === true),
            unknown: unique.filter((id) => !found.has(id))
          }
        })
      ),
    markEventsDelivered: (ids) =>
      attempt("markEventsDelivered")(
        ids.length === 0 ? Effect.void : Effect.asVoid(sql`UPDATE events SET webhook_delivered = TRUE WHERE ${sql.in("id", ids)}`)
      ),
    purgeBefore: (cutoff) =>
      tx(
        "purgeBefore",
        Effect.gen(function*() {
          const events = yield* sql`DELETE FROM events WHERE detected_at < ${cutoff} RETURNING id`
          const deliveries =
            yield* sql`DELETE FROM deliveries WHERE status IN ('delivered', 'failed') AND created_at < ${cutoff} RETURNING id`
          return { events: events.length, deliveries: deliveries.length }
        })
      ),

    createWebhook: (w, secret, limit) =>
      cappedInsert(
        "createWebhook",
        "webhooks",
        w.owner,
        limit,
        Effect.gen(function*() {
          yield* sql`INSERT INTO webhooks ${sql.insert(webhookColumns(w))}`
          if (secret !== undefined) yield* sql`INSERT INTO webhook_secrets (webhook_id, secret) VALUES (${w.id}, ${Redacted.value(secret)})`
          return { ...w, hasSecret: secret !== undefined }
        })
      ),
    getWebhook: (scope, id) => attempt("getWebhook")(getWebhookRow(scope, id)),
    listWebhooks: (scope, filter = {}) =>
      attempt("listWebhooks")(
        Effect.map(
          sql`SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE TRUE ${scoped(scope)}
            ${filter.enabled === undefined ? sql`` : sql`AND enabled = ${filter.enabled}`}
            ORDER BY created_at, seq`,
          (rows) => rows.map(toWebhook)
        )
      ),
    setWebhookEnabled: (scope, id, enabled) =>
      tx(
        "setWebhookEnabled",
        Effect.gen(function*() {
          const changed = yield* sql`UPDATE webhooks SET enabled = ${enabled} WHERE id = ${id} ${scoped(scope)} RETURNING id`
          return changed.length === 0 ? Option.none() : yield* getWebhookRow(scope, id)
        })
      ),
    deleteWebhook: (scope, id) =>
      tx(
        "deleteWebhook",
        Effect.gen(function*() {
          const gone = yield* sql`DELETE FROM webhooks WHERE id = ${id} ${scoped(scope)} RETURNING id`
          if (gone.length === 0) return false
          yield* sql`DELETE FROM webhook_secrets WHERE webhook_id = ${id}`
          yield* sql`DELETE FROM deliveries WHERE webhook_id = ${id}`
          return true
        })
      ),
    countWebhooks: (owner) => attempt("countWebhooks")(count("webhooks", owner)),
    getWebhookSecret: (id) =>
      attempt("getWebhookSecret")(
        Effect.map(sql`SELECT secret FROM webhook_secrets WHERE webhook_id = ${id}`, (r) =>
          first(r, (row) => Redacted.make(String(row.secret))))
      ),

    enqueueDeliveries: (rows) => attempt("enqueueDeliveries")(insertDeliveries(rows)),
    // One statement: rows locked by another instance's claim are skipped, not waited for.
    claimDueDeliveries: (now, limit, leaseMs) =>
      attempt("claimDueDeliveries")(
        Effect.map(
          sql`WITH due AS (
              SELECT id FROM deliveries
              WHERE status IN ('pending', 'retrying') AND next_attempt_at IS NOT NULL AND next_attempt_at <= ${now}
                AND (lease_until IS NULL OR lease_until <= ${now})
              ORDER BY next_attempt_at, seq
              LIMIT ${Math.max(0, limit)}
              FOR UPDATE SKIP LOCKED
            )
            UPDATE deliveries d SET lease_until = ${new Date(Date.parse(now) + leaseMs).toISOString()}
            FROM due WHERE d.id = due.id
            RETURNING d.*`,
          (rows) =>
            [...rows].sort((a, b) => String(a.next_attempt_at).localeCompare(String(b.next_attempt_at)) || Number(a.seq) - Number(b.seq))
              .map(toDelivery)
        )
      ),
    updateDelivery: (id, u) =>
      tx(
        "updateDelivery",
        Effect.gen(function*() {
          const rows = yield* sql<
            { event_id: string }
          >`UPDATE deliveries SET status = ${u.status}, attempts = ${u.attempts}, http_status = ${u.httpStatus},
              last_error = ${u.lastError}, first_attempt_at = ${u.firstAttemptAt}, last_attempt_at = ${u.lastAttemptAt},
              next_attempt_at = ${u.nextAttemptAt}, lease_until = NULL
            WHERE id = ${id} RETURNING event_id`
          if (rows.length === 0) return false
          if (u.status === "delivered") yield* sql`UPDATE events SET webhook_delivered = TRUE WHERE id = ${rows[0]!.event_id}`
          return true
        })
      ),
    getDelivery: (scope, id) =>
      attempt("getDelivery")(Effect.map(sql`SELECT * FROM deliveries WHERE id = ${id} ${scoped(scope)}`, (r) => first(r, toDelivery))),
    listDeliveries: (scope, filter) =>
      attempt("listDeliveries")(
        Effect.gen(function*() {
          const where = sql`WHERE TRUE ${scoped(scope)}
            ${filter.webhookId === undefined ? sql`` : sql`AND webhook_id = ${filter.webhookId}`}
            ${filter.status === undefined ? sql`` : sql`AND status = ${filter.status}`}`
          const [total, rows] = yield* Effect.all(
            [
              sql<{ n: string }>`SELECT COUNT(*) AS n FROM deliveries ${where}`,
              sql`SELECT * FROM deliveries ${where} ORDER BY created_at DESC, seq DESC LIMIT ${Math.max(0, filter.limit)}`
            ],
            { concurrency: 2 }
          )
          return { deliveries: rows.map(toDelivery), total: Number(total[0]?.n ?? 0) }
        })
      )
  }
  return service
})

/** The Store over the shared PostgreSQL pool (migrated by the Database layer). */
export const PgStoreLive: Layer.Layer<Store, never, SqlClient.SqlClient> = Layer.effect(Store, makePgStore)
