import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer } from "effect"
import { AppConfig } from "../Config/AppConfig.js"
import type { ConfigInvalid } from "../Config/ConfigReader.js"
import { DatabaseLive, sqlReason } from "../Database/Database.js"

/** An office's request spacing (GCRA): one request per `intervalMs`, `toleranceMs` of burst. */
export interface Spacing {
  readonly intervalMs: number
  readonly toleranceMs: number
}

export type Reservation =
  /** A slot is ours: start the request after `waitMs` (0: now). */
  | { readonly _tag: "Reserved"; readonly waitMs: number }
  /** The next slot is further off than allowed; nothing was reserved. */
  | { readonly _tag: "TooLong"; readonly waitMs: number }

/**
 * Where the upstream request slots of each office are kept (the "theoretical
 * arrival time" of the generic cell rate algorithm). In memory for one
 * process; in PostgreSQL for a cluster, so an office's limit (EUIPO 60/min)
 * holds for all instances together. Reserving is one atomic step.
 */
export interface RateLimitSlotsService {
  readonly reserve: (key: string, nowMs: number, spacing: Spacing, maxWaitMs: number) => Effect.Effect<Reservation>
  /** No request for `key` before `untilMs` (an upstream Retry-After). */
  readonly pause: (key: string, untilMs: number) => Effect.Effect<void>
}

const waitFor = (base: number, spacing: Spacing, nowMs: number) => Math.max(0, Math.ceil(base - spacing.toleranceMs - nowMs))

/** One process. Synchronous, so callers reserve in call order (FIFO). */
export const makeMemorySlots = (): RateLimitSlotsService => {
  const tat = new Map<string, number>()
  return {
    reserve: (key, nowMs, spacing, maxWaitMs) =>
      Effect.sync((): Reservation => {
        const base = Math.max(tat.get(key) ?? 0, nowMs)
        const waitMs = waitFor(base, spacing, nowMs)
        if (waitMs > maxWaitMs) return { _tag: "TooLong", waitMs }
        tat.set(key, base + spacing.intervalMs)
        return { _tag: "Reserved", waitMs }
      }),
    pause: (key, untilMs) =>
      Effect.sync(() => {
        tat.set(key, Math.max(tat.get(key) ?? 0, untilMs))
      })
  }
}

export class RateLimitSlots extends Context.Tag("ipdata/RateLimitSlots")<RateLimitSlots, RateLimitSlotsService>() {
  static readonly memory: Layer.Layer<RateLimitSlots> = Layer.sync(RateLimitSlots, makeMemorySlots)

  /**
   * Shared by a cluster: one conditional upsert per request reserves the
   * next slot for every instance at once. If the database fails, this
   * instance falls back to its own slots (logged) rather than stop calling
   * offices: the limit then holds per instance until it answers again.
   */
  static readonly postgres: Layer.Layer<RateLimitSlots, never, SqlClient.SqlClient> = Layer.effect(
    RateLimitSlots,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const fallback = makeMemorySlots()
      const degrade = <A>(what: string, local: Effect.Effect<A>) => (e: import("@effect/sql").SqlError.SqlError) =>
        Effect.logWarning(`upstream rate limit ${what} failed; using this instance's own limit`).pipe(
          Effect.annotateLogs({ reason: sqlReason(e) }),
          Effect.zipRight(local)
        )
      return RateLimitSlots.of({
        reserve: (key, nowMs, spacing, maxWaitMs) =>
          Effect.gen(function*() {
            const rows = yield* sql<{ tat_ms: number }>`INSERT INTO upstream_slots AS u (key, tat_ms) VALUES (${key}, ${
              nowMs + spacing.intervalMs
            })
              ON CONFLICT (key) DO UPDATE SET tat_ms = GREATEST(u.tat_ms, ${nowMs}) + ${spacing.intervalMs}
              WHERE GREATEST(u.tat_ms, ${nowMs}) - ${spacing.toleranceMs} - ${nowMs} <= ${maxWaitMs}
              RETURNING tat_ms`
            if (rows.length === 1) {
              return { _tag: "Reserved", waitMs: waitFor(Number(rows[0]!.tat_ms) - spacing.intervalMs, spacing, nowMs) } as Reservation
            }
            const current = yield* sql<{ tat_ms: number }>`SELECT tat_ms FROM upstream_slots WHERE key = ${key}`
            return { _tag: "TooLong", waitMs: waitFor(Math.max(Number(current[0]?.tat_ms ?? 0), nowMs), spacing, nowMs) } as Reservation
          }).pipe(Effect.catchAll(degrade("reservation", fallback.reserve(key, nowMs, spacing, maxWaitMs)))),
        pause: (key, untilMs) =>
          sql`INSERT INTO upstream_slots AS u (key, tat_ms) VALUES (${key}, ${untilMs})
            ON CONFLICT (key) DO UPDATE SET tat_ms = GREATEST(u.tat_ms, excluded.tat_ms)`.pipe(
            Effect.asVoid,
            Effect.catchAll(degrade("pause", fallback.pause(key, untilMs)))
          )
      })
    })
  )
}

/** Shared in PostgreSQL with DATABASE_URL, in memory otherwise. */
export const RateLimitSlotsLive: Layer.Layer<RateLimitSlots, ConfigInvalid, AppConfig> = Layer.unwrapEffect(
  Effect.map(
    AppConfig,
    (config) => config.database.url === undefined ? RateLimitSlots.memory : RateLimitSlots.postgres.pipe(Layer.provide(DatabaseLive))
  )
)
