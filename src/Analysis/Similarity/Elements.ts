/**
 * Word-level comparison of two marks: which element they share, how dominant it is in each,
 * and what that makes of their similarity. The whole-string ensemble (Score.ts) misses what
 * tribunals look at in composite marks:
 *  - the earlier mark as a whole word of the new one, or joined to another word
 *    (NOVA: THE NOVA KITCHEN, NOVALINE; LION CAPITAL: STONE LION CAPITAL);
 *  - a shared distinctive word with a different weak one (SOLARA BLUE / SOLARA GOLD);
 *  - a shared ending that carries the mark (HUGGIES / DOUGIES, PROZAC / HERBROZAC);
 * and it over-rates marks that share only generic or laudatory words (GRAND HOTEL / GRAND
 * HOTELS NYC). Word weights come from MarkWords.ts. Pure and synchronous.
 */
import { wordCount } from "../Distinctiveness/Lexicon.js"
import type { Jurisdiction } from "./Config.js"
import { asElement, correspond, type WordPair } from "./Correspondence.js"
import { translating, translation, translationLinked } from "./ForeignEquivalence.js"
import { type MarkWord, markWords, namesGoods, WORD_WEIGHT } from "./MarkWords.js"
import { commonPrefixLength, damerauLevenshteinDistance, jaroWinkler } from "./Metrics.js"
import { normalizeTokens } from "./Normalize.js"
import { sameMeaning } from "./SameMeaning.js"
import { classifyConflict, type ConflictType, makeScorer, type ScoreOptions, type SimilarityBreakdown } from "./Score.js"
import { soundKey, soundKeySimilarity } from "./SoundKey.js"

export type ElementRelation =
  /** The existing mark's distinctive words all appear in the proposed mark (it adds words). */
  | "contained"
  /** The proposed mark's distinctive words all appear in the existing mark. */
  | "contains"
  /** One mark joined to another word inside a single word of the other (NOVA / NOVALINE). */
  | "joined"
  /** They share a distinctive word; other words differ. */
  | "shared"
  /** They share the sound of their ending, which carries the mark (HUGGIES / DOUGIES). */
  | "rhyme"
  /** Every word has its counterpart by spelling, sound or meaning (KWIK PUPPY / QUICK DOG; Correspondence.ts). */
  | "corresponds"

export interface ElementMatch {
  readonly relation: ElementRelation
  /** The shared element as the existing mark has it. */
  readonly element: string
  /** Element similarity in [0, 1], comparable with the ensemble score. */
  readonly score: number
  /** Weight of the shared element (1 distinctive … 0.15 generic). */
  readonly strength: number
  /** Words of either mark that weigh little (generic, weak, business, house), as found. */
  readonly weakWords: ReadonlyArray<string>
  /** Weighted share of each mark's words matched in the other (1 = every word has a match). */
  readonly cover: { readonly proposed: number; readonly existing: number }
  /** The heaviest word left unmatched in either mark: its weight × how far it is from a match (0 when matched, by meaning too). */
  readonly unshared: number
  /** Words of the two marks matched by meaning (GAS CITY / GASTOWN: CITY and TOWN), proposed first. */
  readonly sameMeaning: ReadonlyArray<readonly [string, string]>
  /** The existing mark's words (fillers aside) that have a match in the proposed mark, in its order. */
  readonly shared: ReadonlyArray<string>
  /** For "corresponds": each word pair and the channel that matched it. */
  readonly pairs?: ReadonlyArray<WordPair> | undefined
}

/** A word pair at least this similar counts as the same element. */
const MATCH_MIN = 0.8
/** Below MATCH_MIN a pair still counts for this much of its similarity (BEER NUTS / BREW NUTS). */
const PARTIAL_MIN = 0.6
/** Two words of the same meaning (SameMeaning.ts) match this much: a conceptual, not a visual, match. */
const MEANING_MATCH = 0.85
/** A shared word weighing at least this (× its match) is a shared distinctive element… */
const DISTINCTIVE_SHARE = 0.8
/** …which scores at least this. */
const SHARED_FLOOR = 0.6
/** A shared ending that is itself a common word (ZONE, LINE) is a shared word, not a rhyme. */
const COMMON_WORD_COUNT = 50
const round3 = (x: number): number => Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000

