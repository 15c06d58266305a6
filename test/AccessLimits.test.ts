import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, TestClock } from "effect"
import { AccessControl } from "../src/Access/AccessControl.js"
import { Admission } from "../src/Access/Admission.js"
import { KeyRing } from "../src/Access/KeyRing.js"
import { QuotaStore } from "../src/Access/QuotaStore.js"
import type { ConfigInvalid } from "../src/Config/ConfigReader.js"
import type { HttpRejection, Principal } from "../src/Layers/AccessGate.js"
import { Metrics } from "../src/Observability/Metrics.js"
import { captureLogs, configLayer, configProvider, edgeLayer, idOf, tempDir, writeKeyFile } from "./AccessFixtures.js"
import { freshDatabase } from "./support/Postgres.js"

const t = (iso: string) => Date.parse(iso)

/** The edge over a fresh PostgreSQL database (what DATABASE_URL gives each instance). */
const pgEdgeLayer = (settings: Record<string, string>) =>
  Layer.unwrapEffect(Effect.map(freshDatabase, (url) => edgeLayer({ ...settings, DATABASE_URL: url })))
const unix = (iso: string) => String(t(iso) / 1000)

const KEYS = {
  free: "free-key-000000001",
  daily3: "daily-key-00000001",
  monthly5: "month-key-00000001",
  sustained: "sustain-key-000001",
  pro: "pro-key-0000000001",
  ent30: "ent-key-0000000001",
  ent: "ent-free-000000001",
  disabled: "off-key-0000000001",
  admin: "admin-key-0000000001"
}

const keyFile = () =>
  writeKeyFile([
    { key: KEYS.free, label: "free", tier: "free" },
    { key: KEYS.daily3, label: "daily3", tier: "free", quotas: { daily: 3, monthly: 0 } },
    { key: KEYS.monthly5, label: "monthly5", tier: "free", quotas: { daily: 0, monthly: 5 } },
    { key: KEYS.sustained, label: "sustained", tier: "free", quotas: { daily: 0, monthly: 0 } },
    { key: KEYS.pro, label: "pro", tier: "pro" },
    { key: KEYS.ent30, label: "ent30", tier: "enterprise", quotas: { daily: 30 } },
    { key: KEYS.ent, label: "ent", tier: "enterprise" },
    { key: KEYS.disabled, label: "disabled", tier: "pro", enabled: false }
  ])

const env = (extra: Record<string, string> = {}) => ({ API_KEYS_CONFIG: keyFile(), ADMIN_API_KEY: KEYS.admin, ...extra })

const login = (key: string) =>
  Effect.flatMap(AccessControl, (a) => a.authenticate(`Bearer ${key}`, "http")).pipe(Effect.orDieWith((r) => new Error(JSON.stringify(r))))

/** A request that is admitted and then finishes (releases its slot). */
const admitOk = (p: Principal, calls = 1) =>
  Effect.flatMap(AccessControl, (a) => a.admit(p, calls)).pipe(
    Effect.tap((admission) => admission.release),
    Effect.orDieWith((r) => new Error(JSON.stringify(r)))
  )
/** A request that is admitted and still running. */
const hold = (p: Principal, calls = 1) =>
  Effect.flatMap(AccessControl, (a) => a.admit(p, calls)).pipe(Effect.orDieWith((r) => new Error(JSON.stringify(r))))
const admitFails = (p: Principal, calls = 1) => Effect.flatMap(AccessControl, (a) => Effect.flip(a.admit(p, calls)))
const usageOf = (key: string) =>
  Effect.gen(function*() {
    const a = yield* AccessControl
    const record = a.recordById(idOf(key))!
    return (yield* a.usage(record).pipe(Effect.orDie))[0]!
  })

