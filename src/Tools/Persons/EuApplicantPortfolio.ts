import { Clock, Effect, Either, Schema } from "effect"
import { DesignSummary, isLiveDesignStatus } from "../../Domain/Design.js"
import { ToolError } from "../../Domain/ToolError.js"
import { isLiveStatus, StatusFilter, TrademarkSummary } from "../../Domain/Trademark.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { EuipoDesigns } from "../../Providers/Euipo/EuipoDesigns.js"
import { EuipoPersons } from "../../Providers/Euipo/EuipoPersons.js"
import { TrademarkProviders } from "../../Providers/ProviderRegistry.js"
import type { TrademarkProvider } from "../../Providers/TrademarkProvider.js"
import { withCallDeadline } from "../../Upstream/OfficeDeadline.js"

/** What compact mode keeps per category. */
const COMPACT_TOP = 10

const Input = Schema.Struct({
  applicantName: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)).annotations({
    description: "The applicant (owner) name, or part of it, e.g. 'Kestrel Labs'; a numeric EUIPO applicant identifier also works."
  }),
  includeDesigns: Schema.optional(Schema.Boolean).annotations({ description: "Also list the applicant's EU designs (default true)." }),
  status: Schema.optional(StatusFilter).annotations({
    description: "all (default), live, dead or pending: applied to trade marks and designs."
  }),
  limit: Schema.optional(Schema.Int.pipe(Schema.between(1, 100))).annotations({
    description: "Most trade marks and most designs to list, 1-100 each (default 20). Totals count every match."
  }),
  compact: Schema.optional(Schema.Boolean).annotations({
    description: `Only the top ${COMPACT_TOP} of each category plus the totals (default false).`
  })
})

const Output = Schema.Struct({
  applicantName: Schema.String,
  applicantIdentifier: Schema.optional(Schema.String.annotations({ description: "When the input was an EUIPO identifier" })),
  trademarks: Schema.Array(TrademarkSummary),
  totalTrademarks: Schema.Int,
  designs: Schema.Array(DesignSummary),
  totalDesigns: Schema.Int,
  summary: Schema.Struct({
    totalTrademarks: Schema.Int,
    totalDesigns: Schema.Int,
    liveTrademarks: Schema.Int.annotations({ description: "Registered or pending trade marks among all matches" }),
    liveDesigns: Schema.Int.annotations({ description: "Registered or pending designs among all matches" }),
    jurisdictions: Schema.Array(Schema.String),
    niceClasses: Schema.Array(Schema.Int).annotations({ description: "Nice classes of the listed trade marks" }),
    locarnoClasses: Schema.Array(Schema.String).annotations({ description: "Locarno classes (NN.NN) of the listed designs" }),
    matchedApplicants: Schema.Array(Schema.String).annotations({
      description: "Distinct owner and applicant names matched (name search matches parts of names: check these are the same applicant)"
    })
  }),
  metadata: Schema.Struct({
    executionTimeMs: Schema.Number,
    designsIncluded: Schema.Boolean,
    designsAvailable: Schema.Boolean,
    trademarksAvailable: Schema.Boolean,
    compact: Schema.Boolean,
    warnings: Schema.optional(Schema.Array(Schema.String))
  })
})

interface Side<A> {
  readonly items: ReadonlyArray<A>
  readonly total: number
}

