/**
 * A generated fuzzy-search tuning set (issue 17): invented marks of 3-12 letters, true variants
 * made by rule and decoys made by rule, run through the local register's fuzzy search the way
 * test/fixtures/fuzzy-labelled.json is (DecisionSets.runFuzzy). It gives signal to tune on
 * without the labelled set's held-out part. Deterministic for a seed; `npm run eval:fuzzy`
 * prints its figures (one seed to tune on, another to check the tuning generalises).
 *
 * TRUE VARIANTS (what an examiner calls confusingly similar: the same mark to the eye or the ear,
 * misremembered or misspelled):
 *   swap        two adjacent letters swapped, not the first (TIRK / TRIK; a 3-letter mark has none);
 *   sound       one sound-alike spelling: Z/S, C/K (hard C), K/CK, Q(U)/K(W), PH/F, U/OO, I/Y,
 *               X/KS, soft C/S, soft G/J, a final Y/IE/EE/EY;
 *   double      a consonant doubled or a double made single (ZELLO / ZELO);
 *   added       one silent or repeated letter added: a final H or E, a vowel doubled, a U after O;
 *   dropped     one letter dropped, not the first, in a mark of 7 letters or more: one of a double,
 *               a vowel next to a vowel, or (8 letters up) a vowel between consonants;
 *   spacing     a space or a hyphen between two parts of a mark of 6 letters or more;
 *   two edits   two of the rules above together, 2-3 letter edits in all (two sound-alikes; a
 *               sound-alike and an added or doubled letter; from 7 letters a swap and a dropped letter).
 * DECOYS (what an examiner would NOT call confusingly similar: the marks look and sound different
 * where consumers look and listen, or only a fragment is shared). Every decoy is at least two edits
 * from the query and differs from it in its first letter or in at least half of its letters:
 *   letters     same length, the first consonant and another (two more from 8 letters up) changed
 *               to letters that neither look nor sound alike (IRYMO / IDYLO);
 *   skeleton    up to 8 letters: the same first letter, another consonant sound inside and one more
 *               letter changed or added (ZELO / ZELDA, VIZO / VIDEO; three changes from 7 letters);
 *   prefix      the first 40% kept, the rest replaced by a different, longer ending (JUNO / JUNGLE);
 *   anagram     the letters reversed or the syllables rotated, so it starts differently (BIZ / ZIB, KUBO / BOKU);
 *   part        a fragment: a short mark without its first letter (JUNO / UNO), a longer one cut to
 *               at most 60% of its letters (SOLARIA / SOLA, ARIA);
 *   rhyme       the first syllable (the first 40% of a long mark) replaced by another (FENTORA /
 *               MONTORA): same ending, different start;
 *   extension   a short mark ending a longer word, 3 or more letters added (BIZ / BIZARRE, FIX / FIXTURE).
 */
import { Effect, Logger, LogLevel, type Scope } from "effect"
import { rng } from "../../bench/SyntheticMarks.js"
import { normalizeMark } from "../../src/Analysis/Similarity.js"
import { damerauLevenshteinDistance } from "../../src/Analysis/Similarity/Metrics.js"
import { type FuzzyQuery, registerOf } from "./DecisionSets.js"

export type VariantKind = "swap" | "sound" | "double" | "added" | "dropped" | "spacing" | "two edits"
export type DecoyKind = "letters" | "skeleton" | "prefix" | "anagram" | "part" | "rhyme" | "extension"

export interface GeneratedQuery {
  readonly query: string
  readonly length: FuzzyQuery["length"]
  readonly variants: ReadonlyArray<{ readonly mark: string; readonly kind: VariantKind }>
  readonly decoys: ReadonlyArray<{ readonly mark: string; readonly kind: DecoyKind }>
}

