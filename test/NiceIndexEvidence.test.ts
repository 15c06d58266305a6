import { describe, expect, it } from "@effect/vitest"
import { stemWord } from "../src/Domain/NiceClasses/TermText.js"
import { NCL_PAIRS, NCL_STEMS } from "../src/Domain/NiceIndex/NclIndexData.js"
import { NCL_SERVICE_HEADS } from "../src/Domain/NiceIndex/NclServiceHeadsData.js"
import { suggestNiceClasses, suggestNiceClassesAtLeastOne } from "../src/Services/NiceClassSuggester.js"
import { activityEvidence, activityStems, indexEvidence, listedPairClass, namesPeople } from "../src/Services/NiceIndexEvidence.js"

/** Evidence from the WIPO Nice list (NCL 12-2024) behind the curated vocabulary (issue 17). */
const evidenceFor = (text: string) => indexEvidence([text.toLowerCase().split(" ").map((raw) => ({ raw, stem: stemWord(raw), factor: 1 }))])
const best = (evidence: ReadonlyMap<number, { readonly weight: number }>) => [...evidence].sort((a, b) => b[1].weight - a[1].weight)[0]![0]
const first = (text: string) => suggestNiceClassesAtLeastOne(text)[0]!

describe("the Nice-list index", () => {
  it("covers every class, with thousands of stems and the pairs that say more than their words", () => {
    const classes = new Set(NCL_STEMS.split("\n").flatMap((line) => line.split("\t")[1]!.split(",").map((c) => Number(c.split(":")[0]))))
    expect([...classes].sort((a, b) => a - b)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1))
    expect(NCL_STEMS.split("\n").length).toBeGreaterThan(4000)
    expect(NCL_PAIRS.split("\n").length).toBeGreaterThan(5000)
  })

  it("weighs a word by how few classes list it, and a listed pair above its words", () => {
    expect(best(evidenceFor("hammocks"))).toBe(22)
    expect(best(evidenceFor("tarpaulins"))).toBe(22)
    // "electric" is listed across many classes: it says little about any.
    expect(Math.max(...[...evidenceFor("electric").values()].map((e) => e.weight))).toBeLessThan(0.1)
    expect(listedPairClass(stemWord("thread"), stemWord("embroidery"))).toEqual({ classNumber: 23, share: 1 })
  })

  it("classes words the curated vocabulary lacks, naming the list in the reasoning", () => {
    const s = first("Marquetry veneers")
    expect(s.classNumber).toBe(19)
    expect(s.reasoning).toMatch(/WIPO Nice Classification lists goods or services in class 19 with "veneers"/)
    expect(s.matchedTerms).toContain("veneers")
  })
})

describe("rules that read what the words do", () => {
  it("a bare service word qualifying goods does not set the service's trap off", () => {
    expect(first("Embroidery thread").classNumber).toBe(23)
    expect(first("Upholstery fabric").classNumber).toBe(24)
    // Naming the service and what it is done on still does.
    expect(first("Embroidering logos on shirts for clubs").classNumber).toBe(40)
  })

  it("the subject of goods and the businesses they are sold to do not decide the class", () => {
    expect(first("Ebooks about personal finance").classNumber).toBe(9)
    expect(suggestNiceClasses("Espresso coffee grinders for cafés").map((s) => s.classNumber)).not.toContain(43)
    expect(first("Uniforms for hotels and restaurants").classNumber).toBe(25)
  })

  it("a shop selling goods is retail (35), the goods still suggested; a shop that serves is its service", () => {
    const got = suggestNiceClassesAtLeastOne("Pet shop selling aquarium fish").map((s) => s.classNumber)
    expect(got[0]).toBe(35)
    expect(got).toContain(31)
    expect(first("Bathroom fitters").classNumber).toBe(37)
    expect(first("Ski rental shop").classNumber).toBe(41)
    expect(first("Point of sale system for retail shops").classNumber).toBe(9)
  })

  it("the person doing a beauty service, restoring, pressure washing and printing to order are services", () => {
    expect(first("Bridal makeup artist").classNumber).toBe(44)
    expect(first("We restore vintage motorbikes for collectors").classNumber).toBe(37)
    expect(first("Pressure washing driveways and patios").classNumber).toBe(37)
    expect(first("We design and print custom t-shirts for bands").classNumber).toBe(40)
    expect(first("Surfboard shaping to order").classNumber).toBe(40)
    // Goods sold ready printed stay goods.
    expect(first("Custom printed mugs").classNumber).toBe(21)
  })

  it("the traps of issue 17 in owner words: pest products, sharing, office work, animal care, protective wear", () => {
    expect(first("Flea and tick treatment for pets").classNumber).toBe(5)
    expect(first("Horse fly spray").classNumber).toBe(5)
    expect(first("Carpool platform matching commuters").classNumber).toBe(39)
    expect(first("We answer the phone for tradespeople when they are on site").classNumber).toBe(35)
    expect(first("Mailing list management and envelope stuffing").classNumber).toBe(35)
    expect(first("Dog hydrotherapy pool").classNumber).toBe(44)
    expect(first("Fire-resistant workwear for welders").classNumber).toBe(9)
    expect(first("We rent out our barn for weddings").classNumber).toBe(43)
  })

  it("after a single sure class, the runners-up follow, said to be weak; the scorer alone keeps its floor", () => {
    const got = suggestNiceClassesAtLeastOne("Bridal makeup artist")
    expect(got.map((s) => s.classNumber).slice(0, 2)).toEqual([44, 3])
    expect(got[0]!.reasoning).not.toMatch(/^Weak match/)
    expect(got[1]!.reasoning).toMatch(/^Weak match, below the usual confidence floor of 0.3/)
    expect(got[1]!.confidence).toBeLessThan(0.3)
    expect(suggestNiceClasses("Bridal makeup artist").map((s) => s.classNumber)).toEqual([44])
    expect(suggestNiceClassesAtLeastOne("Bridal makeup artist", 1)).toHaveLength(1)
  })

  it("what owners say they do is a hint, not a rule: it leads only with nothing stronger against it", () => {
    expect(first("We photograph weddings").classNumber).toBe(41)
    expect(first("We host children's birthday parties").classNumber).toBe(41)
    expect(first("We host your website").classNumber).toBe(42)
    // Growing is a hint towards 31; the coffee they roast and sell still leads.
    const coffee = suggestNiceClassesAtLeastOne("We grow and roast our own coffee beans").map((s) => s.classNumber)
    expect(coffee[0]).toBe(30)
    expect(coffee).toContain(31)
  })

  it("goods described by what was done to them stay goods", () => {
    expect(first("Personalised engraved wooden cutting boards").classNumber).toBe(21)
    expect(first("Embroidered caps for sports clubs").classNumber).toBe(25)
  })

  it("of two services, the one named first leads; customers named after 'to' do not count", () => {
    expect(first("Bookbinding and restoration of bindings").classNumber).toBe(40)
    expect(first("We grow microgreens and sell them to restaurants").classNumber).toBe(31)
  })
})

