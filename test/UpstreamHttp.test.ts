import { HttpClientRequest } from "@effect/platform"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Schema, TestClock } from "effect"
import { OAuthTokens } from "../src/Upstream/OAuthTokens.js"
import { ProviderRateLimiter } from "../src/Upstream/ProviderRateLimiter.js"
import { parseRetryAfter, scrubSecrets } from "../src/Upstream/UpstreamErrors.js"
import { UpstreamHttp } from "../src/Upstream/UpstreamHttp.js"
import { flush, type MockCall, mockHttpClient, type MockReply, replies } from "./support/MockHttpClient.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

const SECRET = "super-secret-value-123"
const ENV = {
  EUIPO_BASE_URL: "http://euipo.test",
  EUIPO_TOKEN_URL: "http://auth.test/token",
  EUIPO_CLIENT_ID: "client-id-abc",
  EUIPO_CLIENT_SECRET: SECRET,
  EUIPO_RATE_LIMIT: "6000"
}

const setup = (handler: (call: MockCall) => MockReply, env: Record<string, string> = {}) => {
  const mock = mockHttpClient(handler)
  const layer = UpstreamHttp.Default.pipe(
    Layer.provideMerge(Layer.mergeAll(ProviderRateLimiter.Default, OAuthTokens.Default)),
    Layer.provide(mock.layer),
    Layer.provide(TestAppConfigLayer({ ...ENV, ...env }))
  )
  return { mock, layer }
}

const Thing = Schema.Struct({ id: Schema.String, count: Schema.Int })
const request = HttpClientRequest.get("http://euipo.test/things/1")

/** Runs `effect` in the background and advances virtual time until it ends. */
const drive = <A, E>(effect: Effect.Effect<A, E>, step = "1 second" as const, steps = 120) =>
  Effect.gen(function*() {
    const fiber = yield* Effect.fork(effect)
    for (let i = 0; i < steps && fiber.unsafePoll() === null; i++) {
      yield* flush
      yield* TestClock.adjust(step)
    }
    return yield* Fiber.join(fiber)
  })