/** Similarity of two words: spelling (JW and edits) or sound, whichever is higher. */
export const wordSimilarity = (a: string, b: string): number => {
  if (a === b) return 1
  const spell = 0.5 * jaroWinkler(a, b) + 0.5 * (1 - damerauLevenshteinDistance(a, b) / Math.max(a.length, b.length))
  const sound = Math.min(a.length, b.length) >= 3 ? 0.95 * soundKeySimilarity(soundKey([a]), soundKey([b])) : 0
  return Math.max(spell, sound)
}

/** Whether word `part` is the start or end of word `whole` (NOVA in NOVALINE), and the cover. */
const joinedIn = (part: MarkWord, whole: MarkWord, classes: ReadonlyArray<number>): number | undefined => {
  const p = part.word
  const w = whole.word
  if (p.length >= w.length || part.weight < 0.5) return undefined
  const rest = w.startsWith(p) ? w.slice(p.length) : w.endsWith(p) ? w.slice(0, w.length - p.length) : undefined
  if (rest === undefined) return undefined
  const restWeak = markWords([rest], classes)[0]!.weight < 0.5
  if (p.length < 3 && !restWeak) return undefined
  if (p.length < 4 && rest.length < 3 && !restWeak) return undefined
  return restWeak ? 1 : p.length / w.length
}

/** Common suffix of two strings. */
const suffixLength = (a: string, b: string): number => {
  let n = 0
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++
  return n
}

/**
 * The rhyme rule: two one-word marks whose sound keys end alike over at least half of the
 * shorter (and three sounds) but start differently. Scores 0.55-0.85 by the shared share.
 */
export const rhymeScore = (a: string, b: string): number => {
  const ka = soundKey([a])
  const kb = soundKey([b])
  if (ka.length < 3 || kb.length < 3 || ka === kb) return 0
  const n = suffixLength(ka, kb)
  if (n < 3 || n / Math.min(ka.length, kb.length) < 0.5) return 0
  const letters = suffixLength(a, b)
  if (letters >= 3 && wordCount(a.slice(a.length - letters).toLowerCase()) >= COMMON_WORD_COUNT) return 0
  return 0.55 + 0.3 * (n / Math.max(ka.length, kb.length))
}

/**
 * A compound of one mark split along the other's words (GASTOWN / GAS CITY, CAREFIRST / FIRST
 * CARE): a word `x` of `other` starts or ends word `w` of `marks`, and the rest of `w` is, or means
 * the same as, another word of `other`. Marks the three words matched, in place; the compound
 * weighs no more than its heavier part (CITIBANK / CAPITAL CITY BANK: CITY and BANK are weak, so is CITIBANK).
 */
const splitCompounds = (
  marks: Array<MarkWord>,
  other: ReadonlyArray<MarkWord>,
  mMarks: Array<number>,
  mOther: Array<number>,
  meant: Array<readonly [string, string]>,
  swapped: boolean,
  meansSame: (a: string, b: string) => boolean
): void => {
  if (other.length < 2) return
  marks.forEach((w, i) => {
    if (w.weight === 0 || w.word.length < 6 || mMarks[i]! >= MATCH_MIN) return
    other.forEach((x, j) => {
      if (x.word.length < 3 || x.word.length > w.word.length - 3) return
      const rest = w.word.startsWith(x.word)
        ? w.word.slice(x.word.length)
        : w.word.endsWith(x.word)
        ? w.word.slice(0, w.word.length - x.word.length)
        : undefined
      if (rest === undefined) return
      other.forEach((y, k) => {
        if (k === j || y.weight === 0) return
        const spelled = wordSimilarity(rest, y.word) >= MATCH_MIN
        if (!spelled && !meansSame(rest, y.word)) return
        mMarks[i] = Math.max(mMarks[i]!, 0.95)
        const weight = Math.min(marks[i]!.weight, Math.max(x.weight, y.weight))
        if (weight < marks[i]!.weight) marks[i] = { ...marks[i]!, weight }
        mOther[j] = Math.max(mOther[j]!, 0.95)
        mOther[k] = Math.max(mOther[k]!, spelled ? 0.95 : MEANING_MATCH)
        if (!spelled) meant.push(swapped ? [y.word, rest] : [rest, y.word])
      })
    })
  })
}

/**
 * Two one-word compounds sharing their first or last part, whose other parts mean the same
 * (GASTOWN / GASCITY, BEERNUTS / BREWNUTS): the same idea in the same build. Scores 0.6-0.85 by
 * the shared part's share of the longer word, times 0.55 + 0.45 × the shared part's weight (a
 * shared weak word, CITYSHOP / CITYSTORE, stays under the threshold).
 */
