/**
 * The bulk-load path of an import: rows first, the FTS indexes afterwards in one pass.
 *
 * Writing a mark's two FTS rows (trigram name, fuzzy tokens) and its owner's trigram row as the
 * mark is written costs about half of an import's time: FTS5 flushes and merges many small
 * segments. During a bulk load the writer stores only the rows; `finish` then fills the FTS
 * tables with INSERT … SELECT in id order, chunk by chunk, inside SQLite. Into an empty
 * register the search-only B-tree indexes are dropped too and rebuilt by one sort each.
 *
 * The fuzzy tokens the parser thread computed wait in a scratch database next to the register
 * (REGISTER-bulk, journal in memory, deleted at the end), so the register file never grows
 * by pages that only held them. Each staged row carries the name it was computed from: a row
 * that does not match its mark (the scratch file and the register commit apart, a crash can
 * split them) is ignored and the tokens are computed again, as they are when the file is gone.
 *
 * The state lives in the register (bulk_load: per scope, the highest id already indexed), so:
 *  - marks and owners above from_id are exactly those not yet in their FTS tables; the writer
 *    keeps them out of FTS on update, rename and delete;
 *  - each chunk of `finish` is one transaction that advances from_id: a crash mid-way resumes
 *    where it stopped, and the next import (or the end of this one) completes it;
 *  - a failed or interrupted import still finishes the index of what it committed, so the
 *    register never holds a mark that searches cannot find once the import has returned.
 */
import type Database from "better-sqlite3"
import { rmSync } from "node:fs"
import { isJurisdiction, type Jurisdiction } from "../../Domain/Jurisdiction.js"
import { recordTokens } from "./MarkKeys.js"
import { createSearchIndexes, dropSearchIndexes, ensureJurisdictionTables, ftsTables } from "./RegisterDb.js"

const OWNERS = "owners"
/** The page cache while the search indexes are built, in KiB (negative: a size, not pages). */
const INDEX_BUILD_CACHE_KIB = -16384

/** Present while a bulk load into an empty register has dropped the search indexes. */
const INDEXES = "indexes"
const marksScope = (j: Jurisdiction) => `marks:${j}`
/** Ids per index transaction: large (few commits), bounded (the WAL can checkpoint between). */
const CHUNK = 250_000
const STAGE = "bulk_stage"

export class BulkIndex {
  private readonly marksFrom = new Map<Jurisdiction, number>()
  private ownersFrom: number | undefined
  private put: Database.Statement | undefined
  private readonly stageFile: string | undefined

  constructor(private readonly db: Database.Database) {
    this.stageFile = db.memory ? undefined : `${db.name}-bulk`
    this.reload()
    if (this.active) this.attach(false)
  }

  /** Read the state back (after a rolled-back transaction, or written by an earlier process). */
  reload(): void {
    this.marksFrom.clear()
    this.ownersFrom = undefined
    for (const r of this.db.prepare("SELECT scope, from_id FROM bulk_load").all() as Array<{ scope: string; from_id: number }>) {
      if (r.scope === OWNERS) this.ownersFrom = r.from_id
      else if (r.scope.startsWith("marks:")) {
        const j = r.scope.slice("marks:".length)
        if (isJurisdiction(j)) this.marksFrom.set(j, r.from_id)
      }
    }
  }

  get active(): boolean {
    return this.marksFrom.size > 0 || this.ownersFrom !== undefined
  }

  /** Is this mark's FTS writing deferred (a mark written during the bulk load)? */
  deferredMark(j: Jurisdiction, id: number): boolean {
    const from = this.marksFrom.get(j)
    return from !== undefined && id > from
  }

  deferringMarks(j: Jurisdiction): boolean {
    return this.marksFrom.has(j)
  }

  deferredOwner(id: number): boolean {
    return this.ownersFrom !== undefined && id > this.ownersFrom
  }

  get deferringOwners(): boolean {
    return this.ownersFrom !== undefined
  }

  /** The fuzzy tokens of a deferred mark, as computed from its normalised name. */
  stage(id: number, norm: string, tokens: string): void {
    this.put?.run(id, norm, tokens)
  }

  /** Attach the scratch file (fresh: delete what an earlier load left). Never fatal: tokens can be recomputed. */
  private attach(fresh: boolean): void {
    if (this.put !== undefined || this.stageFile === undefined) return
    try {
      if (fresh) rmSync(this.stageFile, { force: true })
      this.db.prepare("ATTACH DATABASE ? AS " + STAGE).run(this.stageFile)
      this.db.pragma(`${STAGE}.journal_mode = MEMORY`)
      this.db.pragma(`${STAGE}.synchronous = OFF`)
      // Rows go in by ascending id and are read back in one scan: a small cache does, and each attached
      // file would otherwise get the main file's 64 MB (about 60 MB of peak RSS in a 1M import).
      this.db.pragma(`${STAGE}.cache_size = -4096`)
      this.db.exec(`CREATE TABLE IF NOT EXISTS ${STAGE}.fuzzy (id INTEGER PRIMARY KEY, norm TEXT NOT NULL, tokens TEXT NOT NULL)`)
      this.put = this.db.prepare(`INSERT OR REPLACE INTO ${STAGE}.fuzzy (id, norm, tokens) VALUES (?, ?, ?)`)
    } catch {
      this.detach()
    }
  }

  private detach(): void {
    this.put = undefined
    if (this.stageFile === undefined) return
    try {
      this.db.exec(`DETACH DATABASE ${STAGE}`)
    } catch {
      // not attached
    }
    rmSync(this.stageFile, { force: true })
  }

