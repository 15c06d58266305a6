/**
 * Australian patents from IP Australia's Patent Search API
 * (upstream-offices.md §4.4): Quick Search (at most 50 a page, the words of
 * a query ORed upstream) and the full record by application number. Shares
 * the office's OAuth token and rate limiter with trade marks and designs.
 * Upstream answers are cached (searches in `search`, records in `status`).
 */
import { Context, Effect, Layer } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import { isLivePatentStatus, type PatentDetail, type PatentSummary } from "../../Domain/Patent.js"
import { makeTestLayer } from "../../Domain/TestLayer.js"
import { ToolError } from "../../Domain/ToolError.js"
import { Cache } from "../../Upstream/Cache.js"
import type { OAuthTokens } from "../../Upstream/OAuthTokens.js"
import type { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"
import { clampLimit, fromEither } from "../Shared/AdapterSupport.js"
import { IPAUSTRALIA_PRODUCTS, ipAustraliaQuery, makeIpAustraliaApi } from "./IpAustraliaApi.js"
import { ipAustraliaReady } from "./IpAustraliaAvailability.js"
import { offsetOfCursor, readFiltered } from "./IpAustraliaPaging.js"
import { auPatentId, hitTexts, hitToSummary, toPatentDetail } from "./IpAustraliaPatentMapping.js"
import {
  AU_PATENT_MAX_PAGE,
  AU_PATENT_NUMBER_FORMAT,
  type AuPatentSearchMode,
  containsEveryWord,
  looksLikeAuPatentNumber,
  parseAuPatentNumber,
  parsePctNumber,
  quickSearchBody,
  significantWords
} from "./IpAustraliaPatentQuery.js"
import { AuPatent, AuPatentSearchResponse } from "./IpAustraliaPatentSchemas.js"

const PRODUCT = IPAUSTRALIA_PRODUCTS.patents

/** Upstream pages read at most per call while the every-word filter drops results. */
const MAX_PAGES_PER_CALL = 4

export interface AuPatentSearchParams {
  readonly query: string
  readonly searchMode: AuPatentSearchMode
  /** 1..50. */
  readonly limit: number
  readonly cursor?: string | undefined
}

/** How the OR-matching upstream answer was narrowed to results holding every significant word. */
export interface AuWordFilter {
  readonly applied: boolean
  readonly significantWords: ReadonlyArray<string>
  /** Upstream results read in this call. */
  readonly scanned: number
  /** Of those, dropped for missing a word. */
  readonly filteredOut: number
  readonly note?: string
}

export interface AuPatentSearchPage {
  readonly results: ReadonlyArray<PatentSummary>
  /** What the query was sent as: an application/PCT number (ID) or words (DETAILS). */
  readonly searchType: "ID" | "DETAILS"
  /** Matches in all, when known (not known once the every-word filter dropped some). */
  readonly totalResults?: number
  /** IP Australia's own count (any word matching). */
  readonly upstreamTotalResults?: number
  readonly hasMore: boolean
  readonly cursor?: string
  readonly wordFilter: AuWordFilter
}

export interface AuPatentStatusResult {
  readonly patent: PatentDetail
  readonly currentStatus: {
    readonly code: PatentDetail["status"]
    readonly description: string
    readonly date?: string
    readonly isLive: boolean
  }
  readonly notes: ReadonlyArray<string>
}

export interface IpAustraliaPatentsService {
  readonly search: (params: AuPatentSearchParams) => Effect.Effect<AuPatentSearchPage, ToolError>
  readonly status: (
    applicationNumber: string,
    options: { readonly includeDocuments: boolean }
  ) => Effect.Effect<AuPatentStatusResult, ToolError>
}

const notFoundMessage = (number: string) =>
  `Patent ${auPatentId(number)} not found at IP Australia. Check the application number: ${AU_PATENT_NUMBER_FORMAT}.`

/** What the query is: a PCT number, an AU application number (invalid ones fail), or words. */
const classify = (query: string): Effect.Effect<{ readonly searchType: "ID" | "DETAILS"; readonly text: string }, ToolError> => {
  const pct = parsePctNumber(query)
  if (pct !== undefined) return Effect.succeed({ searchType: "ID", text: pct })
  if (looksLikeAuPatentNumber(query)) {
    return Effect.map(fromEither(parseAuPatentNumber(query, "query")), (n) => ({ searchType: "ID", text: n }))
  }
  return Effect.succeed({ searchType: "DETAILS", text: query })
}

export const makeIpAustraliaPatents: Effect.Effect<IpAustraliaPatentsService, never, AppConfig | UpstreamHttp | OAuthTokens | Cache> =
  Effect.gen(
    function*() {
      const config = yield* AppConfig
      const api = yield* makeIpAustraliaApi(PRODUCT)
      const cache = yield* Cache
      const ready = ipAustraliaReady(PRODUCT, config.offices.IPAUSTRALIA)

      const fetchPage = (text: string, searchType: "ID" | "DETAILS", mode: AuPatentSearchMode, pageNumber: number) => {
        const body = quickSearchBody(text, searchType, mode, pageNumber)
        return cache.getOrCompute(
          "search",
          JSON.stringify([PRODUCT.provider, "quick", body]),
          api.post("/search/quick", body, AuPatentSearchResponse),
          {
            schema: AuPatentSearchResponse
          }
        )
      }

      const search: IpAustraliaPatentsService["search"] = (params) =>
        Effect.gen(function*() {
          yield* ready
          const query = yield* ipAustraliaQuery(params.query, "keywords, an application number, a PCT number, an applicant or an inventor")
          const start = yield* fromEither(offsetOfCursor(params.cursor, "au_patent_search"))
          const limit = clampLimit(params.limit, AU_PATENT_MAX_PAGE)
          const { searchType, text } = yield* classify(query)

          const words = searchType === "DETAILS" ? significantWords(text) : []
          const fullText = params.searchMode === "ADVANCED_FULL_TEXT"
          // One word needs no narrowing; in full-text mode the matching text (claims, description) is not in the results.
          const applied = words.length > 1 && !fullText
          const withAbstract = params.searchMode !== "QUICK_NO_ABSTRACT"

          const read = yield* readFiltered({
            start,
            limit,
            pageSize: AU_PATENT_MAX_PAGE,
            maxPages: MAX_PAGES_PER_CALL,
            fetch: (pageNumber) =>
              Effect.map(
                fetchPage(text, searchType, params.searchMode, pageNumber),
                (page) => ({ total: page.totalHits ?? undefined, items: page.results })
              ),
            select: (hit) => (!applied || containsEveryWord(words, hitTexts(hit, withAbstract)) ? hitToSummary(hit) : undefined)
          })
          const { kept, scanned, filteredOut, position, hasMore, upstreamTotal } = read
          const note = fullText && words.length > 1
            ? "Full-text matches (claims, description) are not in search results, so results were not narrowed to every word; check each with au_patent_status."
            : applied && kept.length < limit && hasMore
            ? `IP Australia matches any of the words: ${filteredOut} of ${scanned} results read lacked some word. Pass the cursor for more.`
            : undefined
          return {
            results: kept,
            searchType,
            // Upstream's count is the answer unless we narrowed it; narrowed, only a search read whole in this call is counted.
            ...(!applied && upstreamTotal !== undefined
              ? { totalResults: upstreamTotal }
              : applied && start === 0 && !hasMore
              ? { totalResults: kept.length }
              : {}),
            ...(upstreamTotal !== undefined ? { upstreamTotalResults: upstreamTotal } : {}),
            hasMore,
            ...(hasMore ? { cursor: String(position) } : {}),
            wordFilter: { applied, significantWords: words, scanned, filteredOut, ...(note !== undefined ? { note } : {}) }
          }
        })

      const status: IpAustraliaPatentsService["status"] = (input, options) =>
        Effect.gen(function*() {
          yield* ready
          const number = yield* fromEither(parseAuPatentNumber(input))
          const record = yield* cache.getOrCompute(
            "status",
            JSON.stringify([PRODUCT.provider, "patent", number]),
            api.get(`/patent/${number}`, AuPatent, { notFound: "PATENT_NOT_FOUND", notFoundMessage: notFoundMessage(number) }),
            { schema: AuPatent }
          )
          const patent = toPatentDetail(record, options.includeDocuments)
          const lastEvent = patent.statusHistory?.at(-1)
          const notes: Array<string> = []
          if (patent.statusDescription === undefined) notes.push("IP Australia gave no status code for this application.")
          if (patent.currentlyUnderOpposition === true) notes.push("The application is under opposition.")
          if (options.includeDocuments && patent.claims === undefined) {
            notes.push("IP Australia holds no claims text for this application's published documents.")
          }
          return {
            patent,
            currentStatus: {
              code: patent.status,
              description: patent.statusDescription ?? "No status given by IP Australia",
              ...(lastEvent?.date !== undefined ? { date: lastEvent.date } : {}),
              isLive: isLivePatentStatus(patent.status)
            },
            notes
          }
        })

      return { search, status }
    }
  )

/** The IP Australia patent adapter: `layer` talks to the office; `test` is a stand-in. */
export class IpAustraliaPatents extends Context.Tag("ipdata/IpAustraliaPatents")<IpAustraliaPatents, IpAustraliaPatentsService>() {
  static readonly layer: Layer.Layer<IpAustraliaPatents, never, AppConfig | UpstreamHttp | OAuthTokens | Cache> = Layer.effect(
    IpAustraliaPatents,
    makeIpAustraliaPatents
  )

  /** Tests: the given methods; the others fail with INTERNAL_ERROR naming themselves. */
  static readonly test = makeTestLayer(IpAustraliaPatents)
}