const expect429 = (r: HttpRejection, expected: { limit: string; retryAfter: number; limitValue: number; reset: string }) => {
  expect(r.status).toBe(429)
  expect(r.headers).toEqual({
    "retry-after": String(expected.retryAfter),
    "x-ratelimit-limit": String(expected.limitValue),
    "x-ratelimit-remaining": "0",
    "x-ratelimit-reset": expected.reset,
    "x-ratelimit-scope": expected.limit
  })
  const body = r.body as { jsonrpc: string; error: { code: number; message: string; data: Record<string, unknown> } }
  expect(body.jsonrpc).toBe("2.0")
  expect(body.error.code).toBe(-32029)
  expect(body.error.data).toMatchObject({ limit: expected.limit, retryAfter: expected.retryAfter, limitValue: expected.limitValue })
  expect(body.error.data["code"]).toBe(expected.limit === "daily" || expected.limit === "monthly" ? "QUOTA_EXCEEDED" : "RATE_LIMITED")
}

describe("authentication", () => {
  it.effect("401 for a missing, malformed, unknown or disabled key, with WWW-Authenticate: Bearer", () =>
    Effect.gen(function*() {
      const a = yield* AccessControl
      for (
        const [header, reason] of [
          [undefined, "missing"],
          ["Basic Zm9vOmJhcg==", "malformed"],
          ["Bearer not-a-known-key", "unknown"],
          [`Bearer ${KEYS.disabled}`, "disabled"]
        ] as const
      ) {
        const r = yield* Effect.flip(a.authenticate(header, "http"))
        expect(r.status).toBe(401)
        expect(r.headers["www-authenticate"]).toMatch(/^Bearer /)
        expect(r.body).toMatchObject({ jsonrpc: "2.0", error: { code: -32001, data: { reason } } })
        // Never echoes what was presented.
        expect(JSON.stringify(r)).not.toContain("not-a-known-key")
      }
    }).pipe(Effect.provide(edgeLayer(env()))))

  it.effect("accepts the scheme word in any case; the principal names the key by keyId and label", () =>
    Effect.gen(function*() {
      const a = yield* AccessControl
      const p = yield* a.authenticate(`bearer ${KEYS.pro}`, "sse")
      expect(p).toEqual({
        owner: `key:${idOf(KEYS.pro)}`,
        keyId: idOf(KEYS.pro),
        label: "pro",
        tier: "pro",
        isAdmin: false,
        transport: "sse"
      })
      const admin = yield* a.authenticate(`BEARER ${KEYS.admin}`, "http")
      expect(admin.isAdmin).toBe(true)
      expect(admin.tier).toBe("admin")
    }).pipe(Effect.provide(edgeLayer(env()))))

  it.effect("API_KEYS keys work on API_KEYS_TIER", () =>
    Effect.gen(function*() {
      const p = yield* login("env-key-00000000001")
      expect(p.tier).toBe("free")
      expect(p.label).toBe("API_KEYS#1")
    }).pipe(Effect.provide(edgeLayer({ API_KEYS: "env-key-00000000001", API_KEYS_TIER: "free" }))))

  it.effect("auth off: everyone is the local owner, nothing is limited", () =>
    Effect.gen(function*() {
      const a = yield* AccessControl
      const p = yield* a.authenticate(undefined, "http")
      expect(p.owner).toBe("local")
      const admission = yield* a.admit(p, 500)
      expect(admission.headers).toEqual({})
    }).pipe(Effect.provide(edgeLayer({}))))

  it.effect("auth off on a non-loopback address logs a prominent warning", () => {
    const logs = captureLogs()
    return Effect.gen(function*() {
      yield* Effect.scoped(Layer.build(edgeLayer({ HTTP_HOST: "0.0.0.0" })))
      expect(logs.lines.filter((l) => l.level === "WARN" && l.message.includes("AUTHENTICATION IS OFF"))).toHaveLength(1)
      logs.lines.length = 0
      yield* Effect.scoped(Layer.build(edgeLayer({ HTTP_HOST: "127.0.0.1" })))
      yield* Effect.scoped(Layer.build(edgeLayer({ HTTP_HOST: "0.0.0.0", API_KEYS: "some-key-000000001" })))
      expect(logs.lines.filter((l) => l.message.includes("AUTHENTICATION IS OFF"))).toHaveLength(0)
    }).pipe(Effect.provide(logs.layer))
  })
})

/**
 * Every limit, run against each admission backend: this process (memory or
 * SQLite) and PostgreSQL (DATABASE_URL, a fresh database per test).
 * `durable`: the settings under which usage survives a restart.
 */
