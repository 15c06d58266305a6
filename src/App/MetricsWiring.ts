import { Effect, Layer, Record } from "effect"
import { stderrLines } from "../Config/Logging.js"
import { rememberedLogLevels } from "../Layers/HttpReply.js"
import { McpServer } from "../Mcp/McpServer.js"
import { registerMetricsSource } from "../Observability/Metrics.js"
import { WatchScheduler } from "../Services/Watches/WatchScheduler.js"
import { Cache } from "../Upstream/Cache.js"
import { ProviderRateLimiter } from "../Upstream/ProviderRateLimiter.js"
import { UpstreamHttp } from "../Upstream/UpstreamHttp.js"

/** The data plane's figures in /metrics: caches, upstream limiters, provider errors. */
export const MetricsWiringLive = Layer.mergeAll(
  registerMetricsSource("caches", Effect.flatMap(Cache, (c) => c.stats())),
  registerMetricsSource(
    "rateLimiters",
    Effect.flatMap(ProviderRateLimiter, (l) => l.stats()).pipe(
      Effect.map(Record.map((s) => ({ waits: s.waits, totalWaitMs: s.totalWaitMs, maxWaitMs: s.maxWaitMs, queued: s.queued })))
    )
  ),
  registerMetricsSource("providerErrors", Effect.flatMap(UpstreamHttp, (u) => u.stats()).pipe(Effect.map(Record.map((s) => s.errors)))),
  registerMetricsSource("circuitBreakers", Effect.flatMap(UpstreamHttp, (u) => u.breakers())),
  registerMetricsSource("monitoring", Effect.map(WatchScheduler, (w) => ({ watchScheduler: { ...w.stats() } }))),
  // Every in-memory table on the request path has a bound; these show how full each is.
  registerMetricsSource(
    "tables",
    Effect.map(McpServer, (mcp) => ({
      ...mcp.tables(),
      log_lines_queued: stderrLines().pending,
      log_lines_dropped: stderrLines().droppedLines,
      http_log_levels: rememberedLogLevels()
    }))
  )
)
