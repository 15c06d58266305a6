import { Cause, Effect, HashMap, Layer, List, Logger, LogLevel, type LogSpan } from "effect"
import { write, writeSync } from "node:fs"
import type { LogLevelSetting } from "./AppConfig.js"
import { causeFields, renderCause } from "./CauseText.js"

const LEVELS: Record<LogLevelSetting, LogLevel.LogLevel> = {
  debug: LogLevel.Debug,
  info: LogLevel.Info,
  warn: LogLevel.Warning,
  error: LogLevel.Error
}

const levelName = (l: LogLevel.LogLevel): string => (l._tag === "Warning" ? "warn" : l.label.toLowerCase())

let lastMs = NaN
let lastIso = ""
/** `date.toISOString()`, kept for the millisecond: a busy server logs many lines in one. */
const isoTime = (date: Date): string => {
  const ms = date.getTime()
  if (ms !== lastMs) {
    lastMs = ms
    lastIso = date.toISOString()
  }
  return lastIso
}

/** Formats one log line; exported for tests. */
export const formatLogLine = (options: Logger.Logger.Options<unknown>): string => {
  const message = Array.isArray(options.message) ? options.message.map(String).join(" ") : String(options.message)
  const line = lineFields(options.date, options.logLevel, message, options.annotations, options.spans, undefined)
  // The whole cause on one line (tag, code, message), never a cut-off first line of a pretty print.
  if (!Cause.isEmpty(options.cause)) Object.assign(line, causeFields(options.cause), { cause: renderCause(options.cause) })
  return JSON.stringify(line)
}

/**
 * The line `formatLogLine` makes for a message whose annotations are the fiber's plus `fields`
 * (a field wins over a fiber annotation of the same name), built without merging them into a
 * HashMap first: the per-call `tool_call` line takes this path when stderr is the only logger.
 */
export const formatFieldsLine = (
  date: Date,
  logLevel: LogLevel.LogLevel,
  message: string,
  annotations: HashMap.HashMap<string, unknown>,
  spans: List.List<LogSpan.LogSpan>,
  fields: Readonly<Record<string, unknown>>
): string => JSON.stringify(lineFields(date, logLevel, message, annotations, spans, fields))

/** One line's fields in their order: time, level, message, annotations, then `fields` over them, then spans. */
const lineFields = (
  date: Date,
  logLevel: LogLevel.LogLevel,
  message: string,
  annotations: HashMap.HashMap<string, unknown>,
  spans: List.List<LogSpan.LogSpan>,
  fields: Readonly<Record<string, unknown>> | undefined
): Record<string, unknown> => {
  const line: Record<string, unknown> = { timestamp: isoTime(date), level: levelName(logLevel), message }
  if (HashMap.size(annotations) > 0) { for (const [k, v] of annotations) line[k] = v }
  if (fields !== undefined) { for (const k of Object.keys(fields)) line[k] = fields[k] }
  if (!List.isNil(spans)) line["spans"] = List.toArray(spans).map((s) => s.label)
  return line
}

/** What may wait for stderr at once; past it lines are counted and dropped (memory stays bounded). */
export const MAX_PENDING_LOG_BYTES = 8 * 1024 * 1024
/** How long a line may wait for the lines after it, so that they go out in one write. */
const FLUSH_MS = 20
/** Written at once when this much is waiting. */
const BATCH_BYTES = 64 * 1024

/**
 * Log lines on their way to a file descriptor without ever blocking the event loop: a line is
 * queued, and batches are written from libuv's thread pool, one write at a time, in order. A batch
 * goes out FLUSH_MS after its first line, or at once when BATCH_BYTES are waiting: a write per
 * line (a trip through the thread pool and back) cost more than formatting the line. A process
 * exit (also after an uncaught exception) writes what is still queued synchronously; a graceful
 * shutdown first waits for the queue to empty (`drain`, which writes at once). If the reader
 * stops reading and the queue reaches its bound, further lines are dropped and a line says how many.
 */
export class LineSink {
  private queued: Array<string> = []
  private queuedBytes = 0
  private writing = false
  private timer: ReturnType<typeof setTimeout> | undefined = undefined
  private dropped = 0
  private idle: Array<() => void> = []

  constructor(
    private readonly fd: number,
    private readonly maxQueuedBytes: number = MAX_PENDING_LOG_BYTES
  ) {}

  /** Lines waiting (not yet handed to the operating system). */
  get pending(): number {
    return this.queued.length
  }