const limitsSuite = (
  backend: "local" | "postgresql",
  edge: (settings: Record<string, string>) => Layer.Layer<AccessControl, ConfigInvalid>,
  durable: Effect.Effect<Record<string, string>>
) => {
  describe(`quotas (${backend})`, () => {
    it.effect("daily: 429 with exact headers until 00:00 UTC, then calls pass again", () =>
      Effect.gen(function*() {
        yield* TestClock.setTime(t("2025-01-31T23:59:00.500Z"))
        const p = yield* login(KEYS.daily3)
        for (let i = 0; i < 3; i++) yield* admitOk(p)
        const r = yield* admitFails(p)
        expect429(r, { limit: "daily", retryAfter: 60, limitValue: 3, reset: unix("2025-02-01T00:00:00Z") })
        expect((r.body as { error: { data: { resetAt: string } } }).error.data.resetAt).toBe("2025-02-01T00:00:00.000Z")
        yield* TestClock.adjust("59499 millis")
        yield* admitFails(p)
        yield* TestClock.adjust("1 millis")
        yield* admitOk(p)
        expect((yield* usageOf(KEYS.daily3)).callsToday).toBe(1)
      }).pipe(Effect.provide(edge(env()))))

    it.effect("monthly: resets on the 1st at 00:00 UTC; the longest wait is the one reported", () =>
      Effect.gen(function*() {
        yield* TestClock.setTime(t("2025-01-31T23:59:00Z"))
        const p = yield* login(KEYS.monthly5)
        for (let i = 0; i < 5; i++) yield* admitOk(p)
        // The burst bucket is empty too (200 ms), but the month ends in 60 s.
        expect429(yield* admitFails(p), { limit: "monthly", retryAfter: 60, limitValue: 5, reset: unix("2025-02-01T00:00:00Z") })
        yield* TestClock.adjust("60 seconds")
        yield* admitOk(p)
        const u = yield* usageOf(KEYS.monthly5)
        expect(u.callsThisMonth).toBe(1)
        expect(u.resets.monthly).toBe("2025-03-01T00:00:00.000Z")
      }).pipe(Effect.provide(edge(env()))))

    it.effect("initialize, ping and tools/list (no tools/call) use no quota, even when it is used up", () =>
      Effect.gen(function*() {
        yield* TestClock.setTime(t("2025-01-15T12:00:00Z"))
        const p = yield* login(KEYS.daily3)
        yield* admitOk(p, 3)
        const list = yield* admitOk(p, 0)
        expect(list.headers).toMatchObject({ "x-ratelimit-limit": "3", "x-ratelimit-remaining": "0", "x-ratelimit-scope": "daily" })
        yield* list.release
        expect((yield* usageOf(KEYS.daily3)).callsToday).toBe(3)
      }).pipe(Effect.provide(edge(env()))))

    it.effect("refused requests use no quota; a batch needs all its calls at once", () =>
      Effect.gen(function*() {
        yield* TestClock.setTime(t("2025-01-15T12:00:00Z"))
        const a = yield* AccessControl
        yield* Effect.flip(a.authenticate(`Bearer ${KEYS.disabled}`, "http"))
        const p = yield* login(KEYS.free)
        const tooBig = yield* admitFails(p, 6)
        expect(tooBig.status).toBe(429)
        expect((tooBig.body as { error: { message: string } }).error.message).toContain("holds 6 tool calls")
        yield* admitOk(p, 3)
        const r = yield* admitFails(p, 3)
        expect((r.body as { error: { data: { limit: string } } }).error.data.limit).toBe("burst")
        expect((yield* usageOf(KEYS.free)).callsToday).toBe(3)
        const disabled = yield* usageOf(KEYS.disabled)
        expect(disabled.callsToday).toBe(0)
      }).pipe(Effect.provide(edge(env()))))

    it.effect("enterprise and admin keys are unlimited (no headers) but their calls are counted", () =>
      Effect.gen(function*() {
        yield* TestClock.setTime(t("2025-01-15T12:00:00Z"))
        for (const key of [KEYS.ent, KEYS.admin]) {
          const p = yield* login(key)
          for (let i = 0; i < 50; i++) expect((yield* admitOk(p, 2)).headers).toEqual({})
          expect((yield* usageOf(key)).callsToday).toBe(100)
        }
      }).pipe(Effect.provide(edge(env()))))

    it.effect(`usage survives a restart (${backend === "local" ? "DATA_DIR" : "same DATABASE_URL"})`, () =>
      Effect.gen(function*() {
        const settings = env(yield* durable)
        yield* TestClock.setTime(t("2025-01-15T12:00:00Z"))
        yield* Effect.scoped(
          Effect.gen(function*() {
            const p = yield* login(KEYS.daily3)
            yield* admitOk(p, 2)
          }).pipe(Effect.provide(edgeLayer(settings)))
        )
        yield* Effect.gen(function*() {
          const p = yield* login(KEYS.daily3)
          expect((yield* usageOf(KEYS.daily3)).callsToday).toBe(2)
          yield* admitOk(p)
          expect((yield* admitFails(p)).status).toBe(429)
        }).pipe(Effect.provide(edgeLayer(settings)))
      }))
  })

  describe(`token buckets (${backend})`, () => {
    it.effect("burst: 429 with the true wait, refilled after 1/rate", () =>
      Effect.gen(function*() {
        yield* TestClock.setTime(t("2025-01-15T12:00:00Z"))
        const p = yield* login(KEYS.pro)
        for (let i = 0; i < 20; i++) yield* admitOk(p)
        expect429(yield* admitFails(p), { limit: "burst", retryAfter: 1, limitValue: 20, reset: String(t("2025-01-15T12:00:01Z") / 1000) })
        yield* TestClock.adjust("49 millis")
        yield* admitFails(p)
        yield* TestClock.adjust("1 millis")
        yield* admitOk(p)
        yield* admitFails(p)
      }).pipe(Effect.provide(edge(env()))))

    it.effect("sustained: 100 per hour refills evenly (one token every 36 s)", () =>
      Effect.gen(function*() {
        const t0 = t("2025-01-15T12:00:00Z")
        yield* TestClock.setTime(t0)
        const p = yield* login(KEYS.sustained)
        for (let s = 0; s < 20; s++) {
          if (s > 0) yield* TestClock.adjust("1 seconds")
          for (let i = 0; i < 5; i++) yield* admitOk(p)
        }
        // 19 s after the first call 19000 x 100 / 3600000 = 0.53 tokens are back: 17 s to go.
        expect429(yield* admitFails(p), { limit: "sustained", retryAfter: 17, limitValue: 100, reset: String((t0 + 36_000) / 1000) })
        yield* TestClock.adjust("16999 millis")
        const almost = yield* admitFails(p)
        expect(almost.headers["retry-after"]).toBe("1")
        yield* TestClock.adjust("1 millis")
        yield* admitOk(p)
      }).pipe(Effect.provide(edge(env()))))

    it.effect("success headers are those of the tightest limit", () =>
      Effect.gen(function*() {
        const now = t("2025-01-15T12:00:00Z")
        yield* TestClock.setTime(now)
        // free: burst 4 of 5 left is tighter than daily 99 or sustained 99.
        const free = yield* admitOk(yield* login(KEYS.free))
        expect(free.headers).toEqual({
          "x-ratelimit-limit": "5",
          "x-ratelimit-remaining": "4",
          "x-ratelimit-reset": String((now + 1000) / 1000),
          "x-ratelimit-scope": "burst"
        })
        // daily quota of 3: 2 left is tighter than the burst bucket.
        const daily = yield* admitOk(yield* login(KEYS.daily3))
        expect(daily.headers).toEqual({
          "x-ratelimit-limit": "3",
          "x-ratelimit-remaining": "2",
          "x-ratelimit-reset": unix("2025-01-16T00:00:00Z"),
          "x-ratelimit-scope": "daily"
        })
      }).pipe(Effect.provide(edge(env()))))
  })

  describe(`concurrency (${backend})`, () => {
    it.effect("one more than the tier allows in flight gets 429 with Retry-After: 1", () =>
      Effect.gen(function*() {
        const now = t("2025-01-15T12:00:00Z")
        yield* TestClock.setTime(now)
        const p = yield* login(KEYS.free)
        const first = yield* hold(p, 0)
        yield* hold(p, 1)
        expect429(yield* admitFails(p, 0), { limit: "concurrency", retryAfter: 1, limitValue: 2, reset: String((now + 1000) / 1000) })
        yield* first.release
        yield* first.release // releasing twice frees one slot only
        yield* hold(p, 0)
        expect((yield* admitFails(p, 0)).status).toBe(429)
      }).pipe(Effect.provide(edge(env()))))
  })
}

