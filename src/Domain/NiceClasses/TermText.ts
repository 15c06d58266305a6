import { stemmer } from "stemmer"

/**
 * Shared text normalisation for the Nice lookup and the class suggester: both sides of every
 * comparison go through `stemTokens`, so "Shoes", "shoe" and "shoe's" all meet at "shoe".
 */

/** US spellings (and a few stemmer collisions) mapped to one form before stemming. */
const SPELLING_VARIANTS: Readonly<Record<string, string>> = {
  jewelry: "jewellery",
  jeweler: "jeweller",
  jewelers: "jewellers",
  color: "colour",
  colors: "colours",
  colored: "coloured",
  colorants: "colourants",
  colorant: "colourant",
  catalog: "catalogue",
  catalogs: "catalogues",
  aluminum: "aluminium",
  pajamas: "pyjamas",
  center: "centre",
  centers: "centres",
  theater: "theatre",
  theaters: "theatres",
  analyze: "analyse",
  analyzing: "analysing",
  licence: "license",
  licences: "licenses",
  licensing: "license",
  organization: "organisation",
  organizations: "organisations",
  organizing: "organising",
  organize: "organise",
  tires: "tyres",
  tire: "tyre",
  diapers: "nappies",
  diaper: "nappy",
  fiber: "fibre",
  fibers: "fibres",
  mold: "mould",
  molds: "moulds",
  gray: "grey",
  favor: "favour",
  flavor: "flavour",
  flavors: "flavours",
  flavored: "flavoured",
  yogurt: "yoghurt",
  yogurts: "yoghurts",
  whiskey: "whisky",
  whiskeys: "whisky",
  mom: "mum",
  moms: "mums",
  cellphone: "smartphone",
  cellphones: "smartphones",
  programme: "program",
  programmes: "programs",
  practise: "practice",
  cozy: "cosy",
  apps: "app"
}

/** Grammatical words: no classification signal, and skipped inside phrases ("bed and breakfast"). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "and",
  "or",
  "nor",
  "the",
  "of",
  "for",
  "to",
  "in",
  "on",
  "at",
  "by",
  "with",
  "from",
  "into",
  "onto",
  "as",
  "our",
  "we",
  "us",
  "my",
  "me",
  "you",
  "your",
  "their",
  "they",
  "its",
  "is",
  "are",
  "be",
  "been",
  "was",
  "were",
  "that",
  "which",
  "who",
  "whom",
  "this",
  "these",
  "those",
  "other",
  "than",
  "such",
  "all",
  "any",
  "some",
  "also",
  "etc",
  "including",
  "namely",
  "eg",
  "ie",
  "via",
  "per",
  "plus",
  "about",
  "so",
  "do",
  "does",
  "will",
  "can",
  "them",
  "there",
  "where",
  "when",
  "what",
  "how",
  "both",
  "each",
  "every",
  "only",
  "very",
  "not",
  "no"
])

/** Lower-case words of `text`: hyphens and slashes split words, possessives and punctuation go. */
export const words = (text: string): ReadonlyArray<string> =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['\u2019]s\b/g, "")
    // A one-letter prefix belongs to its word: "e-book" -> "ebook", "t-shirts" -> "tshirts".
    .replace(/\b([a-z])-(?=[a-z])/g, "$1")
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter((w) => w.length > 1 || /[0-9]/.test(w))

/** The stem of one lower-case word, after spelling normalisation. */
export const stemWord = (word: string): string => stemmer(SPELLING_VARIANTS[word] ?? word)

/** Stems of every word of `text`, stop words included (phrases need them, e.g. "software as a service"). */
export const stemTokens = (text: string): ReadonlyArray<string> => words(text).map(stemWord)

/** Stems of the meaningful words of `text` (stop words dropped). */
export const contentStems = (text: string): ReadonlyArray<string> =>
  words(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map(stemWord)
