import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { sqlReason } from "../Database/Database.js"
import { type ConsumeOutcome, QuotaStore, QuotaStoreError, type Usage, utcPeriods } from "./QuotaStore.js"

/** Keep 13 months of history; older rows only cost space. */
const RETENTION_MS = 400 * 86_400_000

/**
 * Quota counts on PostgreSQL (DATABASE_URL), shared by every instance: a
 * key's daily quota of 50 is 50 for the whole cluster. `consume` is one
 * round trip (the `ipdata_consume` function: lock the key, check, count).
 */
export const makePgQuotaStore = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const attempt = <A, R>(effect: Effect.Effect<A, import("@effect/sql").SqlError.SqlError, R>) =>
    Effect.mapError(effect, (e) => new QuotaStoreError({ reason: sqlReason(e) }))
  type UsageRow = { readonly key_id: string; readonly period: string; readonly calls: string }
  const current = (nowMs: number, key?: string) => {
    const p = utcPeriods(nowMs)
    return sql<UsageRow>`SELECT key_id, period, calls FROM quota_usage
      WHERE ((period = 'day' AND period_start = ${p.day}) OR (period = 'month' AND period_start = ${p.month}))
      ${key === undefined ? sql`` : sql`AND key_id = ${key}`}`
  }
  const fold = (rows: ReadonlyArray<UsageRow>) => {
    const out = new Map<string, { daily: number; monthly: number }>()
    for (const r of rows) {
      const u = out.get(r.key_id) ?? { daily: 0, monthly: 0 }
      if (r.period === "day") u.daily = Number(r.calls)
      else u.monthly = Number(r.calls)
      out.set(r.key_id, u)
    }
    return out as ReadonlyMap<string, Usage>
  }
  let pruned = false
  const prune = (nowMs: number) => {
    if (pruned) return Effect.void
    pruned = true
    const cutoff = utcPeriods(nowMs - RETENTION_MS)
    return Effect.asVoid(
      sql`DELETE FROM quota_usage WHERE (period = 'day' AND period_start < ${cutoff.day}) OR (period = 'month' AND period_start < ${cutoff.month})`
    )
  }
  return QuotaStore.of({
    usage: (keyId, nowMs) => attempt(Effect.map(current(nowMs, keyId), (rows) => fold(rows).get(keyId) ?? { daily: 0, monthly: 0 })),
    usageAll: (nowMs) => attempt(Effect.map(current(nowMs), fold)),
    consume: (keyId, units, limits, nowMs) =>
      attempt(
        Effect.gen(function*() {
          yield* prune(nowMs)
          const p = utcPeriods(nowMs)
          const rows = yield* sql<{ exceeded: "daily" | "monthly" | null; daily: string; monthly: string }>`SELECT * FROM ipdata_consume(
            ${keyId}, ${units}, ${limits.daily}, ${limits.monthly}, ${p.day}, ${p.month})`
          const r = rows[0]!
          const usage = { daily: Number(r.daily), monthly: Number(r.monthly) }
          return (r.exceeded === null
            ? { _tag: "Consumed", usage }
            : { _tag: "Exceeded", limit: r.exceeded, usage }) satisfies ConsumeOutcome
        })
      )
  })
})

/** The quota store over the shared PostgreSQL pool. */
export const PgQuotaStoreLive: Layer.Layer<QuotaStore, never, SqlClient.SqlClient> = Layer.effect(QuotaStore, makePgQuotaStore)
