/**
 * The explainable ensemble: visual channel (JW, DL, bigram and trigram Dice) and phonetic
 * channel (jurisdiction-chosen phonetic codes), combined as documented in Config.ts.
 * Pure and synchronous; makeScorer() is the bulk fast path.
 */
import {
  type CutoffKind,
  defaultThreshold,
  type Jurisdiction,
  type PhoneticAlgorithm,
  phoneticAlgorithmFor,
  SIMILARITY_CONFIG
} from "./Config.js"
import { damerauLevenshteinDistance, diceAgainst, editSimilarity, type GramProfile, gramProfile, jaroWinkler } from "./Metrics.js"
import { hasCjk, normalizeTokens, romanizeTokens } from "./Normalize.js"
import { displayCodes, type PhoneticSide, phoneticSide, phoneticSimilarity } from "./Phonetic.js"
import { soundKey, soundKeySimilarity, soundSkeleton } from "./SoundKey.js"

export interface ScoreOptions {
  /** Jurisdiction of the EXISTING mark; picks the phonetic algorithm. Default: Double Metaphone. */
  readonly jurisdiction?: Jurisdiction | undefined
  /** Switch channels off (clearance's includeSimilarSpelling / includePhonetic). Default on. */
  readonly channels?: { readonly visual?: boolean | undefined; readonly phonetic?: boolean | undefined } | undefined
}

export interface SimilarityBreakdown {
  /** Combined score, 3 decimals, in [0,1]. */
  readonly score: number
  readonly visual: number
  readonly phonetic: number
  /** Normalised forms equal, ignoring spaces. */
  readonly exact: boolean
  readonly normalized: { readonly proposed: string; readonly existing: string }
  /** Which channels were used; a disabled channel reports 0 and is not computed. */
  readonly channels: { readonly visual: boolean; readonly phonetic: boolean }
  readonly algorithms: {
    readonly jaroWinkler: number
    readonly bigram: number
    readonly trigram: number
    readonly damerauLevenshtein: number
    /** Raw Damerau-Levenshtein edit count (GOOGEL → GOOGLE = 1). */
    readonly editDistance: number
    readonly phonetic: {
      readonly algorithm: PhoneticAlgorithm
      readonly proposedCode: string
      readonly existingCode: string
      readonly score: number
    }
  }
  /** Present when either mark has kana/kanji/hanzi: the romanised forms that were compared. */
  readonly romanized?: { readonly proposed: string; readonly existing: string }
}

export type ConflictType = "exact" | "phonetic" | "visual" | "conceptual"

/** Bulk scorer returned by makeScorer(). */
export interface Scorer {
  /** Jurisdiction defaults to the one given to makeScorer(). */
  (existing: string, jurisdiction?: Jurisdiction): SimilarityBreakdown
  /**
   * Filtering fast path: the same breakdown when its score is >= minScore, else undefined.
   * The phonetic channel is skipped when the visual channel alone proves the pair cannot reach
   * minScore (the blend is at most 0.6·visual + 0.4), which is most unrelated candidates.
   * Pass the lowest cutoff in play and apply passesCutoff() (short-mark rule) on what comes back.
   */
  readonly atLeast: (existing: string, minScore: number, jurisdiction?: Jurisdiction) => SimilarityBreakdown | undefined
}

const round3 = (x: number): number => Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000

/** The proposed mark, precomputed once. */
interface Prepared {
  readonly normalized: string
  readonly compact: string
  readonly cjk: boolean
  readonly roman: ReadonlyArray<string>
  readonly romanCompact: string
  /** Coarse sound key of the whole mark, across word boundaries (SoundKey.ts). */
  readonly soundKey: string
}

const prepare = (mark: string): Prepared => {
  const tokens = normalizeTokens(mark)
  const compact = tokens.join("")
  const cjk = hasCjk(compact)
  const roman = cjk ? romanizeTokens(tokens) : tokens
  return { normalized: tokens.join(" "), compact, cjk, roman, romanCompact: cjk ? roman.join("") : compact, soundKey: soundKey(roman) }
}

