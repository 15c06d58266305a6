import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { randomBytes } from "node:crypto"
import { inject } from "vitest"
import { PgDatabaseLive } from "../../src/Database/Database.js"

/** The run's PostgreSQL (started by test/support/PostgresGlobalSetup.ts). */
export const pgAdminUrl = () => inject("pgAdminUrl")

/** A new empty database on the run's PostgreSQL; its URL. Each test gets its own, so tests never see each other's rows. */
export const freshDatabase: Effect.Effect<string> = Effect.gen(function*() {
  const name = `t_${randomBytes(6).toString("hex")}`
  yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql`CREATE DATABASE ${sql(name)}`).pipe(
    Effect.provide(PgClient.layer({ url: Redacted.make(pgAdminUrl()), maxConnections: 1 })),
    Effect.orDie
  )
  const url = new URL(pgAdminUrl())
  url.pathname = `/${name}`
  return url.toString()
})

export const freshDatabaseUrl = () => Effect.runPromise(freshDatabase)

/** The migrated pool over a fresh database, as a layer (what DATABASE_URL gives the server). */
export const freshDatabaseLayer = (poolSize = 5) =>
  Layer.unwrapEffect(Effect.map(freshDatabase, (url) => PgDatabaseLive({ url: Redacted.make(url), poolSize }))).pipe(Layer.orDie)
