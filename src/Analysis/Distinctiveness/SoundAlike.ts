import { doubleMetaphone } from "double-metaphone"
import { termsForClasses } from "./Vocabulary.js"

/** Plain Levenshtein distance; the words compared are a few letters long. */
const editDistance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]!
}

/** Letters that spell the same first sound: KWIK/quick, KLEEN/clean, FOTO/photo. */
const ONSETS: ReadonlyArray<string> = ["ckq", "sz", "fp", "gj"]

/** Whether two words start with the same sound; vowels must match, so OREO is not "euro". */
const sameOnset = (a: string, b: string): boolean => a[0] === b[0] || ONSETS.some((group) => group.includes(a[0]!) && group.includes(b[0]!))

const codes = new Map<string, string>()
const codeOf = (word: string): string => {
  let code = codes.get(word)
  if (code === undefined) {
    code = doubleMetaphone(word)[0]
    codes.set(word, code)
  }
  return code
}

/**
 * The vocabulary term a coined word is a misspelling of (KWIK → quick, KLEEN → clean), if
 * any. A misspelt descriptive word stays descriptive, so only the terms that describe
 * goods (in these classes or any class) are tried, never the whole dictionary: a coined
 * mark like SONY must not become "sunny".
 */
export const soundAlikeTerm = (
  word: string,
  classes: ReadonlyArray<number>,
  /** Words of the goods description, tried first: LARVACIDE for a "larvicide". */
  descriptionWords: ReadonlyArray<string> = []
): string | undefined => {
  if (word.length < 4) return undefined
  const code = codeOf(word)
  if (code.length < 2) return undefined
  for (const term of [...descriptionWords, ...termsForClasses(classes)]) {
    if (term.length < 4 || term === word || Math.abs(term.length - word.length) > 2) continue
    if (sameOnset(word, term) && codeOf(term) === code && editDistance(word, term) <= 3) return term
  }
  return undefined
}
