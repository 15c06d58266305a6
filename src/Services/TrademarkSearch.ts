import { Clock, Effect, Either, Redacted } from "effect"
import { makeScorer, normalizeMark, passesCutoff } from "../Analysis/Similarity.js"
import { AppConfig } from "../Config/AppConfig.js"
import { type Jurisdiction, type JurisdictionFilter, TRADEMARK_JURISDICTIONS } from "../Domain/Jurisdiction.js"
import { ToolError } from "../Domain/ToolError.js"
import { matchesStatusFilter, type StatusFilter, type TrademarkSummary } from "../Domain/Trademark.js"
import { NUMBER_FORMATS, parseTrademarkId } from "../Domain/TrademarkNumbers.js"
import type { JurisdictionError, TrademarkSearchResult } from "../Domain/TrademarkSearchResult.js"
import { reportProgress } from "../Mcp/ClientNotifier.js"
import { TrademarkProviders } from "../Providers/ProviderRegistry.js"
import { looseKey, rankByOwners } from "../Providers/Shared/AdapterSupport.js"
import type { TrademarkProvider, TrademarkSearchType } from "../Providers/TrademarkProvider.js"
import { forEachOffice } from "../Upstream/OfficeDeadline.js"
import { freshnessOf } from "./RegisterSync/Freshness.js"
import { makeCursorCodec, searchFingerprint } from "./SearchCursor.js"

export interface SearchRequest {
  readonly query: string
  readonly searchType: TrademarkSearchType
  readonly jurisdictions: ReadonlyArray<JurisdictionFilter>
  readonly niceClasses?: ReadonlyArray<number> | undefined
  readonly status: StatusFilter
  readonly limit: number
  readonly cursor?: string | undefined
}

/** The answer: one schema (Domain/TrademarkSearchResult.ts) for the service and the tool. */
export type SearchResponse = TrademarkSearchResult

interface OfficeOutcome {
  readonly jurisdiction: Jurisdiction
  readonly provider: TrademarkProvider
  readonly results: ReadonlyArray<TrademarkSummary>
  readonly total?: number | undefined
  readonly next?: string | undefined
}

/** Exact owner first, then prefix, then substring, then the rest (office order kept within a rank). */
export const rankByOwner = (results: ReadonlyArray<TrademarkSummary>, query: string): ReadonlyArray<TrademarkSummary> =>
  rankByOwners(results, (r) => (r.owner === undefined ? [] : [r.owner]), query)

/** Round-robin by office so that truncation favours none. */
export const interleave = <A>(lists: ReadonlyArray<ReadonlyArray<A>>): Array<A> => {
  const out: Array<A> = []
  const longest = Math.max(0, ...lists.map((l) => l.length))
  for (let i = 0; i < longest; i++) for (const l of lists) if (i < l.length) out.push(l[i]!)
  return out
}

const MIN_STEM = 3

/** Failures a different source (live office vs local register) may not share. */
export const FALLBACK_CODES: ReadonlyArray<string> = [
  "PROVIDER_ERROR",
  "PROVIDER_UNAVAILABLE",
  "PROVIDER_TIMEOUT",
  "RATE_LIMITED",
  "QUOTA_EXCEEDED",
  "NOT_SUPPORTED",
  "AUTH_FAILED"
]

/** Whether a provider can answer this kind of search (fuzzy runs on name search when not native). */
const supports = (p: TrademarkProvider, type: TrademarkSearchType): boolean =>
  type === "number" ? p.capabilities.number : type === "owner" ? p.capabilities.owner : p.capabilities.name || p.capabilities.fuzzy

/**
 * Multi-office trademark search: offices in parallel, one failing office
 * never fails the call, filters applied consistently, results interleaved,
 * and a signed cursor carrying each office's position.
 */