export const euApplicantPortfolio = defineTool({
  name: "eu_applicant_portfolio",
  title: "EU applicant portfolio (trade marks and designs)",
  description:
    "Everything one applicant holds at the EUIPO: its EU trade marks and registered Community designs, searched in parallel, with " +
    "totals, live counts, Nice and Locarno classes and the applicant names matched. If one side fails the other is still returned " +
    "with a warning. compact keeps the top 10 of each. Use eu_person_lookup to find the exact applicant first.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  // Several EUIPO calls (roles, identifier then name, trade marks and designs): one office deadline for the whole call.
  handler: (input) =>
    Effect.gen(function*() {
      const started = yield* Clock.currentTimeMillis
      const registry = yield* TrademarkProviders
      const designs = yield* EuipoDesigns
      const persons = yield* EuipoPersons
      const status = input.status ?? "all"
      const limit = input.limit ?? 20
      const includeDesigns = input.includeDesigns ?? true
      const compact = input.compact ?? false
      const warnings: Array<string> = []

      // An identifier: the applicant's name (for trade marks) from the Persons API; designs search by identifier.
      let name = input.applicantName.trim()
      let identifier: string | undefined
      if (name === "") {
        return yield* ToolError.create("MISSING_REQUIRED_FIELD", "applicantName must not be empty.", {
          details: { field: "applicantName" }
        })
      }
      if (/^\d{1,20}$/.test(name)) {
        identifier = name
        name = (yield* persons.byIdentifier("applicant", identifier)).name
      }

      const searchMarks = (provider: TrademarkProvider, wanted: typeof status, take: number) =>
        provider.search({ query: name, searchType: "owner", status: wanted, limit: take })
      const searchDesigns = (wanted: typeof status, take: number, enrich: boolean) =>
        designs.search({
          query: identifier ?? name,
          searchType: "applicant",
          status: wanted,
          sort: "applicationDate:desc",
          limit: Math.max(10, take),
          page: 0,
          enrichApplicantNames: enrich
        })

      const marksSide = Effect.gen(function*() {
        const provider = yield* registry.get("EU")
        const page = yield* searchMarks(provider, status, limit)
        const items = page.results.slice(0, limit)
        return { provider, items, total: page.total ?? items.length }
      })
      const designsSide = Effect.gen(function*() {
        const page = yield* searchDesigns(status, limit, true)
        warnings.push(...page.notes.map((n) => `Designs: ${n}`))
        const items = page.results.slice(0, limit)
        return { items, total: page.totalResults ?? items.length }
      })

      const [marks, designsOutcome] = yield* Effect.all(
        [Effect.either(marksSide), includeDesigns ? Effect.either(designsSide) : Effect.succeed(undefined)],
        { concurrency: 2 }
      )
      const designsFailed = designsOutcome !== undefined && Either.isLeft(designsOutcome)
      if (Either.isLeft(marks) && (designsOutcome === undefined || designsFailed)) {
        const e = marks.left
        if (designsOutcome === undefined || Either.isRight(designsOutcome)) return yield* e
        return yield* ToolError.create(
          e.code,
          `Neither trade marks nor designs could be read. Trade marks: ${e.message} Designs: ${designsOutcome.left.message}`,
          {
            ...(e.provider !== undefined ? { provider: e.provider } : {}),
            retryable: e.retryable || designsOutcome.left.retryable,
            retryAfterMs: e.retryAfterMs ?? designsOutcome.left.retryAfterMs
          }
        )
      }
      if (Either.isLeft(marks)) warnings.push(`Trade marks could not be read (${marks.left.code}): ${marks.left.message}`)
      if (designsOutcome !== undefined && Either.isLeft(designsOutcome)) {
        warnings.push(`Designs could not be read (${designsOutcome.left.code}): ${designsOutcome.left.message}`)
      }
      const markSide: Side<TrademarkSummary> = Either.isRight(marks) ? marks.right : { items: [], total: 0 }
      const designSide: Side<DesignSummary> = designsOutcome !== undefined && Either.isRight(designsOutcome)
        ? designsOutcome.right
        : { items: [], total: 0 }

      // Live counts over every match: from the list when it is complete, else one count query (status live).
      const liveCount = <A>(
        side: Side<A>,
        isLive: (a: A) => boolean,
        countLive: Effect.Effect<number | undefined, ToolError>,
        what: string
      ) => {
        if (status === "live" || status === "pending") return Effect.succeed(side.total)
        if (status === "dead") return Effect.succeed(0)
        const local = side.items.filter(isLive).length
        if (side.total <= side.items.length) return Effect.succeed(local)
        return countLive.pipe(
          Effect.map((n) => n ?? local),
          Effect.catchAll((e) =>
            Effect.sync(() => {
              warnings.push(`The live ${what} count covers only the listed ones: counting the rest failed (${e.code}).`)
              return local
            })
          )
        )
      }
      const [liveTrademarks, liveDesigns] = yield* Effect.all(
        [
          liveCount(
            markSide,
            (m) => isLiveStatus(m.status),
            Either.isRight(marks) ? Effect.map(searchMarks(marks.right.provider, "live", 10), (p) => p.total) : Effect.succeed(undefined),
            "trade mark"
          ),
          liveCount(
            designSide,
            (d) => isLiveDesignStatus(d.status),
            Effect.map(searchDesigns("live", 10, false), (p) => p.totalResults),
            "design"
          )
        ],
        { concurrency: 2 }
      )

      const trademarks = compact ? markSide.items.slice(0, COMPACT_TOP) : markSide.items
      const designList = compact ? designSide.items.slice(0, COMPACT_TOP) : designSide.items
      const jurisdictions = [
        ...new Set([...markSide.items.map((m) => m.jurisdiction as string), ...designSide.items.map((d) => d.jurisdiction as string)])
      ].sort()
      const niceClasses = [...new Set(markSide.items.flatMap((m) => m.niceClasses))].sort((a, b) => a - b)
      const locarnoClasses = [...new Set(designSide.items.flatMap((d) => d.locarnoClassesNormalized ?? d.locarnoClasses))].sort()
      const matchedApplicants = [
        ...new Set([
          ...markSide.items.flatMap((m) => (m.owner !== undefined ? m.owner.split("; ") : [])),
          ...designSide.items.flatMap((d) => d.applicants.flatMap((a) => (a.name !== undefined ? [a.name] : [])))
        ])
      ]
      const designsAvailable = includeDesigns ? !designsFailed : Either.isRight(yield* Effect.either(designs.ready))
      const finished = yield* Clock.currentTimeMillis
      return {
        applicantName: name,
        ...(identifier !== undefined ? { applicantIdentifier: identifier } : {}),
        trademarks,
        totalTrademarks: markSide.total,
        designs: designList,
        totalDesigns: designSide.total,
        summary: {
          totalTrademarks: markSide.total,
          totalDesigns: designSide.total,
          liveTrademarks,
          liveDesigns,
          jurisdictions,
          niceClasses,
          locarnoClasses,
          matchedApplicants
        },
        metadata: {
          executionTimeMs: finished - started,
          designsIncluded: includeDesigns,
          designsAvailable,
          trademarksAvailable: Either.isRight(marks),
          compact,
          ...(warnings.length > 0 ? { warnings } : {})
        }
      }
    }).pipe(withCallDeadline)
})