describe("services named by their activity (NCL 12-2024 service indications' heads)", () => {
  const tokens = (text: string) => {
    const raws = text.toLowerCase().split(" ")
    return raws.map((raw, i) => ({
      raw,
      stem: stemWord(raw),
      factor: 1,
      ...(i > 0 ? { previous: raws[i - 1]! } : {}),
      ...(raws[i + 1] !== undefined ? { nextStem: stemWord(raws[i + 1]!) } : {})
    }))
  }
  const activity = (text: string) => activityEvidence([tokens(text)])

  it("keeps the heads of service indications, classes 35-39 and 41-45 only, no quality nouns", () => {
    const heads = new Map(NCL_SERVICE_HEADS.split("\n").map((line) => [line.split("\t")[0]!, line.split("\t")[1]!]))
    expect(heads.size).toBeGreaterThan(400)
    expect(heads.get("iron")).toBe("37:1")
    expect(heads.get("refil")).toMatch(/^37:/)
    expect([...heads.values()].some((cells) => /(^|,)(?:[1-9]|[12]\d|3[0-4]|40):/.test(cells))).toBe(false)
    // "physical fitness" must not make "fitting" an activity of class 41.
    expect(heads.has("fit")).toBe(false)
  })

  it("reads gerunds, participles, long verbal nouns and the trade's worker as activities", () => {
    expect(activityStems("ironing", stemWord("ironing"))).toEqual(["iron"])
    expect(activityStems("installed", stemWord("installed"))).toEqual([stemWord("installation")])
    expect(activityStems("roofer", stemWord("roofer"))).toContain(stemWord("roofing"))
    expect(activityStems("therapist", stemWord("therapist"))).toContain(stemWord("therapy"))
    // Plain nouns with such endings, and goods named after what they do, are no activities.
    expect(activityStems("station", stemWord("station"))).toEqual([])
    expect(activityStems("seed", stemWord("seed"))).toEqual([])
    expect(activityStems("openers", stemWord("openers"))).toEqual([])
  })

  it("credits the class the list's indications give the activity, unless the word qualifies goods or follows 'for'", () => {
    expect(best(activity("linen ironing"))).toBe(37)
    expect(activity("cleaning products").size).toBe(0)
    expect(activity("reading glasses").size).toBe(0)
    expect(activity("brushes for cleaning").size).toBe(0)
  })

  it("a service done on goods leads over the goods; goods still lead where the word only describes them", () => {
    expect(first("Cavity wall insulation").classNumber).toBe(37)
    expect(first("Oven cleaning").classNumber).toBe(37)
    expect(first("Hedge trimming and lawn mowing").classNumber).toBe(44)
    expect(first("Tiler and grouter").classNumber).toBe(37)
    expect(first("Hypnotherapy").classNumber).toBe(44)
    expect(first("Recycled paper notebooks").classNumber).toBe(16)
    expect(first("Reading glasses").classNumber).toBe(9)
    expect(first("Cleaning products").classNumber).toBe(3)
    expect(first("Kitchen fitting").classNumber).toBe(37)
    expect(first("Fitness classes in the park").classNumber).toBe(41)
  })

  it("people after 'for' are customers; a rental object must be a whole word", () => {
    expect(namesPeople("collectors")).toBe(true)
    expect(namesPeople("bicycles")).toBe(false)
    expect(first("Carpet hire for events").classNumber).not.toBe(39)
  })
})
