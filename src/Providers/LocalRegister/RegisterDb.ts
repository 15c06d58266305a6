/**
 * The local register: one SQLite file in DATA_DIR holding the offices' bulk data.
 *
 * Layout (schema version 1):
 *  - marks: one row per (jurisdiction, application number), the summary columns, the Nice
 *    classes as a 45-bit mask, the remaining detail as JSON, the as-of date of the file that
 *    last wrote it and a content hash (so re-importing identical data changes nothing);
 *  - names_{J} / fuzzy_{J}: per-jurisdiction contentless FTS5 tables keyed by marks.id: a
 *    trigram index of the normalised name (substring search) and the fuzzy candidate tokens
 *    of MarkKeys.ts (deletion keys, Double Metaphone, words);
 *  - owners + owners_fts (trigram) + mark_owners: owners are shared rows, so owner search
 *    finds an owner once and then walks its marks by index;
 *  - tombstones: when a mark was deleted, so an older file cannot bring it back;
 *  - imports: the import journal (file hash, state, position, counters) that makes an import
 *    idempotent and resumable;
 *  - bulk_load: a bulk load in progress (BulkIndex.ts): marks and owners above from_id are not
 *    in their FTS tables yet (their fuzzy tokens wait in a scratch file next to the register).
 * Every write of a batch (row, FTS rows, owners, journal position) is one transaction.
 */
