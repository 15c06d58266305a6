import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Schema } from "effect"
import { readFileSync } from "node:fs"
import {
  alternativesFor,
  analyzeDistinctiveness,
  CATEGORIES,
  type Category,
  isDictionaryWord,
  relateSimilarMarks,
  segment,
  SimilarMarksLookupNone,
  similarMarksLookupOf,
  type SimilarRegisteredMark,
  stem,
  STRENGTH_OF,
  tokenize
} from "../src/Analysis/Distinctiveness/index.js"
import { CallContext } from "../src/Mcp/CallContext.js"
import { McpServer } from "../src/Mcp/McpServer.js"
import { ToolCallObserver } from "../src/Mcp/ToolCallObserver.js"
import { ToolRegistry } from "../src/Mcp/ToolRegistry.js"
import { DistinctivenessToolLive } from "../src/Tools/Trademark/DistinctivenessToolLive.js"
import { expectResult } from "./support/RpcAssertions.js"

/**
 * Share of the labelled marks whose category the engine must get right. The fixture holds
 * a "design" set, assembled while the vocabulary was written, and a "review" set of marks
 * added afterwards and labelled before the engine saw them; the threshold covers both.
 */
export const AGREEMENT_THRESHOLD = 0.89

const Labelled = Schema.Array(
  Schema.Struct({
    mark: Schema.String,
    niceClasses: Schema.Array(Schema.Int.pipe(Schema.between(1, 45))),
    goodsOrServices: Schema.optional(Schema.String),
    expected: Schema.Literal(...CATEGORIES),
    set: Schema.Literal("design", "review"),
    note: Schema.optional(Schema.String)
  })
)
const labelled = Schema.decodeUnknownSync(Labelled)(
  JSON.parse(readFileSync(new URL("./fixtures/distinctiveness-labelled.json", import.meta.url), "utf8"))
)

const analyze = (proposedMark: string, niceClasses: ReadonlyArray<number>, goodsOrServices?: string) =>
  analyzeDistinctiveness({ proposedMark, niceClasses, goodsOrServices })

