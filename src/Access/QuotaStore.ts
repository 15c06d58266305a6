import Database from "better-sqlite3"
import { Context, Data, Duration, Effect, Layer, Schedule } from "effect"
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

type Periods = {
  readonly day: string
  readonly month: string
  readonly dayEndsMs: number
  readonly monthEndsMs: number
}

/** The last answer, reused while `nowMs` stays in the same UTC day: several callers ask per request. */
let lastPeriods: (Periods & { readonly dayStartsMs: number }) | undefined

/** The UTC day and month `nowMs` falls in, and when each ends. */
export const utcPeriods = (nowMs: number): Periods => {
  const last = lastPeriods
  if (last !== undefined && nowMs >= last.dayStartsMs && nowMs < last.dayEndsMs) return last
  const d = new Date(nowMs)
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth()
  const iso = d.toISOString()
  const periods = {
    day: iso.slice(0, 10),
    month: iso.slice(0, 7),
    dayStartsMs: Date.UTC(y, m, d.getUTCDate()),
    dayEndsMs: Date.UTC(y, m, d.getUTCDate() + 1),
    monthEndsMs: Date.UTC(y, m + 1, 1)
  }
  lastPeriods = periods
  return periods
}

const fits = (used: number, units: number, limit: number) => limit === 0 || used + units <= limit

/**
 * Check-and-count done synchronously, for stores whose counts are in this
 * process (memory, SQLite): nothing can interleave between the read and the
 * write, so admission needs no lock. Throws QuotaStoreError.
 */
export interface LocalQuota {
  readonly usage: (keyId: string, nowMs: number) => Usage
  readonly consume: (
    keyId: string,
    units: number,
    limits: { readonly daily: number; readonly monthly: number },
    nowMs: number
  ) => ConsumeOutcome
}

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
    /** The same, synchronous, when the counts live in this process. */
    readonly local?: LocalQuota
  }
>() {
  /** Without DATA_DIR: counts live as long as the process. */
  static readonly memory: Layer.Layer<QuotaStore> = Layer.sync(QuotaStore, () => {
    const counts = makeCounts((_keyId, p, old) => ({
      daily: old?.day === p.day ? old.daily : 0,
      monthly: old?.month === p.month ? old.monthly : 0
    }))
    return fromLocal(counts, counts.all)
  })

  /**
   * `${dir}/usage.sqlite`: counts survive restarts. The counts are kept in
   * this process (one process per DATA_DIR) and written behind: at most every
   * FLUSH_INTERVAL (100 ms), in one transaction, and at shutdown and process exit.
   */
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
        const store = makeSqliteStore(db)
        // Also after an uncaught exception: better-sqlite3 writes synchronously.
        const onExit = () => store.flush()
        process.once("exit", onExit)
        // Runs before the database is closed (finalizers run in reverse).
        yield* Effect.addFinalizer(() =>
          Effect.sync(() => process.removeListener("exit", onExit)).pipe(
            Effect.zipRight(Effect.try(() => store.flush())),
            Effect.catchAll((e) => Effect.logError("usage counts could not be written").pipe(Effect.annotateLogs({ error: String(e) })))
          )
        )
        yield* Effect.sync(() => store.flush()).pipe(
          Effect.catchAllDefect((defect) =>
            Effect.logError("usage counts could not be written; retrying").pipe(Effect.annotateLogs({ error: String(defect) }))
          ),
          Effect.repeat(Schedule.spaced(FLUSH_INTERVAL)),
          Effect.interruptible,
          Effect.forkScoped
        )
        return store.service
      })
    )

  /** SQLite under DATA_DIR when it is set, memory otherwise. */
  static readonly fromConfig: Layer.Layer<QuotaStore, ConfigInvalid, AppConfig> = Layer.unwrapEffect(
    Effect.map(AppConfig, (config) => (config.dataDir === undefined ? QuotaStore.memory : QuotaStore.sqlite(config.dataDir)))
  )
}

/**
 * How long usage counts may wait in memory before SQLite has them (lost only if the process is killed).
 * Pending counts are summed per key, so a flush is a couple of rows per active key whatever the request
 * rate: a short window costs almost nothing and keeps what a SIGKILL can lose to a tenth of a second.
 */
export const FLUSH_INTERVAL = Duration.millis(100)

interface Row {
  readonly day: string
  readonly daily: number
  readonly month: string
  readonly monthly: number
}

