import { Effect, Option, Schema } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import { CallContext } from "../../Mcp/CallContext.js"
import { defineTool } from "../../Mcp/Tool.js"
import { Store } from "../../Services/Store/Store.js"
import { callerScope, oneOf, storeFailure } from "./MonitoringSchemas.js"

const Input = Schema.Struct({
  watchId: Schema.String.pipe(Schema.maxLength(100)).annotations({
    description: "The watch id, e.g. w_abc123def456 (from create_watch or list_watches)."
  }),
  action: oneOf(["pause", "resume", "delete"]).annotations({
    description: "pause (stop polling, keep configuration and events), resume, or delete (permanent: removes the watch and its events)."
  })
})

const Output = Schema.Struct({ success: Schema.Boolean, message: Schema.String })

export const manageWatchTool = defineTool({
  name: "manage_watch",
  title: "Pause, resume or delete a watch",
  description:
    "Pause a watch (polling stops; its configuration and events are kept), resume it, or delete it permanently together with its " +
    "event history. An unknown id gives success: false.",
  input: Input,
  output: Output,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  handler: (input) =>
    Effect.gen(function*() {
      const id = input.watchId.trim()
      if (id === "") return yield* ToolError.invalidInput("Invalid arguments for manage_watch: \"watchId\" must not be blank")
      const store = yield* Store
      const scope = yield* callerScope
      const ctx = yield* CallContext
      const notFound = { success: false, message: `No watch ${id} found. Use list_watches to see your watches.` }
      const existing = yield* store.getWatch(scope, id).pipe(Effect.catchAll(storeFailure))
      if (Option.isNone(existing)) return notFound
      const log = Effect.logInfo("watch changed").pipe(
        Effect.annotateLogs({ watchId: id, action: input.action, keyId: ctx.keyId ?? "local" })
      )
      if (input.action === "delete") {
        const deleted = yield* store.deleteWatch(scope, id).pipe(Effect.catchAll(storeFailure))
        if (!deleted) return notFound
        yield* log
        return { success: true, message: `Watch ${id} deleted, with its event history.` }
      }
      const enabled = input.action === "resume"
      if (existing.value.enabled === enabled) {
        return { success: true, message: `Watch ${id} is already ${enabled ? "active" : "paused"}.` }
      }
      const updated = yield* store.setWatchEnabled(scope, id, enabled).pipe(Effect.catchAll(storeFailure))
      if (Option.isNone(updated)) return notFound
      yield* log
      return {
        success: true,
        message: enabled ? `Watch ${id} resumed. It will be checked on the next poll cycle.` : `Watch ${id} paused.`
      }
    })
})
