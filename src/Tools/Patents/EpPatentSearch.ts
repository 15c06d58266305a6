import { Clock, Effect, Schema } from "effect"
import { PatentSummary } from "../../Domain/Patent.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { EpoOps } from "../../Providers/Epo/EpoOps.js"
import { MAX_RANGE_SIZE, MAX_REACHABLE } from "../../Providers/Epo/EpoQuery.js"

const Text = (max: number, description: string) =>
  Schema.String.pipe(Schema.minLength(1), Schema.maxLength(max)).annotations({ description })

const Input = Schema.Struct({
  query: Text(
    1000,
    "Plain keywords (searched in titles and abstracts, every word must match), a publication number (EP3845123), an IPC/CPC symbol (H02S 40/10), " +
      "or a CQL query using ti, ab, ta, pa, in, pn, ap, ic, cpc, cl, pd with and/or/not (e.g. 'ta=solar and pa=helios')."
  ),
  limit: Schema.optional(Schema.Int.pipe(Schema.between(1, MAX_RANGE_SIZE))).annotations({
    description: `Results per page, 1-${MAX_RANGE_SIZE} (default 20).`
  }),
  offset: Schema.optional(Schema.Int.pipe(Schema.between(0, MAX_REACHABLE - 1))).annotations({
    description: `Results to skip (default 0); the next page starts at offset + limit. EPO OPS reaches only the first ${
      MAX_REACHABLE.toLocaleString("en")
    } hits (offset + limit ≤ ${MAX_REACHABLE}).`
  }),
  applicant: Schema.optional(Text(200, "Only patents of this applicant (CQL pa=), e.g. 'Acme Corporation'.")),
  inventor: Schema.optional(Text(200, "Only patents naming this inventor (CQL in=).")),
  ipc: Schema.optional(Text(30, "Only this IPC class or group, e.g. 'H01M' or 'H01M 10/613'.")),
  cpc: Schema.optional(Text(30, "Only this CPC class or group, e.g. 'Y02E' or 'B65D 81/3897'.")),
  publishedFrom: Schema.optional(Text(10, "Published on or after: YYYY, YYYY-MM or YYYY-MM-DD.")),
  publishedTo: Schema.optional(Text(10, "Published on or before: YYYY, YYYY-MM or YYYY-MM-DD."))
})

const Output = Schema.Struct({
  results: Schema.Array(PatentSummary),
  pagination: Schema.Struct({
    totalResults: Schema.optional(Schema.Int.annotations({ description: "Hits in all (OPS counts at most 10,000)" })),
    offset: Schema.Int,
    limit: Schema.Int,
    hasMore: Schema.Boolean
  }),
  metadata: Schema.Struct({
    query: Schema.String,
    cql: Schema.String.annotations({ description: "The CQL query sent to EPO OPS" }),
    totalResults: Schema.Int.annotations({ description: "Results in this response" }),
    executionTimeMs: Schema.Number,
    source: Schema.Literal("EPO OPS")
  }),
  notes: Schema.optional(Schema.Array(Schema.String))
})

export const epPatentSearch = defineTool({
  name: "ep_patent_search",
  title: "European patent search (EPO OPS)",
  description:
    "Search published patent documents worldwide through EPO Open Patent Services (EP, WO, US, CN, JP, KR... as EPO holds them): " +
    "keywords in title and abstract, applicant, inventor, IPC/CPC class, publication dates, or a CQL query. Returns bibliographic " +
    "records (title, applicants, inventors, IPC/CPC, dates, family id) with offset/limit paging over the first 2,000 hits. Search " +
    "results carry no legal status: use ep_patent_status for one document's status and patent_family_search for its family.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    Effect.gen(function*() {
      const started = yield* Clock.currentTimeMillis
      const epo = yield* EpoOps
      const page = yield* epo.search(
        {
          query: input.query,
          applicant: input.applicant,
          inventor: input.inventor,
          ipc: input.ipc,
          cpc: input.cpc,
          publishedFrom: input.publishedFrom,
          publishedTo: input.publishedTo
        },
        input.offset ?? 0,
        input.limit ?? 20
      )
      const finished = yield* Clock.currentTimeMillis
      const notes: Array<string> = []
      if (page.results.length > 0) {
        notes.push(
          "Search results carry no legal status (EPO OPS bibliographic data has none); ep_patent_status derives it from legal events."
        )
      }
      if (page.totalIsCapped) notes.push("EPO OPS counts at most 10,000 hits: the real total may be higher. Narrow the query.")
      if (page.totalResults !== undefined && page.totalResults > MAX_REACHABLE && !page.hasMore) {
        notes.push(
          `Only the first ${MAX_REACHABLE.toLocaleString("en")} hits can be retrieved from EPO OPS; narrow the query to see the rest.`
        )
      }
      if (page.results.length === 0 && page.offset > 0) notes.push("No results at this offset: it is past the last hit.")
      return {
        results: page.results,
        pagination: {
          ...(page.totalResults !== undefined ? { totalResults: page.totalResults } : {}),
          offset: page.offset,
          limit: page.limit,
          hasMore: page.hasMore
        },
        metadata: {
          query: input.query,
          cql: page.cql,
          totalResults: page.results.length,
          executionTimeMs: finished - started,
          source: "EPO OPS" as const
        },
        ...(notes.length > 0 ? { notes } : {})
      }
    })
})
