import { Cause, Clock, Context, DefaultServices, Effect, FiberRef, HashMap, HashSet, Layer, Logger, LogLevel, Option, Tracer } from "effect"
import { JsonStderrLogger, writeFieldsLine } from "../Config/Logging.js"
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
  logInfoWith(TOOL_CALL, TOOL_CALL_MESSAGE, {
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

const TOOL_CALL = "tool_call"
const TOOL_CALL_MESSAGE: ReadonlyArray<string> = [TOOL_CALL]

/**
 * `Effect.logInfo(message).pipe(Effect.annotateLogs(fields))` in one step: the same options
 * reach the same loggers (level, minimum level, spans, the fiber's annotations plus these), but
 * the annotations are not set on the fiber and restored after, which cost more than the line.
 * When the JSON stderr logger is the only one (a server without a client asking for log
 * notifications), the line is formatted straight from the fields: no merged HashMap, no copy of
 * the fiber's refs for `options.context`, which that logger never reads.
 */
const logInfoWith = (
  text: string,
  message: ReadonlyArray<string>,
  fields: Readonly<Record<string, unknown>>
): Effect.Effect<void> =>
  Effect.withFiberRuntime((fiber) => {
    if (LogLevel.greaterThan(fiber.getFiberRef(FiberRef.currentMinimumLogLevel), LogLevel.Info)) return Effect.void
    const loggers = fiber.getFiberRef(FiberRef.currentLoggers)
    if (HashSet.size(loggers) === 0) return Effect.void
    if (stderrOnly(loggers, fiber.getFiberRef(FiberRef.currentContext))) {
      const clock = Context.get(fiber.getFiberRef(DefaultServices.currentServices), Clock.Clock)
      writeFieldsLine(
        new Date(clock.unsafeCurrentTimeMillis()),
        LogLevel.Info,
        text,
        fiber.getFiberRef(FiberRef.currentLogAnnotations),
        fiber.getFiberRef(FiberRef.currentLogSpan),
        fields
      )
      return Effect.void
    }
    const annotations = HashMap.mutate(fiber.getFiberRef(FiberRef.currentLogAnnotations), (m) => {
      for (const key of Object.keys(fields)) HashMap.set(m, key, fields[key])
    })
    const clock = Context.get(fiber.getFiberRef(DefaultServices.currentServices), Clock.Clock)
    const options = {
      fiberId: fiber.id(),
      logLevel: LogLevel.Info,
      message,
      cause: Cause.empty,
      context: fiber.getFiberRefs(),
      spans: fiber.getFiberRef(FiberRef.currentLogSpan),
      annotations,
      date: new Date(clock.unsafeCurrentTimeMillis())
    }
    for (const logger of loggers) logger.log(options)
    return Effect.void
  })

/** Only the JSON stderr logger would write: Effect's tracer logger, if present, has no span to add an event to. */
const stderrOnly = (loggers: HashSet.HashSet<Logger.Logger<unknown, unknown>>, context: Context.Context<never>): boolean => {
  const n = HashSet.size(loggers)
  if (n > 2 || !HashSet.has(loggers, JsonStderrLogger)) return false
  return n === 1 || (HashSet.has(loggers, Logger.tracerLogger) && Option.isNone(Context.getOption(context, Tracer.ParentSpan)))
}

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
