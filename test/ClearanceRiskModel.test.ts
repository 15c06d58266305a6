import { describe, expect, it } from "vitest"
import { classifyConflict, meaningContrast, scoreMarks } from "../src/Analysis/Similarity.js"
import { getNiceClass } from "../src/Domain/NiceClasses.js"
import type { ClearanceConflict } from "../src/Services/Clearance/ClearanceResult.js"
import { descriptiveLead } from "../src/Services/Clearance/DescriptiveLead.js"
import { describesGoods, goodsKinds } from "../src/Services/Clearance/GoodsKinds.js"
import { goodsProximity } from "../src/Services/Clearance/GoodsProximity.js"
import { checkTermsOffline } from "../src/Services/Clearance/GsTermsCheck.js"
import { buildRecommendations, type RecommendationFindings } from "../src/Services/Clearance/Recommendations.js"
import { assessConflict, type ConflictFindings, levelOf, overallRisk, RISK_MODEL } from "../src/Services/Clearance/RiskModel.js"
import { riskAssessmentText } from "../src/Services/Clearance/RiskText.js"

const findings = (over: Partial<ConflictFindings> & { score?: number; visual?: number; phonetic?: number } = {}): ConflictFindings => {
  const score = over.score ?? 1
  return {
    proposedMark: over.proposedMark ?? "MOONBEAM",
    existingMark: over.existingMark ?? "MOONBEAM",
    similarity: over.similarity ?? {
      score,
      visual: over.visual ?? score,
      phonetic: over.phonetic ?? score,
      exact: score === 1,
      channels: { visual: true, phonetic: true }
    },
    conflictType: over.conflictType ?? (score === 1 ? "exact" : "visual"),
    proposedClasses: over.proposedClasses ?? [9],
    existingClasses: over.existingClasses ?? [9],
    status: over.status ?? "registered",
    wellKnown: over.wellKnown
  }
}

/** Findings for a real pair, scored by the similarity engine. */
const scored = (proposed: string, existing: string, rest: Partial<ConflictFindings> = {}): ConflictFindings => {
  const b = scoreMarks(proposed, existing, { jurisdiction: "US" })
  return findings({ proposedMark: proposed, existingMark: existing, similarity: b, conflictType: classifyConflict(b), ...rest })
}

const risk = (f: ConflictFindings) => assessConflict(f).risk

describe("RISK_MODEL", () => {
  it("additive weights sum to 1 and thresholds rise", () => {
    const w = RISK_MODEL.weights
    expect(w.similarity + w.conflictType + w.classRelatedness + w.fame).toBeCloseTo(1, 10)
    const { medium, high, critical } = RISK_MODEL.levels
    expect(0 < medium && medium < high && high < critical && critical < 1).toBe(true)
  })

  it("levels switch exactly at the thresholds", () => {
    const { medium, high, critical } = RISK_MODEL.levels
    expect(levelOf(medium - 0.001)).toBe("low")
    expect(levelOf(medium)).toBe("medium")
    expect(levelOf(high)).toBe("high")
    expect(levelOf(critical - 0.001)).toBe("high")
    expect(levelOf(critical)).toBe("critical")
  })

  it("overall risk is the riskiest conflict's level; none is low", () => {
    expect(overallRisk([])).toBe("low")
    expect(overallRisk([{ risk: 0.1 }, { risk: RISK_MODEL.levels.high }, { risk: 0.45 }])).toBe("high")
  })
})

