/**
 * What a bulk source is to the sync: a listing of files (name, URL, date of the data, size and
 * checksum when the office publishes them) and the import format that reads them.
 */
import { Data, type Effect } from "effect"
import type { SyncSourceId } from "../../../Config/RegisterSyncConfig.js"
import type { Jurisdiction } from "../../../Domain/Jurisdiction.js"
import type { RequestGate } from "./SyncHttp.js"

export interface ListedFile {
  readonly name: string
  readonly url: string
  /** Date of the data (YYYY-MM-DD): files apply in this order. */
  readonly date: string
  readonly size?: number | undefined
  /** Hex digest the listing gives, with its algorithm. */
  readonly checksum?: { readonly algorithm: "md5" | "sha1" | "sha256"; readonly hex: string } | undefined
  /** Headers for the download (credentials): sent to the listing's own host only, never after a redirect elsewhere. */
  readonly headers?: Readonly<Record<string, string>> | undefined
  /** A full load (backfile) rather than an update. */
  readonly backfile?: boolean | undefined
}

export interface ListRequest {
  /** Files with data on or after this date (YYYY-MM-DD). */
  readonly since: string
  /** Include the office's full backfile. */
  readonly backfile: boolean
}

/** The source cannot be used now: no credentials, a contract needed, unreachable, an unexpected answer. */
export class SourceUnavailable extends Data.TaggedError("SourceUnavailable")<{
  readonly source: SyncSourceId
  readonly reason: string
  /** No retry helps (credentials or a contract missing); otherwise the next run tries again. */
  readonly permanent: boolean
}> {
  override get message(): string {
    return `${this.source}: ${this.reason}`
  }
}

export interface SyncSource {
  readonly id: SyncSourceId
  readonly jurisdiction: Jurisdiction
  /** `--format` of the importer that reads its files. */
  readonly format: string
  readonly title: string
  readonly cadence: string
  /** Days between two files; "behind" counts from this. */
  readonly cadenceDays: number
  /** What a user needs for it (key, registration, contract, nothing). */
  readonly needs: string
  /** Spaces every request to this office (listings and downloads) REGISTER_SYNC_REQUEST_SPACING_MS apart. */
  readonly gate: RequestGate
  readonly list: (request: ListRequest) => Effect.Effect<ReadonlyArray<ListedFile>, SourceUnavailable>
}
