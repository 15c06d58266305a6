import * as fc from "fast-check"
import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"
import {
  classifyConflict,
  effectiveCutoff,
  type Jurisdiction,
  makeScorer,
  normalizeMark,
  passesCutoff,
  phoneticAlgorithmFor,
  scoreMarks,
  SIMILARITY_CONFIG,
  type SimilarityBreakdown,
  soundKey
} from "../src/Analysis/Similarity.js"
import { damerauLevenshteinDistance } from "../src/Analysis/Similarity/Metrics.js"

const JURISDICTIONS: ReadonlyArray<Jurisdiction> = ["US", "EU", "AU", "NZ", "WIPO", "GB", "CA", "JP", "CN"]

/** Every number of a breakdown, for the bounds and symmetry properties. */
const numbers = (b: SimilarityBreakdown): Array<number> => [
  b.score,
  b.visual,
  b.phonetic,
  b.algorithms.jaroWinkler,
  b.algorithms.bigram,
  b.algorithms.trigram,
  b.algorithms.damerauLevenshtein,
  b.algorithms.phonetic.score
]

// Marks of all kinds: plain Latin words, arbitrary Unicode, and kana/hanzi.
const latinMark = fc.stringMatching(/^[A-Za-z]{1,9}( [A-Za-z]{1,9}){0,2}$/)
const anyMark = fc.oneof(
  latinMark,
  fc.string({ maxLength: 14 }),
  fc.string({ unit: "grapheme", maxLength: 8 }),
  fc.constantFrom("ソニー", "トヨタ", "华为", "華為", "任天堂", "キヤノン", "小米", "SONY", "3M", "4711", "")
)
const jurisdiction = fc.constantFrom<Jurisdiction | undefined>(undefined, ...JURISDICTIONS)

