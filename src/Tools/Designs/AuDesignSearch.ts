import { Clock, Effect, Schema } from "effect"
import { DesignStatusFilter, DesignSummary } from "../../Domain/Design.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { AU_DESIGN_MAX_PAGE, AU_DESIGN_SEARCH_TYPES } from "../../Providers/IpAustralia/IpAustraliaDesignQuery.js"
import { IpAustraliaDesigns } from "../../Providers/IpAustralia/IpAustraliaDesigns.js"
import { CursorInput, CursorPagination, cursorPagination } from "../CursorPage.js"

const SOURCE = "IP Australia Design Search API" as const

const Input = Schema.Struct({
  query: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(500)).annotations({
    description: "What to look for, per searchType: an owner name (partial), a design number (202115234), a designer name (partial), " +
      "product words (every word must appear, e.g. 'office chair') or a Locarno class/subclass (06 or 06-01; 06.01 works too)."
  }),
  searchType: Schema.optional(Schema.Literal(...AU_DESIGN_SEARCH_TYPES)).annotations({
    description: "owner (default), number, designer, product or classification."
  }),
  status: Schema.optional(DesignStatusFilter).annotations({
    description:
      "all (default); live (registered, certified or pending); dead (ceased, expired, lapsed, withdrawn, refused, revoked); registered; pending."
  }),
  locarnoClasses: Schema.optional(Schema.Array(Schema.String.pipe(Schema.maxLength(12))).pipe(Schema.maxItems(10))).annotations({
    description: "Only designs in any of these Locarno classes or subclasses (NN or NN-NN; NN.NN works too); combines with any searchType."
  }),
  limit: Schema.optional(Schema.Int.pipe(Schema.between(1, AU_DESIGN_MAX_PAGE))).annotations({
    description: `Results per page, 1-${AU_DESIGN_MAX_PAGE} (default 20).`
  }),
  cursor: CursorInput
})

const Output = Schema.Struct({
  results: Schema.Array(DesignSummary),
  pagination: CursorPagination,
  metadata: Schema.Struct({
    query: Schema.String,
    searchType: Schema.Literal(...AU_DESIGN_SEARCH_TYPES),
    status: DesignStatusFilter,
    totalResults: Schema.Int.annotations({ description: "Results in this response" }),
    upstreamTotalResults: Schema.optional(
      Schema.Int.annotations({ description: "IP Australia's count before narrowing (it matches single words)" })
    ),
    filteredOut: Schema.Int.annotations({ description: "Upstream records read for this page that did not really match and were dropped" }),
    executionTimeMs: Schema.Number,
    source: Schema.Literal(SOURCE)
  }),
  notes: Schema.optional(Schema.Array(Schema.String))
})

export const auDesignSearch = defineTool({
  name: "au_design_search",
  title: "Australian design search (IP Australia)",
  description: "Search registered and pending Australian designs at IP Australia by owner (partial name; exact, then prefix, then other " +
    "matches first), design number, designer, product words or Locarno class (AU writes NN-NN, sometimes with a suffix such as " +
    "09-01E: a bare code finds the suffixed ones), with a status filter and a Locarno filter. Returns design numbers, products, " +
    "Locarno classes as AU writes them plus the normalised NN.NN form, owners, status (registered, certified, pending, expired, " +
    "withdrawn, refused, invalidated...) with IP Australia's own wording, and dates; cursor paging. Use au_design_status for one design's details.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    Effect.gen(function*() {
      const started = yield* Clock.currentTimeMillis
      const designs = yield* IpAustraliaDesigns
      const searchType = input.searchType ?? "owner"
      const status = input.status ?? "all"
      const page = yield* designs.search({
        query: input.query,
        searchType,
        status,
        locarnoClasses: input.locarnoClasses,
        limit: input.limit ?? 20,
        cursor: input.cursor
      })
      const finished = yield* Clock.currentTimeMillis
      const notes: Array<string> = []
      if (page.results.length === 0 && !page.hasMore && (searchType === "classification" || (input.locarnoClasses ?? []).length > 0)) {
        notes.push(
          "No design in that class: IP Australia files some designs under suffixed or older codes; try searchType product with a keyword."
        )
      }
      if (page.results.length === 0 && page.hasMore) notes.push("No match among the records read so far: pass the cursor to read further.")
      return {
        results: page.results,
        pagination: cursorPagination(page),
        metadata: {
          query: input.query,
          searchType,
          status,
          totalResults: page.results.length,
          ...(page.upstreamTotalResults !== undefined ? { upstreamTotalResults: page.upstreamTotalResults } : {}),
          filteredOut: page.filteredOut,
          executionTimeMs: finished - started,
          source: SOURCE
        },
        ...(notes.length > 0 ? { notes } : {})
      }
    })
})
