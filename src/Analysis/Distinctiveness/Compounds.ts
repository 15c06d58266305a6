import { createRequire } from "node:module"
import { keyedLines, wordSet } from "./KeyedLines.js"
import { singularForms } from "./Lexicon.js"

/** CompoundsData.json, read on first use: a process that never analyses a mark never holds it. */
const data = (): typeof import("./CompoundsData.json") => createRequire(import.meta.url)("./CompoundsData.json")

/**
 * WordNet's established two-word nouns (beach towel, wedding cake, garden tool, light beer, sun hat),
 * built by scripts/wordnet-compounds.mjs. A mark word that forms one with a name of the goods names a
 * kind, purpose, place or occasion of those goods (BEACH for towels, WEDDING for cakes), where a word
 * that only co-occurs with them through a brand (APPLE and computers) forms none.
 */
let heads: ReadonlyMap<string, ReadonlySet<string>> | undefined

const load = (): ReadonlyMap<string, ReadonlySet<string>> => (heads ??= keyedLines(data().COMPOUNDS, wordSet))

/** Heads too vague to name goods of their own: "stereo system" says nothing about surgery systems. */
const VAGUE_HEADS = new Set(["system", "unit", "set", "kit", "device", "line", "range", "series", "package"])

/** The name of the goods with which `word` forms an established compound ("towel" for BEACH), if any. */
export const compoundWith = (word: string, goodsNames: ReadonlyArray<string>): string | undefined => {
  const set = load().get(word) ?? (word.endsWith("s") ? load().get(word.slice(0, -1)) : undefined)
  if (set === undefined) return undefined
  return goodsNames.find((g) => singularForms(g).some((s) => set.has(s) && !VAGUE_HEADS.has(s)))
}
