import { Effect, Layer } from "effect"
import { ToolRegistry } from "../../Mcp/ToolRegistry.js"
import { getDeliveryLogTool } from "./GetDeliveryLog.js"
import { manageWebhookTool } from "./ManageWebhook.js"
import { portfolioAnalyticsTool } from "./PortfolioAnalytics.js"
import { registerWebhookTool } from "./RegisterWebhook.js"

/**
 * register_webhook, manage_webhook, get_delivery_log, portfolio_analytics.
 * Needs ToolRegistry, Store, AppConfig, WebhookResolver and DeliveryWorker.
 */
export const WebhookToolsLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const registry = yield* ToolRegistry
    yield* registry.register(registerWebhookTool)
    yield* registry.register(manageWebhookTool)
    yield* registry.register(getDeliveryLogTool)
    yield* registry.register(portfolioAnalyticsTool)
  })
)
