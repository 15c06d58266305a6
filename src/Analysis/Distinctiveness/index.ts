/**
 * Distinctiveness engine (pure, no I/O): where a proposed mark sits on the spectrum
 * fanciful / arbitrary / suggestive / descriptive / generic for its Nice classes.
 * Rules: reference-interface §6.3.
 */
export { analyzeDistinctiveness, markCategory, tokenize } from "./Analyze.js"
export { alternativesFor } from "./Explain.js"
export {
  CATEGORIES,
  type Category,
  type DistinctivenessAnalysis,
  type DistinctivenessInput,
  type PartFinding,
  type Signal,
  SIGNAL_KINDS,
  type SignalKind,
  type Strength,
  STRENGTH_OF,
  STRENGTHS,
  type WordFinding
} from "./Findings.js"
export { isDictionaryWord, stem } from "./Lexicon.js"
export { segment } from "./Segmenter.js"
export { CLOSE_MARK_SCORE, relateSimilarMarks, type SimilarMarkNote } from "./SimilarMarkRelation.js"
export { SimilarMarksLookup, SimilarMarksLookupNone, similarMarksLookupOf, type SimilarRegisteredMark } from "./SimilarMarksLookup.js"
export { soundAlikeTerm } from "./SoundAlike.js"
