import { Effect, Layer } from "effect"
import { ToolRegistry } from "../../Mcp/ToolRegistry.js"
import { IpAustraliaPatents } from "../../Providers/IpAustralia/IpAustraliaPatents.js"
import { auPatentSearch } from "./AuPatentSearch.js"
import { auPatentStatus } from "./AuPatentStatus.js"

/**
 * au_patent_search and au_patent_status over IP Australia's Patent Search
 * API. Needs ToolRegistry, AppConfig, UpstreamHttp, OAuthTokens and Cache
 * (the data plane provides the last four). Registered even without
 * credentials: calls then answer PROVIDER_NOT_CONFIGURED naming
 * IPAUSTRALIA_CLIENT_ID and IPAUSTRALIA_CLIENT_SECRET.
 */
export const AuPatentToolsLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const registry = yield* ToolRegistry
    yield* registry.register(auPatentSearch)
    yield* registry.register(auPatentStatus)
  })
).pipe(Layer.provide(IpAustraliaPatents.layer))
