import { HttpClientRequest } from "@effect/platform"
import { assert, describe, it } from "@effect/vitest"
import { Clock, Effect, Either, Fiber, Layer, TestClock } from "effect"
import { ToolError } from "../src/Domain/ToolError.js"
import { OAuthTokens } from "../src/Upstream/OAuthTokens.js"
import { forEachOffice, withOfficeDeadline } from "../src/Upstream/OfficeDeadline.js"
import { ProviderRateLimiter } from "../src/Upstream/ProviderRateLimiter.js"
import { UpstreamHttp } from "../src/Upstream/UpstreamHttp.js"
import { flush, type MockCall, mockHttpClient, type MockReply, replies } from "./support/MockHttpClient.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

const request = HttpClientRequest.get("http://euipo.test/things/1")

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
        EUIPO_FETCH_TIMEOUT_MS: "15000",
        ...env
      })
    )
  )
  return { mock, layer }
}

/** Runs `effect` in the background, advancing virtual time in `stepMs` steps until it ends; returns its result and when. */
const timed = <A, E, R>(effect: Effect.Effect<A, E, R>, stepMs = 100, maxMs = 120_000) =>
  Effect.gen(function*() {
    const start = yield* Clock.currentTimeMillis
    const fiber = yield* Effect.fork(Effect.zip(effect, Clock.currentTimeMillis))
    for (let t = 0; t < maxMs && fiber.unsafePoll() === null; t += stepMs) {
      yield* flush
      yield* TestClock.adjust(stepMs)
    }
    const [result, end] = yield* Fiber.join(fiber)
    return { result, elapsedMs: end - start }
  })

const office = (name: string, behaviour: "ok" | "hang" | { readonly afterMs: number }) => ({
  name,
  run: behaviour === "ok"
    ? Effect.succeed(name)
    : behaviour === "hang"
    ? Effect.never
    : Effect.as(Effect.sleep(behaviour.afterMs), name)
})

describe("forEachOffice: the call's office deadline (virtual time)", () => {
  it.effect("an office still busy at the deadline is a PROVIDER_TIMEOUT naming it; the others' answers are kept", () =>
    Effect.gen(function*() {
      const offices = [office("EUIPO", "ok"), office("CIPO", "hang"), office("USPTO", { afterMs: 5000 })]
      const fiber = yield* Effect.fork(
        withOfficeDeadline(20_000)(forEachOffice(offices, (o) => o.name, (o) => o.run as Effect.Effect<string, ToolError>))
      )
      yield* TestClock.adjust("20 seconds")
      assert.isNull(fiber.unsafePoll(), "not before the deadline (and its small grace)")
      yield* TestClock.adjust("250 millis")
      const out = yield* Fiber.join(fiber)
      assert.deepStrictEqual(out[0], Either.right("EUIPO"))
      assert.deepStrictEqual(out[2], Either.right("USPTO"))
      const timeout = Either.getLeft(out[1]!)
      assert.isTrue(timeout._tag === "Some")
      if (timeout._tag === "Some") {
        assert.strictEqual(timeout.value.code, "PROVIDER_TIMEOUT")
        assert.strictEqual(timeout.value.provider, "CIPO")
        assert.match(timeout.value.message, /^CIPO did not answer within this call's 20 s deadline \(OFFICE_DEADLINE_MS\)/)
      }
    }))

  it.effect("a nested fan-out keeps the earlier deadline (deadlines only shrink)", () =>
    Effect.gen(function*() {
      const inner = forEachOffice([office("CIPO", "hang")], (o) => o.name, (o) => o.run as Effect.Effect<string, ToolError>)
      const { result, elapsedMs } = yield* timed(
        withOfficeDeadline(3000)(Effect.zipRight(Effect.sleep(1000), withOfficeDeadline(60_000)(inner)))
      )
      assert.strictEqual(Either.isLeft(result[0]!), true)
      // The fan-out's safety net: the deadline plus its small grace (no upstream call here to be cut first).
      assert.strictEqual(elapsedMs, 3250)
    }))

  it.effect("without a deadline nothing is cut (single-office calls keep their own timeouts)", () =>
    Effect.gen(function*() {
      const out = yield* timed(
        forEachOffice([office("USPTO", { afterMs: 19_000 })], (o) => o.name, (o) => o.run as Effect.Effect<string, ToolError>)
      )
      assert.deepStrictEqual(out.result, [Either.right("USPTO")])
    }))
})

describe("UpstreamHttp under a deadline (virtual time)", () => {
  it.effect("a hanging office: the first try gets its own 15 s, the retry only what is left; the call ends at the 20 s deadline", () => {
    const { layer, mock } = setup(() => "hang")
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      const { result, elapsedMs } = yield* timed(Effect.flip(withOfficeDeadline(20_000)(http.execute("EUIPO", request))))
      assert.strictEqual(elapsedMs, 20_000)
      assert.strictEqual(mock.calls.length, 2)
      assert.strictEqual(result.code, "PROVIDER_TIMEOUT")
      assert.match(result.message, /^EUIPO did not answer within this call's 20 s deadline/)
    }).pipe(Effect.provide(layer))
  })

  it.effect("no retry starts when it could not finish before the deadline", () => {
    const { layer, mock } = setup(() => "hang")
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      const { result, elapsedMs } = yield* timed(Effect.flip(withOfficeDeadline(16_000)(http.execute("EUIPO", request))))
      assert.strictEqual(mock.calls.length, 1)
      assert.strictEqual(elapsedMs, 15_000)
      assert.match(result.message, /EUIPO did not answer in time \(timeout 15 s\)/)
    }).pipe(Effect.provide(layer))
  })

  it.effect("5xx retries stop at the deadline: with 2 s left one retry fits (backoff + 1 s to answer), a second does not", () => {
    const { layer, mock } = setup(() => ({ status: 503, body: "down" }))
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      const { result, elapsedMs } = yield* timed(Effect.flip(withOfficeDeadline(2000)(http.execute("EUIPO", request))), 10)
      assert.strictEqual(mock.calls.length, 2)
      assert.isBelow(elapsedMs, 1000)
      assert.strictEqual(result.code, "PROVIDER_UNAVAILABLE")
      assert.match(result.message, /^EUIPO is unavailable \(HTTP 503\): down\./)
    }).pipe(Effect.provide(layer))
  })

  it.effect("the rate limiter's queue never waits past the deadline", () => {
    // 6 a minute: one slot per 10 s, no burst.
    const { layer, mock } = setup(() => ({ body: { ok: true } }), { EUIPO_RATE_LIMIT: "6" })
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      yield* http.execute("EUIPO", request)
      const { result, elapsedMs } = yield* timed(Effect.flip(withOfficeDeadline(5000)(http.execute("EUIPO", request))))
      assert.strictEqual(elapsedMs, 0)
      assert.strictEqual(mock.calls.length, 1)
      assert.strictEqual(result.code, "RATE_LIMITED")
      assert.match(
        result.message,
        /^EUIPO: our rate limit \(6 requests\/minute, EUIPO_RATE_LIMIT\) queue would wait 10 s, past this call's deadline \(5 s left\)/
      )
      // Without a deadline the same call queues (within RATE_LIMIT_MAX_WAIT_MS) and goes through.
      const queued = yield* timed(http.execute("EUIPO", request))
      assert.strictEqual(queued.result.status, 200)
    }).pipe(Effect.provide(layer))
  })
})

