/**
 * One sync run: for each source, list the files the office published since the register's data,
 * leave out what the ledger says was applied, download the rest (a bounded number at once) and
 * apply them through the importer strictly in date order — a file that cannot be downloaded or
 * applied stops its source there, so nothing is ever applied out of order. Each file is recorded
 * in the ledger before (downloaded) and after (applied, with its counts); a crash in between
 * leaves the downloaded file and the import journal's position, and the next run resumes it.
 */
import { Clock, Data, Effect, Either, Stream } from "effect"
import { unlinkSync } from "node:fs"
import { join } from "node:path"
import type { RegisterSyncSettings, SyncSourceId } from "../../../Config/RegisterSyncConfig.js"
import { formatByName } from "../Importers/index.js"
import { runImportInThread } from "../ImportThread.js"
import { type ProgressSink, silentProgress } from "../Progress.js"
import { openRegister, registerPath } from "../RegisterDb.js"
import type { DiskSpace } from "./DiskSpace.js"
import { downloadFile } from "./Downloader.js"
import { makeSources } from "./SourceCatalog.js"
import type { RetrySettings } from "./SyncHttp.js"
import { SyncLedger } from "./SyncLedger.js"
import { type DownloadProgress, silentDownloadProgress } from "./SyncProgress.js"
import type { ListedFile, SyncSource } from "./SyncSource.js"

export interface SyncRun {
  readonly dataDir: string
  readonly settings: RegisterSyncSettings
  /** The sources to run, in this order (see `resolveSources`). */
  readonly sources: ReadonlyArray<SyncSourceId>
  readonly since?: string | undefined
  readonly backfile: boolean
  readonly dryRun: boolean
  readonly downloadProgress?: DownloadProgress | undefined
  readonly importProgress?: ProgressSink | undefined
  readonly retry?: RetrySettings | undefined
  /** Records per import transaction (the importer's default when absent). */
  readonly batchSize?: number | undefined
}

export interface FileOutcome {
  readonly name: string
  readonly date: string
  readonly size: number | undefined
  readonly outcome: "applied" | "pending" | "failed"
  readonly added: number
  readonly changed: number
  readonly removed: number
  readonly message?: string | undefined
}

export interface SourceReport {
  readonly source: SyncSourceId
  readonly jurisdiction: string
  readonly status: "ok" | "dry-run" | "unavailable" | "failed"
  /** Unavailable for good (credentials, a contract): retrying does not help. */
  readonly permanent: boolean
  readonly message?: string | undefined
  readonly since: string | undefined
  readonly listed: number
  readonly files: ReadonlyArray<FileOutcome>
  /** Files listed and not applied after this run. */
  readonly behind: number
}

export interface SyncReport {
  readonly register: string
  readonly sources: ReadonlyArray<SourceReport>
  /** Every source that could run did, without a failure (unavailable sources do not count). */
  readonly ok: boolean
}

const byDateThenName = (
  a: ListedFile,
  b: ListedFile
) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

const OFFICE_SOURCES: Readonly<Record<string, ReadonlyArray<SyncSourceId>>> = {
  US: ["uspto-daily"],
  AU: ["iprapid"],
  GB: ["ukipo-journal"],
  CA: ["cipo-weekly"],
  EU: ["euipo-opendata"]
}
const BACKFILES: Partial<Record<SyncSourceId, SyncSourceId>> = { "uspto-daily": "uspto-annual" }

/**
 * The sources for `--office` values (jurisdiction codes or source ids), each backfile before its
 * updates; none given: the configured list, else every source usable without a contract.
 */
