import { Effect } from "effect"
import type { OfficeSettings } from "../../Config/AppConfig.js"
import { ToolError } from "../../Domain/ToolError.js"
import type { IpAustraliaProduct } from "./IpAustraliaApi.js"

/**
 * PROVIDER_NOT_CONFIGURED unless IP Australia is enabled and both OAuth
 * settings are set, naming exactly what to set (as the trademark registry
 * does for its providers). Checked before any request, so a missing
 * credential never reaches the network.
 */
export const ipAustraliaReady = (product: IpAustraliaProduct, settings: OfficeSettings): Effect.Effect<void, ToolError> =>
  Effect.suspend(() => {
    if (!settings.enabled) {
      return Effect.fail(
        ToolError.notConfigured(
          product.provider,
          ["ENABLE_IPAUSTRALIA=true"],
          `${product.provider} provider is disabled (ENABLE_IPAUSTRALIA=false is set)`
        )
      )
    }
    const missing = settings.requiredSettings.filter((name) => settings.credentials[name] === undefined)
    return missing.length > 0 ? Effect.fail(ToolError.notConfigured(product.provider, missing)) : Effect.void
  })
