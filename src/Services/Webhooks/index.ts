import { Layer } from "effect"
import type { AppConfig } from "../../Config/AppConfig.js"
import type { Store } from "../Store/Store.js"
import { DeliveryWorker } from "./DeliveryWorker.js"
import { WebhookResolver } from "./UrlPolicy.js"
import { WebhookTransportLive } from "./WebhookTransport.js"

export { DeliveryPollingLive, DeliveryWorker } from "./DeliveryWorker.js"
export { EventSinkLive } from "./EventSinkLive.js"
export { WebhookResolver } from "./UrlPolicy.js"

/**
 * The delivery worker over real HTTP and the system resolver, plus the
 * resolver itself (register_webhook checks where a URL resolves). One per
 * process: the webhook tools, EventSinkLive and DeliveryPollingLive share it.
 */
export const DeliveryWorkerLive: Layer.Layer<DeliveryWorker | WebhookResolver, never, AppConfig | Store> = DeliveryWorker.Default.pipe(
  Layer.provide(WebhookTransportLive),
  Layer.provideMerge(WebhookResolver.live)
)