describe("assessConflict", () => {
  it("every factor is listed and the contributions sum to the risk", () => {
    for (
      const f of [
        findings(),
        findings({ status: "abandoned" }),
        findings({ score: 0.8, existingClasses: [42], status: "pending" }),
        scored("KODAC", "KODAK", { wellKnown: { name: "KODAK", owner: "Eastman Kodak Company" }, existingClasses: [25] })
      ]
    ) {
      const a = assessConflict(f)
      expect(a.factors.map((x) => x.factor).sort()).toEqual([
        "classRelatedness",
        "conflictType",
        "fame",
        "registrationStatus",
        "similarity"
      ])
      const sum = a.factors.reduce((s, x) => s + x.contribution, 0)
      expect(Math.abs(sum - a.risk)).toBeLessThanOrEqual(0.003)
      for (const x of a.factors.filter((x) => x.kind === "additive")) expect(x.contribution).toBeCloseTo(x.weight * x.value, 2)
    }
  })

  it("an identical registered mark in the same class is critical", () => {
    const a = assessConflict(findings())
    expect(a.level).toBe("critical")
    expect(a.overlap.direct).toEqual([9])
  })

  it("dead marks weigh far less, and the status factor says so", () => {
    const live = assessConflict(findings())
    for (const status of ["abandoned", "cancelled", "expired"] as const) {
      const dead = assessConflict(findings({ status }))
      expect(dead.risk).toBeLessThanOrEqual(live.risk * RISK_MODEL.statusMultiplier[status] + 0.001)
      expect(dead.level).toBe("low")
      const factor = dead.factors.find((x) => x.factor === "registrationStatus")!
      expect(factor.contribution).toBeLessThan(0)
      expect(factor.note).toMatch(/dead mark weighs far less/)
    }
  })

  it("registered outweighs opposed and pending, which outweigh dead", () => {
    const r = (status: ConflictFindings["status"]) => risk(findings({ status }))
    expect(r("registered")).toBeGreaterThan(r("pending"))
    expect(r("pending")).toBeGreaterThan(r("opposed"))
    expect(r("opposed")).toBeGreaterThan(r("unknown"))
    expect(r("unknown")).toBeGreaterThan(r("abandoned"))
  })

  it("exact outweighs phonetic outweighs visual outweighs conceptual at the same score", () => {
    const at = (conflictType: ConflictFindings["conflictType"]) =>
      risk(findings({ score: 0.85, conflictType, proposedMark: "LONGMARKA", existingMark: "LONGMARKB" }))
    expect(at("exact")).toBeGreaterThan(at("phonetic"))
    expect(at("phonetic")).toBeGreaterThan(at("visual"))
    expect(at("visual")).toBeGreaterThan(at("conceptual"))
  })

  it("a related class counts without a direct overlap (9 with 42, 25 with 35); an unrelated one does not", () => {
    const same = assessConflict(findings({ existingClasses: [9] }))
    const related = assessConflict(findings({ existingClasses: [42] }))
    const unrelated = assessConflict(findings({ existingClasses: [31] }))
    expect(related.risk).toBeLessThan(same.risk)
    expect(related.risk).toBeGreaterThan(unrelated.risk)
    expect(related.overlap.related[0]).toEqual({ proposed: 9, existing: 42, strength: 0.8 })
    expect(related.factors.find((x) => x.factor === "classRelatedness")!.value).toBe(0.8)
    expect(assessConflict(findings({ proposedClasses: [25], existingClasses: [35] })).overlap.related).toHaveLength(1)
    expect(unrelated.factors.find((x) => x.factor === "classRelatedness")!.value).toBe(0)
    expect(unrelated.level).toBe("medium") // identical, but only in an unrelated class
  })

  it("a famous mark raises risk across all classes, in proportion to how close the marks are", () => {
    const wellKnown = { name: "MOONBEAM", owner: "Moon Inc." }
    const plain = assessConflict(findings({ existingClasses: [31] }))
    const famous = assessConflict(findings({ existingClasses: [31], wellKnown }))
    expect(famous.risk).toBeGreaterThan(plain.risk)
    expect(famous.level).toBe("critical")
    expect(famous.factors.find((x) => x.factor === "classRelatedness")!.value).toBe(RISK_MODEL.famousClassFloor)
    const fame = (score: number) =>
      assessConflict(findings({ score, conflictType: "visual", wellKnown, proposedMark: "LONGMARKA", existingMark: "LONGMARKB" })).factors
        .find(
          (x) => x.factor === "fame"
        )!.value
    expect(fame(RISK_MODEL.fameBySimilarity.from)).toBe(0)
    expect(fame(0.7)).toBeCloseTo(0.5, 3)
    expect(fame(RISK_MODEL.fameBySimilarity.full)).toBe(1)
  })

  it("short marks: a look-alike is discounted, a sound-alike or an identical mark is not", () => {
    const visualShort = assessConflict(findings({ score: 0.84, conflictType: "visual", proposedMark: "ZUMO", existingMark: "ZUMA" }))
    const visualLong = assessConflict(
      findings({ score: 0.84, conflictType: "visual", proposedMark: "ZUMOTRONIC", existingMark: "ZUMATRONIC" })
    )
    expect(visualShort.risk).toBeLessThan(visualLong.risk)
    expect(visualShort.factors[0]!.note).toMatch(/short mark/)
    const phoneticShort = assessConflict(findings({ score: 0.68, conflictType: "phonetic", proposedMark: "EEZY", existingMark: "EASY" }))
    const phoneticLong = assessConflict(
      findings({ score: 0.68, conflictType: "phonetic", proposedMark: "EEZYCLEAN", existingMark: "EASYCLEAN" })
    )
    expect(phoneticShort.risk).toBe(phoneticLong.risk)
    expect(assessConflict(findings({ proposedMark: "BLIX", existingMark: "BLIX" })).level).toBe("critical")
  })
})

