import { Clock, Effect, Schema } from "effect"
import { PatentSummary } from "../../Domain/Patent.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { AU_PATENT_MAX_PAGE, AU_PATENT_SEARCH_MODES } from "../../Providers/IpAustralia/IpAustraliaPatentQuery.js"
import { IpAustraliaPatents } from "../../Providers/IpAustralia/IpAustraliaPatents.js"
import { CursorInput, CursorPagination, cursorPagination } from "../CursorPage.js"

const SOURCE = "IP Australia Patent Search API" as const

const Input = Schema.Struct({
  query: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(500)).annotations({
    description: "Keywords (every significant word must appear in the result), an applicant or inventor name, an AU application number " +
      "(2020267890 or AU2020267890 A1) or a PCT number (PCT/US2020/028456)."
  }),
  searchMode: Schema.optional(Schema.Literal(...AU_PATENT_SEARCH_MODES)).annotations({
    description: "QUICK_NO_ABSTRACT (default: titles and bibliographic data), QUICK_ABSTRACT (adds abstracts), ADVANCED_NO_FULL_TEXT " +
      "(adds IPC), ADVANCED_FULL_TEXT (adds claims and descriptions; results are then not narrowed to every word)."
  }),
  limit: Schema.optional(Schema.Int.pipe(Schema.between(1, AU_PATENT_MAX_PAGE))).annotations({
    description: `Results per page, 1-${AU_PATENT_MAX_PAGE} (default 20; IP Australia answers at most ${AU_PATENT_MAX_PAGE} a page).`
  }),
  cursor: CursorInput
})

const Output = Schema.Struct({
  results: Schema.Array(PatentSummary),
  pagination: CursorPagination,
  metadata: Schema.Struct({
    query: Schema.String,
    searchMode: Schema.Literal(...AU_PATENT_SEARCH_MODES),
    searchType: Schema.Literal("ID", "DETAILS").annotations({
      description: "ID: looked up as an application or PCT number; DETAILS: words"
    }),
    totalResults: Schema.Int.annotations({ description: "Results in this response" }),
    upstreamTotalResults: Schema.optional(Schema.Int.annotations({ description: "IP Australia's count, which matches ANY of the words" })),
    filteredOut: Schema.Int.annotations({ description: "Upstream results dropped here for lacking a significant word of the query" }),
    wordFilter: Schema.Struct({
      applied: Schema.Boolean,
      significantWords: Schema.Array(Schema.String).annotations({
        description: "Every one must appear (stop words dropped, plurals folded)"
      }),
      scanned: Schema.Int.annotations({ description: "Upstream results read for this page" })
    }),
    executionTimeMs: Schema.Number,
    source: Schema.Literal(SOURCE)
  }),
  notes: Schema.optional(Schema.Array(Schema.String))
})

export const auPatentSearch = defineTool({
  name: "au_patent_search",
  title: "Australian patent search (IP Australia)",
  description:
    "Search Australian patent applications and patents at IP Australia by keywords, applicant, inventor, application number or " +
    "PCT number. IP Australia's Quick Search matches ANY word of a query; results here keep only those holding EVERY significant " +
    "word (stop words dropped), and metadata.filteredOut says how many were dropped. Returns title, applicants, inventors, IPC, " +
    "status (filed, under_examination, accepted, sealed = granted, ceased, lapsed, expired, revoked, withdrawn, refused) with " +
    "IP Australia's own code, and dates; at most 50 per page with cursor paging. Use au_patent_status for one application's details.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    Effect.gen(function*() {
      const started = yield* Clock.currentTimeMillis
      const patents = yield* IpAustraliaPatents
      const searchMode = input.searchMode ?? "QUICK_NO_ABSTRACT"
      const page = yield* patents.search({ query: input.query, searchMode, limit: input.limit ?? 20, cursor: input.cursor })
      const finished = yield* Clock.currentTimeMillis
      const notes: Array<string> = []
      if (page.wordFilter.note !== undefined) notes.push(page.wordFilter.note)
      if (page.results.length === 0 && page.searchType === "ID") {
        notes.push("No application with that number: check it, or search by keywords.")
      }
      return {
        results: page.results,
        pagination: cursorPagination(page),
        metadata: {
          query: input.query,
          searchMode,
          searchType: page.searchType,
          totalResults: page.results.length,
          ...(page.upstreamTotalResults !== undefined ? { upstreamTotalResults: page.upstreamTotalResults } : {}),
          filteredOut: page.wordFilter.filteredOut,
          wordFilter: {
            applied: page.wordFilter.applied,
            significantWords: page.wordFilter.significantWords,
            scanned: page.wordFilter.scanned
          },
          executionTimeMs: finished - started,
          source: SOURCE
        },
        ...(notes.length > 0 ? { notes } : {})
      }
    })
})
