import { Effect, Layer } from "effect"
import { ToolRegistry } from "../../Mcp/ToolRegistry.js"
import { acknowledgeEventsTool } from "./AcknowledgeEvents.js"
import { createWatchTool } from "./CreateWatch.js"
import { getWatchEventsTool } from "./GetWatchEvents.js"
import { listWatchesTool } from "./ListWatches.js"
import { manageWatchTool } from "./ManageWatch.js"
import { WebhookToolsLive } from "./WebhookTools.js"

/** create_watch, list_watches, manage_watch, get_watch_events, acknowledge_events. Needs Store, AppConfig, TrademarkProviders. */
export const WatchToolsLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const registry = yield* ToolRegistry
    yield* registry.register(createWatchTool)
    yield* registry.register(listWatchesTool)
    yield* registry.register(manageWatchTool)
    yield* registry.register(getWatchEventsTool)
    yield* registry.register(acknowledgeEventsTool)
  })
)

/** Every monitoring tool: watches, events, webhooks. Needs Store, AppConfig, TrademarkProviders and the DeliveryWorker. */
export const MonitoringToolsLive = Layer.mergeAll(WatchToolsLive, WebhookToolsLive)