const sameIdeaCompound = (
  p: string,
  e: string,
  classes: ReadonlyArray<number>
): Omit<ElementMatch, "weakWords"> | undefined => {
  const pre = commonPrefixLength(p, e)
  const suf = suffixLength(p, e)
  const splits: Array<{ shared: string; restP: string; restE: string }> = []
  for (let k = pre; k >= 3; k--) splits.push({ shared: e.slice(0, k), restP: p.slice(k), restE: e.slice(k) })
  for (let k = suf; k >= 3; k--) {
    splits.push({ shared: e.slice(e.length - k), restP: p.slice(0, p.length - k), restE: e.slice(0, e.length - k) })
  }
  const hit = splits.find((x) => x.restP.length >= 3 && x.restE.length >= 3 && sameMeaning(x.restP, x.restE))
  if (hit === undefined) return undefined
  const weight = markWords([hit.shared], classes)[0]!.weight
  const score = (0.6 + 0.25 * hit.shared.length / Math.max(p.length, e.length)) * (0.55 + 0.45 * weight)
  return {
    relation: "shared",
    element: hit.shared,
    score: round3(score),
    strength: weight,
    cover: { proposed: 1, existing: 1 },
    unshared: 0,
    sameMeaning: [[hit.restP, hit.restE]],
    shared: [hit.shared]
  }
}

/** Weight of a set phrase taken whole into the other mark (wholePhrase): a distinctive element. */
const PHRASE_STRENGTH = 1

/**
 * A phrase of two words or more (`part`) taken whole into the other mark (`whole`), which adds
 * only words that name or describe the goods, company forms, fillers or a house mark (BLACK
 * MARKET / BLACK MARKET MINERALS; MARCHE NOIR, BLACK MARKET in French, likewise). The phrase is
 * the element as a unit, with its own meaning, however weak its words are one by one (a colour, a
 * shop word): "likelihood of confusion has frequently been found where the entire mark of one
 * party is incorporated within the mark of another" (TMEP §1207.01(b)(iii); In re Mighty Leaf
 * Tea; In re Chatam Int'l). Not when a word of the phrase names or describes the goods (FRESH
 * BREAD / FRESH BREAD CO for bread: the phrase says what the goods are), nor for one word.
 * The phrase's words are matched in order and side by side, in any order through a translation
 * (MARCHE NOIR: market black). Returns the phrase as `whole` spells it, undefined when the rule does not apply.
 */
const wholePhrase = (
  part: ReadonlyArray<MarkWord>,
  mPart: ReadonlyArray<number>,
  whole: ReadonlyArray<MarkWord>,
  mWhole: ReadonlyArray<number>,
  classes: ReadonlyArray<number>,
  translated: boolean
): string | undefined => {
  const words = part.filter((w) => w.weight > 0)
  if (words.length < 2 || part.some((w, i) => w.weight > 0 && mPart[i]! < MATCH_MIN)) return undefined
  if (words.some((w) => namesGoods(w.word, classes))) return undefined
  const matched = whole.flatMap((w, i) => (w.weight > 0 && mWhole[i]! >= MATCH_MIN ? [i] : []))
  if (matched.length !== words.length || matched.length === whole.filter((w) => w.weight > 0).length) return undefined
  const first = matched[0]!
  const last = matched[matched.length - 1]!
  if (whole.slice(first, last + 1).some((w, k) => w.weight > 0 && !matched.includes(first + k))) return undefined
  const inOrder = matched.every((i, k) => wordSimilarity(whole[i]!.word, words[k]!.word) >= MATCH_MIN)
  if (!inOrder && !translated) return undefined
  const added = whole.filter((w, i) => w.weight > 0 && !matched.includes(i))
  const addsOnlyGoods = added.every((w) => w.weight <= WORD_WEIGHT.generic || w.kind === "house" || namesGoods(w.word, classes))
  return addsOnlyGoods ? matched.map((i) => whole[i]!.word).join(" ") : undefined
}

/**
 * Compare two marks element by element. Undefined when they share no element worth naming.
 * `proposed` and `existing` are normalised words (normalizeTokens); classes are the proposed
 * classes (what makes a word generic or descriptive depends on the goods).
 */
