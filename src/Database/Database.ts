import { SqlClient, type SqlError } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Context, Duration, Effect, Layer, type Redacted, Schedule } from "effect"
import { AppConfig } from "../Config/AppConfig.js"
import { ConfigInvalid } from "../Config/ConfigReader.js"
import { PG_MIGRATIONS } from "./PgSchema.js"

/** Any fixed number: the advisory lock every instance takes to migrate, so concurrent starts apply each migration once. */
const MIGRATION_LOCK = 4_730_914_021

/** What a failed statement says, without the connection string. */
export const sqlReason = (e: SqlError.SqlError): string => {
  const cause = e.cause as { message?: unknown; code?: unknown } | undefined
  const detail = typeof cause?.message === "string" ? cause.message : undefined
  return detail === undefined || detail === e.message ? e.message : `${e.message}: ${detail}`
}

/**
 * Applies pending migrations in one transaction under an advisory lock:
 * the first instance to start migrates, the others wait for the lock and
 * find nothing left to do. A database migrated by a newer version is used
 * as is (migrations stay forward-compatible within a minor version).
 */
export const migrate: Effect.Effect<{ readonly from: number; readonly to: number }, SqlError.SqlError, SqlClient.SqlClient> = Effect.gen(
  function*() {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function*() {
        yield* sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`
        yield* sql`CREATE TABLE IF NOT EXISTS ipdata_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`
        const rows = yield* sql<{ readonly v: number | null }>`SELECT MAX(version) AS v FROM ipdata_migrations`
        const from = rows[0]?.v ?? 0
        let to = from
        for (const m of PG_MIGRATIONS) {
          if (m.version <= from) continue
          for (const statement of m.statements) yield* sql.unsafe(statement)
          yield* sql`INSERT INTO ipdata_migrations (version, name) VALUES (${m.version}, ${m.name})`
          to = m.version
        }
        return { from, to }
      })
    )
  }
)

export interface DatabaseOptions {
  readonly url: Redacted.Redacted<string>
  /** Pool size per instance (DATABASE_POOL_SIZE). */
  readonly poolSize: number
}

/**
 * The PostgreSQL pool (PgClient and SqlClient) over DATABASE_URL, migrated.
 * An unreachable database fails start-up with one line naming DATABASE_URL
 * (never its value: it holds the password).
 */
export const PgDatabaseLive = (options: DatabaseOptions): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient, ConfigInvalid> =>
  Layer.effectDiscard(
    migrate.pipe(
      Effect.tap(({ from, to }) => (to > from ? Effect.logInfo("database migrated").pipe(Effect.annotateLogs({ from, to })) : Effect.void))
    )
  ).pipe(
    Layer.provideMerge(
      PgClient.layer({
        url: options.url,
        maxConnections: options.poolSize,
        connectTimeout: Duration.seconds(10),
        idleTimeout: Duration.seconds(60),
        applicationName: "ipdata-mcp",
        // Row keys stay snake_case; JSON is kept as text so each store decodes what it wrote.
        transformJson: false
      })
    ),
    Layer.mapError(
      (e) =>
        new ConfigInvalid({
          variable: "DATABASE_URL",
          value: "(hidden)",
          allowed: `a reachable PostgreSQL database (${sqlReason(e)})`
        })
    )
  )

/** Readiness: whether the shared database answers (always true without DATABASE_URL). For /health. */
export class DatabaseHealth extends Context.Tag("ipdata/DatabaseHealth")<
  DatabaseHealth,
  { readonly kind: "postgresql" | "none"; readonly check: Effect.Effect<boolean> }
>() {
  static readonly none: Layer.Layer<DatabaseHealth> = Layer.succeed(DatabaseHealth, { kind: "none", check: Effect.succeed(true) })
  static readonly postgres: Layer.Layer<DatabaseHealth, never, SqlClient.SqlClient> = Layer.effect(
    DatabaseHealth,
    Effect.map(SqlClient.SqlClient, (sql) => ({
      kind: "postgresql" as const,
      check: sql`SELECT 1`.pipe(
        // A pooled connection the server ended fails once before the pool opens a fresh one: one
        // retry tells that apart from a database that does not answer (which fails both).
        Effect.retry(Schedule.recurs(1)),
        Effect.as(true),
        Effect.timeoutTo({ duration: Duration.seconds(2), onSuccess: (ok) => ok, onTimeout: () => false }),
        Effect.orElseSucceed(() => false)
      )
    }))
  )
}

/**
 * The one pool of this process over DATABASE_URL. A constant layer, so every
 * store that needs it shares one pool and one migration run (layers are
 * memoised by reference). Only built when DATABASE_URL is set.
 */
export const DatabaseLive: Layer.Layer<PgClient.PgClient | SqlClient.SqlClient, ConfigInvalid, AppConfig> = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    config.database.url === undefined
      ? Layer.fail(new ConfigInvalid({ variable: "DATABASE_URL", value: "", allowed: "a postgres:// URL (needed by this layer)" }))
      : PgDatabaseLive({ url: config.database.url, poolSize: config.database.poolSize }))
)

/** PostgreSQL readiness with DATABASE_URL, always ready without. */
export const DatabaseHealthLive: Layer.Layer<DatabaseHealth, ConfigInvalid, AppConfig> = Layer.unwrapEffect(
  Effect.map(
    AppConfig,
    (config) => config.database.url === undefined ? DatabaseHealth.none : DatabaseHealth.postgres.pipe(Layer.provide(DatabaseLive))
  )
)
