import { describe, expect, it } from "@effect/vitest"
import { Effect, HashMap, Logger, LogLevel } from "effect"
import { logToolCall, type ToolCallEvent } from "../src/Mcp/ToolCallObserver.js"

const event: ToolCallEvent = {
  tool: "nice_class_lookup",
  durationMs: 3,
  success: false,
  errorCode: "INVALID_INPUT",
  errorProvider: undefined,
  cacheHit: true,
  keyId: "k1",
  transport: "http",
  queryHash: "abc"
}

/** What the loggers see: message, level and annotations. */
const capture = <E>(effect: Effect.Effect<void, E>) =>
  Effect.gen(function*() {
    const seen: Array<{ message: unknown; level: string; annotations: Record<string, unknown>; spans: number }> = []
    const logger = Logger.make((o) => {
      seen.push({
        message: o.message,
        level: o.logLevel.label,
        annotations: Object.fromEntries(HashMap.toEntries(o.annotations)),
        spans: [...o.spans].length
      })
    })
    yield* effect.pipe(
      Effect.annotateLogs({ requestId: "r-1", tool: "outer" }),
      Effect.withLogSpan("call"),
      Effect.provide(Logger.replace(Logger.defaultLogger, logger))
    )
    return seen
  })

describe("the tool_call log line", () => {
  it.effect("reaches the loggers exactly as logInfo with annotateLogs would", () =>
    Effect.gen(function*() {
      const fields = {
        tool: event.tool,
        keyId: event.keyId,
        keyLabel: "Team",
        durationMs: event.durationMs,
        success: event.success,
        errorCode: event.errorCode,
        errorProvider: null,
        cacheHit: event.cacheHit,
        transport: event.transport,
        queryHash: event.queryHash
      }
      const fast = yield* capture(logToolCall(event, "Team"))
      const reference = yield* capture(Effect.logInfo("tool_call").pipe(Effect.annotateLogs(fields)))
      expect(fast).toEqual(reference)
      expect(fast).toHaveLength(1)
      // The fiber's own annotations stay, the call's win on a clash; nothing leaks into later lines.
      expect(fast[0]!.annotations).toMatchObject({ requestId: "r-1", tool: "nice_class_lookup", keyLabel: "Team" })
      const after = yield* capture(Effect.zipRight(logToolCall(event, undefined), Effect.logInfo("next")))
      expect(after[1]!.annotations).toEqual({ requestId: "r-1", tool: "outer" })
    }))

  it.effect("is left out below the minimum level", () =>
    Effect.gen(function*() {
      expect(yield* capture(logToolCall(event, undefined).pipe(Logger.withMinimumLogLevel(LogLevel.Warning)))).toEqual([])
    }))
})
