import { Effect, Layer } from "effect"
import { ToolRegistry } from "../../Mcp/ToolRegistry.js"
import { IpAustraliaDesigns } from "../../Providers/IpAustralia/IpAustraliaDesigns.js"
import { auDesignSearch } from "./AuDesignSearch.js"
import { auDesignStatus } from "./AuDesignStatus.js"

/**
 * au_design_search and au_design_status over IP Australia's Design Search
 * API. Needs ToolRegistry, AppConfig, UpstreamHttp, OAuthTokens and Cache
 * (the data plane provides the last four). Registered even without
 * credentials: calls then answer PROVIDER_NOT_CONFIGURED naming
 * IPAUSTRALIA_CLIENT_ID and IPAUSTRALIA_CLIENT_SECRET.
 */
export const AuDesignToolsLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const registry = yield* ToolRegistry
    yield* registry.register(auDesignSearch)
    yield* registry.register(auDesignStatus)
  })
).pipe(Layer.provide(IpAustraliaDesigns.layer))