const ONSETS = [
  "B",
  "BR",
  "D",
  "DR",
  "F",
  "FL",
  "G",
  "GR",
  "K",
  "KL",
  "L",
  "M",
  "N",
  "P",
  "PL",
  "R",
  "S",
  "ST",
  "T",
  "TR",
  "V",
  "Z",
  "C",
  "CL",
  "J",
  "PH",
  "QU",
  "SH",
  "CH",
  "H",
  "W"
]
const NUCLEI = ["A", "E", "I", "O", "U", "A", "E", "I", "O", "EE", "OO", "Y", "AI", "EA", "OU"]
const CODAS = ["", "", "", "", "N", "R", "L", "S", "X", "K", "M", "T", "NT", "RK", "ST", "CK", "ND", "Z", "LL", "SS"]
const ENDINGS = ["", "", "", "A", "O", "IA", "IO", "ORA", "ENZA", "ELLA", "IX", "EX", "ON", "US", "Y", "ITY", "ANO"]
/** Real words long compounds are made of (HARBORLIGHT, GREENFIELD). */
const WORDS =
  "HARBOR LIGHT GREEN FIELD STONE RIVER WATER SUMMIT CREST BRIDGE SILVER QUICK CLEAN STEP MOUNTAIN MEADOW FOREST CASTLE ORCHARD BRIGHT SPRING WINTER SUMMER THUNDER MARBLE COPPER FALCON CEDAR"
    .split(" ")

/** Letters that sound or look alike: a decoy never swaps one for another of its group. */
const ALIKE = ["CKQSXZ", "FPV", "IYJEA", "GJ", "VWB", "MN", "OU", "DT", "LI"]
const alike = (a: string, b: string): boolean => a === b || ALIKE.some((g) => g.includes(a) && g.includes(b))
const VOWEL = /[AEIOUY]/
const CONSONANTS = "BDFGKLMNPRSTVZ"

/** One sound-alike spelling: [pattern, replacement]; the pattern's first match at a random occurrence is replaced. */
const SOUND_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/Z/g, "S"],
  [/(?<=[AEIOU])S(?=[AEIOU]|$)/g, "Z"],
  [/C(?=[AOU]|$)/g, "K"],
  [/(?<!C)K(?=[AOU]|$)/g, "C"],
  [/(?<=[AEIOU])CK/g, "K"],
  [/(?<=[AEIOU])K(?![K])/g, "CK"],
  [/QU/g, "KW"],
  [/KW/g, "QU"],
  [/PH/g, "F"],
  [/F/g, "PH"],
  [/(?<=[^AEIOUQ])U(?=[^AEIOU]|$)/g, "OO"],
  [/OO/g, "U"],
  [/(?<=[^AEO])I/g, "Y"],
  [/(?<=[^AEIOU])Y/g, "I"],
  [/X/g, "KS"],
  [/KS/g, "X"],
  [/C(?=[EIY])/g, "S"],
  [/S(?=[EI])/g, "C"],
  [/G(?=[EI])/g, "J"],
  [/(?<=[^AEIOU])Y$/g, "IE"],
  [/(?<=[^AEIOU])Y$/g, "EE"],
  [/IE$/g, "Y"]
]

type Random = () => number

const pick = <A>(r: Random, xs: ReadonlyArray<A>): A => xs[Math.floor(r() * xs.length)]!

/** Replace one random occurrence of a pattern; undefined when it does not occur. */
const replaceOne = (r: Random, s: string, re: RegExp, to: string): string | undefined => {
  const hits = [...s.matchAll(re)]
  if (hits.length === 0) return undefined
  const h = pick(r, hits)
  return s.slice(0, h.index) + to + s.slice(h.index + h[0].length)
}

