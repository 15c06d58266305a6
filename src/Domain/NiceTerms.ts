import { contentStems, stemWord } from "./NiceClasses/TermText.js"
import type { ClassTerms } from "./NiceTerms/ClassTerms.js"
import { TERMS_13_TO_24 } from "./NiceTerms/Terms13to24.js"
import { TERMS_1_TO_12 } from "./NiceTerms/Terms1to12.js"
import { TERMS_25_TO_34 } from "./NiceTerms/Terms25to34.js"
import { TERMS_35_TO_45 } from "./NiceTerms/Terms35to45.js"

export type { ClassTerms } from "./NiceTerms/ClassTerms.js"

/** The curated suggestion vocabulary of all 45 classes, ordered 1..45. */
export const NICE_TERMS: ReadonlyArray<ClassTerms> = [...TERMS_1_TO_12, ...TERMS_13_TO_24, ...TERMS_25_TO_34, ...TERMS_35_TO_45]

/**
 * Words that make a clause about software. Industry words attached to them ("restaurant
 * management software", "software for dental clinics") describe the software's field of use, so
 * the classification stays in 9/42 rather than moving to the industry's own class.
 */
export const SOFTWARE_WORDS: ReadonlySet<string> = new Set(
  ["software", "app", "apps", "saas", "platform", "website", "webapp", "plugin", "chatbot", "crm", "erp", "api"].map(stemWord)
)

/** Phrases that name software as a whole ("point of sale system for salons"). */
export const SOFTWARE_PHRASES: ReadonlyArray<ReadonlyArray<string>> = [
  "point of sale",
  "point of sale system",
  "pos system",
  "booking system",
  "management system",
  "ordering system",
  "reservation system",
  "operating system",
  "web app",
  "online tool",
  "software tool",
  "digital tool"
].map((p) => contentStems(p))

/** Words right after a software word that introduce its field of use: "software for ...", "app to ...". */
export const FIELD_OF_USE_LINKS: ReadonlySet<string> = new Set([
  "for",
  "to",
  "that",
  "which",
  "helping",
  "helps",
  "used",
  "aimed",
  "designed",
  "built",
  "tailored",
  "targeting",
  "dedicated",
  "serving",
  "where",
  "letting",
  "lets",
  "allowing",
  "allows",
  "enabling",
  "enables",
  "with",
  "featuring",
  "offering"
])

/**
 * Classes whose words are damped when they only describe what software is for. Goods classes are
 * never the subject of "an app for X"; of the services, only those that software cannot itself
 * deliver are damped (an app can deliver payments, courses or dating, but not a meal or a haircut).
 */
export const FIELD_OF_USE_DAMPED_CLASSES: ReadonlySet<number> = new Set([
  ...Array.from({ length: 34 }, (_, i) => i + 1).filter((n) => n !== 9),
  37,
  39,
  40,
  43,
  44
])

/** Multiplier for a word that only names software's field of use. */
export const FIELD_OF_USE_FACTOR = 0.15
/**
 * Most a class can gain from field-of-use words together, so a class named only as what software
 * is for ("software for restaurants and hotels") stays under the confidence floor.
 */
export const FIELD_OF_USE_CAP = 1
/** Multiplier for a class whose `suppressedBy` term is present. */
export const SUPPRESSION_FACTOR = 0.2

/** class number -> weight */
export type ClassWeights = ReadonlyMap<number, number>

export interface PhraseEntry {
  readonly stems: ReadonlyArray<string>
  readonly weights: ClassWeights
  /** Written with "and"/"or" inside ("salt and pepper grinders"): only such a phrase may span a conjunction. */
  readonly joined: boolean
}

/** Words that join two items of a list: "aquariums and fish tanks" is not "aquarium fish". */
export const CONJUNCTIONS: ReadonlySet<string> = new Set(["and", "or", "&", "plus"])

export interface SuppressionEntry {
  readonly classNumber: number
  readonly stems: ReadonlyArray<string>
  readonly text: string
}

export interface NiceTermIndex {
  /** stem -> class weights */
  readonly keywords: ReadonlyMap<string, ClassWeights>
  /** exact lower-case word -> class weights, for keywords written "=word" (they beat the stem) */
  readonly exactWords: ReadonlyMap<string, ClassWeights>
  /** joined phrase stems ("mobil app") -> entry */
  readonly phrases: ReadonlyMap<string, PhraseEntry>
  readonly maxPhraseLength: number
  readonly suppressions: ReadonlyArray<SuppressionEntry>
  readonly labels: ReadonlyMap<number, string>
}

const addWeight = (target: Map<string, Map<number, number>>, key: string, classNumber: number, weight: number) => {
  const weights = target.get(key) ?? new Map<number, number>()
  // The same stem may be listed twice for one class ("shoe", "shoes"): keep the stronger weight.
  weights.set(classNumber, Math.max(weights.get(classNumber) ?? 0, weight))
  target.set(key, weights)
}

/** A one-word quality noun, whose stem is its root verb's or adjective's ("fitness" -> fit, "wellness" -> well). */
const QUALITY_NOUN = /^[a-z]+ness$/

/** Builds the stemmed lookup structures from curated term lists. */
export const buildTermIndex = (terms: ReadonlyArray<ClassTerms>): NiceTermIndex => {
  const keywords = new Map<string, Map<number, number>>()
  const exactWords = new Map<string, Map<number, number>>()
  const phraseWeights = new Map<string, Map<number, number>>()
  const joinedPhrases = new Set<string>()
  const suppressions: Array<SuppressionEntry> = []
  const labels = new Map<number, string>()
  for (const entry of terms) {
    labels.set(entry.classNumber, entry.label)
    for (const [word, weight] of Object.entries(entry.keywords)) {
      if (word.startsWith("=")) addWeight(exactWords, word.slice(1), entry.classNumber, weight)
      else if (QUALITY_NOUN.test(word)) {
        // "fitness" and "fitting" meet at the stem "fit": a quality noun matches itself (and its plural) only.
        for (const form of [word, `${word}es`]) addWeight(exactWords, form, entry.classNumber, weight)
      } else for (const stem of contentStems(word)) addWeight(keywords, stem, entry.classNumber, weight)
    }
    for (const [phrase, weight] of Object.entries(entry.phrases)) {
      const stems = contentStems(phrase)
      // A "phrase" reduced to one meaningful word ("bed and breakfast" is two) acts as a keyword.
      if (stems.length === 1) addWeight(keywords, stems[0]!, entry.classNumber, weight)
      else if (stems.length > 1) {
        addWeight(phraseWeights, stems.join(" "), entry.classNumber, weight)
        if (phrase.toLowerCase().split(/\s+/).some((w) => CONJUNCTIONS.has(w))) joinedPhrases.add(stems.join(" "))
      }
    }
    for (const text of entry.suppressedBy ?? []) {
      const stems = contentStems(text)
      if (stems.length > 0) suppressions.push({ classNumber: entry.classNumber, stems, text })
    }
  }
  const phrases = new Map<string, PhraseEntry>()
  let maxPhraseLength = 1
  for (const [key, weights] of phraseWeights) {
    const stems = key.split(" ")
    maxPhraseLength = Math.max(maxPhraseLength, stems.length)
    phrases.set(key, { stems, weights, joined: joinedPhrases.has(key) })
  }
  return { keywords, exactWords, phrases, maxPhraseLength, suppressions, labels }
}

/** The index over `NICE_TERMS`, built once at module load. */
export const NICE_TERM_INDEX: NiceTermIndex = buildTermIndex(NICE_TERMS)