describe("what the office said, in plain words", () => {
  it.effect("a 429 with Retry-After: the office's wait is named as the office's, then and on the next call", () => {
    const { layer } = setup(replies({ status: 429, headers: { "retry-after": "120" }, body: "" }), {
      USPTO_BASE_URL: "http://uspto.test",
      USPTO_API_KEY: "key-1234567",
      USPTO_RATE_LIMIT: "100000"
    })
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      const req = HttpClientRequest.get("http://uspto.test/x")
      const first = yield* Effect.flip(http.execute("USPTO", req))
      assert.strictEqual(first.code, "RATE_LIMITED")
      assert.strictEqual(
        first.message,
        "USPTO is rate limiting requests (HTTP 429) and asked us to wait 120 s (Retry-After). Retry after that."
      )
      assert.strictEqual(first.retryAfterMs, 120_000)
      const next = yield* Effect.flip(http.execute("USPTO", req))
      assert.strictEqual(next.code, "RATE_LIMITED")
      assert.strictEqual(next.message, "USPTO asked us to wait 120 s (Retry-After on its HTTP 429); retry in 120 s.")
      assert.notInclude(next.message, "requests/minute")
      yield* TestClock.adjust("60 seconds")
      assert.match((yield* Effect.flip(http.execute("USPTO", req))).message, /retry in 60 s/)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a 503 burst is PROVIDER_UNAVAILABLE, its Retry-After kept", () => {
    const { layer } = setup(() => ({ status: 503, headers: { "retry-after": "30" }, body: "maintenance" }))
    return Effect.gen(function*() {
      const { result } = yield* timed(Effect.flip((yield* UpstreamHttp).execute("EUIPO", request)))
      assert.strictEqual(result.code, "PROVIDER_UNAVAILABLE")
      assert.strictEqual(result.retryAfterMs, 30_000)
      assert.strictEqual(result.message, "EUIPO is unavailable (HTTP 503): maintenance.")
    }).pipe(Effect.provide(layer))
  })
})
