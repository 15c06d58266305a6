/**
 * Australian designs from IP Australia's Design Search API
 * (upstream-offices.md §4.3): Paged Advanced Search for owners, designers,
 * products and Locarno classes, the full record by design number. Shares
 * the office's OAuth token and rate limiter with trade marks and patents.
 * Upstream answers are cached (searches in `search`, records in `status`).
 */
import { Context, Effect, Either, Layer } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import {
  type DesignCurrentStatus,
  type DesignDetail,
  type DesignSummary,
  formatDesignId,
  isLiveDesignStatus,
  matchesDesignStatusFilter
} from "../../Domain/Design.js"
import { makeTestLayer } from "../../Domain/TestLayer.js"
import { ToolError } from "../../Domain/ToolError.js"
import { Cache } from "../../Upstream/Cache.js"
import type { OAuthTokens } from "../../Upstream/OAuthTokens.js"
import type { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"
import { clampLimit, fromEither, oneOrNone, ownerRank } from "../Shared/AdapterSupport.js"
import { IPAUSTRALIA_PRODUCTS, ipAustraliaQuery, makeIpAustraliaApi } from "./IpAustraliaApi.js"
import { ipAustraliaReady } from "./IpAustraliaAvailability.js"
import { designFacts, statusDateOf, toDesignDetail, toDesignSummary } from "./IpAustraliaDesignMapping.js"
import {
  AU_DESIGN_MAX_PAGE,
  AU_DESIGN_NUMBER_FORMAT,
  type AuDesignSearchParams,
  type AuLocarnoQuery,
  buildDesignSearch,
  hasLocarno,
  matchesDesignQuery,
  parseAuDesignNumber,
  parseAuLocarno
} from "./IpAustraliaDesignQuery.js"
import { AuDesign, AuDesignPage } from "./IpAustraliaDesignSchemas.js"
import { offsetOfCursor, readFiltered } from "./IpAustraliaPaging.js"
import { rootOf, significantWords } from "./IpAustraliaWords.js"

const PRODUCT = IPAUSTRALIA_PRODUCTS.designs

/** Upstream pages read at most per call while our side of the match drops records. */
const MAX_PAGES_PER_CALL = 3

export interface AuDesignSearchPage {
  readonly results: ReadonlyArray<DesignSummary>
  /** Matches in all, when known. */
  readonly totalResults?: number
  /** IP Australia's own count (before our narrowing). */
  readonly upstreamTotalResults?: number
  readonly hasMore: boolean
  readonly cursor?: string
  /** Upstream records read in this call, and how many of them did not really match. */
  readonly scanned: number
  readonly filteredOut: number
}

export interface AuDesignStatusResult {
  readonly design: DesignDetail
  readonly currentStatus: DesignCurrentStatus
  readonly notes: ReadonlyArray<string>
}

export interface IpAustraliaDesignsService {
  readonly search: (params: AuDesignSearchParams) => Effect.Effect<AuDesignSearchPage, ToolError>
  readonly status: (designNumber: string) => Effect.Effect<AuDesignStatusResult, ToolError>
}

const notFoundMessage = (number: string) =>
  `Design ${formatDesignId("AU", number)} not found at IP Australia. Check the design number: ${AU_DESIGN_NUMBER_FORMAT}.`

/** The Locarno filter, parsed and unique; a code that is not Locarno is INVALID_INPUT naming it. */
const classFilter = (codes: ReadonlyArray<string> | undefined): Either.Either<ReadonlyArray<AuLocarnoQuery>, ToolError> =>
  Either.map(
    Either.all((codes ?? []).map((c) => parseAuLocarno(c, "locarnoClasses"))),
    (parsed) => parsed.filter((p, i) => parsed.findIndex((q) => q.normalized === p.normalized && q.suffix === p.suffix) === i)
  )

export const makeIpAustraliaDesigns: Effect.Effect<IpAustraliaDesignsService, never, AppConfig | UpstreamHttp | OAuthTokens | Cache> =
  Effect.gen(function*() {
    const config = yield* AppConfig
    const api = yield* makeIpAustraliaApi(PRODUCT)
    const cache = yield* Cache
    const ready = ipAustraliaReady(PRODUCT, config.offices.IPAUSTRALIA)

    const fetchRecord = (number: string) =>
      cache.getOrCompute(
        "status",
        JSON.stringify([PRODUCT.provider, "design", number]),
        api.get(`/design/${number}`, AuDesign, { notFound: "DESIGN_NOT_FOUND", notFoundMessage: notFoundMessage(number) }),
        { schema: AuDesign }
      )

    const inClasses = (classes: ReadonlyArray<AuLocarnoQuery>, written: ReadonlyArray<string>) =>
      classes.length === 0 || classes.some((c) => hasLocarno(c, written))

    const numberSearch = (
      params: AuDesignSearchParams,
      classes: ReadonlyArray<AuLocarnoQuery>
    ): Effect.Effect<AuDesignSearchPage, ToolError> =>
      Effect.gen(function*() {
        const number = yield* fromEither(parseAuDesignNumber(params.query, "query"))
        const found = yield* oneOrNone(fetchRecord(number), "DESIGN_NOT_FOUND")
        const kept = found.filter((d) =>
          matchesDesignStatusFilter(toDesignSummary(d).status, params.status) && inClasses(classes, designFacts(d).locarnoClasses)
        )
        return {
          results: kept.map(toDesignSummary),
          totalResults: kept.length,
          hasMore: false,
          scanned: found.length,
          filteredOut: found.length - kept.length
        }
      })

    const advancedSearch = (
      params: AuDesignSearchParams,
      classes: ReadonlyArray<AuLocarnoQuery>
    ): Effect.Effect<AuDesignSearchPage, ToolError> =>
      Effect.gen(function*() {
        if (params.searchType === "number") return yield* ToolError.internal("number search reached the advanced search")
        const searchType = params.searchType
        const start = yield* fromEither(offsetOfCursor(params.cursor, "au_design_search"))
        const limit = clampLimit(params.limit, AU_DESIGN_MAX_PAGE)
        const code = searchType === "classification" ? yield* fromEither(parseAuLocarno(params.query, "query")) : undefined
        // Products: the roots of the significant words ("chairs" → chair), since upstream matches word parts; every word is checked here.
        const stems = searchType === "product" ? [...new Set(significantWords(params.query).map(rootOf))].join(" ") : ""
        const text = code?.auCode ?? (stems !== "" ? stems : params.query)
        const read = yield* readFiltered({
          start,
          limit,
          pageSize: AU_DESIGN_MAX_PAGE,
          maxPages: MAX_PAGES_PER_CALL,
          fetch: (pageNumber) => {
            const body = buildDesignSearch(searchType, text, params.status, classes, pageNumber)
            return cache
              .getOrCompute("search", JSON.stringify([PRODUCT.provider, "page", body]), api.post("/page/advanced", body, AuDesignPage), {
                schema: AuDesignPage
              })
              .pipe(Effect.map((page) => ({ total: page.count ?? undefined, items: page.designs })))
          },
          select: (d) => {
            const summary = toDesignSummary(d)
            const facts = designFacts(d)
            return matchesDesignStatusFilter(summary.status, params.status) &&
                inClasses(classes, facts.locarnoClasses) &&
                matchesDesignQuery(searchType, params.query, facts, code)
              ? { summary, facts }
              : undefined
          }
        })
        // Names: exact, then prefix, then substring matches (office order within each).
        const ranked = searchType === "owner" || searchType === "designer"
          ? read.kept
            .map((x, i) => ({ x, i, rank: ownerRank(searchType === "owner" ? x.facts.owners : x.facts.designers, params.query) }))
            .sort((a, b) => a.rank - b.rank || a.i - b.i)
            .map((r) => r.x)
          : read.kept
        // Exact only: a search read whole in this call (upstream's count includes records narrowed away here).
        const total = start === 0 && !read.hasMore ? read.kept.length : undefined
        return {
          results: ranked.map((x) => x.summary),
          ...(total !== undefined ? { totalResults: total } : {}),
          ...(read.upstreamTotal !== undefined ? { upstreamTotalResults: read.upstreamTotal } : {}),
          hasMore: read.hasMore,
          ...(read.hasMore ? { cursor: String(read.position) } : {}),
          scanned: read.scanned,
          filteredOut: read.filteredOut
        }
      })

    const search: IpAustraliaDesignsService["search"] = (params) =>
      Effect.gen(function*() {
        yield* ready
        const query = yield* ipAustraliaQuery(params.query, "an owner, a designer, a product, a design number or a Locarno class")
        const classes = yield* fromEither(classFilter(params.locarnoClasses))
        const cleaned = { ...params, query }
        return yield* params.searchType === "number" ? numberSearch(cleaned, classes) : advancedSearch(cleaned, classes)
      })

    const status: IpAustraliaDesignsService["status"] = (input) =>
      Effect.gen(function*() {
        yield* ready
        const number = yield* fromEither(parseAuDesignNumber(input))
        const record = yield* fetchRecord(number)
        const design = toDesignDetail(record)
        const notes: Array<string> = []
        if (design.statusDescription === undefined) notes.push("IP Australia gave no status for this design.")
        if (design.status === "unknown" && /published/i.test(design.statusDescription ?? "")) {
          notes.push("Published without registration: the design is public (prior art) but gives no enforceable right.")
        }
        if (design.status === "registered") {
          notes.push("Registered but not certified: a registered design can be enforced only once it is examined and certified.")
        }
        return {
          design,
          currentStatus: {
            code: design.status,
            description: design.statusDescription ?? "No status given by IP Australia",
            date: statusDateOf(record, design.status) ?? design.filingDate ?? "",
            isLive: isLiveDesignStatus(design.status)
          },
          notes
        }
      })

    return { search, status }
  })

/** The IP Australia design adapter: `layer` talks to the office; `test` is a stand-in. */
export class IpAustraliaDesigns extends Context.Tag("ipdata/IpAustraliaDesigns")<IpAustraliaDesigns, IpAustraliaDesignsService>() {
  static readonly layer: Layer.Layer<IpAustraliaDesigns, never, AppConfig | UpstreamHttp | OAuthTokens | Cache> = Layer.effect(
    IpAustraliaDesigns,
    makeIpAustraliaDesigns
  )

  /** Tests: the given methods; the others fail with INTERNAL_ERROR naming themselves. */
  static readonly test = makeTestLayer(IpAustraliaDesigns)
}