export class TrademarkSearch extends Effect.Service<TrademarkSearch>()("ipdata/TrademarkSearch", {
  effect: Effect.gen(function*() {
    const registry = yield* TrademarkProviders
    const config = yield* AppConfig
    const codec = makeCursorCodec(config.cursorSecret !== undefined ? Redacted.value(config.cursorSecret) : undefined)

    const resolveOffices = (request: SearchRequest) => {
      const explicitAll = request.jurisdictions.length === 0 || request.jurisdictions.includes("ALL")
      // A prefixed number ("US-97001234") names its office.
      const prefixed = request.searchType === "number" ? parseTrademarkId(request.query) : undefined
      const wanted: ReadonlyArray<Jurisdiction> =
        prefixed !== undefined && (explicitAll || request.jurisdictions.includes(prefixed.jurisdiction))
          ? [prefixed.jurisdiction]
          : explicitAll
          ? TRADEMARK_JURISDICTIONS
          : TRADEMARK_JURISDICTIONS.filter((j) => request.jurisdictions.includes(j))
      const query = prefixed !== undefined ? prefixed.number : request.query
      const ready: Array<{ jurisdiction: Jurisdiction; provider: TrademarkProvider; fallbacks: ReadonlyArray<TrademarkProvider> }> = []
      const skipped: Array<JurisdictionError> = []
      for (const j of wanted) {
        // The first provider able to run this kind of search; otherwise the first one, which says why not.
        const candidates = orderFor(registry.all(j))
        const able = candidates.filter((p) => supports(p, request.searchType))
        const provider = able[0] ?? candidates[0]
        // Searching ALL skips offices that cannot run this search; named explicitly, the office explains itself.
        if (provider !== undefined && explicitAll && prefixed === undefined && !supports(provider, request.searchType)) {
          skipped.push({
            jurisdiction: j,
            code: "NOT_SUPPORTED",
            error: `${provider.provider} offers no ${request.searchType} search${
              request.searchType === "number" ? "" : "; import its bulk data into the local register (ipdata-mcp import) to search it"
            }`
          })
          continue
        }
        if (provider !== undefined) {
          ready.push({ jurisdiction: j, provider, fallbacks: able.slice(1) })
          continue
        }
        const why = registry.unavailable().find((u) => u.jurisdiction === j)?.error
        skipped.push({ jurisdiction: j, code: why?.code ?? "PROVIDER_NOT_CONFIGURED", error: why?.message ?? `${j} is not available` })
      }
      return { ready, skipped, query, explicit: !explicitAll || prefixed !== undefined }
    }

    const searchOffice = (
      provider: TrademarkProvider,
      request: SearchRequest,
      query: string,
      position: string | undefined
    ): Effect.Effect<Omit<OfficeOutcome, "jurisdiction" | "provider">, ToolError> => {
      const caps = provider.capabilities
      const type = request.searchType
      const base = { niceClasses: request.niceClasses, status: request.status }
      const keep = (r: TrademarkSummary) =>
        matchesStatusFilter(r.status, request.status) &&
        (request.niceClasses === undefined || request.niceClasses.length === 0 ||
          r.niceClasses.some((c) => request.niceClasses!.includes(c)))

      if (type === "fuzzy" && !caps.fuzzy) {
        // Score locally over name searches on the mark and on a truncated stem.
        const clean = normalizeMark(query)
        const stem = clean.length > 4 ? clean.slice(0, Math.max(MIN_STEM, clean.length - 2)) : clean
        const queries = [...new Set([query.trim(), stem].filter((q) => q.length > 0))]
        return Effect.forEach(queries, (q) => provider.search({ ...base, query: q, searchType: "name", limit: 100 }), { concurrency: 2 })
          .pipe(
            Effect.map((pages) => {
              const scorer = makeScorer(query, { jurisdiction: provider.jurisdiction })
              const seen = new Set<string>()
              const scored: Array<TrademarkSummary> = []
              for (const r of pages.flatMap((p) => p.results)) {
                if (seen.has(r.id) || !keep(r)) continue
                seen.add(r.id)
                const b = scorer(r.name, provider.jurisdiction)
                if (passesCutoff(query, r.name, b.score, "fuzzy")) scored.push({ ...r, similarityScore: b.score })
              }
              scored.sort((a, b) => (b.similarityScore ?? 0) - (a.similarityScore ?? 0))
              return { results: scored.slice(0, request.limit), total: scored.length }
            })
          )
      }
      return provider.search({ ...base, query, searchType: type, limit: request.limit, position }).pipe(
        Effect.map((page) => {
          let results = page.results.filter(keep)
          if (type === "name") {
            const q = looseKey(query)
            results = results.filter((r) => looseKey(r.name).includes(q))
          }
          if (type === "owner") results = [...rankByOwner(results, query)]
          return { results: results.slice(0, request.limit), total: page.total, next: page.nextPosition }
        })
      )
    }

    // LOCAL_REGISTER=prefer searches the local register first; fallback asks live offices first.
    const orderFor = (providers: ReadonlyArray<TrademarkProvider>): ReadonlyArray<TrademarkProvider> =>
      config.localRegister === "prefer"
        ? [...providers.filter((p) => p.source === "local"), ...providers.filter((p) => p.source !== "local")]
        : providers

    /**
     * Asks the first provider; when it fails for reasons another source may
     * not share (outage, limits, unsupported), the next one answers. A later
     * page goes back to the provider whose position the cursor holds.
     */
    const searchWithFallback = (
      providers: ReadonlyArray<TrademarkProvider>,
      request: SearchRequest,
      query: string,
      carried: string | undefined
    ): Effect.Effect<Omit<OfficeOutcome, "jurisdiction">, ToolError> => {
      if (carried !== undefined) {
        const bar = carried.indexOf("|")
        const owner = providers.find((p) => p.provider === carried.slice(0, bar))
        if (owner === undefined) {
          return Effect.fail(
            ToolError.invalidInput(
              "Invalid cursor: the source it was paging is no longer available; start the search again without a cursor."
            )
          )
        }
        return searchOffice(owner, request, query, carried.slice(bar + 1)).pipe(Effect.map((o) => ({ ...o, provider: owner })))
      }
      const [first, ...rest] = providers
      const attempt = searchOffice(first!, request, query, undefined).pipe(Effect.map((o) => ({ ...o, provider: first! })))
      return rest.length === 0
        ? attempt
        : attempt.pipe(
          Effect.catchIf(
            (e) => FALLBACK_CODES.includes(e.code),
            (e) =>
              Effect.logInfo("search falls back to the next source").pipe(
                Effect.annotateLogs({ from: first!.provider, to: rest[0]!.provider, code: e.code }),
                Effect.zipRight(searchWithFallback(rest, request, query, undefined))
              )
          )
        )
    }

    const search = (request: SearchRequest): Effect.Effect<SearchResponse, ToolError> =>
      Effect.gen(function*() {
        const started = yield* Clock.currentTimeMillis
        const { ready, skipped, query, explicit } = resolveOffices(request)
        const fingerprint = searchFingerprint([
          request.query.trim().toLowerCase(),
          request.searchType,
          [...(request.jurisdictions ?? [])].sort(),
          [...(request.niceClasses ?? [])].sort((a, b) => a - b),
          request.status,
          request.limit
        ])
        const cursor = request.cursor === undefined
          ? undefined
          : yield* Either.match(codec.decode(request.cursor, fingerprint), { onLeft: Effect.fail, onRight: Effect.succeed })
        // On a later page, only offices that still have results are asked again.
        const offices = cursor === undefined ? ready : ready.filter((o) => cursor.positions[o.jurisdiction] !== undefined)

        if (ready.length === 0) {
          const only = skipped.length === 1 ? skipped[0] : undefined
          if (only !== undefined && explicit) {
            const unavailable = registry.unavailable().find((u) => u.jurisdiction === only.jurisdiction)
            if (unavailable !== undefined) return yield* unavailable.error
          }
          return yield* ToolError.create(
            "PROVIDER_NOT_CONFIGURED",
            `No trademark office can be searched: ${skipped.map((s) => `${s.jurisdiction} (${s.error})`).join("; ")}`,
            { details: { skippedJurisdictions: skipped } }
          )
        }

        // Every office at once under the call's office deadline (OFFICE_DEADLINE_MS): one still busy then is reported, not waited for.
        const settled = yield* forEachOffice(
          offices,
          (o) => o.provider.provider,
          ({ jurisdiction, provider, fallbacks }) =>
            searchWithFallback([provider, ...fallbacks], request, query, cursor?.positions[jurisdiction]).pipe(
              Effect.map((o): OfficeOutcome => ({ ...o, jurisdiction }))
            ),
          {
            // One progress step per office as it answers, fails or runs out of time (the client sees which offices were asked).
            onSettled: ({ jurisdiction }, e) =>
              reportProgress(Either.isRight(e) ? `${jurisdiction}: ${e.right.results.length} result(s)` : `${jurisdiction}: ${e.left.code}`)
          }
        )
        const outcomes = settled.map((result, i) => ({ jurisdiction: offices[i]!.jurisdiction, result }))
        const ok = outcomes.flatMap((o) => (Either.isRight(o.result) ? [o.result.right] : []))
        const errors: Array<JurisdictionError> = outcomes.flatMap((o) =>
          Either.isLeft(o.result) ? [{ jurisdiction: o.jurisdiction, code: o.result.left.code, error: o.result.left.message }] : []
        )
        // Asked for one office and it failed: that is the answer.
        if (ok.length === 0 && errors.length === 1 && offices.length === 1 && explicit) {
          const failed = outcomes[0]!.result
          if (Either.isLeft(failed)) return yield* failed.left
        }

        const results = interleave(ok.map((o) => o.results))
        const positions: Record<string, string> = {}
        for (const o of ok) if (o.next !== undefined) positions[o.jurisdiction] = `${o.provider.provider}|${o.next}`
        const hasMore = Object.keys(positions).length > 0
        const totals = ok.map((o) => o.total)
        const totalResults = totals.every((t) => t !== undefined) ? totals.reduce<number>((a, t) => a + (t ?? 0), 0) : undefined
        const finished = yield* Clock.currentTimeMillis
        const resultsPerJurisdiction: Record<string, number> = {}
        const sources: Record<string, "live" | "local"> = {}
        for (const o of ok) {
          resultsPerJurisdiction[o.jurisdiction] = o.results.length
          sources[o.jurisdiction] = o.provider.source
        }
        const fresh = freshnessOf(ok, finished, config.registerSync.staleDays)
        const response: SearchResponse = {
          results,
          pagination: {
            hasMore,
            ...(totalResults !== undefined ? { totalResults } : {}),
            ...(hasMore ? { cursor: codec.encode({ search: fingerprint, positions }) } : {})
          },
          metadata: {
            query: request.query,
            searchType: request.searchType,
            jurisdictionsSearched: offices.map((o) => o.jurisdiction),
            totalResults: results.length,
            executionTimeMs: finished - started,
            resultsPerJurisdiction,
            sources,
            ...(Object.keys(fresh.dataAsOf).length > 0 ? { dataAsOf: fresh.dataAsOf } : {}),
            ...(fresh.staleData.length > 0 ? { staleData: fresh.staleData } : {}),
            ...(errors.length > 0 ? { errors } : {}),
            ...(skipped.length > 0 ? { skippedJurisdictions: skipped } : {})
          },
          ...(results.length === 0 ? { suggestion: suggestFor(request, offices.map((o) => o.jurisdiction), errors) } : {})
        }
        return response
      })

    return { search }
  })
}) {}

