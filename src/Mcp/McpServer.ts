import { Cause, Context, Effect, Either, FiberRef, HashSet, Option, Schema } from "effect"
import { ToolError } from "../Domain/ToolError.js"
import { CallContext } from "./CallContext.js"
import { InFlightRequests } from "./Cancellation.js"
import { ClientChannel } from "./ClientChannel.js"
import { CurrentRequest, forwardingLogger, isLoggingLevel, LOGGING_LEVELS, type RequestNotifier } from "./ClientNotifier.js"
import { complete } from "./Completions.js"
import { boundProblem, boundResponse, MESSAGE_BOUNDS } from "./InputBounds.js"
import {
  errorResponse,
  JSONRPC_INTERNAL_ERROR,
  JSONRPC_INVALID_PARAMS,
  JSONRPC_INVALID_REQUEST,
  JSONRPC_METHOD_NOT_FOUND,
  JSONRPC_PARSE_ERROR,
  JsonRpcMessage,
  type JsonRpcResponse,
  type RequestId,
  RpcFailure
} from "./JsonRpc.js"
import {
  ALL_PROTOCOL_VERSIONS,
  checkStandardHeaders,
  classify,
  type Era,
  methodOutsideEra,
  modernErrorStatus,
  modernResult
} from "./ModernEra.js"
import { PromptRegistry } from "./Prompts.js"
import { replyBytes } from "./ReplyBytes.js"
import { ResourceRegistry } from "./Resources.js"
import {
  LATEST_PROTOCOL_VERSION,
  SERVER_INSTRUCTIONS,
  SERVER_NAME,
  SERVER_TITLE,
  SERVER_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS
} from "./ServerInfo.js"
import { ToolCacheProbe, type ToolCallEvent, ToolCallObserver } from "./ToolCallObserver.js"
import { CALLER_LIST_CACHE, type Served, STATIC_LIST_CACHE, toolListViews } from "./ToolListViews.js"
import { decodeArguments, ToolRegistry } from "./ToolRegistry.js"
import { errorResult, hashQuery, okResult, runTool } from "./ToolResults.js"
import { ToolVisibility } from "./ToolVisibility.js"

/** What a transport sends back for one payload: nothing (notifications only) or a JSON body. */
export type DispatchOutcome =
  | { readonly _tag: "NoReply" }
  | {
    readonly _tag: "Reply"
    readonly body: JsonRpcResponse | ReadonlyArray<JsonRpcResponse>
    /** Set when the HTTP status must not be 200: modern-era envelope errors (400) and unknown methods (404). */
    readonly status?: number
    /** `body` already serialised as UTF-8 (a cached list): transports send it as is. */
    readonly json?: Uint8Array
  }
  | { readonly _tag: "ParseError"; readonly body: JsonRpcResponse }

/** The JsonRpcMessage schema as a guard, compiled once: the schema stays the one statement of the rule. */
const isMessage: (o: unknown) => o is JsonRpcMessage = Schema.is(JsonRpcMessage)

/**
 * The MCP JSON-RPC core, shared by every transport: stateless, so a request
 * that comes without `initialize` is served all the same.
 */
