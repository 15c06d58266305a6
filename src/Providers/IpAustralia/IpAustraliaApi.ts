import { HttpClientRequest } from "@effect/platform"
import { Effect, type Schema } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import type { ErrorCode } from "../../Domain/ToolError.js"
import { ToolError } from "../../Domain/ToolError.js"
import { OAuthTokens } from "../../Upstream/OAuthTokens.js"
import { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"

/**
 * One IP Australia search API. All of them share the office's OAuth client
 * (one token) and its rate limiter (key `IPAUSTRALIA`), but each needs its
 * own API contract in the IP Australia portal.
 */
export interface IpAustraliaProduct {
  /** Provider name in errors and metrics. */
  readonly provider: string
  /** The API's name in the IP Australia portal, for "no contract" messages. */
  readonly title: string
  /** Path under the host (production or test). */
  readonly basePath: string
}

export const IPAUSTRALIA_PRODUCTS = {
  trademarks: {
    provider: "IPAustralia",
    title: "Australian Trade Mark Search API",
    basePath: "/public/australian-trade-mark-search-api/v1"
  },
  designs: { provider: "IPAustralia-Designs", title: "Australian Design Search API", basePath: "/public/australian-design-search-api/v1" },
  patents: { provider: "IPAustralia-Patents", title: "Australian Patent Search API", basePath: "/public/australian-patent-search-api/v1" }
} as const satisfies Record<string, IpAustraliaProduct>

export interface IpAustraliaCallOptions {
  /** Code for a 404 (TRADEMARK_NOT_FOUND, DESIGN_NOT_FOUND...). */
  readonly notFound?: ErrorCode
  readonly notFoundMessage?: string
}

export interface IpAustraliaApi {
  readonly product: IpAustraliaProduct
  readonly get: <A, I>(path: string, schema: Schema.Schema<A, I, never>, options?: IpAustraliaCallOptions) => Effect.Effect<A, ToolError>
  readonly post: <A, I>(
    path: string,
    body: unknown,
    schema: Schema.Schema<A, I, never>,
    options?: IpAustraliaCallOptions
  ) => Effect.Effect<A, ToolError>
}

/**
 * The answer to "token issued, then 403": IP Australia's gateway says
 * "Invalid Client" when the app has no contract for this API.
 */
/**
 * A free-text query as IP Australia's search endpoints take it: whitespace collapsed, not empty
 * (`emptyHint` says what to give instead), at most 500 characters.
 */
export const ipAustraliaQuery = (raw: string, emptyHint: string): Effect.Effect<string, ToolError> => {
  const query = raw.replace(/\s+/g, " ").trim()
  if (query === "") {
    return ToolError.create("MISSING_REQUIRED_FIELD", `query must not be empty: give ${emptyHint}.`, { details: { field: "query" } })
  }
  if (query.length > 500) {
    return ToolError.invalidInput("query is too long for IP Australia (at most 500 characters).", { field: "query" })
  }
  return Effect.succeed(query)
}

export const noContractError = (product: IpAustraliaProduct, clientIdSetting: string, reason: string | undefined): ToolError =>
  ToolError.create(
    "AUTH_FAILED",
    `${product.provider}: IP Australia refused the request (HTTP 403${
      reason !== undefined ? `: ${reason}` : ""
    }). The credentials work (a token was issued), ` +
      `but the subscription has no contract for the ${product.title}. In the IP Australia API portal, request access to the ${product.title} ` +
      `(Production, Base Tier) for the app whose client id is in ${clientIdSetting}.`,
    { provider: product.provider, details: { status: 403, reason: "no_contract" } }
  )

/**
 * The upstream's (already scrubbed) words from UpstreamHttp's message,
 * "Access refused by IPAustralia (HTTP 403): Invalid Client. Check ..." →
 * "Invalid Client"; undefined when the message has none.
 */
const reasonOf = (message: string): string | undefined => /\(HTTP 403\): (.*?)\. Check /.exec(message)?.[1]

/** A 403 from the API itself, not from the token endpoint (a refresh after a 401 can also fail). */
const isApiForbidden = (e: ToolError) => e.code === "AUTH_FAILED" && e.details?.["status"] === 403 && !e.message.includes("(token request)")

/**
 * Calls one IP Australia API through UpstreamHttp: bearer token (refreshed
 * once on a 401), the office's limiter, JSON in and out; a 403 after a
 * token was issued becomes the "no contract" AUTH_FAILED above.
 */
export const makeIpAustraliaApi = (
  product: IpAustraliaProduct
): Effect.Effect<IpAustraliaApi, never, AppConfig | UpstreamHttp | OAuthTokens> =>
  Effect.gen(function*() {
    const config = yield* AppConfig
    const upstream = yield* UpstreamHttp
    const tokens = yield* OAuthTokens
    const settings = config.offices.IPAUSTRALIA
    const base = `${settings.baseUrl}${product.basePath}`
    const clientIdSetting = settings.requiredSettings[0] ?? "IPAUSTRALIA_CLIENT_ID"

    const call = <A, I>(
      request: HttpClientRequest.HttpClientRequest,
      schema: Schema.Schema<A, I, never>,
      options: IpAustraliaCallOptions
    ) =>
      // The token first (cached): a failure there is a credentials problem and keeps its own message.
      tokens.get("IPAUSTRALIA").pipe(
        Effect.zipRight(
          upstream
            .json("IPAUSTRALIA", request, schema, {
              provider: product.provider,
              auth: "oauth",
              ...(options.notFound !== undefined ? { notFound: options.notFound } : {}),
              ...(options.notFoundMessage !== undefined ? { notFoundMessage: options.notFoundMessage } : {})
            })
            .pipe(
              Effect.mapError((e) => (isApiForbidden(e) ? noContractError(product, clientIdSetting, reasonOf(e.message)) : e))
            )
        )
      )

    return {
      product,
      get: (path, schema, options = {}) => call(HttpClientRequest.get(`${base}${path}`), schema, options),
      post: (path, body, schema, options = {}) =>
        call(HttpClientRequest.post(`${base}${path}`).pipe(HttpClientRequest.bodyUnsafeJson(body)), schema, options)
    }
  })
