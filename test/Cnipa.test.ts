import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { CNIPA_CAPABILITIES, CnipaTrademarksSpec } from "../src/Providers/Cnipa/CnipaTrademarks.js"
import { TrademarkProviders } from "../src/Providers/ProviderRegistry.js"
import type { TrademarkProvider } from "../src/Providers/TrademarkProvider.js"
import { Cache } from "../src/Upstream/Cache.js"
import { mockHttpClient } from "./support/MockHttpClient.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

/** The CNIPA spec in a registry, with an HTTP client that records any request (there must be none). */
const withCnipa = <A, E>(env: Record<string, string>, body: Effect.Effect<A, E, TrademarkProviders>) => {
  const http = mockHttpClient(() => ({ status: 500, body: "no network call may be made for CN" }))
  const plane = TrademarkProviders.layer([CnipaTrademarksSpec]).pipe(
    Layer.provideMerge(Cache.Default),
    Layer.provide(TestAppConfigLayer(env)),
    Layer.provide(http.layer)
  )
  return Effect.map(Effect.provide(body, plane), (a) => ({ result: a, calls: http.calls.length }))
}

const cnipa = Effect.flatMap(TrademarkProviders, (r) => r.get("CN"))

describe("CNIPA (no lawful public API)", () => {
  it.effect("every search type: NOT_SUPPORTED explaining why, and that CN search works from the local register", () =>
    Effect.gen(function*() {
      const { calls, result } = yield* withCnipa(
        {},
        Effect.gen(function*() {
          const p = yield* cnipa
          const errors = []
          for (const searchType of ["name", "owner", "number", "fuzzy"] as const) {
            errors.push(yield* Effect.flip(p.search({ query: "华为", searchType, status: "all", limit: 20 })))
          }
          return errors
        })
      )
      for (const error of result) {
        assert.strictEqual(error.code, "NOT_SUPPORTED")
        assert.strictEqual(error.provider, "CNIPA")
        assert.isFalse(error.retryable)
        assert.include(error.message, "CNIPA has no lawful public API")
        assert.include(error.message, "CN search works once CN data is in the local register")
        assert.include(error.message, "ipdata-mcp import <file> --jurisdiction CN")
      }
      assert.match(result[0]!.message, /^Trademark name search is not available for CN: /)
      assert.match(result[2]!.message, /^Trademark number search is not available for CN: /)
      assert.strictEqual(calls, 0)
    }))

  it.effect("detail lookups: NOT_SUPPORTED too, without a network call", () =>
    Effect.gen(function*() {
      const { calls, result } = yield* withCnipa(
        {},
        Effect.flatMap(cnipa, (p) => Effect.flip(p.getDetail("12345678", { includeHistory: true })))
      )
      assert.strictEqual(result.code, "NOT_SUPPORTED")
      assert.match(result.message, /^Trademark lookup \("12345678"\) is not available for CN: CNIPA has no lawful public API/)
      assert.include(result.message, "WIPO by their international registration number")
      assert.strictEqual(calls, 0)
    }))

  it.effect("capabilities say nothing is served live; the spec needs no services (no HTTP at all)", () =>
    Effect.gen(function*() {
      // Compile-time: make requires nothing, so it cannot reach UpstreamHttp or an HttpClient.
      const make: Effect.Effect<TrademarkProvider, never, never> = CnipaTrademarksSpec.make
      const provider = yield* make
      assert.deepStrictEqual({ ...provider.capabilities }, { ...CNIPA_CAPABILITIES })
      assert.isTrue(Object.values(CNIPA_CAPABILITIES).every((v) => v === false))
      assert.deepStrictEqual([CnipaTrademarksSpec.jurisdiction, CnipaTrademarksSpec.provider, CnipaTrademarksSpec.office], [
        "CN",
        "CNIPA",
        "CNIPA"
      ])
      const { result } = yield* withCnipa({}, Effect.map(TrademarkProviders, (r) => r.describe().find((d) => d.jurisdiction === "CN")))
      assert.deepStrictEqual([result?.configured, result?.enabled, result?.missingSettings], [true, true, []])
    }))

  it.effect("ENABLE_CNIPA=false: PROVIDER_NOT_CONFIGURED saying it is disabled", () =>
    Effect.gen(function*() {
      const { result } = yield* withCnipa({ ENABLE_CNIPA: "false" }, Effect.flip(cnipa))
      assert.strictEqual(result.code, "PROVIDER_NOT_CONFIGURED")
      assert.strictEqual(result.message, "CNIPA provider is disabled (ENABLE_CNIPA=false is set). Set ENABLE_CNIPA=true to enable it.")
    }))
})
