import { Layer } from "effect"
import type { AppConfigShape } from "../../src/Config/AppConfig.js"
import { HarmonisedDatabase } from "../../src/Providers/Euipo/HarmonisedDatabase.js"
import { UpstreamLive } from "../../src/Providers/index.js"
import { Cache } from "../../src/Upstream/Cache.js"
import { TestAppConfigLayer } from "./TestAppConfig.js"

/** The live harmonised-database adapter over the real upstream plumbing and cache, configured from `env` only. */
export const liveHdbLayer = (env: Record<string, string>, patch?: (c: AppConfigShape) => AppConfigShape): Layer.Layer<HarmonisedDatabase> =>
  HarmonisedDatabase.layer.pipe(
    Layer.provide(Layer.mergeAll(UpstreamLive, Cache.Default)),
    Layer.provide(TestAppConfigLayer(env, patch)),
    Layer.orDie
  )
