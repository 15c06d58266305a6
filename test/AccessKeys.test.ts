import { describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Either, Exit, Layer } from "effect"
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { hashApiKey, keyIdOf, KeyTable, parseBearer } from "../src/Access/ApiKeys.js"
import { adminRecord, buildKeyTable, parseKeyConfig, readKeyConfigFile, recordsFromApiKeys } from "../src/Access/KeyConfig.js"
import { KeyRing } from "../src/Access/KeyRing.js"
import { limitsFor, TIER_LIMITS } from "../src/Access/Tiers.js"
import { ConfigInvalid } from "../src/Config/ConfigReader.js"
import { captureLogs, configLayer, configProvider, edgeLayer, keyRecordJson, tempDir, writeKeyFile } from "./AccessFixtures.js"

const record = (over: Record<string, unknown> = {}) => ({ ...keyRecordJson({ key: "k-".repeat(10), label: "acme", tier: "pro" }), ...over })
const errorOf = (text: string) => {
  const r = parseKeyConfig(text)
  if (Either.isRight(r)) throw new Error("expected an error")
  return r.left.message
}

const ringLayer = (env: Record<string, string>) =>
  KeyRing.Default.pipe(Layer.provide(configLayer(env)), Layer.provide(Layer.setConfigProvider(configProvider(env))))

describe("API_KEYS", () => {
  it.effect("splits on commas, trims spaces, ignores empty entries, all on API_KEYS_TIER", () =>
    Effect.gen(function*() {
      const ring = yield* KeyRing
      const table = ring.table()
      expect(ring.enabled).toBe(true)
      expect(table.size).toBe(2)
      expect(table.find("alpha-key-000000001")?.tier).toBe("free")
      expect(table.find("beta-key-0000000002")?.limits).toEqual(TIER_LIMITS.free)
      expect(table.find(" alpha-key-000000001")).toBeUndefined()
      // Only hashes are kept.
      expect(JSON.stringify(table.records)).not.toContain("alpha-key")
    }).pipe(Effect.provide(ringLayer({ API_KEYS: " alpha-key-000000001 , ,beta-key-0000000002,, ", API_KEYS_TIER: "free" }))))

  it.effect("defaults to the pro tier", () =>
    Effect.gen(function*() {
      const ring = yield* KeyRing
      expect(ring.table().find("alpha-key-000000001")?.tier).toBe("pro")
    }).pipe(Effect.provide(ringLayer({ API_KEYS: "alpha-key-000000001" }))))

  it("refuses a key with inner whitespace without echoing it", () => {
    const r = recordsFromApiKeys(["good-key-0000000001", "bad key-secret"], "pro")
    expect(Either.isLeft(r)).toBe(true)
    const message = Either.isLeft(r) ? r.left.message : ""
    expect(message).toContain("API_KEYS entry 2")
    expect(message).not.toContain("secret")
  })

  it("warns about short keys and collapses duplicates", () => {
    const r = Either.getOrThrow(recordsFromApiKeys(["short", "short", "long-enough-key-123"], "pro"))
    expect(r.records).toHaveLength(2)
    expect(r.warnings).toHaveLength(1)
    expect(r.warnings[0]).toContain("entry 1")
  })

  it.effect("no key settings at all: auth is off", () =>
    Effect.gen(function*() {
      expect((yield* KeyRing).enabled).toBe(false)
    }).pipe(Effect.provide(ringLayer({}))))
})

