import type { Effect } from "effect"
import type { Jurisdiction } from "../Domain/Jurisdiction.js"
import type { ToolError } from "../Domain/ToolError.js"
import type { StatusFilter, TrademarkDetail, TrademarkSummary } from "../Domain/Trademark.js"
import type { TrademarkSearchType } from "../Domain/TrademarkSearchResult.js"

export type { TrademarkSearchType }

export interface TrademarkSearchParams {
  readonly query: string
  readonly searchType: TrademarkSearchType
  /** Filter: a mark in any of these classes matches. */
  readonly niceClasses?: ReadonlyArray<number> | undefined
  readonly status: StatusFilter
  /** Page size wanted (the provider clamps it to what the office allows). */
  readonly limit: number
  /** Opaque provider position from a previous page (offset, page number, upstream cursor...). */
  readonly position?: string | undefined
}

export interface TrademarkSearchPage {
  readonly results: ReadonlyArray<TrademarkSummary>
  /** Total matches upstream, when the office says (may be approximate). */
  readonly total?: number | undefined
  /** Position of the next page; absent on the last page. */
  readonly nextPosition?: string | undefined
  /** Filters the office could not apply upstream and that the caller must apply (e.g. status). */
  readonly unappliedFilters?: ReadonlyArray<"niceClasses" | "status"> | undefined
}

export interface TrademarkCapabilities {
  readonly name: boolean
  readonly owner: boolean
  readonly number: boolean
  /** Fuzzy upstream; otherwise callers run name/stem searches and score locally. */
  readonly fuzzy: boolean
  readonly classFilter: boolean
  readonly statusFilter: boolean
  readonly detail: boolean
  readonly history: boolean
}

/** A provider that can do nothing yet (CNIPA without a register, an unconfigured row). */
export const NO_CAPABILITIES: TrademarkCapabilities = {
  name: false,
  owner: false,
  number: false,
  fuzzy: false,
  classFilter: false,
  statusFilter: false,
  detail: false,
  history: false
}

/** An office that looks marks up by number only (USPTO's TSDR, WIPO, UKIPO, JPO): name search needs the local register. */
export const NUMBER_LOOKUP_ONLY: TrademarkCapabilities = {
  name: false,
  owner: false,
  number: true,
  fuzzy: false,
  classFilter: false,
  statusFilter: false,
  detail: true,
  history: true
}

/**
 * One trademark office (or the local register for a jurisdiction), normalised
 * to the trademark schema. Every failure is a ToolError with the provider name.
 */
export interface TrademarkProvider {
  readonly jurisdiction: Jurisdiction
  /** Provider name as shown in errors and metrics, e.g. "EUIPO". */
  readonly provider: string
  /** "live" office API or "local" register. */
  readonly source: "live" | "local"
  readonly capabilities: TrademarkCapabilities
  /** The same provider without the answer cache, for pollers that must see a change at once. */
  readonly uncached?: TrademarkProvider | undefined
  readonly search: (params: TrademarkSearchParams) => Effect.Effect<TrademarkSearchPage, ToolError>
  /** Detail by application (or registration) number, in the office's formats. */
  readonly getDetail: (
    number: string,
    options: { readonly includeHistory: boolean }
  ) => Effect.Effect<TrademarkDetail, ToolError>
}