const sound = (r: Random, s: string): string | undefined => {
  const rules = SOUND_RULES.filter(([re]) => new RegExp(re.source).test(s))
  if (rules.length === 0) return undefined
  const [re, to] = pick(r, rules)
  const out = replaceOne(r, s, re, to)
  return out !== undefined && out.length >= 3 ? out : undefined
}
const swap = (r: Random, s: string): string | undefined => {
  if (s.length < 4) return undefined
  const at = [...Array(s.length - 2).keys()].map((i) => i + 1).filter((i) => s[i] !== s[i + 1])
  if (at.length === 0) return undefined
  const i = pick(r, at)
  return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2)
}
const double = (r: Random, s: string): string | undefined => {
  const single = replaceOne(r, s, /([B-DF-HJ-NP-TV-Z])\1/g, "$1")
  const doubles = [...s.matchAll(/([B-DF-HJ-NP-TV-Z])\1/g)]
  if (doubles.length > 0 && r() < 0.5) {
    const h = pick(r, doubles)
    return s.slice(0, h.index) + h[1] + s.slice(h.index + 2)
  }
  // A consonant between vowels or after the last vowel (ZELO / ZELLO, BIZ / BIZZ), never inside a cluster.
  const at = [...Array(s.length).keys()].filter((i) =>
    i > 0 && !VOWEL.test(s[i]!) && "HXQWY".indexOf(s[i]!) < 0 && VOWEL.test(s[i - 1]!) && (i + 1 === s.length || VOWEL.test(s[i + 1]!))
  )
  if (at.length === 0) return single === undefined ? undefined : s.replace(/([B-DF-HJ-NP-TV-Z])\1/, "$1")
  const i = pick(r, at)
  return s.slice(0, i + 1) + s[i] + s.slice(i + 1)
}
const added = (r: Random, s: string): string | undefined => {
  const options: Array<string> = []
  // A final H after a vowel, a silent final E after a consonant (not after C or G, which it would soften).
  if (VOWEL.test(s[s.length - 1]!)) options.push(s + "H")
  else if (!/[CG]$/.test(s)) options.push(s + "E")
  const vowelAt = [...Array(s.length).keys()].filter((i) => "AEIO".includes(s[i]!) && s[i + 1] !== s[i] && s[i - 1] !== s[i])
  if (vowelAt.length > 0) {
    const i = pick(r, vowelAt)
    options.push(s.slice(0, i + 1) + s[i] + s.slice(i + 1))
  }
  const o = s.indexOf("O")
  if (o >= 0 && s[o + 1] !== "U" && s[o + 1] !== "O") options.push(s.slice(0, o + 1) + "U" + s.slice(o + 1))
  return pick(r, options)
}
/** A letter of a double, a vowel next to a vowel, or (8 letters up) a vowel between consonants: not the first. */
const dropped = (r: Random, s: string): string | undefined => {
  if (s.length < 7) return undefined
  const v = (i: number) => VOWEL.test(s[i] ?? "")
  const at = [...Array(s.length).keys()].filter((i) =>
    i > 0 &&
    (s[i] === s[i - 1] || (v(i) && (v(i - 1) || v(i + 1))) || (s.length >= 8 && v(i) && i + 1 < s.length && !v(i - 1) && !v(i + 1)))
  )
  if (at.length === 0) return undefined
  const i = pick(r, at)
  return s.slice(0, i) + s.slice(i + 1)
}
const spacing = (r: Random, s: string, cut: number | undefined): string | undefined => {
  if (s.length < 6) return undefined
  const i = cut ?? 3 + Math.floor(r() * (s.length - 5))
  return s.slice(0, i) + (r() < 0.6 ? " " : "-") + s.slice(i)
}

const ONE_EDIT: ReadonlyArray<readonly [VariantKind, (r: Random, s: string) => string | undefined]> = [
  ["swap", swap],
  ["sound", sound],
  ["double", double],
  ["added", added],
  ["dropped", dropped]
]

const twoEdits = (r: Random, s: string): string | undefined => {
  type Edit = (r: Random, s: string) => string | undefined
  const plans: ReadonlyArray<readonly [Edit, Edit]> = s.length <= 5
    ? [[sound, sound], [sound, added], [sound, double]]
    : s.length <= 8
    ? [[sound, sound], [sound, added], [sound, double], [double, added], [swap, dropped]]
    : [[sound, sound], [swap, dropped], [sound, added], [sound, dropped], [double, sound]]
  for (let tries = 0; tries < 6; tries++) {
    const [f, g] = pick(r, plans)
    const a = f(r, s)
    const b = a === undefined ? undefined : g(r, a)
    const edits = b === undefined ? 0 : damerauLevenshteinDistance(b, s)
    if (b !== undefined && edits >= 2 && edits <= 3) return b
  }
  return undefined
}

const syllable = (r: Random, last: boolean): string => pick(r, ONSETS) + pick(r, NUCLEI) + (last ? pick(r, CODAS) : "")

const coined = (r: Random, min: number, max: number): string => {
  for (;;) {
    let w = r() < 0.15 ? pick(r, ["A", "E", "O", "I"]) : ""
    const n = 1 + Math.floor(r() * 3)
    for (let i = 0; i < n; i++) w += syllable(r, i === n - 1)
    w += pick(r, ENDINGS)
    if (w.length >= min && w.length <= max && !/(.)\1\1/.test(w)) return w
  }
}

