/**
 * Published weights and thresholds of the similarity engine — the single source of truth.
 * docs/SIMILARITY.md mirrors this object; change both together.
 */

import type { Jurisdiction } from "../../Domain/Jurisdiction.js"

export type { Jurisdiction }

export type PhoneticAlgorithm = "cologne" | "nysiis" | "caverphone" | "doubleMetaphone"

export type CutoffKind = "fuzzy" | "clearance" | "watch"

export const SIMILARITY_CONFIG = {
  /**
   * Visual channel = weighted mean of four spelling measures (weights sum to 1).
   * JW and DL carry most weight: JW rewards a shared beginning (where consumers look first),
   * DL counts edits (a transposition is one edit). Bigram/trigram Dice catch shared
   * fragments anywhere (APPLE in PINEAPPLE) but punish transpositions hard, so they get less.
   */
  visualWeights: { jaroWinkler: 0.35, damerauLevenshtein: 0.35, bigram: 0.15, trigram: 0.15 },
  /**
   * score = max(visual, blend.visual * visual + blend.phonetic * phonetic).
   * Sound alone can found a conflict, so a phonetic match may lift the score; but phonetic
   * codes are lossy (many spellings share one code), so it may lift it only part of the way.
   * The max() guarantees a code mismatch (e.g. Cologne 424 vs 428) never lowers a visually
   * close pair.
   */
  blend: { visual: 0.6, phonetic: 0.4 },
  /** Phonetic code chosen by the jurisdiction of the EXISTING mark (caverphone = Caverphone 2.0). */
  phoneticByJurisdiction: {
    EU: "cologne",
    US: "nysiis",
    GB: "nysiis",
    CA: "nysiis",
    AU: "caverphone",
    NZ: "caverphone",
    WIPO: "doubleMetaphone",
    // JP/CN: marks in kana/kanji/hanzi are romanised first (see Normalize.ts), then coded.
    JP: "doubleMetaphone",
    CN: "doubleMetaphone"
  } satisfies Record<Jurisdiction, PhoneticAlgorithm>,
  defaultPhonetic: "doubleMetaphone" as PhoneticAlgorithm,
  thresholds: {
    /** Fuzzy search keeps candidates scoring at least this. */
    fuzzySearchCutoff: 0.7,
    /** Marks whose normalised, space-free form is this long or shorter are "short". */
    shortMarkLength: 5,
    /**
     * Short-mark rule (fuzzy and watch only): the cutoff becomes max(threshold, 0.8). One edit
     * in a 4-letter mark still scores ~0.75-0.85 on JW/DL, so 0.7 floods results with noise,
     * and for short signs consumers notice single-letter differences (EU case law).
     * Clearance is exempt: it must err towards recall, and the caller chose the threshold.
     */
    shortMarkCutoff: 0.8,
    clearanceDefault: 0.6,
    strongConflict: 0.8,
    watchDefault: 0.7
  },
  /**
   * Short variants (either mark ≤ shortMarkLength and ≥ 3 characters): one edit apart, or up to
   * maxEdits apart and sounding alike (sound keys equal, or ≥ soundMin similar with the same
   * consonant sounds), score at least variantScore, which is the short-mark cutoff: TIRK / TRIK
   * (a swap), BIS / BIZ (Z/S), KOOBO / KUBO (U/OO), ZAPP / ZAP (one added letter). The floor is
   * graded by closeness in sound so a decoy never ties a variant: oneEditSameSoundScore for one
   * edit with equal keys (LYON / LION), oneEditScore for one edit, sameSoundScore for two edits
   * with equal keys (EEZY / EASY; three letter edits too when the vowels agree: TUS / TOOSS),
   * variantScore for two edits that sound close (ZELDA, VIDEO: a consonant changed, no floor).
   * Marks of any length whose sound keys (of soundAlikeMinKey sounds or more) are equal score at
   * least sameSoundScore when their lengths are within soundAlikeMinRatio and at most
   * soundAlikeMaxEditShare of the letters differ, or their vowels agree (KWIKKLEEN / QUICK CLEAN;
   * not HETRA / HETRAIWAI). One edit in a mark longer than shortMarkLength, starting alike, scores
   * at least oneEditScore (VELOCIO / VELCOIO). Marks that start with another sound score
   * otherStartFactor × the blend (rhymes, anagrams: consumers read from the start).
   * The coarse key also feeds the phonetic
   * channel, at soundKeyWeight of its similarity: coarser than an office code, it must not
   * outvote one (a graded NYSIIS 0.8 stays 0.8 when the keys agree). Other one-letter-apart short pairs that
   * look different (ZIP / ZAP) are still kept out of clearance's higher levels by the risk
   * model's short-mark penalty.
   */
  shortVariant: {
    variantScore: 0.8,
    oneEditScore: 0.81,
    oneEditSameSoundScore: 0.83,
    sameSoundScore: 0.805,
    maxEdits: 2,
    soundMin: 0.75,
    soundAlikeMinKey: 4,
    soundAlikeMinRatio: 0.75,
    soundAlikeMaxEditShare: 0.5,
    soundKeyWeight: 0.9,
    otherStartFactor: 0.95
  },
  /**
   * classifyConflict(), first rule that holds:
   *   exact      normalised forms equal (ignoring spaces);
   *   phonetic   the marks are in different scripts (ソニー vs SONY: the "visual" channel then
   *              compares romanisations, i.e. sound) and visual or phonetic reaches its minimum;
   *   phonetic   phonetic >= phoneticMin while visual < visualMin: a sound-alike that does not
   *              look alike (KWIK/QUICK, PHOTO/FOTO);
   *   visual     visual >= visualMin: spelling already explains the match (GOOGEL/GOOGLE), even
   *              when the codes agree too — most near-spellings share a phonetic code;
   *   conceptual otherwise: the pair reached the caller's cutoff through partial overlap (a
   *              shared word or fragment, APPLE in PINEAPPLE) rather than overall look or sound.
   */
  classification: { phoneticMin: 0.8, visualMin: 0.7 }
} as const

/** Phonetic algorithm for the existing mark's jurisdiction; unknown/absent → Double Metaphone. */
export const phoneticAlgorithmFor = (jurisdiction?: string): PhoneticAlgorithm =>
  jurisdiction !== undefined && Object.hasOwn(SIMILARITY_CONFIG.phoneticByJurisdiction, jurisdiction)
    ? SIMILARITY_CONFIG.phoneticByJurisdiction[jurisdiction as Jurisdiction]
    : SIMILARITY_CONFIG.defaultPhonetic

/** Cutoff for a kind when the caller gives none. */
export const defaultThreshold = (kind: CutoffKind): number =>
  kind === "fuzzy"
    ? SIMILARITY_CONFIG.thresholds.fuzzySearchCutoff
    : kind === "clearance"
    ? SIMILARITY_CONFIG.thresholds.clearanceDefault
    : SIMILARITY_CONFIG.thresholds.watchDefault
