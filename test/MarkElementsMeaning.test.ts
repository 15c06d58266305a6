import { describe, expect, it } from "@effect/vitest"
import { compareElements, makeMarkComparer, normalizeTokens } from "../src/Analysis/Similarity.js"
import { sameMeaning } from "../src/Analysis/Similarity/SameMeaning.js"
import { assessConflict, type ConflictFindings } from "../src/Services/Clearance/RiskModel.js"
import { riskAssessmentText } from "../src/Services/Clearance/RiskText.js"

const t = normalizeTokens
const compare = (proposed: string, existing: string, classes: ReadonlyArray<number> = []) =>
  makeMarkComparer(proposed, { classes })(existing)

describe("words of the same meaning", () => {
  it("ties synonyms and kinds, not opposites, partners or neighbours", () => {
    for (const [a, b] of [["TOWN", "CITY"], ["BREW", "BEER"], ["BIG", "LARGE"], ["SHOP", "STORE"], ["PUPPY", "DOG"], ["OCEAN", "SEA"]]) {
      expect(sameMeaning(a!, b!), `${a} / ${b}`).toBe(true)
    }
    for (
      const [a, b] of [
        ["KING", "QUEEN"],
        ["BLACK", "WHITE"],
        ["MAN", "WOMAN"],
        ["SUMMER", "WINTER"],
        ["NORTH", "SOUTH"],
        ["HOT", "COLD"],
        [
          "ISLAND",
          "VALLEY"
        ],
        ["CAT", "DOG"],
        ["GASTOWN", "CITY"]
      ]
    ) {
      expect(sameMeaning(a!, b!), `${a} / ${b}`).toBe(false)
    }
  })

  it("matches a word by meaning in the same build and names the pair", () => {
    const harbor = compare("HARBOR CITY", "HARBOR TOWN", [43])
    expect(harbor.element?.sameMeaning).toEqual([["CITY", "TOWN"]])
    expect(harbor.breakdown.score).toBeGreaterThanOrEqual(0.6)
    const brew = compare("BREW BITES", "BEER BITES", [30])
    expect(brew.element?.sameMeaning).toEqual([["BREW", "BEER"]])
    expect(brew.breakdown.score).toBeGreaterThanOrEqual(0.6)
    // Opposites share the build but not the idea: the element rule still discounts them.
    const rocket = compare("HOT ROCKET", "COLD ROCKET", [25])
    expect(rocket.element?.sameMeaning).toEqual([])
    expect(rocket.breakdown.score).toBeLessThan(harbor.breakdown.score)
  })

  it("splits a compound along the other mark's words, weighing it as its parts", () => {
    const sun = compare("SUN CITY", "SUNTOWN", [43])
    expect(sun.breakdown.score).toBeGreaterThanOrEqual(0.6)
    expect(compareElements(t("SUN CITY"), t("SUNTOWN"), [43])?.cover.existing).toBeGreaterThanOrEqual(0.9)
    // CITIBANK is CITY + BANK, both weak for banking: the compound is no stronger than they are.
    const citi = compareElements(t("CAPITAL CITY BANK"), t("CITIBANK"), [36])
    expect(citi?.strength).toBeLessThan(0.5)
    expect(compare("CAPITAL CITY BANK", "CITIBANK", [36]).breakdown.score).toBeLessThan(0.6)
    // FIRST CARE / CAREFIRST: every word matched, so the whole marks compare as they are.
    expect(compareElements(t("FIRST CARE"), t("CAREFIRST"), [44])?.cover.proposed).toBeGreaterThanOrEqual(0.9)
  })

  it("reads two one-word compounds sharing a part whose other parts mean the same as the same idea", () => {
    const sun = compare("SUNSTORE", "SUNSHOP", [35])
    expect(sun.element).toMatchObject({ element: "SUN", sameMeaning: [["STORE", "SHOP"]] })
    expect(sun.basis).toBe("element")
    expect(sun.breakdown.score).toBeGreaterThan(sun.ensembleScore)
    expect(compare("ZORBLARGE", "ZORBBIG", [9]).element?.sameMeaning).toEqual([["LARGE", "BIG"]])
    // A shared weak part (CITY) carries little: the element stays under the threshold.
    expect(compareElements(t("CITYSTORE"), t("CITYSHOP"), [35])?.score).toBeLessThan(0.6)
    expect(compareElements(t("KINGFISH"), t("QUEENFISH"), [29])).toBeUndefined()
  })

  it("keeps the whole-mark score when only weaker words are left over, not when a distinctive one is", () => {
    const society = compare("THE COFFEE SOCIETY OF LONDON", "LONDON COFFEE SOCIETY 1990", [43])
    expect(society.element?.unshared).toBeLessThan(society.element!.strength)
    expect(society.breakdown.score).toBe(society.ensembleScore)
    expect(society.breakdown.score).toBeGreaterThanOrEqual(0.6)
    const zephyr = compare("ZEPHYR WINE CLUB", "WINE CLUB", [35])
    expect(zephyr.element?.unshared).toBe(1)
    expect(zephyr.breakdown.score).toBeLessThan(0.6)
    expect(zephyr.breakdown.score).toBeLessThan(zephyr.ensembleScore)
  })

  it("says in the risk text which words mean the same or are shared in another order", () => {
    const text = (proposed: string, existing: string, classes: ReadonlyArray<number>) => {
      const c = compare(proposed, existing, classes)
      const f: ConflictFindings = {
        proposedMark: proposed,
        existingMark: existing,
        similarity: c.breakdown,
        conflictType: "phonetic",
        proposedClasses: classes,
        existingClasses: classes,
        status: "registered",
        element: c.basis === "element" ? c.element : undefined,
        words: c.element
      }
      return riskAssessmentText(f, assessConflict(f))
    }
    expect(text("BREW BITES", "BEER BITES", [30])).toMatch(/BREW means the same as BEER/)
    expect(text("THE COFFEE SOCIETY OF LONDON", "LONDON COFFEE SOCIETY 1990", [43])).toMatch(
      /made of the same words \(LONDON, COFFEE, SOCIETY\)/
    )
  })
})