export class McpServer extends Effect.Service<McpServer>()("ipdata/McpServer", {
  effect: Effect.gen(function*() {
    const registry = yield* ToolRegistry
    const observer = yield* ToolCallObserver
    const cacheProbe = yield* ToolCacheProbe

    const inFlight = yield* InFlightRequests
    const visibility = yield* ToolVisibility
    // Optional so that a server built with tools only (most tests) still works.
    const resources = Option.getOrUndefined(yield* Effect.serviceOption(ResourceRegistry))
    const prompts = Option.getOrUndefined(yield* Effect.serviceOption(PromptRegistry))

    const capabilities = () => ({
      tools: { listChanged: false },
      logging: {},
      ...(resources !== undefined && !resources.isEmpty() ? { resources: { subscribe: false, listChanged: false } } : {}),
      ...(prompts !== undefined && !prompts.isEmpty() ? { prompts: { listChanged: false } } : {}),
      ...(resources !== undefined || prompts !== undefined ? { completions: {} } : {})
    })

    const initialize = (params: unknown) => {
      const requested = (params as { protocolVersion?: unknown } | undefined)?.protocolVersion
      const protocolVersion = typeof requested === "string" && (SUPPORTED_PROTOCOL_VERSIONS as ReadonlyArray<string>).includes(requested)
        ? requested
        : LATEST_PROTOCOL_VERSION
      return {
        protocolVersion,
        capabilities: capabilities(),
        serverInfo: { name: SERVER_NAME, title: SERVER_TITLE, version: SERVER_VERSION },
        instructions: SERVER_INSTRUCTIONS
      }
    }

    const callTool = (params: unknown, ctx: CallContext["Type"]): Effect.Effect<unknown, RpcFailure> => {
      const p = params as { readonly name?: unknown; readonly arguments?: unknown } | null | undefined
      if (p === null || typeof p !== "object" || Array.isArray(p) || typeof p.name !== "string") {
        return Effect.fail(new RpcFailure({ code: JSONRPC_INVALID_PARAMS, message: "Invalid params: tools/call needs a string \"name\"" }))
      }
      const name = p.name
      const args = p.arguments
      const tool = visibility.callable(name) ? registry.get(name) : undefined
      if (tool === undefined) {
        return Effect.fail(
          new RpcFailure({
            code: JSONRPC_INVALID_PARAMS,
            message: `Unknown tool: ${name}`,
            data: { availableTools: registry.names().filter(visibility.callable) }
          })
        )
      }
      return Effect.clockWith((clock) => {
        const started = clock.unsafeCurrentTimeMillis()
        const decoded = decodeArguments(tool, args)
        const outcome: Effect.Effect<readonly [Either.Either<unknown, ToolError>, boolean]> = Either.isLeft(decoded)
          ? Effect.succeed([Either.left(decoded.left), false])
          : cacheProbe.observe(runTool(tool, decoded.right, ctx))
        return Effect.flatMap(outcome, ([result, cacheHit]) => {
          const event: ToolCallEvent = {
            tool: name,
            durationMs: clock.unsafeCurrentTimeMillis() - started,
            success: Either.isRight(result),
            errorCode: Either.isLeft(result) ? result.left.code : undefined,
            errorProvider: Either.isLeft(result) ? result.left.provider : undefined,
            cacheHit,
            keyId: ctx.keyId,
            transport: ctx.transport,
            queryHash: hashQuery(args)
          }
          return Effect.as(observer.onToolCall(event), Either.isLeft(result) ? errorResult(result.left) : okResult(result.right))
        })
      })
    }

    const setLogLevel = (params: unknown, channel: ClientChannel["Type"]): Effect.Effect<unknown, RpcFailure> => {
      const level = (params as { level?: unknown } | undefined)?.level
      if (!isLoggingLevel(level)) {
        return Effect.fail(
          new RpcFailure({ code: JSONRPC_INVALID_PARAMS, message: `Invalid params: level must be one of ${LOG_LEVELS.join(", ")}` })
        )
      }
      return Effect.sync(() => {
        channel.logLevel.set(level)
        return {}
      })
    }

    const listViews = toolListViews(registry, visibility)

    const notFound = (method: string) => new RpcFailure({ code: JSONRPC_METHOD_NOT_FOUND, message: `Method not found: ${method}` })
    const plain = (result: unknown): Served => ({ result, cache: undefined })

    /** The methods of both eras; the era only picks which exist and how a missing resource is reported. */
    const dispatch = (
      method: string,
      params: unknown,
      era: Era,
      channel: ClientChannel["Type"],
      caller: CallContext["Type"]
    ): Effect.Effect<Served, RpcFailure, CallContext> => {
      switch (method) {
        case "initialize":
          return Effect.succeed(plain(initialize(params)))
        case "server/discover":
          return Effect.succeed({
            result: { supportedVersions: ALL_PROTOCOL_VERSIONS, capabilities: capabilities(), instructions: SERVER_INSTRUCTIONS },
            cache: STATIC_LIST_CACHE
          })
        case "ping":
          return Effect.succeed(plain({}))
        case "tools/list": {
          // One page holds every tool, so no cursor is ever valid.
          const cursor = (params as { cursor?: unknown } | undefined)?.cursor
          if (cursor !== undefined) {
            return Effect.fail(
              new RpcFailure({
                code: JSONRPC_INVALID_PARAMS,
                message: "Invalid params: invalid cursor (tools/list has a single page; omit cursor)"
              })
            )
          }
          return Effect.succeed(listViews.view(era))
        }
        case "tools/call":
          return Effect.map(callTool(params, caller), plain)
        case "logging/setLevel":
          return Effect.map(setLogLevel(params, channel), plain)
        case "resources/list":
          return resources === undefined
            ? Effect.fail(notFound(method))
            : Effect.map(resources.list, (result) => ({ result, cache: CALLER_LIST_CACHE }))
        case "resources/templates/list":
          return resources === undefined
            ? Effect.fail(notFound(method))
            : Effect.succeed({ result: resources.templates(), cache: STATIC_LIST_CACHE })
        case "resources/read": {
          const uri = (params as { uri?: unknown } | undefined)?.uri
          if (resources === undefined) return Effect.fail(notFound(method))
          if (typeof uri !== "string") {
            return Effect.fail(
              new RpcFailure({ code: JSONRPC_INVALID_PARAMS, message: "Invalid params: resources/read needs a string uri" })
            )
          }
          // 2026-07-28 reports a missing resource as invalid params (SEP-2164); the 2025 era as -32002.
          return resources.read(uri, era._tag === "Modern" ? JSONRPC_INVALID_PARAMS : RESOURCE_NOT_FOUND)
        }
        case "prompts/list":
          return prompts === undefined
            ? Effect.fail(notFound(method))
            : Effect.succeed({ result: prompts.list(), cache: STATIC_LIST_CACHE })
        case "prompts/get":
          return prompts === undefined ? Effect.fail(notFound(method)) : Effect.map(prompts.get(params), plain)
        case "completion/complete":
          if (resources === undefined && prompts === undefined) return Effect.fail(notFound(method))
          return Effect.map(
            complete(
              params,
              (ref, argument) => (ref.type === "ref/prompt" ? prompts : resources)?.completer(ref, argument) ?? Either.right(undefined)
            ),
            plain
          )
        default:
          return Effect.fail(notFound(method))
      }
    }

    /** The caller and its channel, from the context (the transports that provide them as services). */
    const fromContext = <A>(
      f: (channel: ClientChannel["Type"], caller: CallContext["Type"]) => Effect.Effect<A>
    ): Effect.Effect<A, never, CallContext> =>
      Effect.contextWithEffect((context: Context.Context<CallContext>) =>
        f(
          Option.getOrElse(Context.getOption(context, ClientChannel), () => ClientChannel.silent("local")),
          Context.get(context, CallContext)
        )
      )

    /** One message: a response (with an HTTP status when it must not be 200), or undefined for notifications, client responses and cancelled requests. */
    const handleOne = (raw: unknown): Effect.Effect<Handled | undefined, never, CallContext> =>
      fromContext((channel, caller) => handleOneFor(raw, channel, caller))

    const handleOneFor = (raw: unknown, channel: ClientChannel["Type"], caller: CallContext["Type"]): Effect.Effect<Handled | undefined> =>
      Effect.suspend(() => {
        if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
          return Effect.succeed({ body: errorResponse(null, JSONRPC_INVALID_REQUEST, "Invalid Request: expected a JSON-RPC object") })
        }
        const obj = raw as Record<string, unknown>
        // A response from the client (to a server request we never make): nothing to say.
        if (!("method" in obj) && ("result" in obj || "error" in obj)) return Effect.succeed(undefined)
        const rawId = obj["id"]
        const id: RequestId | null = typeof rawId === "string" || (typeof rawId === "number" && Number.isInteger(rawId)) ? rawId : null
        const tooBig = boundProblem(raw, MESSAGE_BOUNDS)
        if (tooBig !== undefined) return Effect.succeed({ body: boundResponse(id, tooBig) })
        if (!isMessage(obj) || ("id" in obj && id === null)) {
          return Effect.succeed({
            body: errorResponse(
              id,
              JSONRPC_INVALID_REQUEST,
              "Invalid Request: needs jsonrpc \"2.0\", a string method and a string or integer id"
            )
          })
        }
        const method = obj.method
        const params = obj.params
        if (obj.id === undefined) return Effect.as(Effect.ignore(notification(method, params, channel)), undefined)
        const reqId = obj.id
        const fail = (f: RpcFailure, status: number | undefined): Handled => ({
          body: errorResponse(reqId, f.code, f.message, f.data),
          status
        })

        const era = classify(method, params, channel.headers)
        // The modern envelope is checked before anything else: -32602 / -32020 / -32022, all HTTP 400.
        if (Either.isLeft(era)) return Effect.succeed(fail(era.left, 400))
        if (era.right._tag === "Modern" && channel.headers !== undefined) {
          const mismatch = checkStandardHeaders(method, params, channel.headers)
          if (mismatch !== undefined) return Effect.succeed(fail(mismatch, 400))
        }
        const outside = methodOutsideEra(era.right, method)
        if (outside !== undefined) return Effect.succeed(fail(outside, era.right._tag === "Modern" ? 404 : undefined))

        const modern = era.right._tag === "Modern" ? era.right : undefined
        const meta = (params as { _meta?: { progressToken?: unknown } } | undefined)?._meta
        const token = meta?.progressToken
        const notifier: RequestNotifier | undefined = channel.send === undefined
          ? undefined
          : {
            progressToken: typeof token === "string" || typeof token === "number" ? token : undefined,
            logLevel: modern !== undefined ? modern.logLevel : channel.logLevel.get(),
            send: channel.send,
            counter: { n: 0 }
          }
        // A tool call gets its caller as a value (a tool's context is built per caller); the other methods read it as a service.
        const dispatched = method === "tools/call"
          ? Effect.map(callTool(params, caller), plain)
          : Effect.provideService(dispatch(method, params, era.right, channel, caller), CallContext, caller)
        const served = dispatched.pipe(
          Effect.matchCauseEffect({
            onSuccess: ({ cache, enveloped, json, result }): Effect.Effect<Handled> =>
              Effect.succeed({
                body: {
                  jsonrpc: "2.0",
                  id: reqId,
                  result: modern !== undefined && enveloped !== true ? modernResult(result, cache) : result
                },
                // The cached bytes are copied, not encoded again: only the id differs between replies.
                ...(json !== undefined ? { json: replyBytes(json, reqId) } : {})
              }),
            onFailure: (cause): Effect.Effect<Handled> => {
              const defect = Cause.dieOption(cause)
              if (defect._tag === "Some") {
                return Effect.logError("request defect").pipe(
                  Effect.annotateLogs({ method, defect: Cause.pretty(Cause.die(defect.value)) }),
                  Effect.as(fail(new RpcFailure({ code: JSONRPC_INTERNAL_ERROR, message: "Internal error" }), undefined))
                )
              }
              const f = Cause.failureOption(cause)
              if (f._tag === "None") return Effect.failCause(cause as Cause.Cause<never>)
              return Effect.succeed(
                fail(
                  f.value,
                  modern !== undefined ? (f.value.code === JSONRPC_METHOD_NOT_FOUND ? 404 : modernErrorStatus(f.value.code)) : undefined
                )
              )
            }
          }),
          (e) => (notifier === undefined ? e : Effect.locally(e, CurrentRequest, notifier)),
          (e) => (notifier?.logLevel !== undefined ? Effect.locallyWith(e, FiberRef.currentLoggers, HashSet.add(forwardingLogger)) : e)
        )
        return inFlight.track(channel.scope, reqId, served)
      })

    /** One message: a response, or undefined for notifications and client responses. */
    const handleMessage = (raw: unknown): Effect.Effect<JsonRpcResponse | undefined, never, CallContext> =>
      Effect.map(handleOne(raw), (h) => h?.body)

    const notification = (method: string, params: unknown, channel: ClientChannel["Type"]) => {
      switch (method) {
        case "notifications/initialized":
          return Effect.logDebug("client initialized")
        case "notifications/cancelled": {
          const requestId = (params as { requestId?: unknown } | undefined)?.requestId
          if (typeof requestId !== "string" && typeof requestId !== "number") return Effect.void
          return inFlight.cancel(channel.scope, requestId).pipe(
            Effect.flatMap((found) => Effect.logDebug("request cancelled by the client").pipe(Effect.annotateLogs({ found })))
          )
        }
        default:
          return Effect.void
      }
    }

    /** A parsed payload: one message or a batch (array in, array out). */
    const handleParsed = (payload: unknown): Effect.Effect<DispatchOutcome, never, CallContext> =>
      fromContext((channel, caller) => handleParsedFor(payload, channel, caller))

    /**
     * `handleParsed` with the channel and the caller given as values: no context is built per
     * request for them (the HTTP transport's path).
     */
    const handleParsedFor = (
      payload: unknown,
      channel: ClientChannel["Type"],
      caller: CallContext["Type"]
    ): Effect.Effect<DispatchOutcome> => {
      if (Array.isArray(payload)) {
        if (payload.length === 0) {
          return Effect.succeed({ _tag: "Reply", body: errorResponse(null, JSONRPC_INVALID_REQUEST, "Invalid Request: empty batch") })
        }
        return Effect.forEach(payload, (m) => Effect.map(handleOneFor(m, channel, caller), (h) => h?.body), { concurrency: 4 }).pipe(
          Effect.map((rs) => {
            const replies = rs.filter((r): r is JsonRpcResponse => r !== undefined)
            return replies.length === 0 ? { _tag: "NoReply" as const } : { _tag: "Reply" as const, body: replies }
          })
        )
      }
      return handleOneFor(payload, channel, caller).pipe(
        Effect.map((r): DispatchOutcome =>
          r === undefined
            ? { _tag: "NoReply" }
            : {
              _tag: "Reply",
              body: r.body,
              ...(r.status !== undefined ? { status: r.status } : {}),
              ...(r.json !== undefined ? { json: r.json } : {})
            }
        )
      )
    }

    const handleText = (text: string): Effect.Effect<DispatchOutcome, never, CallContext> => {
      let payload: unknown
      try {
        payload = JSON.parse(text)
      } catch {
        return Effect.succeed({
          _tag: "ParseError",
          body: errorResponse(null, JSONRPC_PARSE_ERROR, "Parse error: the body is not valid JSON")
        })
      }
      return handleParsed(payload)
    }

    /** Sizes of the core's in-memory tables, for /metrics (each is bounded). */
    const tables = (): Record<string, number> => ({
      ...listViews.tables(),
      requests_cancellable: inFlight.size()
    })

    return { handleText, handleParsed, handleParsedFor, handleMessage, tables }
  }),
  dependencies: [InFlightRequests.Default]
}) {}

const LOG_LEVELS: ReadonlyArray<string> = LOGGING_LEVELS

interface Handled {
  readonly body: JsonRpcResponse
  readonly status?: number | undefined
  /** `body` serialised (UTF-8), when the result was. */
  readonly json?: Uint8Array
}

/** -32002: resource not found, in the 2025 era. */
const RESOURCE_NOT_FOUND = -32002
