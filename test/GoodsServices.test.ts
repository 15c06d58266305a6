import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { NICE_CLASSES } from "../src/Domain/NiceClasses.js"
import { alignValidation, HarmonisedDatabase } from "../src/Providers/Euipo/HarmonisedDatabase.js"
import { GsTermsCheck } from "../src/Services/Clearance/GsTermsCheck.js"
import { estimateFees, FEE_SCHEDULES, FEES_CHECKED, filingTip } from "../src/Services/GoodsServices/FilingFees.js"
import { GsTermsCheckLive } from "../src/Services/GoodsServices/GsTermsCheckLive.js"
import { checkTermsOffline, OFFLINE_CHECKS, offlineChecksFor, type TermIssue } from "../src/Services/GoodsServices/OfflineTermChecks.js"
import { extractSlots, fillSlots, gerund } from "../src/Services/GoodsServices/SlotExtraction.js"
import {
  prepareDescription,
  renderClassSpecification,
  SPEC_TEMPLATES,
  type SpecStyle
} from "../src/Services/GoodsServices/SpecificationTemplates.js"

/** The issues of one term checked alone in `classNumber`. */
const check = (term: string, classNumber = 9, language = "en") =>
  checkTermsOffline([{ classNumber, terms: [term] }], language)[0]!.terms[0]!
const types = (issues: ReadonlyArray<TermIssue>) => issues.map((i) => i.type)
const render = (description: string, classNumber: number, style: SpecStyle, max = 5) =>
  renderClassSpecification(prepareDescription(description), classNumber, style, max)
const texts = (description: string, classNumber: number, style: SpecStyle, max = 5) =>
  render(description, classNumber, style, max).specs.map((s) => s.text)

