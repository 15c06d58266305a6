/** One bulk-data format: which files it reads and how it turns them into import events. */
import type { Readable } from "node:stream"
import type { Jurisdiction } from "../../../Domain/Jurisdiction.js"
import type { ImportEvent } from "../RegisterRecord.js"

export interface ParseContext {
  /** Jurisdiction the records belong to (the format's own, or --jurisdiction). */
  readonly jurisdiction: Jurisdiction
  /** Entry being read (zip entry or file name), for error references. */
  readonly entryName: string
}

export interface ImportFormat {
  readonly name: string
  readonly title: string
  readonly defaultJurisdiction: Jurisdiction
  /** Whether --jurisdiction may relabel the records (standard formats used by several offices). */
  readonly jurisdictionOverride: boolean
  /** Entries of a zip or directory this format reads. */
  readonly entryPattern: RegExp
  readonly parse: (input: Readable, ctx: ParseContext) => AsyncIterable<ImportEvent>
}
