/**
 * Explainable trademark similarity engine (pure, no I/O). Public entry point; the
 * implementation lives in ./Similarity/*. Weights, formulas and thresholds: docs/SIMILARITY.md.
 */
export {
  type CutoffKind,
  defaultThreshold,
  type Jurisdiction,
  type PhoneticAlgorithm,
  phoneticAlgorithmFor,
  SIMILARITY_CONFIG
} from "./Similarity/Config.js"
export { correspond, type Correspondence, type CorrespondenceChannel, wordChannel, type WordPair } from "./Similarity/Correspondence.js"
export {
  combineScores,
  comparedConflictType,
  type ComparedMark,
  compareElements,
  type ElementMatch,
  type ElementRelation,
  makeMarkComparer,
  type MarkComparer,
  type MarkComparison,
  rhymeScore,
  wordSimilarity
} from "./Similarity/Elements.js"
export { translatedMeanings, translatesWhole, translationLinked, translationPhrase } from "./Similarity/ForeignEquivalence.js"
export { type MarkWord, markWords, WORD_WEIGHT, type WordKind, wordKind } from "./Similarity/MarkWords.js"
export { MEANING, type MeaningContrast, meaningContrast } from "./Similarity/Meaning.js"
export { commonPrefixLength, damerauLevenshteinDistance } from "./Similarity/Metrics.js"
export { hasCjk, normalizeMark, normalizeTokens, romanizeToken, singularize } from "./Similarity/Normalize.js"
export {
  classifyConflict,
  type ConflictType,
  effectiveCutoff,
  isShortMark,
  makeScorer,
  markLength,
  passesCutoff,
  scoreMarks,
  type ScoreOptions,
  type Scorer,
  type SimilarityBreakdown
} from "./Similarity/Score.js"
export { soundKey, soundKeySimilarity, soundSkeleton } from "./Similarity/SoundKey.js"