/** One row per key, for the current day and month; `load` fills a key's row when the period changed. */
const makeCounts = (load: (keyId: string, p: Periods, old: Row | undefined) => Usage) => {
  const rows = new Map<string, Row>()
  const current = (keyId: string, p: Periods): Row => {
    const old = rows.get(keyId)
    if (old !== undefined && old.day === p.day && old.month === p.month) return old
    const u = load(keyId, p, old)
    const row = { day: p.day, daily: u.daily, month: p.month, monthly: u.monthly }
    // A key that never counted gets no row: reading an unknown key keeps nothing.
    if (old !== undefined || u.daily > 0 || u.monthly > 0) rows.set(keyId, row)
    return row
  }
  const local: LocalQuota = {
    usage: (keyId, nowMs) => {
      const r = current(keyId, utcPeriods(nowMs))
      return { daily: r.daily, monthly: r.monthly }
    },
    consume: (keyId, units, limits, nowMs) => {
      const p = utcPeriods(nowMs)
      const r = current(keyId, p)
      const usage = { daily: r.daily, monthly: r.monthly }
      if (!fits(r.daily, units, limits.daily)) return { _tag: "Exceeded", limit: "daily", usage }
      if (!fits(r.monthly, units, limits.monthly)) return { _tag: "Exceeded", limit: "monthly", usage }
      rows.set(keyId, { day: p.day, daily: r.daily + units, month: p.month, monthly: r.monthly + units })
      return { _tag: "Consumed", usage: { daily: r.daily + units, monthly: r.monthly + units } }
    }
  }
  const all = (nowMs: number): ReadonlyMap<string, Usage> => {
    const out = new Map<string, Usage>()
    for (const keyId of rows.keys()) out.set(keyId, local.usage(keyId, nowMs))
    return out
  }
  return { local, all }
}

const storeError = (e: unknown) =>
  e instanceof QuotaStoreError ? e : new QuotaStoreError({ reason: e instanceof Error ? e.message : String(e) })

const attempt = <A>(f: () => A) => Effect.try({ try: f, catch: storeError })

const fromLocal = (counts: ReturnType<typeof makeCounts>, usageAll: (nowMs: number) => ReadonlyMap<string, Usage>) =>
  QuotaStore.of({
    usage: (keyId, nowMs) => attempt(() => counts.local.usage(keyId, nowMs)),
    usageAll: (nowMs) => attempt(() => usageAll(nowMs)),
    consume: (keyId, units, limits, nowMs) => attempt(() => counts.local.consume(keyId, units, limits, nowMs)),
    local: counts.local
  })

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
  /** Calls counted but not yet written, by key, period and period start. */
  let pending = new Map<string, { keyId: string; period: "day" | "month"; start: string; units: number }>()
  const pendingOf = (keyId: string, period: "day" | "month", start: string) =>
    pending.get(`${keyId}\u0000${period}\u0000${start}`)?.units ?? 0
  const owe = (keyId: string, period: "day" | "month", start: string, units: number) => {
    const k = `${keyId}\u0000${period}\u0000${start}`
    const entry = pending.get(k)
    if (entry === undefined) pending.set(k, { keyId, period, start, units })
    else entry.units += units
  }

  const counts = makeCounts((keyId, p) => {
    let daily = pendingOf(keyId, "day", p.day)
    let monthly = pendingOf(keyId, "month", p.month)
    for (const row of selectOne.all(keyId, p.day, p.month)) {
      if (row.period === "day") daily += row.calls
      else monthly += row.calls
    }
    return { daily, monthly }
  })

  const writeAll = db.transaction((entries: ReadonlyArray<{ keyId: string; period: string; start: string; units: number }>) => {
    for (const e of entries) add.run(e.keyId, e.period, e.start, e.units)
  })
  let pruned = false
  /** Writes every pending count in one transaction; on failure they stay pending. */
  const flush = () => {
    if (pending.size === 0) return
    const batch = pending
    pending = new Map()
    try {
      writeAll.immediate([...batch.values()])
    } catch (e) {
      for (const entry of batch.values()) owe(entry.keyId, entry.period, entry.start, entry.units)
      throw e
    }
  }

  const local: LocalQuota = {
    usage: counts.local.usage,
    consume: (keyId, units, limits, nowMs) => {
      if (!pruned) {
        pruned = true
        pruneBefore(nowMs)
      }
      const outcome = counts.local.consume(keyId, units, limits, nowMs)
      if (outcome._tag === "Consumed" && units > 0) {
        const p = utcPeriods(nowMs)
        owe(keyId, "day", p.day, units)
        owe(keyId, "month", p.month, units)
      }
      return outcome
    }
  }
  const service = fromLocal({ ...counts, local }, (nowMs) => {
    flush()
    const p = utcPeriods(nowMs)
    const out = new Map<string, { daily: number; monthly: number }>()
    for (const row of selectAll.all(p.day, p.month)) {
      const u = out.get(row.key_id) ?? { daily: 0, monthly: 0 }
      if (row.period === "day") u.daily = row.calls
      else u.monthly = row.calls
      out.set(row.key_id, u)
    }
    return out as ReadonlyMap<string, Usage>
  })
  return { service, flush }
}