interface VisualProfile {
  readonly text: string
  readonly bigrams: GramProfile
  readonly trigrams: GramProfile
}
const visualProfile = (text: string): VisualProfile => ({
  text,
  bigrams: gramProfile(text, 2),
  trigrams: gramProfile(text, 3)
})

const { visualWeights: VW, blend: BLEND, shortVariant: SHORT } = SIMILARITY_CONFIG

/** The vowels of a word, Y read as I (the coarse sound key hears every vowel alike). */
const vowels = (s: string): string => s.replace(/Y/g, "I").replace(/[^AEIOU]/g, "")

/**
 * The vowel sounds of a word, finer than the key: a silent final E, an H after a vowel and the U
 * of QU are dropped, EE, EA and a final IE are read as I, OO as U and Y as I, and a doubled vowel
 * is one (TOOSS: U, TEASE: I, CITEE and CYTY: I).
 */
const vowelSound = (s: string): string =>
  vowels(
    s.replace(/(?<=[^AEIOU])E$/, "").replace(/(?<=[AEIOUY])H/g, "").replace(/QU/g, "Q").replace(/EE|EA|IE$/g, "I").replace(/OO/g, "U")
  ).replace(/([AEIOU])\1+/g, "$1")

/**
 * Whether two sound keys sound the same: equal, or equal but for a final S on one side (the
 * normalisation drops a plural S, so FICKS is compared as FICK while FIX keeps its KS).
 */
export const sameSound = (a: string, b: string): boolean =>
  a !== "" &&
  (a === b || (a.length >= 3 && b.length >= 3 && a.endsWith("S") !== b.endsWith("S") && a.replace(/S$/, "") === b.replace(/S$/, "")))

/**
 * Whether a pair involving a short mark (3 to shortMarkLength characters) is a short variant
 * (SIMILARITY_CONFIG.shortVariant): one edit apart starting alike (in letters or in sound), or
 * two edits apart sounding the same (equal sound keys, or close keys starting alike where
 * neither key is just the start of the other, which would be a longer word, CLEAN / CLEANIO).
 * In a three-letter mark a changed letter is a third of it: a substitution or swap there is a
 * variant only when it sounds the same, vowel included (FYX / FIX, ZAX / SAX; not FIG or FOX / FIX).
 */
export const isShortVariant = (pCompact: string, eCompact: string, pKey: string, eKey: string, edits: number): boolean => {
  const shortest = Math.min(pCompact.length, eCompact.length)
  // Letters only: a short number one digit off (4711 / 4712) is a different number.
  if (shortest > SIMILARITY_CONFIG.thresholds.shortMarkLength || shortest < 3 || pKey === "" || eKey === "") return false
  const sameKey = sameSound(pKey, eKey)
  if (edits <= 1 && shortest === 3 && pCompact.length === eCompact.length) return sameKey && vowels(pCompact) === vowels(eCompact)
  if (edits <= 1) return sameKey || pCompact[0] === eCompact[0] || startAlike(pCompact, eCompact, pKey, eKey)
  // Three edits in letters can be two in sound (TUS / TOOSS, SUL / SOOLE: OO for U is two letters):
  // a variant when the keys and the vowels themselves agree.
  if (edits > SHORT.maxEdits) {
    return edits === SHORT.maxEdits + 1 && sameKey && startAlike(pCompact, eCompact, pKey, eKey) &&
      vowelSound(pCompact) === vowelSound(eCompact)
  }
  // The key hears every vowel alike: EMU and UME share one, but do not start alike.
  if (sameKey) return startAlike(pCompact, eCompact, pKey, eKey)
  const prefix = pKey.startsWith(eKey) || eKey.startsWith(pKey)
  return !prefix && startAlike(pCompact, eCompact, pKey, eKey) && soundKeySimilarity(pKey, eKey) >= SHORT.soundMin &&
    sameConsonants(pKey, eKey)
}

/**
 * Whether two keys have the same consonant sounds in the same order, or one adjacent pair
 * swapped: the keys differ only in their vowels or in the order of two sounds (TRIK / TIRQ).
 * A consonant sound replaced, added or dropped makes another word (ZELO / ZELDA, VIZO / VIDEO,
 * TRIK / TIKI), which an examiner does not call the same mark.
 */
