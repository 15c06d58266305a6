import { createRequire } from "node:module"
import { keyedLines } from "./KeyedLines.js"
import { stem } from "./Lexicon.js"

/** WordRelationsData.json, read on first use: a process that never analyses a mark never holds it. */
const data = (): typeof import("./WordRelationsData.json") => createRequire(import.meta.url)("./WordRelationsData.json")

/**
 * What a common English word means, as far as the goods are concerned: the kinds it belongs to
 * (WordNet hypernyms, two levels) and the words of its definition, all stemmed. Built from WordNet
 * 3.0 by scripts/wordnet-relations.mjs and shipped as one string; parsed on first use.
 *
 * It answers how a word of a mark relates to a word of the goods description:
 * - "kind": one is a kind of the other (ASPIRIN is an analgesic; BEVERAGE for beer): it names the goods;
 * - "defines": one's definition uses the other (THERMOS: a flask that keeps drinks hot): it describes them;
 * - "near": the word's definition shares a concept with the goods' (one step of imagination away): it suggests them.
 *   Shared kinds alone (both are "a building", "a person") are too general to count.
 */
interface Meaning {
  readonly isa: ReadonlySet<string>
  readonly about: ReadonlySet<string>
  /** Met mostly as an adjective: it names a quality. */
  readonly adjective: boolean
  /** Mostly an abstract noun (an act, attribute, state, time, group...), not a thing. */
  readonly abstract: boolean
}

/** word -> its line's rest, parsed into a Meaning only when asked (most words never are). */
let lines: ReadonlyMap<string, string> | undefined
const parsed = new Map<string, Meaning>()

const load = (): ReadonlyMap<string, string> => (lines ??= keyedLines(data().WORD_RELATIONS, (rest) => rest))

const EMPTY: Meaning = { isa: new Set(), about: new Set(), adjective: false, abstract: false }

const entry = (word: string): Meaning | undefined => {
  const cached = parsed.get(word)
  if (cached !== undefined) return cached
  const rest = load().get(word)
  if (rest === undefined) return undefined
  const [isa = "", about = "", flag] = rest.split("|")
  const list = (s: string) => new Set(s.split(" ").filter((w) => w.length > 0))
  const meaning = { isa: list(isa), about: list(about), adjective: flag === "a", abstract: flag === "x" }
  parsed.set(word, meaning)
  return meaning
}

/** The meaning of a word or of its singular / base form. */
export const meaningOf = (word: string): Meaning =>
  entry(word) ?? (word.endsWith("s") ? entry(word.slice(0, -1)) : undefined) ??
    (word.endsWith("es") ? entry(word.slice(0, -2)) : undefined) ?? EMPTY

/** Whether the word is met mostly as an adjective (QUICK, CONTINUOUS), so it names a quality. */
export const isQualityWord = (word: string): boolean => entry(word)?.adjective ?? false

/** Whether the word is mostly an abstract noun (WORLD, SERIES, PROGRESS): it can qualify goods, not picture a thing. */
export const isAbstractWord = (word: string): boolean => entry(word)?.abstract ?? false

export type Relation = "kind" | "defines" | "near"

/** Stems that say nothing about particular goods, even when two definitions share them. */
const VAGUE = new Set(
  ("use user provid product good item devic apparatu equip instrument servic system materi design produc" +
    " contain cover hold function work help serv gener plai piec form small larg new issu individu person").split(" ")
)

/**
 * How `word` (of the mark) relates to `goods` (a word of the description, as written):
 * the closest relation, or undefined when the two have nothing to do with each other.
 */
export const relationTo = (word: string, goods: string): Relation | undefined => {
  const w = stem(word)
  const g = stem(goods)
  if (w === g) return "kind"
  const mw = meaningOf(word)
  const mg = meaningOf(goods)
  if (mw.isa.has(g) || mg.isa.has(w)) return "kind"
  if (mw.about.has(g) || mg.about.has(w)) return "defines"
  for (const x of mw.about) if (!VAGUE.has(x) && (mg.about.has(x) || mg.isa.has(x))) return "near"
  return undefined
}
