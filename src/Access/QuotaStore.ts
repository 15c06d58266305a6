import Database from "better-sqlite3"
import { Context, Data, Effect, Layer } from "effect"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { AppConfig } from "../Config/AppConfig.js"
import { ConfigInvalid } from "../Config/ConfigReader.js"

/** Calls a key made in the current UTC day and month. */
export interface Usage {
  readonly daily: number
  readonly monthly: number
}

export type ConsumeOutcome =
  | { readonly _tag: "Consumed"; readonly usage: Usage }
  | { readonly _tag: "Exceeded"; readonly limit: "daily" | "monthly"; readonly usage: Usage }

export class QuotaStoreError extends Data.TaggedError("QuotaStoreError")<{ readonly reason: string }> {}

/** The UTC day and month `nowMs` falls in, and when each ends. */
export const utcPeriods = (nowMs: number) => {
  const d = new Date(nowMs)
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth()
  const iso = d.toISOString()
  return {
    day: iso.slice(0, 10),
    month: iso.slice(0, 7),
    dayEndsMs: Date.UTC(y, m, d.getUTCDate() + 1),
    monthEndsMs: Date.UTC(y, m + 1, 1)
  }
}

const fits = (used: number, units: number, limit: number) => limit === 0 || used + units <= limit

/**
 * Per-key call counts for the daily and monthly quotas. `consume` checks and
 * counts in one atomic step: it adds `units` only if both limits still allow
 * them (0 = unlimited), else it counts nothing. Periods come from the caller's
 * clock, so tests drive the UTC boundaries.
 */
export class QuotaStore extends Context.Tag("ipdata/QuotaStore")<
  QuotaStore,
  {
    readonly usage: (keyId: string, nowMs: number) => Effect.Effect<Usage, QuotaStoreError>
    readonly usageAll: (nowMs: number) => Effect.Effect<ReadonlyMap<string, Usage>, QuotaStoreError>
    readonly consume: (
      keyId: string,
      units: number,
      limits: { readonly daily: number; readonly monthly: number },
      nowMs: number
    ) => Effect.Effect<ConsumeOutcome, QuotaStoreError>
  }
>() {
  /** Without DATA_DIR: counts live as long as the process. */
  static readonly memory: Layer.Layer<QuotaStore> = Layer.sync(QuotaStore, () => {
    const rows = new Map<string, { day: string; daily: number; month: string; monthly: number }>()
    const current = (keyId: string, nowMs: number) => {
      const p = utcPeriods(nowMs)
      const r = rows.get(keyId)
      return { p, daily: r?.day === p.day ? r.daily : 0, monthly: r?.month === p.month ? r.monthly : 0 }
    }
    return QuotaStore.of({
      usage: (keyId, nowMs) =>
        Effect.sync(() => {
          const c = current(keyId, nowMs)
          return { daily: c.daily, monthly: c.monthly }
        }),
      usageAll: (nowMs) =>
        Effect.sync(() => {
          const out = new Map<string, Usage>()
          for (const keyId of rows.keys()) {
            const c = current(keyId, nowMs)
            out.set(keyId, { daily: c.daily, monthly: c.monthly })
          }
          return out
        }),
      // Synchronous from read to write: nothing can interleave.
      consume: (keyId, units, limits, nowMs) =>
        Effect.sync((): ConsumeOutcome => {
          const c = current(keyId, nowMs)
          const usage = { daily: c.daily, monthly: c.monthly }
          if (!fits(c.daily, units, limits.daily)) return { _tag: "Exceeded", limit: "daily", usage }
          if (!fits(c.monthly, units, limits.monthly)) return { _tag: "Exceeded", limit: "monthly", usage }
          const next = { day: c.p.day, daily: c.daily + units, month: c.p.month, monthly: c.monthly + units }
          rows.set(keyId, next)
          return { _tag: "Consumed", usage: { daily: next.daily, monthly: next.monthly } }
        })
    })
  })

  /** `${dir}/usage.sqlite`: counts survive restarts. */
  static readonly sqlite = (dir: string): Layer.Layer<QuotaStore, ConfigInvalid> =>
    Layer.scoped(
      QuotaStore,
      Effect.gen(function*() {
        const db = yield* Effect.acquireRelease(
          Effect.try({
            try: () => {
              mkdirSync(dir, { recursive: true })
              const db = new Database(join(dir, "usage.sqlite"))
              db.pragma("journal_mode = WAL")
              // WAL + NORMAL survives a process crash; only a power cut can lose the last commits.
              db.pragma("synchronous = NORMAL")
              db.pragma("busy_timeout = 5000")
              db.exec(`CREATE TABLE IF NOT EXISTS quota_usage (
                key_id TEXT NOT NULL,
                period TEXT NOT NULL,
                period_start TEXT NOT NULL,
                calls INTEGER NOT NULL,
                PRIMARY KEY (key_id, period, period_start)
              )`)
              return db
            },
            catch: (e) =>
              new ConfigInvalid({
                variable: "DATA_DIR",
                value: dir,
                allowed: `a writable directory for usage.sqlite (${e instanceof Error ? e.message : String(e)})`
              })
          }),
          (db) => Effect.sync(() => db.close())
        )
        return makeSqliteStore(db)
      })
    )

  /** SQLite under DATA_DIR when it is set, memory otherwise. */
  static readonly fromConfig: Layer.Layer<QuotaStore, ConfigInvalid, AppConfig> = Layer.unwrapEffect(
    Effect.map(AppConfig, (config) => (config.dataDir === undefined ? QuotaStore.memory : QuotaStore.sqlite(config.dataDir)))
  )
}

