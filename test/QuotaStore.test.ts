import { describe, expect, it } from "@effect/vitest"
import Database from "better-sqlite3"
import { Cause, Effect, Exit, Layer, TestClock } from "effect"
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { PgQuotaStoreLive } from "../src/Access/PgQuotaStore.js"
import { FLUSH_INTERVAL, QuotaStore, utcPeriods } from "../src/Access/QuotaStore.js"
import { ConfigInvalid } from "../src/Config/ConfigReader.js"
import { tempDir } from "./AccessFixtures.js"
import { freshDatabaseLayer } from "./support/Postgres.js"

const t = (iso: string) => Date.parse(iso)
const limits = { daily: 3, monthly: 5 }

describe("utcPeriods", () => {
  it("knows the UTC day and month and when they end", () => {
    const p = utcPeriods(t("2024-02-29T23:59:59.999Z"))
    expect(p.day).toBe("2024-02-29")
    expect(p.month).toBe("2024-02")
    expect(p.dayEndsMs).toBe(t("2024-03-01T00:00:00Z"))
    expect(p.monthEndsMs).toBe(t("2024-03-01T00:00:00Z"))
    expect(utcPeriods(t("2024-12-31T12:00:00Z")).monthEndsMs).toBe(t("2025-01-01T00:00:00Z"))
    // Local time zones play no part.
    expect(utcPeriods(t("2025-01-01T00:30:00+01:00")).day).toBe("2024-12-31")
  })
})

const contract = (name: string, make: () => Layer.Layer<QuotaStore, ConfigInvalid>) =>
  describe(`QuotaStore (${name})`, () => {
    it.effect("counts until a limit, then counts nothing", () =>
      Effect.gen(function*() {
        const store = yield* QuotaStore
        const now = t("2025-03-10T10:00:00Z")
        expect((yield* store.consume("k1", 2, limits, now))._tag).toBe("Consumed")
        const ok = yield* store.consume("k1", 1, limits, now)
        expect(ok).toEqual({ _tag: "Consumed", usage: { daily: 3, monthly: 3 } })
        expect(yield* store.consume("k1", 1, limits, now)).toEqual({ _tag: "Exceeded", limit: "daily", usage: { daily: 3, monthly: 3 } })
        expect(yield* store.usage("k1", now)).toEqual({ daily: 3, monthly: 3 })
        // Another key is not touched.
        expect(yield* store.usage("k2", now)).toEqual({ daily: 0, monthly: 0 })
      }).pipe(Effect.provide(make())))

    it.effect("tenant isolation: one key's consuming, exhausting and reading never touch another key's counts", () =>
      Effect.gen(function*() {
        const store = yield* QuotaStore
        const now = t("2025-03-10T10:00:00Z")
        yield* store.consume("key-a", 2, limits, now)
        const before = yield* store.usage("key-a", now)
        // B uses its whole daily quota, then is refused; A's limits are not B's.
        expect((yield* store.consume("key-b", 3, limits, now))._tag).toBe("Consumed")
        expect(yield* store.consume("key-b", 1, limits, now)).toEqual({ _tag: "Exceeded", limit: "daily", usage: { daily: 3, monthly: 3 } })
        expect(yield* store.usage("key-a", now)).toEqual(before)
        expect(yield* store.consume("key-a", 1, limits, now)).toEqual({ _tag: "Consumed", usage: { daily: 3, monthly: 3 } })
        expect(yield* store.usage("key-b", now)).toEqual({ daily: 3, monthly: 3 })
        // A key id that is a prefix or pattern of another is still another key.
        expect(yield* store.usage("key-", now)).toEqual({ daily: 0, monthly: 0 })
        expect(yield* store.usage("key-%", now)).toEqual({ daily: 0, monthly: 0 })
        const all = yield* store.usageAll(now)
        expect([...all.entries()].sort()).toEqual([["key-a", { daily: 3, monthly: 3 }], ["key-b", { daily: 3, monthly: 3 }]])
      }).pipe(Effect.provide(make())))

    it.effect("a batch is all or nothing", () =>
      Effect.gen(function*() {
        const store = yield* QuotaStore
        const now = t("2025-03-10T10:00:00Z")
        yield* store.consume("k1", 2, limits, now)
        expect((yield* store.consume("k1", 2, limits, now))._tag).toBe("Exceeded")
        expect(yield* store.usage("k1", now)).toEqual({ daily: 2, monthly: 2 })
      }).pipe(Effect.provide(make())))

    it.effect("the daily count resets at 00:00 UTC and the monthly one on the 1st", () =>
      Effect.gen(function*() {
        const store = yield* QuotaStore
        yield* store.consume("k1", 3, limits, t("2025-03-30T23:59:59.999Z"))
        expect((yield* store.consume("k1", 1, limits, t("2025-03-30T23:59:59.999Z")))._tag).toBe("Exceeded")
        const nextDay = yield* store.consume("k1", 2, limits, t("2025-03-31T00:00:00Z"))
        expect(nextDay).toEqual({ _tag: "Consumed", usage: { daily: 2, monthly: 5 } })
        expect(yield* store.consume("k1", 1, limits, t("2025-03-31T23:00:00Z"))).toEqual({
          _tag: "Exceeded",
          limit: "monthly",
          usage: { daily: 2, monthly: 5 }
        })
        expect(yield* store.usage("k1", t("2025-04-01T00:00:00Z"))).toEqual({ daily: 0, monthly: 0 })
        expect((yield* store.consume("k1", 3, limits, t("2025-04-01T00:00:00Z")))._tag).toBe("Consumed")
      }).pipe(Effect.provide(make())))

    it.effect("0 means unlimited", () =>
      Effect.gen(function*() {
        const store = yield* QuotaStore
        const now = t("2025-03-10T10:00:00Z")
        for (let i = 0; i < 20; i++) expect((yield* store.consume("k1", 1, { daily: 0, monthly: 0 }, now))._tag).toBe("Consumed")
        const all = yield* store.usageAll(now)
        expect(all.get("k1")).toEqual({ daily: 20, monthly: 20 })
      }).pipe(Effect.provide(make())))

    it.effect("parallel consumers never get past the limit", () =>
      Effect.gen(function*() {
        const store = yield* QuotaStore
        const now = t("2025-03-10T10:00:00Z")
        const outcomes = yield* Effect.all(
          Array.from({ length: 50 }, () => store.consume("k1", 1, { daily: 30, monthly: 0 }, now)),
          { concurrency: "unbounded" }
        )
        expect(outcomes.filter((o) => o._tag === "Consumed")).toHaveLength(30)
        expect(yield* store.usage("k1", now)).toEqual({ daily: 30, monthly: 30 })
      }).pipe(Effect.provide(make())))
  })

