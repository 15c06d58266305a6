/**
 * The fake EUIPO with its design and person APIs, and the EUIPO designs and
 * persons adapters (plus the data plane, so the EU trade mark provider is
 * there too) pointed at it: real sockets, config from `env` only, cache off
 * unless `env` turns it on, fast retries, errors-only logs.
 */
import { Effect, Layer, Logger, LogLevel } from "effect"
import type { AppConfigShape } from "../../src/Config/AppConfig.js"
import { EuipoDesignsLive } from "../../src/Providers/Euipo/EuipoDesigns.js"
import { DataPlaneLive } from "../../src/Providers/index.js"
import { UpstreamPolicy } from "../../src/Upstream/UpstreamTransport.js"
import { FakeEuipo, type FakeEuipoOptions } from "../fakes/FakeEuipo.js"
import { designRoutes } from "../fakes/FakeEuipoDesigns.js"
import { personRoutes } from "../fakes/FakeEuipoPersons.js"
import { FAST_RETRY } from "./OfficeHarness.js"
import { TestAppConfigLayer } from "./TestAppConfig.js"

export interface EuipoExtrasSetup {
  readonly env?: Record<string, string>
  readonly patch?: (c: AppConfigShape) => AppConfigShape
  readonly fake?: FakeEuipoOptions
  readonly designs?: ReadonlyArray<Record<string, unknown>>
}

/** A fake EUIPO serving trade marks, goods and services, designs and persons. */
export const fakeEuipoWithExtras = (setup: EuipoExtrasSetup = {}) =>
  FakeEuipo.scoped({ ...setup.fake, extraRoutes: (guard) => [...designRoutes(guard, setup.designs), ...personRoutes(guard)] })

/** Settings pointing everything at `fake`; the limiter must not pace the suite. */
export const fakeEnv = (fake: FakeEuipo, env: Record<string, string> = {}) => ({
  ...fake.env(),
  EUIPO_RATE_LIMIT: "60000",
  CACHE_TTL_SEARCH: "0",
  CACHE_TTL_STATUS: "0",
  ...env
})

/** The adapters' layer: EuipoDesigns, EuipoPersons and the data plane (TrademarkProviders, UpstreamHttp, Cache...). */
export const euipoExtrasLayer = (env: Record<string, string>, patch?: (c: AppConfigShape) => AppConfigShape) =>
  EuipoDesignsLive.pipe(Layer.provideMerge(DataPlaneLive), Layer.provide(TestAppConfigLayer(env, patch)))

export type EuipoExtras = Layer.Layer.Success<ReturnType<typeof euipoExtrasLayer>>

/** Runs `body` with the adapters against a fresh fake. */
export const withEuipoExtras = <A, E>(setup: EuipoExtrasSetup, body: (fake: FakeEuipo) => Effect.Effect<A, E, EuipoExtras>) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* fakeEuipoWithExtras(setup)
      return yield* body(fake).pipe(
        Effect.provide(euipoExtrasLayer(fakeEnv(fake, setup.env), setup.patch)),
        Effect.provideService(UpstreamPolicy, FAST_RETRY),
        Logger.withMinimumLogLevel(LogLevel.Error)
      )
    })
  )
