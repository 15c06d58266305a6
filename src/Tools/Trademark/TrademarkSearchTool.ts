import { Effect, Schema } from "effect"
import { JurisdictionFilter } from "../../Domain/Jurisdiction.js"
import { StatusFilter } from "../../Domain/Trademark.js"
import { TrademarkSearchResult, TrademarkSearchType } from "../../Domain/TrademarkSearchResult.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { TrademarkSearch } from "../../Services/TrademarkSearch.js"

const NiceClass = Schema.Int.pipe(Schema.between(1, 45))

const Input = Schema.Struct({
  query: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(500)).annotations({
    description:
      "The mark name, the owner's name, or an application/registration number (e.g. 'KESTREL', 'Acme Corp', '018123456' or 'EU-018123456')."
  }),
  searchType: Schema.optional(TrademarkSearchType).annotations({
    description:
      "name (default): marks containing the text (APPLE also finds PINEAPPLE); owner: by applicant/owner, exact then prefix then substring; number: application or registration number in the office's format; fuzzy: marks that look or sound alike, scored 0-1."
  }),
  jurisdictions: Schema.optional(Schema.Array(JurisdictionFilter).pipe(Schema.minItems(1), Schema.maxItems(10))).annotations({
    description: "Offices to search: US, EU, AU, NZ, WIPO, GB, CA, JP, CN, or ALL (default: every configured office)."
  }),
  niceClasses: Schema.optional(Schema.Array(NiceClass).pipe(Schema.maxItems(45))).annotations({
    description: "Only marks in any of these Nice classes (integers 1-45)."
  }),
  status: Schema.optional(StatusFilter).annotations({
    description: "all (default); live = registered or pending; dead = abandoned, cancelled or expired; pending = applications only."
  }),
  limit: Schema.optional(Schema.Int.pipe(Schema.between(1, 100))).annotations({
    description: "Results per jurisdiction, 1-100 (default 20)."
  }),
  cursor: Schema.optional(Schema.String.pipe(Schema.maxLength(4000))).annotations({
    description: "Opaque cursor from the previous page's pagination.cursor; works for multi-jurisdiction searches too."
  })
})

export const trademarkSearchTool = defineTool({
  name: "trademark_search",
  title: "Trademark search",
  description:
    "Search registered and pending trademarks by name (substring), owner, application/registration number, or fuzzy similarity " +
    "(visual and phonetic, scored 0-1) across the US, EU, AU, NZ, WIPO, GB, CA, JP and CN registers — every configured office in " +
    "parallel, results interleaved by office, limit per office, with a cursor for the next page (also across several offices). " +
    "Use it to find marks; use trademark_status for one mark's details and trademark_clearance to assess a proposed mark. " +
    "Offices that fail or are not configured are listed in metadata, never fail the whole search.",
  input: Input,
  output: TrademarkSearchResult,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    Effect.gen(function*() {
      const search = yield* TrademarkSearch
      return yield* search.search({
        query: input.query.trim(),
        searchType: input.searchType ?? "name",
        jurisdictions: input.jurisdictions ?? ["ALL"],
        niceClasses: input.niceClasses,
        status: input.status ?? "all",
        limit: input.limit ?? 20,
        cursor: input.cursor
      })
    })
})
