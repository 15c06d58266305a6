/**
 * REGISTER_SYNC in the server (HTTP/SSE): a sync at start, then one every
 * REGISTER_SYNC_INTERVAL seconds after the previous one ended (Effect Schedule, so runs never
 * overlap). Under several instances on one database only the holder of the "register-sync"
 * lease runs it (the watch scheduler's LeaderLease). Its figures go to /metrics.
 */
import { Clock, Duration, Effect, Either, Layer, Schedule } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import type { RegisterSyncSettings } from "../../Config/RegisterSyncConfig.js"
import { registerMetricsSource } from "../../Observability/Metrics.js"
import { openRegister, registerPath } from "../../Providers/LocalRegister/RegisterDb.js"
import { DiskSpace } from "../../Providers/LocalRegister/Sync/DiskSpace.js"
import { AUTOMATIC_SOURCES } from "../../Providers/LocalRegister/Sync/SourceCatalog.js"
import { ledgerStatus } from "../../Providers/LocalRegister/Sync/SyncLedger.js"
import { resolveSources, runSync, type SyncReport } from "../../Providers/LocalRegister/Sync/SyncRunner.js"
import { INSTANCE_ID, LeaderLease, LeaderLeaseLive } from "../Watches/LeaderLease.js"

export const REGISTER_SYNC_LEASE = "register-sync"

export interface SourceFigures {
  readonly jurisdiction: string
  readonly lastSuccessAt: string | null
  readonly lastCheckedAt: string | null
  readonly lastFileApplied: string | null
  readonly dataDate: string | null
  readonly filesBehind: number
  readonly marks: number
  readonly lastError: string | null
}

export interface RegisterSyncFigures {
  readonly enabled: boolean
  readonly leader: boolean
  readonly runs: number
  readonly failedRuns: number
  readonly lastRunAt: string | null
  readonly lastSuccessAt: string | null
  readonly sources: Readonly<Record<string, SourceFigures>>
}

/** Per source from the ledger, with the marks held for its jurisdiction (read once per run, not per scrape). */
export const readSourceFigures = (dataDir: string): Record<string, SourceFigures> => {
  const db = openRegister(registerPath(dataDir), { readonly: true })
  if (db === undefined) return {}
  try {
    const count = db.prepare("SELECT count(*) FROM marks WHERE jurisdiction = ?").pluck()
    const out: Record<string, SourceFigures> = {}
    for (const s of ledgerStatus(db)) {
      out[s.source] = {
        jurisdiction: s.jurisdiction,
        lastSuccessAt: s.last_success_at,
        lastCheckedAt: s.last_checked_at,
        lastFileApplied: s.last_applied?.file_name ?? null,
        dataDate: s.last_applied?.data_date ?? null,
        filesBehind: s.files_behind ?? 0,
        marks: count.get(s.jurisdiction) as number,
        lastError: s.last_error
      }
    }
    return out
  } finally {
    db.close()
  }
}

/** The sources the scheduled sync covers. */
export const scheduledSources = (settings: RegisterSyncSettings) =>
  Either.getOrElse(resolveSources(settings.sources, false, AUTOMATIC_SOURCES), () => AUTOMATIC_SOURCES)

const leaseMs = (intervalSeconds: number, leaseSeconds: number) => Math.min(leaseSeconds * 1000, Math.floor((intervalSeconds * 1000) / 3))

