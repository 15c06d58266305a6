import { Effect, FiberRef, FiberRefs, HashMap, Logger, type LogLevel } from "effect"

export const LOGGING_LEVELS = ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"] as const
export type LoggingLevel = (typeof LOGGING_LEVELS)[number]

export const isLoggingLevel = (v: unknown): v is LoggingLevel =>
  typeof v === "string" && (LOGGING_LEVELS as ReadonlyArray<string>).includes(v)

/** At or above the threshold (syslog order). */
export const levelPasses = (level: LoggingLevel, threshold: LoggingLevel): boolean =>
  LOGGING_LEVELS.indexOf(level) >= LOGGING_LEVELS.indexOf(threshold)

export interface ServerNotification {
  readonly method: string
  readonly params: Record<string, unknown>
}

/** Hands a notification to the transport (written in call order, before the response). */
export type Outbound = (notification: ServerNotification) => void

/**
 * What the request being served lets the server tell its client: progress
 * (only with a progressToken) and log messages (only at or above the level the
 * client asked for). Set per request by McpServer; services reach it through
 * the fiber, so a tool needs no extra parameter to report per office or stage.
 */
export interface RequestNotifier {
  readonly progressToken: string | number | undefined
  readonly logLevel: LoggingLevel | undefined
  readonly send: Outbound
  /** Progress must strictly increase, also when offices report concurrently. */
  readonly counter: { n: number }
}

export const CurrentRequest = FiberRef.unsafeMake<RequestNotifier | undefined>(undefined)

/**
 * One step of a long call (an office answered, a stage finished):
 * `notifications/progress` when the client sent a progressToken, and an info
 * log message when it asked for logs.
 */
export const reportProgress = (message: string, total?: number): Effect.Effect<void> =>
  Effect.flatMap(FiberRef.get(CurrentRequest), (r) =>
    r === undefined
      ? Effect.void
      : Effect.sync(() => {
        if (r.progressToken !== undefined) {
          r.counter.n += 1
          r.send({
            method: "notifications/progress",
            params: { progressToken: r.progressToken, progress: r.counter.n, ...(total !== undefined ? { total } : {}), message }
          })
        }
        sendLog(r, "info", { message })
      }))

/** A log message for the client of the current request, if it asked for this level. Never put a secret in `data`. */
export const clientLog = (level: LoggingLevel, data: Record<string, unknown>): Effect.Effect<void> =>
  Effect.flatMap(FiberRef.get(CurrentRequest), (r) => (r === undefined ? Effect.void : Effect.sync(() => sendLog(r, level, data))))

export const sendLog = (r: RequestNotifier, level: LoggingLevel, data: Record<string, unknown>): void => {
  if (r.logLevel === undefined || !levelPasses(level, r.logLevel)) return
  r.send({ method: "notifications/message", params: { level, logger: "ipdata", data } })
}

const SECRETISH = /secret|token|password|authorization|apikey|cookie|key/i

const mcpLevel = (l: LogLevel.LogLevel): LoggingLevel =>
  l._tag === "Fatal" ? "critical" : l._tag === "Error" ? "error" : l._tag === "Warning" ? "warning" : l._tag === "Info" ? "info" : "debug"

/**
 * Forwards the server's own log lines written while serving a request (offices
 * asked, retries, breaker state, cache hits) to that request's client as
 * `notifications/message`. Server logs never carry secrets; annotations whose
 * name looks like one are dropped all the same.
 */
export const forwardingLogger = Logger.make<unknown, void>(({ annotations, context, logLevel, message }) => {
  const r = FiberRefs.getOrDefault(context, CurrentRequest)
  if (r === undefined || r.logLevel === undefined) return
  const data: Record<string, unknown> = {
    message: Array.isArray(message) ? message.map(String).join(" ") : String(message)
  }
  for (const [k, v] of HashMap.toEntries(annotations)) if (!SECRETISH.test(k)) data[k] = v
  sendLog(r, mcpLevel(logLevel), data)
})
