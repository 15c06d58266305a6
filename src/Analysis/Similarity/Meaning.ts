/**
 * Conceptual contrast ("counteraction"): when one of two one-word marks has a clear and specific
 * meaning the public grasps at once and the other has none (or another clear meaning), the
 * difference in meaning can offset their visual and aural similarity. Court of Justice, Picasso
 * (C-361/04 P: PICASSO / PICARO) and Ruiz-Picasso; General Court, SIR / ZIRH (T-355/02, upheld in
 * C-206/04 P); in US practice, marks that look alike but create different commercial impressions.
 *
 * A word has a clear meaning when it is common in everyday English (SUBTLEXus count ≥
 * MEANING.clearMinCount, names included: PICASSO, ELVIS); it has none when it is neither a
 * dictionary word nor in the frequency list more than MEANING.noMeaningMaxCount times. The rule
 * does not apply to a misspelling that sounds like the word (KWIK / QUICK: the same coarse sound
 * key conveys the same word), to one word built on the other (DRIZZLER / DRIZZLE, BAINBRIDGE / BRIDGE), to
 * a word and its translation (CORAZON / HEART: the same meaning, TMEP §1207.01(b)(vi)), or to multi-word marks (the shared element decides those, Elements.ts). Pure and synchronous.
 */
import { isDictionaryWord, stem, wordCount } from "../Distinctiveness/Lexicon.js"
import { translation } from "./ForeignEquivalence.js"
import { markWords } from "./MarkWords.js"
import { normalizeTokens } from "./Normalize.js"
import { soundKey } from "./SoundKey.js"

export const MEANING = {
  /** Everyday words (SUBTLEXus count at least this) carry a meaning the public grasps at once. */
  clearMinCount: 200,
  /** A word neither in the dictionary nor counted more than this has no meaning of its own. */
  noMeaningMaxCount: 20
} as const

export interface MeaningContrast {
  /** The word with a clear meaning (as normalised). */
  readonly word: string
  /** Which mark has it ("both": each has its own, different, clear meaning). */
  readonly side: "proposed" | "existing" | "both"
  /** The other mark's word. */
  readonly other: string
}

const clear = (w: string): boolean => wordCount(w.toLowerCase()) >= MEANING.clearMinCount
const meaningless = (w: string): boolean => !isDictionaryWord(w.toLowerCase()) && wordCount(w.toLowerCase()) <= MEANING.noMeaningMaxCount

/** The one word that counts in a mark (fillers dropped), or undefined when there are more or none. */
const soleWord = (mark: string): string | undefined => {
  const words = markWords(normalizeTokens(mark)).filter((w) => w.weight > 0)
  return words.length === 1 && /^[A-Z]{3,}$/.test(words[0]!.word) ? words[0]!.word : undefined
}

/** Whether a clear meaning on one side sets two one-word marks apart; undefined when it does not. */
export const meaningContrast = (proposed: string, existing: string): MeaningContrast | undefined => {
  const p = soleWord(proposed)
  const e = soleWord(existing)
  if (p === undefined || e === undefined || p === e) return undefined
  if (p.includes(e) || e.includes(p) || stem(p.toLowerCase()) === stem(e.toLowerCase())) return undefined
  if (soundKey([p]) === soundKey([e])) return undefined
  if (translation(p, e) !== undefined) return undefined
  const pClear = clear(p)
  const eClear = clear(e)
  if (pClear && eClear) return { word: p, side: "both", other: e }
  if (pClear && meaningless(e)) return { word: p, side: "proposed", other: e }
  if (eClear && meaningless(p)) return { word: e, side: "existing", other: p }
  return undefined
}
