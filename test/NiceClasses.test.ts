import { describe, expect, it } from "@effect/vitest"
import { getNiceClass, lookupNiceClasses, NICE_CLASSES, NICE_EDITION } from "../src/Domain/NiceClasses.js"

describe("NICE_CLASSES data", () => {
  it("holds the 45 classes of NCL 12-2025, ordered 1..45", () => {
    expect(NICE_EDITION).toBe("12-2025")
    expect(NICE_CLASSES.map((c) => c.number)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1))
  })

  it("marks 1-34 as goods and 35-45 as services", () => {
    for (const c of NICE_CLASSES) expect(c.kind).toBe(c.number <= 34 ? "goods" : "services")
  })

  it("has complete fields for every class", () => {
    for (const c of NICE_CLASSES) {
      const where = `class ${c.number}`
      expect(c.title.trim(), where).not.toBe("")
      expect(c.title.endsWith("."), `${where} heading ends with a full stop`).toBe(true)
      expect(c.description.trim().length, where).toBeGreaterThan(40)
      expect(c.examples.length, where).toBeGreaterThanOrEqual(8)
      expect(c.examples.length, where).toBeLessThanOrEqual(12)
      expect(new Set(c.examples.map((e) => e.toLowerCase())).size, `${where} examples are unique`).toBe(c.examples.length)
      for (const e of c.examples) expect(e.trim(), where).not.toBe("")
      expect(c.excludes.length, where).toBeGreaterThanOrEqual(3)
      expect(c.excludes.length, where).toBeLessThanOrEqual(6)
    }
  })

  it("names, in every exclusion, another class the item belongs to", () => {
    for (const c of NICE_CLASSES) {
      for (const exclusion of c.excludes) {
        const named = [...exclusion.matchAll(/\(class(?:es)? (\d+)(?: and (\d+))?\)/g)].flatMap((m) =>
          [m[1], m[2]].filter((x): x is string => x !== undefined).map(Number)
        )
        expect(named.length, `class ${c.number}: "${exclusion}"`).toBeGreaterThan(0)
        for (const n of named) {
          expect(n, `class ${c.number}: "${exclusion}"`).toBeGreaterThanOrEqual(1)
          expect(n, `class ${c.number}: "${exclusion}"`).toBeLessThanOrEqual(45)
          expect(n, `class ${c.number}: "${exclusion}" must point elsewhere`).not.toBe(c.number)
        }
      }
    }
  })

  it("lists valid, distinct related classes, never the class itself", () => {
    for (const c of NICE_CLASSES) {
      expect(c.relatedClasses.length, `class ${c.number}`).toBeGreaterThan(0)
      expect(new Set(c.relatedClasses).size, `class ${c.number}`).toBe(c.relatedClasses.length)
      for (const r of c.relatedClasses) {
        expect(Number.isInteger(r) && r >= 1 && r <= 45, `class ${c.number} -> ${r}`).toBe(true)
        expect(r, `class ${c.number}`).not.toBe(c.number)
      }
    }
  })

  it("pairs the classes commonly claimed together", () => {
    const related = (a: number, b: number) => getNiceClass(a)!.relatedClasses.includes(b)
    for (
      const [a, b] of [[9, 42], [42, 9], [25, 35], [25, 18], [25, 14], [29, 30], [30, 29], [32, 33], [33, 32], [3, 5], [41, 9], [43, 29], [
        43,
        30
      ]] as const
    ) {
      expect(related(a, b), `${a} -> ${b}`).toBe(true)
    }
  })

  it("getNiceClass answers 1..45 and nothing else", () => {
    expect(getNiceClass(1)?.number).toBe(1)
    expect(getNiceClass(45)?.title).toMatch(/^Legal services/)
    for (const n of [0, 46, -1, 2.5, Number.NaN]) expect(getNiceClass(n)).toBeUndefined()
  })
})

describe("lookupNiceClasses", () => {
  it("gives all 45 classes when neither classNumber nor keyword is set", () => {
    const r = lookupNiceClasses({})
    expect(r.classes).toHaveLength(45)
    expect(r.suggestion).toBeUndefined()
    expect(lookupNiceClasses({ keyword: "   " }).classes).toHaveLength(45)
  })

  it("gives exactly that class for a classNumber", () => {
    const r = lookupNiceClasses({ classNumber: 9 })
    expect(r.classes.map((c) => c.number)).toEqual([9])
    expect(r.classes[0]!.relatedClasses).toContain(42)
  })

  it("finds footwear in class 25 and ranks a heading match first", () => {
    const r = lookupNiceClasses({ keyword: "footwear" })
    expect(r.classes[0]!.number).toBe(25)
    expect(r.suggestion).toBeUndefined()
  })

  it("matches stemmed and case-insensitively", () => {
    expect(lookupNiceClasses({ keyword: "Shoes" }).classes.map((c) => c.number)).toContain(25)
    expect(lookupNiceClasses({ keyword: "shoe" }).classes.map((c) => c.number)).toContain(25)
    expect(lookupNiceClasses({ keyword: "RESTAURANT" }).classes[0]!.number).toBe(43)
    // The US spelling meets the British one.
    expect(lookupNiceClasses({ keyword: "jewelry" }).classes[0]!.number).toBe(14)
  })

  it("ranks a heading match above an example or description match", () => {
    // "software" is in the heading of 9 and only in the examples/description of 42.
    expect(lookupNiceClasses({ keyword: "software" }).classes.map((c) => c.number).slice(0, 2)).toEqual([9, 42])
  })

  it("needs every word of a multi-word keyword", () => {
    const numbers = lookupNiceClasses({ keyword: "craft beer" }).classes.map((c) => c.number)
    expect(numbers).toEqual([32])
  })

  it("with both, gives the class only if it matches the keyword", () => {
    expect(lookupNiceClasses({ classNumber: 9, keyword: "software" }).classes.map((c) => c.number)).toEqual([9])
    const miss = lookupNiceClasses({ classNumber: 9, keyword: "beer" })
    expect(miss.classes).toEqual([])
    expect(miss.suggestion).toMatch(/Class 9/)
  })

  it("returns nothing and a helpful suggestion for an unknown word", () => {
    const r = lookupNiceClasses({ keyword: "zzzzqqq" })
    expect(r.classes).toEqual([])
    expect(r.suggestion).toContain("suggest_nice_classes")
    expect(r.suggestion).toContain("zzzzqqq")
  })

  it("explains a class number outside 1..45 instead of throwing", () => {
    const r = lookupNiceClasses({ classNumber: 46 })
    expect(r.classes).toEqual([])
    expect(r.suggestion).toMatch(/1 to 45/)
  })
})
