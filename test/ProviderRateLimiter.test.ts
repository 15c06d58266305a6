import { assert, describe, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { makeProviderRateLimiter, ProviderRateLimiter } from "../src/Upstream/ProviderRateLimiter.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

/** Starts `n` acquisitions in call order; returns the order they finished in. */
const startMany = (acquire: (i: number) => Effect.Effect<void, unknown>, n: number) =>
  Effect.gen(function*() {
    const done: Array<number> = []
    const fibers = []
    for (let i = 0; i < n; i++) {
      fibers.push(yield* Effect.fork(Effect.tap(acquire(i), () => Effect.sync(() => done.push(i)))))
    }
    yield* Effect.yieldNow()
    return { done, fibers }
  })

describe("ProviderRateLimiter", () => {
  it.effect("calls over the limit queue and wait in order; none fail", () =>
    Effect.gen(function*() {
      const limiter = yield* makeProviderRateLimiter({ limits: { EUIPO: 60 }, maxWaitMs: 30_000 })
      const { done, fibers } = yield* startMany(() => limiter.acquire("EUIPO"), 12)
      // 60/min gives a burst of 5, then one a second.
      assert.deepStrictEqual(done, [0, 1, 2, 3, 4])
      yield* TestClock.adjust("999 millis")
      assert.strictEqual(done.length, 5)
      assert.strictEqual((yield* limiter.stats())["euipo"]?.queued, 7)
      yield* TestClock.adjust("1 millis")
      assert.deepStrictEqual(done, [0, 1, 2, 3, 4, 5])
      yield* TestClock.adjust("10 seconds")
      for (const f of fibers) yield* Fiber.join(f)
      assert.deepStrictEqual(done, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
      const stats = (yield* limiter.stats())["euipo"]!
      assert.strictEqual(stats.waits, 7)
      assert.strictEqual(stats.queued, 0)
      assert.strictEqual(stats.rejected, 0)
      assert.strictEqual(stats.maxWaitMs, 7000)
      assert.strictEqual(stats.totalWaitMs, 1000 + 2000 + 3000 + 4000 + 5000 + 6000 + 7000)
    }))

  it.effect("fails fast with RATE_LIMITED and the expected wait when the queue is too long", () =>
    Effect.gen(function*() {
      const limiter = yield* makeProviderRateLimiter({ limits: { EUIPO: 60 }, maxWaitMs: 2000 })
      const { fibers } = yield* startMany(() => limiter.acquire("EUIPO", "EUIPO"), 7) // 5 now, then 1 s and 2 s waits
      const error = yield* Effect.flip(limiter.acquire("EUIPO", "EUIPO"))
      assert.strictEqual(error.code, "RATE_LIMITED")
      assert.strictEqual(error.provider, "EUIPO")
      assert.strictEqual(error.retryAfterMs, 3000)
      assert.match(error.message, /EUIPO is rate limited \(60 requests\/minute\)/)
      assert.strictEqual((yield* limiter.stats())["euipo"]?.rejected, 1)
      yield* TestClock.adjust("2 seconds")
      for (const f of fibers) yield* Fiber.join(f)
      // Once the queue has drained a call gets through again.
      yield* TestClock.adjust("10 seconds")
      yield* limiter.acquire("EUIPO")
    }))

  it.effect("one key is shared by every client of an office (IP Australia TM, designs, patents)", () =>
    Effect.gen(function*() {
      const limiter = yield* makeProviderRateLimiter({ limits: { IPAUSTRALIA: 6, EUIPO: 6 }, maxWaitMs: 60_000 })
      // 6/min: burst 1, one every 10 s.
      yield* limiter.acquire("IPAUSTRALIA", "IPAustralia")
      const designs = yield* Effect.fork(limiter.acquire("IPAUSTRALIA", "IPAustralia-Designs"))
      yield* limiter.acquire("EUIPO") // another office is not held up
      yield* TestClock.adjust("9 seconds")
      assert.isNull(designs.unsafePoll())
      yield* TestClock.adjust("1 second")
      yield* Fiber.join(designs)
      assert.deepStrictEqual(Object.keys(yield* limiter.stats()).sort(), ["euipo", "ipaustralia"])
    }))

  it.effect("pause (an upstream Retry-After) holds every caller, then resumes without a burst", () =>
    Effect.gen(function*() {
      const limiter = yield* makeProviderRateLimiter({ limits: { EUIPO: 60 }, maxWaitMs: 30_000 })
      yield* limiter.pause("EUIPO", 5000)
      const { done } = yield* startMany(() => limiter.acquire("EUIPO"), 2)
      assert.deepStrictEqual(done, [])
      yield* TestClock.adjust("5 seconds")
      assert.deepStrictEqual(done, [0])
      yield* TestClock.adjust("1 second")
      assert.deepStrictEqual(done, [0, 1])
    }))

  it.effect("a pause longer than the bound fails callers fast", () =>
    Effect.gen(function*() {
      const limiter = yield* makeProviderRateLimiter({ limits: { EUIPO: 60 }, maxWaitMs: 30_000 })
      yield* limiter.pause("EUIPO", 120_000)
      const error = yield* Effect.flip(limiter.acquire("EUIPO"))
      assert.strictEqual(error.code, "RATE_LIMITED")
      assert.isAtLeast(error.retryAfterMs ?? 0, 120_000)
    }))

  it.effect("reads <OFFICE>_RATE_LIMIT and RATE_LIMIT_MAX_WAIT_MS from config", () =>
    Effect.gen(function*() {
      const limiter = yield* ProviderRateLimiter
      assert.strictEqual(limiter.perMinute("EUIPO"), 6)
      assert.strictEqual(limiter.perMinute("IPAUSTRALIA"), 500)
      yield* limiter.acquire("EUIPO")
      yield* Effect.fork(limiter.acquire("EUIPO")) // waits 10 s: within the 15 s bound
      yield* Effect.yieldNow()
      const error = yield* Effect.flip(limiter.acquire("EUIPO")) // would wait 20 s
      assert.strictEqual(error.retryAfterMs, 20_000)
    }).pipe(
      Effect.provide(ProviderRateLimiter.Default),
      Effect.provide(TestAppConfigLayer({ EUIPO_RATE_LIMIT: "6", RATE_LIMIT_MAX_WAIT_MS: "15000" }))
    ))
})
