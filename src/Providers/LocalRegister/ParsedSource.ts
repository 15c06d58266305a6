/**
 * A file's import events, prepared (PreparedEvents.ts), from one of two places:
 *  - a parser thread (ParseWorker.ts) that reads, parses and prepares while the main thread
 *    writes to SQLite — the import then uses both cores; batches flow with credits, so the
 *    parser is never more than a few batches ahead (constant memory);
 *  - inline, when no worker can run (tests run TypeScript without a loader for threads, and
 *    formats defined outside the registry cannot be named to a thread).
 */
import { extname } from "node:path"
import { pipeline, type Readable, Transform } from "node:stream"
import { fileURLToPath } from "node:url"
import { type ResourceLimits, Worker } from "node:worker_threads"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import { formatEvents } from "./Importers/ImportFormat.js"
import { formatByName, type ImportFormat } from "./Importers/index.js"
import { sourceEntries, type SourceFile } from "./Importers/Sources.js"
import { XmlFormatError } from "./Importers/XmlRecords.js"
import { prepare, type PreparedEvent } from "./PreparedEvents.js"

export interface ParsedSource {
  readonly totalBytes: number
  /** Bytes of the source read so far (for progress). */
  readonly bytesRead: () => number
  readonly events: AsyncIterable<PreparedEvent>
  readonly close: () => Promise<void>
}

export type ParserMessage =
  | { readonly type: "batch"; readonly events: ReadonlyArray<PreparedEvent>; readonly bytes: number }
  | { readonly type: "done" }
  | { readonly type: "error"; readonly message: string; readonly xml: boolean }

export interface ParserJob {
  readonly file: SourceFile
  readonly format: string
  readonly jurisdiction: Jurisdiction
}

export const WIRE_BATCH = 1000
/** Batches the parser may run ahead of the writer. */
export const CREDITS = 4

/** Count bytes as they pass (progress), then hand the stream to a parser. */
export const counted = (source: Readable, onBytes: (n: number) => void): Readable => {
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      onBytes(chunk.length)
      cb(null, chunk)
    }
  })
  pipeline(source, counter, () => {})
  return counter
}

const noEntries = (file: SourceFile, format: ImportFormat) =>
  new Error(`${file.name} holds no file this format reads (${format.entryPattern.source})`)

const inline = async (file: SourceFile, format: ImportFormat, jurisdiction: Jurisdiction): Promise<ParsedSource> => {
  const { entries, close } = await sourceEntries(file, format.entryPattern)
  let bytes = 0
  let current: Readable | undefined
  async function* events(): AsyncGenerator<PreparedEvent> {
    if (entries.length === 0) throw noEntries(file, format)
    const countedEntries = entries.map((entry) => ({
      ...entry,
      open: async () => {
        current = await entry.open()
        return counted(current, (n) => (bytes += n))
      }
    }))
    for await (const e of formatEvents(format, countedEntries, { jurisdiction, entryName: file.name })) yield prepare(e)
  }
  return {
    totalBytes: entries.reduce((s, e) => s + e.size, 0),
    bytesRead: () => bytes,
    events: events(),
    close: async () => {
      current?.destroy()
      close()
    }
  }
}

/** A thread's entry module next to this one (ParseWorker.js in dist, ParseWorker.ts under tsx). */
export const threadUrl = (stem: string): URL => new URL(`./${stem}${extname(fileURLToPath(import.meta.url))}`, import.meta.url)

const workerUrl = (): URL => threadUrl("ParseWorker")

/** Threads can load the parser: compiled JS, or TypeScript under tsx (dev and benchmarks). */
export const workerAvailable = (): boolean => workerUrl().pathname.endsWith(".js") || process.execArgv.some((a) => a.includes("tsx"))

/** Start a thread on an entry module; under tsx (or vitest) a thread does not inherit the TypeScript loader: register it there first. */
export const startThread = (url: URL, workerData: unknown, resourceLimits?: ResourceLimits): Worker => {
  const options = { workerData, ...(resourceLimits === undefined ? {} : { resourceLimits }) }
  if (url.pathname.endsWith(".js")) return new Worker(url, options)
  const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(url.href)}) })`
  return new Worker(boot, { eval: true, ...options })
}

// The parser holds a few batches at a time; a small heap keeps the import's memory flat.
const startWorker = (job: ParserJob): Worker => startThread(workerUrl(), job, { maxOldGenerationSizeMb: 96 })

const threaded = async (file: SourceFile, format: ImportFormat, jurisdiction: Jurisdiction): Promise<ParsedSource> => {
  // Sizes and the entry check come from here; the thread opens the file again to read it.
  const { entries, close } = await sourceEntries(file, format.entryPattern)
  close()
  if (entries.length === 0) throw noEntries(file, format)
  const job: ParserJob = { file, format: format.name, jurisdiction }
  const worker = startWorker(job)
  const queue: Array<ParserMessage> = []
  let wake: (() => void) | undefined
  const push = (m: ParserMessage) => {
    queue.push(m)
    wake?.()
  }
  worker.on("message", push)
  worker.on("error", (e) => push({ type: "error", message: e.message, xml: false }))
  worker.on(
    "exit",
    (code) => push(code === 0 ? { type: "done" } : { type: "error", message: `the parser thread stopped (exit code ${code})`, xml: false })
  )
  let bytes = 0
  async function* events(): AsyncGenerator<PreparedEvent> {
    for (;;) {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve))
      const m = queue.shift()!
      if (m.type === "done") return
      if (m.type === "error") throw m.xml ? new XmlFormatError(m.message) : new Error(m.message)
      bytes = m.bytes
      worker.postMessage("credit")
      yield* m.events
    }
  }
  return {
    totalBytes: entries.reduce((s, e) => s + e.size, 0),
    bytesRead: () => bytes,
    events: events(),
    close: async () => {
      await worker.terminate()
    }
  }
}

/** The prepared events of a file: threaded when possible and wanted, inline otherwise. */
export const parsedSource = (
  file: SourceFile,
  format: ImportFormat,
  jurisdiction: Jurisdiction,
  parallel: boolean
): Promise<ParsedSource> =>
  parallel && formatByName(format.name) === format && workerAvailable()
    ? threaded(file, format, jurisdiction)
    : inline(file, format, jurisdiction)
