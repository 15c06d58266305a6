import type Database from "better-sqlite3"
import { Effect, Layer, Option, Redacted } from "effect"
import { ConfigInvalid } from "../../Config/ConfigReader.js"
import { openStoreDatabase, STORE_FILE } from "./SqliteStoreFile.js"
import {
  type DeliveryRecord,
  type EventRecord,
  type InsertOutcome,
  type Scope,
  Store,
  StoreError,
  type StoreService,
  type WatchRecord,
  type WebhookRecord
} from "./Store.js"
import {
  bool,
  type Columns,
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

type Param = string | number | null

/** `AND owner = ?` for an owner scope, nothing for all. */
const scoped = (scope: Scope, column = "owner"): { sql: string; params: Array<Param> } =>
  scope._tag === "All" ? { sql: "", params: [] } : { sql: ` AND ${column} = ?`, params: [scope.owner] }

const placeholders = (n: number) => Array.from({ length: n }, () => "?").join(", ")
const WEBHOOK_COLUMNS =
  "id, owner, name, url, event_types, enabled, created_at, CASE WHEN EXISTS (SELECT 1 FROM webhook_secrets s WHERE s.webhook_id = webhooks.id) THEN 1 ELSE 0 END AS has_secret"

/** The Store over an open database. Every multi-row write is one IMMEDIATE transaction. */
export const makeSqliteStore = (db: Database.Database): StoreService => {
  const all = (sql: string, params: ReadonlyArray<Param>) => db.prepare(sql).all(...params) as Array<Row>
  const one = (sql: string, params: ReadonlyArray<Param>) => db.prepare(sql).get(...params) as Row | undefined
  const run = (sql: string, params: ReadonlyArray<Param>) => db.prepare(sql).run(...params).changes
  const tx = <A>(f: () => A): A => db.transaction(f).immediate()
  const attempt = <A>(operation: string, f: () => A) =>
    Effect.try({ try: f, catch: (e) => new StoreError({ operation, reason: e instanceof Error ? e.message : String(e) }) })
  const nextSeq = (table: "events" | "deliveries") => Number((one(`SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM ${table}`, []) as Row).n)
  const count = (table: "watches" | "webhooks", owner: string) =>
    Number((one(`SELECT COUNT(*) AS n FROM ${table} WHERE owner = ?`, [owner]) as Row).n)
  const capped = (n: number, limit: number | undefined) => limit !== undefined && limit > 0 && n >= limit

  /** One new row; SQLite stores booleans as 0/1. */
  const insert = (table: string, columns: Columns) => {
    const names = Object.keys(columns)
    const values = names.map((n) => {
      const v = columns[n]!
      return typeof v === "boolean" ? bool(v) : v
    })
    return run(`INSERT INTO ${table} (${names.join(", ")}) VALUES (${placeholders(names.length)})`, values)
  }
  const insertEvent = (e: EventRecord, seq: number) => insert("events", { ...eventColumns(e), seq })
  const insertDelivery = (d: DeliveryRecord, seq: number) => insert("deliveries", { ...deliveryColumns(d), seq })
  const insertDeliveries = (rows: ReadonlyArray<DeliveryRecord>) => {
    let seq = rows.length > 0 ? nextSeq("deliveries") : 0
    for (const d of rows) insertDelivery(d, seq++)
  }
  const getWatchRow = (scope: Scope, id: string) => {
    const s = scoped(scope)
    return Option.map(Option.fromNullable(one(`SELECT * FROM watches WHERE id = ?${s.sql}`, [id, ...s.params])), toWatch)
  }
  const getWebhookRow = (scope: Scope, id: string) => {
    const s = scoped(scope)
    return Option.map(
      Option.fromNullable(one(`SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE id = ?${s.sql}`, [id, ...s.params])),
      toWebhook
    )
  }

  return {
    createWatch: (w, limit) =>
      attempt("createWatch", (): InsertOutcome<WatchRecord> =>
        tx(() => {
          const n = count("watches", w.owner)
          if (capped(n, limit)) return { _tag: "LimitReached", count: n, limit: limit! }
          insert("watches", watchColumns(w))
          return { _tag: "Inserted", record: w }
        })),
    getWatch: (scope, id) => attempt("getWatch", () => getWatchRow(scope, id)),
    listWatches: (scope, filter = {}) =>
      attempt("listWatches", () => {
        const s = scoped(scope)
        let sql = `SELECT * FROM watches WHERE 1 = 1${s.sql}`
        const params: Array<Param> = [...s.params]
        if (filter.type !== undefined) {
          sql += " AND type = ?"
          params.push(filter.type)
        }
        if (filter.enabled !== undefined) {
          sql += " AND enabled = ?"
          params.push(bool(filter.enabled))
        }
        // Same-millisecond rows keep insertion order (rowid here; a sequence on PostgreSQL).
        return all(`${sql} ORDER BY created_at, rowid`, params).map(toWatch)
      }),
    setWatchEnabled: (scope, id, enabled) =>
      attempt("setWatchEnabled", () =>
        tx(() => {
          const s = scoped(scope)
          if (run(`UPDATE watches SET enabled = ? WHERE id = ?${s.sql}`, [bool(enabled), id, ...s.params]) === 0) return Option.none()
          return getWatchRow(scope, id)
        })),
    deleteWatch: (scope, id) =>
      attempt("deleteWatch", () =>
        tx(() => {
          const s = scoped(scope)
          if (run(`DELETE FROM watches WHERE id = ?${s.sql}`, [id, ...s.params]) === 0) return false
          run("DELETE FROM watch_snapshots WHERE watch_id = ?", [id])
          run("DELETE FROM events WHERE watch_id = ?", [id])
          run("DELETE FROM deliveries WHERE watch_id = ? AND webhook_id IS NULL", [id])
          return true
        })),
    countWatches: (owner) => attempt("countWatches", () => count("watches", owner)),

    getSnapshot: (watchId) =>
      attempt(
        "getSnapshot",
        () =>
          Option.map(Option.fromNullable(one("SELECT data FROM watch_snapshots WHERE watch_id = ?", [watchId])), (r): unknown =>
            JSON.parse(String(r.data)))
      ),
    recordCheck: (result) =>
      attempt("recordCheck", () =>
        tx(() => {
          if (run("UPDATE watches SET last_checked_at = ? WHERE id = ?", [result.checkedAt, result.watchId]) === 0) return false
          if (result.snapshot !== undefined) {
            run(
              `INSERT INTO watch_snapshots (watch_id, data, updated_at) VALUES (?, ?, ?)
               ON CONFLICT (watch_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
              [result.watchId, json(result.snapshot), result.checkedAt]
            )
          }
          let seq = result.events.length > 0 ? nextSeq("events") : 0
          for (const e of result.events) insertEvent(e, seq++)
          insertDeliveries(result.deliveries)
          return true
        })),

    listEvents: (scope, filter) =>
      attempt("listEvents", () => {
        const s = scoped(scope)
        let where = `WHERE 1 = 1${s.sql}`
        const params: Array<Param> = [...s.params]
        if (filter.watchId !== undefined) {
          where += " AND watch_id = ?"
          params.push(filter.watchId)
        }
        if (filter.severity !== undefined) {
          where += " AND severity = ?"
          params.push(filter.severity)
        }
        if (filter.unacknowledgedOnly === true) where += " AND acknowledged = 0"
        const total = Number((one(`SELECT COUNT(*) AS n FROM events ${where}`, params) as Row).n)
        const rows = all(`SELECT * FROM events ${where} ORDER BY detected_at DESC, seq DESC LIMIT ?`, [
          ...params,
          Math.max(0, filter.limit)
        ])
        return { events: rows.map(toEvent), total }
      }),
    getEvent: (scope, id) =>
      attempt("getEvent", () => {
        const s = scoped(scope)
        return Option.map(Option.fromNullable(one(`SELECT * FROM events WHERE id = ?${s.sql}`, [id, ...s.params])), toEvent)
      }),
    acknowledgeEvents: (scope, ids) =>
      attempt("acknowledgeEvents", () =>
        tx(() => {
          const acknowledged: Array<string> = []
          const alreadyAcknowledged: Array<string> = []
          const unknown: Array<string> = []
          const s = scoped(scope)
          for (const id of new Set(ids)) {
            const row = one(`SELECT acknowledged FROM events WHERE id = ?${s.sql}`, [id, ...s.params])
            if (row === undefined) unknown.push(id)
            else if (Number(row.acknowledged) === 1) alreadyAcknowledged.push(id)
            else {
              run("UPDATE events SET acknowledged = 1 WHERE id = ?", [id])
              acknowledged.push(id)
            }
          }
          return { acknowledged, alreadyAcknowledged, unknown }
        })),
    markEventsDelivered: (ids) =>
      attempt("markEventsDelivered", () =>
        tx(() => {
          for (const id of ids) run("UPDATE events SET webhook_delivered = 1 WHERE id = ?", [id])
        })),
    purgeBefore: (cutoff) =>
      attempt("purgeBefore", () =>
        tx(() => ({
          events: run("DELETE FROM events WHERE detected_at < ?", [cutoff]),
          deliveries: run("DELETE FROM deliveries WHERE status IN ('delivered', 'failed') AND created_at < ?", [cutoff])
        }))),

    createWebhook: (w, secret, limit) =>
      attempt("createWebhook", (): InsertOutcome<WebhookRecord> =>
        tx(() => {
          const n = count("webhooks", w.owner)
          if (capped(n, limit)) return { _tag: "LimitReached", count: n, limit: limit! }
          insert("webhooks", webhookColumns(w))
          if (secret !== undefined) run("INSERT INTO webhook_secrets (webhook_id, secret) VALUES (?, ?)", [w.id, Redacted.value(secret)])
          return { _tag: "Inserted", record: { ...w, hasSecret: secret !== undefined } }
        })),
    getWebhook: (scope, id) => attempt("getWebhook", () => getWebhookRow(scope, id)),
    listWebhooks: (scope, filter = {}) =>
      attempt("listWebhooks", () => {
        const s = scoped(scope)
        let sql = `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE 1 = 1${s.sql}`
        const params: Array<Param> = [...s.params]
        if (filter.enabled !== undefined) {
          sql += " AND enabled = ?"
          params.push(bool(filter.enabled))
        }
        return all(`${sql} ORDER BY created_at, rowid`, params).map(toWebhook)
      }),
    setWebhookEnabled: (scope, id, enabled) =>
      attempt("setWebhookEnabled", () =>
        tx(() => {
          const s = scoped(scope)
          if (run(`UPDATE webhooks SET enabled = ? WHERE id = ?${s.sql}`, [bool(enabled), id, ...s.params]) === 0) return Option.none()
          return getWebhookRow(scope, id)
        })),
    deleteWebhook: (scope, id) =>
      attempt("deleteWebhook", () =>
        tx(() => {
          const s = scoped(scope)
          if (run(`DELETE FROM webhooks WHERE id = ?${s.sql}`, [id, ...s.params]) === 0) return false
          run("DELETE FROM webhook_secrets WHERE webhook_id = ?", [id])
          run("DELETE FROM deliveries WHERE webhook_id = ?", [id])
          return true
        })),
    countWebhooks: (owner) => attempt("countWebhooks", () => count("webhooks", owner)),
    getWebhookSecret: (id) =>
      attempt(
        "getWebhookSecret",
        () =>
          Option.map(Option.fromNullable(one("SELECT secret FROM webhook_secrets WHERE webhook_id = ?", [id])), (r) =>
            Redacted.make(String(r.secret)))
      ),

    enqueueDeliveries: (rows) => attempt("enqueueDeliveries", () => tx(() => insertDeliveries(rows))),
    claimDueDeliveries: (now, limit, leaseMs) =>
      attempt("claimDueDeliveries", () =>
        tx(() => {
          // PostgreSQL: the same SELECT with FOR UPDATE SKIP LOCKED.
          const rows = all(
            `SELECT * FROM deliveries
             WHERE status IN ('pending', 'retrying') AND next_attempt_at IS NOT NULL AND next_attempt_at <= ?
               AND (lease_until IS NULL OR lease_until <= ?)
             ORDER BY next_attempt_at, seq LIMIT ?`,
            [now, now, Math.max(0, limit)]
          )
          if (rows.length === 0) return []
          const leaseUntil = new Date(Date.parse(now) + leaseMs).toISOString()
          run(`UPDATE deliveries SET lease_until = ? WHERE id IN (${placeholders(rows.length)})`, [
            leaseUntil,
            ...rows.map((r) => String(r.id))
          ])
          return rows.map(toDelivery)
        })),
    updateDelivery: (id, u) =>
      attempt("updateDelivery", () =>
        tx(() => {
          const changed = run(
            `UPDATE deliveries SET status = ?, attempts = ?, http_status = ?, last_error = ?, first_attempt_at = ?, last_attempt_at = ?,
               next_attempt_at = ?, lease_until = NULL WHERE id = ?`,
            [u.status, u.attempts, u.httpStatus, u.lastError, u.firstAttemptAt, u.lastAttemptAt, u.nextAttemptAt, id]
          )
          if (changed === 0) return false
          if (u.status === "delivered") {
            run("UPDATE events SET webhook_delivered = 1 WHERE id = (SELECT event_id FROM deliveries WHERE id = ?)", [id])
          }
          return true
        })),
    getDelivery: (scope, id) =>
      attempt("getDelivery", () => {
        const s = scoped(scope)
        return Option.map(Option.fromNullable(one(`SELECT * FROM deliveries WHERE id = ?${s.sql}`, [id, ...s.params])), toDelivery)
      }),
    listDeliveries: (scope, filter) =>
      attempt("listDeliveries", () => {
        const s = scoped(scope)
        let where = `WHERE 1 = 1${s.sql}`
        const params: Array<Param> = [...s.params]
        if (filter.webhookId !== undefined) {
          where += " AND webhook_id = ?"
          params.push(filter.webhookId)
        }
        if (filter.status !== undefined) {
          where += " AND status = ?"
          params.push(filter.status)
        }
        const total = Number((one(`SELECT COUNT(*) AS n FROM deliveries ${where}`, params) as Row).n)
        const rows = all(`SELECT * FROM deliveries ${where} ORDER BY created_at DESC, seq DESC LIMIT ?`, [
          ...params,
          Math.max(0, filter.limit)
        ])
        return { deliveries: rows.map(toDelivery), total }
      })
  }
}

/** `dir/monitoring.sqlite`: survives restarts and crashes. A directory that cannot be used fails start-up with one line. */
export const SqliteStoreLive = (dir: string): Layer.Layer<Store, ConfigInvalid> =>
  Layer.scoped(
    Store,
    Effect.map(
      Effect.acquireRelease(
        Effect.try({
          try: () => openStoreDatabase(dir),
          catch: (e) =>
            new ConfigInvalid({
              variable: "DATA_DIR",
              value: dir,
              allowed: `a writable directory for ${STORE_FILE} (${e instanceof Error ? e.message : String(e)})`
            })
        }),
        (db) => Effect.sync(() => db.close())
      ),
      makeSqliteStore
    )
  )
