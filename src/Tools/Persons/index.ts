import { Effect, Layer } from "effect"
import { ToolRegistry } from "../../Mcp/ToolRegistry.js"
import { EuipoDesignsLive } from "../../Providers/Euipo/EuipoDesigns.js"
import { euApplicantPortfolio } from "./EuApplicantPortfolio.js"
import { euPersonLookup } from "./EuPersonLookup.js"

/** eu_person_lookup and eu_applicant_portfolio, given the EUIPO adapters and TrademarkProviders. */
export const EuPersonToolsRegistration = Layer.effectDiscard(
  Effect.gen(function*() {
    const registry = yield* ToolRegistry
    yield* registry.register(euPersonLookup)
    yield* registry.register(euApplicantPortfolio)
  })
)

/**
 * eu_person_lookup (EUIPO Persons API) and eu_applicant_portfolio (the EU
 * trade mark provider from TrademarkProviders plus EUIPO designs). Needs
 * ToolRegistry, AppConfig, UpstreamHttp, Cache and TrademarkProviders (the
 * data plane provides the last four). Registered even without EUIPO
 * credentials: calls then answer PROVIDER_NOT_CONFIGURED naming
 * EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET.
 */
export const EuPersonToolsLive = EuPersonToolsRegistration.pipe(Layer.provide(EuipoDesignsLive))

/** Every person tool. */
export const PersonToolsLive = EuPersonToolsLive
