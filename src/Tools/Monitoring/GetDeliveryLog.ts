import { Effect, Option, Schema } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import { defineTool, READ_ONLY_LOCAL } from "../../Mcp/Tool.js"
import { Store } from "../../Services/Store/Store.js"
import { callerScope, intBetween, optionalArg, storeFailure } from "./MonitoringSchemas.js"
import { DeliveryOutput, deliveryOutput, DeliveryStatusSchema } from "./WebhookSchemas.js"

const Input = Schema.Struct({
  webhookId: optionalArg(Schema.String.pipe(Schema.maxLength(100))).annotations({
    description: "Only this webhook's deliveries (default: all)."
  }),
  status: optionalArg(DeliveryStatusSchema),
  limit: optionalArg(intBetween(1, 100)).annotations({ description: "At most this many entries, newest first (1-100, default 20)." })
})

const Output = Schema.Struct({
  deliveries: Schema.Array(DeliveryOutput),
  total: Schema.Int.annotations({ description: "Every matching entry (deliveries lists at most limit)" }),
  summary: Schema.String
})

export const getDeliveryLogTool = defineTool({
  name: "get_delivery_log",
  title: "Webhook delivery log",
  description:
    "Webhook deliveries, newest first: status (pending, delivered, retrying, failed), attempts, the receiver's HTTP status, the last " +
    "error and, while retrying, when the next attempt is due. Includes deliveries to watches' own webhookUrl and test events.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_LOCAL,
  handler: (input) =>
    Effect.gen(function*() {
      const store = yield* Store
      const scope = yield* callerScope
      const webhookId = input.webhookId?.trim()
      if (webhookId !== undefined) {
        const hook = yield* store.getWebhook(scope, webhookId).pipe(Effect.catchAll(storeFailure))
        if (Option.isNone(hook)) {
          return yield* ToolError.invalidInput(
            `Invalid arguments for get_delivery_log: "webhookId": no webhook ${webhookId} found (leave webhookId out to see every delivery).`
          )
        }
      }
      const { deliveries, total } = yield* store
        .listDeliveries(scope, { webhookId, status: input.status, limit: input.limit ?? 20 })
        .pipe(Effect.catchAll(storeFailure))
      return {
        deliveries: deliveries.map(deliveryOutput),
        total,
        summary: `Found ${total} delivery log ${total === 1 ? "entry" : "entries"}.`
      }
    })
})
