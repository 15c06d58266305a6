import { Effect, Layer } from "effect"
import { ToolRegistry } from "../../Mcp/ToolRegistry.js"
import { HarmonisedDatabase } from "../../Providers/Euipo/HarmonisedDatabase.js"
import { generateGsSpecificationTool } from "./GenerateGsSpecification.js"
import { niceClassLookup } from "./NiceClassLookup.js"
import { suggestNiceClassesTool } from "./SuggestNiceClasses.js"
import { translateGsTermsTool } from "./TranslateGsTerms.js"
import { validateGsTermsTool } from "./ValidateGsTerms.js"

/** Registers the classification and goods & services tools; needs a HarmonisedDatabase. */
export const ClassificationToolsRegistration = Layer.effectDiscard(
  Effect.gen(function*() {
    const registry = yield* ToolRegistry
    yield* registry.register(niceClassLookup)
    yield* registry.register(suggestNiceClassesTool)
    yield* registry.register(generateGsSpecificationTool)
    yield* registry.register(validateGsTermsTool)
    yield* registry.register(translateGsTermsTool)
  })
)

/**
 * Classification and goods & services tools over the EUIPO harmonised database (live when
 * EUIPO is configured, PROVIDER_NOT_CONFIGURED / offline checks otherwise). Needs AppConfig,
 * UpstreamHttp and Cache (the data plane).
 */
export const ClassificationToolsLive = ClassificationToolsRegistration.pipe(Layer.provide(HarmonisedDatabase.layer))