describe("properties", () => {
  it("every number is in [0,1] and rounded to 3 decimals", () => {
    fc.assert(
      fc.property(anyMark, anyMark, jurisdiction, (a, b, j) => {
        for (const x of numbers(scoreMarks(a, b, j === undefined ? {} : { jurisdiction: j }))) {
          expect(x).toBeGreaterThanOrEqual(0)
          expect(x).toBeLessThanOrEqual(1)
          expect(Math.abs(x * 1000 - Math.round(x * 1000))).toBeLessThan(1e-6)
        }
      }),
      { numRuns: 400 }
    )
  })

  it("is symmetric for a fixed jurisdiction", () => {
    fc.assert(
      fc.property(anyMark, anyMark, jurisdiction, (a, b, j) => {
        const opts = j === undefined ? {} : { jurisdiction: j }
        const ab = scoreMarks(a, b, opts)
        const ba = scoreMarks(b, a, opts)
        expect(numbers(ba)).toEqual(numbers(ab))
        expect(ba.exact).toBe(ab.exact)
        expect(ba.algorithms.editDistance).toBe(ab.algorithms.editDistance)
      }),
      { numRuns: 400 }
    )
  })

  it("scores a mark against itself as 1 and exact", () => {
    fc.assert(
      fc.property(anyMark, jurisdiction, (a, j) => {
        const r = scoreMarks(a, a, j === undefined ? {} : { jurisdiction: j })
        expect(r.score).toBe(1)
        expect(r.exact).toBe(true)
      })
    )
  })

  // Surface variations that normalisation must erase: case, accents, spacing, separators,
  // dropped punctuation, and leetspeak inside words.
  const ACCENTS = ["\u0301", "\u0300", "\u0308", "\u0302", "\u0327", "\u030a"]
  const LEET: Record<string, ReadonlyArray<string>> = { o: ["0"], l: ["1"], e: ["3"], a: ["4", "@"], s: ["5", "$"], t: ["7"] }
  const disguise = (mark: string, seed: number): string => {
    let s = seed
    const rnd = (k: number): number => {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0
      return s % k
    }
    const words = mark.split(" ").map((w) =>
      [...w]
        .map((ch, i) => {
          const leet = LEET[ch.toLowerCase()]
          // Leetspeak only strictly inside a word (the documented rule).
          if (leet !== undefined && i > 0 && i < w.length - 1 && rnd(2) === 0) return leet[rnd(leet.length)]!
          let out = rnd(2) === 0 ? ch.toUpperCase() : ch.toLowerCase()
          if (rnd(4) === 0) out += ACCENTS[rnd(ACCENTS.length)]!
          if (rnd(6) === 0) out += ["!", "?", "®", "™", "\""][rnd(5)]!
          return out
        })
        .join("")
    )
    const seps = [" ", "  ", "\t", "-", " - ", "/", ".", "_", ", "]
    return " ".repeat(rnd(3)) + words.map((w, i) => (i === 0 ? w : seps[rnd(seps.length)]! + w)).join("") + " ".repeat(rnd(3))
  }

  it("normalisation erases case, accents, spacing, punctuation and leetspeak", () => {
    fc.assert(
      fc.property(latinMark, latinMark, fc.integer(), jurisdiction, (a, b, seed, j) => {
        const disguised = disguise(a, seed)
        expect(normalizeMark(disguised)).toBe(normalizeMark(a))
        const opts = j === undefined ? {} : { jurisdiction: j }
        expect(scoreMarks(disguised, b, opts)).toEqual(scoreMarks(a, b, opts))
      }),
      { numRuns: 300 }
    )
  })

  it("the plain-ASCII fast path of normalisation agrees with the full path", () => {
    // "®" is dropped by the full path, so appending it only forces that path.
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z ]{0,24}$/), (s) => {
        expect(normalizeMark(s)).toBe(normalizeMark(`${s}®`))
      }),
      { numRuns: 500 }
    )
  })

  it("makeScorer matches scoreMarks, and atLeast() agrees with the full breakdown", () => {
    fc.assert(
      fc.property(
        anyMark,
        fc.array(anyMark, { maxLength: 6 }),
        jurisdiction,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (p, cs, j, min) => {
          const scorer = makeScorer(p)
          for (const c of cs) {
            const full = scorer(c, j)
            expect(full).toEqual(scoreMarks(p, c, j === undefined ? {} : { jurisdiction: j }))
            const filtered = scorer.atLeast(c, min, j)
            if (full.score >= min) expect(filtered).toEqual(full)
            else expect(filtered).toBeUndefined()
          }
        }
      ),
      { numRuns: 200 }
    )
  })

  it("the allocation-free Damerau-Levenshtein port equals talisman's", () => {
    const require = createRequire(import.meta.url)
    const talisman = require("talisman/metrics/damerau-levenshtein") as (a: string, b: string) => number
    fc.assert(
      fc.property(fc.stringMatching(/^[ABCD]{0,10}$/), fc.stringMatching(/^[ABCD]{0,10}$/), (a, b) => {
        expect(damerauLevenshteinDistance(a, b)).toBe(talisman(a, b))
      }),
      { numRuns: 1000 }
    )
  })
})

