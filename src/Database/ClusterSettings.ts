import { SqlClient, type SqlError } from "@effect/sql"
import { Effect, Redacted } from "effect"
import { randomBytes } from "node:crypto"
import type { AppConfigShape } from "../Config/AppConfig.js"
import type { ConfigInvalid } from "../Config/ConfigReader.js"
import { PgDatabaseLive } from "./Database.js"

/**
 * A secret every instance must share, kept in the database: the first
 * instance to ask creates it (random), every later one reads the same.
 */
export const sharedSecret = (name: string): Effect.Effect<Redacted.Redacted<string>, SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO cluster_settings (name, value) VALUES (${name}, ${
      randomBytes(32).toString("base64url")
    }) ON CONFLICT (name) DO NOTHING`
    const rows = yield* sql<{ value: string }>`SELECT value FROM cluster_settings WHERE name = ${name}`
    return Redacted.make(rows[0]!.value)
  })

/**
 * Settings that must agree across instances, completed from the database
 * when DATABASE_URL is set: without CURSOR_SECRET, the cursor signing key
 * is the cluster's shared one, so a search cursor from one instance is
 * accepted by any other. Unchanged without DATABASE_URL.
 */
export const withClusterSettings = (config: AppConfigShape): Effect.Effect<AppConfigShape, ConfigInvalid> =>
  config.database.url === undefined || config.cursorSecret !== undefined
    ? Effect.succeed(config)
    : Effect.scoped(
      Effect.map(Effect.orDie(sharedSecret("cursor_secret")), (cursorSecret) => ({ ...config, cursorSecret })).pipe(
        Effect.provide(PgDatabaseLive({ url: config.database.url, poolSize: 1 }))
      )
    )
