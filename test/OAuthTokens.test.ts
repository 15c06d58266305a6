import { assert, describe, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Redacted, TestClock } from "effect"
import { OAuthTokens } from "../src/Upstream/OAuthTokens.js"
import { flush, type MockCall, mockHttpClient, type MockReply } from "./support/MockHttpClient.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

const SECRET = "euipo-secret-value-xyz"
const ENV = {
  EUIPO_TOKEN_URL: "http://auth.test/token",
  EUIPO_CLIENT_ID: "euipo-client",
  EUIPO_CLIENT_SECRET: SECRET,
  EPO_TOKEN_URL: "http://ops.test/3.2/auth/accesstoken",
  EPO_CONSUMER_KEY: "epo-key",
  EPO_CONSUMER_SECRET: "epo-secret"
}

const setup = (handler: (call: MockCall) => MockReply, env: Record<string, string> = ENV) => {
  const mock = mockHttpClient(handler)
  return { mock, layer: OAuthTokens.Default.pipe(Layer.provide(mock.layer), Layer.provide(TestAppConfigLayer(env))) }
}

/** A token endpoint handing out tok-1, tok-2... */
const issuer = (expiresIn: number | string = 600, delayMs?: number) => {
  let n = 0
  return (): MockReply => ({
    body: { access_token: `tok-${++n}`, token_type: "Bearer", expires_in: expiresIn },
    ...(delayMs !== undefined ? { delayMs } : {})
  })
}

const value = (r: Redacted.Redacted<string>) => Redacted.value(r)