describe("offline term checks", () => {
  it("a clean, well-placed term has no issues", () => {
    for (
      const [term, n] of [["Downloadable software", 9], ["Restaurant services", 43], ["Clothing", 25], [
        "Software as a service [SaaS]",
        42
      ]] as const
    ) {
      const r = check(term, n)
      expect(r.errors, term).toEqual([])
      expect(r.warnings, term).toEqual([])
    }
  })

  it("every issue is labelled as offline", () => {
    const r = checkTermsOffline([{ classNumber: 9, terms: ["", "all goods in this class", "Gadgets & gizmos", "Shirts", "Shirts"] }])
    const all = r[0]!.terms.flatMap((t) => [...t.errors, ...t.warnings])
    expect(all.length).toBeGreaterThan(4)
    for (const i of all) expect(i.source).toBe("offline")
  })

  it("EMPTY_TERM: blank terms", () => {
    expect(types(check("   ").errors)).toEqual(["EMPTY_TERM"])
    expect(types(check("").errors)).toEqual(["EMPTY_TERM"])
  })

  it("TERM_TOO_LONG over 500 characters, LENGTH warning over 200", () => {
    expect(types(check("Downloadable software for managing things ".repeat(13)).errors)).toContain("TERM_TOO_LONG")
    const long = check(`Downloadable software for ${"managing restaurant reservations and ".repeat(5)}tables`)
    expect(types(long.errors)).not.toContain("TERM_TOO_LONG")
    expect(types(long.warnings)).toContain("LENGTH")
  })

  it("INVALID_CHARACTER names the character and its 1-based position", () => {
    const r = check("Gadgets & gizmos")
    const issue = r.errors.find((i) => i.type === "INVALID_CHARACTER")!
    expect(issue.invalidChar).toBe("&")
    expect(issue.position).toBe(9)
    expect(issue.detail).toMatch(/'and'/)
    expect(types(check("Perfumes\u00AE", 3).errors)).toContain("INVALID_CHARACTER")
    // Letters of any EU script, brackets and the usual punctuation are fine.
    expect(
      check("Logiciels téléchargeables; étuis [smartphones], 100% coton", 9, "fr").errors.filter((i) => i.type === "INVALID_CHARACTER")
    ).toEqual([])
  })

  it("SYNTAX: unbalanced brackets, no words, dangling words", () => {
    expect(check("Software as a service [SaaS", 42).errors.map((i) => i.detail)).toContain("Brackets are not balanced.")
    expect(types(check("12345").errors)).toContain("SYNTAX")
    expect(types(check("Downloadable software and").errors)).toContain("SYNTAX")
  })

  it("FORBIDDEN_TERM: vague wording offices refuse", () => {
    for (
      const term of [
        "All goods in this class",
        "all services in class 42",
        "Software, etc.",
        "Computers and the like",
        "Goods not included in other classes",
        "Machines",
        "Repair",
        "Related goods",
        "Products"
      ]
    ) {
      expect(types(check(term, term === "Repair" ? 37 : term === "Machines" ? 7 : 9).errors), term).toContain("FORBIDDEN_TERM")
    }
  })

  it("CLASS_HEADING: a whole class heading used as a term", () => {
    const heading25 = NICE_CLASSES[24]!.title
    const r = check(heading25, 25)
    expect(types(r.warnings)).toContain("CLASS_HEADING")
    expect(r.warnings.find((i) => i.type === "CLASS_HEADING")!.suggestedClass).toBeUndefined()
    // The heading of another class says where it belongs.
    expect(check(heading25, 9).warnings.find((i) => i.type === "CLASS_HEADING")!.suggestedClass).toBe(25)
  })

  it("WRONG_CLASS: a listed item of another class, with the right class", () => {
    const r = check("Downloadable software", 42)
    const issue = r.errors.find((i) => i.type === "WRONG_CLASS")!
    expect(issue.suggestedClass).toBe(9)
    expect(issue.detail).toMatch(/class 9/)
    expect(check("Handbags", 25).errors.find((i) => i.type === "WRONG_CLASS")!.suggestedClass).toBe(18)
    expect(check("Clothing retail services", 25).errors.find((i) => i.type === "WRONG_CLASS")!.suggestedClass).toBe(35)
  })

  it("POSSIBLY_WRONG_CLASS: wording that clearly reads like another class (a warning)", () => {
    const r = check("Leather boots for hiking", 9)
    expect(r.errors).toEqual([])
    const issue = r.warnings.find((i) => i.type === "POSSIBLY_WRONG_CLASS")!
    expect(issue.suggestedClass).toBe(25)
    // Software for a trade is not flagged as the trade's class.
    expect(check("Downloadable software for managing restaurant reservations", 9).warnings).toEqual([])
  })

  it("DUPLICATE_TERM: the same term twice in one class, not across classes", () => {
    const r = checkTermsOffline([
      { classNumber: 25, terms: ["Shirts", " shirts. ", "Trousers"] },
      { classNumber: 24, terms: ["Shirts fabric"] }
    ])
    expect(types(r[0]!.terms[1]!.warnings)).toEqual(["DUPLICATE_TERM"])
    expect(r[0]!.terms[0]!.warnings).toEqual([])
    expect(r[0]!.terms[2]!.warnings).toEqual([])
  })

  it("MULTIPLE_TERMS and OPEN_WORDING warnings", () => {
    expect(types(check("Shirts; trousers", 25).warnings)).toContain("MULTIPLE_TERMS")
    expect(types(check("Clothing, including shirts", 25).warnings)).toContain("OPEN_WORDING")
  })

  it("INVALID_CLASS for a class outside 1-45 (clearance path)", () => {
    expect(types(checkTermsOffline([{ classNumber: 99, terms: ["Shirts"] }])[0]!.terms[0]!.errors)).toEqual(["INVALID_CLASS"])
  })

  it("English-only checks do not run on other languages", () => {
    expect(offlineChecksFor("en")).toEqual(OFFLINE_CHECKS.map((c) => c.type))
    const de = offlineChecksFor("de")
    expect(de).toContain("INVALID_CHARACTER")
    expect(de).not.toContain("FORBIDDEN_TERM")
    expect(de).not.toContain("WRONG_CLASS")
    expect(check("Bekleidungsstücke", 9, "de").warnings).toEqual([])
  })
})

