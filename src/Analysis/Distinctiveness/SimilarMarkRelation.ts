import { tokenize } from "./Analyze.js"
import type { WordFinding } from "./Findings.js"
import { isDescriptiveSignal } from "./Findings.js"
import { segment } from "./Segmenter.js"
import type { SimilarRegisteredMark } from "./SimilarMarksLookup.js"

/** Reference §6.1: a score of 0.8 or more is a strong conflict. */
export const CLOSE_MARK_SCORE = 0.8
const NEAR_IDENTICAL_SCORE = 0.95
const MAX_LISTED = 10

export interface SimilarMarkNote {
  readonly mark: string
  readonly relationship: string
  readonly implication: string
}

const compact = (s: string) => tokenize(s).join("")

/** The words and compound parts of a mark, three letters or more. */
const elementsOf = (tokens: ReadonlyArray<string>): ReadonlyArray<string> =>
  tokens.flatMap((t) => [t, ...(segment(t) ?? [])]).filter((e) => e.length >= 3 && /^[a-z]+$/.test(e))

const DEAD = /dead|expired|cancel|abandon|withdrawn|refused|lapsed|removed/i
const PENDING = /pending|filed|applied|application|examination|published/i

/**
 * The close registered marks (score ≥ 0.8), strongest first, each with how it relates to
 * the proposed mark and what that means for the application.
 */
export const relateSimilarMarks = (
  proposedMark: string,
  words: ReadonlyArray<WordFinding>,
  classes: ReadonlyArray<number>,
  found: ReadonlyArray<SimilarRegisteredMark>
): ReadonlyArray<SimilarMarkNote> => {
  const own = compact(proposedMark)
  const ownElements = new Set(elementsOf(words.filter((w) => w.meaningful).map((w) => w.word)))
  const weak = new Set(
    words.flatMap((w) => [
      ...(w.signals.some(isDescriptiveSignal) ? [w.word] : []),
      ...w.parts.filter((p) => p.signals.some(isDescriptiveSignal)).map((p) => p.part)
    ])
  )
  const seen = new Set<string>()
  return [...found]
    .filter((m) => m.score >= CLOSE_MARK_SCORE && compact(m.name).length > 0)
    .sort((a, b) => b.score - a.score)
    .filter((m) => {
      const key = `${m.name.toUpperCase()}|${m.jurisdiction}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, MAX_LISTED)
    .map((m) => {
      const identical = compact(m.name) === own || m.score >= NEAR_IDENTICAL_SCORE
      const shared = elementsOf(tokenize(m.name)).filter((e) => ownElements.has(e))
      const sharedLongest = [...new Set(shared)].sort((a, b) => b.length - a.length).slice(0, 2)
      const relationship = identical
        ? "near-identical"
        : sharedLongest.length > 0
        ? `shares the element${sharedLongest.length > 1 ? "s" : ""} ${sharedLongest.map((e) => `"${e.toUpperCase()}"`).join(" and ")}`
        : `similar in sound or spelling (score ${m.score.toFixed(2)})`
      return { mark: m.name, relationship, implication: implication(m, classes, identical, sharedLongest.filter((e) => weak.has(e))) }
    })
}

const implication = (
  m: SimilarRegisteredMark,
  classes: ReadonlyArray<number>,
  identical: boolean,
  weakShared: ReadonlyArray<string>
): string => {
  const overlap = m.niceClasses.filter((c) => classes.includes(c))
  const where = `${m.jurisdiction} (${m.status})`
  const classText = (cs: ReadonlyArray<number>) => `class${cs.length === 1 ? "" : "es"} ${cs.join(", ")}`
  let text: string
  if (DEAD.test(m.status)) {
    text = `No longer in force in ${where}: it does not block you, but check that it is not still in use or being revived.`
  } else if (overlap.length > 0) {
    text = PENDING.test(m.status)
      ? `Pending in ${where} for overlapping ${classText(overlap)}: if it registers first it can be cited against your application.`
      : `Registered in ${where} for overlapping ${
        classText(overlap)
      }: an examiner may cite it against your application and its owner could oppose.`
    if (identical) text += " A near-identical mark for the same goods makes refusal or opposition very likely."
  } else {
    text = `On the register in ${where} for ${m.niceClasses.length > 0 ? classText(m.niceClasses) : "other classes"}, none of yours: ` +
      `a conflict is less likely unless the goods are related or the mark is well known.`
  }
  if (weakShared.length > 0) {
    text += ` The shared ${
      weakShared.map((e) => `"${e.toUpperCase()}"`).join(" and ")
    } describes the goods, so it weighs less; the marks will be compared on their other elements.`
  }
  return text
}