export const compareElements = (
  proposed: ReadonlyArray<string>,
  existing: ReadonlyArray<string>,
  classes: ReadonlyArray<number> = []
): ElementMatch | undefined => {
  if (proposed.length === 0 || existing.length === 0) return undefined
  const P = [...markWords(proposed, classes)]
  const E = [...markWords(existing, classes)]
  const weakWords = [...P, ...E].filter((w) => w.weight > 0 && w.weight < 1).map((w) => w.word)
  const mP = new Array<number>(P.length).fill(0)
  const mE = new Array<number>(E.length).fill(0)
  const meant: Array<readonly [string, string]> = []
  // Same meaning: WordNet and vectors, or a translation when one mark translates whole (ForeignEquivalence.ts).
  const tr = translating(proposed, existing)
  const meansSame = (a: string, b: string) => (tr && translation(a, b) !== undefined) || sameMeaning(a, b)
  let joined: { element: string; strength: number } | undefined
  for (let i = 0; i < P.length; i++) {
    for (let j = 0; j < E.length; j++) {
      if (P[i]!.weight === 0 || E[j]!.weight === 0) continue
      const s = wordSimilarity(P[i]!.word, E[j]!.word)
      if (s >= PARTIAL_MIN) {
        if (s > mP[i]!) mP[i] = s
        if (s > mE[j]!) mE[j] = s
        if (s >= MATCH_MIN) continue
      }
      const eInP = joinedIn(E[j]!, P[i]!, classes)
      if (eInP !== undefined) {
        mE[j] = Math.max(mE[j]!, 0.95)
        mP[i] = Math.max(mP[i]!, 0.95 * eInP)
        if (joined === undefined || E[j]!.weight > joined.strength) joined = { element: E[j]!.word, strength: E[j]!.weight }
        continue
      }
      const pInE = joinedIn(P[i]!, E[j]!, classes)
      if (pInE !== undefined) {
        mP[i] = Math.max(mP[i]!, 0.95)
        mE[j] = Math.max(mE[j]!, 0.95 * pInE)
        if (joined === undefined || P[i]!.weight > joined.strength) joined = { element: E[j]!.word, strength: P[i]!.weight }
        continue
      }
      if (s < MATCH_MIN && meansSame(P[i]!.word, E[j]!.word)) {
        mP[i] = Math.max(mP[i]!, MEANING_MATCH)
        mE[j] = Math.max(mE[j]!, MEANING_MATCH)
        meant.push([P[i]!.word, E[j]!.word])
      }
    }
  }
  splitCompounds(P, E, mP, mE, meant, false, meansSame)
  splitCompounds(E, P, mE, mP, meant, true, meansSame)
  // One word each: the ensemble already compares them; only a joined part or a rhyme adds to it.
  const single = P.filter((w) => w.weight > 0).length === 1 && E.filter((w) => w.weight > 0).length === 1
  if (single && joined === undefined) {
    const p = P.find((w) => w.weight > 0)!
    const e = E.find((w) => w.weight > 0)!
    const idea = sameIdeaCompound(p.word, e.word, classes)
    if (idea !== undefined) return { ...idea, weakWords }
    const r = rhymeScore(p.word, e.word)
    return r > 0
      ? {
        relation: "rhyme",
        element: e.word,
        score: round3(r * (0.55 + 0.45 * Math.min(p.weight, e.weight))),
        strength: e.weight,
        weakWords,
        cover: { proposed: 0, existing: 0 },
        unshared: 1,
        sameMeaning: [],
        shared: []
      }
      : undefined
  }
  const cover = (ws: ReadonlyArray<MarkWord>, m: ReadonlyArray<number>) => {
    let num = 0
    let den = 0
    ws.forEach((w, i) => {
      num += w.weight * m[i]!
      den += w.weight
    })
    return den === 0 ? 0 : num / den
  }
  const coverP = cover(P, mP)
  const coverE = cover(E, mE)
  // Strength of what is shared: the best weight × match of an existing word.
  let strength = 0
  let element = ""
  E.forEach((w, j) => {
    if (mE[j]! >= PARTIAL_MIN && w.weight * mE[j]! > strength) {
      strength = w.weight * mE[j]!
      element = w.word
    }
  })
  if (joined !== undefined && strength < joined.strength) strength = joined.strength
  if (strength === 0 || element === "") return undefined
  // The phrase as the existing mark spells it.
  const phrase = wholePhrase(P, mP, E, mE, classes, tr) ??
    (wholePhrase(E, mE, P, mP, classes, tr) === undefined ? undefined : E.filter((w) => w.weight > 0).map((w) => w.word).join(" "))
  if (phrase !== undefined && strength < PHRASE_STRENGTH) {
    strength = PHRASE_STRENGTH
    element = phrase
  }
  let unshared = 0
  const left = (w: MarkWord, m: number) => m >= MATCH_MIN ? 0 : w.weight * (1 - m)
  P.forEach((w, i) => unshared = Math.max(unshared, left(w, mP[i]!)))
  E.forEach((w, j) => unshared = Math.max(unshared, left(w, mE[j]!)))
  const hi = Math.max(coverP, coverE)
  const lo = Math.min(coverP, coverE)
  // What is shared counts by how distinctive it is; when nothing distinctive is left unshared
  // (lo close to 1) the marks are the same words whatever their strength.
  const byCover = (0.6 * hi + 0.4 * lo) * (0.45 + 0.55 * Math.max(strength, lo >= 0.9 ? lo : 0))
  // A shared distinctive word drives the comparison even when the other words differ
  // (NINA RICCI / VITTORIO RICCI): at least the clearance threshold, more as it covers more.
  const score = strength >= DISTINCTIVE_SHARE ? Math.max(byCover, SHARED_FLOOR + 0.1 * lo) : byCover
  const relation: ElementRelation = joined !== undefined && P.length === 1 && E.length === 1
    ? "joined"
    : coverE >= 0.95 && coverP < 0.95
    ? "contained"
    : coverP >= 0.95 && coverE < 0.95
    ? "contains"
    : "shared"
  return {
    relation,
    element: joined?.element ?? element,
    score: round3(score),
    strength,
    weakWords,
    cover: { proposed: round3(coverP), existing: round3(coverE) },
    unshared: round3(unshared),
    sameMeaning: meant,
    shared: E.filter((w, j) => w.weight > 0 && mE[j]! >= MATCH_MIN).map((w) => w.word)
  }
}

