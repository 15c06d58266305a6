import { Effect, Layer } from "effect"
import { ToolRegistry } from "../../Mcp/ToolRegistry.js"
import { EpoOps } from "../../Providers/Epo/EpoOps.js"
import { AuPatentToolsLive } from "./AuPatentTools.js"
import { epPatentSearch } from "./EpPatentSearch.js"
import { epPatentStatus } from "./EpPatentStatus.js"
import { patentFamilySearch } from "./PatentFamilySearch.js"

/**
 * ep_patent_search, ep_patent_status and patent_family_search over EPO
 * OPS. Needs ToolRegistry, AppConfig, UpstreamHttp and Cache (the data
 * plane provides the last three). Registered even without EPO credentials:
 * calls then answer PROVIDER_NOT_CONFIGURED naming EPO_CONSUMER_KEY and
 * EPO_CONSUMER_SECRET.
 */
export const EpoPatentToolsLive = Layer.effectDiscard(
  Effect.gen(function*() {
    const registry = yield* ToolRegistry
    yield* registry.register(epPatentSearch)
    yield* registry.register(epPatentStatus)
    yield* registry.register(patentFamilySearch)
  })
).pipe(Layer.provide(EpoOps.layer))

/** Every patent tool (EP and AU). */
export const PatentToolsLive = Layer.mergeAll(EpoPatentToolsLive, AuPatentToolsLive)