export class RegisterSyncJob extends Effect.Service<RegisterSyncJob>()("ipdata/RegisterSyncJob", {
  scoped: Effect.gen(function*() {
    const config = yield* AppConfig
    const lease = yield* LeaderLease
    const settings = config.registerSync
    const dataDir = config.dataDir
    let figures: RegisterSyncFigures = {
      enabled: false,
      leader: false,
      runs: 0,
      failedRuns: 0,
      lastRunAt: null,
      lastSuccessAt: null,
      sources: {}
    }
    let running = false
    let readAt = 0
    const read = () => {
      if (dataDir === undefined) return
      try {
        figures = { ...figures, sources: readSourceFigures(dataDir) }
      } catch {
        // a register this version cannot read: the last figures stand
      }
      readAt = Date.now()
    }
    const refresh = Effect.sync(read)
    // Between runs the figures read at each run's end stand; during a run (a first load can take
    // hours) a scrape re-reads them at most every 2 s, so files behind counts down as files apply.
    const stats = () => {
      if (running && Date.now() - readAt > 2000) read()
      return figures
    }
    if (!settings.enabled || dataDir === undefined) {
      yield* Effect.logInfo(
        settings.enabled
          ? "register sync is off: it needs DATA_DIR (where the register lives)"
          : "register sync is off (REGISTER_SYNC=false)"
      )
      yield* refresh
      return { stats, runOnce: Effect.succeed(undefined as SyncReport | undefined) }
    }
    figures = { ...figures, enabled: true }
    const ttlMs = leaseMs(settings.intervalSeconds, config.monitoring.schedulerLeaseSeconds)
    const sources = scheduledSources(settings)
    yield* Effect.addFinalizer(() => (figures.leader ? lease.release(REGISTER_SYNC_LEASE, INSTANCE_ID).pipe(Effect.ignore) : Effect.void))
    const renew = Effect.gen(function*() {
      const now = yield* Clock.currentTimeMillis
      const has = yield* lease.acquire(REGISTER_SYNC_LEASE, INSTANCE_ID, now, ttlMs).pipe(
        Effect.catchAll((e) =>
          Effect.logWarning("register sync lease check failed").pipe(Effect.annotateLogs({ reason: e.reason }), Effect.as(false))
        )
      )
      if (has !== figures.leader) {
        yield* Effect.logInfo(has ? "this instance now runs the register sync" : "another instance runs the register sync")
      }
      figures = { ...figures, leader: has }
    })
    const runOnce = Effect.gen(function*() {
      running = true
      const report = yield* runSync({ dataDir, settings, sources, backfile: false, dryRun: false }).pipe(Effect.provide(DiskSpace.live))
      const at = new Date(yield* Clock.currentTimeMillis).toISOString()
      figures = {
        ...figures,
        runs: figures.runs + 1,
        lastRunAt: at,
        ...(report.ok ? { lastSuccessAt: at } : { failedRuns: figures.failedRuns + 1 })
      }
      yield* Effect.logInfo("register sync run finished").pipe(
        Effect.annotateLogs(
          Object.fromEntries(report.sources.map((s) => [
            s.source,
            `${s.status}: ${s.files.filter((f) => f.outcome === "applied").length} applied, ${s.behind} behind`
          ]))
        )
      )
      return report as SyncReport | undefined
    }).pipe(
      Effect.catchAllCause((cause) =>
        Effect.logError("register sync run crashed", cause).pipe(
          Effect.zipRight(Effect.sync(() => void (figures = { ...figures, runs: figures.runs + 1, failedRuns: figures.failedRuns + 1 }))),
          Effect.as(undefined)
        )
      ),
      Effect.ensuring(Effect.sync(() => void (running = false))),
      Effect.zipLeft(refresh)
    )
    yield* refresh
    yield* renew
    yield* Effect.forkScoped(renew.pipe(Effect.repeat(Schedule.spaced(Duration.millis(Math.max(1000, Math.floor(ttlMs / 3)))))))
    const whenLeader = Effect.suspend(() => (figures.leader ? runOnce : Effect.void))
    yield* Effect.logInfo("register sync started").pipe(
      Effect.annotateLogs({ intervalSeconds: settings.intervalSeconds, sources: sources.join(",") })
    )
    // At start, then every interval after the previous run ended.
    yield* Effect.forkScoped(whenLeader.pipe(Effect.repeat(Schedule.spaced(Duration.seconds(settings.intervalSeconds)))))
    return { stats, runOnce }
  })
}) {}

/** The job with its lease (memory, or PostgreSQL with DATABASE_URL) and its /metrics figures. */
export const RegisterSyncLive = Layer.merge(
  Layer.empty,
  registerMetricsSource("monitoring", Effect.map(RegisterSyncJob, (j) => ({ registerSync: { ...j.stats() } })))
).pipe(Layer.provideMerge(RegisterSyncJob.Default), Layer.provide(LeaderLeaseLive))
