import { HttpMiddleware, HttpRouter, HttpServer, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { NodeHttpServer, NodeHttpServerRequest } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { createServer, type IncomingMessage, type Server } from "node:http"
import { AppConfig } from "../Config/AppConfig.js"
import { DatabaseHealth } from "../Database/Database.js"
import { errorResponse, JSONRPC_INVALID_REQUEST, JSONRPC_PARSE_ERROR } from "../Mcp/JsonRpc.js"
import { McpServer } from "../Mcp/McpServer.js"
import { ALL_PROTOCOL_VERSIONS, bodyClaimsModern } from "../Mcp/ModernEra.js"
import { SERVER_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from "../Mcp/ServerInfo.js"
import { AccessGate, type HttpRejection } from "./AccessGate.js"
import { ExtraHttpRoutes } from "./ExtraHttpRoutes.js"
import { checkHostAndOrigin, corsHeaders } from "./HttpGuards.js"
import { replyTo } from "./HttpReply.js"

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  HttpServerResponse.unsafeJson(body, { status, headers })

const rpcError = (status: number, code: number, message: string, headers: Record<string, string> = {}, data?: unknown) =>
  json(status, errorResponse(null, code, message, data), headers)

export const rejectionResponse = (r: HttpRejection) => json(r.status, r.body, { ...r.headers })

type BodyRead = { readonly _tag: "Body"; readonly text: string } | { readonly _tag: "TooLarge"; readonly drained: boolean }

/** How much of an oversized body is read and thrown away (bytes, time) so the 413 reaches the client. */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024
const DISCARD_MAX_MS = 10_000

/**
 * Reads the body up to `max` bytes. Past that, the rest is read and thrown
 * away (bounded in bytes and time) before the 413 is sent: closing a socket
 * with unread data makes the kernel reset the connection, and a client still
 * sending would lose the reply (EPIPE) instead of reading it.
 */
const readBody = (
  message: IncomingMessage,
  max: number,
  declared: number,
  resolve: (r: BodyRead) => void,
  reject: (e: unknown) => void
): void => {
  const chunks: Array<Buffer> = []
  let size = 0
  let over = declared > max
  let done = false
  const finish = (result: BodyRead) => {
    if (done) return
    done = true
    clearTimeout(timer)
    resolve(result)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const startDiscarding = () => {
    over = true
    chunks.length = 0
    timer = setTimeout(() => finish({ _tag: "TooLarge", drained: false }), DISCARD_MAX_MS)
  }
  if (over) {
    if (declared > DISCARD_MAX_BYTES) return finish({ _tag: "TooLarge", drained: false })
    startDiscarding()
  }
  message.on("data", (chunk: Buffer) => {
    if (done) return
    size += chunk.length
    if (over) {
      if (size > DISCARD_MAX_BYTES) finish({ _tag: "TooLarge", drained: false })
      return
    }
    if (size > max) return startDiscarding()
    chunks.push(chunk)
  })
  message.on(
    "end",
    () => finish(over ? { _tag: "TooLarge", drained: true } : { _tag: "Body", text: Buffer.concat(chunks).toString("utf8") })
  )
  message.on("error", (e) => {
    if (over) {
      finish({ _tag: "TooLarge", drained: false })
    } else if (!done) {
      done = true
      clearTimeout(timer)
      reject(e)
    }
  })
}

const tooLarge = (max: number, cors: Record<string, string>) =>
  rpcError(413, JSONRPC_INVALID_REQUEST, `Request body too large: the limit is ${max} bytes (MAX_BODY_BYTES); send a smaller request`, {
    ...cors,
    connection: "close"
  })

/** How many tools/call requests a payload holds: each uses one unit of quota. */
export const countToolCalls = (payload: unknown): number => {
  const one = (m: unknown) =>
    m !== null && typeof m === "object" && (m as { method?: unknown }).method === "tools/call" && "id" in (m as object) ? 1 : 0
  return Array.isArray(payload) ? payload.reduce<number>((n, m) => n + one(m), 0) : one(payload)
}

/** Tracks in-flight requests so shutdown can wait for them. */
export class InFlight extends Effect.Service<InFlight>()("ipdata/InFlight", {
  sync: () => {
    let count = 0
    const done = Effect.sync(() => {
      count--
    })
    return {
      track: <A, E, R>(effect: Effect.Effect<A, E, R>) =>
        Effect.uninterruptibleMask((restore) => {
          count++
          return Effect.ensuring(restore(effect), done)
        }),
      current: Effect.sync(() => count)
    }
  }
}) {}

/** The body as text; a read error is an empty body (the JSON parse then answers it). */
const requestBody = (req: HttpServerRequest.HttpServerRequest, max: number, declared: number) =>
  Effect.async<BodyRead>((resume) =>
    readBody(
      NodeHttpServerRequest.toIncomingMessage(req),
      max,
      declared,
      (r) => resume(Effect.succeed(r)),
      () => resume(Effect.succeed({ _tag: "Body", text: "" }))
    )
  )

/**
 * POST /mcp: the Streamable HTTP transport, JSON responses only, stateless.
 * The services are looked up once; per request the checks before the MCP core
 * are plain code, with one step into the runtime each for the body, the
 * access gate and the reply.
 */
export const makeMcpPostHandler = (transport: "http" | "sse") =>
  Effect.gen(function*() {
    const config = yield* AppConfig
    const mcp = yield* McpServer
    const gate = yield* AccessGate
    const http = config.http
    const boundHost = transport === "sse" ? http.sseHost : http.host
    const max = http.maxBodyBytes

    return Effect.flatMap(HttpServerRequest.HttpServerRequest, (req) => {
      const origin = req.headers["origin"]
      const cors = corsHeaders(http, origin)
      const refusal = checkHostAndOrigin(http, boundHost, req.headers["host"], origin)
      if (refusal !== undefined) return Effect.succeed(rpcError(403, -32000, `Forbidden: ${refusal}`, cors))

      const declared = Number(req.headers["content-length"] ?? "0")
      const body = requestBody(req, max, Number.isFinite(declared) ? declared : 0)
      // Refused before auth, but only once the body has been read off the wire (see readBody).
      if (declared > max) return Effect.as(body, tooLarge(max, cors))

      return Effect.matchEffect(gate.authenticate(req.headers["authorization"], transport), {
        onFailure: (r) => Effect.succeed(rejectionResponse({ ...r, headers: { ...cors, ...r.headers } })),
        onSuccess: (principal) =>
          Effect.flatMap(body, (read) => {
            if (read._tag === "TooLarge") return Effect.succeed(tooLarge(max, cors))
            let payload: unknown
            try {
              payload = JSON.parse(read.text)
            } catch {
              return Effect.succeed(rpcError(400, JSONRPC_PARSE_ERROR, "Parse error: the body is not valid JSON", cors))
            }

            // A 2026-07-28 request (its _meta names the revision) gets its version checked by the MCP core (-32022).
            const version = req.headers["mcp-protocol-version"]
            if (version !== undefined && !ALL_PROTOCOL_VERSIONS.includes(version) && !bodyClaimsModern(payload)) {
              return Effect.succeed(rpcError(400, -32000, `Bad Request: unsupported MCP-Protocol-Version ${version}`, cors, {
                supported: SUPPORTED_PROTOCOL_VERSIONS,
                requested: version
              }))
            }

            return Effect.matchEffect(gate.admit(principal, countToolCalls(payload)), {
              onFailure: (r) => Effect.succeed(rejectionResponse({ ...r, headers: { ...cors, ...r.headers } })),
              onSuccess: ({ headers: limitHeaders, release }) =>
                replyTo({
                  mcp,
                  payload,
                  context: principal,
                  headers: req.headers,
                  responseHeaders: { ...cors, ...limitHeaders },
                  release
                })
            })
          })
      })
    })
  })

const methodNotAllowed = HttpServerResponse.empty({ status: 405, headers: { allow: "POST" } })

export const healthHandler = Effect.gen(function*() {
  const uptimeSeconds = Math.round(process.uptime())
  // Readiness with DATABASE_URL: 503 while the shared database does not answer, so a load balancer stops sending here.
  const database = yield* Effect.serviceOption(DatabaseHealth)
  if (database._tag === "Some" && database.value.kind !== "none") {
    const up = yield* database.value.check
    return json(up ? 200 : 503, {
      status: up ? "ok" : "unavailable",
      version: SERVER_VERSION,
      uptimeSeconds,
      database: up ? "ok" : "unreachable"
    })
  }
  return json(200, { status: "ok", version: SERVER_VERSION, uptimeSeconds })
})

const optionsHandler = Effect.gen(function*() {
  const config = yield* AppConfig
  const req = yield* HttpServerRequest.HttpServerRequest
  return HttpServerResponse.empty({ status: 204, headers: corsHeaders(config.http, req.headers["origin"]) })
})

export const makeMcpRouter = Effect.gen(function*() {
  const extra = yield* ExtraHttpRoutes
  const inFlight = yield* InFlight
  const base = HttpRouter.empty.pipe(
    HttpRouter.post("/mcp", inFlight.track(yield* makeMcpPostHandler("http"))),
    HttpRouter.get("/mcp", Effect.succeed(methodNotAllowed)),
    HttpRouter.del("/mcp", Effect.succeed(methodNotAllowed)),
    HttpRouter.get("/health", healthHandler),
    HttpRouter.options("*", optionsHandler)
  )
  const withExtra = extra.routes.reduce(
    (router, r) => HttpRouter.route(r.method)(r.path, r.handler)(router),
    base
  )
  // OAuth-aware clients probe these after a 401; say plainly that a key header is what works.
  const noOAuth = json(404, {
    error: "not_found",
    error_description:
      "ipdata-mcp does not use OAuth (no authorization server, no client registration). Send your API key as the header \"Authorization: Bearer <key>\"; see the README section \"Clients that try OAuth first\"."
  })
  const notFound = Effect.map(
    HttpServerRequest.HttpServerRequest,
    (req) => /^\/(\.well-known\/(oauth|openid)|register\b|authorize\b|token\b)/.test(req.url) ? noOAuth : json(404, { error: "Not found" })
  )
  return withExtra.pipe(
    HttpRouter.get("*", notFound),
    HttpRouter.post("*", notFound),
    HttpRouter.put("*", notFound),
    HttpRouter.del("*", notFound),
    HttpRouter.patch("*", notFound)
  )
})

/** The HTTP server on HTTP_HOST:HTTP_PORT, draining in-flight requests on shutdown. */
export const HttpTransportLive = Layer.unwrapScoped(
  Effect.map(AppConfig, (config) =>
    drainingServer({
      host: config.http.host,
      port: config.http.port,
      keepAliveTimeoutMs: 5000,
      shutdownTimeoutMs: config.http.shutdownTimeoutMs,
      serve: Layer.unwrapEffect(Effect.map(makeMcpRouter, (router) => HttpServer.serve(router, HttpServerRequestLogger))),
      announce: (port) => announce(config.http.host, port)
    }))
)

/**
 * A Node HTTP server on host:port running `serve`, announced once it is bound
 * (with the port it got) and drained on shutdown: the HTTP and SSE transports
 * start and stop the same way.
 */
export const drainingServer = <E, R>(options: {
  readonly host: string
  readonly port: number
  readonly keepAliveTimeoutMs?: number
  readonly shutdownTimeoutMs: number
  readonly serve: Layer.Layer<never, E, R>
  readonly announce: (port: number) => Effect.Effect<void>
}) => {
  let server: Server | undefined
  const serverLayer = NodeHttpServer.layer(
    () => {
      server = createServer()
      if (options.keepAliveTimeoutMs !== undefined) server.keepAliveTimeout = options.keepAliveTimeoutMs
      return server
    },
    { host: options.host, port: options.port }
  )
  // No span per request: nothing here exports traces, and the span costs about a fifth of the platform's throughput.
  const serve = options.serve.pipe(HttpMiddleware.withTracerDisabledWhen(() => true))
  const announceAndDrain = Layer.scopedDiscard(
    Effect.gen(function*() {
      const address = (yield* HttpServer.HttpServer).address
      yield* options.announce(address._tag === "TcpAddress" ? address.port : options.port)
      // Registered after the server is up, so it runs before the server is torn down.
      yield* Effect.addFinalizer(() => drain(() => server, options.shutdownTimeoutMs))
    })
  )
  return announceAndDrain.pipe(Layer.provideMerge(serve), Layer.provideMerge(serverLayer))
}

const announce = (host: string, port: number) =>
  Effect.gen(function*() {
    const shown = host.includes(":") ? `[${host}]` : host
    const url = `http://${shown}:${port}/mcp`
    const curl =
      `curl -s ${url} -H 'Content-Type: application/json' -d '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"nice_class_lookup","arguments":{"classNumber":9}}}'`
    yield* Effect.logInfo("ipdata-mcp listening").pipe(Effect.annotateLogs({ url, health: `http://${shown}:${port}/health`, curl }))
    // A person at a terminal gets the example without JSON escaping.
    if (process.stderr.isTTY) process.stderr.write(`\nMCP endpoint: ${url}\nTry:\n  ${curl}\n\n`)
  })

// Unexpected failures in a handler become a 500 with a JSON-RPC body, never a stack trace.
const HttpServerRequestLogger = <E, R>(app: import("@effect/platform").HttpApp.Default<E, R>) =>
  app.pipe(
    Effect.catchAllCause((cause) =>
      // The cause goes to the logger whole (tag, code, message on one line), never a cut-off first line.
      Effect.logError("http handler failed", cause).pipe(Effect.as(json(500, errorResponse(null, -32603, "Internal error"))))
    )
  )

/** Stop accepting, then wait (bounded) for in-flight requests before the server is torn down. */
export const drain = (server: () => Server | undefined, timeoutMs: number) =>
  Effect.gen(function*() {
    const inFlight = yield* InFlight
    const s = server()
    if (s !== undefined) {
      s.close()
      s.closeIdleConnections()
    }
    const started = Date.now()
    while ((yield* inFlight.current) > 0 && Date.now() - started < timeoutMs) {
      yield* Effect.sleep("25 millis")
    }
    const left = yield* inFlight.current
    yield* Effect.logInfo("http server stopped").pipe(Effect.annotateLogs({ abandonedRequests: left }))
  }).pipe(Effect.orDie)
