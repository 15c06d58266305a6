import { Context, Effect, Layer } from "effect"
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

/** One JSON log line per tool call; the query only as a hash, the key only as keyId and label. */
export const logToolCall = (e: ToolCallEvent, keyLabel: string | undefined): Effect.Effect<void> =>
  Effect.logInfo("tool_call").pipe(
    Effect.annotateLogs({
      tool: e.tool,
      keyId: e.keyId ?? null,
      keyLabel: keyLabel ?? null,
      durationMs: e.durationMs,
      success: e.success,
      errorCode: e.errorCode ?? null,
      errorProvider: e.errorProvider ?? null,
      cacheHit: e.cacheHit,
      transport: e.transport,
      queryHash: e.queryHash
    })
  )

/**
 * Runs a tool's effect and says whether its answer came (wholly) from cache.
 * The cache lives below the MCP core's callers (Upstream/), so the composition
 * root supplies the real probe; the default says "not cached".
 */
export class ToolCacheProbe extends Context.Reference<ToolCacheProbe>()("ipdata/ToolCacheProbe", {
  defaultValue: () => ({
    observe: <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<readonly [A, boolean], E, R> =>
      Effect.map(self, (a) => [a, false] as const)
  })
}) {}

/** Told about every tools/call (metrics and the per-call log line). */
export class ToolCallObserver extends Context.Tag("ipdata/ToolCallObserver")<
  ToolCallObserver,
  { readonly onToolCall: (event: ToolCallEvent) => Effect.Effect<void> }
>() {
  /** Logs one JSON line per call; metrics come with the access-control layer. */
  static readonly logOnly = Layer.succeed(ToolCallObserver, { onToolCall: (e) => logToolCall(e, undefined) })
}
