/**
 * Parser thread of an import (see ParsedSource.ts): reads and parses one file, prepares each
 * event (JSON, hash, index keys) and posts batches to the main thread, waiting for a credit
 * before running more than CREDITS batches ahead.
 */
import { parentPort, workerData } from "node:worker_threads"
import { formatEvents } from "./Importers/ImportFormat.js"
import { formatByName } from "./Importers/index.js"
import { sourceEntries } from "./Importers/Sources.js"
import { XmlFormatError } from "./Importers/XmlRecords.js"
import { counted, CREDITS, type ParserJob, type ParserMessage, WIRE_BATCH } from "./ParsedSource.js"
import { prepare, type PreparedEvent } from "./PreparedEvents.js"

const port = parentPort!
const job = workerData as ParserJob
let credits = CREDITS
let waiting: (() => void) | undefined
port.on("message", () => {
  credits++
  waiting?.()
})
const send = (m: ParserMessage) => port.postMessage(m)

const run = async () => {
  const format = formatByName(job.format)
  if (format === undefined) throw new Error(`unknown format ${job.format}`)
  const { entries, close } = await sourceEntries(job.file, format.entryPattern)
  let bytes = 0
  let batch: Array<PreparedEvent> = []
  const flush = async () => {
    while (credits === 0) await new Promise<void>((resolve) => (waiting = resolve))
    credits--
    send({ type: "batch", events: batch, bytes })
    batch = []
  }
  try {
    const countedEntries = entries.map((entry) => ({ ...entry, open: async () => counted(await entry.open(), (n) => (bytes += n)) }))
    for await (const e of formatEvents(format, countedEntries, { jurisdiction: job.jurisdiction, entryName: job.file.name })) {
      batch.push(prepare(e))
      if (batch.length >= WIRE_BATCH) await flush()
    }
    if (batch.length > 0) await flush()
  } finally {
    close()
  }
}

run().then(
  () => {
    send({ type: "done" })
    port.close()
  },
  (e: unknown) => {
    send({ type: "error", message: e instanceof Error ? e.message : String(e), xml: e instanceof XmlFormatError })
    port.close()
  }
)