describe("concrete pairs", () => {
  it("GOOGEL vs GOOGLE: one transposition = one edit, score >= 0.85", () => {
    const r = scoreMarks("GOOGEL", "GOOGLE")
    expect(r.algorithms.editDistance).toBe(1)
    expect(r.algorithms.damerauLevenshtein).toBeCloseTo(1 - 1 / 6, 3)
    expect(r.score).toBeGreaterThanOrEqual(0.85)
    expect(r.exact).toBe(false)
  })

  it("KODAK vs KODAC sounds the same", () => {
    for (const j of ["US", "WIPO", "AU"] as const) {
      const r = scoreMarks("KODAK", "KODAC", { jurisdiction: j })
      expect(r.phonetic).toBe(1)
      expect(r.score).toBeGreaterThanOrEqual(0.85)
    }
    // Cologne codes a final C as 8 (424 vs 428), but the coarse sound key (KATAK) hears them alike:
    // the channel takes the key at its weight (0.9), and a short variant scores at least 0.8.
    const eu = scoreMarks("KODAK", "KODAC", { jurisdiction: "EU" })
    expect(eu.algorithms.phonetic).toMatchObject({ proposedCode: "424", existingCode: "428", score: 0.9 })
    expect(eu.score).toBeGreaterThan(eu.visual)
    expect(eu.score).toBeGreaterThanOrEqual(SIMILARITY_CONFIG.shortVariant.variantScore)
  })

  it("NIKE vs NIKKE is high; APPLE vs PINEAPPLE moderate", () => {
    expect(scoreMarks("NIKE", "NIKKE").score).toBeGreaterThanOrEqual(0.85)
    const pine = scoreMarks("APPLE", "PINEAPPLE").score
    expect(pine).toBeGreaterThan(0.4)
    expect(pine).toBeLessThan(0.7)
  })

  it("unrelated marks score low", () => {
    const pairs: Array<[string, string]> = [
      ["APPLE", "ZEBRA"],
      ["NIKE", "SAMSUNG"],
      ["GOOGLE", "TOYOTA"],
      ["KODAK", "MICROSOFT"],
      ["STARBUCKS", "LEGO"],
      ["AMAZON", "FERRARI"],
      ["ROLEX", "PEPSI"],
      ["HEINEKEN", "ADOBE"]
    ]
    for (const [a, b] of pairs) expect(scoreMarks(a, b).score, `${a}/${b}`).toBeLessThan(0.4)
  })

  it("picks the phonetic algorithm from the existing mark's jurisdiction", () => {
    const expected: Record<Jurisdiction, string> = {
      EU: "cologne",
      US: "nysiis",
      GB: "nysiis",
      CA: "nysiis",
      AU: "caverphone",
      NZ: "caverphone",
      WIPO: "doubleMetaphone",
      JP: "doubleMetaphone",
      CN: "doubleMetaphone"
    }
    for (const j of JURISDICTIONS) {
      expect(phoneticAlgorithmFor(j)).toBe(expected[j])
      expect(scoreMarks("KODAK", "KODAC", { jurisdiction: j }).algorithms.phonetic.algorithm).toBe(expected[j])
    }
    expect(scoreMarks("KODAK", "KODAC").algorithms.phonetic.algorithm).toBe("doubleMetaphone")
    expect(phoneticAlgorithmFor("EP")).toBe("doubleMetaphone")
    // The per-candidate jurisdiction of makeScorer overrides the option.
    expect(makeScorer("KODAK", { jurisdiction: "US" })("KODAC", "EU").algorithms.phonetic.algorithm).toBe("cologne")
  })

  it("compares kana and hanzi through romanisation instead of switching phonetics off", () => {
    const sony = scoreMarks("ソニー", "SONY", { jurisdiction: "JP" })
    expect(sony.romanized).toEqual({ proposed: "SONI", existing: "SONY" })
    expect(sony.phonetic).toBe(1)
    expect(sony.score).toBeGreaterThanOrEqual(0.8)
    expect(classifyConflict(sony)).toBe("phonetic")

    const huawei = scoreMarks("华为", "HUAWEI", { jurisdiction: "CN" })
    expect(huawei.romanized).toEqual({ proposed: "HUAWEI", existing: "HUAWEI" })
    expect(huawei.score).toBe(1)
    expect(huawei.exact).toBe(false) // same sound, different writing
    expect(scoreMarks("華為", "HUAWEI").romanized?.proposed).toBe("HUAWEI") // traditional characters
    // Both in CJK script: characters are compared directly, sound through pinyin.
    const cjk = scoreMarks("华为", "华为技术")
    expect(cjk.romanized).toEqual({ proposed: "HUAWEI", existing: "HUAWEIJISHU" })
    expect(cjk.algorithms.editDistance).toBe(2)
    // Documented limitation: kanji are read as Mandarin pinyin.
    expect(scoreMarks("任天堂", "NINTENDO").romanized?.proposed).toBe("RENTIANTANG")
    // Half-width katakana are folded first.
    expect(scoreMarks("ｿﾆｰ", "ソニー").exact).toBe(true)
  })

  it("aligns multi-word marks word by word", () => {
    const swapped = scoreMarks("APPLE PIE", "PIE APPLE")
    expect(swapped.phonetic).toBe(1)
    expect(swapped.algorithms.phonetic.proposedCode).toBe("APL P")
    const joined = scoreMarks("COCA COLA", "COCACOLA")
    expect(joined.exact).toBe(true)
    expect(joined.score).toBe(1)
    // An extra word costs its share, it does not zero the sound channel.
    const extra = scoreMarks("APPLE", "APPLE PIE")
    expect(extra.phonetic).toBeGreaterThan(0.7)
    expect(extra.phonetic).toBeLessThan(1)
    // The second word counts too: same first word, different second word.
    expect(scoreMarks("BLUE OCEAN", "BLUE MOUNTAIN").phonetic).toBeLessThan(0.8)
  })

  it("channels can be switched off", () => {
    const visualOnly = scoreMarks("KWIK", "QUICK", { channels: { phonetic: false } })
    expect(visualOnly.score).toBe(visualOnly.visual)
    expect(visualOnly.phonetic).toBe(0)
    expect(visualOnly.channels).toEqual({ visual: true, phonetic: false })
    const phoneticOnly = scoreMarks("KWIK", "QUICK", { channels: { visual: false } })
    expect(phoneticOnly.score).toBe(1)
    expect(phoneticOnly.visual).toBe(0)
    expect(scoreMarks("NIKE", "NIKE", { channels: { visual: false, phonetic: false } }).score).toBe(1)
    expect(scoreMarks("NIKE", "NIKKE", { channels: { visual: false, phonetic: false } }).score).toBe(0)
  })

  it("handles empty and digit-only marks", () => {
    expect(scoreMarks("", "").score).toBe(1)
    expect(scoreMarks("!!!", "ABC").score).toBe(0)
    expect(scoreMarks("4711", "4711").exact).toBe(true)
    const digits = scoreMarks("4711", "4712")
    expect(digits.phonetic).toBe(0) // no letters, no sound code
    expect(digits.score).toBe(digits.visual)
  })
})

