import { describe, expect, it } from "@effect/vitest"
import { Effect, HashMap, Logger, LogLevel } from "effect"
import { vi } from "vitest"
import { JsonStderrLogger, stderrLines } from "../src/Config/Logging.js"
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

describe("the tool_call line on the JSON stderr logger alone (its fast path)", () => {
  /** Lines the stderr sink is given while `effect` runs with the JSON stderr logger as the only logger. */
  const written = <E>(effect: Effect.Effect<void, E>) =>
    Effect.gen(function*() {
      const sink = stderrLines()
      const lines: Array<string> = []
      const write = vi.spyOn(sink, "write").mockImplementation((line) => void lines.push(line))
      yield* effect.pipe(
        Effect.annotateLogs({ requestId: "r-1", tool: "outer" }),
        Effect.withLogSpan("call"),
        Effect.provide(Logger.replace(Logger.defaultLogger, JsonStderrLogger))
      ).pipe(Effect.ensuring(Effect.sync(() => write.mockRestore())))
      return lines
    })

  it.effect("writes the same JSON as formatLogLine makes for logInfo with annotateLogs", () =>
    Effect.gen(function*() {
      const fast = yield* written(logToolCall(event, "Team"))
      const reference = yield* written(
        Effect.logInfo("tool_call").pipe(Effect.annotateLogs({ ...fieldsOf(event), keyLabel: "Team" }))
      )
      expect(fast).toHaveLength(1)
      expect(fast[0]!.endsWith("\n")).toBe(true)
      const parse = (l: string) => {
        const { timestamp: _t, ...rest } = JSON.parse(l) as Record<string, unknown>
        return rest
      }
      expect(parse(fast[0]!)).toEqual(parse(reference[0]!))
      expect(parse(fast[0]!)).toMatchObject({
        message: "tool_call",
        level: "info",
        requestId: "r-1",
        tool: "nice_class_lookup",
        spans: ["call"]
      })
    }))

  it.effect("writes nothing below the minimum level", () =>
    Effect.gen(function*() {
      expect(yield* written(logToolCall(event, undefined).pipe(Logger.withMinimumLogLevel(LogLevel.Warning)))).toEqual([])
    }))
})

const fieldsOf = (e: ToolCallEvent) => ({
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
