import { assert, describe, it } from "@effect/vitest"
import { Effect, Fiber, FiberRef, Schema, TestClock } from "effect"
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Cache, CacheHit, type CacheSettings, makeCache } from "../src/Upstream/Cache.js"
import { flush } from "./support/MockHttpClient.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

const TTL = { search: 300, status: 3600, class: 86400 }
const cache = (settings: Partial<CacheSettings> = {}) =>
  makeCache({ ttlSeconds: settings.ttlSeconds ?? TTL, maxEntries: settings.maxEntries ?? 100, dir: settings.dir })

/** An upstream stand-in that counts its calls. */
const counter = <A>(value: (n: number) => A) => {
  let calls = 0
  return { effect: Effect.sync(() => value(++calls)), calls: () => calls }
}

const tempDir = Effect.acquireRelease(
  Effect.sync(() => mkdtempSync(join(tmpdir(), "ipdata-cache-test-"))),
  (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true }))
)

const filesIn = (dir: string) => {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}

describe("Cache", () => {
  it.scoped("a second identical call is a hit; the hit sets CacheHit", () =>
    Effect.gen(function*() {
      const c = yield* cache()
      const upstream = counter((n) => ({ n }))
      assert.deepStrictEqual(yield* c.getOrCompute("search", "k", upstream.effect), { n: 1 })
      assert.isFalse(yield* FiberRef.get(CacheHit))
      assert.deepStrictEqual(yield* c.getOrCompute("search", "k", upstream.effect), { n: 1 })
      assert.isTrue(yield* FiberRef.get(CacheHit))
      assert.strictEqual(upstream.calls(), 1)
      assert.deepStrictEqual((yield* c.stats()).search, { hits: 1, misses: 1, coalesced: 0, hitRate: 0.5, size: 1 })
      // Categories and keys are separate.
      yield* c.getOrCompute("status", "k", upstream.effect)
      yield* c.getOrCompute("search", "k2", upstream.effect)
      assert.strictEqual(upstream.calls(), 3)
    }))

  it.scoped("entries expire after the category TTL", () =>
    Effect.gen(function*() {
      const c = yield* cache()
      const upstream = counter((n) => n)
      yield* c.getOrCompute("search", "k", upstream.effect)
      yield* TestClock.adjust("299 seconds")
      assert.strictEqual(yield* c.getOrCompute("search", "k", upstream.effect), 1)
      yield* TestClock.adjust("1 second")
      assert.strictEqual(yield* c.getOrCompute("search", "k", upstream.effect), 2)
      assert.strictEqual((yield* c.stats()).search.misses, 2)
    }))

  it.scoped("TTL 0 turns a category off (others still cache)", () =>
    Effect.gen(function*() {
      const c = yield* cache({ ttlSeconds: { ...TTL, search: 0 } })
      const upstream = counter((n) => n)
      yield* c.getOrCompute("search", "k", upstream.effect)
      yield* c.getOrCompute("search", "k", upstream.effect)
      assert.strictEqual(upstream.calls(), 2)
      assert.strictEqual((yield* c.stats()).search.size, 0)
      yield* c.getOrCompute("status", "k", upstream.effect)
      yield* c.getOrCompute("status", "k", upstream.effect)
      assert.strictEqual(upstream.calls(), 3)
    }))

  it.scoped("partial results get a shorter life", () =>
    Effect.gen(function*() {
      const c = yield* cache()
      assert.strictEqual(c.partialTtlSeconds("search"), 60)
      const upstream = counter((n) => ({ n, partial: n === 1 }))
      const ttl = (v: { partial: boolean }) => (v.partial ? c.partialTtlSeconds("search") : 300)
      yield* c.getOrCompute("search", "multi", upstream.effect, { ttlSeconds: ttl })
      yield* TestClock.adjust("59 seconds")
      assert.strictEqual((yield* c.getOrCompute("search", "multi", upstream.effect, { ttlSeconds: ttl })).n, 1)
      yield* TestClock.adjust("1 second")
      assert.strictEqual((yield* c.getOrCompute("search", "multi", upstream.effect, { ttlSeconds: ttl })).n, 2)
      // A complete answer keeps the full TTL, and a longer wish is capped at it.
      yield* TestClock.adjust("299 seconds")
      assert.strictEqual((yield* c.getOrCompute("search", "multi", upstream.effect, { ttlSeconds: 10_000 })).n, 2)
      yield* TestClock.adjust("1 second")
      assert.strictEqual((yield* c.getOrCompute("search", "multi", upstream.effect, { ttlSeconds: 10_000 })).n, 3)
    }))

  it.scoped("failures are not cached", () =>
    Effect.gen(function*() {
      const c = yield* cache()
      let calls = 0
      const flaky = Effect.suspend(() => (++calls === 1 ? Effect.fail("boom" as const) : Effect.succeed("ok")))
      assert.strictEqual(yield* Effect.flip(c.getOrCompute("status", "k", flaky)), "boom")
      assert.strictEqual(yield* c.getOrCompute("status", "k", flaky), "ok")
      assert.strictEqual(calls, 2)
    }))

  it.scoped("single flight: 10 concurrent identical calls make one upstream call", () =>
    Effect.gen(function*() {
      const c = yield* cache()
      let calls = 0
      const slow = Effect.sleep("1 second").pipe(Effect.as("value"), Effect.tap(() => Effect.sync(() => calls++)))
      const fiber = yield* Effect.fork(
        Effect.all(Array.from({ length: 10 }, () => c.getOrCompute("search", "same", slow)), { concurrency: "unbounded" })
      )
      yield* Effect.yieldNow()
      yield* TestClock.adjust("1 second")
      assert.deepStrictEqual(yield* Fiber.join(fiber), Array(10).fill("value"))
      assert.strictEqual(calls, 1)
      const stats = (yield* c.stats()).search
      assert.strictEqual(stats.misses, 1)
      assert.strictEqual(stats.coalesced, 9)
    }))

  it.scoped("single flight also when the category is off, and the first caller giving up does not cancel the others", () =>
    Effect.gen(function*() {
      const c = yield* cache({ ttlSeconds: { ...TTL, search: 0 } })
      let calls = 0
      const slow = Effect.sleep("1 second").pipe(Effect.as("value"), Effect.tap(() => Effect.sync(() => calls++)))
      const first = yield* Effect.fork(c.getOrCompute("search", "k", slow))
      yield* Effect.yieldNow()
      const second = yield* Effect.fork(c.getOrCompute("search", "k", slow))
      yield* Effect.yieldNow()
      yield* Fiber.interrupt(first)
      yield* TestClock.adjust("1 second")
      assert.strictEqual(yield* Fiber.join(second), "value")
      assert.strictEqual(calls, 1)
    }))

  it.scoped("when every caller gives up (a cancelled call), the shared computation is interrupted and a new call starts afresh", () =>
    Effect.gen(function*() {
      const c = yield* cache()
      let started = 0
      let finished = 0
      const slow = Effect.sync(() => started++).pipe(
        Effect.zipRight(Effect.sleep("1 second")),
        Effect.tap(() => Effect.sync(() => finished++)),
        Effect.as("value")
      )
      const first = yield* Effect.fork(c.getOrCompute("search", "k", slow))
      yield* Effect.yieldNow()
      const second = yield* Effect.fork(c.getOrCompute("search", "k", slow))
      yield* Effect.yieldNow()
      yield* Fiber.interrupt(first)
      yield* Fiber.interrupt(second)
      yield* TestClock.adjust("5 seconds")
      assert.strictEqual(started, 1)
      assert.strictEqual(finished, 0)
      const again = yield* Effect.fork(c.getOrCompute("search", "k", slow))
      yield* Effect.yieldNow()
      yield* TestClock.adjust("1 second")
      assert.strictEqual(yield* Fiber.join(again), "value")
      assert.strictEqual(started, 2)
    }))

  it.scoped("memory is a bounded LRU", () =>
    Effect.gen(function*() {
      const c = yield* cache({ maxEntries: 2 })
      const upstream = counter((n) => n)
      yield* c.getOrCompute("search", "a", upstream.effect) // 1
      yield* c.getOrCompute("search", "b", upstream.effect) // 2
      yield* c.getOrCompute("search", "a", upstream.effect) // hit: a is now the most recent
      yield* c.getOrCompute("search", "c", upstream.effect) // 3, evicts b
      assert.strictEqual((yield* c.stats()).search.size, 2)
      assert.strictEqual(yield* c.getOrCompute("search", "a", upstream.effect), 1)
      assert.strictEqual(yield* c.getOrCompute("search", "b", upstream.effect), 4)
    }))

  it.scoped("on disk: survives a restart, written atomically", () =>
    Effect.gen(function*() {
      const dir = yield* tempDir
      const upstream = counter((n) => ({ n, name: "KESTREL" }))
      yield* Effect.scoped(Effect.flatMap(cache({ dir }), (c) => c.getOrCompute("status", "EU-019123456", upstream.effect)))
      const files = filesIn(join(dir, "status"))
      assert.strictEqual(files.length, 1)
      assert.match(files[0]!, /^[0-9a-f]{64}\.json$/)
      const text = readFileSync(join(dir, "status", files[0]!), "utf8")
      assert.deepStrictEqual(JSON.parse(text).value, { n: 1, name: "KESTREL" })
      assert.notInclude(text, "EU-019123456") // the key (a user's query) is stored hashed
      // A new process (new cache, same directory): answered from disk.
      const again = yield* Effect.scoped(
        Effect.gen(function*() {
          const c = yield* cache({ dir })
          const value = yield* c.getOrCompute("status", "EU-019123456", upstream.effect)
          return { value, stats: (yield* c.stats()).status }
        })
      )
      assert.deepStrictEqual(again.value, { n: 1, name: "KESTREL" })
      assert.strictEqual(again.stats.hits, 1)
      assert.strictEqual(again.stats.size, 1)
      assert.strictEqual(upstream.calls(), 1)
    }))

  it.scoped("on disk: a corrupt file is a miss and is replaced", () =>
    Effect.gen(function*() {
      const dir = yield* tempDir
      const upstream = counter((n) => n)
      yield* Effect.scoped(Effect.flatMap(cache({ dir }), (c) => c.getOrCompute("search", "k", upstream.effect)))
      const file = join(dir, "search", filesIn(join(dir, "search"))[0]!)
      writeFileSync(file, "{\"v\":1,\"key\":\"k\",\"expiresAt\":")
      const c = yield* cache({ dir })
      assert.strictEqual(yield* c.getOrCompute("search", "k", upstream.effect), 2)
      assert.strictEqual(JSON.parse(readFileSync(file, "utf8")).value, 2)
      assert.deepStrictEqual(filesIn(join(dir, "search")).filter((f) => f.endsWith(".tmp")), [])
    }))

  it.scoped("on disk: expired entries are misses", () =>
    Effect.gen(function*() {
      const dir = yield* tempDir
      const upstream = counter((n) => n)
      yield* Effect.scoped(Effect.flatMap(cache({ dir }), (c) => c.getOrCompute("search", "k", upstream.effect)))
      yield* TestClock.adjust("301 seconds")
      const c = yield* cache({ dir })
      assert.strictEqual(yield* c.getOrCompute("search", "k", upstream.effect), 2)
    }))

  it.scoped("on disk: a value that no longer matches its schema is a miss", () =>
    Effect.gen(function*() {
      const dir = yield* tempDir
      const Old = Schema.Struct({ n: Schema.Number })
      const New = Schema.Struct({ n: Schema.Number, name: Schema.String })
      yield* Effect.scoped(Effect.flatMap(cache({ dir }), (c) => c.getOrCompute("status", "k", Effect.succeed({ n: 1 }), { schema: Old })))
      const c = yield* cache({ dir })
      const value = yield* c.getOrCompute("status", "k", Effect.succeed({ n: 2, name: "x" }), { schema: New })
      assert.deepStrictEqual(value, { n: 2, name: "x" })
    }))

  it.scoped("the service reads CACHE_TTL_* and CACHE_DIR from config", () =>
    Effect.gen(function*() {
      const dir = yield* tempDir
      const service = yield* Effect.scoped(
        Effect.gen(function*() {
          const svc = yield* Cache
          yield* svc.getOrCompute("class", "9", Effect.succeed("class 9"))
          yield* flush
          return { ttl: svc.ttlSeconds("class"), search: svc.ttlSeconds("search") }
        }).pipe(
          Effect.provide(Cache.Default),
          Effect.provide(TestAppConfigLayer({ CACHE_TTL_CLASS: "42", CACHE_TTL_SEARCH: "0", CACHE_DIR: dir }))
        )
      )
      assert.deepStrictEqual(service, { ttl: 42, search: 0 })
      assert.strictEqual(filesIn(join(dir, "class")).length, 1)
    }))
})
