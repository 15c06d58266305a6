import { SqlClient } from "@effect/sql"
import { Context, Data, Effect, Layer } from "effect"
import { randomBytes } from "node:crypto"
import { hostname } from "node:os"
import { AppConfig } from "../../Config/AppConfig.js"
import type { ConfigInvalid } from "../../Config/ConfigReader.js"
import { DatabaseLive, sqlReason } from "../../Database/Database.js"

export class LeaseError extends Data.TaggedError("LeaseError")<{ readonly reason: string }> {}

/**
 * A named lease held by one holder (an instance) until it expires: who runs
 * the watch scheduler's cycles when several instances share one database.
 * The holder renews it well before it expires; when the holder dies, the
 * lease runs out and another instance takes it.
 */
export interface LeaderLeaseService {
  /** Takes the lease (free or expired) or renews it (already ours) until `nowMs + ttlMs`; whether `holder` has it now. */
  readonly acquire: (name: string, holder: string, nowMs: number, ttlMs: number) => Effect.Effect<boolean, LeaseError>
  /** Gives it up (only if `holder` has it), so another instance need not wait for it to expire. */
  readonly release: (name: string, holder: string) => Effect.Effect<void, LeaseError>
}

export class LeaderLease extends Context.Tag("ipdata/LeaderLease")<LeaderLease, LeaderLeaseService>() {
  /** One process: the leases live in memory (the same rules, for the contract suite and single-instance mode). */
  static readonly memory: Layer.Layer<LeaderLease> = Layer.sync(LeaderLease, () => {
    const leases = new Map<string, { holder: string; expiresAtMs: number }>()
    return {
      acquire: (name, holder, nowMs, ttlMs) =>
        Effect.sync(() => {
          const l = leases.get(name)
          if (l !== undefined && l.holder !== holder && l.expiresAtMs > nowMs) return false
          leases.set(name, { holder, expiresAtMs: nowMs + ttlMs })
          return true
        }),
      release: (name, holder) =>
        Effect.sync(() => {
          if (leases.get(name)?.holder === holder) leases.delete(name)
        })
    }
  })

  /** On PostgreSQL: one row per lease, taken or renewed by one conditional upsert. */
  static readonly postgres: Layer.Layer<LeaderLease, never, SqlClient.SqlClient> = Layer.effect(
    LeaderLease,
    Effect.map(SqlClient.SqlClient, (sql) => {
      const attempt = <A>(effect: Effect.Effect<A, import("@effect/sql").SqlError.SqlError>) =>
        Effect.mapError(effect, (e) => new LeaseError({ reason: sqlReason(e) }))
      return {
        acquire: (name, holder, nowMs, ttlMs) =>
          attempt(
            Effect.map(
              sql`INSERT INTO leases (name, holder, expires_at_ms) VALUES (${name}, ${holder}, ${nowMs + ttlMs})
                ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at_ms = excluded.expires_at_ms
                WHERE leases.holder = excluded.holder OR leases.expires_at_ms <= ${nowMs}
                RETURNING holder`,
              (rows) => rows.length === 1
            )
          ),
        release: (name, holder) => attempt(Effect.asVoid(sql`DELETE FROM leases WHERE name = ${name} AND holder = ${holder}`))
      }
    })
  )
}

/** Shared in PostgreSQL with DATABASE_URL; in memory otherwise (one instance is always its own leader). */
export const LeaderLeaseLive: Layer.Layer<LeaderLease, ConfigInvalid, AppConfig> = Layer.unwrapEffect(
  Effect.map(
    AppConfig,
    (config) => (config.database.url === undefined ? LeaderLease.memory : LeaderLease.postgres.pipe(Layer.provide(DatabaseLive)))
  )
)

/** This process, as a lease holder: host, pid and a random part (a restarted process is a new holder). */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`