export interface MarkComparison {
  /** Final similarity in [0, 1]: the ensemble, the sound key or the element rule, whichever the marks call for. */
  readonly score: number
  /** What decided the score. */
  readonly basis: "whole" | "sound" | "element"
  /** Sound-key similarity of the whole marks (across word boundaries). */
  readonly sound: number
  readonly element?: ElementMatch | undefined
}

/**
 * Combine the whole-string ensemble score with the word-level rules.
 *  - One word each: the better of the ensemble, the sound key across the whole mark (blended
 *    like the phonetic channel: 0.6·visual + 0.4·sound) and a joined or rhyming element.
 *  - Composite marks: near spellings of each other (two edits or fewer once spaces are dropped)
 *    keep the ensemble; otherwise the shared element decides, so a shared generic or laudatory
 *    word no longer carries two different marks over the threshold, and a shared distinctive
 *    word is not drowned by the words around it.
 */
export const combineScores = (
  proposed: ReadonlyArray<string>,
  existing: ReadonlyArray<string>,
  whole: { readonly score: number; readonly visual: number },
  classes: ReadonlyArray<number> = []
): MarkComparison => {
  const c = combineWords(proposed, existing, whole, classes)
  // Words corresponding one to one through mixed channels: the same impression (Correspondence.ts).
  const w = correspond(proposed, existing, classes)
  if (w === undefined || w.score <= c.score) return c
  return { score: w.score, basis: "element", sound: c.sound, element: asElement(w) }
}

