import { Cause, HashMap, Layer, List, Logger, LogLevel } from "effect"
import type { LogLevelSetting } from "./AppConfig.js"
import { causeFields, renderCause } from "./CauseText.js"

const LEVELS: Record<LogLevelSetting, LogLevel.LogLevel> = {
  debug: LogLevel.Debug,
  info: LogLevel.Info,
  warn: LogLevel.Warning,
  error: LogLevel.Error
}

const levelName = (l: LogLevel.LogLevel): string => (l._tag === "Warning" ? "warn" : l.label.toLowerCase())

/** Formats one log line; exported for tests. */
export const formatLogLine = (options: Logger.Logger.Options<unknown>): string => {
  const message = Array.isArray(options.message) ? options.message.map(String).join(" ") : String(options.message)
  const line: Record<string, unknown> = {
    timestamp: options.date.toISOString(),
    level: levelName(options.logLevel),
    message
  }
  for (const [k, v] of HashMap.toEntries(options.annotations)) line[k] = v
  const spans = List.toArray(options.spans)
  if (spans.length > 0) line["spans"] = spans.map((s) => s.label)
  // The whole cause on one line (tag, code, message), never a cut-off first line of a pretty print.
  if (!Cause.isEmpty(options.cause)) Object.assign(line, causeFields(options.cause), { cause: renderCause(options.cause) })
  return JSON.stringify(line)
}

/** JSON lines on stderr: stdout is the protocol in stdio mode. */
export const JsonStderrLogger = Logger.make<unknown, void>((options) => {
  process.stderr.write(formatLogLine(options) + "\n")
})

export const LoggingLive = (level: LogLevelSetting) =>
  Layer.merge(Logger.replace(Logger.defaultLogger, JsonStderrLogger), Logger.minimumLogLevel(LEVELS[level]))
