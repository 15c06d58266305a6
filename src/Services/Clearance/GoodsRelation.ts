/**
 * Whether the proposal's goods and an earlier mark's goods are related in meaning (DuPont factor 2),
 * read from WordNet: related when a word of one names the same thing as a word of the other, is a
 * kind of it, shares a specific kind with it (tequila and malt liquor: both liquor), or is named
 * in its definition (complements). The earlier side is its classes' vocabulary (summaries carry
 * no goods text). Undefined when the proposal has no goods text or the classes overlap.
 */
import { CLASS_TERMS } from "../../Analysis/Distinctiveness/ClassVocabulary.js"
import { stem } from "../../Analysis/Distinctiveness/Lexicon.js"
import { meaningOf } from "../../Analysis/Distinctiveness/WordRelations.js"

/** Stems too general to relate two kinds of goods (both "a service", "a product", "an act"). */
const GENERAL = new Set(
  ("use user provid product good item devic apparatu equip instrument servic system materi design produc contain cover hold function " +
    "work help serv gener plai piec form small larg new issu individu person creation commod artifact build structur construct attribut " +
    "act event deed employ occup line concept quantiti inform info content fact public messag portion compon constitu institut establish " +
    "edific area implement thing object whole unit activ relat happen occurr action group collect organ busi sell sale retail store shop outlet")
    .split(" ")
)
const STOP = new Set("the and for with from other all their its sold being into based".split(" "))

const wordsOf = (text: string): ReadonlyArray<string> => [
  ...new Set(text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2 && !STOP.has(w) && !GENERAL.has(stem(w))))
]

export interface GoodsLink {
  readonly proposed: string
  readonly existing: string
  readonly how: "same" | "kind" | "defines" | "sharedKind"
}

const link = (a: string, b: string): GoodsLink["how"] | undefined => {
  const sa = stem(a)
  const sb = stem(b)
  if (sa === sb) return "same"
  const ma = meaningOf(a)
  const mb = meaningOf(b)
  if (ma.isa.has(sb) || mb.isa.has(sa)) return "kind"
  if (ma.about.has(sb) || mb.about.has(sa)) return "defines"
  for (const k of ma.isa) if (!GENERAL.has(k) && mb.isa.has(k)) return "sharedKind"
  return undefined
}

export type GoodsRelation = { readonly related: true; readonly link: GoodsLink } | { readonly related: false }

const classWords = new Map<number, ReadonlyArray<string>>()
const wordsOfClass = (c: number): ReadonlyArray<string> => {
  let ws = classWords.get(c)
  if (ws === undefined) {
    ws = wordsOf(`${CLASS_TERMS[c]?.label ?? ""} ${CLASS_TERMS[c]?.generic ?? ""}`)
    classWords.set(c, ws)
  }
  return ws
}

/** The relation of the proposal's goods to the goods of `existingClasses`; undefined when it cannot be told. */
export const makeGoodsRelation = (goods: string | undefined, proposedClasses: ReadonlyArray<number>) => {
  const mine = goods === undefined ? [] : wordsOf(goods)
  const cache = new Map<string, GoodsRelation>()
  return (existingClasses: ReadonlyArray<number>): GoodsRelation | undefined => {
    if (mine.length === 0 || existingClasses.length === 0 || existingClasses.some((c) => proposedClasses.includes(c))) return undefined
    const key = existingClasses.join(",")
    const hit = cache.get(key)
    if (hit !== undefined) return hit
    let out: GoodsRelation = { related: false }
    search: for (const c of existingClasses) {
      for (const theirs of wordsOfClass(c)) {
        for (const m of mine) {
          const how = link(m, theirs)
          if (how !== undefined) {
            out = { related: true, link: { proposed: m, existing: theirs, how } }
            break search
          }
        }
      }
    }
    cache.set(key, out)
    return out
  }
}
