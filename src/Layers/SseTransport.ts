import { HttpRouter, HttpServer, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Either, Layer, Queue, Schedule, Stream } from "effect"
import { randomUUID } from "node:crypto"
import { AppConfig } from "../Config/AppConfig.js"
import { CallContext } from "../Mcp/CallContext.js"
import { ClientChannel, logLevelCell, type LogLevelSetting } from "../Mcp/ClientChannel.js"
import { errorResponse, JSONRPC_PARSE_ERROR } from "../Mcp/JsonRpc.js"
import { McpServer } from "../Mcp/McpServer.js"
import { AccessGate } from "./AccessGate.js"
import { checkHostAndOrigin, corsHeaders } from "./HttpGuards.js"
import { countToolCalls, drainingServer, healthHandler, InFlight, rejectionResponse } from "./HttpTransport.js"

/**
 * The 2024-11-05 HTTP+SSE transport for older chat clients: `GET /sse` opens
 * an event stream whose first event names the POST endpoint; replies to
 * `POST /messages?sessionId=...` travel back on that stream.
 */
export const makeSseRouter = Effect.gen(function*() {
  const config = yield* AppConfig
  const mcp = yield* McpServer
  const gate = yield* AccessGate
  const inFlight = yield* InFlight
  const sessions = new Map<string, { readonly queue: Queue.Queue<string>; readonly owner: string; readonly logLevel: LogLevelSetting }>()

  /** Both endpoints admit a caller the same way: Host/Origin first (403), then the key (the gate's rejection). */
  const identifyCaller = (req: HttpServerRequest.HttpServerRequest) => {
    const refusal = checkHostAndOrigin(config.http, config.http.sseHost, req.headers["host"], req.headers["origin"])
    if (refusal !== undefined) {
      return Effect.succeed(
        Either.left(HttpServerResponse.unsafeJson(errorResponse(null, -32000, `Forbidden: ${refusal}`), { status: 403 }))
      )
    }
    return gate.authenticate(req.headers["authorization"], "sse").pipe(Effect.mapError(rejectionResponse), Effect.either)
  }

  const openStream = Effect.gen(function*() {
    const req = yield* HttpServerRequest.HttpServerRequest
    const cors = corsHeaders(config.http, req.headers["origin"])
    const caller = yield* identifyCaller(req)
    if (Either.isLeft(caller)) return caller.left
    const principal = caller.right
    const sessionId = randomUUID()
    const queue = yield* Queue.unbounded<string>()
    sessions.set(sessionId, { queue, owner: principal.owner, logLevel: logLevelCell() })
    yield* Queue.offer(queue, `event: endpoint\ndata: /messages?sessionId=${sessionId}\n\n`)
    yield* Effect.logInfo("sse session opened").pipe(Effect.annotateLogs({ sessionId, keyId: principal.keyId ?? null }))
    const keepAlive = Stream.repeatEffect(Effect.succeed(": keep-alive\n\n")).pipe(Stream.schedule(Schedule.spaced("15 seconds")))
    const events = Stream.fromQueue(queue).pipe(
      Stream.merge(keepAlive, { haltStrategy: "left" }),
      Stream.encodeText,
      Stream.ensuring(
        Effect.sync(() => sessions.delete(sessionId)).pipe(
          Effect.zipRight(Queue.shutdown(queue)),
          Effect.zipRight(Effect.logInfo("sse session closed").pipe(Effect.annotateLogs({ sessionId })))
        )
      )
    )
    return HttpServerResponse.stream(events, {
      contentType: "text/event-stream",
      headers: { ...cors, "cache-control": "no-cache, no-transform", connection: "keep-alive" }
    })
  })

  const postMessage = Effect.gen(function*() {
    const req = yield* HttpServerRequest.HttpServerRequest
    const cors = corsHeaders(config.http, req.headers["origin"])
    const caller = yield* identifyCaller(req)
    if (Either.isLeft(caller)) return caller.left
    const principal = caller.right
    const sessionId = new URL(req.url, "http://localhost").searchParams.get("sessionId") ?? ""
    const session = sessions.get(sessionId)
    if (session === undefined || session.owner !== principal.owner) {
      return HttpServerResponse.unsafeJson(errorResponse(null, -32000, "Unknown or closed session: open GET /sse first"), {
        status: 404,
        headers: cors
      })
    }
    const text = yield* req.text.pipe(Effect.orElseSucceed(() => ""))
    if (Buffer.byteLength(text) > config.http.maxBodyBytes) {
      return HttpServerResponse.unsafeJson(errorResponse(null, -32600, "Request body too large"), { status: 413, headers: cors })
    }
    let payload: unknown
    try {
      payload = JSON.parse(text)
    } catch {
      return HttpServerResponse.unsafeJson(errorResponse(null, JSONRPC_PARSE_ERROR, "Parse error: the body is not valid JSON"), {
        status: 400,
        headers: cors
      })
    }
    const admission = yield* gate.admit(principal, countToolCalls(payload)).pipe(Effect.either)
    if (admission._tag === "Left") return rejectionResponse(admission.left)
    // Answer 202 at once; the reply goes out on the event stream.
    yield* mcp.handleParsed(payload).pipe(
      Effect.provideService(CallContext, principal),
      // Progress and log notifications share the session's event stream with the replies.
      Effect.provideService(
        ClientChannel,
        ClientChannel.of({
          scope: `sse:${sessionId}`,
          send: (n) => Queue.unsafeOffer(session.queue, `event: message\ndata: ${JSON.stringify({ jsonrpc: "2.0", ...n })}\n\n`),
          headers: undefined,
          logLevel: session.logLevel
        })
      ),
      Effect.flatMap((outcome) =>
        outcome._tag === "NoReply" ? Effect.void : Queue.offer(session.queue, `event: message\ndata: ${JSON.stringify(outcome.body)}\n\n`)
      ),
      Effect.ensuring(admission.right.release),
      inFlight.track,
      Effect.forkDaemon
    )
    return HttpServerResponse.text("Accepted", { status: 202, headers: { ...cors, ...admission.right.headers } })
  })

  return HttpRouter.empty.pipe(
    HttpRouter.get("/sse", openStream),
    HttpRouter.post("/messages", postMessage),
    HttpRouter.get("/health", healthHandler),
    HttpRouter.get("*", Effect.succeed(HttpServerResponse.unsafeJson({ error: "Not found" }, { status: 404 }))),
    HttpRouter.post("*", Effect.succeed(HttpServerResponse.unsafeJson({ error: "Not found" }, { status: 404 })))
  )
})

export const SseTransportLive = Layer.unwrapScoped(
  Effect.map(AppConfig, (config) =>
    drainingServer({
      host: config.http.sseHost,
      port: config.http.ssePort,
      shutdownTimeoutMs: config.http.shutdownTimeoutMs,
      serve: Layer.unwrapEffect(Effect.map(makeSseRouter, (router) => HttpServer.serve(router))),
      announce: (port) =>
        Effect.logInfo("ipdata-mcp SSE transport listening").pipe(
          Effect.annotateLogs({
            sse: `http://${config.http.sseHost}:${port}/sse`,
            messages: `http://${config.http.sseHost}:${port}/messages`
          })
        )
    }))
)
