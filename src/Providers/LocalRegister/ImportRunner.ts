/**
 * Runs an import: for each file, look it up in the journal by content hash, stream its records
 * through the format's parser and write them in batches. Each record is written as it arrives,
 * inside the batch's transaction; each batch — its records, their index rows and the journal's
 * position and counters — is one SQLite transaction, so:
 *  - a crash or Ctrl-C loses at most the open batch, which rolls back; the index never holds a
 *    half-written record, and running the same command again resumes after the last batch;
 *  - a file that was imported completely is skipped (same hash), and re-reading it anyway
 *    (--force) finds every record unchanged: importing twice changes nothing;
 *  - daily files apply additions, changes and deletions in file-name (= date) order, and data
 *    older than what a mark already holds is ignored (stale), never rolled back onto it.
 * A first load of a jurisdiction (or a very large file) takes the bulk path (BulkIndex.ts): rows
 * in these batches, the FTS and search indexes built once at the end of the file.
 */
import type Database from "better-sqlite3"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import type { ImportFormat } from "./Importers/index.js"
import { dateFromFileName, hashFile, listSourceFiles, type SourceFile } from "./Importers/Sources.js"

export { dateFromFileName } from "./Importers/Sources.js"
import { XmlFormatError } from "./Importers/XmlRecords.js"
import { parsedSource } from "./ParsedSource.js"
import type { PreparedEvent } from "./PreparedEvents.js"
import { type ProgressSink, silentProgress } from "./Progress.js"
import type { ImportRow } from "./RegisterDb.js"
import { openRegister, registerPath } from "./RegisterDb.js"
import { RegisterWriter } from "./RegisterWriter.js"

export interface ImportOptions {
  readonly dataDir: string
  readonly target: string
  readonly format: ImportFormat
  readonly jurisdiction?: Jurisdiction | undefined
  /** Date of the data (YYYY-MM-DD); default: the file's header, else a date in its name, else its mtime. */
  readonly asOf?: string | undefined
  /** Read a file the journal says is complete anyway (still changes nothing if it is). */
  readonly force?: boolean | undefined
  readonly batchSize?: number | undefined
  readonly progress?: ProgressSink | undefined
  /** Stop cleanly after the current batch (Ctrl-C); the journal keeps the position. */
  readonly signal?: AbortSignal | undefined
  /** Parse in a second thread when possible (default true). */
  readonly parallel?: boolean | undefined
  /**
   * Bulk-load path (BulkIndex.ts): rows first, FTS indexes in one pass at the end of the file.
   * Default: when the jurisdiction holds no marks yet, or the file is large (BULK_BYTES).
   */
  readonly bulk?: boolean | undefined
}

export interface RejectInfo {
  count: number
  examples: Array<string>
}

export interface Counters {
  added: number
  updated: number
  unchanged: number
  deleted: number
  stale: number
  rejected: number
  rejects: Record<string, RejectInfo>
}

export interface FileSummary extends Counters {
  readonly file: string
  readonly outcome: "imported" | "resumed" | "skipped" | "interrupted" | "failed"
  readonly asOf: string | undefined
  readonly records: number
  readonly seconds: number
  readonly message?: string | undefined
}

export interface ImportSummary {
  readonly register: string
  readonly files: ReadonlyArray<FileSummary>
  readonly ok: boolean
}

const DEFAULT_BATCH = 10_000
/** Files this large (a backfile, a full export) load through the bulk path even into a filled register. */
export const BULK_BYTES = 256 * 1024 * 1024
const MAX_EXAMPLES = 5

const emptyCounters = (): Counters => ({ added: 0, updated: 0, unchanged: 0, deleted: 0, stale: 0, rejected: 0, rejects: {} })

const countersOf = (row: ImportRow): Counters => ({
  added: row.added,
  updated: row.updated,
  unchanged: row.unchanged,
  deleted: row.deleted,
  stale: row.stale,
  rejected: row.rejected,
  rejects: JSON.parse(row.rejects) as Record<string, RejectInfo>
})

class Journal {
  private readonly find: Database.Statement
  private readonly insert: Database.Statement
  private readonly restart: Database.Statement
  private readonly save: Database.Statement
  private readonly complete: Database.Statement
  private readonly drop: Database.Statement

