import { Effect, Option } from "effect"
import { RpcFailure } from "../../Mcp/JsonRpc.js"
import type { ResourceTemplateDefinition } from "../../Mcp/Resources.js"
import { Store } from "../../Services/Store/Store.js"
import { watchIdCompleter } from "../Completers.js"
import { callerScope, eventOutput, logStoreFailure, STORE_FAILED_MESSAGE, watchOutput } from "../Monitoring/MonitoringSchemas.js"

/** How many of a watch's newest events its resource carries. */
const RECENT_EVENTS = 20

const storeUnavailable = new RpcFailure({ code: -32000, message: STORE_FAILED_MESSAGE })

/**
 * `ipdata://watches/{id}`: one of the caller's watches with its newest events.
 * Scoped like the monitoring tools: another tenant's watch reads as not found.
 */
export const makeWatchResource = Effect.gen(function*() {
  const store = yield* Store
  const resource: ResourceTemplateDefinition<never> = {
    uriTemplate: "ipdata://watches/{id}",
    name: "watch",
    title: "Watch and its recent events",
    description: `One of your monitoring watches (as list_watches shows it) with its ${RECENT_EVENTS} newest events, newest first.`,
    mimeType: "application/json",
    cache: { ttlMs: 60_000, cacheScope: "private" },
    list: Effect.gen(function*() {
      const watches = yield* store.listWatches(yield* callerScope).pipe(Effect.orElseSucceed(() => []))
      return watches.map((w) => ({
        uri: `ipdata://watches/${encodeURIComponent(w.id)}`,
        name: `watch-${w.id}`,
        title: `Watch: ${w.name}`,
        mimeType: "application/json"
      }))
    }),
    read: ({ id }) =>
      Effect.gen(function*() {
        const scope = yield* callerScope
        const watch = yield* store.getWatch(scope, id ?? "")
        if (Option.isNone(watch)) return Option.none()
        const { events, total } = yield* store.listEvents(scope, { watchId: watch.value.id, limit: RECENT_EVENTS })
        return Option.some({ watch: watchOutput(watch.value), recentEvents: events.map(eventOutput), totalEvents: total })
      }).pipe(
        Effect.catchTag("StoreError", (e) => logStoreFailure(e, storeUnavailable))
      ),
    complete: { id: watchIdCompleter(store) }
  }
  return resource
})