describe("OAuthTokens", () => {
  it.effect("client credentials: form POST with the creds in the body and scope=uid (EUIPO); the token is cached", () => {
    const { layer, mock } = setup(issuer())
    return Effect.gen(function*() {
      const tokens = yield* OAuthTokens
      assert.strictEqual(value(yield* tokens.get("EUIPO")), "tok-1")
      assert.strictEqual(value(yield* tokens.get("EUIPO")), "tok-1")
      assert.strictEqual(mock.calls.length, 1)
      const call = mock.calls[0]!
      assert.strictEqual(call.method, "POST")
      assert.strictEqual(call.url.href, "http://auth.test/token")
      assert.strictEqual(call.headers["content-type"], "application/x-www-form-urlencoded")
      const form = new URLSearchParams(call.body)
      assert.strictEqual(form.get("grant_type"), "client_credentials")
      assert.strictEqual(form.get("scope"), "uid")
      assert.strictEqual(form.get("client_id"), "euipo-client")
      assert.strictEqual(form.get("client_secret"), SECRET)
      assert.isUndefined(call.headers["authorization"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("EPO: HTTP Basic only, expires_in as a string", () => {
    const { layer, mock } = setup(issuer("1199"))
    return Effect.gen(function*() {
      const tokens = yield* OAuthTokens
      yield* tokens.get("EPO")
      const call = mock.calls[0]!
      assert.strictEqual(call.headers["authorization"], `Basic ${Buffer.from("epo-key:epo-secret").toString("base64")}`)
      const form = new URLSearchParams(call.body)
      assert.isNull(form.get("client_secret"))
      assert.strictEqual(form.get("grant_type"), "client_credentials")
      // 1199 s lifetime, refresh a minute early: still cached at 1138 s.
      yield* TestClock.adjust("1138 seconds")
      yield* tokens.get("EPO")
      assert.strictEqual(mock.calls.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("refreshes shortly before expiry in the background, keeps serving the old token meanwhile", () => {
    const { layer, mock } = setup(issuer(600))
    return Effect.gen(function*() {
      const tokens = yield* OAuthTokens
      yield* tokens.get("EUIPO")
      yield* TestClock.adjust("539 seconds")
      assert.strictEqual(value(yield* tokens.get("EUIPO")), "tok-1")
      assert.strictEqual(mock.calls.length, 1)
      yield* TestClock.adjust("2 seconds") // within the last minute
      assert.strictEqual(value(yield* tokens.get("EUIPO")), "tok-1")
      yield* flush
      assert.strictEqual(mock.calls.length, 2)
      assert.strictEqual(value(yield* tokens.get("EUIPO")), "tok-2")
    }).pipe(Effect.provide(layer))
  })

  it.effect("an expired token is never served: callers wait for the new one", () => {
    const { layer, mock } = setup(issuer(600))
    return Effect.gen(function*() {
      const tokens = yield* OAuthTokens
      yield* tokens.get("EUIPO")
      yield* TestClock.adjust("601 seconds")
      assert.strictEqual(value(yield* tokens.get("EUIPO")), "tok-2")
      assert.strictEqual(mock.calls.length, 2)
    }).pipe(Effect.provide(layer))
  })

  it.effect("concurrent callers share one refresh", () => {
    const { layer, mock } = setup(issuer(600, 2000))
    return Effect.gen(function*() {
      const tokens = yield* OAuthTokens
      const fiber = yield* Effect.fork(Effect.all(Array.from({ length: 10 }, () => tokens.get("EUIPO")), { concurrency: "unbounded" }))
      yield* flush
      yield* TestClock.adjust("2 seconds")
      const got = yield* Fiber.join(fiber)
      assert.strictEqual(mock.calls.length, 1)
      assert.deepStrictEqual(new Set(got.map(value)), new Set(["tok-1"]))
    }).pipe(Effect.provide(layer))
  })

  it.effect("invalidate (a 401) drops the token once: many callers reporting the same stale token cause one refresh", () => {
    const { layer, mock } = setup(issuer(3600))
    return Effect.gen(function*() {
      const tokens = yield* OAuthTokens
      const stale = yield* tokens.get("EUIPO")
      yield* Effect.all(
        Array.from({ length: 5 }, () => tokens.invalidate("EUIPO", stale).pipe(Effect.zipRight(tokens.get("EUIPO")))),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(mock.calls.length, 2)
      assert.strictEqual(value(yield* tokens.get("EUIPO")), "tok-2")
      // Reporting the old token again does nothing.
      yield* tokens.invalidate("EUIPO", stale)
      assert.strictEqual(value(yield* tokens.get("EUIPO")), "tok-2")
      assert.strictEqual(mock.calls.length, 2)
    }).pipe(Effect.provide(layer))
  })

  it.effect("rejected credentials are AUTH_FAILED naming the settings; an echoed secret is scrubbed", () => {
    const { layer } = setup(() => ({
      status: 401,
      body: { error: "invalid_client", error_description: `Client authentication failed for ${SECRET}` }
    }))
    return Effect.gen(function*() {
      const error = yield* Effect.flip((yield* OAuthTokens).get("EUIPO"))
      assert.strictEqual(error.code, "AUTH_FAILED")
      assert.strictEqual(error.provider, "EUIPO")
      assert.include(error.message, "Authentication failed for EUIPO (token request) (HTTP 401)")
      assert.include(error.message, "Check EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET.")
      assert.notInclude(JSON.stringify(error), SECRET)
    }).pipe(Effect.provide(layer))
  })

  it.effect("an OAuth 400 (invalid_grant) is an auth failure too", () => {
    const { layer } = setup(() => ({ status: 400, body: { error: "invalid_grant" } }))
    return Effect.gen(function*() {
      const error = yield* Effect.flip((yield* OAuthTokens).get("EUIPO"))
      assert.strictEqual(error.code, "AUTH_FAILED")
    }).pipe(Effect.provide(layer))
  })

  it.effect("a token answer without access_token is PROVIDER_ERROR, not a crash", () => {
    const { layer } = setup(() => ({ body: { token_type: "Bearer" } }))
    return Effect.gen(function*() {
      const error = yield* Effect.flip((yield* OAuthTokens).get("EUIPO"))
      assert.strictEqual(error.code, "PROVIDER_ERROR")
      assert.match(error.message, /^EUIPO token endpoint returned an unexpected response: access_token: is missing/)
      assert.strictEqual(error.provider, "EUIPO")
    }).pipe(Effect.provide(layer))
  })

  it.effect("a provider without credentials is PROVIDER_NOT_CONFIGURED naming them", () => {
    const { layer, mock } = setup(issuer(), {})
    return Effect.gen(function*() {
      const tokens = yield* OAuthTokens
      assert.isFalse(tokens.isConfigured("EUIPO"))
      const error = yield* Effect.flip(tokens.get("EUIPO"))
      assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
      assert.strictEqual(error.message, "EUIPO provider is not configured. Set EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET to enable it.")
      assert.strictEqual(mock.calls.length, 0)
    }).pipe(Effect.provide(layer))
  })

  it.effect("prewarm returns at once, fetches configured offices in the background, never fails", () => {
    const { layer, mock } = setup((call) =>
      call.url.host === "auth.test" ? { body: { access_token: "warm", expires_in: 3600 }, delayMs: 5000 } : { status: 500 }
    )
    return Effect.gen(function*() {
      const tokens = yield* OAuthTokens
      yield* tokens.prewarm() // EUIPO and EPO are configured; IP Australia and JPO are not
      yield* flush
      assert.deepStrictEqual(mock.calls.map((c) => c.url.host).sort(), ["auth.test", "ops.test"])
      yield* TestClock.adjust("5 seconds")
      yield* flush
      // EPO's token endpoint failing was only logged; EUIPO's token is ready without another request.
      assert.strictEqual(value(yield* tokens.get("EUIPO")), "warm")
      assert.strictEqual(mock.calls.filter((c) => c.url.host === "auth.test").length, 1)
    }).pipe(Effect.provide(layer))
  })
})