describe("normalizeMark", () => {
  it.each([
    ["Coca-Cola®", "COCA COLA"],
    ["  nike™  ", "NIKE"],
    ["Café Niçoise", "CAFE NICOISE"],
    ["Straße", "STRASSE"],
    ["G00GLE", "GOOGLE"],
    ["H3LLO", "HELLO"],
    ["$HOP", "SHOP"],
    ["KE$HA", "KESHA"],
    ["M@X", "MAX"],
    ["3M", "3M"],
    ["WIN7", "WIN7"],
    ["X20Y", "X20Y"],
    ["Rock 'n' Roll", "ROCK AND ROLL"],
    ["ROCK N ROLL", "ROCK AND ROLL"],
    ["B N K", "B N K"],
    ["AT&T", "AT AND T"],
    ["Dolce + Gabbana", "DOLCE AND GABBANA"],
    ["GOOGLE+", "GOOGLE"],
    ["APPLES", "APPLE"],
    ["BOXES", "BOX"],
    ["BERRIES", "BERRY"],
    ["HOUSES", "HOUSE"],
    ["GLASS", "GLASS"],
    ["LEXUS", "LEXUS"],
    ["TENNIS", "TENNIS"],
    ["BUS", "BUS"],
    ["MCDONALD'S", "MCDONALD"],
    ["ＮＩＫＥ", "NIKE"]
  ])("%s → %s", (input, expected) => {
    expect(normalizeMark(input)).toBe(expected)
  })
})

