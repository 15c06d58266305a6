/**
 * The doctrine of foreign equivalents in the comparison of marks (TMEP §1207.01(b)(vi)): a mark
 * in a common foreign language is compared with an English mark on the meaning of its
 * translation (LUPO / WOLF, In re Ithaca Industries; MARAZUL / BLUE SEA, In re Aquamar; MARCHE
 * NOIR / BLACK MARKET, In re Thomas), since a buyer who knows the language stops and translates.
 * Two foreign words of one meaning count too (LOBO / LUPO; the Board applied it across two foreign
 * languages in In re Giraldo, 2023). The words are those of the foreign-equivalents table
 * (Distinctiveness/ForeignEquivalents.ts), one table for the descriptiveness check and here.
 *
 * The doctrine applies "where the wording in one mark is entirely in English and the wording in
 * the other mark … entirely in a foreign language" (TMEP §1207.01(b)(vi)(A)), and only to a
 * literal and direct translation: a mark with a word the table cannot translate is not read as a
 * translation at all (TORO SALAO / SALTY BULL, In re Hop Daddy, 2020: SALAO has no direct
 * translation, so the marks were compared as they look and sound). So a translation counts only
 * when one of the two marks translates whole, every word (or both parts of a one-word compound,
 * MAR + AZUL) found in the table, articles and prepositions aside (EL GATO NEGRO). Pure, cached.
 */
import { foreignEquivalent, isForeignFunctionWord } from "../Distinctiveness/ForeignEquivalents.js"

const entryOf = (word: string) => {
  const w = word.toLowerCase()
  // Romance plurals add S (BUENOS, DIAS, LOBOS); the table holds the singular.
  return foreignEquivalent(w) ?? (w.length > 3 && w.endsWith("s") ? foreignEquivalent(w.slice(0, -1)) : undefined)
}

/** The English word a normalised (upper-case) word translates to through the table, upper-case; none for a phrase (ice cream). */
export const englishOf = (word: string): string | undefined => {
  const e = entryOf(word)?.english
  return e === undefined || e.includes(" ") ? undefined : e.toUpperCase()
}

/**
 * The forms an English word of a mark may stand for: itself, without a plural S, and an F plural
 * (normalised marks are singularised to WOLVE: WOLF, LEAF).
 */
export const englishForms = (w: string): ReadonlyArray<string> => {
  const out = [w]
  if (w.endsWith("S") && w.length > 3) out.push(w.slice(0, -1))
  if (w.endsWith("VE") && w.length > 3) out.push(w.slice(0, -2) + "F")
  return out
}

/**
 * The language in which one normalised word is the other's translation (LUPO / WOLF: Italian),
 * or in which the first translates to the same English word as the second (LOBO / LUPO); else
 * undefined. A word pair only: whether the marks are read as translations is `translating`.
 */
export const translation = (a: string, b: string): string | undefined => {
  if (a === b) return undefined
  const ea = englishOf(a)
  const eb = englishOf(b)
  if (ea !== undefined && (englishForms(b).includes(ea) || ea === eb)) return entryOf(a)!.language
  if (eb !== undefined && englishForms(a).includes(eb)) return entryOf(b)!.language
  return undefined
}

const SPLIT_MIN = 3
/** Longest word read as a compound of two table words. */
const COMPOUND_MAX = 16
const meaningsCache = new Map<string, ReadonlyArray<string>>()

/** English words a word carries by translation: its own, or both parts' of a two-word compound (MARAZUL: SEA, BLUE); none when it does not translate. */
export const translatedMeanings = (word: string): ReadonlyArray<string> => {
  let out = meaningsCache.get(word)
  if (out !== undefined) return out
  const own = englishOf(word)
  const found: Array<string> = own === undefined ? [] : [own]
  if (own === undefined && word.length <= COMPOUND_MAX) {
    for (let k = SPLIT_MIN; k <= word.length - SPLIT_MIN && found.length === 0; k++) {
      const head = englishOf(word.slice(0, k))
      const tail = englishOf(word.slice(k))
      if (head !== undefined && tail !== undefined) found.push(head, tail)
    }
  }
  out = found
  if (meaningsCache.size > 50_000) meaningsCache.clear()
  meaningsCache.set(word, out)
  return out
}

/** The words of a mark that must translate: letters only, foreign articles and prepositions aside. */
const contentWords = (tokens: ReadonlyArray<string>): ReadonlyArray<string> =>
  tokens.filter((t) => /^[A-Z]+$/.test(t) && !isForeignFunctionWord(t.toLowerCase()))

/** Whether a normalised mark translates whole: every content word (or both parts of it) is in the table. */
export const translatesWhole = (tokens: ReadonlyArray<string>): boolean => {
  const words = contentWords(tokens)
  return words.length > 0 && words.every((w) => translatedMeanings(w).length > 0)
}

/** Whether two marks are compared as translations: one of them translates whole (above). */
export const translating = (proposed: ReadonlyArray<string>, existing: ReadonlyArray<string>): boolean =>
  translatesWhole(proposed) || translatesWhole(existing)

/**
 * Whether two marks are compared as translations and a word (or compound part) of one translates
 * to a word of the other, or both to one English word: a cheap test, so clearance compares such
 * marks word by word though their spellings share nothing (LUPO / WOLF scores 0.13 as whole strings).
 */
export const translationLinked = (proposed: ReadonlyArray<string>, existing: ReadonlyArray<string>): boolean => {
  if (!translating(proposed, existing)) return false
  const p = proposed.flatMap(translatedMeanings)
  const e = existing.flatMap(translatedMeanings)
  const plain = (ws: ReadonlyArray<string>) => new Set(ws.flatMap(englishForms))
  const pw = plain(proposed)
  const ew = plain(existing)
  return p.some((w) => ew.has(w) || e.includes(w)) || e.some((w) => pw.has(w))
}

/** How a translated word pair reads in a risk text: "LUPO is Italian for WOLF", "LOBO and LUPO both mean WOLF"; undefined when not a translation. */
export const translationPhrase = (a: string, b: string): string | undefined => {
  const language = translation(a, b)
  if (language === undefined) return undefined
  const ea = englishOf(a)
  const eb = englishOf(b)
  if (ea !== undefined && eb !== undefined && ea === eb) return `${a} and ${b} both mean ${ea}`
  return ea !== undefined ? `${a} is ${language} for ${b}` : `${b} is ${entryOf(b)!.language} for ${a}`
}
