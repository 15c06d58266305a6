import type { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Context, type Effect, Layer } from "effect"

export interface ExtraRoute {
  readonly method: "GET" | "POST" | "DELETE"
  readonly path: `/${string}`
  /** Dependencies are captured when the route is built; only the request is needed. */
  readonly handler: Effect.Effect<HttpServerResponse.HttpServerResponse, never, HttpServerRequest.HttpServerRequest>
}

/**
 * Routes other areas add to the HTTP server (/metrics, /usage...), so the
 * transport does not need to know them.
 */
export class ExtraHttpRoutes
  extends Context.Tag("ipdata/ExtraHttpRoutes")<ExtraHttpRoutes, { readonly routes: ReadonlyArray<ExtraRoute> }>()
{
  static readonly none = Layer.succeed(ExtraHttpRoutes, { routes: [] })
}