describe("cutoffs and the short-mark rule", () => {
  it("publishes the thresholds", () => {
    expect(SIMILARITY_CONFIG.thresholds).toMatchObject({
      fuzzySearchCutoff: 0.7,
      shortMarkLength: 5,
      clearanceDefault: 0.6,
      strongConflict: 0.8,
      watchDefault: 0.7
    })
    const w = SIMILARITY_CONFIG.visualWeights
    expect(w.jaroWinkler + w.damerauLevenshtein + w.bigram + w.trigram).toBeCloseTo(1, 10)
    expect(SIMILARITY_CONFIG.blend.visual + SIMILARITY_CONFIG.blend.phonetic).toBeCloseTo(1, 10)
  })

  it("raises fuzzy and watch cutoffs to 0.8 for marks of 5 characters or fewer", () => {
    // One substitution in a 4-letter mark, at its start (×otherStartFactor: 0.719 → 0.683).
    const nm = scoreMarks("NIKE", "MIKE").score
    expect(nm).toBeGreaterThanOrEqual(0.6)
    expect(nm).toBeLessThan(0.8)
    expect(passesCutoff("NIKE", "MIKE", nm, "fuzzy")).toBe(false)
    expect(passesCutoff("NIKE", "MIKE", nm, "watch")).toBe(false)
    expect(passesCutoff("NIKE", "MIKE", nm, "clearance")).toBe(true) // clearance is exempt
    expect(passesCutoff("NIKE", "MIKE", 0.8, "fuzzy")).toBe(true)
    // Long marks keep the plain cutoffs.
    expect(effectiveCutoff("STARBUCKS", "STARBOCKS", "fuzzy")).toBe(0.7)
    expect(passesCutoff("STARBUCKS", "STARBOCKS", 0.72, "fuzzy")).toBe(true)
    // Either side being short triggers the rule; normalisation decides the length.
    expect(effectiveCutoff("GOOGLE", "G-O-O-G", "fuzzy")).toBe(0.8)
    expect(effectiveCutoff("COCA-COLA", "COCA COLA", "watch")).toBe(0.7)
    // An explicit threshold above the short-mark cutoff wins.
    expect(effectiveCutoff("NIKE", "MIKE", "watch", 0.9)).toBe(0.9)
    expect(effectiveCutoff("NIKE", "MIKE", "clearance", 0.65)).toBe(0.65)
  })
})

describe("classifyConflict", () => {
  it("follows the documented rule", () => {
    expect(classifyConflict(scoreMarks("Nike", "NIKE"))).toBe("exact")
    expect(classifyConflict(scoreMarks("GOOGEL", "GOOGLE"))).toBe("visual") // spelling explains it
    expect(classifyConflict(scoreMarks("KWIK", "QUICK"))).toBe("phonetic") // sounds alike, looks different
    expect(classifyConflict(scoreMarks("PHOTO", "FOTO"))).toBe("phonetic")
    expect(classifyConflict(scoreMarks("APPLE", "PINEAPPLE"))).toBe("conceptual") // shared element only
    expect(classifyConflict(scoreMarks("ソニー", "SONY"))).toBe("phonetic") // across scripts it is sound
  })

  it("is driven by the channel numbers", () => {
    const base = scoreMarks("A", "B")
    const at = (visual: number, phonetic: number): SimilarityBreakdown => ({ ...base, visual, phonetic, exact: false })
    expect(classifyConflict(at(0.7, 1))).toBe("visual")
    expect(classifyConflict(at(0.69, 0.8))).toBe("phonetic")
    expect(classifyConflict(at(0.69, 0.79))).toBe("conceptual")
  })
})

describe("short variants of three-letter marks and plurals in the sound key", () => {
  it("a changed letter in a three-letter mark is a variant only when it sounds the same, vowel included", () => {
    const fix = makeScorer("FIX")
    expect(fix("FYX").score).toBeGreaterThanOrEqual(SIMILARITY_CONFIG.shortVariant.oneEditScore)
    expect(fix("FIXX").score).toBeGreaterThanOrEqual(0.8)
    expect(fix("FIG").score).toBeLessThan(0.8)
  })

  it("a plural S dropped by the normalisation does not hide a sound-alike (FICKS / FIX)", () => {
    expect(makeScorer("FIX")("FICKS").score).toBeGreaterThanOrEqual(0.8)
  })

  it("one-edit variants rank above two-edit look-alikes", () => {
    const zelo = makeScorer("ZELO")
    expect(zelo("ZEOL").score).toBeGreaterThan(zelo("ZELDA").score)
  })
})

