/**
 * Word-for-word correspondence of two marks through mixed channels. Each word of one mark (and
 * each part of a run-together compound, split along the other mark's words) is matched to one
 * word of the other by whichever channel fits best: the same spelling, a sound-alike (the same
 * per-word sound key, or sound keys close by Jaro-Winkler), or the same meaning (SameMeaning.ts).
 * Two marks whose words correspond one to one, sound for one word and meaning for another
 * (KWIKPUPPY / QUICK DOG, GASTOWN / GASCITY), convey the same commercial impression: TMEP
 * §1207.01(b)(iv)-(v) weighs sound, appearance, connotation and commercial impression taken as a
 * whole, and the EUIPO Guidelines compare marks aurally and conceptually word by word. The whole
 * string scores such pairs low because no channel sees all the words at once.
 *
 * Guards: every word of both marks must have its counterpart (no word left over), at least one
 * pair matches by meaning (sound and spelling alone the ensemble and the whole-mark sound key
 * already see and hear: NITE OWL / NIGHT OWL), and at least one pair of distinctive words (weight ≥ 0.5 for the classes, MarkWords.ts) corresponds: marks
 * corresponding only through generic or weak words (CITY SHOP / TOWN STORE) do not count. Pure.
 */
import { hasVector } from "../Distinctiveness/WordVectors.js"
import { englishForms, englishOf, translating, translation } from "./ForeignEquivalence.js"
import { type MarkWord, markWords } from "./MarkWords.js"
import { jaroWinkler } from "./Metrics.js"
import { sameMeaning } from "./SameMeaning.js"
import { soundKey } from "./SoundKey.js"

export type CorrespondenceChannel = "spelling" | "sound" | "meaning"

export interface WordPair {
  readonly proposed: string
  readonly existing: string
  readonly by: CorrespondenceChannel
  /** How closely the pair matches, in [0, 1]. */
  readonly match: number
}

export interface Correspondence {
  /** Similarity in [0, 1], comparable with the ensemble score. */
  readonly score: number
  readonly pairs: ReadonlyArray<WordPair>
  /** The heaviest word weight among the pairs of distinctive words (1 distinctive, 0.5 house). */
  readonly strength: number
  /** The existing mark's words of those pairs: what carries the impression. */
  readonly element: string
}

/** Near-identical marks score about this; a correspondence scores this × the pairs' weighted match. */
const NEAR_IDENTICAL = 0.9
/** Sound keys at least this close (Jaro-Winkler) count as a sound-alike. */
const SOUND_JW_MIN = 0.9
/** Spelling at least this close (Jaro-Winkler, 4+ letters) counts as the same word misspelled. */
const SPELL_JW_MIN = 0.92
/** Shortest part of a split compound. */
const PART_MIN = 3
/** Words per mark beyond which no assignment is searched (permutations). */
const MAX_WORDS = 4

const keys = new Map<string, string>()
/** The per-word sound key, cached: the same parts recur across a clearance's 500 candidates. */
const keyOf = (word: string): string => {
  let k = keys.get(word)
  if (k === undefined) {
    if (keys.size > 50_000) keys.clear()
    k = soundKey([word])
    keys.set(word, k)
  }
  return k
}

/**
 * How one word corresponds to another, by its best channel, or undefined. `translations`: the
 * marks are compared as translations (ForeignEquivalence.ts), so a word and its translation match.
 */
export const wordChannel = (
  a: string,
  b: string,
  byMeaning = true,
  translations = false
): { by: CorrespondenceChannel; match: number } | undefined => {
  if (a === b) return { by: "spelling", match: 1 }
  if (Math.min(a.length, b.length) >= 4 && jaroWinkler(a, b) >= SPELL_JW_MIN) return { by: "spelling", match: 0.9 }
  const ka = keyOf(a)
  const kb = keyOf(b)
  if (ka.length >= 2 && ka === kb) return { by: "sound", match: 0.95 }
  if (Math.min(ka.length, kb.length) >= 3 && jaroWinkler(ka, kb) >= SOUND_JW_MIN) return { by: "sound", match: 0.88 }
  // A translation is a table look-up, as cheap as the channels above (MAR / SEA in MARAZUL / BLUE SEA).
  if (translations && translation(a, b) !== undefined) return { by: "meaning", match: 0.85 }
  if (byMeaning && sameMeaning(a, b)) return { by: "meaning", match: 0.85 }
  return undefined
}

/** The words of a mark that count (fillers dropped). */
const counted = (tokens: ReadonlyArray<string>, classes: ReadonlyArray<number>): ReadonlyArray<MarkWord> =>
  markWords(tokens, classes).filter((w) => w.weight > 0)

