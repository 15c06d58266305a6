import { NodeHttpClient } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { type Jurisdiction } from "../Domain/Jurisdiction.js"
import { Cache, type CacheSettings, makeCache } from "../Upstream/Cache.js"
import { OAuthTokens } from "../Upstream/OAuthTokens.js"
import { ProviderRateLimiter } from "../Upstream/ProviderRateLimiter.js"
import { UpstreamHttp } from "../Upstream/UpstreamHttp.js"
import { CipoTrademarksSpec } from "./Cipo/CipoTrademarks.js"
import { CnipaTrademarksSpec } from "./Cnipa/CnipaTrademarks.js"
import { EuipoTrademarksSpec } from "./Euipo/EuipoTrademarks.js"
import { IpAustraliaTrademarksSpec } from "./IpAustralia/IpAustraliaTrademarks.js"
import { IponzTrademarksSpec } from "./Iponz/IponzTrademarks.js"
import { JpoTrademarksSpec } from "./Jpo/JpoTrademarks.js"
import { localProviderSpecs, LocalRegister } from "./LocalRegister/index.js"
import { TrademarkProviders } from "./ProviderRegistry.js"
import type { TrademarkProvider } from "./TrademarkProvider.js"
import { UkipoTrademarksSpec } from "./Ukipo/UkipoTrademarks.js"
import { UsptoTrademarksSpec } from "./Uspto/UsptoTrademarks.js"
import { WipoTrademarksSpec } from "./Wipo/WipoTrademarks.js"

/**
 * Every trademark provider, in preference order per jurisdiction (a live
 * office before a local register). Office adapters add their spec here.
 */
export const TRADEMARK_PROVIDER_SPECS = [
  UsptoTrademarksSpec,
  EuipoTrademarksSpec,
  IpAustraliaTrademarksSpec,
  IponzTrademarksSpec,
  WipoTrademarksSpec,
  UkipoTrademarksSpec,
  CipoTrademarksSpec,
  JpoTrademarksSpec,
  CnipaTrademarksSpec
] as const

/** Upstream plumbing: HTTP client, limiter, OAuth tokens, UpstreamHttp. Needs AppConfig. */
export const UpstreamLive = UpstreamHttp.Default.pipe(
  Layer.provideMerge(Layer.mergeAll(ProviderRateLimiter.Default, OAuthTokens.Default)),
  Layer.provideMerge(NodeHttpClient.layerUndici)
)

/**
 * The data plane: Cache, ProviderRateLimiter, OAuthTokens, UpstreamHttp and
 * TrademarkProviders (with every adapter in TRADEMARK_PROVIDER_SPECS).
 * Needs AppConfig; `/metrics` reads `Cache.stats()`,
 * `ProviderRateLimiter.stats()` and `UpstreamHttp.stats()` from it.
 */
export const DataPlaneLive = Layer.unwrapEffect(
  Effect.map(LocalRegister, (register) => TrademarkProviders.layer([...TRADEMARK_PROVIDER_SPECS, ...localProviderSpecs(register)]))
).pipe(Layer.provideMerge(Layer.mergeAll(UpstreamLive, Cache.Default, LocalRegister.Default)))

export type DataPlane = Layer.Layer.Success<typeof DataPlaneLive>

/**
 * HTTP start: fetch OAuth tokens (EUIPO, IP Australia, EPO... whichever are
 * enabled and configured) in the background. Never delays or fails start-up.
 */
export const OAuthPrewarmLive: Layer.Layer<never, never, OAuthTokens> = Layer.effectDiscard(
  Effect.flatMap(OAuthTokens, (tokens) => tokens.prewarm())
)

/** A cache for tests: memory (or `dir`), default TTLs unless given. */
export const CacheTest = (settings: Partial<CacheSettings> = {}): Layer.Layer<Cache> =>
  Layer.scoped(
    Cache,
    Effect.map(
      makeCache({
        ttlSeconds: settings.ttlSeconds ?? { search: 300, status: 3600, class: 86400 },
        maxEntries: settings.maxEntries ?? 1000,
        dir: settings.dir
      }),
      (service) => Cache.make(service)
    )
  )

/**
 * Logic tests: a registry of mock providers (see `mockTrademarkProvider`)
 * plus unconfigured rows, and a memory cache. No HTTP, no AppConfig.
 */
export const DataPlaneTest = (options: {
  readonly providers?: ReadonlyArray<TrademarkProvider>
  readonly unconfigured?: ReadonlyArray<{ readonly jurisdiction: Jurisdiction; readonly settings: ReadonlyArray<string> }>
  readonly cache?: Partial<CacheSettings>
} = {}): Layer.Layer<TrademarkProviders | Cache> =>
  Layer.merge(TrademarkProviders.test(options.providers ?? [], options.unconfigured ?? []), CacheTest(options.cache))