/** Base mark of a length class: short 3-5, medium 6-8, long 9-12 letters (compounds of two words among the long ones). */
const baseMark = (r: Random, length: FuzzyQuery["length"]): { mark: string; cut?: number } => {
  if (length === "short") return { mark: coined(r, 3, 5) }
  if (length === "medium") return { mark: coined(r, 6, 8) }
  if (r() < 0.4) {
    for (;;) {
      const a = pick(r, WORDS)
      const b = pick(r, WORDS)
      if (a !== b && a.length + b.length >= 9 && a.length + b.length <= 12) return { mark: a + b, cut: a.length }
    }
  }
  return { mark: coined(r, 9, 12) }
}

/** A different-sounding replacement for letter c. */
const unlike = (r: Random, c: string): string => {
  const pool = VOWEL.test(c) ? "AEIOU".split("").filter((v) => !alike(v, c)) : CONSONANTS.split("").filter((x) => !alike(x, c))
  return pick(r, pool.length > 0 ? pool : ["B"])
}

const firstSyllable = (s: string): number => {
  const m = /^[^AEIOUY]*[AEIOUY]+/.exec(s)
  return m === null ? 1 : m[0].length
}

const DECOYS: ReadonlyArray<readonly [DecoyKind, (r: Random, s: string) => string | undefined]> = [
  ["letters", (r, s) => {
    // The consonants carry a mark's identity: the first one and one more (two more from 8 letters) change.
    const at = [...Array(s.length).keys()].filter((i) => !VOWEL.test(s[i]!))
    if (at.length < 2) return undefined
    const chars = s.split("")
    const first = at.shift()!
    chars[first] = unlike(r, chars[first]!)
    for (let k = 1; k < (s.length >= 8 ? 3 : 2) && at.length > 0; k++) {
      const i = at.splice(Math.floor(r() * at.length), 1)[0]!
      chars[i] = unlike(r, chars[i]!)
    }
    return chars.join("")
  }],
  ["prefix", (r, s) => {
    const keep = Math.max(2, Math.floor(s.length * 0.4))
    for (let tries = 0; tries < 10; tries++) {
      const end = coined(r, s.length - keep + 1, s.length - keep + 4).slice(0, s.length - keep + 3)
      if (end.length > s.length - keep && !alike(end[0]!, s[keep]!)) return s.slice(0, keep) + end
    }
    return undefined
  }],
  ["skeleton", (r, s) => {
    if (s.length > 8) return undefined
    // The same first letter, another consonant sound inside and one more letter changed or added
    // (ZELO / ZELDA, VIZO / VIDEO, TRIK / TIKI): the consonants that carry the sound differ.
    const at = [...Array(s.length).keys()].filter((i) => i > 0 && !VOWEL.test(s[i]!) && s[i] !== s[i - 1])
    if (at.length === 0) return undefined
    const i = pick(r, at)
    const chars = s.split("")
    chars[i] = unlike(r, chars[i]!)
    const vowelAt = [...Array(s.length).keys()].filter((k) => k > 0 && k !== i && VOWEL.test(s[k]!))
    if (s.length > 6) {
      // Three letters from 7 letters up: two changes would be a quarter of the mark.
      const other = at.filter((k) => k !== i)
      if (other.length === 0 || vowelAt.length === 0) return undefined
      const k = pick(r, other)
      chars[k] = unlike(r, chars[k]!)
    }
    if (vowelAt.length > 0 && r() < 0.5) {
      const k = pick(r, vowelAt)
      chars[k] = unlike(r, chars[k]!)
      return chars.join("")
    }
    return chars.join("") + pick(r, ["A", "O", "E", "I"])
  }],
  ["anagram", (r, s) => {
    const reversed = s.split("").reverse().join("")
    const cut = firstSyllable(s)
    const rotated = s.slice(cut) + s.slice(0, cut)
    const c = [rotated, reversed].filter((x) => !alike(x[0]!, s[0]!))
    return c.length === 0 ? undefined : pick(r, c)
  }],
  ["part", (r, s) => {
    if (s.length <= 5) return s.length >= 4 && !alike(s[1]!, s[0]!) ? s.slice(1) : undefined
    const n = Math.max(3, Math.floor(s.length * 0.6))
    return r() < 0.5 ? s.slice(0, n) : s.slice(s.length - n)
  }],
  ["rhyme", (r, s) => {
    // The first syllable, or the first 40% of a long mark, replaced: the same ending, another start.
    const cut = Math.max(firstSyllable(s), s.length >= 9 ? Math.round(s.length * 0.4) : 0)
    if (s.length - cut < 2) return undefined
    for (let tries = 0; tries < 10; tries++) {
      const head = s.length >= 9 ? coined(r, cut, cut + 2) : pick(r, ONSETS) + pick(r, NUCLEI)
      if (!alike(head[0]!, s[0]!) && damerauLevenshteinDistance(head, s.slice(0, cut)) >= Math.max(2, Math.ceil(cut * 0.6))) {
        return head + s.slice(cut)
      }
    }
    return undefined
  }],
  ["extension", (r, s) => s.length <= 5 ? s + coined(r, 3, 5).replace(/^[^AEIOUY]*/, pick(r, ["T", "R", "L", "N", "M", "ST"])) : undefined]
]

