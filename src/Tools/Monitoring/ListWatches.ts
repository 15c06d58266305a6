import { Effect, Schema } from "effect"
import { defineTool, READ_ONLY_LOCAL } from "../../Mcp/Tool.js"
import { Store } from "../../Services/Store/Store.js"
import { callerScope, optionalArg, storeFailure, WatchOutput, watchOutput, WatchTypeSchema } from "./MonitoringSchemas.js"

const Input = Schema.Struct({
  type: optionalArg(WatchTypeSchema).annotations({ description: "Only watches of this type." }),
  enabled: optionalArg(Schema.Boolean).annotations({ description: "true: only active watches; false: only paused ones." })
})

const Output = Schema.Struct({
  watches: Schema.Array(WatchOutput),
  total: Schema.Int,
  summary: Schema.String
})

export const listWatchesTool = defineTool({
  name: "list_watches",
  title: "List watches",
  description:
    "Your monitoring watches in creation order, optionally only one type or only active/paused ones. lastCheckedAt is the last " +
    "successful poll (null before the first).",
  input: Input,
  output: Output,
  annotations: READ_ONLY_LOCAL,
  handler: (input) =>
    Effect.gen(function*() {
      const store = yield* Store
      const scope = yield* callerScope
      const watches = yield* store.listWatches(scope, { type: input.type, enabled: input.enabled }).pipe(Effect.catchAll(storeFailure))
      return { watches: watches.map(watchOutput), total: watches.length, summary: `Found ${watches.length} watch(es).` }
    })
})
