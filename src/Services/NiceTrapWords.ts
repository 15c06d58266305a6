import { LAST_GOODS_CLASS } from "../Domain/NiceClasses.js"
import { stemWord, words } from "../Domain/NiceClasses/TermText.js"
import { type ClassTrap, plainText } from "./NiceClassTraps.js"
import type { Token } from "./NiceClauses.js"
import { foodNamed } from "./NiceFoods.js"
import { isMostlyGoodsStem, listedPairClass } from "./NiceIndexEvidence.js"

/** Where a trap rule meets the words of a description, and when those words name goods instead. */

/** A curated phrase found in the description: its stems and the classes it points to. */
export interface PhraseHit {
  readonly key: string
  readonly weights: ReadonlyMap<number, number>
}

/** Where in the description a rule is first set off. */
export const trapAt = (text: string, t: ClassTrap): number => t.pattern.exec(plainText(text))?.index ?? Number.MAX_SAFE_INTEGER

/** The words of the description that set a trap off, for `matchedTerms`. */
export const trapText = (text: string, t: ClassTrap): string => {
  const plain = plainText(text)
  const found = t.pattern.exec(plain)
  if (found === null) return t.id
  // Whole words: a rule may match the start of one ("embroider" in "embroidery").
  const start = plain.lastIndexOf(" ", found.index) + 1
  const end = plain.indexOf(" ", found.index + Math.max(1, found[0].trimEnd().length))
  return plain.slice(start, end < 0 ? undefined : end).trim()
}

/** Rules set off by an occasion ("christening", "funeral"): goods named right after it are for the occasion. */
const OCCASION_TRAPS: ReadonlySet<string> = new Set(["ceremonies"])

/** Share of a neighbouring-word pair's Nice-list weight that makes the pair name goods of that class. */
const PAIR_GOODS_SHARE = 0.6

/**
 * Whether the word that set a service trap off only qualifies goods named with it: "embroidery thread",
 * "laundry detergent", "upholstery fabric" are goods (23, 3, 24), not embroidering, laundering or
 * upholstering. Decided by a curated phrase that holds the word and points elsewhere, or by a pair of
 * neighbouring words the Nice list puts mostly in a goods class; an occasion's word by any goods named right after
 * it ("christening spoons", "funeral flowers", "baptism candles").
 */
export const trapQualifiesGoods = (
  t: ClassTrap,
  text: string,
  parts: ReadonlyArray<ReadonlyArray<Token>>,
  phrases: ReadonlyArray<PhraseHit>
): boolean => {
  const trigger = words(trapText(text, t)).map(stemWord)
  // Only a rule set off by one bare word ("embroidery", "laundry"): one naming the service and its object is sure.
  if (t.classNumber <= LAST_GOODS_CLASS || trigger.length !== 1) return false
  const goodsClass = (classNumber: number) => classNumber <= LAST_GOODS_CLASS && classNumber !== t.classNumber
  if (
    phrases.some((m) => m.key.split(" ").includes(trigger[0]!) && !m.weights.has(t.classNumber) && [...m.weights.keys()].some(goodsClass))
  ) return true
  if (OCCASION_TRAPS.has(t.id) && parts.some((clause) => clause.some((tok, i) => tok.stem === trigger[0] && namesGoods(clause[i + 1])))) {
    return true
  }
  return parts.some((clause) => {
    const content = clause.filter((tok) => !tok.stop)
    return content.some((tok, i) => {
      const next = content[i + 1]
      if (next === undefined || (tok.stem !== trigger[0] && next.stem !== trigger[0])) return false
      const listed = listedPairClass(tok.stem, next.stem)
      return listed !== undefined && goodsClass(listed.classNumber) && listed.share >= PAIR_GOODS_SHARE
    })
  })
}

/** A word written right after another that names goods: mostly goods in the Nice list, or a food. */
const namesGoods = (tok: Token | undefined): boolean =>
  tok !== undefined && !tok.stop && (isMostlyGoodsStem(tok.stem) || foodNamed(tok.raw) !== undefined)
