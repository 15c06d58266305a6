/**
 * Phonetic channel: per-word phonetic codes (talisman / double-metaphone) compared with a
 * graded code similarity and a symmetric word alignment.
 */
import { doubleMetaphone } from "double-metaphone"
import { createRequire } from "node:module"
import type { PhoneticAlgorithm } from "./Config.js"
import { damerauLevenshteinDistance } from "./Metrics.js"

type Coder = (word: string) => string
const require = createRequire(import.meta.url)
// talisman mixes `module.exports = fn` and `exports.default = fn`; accept both.
const load = (id: string): Coder => {
  const m = require(id) as Coder | { default: Coder }
  return typeof m === "function" ? m : m.default
}
const cologne = load("talisman/phonetics/german/cologne")
const nysiis = load("talisman/phonetics/nysiis")
// Caverphone 2.0 ("revisited"); its padding ("1" up to 10 characters) carries no sound.
const caverphone2 = (require("talisman/phonetics/caverphone") as { revisited: Coder }).revisited

const LETTERS_ONLY = /[^A-Z]/g

const computeCodes = (algorithm: PhoneticAlgorithm, letters: string): ReadonlyArray<string> => {
  switch (algorithm) {
    case "doubleMetaphone": {
      const [primary, alternate] = doubleMetaphone(letters)
      return primary === alternate || alternate === "" ? [primary] : [primary, alternate]
    }
    case "cologne":
      return [cologne(letters)]
    case "nysiis":
      return [nysiis(letters)]
    case "caverphone":
      return [caverphone2(letters).replace(/1+$/, "")]
  }
}

const NO_CODES: ReadonlyArray<string> = []

/**
 * Phonetic code(s) of one upper-case word; digits and other non-letters are ignored.
 * (No memo: with mostly distinct candidate words a Map costs more than Double Metaphone itself.)
 */
export const phoneticCodes = (algorithm: PhoneticAlgorithm, word: string): ReadonlyArray<string> => {
  const letters = word.replace(LETTERS_ONLY, "")
  if (letters.length === 0) return NO_CODES
  const codes = computeCodes(algorithm, letters)
  return codes.length === 1 ? (codes[0]!.length > 0 ? codes : NO_CODES) : codes.filter((c) => c.length > 0)
}

/** 1 for equal codes, else 1 - edits / longer code; best over Double Metaphone alternates. */
export const codeSimilarity = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): number => {
  let best = 0
  for (const x of a) {
    for (const y of b) {
      if (x === y) return 1
      const s = 1 - damerauLevenshteinDistance(x, y) / Math.max(x.length, y.length)
      if (s > best) best = s
    }
  }
  return best
}

/** One mark's phonetic side: codes of each word, and (lazily) of the whole space-free mark. */
export interface PhoneticSide {
  readonly algorithm: PhoneticAlgorithm
  readonly words: ReadonlyArray<string>
  readonly codes: ReadonlyArray<ReadonlyArray<string>>
  /** Alignment weight of each word = its letter count, so "AND"/"THE" weigh less. */
  readonly weights: ReadonlyArray<number>
  readonly totalWeight: number
  whole: ReadonlyArray<string> | undefined
}

export const phoneticSide = (algorithm: PhoneticAlgorithm, words: ReadonlyArray<string>): PhoneticSide => {
  if (words.length === 1) {
    const codes = phoneticCodes(algorithm, words[0]!)
    const w = codes.length > 0 ? words[0]!.length : 0
    return { algorithm, words, codes: [codes], weights: [w], totalWeight: w, whole: codes }
  }
  const codes = words.map((w) => phoneticCodes(algorithm, w))
  let totalWeight = 0
  const weights = words.map((w, i) => {
    const weight = codes[i]!.length > 0 ? w.length : 0
    totalWeight += weight
    return weight
  })
  return { algorithm, words, codes, weights, totalWeight, whole: undefined }
}

const wholeCodes = (side: PhoneticSide): ReadonlyArray<string> => (side.whole ??= phoneticCodes(side.algorithm, side.words.join("")))

/** Display form: word codes joined by spaces, Double Metaphone alternates as "PRIMARY|ALT". */
export const displayCodes = (side: PhoneticSide): string => {
  if (side.codes.length === 1) return side.codes[0]!.join("|")
  return side.codes.filter((c) => c.length > 0).map((c) => c.join("|")).join(" ")
}

/**
 * Phonetic similarity in [0,1], or undefined when either side has no code (digits only, or a
 * script the coders cannot read). It is the better of
 *  - a symmetric word alignment: every word of each side is matched to its best-sounding word
 *    on the other side, weighted by word length, averaged over both sides. Word order does
 *    not matter, and an extra word costs its share of the weight (APPLE vs APPLE PIE);
 *  - when the word counts differ, the codes of the whole space-free marks, so KOKA KOLA
 *    sounds like COCACOLA.
 */
export const phoneticSimilarity = (a: PhoneticSide, b: PhoneticSide): number | undefined => {
  if (a.totalWeight === 0 || b.totalWeight === 0) return undefined
  if (a.codes.length === 1 && b.codes.length === 1) return codeSimilarity(a.codes[0]!, b.codes[0]!)
  // Two separate sums added once, so swapping the sides gives bit-identical results.
  let sumA = 0
  let sumB = 0
  for (let i = 0; i < a.codes.length; i++) {
    if (a.weights[i] === 0) continue
    let best = 0
    for (let j = 0; j < b.codes.length && best < 1; j++) {
      if (b.weights[j] !== 0) best = Math.max(best, codeSimilarity(a.codes[i]!, b.codes[j]!))
    }
    sumA += a.weights[i]! * best
  }
  for (let j = 0; j < b.codes.length; j++) {
    if (b.weights[j] === 0) continue
    let best = 0
    for (let i = 0; i < a.codes.length && best < 1; i++) {
      if (a.weights[i] !== 0) best = Math.max(best, codeSimilarity(a.codes[i]!, b.codes[j]!))
    }
    sumB += b.weights[j]! * best
  }
  const aligned = (sumA + sumB) / (a.totalWeight + b.totalWeight)
  if (aligned === 1 || a.codes.length === b.codes.length) return aligned
  const whole = wholeCodes(a).length > 0 && wholeCodes(b).length > 0 ? codeSimilarity(wholeCodes(a), wholeCodes(b)) : 0
  return Math.max(aligned, whole)
}