  /** Lines dropped because the reader did not keep up. */
  get droppedLines(): number {
    return this.dropped
  }

  write(line: string): void {
    if (this.queuedBytes + line.length > this.maxQueuedBytes) {
      this.dropped++
      return
    }
    this.queued.push(line)
    this.queuedBytes += line.length
    if (!this.writing) this.schedule()
  }

  /** Writes now if a batch is full or someone waits for the queue to empty, else within FLUSH_MS. */
  private schedule(): void {
    if (this.queuedBytes >= BATCH_BYTES || this.idle.length > 0) return this.flushNow()
    if (this.timer === undefined && (this.queued.length > 0 || this.dropped > 0)) {
      // Unreferenced: pending lines never keep the process alive (the exit hook writes them).
      this.timer = setTimeout(() => {
        this.timer = undefined
        this.next()
      }, FLUSH_MS)
      this.timer.unref()
    }
  }

  /** Resolves when every line queued so far has been written; starts writing at once. */
  drain(): Promise<void> {
    if (!this.writing && this.queued.length === 0 && this.dropped === 0) return Promise.resolve()
    const done = new Promise<void>((resolve) => this.idle.push(resolve))
    if (!this.writing) this.flushNow()
    return done
  }

  private flushNow(): void {
    if (this.timer !== undefined) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    this.next()
  }

  /** Writes what is queued, synchronously: for process exit only. */
  flushSync(): void {
    const text = this.take()
    if (text === "") return
    const buf = Buffer.from(text)
    let offset = 0
    for (let attempts = 0; offset < buf.length && attempts < 1000; attempts++) {
      try {
        offset += writeSync(this.fd, buf, offset, buf.length - offset)
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "EAGAIN") return
      }
    }
  }

  private take(): string {
    if (this.queued.length === 0 && this.dropped === 0) return ""
    const lines = this.queued
    this.queued = []
    this.queuedBytes = 0
    if (this.dropped > 0) {
      lines.push(
        JSON.stringify({
          timestamp: new Date().toISOString(),
          level: "warn",
          message: "log lines dropped: stderr is not being read fast enough",
          dropped: this.dropped
        }) + "\n"
      )
      this.dropped = 0
    }
    return lines.join("")
  }

  private next(): void {
    if (this.writing) return
    const text = this.take()
    if (text === "") {
      for (const resolve of this.idle.splice(0)) resolve()
      return
    }
    this.writing = true
    this.send(Buffer.from(text), 0)
  }

  private send(buf: Buffer, offset: number): void {
    write(this.fd, buf, offset, buf.length - offset, null, (err, n) => {
      if (err) {
        // A non-blocking descriptor that is full: try again shortly. Anything else (EPIPE: nobody reads) drops the batch.
        if (err.code === "EAGAIN") return void setTimeout(() => this.send(buf, offset), 5)
      } else if (offset + n < buf.length) return this.send(buf, offset + n)
      this.writing = false
      this.schedule()
    })
  }
}

let stderrSink: LineSink | undefined

/** The process-wide stderr sink, flushed at exit (normal, process.exit, uncaught exception). */
export const stderrLines = (): LineSink => {
  if (stderrSink === undefined) {
    const sink = new LineSink(2)
    stderrSink = sink
    process.once("exit", () => sink.flushSync())
  }
  return stderrSink
}

/** JSON lines on stderr: stdout is the protocol in stdio mode. Never blocks the event loop. */
export const JsonStderrLogger = Logger.make<unknown, void>((options) => {
  stderrLines().write(formatLogLine(options) + "\n")
})

/** What JsonStderrLogger writes for `formatFieldsLine`'s arguments (its fast path). */
export const writeFieldsLine = (...args: Parameters<typeof formatFieldsLine>): void => {
  stderrLines().write(formatFieldsLine(...args) + "\n")
}

/** How long a shutdown waits for queued lines to reach stderr before the exit hook writes the rest. */
const DRAIN_TIMEOUT = "2 seconds"

export const LoggingLive = (level: LogLevelSetting) =>
  Layer.mergeAll(
    Logger.replace(Logger.defaultLogger, JsonStderrLogger),
    Logger.minimumLogLevel(LEVELS[level]),
    Layer.scopedDiscard(
      Effect.addFinalizer(() => Effect.promise(() => stderrLines().drain()).pipe(Effect.timeout(DRAIN_TIMEOUT), Effect.ignore))
    )
  )
