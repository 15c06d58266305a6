/**
 * The write path of the register: upsert, delete and party events, each idempotent.
 * The caller (ImportRunner) wraps batches of these in one transaction.
 *
 * Rules:
 *  - identical content (same hash) is "unchanged": only the as-of date moves forward;
 *  - data older than what the register holds for that mark is "stale" and ignored, so importing
 *    last week's file after today's never rolls a mark back;
 *  - a deletion of a mark the register does not hold is "missing" (nothing to do);
 *  - a deleted mark leaves a tombstone, so a file older than the deletion cannot bring it back.
 */
import type Database from "better-sqlite3"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import { BulkIndex } from "./BulkIndex.js"
import { ownerKey } from "./MarkKeys.js"
import { MARK_COLUMNS, type MarkRow, markRow, rowNorm } from "./PreparedEvents.js"
import { ensureJurisdictionTables, ftsTables } from "./RegisterDb.js"
import type { RegisterParty, RegisterRecord } from "./RegisterRecord.js"

export type UpsertOutcome = "added" | "updated" | "unchanged" | "stale"
export type DeleteOutcome = "deleted" | "missing" | "stale"

interface ExistingMark {
  readonly id: number
  readonly hash: string
  readonly as_of: string
  readonly norm: string
}

interface JurisdictionStatements {
  readonly insertName: Database.Statement
  readonly deleteName: Database.Statement
  readonly insertFuzzy: Database.Statement
  readonly deleteFuzzy: Database.Statement
}

const OWNER_CACHE_SIZE = 50_000

export class RegisterWriter {
  private readonly perJurisdiction = new Map<Jurisdiction, JurisdictionStatements>()
  private readonly ownerIds = new Map<string, number>()
  /** Current names of office-keyed owners in the cache, to spot renames. */
  private readonly ownerNames = new Map<number, string>()
  /** The insert's parameters (jurisdiction, app_no, MARK_COLUMNS, as_of, hash, import_id), reused row after row. */
  private readonly values: Array<string | number | null>
  private readonly findMark: Database.Statement
  private readonly insertMark: Database.Statement
  private readonly updateMark: Database.Statement
  private readonly touchMark: Database.Statement
  private readonly deleteMark: Database.Statement
  private readonly deleteLinks: Database.Statement
  private readonly insertLink: Database.Statement
  private readonly findTombstone: Database.Statement
  /** No tombstone yet (a first load): new marks skip the lookup. Only ever turns true. */
  private tombstones: boolean
  private readonly putTombstone: Database.Statement
  private readonly findOwner: Database.Statement
  private readonly insertOwner: Database.Statement
  private readonly renameOwner: Database.Statement
  private readonly insertOwnerFts: Database.Statement
  private readonly deleteOwnerFts: Database.Statement
  /** A bulk load in progress: FTS rows of new marks and owners are written at its end. */
  readonly bulk: BulkIndex

