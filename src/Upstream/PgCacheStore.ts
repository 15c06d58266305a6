import { SqlClient, type SqlError } from "@effect/sql"
import { Context, Effect, Layer, Option } from "effect"
import { createHash } from "node:crypto"
import { AppConfig } from "../Config/AppConfig.js"
import { DatabaseLive, sqlReason } from "../Database/Database.js"
import type { CacheDiskStore, DiskRead } from "./CacheDiskStore.js"

const MISS: DiskRead = { _tag: "Miss" }

/**
 * The answer cache's second level shared by a cluster (DATABASE_URL): one
 * row per entry, keyed by the sha256 of category and key (keys hold user
 * queries, which are never stored in clear), with the same read/write
 * contract as the CACHE_DIR store. Database errors never fail a call: they
 * are logged and count as misses. PostgreSQL rather than Redis: the answers
 * are small JSON documents read at most once per instance per TTL (the
 * first level stays in memory), so one engine already run for the cluster
 * serves them without a second service to deploy, secure and watch.
 */
export const makePgCacheStore = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const hashOf = (category: string, key: string) => createHash("sha256").update(`${category}\u0000${key}`).digest("hex")
  const warn = (op: string) => (e: SqlError.SqlError) =>
    Effect.logWarning(`shared cache ${op} failed`).pipe(Effect.annotateLogs({ reason: sqlReason(e) }))
  const store: CacheDiskStore = {
    read: (category, key, now) =>
      sql<{ value: string; expires_at_ms: string }>`SELECT value, expires_at_ms FROM answer_cache WHERE key = ${
        hashOf(category, key)
      } AND expires_at_ms > ${now}`.pipe(
        Effect.map((
          rows
        ): DiskRead => (rows[0] === undefined
          ? MISS
          : { _tag: "Hit", value: JSON.parse(rows[0].value), expiresAt: Number(rows[0].expires_at_ms) })
        ),
        Effect.catchAll((e) => Effect.as(warn("read")(e), MISS))
      ),
    write: (category, key, value, expiresAt) =>
      sql`INSERT INTO answer_cache (key, category, value, expires_at_ms) VALUES (${hashOf(category, key)}, ${category}, ${
        JSON.stringify(value)
      }, ${expiresAt})
        ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at_ms = excluded.expires_at_ms`.pipe(
        Effect.asVoid,
        Effect.catchAll(warn("write"))
      ),
    invalidate: (category, key) =>
      sql`DELETE FROM answer_cache WHERE key = ${hashOf(category, key)}`.pipe(Effect.asVoid, Effect.catchAll(warn("invalidate"))),
    size: (category) =>
      sql<{ n: string }>`SELECT COUNT(*) AS n FROM answer_cache WHERE category = ${category}`.pipe(
        Effect.map((rows) => Number(rows[0]?.n ?? 0)),
        Effect.orElseSucceed(() => 0)
      ),
    sweep: (_categories, now) =>
      sql`DELETE FROM answer_cache WHERE expires_at_ms <= ${now} RETURNING key`.pipe(
        Effect.map((rows) => rows.length),
        Effect.catchAll((e) => Effect.as(warn("sweep")(e), 0))
      )
  }
  return store
})

/** The second-level store the cache uses instead of CACHE_DIR, when there is one. */
export class SharedCacheStore extends Context.Tag("ipdata/SharedCacheStore")<SharedCacheStore, Option.Option<CacheDiskStore>>() {}

/**
 * PostgreSQL with DATABASE_URL, none otherwise. If the database cannot be
 * reached at start, the cache goes on without it (the stores that need the
 * database report that failure).
 */
export const SharedCacheStoreLive: Layer.Layer<SharedCacheStore, never, AppConfig> = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    config.database.url === undefined
      ? Layer.succeed(SharedCacheStore, Option.none())
      : Layer.effect(SharedCacheStore, Effect.map(makePgCacheStore, Option.some)).pipe(
        Layer.provide(DatabaseLive),
        Layer.catchAll(() => Layer.succeed(SharedCacheStore, Option.none()))
      ))
)