const makeSqliteStore = (db: Database.Database) => {
  // Keep 13 months of history; older rows only cost space.
  const pruneBefore = (nowMs: number) => {
    const cutoff = utcPeriods(nowMs - 400 * 86_400_000)
    db.prepare("DELETE FROM quota_usage WHERE (period = 'day' AND period_start < ?) OR (period = 'month' AND period_start < ?)").run(
      cutoff.day,
      cutoff.month
    )
  }
  const selectOne = db.prepare<[string, string, string], { period: string; calls: number }>(
    "SELECT period, calls FROM quota_usage WHERE key_id = ? AND ((period = 'day' AND period_start = ?) OR (period = 'month' AND period_start = ?))"
  )
  const selectAll = db.prepare<[string, string], { key_id: string; period: string; calls: number }>(
    "SELECT key_id, period, calls FROM quota_usage WHERE (period = 'day' AND period_start = ?) OR (period = 'month' AND period_start = ?)"
  )
  const add = db.prepare<[string, string, string, number]>(
    `INSERT INTO quota_usage (key_id, period, period_start, calls) VALUES (?, ?, ?, ?)
     ON CONFLICT (key_id, period, period_start) DO UPDATE SET calls = quota_usage.calls + excluded.calls`
  )
  const read = (keyId: string, nowMs: number): Usage => {
    const p = utcPeriods(nowMs)
    let daily = 0
    let monthly = 0
    for (const row of selectOne.all(keyId, p.day, p.month)) {
      if (row.period === "day") daily = row.calls
      else monthly = row.calls
    }
    return { daily, monthly }
  }
  // One IMMEDIATE transaction per check-and-count: atomic even across processes.
  const consumeTx = db.transaction(
    (keyId: string, units: number, limits: { daily: number; monthly: number }, nowMs: number): ConsumeOutcome => {
      const usage = read(keyId, nowMs)
      if (!fits(usage.daily, units, limits.daily)) return { _tag: "Exceeded", limit: "daily", usage }
      if (!fits(usage.monthly, units, limits.monthly)) return { _tag: "Exceeded", limit: "monthly", usage }
      const p = utcPeriods(nowMs)
      add.run(keyId, "day", p.day, units)
      add.run(keyId, "month", p.month, units)
      return { _tag: "Consumed", usage: { daily: usage.daily + units, monthly: usage.monthly + units } }
    }
  )
  const attempt = <A>(f: () => A) =>
    Effect.try({ try: f, catch: (e) => new QuotaStoreError({ reason: e instanceof Error ? e.message : String(e) }) })

  let pruned = false
  return QuotaStore.of({
    usage: (keyId, nowMs) => attempt(() => read(keyId, nowMs)),
    usageAll: (nowMs) =>
      attempt(() => {
        const p = utcPeriods(nowMs)
        const out = new Map<string, { daily: number; monthly: number }>()
        for (const row of selectAll.all(p.day, p.month)) {
          const u = out.get(row.key_id) ?? { daily: 0, monthly: 0 }
          if (row.period === "day") u.daily = row.calls
          else u.monthly = row.calls
          out.set(row.key_id, u)
        }
        return out as ReadonlyMap<string, Usage>
      }),
    consume: (keyId, units, limits, nowMs) =>
      attempt(() => {
        if (!pruned) {
          pruned = true
          pruneBefore(nowMs)
        }
        return consumeTx.immediate(keyId, units, limits, nowMs)
      })
  })
}