describe("riskAssessmentText", () => {
  it("names the factors that raised the conflict", () => {
    const f = { ...scored("KODAC", "KODAK", { wellKnown: { name: "KODAK", owner: "Eastman Kodak Company" } }), jurisdiction: "US" }
    const text = riskAssessmentText(f, assessConflict(f))
    expect(text).toMatch(
      /^"KODAC" is visually and phonetically close to "KODAK" \(US, \d+% similarity\), in the same class 9 and registered; KODAK is a well-known mark\.$/
    )
  })

  it("describes related classes, dead marks, sound-alikes and fame outside the goods", () => {
    const related = findings({ existingClasses: [42], status: "pending" })
    expect(riskAssessmentText(related, assessConflict(related))).toBe(
      "\"MOONBEAM\" is identical to \"MOONBEAM\" (100% similarity), in class 42 (related to your class 9) and an earlier pending application." +
        " The goods differ but are related: confusion turns on whether buyers would expect one trader to offer both."
    )
    const unrelated = findings({ existingClasses: [31] })
    expect(riskAssessmentText(unrelated, assessConflict(unrelated))).toMatch(/often let identical words coexist on unrelated goods/)
    const same = findings({})
    expect(riskAssessmentText(same, assessConflict(same))).toMatch(
      /Same class: only a different meaning of the words for each kind of goods/
    )
    const dead = findings({ status: "expired" })
    expect(riskAssessmentText(dead, assessConflict(dead))).toMatch(/but expired, so as a dead mark it weighs far less\./)
    const sound = scored("KWIKFIX", "QUICKFIX", { conflictType: "phonetic" })
    expect(riskAssessmentText(sound, assessConflict(sound))).toMatch(/^"KWIKFIX" sounds like "QUICKFIX"/)
    const famous = findings({ existingClasses: [31], wellKnown: { name: "MOONBEAM", owner: "Moon Inc." } })
    expect(riskAssessmentText(famous, assessConflict(famous))).toMatch(
      /only in unrelated class 31 and registered; MOONBEAM is a well-known mark, protected beyond its own goods\.$/
    )
  })
})

const conflict = (
  over: Partial<ClearanceConflict> & { name: string; status?: ClearanceConflict["trademark"]["status"] }
): ClearanceConflict => ({
  trademark: {
    id: `US-${over.name}`,
    applicationNumber: "1",
    name: over.name,
    jurisdiction: "US",
    status: over.status ?? "registered",
    niceClasses: over.overlappingClasses?.length ? [...over.overlappingClasses] : [9]
  },
  origin: "registry",
  conflictType: over.conflictType ?? "visual",
  similarityScore: over.similarityScore ?? 0.85,
  overlappingClasses: over.overlappingClasses ?? [9],
  risk: over.risk ?? 0.6,
  riskLevel: over.riskLevel ?? "high",
  riskAssessment: "",
  factors: [],
  ...(over.relatedClasses !== undefined ? { relatedClasses: over.relatedClasses } : {}),
  ...(over.wellKnown !== undefined ? { wellKnown: over.wellKnown } : {})
})