/** A set of `count` queries, a third of each length class, for a seed. */
export const generateFuzzySet = (seed: number, count: number): ReadonlyArray<GeneratedQuery> => {
  const r = rng(seed)
  const out: Array<GeneratedQuery> = []
  const used = new Set<string>()
  const lengths = ["short", "medium", "long"] as const
  while (out.length < count) {
    const length = lengths[out.length % 3]!
    const { cut, mark } = baseMark(r, length)
    // A mark the normaliser changes (a final plural S) is not what it looks like to the scorer.
    if (used.has(mark) || normalizeMark(mark) !== mark) continue
    const variants: Array<{ mark: string; kind: VariantKind }> = []
    const taken = new Set([mark])
    const addVariant = (kind: VariantKind, v: string | undefined) => {
      if (v === undefined || taken.has(v) || (kind !== "spacing" && (v === mark || normalizeMark(v) !== v))) return
      taken.add(v)
      variants.push({ kind, mark: v })
    }
    const kinds = ONE_EDIT.filter(() => r() < 0.7)
    for (const [kind, f] of kinds) addVariant(kind, f(r, mark))
    if (length !== "short" && r() < 0.5) addVariant("spacing", spacing(r, mark, cut))
    if (r() < 0.6) addVariant("two edits", twoEdits(r, mark))
    const decoys: Array<{ mark: string; kind: DecoyKind }> = []
    for (const [kind, f] of DECOYS.filter(() => r() < 0.6)) {
      const d = f(r, mark)
      if (d === undefined || taken.has(d) || d.length < 3 || normalizeMark(d) !== d) continue
      // Every decoy is two edits away or more and differs at the start or in half of its letters.
      const edits = damerauLevenshteinDistance(d, mark)
      const sameStart = kind === "part" || kind === "prefix" || kind === "skeleton" || kind === "extension"
      if (edits < 2 || (alike(d[0]!, mark[0]!) && edits < Math.ceil(mark.length / 2) && !sameStart)) continue
      taken.add(d)
      decoys.push({ kind, mark: d })
    }
    if (variants.length < 2 || decoys.length < 2) continue
    for (const t of taken) used.add(t.replace(/[ -]/g, ""))
    out.push({ query: mark, length, variants, decoys })
  }
  return out
}

export interface GeneratedFigures {
  readonly length: FuzzyQuery["length"] | "all"
  readonly queries: number
  readonly variants: number
  readonly recallAt10: number
  readonly ordered: number
}

export interface GeneratedRun {
  readonly figures: ReadonlyArray<GeneratedFigures>
  /** Variants missing from the top 10, by kind. */
  readonly missedByKind: Readonly<Record<string, number>>
  /** Variants at or below a decoy, by kind; decoys at or above a variant, by kind. */
  readonly lowVariantByKind: Readonly<Record<string, number>>
  readonly highDecoyByKind: Readonly<Record<string, number>>
  /** One line per query that misses (query, the variants at fault with score and rank, the decoys above). */
  readonly misses: ReadonlyArray<string>
}

const bump = (m: Record<string, number>, k: string) => {
  m[k] = (m[k] ?? 0) + 1
}

