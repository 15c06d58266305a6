import { Effect, Layer } from "effect"
import { SimilarMarksLookup, type SimilarRegisteredMark } from "../Analysis/Distinctiveness/SimilarMarksLookup.js"
import { makeScorer } from "../Analysis/Similarity.js"
import { TRADEMARK_JURISDICTIONS } from "../Domain/Jurisdiction.js"
import { WELL_KNOWN_MARKS } from "../Domain/WellKnownMarks.js"
import { TrademarkProviders } from "../Providers/ProviderRegistry.js"

const CLOSE = 0.8

/**
 * Registered marks that look or sound like a proposal, from local data only
 * (never a live office call): the well-known marks list and every local
 * register the server holds. Failures are logged, never fatal.
 */
export const SimilarMarksLookupLive = Layer.effect(
  SimilarMarksLookup,
  Effect.gen(function*() {
    const registry = yield* TrademarkProviders
    return {
      find: (mark, niceClasses) =>
        Effect.gen(function*() {
          const scorer = makeScorer(mark)
          const famous: Array<SimilarRegisteredMark> = []
          for (const m of WELL_KNOWN_MARKS) {
            const b = scorer.atLeast(m.name, CLOSE)
            if (b !== undefined) {
              famous.push({ name: m.name, jurisdiction: "well-known", status: "registered", niceClasses: m.niceClasses, score: b.score })
            }
          }
          const locals = TRADEMARK_JURISDICTIONS.flatMap((j) => registry.all(j).filter((p) => p.source === "local"))
          const local = yield* Effect.forEach(
            locals,
            (p) =>
              p
                .search({ query: mark, searchType: "fuzzy", niceClasses, status: "live", limit: 10 })
                .pipe(
                  Effect.map((page) =>
                    page.results
                      .filter((r) => (r.similarityScore ?? 0) >= CLOSE)
                      .map((r): SimilarRegisteredMark => ({
                        name: r.name,
                        jurisdiction: r.jurisdiction,
                        status: r.status,
                        niceClasses: r.niceClasses,
                        score: r.similarityScore ?? 0
                      }))
                  ),
                  Effect.catchAll((e) =>
                    Effect.logWarning("similar marks lookup failed").pipe(
                      Effect.annotateLogs({ provider: p.provider, code: e.code }),
                      Effect.as([])
                    )
                  )
                ),
            { concurrency: 4 }
          )
          return [...famous, ...local.flat()].sort((a, b) => b.score - a.score).slice(0, 10)
        })
    }
  })
)
