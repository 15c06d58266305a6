import { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { AppConfig } from "../Config/AppConfig.js"
import type { HttpRejection, Principal } from "../Layers/AccessGate.js"
import type { ExtraRoute } from "../Layers/ExtraHttpRoutes.js"
import { checkHostAndOrigin, corsHeaders } from "../Layers/HttpGuards.js"
import { errorResponse } from "../Mcp/JsonRpc.js"
import { Metrics } from "../Observability/Metrics.js"
import { PROMETHEUS_CONTENT_TYPE, renderPrometheus } from "../Observability/Prometheus.js"
import { AccessControl, RPC_FORBIDDEN } from "./AccessControl.js"

type Format = "json" | "prometheus"

/** `?format=` wins; else a scraper's `Accept: text/plain` (without JSON) means Prometheus. */
export const metricsFormat = (url: string, accept: string | undefined): Format | { readonly invalid: string } => {
  const format = new URL(url, "http://localhost").searchParams.get("format")
  if (format !== null) {
    const f = format.trim().toLowerCase()
    if (f === "json") return "json"
    if (f === "prometheus" || f === "text") return "prometheus"
    return { invalid: format }
  }
  const a = (accept ?? "").toLowerCase()
  return a.includes("text/plain") && !a.includes("application/json") ? "prometheus" : "json"
}

/** GET /metrics, /usage and /usage/:keyId on the HTTP transport. */
export const makeAccessRoutes = Effect.gen(function*() {
  const config = yield* AppConfig
  const access = yield* AccessControl
  const metrics = yield* Metrics

  const respond = (status: number, body: unknown, headers: Record<string, string>) =>
    HttpServerResponse.unsafeJson(body, { status, headers: { "cache-control": "no-store", ...headers } })
  const fromRejection = (r: HttpRejection, cors: Record<string, string>) => respond(r.status, r.body, { ...cors, ...r.headers })

  /** Host/Origin rules as for /mcp, then the caller (the local owner when auth is off). */
  const caller = (req: HttpServerRequest.HttpServerRequest, cors: Record<string, string>) =>
    Effect.gen(function*() {
      const refusal = checkHostAndOrigin(config.http, config.http.host, req.headers["host"], req.headers["origin"])
      if (refusal !== undefined) return yield* Effect.fail(respond(403, errorResponse(null, -32000, `Forbidden: ${refusal}`), cors))
      return yield* access.authenticate(req.headers["authorization"], "http").pipe(Effect.mapError((r) => fromRejection(r, cors)))
    })

  const forbidden = (p: Principal, message: string, cors: Record<string, string>) =>
    access.recordRejection(p.keyId, "forbidden").pipe(Effect.as(respond(403, errorResponse(null, RPC_FORBIDDEN, message), cors)))

  const storeDown = (cors: Record<string, string>) =>
    respond(503, errorResponse(null, -32603, "Usage store unavailable; retry in a few seconds"), { ...cors, "retry-after": "5" })

  const withRequest = (
    f: (
      req: HttpServerRequest.HttpServerRequest,
      cors: Record<string, string>
    ) => Effect.Effect<HttpServerResponse.HttpServerResponse, HttpServerResponse.HttpServerResponse>
  ) =>
    Effect.gen(function*() {
      const req = yield* HttpServerRequest.HttpServerRequest
      const cors = corsHeaders(config.http, req.headers["origin"])
      return yield* f(req, cors).pipe(Effect.merge)
    })

  const metricsRoute = withRequest((req, cors) =>
    Effect.gen(function*() {
      const principal = yield* caller(req, cors)
      if (!principal.isAdmin) return yield* forbidden(principal, "Forbidden: /metrics needs the admin key (ADMIN_API_KEY)", cors)
      const format = metricsFormat(req.url, req.headers["accept"])
      if (typeof format !== "string") {
        return respond(400, errorResponse(null, -32602, `Unknown format "${format.invalid}": use format=json or format=prometheus`), cors)
      }
      const snapshot = yield* metrics.snapshot
      if (format === "prometheus") {
        return HttpServerResponse.text(renderPrometheus(snapshot), {
          status: 200,
          contentType: PROMETHEUS_CONTENT_TYPE,
          headers: { ...cors, "cache-control": "no-store" }
        })
      }
      return respond(200, snapshot, cors)
    })
  )

  const usageAll = withRequest((req, cors) =>
    Effect.gen(function*() {
      const principal = yield* caller(req, cors)
      const own = principal.isAdmin ? undefined : access.recordOf(principal)
      if (!principal.isAdmin && own === undefined) return yield* forbidden(principal, "Forbidden: this key is no longer configured", cors)
      const keys = yield* access.usage(own).pipe(Effect.mapError(() => storeDown(cors)))
      return respond(200, { authEnabled: access.authEnabled, generatedAt: new Date().toISOString(), keys }, cors)
    })
  )

  const usageOne = withRequest((req, cors) =>
    Effect.gen(function*() {
      const principal = yield* caller(req, cors)
      const path = new URL(req.url, "http://localhost").pathname
      const keyId = decodeURIComponent(path.slice(path.lastIndexOf("/") + 1)).toLowerCase()
      // A tenant sees only its own key; whether another keyId exists is not said.
      if (!principal.isAdmin && keyId !== principal.keyId) {
        return yield* forbidden(principal, "Forbidden: a key may read only its own usage (GET /usage)", cors)
      }
      const record = access.recordById(keyId)
      if (record === undefined) return respond(404, errorResponse(null, -32602, `No key with keyId "${keyId}"`), cors)
      const views = yield* access.usage(record).pipe(Effect.mapError(() => storeDown(cors)))
      return respond(200, views[0], cors)
    })
  )

  const routes: ReadonlyArray<ExtraRoute> = [
    { method: "GET", path: "/metrics", handler: metricsRoute },
    { method: "GET", path: "/usage", handler: usageAll },
    { method: "GET", path: "/usage/:keyId", handler: usageOne }
  ]
  return routes
})
