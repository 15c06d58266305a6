import { createRequire } from "node:module"
import { namesGoodsSignal, type Signal } from "./Findings.js"
import { keyedLines, wordSet } from "./KeyedLines.js"
import { singularForms } from "./Lexicon.js"

/** WordClassesData.json, read on first use: a process that never analyses a mark never holds it. */
const data = (): typeof import("./WordClassesData.json") => createRequire(import.meta.url)("./WordClassesData.json")

/**
 * Relational adjectives (WordNet 3.0's adj.pert: DENTAL "of or relating to teeth", SOLAR "of the sun", ELECTRIC):
 * they classify the noun they stand before instead of grading it. Before a name of the goods such an adjective names a
 * kind of them, as a noun modifier does (DENTAL FLOSS, SOLAR PANELS, ELECTRIC CANDLE: In re Wm. B. Coleman Co.), where a
 * qualitative adjective (STURDY BOOTS, SMART TOWER) tells a quality of them. Data built by
 * scripts/wordnet-word-classes.mjs; parsed on first use.
 */
let table: ReadonlyMap<string, string> | undefined

const load = (): ReadonlyMap<string, string> => (table ??= keyedLines(data().RELATIONAL_ADJECTIVES, (rest) => rest))

/** The noun a relational adjective pertains to ("dental" -> "tooth"), or undefined for any other word. */
export const pertainsTo = (word: string): string | undefined => load().get(word)

/** Signals that tie a word to praise, an origin or a bare hint rather than to the goods: a classifier drops them. */
const QUALITY_OR_HINT = new Set(["laudatory", "geographic", "crossClassDescriptive", "evocative", "dictionary"])

/**
 * The signals of a relational adjective standing before `next`, a word or part that names the goods: it names a kind
 * of them. Undefined when the word is no relational adjective, is praise or a place, or `next` does not name the goods.
 */
export const classifyingSignals = (
  word: string,
  signals: ReadonlyArray<Signal>,
  next: ReadonlyArray<Signal> | undefined
): ReadonlyArray<Signal> | undefined => {
  const noun = pertainsTo(word)
  if (noun === undefined || next === undefined || signals.some((s) => s.kind === "laudatory" || s.kind === "geographic")) return undefined
  if (!next.some(namesGoodsSignal)) return undefined
  return [
    {
      kind: "kindOfGoods",
      term: word,
      note: `"${word}" (of or relating to "${noun}") is a relational adjective: before a name of the goods it names a kind of them`
    },
    ...signals.filter((s) => !QUALITY_OR_HINT.has(s.kind))
  ]
}

let substances: ReadonlySet<string> | undefined

/**
 * Whether the word names a substance or material (WordNet 3.0 noun.substance among its first two noun senses: LEATHER,
 * STEEL, WOOL, NYLON). Named for other goods, such a word tells what they are made of, not what they are.
 */
export const isSubstance = (word: string): boolean => {
  substances ??= new Set(data().SUBSTANCE_NOUNS.split("\n"))
  return singularForms(word).some((w) => substances!.has(w))
}

let users: ReadonlySet<string> | undefined

/**
 * Whether the word names people by stage of life or trade (WordNet 3.0: first noun sense a person, with a child,
 * worker, professional, craftsman, caregiver or educator among its kinds: TODDLER, NURSE, PLUMBER).
 */
export const isUserNoun = (word: string): boolean => {
  users ??= new Set(data().USER_NOUNS.split("\n"))
  return singularForms(word).some((w) => users!.has(w))
}

let partTable: ReadonlyMap<string, ReadonlySet<string>> | undefined

/** The parts WordNet 3.0 gives a thing (part and substance meronyms: a shoe's sole and heel, a bed's mattress). */
const partsOf = (thing: string): ReadonlySet<string> | undefined => {
  partTable ??= keyedLines(data().PARTS, wordSet)
  for (const w of singularForms(thing)) {
    const found = partTable.get(w)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * How a word and a name of the goods are related as part and whole: "part" when the word names a part of the goods
 * (SOLE for shoes, SHUTTER for cameras), "whole" when the goods are a part of what the word names (BED for mattresses).
 */
export const partRelation = (word: string, goods: string): "part" | "whole" | undefined => {
  const forms = singularForms(word)
  const ofGoods = partsOf(goods)
  if (ofGoods !== undefined && forms.some((w) => ofGoods.has(w))) return "part"
  const ofWord = partsOf(word)
  return ofWord !== undefined && singularForms(goods).some((g) => ofWord.has(g)) ? "whole" : undefined
}
