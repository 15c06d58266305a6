import { HttpClientRequest } from "@effect/platform"
import { Effect, Redacted, type Schema } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import type { ErrorCode } from "../../Domain/ToolError.js"
import { ToolError } from "../../Domain/ToolError.js"
import { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"

/**
 * GETs to EUIPO's APIs (trade marks, designs, persons) as one named provider
 * ("EUIPO", "EUIPO-Designs", "EUIPO-Persons"): one OAuth token, rate limiter
 * and `X-IBM-Client-Id` gateway header for all, and PROVIDER_NOT_CONFIGURED
 * naming the settings when EUIPO is off or its credentials are missing
 * (checked before any request).
 */
export interface EuipoGateway {
  readonly provider: string
  /** The API root, e.g. `https://api.euipo.europa.eu`. */
  readonly baseUrl: string
  readonly ready: Effect.Effect<void, ToolError>
  readonly get: <A, I>(
    url: string,
    params: Readonly<Record<string, string>>,
    schema: Schema.Schema<A, I, never>,
    options?: { readonly notFound?: ErrorCode; readonly notFoundMessage?: string }
  ) => Effect.Effect<A, ToolError>
}

export const makeEuipoGateway = (provider: string): Effect.Effect<EuipoGateway, never, AppConfig | UpstreamHttp> =>
  Effect.gen(function*() {
    const config = yield* AppConfig
    const upstream = yield* UpstreamHttp
    const settings = config.offices.EUIPO
    const clientId = settings.credentials[settings.requiredSettings[0] ?? "EUIPO_CLIENT_ID"]

    const ready: Effect.Effect<void, ToolError> = Effect.suspend(() => {
      if (!settings.enabled) {
        return Effect.fail(
          ToolError.notConfigured(provider, ["ENABLE_EUIPO=true"], `${provider} provider is disabled (ENABLE_EUIPO=false is set)`)
        )
      }
      const missing = settings.requiredSettings.filter((name) => settings.credentials[name] === undefined)
      return missing.length > 0 || clientId === undefined ? Effect.fail(ToolError.notConfigured(provider, missing)) : Effect.void
    })

    const get: EuipoGateway["get"] = (url, params, schema, options = {}) =>
      Effect.zipRight(
        ready,
        Effect.suspend(() =>
          upstream.json(
            "EUIPO",
            HttpClientRequest.get(url, { urlParams: params }).pipe(
              HttpClientRequest.setHeader("X-IBM-Client-Id", Redacted.value(clientId!))
            ),
            schema,
            {
              auth: "oauth",
              provider,
              ...(options.notFound !== undefined ? { notFound: options.notFound } : {}),
              ...(options.notFoundMessage !== undefined ? { notFoundMessage: options.notFoundMessage } : {})
            }
          )
        )
      )

    return { provider, baseUrl: settings.baseUrl.replace(/\/+$/, ""), ready, get }
  })
