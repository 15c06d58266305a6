import { describe, expect, it } from "@effect/vitest"
import { suggestNiceClassesAtLeastOne } from "../src/Services/NiceClassSuggester.js"
import { standardTradeWords } from "../src/Services/NiceTrades.js"

const first = (text: string) => suggestNiceClassesAtLeastOne(text)[0]!

describe("trades, shops and their nicknames", () => {
  it("reads a nickname as the standard word, and says so", () => {
    expect(standardTradeWords("Sparky and brickie, 24/7").text).toBe("electrician and bricklayer, 24/7")
    expect(standardTradeWords("Bottle-o on the corner").text).toBe("liquor store on the corner")
    const s = first("Sparkie for small jobs")
    expect(s.classNumber).toBe(37)
    expect(s.reasoning).toMatch(/"Sparkie" read as "electrician"/)
  })

  it("keeps the chippy a chip shop when food is named with it", () => {
    expect(standardTradeWords("Chippy – cod and chips").text).toBe("Chippy – cod and chips")
    expect(first("Chippy – cod, chips and curry sauce").classNumber).toBe(43)
    expect(first("Chippy – stairs, doors and skirting").classNumber).toBe(37)
  })

  it("classes a trade by the NCL indication of its work", () => {
    expect(first("Glazier, domestic and commercial").classNumber).toBe(37)
    expect(first("Cobbler in the arcade").classNumber).toBe(37)
    expect(first("Removalist, Sydney to Brisbane").classNumber).toBe(39)
    expect(first("Tree surgeon, fully insured").classNumber).toBe(44)
    expect(first("Podiatrist – home visits").classNumber).toBe(44)
    expect(first("Boiler engineer, Gas Safe").classNumber).toBe(37)
  })

  it("classes a shop named by what it sells as retail", () => {
    expect(first("Fishmonger on the quay").classNumber).toBe(35)
    expect(first("Carpet warehouse, free fitting quotes").classNumber).toBe(35)
    expect(first("Off-licence and newsagent").classNumber).toBe(35)
  })

  it("reads fitters, scaffolders, sign writers and picture framers by their work", () => {
    expect(first("Gas fitter – hot water systems and cooktops").classNumber).toBe(37)
    expect(first("Tyre fitter").classNumber).toBe(37)
    expect(first("Scaffolder, domestic jobs").classNumber).toBe(37)
    expect(first("Sign writer – vans, boards and shop fronts").classNumber).toBe(37)
    expect(first("Picture framer and small art shop").classNumber).toBe(40)
    expect(first("Picture frames").classNumber).toBe(20)
  })

  it("reads digital files sold for download as downloadable goods, and turning things into them as a service", () => {
    expect(first("Notion templates").classNumber).toBe(9)
    expect(first("Lightroom presets").classNumber).toBe(9)
    expect(first("Printable wall art").classNumber).toBe(9)
    expect(first("We turn your old VHS tapes into digital files").classNumber).not.toBe(9)
  })

  it("reads washing by the owner's verb and replacing parts as class 37, gambling venues and quizzes as 41", () => {
    expect(first("We wash wheelie bins every month").classNumber).toBe(37)
    expect(first("We wash dogs").classNumber).toBe(44)
    expect(first("Windscreen replacement, mobile service").classNumber).toBe(37)
    expect(first("Meal replacement shakes").classNumber).not.toBe(37)
    expect(first("Bingo hall and slot machines").classNumber).toBe(41)
    expect(first("Quizmaster for pubs and charity nights").classNumber).toBe(41)
  })

  it("reads South African, New Zealand, Australian, Singaporean and US words for things as the standard word", () => {
    expect(first("Bakkie hire").classNumber).toBe(39)
    expect(first("Jandals and togs").classNumber).toBe(25)
    expect(first("Thongs and boardies").classNumber).toBe(25)
    expect(first("Hawker stall selling laksa").classNumber).toBe(43)
  })

  it("reads servicing of machines as maintenance (37) and washing dogs as grooming (44)", () => {
    expect(first("Sewing machine servicing").classNumber).toBe(37)
    expect(first("Boat engine servicing").classNumber).toBe(37)
    expect(first("Mobile dog wash van").classNumber).toBe(44)
  })

  it("reads baristas and bartenders as serving drinks, and leaves their training and machines alone", () => {
    expect(first("Mobile barista for events").classNumber).toBe(43)
    expect(first("Barista training courses").classNumber).toBe(41)
    expect(first("Barista coffee machines").classNumber).toBe(11)
  })

  it("reads lash and nail extensions as beauty care, and building extensions as building", () => {
    expect(first("Eyelash extensions").classNumber).toBe(44)
    expect(first("Nail tech doing gel and acrylic extensions from my home studio").classNumber).toBe(44)
    expect(first("Kitchen extensions").classNumber).toBe(37)
  })

  it("leaves customers, goods and other services alone", () => {
    expect(first("Work gloves for builders and glaziers").classNumber).toBe(25)
    expect(first("Laptops with pre-installed software").classNumber).toBe(9)
    expect(first("Coffee shop with homemade cakes").classNumber).toBe(43)
    expect(first("We store customers' furniture in our warehouse").classNumber).toBe(39)
    expect(first("Wasp nest removal").classNumber).toBe(37)
  })
})
