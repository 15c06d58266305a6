/**
 * The sync ledger, in the register file itself (so it travels and is backed up with the data):
 *  - sync_files: one row per (source, file): its date, size, sha256, state (downloaded →
 *    applied, or failed), the records added, changed and removed, when it was applied;
 *  - sync_sources: per source, the last check, the last successful sync, files listed but not
 *    applied yet, the newest file listed and the last error.
 * The import journal (imports) still makes each apply resumable; this ledger makes sync skip
 * what it applied and say how far behind each source is. Self-contained: created on first use.
 */
import type Database from "better-sqlite3"

const LEDGER_SCHEMA = `
CREATE TABLE IF NOT EXISTS sync_files (
  source TEXT NOT NULL,
  file_name TEXT NOT NULL,
  data_date TEXT NOT NULL,
  size INTEGER,
  sha256 TEXT,
  state TEXT NOT NULL,
  added INTEGER NOT NULL DEFAULT 0,
  changed INTEGER NOT NULL DEFAULT 0,
  removed INTEGER NOT NULL DEFAULT 0,
  unchanged INTEGER NOT NULL DEFAULT 0,
  rejected INTEGER NOT NULL DEFAULT 0,
  message TEXT,
  downloaded_at TEXT,
  applied_at TEXT,
  PRIMARY KEY (source, file_name)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS sync_sources (
  source TEXT PRIMARY KEY,
  jurisdiction TEXT NOT NULL,
  last_checked_at TEXT,
  last_success_at TEXT,
  files_behind INTEGER,
  newest_listed TEXT,
  last_error TEXT
) WITHOUT ROWID;
`

export interface LedgerFile {
  readonly source: string
  readonly file_name: string
  readonly data_date: string
  readonly size: number | null
  readonly sha256: string | null
  readonly state: "downloaded" | "applied" | "failed"
  readonly added: number
  readonly changed: number
  readonly removed: number
  readonly unchanged: number
  readonly rejected: number
  readonly message: string | null
  readonly downloaded_at: string | null
  readonly applied_at: string | null
}

export interface LedgerSource {
  readonly source: string
  readonly jurisdiction: string
  readonly last_checked_at: string | null
  readonly last_success_at: string | null
  readonly files_behind: number | null
  readonly newest_listed: string | null
  readonly last_error: string | null
}

export interface SourceStatus extends LedgerSource {
  readonly last_applied: LedgerFile | undefined
  readonly applied_files: number
}

export const ensureLedger = (db: Database.Database): void => {
  db.exec(LEDGER_SCHEMA)
}

const hasLedger = (db: Database.Database): boolean =>
  db.prepare("SELECT count(*) FROM sqlite_master WHERE name IN ('sync_files', 'sync_sources')").pluck().get() === 2

/** Per source: its check record and the last file applied (read-only safe: no ledger yet → []). */
export const ledgerStatus = (db: Database.Database): ReadonlyArray<SourceStatus> => {
  if (!hasLedger(db)) return []
  const sources = db.prepare("SELECT * FROM sync_sources ORDER BY source").all() as Array<LedgerSource>
  const last = db.prepare("SELECT * FROM sync_files WHERE source = ? AND state = 'applied' ORDER BY data_date DESC, file_name DESC LIMIT 1")
  const count = db.prepare("SELECT count(*) FROM sync_files WHERE source = ? AND state = 'applied'").pluck()
  return sources.map((s) => ({
    ...s,
    last_applied: last.get(s.source) as LedgerFile | undefined,
    applied_files: count.get(s.source) as number
  }))
}

/** Where a sync of some sources stands, for a register still being loaded (read-only safe). */
export interface SyncProgressState {
  /** A listing has been recorded for one of the sources. */
  readonly listed: boolean
  readonly applied: number
  /** Files applied plus files listed and not applied yet. */
  readonly total: number
  /** The last error of a source with nothing applied, as "source: reason". */
  readonly error: string | undefined
}

export const syncProgress = (db: Database.Database, sources: ReadonlyArray<string>): SyncProgressState => {
  const rows = ledgerStatus(db).filter((s) => sources.includes(s.source))
  const applied = rows.reduce((n, s) => n + s.applied_files, 0)
  const failing = rows.find((s) => s.last_error !== null && s.applied_files === 0)
  return {
    listed: rows.some((s) => s.files_behind !== null),
    applied,
    total: applied + rows.reduce((n, s) => n + (s.files_behind ?? 0), 0),
    error: failing === undefined ? undefined : `${failing.source}: ${failing.last_error}`
  }
}

/** The write side, used by one sync run. */
export class SyncLedger {
  private readonly get: Database.Statement
  private readonly lastApplied: Database.Statement
  private readonly putDownloaded: Database.Statement
  private readonly putApplied: Database.Statement
  private readonly putFailed: Database.Statement
  private readonly putCheck: Database.Statement
  private readonly putListed: Database.Statement
  private readonly oneLessBehind: Database.Statement
  private readonly registerAsOf: Database.Statement

