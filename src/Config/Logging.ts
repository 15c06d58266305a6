import { Cause, Effect, HashMap, Layer, List, Logger, LogLevel, type LogSpan } from "effect"
import { writeSync } from "node:fs"
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
/** How soon a descriptor that took only part of a batch (EAGAIN) is tried again. */
const RETRY_MS = 5
/** Something to sleep on at exit, where no timer can run. */
const EXIT_PAUSE = new Int32Array(new SharedArrayBuffer(4))

/**
 * Log lines on their way to a file descriptor without ever blocking the event loop: a line is
 * queued, and the queue goes out in one `writeSync` FLUSH_MS after its first line, or at once when
 * BATCH_BYTES are waiting (a write per line cost more than formatting the line). The descriptor is
 * non-blocking (a pipe or socket stderr, see `stderrLines`) or a file, so a write never waits for
 * the reader: what a full pipe does not take is kept and tried again RETRY_MS later, before any
 * newer line. Every write is made from this thread, so lines keep their order, also at process
 * exit (after an uncaught exception too), where the exit hook writes the rest synchronously; a
 * graceful shutdown first waits for the queue to empty (`drain`, which writes at once). If the
 * reader stops reading and the queue reaches its bound, further lines are dropped and a line says
 * how many.
 */
export class LineSink {
  private queued: Array<string> = []
  private queuedBytes = 0
  /** The part of a taken batch the descriptor has not accepted yet; it goes out before the queue. */
  private carry: Buffer | undefined = undefined
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
    this.schedule()
  }

  /** Writes now if a batch is full or someone waits for the queue to empty, else within FLUSH_MS. */
  private schedule(): void {
    if (this.carry !== undefined) return // the retry timer is set and writes the queue after the carry
    if (this.queuedBytes >= BATCH_BYTES || this.idle.length > 0) return this.flushNow()
    if (this.timer === undefined && (this.queued.length > 0 || this.dropped > 0)) this.later(FLUSH_MS)
  }

  /** Unreferenced: pending lines never keep the process alive (the exit hook writes them). */
  private later(ms: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.pump()
    }, ms)
    this.timer.unref()
  }

  /** Resolves when every line queued so far has been written; starts writing at once. */
  drain(): Promise<void> {
    if (this.isEmpty()) return Promise.resolve()
    const done = new Promise<void>((resolve) => this.idle.push(resolve))
    if (this.carry === undefined) this.flushNow()
    return done
  }

  private isEmpty(): boolean {
    return this.carry === undefined && this.queued.length === 0 && this.dropped === 0
  }

  private flushNow(): void {
    if (this.timer !== undefined) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    this.pump()
  }

  /** Writes what is queued, synchronously: for process exit only. */
  flushSync(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    for (const buf of [this.carry, this.takeBuffer()]) {
      let offset = 0
      for (let attempts = 0; buf !== undefined && offset < buf.length && attempts < 1000; attempts++) {
        try {
          offset += writeSync(this.fd, buf, offset, buf.length - offset)
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code !== "EAGAIN") return
          Atomics.wait(EXIT_PAUSE, 0, 0, 1) // a full pipe: give the reader a millisecond (at most about a second in all)
        }
      }
    }
    this.carry = undefined
  }

  private takeBuffer(): Buffer | undefined {
    if (this.queued.length === 0 && this.dropped === 0) return undefined
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
    return Buffer.from(lines.join(""))
  }

  /** Writes the carry, then the queue, as far as the descriptor takes them without waiting. */
  private pump(): void {
    for (;;) {
      const buf = this.carry ?? this.takeBuffer()
      this.carry = undefined
      if (buf === undefined) {
        for (const resolve of this.idle.splice(0)) resolve()
        return
      }
      const written = this.writeAvailable(buf)
      if (written < buf.length) {
        this.carry = buf.subarray(written)
        return this.later(RETRY_MS)
      }
    }
  }

  /** Bytes of `buf` the descriptor took; a full non-blocking descriptor answers EAGAIN. Anything else (EPIPE: nobody reads) drops the batch. */
  private writeAvailable(buf: Buffer): number {
    let offset = 0
    while (offset < buf.length) {
      try {
        offset += writeSync(this.fd, buf, offset, buf.length - offset)
      } catch (e) {
        return (e as NodeJS.ErrnoException).code === "EAGAIN" ? offset : buf.length
      }
    }
    return offset
  }
}

let stderrSink: LineSink | undefined

/** The process-wide stderr sink, flushed at exit (normal, process.exit, uncaught exception). */
export const stderrLines = (): LineSink => {
  if (stderrSink === undefined) {
    // Opening process.stderr makes libuv put a pipe or socket stderr in non-blocking mode, so the
    // sink's writes never wait for a slow reader (a file or a terminal does not wait for one).
    void process.stderr
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
