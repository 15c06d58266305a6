import { Layer } from "effect"
import { McpServer } from "../Mcp/McpServer.js"
import { PromptRegistry } from "../Mcp/Prompts.js"
import { ResourceRegistry } from "../Mcp/Resources.js"
import { ToolCacheProbe } from "../Mcp/ToolCallObserver.js"
import { ToolRegistry } from "../Mcp/ToolRegistry.js"
import { DataPlaneLive } from "../Providers/index.js"
import { StoreLive } from "../Services/Store/index.js"
import { DeliveryWorkerLive } from "../Services/Webhooks/index.js"
import { ClassificationToolsLive } from "../Tools/Classification/index.js"
import { DesignToolsLive } from "../Tools/Designs/index.js"
import { MonitoringToolsLive } from "../Tools/Monitoring/index.js"
import { PatentToolsLive } from "../Tools/Patents/index.js"
import { PersonToolsLive } from "../Tools/Persons/index.js"
import { PromptsLive } from "../Tools/Prompts/index.js"
import { ResourcesLive } from "../Tools/Resources/index.js"
import { ToolVisibilityLive } from "../Tools/ToolCatalog.js"
import { TrademarkToolsLive } from "../Tools/Trademark/index.js"
import { observeCacheHit } from "../Upstream/Cache.js"

/** Every tool area; each registers its tools into the registry. */
export const ToolAreasLive = Layer.mergeAll(
  ClassificationToolsLive,
  TrademarkToolsLive,
  MonitoringToolsLive,
  DesignToolsLive,
  PatentToolsLive,
  PersonToolsLive,
  // Resources (Nice classes, the caller's watches) and prompts, beside the tools.
  ResourcesLive,
  PromptsLive
)

/**
 * The MCP core with all tools registered, over the data plane (cache,
 * upstream HTTP, providers). The caller provides AppConfig and a
 * ToolCallObserver (the edge).
 */
export const McpCoreLive = McpServer.Default.pipe(
  Layer.provide(Layer.succeed(ToolCacheProbe, { observe: observeCacheHit })),
  Layer.provide(ToolVisibilityLive),
  Layer.provideMerge(ToolAreasLive),
  Layer.provideMerge(ToolRegistry.Default),
  Layer.provideMerge(Layer.merge(ResourceRegistry.Default, PromptRegistry.Default)),
  // The delivery worker is shared by the webhook tools, the event sink and the background poller.
  Layer.provideMerge(DeliveryWorkerLive),
  // One Store for the tools, the scheduler and the delivery worker.
  Layer.provideMerge(StoreLive),
  Layer.provideMerge(DataPlaneLive)
)