/** A store that yields between read and write, as a remote database would. */
const YieldingStore = Layer.effect(
  QuotaStore,
  Effect.gen(function*() {
    const inner = yield* QuotaStore
    return QuotaStore.of({
      usage: (k, n) => Effect.zipRight(Effect.yieldNow(), inner.usage(k, n)),
      usageAll: inner.usageAll,
      consume: (k, u, l, n) => Effect.zipRight(Effect.yieldNow(), inner.consume(k, u, l, n))
    })
  })
).pipe(Layer.provide(QuotaStore.memory))

const yieldingEdge = (settings: Record<string, string>) =>
  AccessControl.Default.pipe(
    Layer.provideMerge(Admission.local),
    Layer.provideMerge(Layer.mergeAll(KeyRing.Default, Metrics.Default, YieldingStore)),
    Layer.provide(configLayer(settings)),
    Layer.provide(Layer.setConfigProvider(configProvider(settings)))
  )

const parallelSuite = (backend: string, edge: (settings: Record<string, string>) => Layer.Layer<AccessControl, ConfigInvalid>) =>
  describe(`50 parallel clients on one key (${backend})`, () => {
    it.effect("never get more requests in flight than the concurrency limit", () =>
      Effect.gen(function*() {
        yield* TestClock.setTime(t("2025-01-15T12:00:00Z"))
        const p = yield* login(KEYS.pro)
        const a = yield* AccessControl
        const results = yield* Effect.all(Array.from({ length: 50 }, () => Effect.either(a.admit(p, 1))), { concurrency: "unbounded" })
        const admitted = results.filter((r) => r._tag === "Right")
        expect(admitted).toHaveLength(10)
        expect(results.filter((r) => r._tag === "Left" && r.left.headers["x-ratelimit-scope"] === "concurrency")).toHaveLength(40)
        expect((yield* usageOf(KEYS.pro)).callsToday).toBe(10)
      }).pipe(Effect.provide(edge(env()))))

    it.effect("never get more calls through than the daily quota", () =>
      Effect.gen(function*() {
        yield* TestClock.setTime(t("2025-01-15T12:00:00Z"))
        const p = yield* login(KEYS.ent30)
        const a = yield* AccessControl
        const results = yield* Effect.all(
          Array.from({ length: 50 }, () => Effect.either(Effect.tap(a.admit(p, 1), (adm) => adm.release))),
          { concurrency: "unbounded" }
        )
        expect(results.filter((r) => r._tag === "Right")).toHaveLength(30)
        expect((yield* usageOf(KEYS.ent30)).callsToday).toBe(30)
      }).pipe(Effect.provide(edge(env()))))

    it.effect("never get more calls through than the burst bucket", () =>
      Effect.gen(function*() {
        yield* TestClock.setTime(t("2025-01-15T12:00:00Z"))
        const p = yield* login(KEYS.sustained)
        const a = yield* AccessControl
        const results = yield* Effect.all(
          Array.from({ length: 50 }, () =>
            Effect.either(Effect.tap(a.admit(p, 1), (adm) => Effect.zipRight(Effect.yieldNow(), adm.release)))),
          { concurrency: "unbounded" }
        )
        const through = results.filter((r) =>
          r._tag === "Right"
        ).length
        expect(through).toBeGreaterThan(0)
        expect(through).toBeLessThanOrEqual(5)
        expect((yield* usageOf(KEYS.sustained)).callsToday).toBe(through)
      }).pipe(Effect.provide(edge(env()))))
  })

limitsSuite("local", edgeLayer, Effect.sync(() => ({ DATA_DIR: tempDir("ipdata-data-") })))
limitsSuite("postgresql", pgEdgeLayer, Effect.map(freshDatabase, (url) => ({ DATABASE_URL: url })))
parallelSuite("local, a store that yields between read and write", yieldingEdge)
parallelSuite("postgresql", pgEdgeLayer)