/** A word split in two at `k`, each part weighing no more than the word (a weak compound stays weak). */
const splitAt = (w: MarkWord, k: number, classes: ReadonlyArray<number>): ReadonlyArray<MarkWord> =>
  markWords([w.word.slice(0, k), w.word.slice(k)], classes).map((p) => ({ ...p, weight: Math.min(p.weight, w.weight) || p.weight }))

/**
 * Longest word read as a compound of two. Marks run two words together (KWIKPUPPY, FUNDOUGH); a
 * longer word is no such compound, and splitting it costs the square of its length against every
 * candidate (a 200-letter proposal took a second a candidate).
 */
const COMPOUND_MAX = 16

/** Split points of a word leaving both parts at least PART_MIN letters; none past COMPOUND_MAX letters. */
const splitPoints = (w: MarkWord): ReadonlyArray<number> =>
  w.word.length > COMPOUND_MAX ? [] : Array.from({ length: Math.max(0, w.word.length - 2 * PART_MIN + 1) }, (_, i) => i + PART_MIN)

const meaningful = new Map<string, boolean>()
/** Whether a word, or one of its parts as a compound, is an everyday word with a meaning (word vectors). */
const hasMeaning = (w: MarkWord): boolean => {
  let known = meaningful.get(w.word)
  if (known === undefined) {
    const lower = w.word.toLowerCase()
    const has = (x: string) =>
      hasVector(x) || englishOf(x.toUpperCase()) !== undefined || englishForms(x.toUpperCase()).some((f) => hasVector(f.toLowerCase()))
    known = has(lower) || splitPoints(w).some((k) => has(lower.slice(0, k)) || has(lower.slice(k)))
    if (meaningful.size > 50_000) meaningful.clear()
    meaningful.set(w.word, known)
  }
  return known
}

/**
 * The readings of a mark's words against `other`: as they are, and with one compound split in two
 * where both parts correspond to words of `other` (FUNDOUGH along FUN / DOH: DOUGH sounds like DOH).
 */
const readings = (
  words: ReadonlyArray<MarkWord>,
  other: ReadonlyArray<MarkWord>,
  classes: ReadonlyArray<number>,
  tr: boolean
): ReadonlyArray<ReadonlyArray<MarkWord>> => {
  const out: Array<ReadonlyArray<MarkWord>> = [words]
  if (words.length >= other.length) return out
  const fits = (part: string, byMeaning: boolean) => other.some((o) => wordChannel(part, o.word, byMeaning, tr) !== undefined)
  words.forEach((w, i) => {
    for (const k of splitPoints(w)) {
      const [head, tail] = [w.word.slice(0, k), w.word.slice(k)]
      // One part at least sounds or is spelled like a word of the other mark (cheap, checked first).
      const sure = fits(head, false) ? tail : fits(tail, false) ? head : undefined
      if (sure === undefined || !fits(sure, true)) continue
      out.push([...words.slice(0, i), ...splitAt(w, k, classes), ...words.slice(i + 1)])
    }
  })
  return out
}

/**
 * Two one-word compounds read as two parts each, where the first or the last parts sound or are
 * spelled alike (KWIKDOG / QUICKPUPPY: KWIK / QUICK); the other parts are then compared by every
 * channel in `correspond`. Only when the words' sound keys share their first or last three sounds
 * (a cheap test: most candidates of a clearance do not).
 */
const compoundReadings = (
  p: MarkWord,
  e: MarkWord,
  classes: ReadonlyArray<number>,
  tr: boolean
): ReadonlyArray<readonly [ReadonlyArray<MarkWord>, ReadonlyArray<MarkWord>]> => {
  const kp = keyOf(p.word)
  const ke = keyOf(e.word)
  if (kp.length < 3 || ke.length < 3 || (kp.slice(0, 3) !== ke.slice(0, 3) && kp.slice(-3) !== ke.slice(-3))) return []
  const out: Array<readonly [ReadonlyArray<MarkWord>, ReadonlyArray<MarkWord>]> = []
  const near = (a: string, b: string) => wordChannel(a, b, false, tr) !== undefined
  for (const i of splitPoints(p)) {
    for (const j of splitPoints(e)) {
      if (near(p.word.slice(0, i), e.word.slice(0, j)) || near(p.word.slice(i), e.word.slice(j))) {
        out.push([splitAt(p, i, classes), splitAt(e, j, classes)])
      }
    }
  }
  return out
}

const permutations = (n: number): ReadonlyArray<ReadonlyArray<number>> => {
  if (n <= 1) return [[0]]
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, at) => [...p.slice(0, at), n - 1, ...p.slice(at)]))
}

