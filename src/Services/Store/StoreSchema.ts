/**
 * The Store's tables, as ordered migrations. Kept to portable SQL (TEXT,
 * INTEGER, DOUBLE PRECISION, ISO-8601 text timestamps, JSON as TEXT, no
 * AUTOINCREMENT / rowid / JSON functions) so the same statements run on
 * PostgreSQL; only the placeholder style (`?` vs `$n`) differs there.
 * Append new migrations; never edit an applied one.
 */
export interface Migration {
  readonly version: number
  readonly name: string
  readonly statements: ReadonlyArray<string>
}

export const MIGRATIONS: ReadonlyArray<Migration> = [
  {
    version: 1,
    name: "monitoring: watches, snapshots, events, webhooks, deliveries",
    statements: [
      `CREATE TABLE watches (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        enabled INTEGER NOT NULL,
        trademark_id TEXT,
        mark_name TEXT,
        jurisdictions TEXT NOT NULL,
        nice_classes TEXT NOT NULL,
        similarity_threshold DOUBLE PRECISION NOT NULL,
        deadline_days_ahead INTEGER NOT NULL,
        webhook_url TEXT,
        created_at TEXT NOT NULL,
        last_checked_at TEXT
      )`,
      `CREATE INDEX watches_by_owner ON watches (owner, created_at)`,
      `CREATE TABLE watch_snapshots (
        watch_id TEXT PRIMARY KEY,
        data TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
      `CREATE TABLE events (
        id TEXT PRIMARY KEY,
        seq INTEGER NOT NULL,
        owner TEXT NOT NULL,
        watch_id TEXT NOT NULL,
        type TEXT NOT NULL,
        severity TEXT NOT NULL,
        detected_at TEXT NOT NULL,
        summary TEXT NOT NULL,
        details TEXT NOT NULL,
        acknowledged INTEGER NOT NULL,
        webhook_delivered INTEGER NOT NULL
      )`,
      `CREATE INDEX events_by_owner ON events (owner, detected_at)`,
      `CREATE INDEX events_by_watch ON events (watch_id, detected_at)`,
      `CREATE INDEX events_by_time ON events (detected_at)`,
      `CREATE TABLE webhooks (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        name TEXT NOT NULL,
        url TEXT NOT NULL,
        event_types TEXT NOT NULL,
        enabled INTEGER NOT NULL,
        created_at TEXT NOT NULL
      )`,
      `CREATE INDEX webhooks_by_owner ON webhooks (owner, created_at)`,
      // Apart from the listed record, so no SELECT of webhooks can leak it.
      `CREATE TABLE webhook_secrets (
        webhook_id TEXT PRIMARY KEY,
        secret TEXT NOT NULL
      )`,
      `CREATE TABLE deliveries (
        id TEXT PRIMARY KEY,
        seq INTEGER NOT NULL,
        owner TEXT NOT NULL,
        webhook_id TEXT,
        watch_id TEXT,
        url TEXT NOT NULL,
        event_id TEXT NOT NULL,
        payload TEXT NOT NULL,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        max_attempts INTEGER NOT NULL,
        http_status INTEGER,
        last_error TEXT,
        created_at TEXT NOT NULL,
        first_attempt_at TEXT,
        last_attempt_at TEXT,
        next_attempt_at TEXT,
        message_id TEXT NOT NULL,
        lease_until TEXT
      )`,
      `CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at)`,
      `CREATE INDEX deliveries_by_owner ON deliveries (owner, created_at)`,
      `CREATE INDEX deliveries_by_webhook ON deliveries (webhook_id)`,
      `CREATE INDEX deliveries_by_watch ON deliveries (watch_id)`
    ]
  }
]
