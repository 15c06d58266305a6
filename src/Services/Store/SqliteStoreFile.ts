import Database from "better-sqlite3"
import { closeSync, mkdirSync, openSync } from "node:fs"
import { join } from "node:path"
import { MIGRATIONS } from "./StoreSchema.js"

/*
 * The SQLite store's file: where it lives in DATA_DIR, how it is opened
 * (owner-only, WAL, fully synced) and brought to the current schema.
 * SqliteStore holds the queries over the open database.
 */

export const STORE_FILE = "monitoring.sqlite"

/** Applies pending migrations, each in its own transaction, recording them in schema_migrations. */
export const migrate = (db: Database.Database): number => {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`)
  const current = (db.prepare("SELECT MAX(version) AS v FROM schema_migrations").get() as { v: number | null }).v ?? 0
  const latest = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0
  if (current > latest) {
    throw new Error(`${STORE_FILE} has schema version ${current}, newer than this server knows (${latest}); upgrade the server`)
  }
  for (const m of MIGRATIONS) {
    if (m.version <= current) continue
    db.transaction(() => {
      for (const sql of m.statements) db.exec(sql)
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        m.version,
        m.name,
        new Date().toISOString()
      )
    }).immediate()
  }
  return latest
}

/** Opens (creating if needed, owner-only permissions: it holds webhook secrets) `dir/monitoring.sqlite`, WAL, migrated. */
export const openStoreDatabase = (dir: string): Database.Database => {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, STORE_FILE)
  closeSync(openSync(file, "a", 0o600))
  const db = new Database(file)
  try {
    db.pragma("journal_mode = WAL")
    // FULL: a committed poll or acknowledgement survives even a power cut, not just a crash.
    db.pragma("synchronous = FULL")
    db.pragma("busy_timeout = 5000")
    migrate(db)
    return db
  } catch (e) {
    db.close()
    throw e
  }
}