  constructor(private readonly db: Database.Database) {
    this.bulk = new BulkIndex(db)
    this.findMark = db.prepare("SELECT id, hash, as_of, norm FROM marks WHERE jurisdiction = ? AND app_no = ?")
    const columns = [...MARK_COLUMNS, "as_of", "hash", "import_id"]
    this.insertMark = db.prepare(
      `INSERT INTO marks (jurisdiction, app_no, ${columns.join(", ")}) VALUES (?, ?, ${columns.map(() => "?").join(", ")})`
    )
    this.updateMark = db.prepare(`UPDATE marks SET ${columns.map((c) => `${c} = ?`).join(", ")} WHERE id = ?`)
    this.values = Array.from({ length: columns.length + 2 }, () => null)
    this.touchMark = db.prepare("UPDATE marks SET as_of = ? WHERE id = ? AND as_of < ?")
    this.deleteMark = db.prepare("DELETE FROM marks WHERE id = ?")
    this.deleteLinks = db.prepare("DELETE FROM mark_owners WHERE mark_id = ?")
    this.insertLink = db.prepare("INSERT OR IGNORE INTO mark_owners (mark_id, pos, owner_id) VALUES (?, ?, ?)")
    this.findTombstone = db.prepare("SELECT as_of FROM tombstones WHERE jurisdiction = ? AND app_no = ?").pluck()
    this.tombstones = db.prepare("SELECT 1 FROM tombstones LIMIT 1").pluck().get() !== undefined
    this.putTombstone = db.prepare("INSERT OR REPLACE INTO tombstones (jurisdiction, app_no, as_of) VALUES (?, ?, ?)")
    this.findOwner = db.prepare("SELECT id, name FROM owners WHERE ref = ?")
    this.insertOwner = db.prepare("INSERT INTO owners (ref, name, norm) VALUES (?, ?, ?)")
    this.renameOwner = db.prepare("UPDATE owners SET name = ?, norm = ? WHERE id = ?")
    this.insertOwnerFts = db.prepare("INSERT INTO owners_fts (rowid, norm) VALUES (?, ?)")
    this.deleteOwnerFts = db.prepare("DELETE FROM owners_fts WHERE rowid = ?")
  }

  /** After a rolled-back transaction: cached ids and tables created in it are gone. */
  forgetCaches(): void {
    this.ownerIds.clear()
    this.ownerNames.clear()
    this.perJurisdiction.clear()
    this.bulk.reload()
  }

  private statements(j: Jurisdiction): JurisdictionStatements {
    let s = this.perJurisdiction.get(j)
    if (s === undefined) {
      ensureJurisdictionTables(this.db, j)
      const t = ftsTables(j)
      s = {
        insertName: this.db.prepare(`INSERT INTO ${t.names} (rowid, norm) VALUES (?, ?)`),
        deleteName: this.db.prepare(`DELETE FROM ${t.names} WHERE rowid = ?`),
        insertFuzzy: this.db.prepare(`INSERT INTO ${t.fuzzy} (rowid, tokens) VALUES (?, ?)`),
        deleteFuzzy: this.db.prepare(`DELETE FROM ${t.fuzzy} WHERE rowid = ?`)
      }
      this.perJurisdiction.set(j, s)
    }
    return s
  }

  upsert(record: RegisterRecord, asOf: string, importId: number): UpsertOutcome {
    return this.upsertRow(markRow(record), asOf, importId)
  }

  /** A prepared row (PreparedEvents.markRow: on the parser thread when one runs). */
  upsertRow(row: MarkRow, asOf: string, importId: number): UpsertOutcome {
    const { jurisdiction, applicationNumber, hash } = row
    const existing = this.findMark.get(jurisdiction, applicationNumber) as ExistingMark | undefined
    if (existing !== undefined) {
      if (existing.as_of > asOf) return "stale"
      if (existing.hash === hash) {
        this.touchMark.run(asOf, existing.id, asOf)
        return "unchanged"
      }
    } else if (this.tombstones) {
      const deletedOn = this.findTombstone.get(jurisdiction, applicationNumber) as string | undefined
      if (deletedOn !== undefined && deletedOn > asOf) return "stale"
    }
    const norm = rowNorm(row)
    const values = this.values
    const columns = row.columns
    for (let i = 0; i < columns.length; i++) values[i + 2] = columns[i]!
    values[columns.length + 2] = asOf
    values[columns.length + 3] = hash
    values[columns.length + 4] = importId
    const s = this.statements(jurisdiction)
    let id: number
    if (existing === undefined) {
      values[0] = jurisdiction
      values[1] = applicationNumber
      id = Number(this.insertMark.run(values).lastInsertRowid)
      if (this.bulk.deferringMarks(jurisdiction)) {
        if (norm !== "") this.bulk.stage(id, norm, row.fuzzy)
      } else if (norm !== "") {
        s.insertName.run(id, norm)
        s.insertFuzzy.run(id, row.fuzzy)
      }
    } else {
      id = existing.id
      this.updateMark.run(values.slice(2).concat(id))
      if (existing.norm !== norm && this.bulk.deferredMark(jurisdiction, id)) {
        // Not in FTS yet: the names row comes from marks.norm at the end, the tokens from here.
        if (norm !== "") this.bulk.stage(id, norm, row.fuzzy)
      } else if (existing.norm !== norm) {
        if (existing.norm !== "") {
          s.deleteName.run(id)
          s.deleteFuzzy.run(id)
        }
        if (norm !== "") {
          s.insertName.run(id, norm)
          s.insertFuzzy.run(id, row.fuzzy)
        }
      }
      this.deleteLinks.run(id)
    }
    const owners = row.owners
    for (let pos = 0; pos < owners.length; pos++) {
      const ownerId = this.ownerId(jurisdiction, owners[pos]!)
      if (ownerId !== undefined) this.insertLink.run(id, pos, ownerId)
    }
    return existing === undefined ? "added" : "updated"
  }

