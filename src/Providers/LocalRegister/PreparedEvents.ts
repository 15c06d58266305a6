/**
 * Import events with the CPU-heavy per-record work done: the record's marks row (every column,
 * the detail JSON, the content hash) and its index keys. Preparing happens next to the parser —
 * in a worker thread when one can run (ParseWorker.ts), so parsing and key building use the
 * second core while the main thread only writes to SQLite — or inline otherwise. Both paths
 * produce exactly the same events, and what crosses the thread boundary is the row itself:
 * strings and numbers, nothing the writer has to parse again.
 */
import { hash } from "node:crypto"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import { classMask, nameKeys, numberKey } from "./MarkKeys.js"
import type { ImportEvent, RegisterParty, RegisterRecord } from "./RegisterRecord.js"

/** The marks columns after (jurisdiction, app_no), in this order (RegisterWriter's statements). */
export const MARK_COLUMNS = [
  "app_key",
  "reg_no",
  "reg_key",
  "name",
  "norm",
  "status",
  "status_desc",
  "filing_date",
  "reg_date",
  "status_date",
  "classes",
  "feature",
  "detail"
] as const
const NORM = MARK_COLUMNS.indexOf("norm")

/** A record as the writer stores it. */
export interface MarkRow {
  readonly jurisdiction: Jurisdiction
  readonly applicationNumber: string
  /** Values of MARK_COLUMNS. */
  readonly columns: ReadonlyArray<string | number | null>
  /** Content hash of the whole record (unchanged data writes nothing). */
  readonly hash: string
  /** Fuzzy candidate tokens (MarkKeys.recordTokens). */
  readonly fuzzy: string
  readonly owners: ReadonlyArray<RegisterParty>
}

export interface PreparedUpsert {
  readonly kind: "upsert"
  readonly row: MarkRow
}

export type PreparedEvent = Exclude<ImportEvent, { kind: "upsert" }> | PreparedUpsert

/** One-shot hash (no Hash object per record): the same digest as createHash("sha1").update(json).digest("base64url"). */
export const hashJson = (json: string): string => hash("sha1", json, "base64url")

/** The normalised name of a row. */
export const rowNorm = (row: MarkRow): string => row.columns[NORM] as string

export const markRow = (record: RegisterRecord): MarkRow => {
  const keys = nameKeys(record.name)
  const reg = record.registrationNumber
  return {
    jurisdiction: record.jurisdiction,
    applicationNumber: record.applicationNumber,
    columns: [
      numberKey(record.applicationNumber) ?? null,
      reg ?? null,
      reg !== undefined ? (numberKey(reg) ?? null) : null,
      record.name,
      keys.norm,
      record.status,
      record.statusDescription ?? null,
      record.filingDate ?? null,
      record.registrationDate ?? null,
      record.statusDate ?? null,
      classMask(record.niceClasses),
      record.markFeature ?? null,
      Object.keys(record.detail).length > 0 ? JSON.stringify(record.detail) : null
    ],
    hash: hashJson(JSON.stringify(record)),
    fuzzy: keys.fuzzy,
    owners: record.owners
  }
}

export const prepare = (e: ImportEvent): PreparedEvent => (e.kind === "upsert" ? { kind: "upsert", row: markRow(e.record) } : e)