const sameConsonants = (pKey: string, eKey: string): boolean => {
  const a = soundSkeleton(pKey)
  const b = soundSkeleton(eKey)
  return a === b || (a.length === b.length && damerauLevenshteinDistance(a, b) === 1 && [...a].sort().join("") === [...b].sort().join(""))
}

/**
 * The same-key floor of longer marks needs the same sound over a similar length, spelled at
 * least half alike (KWIKKLEEN / QUICK CLEAN: 9 and 10 letters, 5 edits), or the same vowels too
 * (CYTY / CITEE, QUIIA / KWIYA): not a mark cut to its first half (HETRA / HETRAIWAI) nor one
 * respelled all through (VASOA / VAHEZY) whose coarse key happens to match (the key hears H, W
 * and Y between vowels as vowels).
 */
const similarLength = (a: string, b: string, edits: number): boolean => {
  const longer = Math.max(a.length, b.length)
  return Math.min(a.length, b.length) >= SHORT.soundAlikeMinRatio * longer && edits <= SHORT.soundAlikeMaxEditShare * longer
}

/**
 * Whether two marks start with the same sound. The key writes every vowel as A, so for marks
 * that start with a vowel the vowel itself must agree (I and Y alike): IRYMO and UDYMO do not
 * start alike, ADEENY and ADINO do.
 */
const startAlike = (pCompact: string, eCompact: string, pKey: string, eKey: string): boolean =>
  pKey[0] === eKey[0] && (pKey[0] !== "A" || firstVowel(pCompact) === firstVowel(eCompact))

/** The vowel a mark starts with as heard: Y as I, a leading X before a consonant as the E of EKS (XTREMO / EXTREMO). */
const firstVowel = (compact: string): string => (/^X[^AEIOUY]/.test(compact) ? "E" : compact[0] === "Y" ? "I" : compact[0] ?? "")

/**
 * Precompute the proposed mark once (normalised and romanised forms, n-gram profiles, phonetic
 * codes per algorithm on first use) and return a scorer for existing marks. Synchronous; the
 * n-gram profiles hold scratch counters, which is safe because JS runs it to completion.
 */
