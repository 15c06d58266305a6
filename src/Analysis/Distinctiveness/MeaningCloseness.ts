import { stem } from "./Lexicon.js"
import { isQualityWord } from "./WordRelations.js"
import { similarity } from "./WordVectors.js"

/**
 * How close a quality word of the mark (one met mostly as an adjective: CREAMY, WATERPROOF, SALTY)
 * is in meaning to the words of the goods description, by word vectors (WordVectors.ts), for the
 * words WordNet's kinds and definitions do not tie to the goods. An adjective that is close to the
 * goods (creamy / yogurt 0.59, salty / snacks 0.53) is one buyers use of them: it tells a quality of
 * the goods (descriptive). One far from them (polar / refrigerators 0.22) only hints at a quality
 * and stays suggestive.
 *
 * Nouns are left out on purpose: vectors learnt from news text put APPLE near computers (0.62) and
 * CAMEL near cigarettes (0.51) because of the brands, as close as BEACH to towels or WEDDING to cakes,
 * so closeness cannot tell an arbitrary noun from a describing one.
 */
export interface Closeness {
  readonly goods: string
  readonly similarity: number
}

/**
 * The similarity from which a quality word describes the goods. Tuned on the tuning part of
 * test/fixtures/distinctiveness-decided.json (no change there: 0.30-0.45 all give 76 of 102) and
 * on constructed adjective / goods pairs (0.30: 50 of 61, 0.35: 49, 0.40: 45); the higher of the
 * two best values, to keep suggestive adjectives suggestive.
 */
export const QUALITY_CLOSE = 0.35

/**
 * The similarity from which the head noun of a mark whose other words all describe the goods is read as
 * naming or describing them too (Analyze.ts). Tuned on the tuning part: 0.30 turns FROSTY TREATS, CASH
 * MANAGEMENT ACCOUNT and SUPER BUY descriptive and keeps ORANGE CRUSH (0.25) and EQUINE TECHNOLOGIES (0.27) suggestive.
 */
export const HEAD_CLOSE = 0.3

/** The goods word closest in meaning to `word`, when at least `from` close (a word is never compared with itself). */
export const closestGoodsWord = (word: string, goodsWords: ReadonlyArray<string>, from: number): Closeness | undefined => {
  const own = stem(word)
  let best: Closeness | undefined
  for (const goods of goodsWords) {
    if (stem(goods) === own) continue
    const s = similarity(word, goods)
    if (s !== undefined && s >= from && (best === undefined || s > best.similarity)) best = { goods, similarity: s }
  }
  return best
}

/** The goods word a quality word is closest to, when close enough to describe the goods. */
export const closeness = (word: string, goodsWords: ReadonlyArray<string>): Closeness | undefined =>
  isQualityWord(word) ? closestGoodsWord(word, goodsWords, QUALITY_CLOSE) : undefined
