import { describe, expect, it } from "@effect/vitest"
import { suggestNiceClassesAtLeastOne } from "../src/Services/NiceClassSuggester.js"
import { clauses } from "../src/Services/NiceClauses.js"
import { makersIn } from "../src/Services/NiceMakers.js"

const first = (text: string) => suggestNiceClassesAtLeastOne(text)[0]!

describe("makers and sellers named by their goods (WordNet 3.0 definitions, the Nice list's class of the goods)", () => {
  it("reads a maker or seller as the goods they make or sell", () => {
    // WordNet 3.0: brewer "someone who manufactures beer", potter "a craftsman who shapes pottery", hatter "a maker of hats".
    expect(first("Brewer").classNumber).toBe(32)
    expect(first("Potter").classNumber).toBe(21)
    expect(first("Hatter").classNumber).toBe(25)
    expect(first("Beekeeper").classNumber).toBe(30)
    // Not in WordNet 3.0, or its definitions name no goods: listed with their goods.
    expect(first("Baker").classNumber).toBe(30)
    expect(first("Chocolatier").classNumber).toBe(30)
    expect(first("Luthier").classNumber).toBe(15)
  })

  it("reads a coined compound by its goods word, and says so", () => {
    expect(first("Cidermaker").classNumber).toBe(33)
    expect(first("Soapmaker").classNumber).toBe(3)
    expect(first("Cidermaker").reasoning).toMatch(/A "cidermaker" makes or sells cider: goods of class 33/)
  })

  it("leaves a compound WordNet knows as something else, and trades whose work the list classes", () => {
    const [tokens] = clauses("matchmaker and locksmith and wordsmith and cidermaker")
    expect(makersIn(tokens!, () => false).map((m) => m.text)).toEqual(["cidermaker"])
    expect(first("Matchmaker").classNumber).toBe(45)
    // "shoemaker: a person who makes or repairs shoes": a trade with repair work is no seller of goods.
    const [shoe] = clauses("shoemaker")
    expect(makersIn(shoe!, () => false)).toEqual([])
    // A florist's floral art is a service (NCL class 44 note), though WordNet has florists deal in flowers.
    expect(first("Florist").classNumber).toBe(44)
  })
})
