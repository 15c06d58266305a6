/**
 * Registry searches for clearance (reference §6.2 steps 1-2): the name search, the truncated-stem
 * search, an office-side fuzzy search where offered, and a class-filtered search when results
 * were capped. Results are deduplicated by id.
 */
import { Cause, Effect } from "effect"
import { markWords, normalizeTokens, translatedMeanings, translatesWhole } from "../../Analysis/Similarity.js"
import { relatedness } from "../../Domain/ClassRelatedness.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import { ToolError } from "../../Domain/ToolError.js"
import type { TrademarkSummary } from "../../Domain/Trademark.js"
import type { LocalTrademarkProvider } from "../../Providers/LocalRegister/LocalRegisterProvider.js"
import type { TrademarkProvider, TrademarkSearchParams } from "../../Providers/TrademarkProvider.js"

export const CLEARANCE_SEARCH = {
  /** Records asked of each office per search. */
  limit: 100,
  /** Stem rule: a second search runs when the name search returned fewer than this many records… */
  stemBelowResults: 10,
  /** …and the mark (normalised, without spaces) is longer than this… */
  stemMinLengthExclusive: 4,
  /** …on the first N − stemDrop characters (GOOGEL → GOOG). */
  stemDrop: 2,
  /** Offices searched at once. */
  concurrency: 4,
  /**
   * thresholdWarning: well-known marks scoring in [min − band, min) were left out by the
   * threshold; scores at or below RISK_MODEL.similarityFloor are noise and never warned about.
   */
  thresholdWarningBand: 0.15,
  compactConflicts: 5,
  /**
   * Word searches: a multi-word mark is also searched word by word, for its distinctive words
   * (MarkWords.ts weight ≥ 0.5, 3+ letters), at most this many, one at a time so an office's
   * rate limit sees one extra request after another. Live offices match substrings of the
   * whole text, so THE NOVA KITCHEN alone never finds NOVA.
   */
  maxWordSearches: 3,
  /**
   * Translation searches: a mark that translates whole (the doctrine of foreign equivalents,
   * ForeignEquivalence.ts) is also searched by its English words, at most this many, longest
   * first (LUPO: WOLF; MARAZUL: BLUE, SEA), after the word searches and like them one at a time.
   */
  maxTranslationSearches: 2,
  /** Lowest combined score the local register returns to clearance (the pipeline applies its own threshold). */
  localFloor: 0.5,
  /**
   * Goods comparison: when the request gives its goods, the earlier goods are read from the local
   * register's records of at most this many candidates, the closest first (a local read each; live
   * offices' summaries carry no goods and are compared by class).
   */
  goodsLookups: 60
} as const

/** The distinctive words of a multi-word mark worth a search of their own. */
export const wordQueries = (mark: string, classes: ReadonlyArray<number>): ReadonlyArray<string> => {
  const tokens = normalizeTokens(mark)
  if (tokens.length < 2) return []
  const picked = markWords(tokens, classes)
    .filter((w) => w.weight >= 0.5 && w.word.length >= 3)
    .sort((a, b) => b.weight - a.weight || b.word.length - a.word.length)
    .map((w) => w.word)
  return [...new Set(picked)].slice(0, CLEARANCE_SEARCH.maxWordSearches)
}

/** The English words of a mark that translates whole, for live offices (which match the text as filed). */
export const translationQueries = (mark: string): ReadonlyArray<string> => {
  const tokens = normalizeTokens(mark)
  if (!translatesWhole(tokens)) return []
  const english = markWords(tokens).filter((w) => w.weight > 0).flatMap((w) => translatedMeanings(w.word))
  return [...new Set(english)].sort((a, b) => b.length - a.length).slice(0, CLEARANCE_SEARCH.maxTranslationSearches)
}

/**
 * The searches a live office gets after its primary one, one after another (clearance and
 * similar_filing watches alike): the distinctive words of a multi-word mark, then the English
 * words of a mark that translates whole. The local register looks by word and translation itself.
 */
export const wordSearches = (mark: string, classes: ReadonlyArray<number>): ReadonlyArray<string> => [
  ...wordQueries(mark, classes),
  ...translationQueries(mark)
]

/** The local register, whose `similar` lookup compares word by word, by sound and by translation. */
export const isLocal = (p: TrademarkProvider): p is LocalTrademarkProvider => p.source === "local" && "similar" in p

export interface OfficeOutcome {
  readonly jurisdiction: Jurisdiction
  /** False when the primary search failed: the office counts as not searched. */
  readonly searched: boolean
  readonly records: ReadonlyArray<TrademarkSummary>
  readonly problems: ReadonlyArray<{ readonly jurisdiction: Jurisdiction; readonly code: string; readonly error: string }>
  readonly capped: boolean
}

/**
 * The mark as an office search sees it: mark symbols and accents dropped, upper-case, anything
 * but letters and digits a single space. Unlike the similarity normalisation it keeps plurals
 * (ZENTRIKS stays ZENTRIKS), because the office matches the text as filed.
 */