describe("UpstreamHttp", () => {
  it.effect("decodes a JSON answer with a Schema", () => {
    const { layer } = setup(() => ({ body: { id: "a", count: 2, extra: true } }))
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      const thing = yield* http.json("EUIPO", request, Thing)
      assert.deepStrictEqual(thing, { id: "a", count: 2 })
      assert.deepStrictEqual((yield* http.stats())["EUIPO"], { requests: 1, errors: 0 })
    }).pipe(Effect.provide(layer))
  })

  it.effect("retries a 5xx burst with exponential backoff, then succeeds (3 tries)", () => {
    const { layer, mock } = setup(replies({ status: 503 }, { status: 502 }, { body: { id: "a", count: 1 } }))
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      const fiber = yield* Effect.fork(http.json("EUIPO", request, Thing))
      yield* flush
      assert.strictEqual(mock.calls.length, 1)
      // First backoff is 500 ms ±20%: nothing before 400 ms, the retry by 600 ms.
      yield* TestClock.adjust("399 millis")
      yield* flush
      assert.strictEqual(mock.calls.length, 1)
      yield* TestClock.adjust("201 millis")
      yield* flush
      assert.strictEqual(mock.calls.length, 2)
      // Second backoff doubles (800..1200 ms).
      yield* TestClock.adjust("599 millis")
      yield* flush
      assert.strictEqual(mock.calls.length, 2)
      yield* TestClock.adjust("1 second")
      yield* flush
      assert.strictEqual(mock.calls.length, 3)
      assert.deepStrictEqual(yield* Fiber.join(fiber), { id: "a", count: 1 })
    }).pipe(Effect.provide(layer))
  })

  it.effect("gives up after 3 tries of 5xx with PROVIDER_ERROR", () => {
    const { layer, mock } = setup(() => ({ status: 500, body: "boom" }))
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      const error = yield* drive(Effect.flip(http.execute("EUIPO", request)))
      assert.strictEqual(mock.calls.length, 3)
      assert.strictEqual(error.code, "PROVIDER_ERROR")
      assert.strictEqual(error.provider, "EUIPO")
      assert.isTrue(error.retryable)
      assert.strictEqual(error.retryAfterMs, 5000)
      assert.match(error.message, /^EUIPO service error \(HTTP 500\)/)
      assert.strictEqual((yield* http.stats())["EUIPO"]?.errors, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a request that never answers times out after the office timeout, 3 tries, PROVIDER_TIMEOUT", () => {
    const { layer, mock } = setup(() => "hang", { EUIPO_FETCH_TIMEOUT_MS: "15000" })
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      const fiber = yield* Effect.fork(Effect.flip(http.execute("EUIPO", request)))
      yield* flush
      yield* TestClock.adjust("14 seconds")
      yield* flush
      assert.strictEqual(mock.calls.length, 1)
      const error = yield* drive(Fiber.join(fiber))
      assert.strictEqual(mock.calls.length, 3)
      assert.strictEqual(error.code, "PROVIDER_TIMEOUT")
      assert.strictEqual(error.retryAfterMs, 1000)
      assert.match(error.message, /EUIPO did not answer in time \(timeout 15 s\)/)
    }).pipe(Effect.provide(layer))
  })

  it.effect("connection failures are retried, then PROVIDER_UNAVAILABLE", () => {
    const { layer, mock } = setup(() => "transport")
    return Effect.gen(function*() {
      const error = yield* drive(Effect.flip((yield* UpstreamHttp).execute("EUIPO", request)))
      assert.strictEqual(mock.calls.length, 3)
      assert.strictEqual(error.code, "PROVIDER_UNAVAILABLE")
      assert.strictEqual(error.retryAfterMs, 10_000)
      assert.notInclude(error.message, "euipo.test")
    }).pipe(Effect.provide(layer))
  })

  it.effect("other 4xx are not retried; the problem detail is shown, scrubbed", () => {
    const { layer, mock } = setup(() => ({
      status: 400,
      headers: { "content-type": "application/problem+json" },
      body: {
        type: "/problems/input-validation-error",
        title: "Bad Request",
        detail: `Query error: Unknown operator: =o= (client_secret=${SECRET})`
      }
    }))
    return Effect.gen(function*() {
      const error = yield* Effect.flip((yield* UpstreamHttp).execute("EUIPO", request))
      assert.strictEqual(mock.calls.length, 1)
      assert.strictEqual(error.code, "PROVIDER_ERROR")
      assert.isFalse(error.retryable)
      assert.include(error.message, "EUIPO rejected the request (HTTP 400): Query error: Unknown operator: =o=")
      assert.notInclude(JSON.stringify(error), SECRET)
    }).pipe(Effect.provide(layer))
  })

  it.effect("404 becomes the given *_NOT_FOUND code, else PROVIDER_ERROR; never retried", () => {
    const { layer, mock } = setup(() => ({ status: 404, body: { detail: "Trademark with number '1' not found" } }))
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      const notFound = yield* Effect.flip(
        http.execute("EUIPO", request, { notFound: "TRADEMARK_NOT_FOUND", notFoundMessage: "Trademark EU-000000001 not found at EUIPO." })
      )
      assert.strictEqual(notFound.code, "TRADEMARK_NOT_FOUND")
      assert.strictEqual(notFound.message, "Trademark EU-000000001 not found at EUIPO.")
      const plain = yield* Effect.flip(http.execute("EUIPO", request))
      assert.strictEqual(plain.code, "PROVIDER_ERROR")
      assert.strictEqual(mock.calls.length, 2)
      // okStatuses: a 404 that means "nothing" is an answer.
      const ok = yield* http.execute("EUIPO", request, { okStatuses: [404] })
      assert.strictEqual(ok.status, 404)
    }).pipe(Effect.provide(layer))
  })

  it.effect("401 and 403 are AUTH_FAILED naming the settings to check", () => {
    const { layer, mock } = setup(replies({ status: 401 }, { status: 403, body: { moreInformation: "Invalid Client" } }))
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      const e401 = yield* Effect.flip(http.execute("EUIPO", request))
      assert.strictEqual(e401.code, "AUTH_FAILED")
      assert.match(e401.message, /^Authentication failed for EUIPO \(HTTP 401\)\. Check EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET\.$/)
      const e403 = yield* Effect.flip(http.execute("EUIPO", request))
      assert.strictEqual(e403.code, "AUTH_FAILED")
      assert.include(e403.message, "Access refused by EUIPO (HTTP 403): Invalid Client")
      assert.strictEqual(mock.calls.length, 2)
    }).pipe(Effect.provide(layer))
  })

  it.effect("429 with a short Retry-After waits it out (visible in the limiter) and retries", () => {
    const { layer, mock } = setup(replies({ status: 429, headers: { "retry-after": "3" } }, { body: { id: "a", count: 1 } }))
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      const fiber = yield* Effect.fork(http.json("EUIPO", request, Thing))
      yield* flush
      yield* TestClock.adjust("2900 millis")
      yield* flush
      assert.strictEqual(mock.calls.length, 1)
      yield* TestClock.adjust("200 millis")
      assert.deepStrictEqual(yield* Fiber.join(fiber), { id: "a", count: 1 })
      assert.strictEqual(mock.calls.length, 2)
      const stats = (yield* (yield* ProviderRateLimiter).stats())["euipo"]!
      assert.strictEqual(stats.waits, 1)
      assert.isAtLeast(stats.totalWaitMs, 3000)
    }).pipe(Effect.provide(layer))
  })

  it.effect("429 with a Retry-After beyond the bound fails at once with RATE_LIMITED and the wait", () => {
    const { layer, mock } = setup(() => ({ status: 429, headers: { "retry-after": "120" } }))
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      const error = yield* Effect.flip(http.execute("EUIPO", request))
      assert.strictEqual(mock.calls.length, 1)
      assert.strictEqual(error.code, "RATE_LIMITED")
      assert.strictEqual(error.retryAfterMs, 120_000)
      // Other callers are held back too: they fail fast instead of hammering the office.
      const next = yield* Effect.flip(http.execute("EUIPO", request))
      assert.strictEqual(next.code, "RATE_LIMITED")
      assert.strictEqual(mock.calls.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("429 without Retry-After is RATE_LIMITED (60 s) and not retried", () => {
    const { layer, mock } = setup(() => ({ status: 429 }))
    return Effect.gen(function*() {
      const error = yield* Effect.flip((yield* UpstreamHttp).execute("EUIPO", request))
      assert.strictEqual(error.code, "RATE_LIMITED")
      assert.strictEqual(error.retryAfterMs, 60_000)
      assert.strictEqual(mock.calls.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("retry: false sends once", () => {
    const { layer, mock } = setup(() => ({ status: 503 }))
    return Effect.gen(function*() {
      const error = yield* Effect.flip((yield* UpstreamHttp).execute("EUIPO", request, { retry: false }))
      assert.strictEqual(error.code, "PROVIDER_UNAVAILABLE")
      assert.strictEqual(mock.calls.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a body that is not JSON, or not the expected shape, is PROVIDER_ERROR with a short reason", () => {
    const { layer } = setup(replies({ body: "<html>oops</html>" }, { body: { id: 5, count: 1 } }, { body: "" }))
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      const notJson = yield* Effect.flip(http.json("EUIPO", request, Thing))
      assert.strictEqual(notJson.code, "PROVIDER_ERROR")
      assert.strictEqual(notJson.message, "EUIPO returned an unexpected response: the body is not valid JSON")
      const wrong = yield* Effect.flip(http.json("EUIPO", request, Thing))
      assert.strictEqual(wrong.message, "EUIPO returned an unexpected response: id: Expected string, actual 5")
      const empty = yield* Effect.flip(http.json("EUIPO", request, Thing))
      assert.include(empty.message, "the body was empty")
    }).pipe(Effect.provide(layer))
  })

  it.effect("oauth: sends the bearer token; a 401 refreshes the token once and retries", () => {
    let tokens = 0
    let apiCalls = 0
    const { layer, mock } = setup((call) => {
      if (call.url.host === "auth.test") return { body: { access_token: `tok-${++tokens}`, expires_in: 3600 } }
      apiCalls++
      return call.headers["authorization"] === "Bearer tok-2" ? { body: { id: "a", count: 1 } } : { status: 401 }
    })
    return Effect.gen(function*() {
      const http = yield* UpstreamHttp
      const thing = yield* http.json("EUIPO", request, Thing, { auth: "oauth" })
      assert.deepStrictEqual(thing, { id: "a", count: 1 })
      assert.strictEqual(tokens, 2)
      assert.strictEqual(apiCalls, 2)
      assert.deepStrictEqual(
        mock.calls.map((c) => c.headers["authorization"] ?? null),
        [null, "Bearer tok-1", null, "Bearer tok-2"]
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("oauth: a second 401 with a fresh token is AUTH_FAILED (no loop)", () => {
    let tokens = 0
    const { layer, mock } = setup((call) =>
      call.url.host === "auth.test" ? { body: { access_token: `tok-${++tokens}`, expires_in: 3600 } } : { status: 401 }
    )
    return Effect.gen(function*() {
      const error = yield* Effect.flip((yield* UpstreamHttp).execute("EUIPO", request, { auth: "oauth" }))
      assert.strictEqual(error.code, "AUTH_FAILED")
      assert.strictEqual(tokens, 2)
      assert.strictEqual(mock.calls.length, 4)
      assert.notInclude(JSON.stringify(error), "tok-")
    }).pipe(Effect.provide(layer))
  })

  it("parses Retry-After in seconds and as an HTTP date", () => {
    const now = Date.parse("2025-01-01T00:00:00Z")
    assert.strictEqual(parseRetryAfter("7", now), 7000)
    assert.strictEqual(parseRetryAfter("Wed, 01 Jan 2025 00:00:30 GMT", now), 30_000)
    assert.strictEqual(parseRetryAfter("Tue, 31 Dec 2024 00:00:00 GMT", now), 0)
    assert.isUndefined(parseRetryAfter("soon", now))
    assert.isUndefined(parseRetryAfter(undefined, now))
  })

  it("scrubs credentials, bearer tokens and token fields from upstream text", () => {
    const text = scrubSecrets(
      `bad client ${SECRET}; Authorization: Bearer abc.def.ghi; {"access_token":"tok-123"} client_secret=xyz eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U`,
      [SECRET]
    )
    for (const leaked of [SECRET, "abc.def.ghi", "tok-123", "xyz", "eyJhbGci"]) assert.notInclude(text, leaked)
    assert.include(text, "bad client [redacted]")
  })
})
