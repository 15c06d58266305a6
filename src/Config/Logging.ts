import { Cause, Effect, Layer, List, Logger, LogLevel } from "effect"
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

/** Formats one log line; exported for tests. */
export const formatLogLine = (options: Logger.Logger.Options<unknown>): string => {
  const message = Array.isArray(options.message) ? options.message.map(String).join(" ") : String(options.message)
  const line: Record<string, unknown> = {
    timestamp: options.date.toISOString(),
    level: levelName(options.logLevel),
    message
  }
  for (const [k, v] of options.annotations) line[k] = v
  if (!List.isNil(options.spans)) line["spans"] = List.toArray(options.spans).map((s) => s.label)
  // The whole cause on one line (tag, code, message), never a cut-off first line of a pretty print.
  if (!Cause.isEmpty(options.cause)) Object.assign(line, causeFields(options.cause), { cause: renderCause(options.cause) })
  return JSON.stringify(line)
}

/** What may wait for stderr at once; past it lines are counted and dropped (memory stays bounded). */
export const MAX_PENDING_LOG_BYTES = 8 * 1024 * 1024

/**
 * Log lines on their way to a file descriptor without ever blocking the event loop: a line is
 * queued, and batches are written from libuv's thread pool, one write at a time, in order. A
 * process exit (also after an uncaught exception) writes what is still queued synchronously;
 * a graceful shutdown first waits for the queue to empty (`drain`). If the reader stops reading
 * and the queue reaches its bound, further lines are dropped and a line says how many.
 */
export class LineSink {
  private queued: Array<string> = []
  private queuedBytes = 0
  private writing = false
  private scheduled = false
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
    if (!this.writing && !this.scheduled) {
      // One write per turn of the event loop, however many lines it logged.
      this.scheduled = true
      setImmediate(() => {
        this.scheduled = false
        this.next()
      })
    }
  }

  /** Resolves when every line queued so far has been written. */
  drain(): Promise<void> {
    if (!this.writing && !this.scheduled && this.queued.length === 0) return Promise.resolve()
    return new Promise((resolve) => this.idle.push(resolve))
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
      this.next()
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
