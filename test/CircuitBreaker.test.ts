import { HttpClientRequest } from "@effect/platform"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Fiber, Layer, TestClock } from "effect"
import { type BreakerOutcome, makeCircuitBreakers } from "../src/Upstream/CircuitBreaker.js"
import { OAuthTokens } from "../src/Upstream/OAuthTokens.js"
import { ProviderRateLimiter } from "../src/Upstream/ProviderRateLimiter.js"
import { UpstreamHttp } from "../src/Upstream/UpstreamHttp.js"
import { UpstreamPolicy } from "../src/Upstream/UpstreamTransport.js"
import { flush, type MockCall, mockHttpClient, type MockReply } from "./support/MockHttpClient.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

const FAILED: BreakerOutcome = { _tag: "Failed", reason: "connection failed" }
const ANSWERED: BreakerOutcome = { _tag: "Answered" }
const NEUTRAL: BreakerOutcome = { _tag: "Neutral" }

/** Admits one attempt for EUIPO and records its outcome. */
const attempt = (b: Effect.Effect.Success<ReturnType<typeof makeCircuitBreakers>>, outcome: BreakerOutcome) =>
  Effect.flatMap(b.admit("EUIPO"), (ticket) => b.record(ticket, outcome))

describe("CircuitBreaker (virtual time)", () => {
  it.effect("opens after N failures in a row, fails fast through the cool-down, then one probe decides", () =>
    Effect.gen(function*() {
      const b = yield* makeCircuitBreakers({ failureThreshold: 3, cooldownMs: 30_000 })
      for (let i = 0; i < 3; i++) yield* attempt(b, FAILED)
      const open = yield* Effect.flip(b.admit("EUIPO"))
      assert.strictEqual(open.code, "PROVIDER_UNAVAILABLE")
      assert.strictEqual(open.provider, "EUIPO")
      assert.match(open.message, /^EUIPO circuit open after 3 failures \(last: connection failed\); retrying after 30 s\./)
      assert.strictEqual(open.retryAfterMs, 30_000)
      assert.deepStrictEqual((yield* b.stats())["EUIPO"], {
        state: "open",
        consecutiveFailures: 3,
        opened: 1,
        rejected: 1,
        retryAfterMs: 30_000
      })

      yield* TestClock.adjust("29 seconds")
      assert.match((yield* Effect.flip(b.admit("EUIPO"))).message, /retrying after 1 s/)

      // Cool-down over: one probe goes through, everyone else still fails fast while it runs.
      yield* TestClock.adjust("1 second")
      const probe = yield* b.admit("EUIPO")
      assert.isTrue(probe.probe)
      const meanwhile = yield* Effect.flip(b.admit("EUIPO"))
      assert.strictEqual(meanwhile.code, "PROVIDER_UNAVAILABLE")
      assert.match(meanwhile.message, /^EUIPO circuit half-open after 3 failures/)
      assert.strictEqual((yield* b.stats())["EUIPO"]?.state, "half-open")

      // The probe fails: open for another cool-down.
      yield* b.record(probe, FAILED)
      assert.strictEqual((yield* b.stats())["EUIPO"]?.state, "open")
      assert.strictEqual((yield* b.stats())["EUIPO"]?.opened, 2)
      assert.strictEqual((yield* Effect.flip(b.admit("EUIPO"))).code, "PROVIDER_UNAVAILABLE")

      // The next probe is answered: closed, the count starts again.
      yield* TestClock.adjust("30 seconds")
      yield* attempt(b, ANSWERED)
      assert.deepStrictEqual((yield* b.stats())["EUIPO"], { state: "closed", consecutiveFailures: 0, opened: 2, rejected: 4 })
      const ticket = yield* b.admit("EUIPO")
      assert.isFalse(ticket.probe)
    }))

  it.effect("only failures in a row count: an answer in between resets the count", () =>
    Effect.gen(function*() {
      const b = yield* makeCircuitBreakers({ failureThreshold: 3, cooldownMs: 30_000 })
      yield* attempt(b, FAILED)
      yield* attempt(b, FAILED)
      yield* attempt(b, ANSWERED)
      yield* attempt(b, FAILED)
      yield* attempt(b, FAILED)
      assert.deepStrictEqual((yield* b.stats())["EUIPO"], { state: "closed", consecutiveFailures: 2, opened: 0, rejected: 0 })
      // Our own limits, our deadline and interruptions say nothing about the office.
      yield* attempt(b, NEUTRAL)
      assert.strictEqual((yield* b.stats())["EUIPO"]?.state, "closed")
      yield* attempt(b, FAILED)
      assert.strictEqual((yield* b.stats())["EUIPO"]?.state, "open")
    }))

  it.effect("a probe that proves nothing (cut by the deadline, interrupted) hands the probe to the next caller", () =>
    Effect.gen(function*() {
      const b = yield* makeCircuitBreakers({ failureThreshold: 1, cooldownMs: 10_000 })
      yield* attempt(b, FAILED)
      yield* TestClock.adjust("10 seconds")
      // Interrupted mid-probe: guard records it as neutral.
      const fiber = yield* Effect.fork(b.guard("EUIPO", Effect.never, () => ANSWERED))
      yield* TestClock.adjust("1 millis")
      assert.strictEqual((yield* b.stats())["EUIPO"]?.state, "half-open")
      yield* Fiber.interrupt(fiber)
      const next = yield* b.admit("EUIPO")
      assert.isTrue(next.probe)
    }))

  it.effect("CIRCUIT_BREAKER_FAILURES=0 turns it off", () =>
    Effect.gen(function*() {
      const b = yield* makeCircuitBreakers({ failureThreshold: 0, cooldownMs: 10_000 })
      for (let i = 0; i < 50; i++) yield* attempt(b, FAILED)
      yield* b.admit("EUIPO")
      assert.deepStrictEqual(yield* b.stats(), {})
    }))
})

