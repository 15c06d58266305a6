/**
 * Spelling (visual) measures. Jaro-Winkler comes from talisman. Damerau-Levenshtein is
 * talisman's algorithm (optimal string alignment, the softwx formulation) ported to reuse typed
 * buffers: talisman allocates two holey arrays per call and was ~20% of bulk-scoring time; the
 * tests check the port against talisman on random strings. The padded n-gram Dice is
 * implemented here because it must run allocation-free against a precomputed profile of the
 * proposed mark (bulk scoring calls it 100k+ times).
 */
import { createRequire } from "node:module"

// talisman is CommonJS without type declarations; load it through require and type it here.
const require = createRequire(import.meta.url)
const jaroWinklerFn = require("talisman/metrics/jaro-winkler") as (a: string, b: string) => number

/** How many letters two strings share at their start. */
export const commonPrefixLength = (a: string, b: string): number => {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return n
}

/**
 * Jaro-Winkler (prefix scale 0.1, boost threshold 0.7). Greedy Jaro matching can depend on the
 * argument order for equal-length strings, so the pair is put in a canonical order: symmetric.
 */
export const jaroWinkler = (a: string, b: string): number =>
  a === b ? 1 : a.length === 0 || b.length === 0 ? 0 : a < b ? jaroWinklerFn(a, b) : jaroWinklerFn(b, a)

// Reused rows for the distance; JS is single-threaded and the function is not re-entrant.
let rowCost = new Int32Array(64)
let rowPrev = new Int32Array(64)

/**
 * Optimal-string-alignment Damerau-Levenshtein distance: a transposition of two adjacent
 * characters is one edit (GOOGEL → GOOGLE = 1). Symmetric.
 */
export const damerauLevenshteinDistance = (x: string, y: string): number => {
  if (x === y) return 0
  // Shorter string first, then drop the common suffix and prefix (they cost nothing).
  const a = x.length <= y.length ? x : y
  const b = a === x ? y : x
  let la = a.length
  let lb = b.length
  while (la > 0 && a.charCodeAt(la - 1) === b.charCodeAt(lb - 1)) {
    la--
    lb--
  }
  let start = 0
  while (start < la && a.charCodeAt(start) === b.charCodeAt(start)) start++
  la -= start
  lb -= start
  if (la === 0) return lb
  if (lb > rowCost.length) {
    rowCost = new Int32Array(lb * 2)
    rowPrev = new Int32Array(lb * 2)
  }
  const v0 = rowCost
  const v2 = rowPrev
  for (let j = 0; j < lb; j++) {
    v0[j] = j + 1
    v2[j] = 0
  }
  let charA = a.charCodeAt(start)
  let current = 0
  for (let i = 0; i < la; i++) {
    const previousCharA = charA
    let nextTranspositionCost = 0
    let charB = b.charCodeAt(start)
    let left = i
    current = i + 1
    charA = a.charCodeAt(start + i)
    for (let j = 0; j < lb; j++) {
      const above = current
      const previousCharB = charB
      let thisTranspositionCost = nextTranspositionCost
      charB = b.charCodeAt(start + j)
      nextTranspositionCost = v2[j]
      v2[j] = current = left
      left = v0[j]
      if (charA !== charB) {
        if (left < current) current = left // insertion
        if (above < current) current = above // deletion
        current++
        if (i !== 0 && j !== 0 && charA === previousCharB && charB === previousCharA) {
          thisTranspositionCost++
          if (thisTranspositionCost < current) current = thisTranspositionCost // transposition
        }
      }
      v0[j] = current
    }
  }
  return current
}

/** 1 - edits / longer length; 1 for two empty strings. */
export const editSimilarity = (a: string, b: string, edits: number): number => {
  const longer = Math.max(a.length, b.length)
  return longer === 0 ? 1 : 1 - edits / longer
}

// ---------------------------------------------------------------------------------------------
// Padded n-gram Dice (multiset): the string is padded with one start and one end sentinel, so
// "NIKE" has bigrams ^N NI IK KE E$ and trigrams ^NI NIK IKE KE$. Grams are packed into numbers
// (16 bits per UTF-16 unit; a trigram needs 48 bits, exact in a double).
// ---------------------------------------------------------------------------------------------

const START = 2
const END = 3

const unitAt = (s: string, i: number): number => (i < 0 ? START : i >= s.length ? END : s.charCodeAt(i))

/** Number of padded n-grams of a string of length len (n = 2 or 3). */
const gramCount = (len: number, n: 2 | 3): number => (len === 0 ? 0 : len + 3 - n)

const gramAt = (s: string, i: number, n: 2 | 3): number =>
  n === 2
    ? unitAt(s, i - 1) * 65536 + unitAt(s, i)
    : (unitAt(s, i - 1) * 65536 + unitAt(s, i)) * 65536 + unitAt(s, i + 1)

/** Precomputed multiset of one string's padded n-grams. */
export interface GramProfile {
  readonly keys: Float64Array
  readonly counts: Int32Array
  readonly total: number
  /** Scratch counters reused for every comparison (the profile is not re-entrant). */
  readonly used: Int32Array
}

export const gramProfile = (s: string, n: 2 | 3): GramProfile => {
  const total = gramCount(s.length, n)
  const counts = new Map<number, number>()
  for (let i = 0; i < total; i++) {
    const g = gramAt(s, i, n)
    counts.set(g, (counts.get(g) ?? 0) + 1)
  }
  return {
    keys: Float64Array.from(counts.keys()),
    counts: Int32Array.from(counts.values()),
    total,
    used: new Int32Array(counts.size)
  }
}

/** Dice coefficient 2|A∩B| / (|A|+|B|) between a profile and a string; symmetric in content. */
export const diceAgainst = (profile: GramProfile, s: string, n: 2 | 3): number => {
  const total = gramCount(s.length, n)
  if (profile.total === 0 || total === 0) return profile.total === total ? 1 : 0
  const { keys, counts, used } = profile
  used.fill(0)
  let shared = 0
  for (let i = 0; i < total; i++) {
    const g = gramAt(s, i, n)
    for (let k = 0; k < keys.length; k++) {
      if (keys[k] === g) {
        if (used[k] < counts[k]) {
          used[k]++
          shared++
        }
        break
      }
    }
  }
  return (2 * shared) / (profile.total + total)
}

/** One-off Dice between two strings. */
export const dice = (a: string, b: string, n: 2 | 3): number => diceAgainst(gramProfile(a, n), b, n)
