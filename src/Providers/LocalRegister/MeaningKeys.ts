/**
 * Candidate lookups by meaning, for clearance against the register: a compound whose part says
 * the same as a word of an earlier mark (GASTOWN against GAS CITY: TOWN is "smaller than a
 * city"), and a multi-word mark with one word swapped for a word of the same meaning (BREW NUTS
 * against BEER NUTS). The spelling, sound and part lookups of MarkKeys never meet these: the
 * differing words share no letters or sounds. The candidates are the words WordNet names in a
 * word's kinds or definition (WordRelations), kept only when SameMeaning holds them the same
 * (word vectors close and a close WordNet tie), so each lookup is a precise two-word AND, never
 * a crowded single word.
 */
import { foreignEquivalent, foreignWords, isForeignFunctionWord } from "../../Analysis/Distinctiveness/ForeignEquivalents.js"
import { meaningOf } from "../../Analysis/Distinctiveness/WordRelations.js"
import { englishForms, englishOf, translatedMeanings } from "../../Analysis/Similarity/ForeignEquivalence.js"
import { markWords } from "../../Analysis/Similarity/MarkWords.js"
import { sameMeaning } from "../../Analysis/Similarity/SameMeaning.js"

/** Most same-meaning words taken per word, and most lookups by meaning per query. */
const MAX_SYNONYMS = 4
const MAX_MEANING_LOOKUPS = 12
/** Shortest part of a compound whose meaning is looked up. */
const MIN_MEANING_PART = 3

/** Spellings a Porter stem may stand for (CITI → CITI, CITY; STORE → STORE, STOR → STORE). */
const unstemmed = (s: string): Array<string> => {
  const out = [s, s + "E", s + "S"]
  if (s.endsWith("I")) out.push(s.slice(0, -1) + "Y")
  return out
}

const cache = new Map<string, ReadonlyArray<string>>()

/** Upper-case words that mean the same as an upper-case word (SameMeaning), at most MAX_SYNONYMS. */
export const sameMeaningWords = (word: string): ReadonlyArray<string> => {
  if (word.length < MIN_MEANING_PART || !/^[A-Z]+$/.test(word)) return []
  const hit = cache.get(word)
  if (hit !== undefined) return hit
  const m = meaningOf(word.toLowerCase())
  const out: Array<string> = []
  for (const s of [...m.isa, ...m.about]) {
    if (out.length >= MAX_SYNONYMS) break
    for (const w of unstemmed(s.toUpperCase())) {
      if (w !== word && !out.includes(w) && /^[A-Z]+$/.test(w) && sameMeaning(word, w)) {
        out.push(w)
        break
      }
    }
  }
  if (cache.size > 10_000) cache.clear()
  cache.set(word, out)
  return out
}

/** A lookup by meaning: marks holding both words (an FTS AND of two word tokens), one word of a multi-word mark, or one whole-mark form. */
export type MeaningLookup =
  | { readonly kind: "words"; readonly a: string; readonly b: string }
  | { readonly kind: "word"; readonly word: string }
  | { readonly kind: "mark"; readonly form: string }

/**
 * Lookups by meaning for a normalised query split into words: for a one-word compound, each
 * split into a part and a rest of the same meaning as a word (GASTOWN → GAS + CITY, as words of
 * an earlier mark or joined as one); for a multi-word mark, each word swapped for a word of the
 * same meaning beside each other word (BREW NUTS → BEER + NUTS).
 */
export const meaningLookups = (words: ReadonlyArray<string>): Array<MeaningLookup> => {
  const out: Array<MeaningLookup> = []
  const push = (l: MeaningLookup) => {
    if (out.length < MAX_MEANING_LOOKUPS) out.push(l)
  }
  if (words.length === 1) {
    const w = words[0]!
    if (!/^[A-Z]+$/.test(w)) return out
    for (let n = MIN_MEANING_PART; n <= w.length - MIN_MEANING_PART; n++) {
      const head = w.slice(0, n)
      const tail = w.slice(n)
      for (const s of sameMeaningWords(tail)) {
        push({ kind: "words", a: head, b: s })
        push({ kind: "mark", form: head + s })
      }
      for (const s of sameMeaningWords(head)) {
        push({ kind: "words", a: s, b: tail })
        push({ kind: "mark", form: s + tail })
      }
    }
    return out
  }
  const head = words.slice(0, 3)
  for (let i = 0; i < head.length; i++) {
    for (const s of sameMeaningWords(head[i]!)) {
      for (let j = 0; j < head.length; j++) if (j !== i && head[j]!.length >= MIN_MEANING_PART) push({ kind: "words", a: s, b: head[j]! })
      if (words.length === 2) push({ kind: "mark", form: i === 0 ? s + words[1] : words[0] + s })
    }
  }
  return out
}

