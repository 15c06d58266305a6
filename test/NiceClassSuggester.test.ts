import { describe, expect, it } from "@effect/vitest"
import { NICE_CLASSES } from "../src/Domain/NiceClasses.js"
import { NICE_TERMS } from "../src/Domain/NiceTerms.js"
import { mergeHarmonisedMatches, MIN_CONFIDENCE, type NiceClassSuggestion, suggestNiceClasses } from "../src/Services/NiceClassSuggester.js"
import fixtures from "./fixtures/nice-suggestions.json" with { type: "json" }

/** Accuracy floors on the labelled fixture: the first class must be the expected primary class. */
export const TOP1_THRESHOLD = 0.8
/** ...and the expected primary class must be among the first three. */
export const TOP3_THRESHOLD = 0.95

interface Labelled {
  readonly description: string
  readonly expected: ReadonlyArray<number>
}

const labelled = fixtures as ReadonlyArray<Labelled>
const classes = (s: ReadonlyArray<NiceClassSuggestion>) => s.map((x) => x.classNumber)

describe("suggestNiceClasses accuracy on labelled descriptions", () => {
  it("has a large, valid fixture", () => {
    expect(labelled.length).toBeGreaterThanOrEqual(50)
    for (const f of labelled) {
      expect(f.description.trim()).not.toBe("")
      expect(f.expected.length).toBeGreaterThan(0)
      for (const n of f.expected) expect(n >= 1 && n <= 45).toBe(true)
    }
    // The fixture spans most of the classification, not a handful of easy classes.
    expect(new Set(labelled.map((f) => f.expected[0])).size).toBeGreaterThanOrEqual(40)
  })

  it(`reaches top-1 >= ${TOP1_THRESHOLD} and top-3 >= ${TOP3_THRESHOLD}`, () => {
    let top1 = 0
    let top3 = 0
    const misses: Array<string> = []
    for (const f of labelled) {
      const got = classes(suggestNiceClasses(f.description))
      if (got[0] === f.expected[0]) top1++
      else misses.push(`${f.description} -> [${got.join(", ")}], expected ${f.expected[0]}`)
      if (got.slice(0, 3).includes(f.expected[0]!)) top3++
    }
    const top1Rate = top1 / labelled.length
    const top3Rate = top3 / labelled.length
    console.log(
      `Nice suggester on ${labelled.length} descriptions: top-1 ${top1Rate.toFixed(3)}, top-3 ${top3Rate.toFixed(3)}` +
        (misses.length > 0 ? `\n  top-1 misses:\n  ${misses.join("\n  ")}` : "")
    )
    expect(top1Rate).toBeGreaterThanOrEqual(TOP1_THRESHOLD)
    expect(top3Rate).toBeGreaterThanOrEqual(TOP3_THRESHOLD)
  })

  it("is never confidently wrong: a top-1 miss stays below 0.95", () => {
    for (const f of labelled) {
      const [first] = suggestNiceClasses(f.description)
      if (first !== undefined && !f.expected.includes(first.classNumber)) expect(first.confidence).toBeLessThan(0.95)
    }
  })
})

