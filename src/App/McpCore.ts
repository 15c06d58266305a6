import { Layer } from "effect"
import { McpServer } from "../Mcp/McpServer.js"
import { ToolCacheProbe } from "../Mcp/ToolCallObserver.js"
import { observeCacheHit } from "../Upstream/Cache.js"
import { ToolRegistry } from "../Mcp/ToolRegistry.js"
import { DataPlaneLive } from "../Providers/index.js"
import { StoreLive } from "../Services/Store/index.js"
import { ClassificationToolsLive } from "../Tools/Classification/index.js"
import { DeliveryWorkerLive } from "../Services/Webhooks/index.js"
import { MonitoringToolsLive } from "../Tools/Monitoring/index.js"
import { DesignToolsLive } from "../Tools/Designs/index.js"
import { PatentToolsLive } from "../Tools/Patents/index.js"
import { PersonToolsLive } from "../Tools/Persons/index.js"
import { TrademarkToolsLive } from "../Tools/Trademark/index.js"

/** Every tool area; each registers its tools into the registry. */
export const ToolAreasLive = Layer.mergeAll(
  ClassificationToolsLive,
  TrademarkToolsLive,
  MonitoringToolsLive,
  DesignToolsLive,
  PatentToolsLive,
  PersonToolsLive
)

/**
 * The MCP core with all tools registered, over the data plane (cache,
 * upstream HTTP, providers). The caller provides AppConfig and a
 * ToolCallObserver (the edge).
 */
export const McpCoreLive = McpServer.Default.pipe(
  Layer.provide(Layer.succeed(ToolCacheProbe, { observe: observeCacheHit })),
  Layer.provideMerge(ToolAreasLive),
  Layer.provideMerge(ToolRegistry.Default),
  // The delivery worker is shared by the webhook tools, the event sink and the background poller.
  Layer.provideMerge(DeliveryWorkerLive),
  // One Store for the tools, the scheduler and the delivery worker.
  Layer.provideMerge(StoreLive),
  Layer.provideMerge(DataPlaneLive)
)