export const makeScorer = (proposed: string, options: ScoreOptions = {}): Scorer => {
  const p = prepare(proposed)
  const useVisual = options.channels?.visual ?? true
  const usePhonetic = options.channels?.phonetic ?? true
  const defaultJurisdiction = options.jurisdiction
  const original = visualProfile(p.compact)
  const romanProfile = p.cjk ? visualProfile(p.romanCompact) : original
  const phoneticSides = new Map<PhoneticAlgorithm, { side: PhoneticSide; display: string }>()
  const proposedSide = (algorithm: PhoneticAlgorithm) => {
    let entry = phoneticSides.get(algorithm)
    if (entry === undefined) {
      const side = phoneticSide(algorithm, p.roman)
      entry = { side, display: displayCodes(side) }
      phoneticSides.set(algorithm, entry)
    }
    return entry
  }

  /** Everything about the existing mark that both channels need. */
  const existingSide = (existing: string) => {
    const tokens = normalizeTokens(existing)
    const compact = tokens.join("")
    const cjk = compact.length > 0 && hasCjk(compact)
    const roman = cjk ? romanizeTokens(tokens) : tokens
    // Same writing system on both sides → compare the characters themselves; mixed (ソニー vs
    // SONY) → compare the romanised forms.
    const sameScript = p.cjk === cjk
    const romanCompact = cjk ? roman.join("") : compact
    return {
      tokens,
      compact,
      cjk,
      roman,
      romanCompact,
      prof: sameScript ? original : romanProfile,
      text: sameScript ? compact : romanCompact
    }
  }
  type ExistingSide = ReturnType<typeof existingSide>

  const visualOf = (e: ExistingSide) => {
    const { prof, text } = e
    const jw = jaroWinkler(prof.text, text)
    const edits = damerauLevenshteinDistance(prof.text, text)
    const dl = editSimilarity(prof.text, text, edits)
    const bigram = diceAgainst(prof.bigrams, text, 2)
    const trigram = diceAgainst(prof.trigrams, text, 3)
    const visual = VW.jaroWinkler * jw + VW.damerauLevenshtein * dl + VW.bigram * bigram + VW.trigram * trigram
    return { jw, edits, dl, bigram, trigram, visual }
  }
  const NO_VISUAL = { jw: 0, edits: 0, dl: 0, bigram: 0, trigram: 0, visual: 0 }

  const finish = (
    e: ExistingSide,
    v: typeof NO_VISUAL,
    jurisdiction: string | undefined
  ): SimilarityBreakdown => {
    const exact = e.compact === p.compact
    const algorithm = phoneticAlgorithmFor(jurisdiction)
    let phonetic = 0
    let eKey = ""
    let proposedCode = ""
    let existingCode = ""
    if (usePhonetic) {
      const ps = proposedSide(algorithm)
      const es = phoneticSide(algorithm, e.roman)
      // No code on a side (digits only, unsupported script): sound equals spelling identity.
      phonetic = phoneticSimilarity(ps.side, es) ?? (p.romanCompact === e.romanCompact ? 1 : 0)
      // The office code compares word by word; the coarse key hears across word boundaries and
      // letter names (KWIK KLEEN = QUICK CLEAN, X-TREME = EXTREME). The better of the two counts.
      eKey = soundKey(e.roman)
      if (phonetic < 1 && p.soundKey !== "") phonetic = Math.max(phonetic, SHORT.soundKeyWeight * soundKeySimilarity(p.soundKey, eKey))
      proposedCode = ps.display
      existingCode = displayCodes(es)
    }
    const visual = v.visual
    const blended = useVisual && usePhonetic
      ? Math.max(visual, BLEND.visual * visual + BLEND.phonetic * phonetic)
      : useVisual
      ? visual
      : usePhonetic
      ? phonetic
      : exact
      ? 1
      : 0
    // Short marks: one edit (a swap, an added or changed letter) or the same sound is a variant
    // however the n-gram measures rate it (TIRK / TRIK, BIS / BIZ, KOOBO / KUBO).
    // Marks of four sounds or more with the same sound key are sound-alikes however they are
    // spelled (KWIKKLEEN / QUICK CLEAN).
    const sameKey = !exact && sameSound(eKey, p.soundKey)
    const floor = !useVisual || !usePhonetic || exact
      ? 0
      : isShortVariant(p.romanCompact, e.romanCompact, p.soundKey, eKey, v.edits)
      ? (v.edits <= 1
        ? (sameKey ? SHORT.oneEditSameSoundScore : SHORT.oneEditScore)
        : sameKey
        ? SHORT.sameSoundScore
        : SHORT.variantScore)
      : sameKey && eKey.length >= SHORT.soundAlikeMinKey &&
          (similarLength(p.romanCompact, e.romanCompact, v.edits) ||
            (startAlike(p.romanCompact, e.romanCompact, p.soundKey, eKey) && vowelSound(p.romanCompact) === vowelSound(e.romanCompact)))
      ? SHORT.sameSoundScore
      : v.edits === 1 && Math.min(p.romanCompact.length, e.romanCompact.length) > SIMILARITY_CONFIG.thresholds.shortMarkLength &&
          eKey !== "" && p.soundKey !== "" && startAlike(p.romanCompact, e.romanCompact, p.soundKey, eKey)
      // One edit in a longer mark (a swap the n-gram measures punish: VELOCIO / VELCOIO) is a
      // variant as in a short one; a decoy is two edits away or more.
      ? SHORT.oneEditScore
      : 0
    // Consumers read a mark from its start: marks that start with another sound (a rhyme, an
    // anagram, other leading letters) weigh less than the letters they share say (HIFYMIX / AFYMIX).
    const startDiffers = usePhonetic && useVisual && !exact && p.soundKey !== "" && eKey !== "" &&
      !startAlike(p.romanCompact, e.romanCompact, p.soundKey, eKey)
    const score = Math.max(startDiffers ? SHORT.otherStartFactor * blended : blended, floor)
    const breakdown: SimilarityBreakdown = {
      score: round3(score),
      visual: round3(visual),
      phonetic: round3(phonetic),
      exact,
      normalized: { proposed: p.normalized, existing: e.tokens.join(" ") },
      channels: { visual: useVisual, phonetic: usePhonetic },
      algorithms: {
        jaroWinkler: round3(v.jw),
        bigram: round3(v.bigram),
        trigram: round3(v.trigram),
        damerauLevenshtein: round3(v.dl),
        editDistance: v.edits,
        phonetic: { algorithm, proposedCode, existingCode, score: round3(phonetic) }
      }
    }
    return p.cjk || e.cjk
      ? { ...breakdown, romanized: { proposed: p.roman.join(" "), existing: e.roman.join(" ") } }
      : breakdown
  }

  const score = (existing: string, jurisdiction: Jurisdiction | undefined = defaultJurisdiction) => {
    const e = existingSide(existing)
    return finish(e, useVisual ? visualOf(e) : NO_VISUAL, jurisdiction)
  }
  const atLeast = (existing: string, minScore: number, jurisdiction: Jurisdiction | undefined = defaultJurisdiction) => {
    const e = existingSide(existing)
    const v = useVisual ? visualOf(e) : NO_VISUAL
    if (useVisual && e.compact !== p.compact) {
      const ceiling = usePhonetic ? Math.max(v.visual, BLEND.visual * v.visual + BLEND.phonetic) : v.visual
      // A floor (short variant, same sound key) can lift a pair the blend cannot: only pairs
      // three edits apart or fewer, or of similar length with the same key, are worth the key.
      const floorPossible = usePhonetic &&
        (v.edits <= SHORT.maxEdits + 1 ||
          (p.soundKey.length >= SHORT.soundAlikeMinKey && Math.abs(e.romanCompact.length - p.romanCompact.length) <= 4 &&
            soundKey(e.roman) === p.soundKey))
      if (round3(ceiling) < minScore && !(floorPossible && SHORT.oneEditSameSoundScore >= minScore)) return undefined
    }
    const b = finish(e, v, jurisdiction)
    return b.score >= minScore ? b : undefined
  }
  return Object.assign(score, { atLeast })
}

