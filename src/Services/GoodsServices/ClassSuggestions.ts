import { Effect } from "effect"
import { contentStems } from "../../Domain/NiceClasses/TermText.js"
import { enableHint, HarmonisedDatabase } from "../../Providers/Euipo/HarmonisedDatabase.js"
import {
  type HarmonisedMatch,
  MAX_SUGGESTIONS_LIMIT,
  mergeHarmonisedMatches,
  MIN_CONFIDENCE,
  type NiceClassSuggestion,
  suggestNiceClassesAtLeastOne
} from "../NiceClassSuggester.js"

/**
 * suggest_nice_classes: the offline scorer, lifted by EUIPO harmonised-database terms when the
 * database is configured. The database is asked only about words the scorer already tied to a
 * class (and only within that class), so "software for restaurants" cannot pull in class 43
 * through the back door; it is asked freely only when the scorer found nothing.
 */

export interface ClassSuggestionResult {
  readonly suggestions: ReadonlyArray<NiceClassSuggestion>
  /** True when harmonised-database terms were looked up and merged. */
  readonly hdbEnhanced: boolean
  readonly notice?: string
}

/** One search per class for its strongest word, at most this many classes: the office's rate limit is shared. */
const CLASSES_ASKED = 4
const WORDS_PER_CLASS = 1
const TERMS_PER_QUERY = 3

export const suggestClasses = (text: string, max: number): Effect.Effect<ClassSuggestionResult, never, HarmonisedDatabase> =>
  Effect.gen(function*() {
    const hdb = yield* HarmonisedDatabase
    // Never empty (issue 17): with no term matched, a weak guess or the closest class heading, saying so.
    const offline = suggestNiceClassesAtLeastOne(text, MAX_SUGGESTIONS_LIMIT)
    if (!hdb.configured) {
      return {
        suggestions: offline.slice(0, max),
        hdbEnhanced: false,
        notice: `Offline keyword scoring only; ${enableHint(hdb.missingSettings)} to add EUIPO harmonised-database terms.`
      }
    }
    // Weak runners-up shown after a sure class are not worth one of the office's requests.
    const sure = offline.filter((s) => s.confidence >= MIN_CONFIDENCE)
    const queries: Array<{ readonly text: string; readonly classNumbers?: ReadonlyArray<number> }> = (sure.length > 0 ? sure : offline)
      .slice(0, CLASSES_ASKED)
      .flatMap((s) => s.matchedTerms.slice(0, WORDS_PER_CLASS).map((term) => ({ text: term, classNumbers: [s.classNumber] })))
    if (queries.length === 0) {
      const words = contentStems(text).length > 0 ? text.trim().split(/\s+/).slice(0, 6).join(" ") : ""
      if (words !== "") queries.push({ text: words })
    }
    const found = yield* Effect.either(
      Effect.forEach(
        queries,
        (q) =>
          hdb.searchTerms({ language: "en", text: q.text, classNumbers: q.classNumbers, size: 10 }).pipe(
            Effect.map((terms) =>
              terms
                .filter((t) => q.classNumbers === undefined || q.classNumbers.includes(t.classNumber))
                .slice(0, TERMS_PER_QUERY)
                .map((t): HarmonisedMatch => ({ classNumber: t.classNumber, term: t.text }))
            )
          ),
        { concurrency: 3 }
      )
    )
    if (found._tag === "Left") {
      yield* Effect.logWarning("harmonised database lookup failed").pipe(Effect.annotateLogs({ code: found.left.code }))
      return {
        suggestions: offline.slice(0, max),
        hdbEnhanced: false,
        notice: `The EUIPO harmonised database could not be reached (${found.left.code}); these are offline suggestions.`
      }
    }
    return { suggestions: mergeHarmonisedMatches(offline, found.right.flat(), max), hdbEnhanced: true }
  })