  constructor(db: Database.Database) {
    this.find = db.prepare("SELECT * FROM imports WHERE file_hash = ? AND format = ? AND jurisdiction = ?")
    this.insert = db.prepare(
      "INSERT INTO imports (file_hash, file_name, format, jurisdiction, as_of, state, started_at) VALUES (?, ?, ?, ?, ?, 'running', ?)"
    )
    this.restart = db.prepare(
      "UPDATE imports SET state = 'running', position = 0, added = 0, updated = 0, unchanged = 0, deleted = 0, stale = 0, rejected = 0, rejects = '{}', started_at = ?, finished_at = NULL WHERE id = ?"
    )
    this.save = db.prepare(
      "UPDATE imports SET position = ?, as_of = ?, added = ?, updated = ?, unchanged = ?, deleted = ?, stale = ?, rejected = ?, rejects = ? WHERE id = ?"
    )
    this.complete = db.prepare("UPDATE imports SET state = 'done', finished_at = ? WHERE id = ?")
    this.drop = db.prepare("DELETE FROM imports WHERE id = ? AND state = 'running' AND position = 0")
  }

  lookup(hash: string, format: string, j: string): ImportRow | undefined {
    return this.find.get(hash, format, j) as ImportRow | undefined
  }
  open(hash: string, name: string, format: string, j: string, asOf: string | undefined): number {
    return Number(this.insert.run(hash, name, format, j, asOf ?? null, new Date().toISOString()).lastInsertRowid)
  }
  reopen(id: number): void {
    this.restart.run(new Date().toISOString(), id)
  }
  checkpoint(id: number, position: number, asOf: string | undefined, c: Counters): void {
    this.save.run(position, asOf ?? null, c.added, c.updated, c.unchanged, c.deleted, c.stale, c.rejected, JSON.stringify(c.rejects), id)
  }
  finish(id: number): void {
    this.complete.run(new Date().toISOString(), id)
  }
  /** A run that failed before its first batch leaves nothing to resume: forget it. */
  forgetIfEmpty(id: number): void {
    this.drop.run(id)
  }
}

const reject = (c: Counters, reason: string, ref: string): void => {
  c.rejected++
  const info = (c.rejects[reason] ??= { count: 0, examples: [] })
  info.count++
  if (info.examples.length < MAX_EXAMPLES) info.examples.push(ref)
}

type Countable = Exclude<PreparedEvent, { kind: "asOf" }>

