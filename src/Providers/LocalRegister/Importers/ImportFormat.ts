/** One bulk-data format: which files it reads and how it turns them into import events. */
import type { Readable } from "node:stream"
import type { Jurisdiction } from "../../../Domain/Jurisdiction.js"
import type { ImportEvent } from "../RegisterRecord.js"
import type { SourceEntry } from "./Sources.js"

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
  /**
   * Formats whose records span several entries of one file (relational tables joined by a key) read
   * the entries together; `ctx.entryName` is then the file's name. Without it, each entry is parsed alone.
   */
  readonly parseEntries?: (entries: ReadonlyArray<SourceEntry>, ctx: ParseContext) => AsyncIterable<ImportEvent>
}

/** The events of a file's entries, in the format's own way (entry by entry, or all together). */
export async function* formatEvents(
  format: ImportFormat,
  entries: ReadonlyArray<SourceEntry>,
  ctx: ParseContext
): AsyncGenerator<ImportEvent> {
  if (format.parseEntries !== undefined) {
    yield* format.parseEntries(entries, ctx)
    return
  }
  for (const entry of entries) yield* format.parse(await entry.open(), { jurisdiction: ctx.jurisdiction, entryName: entry.name })
}
