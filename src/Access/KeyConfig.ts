import { Either } from "effect"
import { readFileSync } from "node:fs"
import { ConfigInvalid } from "../Config/ConfigReader.js"
import { hashApiKey, keyIdOf, type KeyRecord, KeyTable } from "./ApiKeys.js"
import { KEY_TIERS, type KeyTier, limitsFor, type QuotaOverrides, UNLIMITED } from "./Tiers.js"

/**
 * A bad key setting, as one line that names where (variable, record index,
 * field) and what is wrong. Never carries a key in clear.
 */
export class KeyConfigInvalid extends ConfigInvalid {
  override get message(): string {
    return `Invalid configuration: ${this.variable}: ${this.value}; expected ${this.allowed}.`
  }
}

const invalid = (where: string, problem: string, expected: string) =>
  new KeyConfigInvalid({ variable: where, value: problem, allowed: expected })

const FIELDS = ["keyHash", "label", "tier", "enabled", "createdAt", "quotas"] as const
const QUOTA_FIELDS = ["daily", "monthly"] as const
const MAX_QUOTA = 1_000_000_000
const SHORT_KEY = 16

const describe = (v: unknown): string =>
  v === undefined
    ? "missing"
    : v === null
    ? "null"
    : Array.isArray(v)
    ? "an array"
    : typeof v === "string"
    ? JSON.stringify(v)
    : `${typeof v} ${JSON.stringify(v)}`

/** Keys from `API_KEYS` (already split and trimmed), hashed at once; duplicates collapse. */
export const recordsFromApiKeys = (
  entries: ReadonlyArray<string>,
  tier: KeyTier
): Either.Either<{ readonly records: ReadonlyArray<KeyRecord>; readonly warnings: ReadonlyArray<string> }, ConfigInvalid> => {
  const records: Array<KeyRecord> = []
  const warnings: Array<string> = []
  const seen = new Set<string>()
  for (let i = 0; i < entries.length; i++) {
    const key = entries[i]!
    // The key is never echoed: only its position is named.
    if (/[\s\u0000-\u001f\u007f]/.test(key)) {
      return Either.left(
        invalid(`API_KEYS entry ${i + 1}`, "contains whitespace or a control character", "keys separated by commas, each without spaces")
      )
    }
    const keyHash = hashApiKey(key)
    if (seen.has(keyHash)) continue
    seen.add(keyHash)
    if (key.length < SHORT_KEY) {
      warnings.push(
        `API_KEYS entry ${i + 1} is shorter than ${SHORT_KEY} characters: easy to guess (make one with \`ipdata-mcp hash-key --generate\`)`
      )
    }
    records.push({
      keyHash,
      keyId: keyIdOf(keyHash),
      label: `API_KEYS#${i + 1}`,
      tier,
      enabled: true,
      createdAt: undefined,
      limits: limitsFor(tier),
      source: "API_KEYS"
    })
  }
  return Either.right({ records, warnings })
}

export const adminRecord = (plaintext: string): KeyRecord => {
  const keyHash = hashApiKey(plaintext)
  return {
    keyHash,
    keyId: keyIdOf(keyHash),
    label: "admin",
    tier: "admin",
    enabled: true,
    createdAt: undefined,
    limits: UNLIMITED,
    source: "ADMIN_API_KEY"
  }
}

const parseQuotas = (where: string, v: unknown): Either.Either<QuotaOverrides, ConfigInvalid> => {
  if (v === null || typeof v !== "object" || Array.isArray(v)) {
    return Either.left(invalid(where, `${describe(v)} is not an object`, `{"daily": <number>, "monthly": <number>} (0 = unlimited)`))
  }
  const out: { daily?: number; monthly?: number } = {}
  for (const [k, value] of Object.entries(v)) {
    if (!(QUOTA_FIELDS as ReadonlyArray<string>).includes(k)) {
      return Either.left(invalid(`${where}.${k}`, "unknown field", `only ${QUOTA_FIELDS.join(" and ")} in quotas`))
    }
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > MAX_QUOTA) {
      return Either.left(
        invalid(`${where}.${k}`, `${describe(value)} is not allowed`, `a whole number from 0 to ${MAX_QUOTA} (0 = unlimited)`)
      )
    }
    out[k as "daily" | "monthly"] = value
  }
  return Either.right(out)
}

