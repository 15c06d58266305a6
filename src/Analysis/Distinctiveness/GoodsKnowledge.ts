import { compoundWith } from "./Compounds.js"
import type { Signal } from "./Findings.js"
import { type GoodsReading, hasKey } from "./GoodsReading.js"
import { isDictionaryWord, singularForms, stem, wordCount } from "./Lexicon.js"
import { nclHeads, nclQualified } from "./NclRoles.js"
import { classLabel, genericInClasses, isCoinedInDictionary } from "./Vocabulary.js"
import { isSubstance } from "./WordClasses.js"
import { isQualityWord, meaningOf, type Relation, relationTo } from "./WordRelations.js"

/**
 * What is known about the goods beyond the description's own words: the Nice list's heads and modifier/head
 * pairs, WordNet's kinds and relations, rooms of use, clippings of description words.
 */

/** What a word is judged against: the classes and, for the contextual check, the description. */
export interface WordContext {
  readonly classes: ReadonlyArray<number>
  /** What the goods and services description says; empty without one. */
  readonly reading: GoodsReading
  /** The mark has a word of the foreign-equivalents table, so foreign articles (EL, LA, DE) are function words. */
  readonly foreignMark?: boolean
  /** The word is a part of a run-together or closed compound, where the Nice list's heads are not read. */
  readonly inPart?: boolean
}

/** "class 9 (computers, software and electronics)" or "classes 9 (…) and 42 (…)". */
export const describeClasses = (classes: ReadonlyArray<number>): string => {
  const each = classes.map((c) => `${c} (${classLabel(c)})`)
  if (each.length === 1) return `class ${each[0]}`
  return `classes ${each.slice(0, -1).join(", ")} and ${each[each.length - 1]}`
}

/** Whether a known word, not itself a name of the goods described, qualifies one in the Nice list or a WordNet compound. */
export const qualifiesGoods = (word: string, ctx: WordContext): boolean => {
  if (ctx.inPart === true || !knownWord(word) || hasKey(ctx.reading.genus, word)) return false
  const names = ctx.reading.words.filter((w) => hasKey(ctx.reading.genus, w))
  if (nclQualified(word, names) === undefined && compoundWith(word, names) === undefined) return false
  // LAPTOP for portable computers is itself a computer (WordNet: "a portable computer"): it names the goods, not a
  // feature of them; CURTAIN (a hanging cloth) is no rod.
  const related = meaningRelation(word, ctx)
  return !(related !== undefined && related.relation !== "near" && related.naming)
}

/** Kinds too wide to name particular goods: a word filed under them is not thereby a name of the class's goods. */
const WIDE_KINDS: ReadonlySet<string> = new Set(
  ("food nutriment foodstuff drink beverag cloth fabric textil product articl devic equip artifact artefact object thing substanc materi matter solid liquid fluid instrument implement structur construct")
    .split(" ")
)

/**
 * A common word whose WordNet kind is a name of goods in the given classes names a kind of those goods
 * (BRIE is a cheese, ESPRESSO a coffee, SEDAN a car), even when the description uses a wider or other word.
 */
export const classGoodsKind = (word: string, ctx: WordContext): string | undefined => {
  // A substance (WOOL: a fabric, a fibre, an animal's coat) is what goods are made of; its kinds mix its senses.
  if (ctx.inPart === true || !knownWord(word) || isQualityWord(word) || isSubstance(word)) return undefined
  for (const k of meaningOf(word).isa) {
    if (!WIDE_KINDS.has(k) && genericInClasses(k, ctx.classes).length > 0) return k
  }
  return undefined
}

/**
 * A word the dictionary does not know, or hardly uses, that is the beginning of a longer word of the description is
 * a clipping of it (MULTI-VIS for multiple viscosity motor oil, INVESTA + CORP for investment services): a shortened
 * descriptive word keeps its meaning, like a misspelt one (TMEP §1209.03(j)).
 */