/** The best one-to-one correspondence of two equally long word lists, or undefined. */
const assign = (p: ReadonlyArray<MarkWord>, e: ReadonlyArray<MarkWord>, tr: boolean): ReadonlyArray<WordPair> | undefined => {
  const table = p.map((x) => e.map((y) => wordChannel(x.word, y.word, true, tr)))
  let best: { pairs: Array<WordPair>; total: number } | undefined
  for (const perm of permutations(p.length)) {
    const pairs: Array<WordPair> = []
    let total = 0
    for (let i = 0; i < p.length; i++) {
      const c = table[i]![perm[i]!]
      if (c === undefined) break
      pairs.push({ proposed: p[i]!.word, existing: e[perm[i]!]!.word, by: c.by, match: c.match })
      total += c.match
    }
    if (pairs.length === p.length && (best === undefined || total > best.total)) best = { pairs, total }
  }
  return best?.pairs
}

/**
 * The word-for-word correspondence of two normalised marks (normalizeTokens) for the proposed
 * classes, when every word has its counterpart through some channel; undefined otherwise.
 */
export const correspond = (
  proposed: ReadonlyArray<string>,
  existing: ReadonlyArray<string>,
  classes: ReadonlyArray<number> = []
): Correspondence | undefined => {
  const P = counted(proposed, classes)
  const E = counted(existing, classes)
  if (P.length === 0 || E.length === 0 || Math.max(P.length, E.length) > MAX_WORDS || Math.abs(P.length - E.length) > 1) return undefined
  // A correspondence needs one pair by meaning, so both marks need a word (or a part) with a meaning:
  // most candidates are coined words and stop here, before any split is compared.
  if (!P.some(hasMeaning) || !E.some(hasMeaning)) return undefined
  const tr = translating(proposed, existing)
  // One word each: two compounds whose parts correspond, or a word and its translation (LUPO / WOLF).
  const single = P.length === 1 && E.length === 1
  const direct = tr && translation(P[0]!.word, E[0]!.word) !== undefined ? [[P, E] as const] : []
  const candidates = single
    ? [...compoundReadings(P[0]!, E[0]!, classes, tr), ...direct]
    : readings(P, E, classes, tr).flatMap((p) => readings(E, P, classes, tr).map((e) => [p, e] as const))
  let best: Correspondence | undefined
  for (const [p, e] of candidates) {
    if (p.length !== e.length) continue
    const pairs = assign(p, e, tr)
    // At least one pair by meaning: sound and spelling alone the whole-string channels already
    // hear and see (NITE OWL / NIGHT OWL through the sound key across words).
    if (pairs === undefined || !pairs.some((x) => x.by === "meaning")) continue
    const weightOf = (ws: ReadonlyArray<MarkWord>, w: string) => ws.find((x) => x.word === w)?.weight ?? 0
    const weights = pairs.map((x) => Math.max(weightOf(p, x.proposed), weightOf(e, x.existing)))
    // A phrase translated word for word (MARCHE NOIR / BLACK MARKET) is the same mark in another
    // language however weak its words are one by one; synonyms, and a single generic word and its
    // translation (QUESO / CHEESE), need a distinctive pair.
    const translated = tr && pairs.length > 1 &&
      pairs.every((x) => (x.by === "spelling" && x.match === 1) || translation(x.proposed, x.existing) !== undefined)
    const distinctive = pairs.filter((x) => weightOf(p, x.proposed) >= 0.5 && weightOf(e, x.existing) >= 0.5)
    const core = distinctive.length > 0 || !translated ? distinctive : pairs
    if (core.length === 0) continue
    const den = weights.reduce((s, w) => s + w, 0)
    const match = pairs.reduce((s, x, i) => s + x.match * weights[i]!, 0) / den
    const score = Math.round(NEAR_IDENTICAL * match * 1000) / 1000
    if (best === undefined || score > best.score) {
      best = {
        score,
        pairs,
        strength: Math.max(...core.map((x) => Math.min(weightOf(p, x.proposed), weightOf(e, x.existing)))),
        element: core.map((x) => x.existing).join(" ")
      }
    }
  }
  return best
}

/** A correspondence as the element comparison reports it (Elements.ts ElementMatch, relation "corresponds"). */
export const asElement = (w: Correspondence) => ({
  relation: "corresponds" as const,
  element: w.element,
  score: w.score,
  strength: w.strength,
  weakWords: [],
  cover: { proposed: 1, existing: 1 },
  unshared: 0,
  sameMeaning: w.pairs.filter((x) => x.by === "meaning").map((x) => [x.proposed, x.existing] as const),
  shared: w.pairs.map((x) => x.existing),
  pairs: w.pairs
})