/** Most lookups by translation per query, and foreign words taken per English word. */
const MAX_TRANSLATION_LOOKUPS = 16
const MAX_FOREIGN_PER_WORD = 5

let foreignByEnglish: ReadonlyMap<string, ReadonlyArray<string>> | undefined
/** Upper-case foreign words of the table that translate to an upper-case English word (WOLF: LOBO, LUPO, LOUP). */
const foreignFor = (word: string): ReadonlyArray<string> => {
  if (foreignByEnglish === undefined) {
    const m = new Map<string, Array<string>>()
    for (const f of foreignWords()) {
      const F = f.toUpperCase()
      const e = /^[A-Z]+$/.test(F) ? englishOf(F) : undefined
      if (e !== undefined) m.set(e, [...(m.get(e) ?? []), F])
    }
    foreignByEnglish = m
  }
  return englishForms(word).flatMap((w) => foreignByEnglish!.get(w) ?? [])
}

const languageOf = (word: string): string | undefined => foreignEquivalent(word.toLowerCase())?.language

/**
 * Lookups by translation (the doctrine of foreign equivalents, TMEP §1207.01(b)(vi)): the mark read
 * in English, word for word or a one-word compound split in two (LUPO → WOLF; MARAZUL → BLUE + SEA
 * and BLUESEA or SEABLUE, since Romance adjectives follow the noun; MARCHE NOIR → BLACK + MARKET),
 * and its English words read in the table's languages (SALTY BULL → marks with the word TORO). A
 * translation shares no letters or sounds with its original, so no spelling or sound lookup meets it.
 */
export const translationLookups = (words: ReadonlyArray<string>): Array<MeaningLookup> => {
  const out: Array<MeaningLookup> = []
  const push = (l: MeaningLookup) => {
    if (out.length < MAX_TRANSLATION_LOOKUPS) out.push(l)
  }
  // Fillers (THE, EL, LA, DE…) aside, as the comparison counts the words.
  const content = markWords(words).filter((w) => w.weight > 0 && /^[A-Z]+$/.test(w.word) && !isForeignFunctionWord(w.word.toLowerCase()))
    .map((w) => w.word).slice(0, 3)
  if (content.length === 0) return out
  // The doctrine reads a mark that translates whole (ForeignEquivalence.ts): every content word, or
  // one word's two compound parts, read by the comparison's own translatedMeanings.
  const english = content.length === 1 ? translatedMeanings(content[0]!) : content.map((w) => englishOf(w) ?? "")
  if (english.length > 0 && english.every((e) => e !== "")) {
    if (english.length === 1) {
      const e = english[0]!
      push({ kind: "mark", form: e })
      push({ kind: "word", word: e })
      // The register keeps marks singularised as it reads them: WOLVES as WOLVE.
      if (e.endsWith("F")) push({ kind: "mark", form: e.slice(0, -1) + "VE" })
    }
    for (let i = 0; i < english.length; i++) {
      for (let j = i + 1; j < english.length; j++) push({ kind: "words", a: english[i]!, b: english[j]! })
    }
    if (english.length === 2) {
      push({ kind: "mark", form: english[0]! + english[1]! })
      push({ kind: "mark", form: english[1]! + english[0]! })
    }
  }
  // Two English words read in one language together first (BLACK CAT: GATO + NEGRO, GATTO + NERO): a
  // precise AND, where each word alone may be shared by more marks than a lookup keeps.
  const [first, second] = content.map((w) => foreignFor(w).slice(0, MAX_FOREIGN_PER_WORD))
  for (const a of first ?? []) {
    for (const b of second ?? []) if (languageOf(a) === languageOf(b)) push({ kind: "words", a, b })
  }
  for (const w of content) {
    for (const f of foreignFor(w).slice(0, MAX_FOREIGN_PER_WORD)) {
      push({ kind: "mark", form: f })
      push({ kind: "word", word: f })
    }
  }
  return out
}
