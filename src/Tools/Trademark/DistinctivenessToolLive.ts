import { Effect, Layer } from "effect"
import { ToolRegistry } from "../../Mcp/ToolRegistry.js"
import { distinctivenessHints } from "./DistinctivenessHints.js"

/**
 * Registers distinctiveness_hints. Needs a `SimilarMarksLookup`: the app wires in the
 * local register and well-known marks; `SimilarMarksLookupNone` runs without them.
 */
export const DistinctivenessToolLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const registry = yield* ToolRegistry
    yield* registry.register(distinctivenessHints)
  })
)
