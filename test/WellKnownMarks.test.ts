import { describe, expect, it } from "vitest"
import { makeScorer, normalizeMark } from "../src/Analysis/Similarity.js"
import { CLASS_RELATIONS, classRelatednessScore, overlappingClasses, relatedness } from "../src/Domain/ClassRelatedness.js"
import { WELL_KNOWN_MARKS } from "../src/Domain/WellKnownMarks.js"

const CLASSES = Array.from({ length: 45 }, (_, i) => i + 1)

describe("WELL_KNOWN_MARKS", () => {
  it("has at least 200 marks with unique names, also after normalisation", () => {
    expect(WELL_KNOWN_MARKS.length).toBeGreaterThanOrEqual(200)
    const names = WELL_KNOWN_MARKS.map((m) => m.name)
    expect(new Set(names).size).toBe(names.length)
    const normalized = names.map(normalizeMark)
    expect(new Set(normalized).size).toBe(normalized.length)
  })

  it("every mark has an owner and valid, distinct core Nice classes", () => {
    for (const m of WELL_KNOWN_MARKS) {
      expect(m.name.trim(), m.name).toBe(m.name)
      expect(normalizeMark(m.name).length, m.name).toBeGreaterThan(0)
      expect(m.owner.trim().length, m.name).toBeGreaterThan(0)
      expect(m.niceClasses.length, m.name).toBeGreaterThan(0)
      expect(new Set(m.niceClasses).size, m.name).toBe(m.niceClasses.length)
      for (const c of m.niceClasses) {
        expect(Number.isInteger(c) && c >= 1 && c <= 45, `${m.name} class ${c}`).toBe(true)
      }
      if (m.jurisdictions !== undefined) expect(m.jurisdictions.length, m.name).toBeGreaterThan(0)
    }
  })

  it("contains the marks the reference names", () => {
    const names = new Set(WELL_KNOWN_MARKS.map((m) => m.name))
    for (const n of ["APPLE", "GOOGLE", "NIKE", "AMAZON", "COCA-COLA", "MCDONALD'S"]) expect(names.has(n), n).toBe(true)
  })

  it("the famous-marks pre-check finds misspellings substring search misses", () => {
    const best = (proposed: string): string => {
      const score = makeScorer(proposed)
      return WELL_KNOWN_MARKS.map((m) => ({ m, s: score(m.name).score })).sort((a, b) => b.s - a.s)[0]!.m.name
    }
    expect(best("GOOGEL")).toBe("GOOGLE")
    expect(best("ADIDOS")).toBe("ADIDAS")
    expect(best("STARBOCKS")).toBe("STARBUCKS")
    expect(best("KOKA KOLA")).toBe("COCA-COLA")
  })
})

describe("class relatedness", () => {
  it("is 1 for the same class and symmetric everywhere, within [0,1]", () => {
    for (const a of CLASSES) {
      expect(relatedness(a, a)).toBe(1)
      for (const b of CLASSES) {
        const r = relatedness(a, b)
        expect(r).toBe(relatedness(b, a))
        expect(r).toBeGreaterThanOrEqual(0)
        expect(r).toBeLessThanOrEqual(1)
      }
    }
  })

  it("lists each relation once, between distinct valid classes, with a partial strength", () => {
    const seen = new Set<string>()
    for (const [a, b, s] of CLASS_RELATIONS) {
      expect(a).not.toBe(b)
      expect(CLASSES.includes(a) && CLASSES.includes(b)).toBe(true)
      expect(s).toBeGreaterThan(0)
      expect(s).toBeLessThan(1)
      const k = `${Math.min(a, b)}-${Math.max(a, b)}`
      expect(seen.has(k), k).toBe(false)
      seen.add(k)
    }
  })

  it("knows the commonly opposed pairs and leaves unrelated ones at 0", () => {
    expect(relatedness(9, 42)).toBeGreaterThanOrEqual(0.7)
    expect(relatedness(32, 33)).toBeGreaterThanOrEqual(0.7)
    for (const [a, b] of [[9, 38], [25, 18], [25, 14], [29, 30], [30, 43], [3, 5], [5, 10], [41, 9], [41, 28], [43, 33]]) {
      expect(relatedness(a!, b!), `${a}/${b}`).toBeGreaterThanOrEqual(0.4)
    }
    expect(relatedness(1, 45)).toBe(0)
    expect(relatedness(12, 30)).toBe(0)
    expect(relatedness(35, 9)).toBe(0) // retail is not related to everything
  })

  it("reports direct and related overlaps", () => {
    expect(overlappingClasses([42, 9, 9], [9, 38])).toEqual({
      direct: [9],
      related: [
        { proposed: 9, existing: 38, strength: 0.7 },
        { proposed: 42, existing: 9, strength: 0.8 },
        { proposed: 42, existing: 38, strength: 0.6 }
      ].sort((x, y) => y.strength - x.strength)
    })
    expect(overlappingClasses([25], [12])).toEqual({ direct: [], related: [] })
    expect(classRelatednessScore([25], [25, 3])).toBe(1)
    expect(classRelatednessScore([25], [18])).toBe(0.7)
    expect(classRelatednessScore([1], [45])).toBe(0)
  })
})