describe("labelled marks", () => {
  it("covers every category with at least 30 marks", () => {
    expect(labelled.length).toBeGreaterThanOrEqual(30)
    for (const c of CATEGORIES) expect(labelled.filter((l) => l.expected === c).length, c).toBeGreaterThanOrEqual(5)
  })

  it(`agree with the labels at least ${AGREEMENT_THRESHOLD * 100}% of the time`, () => {
    const results = labelled.map((l) => {
      const r = analyze(l.mark, l.niceClasses, l.goodsOrServices)
      expect(r.strength).toBe(STRENGTH_OF[r.category])
      return { ...l, got: r.category }
    })
    const rate = (rs: typeof results) => rs.filter((r) => r.got === r.expected).length / Math.max(1, rs.length)
    const misses = results.filter((r) => r.got !== r.expected).map((r) =>
      `${r.mark} (${r.niceClasses.join(",")}): expected ${r.expected}, got ${r.got}`
    )
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`
    const design = results.filter((r) => r.set === "design")
    const review = results.filter((r) => r.set === "review")
    console.log(
      `distinctiveness agreement: ${pct(rate(results))} of ${results.length} labelled marks ` +
        `(design ${pct(rate(design))} of ${design.length}, review ${pct(rate(review))} of ${review.length})` +
        (misses.length > 0 ? `\n  misses: ${misses.join("; ")}` : "")
    )
    expect(rate(results)).toBeGreaterThanOrEqual(AGREEMENT_THRESHOLD)
  })
})

describe("word checks", () => {
  it("stems so that computing meets computer and running meets run", () => {
    expect(stem("computing")).toBe(stem("computer"))
    expect(stem("running")).toBe(stem("run"))
    // "run" is not listed for class 25, "running" is: the stem joins them.
    const run = analyze("RUN", [25]).words[0]!
    expect(run.signals.map((s) => s.kind)).toContain("classDescriptive")
    expect(analyze("COMPUTING", [9]).category).toBe("generic")
  })

  it("segments compounds into recognisable parts, and leaves coined words whole", () => {
    expect(segment("cloudbooks")).toEqual(["cloud", "books"])
    expect(segment("netflix")).toEqual(["net", "flix"])
    expect(segment("instagram")).toEqual(["insta", "gram"])
    expect(segment("kodak")).toBeUndefined() // "ko" + "dak" are dictionary entries, but too obscure to be seen
    expect(segment("carpet", { minPartLength: 4 })).toBeUndefined()
    const cloudbooks = analyze("CLOUDBOOKS", [9, 42]).words[0]!
    expect(cloudbooks.parts.map((p) => p.part)).toEqual(["cloud", "books"])
    expect(cloudbooks.dictionaryWord).toBe(false)
  })

  it("the contextual check turns a word found in the description descriptive", () => {
    const bare = analyze("PEBBLE", [9])
    expect(bare.category).toBe("arbitrary")
    const withGoods = analyze("PEBBLE", [9], "Pebble-shaped wireless speakers")
    expect(withGoods.category).toBe("descriptive")
    expect(withGoods.words[0]!.signals).toContainEqual(expect.objectContaining({ kind: "contextual", term: "pebble" }))
    expect(withGoods.reasoning).toMatch(/"pebble" appears in your description/)
    // Matching is on stems: "books" in the mark meets "book" in the description.
    expect(analyze("BLUE BOOKS", [35], "book-keeping for small firms").words[1]!.signals.map((s) => s.kind)).toContain("contextual")
  })

  it("a brand suffix coins a fanciful mark even on a common root", () => {
    const shopify = analyze("SHOPIFY", [35, 42])
    expect(shopify.category).toBe("fanciful")
    expect(shopify.words[0]!.signals[0]).toMatchObject({ kind: "brandSuffix", term: "-ify" })
    expect(shopify.reasoning).toContain("coined from \"shop\"")
    expect(shopify.concerns.join(" ")).toContain("The root \"shop\"")
    expect(analyze("CLOUDIO", [42]).category).toBe("fanciful")
    // A real word that happens to end like a suffix is just a word.
    expect(analyze("RADIO", [25]).category).toBe("arbitrary")
  })

  it("detects laudatory, geographic and cross-class descriptive words and names them in the concerns", () => {
    const r = analyze("ULTIMATE NORDIC", [33])
    expect(r.category).toBe("descriptive")
    const kinds = r.words.flatMap((w) => w.signals.map((s) => `${s.kind}:${s.term}`))
    expect(kinds).toEqual(expect.arrayContaining(["laudatory:ultimate", "geographic:nordic"]))
    expect(r.concerns.join("\n")).toMatch(/"ultimate" is a laudatory term/)
    expect(r.concerns.join("\n")).toMatch(/"nordic" is a geographic term/)
    expect(tokenize("New York Pizza")).toEqual(["new york", "pizza"])
    expect(analyze("ECO EXPRESS", [39]).words.every((w) => w.signals.some((s) => s.kind === "crossClassDescriptive"))).toBe(true)
  })

  it("a misspelt descriptive word stays descriptive, but a coined word is not forced onto a lookalike", () => {
    const r = analyze("KWIK KLEEN", [3])
    expect(r.category).toBe("descriptive")
    expect(r.reasoning).toContain("\"kwik\" is a misspelling of \"quick\"")
    expect(r.reasoning).toContain("\"kleen\" is a misspelling of \"clean\"")
    expect(analyze("OREO", [30]).category).toBe("fanciful")
    expect(analyze("SONY", [9]).category).toBe("fanciful")
  })

  it("numbers and function words alone are weak but not descriptive", () => {
    const r = analyze("501", [25])
    expect(r.category).toBe("arbitrary")
    expect(r.concerns[0]).toMatch(/only of numbers or function words/)
    expect(r.recommendations.join(" ")).toContain("\"501\" may already be registered")
  })

  it("generic words beside a distinctive element are disclaimed, not decisive", () => {
    const r = analyze("APPLE COMPUTER", [9])
    expect(r.category).toBe("arbitrary")
    expect(r.concerns.join(" ")).toContain("\"computer\" would have to be disclaimed")
    expect(analyze("THE BANK", [36]).category).toBe("generic")
    expect(analyze("BANK", [36], "banking services").category).toBe("generic")
    const cameras = analyze("KODAK CAMERAS", [9])
    expect(cameras.category).toBe("fanciful")
    expect(cameras.recommendations.join(" ")).toContain("\"KODAK cameras\"")
  })
})

describe("reasoning, concerns and recommendations", () => {
  const byCategory: ReadonlyArray<[Category, string, ReadonlyArray<number>, string | undefined]> = [
    ["fanciful", "KODAK", [1, 9], undefined],
    ["arbitrary", "APPLE", [9], undefined],
    ["suggestive", "NETFLIX", [41, 9], undefined],
    ["descriptive", "CLOUDBOOKS", [9, 42], "cloud-based accounting software"],
    ["generic", "COMPUTER", [9], undefined]
  ]

  it("the reasoning names every meaningful word or part that decided the category", () => {
    for (const l of labelled.filter((x) => x.set === "design")) {
      const r = analyze(l.mark, l.niceClasses, l.goodsOrServices)
      for (const w of r.words.filter((x) => x.meaningful)) {
        expect(r.reasoning, l.mark).toContain(`"${w.word}"`)
        for (const p of w.parts) expect(r.reasoning, l.mark).toContain(`"${p.part}"`)
      }
      expect(r.reasoning, l.mark).toContain(`"${l.mark}" is ${r.category}`)
    }
  })

  it("recommendations follow from the category and differ between them", () => {
    const recs = byCategory.map(([expected, mark, classes, goods]) => {
      const r = analyze(mark, classes, goods)
      expect(r.category).toBe(expected)
      return r.recommendations.join("\n")
    })
    expect(new Set(recs).size).toBe(byCategory.length)
    const [fanciful, arbitrary, suggestive, descriptive, generic] = recs
    expect(descriptive).toMatch(/coined element/)
    expect(descriptive).toMatch(/secondary meaning/)
    expect(descriptive).toMatch(/Supplemental Register/)
    expect(descriptive).toContain("\"Cloudbookify\", \"Cloudio\" or \"Nova Cloudbooks\"")
    expect(suggestive).toMatch(/without proof of secondary meaning/)
    expect(suggestive).toMatch(/narrower/)
    expect(suggestive).toMatch(/clearance search/)
    expect(generic).toMatch(/unregistrable/)
    expect(generic).toMatch(/choose a different mark/)
    expect(arbitrary).toMatch(/"apple" may already be registered/)
    expect(fanciful).toMatch(/"KODAK chemicals"/)
  })

  it("descriptive concerns name the describing words and mention acquired distinctiveness", () => {
    const r = analyze("BEST BURGERS", [43])
    expect(r.reasoning).toMatch(/secondary meaning/)
    expect(r.concerns[0]).toMatch(/Acquired distinctiveness may need proving/)
    expect(r.concerns.join(" ")).toContain("\"burgers\" describes the stated goods")
    expect(r.concerns.join(" ")).toContain("\"best\" is a laudatory term")
  })

  it("alternatives are built from the mark and are never dictionary words", () => {
    for (const l of labelled) {
      const r = analyze(l.mark, l.niceClasses, l.goodsOrServices)
      if (r.category !== "descriptive" && r.category !== "generic") {
        expect(r.alternatives).toEqual([])
        continue
      }
      expect(r.alternatives.length, l.mark).toBe(3)
      for (const a of r.alternatives.filter((x) => !x.includes(" "))) expect(isDictionaryWord(a.toLowerCase()), a).toBe(false)
    }
    // "stud" + "io" is STUDIO, a dictionary word: the next suffix is tried.
    const stud = analyze("STUD FARM", [31])
    expect(alternativesFor("STUD FARM", stud.words)).toEqual(["Studfarmify", "Studix", "Nova Stud Farm"])
  })
})

describe("similar registered marks", () => {
  const found: ReadonlyArray<SimilarRegisteredMark> = [
    { name: "NETFLUX", jurisdiction: "US", status: "registered", niceClasses: [9], score: 0.86 },
    { name: "Netflix", jurisdiction: "EU", status: "registered", niceClasses: [41], score: 1 },
    { name: "NETFIX", jurisdiction: "GB", status: "dead", niceClasses: [9], score: 0.9 },
    { name: "NETWORX", jurisdiction: "US", status: "registered", niceClasses: [9], score: 0.5 }
  ]

  it("lists close marks (score 0.8 or more), strongest first, with relationship and implication", () => {
    const r = analyze("NETFLIX", [41, 9])
    const notes = relateSimilarMarks("NETFLIX", r.words, [9, 41], found)
    expect(notes.map((n) => n.mark)).toEqual(["Netflix", "NETFIX", "NETFLUX"])
    expect(notes[0]).toMatchObject({ relationship: "near-identical" })
    expect(notes[0]!.implication).toMatch(/overlapping class 41/)
    expect(notes[0]!.implication).toMatch(/refusal or opposition very likely/)
    expect(notes[1]!.implication).toMatch(/No longer in force/)
    expect(notes[2]!.relationship).toBe("shares the element \"NET\"")
    expect(notes[2]!.implication).toMatch(/"NET" describes the goods, so it weighs less/)
  })

  it("reads a common foreign word as its English equivalent only where that names or describes the goods", () => {
    const cat = (mark: string, classes: ReadonlyArray<number>, goods: string) =>
      analyzeDistinctiveness({ proposedMark: mark, niceClasses: classes, goodsOrServices: goods })
    const queso = cat("QUESO", [29], "cheese")
    expect(queso.category).toBe("generic")
    expect(queso.words[0]!.signals[0]!.note).toMatch(/"queso" = "cheese" \(Spanish\)/)
    expect(cat("CAFÉ", [30], "coffee").category).toBe("generic")
    expect(cat("VINO", [33], "wine").category).toBe("generic")
    expect(cat("LIBROS", [16], "books").category).toBe("generic")
    expect(cat("SCHNELL", [39], "courier services").category).toBe("descriptive")
    expect(cat("BUENO", [30], "tortilla chips").category).toBe("descriptive")
    // Foreign articles are function words beside a table word; a table word unrelated to the goods is arbitrary.
    expect(cat("EL QUESO", [29], "cheese").category).toBe("generic")
    expect(cat("QUESO", [9], "computer software").category).toBe("arbitrary")
    expect(cat("LECHE", [12], "automobiles").category).toBe("arbitrary")
    // Run together with a coined part, a foreign word about the goods is found; about other goods it is not.
    expect(cat("QUESOMAX", [29], "cheese").category).toBe("descriptive")
    expect(cat("QUESOMAX", [9], "computer software").category).toBe("fanciful")
    // A foreign word with a different everyday English meaning stays English.
    expect(cat("PAIN", [30], "bread").category).not.toBe("generic")
  })

  it("names the place that provides the service on the goods, and a closing ONLINE, as a domain ending", () => {
    const cat = (mark: string, classes: ReadonlyArray<number>, goods: string) =>
      analyzeDistinctiveness({ proposedMark: mark, niceClasses: classes, goodsOrServices: goods }).category
    expect(cat("CRAB HOUSE", [43], "restaurant services")).toBe("generic")
    expect(cat("TIRE CLINIC", [37], "tire repair services")).toBe("generic")
    expect(cat("SHOES ONLINE", [35], "online retail store services featuring shoes")).toBe("generic")
    expect(cat("NIKE ONLINE", [35], "retail store services featuring shoes")).toBe("fanciful")
    expect(cat("ANCHOR CLINIC", [37], "tire repair services")).not.toBe("generic")
  })
})

describe("distinctiveness_hints through the MCP core", () => {
  const layer = (lookup: Layer.Layer<import("../src/Analysis/Distinctiveness/index.js").SimilarMarksLookup>) =>
    DistinctivenessToolLive.pipe(
      Layer.provide(lookup),
      Layer.provideMerge(McpServer.Default),
      Layer.provideMerge(ToolRegistry.Default),
      Layer.provide(Layer.succeed(ToolCallObserver, { onToolCall: () => Effect.void }))
    )

  const call = (args: unknown, lookup = SimilarMarksLookupNone) =>
    Effect.gen(function*() {
      const mcp = yield* McpServer
      const out = yield* mcp.handleText(
        JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "distinctiveness_hints", arguments: args } })
      )
      return expectResult((out as { body: unknown }).body)
    }).pipe(Effect.provideService(CallContext, CallContext.local("http")), Effect.provide(layer(lookup)))

  it.effect("an unknown argument gets INVALID_INPUT naming the right one", () =>
    Effect.gen(function*() {
      const r = yield* call({ proposedMark: "CLOUDBOOKS", classes: [9] })
      expect(r["isError"]).toBe(true)
      const text = (r["content"] as Array<{ text: string }>)[0]!.text
      expect(text).toMatch(/^Error \[INVALID_INPUT\]: Invalid arguments for distinctiveness_hints/)
      expect(text).toContain("unknown argument \"classes\" (did you mean \"niceClasses\"?)")
      expect(text).toContain("\"niceClasses\" is required")
    }))

  it.effect("bad values and a mark without letters are INVALID_INPUT", () =>
    Effect.gen(function*() {
      const bad = yield* call({ proposedMark: "", niceClasses: [0, 46] })
      expect(bad["isError"]).toBe(true)
      expect((bad["content"] as Array<{ text: string }>)[0]!.text).toMatch(/proposedMark[\s\S]*niceClasses/)
      const empty = yield* call({ proposedMark: "!!!", niceClasses: [9] })
      expect(empty["isError"]).toBe(true)
      expect((empty["content"] as Array<{ text: string }>)[0]!.text).toContain("\"proposedMark\" has no letters or digits")
    }))

  it.effect("answers §5.4's shape, with close registered marks from the lookup", () =>
    Effect.gen(function*() {
      const lookup = similarMarksLookupOf([{ name: "CLOUDBOOK", jurisdiction: "US", status: "registered", niceClasses: [9], score: 0.93 }])
      const r = yield* call(
        { proposedMark: "CLOUDBOOKS", niceClasses: [9, 42], goodsOrServices: "cloud-based accounting software" },
        lookup
      )
      expect(r["isError"]).toBeUndefined()
      const out = r["structuredContent"] as any
      expect(out.proposedMark).toBe("CLOUDBOOKS")
      expect(out.analysis).toMatchObject({ category: "descriptive", strength: "weak" })
      expect(out.similarRegisteredMarks).toEqual([
        expect.objectContaining({ mark: "CLOUDBOOK", relationship: expect.stringContaining("CLOUD") })
      ])
      expect(out.analysis.concerns.join(" ")).toContain("\"CLOUDBOOK\"")
      expect(out.suggestedAlternatives).toEqual(["Cloudbookify", "Cloudio", "Nova Cloudbooks"])
      expect(out.words[0].parts.map((p: { part: string }) => p.part)).toEqual(["cloud", "books"])
      const plain = yield* call({ proposedMark: "KODAK", niceClasses: [1, 9] })
      expect((plain["structuredContent"] as any).similarRegisteredMarks).toBeUndefined()
    }))

  it.effect("is listed read-only, idempotent and closed-world, every input described", () =>
    Effect.gen(function*() {
      const registry = yield* ToolRegistry
      const tool = registry.list().find((t) => t.name === "distinctiveness_hints")!
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false })
      const props = tool.inputSchema as { properties: Record<string, { description?: string }>; required: Array<string> }
      expect(Object.keys(props.properties)).toEqual(["proposedMark", "niceClasses", "goodsOrServices"])
      expect(props.required).toEqual(["proposedMark", "niceClasses"])
      for (const [name, p] of Object.entries(props.properties)) expect(p.description, name).toBeTruthy()
    }).pipe(Effect.provide(layer(SimilarMarksLookupNone))))
})