const request = HttpClientRequest.get("http://euipo.test/things/1")

/** Runs `effect` in the background and advances virtual time (backoff sleeps) until it ends. */
const drive = <A, E>(effect: Effect.Effect<A, E>) =>
  Effect.gen(function*() {
    const fiber = yield* Effect.fork(effect)
    for (let i = 0; i < 100 && fiber.unsafePoll() === null; i++) {
      yield* flush
      yield* TestClock.adjust("100 millis")
    }
    return yield* Fiber.join(fiber)
  })

const setup = (handler: (call: MockCall) => MockReply, env: Record<string, string> = {}) => {
  const mock = mockHttpClient(handler)
  const layer = UpstreamHttp.Default.pipe(
    Layer.provideMerge(Layer.mergeAll(ProviderRateLimiter.Default, OAuthTokens.Default)),
    Layer.provide(mock.layer),
    Layer.provide(
      TestAppConfigLayer({
        EUIPO_BASE_URL: "http://euipo.test",
        EUIPO_CLIENT_ID: "id",
        EUIPO_CLIENT_SECRET: "secret-value-1234",
        EUIPO_RATE_LIMIT: "6000",
        CIRCUIT_BREAKER_FAILURES: "5",
        CIRCUIT_BREAKER_COOLDOWN_MS: "30000",
        ...env
      })
    )
  )
  return { mock, layer }
}

describe("UpstreamHttp circuit breaker", () => {
  it.effect("connection failures open the office's circuit: later attempts fail fast without a request, a probe closes it", () => {
    let down = true
    const { layer, mock } = setup(() => (down ? "transport" : { body: { ok: true } }))
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      // 3 tries per call: the 5th failure opens the circuit, so the second call's 3rd try never leaves.
      assert.strictEqual((yield* drive(Effect.flip(http.execute("EUIPO", request)))).code, "PROVIDER_UNAVAILABLE")
      const second = yield* drive(Effect.flip(http.execute("EUIPO", request)))
      assert.strictEqual(mock.calls.length, 5)
      assert.strictEqual(second.code, "PROVIDER_UNAVAILABLE")
      assert.match(second.message, /^EUIPO circuit open after 5 failures \(last: connection failed\); retrying after 30 s/)
      const third = yield* Effect.flip(http.execute("EUIPO", request))
      assert.match(third.message, /circuit open/)
      assert.strictEqual(mock.calls.length, 5)
      assert.strictEqual((yield* http.breakers())["EUIPO"]?.state, "open")

      down = false
      yield* TestClock.adjust("30 seconds")
      yield* flush
      const ok = yield* http.execute("EUIPO", request)
      assert.strictEqual(ok.status, 200)
      assert.strictEqual(mock.calls.length, 6)
      assert.deepStrictEqual((yield* http.breakers())["EUIPO"], { state: "closed", consecutiveFailures: 0, opened: 1, rejected: 2 })
    }).pipe(Effect.provide(layer), Effect.provideService(UpstreamPolicy, { maxAttempts: 3, baseDelayMs: 0 }))
  })

  it.effect("4xx answers and a bare 500 (one query the office chokes on) keep the circuit closed; 502/503/504 count", () => {
    let status = 400
    const { layer, mock } = setup(() => ({ status, body: { detail: "bad query" } }), { CIRCUIT_BREAKER_FAILURES: "2" })
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      for (let i = 0; i < 5; i++) assert.strictEqual((yield* Effect.flip(http.execute("EUIPO", request))).code, "PROVIDER_ERROR")
      assert.strictEqual((yield* http.breakers())["EUIPO"]?.state, "closed")
      status = 500
      for (let i = 0; i < 2; i++) assert.strictEqual((yield* drive(Effect.flip(http.execute("EUIPO", request)))).code, "PROVIDER_ERROR")
      assert.strictEqual((yield* http.breakers())["EUIPO"]?.state, "closed")
      status = 503
      const burst = yield* drive(Effect.flip(http.execute("EUIPO", request)))
      assert.strictEqual(burst.code, "PROVIDER_UNAVAILABLE")
      assert.match(burst.message, /^EUIPO circuit open after 2 failures \(last: HTTP 503\)/)
      assert.strictEqual(mock.calls.length, 13)
    }).pipe(Effect.provide(layer), Effect.provideService(UpstreamPolicy, { maxAttempts: 3, baseDelayMs: 0 }))
  })
})
