import { Effect, Layer } from "effect"
import { ToolRegistry } from "../../Mcp/ToolRegistry.js"
import { EuipoDesignsLive } from "../../Providers/Euipo/EuipoDesigns.js"
import { AuDesignToolsLive } from "./AuDesignTools.js"
import { euDesignSearch } from "./EuDesignSearch.js"
import { euDesignStatus } from "./EuDesignStatus.js"

/** eu_design_search and eu_design_status, given an EuipoDesigns adapter. */
export const EuDesignToolsRegistration = Layer.effectDiscard(
  Effect.gen(function*() {
    const registry = yield* ToolRegistry
    yield* registry.register(euDesignSearch)
    yield* registry.register(euDesignStatus)
  })
)

/**
 * eu_design_search and eu_design_status over the EUIPO Design Search API
 * (and the Persons API for names). Needs ToolRegistry, AppConfig,
 * UpstreamHttp and Cache (the data plane provides the last three).
 * Registered even without EUIPO credentials: calls then answer
 * PROVIDER_NOT_CONFIGURED naming EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET.
 */
export const EuDesignToolsLive = EuDesignToolsRegistration.pipe(Layer.provide(EuipoDesignsLive))

/** Every design tool (EU and AU). */
export const DesignToolsLive = Layer.mergeAll(EuDesignToolsLive, AuDesignToolsLive)
