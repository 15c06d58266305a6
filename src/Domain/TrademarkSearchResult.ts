import { Schema } from "effect"
import { Jurisdiction } from "./Jurisdiction.js"
import { TrademarkSummary } from "./Trademark.js"

/** How a trademark search matches: substring of the name, owner, number, or look/sound-alike. */
export const TrademarkSearchType = Schema.Literal("name", "owner", "number", "fuzzy")
export type TrademarkSearchType = typeof TrademarkSearchType.Type

/** An office that failed or was skipped, with the stable error code and what happened. */
export const JurisdictionError = Schema.Struct({ jurisdiction: Jurisdiction, code: Schema.String, error: Schema.String })
export type JurisdictionError = typeof JurisdictionError.Type

/** A jurisdiction answered from local data older than REGISTER_STALE_DAYS. */
export const StaleData = Schema.Struct({ jurisdiction: Jurisdiction, dataAsOf: Schema.String, ageDays: Schema.Int, message: Schema.String })
export type StaleData = typeof StaleData.Type

/** The answer of trademark_search: written once, the service's type and the tool's output schema. */
export const TrademarkSearchResult = Schema.Struct({
  results: Schema.Array(TrademarkSummary),
  pagination: Schema.Struct({
    hasMore: Schema.Boolean,
    totalResults: Schema.optional(Schema.Int),
    cursor: Schema.optional(Schema.String)
  }),
  metadata: Schema.Struct({
    query: Schema.String,
    searchType: TrademarkSearchType,
    jurisdictionsSearched: Schema.Array(Jurisdiction),
    totalResults: Schema.Int,
    executionTimeMs: Schema.Number,
    resultsPerJurisdiction: Schema.Record({ key: Schema.String, value: Schema.Int }),
    sources: Schema.Record({ key: Schema.String, value: Schema.Literal("live", "local") }),
    /** Per jurisdiction answered from the local register: the date of its data. */
    dataAsOf: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })).annotations({
      description: "Per jurisdiction answered from the local register (office bulk data): the date of its data (YYYY-MM-DD)."
    }),
    staleData: Schema.optional(Schema.Array(StaleData)).annotations({
      description: "Jurisdictions whose local data is older than REGISTER_STALE_DAYS: marks filed since are missing."
    }),
    errors: Schema.optional(Schema.Array(JurisdictionError)),
    skippedJurisdictions: Schema.optional(Schema.Array(JurisdictionError))
  }),
  suggestion: Schema.optional(Schema.String)
})
export type TrademarkSearchResult = typeof TrademarkSearchResult.Type