export const clippingOf = (word: string, ctx: WordContext): string | undefined => {
  if (word.length < 3 || (isDictionaryWord(word) && wordCount(word) >= RARE_WORD)) return undefined
  return ctx.reading.words.find((w) => w.length >= word.length + 2 && w.startsWith(word))
}
/** Counts (SUBTLEX) under which a dictionary word is too rare to be read as itself when it clips a word of the goods. */
const RARE_WORD = 10

/** Heads of the Nice list's wording too vague to name particular goods ("apparatus for …", "controls"). */
const VAGUE_HEADS: ReadonlySet<string> = new Set(
  ("apparatus instrument device control system unit installation machine preparation product article material substance " +
    "good service equipment part fitting accessory collection set kit line range series element member holder support")
    .split(" ")
    .map(stem)
)

/**
 * A dictionary word that is the head noun of an indication of the Nice list in one of the classes names goods of
 * that class (PARKA in class 25, from "parkas"; BUNDT from "bundt cakes" would be a modifier, not a head).
 */
export const nclSignal = (term: string, lookup: string, ctx: WordContext): Signal | undefined => {
  if (ctx.inPart === true || !knownWord(lookup) || isQualityWord(lookup) || VAGUE_HEADS.has(stem(lookup))) return undefined
  if (nclHeads(lookup, ctx.classes) === 0) return undefined
  return {
    kind: "generic",
    term,
    classes: ctx.classes,
    note: `"${term}" names goods of ${describeClasses(ctx.classes)} in the Nice Classification's own list`
  }
}

/**
 * Rooms and parts of a home or building that goods are made for: the WordNet 3.0 nouns filed under room, floor,
 * storey or outbuilding whose everyday sense is that place (not BAR, BOX, CAR, COURT), and a few outdoor and storage
 * places of the same kind.
 */
const PLACES_OF_USE: ReadonlySet<string> = new Set(
  ("attic basement bathroom bedroom boathouse carport cellar classroom cloakroom closet coatroom darkroom dinette foyer garage " +
    "garret guestroom hayloft kitchen kitchenette larder laundry loft mezzanine nursery pantry parlor parlour patio playroom porch " +
    "schoolroom scullery shed sickroom solarium stockroom storeroom sunroom vestibule woodshed workroom workshop")
    .split(" ")
)
/** Goods classes whose goods are fitted or used in some room (not food, drink, tobacco, jewellery or printed matter). */
const FITTED_CLASSES = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 19, 20, 21, 22, 24, 26, 27, 28])

/**
 * A room or part of a building names where goods are fitted or used, which describes them (ATTIC for
 * sprinklers made for attics; KITCHEN for scouring sponges): the place of use tells their purpose (TMEP §1209.01(b)).
 */
export const roomOfUse = (word: string, classes: ReadonlyArray<number>): boolean =>
  classes.some((c) => FITTED_CLASSES.has(c)) && singularForms(word).some((w) => PLACES_OF_USE.has(w))

const RANK: Readonly<Record<Relation, number>> = { kind: 0, defines: 1, near: 2 }

/**
 * The closest relation by meaning (WordNet kinds and definitions) between a word and a word of
 * the goods description; `naming` when that goods word names the goods rather than tells a feature.
 */
/** A word a buyer knows, so it has a meaning to relate: a coined word's stem may collide with anything. */
export const knownWord = (word: string): boolean => word.length >= 3 && isDictionaryWord(word) && !isCoinedInDictionary(word)

export const meaningRelation = (
  word: string,
  ctx: WordContext
): { relation: Relation; goods: string; naming: boolean } | undefined => {
  // Only a word a buyer knows has a meaning to relate: a coined word's stem may collide with anything,
  // and a mark that entered the dictionary (GOOGLE) keeps its coined status.
  if (!knownWord(word)) return undefined
  let best: { relation: Relation; goods: string; naming: boolean } | undefined
  for (const goods of ctx.reading.words) {
    if (goods === word) continue
    const relation = relationTo(word, goods)
    if (relation === undefined) continue
    const naming = hasKey(ctx.reading.genus, goods)
    const better = best === undefined || RANK[relation] < RANK[best.relation] ||
      (RANK[relation] === RANK[best.relation] && naming && !best.naming)
    if (better) best = { relation, goods, naming }
  }
  return best
}
