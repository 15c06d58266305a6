/**
 * What an importer hands to the import runner: one normalised trademark record, a deletion,
 * a party (an applicant published separately from its marks, EUIPO style), or a rejected
 * record with the reason. Records are already in the trademark schema of the other providers;
 * the runner adds `source: "local"` and the file's as-of date.
 */
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import type { HistoryEntry, TrademarkDetail, TrademarkStatus } from "../../Domain/Trademark.js"

export interface RegisterParty {
  /** Display name; absent when only the office's party key is known (filled in by a later party event). */
  readonly name?: string | undefined
  /** The office's identifier for the party (EUIPO applicant id), when it has one. */
  readonly key?: string | undefined
}

/** Fields of TrademarkDetail that live in the detail blob rather than in indexed columns. */
export type RegisterDetailExtras =
  & Partial<
    Pick<
      TrademarkDetail,
      | "description"
      | "markType"
      | "goodsAndServices"
      | "applicant"
      | "representative"
      | "priority"
      | "expirationDate"
      | "renewalDate"
      | "disclaimers"
      | "designCodes"
      | "attorney"
      | "markNature"
      | "markBasis"
      | "publicationDate"
      | "oppositionDeadline"
      | "designations"
    >
  >
  & { readonly prosecutionHistory?: ReadonlyArray<HistoryEntry> | undefined }

export interface RegisterRecord {
  readonly jurisdiction: Jurisdiction
  readonly applicationNumber: string
  readonly registrationNumber?: string | undefined
  /** The mark's words as the office writes them ("" for a purely figurative mark). */
  readonly name: string
  readonly status: TrademarkStatus
  readonly statusDescription?: string | undefined
  readonly filingDate?: string | undefined
  readonly registrationDate?: string | undefined
  readonly statusDate?: string | undefined
  readonly owners: ReadonlyArray<RegisterParty>
  readonly niceClasses: ReadonlyArray<number>
  readonly markFeature?:
    | "WORD"
    | "FIGURATIVE"
    | "SHAPE_3D"
    | "COLOUR"
    | "SOUND"
    | "HOLOGRAM"
    | "POSITION"
    | "PATTERN"
    | "MOTION"
    | "MULTIMEDIA"
    | "OTHER"
    | undefined
  readonly detail: RegisterDetailExtras
}

export type ImportEvent =
  | { readonly kind: "upsert"; readonly record: RegisterRecord }
  | { readonly kind: "delete"; readonly jurisdiction: Jurisdiction; readonly applicationNumber: string }
  | { readonly kind: "party"; readonly jurisdiction: Jurisdiction; readonly key: string; readonly name: string }
  /** A record the importer could not use; `ref` says which (number or line). */
  | { readonly kind: "reject"; readonly reason: string; readonly ref: string }
  /** The file's own date, from its header; applies to the records that follow. */
  | { readonly kind: "asOf"; readonly date: string }
