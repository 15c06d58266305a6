/**
 * Readiness with DATABASE_URL: `/health` says whether the shared database
 * answers (503 `database: "unreachable"` while it does not, so a load
 * balancer stops sending to the instance) and recovers when it answers again.
 * Against the run's real PostgreSQL: the database is closed to connections
 * and its sessions ended, then reopened.
 */
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, Layer, Redacted } from "effect"
import { DatabaseHealth, PgDatabaseLive } from "../src/Database/Database.js"
import { healthHandler } from "../src/Layers/HttpTransport.js"
import { freshDatabase, pgAdminUrl } from "./support/Postgres.js"

/** Runs one statement as the superuser on the `postgres` database. */
const admin = (statement: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, statement).pipe(
    Effect.provide(PgClient.layer({ url: Redacted.make(pgAdminUrl()), maxConnections: 1 })),
    Effect.scoped,
    Effect.orDie
  )

/** What /health answers: status and body. */
const health = (layer: Layer.Layer<DatabaseHealth>) =>
  Effect.map(Effect.provide(healthHandler, layer), (response) => {
    const body = response.body as { readonly _tag: string; readonly body?: Uint8Array }
    return { status: response.status, body: JSON.parse(new TextDecoder().decode(body.body)) as Record<string, unknown> }
  })

describe("/health readiness with DATABASE_URL", () => {
  it.live("200 while the database answers, 503 \"unreachable\" while it does not, 200 again when it is back", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const name = new URL(url).pathname.slice(1)
      const context = yield* Layer.build(
        DatabaseHealth.postgres.pipe(Layer.provide(PgDatabaseLive({ url: Redacted.make(url), poolSize: 2 })))
      )
      const layer = Layer.succeedContext(context)
      expect(Context.get(context, DatabaseHealth).kind).toBe("postgresql")
      expect(yield* health(layer)).toMatchObject({ status: 200, body: { status: "ok", database: "ok" } })

      // The database stops answering this instance: no new sessions, the open ones ended.
      yield* admin((sql) => sql`ALTER DATABASE ${sql(name)} ALLOW_CONNECTIONS false`)
      yield* admin((sql) => sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${name}`)
      expect(yield* health(layer)).toMatchObject({ status: 503, body: { status: "unavailable", database: "unreachable" } })

      yield* admin((sql) => sql`ALTER DATABASE ${sql(name)} ALLOW_CONNECTIONS true`)
      expect(yield* health(layer)).toMatchObject({ status: 200, body: { status: "ok", database: "ok" } })
    }).pipe(Effect.scoped))

  it.effect("without DATABASE_URL there is no database to report: 200 and no `database` field", () =>
    Effect.gen(function*() {
      const r = yield* health(DatabaseHealth.none)
      expect(r.status).toBe(200)
      expect(r.body["database"]).toBeUndefined()
    }))
})
