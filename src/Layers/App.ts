import { Layer } from "effect"
import { McpServer } from "../Mcp/McpServer.js"
import { ToolRegistry } from "../Mcp/ToolRegistry.js"
import { DataPlaneLive } from "../Providers/index.js"
import { StoreLive } from "../Services/Store/index.js"
import { ClassificationToolsLive } from "../Tools/Classification/index.js"
import { DeliveryWorkerLive } from "../Services/Webhooks/index.js"
import { MonitoringToolsLive } from "../Tools/Monitoring/index.js"
import { WebhookToolsLive } from "../Tools/Monitoring/WebhookTools.js"
import { AuDesignToolsLive } from "../Tools/Designs/AuDesignTools.js"
import { EuDesignToolsLive } from "../Tools/Designs/index.js"
import { AuPatentToolsLive } from "../Tools/Patents/AuPatentTools.js"
import { EpoPatentToolsLive } from "../Tools/Patents/index.js"
import { EuPersonToolsLive } from "../Tools/Persons/index.js"
import { TrademarkToolsLive } from "../Tools/Trademark/index.js"

/** Every tool area; each registers its tools into the registry. */
export const ToolAreasLive = Layer.mergeAll(
  ClassificationToolsLive,
  TrademarkToolsLive,
  MonitoringToolsLive,
  WebhookToolsLive,
  EuDesignToolsLive,
  AuDesignToolsLive,
  AuPatentToolsLive,
  EpoPatentToolsLive,
  EuPersonToolsLive
)

/**
 * The MCP core with all tools registered, over the data plane (cache,
 * upstream HTTP, providers). The caller provides AppConfig and a
 * ToolCallObserver (the edge).
 */
export const McpCoreLive = McpServer.Default.pipe(
  Layer.provideMerge(ToolAreasLive),
  Layer.provideMerge(ToolRegistry.Default),
  // The delivery worker is shared by the webhook tools, the event sink and the background poller.
  Layer.provideMerge(DeliveryWorkerLive),
  // One Store for the tools, the scheduler and the delivery worker.
  Layer.provideMerge(StoreLive),
  Layer.provideMerge(DataPlaneLive)
)
