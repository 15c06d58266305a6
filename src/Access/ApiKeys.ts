import { createHash, timingSafeEqual } from "node:crypto"
import type { Limits } from "./Tiers.js"

/** SHA-256 of a key, 64 lowercase hex: the only form a key is ever kept in. */
export const hashApiKey = (plaintext: string): string => createHash("sha256").update(plaintext, "utf8").digest("hex")

/** How logs, metrics and /usage name a key: the first 12 hex of its hash. */
export const KEY_ID_LENGTH = 12
export const keyIdOf = (keyHash: string): string => keyHash.slice(0, KEY_ID_LENGTH)

export type KeySource = "API_KEYS" | "API_KEYS_CONFIG" | "ADMIN_API_KEY"

/** One accepted key (by hash) and what it may do. */
export interface KeyRecord {
  readonly keyHash: string
  readonly keyId: string
  readonly label: string
  readonly tier: "free" | "pro" | "enterprise" | "admin"
  readonly enabled: boolean
  readonly createdAt: string | undefined
  readonly limits: Limits
  readonly source: KeySource
}

/**
 * The keys in force. Lookup hashes the presented key and compares it with
 * every known hash in constant time, without stopping at a match.
 */
export class KeyTable {
  private readonly entries: ReadonlyArray<{ readonly digest: Buffer; readonly record: KeyRecord }>
  private readonly byId: ReadonlyMap<string, KeyRecord>

  constructor(readonly records: ReadonlyArray<KeyRecord>) {
    this.entries = records.map((record) => ({ digest: Buffer.from(record.keyHash, "hex"), record }))
    this.byId = new Map(records.map((r) => [r.keyId, r]))
  }

  find(presented: string): KeyRecord | undefined {
    const digest = createHash("sha256").update(presented, "utf8").digest()
    let found: KeyRecord | undefined
    for (const e of this.entries) {
      const same = timingSafeEqual(digest, e.digest)
      found = same ? e.record : found
    }
    return found
  }

  byKeyId(keyId: string): KeyRecord | undefined {
    return this.byId.get(keyId)
  }

  get size(): number {
    return this.records.length
  }
}

export type BearerToken =
  | { readonly _tag: "Missing" }
  | { readonly _tag: "Malformed" }
  | { readonly _tag: "Token"; readonly token: string }

/** `Authorization: Bearer <key>`; the scheme word is case-insensitive (RFC 7235). */
export const parseBearer = (header: string | undefined): BearerToken => {
  if (header === undefined || header.trim() === "") return { _tag: "Missing" }
  const m = /^\s*bearer +([^\s]+)\s*$/i.exec(header)
  return m === null ? { _tag: "Malformed" } : { _tag: "Token", token: m[1]! }
}
