import { describe, expect, it } from "@effect/vitest"
import { compoundWith } from "../src/Analysis/Distinctiveness/Compounds.js"
import { closeness, closestGoodsWord } from "../src/Analysis/Distinctiveness/MeaningCloseness.js"
import { hasVector, similarity } from "../src/Analysis/Distinctiveness/WordVectors.js"

describe("word vectors", () => {
  it("a word is identical to itself; the measure is symmetric; unknown words have none", () => {
    expect(similarity("shoe", "shoe")).toBe(1)
    expect(similarity("yogurt", "creamy")).toBeCloseTo(similarity("creamy", "yogurt")!, 10)
    expect(similarity("xqzzv", "shoe")).toBeUndefined()
    expect(hasVector("xqzzv")).toBe(false)
  })

  it("related words are closer than unrelated ones", () => {
    expect(similarity("creamy", "yogurt")!).toBeGreaterThan(0.5)
    expect(similarity("creamy", "insurance")!).toBeLessThan(0.2)
    expect(similarity("sedan", "automobiles")!).toBeGreaterThan(similarity("sedan", "insurance")!)
  })

  it("only a quality word is matched against the goods, and never with its own stem", () => {
    expect(closeness("creamy", ["yogurt"])?.goods).toBe("yogurt")
    expect(closeness("apple", ["computers"])).toBeUndefined()
    expect(closestGoodsWord("cream", ["creams", "yogurt"], 0)?.goods).toBe("yogurt")
  })
})

describe("established compounds", () => {
  it("finds the goods' name a word forms a WordNet compound with, plural or not, and skips vague heads", () => {
    expect(compoundWith("beach", ["towels"])).toBe("towels")
    expect(compoundWith("garden", ["hand", "tools"])).toBe("tools")
    expect(compoundWith("apple", ["computers"])).toBeUndefined()
    expect(compoundWith("stereo", ["systems"])).toBeUndefined()
  })
})
