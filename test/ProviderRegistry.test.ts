import { assert, describe, it } from "@effect/vitest"
import { Effect, Fiber, Layer, TestClock } from "effect"
import { ToolError } from "../src/Domain/ToolError.js"
import { CacheTest, DataPlaneTest } from "../src/Providers/index.js"
import {
  cachedTrademarkProvider,
  mockTrademarkProvider,
  TrademarkProviders,
  type TrademarkProviderSpec
} from "../src/Providers/ProviderRegistry.js"
import { Cache } from "../src/Upstream/Cache.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

const summary = (n: string) => ({
  id: `EU-${n}`,
  applicationNumber: n,
  name: "KESTREL",
  jurisdiction: "EU" as const,
  status: "registered" as const,
  niceClasses: [9]
})

describe("TrademarkProviders", () => {
  it.effect("test layer: ready providers, unconfigured rows with the settings to set, unsupported jurisdictions", () =>
    Effect.gen(function*() {
      const registry = yield* TrademarkProviders
      assert.strictEqual((yield* registry.get("EU")).provider, "EUIPO")
      const au = yield* Effect.flip(registry.get("AU"))
      assert.strictEqual(au.code, "PROVIDER_NOT_CONFIGURED")
      assert.strictEqual(
        au.message,
        "IPAustralia provider is not configured. Set IPAUSTRALIA_CLIENT_ID and IPAUSTRALIA_CLIENT_SECRET to enable it."
      )
      const gb = yield* Effect.flip(registry.get("GB"))
      assert.strictEqual(gb.code, "NOT_SUPPORTED")
      assert.deepStrictEqual(registry.configured().map((p) => p.jurisdiction), ["EU"])
      assert.deepStrictEqual(
        registry.unavailable().map((u) => u.jurisdiction),
        ["US", "AU", "NZ", "WIPO", "GB", "CA", "JP", "CN"]
      )
      assert.deepStrictEqual(registry.describe().map((d) => [d.jurisdiction, d.configured]), [["EU", true], ["AU", false]])
    }).pipe(
      Effect.provide(
        DataPlaneTest({
          providers: [mockTrademarkProvider("EU")],
          unconfigured: [{ jurisdiction: "AU", settings: ["IPAUSTRALIA_CLIENT_ID", "IPAUSTRALIA_CLIENT_SECRET"] }]
        })
      )
    ))

  it.effect("live layer: a live office comes before a local register; live providers are cached with single flight", () => {
    let upstream = 0
    const live: TrademarkProviderSpec = {
      jurisdiction: "EU",
      provider: "EUIPO",
      office: "EUIPO",
      source: "live",
      capabilities: mockTrademarkProvider("EU").capabilities,
      make: Effect.succeed(
        mockTrademarkProvider("EU", {
          search: () => Effect.sleep("1 second").pipe(Effect.map(() => ({ results: [summary(String(++upstream))] })))
        })
      )
    }
    const local: TrademarkProviderSpec = {
      ...live,
      provider: "EU-register",
      office: undefined,
      source: "local",
      make: Effect.succeed(mockTrademarkProvider("EU", { provider: "EU-register", source: "local" }))
    }
    const layer = TrademarkProviders.layer([local, live]).pipe(
      Layer.provideMerge(Cache.Default),
      Layer.provide(TestAppConfigLayer({ EUIPO_CLIENT_ID: "id", EUIPO_CLIENT_SECRET: "secret" }))
    )
    return Effect.gen(function*() {
      const registry = yield* TrademarkProviders
      assert.deepStrictEqual(registry.all("EU").map((p) => p.provider), ["EUIPO", "EU-register"])
      const euipo = yield* registry.get("EU")
      const params = { query: "Kestrel", searchType: "name" as const, status: "all" as const, limit: 10 }
      const fiber = yield* Effect.fork(Effect.all(Array.from({ length: 10 }, () => euipo.search(params)), { concurrency: "unbounded" }))
      yield* Effect.yieldNow()
      yield* TestClock.adjust("1 second")
      yield* Fiber.join(fiber)
      yield* euipo.search({ ...params, query: "kestrel " })
      assert.strictEqual(upstream, 1)
      const other = yield* Effect.fork(euipo.search({ ...params, niceClasses: [9] }))
      yield* Effect.yieldNow()
      yield* TestClock.adjust("1 second")
      yield* Fiber.join(other)
      assert.strictEqual(upstream, 2)
      const stats = (yield* (yield* Cache).stats()).search
      assert.deepStrictEqual([stats.misses, stats.coalesced, stats.hits], [2, 9, 1])
    }).pipe(Effect.provide(layer))
  })

  it.effect("live layer: a disabled office and missing credentials are rows, not start-up errors", () => {
    const spec = (office: "EUIPO" | "IPAUSTRALIA", jurisdiction: "EU" | "AU"): TrademarkProviderSpec => ({
      jurisdiction,
      provider: office,
      office,
      source: "live",
      capabilities: mockTrademarkProvider(jurisdiction).capabilities,
      make: Effect.die("must not be built")
    })
    const layer = TrademarkProviders.layer([spec("EUIPO", "EU"), spec("IPAUSTRALIA", "AU")]).pipe(
      Layer.provide(Cache.Default),
      Layer.provide(
        TestAppConfigLayer({ ENABLE_EUIPO: "false", EUIPO_CLIENT_ID: "id", EUIPO_CLIENT_SECRET: "s", IPAUSTRALIA_CLIENT_ID: "id" })
      )
    )
    return Effect.gen(function*() {
      const registry = yield* TrademarkProviders
      const rows = registry.describe()
      assert.deepStrictEqual(
        rows.map((r) => [r.provider, r.enabled, r.configured, r.missingSettings]),
        [
          ["EUIPO", false, false, ["ENABLE_EUIPO=true"]],
          ["IPAUSTRALIA", true, false, ["IPAUSTRALIA_CLIENT_SECRET"]]
        ]
      )
      const au = yield* Effect.flip(registry.get("AU"))
      assert.deepStrictEqual(au, ToolError.notConfigured("IPAUSTRALIA", ["IPAUSTRALIA_CLIENT_SECRET"]))
    }).pipe(Effect.provide(layer))
  })
})

describe("cachedTrademarkProvider", () => {
  it.effect("caches details, while `uncached` (for pollers) always asks the office", () =>
    Effect.gen(function*() {
      let calls = 0
      const office = mockTrademarkProvider("EU", {
        getDetail: (n) =>
          Effect.sync(() => ++calls).pipe(
            Effect.map((i) => ({
              id: `EU-${n}`,
              applicationNumber: n,
              name: `MARK ${i}`,
              jurisdiction: "EU" as const,
              status: "pending" as const,
              niceClasses: [9]
            }))
          )
      })
      const cached = cachedTrademarkProvider(office, yield* Cache)
      const a = yield* cached.getDetail("018000001", { includeHistory: false })
      const b = yield* cached.getDetail("018000001", { includeHistory: false })
      assert.strictEqual(a.name, b.name)
      assert.strictEqual(calls, 1)
      const fresh = yield* cached.uncached!.getDetail("018000001", { includeHistory: false })
      assert.strictEqual(fresh.name, "MARK 2")
      assert.strictEqual(calls, 2)
    }).pipe(Effect.provide(CacheTest())))
})
