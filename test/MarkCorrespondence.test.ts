import { describe, expect, it } from "@effect/vitest"
import { correspond, makeMarkComparer, normalizeTokens } from "../src/Analysis/Similarity.js"
import { assessConflict, type ConflictFindings } from "../src/Services/Clearance/RiskModel.js"
import { riskAssessmentText } from "../src/Services/Clearance/RiskText.js"

const t = normalizeTokens
const compare = (proposed: string, existing: string, classes: ReadonlyArray<number> = []) =>
  makeMarkComparer(proposed, { classes })(existing)

describe("word-for-word correspondence through mixed channels", () => {
  it("matches a compound's parts to the other mark's words, one by sound and one by meaning", () => {
    // KWIK sounds like QUICK, PUPPY is a kind of DOG: the same impression in another spelling.
    const c = correspond(t("KWIKPUPPY"), t("QUICK DOG"), [31])
    expect(c?.pairs.map((x) => [x.proposed, x.existing, x.by])).toEqual([["KWIK", "QUICK", "sound"], ["PUPPY", "DOG", "meaning"]])
    const m = compare("KWIKPUPPY", "QUICK DOG", [31])
    expect(m.element?.relation).toBe("corresponds")
    expect(m.breakdown.score).toBeGreaterThanOrEqual(0.75)
    expect(m.ensembleScore).toBeLessThan(0.6)
  })

  it("matches words in any order (transposed marks)", () => {
    const m = compare("DOGKWIK", "QUICK PUPPY", [31])
    expect(m.element?.relation).toBe("corresponds")
    expect(m.breakdown.score).toBeGreaterThanOrEqual(0.75)
  })

  it("reads two one-word compounds part by part when one part pair means the same", () => {
    // KWIK sounds like QUICK, DOG / PUPPY by meaning: one word each, so the ensemble sees no tie.
    const m = compare("KWIKDOG", "QUICKPUPPY", [31])
    expect(m.element?.relation).toBe("corresponds")
    expect(m.breakdown.score).toBeGreaterThanOrEqual(0.75)
    expect(m.ensembleScore).toBeLessThan(0.6)
    // Sound or spelling alone between two one-word marks stays the ensemble's (STARBURST / STARBLAST).
    expect(correspond(t("STARBURST"), t("STARBLAST"), [30])).toBeUndefined()
  })

  it("leaves marks alike only in sound or spelling to the whole-mark channels", () => {
    expect(correspond(t("KRAZY KAT"), t("CRAZY CAT"), [25])).toBeUndefined()
    expect(correspond(t("KARMAKLEEN"), t("KARMA KLEAN"), [3])).toBeUndefined()
  })

  it("does not count marks corresponding only through generic or weak words", () => {
    // CITY / TOWN and SHOP / STORE mean the same, but neither pair is distinctive.
    expect(correspond(t("CITY SHOP"), t("TOWN STORE"), [35])).toBeUndefined()
    expect(compare("CITY SHOP", "TOWN STORE", [35]).breakdown.score).toBeLessThan(0.6)
  })

  it("needs a counterpart for every word", () => {
    // ISLAND and VALLEY neither sound nor mean alike: only the generic SPICE is shared.
    expect(correspond(t("SPICE VALLEY"), t("SPICE ISLANDS"), [30])).toBeUndefined()
    expect(correspond(t("ZORBIX MOON"), t("ZORBYX DOG"), [31])).toBeUndefined()
  })

  it("leaves identical words to the ensemble", () => {
    expect(correspond(t("VELMORA STAR"), t("VELMORA STAR"), [3])).toBeUndefined()
  })

  it("reads a word as two run together only up to 16 letters, so a long proposal costs no square of its length per candidate", () => {
    expect(correspond(t("ENORMOUSPUPPY"), t("ENORMOUS DOG"), [31])?.element).toBe("ENORMOUS DOG")
    expect(correspond(t("EXTRAORDINARYPUPPY"), t("EXTRAORDINARY DOG"), [31])).toBeUndefined()
    const long = "KWIK" + "PLORNAVESTIMUDRAKEBLOSTIVARNEPLU".repeat(6)
    expect(correspond(t(long), t(long.slice(0, 150) + "X"), [9])).toBeUndefined()
  })

  it("names each pair and its channel in the risk text", () => {
    const m = compare("KWIKPUPPY", "QUICK DOG", [31])
    const f: ConflictFindings = {
      proposedMark: "KWIKPUPPY",
      existingMark: "QUICK DOG",
      similarity: m.breakdown,
      conflictType: "conceptual",
      proposedClasses: [31],
      existingClasses: [31],
      status: "registered",
      element: m.element
    }
    const a = assessConflict(f)
    expect(a.level === "high" || a.level === "critical").toBe(true)
    expect(riskAssessmentText(f, a)).toContain("matches word for word (KWIK sounds like QUICK, PUPPY means DOG)")
  })
})