/** Score one pair. For many candidates against one proposed mark use makeScorer(). */
export const scoreMarks = (proposed: string, existing: string, options: ScoreOptions = {}): SimilarityBreakdown =>
  makeScorer(proposed, options)(existing)

/** Conflict type of a scored pair; the rule is documented on SIMILARITY_CONFIG.classification. */
export const classifyConflict = (b: SimilarityBreakdown): ConflictType => {
  const { phoneticMin, visualMin } = SIMILARITY_CONFIG.classification
  if (b.exact) return "exact"
  const crossScript = b.romanized !== undefined && hasCjk(b.normalized.proposed) !== hasCjk(b.normalized.existing)
  if (crossScript) return b.phonetic >= phoneticMin || b.visual >= visualMin ? "phonetic" : "conceptual"
  if (b.visual >= visualMin) return "visual"
  if (b.phonetic >= phoneticMin) return "phonetic"
  return "conceptual"
}

/** Length of a mark as scored: normalised, spaces removed. */
export const markLength = (mark: string): number => normalizeTokens(mark).join("").length

/** True when either mark is a short mark (≤ shortMarkLength characters once normalised). */
export const isShortMark = (...marks: ReadonlyArray<string>): boolean =>
  marks.some((m) => markLength(m) <= SIMILARITY_CONFIG.thresholds.shortMarkLength)

/** The cutoff passesCutoff() applies, with the short-mark rule (see Config.ts). */
export const effectiveCutoff = (proposed: string, existing: string, kind: CutoffKind, threshold?: number): number => {
  const base = threshold ?? defaultThreshold(kind)
  return kind !== "clearance" && isShortMark(proposed, existing)
    ? Math.max(base, SIMILARITY_CONFIG.thresholds.shortMarkCutoff)
    : base
}

/** Whether a scored pair is kept by fuzzy search, clearance or a watch. */
export const passesCutoff = (
  proposed: string,
  existing: string,
  score: number,
  kind: CutoffKind,
  threshold?: number
): boolean => score >= effectiveCutoff(proposed, existing, kind, threshold)
