/**
 * Word matching for IP Australia searches that match ANY word upstream
 * (patent Quick Search, design product names): the results a user expects
 * hold EVERY significant word of the query.
 */

/**
 * Grammatical words only: patent vocabulary ("method", "system",
 * "device") stays significant, since the user typed it on purpose.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an and or nor not the of for in on at to by from with without into onto over under via as is are was were be been being " +
    "it its this that these those their there which who whom whose what when where how than then so such thereof therein " +
    "using use used having has have had per"
  ).split(" ")
)

/** Lower-case words without accents; letters and digits only. */
export const wordsOf = (text: string): ReadonlyArray<string> =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "")

/** Light English plural folding, so "batteries" matches "battery" and "cells" "cell". */
export const stemOf = (word: string): string => {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`
  if (word.length > 4 && /(?:s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1)
  return word
}

/** The words a result must all contain: stop words dropped, stems, unique, in query order. */
export const significantWords = (query: string): ReadonlyArray<string> => [
  ...new Set(wordsOf(query).filter((w) => !STOP_WORDS.has(w)).map(stemOf))
]

/** Every significant word appears (as a word, plural-folded) somewhere in `texts`. */
export const containsEveryWord = (words: ReadonlyArray<string>, texts: ReadonlyArray<string>): boolean => {
  const have = new Set(texts.flatMap(wordsOf).map(stemOf))
  return words.every((w) => have.has(w))
}

/**
 * A word's part that every inflection holds, for upstream searches that
 * match word parts: "chairs" → chair, "batteries" → batter (in battery and
 * batteries). Precision comes back with `containsEveryWord`.
 */
export const rootOf = (word: string): string => {
  const stem = stemOf(word)
  return stem.length > 4 && stem.endsWith("y") ? stem.slice(0, -1) : stem
}
