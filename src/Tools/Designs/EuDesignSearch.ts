import { Clock, Effect, Schema } from "effect"
import { DesignStatusFilter, DesignSummary, LOCARNO_FORMAT } from "../../Domain/Design.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { DESIGN_SEARCH_TYPES, DESIGN_SORTS, type DesignSearchType } from "../../Providers/Euipo/EuipoDesignQuery.js"
import { EuipoDesigns } from "../../Providers/Euipo/EuipoDesigns.js"

/** EUIPO pages hold 10 to 100 designs and our cursor is the page number, so the page size is the limit. */
const LIMIT_MESSAGE =
  "limit must be a whole number from 10 to 100: EUIPO's smallest page is 10 designs (cursors are page numbers, so each page holds exactly limit results)"

const Input = Schema.Struct({
  query: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(500)).annotations({
    description:
      "What to look for, read by searchType: an applicant name (part of it is enough) or EUIPO applicant identifier; a design number " +
      "NNNNNNNNN-NNNN (e.g. 002345678-0001; the 9-digit application number alone lists every design filed in it); words in the design; " +
      "a product (e.g. 'chairs'); or a Locarno code NN or NN.NN (e.g. 06 or 06.01)."
  }),
  searchType: Schema.optional(Schema.Literal(...DESIGN_SEARCH_TYPES)).annotations({
    description:
      "applicant (default; name substring, or identifier when the query is a number), number (exact), verbal_element (substring), " +
      "product (product indication substring) or locarno_class (exact code; a class alone covers its subclasses)."
  }),
  status: Schema.optional(DesignStatusFilter).annotations({
    description: "all (default); live = registered (also deferred or under an invalidity action) or pending; dead; registered; pending."
  }),
  locarnoClasses: Schema.optional(Schema.Array(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(12))).pipe(Schema.maxItems(20)))
    .annotations({
      description: `Only designs in any of these Locarno classes, each ${LOCARNO_FORMAT}. Combines with any searchType.`
    }),
  sort: Schema.optional(Schema.Literal(...DESIGN_SORTS)).annotations({
    description: "Order of results (default applicationDate:desc, newest first)."
  }),
  limit: Schema.optional(Schema.Int.pipe(Schema.between(10, 100, { message: () => LIMIT_MESSAGE }))).annotations({
    description: "Designs per page, 10-100 (default 20). EUIPO's smallest page is 10."
  }),
  cursor: Schema.optional(
    Schema.String.pipe(
      Schema.pattern(/^\d{1,6}$/, { message: () => "cursor must be a page number such as \"1\", as pagination.cursor gives it" })
    )
  ).annotations({
    description:
      "Page to read: the page number from pagination.cursor of the previous response (\"0\" is the first page). Keep limit and the other arguments the same."
  }),
  enrichApplicantNames: Schema.optional(Schema.Boolean).annotations({
    description:
      "EUIPO often leaves applicant names out of design search results. true resolves them (with country and address) through the EUIPO Persons API: slower, default false."
  })
})

const Output = Schema.Struct({
  results: Schema.Array(DesignSummary),
  pagination: Schema.Struct({
    hasMore: Schema.Boolean,
    cursor: Schema.optional(Schema.String.annotations({ description: "Next page number; pass it as cursor" })),
    totalResults: Schema.optional(Schema.Int.annotations({ description: "Matches in all pages" })),
    page: Schema.Int,
    pageSize: Schema.Int
  }),
  metadata: Schema.Struct({
    query: Schema.String,
    searchType: Schema.Literal(...DESIGN_SEARCH_TYPES),
    totalResults: Schema.Int.annotations({ description: "Results in this response" }),
    executionTimeMs: Schema.Number,
    rsql: Schema.String.annotations({ description: "The RSQL query sent to EUIPO" }),
    source: Schema.Literal("EUIPO Design Search")
  }),
  notes: Schema.optional(Schema.Array(Schema.String))
})

const EMPTY_HINTS: Record<DesignSearchType, string> = {
  applicant:
    "No designs found. EUIPO matches part of the applicant name, but hides some names in search results: look the applicant up with eu_person_lookup and search with its identifier.",
  number: "No design has this number. Check it: NNNNNNNNN-NNNN, e.g. 002345678-0001.",
  verbal_element: "No designs found. Most designs have no words: try searchType product or locarno_class.",
  product: "No designs found. Try a broader product word (e.g. 'chair' rather than 'office swivel chair') or a Locarno class.",
  locarno_class: "No designs found in this Locarno class. Check the code (NN or NN.NN), or use the class alone to cover its subclasses."
}

export const euDesignSearch = defineTool({
  name: "eu_design_search",
  title: "EU design search (EUIPO)",
  description:
    "Search registered Community designs at the EUIPO by applicant (name or identifier), design number, words in the design, product " +
    "indication or Locarno class, optionally filtered by status and Locarno classes. Returns design numbers, status (normalised, with " +
    "EUIPO's own code), Locarno classes, applicants and dates, 10-100 per page with page-number cursors. Use eu_design_status for one " +
    "design's full record (views, products, designers, history).",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    Effect.gen(function*() {
      const started = yield* Clock.currentTimeMillis
      const designs = yield* EuipoDesigns
      const searchType = input.searchType ?? "applicant"
      const limit = input.limit ?? 20
      const page = Number(input.cursor ?? "0")
      const outcome = yield* designs.search({
        query: input.query,
        searchType,
        status: input.status ?? "all",
        locarnoClasses: input.locarnoClasses,
        sort: input.sort ?? "applicationDate:desc",
        limit,
        page,
        enrichApplicantNames: input.enrichApplicantNames ?? false
      })
      const finished = yield* Clock.currentTimeMillis
      const notes = [...outcome.notes]
      if (outcome.results.length === 0) {
        notes.push(page === 0 ? EMPTY_HINTS[searchType] : "No results on this page: it is past the last one.")
      }
      return {
        results: outcome.results,
        pagination: {
          hasMore: outcome.hasMore,
          ...(outcome.hasMore ? { cursor: String(outcome.page + 1) } : {}),
          ...(outcome.totalResults !== undefined ? { totalResults: outcome.totalResults } : {}),
          page: outcome.page,
          pageSize: outcome.size
        },
        metadata: {
          query: input.query,
          searchType,
          totalResults: outcome.results.length,
          executionTimeMs: finished - started,
          rsql: outcome.rsql,
          source: "EUIPO Design Search" as const
        },
        ...(notes.length > 0 ? { notes } : {})
      }
    })
})