describe("API_KEYS_CONFIG validation", () => {
  it("accepts a good file, with quota overrides (0 = unlimited)", () => {
    const rs = Either.getOrThrow(
      parseKeyConfig(JSON.stringify([record(), record({ keyHash: hashApiKey("other-key-00000001"), quotas: { daily: 0, monthly: 50 } })]))
    )
    expect(rs).toHaveLength(2)
    expect(rs[0]!.limits).toEqual(TIER_LIMITS.pro)
    expect(rs[1]!.limits).toEqual({ ...TIER_LIMITS.pro, daily: 0, monthly: 50 })
    expect(rs[0]!.keyId).toBe(keyIdOf(rs[0]!.keyHash))
    expect(rs[0]!.keyId).toHaveLength(12)
  })

  it.each([
    ["tier", { tier: "gold" }, "record 1, field \"tier\"", "one of free, pro, enterprise"],
    ["label", { label: "" }, "record 1, field \"label\"", "non-empty"],
    ["enabled", { enabled: "yes" }, "record 1, field \"enabled\"", "true or false"],
    ["createdAt", { createdAt: "yesterday" }, "record 1, field \"createdAt\"", "ISO 8601"],
    ["keyHash", { keyHash: "abc" }, "record 1, field \"keyHash\"", "64 lower-case hex"],
    ["quotas", { quotas: { daily: -1 } }, "record 1, field \"quotas\".daily", "0 = unlimited"],
    ["quotas field", { quotas: { hourly: 5 } }, "record 1, field \"quotas\".hourly", "only daily and monthly"],
    ["unknown field", { quota: { daily: 5 } }, "record 1, field \"quota\"", "only keyHash"]
  ])("names the record index and field: %s", (_name, over, where, expected) => {
    const text = JSON.stringify([record(), record({ keyHash: hashApiKey("second-key-000001"), ...over })])
    const message = errorOf(text)
    expect(message).toContain("API_KEYS_CONFIG")
    expect(message).toContain(where)
    expect(message).toContain(expected)
    expect(message.split("\n")).toHaveLength(1)
  })

  it("names a missing field", () => {
    const { tier: _omit, ...noTier } = record()
    expect(errorOf(JSON.stringify([noTier]))).toContain("record 0, field \"tier\": missing")
  })

  it("never echoes what was put in keyHash (it may be a key in clear)", () => {
    const message = errorOf(JSON.stringify([record({ keyHash: "my-plaintext-secret-key" })]))
    expect(message).not.toContain("plaintext-secret")
    expect(message).toContain("23 characters")
  })

  it("refuses upper-case hashes", () => {
    expect(errorOf(JSON.stringify([record({ keyHash: hashApiKey("x").toUpperCase() })]))).toContain("upper-case")
  })

  it("refuses duplicate hashes, naming both records", () => {
    const message = errorOf(JSON.stringify([record(), record({ label: "b" }), record({ label: "c" })]))
    expect(message).toContain("record 1, field \"keyHash\"")
    expect(message).toContain("the same key as record 0")
  })

  it("refuses a file that is not JSON or not an array", () => {
    expect(errorOf("{nope")).toContain("not valid JSON")
    // The file's text is never quoted back: it may be a key.
    expect(errorOf("plaintext-secret-key")).not.toContain("secret")
    expect(errorOf("[\n {\"a\": 1,}\n]")).toContain("at line 2, column")
    expect(errorOf("{\"keys\": []}")).toContain("not an array")
    expect(errorOf("[1]")).toContain("record 0")
  })

  it("names an unreadable file", () => {
    const r = readKeyConfigFile(join(tempDir(), "missing.json"))
    expect(Either.isLeft(r) && r.left.message).toContain("ENOENT")
  })

  it("refuses a key listed both in API_KEYS and in the file, and an admin key that is also a tenant key", () => {
    const env = Either.getOrThrow(recordsFromApiKeys(["shared-key-0000001"], "pro")).records
    const file = Either.getOrThrow(parseKeyConfig(JSON.stringify([record({ keyHash: hashApiKey("shared-key-0000001") })])))
    const a = buildKeyTable(env, file)
    expect(Either.isLeft(a) && a.left.message).toContain("API_KEYS_CONFIG record 0: the same key as API_KEYS entry 1")
    const b = buildKeyTable([...env, adminRecord("shared-key-0000001")], [])
    expect(Either.isLeft(b) && b.left.message).toContain("ADMIN_API_KEY: the same key as API_KEYS entry 1")
  })

  it.effect("a bad file stops the edge from starting, with one line naming index and field", () =>
    Effect.gen(function*() {
      const dir = tempDir()
      const path = join(dir, "keys.json")
      writeFileSync(path, JSON.stringify([record(), record({ keyHash: hashApiKey("k2-000000000000"), tier: "platinum" })]))
      const exit = yield* Effect.exit(Layer.build(edgeLayer({ API_KEYS_CONFIG: path })).pipe(Effect.scoped))
      expect(Exit.isFailure(exit)).toBe(true)
      const error = Exit.isFailure(exit) ? Cause.failureOption(exit.cause) : undefined
      const e = error?._tag === "Some" ? error.value : undefined
      expect(e).toBeInstanceOf(ConfigInvalid)
      expect((e as ConfigInvalid).message).toBe(
        "Invalid configuration: API_KEYS_CONFIG record 1, field \"tier\": \"platinum\" is not a tier; expected one of free, pro, enterprise."
      )
    }))
})