  delete(jurisdiction: Jurisdiction, applicationNumber: string, asOf: string): DeleteOutcome {
    const existing = this.findMark.get(jurisdiction, applicationNumber) as ExistingMark | undefined
    if (existing === undefined) return "missing"
    if (existing.as_of > asOf) return "stale"
    this.putTombstone.run(jurisdiction, applicationNumber, asOf)
    this.tombstones = true
    const s = this.statements(jurisdiction)
    // A deferred mark is in no FTS table yet; its staged tokens no longer match a mark.
    if (existing.norm !== "" && !this.bulk.deferredMark(jurisdiction, existing.id)) {
      s.deleteName.run(existing.id)
      s.deleteFuzzy.run(existing.id)
    }
    this.deleteLinks.run(existing.id)
    this.deleteMark.run(existing.id)
    return "deleted"
  }

  /** A party published on its own (EUIPO applicants): name the owner rows that carry its key. */
  party(jurisdiction: Jurisdiction, key: string, name: string): void {
    this.ownerId(jurisdiction, { key, name })
  }

  private ownerId(jurisdiction: Jurisdiction, party: RegisterParty): number | undefined {
    const name = party.name?.trim()
    const keyed = party.key !== undefined && party.key !== ""
    // Name-keyed owners never change name: the raw name is a cache key, no normalising needed.
    const cacheKey = keyed ? `K:${jurisdiction}:${party.key}` : name !== undefined && name !== "" ? `R:${name}` : undefined
    if (cacheKey === undefined) return undefined
    const cached = this.ownerIds.get(cacheKey)
    if (cached !== undefined && (!keyed || name === undefined || this.ownerNames.get(cached) === name)) return cached
    const norm = name !== undefined && name !== "" ? ownerKey(name) : undefined
    const ref = keyed ? cacheKey : norm !== undefined && norm !== "" ? `N:${norm}` : undefined
    if (ref === undefined) return undefined
    const row = this.findOwner.get(ref) as { id: number; name: string | null } | undefined
    let id: number
    if (row === undefined) {
      id = Number(this.insertOwner.run(ref, name ?? null, norm ?? null).lastInsertRowid)
      if (norm !== undefined && norm !== "" && !this.bulk.deferringOwners) this.insertOwnerFts.run(id, norm)
    } else {
      id = row.id
      if (name !== undefined && norm !== undefined && row.name !== name) {
        const deferred = this.bulk.deferredOwner(id)
        if (row.name !== null && !deferred) this.deleteOwnerFts.run(id)
        this.renameOwner.run(name, norm, id)
        if (norm !== "" && !deferred) this.insertOwnerFts.run(id, norm)
      }
    }
    if (this.ownerIds.size >= OWNER_CACHE_SIZE) {
      this.ownerIds.clear()
      this.ownerNames.clear()
    }
    this.ownerIds.set(cacheKey, id)
    if (keyed && name !== undefined) this.ownerNames.set(id, name)
    return id
  }
}
