import { Effect, Option, Schema } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import { CallContext } from "../../Mcp/CallContext.js"
import { defineTool } from "../../Mcp/Tool.js"
import { Store } from "../../Services/Store/Store.js"
import { DeliveryWorker } from "../../Services/Webhooks/DeliveryWorker.js"
import { callerScope, oneOf, storeFailure } from "./MonitoringSchemas.js"
import { DeliveryOutput, deliveryOutput, WebhookOutput, webhookOutput } from "./WebhookSchemas.js"

const Input = Schema.Struct({
  webhookId: Schema.String.pipe(Schema.maxLength(100)).annotations({
    description: "The webhook id, e.g. wh_789abc012def (from register_webhook)."
  }),
  action: oneOf(["enable", "disable", "delete", "test"]).annotations({
    description: "enable, disable (no events are sent until enabled again), delete (permanent, with its delivery history) or test " +
      "(POST a signed test event now and report the receiver's answer)."
  })
})

const Output = Schema.Struct({
  success: Schema.Boolean,
  message: Schema.String,
  webhook: Schema.optional(WebhookOutput),
  delivery: Schema.optional(DeliveryOutput).annotations({ description: "test: the test delivery as logged" })
})

export const manageWebhookTool = defineTool({
  name: "manage_webhook",
  title: "Enable, disable, delete or test a webhook",
  description:
    "Enable or disable a webhook, delete it with its delivery history, or send it a signed test event (type \"test\") and report " +
    "what the receiver answered. An unknown id, or a test the receiver did not accept with a 2xx, gives success: false.",
  input: Input,
  output: Output,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  handler: (input) =>
    Effect.gen(function*() {
      const id = input.webhookId.trim()
      if (id === "") return yield* ToolError.invalidInput("Invalid arguments for manage_webhook: \"webhookId\" must not be blank")
      const store = yield* Store
      const scope = yield* callerScope
      const ctx = yield* CallContext
      const notFound = {
        success: false,
        message: `No webhook ${id} found. Webhook ids look like wh_789abc012def and come from register_webhook.`
      }
      const existing = yield* store.getWebhook(scope, id).pipe(Effect.catchAll(storeFailure))
      if (Option.isNone(existing)) return notFound
      const log = Effect.logInfo("webhook changed").pipe(
        Effect.annotateLogs({ webhookId: id, action: input.action, keyId: ctx.keyId ?? "local" })
      )

      switch (input.action) {
        case "delete": {
          if (!(yield* store.deleteWebhook(scope, id).pipe(Effect.catchAll(storeFailure)))) return notFound
          yield* log
          return { success: true, message: `Webhook ${id} deleted, with its delivery history.` }
        }
        case "enable":
        case "disable": {
          const enabled = input.action === "enable"
          if (existing.value.enabled === enabled) {
            return {
              success: true,
              message: `Webhook ${id} is already ${enabled ? "enabled" : "disabled"}.`,
              webhook: webhookOutput(existing.value)
            }
          }
          const updated = yield* store.setWebhookEnabled(scope, id, enabled).pipe(Effect.catchAll(storeFailure))
          if (Option.isNone(updated)) return notFound
          yield* log
          return {
            success: true,
            message: enabled
              ? `Webhook ${id} enabled. New events are POSTed to ${updated.value.url}.`
              : `Webhook ${id} disabled. No events are sent to it until it is enabled again; deliveries still queued are marked failed.`,
            webhook: webhookOutput(updated.value)
          }
        }
        case "test": {
          const worker = yield* DeliveryWorker
          const outcome = yield* worker.sendTest(existing.value).pipe(Effect.catchAll(storeFailure))
          yield* log
          const delivery = deliveryOutput(outcome.delivery)
          const disabled = existing.value.enabled
            ? ""
            : " Note: the webhook is disabled, so real events are not sent to it until it is enabled."
          if (outcome.delivery.status === "delivered") {
            const a = outcome.answer
            const answer = a !== undefined ? ` (HTTP ${a.status}${a.reason !== "" ? ` ${a.reason}` : ""})` : ""
            return { success: true, message: `Test event delivered successfully to webhook ${id}${answer}.${disabled}`, delivery }
          }
          return { success: false, message: `Test event to webhook ${id} failed: ${outcome.error ?? "no answer"}.${disabled}`, delivery }
        }
      }
    })
})