export const searchForm = (mark: string): string =>
  mark
    .replace(/[®™©℠]/g, "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()

const searchLength = (mark: string): number => searchForm(mark).replace(/ /g, "").length

/** The first N − 2 characters of the mark (N counts letters and digits; spaces are kept): GOOGEL → GOOG. */
export const stemQuery = (mark: string): string | undefined => {
  const n = searchLength(mark)
  if (n <= CLEARANCE_SEARCH.stemMinLengthExclusive) return undefined
  let keep = n - CLEARANCE_SEARCH.stemDrop
  let out = ""
  for (const ch of searchForm(mark)) {
    if (keep === 0) break
    out += ch
    if (ch !== " ") keep--
  }
  return out.trim()
}

/** Whether the stem rule fires for a primary search that returned `resultCount` records. */
export const needsStemSearch = (mark: string, resultCount: number): boolean =>
  resultCount < CLEARANCE_SEARCH.stemBelowResults && searchLength(mark) > CLEARANCE_SEARCH.stemMinLengthExclusive

const toToolError = (provider: string) => (cause: Cause.Cause<ToolError>): ToolError =>
  Cause.failureOption(cause).pipe((o) =>
    o._tag === "Some" ? o.value : ToolError.create("INTERNAL_ERROR", `${provider} search failed unexpectedly`, { provider })
  )

/** The proposed classes plus every class related to one of them (for a class-filtered search). */
const classesWithRelated = (classes: ReadonlyArray<number>): ReadonlyArray<number> => {
  const out = new Set<number>(classes)
  for (let c = 1; c <= 45; c++) if (classes.some((p) => relatedness(p, c) > 0)) out.add(c)
  return [...out].sort((a, b) => a - b)
}

/**
 * Search one office: by name (and fuzzily too when the office can), then a stem search when the
 * name search came back thin, and a class-filtered search when it was capped. Never fails: a
 * failed name search marks the office as not searched; a failed follow-up is only reported.
 */
export const searchOffice = (
  provider: TrademarkProvider,
  proposedMark: string,
  niceClasses: ReadonlyArray<number>
): Effect.Effect<OfficeOutcome> =>
  Effect.gen(function*() {
    const jurisdiction = provider.jurisdiction
    const problems: Array<OfficeOutcome["problems"][number]> = []
    const run = (query: string, searchType: TrademarkSearchParams["searchType"], niceClasses?: ReadonlyArray<number>) =>
      provider
        .search({ query, searchType, status: "all", limit: CLEARANCE_SEARCH.limit, ...(niceClasses !== undefined ? { niceClasses } : {}) })
        .pipe(Effect.sandbox, Effect.mapError(toToolError(provider.provider)))
    // Follow-up searches only widen the net: a failure is reported, the office still counts.
    const followUp = (what: string, effect: ReturnType<typeof run>) =>
      effect.pipe(
        Effect.map((page) => page.results),
        Effect.catchAll((e) =>
          Effect.sync(() => {
            problems.push({ jurisdiction, code: e.code, error: `${what}: ${e.message}` })
            return [] as ReadonlyArray<TrademarkSummary>
          })
        )
      )

    const query = proposedMark.trim()
    const primaryType = provider.capabilities.name ? "name" : "fuzzy"
    const wantFuzzy = provider.capabilities.name && provider.capabilities.fuzzy
    // The local register compares word by word itself (candidates by word, sound, parts).
    const similar = isLocal(provider)
      ? provider
        .similar(query, { kind: "clearance", threshold: CLEARANCE_SEARCH.localFloor, wordClasses: niceClasses })
        .pipe(
          Effect.map((ms) => ms.map((m) => m.trademark)),
          Effect.catchAll((e) =>
            Effect.sync(() => {
              problems.push({ jurisdiction, code: e.code, error: `similar-mark search: ${e.message}` })
              return [] as ReadonlyArray<TrademarkSummary>
            })
          )
        )
      : wantFuzzy
      ? followUp("fuzzy search", run(query, "fuzzy"))
      : Effect.succeed([] as ReadonlyArray<TrademarkSummary>)
    const [primary, fuzzy] = yield* Effect.all([run(query, primaryType).pipe(Effect.either), similar], { concurrency: 2 })
    if (primary._tag === "Left") {
      return {
        jurisdiction,
        searched: false,
        records: [],
        problems: [{ jurisdiction, code: primary.left.code, error: primary.left.message }, ...problems],
        capped: false
      }
    }
    const page = primary.right
    const capped = page.nextPosition !== undefined || (page.total !== undefined && page.total > page.results.length)
    const stem = needsStemSearch(query, page.results.length) ? stemQuery(query) : undefined
    const [stemmed, byClass] = yield* Effect.all(
      [
        stem !== undefined && stem.length > 0 ? followUp(`stem search "${stem}"`, run(stem, "name")) : Effect.succeed([]),
        // A capped unfiltered search may have cut off the marks that matter most: fetch those classes.
        capped && provider.capabilities.classFilter
          ? followUp("class-filtered search", run(query, "name", classesWithRelated(niceClasses)))
          : Effect.succeed([])
      ],
      { concurrency: 2 }
    )
    // Word searches, one after another (live offices only: the register already looked by word).
    const words = isLocal(provider) ? [] : wordSearches(query, niceClasses)
    const byWord = yield* Effect.forEach(words, (w) => followUp(`word search "${w}"`, run(w, "name")), { concurrency: 1 })
    const byId = new Map<string, TrademarkSummary>()
    for (const r of [...page.results, ...fuzzy, ...stemmed, ...byClass, ...byWord.flat()]) if (!byId.has(r.id)) byId.set(r.id, r)
    return { jurisdiction, searched: true, records: [...byId.values()], problems, capped }
  })