describe("suggestNiceClasses rules", () => {
  it("'mobile app' suggests 9 and 42 and never 12", () => {
    const got = classes(suggestNiceClasses("mobile app"))
    expect(got[0]).toBe(9)
    expect(got).toContain(42)
    expect(got).not.toContain(12)
  })

  it("'app' alone never suggests vehicles", () => {
    expect(classes(suggestNiceClasses("app"))).not.toContain(12)
    expect(classes(suggestNiceClasses("car sharing app"))).not.toContain(12)
  })

  it("software for restaurants stays in 9/42 and does not suggest 43", () => {
    for (
      const text of [
        "software for restaurants",
        "Software for restaurants and hotels",
        "Restaurant management software",
        "booking app for dental clinics"
      ]
    ) {
      const got = classes(suggestNiceClasses(text))
      expect([...got.slice(0, 2)].sort((a, b) => a - b), text).toEqual([9, 42])
      expect(got, text).not.toContain(43)
      expect(got, text).not.toContain(44)
    }
  })

  it("an app that is itself a service keeps that service class", () => {
    expect(classes(suggestNiceClasses("Dating app for professionals"))).toEqual(expect.arrayContaining([45, 9]))
    expect(classes(suggestNiceClasses("payment processing app"))[0]).toBe(36)
  })

  it("a restaurant that also has an app keeps class 43", () => {
    expect(classes(suggestNiceClasses("We run a restaurant and also sell our own app"))[0]).toBe(43)
  })

  it("customers after a verb of supply are who the goods go to, and the verb is no service of its own", () => {
    const top = (text: string) => suggestNiceClasses(text)[0]?.classNumber
    expect(top("Injera bakery supplying Ethiopian restaurants")).toBe(30)
    expect(top("Microgreens supplied to restaurants")).toBe(31)
    expect(top("Coffee roaster serving cafes across Leeds")).toBe(30)
    // Shops named as customers are no retail service: "to cafes and delis", "for warehouse staff".
    expect(top("Eggs supplied to cafes and delis")).toBe(29)
    expect(top("Forklift licence training and refresher courses for warehouse staff")).toBe(41)
    expect(top("Cafe serving breakfast")).toBe(43)
    // One who sells goods on names no service: a supplier is no water supply (39).
    expect(top("Coffee supplier")).toBe(30)
    expect(top("Fabric supplier")).toBe(24)
  })

  it("goods named right after an occasion are goods for it, not the ceremony", () => {
    const top = (text: string) => suggestNiceClasses(text)[0]?.classNumber
    expect(top("Christening spoons")).toBe(8)
    expect(top("Baptism candles")).toBe(4)
    expect(top("Christening gowns and shoes")).toBe(25)
    expect(top("Christenings and baby naming ceremonies")).toBe(45)
    expect(top("Funeral director")).toBe(45)
  })

  it("an occasion before goods only says what they are for; a subject before a teacher or class is what is taught", () => {
    const top = (text: string) => suggestNiceClasses(text)[0]?.classNumber
    expect(top("Cake maker – birthday and wedding cakes to order")).toBe(30)
    expect(top("Wedding dresses")).toBe(25)
    expect(top("Wedding planner")).toBe(45)
    expect(top("Party balloons")).not.toBe(41)
    expect(top("Party planning")).toBe(41)
    expect(top("Guitar teacher")).toBe(41)
    expect(top("Cake decorating classes")).toBe(41)
    expect(top("Guitar maker")).toBe(15)
    expect(top("Membership site with baking tutorials")).toBe(41)
    expect(top("Sourdough masterclass")).toBe(41)
  })

  it("photo shoots and drone footage are photography, drones for it are goods", () => {
    const top = (text: string) => suggestNiceClasses(text)[0]?.classNumber
    expect(top("Newborn baby photo shoots at home")).toBe(41)
    expect(top("Drone filming for property listings")).toBe(41)
    expect(top("Aerial photos of farms and estates")).toBe(41)
    expect(top("Drones for aerial photography")).toBe(12)
  })

  it("detects compound phrases before single words", () => {
    const [first] = suggestNiceClasses("craft beer")
    expect(first!.classNumber).toBe(32)
    expect(first!.matchedTerms).toContain("craft beer")
    expect(classes(suggestNiceClasses("software as a service"))[0]).toBe(42)
    expect(classes(suggestNiceClasses("online store"))[0]).toBe(35)
    expect(classes(suggestNiceClasses("clothing line"))[0]).toBe(25)
    expect(classes(suggestNiceClasses("dental clinic"))[0]).toBe(44)
    // "coffee shop" is a café (43), not coffee the goods (30).
    expect(classes(suggestNiceClasses("coffee shop"))[0]).toBe(43)
  })

  it("ignores what a clause says the goods are not", () => {
    expect(classes(suggestNiceClasses("Tiles, not of metal"))).not.toContain(6)
  })

  it("gives a clear single-class description at least 0.8", () => {
    for (const text of ["Handmade leather shoes and boots for women", "Craft beer brewed in small batches", "Dental clinic"]) {
      expect(suggestNiceClasses(text)[0]!.confidence, text).toBeGreaterThanOrEqual(0.8)
    }
  })

  it("never returns anything under 0.3, and rounds to two decimals", () => {
    for (const f of labelled) {
      for (const s of suggestNiceClasses(f.description, 10)) {
        expect(s.confidence).toBeGreaterThanOrEqual(MIN_CONFIDENCE)
        expect(s.confidence).toBeLessThanOrEqual(1)
        expect(Math.round(s.confidence * 100) / 100).toBe(s.confidence)
      }
    }
    // A lone weak word is below the floor: no suggestion at all.
    expect(suggestNiceClasses("cream")).toEqual([])
  })

  it("sorts by confidence and names matched words in reasoning", () => {
    const got = suggestNiceClasses("Online store selling handmade jewellery and leather handbags", 10)
    expect(got.map((s) => s.confidence)).toEqual([...got.map((s) => s.confidence)].sort((a, b) => b - a))
    for (const s of got) {
      expect(s.matchedTerms.length).toBeGreaterThan(0)
      for (const term of s.matchedTerms) expect(s.reasoning).toContain(`"${term}"`)
      expect(s.className).toBe(NICE_TERMS[s.classNumber - 1]!.label)
    }
  })

  it("respects maxSuggestions and clamps it to 1..10", () => {
    const text = "T-shirts, mugs, posters, stickers, phone cases, tote bags, candles, jewellery, toys and an online store"
    expect(suggestNiceClasses(text, 2)).toHaveLength(2)
    expect(suggestNiceClasses(text).length).toBeLessThanOrEqual(5)
    expect(suggestNiceClasses(text, 50).length).toBeLessThanOrEqual(10)
    expect(suggestNiceClasses(text, 50).length).toBeGreaterThan(5)
    expect(suggestNiceClasses(text, 0)).toHaveLength(1)
  })

  it("returns [] for empty, blank or meaningless input", () => {
    for (const text of ["", "   ", "!!! ???", "the and of", "zzzzqqq"]) expect(suggestNiceClasses(text), text).toEqual([])
  })

  it("handles very long input without failing", () => {
    const long = "organic cotton t-shirts ".repeat(5000)
    expect(suggestNiceClasses(long)[0]!.classNumber).toBe(25)
  })

  it("can reach every class from its own examples", () => {
    for (const c of NICE_CLASSES) {
      const reached = c.examples.some((e) => suggestNiceClasses(e)[0]?.classNumber === c.number)
      expect(reached, `class ${c.number}`).toBe(true)
    }
  })

  it("has curated terms for every class", () => {
    expect(NICE_TERMS.map((t) => t.classNumber)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1))
  })
})