  constructor(db: Database.Database) {
    ensureLedger(db)
    this.get = db.prepare("SELECT * FROM sync_files WHERE source = ? AND file_name = ?")
    this.lastApplied = db.prepare(
      "SELECT max(data_date) FROM sync_files WHERE source IN (SELECT value FROM json_each(?)) AND state = 'applied'"
    ).pluck()
    this.putDownloaded = db.prepare(
      `INSERT INTO sync_files (source, file_name, data_date, size, sha256, state, downloaded_at) VALUES (?, ?, ?, ?, ?, 'downloaded', ?)
       ON CONFLICT (source, file_name) DO UPDATE SET data_date = excluded.data_date, size = excluded.size, sha256 = excluded.sha256,
         state = 'downloaded', message = NULL, downloaded_at = excluded.downloaded_at`
    )
    this.putApplied = db.prepare(
      "UPDATE sync_files SET state = 'applied', added = ?, changed = ?, removed = ?, unchanged = ?, rejected = ?, message = ?, applied_at = ? WHERE source = ? AND file_name = ?"
    )
    this.putFailed = db.prepare("UPDATE sync_files SET state = 'failed', message = ? WHERE source = ? AND file_name = ?")
    this.putCheck = db.prepare(
      `INSERT INTO sync_sources (source, jurisdiction, last_checked_at, last_success_at, files_behind, newest_listed, last_error) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (source) DO UPDATE SET jurisdiction = excluded.jurisdiction, last_checked_at = excluded.last_checked_at,
         last_success_at = coalesce(excluded.last_success_at, sync_sources.last_success_at), files_behind = coalesce(excluded.files_behind, sync_sources.files_behind),
         newest_listed = coalesce(excluded.newest_listed, sync_sources.newest_listed), last_error = excluded.last_error`
    )
    this.putListed = db.prepare(
      `INSERT INTO sync_sources (source, jurisdiction, files_behind, newest_listed) VALUES (?, ?, ?, ?)
       ON CONFLICT (source) DO UPDATE SET files_behind = excluded.files_behind, newest_listed = coalesce(excluded.newest_listed, sync_sources.newest_listed)`
    )
    this.oneLessBehind = db.prepare("UPDATE sync_sources SET files_behind = max(coalesce(files_behind, 0) - 1, 0) WHERE source = ?")
    this.registerAsOf = db.prepare("SELECT max(as_of) FROM imports WHERE jurisdiction = ? AND state = 'done'").pluck()
  }

  file(source: string, name: string): LedgerFile | undefined {
    return this.get.get(source, name) as LedgerFile | undefined
  }

  /** Date of the newest file applied from any of `sources`. */
  newestApplied(sources: ReadonlyArray<string>): string | undefined {
    return (this.lastApplied.get(JSON.stringify(sources)) as string | null) ?? undefined
  }

  /** Date of the newest data imported for a jurisdiction by any means (sync or `import`). */
  dataAsOf(jurisdiction: string): string | undefined {
    return (this.registerAsOf.get(jurisdiction) as string | null) ?? undefined
  }

  downloaded(source: string, name: string, date: string, size: number, sha256: string, at: string): void {
    this.putDownloaded.run(source, name, date, size, sha256, at)
  }

  applied(
    source: string,
    name: string,
    c: { added: number; changed: number; removed: number; unchanged: number; rejected: number },
    message: string | undefined,
    at: string
  ): void {
    const changes = this.putApplied.run(c.added, c.changed, c.removed, c.unchanged, c.rejected, message ?? null, at, source, name).changes
    // Files behind counts down as a run applies, so "N of M files applied" is current mid-run.
    if (changes > 0) this.oneLessBehind.run(source)
  }

  /** After a listing, before anything is fetched: how many files this run has to apply. */
  listed(source: string, jurisdiction: string, behind: number, newest: string | undefined): void {
    this.putListed.run(source, jurisdiction, behind, newest ?? null)
  }

  failed(source: string, name: string, message: string): void {
    this.putFailed.run(message, source, name)
  }

  /** After a check: files still behind and the newest listed; on an error the last success is kept. */
  checked(
    source: string,
    jurisdiction: string,
    at: string,
    outcome: {
      readonly ok: boolean
      readonly error?: string | undefined
      readonly behind?: number | undefined
      readonly newest?: string | undefined
    }
  ): void {
    this.putCheck.run(
      source,
      jurisdiction,
      at,
      outcome.ok ? at : null,
      outcome.behind ?? null,
      outcome.newest ?? null,
      outcome.ok ? null : (outcome.error ?? "failed")
    )
  }
}
