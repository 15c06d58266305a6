/**
 * Import events with the CPU-heavy per-record work done: the record's JSON and content hash and
 * its index keys. Preparing happens next to the parser — in a worker thread when one can run
 * (ParseWorker.ts), so parsing and key building use the second core while the main thread
 * writes to SQLite — or inline otherwise. Both paths produce exactly the same events.
 */
import { hash } from "node:crypto"
import { type NameKeys, nameKeys } from "./MarkKeys.js"
import type { ImportEvent, RegisterRecord } from "./RegisterRecord.js"

export interface PreparedUpsert {
  readonly kind: "upsert"
  readonly record: RegisterRecord
  readonly hash: string
  readonly keys: NameKeys
}

export type PreparedEvent = Exclude<ImportEvent, { kind: "upsert" }> | PreparedUpsert

/** What crosses the thread boundary for an upsert: strings only (cheap to copy). */
export interface WireUpsert {
  readonly kind: "upsert"
  readonly json: string
  readonly hash: string
  readonly norm: string
  readonly fuzzy: string
}

export type WireEvent = Exclude<ImportEvent, { kind: "upsert" }> | WireUpsert

/** One-shot hash (no Hash object per record): the same digest as createHash("sha1").update(json).digest("base64url"). */
export const hashJson = (json: string): string => hash("sha1", json, "base64url")

export const toWire = (e: ImportEvent): WireEvent => {
  if (e.kind !== "upsert") return e
  const json = JSON.stringify(e.record)
  const keys = nameKeys(e.record.name)
  return { kind: "upsert", json, hash: hashJson(json), norm: keys.norm, fuzzy: keys.fuzzy }
}

export const fromWire = (e: WireEvent): PreparedEvent =>
  e.kind !== "upsert"
    ? e
    : { kind: "upsert", record: JSON.parse(e.json) as RegisterRecord, hash: e.hash, keys: { norm: e.norm, fuzzy: e.fuzzy } }

export const prepare = (e: ImportEvent): PreparedEvent => {
  if (e.kind !== "upsert") return e
  return { kind: "upsert", record: e.record, hash: hashJson(JSON.stringify(e.record)), keys: nameKeys(e.record.name) }
}