const importFile = async (
  db: Database.Database,
  writer: RegisterWriter,
  journal: Journal,
  file: SourceFile,
  options: ImportOptions,
  jurisdiction: Jurisdiction
): Promise<FileSummary> => {
  const started = performance.now()
  const progress = options.progress ?? silentProgress
  const format = options.format
  const hash = await hashFile(file.path)
  const previous = journal.lookup(hash, format.name, jurisdiction)
  const seconds = () => (performance.now() - started) / 1000
  if (previous !== undefined && previous.state === "done" && options.force !== true) {
    return {
      ...countersOf(previous),
      file: file.name,
      outcome: "skipped",
      asOf: previous.as_of ?? undefined,
      records: previous.position,
      seconds: seconds(),
      message: `already imported on ${
        previous.finished_at?.slice(0, 10) ?? "?"
      } (same content); nothing to do. Use --force to read it again.`
    }
  }
  const resuming = previous !== undefined && previous.state === "running" && previous.position > 0
  let asOf = options.asOf ?? previous?.as_of ?? dateFromFileName(file.name) ?? file.mtime.toISOString().slice(0, 10)
  let id: number
  let counters: Counters
  let skip = 0
  if (previous === undefined) {
    id = journal.open(hash, file.name, format.name, jurisdiction, asOf)
    counters = emptyCounters()
  } else if (previous.state === "done") {
    id = previous.id
    journal.reopen(id)
    counters = emptyCounters()
  } else {
    id = previous.id
    counters = countersOf(previous)
    skip = previous.position
  }

  const batchSize = options.batchSize ?? DEFAULT_BATCH
  let position = 0
  let committed = 0
  // Events are written as they arrive, inside a transaction committed every batchSize records:
  // nothing waits in memory for its batch (the rows die young), and a batch is still all or nothing.
  let open = 0
  let snapshot = structuredClone(counters)
  const apply = (e: Countable) => {
    if (open === 0) db.exec("BEGIN")
    open++
    switch (e.kind) {
      case "upsert": {
        counters[writer.upsertRow(e.row, asOf, id)]++
        break
      }
      case "delete": {
        const outcome = writer.delete(e.jurisdiction, e.applicationNumber, asOf)
        if (outcome === "deleted") counters.deleted++
        else if (outcome === "stale") counters.stale++
        else reject(counters, "deletion of a mark the register does not hold", e.applicationNumber)
        break
      }
      case "party":
        writer.party(e.jurisdiction, e.key, e.name)
        break
      case "reject":
        reject(counters, e.reason, e.ref)
        break
    }
  }
  const flush = () => {
    if (open === 0) return
    journal.checkpoint(id, position, asOf, counters)
    db.exec("COMMIT")
    open = 0
    committed = position
    snapshot = structuredClone(counters)
  }
  /** The open batch rolls back: so must the in-memory counters and caches. */
  const rollback = () => {
    if (open === 0) return
    open = 0
    if (db.inTransaction) db.exec("ROLLBACK")
    counters = snapshot
    writer.forgetCaches()
  }

  const source = await parsedSource(file, format, jurisdiction, options.parallel ?? true)
  const bulk = options.bulk ??
    (source.totalBytes >= BULK_BYTES ||
      db.prepare("SELECT 1 FROM marks WHERE jurisdiction = ? LIMIT 1").pluck().get(jurisdiction) === undefined)
  if (bulk) writer.bulk.begin(jurisdiction)
  progress.start(
    `${file.name}${resuming ? ` (resuming after record ${skip.toLocaleString("en-US")})` : ""}`,
    source.totalBytes > 0 ? source.totalBytes : undefined
  )
  let outcome: FileSummary["outcome"] = resuming ? "resumed" : "imported"
  let message: string | undefined
  try {
    for await (const event of source.events) {
      if (event.kind === "asOf") {
        if (options.asOf === undefined) asOf = event.date
        continue
      }
      position++
      if (position <= skip) continue
      apply(event)
      if (open >= batchSize) {
        flush()
        progress.update(position, source.bytesRead())
        if (options.signal?.aborted === true) {
          outcome = "interrupted"
          message = `stopped after record ${position.toLocaleString("en-US")}; run the same command again to resume.`
          break
        }
      }
    }
    if (outcome !== "interrupted") {
      flush()
      journal.finish(id)
    }
  } catch (e) {
    rollback()
    outcome = "failed"
    const why = (e instanceof XmlFormatError ? `malformed XML: ${e.message}` : e instanceof Error ? e.message : String(e)).replace(
      /\.+$/,
      ""
    )
    const saved = Math.max(skip, committed)
    if (saved === 0) journal.forgetIfEmpty(id)
    message = saved === 0
      ? `${why}. Nothing was saved.`
      : `${why}. The first ${
        saved.toLocaleString("en-US")
      } records are saved; run the same command again to resume from there, or import a corrected file.`
  } finally {
    await source.close()
  }
  progress.finish(position)
  // Whatever the outcome, what was committed becomes searchable before the import returns.
  if (writer.bulk.active) {
    progress.start(`${file.name}: building the search indexes`, undefined)
    progress.finish(writer.bulk.finish((indexed) => progress.update(indexed, 0)))
  }
  return { ...counters, file: file.name, outcome, asOf, records: position, seconds: seconds(), message }
}

/** Import a file or a directory of files into DATA_DIR's register. */
export const runImport = async (options: ImportOptions): Promise<ImportSummary> => {
  const format = options.format
  if (options.jurisdiction !== undefined && options.jurisdiction !== format.defaultJurisdiction && !format.jurisdictionOverride) {
    throw new Error(
      `--jurisdiction ${options.jurisdiction} does not apply to ${format.name}, whose records are ${format.defaultJurisdiction} marks.`
    )
  }
  const jurisdiction = options.jurisdiction ?? format.defaultJurisdiction
  const files = listSourceFiles(options.target)
  if (files.length === 0) throw new Error(`No .xml, .csv or .zip files in ${options.target}`)
  const file = registerPath(options.dataDir)
  const db = openRegister(file)!
  // Checkpoint every 64 MB of WAL rather than every 4 MB: few fsyncs, and the WAL stays bounded.
  db.pragma("wal_autocheckpoint = 16384")
  try {
    const writer = new RegisterWriter(db)
    // A bulk load cut short by a crash: index what it wrote before anything else.
    if (writer.bulk.active) writer.bulk.finish()
    const journal = new Journal(db)
    const summaries: Array<FileSummary> = []
    for (const f of files) {
      const s = await importFile(db, writer, journal, f, options, jurisdiction)
      summaries.push(s)
      if (s.outcome === "interrupted") break
    }
    db.pragma("wal_checkpoint(TRUNCATE)")
    db.pragma("optimize")
    return { register: file, files: summaries, ok: summaries.every((s) => s.outcome !== "failed" && s.outcome !== "interrupted") }
  } finally {
    db.close()
  }
}