/** A suggestion tailored to why nothing came back. */
export const suggestFor = (
  request: SearchRequest,
  searched: ReadonlyArray<Jurisdiction>,
  errors: ReadonlyArray<JurisdictionError>
): string => {
  const tips: Array<string> = []
  if (errors.length > 0 && errors.length === searched.length) {
    tips.push(`Every office failed (${errors.map((e) => `${e.jurisdiction}: ${e.code}`).join(", ")}); retry later.`)
  }
  switch (request.searchType) {
    case "number":
      tips.push(
        `Check the number format: ${
          searched.map((j) => `${j} expects ${NUMBER_FORMATS[j]}`).join("; ")
        }. You can also pass an id such as "EU-018123456".`
      )
      break
    case "name":
      tips.push("Try searchType \"fuzzy\" to find marks that look or sound alike, or a shorter part of the name.")
      break
    case "owner":
      tips.push("Try a shorter part of the owner's name (without Inc., Ltd, GmbH), or search by mark name.")
      break
    case "fuzzy":
      tips.push("No similar marks above the similarity cut-off; try a name search on a distinctive part of the mark.")
      break
  }
  if (request.niceClasses !== undefined && request.niceClasses.length > 0) {
    tips.push("Widen or drop niceClasses (related classes may hold conflicts too).")
  }
  if (request.status !== "all") tips.push("Use status \"all\" to include dead marks.")
  return tips.join(" ")
}