  /**
   * Start deferring a jurisdiction's marks and all new owners (committed on its own). One
   * jurisdiction at a time: a bulk load of another one left by a crash is finished first.
   * Into an empty register, the search-only indexes go too.
   */
  begin(j: Jurisdiction): void {
    if ([...this.marksFrom.keys()].some((k) => k !== j)) this.finish()
    ensureJurisdictionTables(this.db, j)
    const fresh = !this.active
    this.db.transaction(() => {
      const ins = this.db.prepare("INSERT OR IGNORE INTO bulk_load (scope, from_id) VALUES (?, ?)")
      ins.run(marksScope(j), this.db.prepare("SELECT coalesce(max(id), 0) FROM marks").pluck().get())
      ins.run(OWNERS, this.db.prepare("SELECT coalesce(max(id), 0) FROM owners").pluck().get())
      if (this.db.prepare("SELECT 1 FROM marks LIMIT 1").pluck().get() === undefined) {
        ins.run(INDEXES, 0)
        dropSearchIndexes(this.db)
      }
    })()
    this.reload()
    this.attach(fresh)
  }

  /**
   * Index every deferred mark and owner, rebuild dropped indexes, then end the bulk load.
   * Returns the number of marks indexed; `onChunk` hears the count after each chunk (progress).
   */
  finish(onChunk?: (indexed: number) => void): number {
    // The index sorts of a whole office outgrow memory: let SQLite spill them to temporary files.
    const tempStore = this.db.pragma("temp_store", { simple: true }) as number
    this.db.pragma("temp_store = FILE")
    // SQLite's sorter keeps up to the page cache's size in memory before it spills: a smaller one
    // here costs no measured speed (the sorts go to files either way) and about 50 MB of peak RSS.
    const cacheSize = this.db.pragma("cache_size", { simple: true }) as number
    this.db.pragma(`cache_size = ${INDEX_BUILD_CACHE_KIB}`)
    try {
      return this.indexAll(onChunk)
    } finally {
      this.db.pragma(`temp_store = ${tempStore}`)
      this.db.pragma(`cache_size = ${cacheSize}`)
    }
  }

  private indexAll(onChunk: ((indexed: number) => void) | undefined): number {
    this.reload()
    let indexed = 0
    const save = this.db.prepare("UPDATE bulk_load SET from_id = ? WHERE scope = ?")
    const end = this.db.prepare("DELETE FROM bulk_load WHERE scope = ?")
    for (const [j, start] of [...this.marksFrom]) {
      ensureJurisdictionTables(this.db, j)
      const t = ftsTables(j)
      const top = this.db.prepare("SELECT coalesce(max(id), 0) FROM marks").pluck().get() as number
      // "+jurisdiction": walk the id range, never the (jurisdiction, …) indexes.
      const range = "m.id > ? AND m.id <= ? AND +m.jurisdiction = ? AND m.norm != ''"
      const names = this.db.prepare(`INSERT INTO ${t.names} (rowid, norm) SELECT m.id, m.norm FROM marks m WHERE ${range} ORDER BY m.id`)
      const staged = this.put === undefined
        ? undefined
        : this.db.prepare(
          `INSERT INTO ${t.fuzzy} (rowid, tokens) SELECT m.id, b.tokens FROM marks m CROSS JOIN ${STAGE}.fuzzy b ON b.id = m.id WHERE ${range} AND b.norm = m.norm ORDER BY m.id`
        )
      const missing = this.db.prepare(
        `SELECT m.id, m.norm FROM marks m WHERE ${range}` +
          (this.put === undefined ? "" : ` AND NOT EXISTS (SELECT 1 FROM ${STAGE}.fuzzy b WHERE b.id = m.id AND b.norm = m.norm)`)
      )
      const insertFuzzy = this.db.prepare(`INSERT INTO ${t.fuzzy} (rowid, tokens) VALUES (?, ?)`)
      const chunk = this.db.transaction((lo: number, hi: number) => {
        const named = names.run(lo, hi, j).changes
        indexed += named
        // Every named mark whose staged tokens matched got its fuzzy row: look for the others only if some are short.
        if ((staged?.run(lo, hi, j).changes ?? 0) < named) {
          for (const r of missing.all(lo, hi, j) as Array<{ id: number; norm: string }>) {
            insertFuzzy.run(r.id, [...recordTokens(r.norm)].join(" "))
          }
        }
        save.run(hi, marksScope(j))
      })
      for (let lo = start; lo < top; lo += CHUNK) {
        chunk(lo, Math.min(top, lo + CHUNK))
        onChunk?.(indexed)
      }
      end.run(marksScope(j))
    }
    if (this.ownersFrom !== undefined) {
      const top = this.db.prepare("SELECT coalesce(max(id), 0) FROM owners").pluck().get() as number
      const owners = this.db.prepare(
        "INSERT INTO owners_fts (rowid, norm) SELECT id, norm FROM owners WHERE id > ? AND id <= ? AND norm IS NOT NULL AND norm != '' ORDER BY id"
      )
      const chunk = this.db.transaction((lo: number, hi: number) => {
        owners.run(lo, hi)
        save.run(hi, OWNERS)
      })
      for (let lo = this.ownersFrom; lo < top; lo += CHUNK) chunk(lo, Math.min(top, lo + CHUNK))
      end.run(OWNERS)
    }
    // Search indexes last: one sort each over the finished tables (no-op when none was dropped).
    this.db.transaction(() => {
      createSearchIndexes(this.db)
      end.run(INDEXES)
    })()
    this.detach()
    this.reload()
    return indexed
  }
}
