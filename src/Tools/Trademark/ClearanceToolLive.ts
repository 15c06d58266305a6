import { Effect, Layer } from "effect"
import { ToolRegistry } from "../../Mcp/ToolRegistry.js"
import { trademarkClearanceTool } from "./TrademarkClearance.js"

/**
 * Registers trademark_clearance. Needs TrademarkProviders (the data plane) and GsTermsCheck
 * (`GsTermsCheck.offline`, or the full validate_gs_terms engine when it exists).
 */
export const ClearanceToolLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const registry = yield* ToolRegistry
    yield* registry.register(trademarkClearanceTool)
  })
)
