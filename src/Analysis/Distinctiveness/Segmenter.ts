import { corpusSize, isDictionaryWord, wordCount } from "./Lexicon.js"
import { BRAND_MORPHEMES, CLIPPED_FORMS, PREFIX_LETTERS, SHORT_PARTS } from "./Vocabulary.js"

/**
 * Norvig-style word segmentation by dynamic programming: the split of a run of letters
 * into known parts whose summed cost (negative log frequency, plus a charge per part) is
 * lowest. CLOUDBOOKS → cloud + books.
 *
 * Only *recognisable* parts are allowed: a common dictionary word, a brand morpheme
 * (flix, gram), a clipped form (insta) or a short function word. Rare dictionary entries
 * ("dak", "ko") are refused, so a coined mark like KODAK stays whole instead of being
 * explained away as two obscure words.
 */

/** Added per part so that fewer, longer parts win over many short ones. */
const PART_COST = 4
/** Parts longer than this are never tried (no English word in the lists is longer). */
const MAX_PART = 24

const morphemes = new Set<string>([...BRAND_MORPHEMES, ...Object.keys(CLIPPED_FORMS)])
const shortParts = new Set(SHORT_PARTS)
const prefixLetters = new Set(PREFIX_LETTERS)

/** Fewer occurrences than this and a short dictionary word is too obscure to be "seen" in a mark. */
const minimumCount = (length: number): number => (length <= 3 ? 50 : length <= 5 ? 10 : 0)

/** The cost of a part, or undefined when it is not a recognisable part at this position. */
const partCost = (part: string, start: number, extraWords: ReadonlySet<string>): number | undefined => {
  const total = corpusSize()
  const costOf = (count: number) => -Math.log((count + 1) / total) + PART_COST
  if (part.length === 1) return start === 0 && prefixLetters.has(part) ? costOf(20) : undefined
  if (part.length === 2) return shortParts.has(part) ? costOf(wordCount(part)) : undefined
  if (morphemes.has(part)) return costOf(Math.max(wordCount(part), 200))
  if (extraWords.has(part)) return costOf(Math.max(wordCount(part), 100))
  if (!isDictionaryWord(part)) return undefined
  const count = wordCount(part)
  return count >= minimumCount(part.length) ? costOf(count) : undefined
}

export interface SegmentOptions {
  /** Smallest part allowed (dictionary compounds use 4 to avoid car+pet for CARPET). */
  readonly minPartLength?: number
  /** Words accepted as parts besides the dictionary (e.g. the vocabulary lists). */
  readonly extraWords?: ReadonlySet<string>
}

/**
 * The best split of `token` (lower-case letters) into two or more recognisable parts, or
 * undefined when there is none.
 */
export const segment = (token: string, options: SegmentOptions = {}): ReadonlyArray<string> | undefined => {
  const n = token.length
  if (n < 4 || !/^[a-z]+$/.test(token)) return undefined
  const minPart = options.minPartLength ?? 1
  const extra = options.extraWords ?? new Set<string>()
  // best[i]: lowest cost of token[0, i); from[i]: where its last part starts.
  const best = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY)
  const from = new Array<number>(n + 1).fill(-1)
  best[0] = 0
  for (let end = 1; end <= n; end++) {
    for (let start = Math.max(0, end - MAX_PART); start < end; start++) {
      if (best[start] === Number.POSITIVE_INFINITY) continue
      if (start === 0 && end === n) continue // the whole token is not a split
      const part = token.slice(start, end)
      if (part.length < minPart) continue
      const cost = partCost(part, start, extra)
      if (cost === undefined) continue
      if (best[start]! + cost < best[end]!) {
        best[end] = best[start]! + cost
        from[end] = start
      }
    }
  }
  if (best[n] === Number.POSITIVE_INFINITY) return undefined
  const parts: Array<string> = []
  for (let end = n; end > 0; end = from[end]!) parts.unshift(token.slice(from[end]!, end))
  return parts
}

/** Whether a word would be accepted as a part of a compound (common enough to be seen). */
export const isRecognisablePart = (word: string): boolean => word.length >= 3 && partCost(word, 1, new Set()) !== undefined