describe("mergeHarmonisedMatches", () => {
  const base = suggestNiceClasses("mobile app for booking yoga classes")

  it("lifts a class the harmonised database confirms and names the terms", () => {
    const before = base.find((s) => s.classNumber === 42)!
    const merged = mergeHarmonisedMatches(base, [
      { classNumber: 42, term: "Providing temporary use of non-downloadable software" },
      { classNumber: 42, term: "Software as a service [SaaS]" }
    ])
    const after = merged.find((s) => s.classNumber === 42)!
    expect(after.confidence).toBeGreaterThan(before.confidence)
    expect(after.reasoning).toMatch(
      /^Harmonised database: Providing temporary use of non-downloadable software, Software as a service \[SaaS\]/
    )
    expect(after.matchedTerms.slice(0, 2)).toEqual(["Providing temporary use of non-downloadable software", "Software as a service [SaaS]"])
  })

  it("adds a class only the database found, and re-sorts", () => {
    const merged = mergeHarmonisedMatches(base, [{ classNumber: 41, term: "Yoga instruction" }])
    const added = merged.find((s) => s.classNumber === 41)!
    expect(added.reasoning).toBe("Harmonised database: Yoga instruction.")
    expect(added.confidence).toBeGreaterThanOrEqual(MIN_CONFIDENCE)
    expect(merged.map((s) => s.confidence)).toEqual([...merged.map((s) => s.confidence)].sort((a, b) => b - a))
  })

  it("ignores invalid classes, blank and duplicate terms, and leaves unconfirmed classes alone", () => {
    const merged = mergeHarmonisedMatches(base, [
      { classNumber: 0, term: "x" },
      { classNumber: 46, term: "y" },
      { classNumber: 9, term: "  " },
      { classNumber: 9, term: "Downloadable software" },
      { classNumber: 9, term: "downloadable software" }
    ])
    expect(classes(merged).sort((a, b) => a - b)).toEqual(classes(base).sort((a, b) => a - b))
    expect(merged.find((s) => s.classNumber === 9)!.matchedTerms.filter((t) => /downloadable software/i.test(t))).toHaveLength(1)
    const untouched = base.find((s) => s.classNumber !== 9)
    if (untouched !== undefined) expect(merged.find((s) => s.classNumber === untouched.classNumber)).toEqual(untouched)
  })

  it("does not mutate its input and keeps confidence within 0..0.99", () => {
    const copy = JSON.parse(JSON.stringify(base))
    const many = Array.from({ length: 20 }, (_, i) => ({ classNumber: 9, term: `term ${i}` }))
    const merged = mergeHarmonisedMatches(base, many)
    expect(base).toEqual(copy)
    for (const s of merged) expect(s.confidence).toBeLessThanOrEqual(0.99)
    expect(merged.find((s) => s.classNumber === 9)!.reasoning).toContain("(+15 more)")
    expect(mergeHarmonisedMatches([], [])).toEqual([])
  })
})
