import { Effect, Schema } from "effect"
import { defineTool } from "../../Mcp/Tool.js"
import { Store } from "../../Services/Store/Store.js"
import { callerScope, optionalArg, storeFailure } from "./MonitoringSchemas.js"

const Input = Schema.Struct({
  eventIds: Schema.Array(Schema.String.pipe(Schema.maxLength(100)))
    .pipe(
      Schema.minItems(1, { message: () => "must list at least one event id" }),
      Schema.maxItems(1000, { message: () => "may list at most 1000 event ids per call" })
    )
    .annotations({ description: "Ids of the events to acknowledge (1-1000), from get_watch_events." })
})

const Output = Schema.Struct({
  acknowledged: Schema.Int.annotations({ description: "Events acknowledged by this call" }),
  total: Schema.Int.annotations({ description: "Event ids sent" }),
  message: Schema.String,
  alreadyAcknowledged: optionalArg(Schema.Array(Schema.String)),
  unknown: optionalArg(Schema.Array(Schema.String))
})

const list = (ids: ReadonlyArray<string>) => (ids.length <= 5 ? ids.join(", ") : `${ids.slice(0, 5).join(", ")} and ${ids.length - 5} more`)

export const acknowledgeEventsTool = defineTool({
  name: "acknowledge_events",
  title: "Acknowledge watch events",
  description:
    "Mark events as seen. Acknowledged events stay stored (get_watch_events with unacknowledgedOnly hides them). Reports how many " +
    "were newly acknowledged and which ids were unknown or already acknowledged.",
  input: Input,
  output: Output,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  handler: (input) =>
    Effect.gen(function*() {
      const store = yield* Store
      const scope = yield* callerScope
      const ids = input.eventIds.map((s) => s.trim()).filter((s) => s !== "")
      const outcome = yield* store.acknowledgeEvents(scope, ids).pipe(Effect.catchAll(storeFailure))
      const n = outcome.acknowledged.length
      const total = input.eventIds.length
      const gaps: Array<string> = []
      if (outcome.alreadyAcknowledged.length > 0) {
        gaps.push(`${outcome.alreadyAcknowledged.length} already acknowledged (${list(outcome.alreadyAcknowledged)})`)
      }
      if (outcome.unknown.length > 0) gaps.push(`${outcome.unknown.length} not found (${list(outcome.unknown)})`)
      const duplicates = total - ids.length + (ids.length - new Set(ids).size)
      if (duplicates > 0) gaps.push(`${duplicates} blank or repeated`)
      const message = gaps.length === 0 ? `All ${n} event(s) acknowledged.` : `${n} of ${total} event(s) acknowledged; ${gaps.join("; ")}.`
      return {
        acknowledged: n,
        total,
        message,
        ...(outcome.alreadyAcknowledged.length > 0 ? { alreadyAcknowledged: outcome.alreadyAcknowledged } : {}),
        ...(outcome.unknown.length > 0 ? { unknown: outcome.unknown } : {})
      }
    })
})
