import { SqlClient, type SqlError } from "@effect/sql"
import { Clock, Context, Effect, Layer, Option } from "effect"
import { createHash, randomBytes } from "node:crypto"
import { hostname } from "node:os"
import { AppConfig } from "../Config/AppConfig.js"
import { DatabaseLive, sqlReason } from "../Database/Database.js"
import type { CacheDiskStore, DiskRead } from "./CacheDiskStore.js"
import type { ClaimRead, SharedSecondLevel } from "./SharedFlight.js"

const MISS: DiskRead = { _tag: "Miss" }
const BUSY: ClaimRead = { _tag: "Busy" }

/**
 * How long a claim on computing an entry lives unrenewed (renewed every third of it while the
 * office call runs): an instance that crashed mid-call holds the others back at most this long.
 */
export const CLAIM_LEASE_MS = 6_000

/**
 * The answer cache's second level shared by a cluster (DATABASE_URL): one
 * row per entry, keyed by the sha256 of category and key (keys hold user
 * queries, which are never stored in clear), with the same read/write
 * contract as the CACHE_DIR store. Database errors never fail a call: they
 * are logged and count as misses. PostgreSQL rather than Redis: the answers
 * are small JSON documents read at most once per instance per TTL (the
 * first level stays in memory), so one engine already run for the cluster
 * serves them without a second service to deploy, secure and watch.
 *
 * Identical misses on several instances at once make one office call: the
 * first claims the entry (a leased `answer_claims` row, taken in the same
 * round trip as the read), the others look again until it is stored (the
 * write ends the claim in the same statement); see SharedFlight.ts.
 */
export const makePgCacheStore = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const hashOf = (category: string, key: string) => createHash("sha256").update(`${category}\u0000${key}`).digest("hex")
  const warn = (op: string) => (e: SqlError.SqlError) =>
    Effect.logWarning(`shared cache ${op} failed`).pipe(Effect.annotateLogs({ reason: sqlReason(e) }))
  // This instance as the holder of its claims.
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`
  type ClaimRow = { value: string | null; expires_at_ms: string | null; claimed: boolean }
  const store: SharedSecondLevel = {
    claimLeaseMs: CLAIM_LEASE_MS,
    // The entry if stored; else claim it unless another instance holds a live claim (ON CONFLICT waits for a concurrent claimer).
    readOrClaim: (category, key, now) => {
      const h = hashOf(category, key)
      return sql<ClaimRow>`WITH hit AS (
          SELECT value, expires_at_ms FROM answer_cache WHERE key = ${h} AND expires_at_ms > ${now}
        ), claim AS (
          INSERT INTO answer_claims AS c (key, holder, expires_at_ms)
            SELECT ${h}, ${holder}, ${now + CLAIM_LEASE_MS} WHERE NOT EXISTS (SELECT 1 FROM hit)
            ON CONFLICT (key) DO UPDATE SET holder = excluded.holder, expires_at_ms = excluded.expires_at_ms
              WHERE c.expires_at_ms <= ${now} OR c.holder = excluded.holder
            RETURNING 1
        )
        SELECT (SELECT value FROM hit) AS value, (SELECT expires_at_ms FROM hit) AS expires_at_ms, EXISTS (SELECT 1 FROM claim) AS claimed`
        .pipe(
          Effect.map((rows): ClaimRead => {
            const r = rows[0]
            if (r?.value != null) return { _tag: "Hit", value: JSON.parse(r.value), expiresAt: Number(r.expires_at_ms) }
            if (r?.claimed !== true) return BUSY
            return {
              _tag: "Claimed",
              renew: Effect.flatMap(
                Clock.currentTimeMillis,
                (t) => sql`UPDATE answer_claims SET expires_at_ms = ${t + CLAIM_LEASE_MS} WHERE key = ${h} AND holder = ${holder}`
              ).pipe(
                Effect.asVoid,
                Effect.catchAll(warn("claim renewal"))
              ),
              release: sql`DELETE FROM answer_claims WHERE key = ${h} AND holder = ${holder}`.pipe(
                Effect.asVoid,
                Effect.catchAll(warn("claim release"))
              )
            }
          }),
          // Without the database, compute here (no claim).
          Effect.catchAll((e) => Effect.as(warn("read")(e), MISS))
        )
    },
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
      // The entry, and the end of this instance's claim on it, in one statement.
      sql`WITH written AS (
          INSERT INTO answer_cache (key, category, value, expires_at_ms) VALUES (${hashOf(category, key)}, ${category}, ${
        JSON.stringify(value)
      }, ${expiresAt})
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at_ms = excluded.expires_at_ms
        )
        DELETE FROM answer_claims WHERE key = ${hashOf(category, key)} AND holder = ${holder}`.pipe(
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
      sql`WITH claims AS (DELETE FROM answer_claims WHERE expires_at_ms <= ${now})
        DELETE FROM answer_cache WHERE expires_at_ms <= ${now} RETURNING key`.pipe(
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