const combineWords = (
  proposed: ReadonlyArray<string>,
  existing: ReadonlyArray<string>,
  whole: { readonly score: number; readonly visual: number },
  classes: ReadonlyArray<number>
): MarkComparison => {
  const sound = soundKeySimilarity(soundKey(proposed), soundKey(existing))
  const soundScore = sound >= 0.75 ? 0.6 * whole.visual + 0.4 * sound : 0
  const base = Math.max(whole.score, soundScore)
  const baseBasis = soundScore > whole.score ? "sound" : "whole"
  const found = compareElements(proposed, existing, classes)
  // Every word of both marks has its match: the marks are alike word for word, which the
  // ensemble's word alignment already scores (NITE OWL / NIGHT OWL); the element rule is for
  // marks that differ in words.
  const element = found !== undefined && found.relation !== "joined" && found.relation !== "rhyme" &&
      found.sameMeaning.length === 0 && Math.min(found.cover.proposed, found.cover.existing) >= 0.9
    ? undefined
    : found
  const weighted = (ws: ReadonlyArray<string>) => markWords(ws, classes).filter((w) => w.weight > 0).length
  const composite = weighted(proposed) > 1 || weighted(existing) > 1
  const a = proposed.join("")
  const b = existing.join("")
  const near = damerauLevenshteinDistance(a, b) <= Math.min(2, Math.floor(Math.min(a.length, b.length) / 4))
  if (!composite || near) {
    if (element !== undefined && element.score > base) return { score: element.score, basis: "element", sound: round3(sound), element }
    return { score: round3(base), basis: baseBasis, sound: round3(sound), element }
  }
  if (element === undefined) return { score: round3(base), basis: baseBasis, sound: round3(sound) }
  // Composite, not a near spelling: the element rule decides, unless the marks sound alike across
  // words, or what they do not share weighs less than what they do (AMERICAN WINE SOCIETY 1967 /
  // THE WINE SOCIETY OF AMERICA: only the year is left over; BEER NUTS / BREW NUTS by meaning): then
  // the element rule has nothing to discount and the whole marks compare as they are.
  const kept = element.unshared < element.strength ? base : 0
  const score = Math.max(element.score, sound >= 0.85 ? soundScore : 0, kept)
  const basis = score === element.score ? "element" : score === kept ? baseBasis : "sound"
  return { score: round3(score), basis, sound: round3(sound), element }
}

export interface ComparedMark {
  /** The ensemble breakdown with `score` replaced by the combined score. */
  readonly breakdown: SimilarityBreakdown
  /** The ensemble's own score before the word-level rules. */
  readonly ensembleScore: number
  readonly basis: MarkComparison["basis"]
  readonly element?: ElementMatch | undefined
}

/**
 * The kind of conflict a comparison shows: the ensemble's classification, except that a
 * sound-alike the sound key heard (basis "sound") is phonetic where the ensemble said conceptual.
 */
export const comparedConflictType = (breakdown: SimilarityBreakdown, basis: MarkComparison["basis"] | undefined): ConflictType => {
  const ensemble = classifyConflict(breakdown)
  return basis === "sound" && ensemble === "conceptual" ? "phonetic" : ensemble
}

export interface MarkComparer {
  (existing: string, jurisdiction?: Jurisdiction): ComparedMark
  /** The comparison when its combined score is ≥ minScore, else undefined. */
  readonly atLeast: (existing: string, minScore: number, jurisdiction?: Jurisdiction) => ComparedMark | undefined
}

/** Lowest ensemble score worth the word-level rules (they add at most what a shared word is worth). */
const ELEMENT_FLOOR = 0.2

/**
 * Clearance's comparer: the ensemble (makeScorer) plus the word-level rules (combineScores) for
 * the proposed classes. With a channel switched off only the ensemble runs.
 */
export const makeMarkComparer = (
  proposed: string,
  options: ScoreOptions & { readonly classes?: ReadonlyArray<number> } = {}
): MarkComparer => {
  const scorer = makeScorer(proposed, options)
  const pTokens = normalizeTokens(proposed)
  const both = (options.channels?.visual ?? true) && (options.channels?.phonetic ?? true)
  const classes = options.classes ?? []
  const combine = (existing: string, b: SimilarityBreakdown): ComparedMark => {
    if (!both || b.exact) return { breakdown: b, ensembleScore: b.score, basis: "whole" }
    const c = combineScores(pTokens, normalizeTokens(existing), b, classes)
    return { breakdown: { ...b, score: c.score }, ensembleScore: b.score, basis: c.basis, element: c.element }
  }
  const compare = (existing: string, jurisdiction?: Jurisdiction) => combine(existing, scorer(existing, jurisdiction))
  const atLeast = (existing: string, minScore: number, jurisdiction?: Jurisdiction) => {
    const b = scorer.atLeast(existing, both ? Math.min(minScore, ELEMENT_FLOOR) : minScore, jurisdiction) ??
      // A translation shares no letters: compared word by word however low the whole strings score.
      (both && translationLinked(pTokens, normalizeTokens(existing)) ? scorer(existing, jurisdiction) : undefined)
    if (b === undefined) return undefined
    const c = combine(existing, b)
    return c.breakdown.score >= minScore ? c : undefined
  }
  return Object.assign(compare, { atLeast })
}
