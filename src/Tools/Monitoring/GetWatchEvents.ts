import { Effect, Option, Schema } from "effect"
import { defineTool, READ_ONLY_LOCAL } from "../../Mcp/Tool.js"
import { Store } from "../../Services/Store/Store.js"
import { callerScope, EventOutput, eventOutput, intBetween, optionalArg, SeveritySchema, storeFailure } from "./MonitoringSchemas.js"

export const DEFAULT_EVENT_LIMIT = 20

const Input = Schema.Struct({
  watchId: optionalArg(Schema.String.pipe(Schema.maxLength(100))).annotations({
    description: "Only this watch's events (default: all your watches)."
  }),
  severity: optionalArg(SeveritySchema),
  unacknowledgedOnly: optionalArg(Schema.Boolean).annotations({ description: "Only events not yet acknowledged (default false)." }),
  limit: optionalArg(intBetween(1, 100)).annotations({ description: "At most this many events, 1-100 (default 20)." })
})

const Output = Schema.Struct({
  events: Schema.Array(EventOutput),
  total: Schema.Int.annotations({ description: "Every matching event (the list holds at most limit of them)" }),
  summary: Schema.String
})

export const getWatchEventsTool = defineTool({
  name: "get_watch_events",
  title: "Get watch events",
  description:
    "Events your watches detected, newest first: status changes, similar filings and approaching deadlines, each with a severity " +
    "(info, warning, critical), a summary and details. Filter by watch, severity or unacknowledged only. Events stay until " +
    "acknowledged with acknowledge_events (and are kept at most the server's retention period).",
  input: Input,
  output: Output,
  annotations: READ_ONLY_LOCAL,
  handler: (input) =>
    Effect.gen(function*() {
      const store = yield* Store
      const scope = yield* callerScope
      const watchId = input.watchId?.trim()
      if (watchId !== undefined && watchId !== "") {
        const watch = yield* store.getWatch(scope, watchId).pipe(Effect.catchAll(storeFailure))
        if (Option.isNone(watch)) {
          return { events: [], total: 0, summary: `No watch ${watchId} found. Use list_watches to see your watches.` }
        }
      }
      const { events, total } = yield* store
        .listEvents(scope, {
          watchId: watchId === "" ? undefined : watchId,
          severity: input.severity,
          unacknowledgedOnly: input.unacknowledgedOnly,
          limit: input.limit ?? DEFAULT_EVENT_LIMIT
        })
        .pipe(Effect.catchAll(storeFailure))
      const more = total > events.length ? ` Showing the newest ${events.length} of ${total}.` : ""
      return { events: events.map(eventOutput), total, summary: `Found ${total} event(s).${more}` }
    })
})
