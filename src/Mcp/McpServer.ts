import { createHash } from "node:crypto"
import { Cause, Clock, Effect, Either, Schema } from "effect"
import { ToolError } from "../Domain/ToolError.js"
import { CallContext } from "./CallContext.js"
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
  LATEST_PROTOCOL_VERSION,
  SERVER_INSTRUCTIONS,
  SERVER_NAME,
  SERVER_TITLE,
  SERVER_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS
} from "./ServerInfo.js"
import { ToolCacheProbe, ToolCallObserver } from "./ToolCallObserver.js"
import { decodeArguments, ToolRegistry } from "./ToolRegistry.js"

/** What a transport sends back for one payload: nothing (notifications only) or a JSON body. */
export type DispatchOutcome =
  | { readonly _tag: "NoReply" }
  | { readonly _tag: "Reply"; readonly body: JsonRpcResponse | ReadonlyArray<JsonRpcResponse> }
  | { readonly _tag: "ParseError"; readonly body: JsonRpcResponse }

const ToolsCallParams = Schema.Struct({
  name: Schema.String,
  arguments: Schema.optional(Schema.Unknown),
  _meta: Schema.optional(Schema.Unknown)
})

const decodeMessage = Schema.decodeUnknownEither(JsonRpcMessage)

/**
 * The MCP JSON-RPC core, shared by every transport: stateless, so a request
 * that comes without `initialize` is served all the same.
 */