describe("short-variant floor graded by sound (generated fuzzy set, test/support/FuzzyGenerated.ts)", () => {
  const { oneEditScore, oneEditSameSoundScore, sameSoundScore } = SIMILARITY_CONFIG.shortVariant
  const cutoff = (p: string, e: string) => effectiveCutoff(p, e, "fuzzy")

  it("a one-edit sound-alike ranks above a one-edit look-alike, and two edits in the same sound above two edits that do not", () => {
    const lyon = makeScorer("LYON")
    expect(lyon("LION").score).toBeGreaterThanOrEqual(oneEditSameSoundScore)
    expect(lyon("LION").score).toBeGreaterThan(lyon("LYOT").score)
    const kubo = makeScorer("KUBO")
    expect(kubo("KOOBO").score).toBeGreaterThanOrEqual(sameSoundScore)
    expect(kubo("KOOBO").score).toBeLessThan(oneEditScore)
  })

  it("a consonant sound replaced, added or dropped with another edit is no variant (ZELDA, VIDEO, TIKI); vowels or order changed is (TIRQ)", () => {
    expect(makeScorer("ZELO")("ZELDA").score).toBeLessThan(cutoff("ZELO", "ZELDA"))
    expect(makeScorer("VIZO")("VIDEO").score).toBeLessThan(cutoff("VIZO", "VIDEO"))
    expect(makeScorer("TRIK")("TIKI").score).toBeLessThan(cutoff("TRIK", "TIKI"))
    expect(makeScorer("TRIK")("TIRQ").score).toBeGreaterThanOrEqual(0.8)
  })

  it("marks starting with a vowel start alike only when the vowel agrees (IRYMO / UDYMO, EMU / UME)", () => {
    expect(makeScorer("IRYMO")("UDYMO").score).toBeLessThan(0.8)
    expect(makeScorer("EMU")("UME").score).toBeLessThan(makeScorer("EMU")("EMOO").score)
  })

  it("three edits in letters that are two in sound, vowels included, are a variant (TUS / TOOSS); other vowels are not (TEASE)", () => {
    expect(makeScorer("TUS")("TOOSS").score).toBeGreaterThanOrEqual(sameSoundScore)
    expect(makeScorer("TUS").atLeast("TOOSS", 0.8)).toBeDefined()
    expect(makeScorer("TUS")("TEASE").score).toBeLessThan(0.8)
  })

  it("a final EE is heard, not silent (PANY / PANEE, COFFEE is not COFF)", () => {
    expect(soundKey(["COFFEE"])).not.toBe(soundKey(["COFF"]))
    expect(soundKey(["LITE"])).toBe(soundKey(["LIGHT"]))
    expect(makeScorer("PANY")("PANEE").score).toBeGreaterThanOrEqual(sameSoundScore)
  })
})

describe("one edit in a longer mark and marks that start with another sound", () => {
  it("one edit in a mark of 6 letters or more is a variant however the n-grams rate a swap (VELOCIO / VELCOIO)", () => {
    const velocio = makeScorer("VELOCIO")
    expect(velocio("VELCOIO").score).toBeGreaterThanOrEqual(SIMILARITY_CONFIG.shortVariant.oneEditScore)
    expect(velocio("VELCOIO").score).toBeGreaterThan(velocio("VELOCITY").score)
  })

  it("a mark that starts with another sound scores less than the letters it shares say (AFYMIX / HIFYMIX)", () => {
    const afymix = makeScorer("AFYMIX")
    expect(afymix("AFFIMIX").score).toBeGreaterThan(afymix("HIFYMIX").score)
    // A sound-alike first letter is the same start (KUBO / CUBO, FENTORA / PHENTORA).
    expect(makeScorer("FENTORA")("PHENTORA").score).toBeGreaterThan(makeScorer("FENTORA")("MENTORA").score)
  })
})

describe("the same-key floor needs a similar length or the same vowels", () => {
  it("keeps sound-alikes respelled all through (KWIKKLEEN / QUICKCLEAN, CYTY / CITEE), not a half or another word whose coarse key matches", () => {
    const { sameSoundScore } = SIMILARITY_CONFIG.shortVariant
    expect(makeScorer("KWIKKLEEN")("QUICKCLEAN").score).toBeGreaterThanOrEqual(sameSoundScore)
    expect(makeScorer("CYTY")("CITEE").score).toBeGreaterThanOrEqual(sameSoundScore)
    expect(makeScorer("HETRAIWAI")("HETRA").score).toBeLessThan(makeScorer("HETRAIWAI")("HERTAIWAI").score)
    expect(makeScorer("VASOA")("VAHEZY").score).toBeLessThan(0.8)
  })
})

describe("a leading X is heard as EKS", () => {
  it("XTREMO starts like EXTREMO (no other-start factor)", () => {
    const b = makeScorer("EXTREMO")("XTREMO")
    expect(b.score).toBeCloseTo(0.6 * b.visual + 0.4 * b.phonetic, 2)
  })
})