describe("key lookup", () => {
  const table = Either.getOrThrow(
    buildKeyTable(
      [adminRecord("admin-key-00000000001")],
      Either.getOrThrow(parseKeyConfig(JSON.stringify([record({ keyHash: hashApiKey("tenant-key-0000001") })])))
    )
  )

  it("finds keys by hash, not by prefix or case", () => {
    expect(table.find("tenant-key-0000001")?.label).toBe("acme")
    expect(table.find("admin-key-00000000001")?.tier).toBe("admin")
    expect(table.find("tenant-key-000000")).toBeUndefined()
    expect(table.find("TENANT-KEY-0000001")).toBeUndefined()
    expect(table.find("")).toBeUndefined()
    expect(table.byKeyId(idOfKey("tenant-key-0000001"))?.label).toBe("acme")
  })

  it("an empty table knows nothing", () => {
    expect(new KeyTable([]).find("anything")).toBeUndefined()
  })
})

const idOfKey = (k: string) => keyIdOf(hashApiKey(k))

describe("Authorization header", () => {
  it.each([
    [undefined, "Missing"],
    ["", "Missing"],
    ["Bearer abc", "Token"],
    ["bearer abc", "Token"],
    ["BEARER   abc  ", "Token"],
    ["Basic abc", "Malformed"],
    ["Bearer", "Malformed"],
    ["Bearer a b", "Malformed"],
    ["Bearerabc", "Malformed"]
  ])("%s -> %s", (header, tag) => {
    const r = parseBearer(header)
    expect(r._tag).toBe(tag)
    if (r._tag === "Token") expect(r.token).toBe("abc")
  })
})

describe("tiers", () => {
  it("has the reference table, and enterprise is unlimited", () => {
    expect(TIER_LIMITS.free).toEqual({ daily: 100, monthly: 1000, concurrent: 2, sustainedPerHour: 100, burstPerSecond: 5 })
    expect(TIER_LIMITS.pro).toEqual({ daily: 1000, monthly: 10000, concurrent: 10, sustainedPerHour: 600, burstPerSecond: 20 })
    expect(TIER_LIMITS.enterprise).toEqual({ daily: 0, monthly: 0, concurrent: 0, sustainedPerHour: 0, burstPerSecond: 0 })
  })

  it("custom quotas override only what they name", () => {
    expect(limitsFor("free", { daily: 7 })).toEqual({ ...TIER_LIMITS.free, daily: 7 })
    expect(limitsFor("enterprise", { monthly: 5 })).toEqual({ ...TIER_LIMITS.enterprise, monthly: 5 })
    expect(limitsFor("pro", { daily: 0, monthly: 0 })).toEqual({ ...TIER_LIMITS.pro, daily: 0, monthly: 0 })
  })
})

describe("SIGHUP reload", () => {
  it.effect("a good file replaces the keys; a bad one keeps the old keys and says why", () => {
    const dir = tempDir()
    const path = writeKeyFile([{ key: "first-key-00000001", label: "first", tier: "free" }], dir)
    const logs = captureLogs()
    return Effect.gen(function*() {
      const ring = yield* KeyRing
      expect(ring.table().find("first-key-00000001")?.label).toBe("first")

      writeKeyFile([{ key: "second-key-0000001", label: "second", tier: "pro" }], dir)
      process.emit("SIGHUP", "SIGHUP")
      expect(ring.table().find("first-key-00000001")).toBeUndefined()
      expect(ring.table().find("second-key-0000001")?.tier).toBe("pro")

      writeFileSync(path, JSON.stringify([{ ...keyRecordJson({ key: "third-key-00000001", label: "third", tier: "pro" }), enabled: "no" }]))
      process.emit("SIGHUP", "SIGHUP")
      expect(ring.table().find("second-key-0000001")?.label).toBe("second")
      expect(ring.table().find("third-key-00000001")).toBeUndefined()
      const warning = logs.lines.find((l) => l.message.includes("reload failed"))
      expect(warning?.annotations["reason"]).toContain("record 0, field \"enabled\"")

      const outcome = yield* ring.reload
      expect(outcome._tag).toBe("Kept")
    }).pipe(Effect.provide(ringLayer({ API_KEYS_CONFIG: path })), Effect.provide(logs.layer))
  })

  it.effect("stops listening once the layer is closed", () =>
    Effect.gen(function*() {
      const before = process.listenerCount("SIGHUP")
      yield* Effect.scoped(
        Layer.build(ringLayer({ API_KEYS: "some-key-000000001" })).pipe(
          Effect.tap(() => expect(process.listenerCount("SIGHUP")).toBe(before + 1))
        )
      )
      expect(process.listenerCount("SIGHUP")).toBe(before)
    }))
})
