/**
 * Candidate retrieval for a similar_filing watch at one office, the way clearance retrieves them
 * (Clearance/OfficeSearch.ts holds the one copy of the query rules): the local register's
 * clearance lookup, or at a live office its primary search, the stem search when that came back
 * thin, and the word and translation searches. Scoring is the detector's (Detectors.ts).
 */
import { Effect } from "effect"
import type { ToolError } from "../../Domain/ToolError.js"
import type { TrademarkSummary } from "../../Domain/Trademark.js"
import type { TrademarkProvider, TrademarkSearchParams } from "../../Providers/TrademarkProvider.js"
import { CLEARANCE_SEARCH, isLocal, needsStemSearch, stemQuery, wordSearches } from "../Clearance/OfficeSearch.js"

/** Records asked of each office per query. */
export const WATCH_SEARCH_LIMIT = CLEARANCE_SEARCH.limit

/** One live-office query; the scheduler shares each distinct one between a cycle's watches. */
export type OfficeQuery = (params: TrademarkSearchParams) => Effect.Effect<ReadonlyArray<TrademarkSummary>, ToolError>

/**
 * A live office's queries for one cycle, each asked at most once however many watches need it
 * (THE NOVA KITCHEN and NOVA BAKERY both ask for NOVA). A failed query is remembered too: the
 * office is skipped for the rest of the cycle anyway. `count` is told of every upstream call.
 */
export const sharedOfficeQueries = (provider: TrademarkProvider, count: () => void): Effect.Effect<OfficeQuery> =>
  Effect.map(
    Effect.cachedFunction((key: string) =>
      Effect.suspend(() => {
        count()
        return provider.search(JSON.parse(key) as TrademarkSearchParams)
      }).pipe(Effect.map((p) => p.results))
    ),
    (ask) => (params) => ask(JSON.stringify(params))
  )

/**
 * Live marks near `mark` at one office, deduplicated by id. The local register answers with one
 * lookup (word by word, by sound and by translation). A live office is searched fuzzily where it
 * can be, else by name plus the truncated stem when the name search returned few records; then by
 * each distinctive word of a multi-word mark and the English words of a mark that translates
 * whole (at most CLEARANCE_SEARCH.maxWordSearches + maxTranslationSearches), one request after
 * another for the office's rate limit, each through `ask` (shared between watches). `count` is told
 * of the local register's lookup. The first failed call fails the whole search: a partial answer
 * must not become an office's baseline.
 */
export const similarCandidates = (
  provider: TrademarkProvider,
  mark: string,
  classes: ReadonlyArray<number>,
  count: () => void,
  ask: OfficeQuery
): Effect.Effect<ReadonlyArray<TrademarkSummary>, ToolError> => {
  const niceClasses = classes.length > 0 ? [...classes].sort((a, b) => a - b) : undefined
  if (isLocal(provider)) {
    return Effect.suspend(() => {
      count()
      return provider.similar(mark, {
        kind: "clearance",
        threshold: CLEARANCE_SEARCH.localFloor,
        wordClasses: classes,
        niceClasses,
        status: "live"
      })
    }).pipe(Effect.map((ms) => ms.map((m) => m.trademark)))
  }
  const query = mark.trim()
  const search = (q: string, searchType: TrademarkSearchParams["searchType"]) =>
    ask({ query: q, searchType, niceClasses, status: "live", limit: WATCH_SEARCH_LIMIT })
  return Effect.gen(function*() {
    const fuzzy = provider.capabilities.fuzzy
    const primary = yield* search(query, fuzzy ? "fuzzy" : "name")
    const stem = !fuzzy && needsStemSearch(query, primary.length) ? stemQuery(query) : undefined
    const followUps = [...new Set([...(stem !== undefined && stem.length > 0 ? [stem] : []), ...wordSearches(query, classes)])]
      .filter((q) => q.toLowerCase() !== query.toLowerCase())
    const more = yield* Effect.forEach(followUps, (q) => search(q, "name"), { concurrency: 1 })
    const byId = new Map<string, TrademarkSummary>()
    for (const r of [...primary, ...more.flat()]) if (!byId.has(r.id)) byId.set(r.id, r)
    return [...byId.values()]
  })
}