contract("memory", () => QuotaStore.memory)
contract("SQLite", () => QuotaStore.sqlite(tempDir("ipdata-quota-")))
contract("PostgreSQL", () => PgQuotaStoreLive.pipe(Layer.provide(freshDatabaseLayer())))

describe("QuotaStore (SQLite) durability", () => {
  it.effect("usage survives a restart with the same DATA_DIR", () =>
    Effect.gen(function*() {
      const dir = tempDir("ipdata-quota-")
      const now = t("2025-03-10T10:00:00Z")
      yield* Effect.scoped(
        Effect.gen(function*() {
          const store = yield* QuotaStore
          yield* store.consume("k1", 2, limits, now)
          yield* store.consume("k2", 1, limits, now)
        }).pipe(Effect.provide(QuotaStore.sqlite(dir)))
      )
      yield* Effect.gen(function*() {
        const store = yield* QuotaStore
        expect(yield* store.usage("k1", now)).toEqual({ daily: 2, monthly: 2 })
        expect((yield* store.consume("k1", 2, limits, now))._tag).toBe("Exceeded")
        expect([...(yield* store.usageAll(now)).keys()].sort()).toEqual(["k1", "k2"])
      }).pipe(Effect.provide(QuotaStore.sqlite(dir)))
    }))

  it.effect("counts are written behind: in SQLite within FLUSH_INTERVAL, in one transaction", () =>
    Effect.gen(function*() {
      const dir = tempDir("ipdata-quota-")
      const now = t("2025-03-10T10:00:00Z")
      const onDisk = () => {
        const db = new Database(join(dir, "usage.sqlite"), { readonly: true })
        try {
          return db.prepare("SELECT key_id, period, calls FROM quota_usage ORDER BY key_id, period").all()
        } finally {
          db.close()
        }
      }
      yield* Effect.scoped(
        Effect.gen(function*() {
          const store = yield* QuotaStore
          yield* TestClock.adjust(FLUSH_INTERVAL)
          for (let i = 0; i < 3; i++) yield* store.consume("k1", 1, limits, now)
          // Counted (and refused past the limit) before anything is written.
          expect((yield* store.consume("k1", 1, limits, now))._tag).toBe("Exceeded")
          expect(onDisk()).toEqual([])
          yield* TestClock.adjust(FLUSH_INTERVAL)
          expect(onDisk()).toEqual([{ key_id: "k1", period: "day", calls: 3 }, { key_id: "k1", period: "month", calls: 3 }])
          yield* store.consume("k2", 1, limits, now)
        }).pipe(Effect.provide(QuotaStore.sqlite(dir)))
      )
      // Shutdown writes what was pending.
      expect(onDisk()).toContainEqual({ key_id: "k2", period: "day", calls: 1 })
    }))

  it.effect("a DATA_DIR that cannot hold the database is a one-line ConfigInvalid", () =>
    Effect.gen(function*() {
      const file = join(tempDir(), "not-a-dir")
      writeFileSync(file, "x")
      const exit = yield* Effect.exit(Effect.scoped(Layer.build(QuotaStore.sqlite(file))))
      const failure = Exit.isFailure(exit) ? Cause.failureOption(exit.cause) : undefined
      expect(failure?._tag).toBe("Some")
      const e = failure?._tag === "Some" ? failure.value : undefined
      expect(e).toBeInstanceOf(ConfigInvalid)
      expect(e?.message).toMatch(/^Invalid configuration: DATA_DIR=".*not-a-dir" is not allowed; expected a writable directory/)
    }))
})