describe("slot extraction", () => {
  it("turns 'to <verb>' and 'that helps ... <verb>' into a gerund phrase", () => {
    expect(extractSlots("An app to book restaurant tables").purpose).toBe("booking restaurant tables")
    expect(extractSlots("Mobile app that helps people track their daily water intake").purpose).toBe("tracking daily water intake")
    expect(extractSlots("A platform that allows users to manage invoices").purpose).toBe("managing invoices")
    expect(extractSlots("Project management software").purpose).toBe("project management")
    expect(extractSlots("Software for dental clinics to manage patient appointments").purpose).toBe(
      "managing patient appointments for use by dental clinics"
    )
    expect(extractSlots("Software for logistics").purpose).toBe("use in logistics")
  })

  it("finds what a shop sells and what a course teaches", () => {
    expect(extractSlots("We run an online store selling handmade jewelry, scarves and bags").goods).toBe(
      "handmade jewelry, scarves and bags"
    )
    expect(extractSlots("A shoe store in Leeds").goods).toBe("shoes")
    expect(extractSlots("We offer cooking classes and sell cookbooks").subject).toBe("cooking")
    expect(extractSlots("Online courses on how to bake bread").subject).toBe("baking bread")
    // A business word before "classes" is not what they teach.
    expect(extractSlots("Yoga studio offering classes").subject).toBeUndefined()
  })

  it("leaves a slot empty (and the template shows a placeholder) when nothing fits", () => {
    expect(extractSlots("We sell").goods).toBeUndefined()
    const filled = fillSlots("Retail store services featuring {goods}", {})
    expect(filled.complete).toBe(false)
    expect(filled.text).toMatch(/\[specify the goods/)
  })

  it("gerunds", () => {
    expect(["book", "manage", "plan", "edit", "tie", "track", "visit", "run"].map(gerund)).toEqual([
      "booking",
      "managing",
      "planning",
      "editing",
      "tying",
      "tracking",
      "visiting",
      "running"
    ])
  })
})

describe("specification templates", () => {
  it("covers all 45 classes, each with a default for descriptions that match nothing", () => {
    expect(SPEC_TEMPLATES.map((c) => c.classNumber)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1))
    for (let n = 1; n <= 45; n++) {
      const r = render("zzz qqq unrelated words", n, "EU")
      expect(r.usedDefaults, `class ${n}`).toBe(true)
      expect(r.specs.length, `class ${n}`).toBeGreaterThan(0)
    }
  })

  it("US style: ID Manual wording with the software's function", () => {
    expect(texts("A mobile app for booking restaurant tables", 9, "US")).toEqual([
      "Downloadable mobile applications for booking restaurant tables"
    ])
    expect(texts("Restaurant reservation management software", 9, "US")[0]).toBe(
      "Downloadable computer software for restaurant reservation management"
    )
    expect(texts("A mobile app for booking restaurant tables", 42, "US")).toEqual([
      "Providing temporary use of non-downloadable software for booking restaurant tables"
    ])
  })

  it("US style merges items into a 'namely' list; EU and WIPO list separate terms", () => {
    const d = "Clothing brand making t-shirts, hoodies and jeans"
    expect(texts(d, 25, "US")).toEqual(["Clothing, namely, shirts, sweatshirts, and pants"])
    expect(texts(d, 25, "EU")).toEqual(["Clothing", "Shirts", "Sweatshirts", "Trousers"])
    expect(texts(d, 25, "WIPO")).toEqual(["Clothing", "Shirts", "Sweaters", "Trousers"])
    // Only the heading word: the US entry asks for the items instead of inventing them.
    const only = render("We design clothing", 25, "US").specs[0]!
    expect(only.text).toMatch(/^Clothing, namely, \[specify the items/)
    expect(only.complete).toBe(false)
  })

  it("EU style uses harmonised-style wording without the US qualifiers", () => {
    expect(texts("Cloud-based project management software", 42, "EU")).toContain("Software as a service [SaaS]")
    expect(texts("A mobile app for booking restaurant tables", 9, "EU")).toEqual(["Mobile apps"])
    expect(texts("We run an online store selling handmade jewelry", 35, "EU")).toEqual([
      "Online retail services in relation to handmade jewelry"
    ])
  })

  it("'software for <industry>' stays software: the industry's class gets nothing from it", () => {
    const d = "Software for restaurants to manage table reservations"
    expect(texts(d, 9, "US")[0]).toBe("Downloadable computer software for managing table reservations for use by restaurants")
    // The wording of class 9/42 never turns into restaurant services.
    for (const style of ["US", "EU", "WIPO"] as const) {
      expect(texts(d, 9, style).join(" ")).not.toMatch(/restaurant services/i)
      expect(texts(d, 42, style).join(" ")).not.toMatch(/restaurant services/i)
    }
  })

  it("a longer trigger claims its words, and alternatives do not repeat (online retail vs retail)", () => {
    const r = render("We run an online store selling handmade jewelry", 35, "US")
    expect(r.specs.map((s) => s.text)).toEqual(["Online retail store services featuring handmade jewelry"])
    expect(r.matchedKeywords).toEqual(["online store"])
  })

  it("'=word' triggers match that word only ('booking' is not a book)", () => {
    expect(render("A mobile app for booking restaurant tables", 16, "US").usedDefaults).toBe(true)
    expect(render("We publish books", 16, "US").usedDefaults).toBe(false)
  })

  it("respects maxSpecsPerClass", () => {
    const d = "Clothing: t-shirts, jeans, jackets, dresses, socks, skirts, scarves, gloves and belts"
    expect(texts(d, 25, "EU", 3)).toHaveLength(3)
    expect(texts(d, 25, "EU", 10).length).toBeGreaterThan(5)
  })
})

describe("filing fees", () => {
  it("each office's schedule is labelled with the date it was checked and its source", () => {
    expect(FEES_CHECKED).toBe("2026-11-22")
    for (const s of Object.values(FEE_SCHEDULES)) {
      expect(s.checked).toBe(FEES_CHECKED)
      expect(s.source).not.toBe("")
    }
  })

  it("computes the base fee per office", () => {
    expect(estimateFees("US", 1).baseFee).toBe(350)
    expect(estimateFees("US", 3).baseFee).toBe(1050)
    expect(estimateFees("EU", 1).baseFee).toBe(850)
    expect(estimateFees("EU", 2).baseFee).toBe(900)
    expect(estimateFees("EU", 4).baseFee).toBe(1200)
    expect(estimateFees("WIPO", 3).baseFee).toBe(653)
    expect(estimateFees("WIPO", 3).indicative).toBe(true)
  })

  it("the tip names the office, the amount, the date and says it is indicative", () => {
    const us = filingTip("US", 2)
    expect(us).toMatch(/USPTO/)
    expect(us).toMatch(/USD 700 for 2 classes/)
    expect(us).toMatch(/checked 2026-11-22/)
    expect(us).toMatch(/indicative/)
    expect(filingTip("EU", 3)).toMatch(/EUR 1,050 for 3 classes/)
    expect(filingTip("WIPO", 1)).toMatch(/CHF 653 .*designation fees/)
  })
})

describe("harmonised answers line up with the request", () => {
  it("by class and text, whatever order the database answers in", () => {
    const aligned = alignValidation([{ classNumber: 9, terms: ["Mobile apps", "Downloadable software"] }], {
      goodsAndServices: [
        {
          classNumber: 9,
          terms: [
            { text: "downloadable software", harmonized: true, conceptId: "9001" },
            { text: "Mobile apps", harmonized: true, conceptId: "9002" }
          ]
        }
      ]
    })
    expect(aligned[0]!.terms.map((t) => [t.text, t.conceptId])).toEqual([["Mobile apps", "9002"], ["Downloadable software", "9001"]])
  })

  it("a term the answer leaves out is not harmonised, and says so", () => {
    const aligned = alignValidation([{ classNumber: 9, terms: ["Mobile apps", "Robots"] }], {
      goodsAndServices: [{ classNumber: 9, terms: [{ text: "Mobile apps", harmonized: true, conceptId: "9002" }] }]
    })
    expect(aligned[0]!.terms[1]).toMatchObject({ text: "Robots", harmonized: false, warnings: [{ type: "/problems/not-returned" }] })
  })
})

describe("GsTermsCheckLive (trademark_clearance's goods & services check)", () => {
  const terms = [{ classNumber: 25, terms: ["Clothing", "Handbags", "all goods in this class"] }]

  it.effect("offline: the full offline checks, flagged terms counted", () =>
    Effect.gen(function*() {
      const report = yield* Effect.flatMap(GsTermsCheck, (c) => c.validate(terms))
      expect(report.engine).toBe("validate_gs_terms")
      expect(report.offline).toBe(true)
      expect(report.flaggedCount).toBe(2)
      expect(report["checks"]).toMatchObject({ harmonised: expect.stringMatching(/^not configured/) })
    }).pipe(Effect.provide(GsTermsCheckLive), Effect.provide(HarmonisedDatabase.unconfigured())))

  it.effect("with the harmonised database: not offline, its verdicts included", () =>
    Effect.gen(function*() {
      const report = yield* Effect.flatMap(GsTermsCheck, (c) => c.validate(terms))
      expect(report.offline).toBe(false)
      const validated = report["validated"] as ReadonlyArray<{ terms: ReadonlyArray<{ harmonized: boolean | null }> }>
      expect(validated[0]!.terms.map((t) => t.harmonized)).toEqual([true, false, false])
    }).pipe(
      Effect.provide(GsTermsCheckLive),
      Effect.provide(
        HarmonisedDatabase.test({
          validate: (_language, groups) =>
            Effect.succeed(
              groups.map((g) => ({
                classNumber: g.classNumber,
                terms: g.terms.map((text) => ({ text, harmonized: text === "Clothing", errors: [], warnings: [] }))
              }))
            ),
          searchTerms: () => Effect.succeed([])
        })
      )
    ))
})
