import { Effect, Layer } from "effect"
import { ResourceRegistry } from "../../Mcp/Resources.js"
import { niceClassResource } from "./NiceResource.js"
import { makeWatchResource } from "./WatchResource.js"

/** Registers the resources: the Nice classes and the caller's watches. Needs the Store. */
export const ResourcesLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const resources = yield* ResourceRegistry
    yield* resources.register(niceClassResource)
    yield* resources.register(yield* makeWatchResource)
  })
)
