/** The import thread of ImportThread.ts: runs ImportRunner.runImport and reports back. */
import { parentPort, workerData } from "node:worker_threads"
import { formatByName } from "./Importers/index.js"
import { runImport } from "./ImportRunner.js"
import type { ImportJob, ImportThreadMessage } from "./ImportThread.js"
import type { ProgressSink } from "./Progress.js"

const port = parentPort!
const { ack, format: formatName, progress: forward, ...options } = workerData as ImportJob
const acked = new Int32Array(ack)
const controller = new AbortController()
port.on("message", (m) => {
  if (m === "abort") controller.abort()
})
const send = (m: ImportThreadMessage) => port.postMessage(m)
/** Wait this long at most for the caller to handle an update (a caller that stopped must not hang the import). */
const ACK_MS = 10_000

const progress: ProgressSink = {
  start: (label, totalBytes) => forward && send({ type: "start", label, totalBytes }),
  update: (records, bytes) => {
    if (!forward) return
    Atomics.store(acked, 0, 0)
    send({ type: "update", records, bytes })
    Atomics.wait(acked, 0, 0, ACK_MS)
  },
  finish: (records) => forward && send({ type: "finish", records })
}

const run = async () => {
  const format = formatByName(formatName)
  if (format === undefined) throw new Error(`unknown format ${formatName}`)
  return runImport({ ...options, format, progress, signal: controller.signal })
}

run().then(
  (summary) => {
    send({ type: "done", summary })
    port.close()
  },
  (e: unknown) => {
    send({ type: "error", message: e instanceof Error ? e.message : String(e) })
    port.close()
  }
)
