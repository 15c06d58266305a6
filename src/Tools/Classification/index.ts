import { Effect, Layer } from "effect"
import { ToolRegistry } from "../../Mcp/ToolRegistry.js"
import { niceClassLookup } from "./NiceClassLookup.js"

/** Classification and goods & services tools. */
export const ClassificationToolsLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const registry = yield* ToolRegistry
    yield* registry.register(niceClassLookup)
  })
)
