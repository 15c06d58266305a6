import { Context, Effect, FiberRef, Layer } from "effect"
import type { ErrorCode } from "../Domain/ToolError.js"

export interface ToolCallEvent {
  readonly tool: string
  readonly durationMs: number
  readonly success: boolean
  readonly errorCode: ErrorCode | undefined
  readonly errorProvider: string | undefined
  readonly cacheHit: boolean
  readonly keyId: string | undefined
  readonly transport: "stdio" | "http" | "sse"
  /** Hash of the arguments: queries are never logged in clear. */
  readonly queryHash: string
}

/** Set by the cache when a tool's answer came (wholly) from cache. */
export const ToolCacheHit = FiberRef.unsafeMake<boolean>(false)

/** Told about every tools/call (metrics and the per-call log line). */
export class ToolCallObserver extends Context.Tag("ipdata/ToolCallObserver")<
  ToolCallObserver,
  { readonly onToolCall: (event: ToolCallEvent) => Effect.Effect<void> }
>() {
  /** Logs one JSON line per call; metrics come with the access-control layer. */
  static readonly logOnly = Layer.succeed(ToolCallObserver, {
    onToolCall: (e) =>
      Effect.logInfo("tool_call").pipe(
        Effect.annotateLogs({
          tool: e.tool,
          keyId: e.keyId ?? null,
          durationMs: e.durationMs,
          success: e.success,
          errorCode: e.errorCode ?? null,
          errorProvider: e.errorProvider ?? null,
          cacheHit: e.cacheHit,
          transport: e.transport,
          queryHash: e.queryHash
        })
      )
  })
}
