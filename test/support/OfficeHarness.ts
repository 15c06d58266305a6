/**
 * Runs an office adapter against its fake on a real socket: a provider
 * registry holding just that adapter's spec, the real upstream plumbing
 * (limiter, retries, OAuth, error mapping) and config from `env` only.
 * Cache off unless `env` turns it on; fast retry backoff; warnings only.
 */
import { Effect, Layer, Logger, LogLevel } from "effect"
import type { AppConfig, AppConfigShape } from "../../src/Config/AppConfig.js"
import type { Jurisdiction } from "../../src/Domain/Jurisdiction.js"
import type { ToolError } from "../../src/Domain/ToolError.js"
import { UpstreamLive } from "../../src/Providers/index.js"
import { TrademarkProviders, type TrademarkProviderSpec } from "../../src/Providers/ProviderRegistry.js"
import type { TrademarkSearchParams } from "../../src/Providers/TrademarkProvider.js"
import { Cache } from "../../src/Upstream/Cache.js"
import type { OAuthTokens } from "../../src/Upstream/OAuthTokens.js"
import type { UpstreamHttp } from "../../src/Upstream/UpstreamHttp.js"
import { UpstreamPolicy } from "../../src/Upstream/UpstreamTransport.js"
import { TestAppConfigLayer } from "./TestAppConfig.js"

/** Real backoff would only slow the suite: the retry count is what the tests check. */
export const FAST_RETRY = { maxAttempts: 3, baseDelayMs: 2 }

export interface HarnessSetup {
  readonly env?: Record<string, string>
  readonly patch?: (c: AppConfigShape) => AppConfigShape
}

export const withOfficeProvider = <A, E, R>(
  spec: TrademarkProviderSpec<AppConfig | UpstreamHttp | OAuthTokens>,
  env: Record<string, string>,
  patch: ((c: AppConfigShape) => AppConfigShape) | undefined,
  body: Effect.Effect<A, E, R | TrademarkProviders>
): Effect.Effect<A, E, Exclude<R, TrademarkProviders>> => {
  const config = TestAppConfigLayer({ CACHE_TTL_SEARCH: "0", CACHE_TTL_STATUS: "0", ...env }, patch)
  const plane = TrademarkProviders.layer([spec]).pipe(
    Layer.provideMerge(Layer.mergeAll(UpstreamLive, Cache.Default)),
    Layer.provide(config)
  )
  return body.pipe(
    Effect.provide(plane),
    Effect.provideService(UpstreamPolicy, FAST_RETRY),
    Logger.withMinimumLogLevel(LogLevel.Error)
  ) as Effect.Effect<A, E, Exclude<R, TrademarkProviders>>
}

export const searchIn = (jurisdiction: Jurisdiction) => (params: Partial<TrademarkSearchParams> & { readonly query: string }) =>
  Effect.flatMap(TrademarkProviders, (r) => r.get(jurisdiction)).pipe(
    Effect.flatMap((p) => p.search({ searchType: "name", status: "all", limit: 20, ...params }))
  )

export const detailIn = (jurisdiction: Jurisdiction) => (number: string, includeHistory = false) =>
  Effect.flatMap(TrademarkProviders, (r) => r.get(jurisdiction)).pipe(Effect.flatMap((p) => p.getDetail(number, { includeHistory })))

export const names = (page: { readonly results: ReadonlyArray<{ readonly name: string }> }) => page.results.map((r) => r.name)

/** No credential or token in anything a user could see. */
export const secretsIn = (error: ToolError, secrets: ReadonlyArray<string>): ReadonlyArray<string> => {
  const text = JSON.stringify(error) + error.toText()
  return secrets.filter((s) => text.includes(s))
}
