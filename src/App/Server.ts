import { Effect, Layer } from "effect"
import { AppConfig, type AppConfigShape, type Transport } from "../Config/AppConfig.js"
import { type ConfigInvalid, StartupFailed } from "../Config/ConfigReader.js"
import { withClusterSettings } from "../Database/ClusterSettings.js"
import { HttpTransportLive, InFlight } from "../Layers/HttpTransport.js"
import { SseTransportLive } from "../Layers/SseTransport.js"
import { runStdio } from "../Layers/StdioTransport.js"
import { OAuthPrewarmLive } from "../Providers/index.js"
import { RegisterSyncLive } from "../Services/RegisterSync/RegisterSyncJob.js"
import { WatchSchedulerLive } from "../Services/Watches/WatchPolling.js"
import { DeliveryPollingLive, EventSinkLive } from "../Services/Webhooks/index.js"
import { HttpEdgeLive, StdioEdgeLive } from "./HttpEdge.js"
import { McpCoreLive } from "./McpCore.js"
import { MetricsWiringLive } from "./MetricsWiring.js"
import { type Listener, listenFailure } from "./StartupMessages.js"

/** stdio: one local user, no auth and no background work; ends when stdin does. */
const serveStdio = (ConfigLive: Layer.Layer<AppConfig, ConfigInvalid>) =>
  runStdio().pipe(Effect.provide(McpCoreLive.pipe(Layer.provide(StdioEdgeLive), Layer.provide(ConfigLive))))

/** HTTP (Streamable or legacy SSE): the multi-tenant edge, watch polling, webhook delivery, /metrics. */
const serveHttp = (config: AppConfigShape, ConfigLive: Layer.Layer<AppConfig, ConfigInvalid>, transport: "http" | "sse") => {
  const Edge = HttpEdgeLive.pipe(Layer.provide(ConfigLive))
  const Core = McpCoreLive.pipe(Layer.provide(Edge), Layer.provide(ConfigLive))
  const Shared = Layer.mergeAll(Core, Edge, ConfigLive, InFlight.Default)
  const Server = transport === "http" ? HttpTransportLive : SseTransportLive
  // OAuth tokens are fetched in the background: never delays or fails start-up.
  const Background = Layer.mergeAll(WatchSchedulerLive.pipe(Layer.provide(EventSinkLive)), DeliveryPollingLive, RegisterSyncLive).pipe(
    Layer.provide(Shared)
  )
  return Layer.launch(Layer.mergeAll(Server, OAuthPrewarmLive, MetricsWiringLive).pipe(Layer.provide(Layer.merge(Shared, Background))))
    .pipe(
      Effect.catchTag(
        "ServeError",
        (e) => Effect.fail(new StartupFailed({ reason: listenFailure(e.cause, listenerOf(config, transport)) }))
      )
    )
}

const listenerOf = (config: AppConfigShape, transport: "http" | "sse"): Listener =>
  transport === "http"
    ? { host: config.http.host, port: config.http.port, hostSetting: "HTTP_HOST", portSetting: "HTTP_PORT" }
    : { host: config.http.sseHost, port: config.http.ssePort, hostSetting: "SSE_HOST", portSetting: "SSE_PORT" }

/** Path settings as used (absolute): a relative one resolves against the start directory, which a client chooses. */
const logPaths = (config: AppConfigShape) => {
  const paths = { DATA_DIR: config.dataDir, CACHE_DIR: config.cache.dir, API_KEYS_CONFIG: config.auth.apiKeysConfig }
  const set = Object.fromEntries(Object.entries(paths).filter(([, v]) => v !== undefined))
  return Object.keys(set).length === 0 ? Effect.void : Effect.logInfo("paths in use").pipe(Effect.annotateLogs(set))
}

/** The whole server for one transport, from a loaded configuration: the composition root. */
export const serve = (config: AppConfigShape, transport: Transport) => {
  // With DATABASE_URL, settings every instance must share (the cursor key) come from the database.
  const ConfigLive = Layer.effect(AppConfig, Effect.map(withClusterSettings(config), AppConfig.make))
  return logPaths(config).pipe(Effect.zipRight(transport === "stdio" ? serveStdio(ConfigLive) : serveHttp(config, ConfigLive, transport)))
}
