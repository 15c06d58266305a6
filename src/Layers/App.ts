import { Layer } from "effect"
import { McpServer } from "../Mcp/McpServer.js"
import { ToolRegistry } from "../Mcp/ToolRegistry.js"
import { ClassificationToolsLive } from "../Tools/Classification/index.js"

/** Every tool area; each registers its tools into the registry. */
export const ToolAreasLive = Layer.mergeAll(ClassificationToolsLive)

/**
 * The MCP core with all tools registered. The caller provides AppConfig, a
 * ToolCallObserver (the edge) and the data-plane services.
 */
export const McpCoreLive = McpServer.Default.pipe(Layer.provideMerge(ToolAreasLive), Layer.provideMerge(ToolRegistry.Default))
