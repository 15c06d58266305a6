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
export { hasCjk, normalizeMark, normalizeTokens, romanizeToken, singularize } from "./Similarity/Normalize.js"
export {
  classifyConflict,
  type ConflictType,
  effectiveCutoff,
  isShortMark,
  makeScorer,
  markLength,
  passesCutoff,
  type ScoreOptions,
  type Scorer,
  scoreMarks,
  type SimilarityBreakdown
} from "./Similarity/Score.js"