import Database from "better-sqlite3"
import { mkdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { isJurisdiction, type Jurisdiction, TRADEMARK_JURISDICTIONS } from "../../Domain/Jurisdiction.js"
import { recordTokens } from "./MarkKeys.js"

export const REGISTER_FILE = "register.sqlite"
const SCHEMA_VERSION = 1

export const registerPath = (dataDir: string): string => join(dataDir, REGISTER_FILE)

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS marks (
  id INTEGER PRIMARY KEY,
  jurisdiction TEXT NOT NULL,
  app_no TEXT NOT NULL,
  app_key TEXT,
  reg_no TEXT,
  reg_key TEXT,
  name TEXT NOT NULL,
  norm TEXT NOT NULL,
  status TEXT NOT NULL,
  status_desc TEXT,
  filing_date TEXT,
  reg_date TEXT,
  status_date TEXT,
  classes INTEGER NOT NULL,
  feature TEXT,
  detail TEXT,
  as_of TEXT NOT NULL,
  hash TEXT NOT NULL,
  import_id INTEGER
);
CREATE UNIQUE INDEX IF NOT EXISTS marks_number ON marks (jurisdiction, app_no);
CREATE TABLE IF NOT EXISTS owners (id INTEGER PRIMARY KEY, ref TEXT NOT NULL UNIQUE, name TEXT, norm TEXT);
CREATE VIRTUAL TABLE IF NOT EXISTS owners_fts USING fts5(norm, tokenize='trigram', detail=none, content='', contentless_delete=1);
CREATE TABLE IF NOT EXISTS mark_owners (
  mark_id INTEGER NOT NULL, pos INTEGER NOT NULL, owner_id INTEGER NOT NULL, PRIMARY KEY (mark_id, pos)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tombstones (
  jurisdiction TEXT NOT NULL, app_no TEXT NOT NULL, as_of TEXT NOT NULL, PRIMARY KEY (jurisdiction, app_no)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS bulk_load (scope TEXT PRIMARY KEY, from_id INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS imports (
  id INTEGER PRIMARY KEY,
  file_hash TEXT NOT NULL,
  file_name TEXT NOT NULL,
  format TEXT NOT NULL,
  jurisdiction TEXT NOT NULL,
  as_of TEXT,
  state TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  added INTEGER NOT NULL DEFAULT 0,
  updated INTEGER NOT NULL DEFAULT 0,
  unchanged INTEGER NOT NULL DEFAULT 0,
  deleted INTEGER NOT NULL DEFAULT 0,
  stale INTEGER NOT NULL DEFAULT 0,
  rejected INTEGER NOT NULL DEFAULT 0,
  rejects TEXT NOT NULL DEFAULT '{}',
  started_at TEXT NOT NULL,
  finished_at TEXT,
  UNIQUE (file_hash, format, jurisdiction)
);
`

/**
 * Indexes only searches read (the writer looks marks up by number and owners by ref): a first
 * bulk load into an empty register drops them and builds each in one sort at its end.
 */
const SEARCH_INDEXES: ReadonlyArray<readonly [string, string]> = [
  ["marks_app_key", "marks (jurisdiction, app_key)"],
  ["marks_reg_key", "marks (jurisdiction, reg_key) WHERE reg_key IS NOT NULL"],
  ["marks_norm", "marks (jurisdiction, norm)"],
  ["owners_norm", "owners (norm)"],
  ["mark_owners_owner", "mark_owners (owner_id, mark_id)"]
]

export const createSearchIndexes = (db: Database.Database): void => {
  for (const [name, on] of SEARCH_INDEXES) db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${on}`)
}

export const dropSearchIndexes = (db: Database.Database): void => {
  for (const [name] of SEARCH_INDEXES) db.exec(`DROP INDEX IF EXISTS ${name}`)
}

/** FTS table names for one jurisdiction (the code comes from the closed list, never from input). */
export const ftsTables = (j: Jurisdiction) => ({ names: `names_${j}`, fuzzy: `fuzzy_${j}` })

export interface OpenOptions {
  readonly readonly?: boolean
}

/**
 * Open (and, for writers, create or migrate) the register. Readers get undefined when the file
 * does not exist yet, so a server without imported data simply has no local providers.
 */
export const openRegister = (file: string, options: OpenOptions = {}): Database.Database | undefined => {
  if (options.readonly === true) {
    let db: Database.Database
    try {
      db = new Database(file, { readonly: true, fileMustExist: true })
    } catch {
      return undefined
    }
    db.pragma("busy_timeout = 5000")
    db.pragma("cache_size = -32768")
    db.pragma("mmap_size = 67108864")
    const version = db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").pluck().get() as string | undefined
    if (version === undefined || Number(version) > SCHEMA_VERSION) {
      db.close()
      throw new Error(
        `The local register at ${file} has schema version ${version ?? "none"}; this version reads ${SCHEMA_VERSION}. Re-import the data.`
      )
    }
    return db
  }
  mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma("journal_mode = WAL")
  db.pragma("synchronous = NORMAL")
  db.pragma("busy_timeout = 10000")
  db.pragma("cache_size = -65536")
  db.pragma("temp_store = MEMORY")
  db.exec(SCHEMA)
  createSearchIndexes(db)
  db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', ?)").run(String(SCHEMA_VERSION))
  migrateFuzzyKeys(db)
  return db
}

/**
 * Version of the fuzzy candidate tokens (MarkKeys.recordTokens). 1: space-free form, Double
 * Metaphone codes, words. 2 (issue 17): adds the coarse sound key and its rhyme token, so short
 * marks, sound-alikes across words and rhymes are found without a scan. 3: a final EE is a
 * vowel in the sound key, not a silent E (COFFEE, PANEE). 4: adds the ending token (the last four
 * letters of a long space-free form), so a shortened or lengthened form that keeps the start and
 * the ending is found (COMMCASH / COMMUNICASH).
 */
export const FUZZY_KEYS_VERSION = 4
const MIGRATION_BATCH = 5000

/** The fuzzy-keys version a register was indexed with (a register without marks is current). */
export const fuzzyKeysVersion = (db: Database.Database): number => {
  const v = db.prepare("SELECT value FROM meta WHERE key = 'fuzzy_keys'").pluck().get() as string | undefined
  if (v !== undefined) return Number(v)
  return db.prepare("SELECT 1 FROM marks LIMIT 1").pluck().get() === undefined ? FUZZY_KEYS_VERSION : 1
}

/**
 * Re-index the fuzzy tokens of a register written by an older version, in batches (one
 * transaction each, so an interrupted migration resumes where it stopped: rows are rewritten
 * from the stored normalised name, and the version is recorded only at the end). Returns the
 * number of marks re-indexed.
 */
export const migrateFuzzyKeys = (db: Database.Database): number => {
  if (fuzzyKeysVersion(db) >= FUZZY_KEYS_VERSION) {
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('fuzzy_keys', ?)").run(String(FUZZY_KEYS_VERSION))
    return 0
  }
  let done = 0
  const jurisdictions = db.prepare("SELECT DISTINCT jurisdiction FROM marks").pluck().all() as Array<string>
  for (const j of jurisdictions) {
    if (!isJurisdiction(j)) continue
    ensureJurisdictionTables(db, j)
    const t = ftsTables(j)
    const page = db.prepare("SELECT id, norm FROM marks WHERE jurisdiction = ? AND id > ? ORDER BY id LIMIT ?")
    const del = db.prepare(`DELETE FROM ${t.fuzzy} WHERE rowid = ?`)
    const ins = db.prepare(`INSERT INTO ${t.fuzzy} (rowid, tokens) VALUES (?, ?)`)
    const batch = db.transaction((rows: ReadonlyArray<{ id: number; norm: string }>) => {
      for (const r of rows) {
        del.run(r.id)
        ins.run(r.id, [...recordTokens(r.norm)].join(" "))
      }
    })
    let after = 0
    for (;;) {
      const rows = page.all(j, after, MIGRATION_BATCH) as Array<{ id: number; norm: string }>
      if (rows.length === 0) break
      batch(rows)
      done += rows.length
      after = rows[rows.length - 1]!.id
    }
  }
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('fuzzy_keys', ?)").run(String(FUZZY_KEYS_VERSION))
  return done
}

/** Create the FTS tables of a jurisdiction on its first record. */
export const ensureJurisdictionTables = (db: Database.Database, j: Jurisdiction): void => {
  const t = ftsTables(j)
  db.exec(`
    CREATE VIRTUAL TABLE IF NOT EXISTS ${t.names} USING fts5(norm, tokenize='trigram', detail=none, content='', contentless_delete=1);
    CREATE VIRTUAL TABLE IF NOT EXISTS ${t.fuzzy} USING fts5(tokens, tokenize="unicode61 tokenchars '#_'", detail=none, content='', contentless_delete=1);
  `)
}

/** Jurisdictions that hold at least one mark. */
export const presentJurisdictions = (db: Database.Database): Array<Jurisdiction> => {
  const out: Array<Jurisdiction> = []
  const has = db.prepare("SELECT 1 FROM marks WHERE jurisdiction = ? LIMIT 1").pluck()
  const hasTables = db.prepare("SELECT count(*) FROM sqlite_master WHERE name IN (?, ?)").pluck()
  for (const j of TRADEMARK_JURISDICTIONS) {
    const t = ftsTables(j)
    if (has.get(j) !== undefined && hasTables.get(t.names, t.fuzzy) === 2) out.push(j)
  }
  return out
}

export interface JurisdictionStats {
  readonly jurisdiction: Jurisdiction
  readonly marks: number
  readonly byStatus: Readonly<Record<string, number>>
  readonly asOf: string | undefined
  readonly oldestAsOf: string | undefined
}

export interface ImportRow {
  readonly id: number
  readonly file_hash: string
  readonly file_name: string
  readonly format: string
  readonly jurisdiction: string
  readonly as_of: string | null
  readonly state: "running" | "done"
  readonly position: number
  readonly added: number
  readonly updated: number
  readonly unchanged: number
  readonly deleted: number
  readonly stale: number
  readonly rejected: number
  readonly rejects: string
  readonly started_at: string
  readonly finished_at: string | null
}

export const registerStats = (db: Database.Database) => {
  const rows = db
    .prepare(
      "SELECT jurisdiction, status, count(*) AS n, max(as_of) AS newest, min(as_of) AS oldest FROM marks GROUP BY jurisdiction, status"
    )
    .all() as Array<{ jurisdiction: string; status: string; n: number; newest: string; oldest: string }>
  const byJ = new Map<Jurisdiction, { marks: number; byStatus: Record<string, number>; asOf?: string; oldestAsOf?: string }>()
  for (const r of rows) {
    if (!isJurisdiction(r.jurisdiction)) continue
    const s = byJ.get(r.jurisdiction) ?? { marks: 0, byStatus: {} }
    s.marks += r.n
    s.byStatus[r.status] = r.n
    if (s.asOf === undefined || r.newest > s.asOf) s.asOf = r.newest
    if (s.oldestAsOf === undefined || r.oldest < s.oldestAsOf) s.oldestAsOf = r.oldest
    byJ.set(r.jurisdiction, s)
  }
  const jurisdictions: Array<JurisdictionStats> = [...byJ.entries()]
    .sort(([a], [b]) => TRADEMARK_JURISDICTIONS.indexOf(a) - TRADEMARK_JURISDICTIONS.indexOf(b))
    .map(([jurisdiction, s]) => ({ jurisdiction, marks: s.marks, byStatus: s.byStatus, asOf: s.asOf, oldestAsOf: s.oldestAsOf }))
  const imports = db.prepare("SELECT * FROM imports ORDER BY id").all() as Array<ImportRow>
  return { jurisdictions, imports }
}
