import { WELL_KNOWN_MARKS } from "../../Domain/WellKnownMarks.js"
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

/**
 * The similarity from which a concrete noun names something the goods are for, made of or about (MERMAID dolls
 * 0.51, DESIGNERS fabrics 0.42, OFFICE chairs 0.52, HONEY ale 0.48). Measured on 29 describing and 30 arbitrary
 * noun / goods pairs written for this: from 0.40, 17 describing pairs are over it and no arbitrary pair except
 * famous brands, whose brand sense news text has taught the vectors (APPLE computers 0.62, CAMEL cigarettes 0.51):
 * those words are left out (BRAND_WORDS). 0.45 keeps CITIBANK suggestive on the tuning part (0.40 turns it generic);
 * 30 arbitrary noun / goods pairs written before the run (FALCON software, RAVEN beer) stay arbitrary down to 0.40.
 */
export const NOUN_CLOSE = 0.45

/**
 * Dictionary words that are famous marks: the well-known marks list (src/Domain/WellKnownMarks.ts) and arbitrary
 * marks the decisions and textbooks cite (CAMEL cigarettes, PENGUIN books, IVORY soap, ARROW shirts, OLD CROW whiskey).
 */
const BRAND_WORDS: ReadonlySet<string> = new Set([
  ...WELL_KNOWN_MARKS.map((m) => m.name.toLowerCase()).filter((n) => /^[a-z]+$/.test(n)),
  ..."camel penguin ivory arrow crow lotus fox dove shell crown corona mustang puma jaguar tide gap amazon subway target apple blackberry oracle caterpillar virgin greyhound mercury saturn explorer pinto bronco beetle"
    .split(" ")
])

/** The goods word a noun is closest to, when close enough to name what the goods are for, made of or about. */
export const nounCloseness = (word: string, goodsWords: ReadonlyArray<string>): Closeness | undefined =>
  isQualityWord(word) || BRAND_WORDS.has(word) ? undefined : closestGoodsWord(word, goodsWords, NOUN_CLOSE)