const parseRecord = (index: number, raw: unknown): Either.Either<KeyRecord, ConfigInvalid> => {
  const at = (field: string) => `API_KEYS_CONFIG record ${index}, field "${field}"`
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    return Either.left(
      invalid(
        `API_KEYS_CONFIG record ${index}`,
        `${describe(raw)} is not an object`,
        `{"keyHash", "label", "tier", "enabled", "createdAt", "quotas"?}`
      )
    )
  }
  const r = raw as Record<string, unknown>
  for (const k of Object.keys(r)) {
    if (!(FIELDS as ReadonlyArray<string>).includes(k)) return Either.left(invalid(at(k), "unknown field", `only ${FIELDS.join(", ")}`))
  }
  const keyHash = r["keyHash"]
  if (typeof keyHash !== "string" || !/^[0-9a-f]{64}$/.test(keyHash)) {
    // Not echoed: someone may have pasted a key in clear here.
    const got = typeof keyHash === "string"
      ? `${keyHash.length} characters${/[A-F]/.test(keyHash) ? " with upper-case letters" : ""}`
      : describe(keyHash)
    return Either.left(
      invalid(at("keyHash"), `not a SHA-256 hex digest (got ${got})`, "64 lower-case hex characters, as printed by `ipdata-mcp hash-key`")
    )
  }
  const label = r["label"]
  if (typeof label !== "string" || label.trim() === "" || label.length > 200 || /[\u0000-\u001f\u007f]/.test(label)) {
    return Either.left(
      invalid(at("label"), `${describe(label)} is not allowed`, "a non-empty name of at most 200 characters, no control characters")
    )
  }
  const tier = r["tier"]
  if (typeof tier !== "string" || !(KEY_TIERS as ReadonlyArray<string>).includes(tier)) {
    return Either.left(invalid(at("tier"), `${describe(tier)} is not a tier`, `one of ${KEY_TIERS.join(", ")}`))
  }
  const enabled = r["enabled"]
  if (typeof enabled !== "boolean") return Either.left(invalid(at("enabled"), `${describe(enabled)} is not allowed`, "true or false"))
  const createdAt = r["createdAt"]
  if (typeof createdAt !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(createdAt) || Number.isNaN(Date.parse(createdAt))) {
    return Either.left(
      invalid(at("createdAt"), `${describe(createdAt)} is not allowed`, "an ISO 8601 date, e.g. \"2025-01-31\" or \"2025-01-31T09:00:00Z\"")
    )
  }
  let overrides: QuotaOverrides = {}
  if (r["quotas"] !== undefined) {
    const q = parseQuotas(at("quotas"), r["quotas"])
    if (Either.isLeft(q)) return Either.left(q.left)
    overrides = q.right
  }
  return Either.right({
    keyHash,
    keyId: keyIdOf(keyHash),
    label: label.trim(),
    tier: tier as KeyTier,
    enabled,
    createdAt,
    limits: limitsFor(tier as KeyTier, overrides),
    source: "API_KEYS_CONFIG"
  })
}

/** The text of an API_KEYS_CONFIG file: a JSON array of key records. */
export const parseKeyConfig = (text: string): Either.Either<ReadonlyArray<KeyRecord>, ConfigInvalid> => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    // The parser's own message quotes the file, which may hold a key: give only the place.
    const position = /position (\d+)/.exec(e instanceof Error ? e.message : "")
    let where = ""
    if (position !== null) {
      const before = text.slice(0, Number(position[1]))
      const line = before.split("\n").length
      where = ` at line ${line}, column ${before.length - before.lastIndexOf("\n")}`
    }
    return Either.left(invalid("API_KEYS_CONFIG", `the file is not valid JSON${where}`, "a JSON array of key records"))
  }
  if (!Array.isArray(json)) {
    return Either.left(
      invalid("API_KEYS_CONFIG", `the file holds ${describe(json).split(" ")[0]}, not an array`, "a JSON array of key records")
    )
  }
  const records: Array<KeyRecord> = []
  const firstIndex = new Map<string, number>()
  for (let i = 0; i < json.length; i++) {
    const rec = parseRecord(i, json[i])
    if (Either.isLeft(rec)) return Either.left(rec.left)
    const earlier = firstIndex.get(rec.right.keyHash)
    if (earlier !== undefined) {
      return Either.left(invalid(`API_KEYS_CONFIG record ${i}, field "keyHash"`, `the same key as record ${earlier}`, "each key hash once"))
    }
    firstIndex.set(rec.right.keyHash, i)
    records.push(rec.right)
  }
  return Either.right(records)
}

export const readKeyConfigFile = (path: string): Either.Either<ReadonlyArray<KeyRecord>, ConfigInvalid> => {
  let text: string
  try {
    text = readFileSync(path, "utf8")
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? "unreadable"
    return Either.left(invalid("API_KEYS_CONFIG", `cannot read ${JSON.stringify(path)} (${code})`, "the path of a readable JSON file"))
  }
  return parseKeyConfig(text)
}

const origin = (r: KeyRecord, all: ReadonlyArray<KeyRecord>): string => {
  if (r.source === "ADMIN_API_KEY") return "ADMIN_API_KEY"
  if (r.source === "API_KEYS") return `API_KEYS entry ${r.label.slice("API_KEYS#".length)}`
  return `API_KEYS_CONFIG record ${all.filter((x) => x.source === "API_KEYS_CONFIG").indexOf(r)}`
}

/** All keys in force; a key listed twice (or two keys with the same keyId) is an error. */
export const buildKeyTable = (
  fixed: ReadonlyArray<KeyRecord>,
  fromFile: ReadonlyArray<KeyRecord>
): Either.Either<KeyTable, ConfigInvalid> => {
  const all = [...fixed, ...fromFile]
  const byHash = new Map<string, KeyRecord>()
  const byId = new Map<string, KeyRecord>()
  for (const r of all) {
    const same = byHash.get(r.keyHash)
    if (same !== undefined) {
      return Either.left(invalid(origin(r, all), `the same key as ${origin(same, all)}`, "each key in one place only"))
    }
    const clash = byId.get(r.keyId)
    if (clash !== undefined) {
      return Either.left(
        invalid(
          origin(r, all),
          `its keyId ${r.keyId} (hash prefix) is also that of ${origin(clash, all)}`,
          "a different key for one of them"
        )
      )
    }
    byHash.set(r.keyHash, r)
    byId.set(r.keyId, r)
  }
  return Either.right(new KeyTable(all))
}
