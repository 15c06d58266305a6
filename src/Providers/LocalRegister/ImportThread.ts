/**
 * An import run in a thread of its own (ImportWorker.ts), so the calling thread's event loop stays
 * free: a server applying a synced file keeps answering requests while the file is parsed (on the
 * parser thread, or inline in the import thread where no parser thread can start) and written to
 * SQLite, batch by batch, and while the bulk path builds the search indexes at the end.
 *
 * The import itself is ImportRunner.runImport, unchanged: same journal, same batches, same
 * resumability. Progress is forwarded here, and the import thread waits for each `update` to be
 * handled before it goes on (so a sink that stops the process after a batch stops it exactly
 * there, as it would inline). An abort signal stops the import after its current batch.
 */
import { formatByName } from "./Importers/index.js"
import { type ImportOptions, type ImportSummary, runImport } from "./ImportRunner.js"
import { startThread, threadUrl } from "./ParsedSource.js"
import { silentProgress } from "./Progress.js"

/** What the import thread gets: the options without the format object, the sink and the signal. */
export type ImportJob = Omit<ImportOptions, "format" | "progress" | "signal"> & {
  readonly format: string
  /** Forward progress (false: the caller has no sink). */
  readonly progress: boolean
  /** One Int32: the caller sets it to 1 once it has handled an `update`. */
  readonly ack: SharedArrayBuffer
}

export type ImportThreadMessage =
  | { readonly type: "start"; readonly label: string; readonly totalBytes: number | undefined }
  | { readonly type: "update"; readonly records: number; readonly bytes: number }
  | { readonly type: "finish"; readonly records: number }
  | { readonly type: "done"; readonly summary: ImportSummary }
  | { readonly type: "error"; readonly message: string }

/** runImport in a thread; formats defined outside the registry (which a thread cannot name) import here. */
export const runImportInThread = (options: ImportOptions): Promise<ImportSummary> => {
  if (formatByName(options.format.name) !== options.format) return runImport(options)
  const { format, progress, signal, ...rest } = options
  const ack = new SharedArrayBuffer(4)
  const acked = new Int32Array(ack)
  const sink = progress ?? silentProgress
  const job: ImportJob = { ...rest, format: format.name, progress: sink !== silentProgress, ack }
  const worker = startThread(threadUrl("ImportWorker"), job)
  return new Promise<ImportSummary>((resolve, reject) => {
    let settled = false
    const settle = (f: () => void) => {
      if (settled) return
      settled = true
      signal?.removeEventListener("abort", abort)
      f()
    }
    const abort = () => worker.postMessage("abort")
    if (signal?.aborted === true) abort()
    else signal?.addEventListener("abort", abort, { once: true })
    worker.on("message", (m: ImportThreadMessage) => {
      switch (m.type) {
        case "start":
          return sink.start(m.label, m.totalBytes)
        case "update":
          try {
            return sink.update(m.records, m.bytes)
          } finally {
            Atomics.store(acked, 0, 1)
            Atomics.notify(acked, 0)
          }
        case "finish":
          return sink.finish(m.records)
        case "done":
          return settle(() => resolve(m.summary))
        case "error":
          return settle(() => reject(new Error(m.message)))
      }
    })
    worker.on("error", (e) => settle(() => reject(e)))
    worker.on("exit", (code) => settle(() => reject(new Error(`the import thread stopped (exit code ${code})`))))
  })
}