const base: RecommendationFindings = {
  proposedMark: "ZENTRIKS",
  niceClasses: [9],
  minSimilarityScore: 0.6,
  riskLevel: "low",
  conflicts: [],
  searchedJurisdictions: ["US", "EU"],
  skipped: [],
  errors: [],
  cappedJurisdictions: [],
  channels: { visual: true, phonetic: true },
  registryRecordsScored: 42,
  wellKnownMarksScored: 346,
  markLength: 8,
  shortMark: false,
  termClassesOutsideFiling: []
}

describe("buildRecommendations", () => {
  it("no conflicts: states what was covered and what was not", () => {
    const recs = buildRecommendations(base)
    expect(recs).toHaveLength(1)
    expect(recs[0]).toMatch(
      /No conflicting marks found at or above 60% similarity among 42 records from US and EU and 346 well-known marks/
    )
    expect(recs[0]).toMatch(/not logos, unregistered rights or other offices/)
  })

  it("follows the findings: types, statuses, classes, fame, short marks, threshold, coverage", () => {
    const recs = buildRecommendations({
      ...base,
      riskLevel: "critical",
      conflicts: [
        conflict({ name: "ZENTRIX", riskLevel: "critical", risk: 0.8 }),
        conflict({ name: "SENTRIKS", conflictType: "phonetic", status: "pending", riskLevel: "high" }),
        conflict({
          name: "ZENTRI",
          overlappingClasses: [],
          relatedClasses: [{ proposed: 9, existing: 42, strength: 0.8 }],
          riskLevel: "medium"
        }),
        conflict({ name: "ZENTRIKA", status: "abandoned", riskLevel: "low", risk: 0.2 }),
        conflict({ name: "ZENTRA", wellKnown: { name: "ZENTRA", owner: "Zentra AG" } })
      ],
      skipped: [{ jurisdiction: "AU", reason: "IPAustralia provider is not configured. Set IPAU_CLIENT_ID to enable it." }],
      errors: [{ jurisdiction: "EU", error: "EUIPO service error (HTTP 500)" }],
      thresholdWarning: { marks: [{ name: "ZARA", score: 0.55 }] },
      channels: { visual: true, phonetic: false },
      shortMark: true,
      markLength: 4,
      gs: { flaggedCount: 2, offline: true },
      termClassesOutsideFiling: [35]
    })
    const all = recs.join("\n")
    expect(recs[0]).toMatch(/^Do not file "ZENTRIKS".*ZENTRIX \(US-ZENTRIX\)/)
    expect(all).toMatch(/active registrations? found .*ZENTRIX/)
    expect(all).toMatch(/earlier pending application, SENTRIKS \(US-SENTRIKS\), has priority/)
    expect(all).toMatch(/sounds like SENTRIKS/)
    expect(all).toMatch(/spelled like ZENTRIX/)
    expect(all).toMatch(/ZENTRI \(US-ZENTRI\) is in class 42 \(related to your 9\)/)
    expect(all).toMatch(/ZENTRA \(Zentra AG\) is a well-known mark/)
    expect(all).toMatch(/1 similar mark is dead \(ZENTRIKA \(US-ZENTRIKA\): abandoned\)/)
    expect(all).toMatch(/is short \(4 characters\)/)
    expect(all).toMatch(/ZARA \(55%\) scored just below your 60% threshold.*minSimilarityScore 0.55/)
    expect(all).toMatch(/Phonetic comparison was off/)
    expect(all).toMatch(/search failed for EU \(EUIPO service error \(HTTP 500\)\)/)
    expect(all).toMatch(/Not searched: AU \(.*Set IPAU_CLIENT_ID/)
    expect(all).toMatch(/2 goods\/services terms need attention/)
    expect(all).toMatch(/class 35, which is not in niceClasses \(9\)/)
    expect(all).not.toMatch(/No conflicting marks/)
    expect(all).not.toMatch(/shares an element/)
  })

  it("never boilerplate: different findings give different advice", () => {
    const visualOnly = buildRecommendations({ ...base, riskLevel: "high", conflicts: [conflict({ name: "ZENTRIX" })] })
    const conceptualOnly = buildRecommendations({
      ...base,
      riskLevel: "medium",
      conflicts: [conflict({ name: "ZENTRIKS LAB", conflictType: "conceptual", riskLevel: "medium", risk: 0.45 })]
    })
    expect(visualOnly.join("\n")).not.toMatch(/shares an element|sounds like|Moderate risk/)
    expect(conceptualOnly.join("\n")).toMatch(/Moderate risk detected: ZENTRIKS LAB/)
    expect(conceptualOnly.join("\n")).not.toMatch(/spelled like|High risk/)
    // Only a finding both share (the overlapping class 9) gives the same line.
    expect(visualOnly.filter((r) => conceptualOnly.includes(r))).toEqual([expect.stringMatching(/^Overlapping class 9:/)])
  })

  it("nothing searched: says this is not a clearance", () => {
    const recs = buildRecommendations({ ...base, searchedJurisdictions: [], registryRecordsScored: 0 })
    expect(recs[0]).toMatch(/No office was searched, so only the 346 well-known marks were checked/)
  })
})

describe("checkTermsOffline", () => {
  it("flags empty, overlong, duplicate and vague terms and classes outside 1-45", () => {
    const report = checkTermsOffline([
      {
        classNumber: 9,
        terms: ["downloadable software", "", "x".repeat(260), "Downloadable software.", "all goods in this class", "accessories"]
      },
      { classNumber: 99, terms: ["widgets"] }
    ])
    expect(report.offline).toBe(true)
    expect(report.engine).toBe("offline-basic")
    const classes = report["classes"] as Array<{ terms: Array<{ status: string; issues: Array<{ code: string }> }> }>
    const codes = classes.flatMap((c) => c.terms.map((t) => t.issues.map((i) => i.code).join(",")))
    expect(codes).toEqual(["", "EMPTY", "TOO_LONG", "DUPLICATE", "VAGUE", "VAGUE", "INVALID_CLASS"])
    expect(report.flaggedCount).toBe(6)
    expect(String(report["note"])).toMatch(/offline/i)
  })
})

describe("meaning sets look-alikes apart (counteraction)", () => {
  it("finds a clear meaning on one side only where the rule applies", () => {
    expect(meaningContrast("ZIRH", "SIR")).toEqual({ word: "SIR", side: "existing", other: "ZIRH" })
    expect(meaningContrast("BRIDGE", "BRIDJO")).toEqual({ word: "BRIDGE", side: "proposed", other: "BRIDJO" })
    expect(meaningContrast("MOON", "MOOD")?.side).toBe("both")
    // A misspelling that sounds like the word keeps its meaning; a word built on the other, or coined on both sides, has no contrast.
    expect(meaningContrast("KWIK", "QUICK")).toBeUndefined()
    expect(meaningContrast("DRIZZLER", "DRIZZLE")).toBeUndefined()
    expect(meaningContrast("BAINBRIDGE", "THE BRIDGE")).toBeUndefined()
    expect(meaningContrast("OCTOCOM", "OCTACOM")).toBeUndefined()
    expect(meaningContrast("STONE LION", "LION")).toBeUndefined()
  })

  it("halves the risk with a named multiplier, except for identical and well-known marks", () => {
    const f = scored("ZIRH", "SIR", { proposedClasses: [3], existingClasses: [3] })
    const plain = assessConflict(f)
    const contrasted = assessConflict({ ...f, meaning: meaningContrast("ZIRH", "SIR") })
    expect(contrasted.risk).toBeCloseTo(plain.risk * RISK_MODEL.meaningMultiplier, 2)
    const factor = contrasted.factors.find((x) => x.factor === "meaning")!
    expect(factor.kind).toBe("multiplier")
    expect(contrasted.factors.reduce((s, x) => s + x.contribution, 0)).toBeCloseTo(contrasted.risk, 2)
    expect(riskAssessmentText({ ...f, meaning: meaningContrast("ZIRH", "SIR") }, contrasted)).toMatch(/SIR means something/)
    const famous = { ...f, meaning: meaningContrast("ZIRH", "SIR"), wellKnown: { name: "SIR", owner: "X" } }
    expect(assessConflict(famous).factors.some((x) => x.factor === "meaning")).toBe(false)
    expect(plain.factors.some((x) => x.factor === "meaning")).toBe(false)
  })
})

describe("goods compared kind by kind (GoodsKinds.ts)", () => {
  it("relates goods the way tribunals do, not by shared words or classes", () => {
    // Complements and trade channels share no word: beer / spirits, clothing / shoes, software / IT services.
    expect(goodsProximity("malt liquor", "tequila")?.value).toBe(0.8)
    expect(goodsProximity("men's underwear", "shoes")?.value).toBe(0.8)
    expect(goodsProximity("computer software for maintenance", "computer maintenance services")?.value).toBeGreaterThanOrEqual(0.8)
    // Auto parts distribution against oil changes: classes 35 and 37 are unrelated, the goods are not.
    expect(goodsProximity("service station oil change and lubrication services", "distributorship services for automotive parts")?.value)
      .toBeGreaterThanOrEqual(0.6)
    // Food and drink against restaurant services need something more.
    const beer = goodsProximity("beer", "restaurant services")!
    expect(beer.somethingMore).toBe(true)
    expect(beer.value).toBeLessThan(0.5)
    // Retail of goods is related to them, but is not the goods themselves.
    expect(goodsProximity("retail jewelry store services", "jewelry")?.value).toBe(0.6)
    // Unrelated in fact, and unknown when a text names no kind the table knows.
    expect(goodsProximity("educational test preparation books", "handbags, leather goods")?.value).toBe(0)
    expect(goodsProximity("widgets", "handbags")).toBeUndefined()
    expect(goodsKinds("cookies").map((k) => k.id)).toEqual(["food"])
    // Words that name goods only in a phrase do not read alone: building materials are not printed matter.
    expect(goodsKinds("building materials")).toEqual([])
    expect(goodsKinds("golf course services")).toEqual([])
    expect(goodsKinds("computer chips").map((k) => k.id)).not.toContain("food")
  })

  it("knows which shared words name or describe the goods", () => {
    expect(describesGoods("PECAN", ["cookies"])).toBe(true)
    expect(describesGoods("LEAN", ["frozen prepared meals"])).toBe(true)
    expect(describesGoods("JEWELERS", ["jewelry"])).toBe(true)
    expect(describesGoods("PECAN", ["golf clubs"])).toBe(false)
    expect(describesGoods("GASPAR", ["tequila", "beer and ale"])).toBe(false)
  })

  it("lets the goods replace the classes, and weighs down unrelated goods and a descriptive shared element", () => {
    const coach = findings({ proposedMark: "COACH", existingMark: "COACH", proposedClasses: [16], existingClasses: [18] })
    const unrelated = { ...coach, goods: goodsProximity("educational test preparation books", "handbags, leather goods") }
    expect(assessConflict(coach).level).toBe("medium")
    const a = assessConflict(unrelated)
    expect(a.level).toBe("low")
    expect(a.risk).toBeCloseTo(assessConflict(coach).risk * RISK_MODEL.goods.unrelatedMultiplier, 2)
    expect(a.factors.find((x) => x.factor === "goods")?.kind).toBe("multiplier")
    expect(a.factors.reduce((s, x) => s + x.contribution, 0)).toBeCloseTo(a.risk, 2)
    expect(riskAssessmentText(unrelated, a)).toMatch(/unrelated in fact/)
    // A well-known mark reaches beyond its goods: no goods factor.
    expect(assessConflict({ ...unrelated, wellKnown: { name: "COACH", owner: "Tapestry" } }).factors.some((x) => x.factor === "goods"))
      .toBe(
        false
      )
    // Goods the classes miss raise the risk (35 / 37, both automotive).
    const rightAWay = findings({ proposedClasses: [37], existingClasses: [35] })
    const related = { ...rightAWay, goods: goodsProximity("oil change services", "distributorship services for automotive parts") }
    expect(assessConflict(related).risk).toBeGreaterThan(assessConflict(rightAWay).risk)

    const pecan = scored("PECAN SHORTEES", "PECAN SANDIES", { proposedClasses: [30], existingClasses: [30] })
    const withElement: ConflictFindings = {
      ...pecan,
      element: {
        relation: "shared",
        element: "PECAN",
        score: 0.65,
        strength: 1,
        weakWords: [],
        cover: { proposed: 0.5, existing: 0.5 },
        unshared: 1,
        sameMeaning: [],
        shared: ["PECAN"]
      }
    }
    const described = assessConflict({ ...withElement, goodsTexts: ["cookies"] })
    expect(described.factors.find((x) => x.factor === "sharedElement")?.value).toBe(RISK_MODEL.descriptiveElementMultiplier)
    const golf = assessConflict({ ...withElement, goodsTexts: ["golf clubs"] })
    expect(golf.factors.some((x) => x.factor === "sharedElement")).toBe(false)
    expect(described.risk).toBeCloseTo(golf.risk * RISK_MODEL.descriptiveElementMultiplier, 2)
    // Classes alone: the class's title and typical goods stand for the goods (PECAN names goods of class 30, not of 28).
    const byClass = assessConflict(withElement)
    expect(byClass.factors.find((x) => x.factor === "sharedElement")?.note).toMatch(
      /PECAN names or describes the goods of class 30 \(as its heading names/
    )
    expect(byClass.risk).toBeCloseTo(described.risk, 3)
    const toys = assessConflict({ ...withElement, proposedClasses: [28], existingClasses: [28] })
    expect(toys.factors.some((x) => x.factor === "sharedElement")).toBe(false)
    expect(toys.risk).toBeCloseTo(golf.risk, 3)
  })
})

describe("a shared descriptive lead inside one-word marks (DescriptiveLead.ts)", () => {
  const heading = (c: number): ReadonlyArray<string> => [getNiceClass(c)!.title]
  it("finds a lead that describes the goods when the rests differ, respelled or as spelled", () => {
    expect(descriptiveLead("LYPSYL", "LIPSICLES", heading(3))).toBe("LIPS")
    expect(descriptiveLead("SKINOVA", "SKINTARA", heading(3))).toBe("SKIN")
    expect(descriptiveLead("COFFEERA", "COFFEMAX", heading(30))).toBe("COFFEE")
    expect(descriptiveLead("TEALUX", "TEAMORE", ["tea and herbal infusions"])).toBe("TEA")
  })
  it("leaves alone near spellings, a lead that describes other goods, a mark whole inside the other and composite marks", () => {
    expect(descriptiveLead("SKINOVA", "SKINNOVA", heading(3))).toBeUndefined()
    expect(descriptiveLead("SKINOVA", "SKINTARA", heading(9))).toBeUndefined()
    expect(descriptiveLead("BEERVANA", "BIERVANA", heading(32))).toBeUndefined()
    expect(descriptiveLead("MOVIEBUFF", "MOVIEBUFF.COM", heading(41))).toBeUndefined()
    expect(descriptiveLead("LASER", "LASERSWING", heading(28))).toBeUndefined()
    expect(descriptiveLead("SKIN NOVA", "SKINTARA", heading(3))).toBeUndefined()
  })
  it("weighs the conflict down with the shared-element multiplier and says why", () => {
    const base = {
      proposedMark: "LIPSICLES",
      existingMark: "LYPSYL",
      similarity: { score: 0.63, visual: 0.6, phonetic: 0.7, exact: false, channels: { visual: true, phonetic: true } },
      conflictType: "phonetic" as const,
      proposedClasses: [3],
      existingClasses: [3],
      status: "registered" as const
    }
    const byClass = assessConflict(base)
    const other = assessConflict({ ...base, proposedClasses: [9], existingClasses: [9] })
    expect(byClass.factors.find((x) => x.factor === "sharedElement")?.note).toMatch(/shared LIPS names or describes the goods of class 3/)
    expect(byClass.risk).toBeCloseTo(other.risk * RISK_MODEL.descriptiveElementMultiplier, 2)
    expect(levelOf(other.risk)).not.toBe("low")
    expect(byClass.level).toBe("low")
    expect(riskAssessmentText(base, byClass)).toMatch(/begin with LIPS, a word that names or describes these goods/)
  })
})
