import { clippingOf, type WordContext } from "./GoodsKnowledge.js"
import { isDictionaryWord, wordCount } from "./Lexicon.js"
import { isRecognisablePart } from "./Segmenter.js"
import { isStopword } from "./Vocabulary.js"

/**
 * Shortened and altered forms of the description's own words: a word of the same family (ELECTRIC for
 * "electronic"), the initials of a run of its words (TTAB for "Trademark Trial and Appeal Board"), and a coinage
 * telescoped from a clipped word of it and another word (VERI + CHECK for check verification). Such a form keeps
 * the meaning of the words it shortens (TMEP §1209.03(h) acronyms, §1209.03(j) misspellings), so it is never
 * fanciful.
 */

/** Shortest shared beginning for two words to count as one family (ELECTR-ic / ELECTR-onic). */
const FAMILY_PREFIX = 6

/**
 * A word of the description from the same family as `word`: both dictionary words sharing a beginning of at least
 * six letters and three quarters of the shorter one (ELECTRIC / ELECTRONIC, NUTRITION / NUTRITIONAL), not the same
 * word. Porter stems part such pairs (electr, electron); buyers do not.
 */
export const familyWord = (word: string, ctx: WordContext): string | undefined => {
  if (word.length < FAMILY_PREFIX || !isDictionaryWord(word)) return undefined
  return ctx.reading.words.find((d) => {
    if (d === word || d.length < FAMILY_PREFIX) return false
    let shared = 0
    while (shared < word.length && shared < d.length && word[shared] === d[shared]) shared++
    return shared >= Math.max(FAMILY_PREFIX, Math.ceil(0.75 * Math.min(word.length, d.length)))
  })
}

/** Words left out of an initialism ("Trademark Trial and Appeal Board" is TTAB). */
const SKIPPED = new Set(["and", "of", "the", "for", "in", "on", "to", "a", "an"])

/**
 * The run of description words `word` is the initials of (TTAB, DEC for "direct energy conversion"): three to six
 * letters, each the first letter of consecutive content words of the description, in order.
 */
export const acronymOf = (word: string, ctx: WordContext): string | undefined => {
  if (word.length < 3 || word.length > 6 || (isDictionaryWord(word) && wordCount(word) >= 50)) return undefined
  const run = ctx.reading.sequence.filter((w) => !SKIPPED.has(w))
  for (let i = 0; i + word.length <= run.length; i++) {
    const words = run.slice(i, i + word.length)
    if (words.every((w, k) => w[0] === word[k])) return words.join(" ")
  }
  return undefined
}

/** Vowels that join the parts of a telescoped coinage (INVEST-A-CORP, MULTI-VIS). */
const LINKING = new Set(["a", "o", "i"])

/** What a part of a telescoped coinage stands for: itself (a word or a company designator), a clipped word of the description, or an initialism. */
const partReading = (part: string, ctx: WordContext): string | undefined => {
  if (part.length >= 3 && (isRecognisablePart(part) || isStopword(part))) return part
  return clippingOf(part, ctx) ?? acronymOf(part, ctx)
}

/**
 * A coined word telescoped from two parts, one of them a clipped word or the initials of words of the description
 * and the other a word or another such form (VERI + CHECK, TTAB + BLOG), or two words joined by a linking vowel of
 * which one is about the goods (INVEST + A + CORP): the parts and what each stands for.
 */
export const telescoped = (
  word: string,
  ctx: WordContext,
  relevant: (w: string) => boolean
): ReadonlyArray<{ part: string; reads: string }> | undefined => {
  if (word.length < 6 || !/^[a-z]+$/.test(word)) return undefined
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const left = word.slice(0, cut)
    for (const skip of [0, 1]) {
      if (skip === 1 && !LINKING.has(word[cut]!)) continue
      const right = word.slice(cut + skip)
      if (right.length < 3) continue
      const l = partReading(left, ctx)
      const r = partReading(right, ctx)
      if (l === undefined || r === undefined) continue
      if (l === left && r === right && (skip === 0 || !(relevant(l) || relevant(r)))) continue
      return [{ part: left, reads: l }, { part: right, reads: r }]
    }
  }
  return undefined
}
