import { HttpServerResponse } from "@effect/platform"
import { Deferred, Effect, Exit, Fiber, Queue, Stream } from "effect"
import { CallContext } from "../Mcp/CallContext.js"
import { ClientChannel, type LogLevelSetting } from "../Mcp/ClientChannel.js"
import type { LoggingLevel, Outbound } from "../Mcp/ClientNotifier.js"
import { JSONRPC_INVALID_REQUEST } from "../Mcp/JsonRpc.js"
import type { DispatchOutcome, McpServer } from "../Mcp/McpServer.js"
import { type HeaderLookup, META_LOG_LEVEL } from "../Mcp/ModernEra.js"

/**
 * The reply to one POST /mcp. Plain JSON, as always, unless the client accepts
 * `text/event-stream` and the call actually sends a notification (progress or
 * a log message it asked for): then the reply becomes an SSE stream of those
 * notifications ending with the response. Closing that stream, or the
 * connection, interrupts the call and every upstream request it has open.
 */
export const replyTo = (options: {
  readonly mcp: McpServer
  readonly payload: unknown
  readonly context: CallContext["Type"]
  readonly headers: Readonly<Record<string, string | undefined>>
  readonly responseHeaders: Record<string, string>
  readonly release: Effect.Effect<void>
}): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const { context, headers, mcp, payload, release, responseHeaders } = options
  const streamable = (headers["accept"] ?? "").includes("text/event-stream") && isSingleRequest(payload) &&
    mayNotify(payload, context.owner)
  if (!streamable) {
    // Nothing can be sent before the response: serve it in this fiber, no queue, no race.
    const channel = ClientChannel.of({
      scope: `http:${context.owner}`,
      send: undefined,
      headers: lookup(headers),
      logLevel: legacyLogLevel(context.owner)
    })
    // The channel and caller go to the core as values: no context merged per request.
    const served = mcp.handleParsedFor(payload, channel, context)
    return Effect.map(release === Effect.void ? served : Effect.ensuring(served, release), (outcome) => jsonReply(outcome, responseHeaders))
  }
  return Effect.gen(function*() {
    const queue = yield* Queue.unbounded<string>()
    const firstNotification = yield* Deferred.make<void>()
    const send: Outbound | undefined = streamable
      ? (n) => {
        Queue.unsafeOffer(queue, sseFrame({ jsonrpc: "2.0", ...n }))
        Deferred.unsafeDone(firstNotification, Exit.void)
      }
      : undefined
    const channel = ClientChannel.of({
      scope: `http:${context.owner}`,
      send,
      headers: lookup(headers),
      logLevel: legacyLogLevel(context.owner)
    })
    const work = yield* mcp.handleParsed(payload).pipe(
      Effect.provideService(ClientChannel, channel),
      Effect.provideService(CallContext, context),
      Effect.ensuring(release),
      Effect.fork
    )
    const first = yield* Effect.raceFirst(
      Effect.map(Fiber.await(work), (exit) => ({ _tag: "Done" as const, exit })),
      Effect.as(Deferred.await(firstNotification), { _tag: "Streaming" as const })
    )
    if (first._tag === "Done") {
      return jsonReply(yield* first.exit, responseHeaders)
    }
    // Notifications have started: the rest of the call travels on the event stream.
    yield* Fiber.await(work).pipe(
      Effect.flatMap((exit) =>
        exit._tag === "Success" && exit.value._tag !== "NoReply" ? Queue.offer(queue, sseFrame(exit.value.body)) : Effect.void
      ),
      Effect.ensuring(Queue.shutdown(queue)),
      Effect.forkDaemon
    )
    const body = Stream.fromQueue(queue).pipe(Stream.encodeText, Stream.ensuring(Fiber.interrupt(work)))
    return HttpServerResponse.stream(body, {
      contentType: "text/event-stream",
      headers: { ...responseHeaders, "cache-control": "no-cache, no-transform" }
    })
  })
}

export const jsonReply = (outcome: DispatchOutcome, headers: Record<string, string>) => {
  switch (outcome._tag) {
    case "NoReply":
      return HttpServerResponse.empty({ status: 202, headers })
    case "ParseError":
      return HttpServerResponse.unsafeJson(outcome.body, { status: 400, headers })
    case "Reply": {
      // A single message that was not a valid request at all is a 400.
      const b = outcome.body
      const invalid = !Array.isArray(b) && "error" in b && b.error.code === JSONRPC_INVALID_REQUEST && b.id === undefined
      const status = outcome.status ?? (invalid ? 400 : 200)
      // A cached list comes serialised: sent as is, not stringified again.
      if (outcome.json !== undefined) {
        return HttpServerResponse.uint8Array(outcome.json, { status, headers, contentType: "application/json" })
      }
      return HttpServerResponse.unsafeJson(b, { status, headers })
    }
  }
}

const sseFrame = (message: unknown) => `event: message\ndata: ${JSON.stringify(message)}\n\n`

/**
 * Whether serving this request can notify its client: only with a progressToken, a
 * per-request log level (2026-07-28 `_meta`) or a level the tenant set (logging/setLevel).
 */
const mayNotify = (payload: unknown, owner: string): boolean => {
  const meta = (payload as { params?: { _meta?: unknown } }).params?._meta
  if (meta !== null && typeof meta === "object" && ("progressToken" in meta || META_LOG_LEVEL in meta)) return true
  return levels.has(owner)
}

const isSingleRequest = (payload: unknown): boolean =>
  payload !== null && typeof payload === "object" && !Array.isArray(payload) && "id" in payload && "method" in payload

const lookup = (headers: Readonly<Record<string, string | undefined>>): HeaderLookup => (name) => {
  const v = headers[name.toLowerCase()]
  return v === undefined ? undefined : v.trim()
}

/**
 * logging/setLevel over stateless HTTP has no connection to remember it on:
 * it is kept per tenant (bounded), which is what a 2025-era client expects
 * from its own later requests.
 */
const levels = new Map<string, LoggingLevel>()
/** Tenants whose logging/setLevel is remembered (bounded by MAX_REMEMBERED), for /metrics. */
export const rememberedLogLevels = (): number => levels.size
const MAX_REMEMBERED = 10_000
const legacyLogLevel = (owner: string): LogLevelSetting => ({
  get: () => levels.get(owner),
  set: (level) => {
    if (!levels.has(owner) && levels.size >= MAX_REMEMBERED) levels.delete(levels.keys().next().value as string)
    levels.set(owner, level)
  }
})
