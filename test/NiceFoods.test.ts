import { describe, expect, it } from "@effect/vitest"
import { suggestNiceClassesAtLeastOne } from "../src/Services/NiceClassSuggester.js"
import { clauses } from "../src/Services/NiceClauses.js"
import { foodsIn } from "../src/Services/NiceFoods.js"

const first = (text: string) => suggestNiceClassesAtLeastOne(text)[0]!

describe("foods named by the dish (WordNet 3.0 food file and other cuisines, classed by their kind in the Nice list)", () => {
  it("reads dishes of many cuisines as the class of their kind", () => {
    // WordNet 3.0: a samosa is a turnover ("a dish made by folding a piece of pastry over a filling"), biltong is jerky.
    expect(first("Samosas").classNumber).toBe(30)
    expect(first("Biltong and droewors").classNumber).toBe(29)
    expect(first("Halloumi and paneer").classNumber).toBe(29)
    expect(first("Scrumpy").classNumber).toBe(33)
    // Not in WordNet 3.0: listed with their kind (dumpling, flatbread, rice cake).
    expect(first("Pierogi").classNumber).toBe(30)
    expect(first("Injera").classNumber).toBe(30)
    expect(first("Mochi").classNumber).toBe(30)
    expect(first("Aquavit").classNumber).toBe(33)
  })

  it("says which kind decides the class", () => {
    expect(first("Handmade pierogi").reasoning).toMatch(/"pierogi" is a kind of dumpling, which the WIPO Nice list puts in class 30/)
  })

  it("matches the longest name, plurals too, and leaves words the curated terms know to them", () => {
    const [tokens] = clauses("dim sum and bonbons with cheese")
    const found = foodsIn(tokens!, (t) => t.raw === "cheese")
    expect(found.map((f) => [f.text, f.classNumber])).toEqual([["dim sum", 30], ["bonbons", 30]])
  })

  it("a food named before another food only says what it is made with: the last noun is the goods", () => {
    expect(first("Pork pies").classNumber).toBe(30)
    expect(first("Lamb samosas").classNumber).toBe(30)
    expect(first("Onion bhajis").classNumber).toBe(30)
    expect(first("Apple juice").classNumber).toBe(32)
    // A word for the form a food comes in names no other food: chocolate chips are chocolate.
    expect(first("Chocolate chips").classNumber).toBe(30)
    // The head must be a food: a sake brewery makes sake; after "we" the word is a verb: brewing for others is 40.
    expect(first("Sake brewery").classNumber).toBe(33)
    expect(first("We brew beer for other breweries under their labels").classNumber).toBe(40)
  })

  it("food for animals is class 31 whatever the food (NCL class 31 heading: foodstuffs for animals)", () => {
    expect(first("Dog birthday cakes").classNumber).toBe(31)
    expect(first("Treats for dogs").classNumber).toBe(31)
    expect(first("Chook food and layers pellets").classNumber).toBe(31)
    expect(first("Dog-friendly cafe serving cakes").classNumber).toBe(43)
  })

  it("a restaurant serving the dishes stays a restaurant", () => {
    expect(first("We run a pierogi restaurant").classNumber).toBe(43)
    expect(first("Kimchi fried rice food truck").classNumber).toBe(43)
  })

  it("a place named after the food or drink it serves provides food and drink", () => {
    expect(first("Ramen bar").classNumber).toBe(43)
    expect(first("Dumpling house").classNumber).toBe(43)
    expect(first("Churros van").classNumber).toBe(43)
    expect(first("Ramen bar").reasoning).toMatch(/NCL class 43 heading/)
    // A food named with the word ("chocolate bar"), or goods after it, is no place.
    expect(first("Chocolate bars").classNumber).toBe(30)
    expect(first("Gingerbread house kits").classNumber).toBe(30)
    // A stall named after its food serves it, no retail; fresh produce is sold from a stall, not served.
    expect(first("Bao bun stall at Borough Market").classNumber).toBe(43)
    expect(first("Fruit and veg stall").classNumber).not.toBe(43)
  })

  it("an adjective WordNet also has as a food noun is not read as the food", () => {
    expect(first("We make herbal sleeping pills").classNumber).toBe(5)
  })
})
