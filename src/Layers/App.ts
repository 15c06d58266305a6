import { Layer } from "effect"
import { McpServer } from "../Mcp/McpServer.js"
import { ToolRegistry } from "../Mcp/ToolRegistry.js"
import { DataPlaneLive } from "../Providers/index.js"
import { ClassificationToolsLive } from "../Tools/Classification/index.js"
import { TrademarkToolsLive } from "../Tools/Trademark/index.js"

/** Every tool area; each registers its tools into the registry. */
export const ToolAreasLive = Layer.mergeAll(ClassificationToolsLive, TrademarkToolsLive)

/**
 * The MCP core with all tools registered, over the data plane (cache,
 * upstream HTTP, providers). The caller provides AppConfig and a
 * ToolCallObserver (the edge).
 */
export const McpCoreLive = McpServer.Default.pipe(
  Layer.provideMerge(ToolAreasLive),
  Layer.provideMerge(ToolRegistry.Default),
  Layer.provideMerge(DataPlaneLive)
)
