import { RESPELLINGS } from "./GoodsVocabulary.js"
import { isDictionaryWord } from "./Lexicon.js"

/**
 * Reads a misspelt or phonetically spelt word as the word it stands for (KWIK → quick,
 * HOUZING → housing, LYX → licks, MATRESS → mattress). Only a respelling that lands on a
 * word relevant to the goods counts (the caller decides relevance): a misspelt descriptive
 * word is still descriptive, but a coined mark must not be explained away as some unrelated
 * dictionary word (EXXON is not "exon").
 */

/** One-step rewrites a phonetic spelling undoes; each returns the variants of a word. */
const RULES: ReadonlyArray<(w: string) => ReadonlyArray<string>> = [
  (w) => (w.includes("z") ? [w.replaceAll("z", "s")] : []),
  (w) => (w.endsWith("yx") || w.endsWith("ix") ? [`${w.slice(0, -2)}icks`] : []),
  (w) => (w.endsWith("x") ? [`${w.slice(0, -1)}cks`, `${w.slice(0, -1)}ks`, `${w.slice(0, -1)}cs`] : []),
  (w) => (w.startsWith("k") ? [`c${w.slice(1)}`, `qu${w.slice(1)}`] : []),
  (w) => (w.startsWith("kw") ? [`qu${w.slice(2)}`] : []),
  (w) => (w.endsWith("k") && !w.endsWith("ck") ? [`${w}c`.replace(/kc$/, "ck")] : []),
  (w) => (w.includes("f") ? [w.replaceAll("f", "ph")] : []),
  (w) => (w.endsWith("i") ? [`${w.slice(0, -1)}y`] : []),
  (w) => (w.endsWith("o") ? [`${w}w`] : []),
  (w) => (w.endsWith("in") ? [`${w.slice(0, -2)}en`, `${w}g`] : []),
  (w) => (w.includes("ee") ? [w.replace("ee", "ea")] : []),
  (w) => (w.includes("u") ? [w.replace("u", "oo")] : []),
  (w) => (w.endsWith("er") ? [] : [`${w}e`]),
  // Doubled or single consonants: MATRESS → mattress, BIGG → big.
  (w) => {
    const out: Array<string> = []
    for (let i = 1; i < w.length; i++) {
      const c = w[i]!
      if (/[aeiou]/.test(c)) continue
      if (w[i - 1] === c) out.push(w.slice(0, i) + w.slice(i + 1))
      else out.push(w.slice(0, i) + c + w.slice(i))
    }
    return out
  }
]

/** Every word one or two rewrites away, nearest first. */
export const spellingVariants = (word: string): ReadonlyArray<string> => {
  const first = [...new Set(RULES.flatMap((r) => r(word)))].filter((v) => v !== word)
  const second = first.flatMap((v) => RULES.flatMap((r) => r(v)))
  return [...new Set([...first, ...second])].filter((v) => v !== word && v.length >= 2)
}

/** The word a misspelling stands for, if it is a dictionary word the caller finds relevant. */
export const respell = (word: string, relevant: (candidate: string) => boolean): string | undefined => {
  const listed = RESPELLINGS[word]
  if (listed !== undefined) return listed
  if (word.length < 3 || isDictionaryWord(word) || /\d/.test(word)) return undefined
  return spellingVariants(word).find((v) => isDictionaryWord(v) && relevant(v))
}