export class McpServer extends Effect.Service<McpServer>()("ipdata/McpServer", {
  effect: Effect.gen(function* () {
    const registry = yield* ToolRegistry
    const observer = yield* ToolCallObserver
    const cacheProbe = yield* ToolCacheProbe

    const initialize = (params: unknown) => {
      const requested = (params as { protocolVersion?: unknown } | undefined)?.protocolVersion
      const protocolVersion =
        typeof requested === "string" && (SUPPORTED_PROTOCOL_VERSIONS as ReadonlyArray<string>).includes(requested)
          ? requested
          : LATEST_PROTOCOL_VERSION
      return {
        protocolVersion,
        capabilities: { tools: { listChanged: false }, logging: {} },
        serverInfo: { name: SERVER_NAME, title: SERVER_TITLE, version: SERVER_VERSION },
        instructions: SERVER_INSTRUCTIONS
      }
    }

    const callTool = (params: unknown): Effect.Effect<unknown, RpcFailure, CallContext> =>
      Effect.gen(function* () {
        const decoded = Schema.decodeUnknownEither(ToolsCallParams)(params)
        if (Either.isLeft(decoded)) {
          return yield* new RpcFailure({ code: JSONRPC_INVALID_PARAMS, message: "Invalid params: tools/call needs a string \"name\"" })
        }
        const { name, arguments: args } = decoded.right
        const tool = registry.get(name)
        if (tool === undefined) {
          return yield* new RpcFailure({
            code: JSONRPC_INVALID_PARAMS,
            message: `Unknown tool: ${name}`,
            data: { availableTools: registry.names() }
          })
        }
        const ctx = yield* CallContext
        const started = yield* Clock.currentTimeMillis
        const outcome = yield* Either.match(decodeArguments(tool, args), {
          onLeft: (e) => Effect.succeed(Either.left(e)),
          onRight: (input) =>
            tool.run(input).pipe(
              Effect.flatMap((out) =>
                Schema.encode(tool.output)(out).pipe(
                  Effect.tapError((e) => Effect.logError("tool output does not match its schema").pipe(Effect.annotateLogs({ tool: name, error: String(e) }))),
                  Effect.orElseFail(() => ToolError.internal())
                )
              ),
              Effect.catchAllDefect((defect) =>
                Effect.logError("tool defect").pipe(
                  Effect.annotateLogs({ tool: name, defect: Cause.pretty(Cause.die(defect)) }),
                  Effect.zipRight(Effect.fail(ToolError.internal()))
                )
              ),
              Effect.either
            )
        }).pipe(cacheProbe.observe)
        const [result, cacheHit] = outcome
        const finished = yield* Clock.currentTimeMillis
        yield* observer.onToolCall({
          tool: name,
          durationMs: finished - started,
          success: Either.isRight(result),
          errorCode: Either.isLeft(result) ? result.left.code : undefined,
          errorProvider: Either.isLeft(result) ? result.left.provider : undefined,
          cacheHit,
          keyId: ctx.keyId,
          transport: ctx.transport,
          queryHash: hashQuery(args)
        })
        return Either.match(result, {
          onLeft: (error) => ({
            content: [{ type: "text", text: error.toText() }],
            isError: true,
            _meta: {
              "ipdata/error": {
                code: error.code,
                retryable: error.retryable,
                ...(error.provider !== undefined ? { provider: error.provider } : {}),
                ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}),
                ...(error.details !== undefined ? { details: error.details } : {})
              }
            }
          }),
          onRight: (structured) => ({
            content: [{ type: "text", text: JSON.stringify(structured, null, 2) }],
            structuredContent: structured
          })
        })
      })

    // Accepted and validated; this stateless server sends no log notifications (logs go to stderr).
    const setLogLevel = (params: unknown): Effect.Effect<unknown, RpcFailure> => {
      const level = (params as { level?: unknown } | undefined)?.level
      return typeof level === "string" && LOG_LEVELS.includes(level)
        ? Effect.succeed({})
        : Effect.fail(new RpcFailure({ code: JSONRPC_INVALID_PARAMS, message: `Invalid params: level must be one of ${LOG_LEVELS.join(", ")}` }))
    }

    const dispatch = (method: string, params: unknown): Effect.Effect<unknown, RpcFailure, CallContext> => {
      switch (method) {
        case "initialize":
          return Effect.succeed(initialize(params))
        case "ping":
          return Effect.succeed({})
        case "tools/list":
          return Effect.succeed({ tools: registry.list() })
        case "tools/call":
          return callTool(params)
        case "logging/setLevel":
          return setLogLevel(params)
        default:
          return Effect.fail(new RpcFailure({ code: JSONRPC_METHOD_NOT_FOUND, message: `Method not found: ${method}` }))
      }
    }

    /** One message: a response, or undefined for notifications and client responses. */
    const handleMessage = (raw: unknown): Effect.Effect<JsonRpcResponse | undefined, never, CallContext> => {
      if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
        return Effect.succeed(errorResponse(null, JSONRPC_INVALID_REQUEST, "Invalid Request: expected a JSON-RPC object"))
      }
      const obj = raw as Record<string, unknown>
      // A response from the client (to a server request we never make): nothing to say.
      if (!("method" in obj) && ("result" in obj || "error" in obj)) return Effect.succeed(undefined)
      const rawId = obj["id"]
      const id: RequestId | null =
        typeof rawId === "string" || (typeof rawId === "number" && Number.isInteger(rawId)) ? rawId : null
      const decoded = decodeMessage(raw)
      if (Either.isLeft(decoded) || ("id" in obj && id === null)) {
        return Effect.succeed(
          errorResponse(id, JSONRPC_INVALID_REQUEST, "Invalid Request: needs jsonrpc \"2.0\", a string method and a string or integer id")
        )
      }
      const msg = decoded.right
      if (msg.id === undefined) return Effect.as(Effect.ignore(notification(msg.method)), undefined)
      const reqId = msg.id
      return dispatch(msg.method, msg.params).pipe(
        Effect.map((result): JsonRpcResponse => ({ jsonrpc: "2.0", id: reqId, result })),
        Effect.catchAll((f) => Effect.succeed(errorResponse(reqId, f.code, f.message, f.data))),
        Effect.catchAllDefect((defect) =>
          Effect.logError("request defect").pipe(
            Effect.annotateLogs({ method: msg.method, defect: Cause.pretty(Cause.die(defect)) }),
            Effect.as(errorResponse(reqId, JSONRPC_INTERNAL_ERROR, "Internal error"))
          )
        )
      )
    }

    const notification = (method: string) =>
      method === "notifications/initialized" ? Effect.logDebug("client initialized") : Effect.void

    /** A parsed payload: one message or a batch (array in, array out). */
    const handleParsed = (payload: unknown): Effect.Effect<DispatchOutcome, never, CallContext> => {
      if (Array.isArray(payload)) {
        if (payload.length === 0) {
          return Effect.succeed({ _tag: "Reply", body: errorResponse(null, JSONRPC_INVALID_REQUEST, "Invalid Request: empty batch") })
        }
        return Effect.forEach(payload, handleMessage, { concurrency: 4 }).pipe(
          Effect.map((rs) => {
            const replies = rs.filter((r): r is JsonRpcResponse => r !== undefined)
            return replies.length === 0 ? { _tag: "NoReply" as const } : { _tag: "Reply" as const, body: replies }
          })
        )
      }
      return handleMessage(payload).pipe(
        Effect.map((r) => (r === undefined ? { _tag: "NoReply" as const } : { _tag: "Reply" as const, body: r }))
      )
    }

    const handleText = (text: string): Effect.Effect<DispatchOutcome, never, CallContext> => {
      let payload: unknown
      try {
        payload = JSON.parse(text)
      } catch {
        return Effect.succeed({ _tag: "ParseError", body: errorResponse(null, JSONRPC_PARSE_ERROR, "Parse error: the body is not valid JSON") })
      }
      return handleParsed(payload)
    }

    return { handleText, handleParsed, handleMessage }
  })
}) {}

const LOG_LEVELS: ReadonlyArray<string> = ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"]

/** Queries are logged only as a short hash. */
export const hashQuery = (args: unknown): string =>
  createHash("sha256").update(JSON.stringify(args ?? {})).digest("hex").slice(0, 16)
