/**
 * Similarity engine throughput on one core: makeScorer over 100k generated candidate names per
 * phonetic algorithm (full breakdown for every pair), the atLeast() filtering fast path,
 * the visual channel alone, one-off scoreMarks, and romanised CJK candidates.
 */
import { type Jurisdiction, makeScorer, scoreMarks } from "../src/Analysis/Similarity.js"

const N = 100_000
const SYLLABLES = [
  "go",
  "og",
  "le",
  "ka",
  "dak",
  "ni",
  "ke",
  "am",
  "az",
  "on",
  "sta",
  "r",
  "bu",
  "cks",
  "ex",
  "tra",
  "vo",
  "lt",
  "pi",
  "xo",
  "qu",
  "zen",
  "ly",
  "fy",
  "io",
  "tech",
  "soft",
  "mart",
  "lab",
  "ora"
]

/** Deterministic names: 1-3 words of 1-4 syllables, so there are near-misses and noise. */
const candidates = (seed: number, n: number): Array<string> => {
  let s = seed >>> 0
  const rnd = (k: number): number => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s % k
  }
  const out = new Array<string>(n)
  for (let i = 0; i < n; i++) {
    const words = rnd(10) < 7 ? 1 : rnd(3) + 2
    const parts: Array<string> = []
    for (let w = 0; w < words; w++) {
      let word = ""
      const syl = rnd(4) + 1
      for (let k = 0; k < syl; k++) word += SYLLABLES[rnd(SYLLABLES.length)]
      parts.push(word)
    }
    // A tail letter pair keeps most names distinct, like a real register.
    out[i] = parts.join(" ").toUpperCase() + String.fromCharCode(65 + (i % 26), 65 + ((i / 26) % 26 | 0))
  }
  return out
}

const rate = (n: number, ms: number): string => `${Math.round((n / ms) * 1000).toLocaleString("en-US")} pairs/s`

/** Best of `rounds` timings in ms: the machine may be shared, and the best run is the least disturbed. */
const best = (rounds: number, body: () => void): number => {
  let min = Infinity
  for (let r = 0; r < rounds; r++) {
    const t = performance.now()
    body()
    min = Math.min(min, performance.now() - t)
  }
  return min
}

export async function run(): Promise<void> {
  const proposed = "GOOGEL"
  const ROUNDS = 3
  let sink = 0
  // Warm-up so the JIT has compiled the hot path.
  const warm = makeScorer(proposed)
  for (const c of candidates(999, 20_000)) sink += warm(c).score
  console.log(`proposed mark ${proposed}; ${N.toLocaleString("en-US")} generated candidates; best of ${ROUNDS} runs`)

  const jurisdictions: Array<[string, Jurisdiction]> = [
    ["doubleMetaphone (WIPO/default)", "WIPO"],
    ["nysiis (US/GB/CA)", "US"],
    ["cologne (EU)", "EU"],
    ["caverphone (AU/NZ)", "AU"]
  ]
  let seed = 1
  for (const [label, jurisdiction] of jurisdictions) {
    const names = candidates(seed++, N)
    const score = makeScorer(proposed, { jurisdiction })
    const ms = best(ROUNDS, () => {
      for (const c of names) sink += score(c).score
    })
    console.log(`makeScorer, full breakdown, ${label}: ${rate(N, ms)}`)
  }

  for (const [label, jurisdiction] of jurisdictions) {
    const names = candidates(seed++, N)
    const score = makeScorer(proposed, { jurisdiction })
    let kept = 0
    const ms = best(ROUNDS, () => {
      kept = 0
      for (const c of names) if (score.atLeast(c, 0.6) !== undefined) kept++
    })
    console.log(`makeScorer.atLeast(0.6), ${label}: ${rate(N, ms)} (${kept} kept)`)
  }

  const visualOnly = makeScorer(proposed, { channels: { phonetic: false } })
  const names = candidates(seed++, N)
  let ms = best(ROUNDS, () => {
    for (const c of names) sink += visualOnly(c).score
  })
  console.log(`makeScorer, visual channel only: ${rate(N, ms)}`)

  const few = candidates(seed++, 20_000)
  ms = best(ROUNDS, () => {
    for (const c of few) sink += scoreMarks(proposed, c).score
  })
  console.log(`scoreMarks (one-off; prepares the proposed side on every call): ${rate(few.length, ms)}`)

  const cjk = ["ソニー", "トヨタ", "华为", "小米科技", "任天堂", "キヤノン"]
  const cjkScore = makeScorer("SONY")
  ms = best(ROUNDS, () => {
    for (let i = 0; i < 20_000; i++) sink += cjkScore(cjk[i % cjk.length]! + String(i % 7)).score
  })
  console.log(`makeScorer, CJK candidates (romanised per candidate): ${rate(20_000, ms)}`)
  if (Number.isNaN(sink)) console.log("unreachable")
}