/** Search each generated query in a register of every variant, decoy and `filler` synthetic marks. */
export const runGeneratedFuzzy = (
  queries: ReadonlyArray<GeneratedQuery>,
  filler = 5000,
  /** List every query in `misses`, not only those that miss. */
  listAll = false
): Effect.Effect<GeneratedRun, never, Scope.Scope> =>
  Effect.gen(function*() {
    const marks = queries.flatMap((q) => [...q.variants.map((v) => v.mark), ...q.decoys.map((d) => d.mark)])
    const provider = yield* registerOf(marks.map((name, i) => ({ name, classes: [9], number: String(7_000_000 + i) })), filler)
    const rows = yield* Effect.forEach(queries, (q) =>
      Effect.gen(function*() {
        const all = yield* provider.search({ query: q.query, searchType: "fuzzy", status: "all", limit: 100 })
        // Rank among distinct names: the filler holds some names many times (the same mark of other owners).
        const rank = new Map<string, number>()
        for (const x of all.results) if (!rank.has(x.name.toUpperCase())) rank.set(x.name.toUpperCase(), rank.size + 1)
        const score = new Map(all.results.map((r) => [r.name.toUpperCase(), r.similarityScore ?? 0]))
        const v = q.variants.map((x) => ({ ...x, score: score.get(x.mark) ?? -1, rank: rank.get(x.mark) }))
        const d = q.decoys.map((x) => ({ ...x, score: score.get(x.mark) ?? -0.5 }))
        const lowest = Math.min(...v.map((x) => x.score))
        const highest = Math.max(...d.map((x) => x.score))
        const mine = new Set([...q.variants.map((x) => x.mark), ...q.decoys.map((x) => x.mark)])
        const worst = Math.max(...v.map((x) => x.rank ?? 0))
        const others = all.results.slice(0, Math.max(0, worst - 1)).filter((x) => !mine.has(x.name.toUpperCase())).slice(0, 3)
          .map((x) => `${x.name} ${(x.similarityScore ?? 0).toFixed(3)}`)
        return {
          q,
          v,
          d,
          others,
          found: v.filter((x) => x.rank !== undefined && x.rank <= 10).length,
          ordered: lowest > highest,
          lowest,
          highest
        }
      }).pipe(Effect.orDie))
    const figures = (length: GeneratedFigures["length"]): GeneratedFigures => {
      const rs = rows.filter((r) => length === "all" || r.q.length === length)
      const variants = rs.reduce((n, r) => n + r.q.variants.length, 0)
      return {
        length,
        queries: rs.length,
        variants,
        recallAt10: variants === 0 ? 1 : rs.reduce((n, r) => n + r.found, 0) / variants,
        ordered: rs.length === 0 ? 1 : rs.filter((r) => r.ordered).length / rs.length
      }
    }
    const missedByKind: Record<string, number> = {}
    const lowVariantByKind: Record<string, number> = {}
    const highDecoyByKind: Record<string, number> = {}
    const misses: Array<string> = []
    for (const r of rows) {
      for (const x of r.v) if (x.rank === undefined || x.rank > 10) bump(missedByKind, `${r.q.length} ${x.kind}`)
      if (!r.ordered) {
        for (const x of r.v) if (x.score <= r.highest) bump(lowVariantByKind, `${r.q.length} ${x.kind}`)
        for (const x of r.d) if (x.score > -0.5 && x.score >= r.lowest) bump(highDecoyByKind, `${r.q.length} ${x.kind}`)
      }
      if (listAll || !r.ordered || r.found < r.v.length) {
        const fmt = (x: { mark: string; kind: string; score: number }) => `${x.mark} (${x.kind}) ${x.score.toFixed(3)}`
        misses.push(
          `${r.q.query}: variants ${r.v.map((x) => `${fmt(x)}${x.rank === undefined ? "" : ` #${x.rank}`}`).join(", ")}; decoys ${
            r.d.filter((x) => x.score > -0.5).map(fmt).join(", ")
          }${r.found < r.v.length ? `; above: ${r.others.join(", ")}` : ""}`
        )
      }
    }
    return {
      figures: (["all", "short", "medium", "long"] as const).map(figures),
      missedByKind,
      lowVariantByKind,
      highDecoyByKind,
      misses
    }
  }).pipe(Logger.withMinimumLogLevel(LogLevel.None))
