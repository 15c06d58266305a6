import { Effect, Layer } from "effect"
import { ToolRegistry } from "../../Mcp/ToolRegistry.js"
import { HarmonisedDatabase } from "../../Providers/Euipo/HarmonisedDatabase.js"
import { GsTermsCheckLive } from "../../Services/GoodsServices/GsTermsCheckLive.js"
import { SimilarMarksLookupLive } from "../../Services/SimilarMarks.js"
import { TrademarkSearch } from "../../Services/TrademarkSearch.js"
import { ClearanceToolLive } from "./ClearanceToolLive.js"
import { DistinctivenessToolLive } from "./DistinctivenessToolLive.js"
import { trademarkSearchTool } from "./TrademarkSearchTool.js"
import { trademarkStatusTool } from "./TrademarkStatusTool.js"

/** trademark_search and trademark_status. */
export const TrademarkLookupToolsLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const registry = yield* ToolRegistry
    yield* registry.register(trademarkSearchTool)
    yield* registry.register(trademarkStatusTool)
  })
).pipe(Layer.provide(TrademarkSearch.Default))

/** Every trademark tool. */
export const TrademarkToolsLive = Layer.mergeAll(
  TrademarkLookupToolsLive,
  // Clearance validates goods & services terms with the same engine as validate_gs_terms.
  ClearanceToolLive.pipe(Layer.provide(GsTermsCheckLive.pipe(Layer.provide(HarmonisedDatabase.layer)))),
  DistinctivenessToolLive.pipe(Layer.provide(SimilarMarksLookupLive))
)