export const resolveSources = (
  offices: ReadonlyArray<string>,
  backfile: boolean,
  defaults: ReadonlyArray<SyncSourceId>
): Either.Either<ReadonlyArray<SyncSourceId>, string> => {
  const picked: Array<SyncSourceId> = []
  for (const raw of offices.length > 0 ? offices : defaults) {
    const key = raw.trim()
    const ids = OFFICE_SOURCES[key.toUpperCase()] ??
      (Object.values(OFFICE_SOURCES).flat().concat(["uspto-annual"]).includes(key.toLowerCase() as SyncSourceId)
        ? [key.toLowerCase() as SyncSourceId]
        : undefined)
    if (ids === undefined) {
      return Either.left(
        `--office ${raw}: not a source; use ${
          Object.keys(OFFICE_SOURCES).join(", ")
        } or a source id (uspto-daily, uspto-annual, iprapid, ukipo-journal, cipo-weekly, euipo-opendata).`
      )
    }
    for (const id of ids) {
      const full = backfile ? BACKFILES[id] : undefined
      for (const x of full !== undefined ? [full, id] : [id]) if (!picked.includes(x)) picked.push(x)
    }
  }
  return Either.right(picked)
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

const removeQuietly = (path: string) => {
  try {
    unlinkSync(path)
  } catch {
    // gone already
  }
}

/** The register could not be opened, or an import failed: the reason, in one line. */
export class SyncFailed extends Data.TaggedError("SyncFailed")<{ readonly message: string }> {}

const syncFailed = (e: unknown): SyncFailed => new SyncFailed({ message: e instanceof Error ? e.message : String(e) })

export const runSync = (run: SyncRun): Effect.Effect<SyncReport, SyncFailed, DiskSpace> =>
  Effect.scoped(
    Effect.gen(function*() {
      const file = registerPath(run.dataDir)
      const db = yield* Effect.acquireRelease(
        Effect.try({ try: () => openRegister(file)!, catch: syncFailed }),
        (db) => Effect.sync(() => db.close())
      )
      const ledger = new SyncLedger(db)
      const all = yield* makeSources(run.settings)
      const reports: Array<SourceReport> = []
      for (const id of run.sources) {
        const source = all.find((s) => s.id === id)!
        reports.push(yield* syncSource(source, all, ledger, run))
      }
      return { register: file, sources: reports, ok: reports.every((r) => r.status !== "failed") }
    })
  )

const syncSource = (source: SyncSource, all: ReadonlyArray<SyncSource>, ledger: SyncLedger, run: SyncRun) =>
  Effect.gen(function*() {
    const now = yield* Clock.currentTimeMillis
    const stamp = () => Clock.currentTimeMillis.pipe(Effect.map((ms) => new Date(ms).toISOString()))
    const sameOffice = all.filter((s) => s.jurisdiction === source.jurisdiction).map((s) => s.id)
    const since = run.since ?? ledger.newestApplied(sameOffice) ?? ledger.dataAsOf(source.jurisdiction) ??
      day(now - run.settings.initialDays * 86_400_000)
    const base = { source: source.id, jurisdiction: source.jurisdiction, since }
    const listed = yield* Effect.either(source.list({ since, backfile: run.backfile }))
    if (Either.isLeft(listed)) {
      if (!run.dryRun) ledger.checked(source.id, source.jurisdiction, yield* stamp(), { ok: false, error: listed.left.reason })
      yield* Effect.logWarning(`register sync: ${listed.left.message}`)
      return {
        ...base,
        status: "unavailable",
        permanent: listed.left.permanent,
        message: listed.left.reason,
        listed: 0,
        files: [],
        behind: 0
      } satisfies SourceReport
    }
    const pending = listed.right
      .filter((f) => {
        const seen = ledger.file(source.id, f.name)
        // Applied once: skipped, unless the office republished it with another size.
        return seen === undefined || seen.state !== "applied" || (f.size !== undefined && seen.size !== null && seen.size !== f.size)
      })
      .slice()
      .sort(byDateThenName)
    const newest = listed.right.map((f) => f.date).sort().pop()
    const asPending = (f: ListedFile): FileOutcome => ({
      name: f.name,
      date: f.date,
      size: f.size,
      outcome: "pending",
      added: 0,
      changed: 0,
      removed: 0
    })
    if (run.dryRun) {
      return {
        ...base,
        status: "dry-run",
        permanent: false,
        listed: listed.right.length,
        files: pending.map(asPending),
        behind: pending.length
      } satisfies SourceReport
    }

    ledger.listed(source.id, source.jurisdiction, pending.length, newest)
    const format = formatByName(source.format)!
    const dir = join(run.dataDir, "sync", source.id)
    const outcomes: Array<FileOutcome> = []
    let failure: string | undefined
    const download = (f: ListedFile) =>
      downloadFile(f, {
        dir,
        minFreeBytes: run.settings.minFreeMb * 1024 * 1024,
        idleTimeoutMs: run.settings.idleTimeoutMs,
        progress: run.downloadProgress ?? silentDownloadProgress,
        gate: source.gate,
        retry: run.retry
      }).pipe(Effect.either, Effect.map((result) => ({ f, result })))

    yield* Stream.fromIterable(pending).pipe(
      // Downloads run ahead (bounded); results come out in date order, and apply one at a time.
      Stream.mapEffect(download, { concurrency: run.settings.parallelDownloads }),
      Stream.runForEachWhile(({ f, result }) =>
        Effect.gen(function*() {
          if (Either.isLeft(result)) {
            failure = result.left.message
            outcomes.push({ ...asPending(f), outcome: "failed", message: failure })
            return false
          }
          const d = result.right
          ledger.downloaded(source.id, f.name, f.date, d.bytes, d.sha256, yield* stamp())
          yield* Effect.logInfo(`register sync: applying ${f.name}`).pipe(Effect.annotateLogs({ source: source.id, date: f.date }))
          const summary = yield* Effect.tryPromise({
            // In a thread of its own: a server applying a file keeps answering meanwhile.
            try: (signal) =>
              runImportInThread({
                dataDir: run.dataDir,
                target: d.path,
                format,
                signal,
                progress: run.importProgress ?? silentProgress,
                batchSize: run.batchSize
              }),
            catch: syncFailed
          }).pipe(Effect.either)
          const s = Either.isRight(summary) ? summary.right.files[0] : undefined
          if (s === undefined || s.outcome === "failed" || s.outcome === "interrupted") {
            failure = `${f.name}: ${Either.isLeft(summary) ? summary.left.message : (s?.message ?? "nothing imported")}`
            ledger.failed(source.id, f.name, failure)
            outcomes.push({ ...asPending(f), outcome: "failed", message: failure })
            return false
          }
          const counts = { added: s.added, changed: s.updated, removed: s.deleted, unchanged: s.unchanged, rejected: s.rejected }
          ledger.applied(source.id, f.name, counts, s.outcome === "skipped" ? s.message : undefined, yield* stamp())
          // Applied and recorded: the download has served its purpose.
          removeQuietly(d.path)
          outcomes.push({
            name: f.name,
            date: f.date,
            size: d.bytes,
            outcome: "applied",
            added: s.added,
            changed: s.updated,
            removed: s.deleted
          })
          yield* Effect.logInfo(`register sync: applied ${f.name}`).pipe(
            Effect.annotateLogs({ source: source.id, added: s.added, changed: s.updated, removed: s.deleted, rejected: s.rejected })
          )
          return true
        })
      )
    )
    const applied = outcomes.filter((o) => o.outcome === "applied").length
    const behind = pending.length - applied
    const rest = pending.filter((f) => !outcomes.some((o) => o.name === f.name)).map(asPending)
    ledger.checked(
      source.id,
      source.jurisdiction,
      yield* stamp(),
      failure === undefined ? { ok: true, behind, newest } : { ok: false, error: failure, behind, newest }
    )
    return {
      ...base,
      status: failure === undefined ? "ok" : "failed",
      permanent: false,
      message: failure,
      listed: listed.right.length,
      files: [...outcomes, ...rest],
      behind
    } satisfies SourceReport
  })
