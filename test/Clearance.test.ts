import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Layer, Logger, LogLevel, TestClock } from "effect"
import { scoreMarks } from "../src/Analysis/Similarity.js"
import type { Jurisdiction } from "../src/Domain/Jurisdiction.js"
import { ToolError } from "../src/Domain/ToolError.js"
import type { TrademarkSummary } from "../src/Domain/Trademark.js"
import { CallContext } from "../src/Mcp/CallContext.js"
import { McpServer } from "../src/Mcp/McpServer.js"
import { ToolCallObserver } from "../src/Mcp/ToolCallObserver.js"
import { ToolRegistry } from "../src/Mcp/ToolRegistry.js"
import { DataPlaneTest } from "../src/Providers/index.js"
import { mockTrademarkProvider } from "../src/Providers/ProviderRegistry.js"
import type { TrademarkProvider, TrademarkSearchParams } from "../src/Providers/TrademarkProvider.js"
import { CLEARANCE_SEARCH, type ClearanceRequest, runClearance, stemQuery } from "../src/Services/Clearance/ClearancePipeline.js"
import { GsTermsCheck } from "../src/Services/Clearance/GsTermsCheck.js"
import { ClearanceToolLive } from "../src/Tools/Trademark/ClearanceToolLive.js"
import {
  LABELLED_AGREEMENT_MIN,
  LABELLED_CASES,
  type MockMark,
  registryProvider,
  runLabelledCase,
  summaryOf
} from "./support/ClearanceFixtures.js"
import { expectResult, schemas } from "./support/RpcAssertions.js"

const request = (over: Partial<ClearanceRequest> = {}): ClearanceRequest => ({
  proposedMark: "ZENTRIKS",
  niceClasses: [9],
  jurisdictions: ["ALL"],
  includePhonetic: true,
  includeSimilarSpelling: true,
  minSimilarityScore: 0.6,
  compact: false,
  ...over
})

const quiet = <A, E, R>(e: Effect.Effect<A, E, R>) => e.pipe(Logger.withMinimumLogLevel(LogLevel.None))

const clear = (
  req: ClearanceRequest,
  providers: ReadonlyArray<TrademarkProvider>,
  unconfigured: ReadonlyArray<{ jurisdiction: Jurisdiction; settings: ReadonlyArray<string> }> = []
) => quiet(runClearance(req).pipe(Effect.provide(Layer.merge(DataPlaneTest({ providers, unconfigured }), GsTermsCheck.offline))))

let seq = 0
const marks = (...ms: ReadonlyArray<MockMark>): ReadonlyArray<TrademarkSummary> => ms.map((m) => summaryOf(m, seq++))
const mk = (
  name: string,
  jurisdiction: Jurisdiction = "US",
  classes: ReadonlyArray<number> = [9],
  status: MockMark["status"] = "registered",
  owner?: string
): MockMark => owner === undefined ? { name, jurisdiction, classes, status } : { name, jurisdiction, classes, status, owner }

describe("clearance pipeline: offices", () => {
  it.effect("offices are searched in parallel", () =>
    Effect.gen(function*() {
      // Each office's first search waits until all three have started: only a parallel run gets through.
      const gate = yield* Deferred.make<void>()
      let arrived = 0
      const waiting = (j: Jurisdiction) =>
        mockTrademarkProvider(j, {
          search: () =>
            Effect.gen(function*() {
              arrived++
              if (arrived === 3) yield* Deferred.succeed(gate, undefined)
              yield* Deferred.await(gate).pipe(
                Effect.timeoutFail({
                  duration: "1 minute",
                  onTimeout: () => ToolError.create("PROVIDER_TIMEOUT", "offices were searched one by one")
                })
              )
              return { results: [] }
            })
        })
      const fiber = yield* Effect.fork(clear(request({ jurisdictions: ["US", "EU", "AU"] }), [waiting("US"), waiting("EU"), waiting("AU")]))
      yield* TestClock.adjust("2 minutes")
      const out = yield* Fiber.join(fiber)
      expect(out.errors).toBeUndefined()
      expect(out.searchedJurisdictions).toEqual(["US", "EU", "AU"])
    }))

  it.effect("one failing office goes to errors; the call and the other offices' conflicts survive", () =>
    Effect.gen(function*() {
      const failing = mockTrademarkProvider("EU", {
        search: () => Effect.fail(ToolError.create("PROVIDER_ERROR", "EUIPO service error (HTTP 500)", { provider: "EUIPO" }))
      })
      const us = registryProvider("US", marks(mk("ZENTRIX")))
      const out = yield* clear(request({ jurisdictions: ["US", "EU"] }), [us, failing])
      expect(out.errors).toEqual([{ jurisdiction: "EU", code: "PROVIDER_ERROR", error: "EUIPO service error (HTTP 500)" }])
      expect(out.searchedJurisdictions).toEqual(["US"])
      expect(out.conflicts.map((c) => c.trademark.name)).toContain("ZENTRIX")
      expect(out.recommendations.join("\n")).toMatch(/search failed for EU \(EUIPO service error \(HTTP 500\)\)/)
    }))

  it.effect("a defect in one office is contained too", () =>
    Effect.gen(function*() {
      const broken = mockTrademarkProvider("AU", { search: () => Effect.die(new Error("secret internals")) })
      const out = yield* clear(request({ jurisdictions: ["AU", "US"] }), [broken, registryProvider("US", [])])
      expect(out.errors).toEqual([{ jurisdiction: "AU", code: "INTERNAL_ERROR", error: "IPAustralia search failed unexpectedly" }])
      expect(JSON.stringify(out)).not.toContain("secret internals")
    }))

  it.effect("unconfigured offices are skipped and named with the settings to set", () =>
    Effect.gen(function*() {
      const out = yield* clear(request({ jurisdictions: ["ALL"] }), [registryProvider("US", [])], [
        { jurisdiction: "EU", settings: ["EUIPO_CLIENT_ID", "EUIPO_CLIENT_SECRET"] }
      ])
      expect(out.searchedJurisdictions).toEqual(["US"])
      const eu = out.skippedJurisdictions!.find((s) => s.jurisdiction === "EU")!
      expect(eu.code).toBe("PROVIDER_NOT_CONFIGURED")
      expect(eu.reason).toMatch(/Set EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET/)
      // ALL: every other office is listed as skipped as well.
      expect(out.skippedJurisdictions!.map((s) => s.jurisdiction).sort()).toEqual(["AU", "CA", "CN", "EU", "GB", "JP", "NZ", "WIPO"])
      expect(out.recommendations.join("\n")).toMatch(/Not searched: .*EU \(EUIPO provider is not configured\. Set EUIPO_CLIENT_ID/)
    }))

  it.effect("an office that only looks up numbers is skipped with that reason", () =>
    Effect.gen(function*() {
      const base = mockTrademarkProvider("GB")
      const numbersOnly = { ...base, capabilities: { ...base.capabilities, name: false, fuzzy: false } }
      const out = yield* clear(request({ jurisdictions: ["GB"] }), [numbersOnly])
      expect(out.skippedJurisdictions).toEqual([{
        jurisdiction: "GB",
        code: "NOT_SUPPORTED",
        reason: "UKIPO supports number lookup only, so it cannot be searched by name"
      }])
      expect(out.searchedJurisdictions).toEqual([])
      expect(out.recommendations[0]).toMatch(/No office was searched/)
    }))
})

describe("clearance pipeline: stem search", () => {
  const nameQueries = (calls: ReadonlyArray<TrademarkSearchParams>) =>
    calls.filter((c) => c.searchType === "name" && c.niceClasses === undefined).map((c) => c.query)

  it("the stem is the first N-2 characters of the normalised mark", () => {
    expect(stemQuery("Googel")).toBe("GOOG")
    expect(stemQuery("Blue Sky")).toBe("BLUE S")
    expect(stemQuery("ZUMO")).toBeUndefined()
    expect(stemQuery("Zentriks™")).toBe("ZENTRI")
  })

  it.effect("runs when the name search returns fewer than 10 results and the mark is longer than 4 characters; dedupes by id", () =>
    Effect.gen(function*() {
      const calls: Array<TrademarkSearchParams> = []
      const register = marks(mk("ZENTRIKS"), mk("ZENTRIX"), mk("ZENTRIXA"))
      const out = yield* clear(request({ jurisdictions: ["US"] }), [registryProvider("US", register, { calls })])
      expect(nameQueries(calls)).toEqual(["ZENTRIKS", "ZENTRI"])
      // ZENTRIKS was found by both searches and is scored once.
      expect(out.conflicts.filter((c) => c.trademark.name === "ZENTRIKS")).toHaveLength(1)
      expect(out.conflicts.map((c) => c.trademark.name).sort()).toEqual(["ZENTRIKS", "ZENTRIX", "ZENTRIXA"])
      expect(out.coverage.registryRecordsScored).toBe(3)
    }))

  it.effect("does not run with 10 or more results", () =>
    Effect.gen(function*() {
      const calls: Array<TrademarkSearchParams> = []
      const register = marks(
        ...Array.from({ length: CLEARANCE_SEARCH.stemBelowResults }, (_, i) => mk(`ZENTRIKS ${String.fromCharCode(65 + i)}`))
      )
      yield* clear(request({ jurisdictions: ["US"] }), [registryProvider("US", register, { calls })])
      expect(nameQueries(calls)).toEqual(["ZENTRIKS"])
    }))

  it.effect("does not run for a mark of 4 characters or fewer", () =>
    Effect.gen(function*() {
      const calls: Array<TrademarkSearchParams> = []
      yield* clear(request({ proposedMark: "ZUKO", jurisdictions: ["US"] }), [registryProvider("US", [], { calls })])
      expect(nameQueries(calls)).toEqual(["ZUKO"])
    }))

  it.effect("finds a misspelled mark the substring search misses", () =>
    Effect.gen(function*() {
      const out = yield* clear(request({ proposedMark: "ZENTRIKS", jurisdictions: ["US"] }), [registryProvider("US", marks(mk("ZENTRIX")))])
      expect(out.conflicts[0]!.trademark.name).toBe("ZENTRIX")
    }))

  it.effect("finds at a live office the English mark a foreign one translates to (foreign equivalents)", () =>
    Effect.gen(function*() {
      const out = yield* clear(request({ proposedMark: "LUPO", jurisdictions: ["US"] }), [registryProvider("US", marks(mk("WOLF")))])
      expect(out.conflicts[0]!.trademark.name).toBe("WOLF")
      expect(out.conflicts[0]!.riskAssessment).toMatch(/LUPO is Italian for WOLF/)
    }))

  it.effect("flags a translation of a well-known mark, which shares no letters with it (TORO ROJO / RED BULL)", () =>
    Effect.gen(function*() {
      const out = yield* clear(request({ proposedMark: "TORO ROJO", niceClasses: [32], jurisdictions: ["US"] }), [
        registryProvider("US", [])
      ])
      const famous = out.conflicts.find((c) => c.origin === "wellKnownList")
      expect(famous?.trademark.name).toBe("RED BULL")
      expect(famous?.riskLevel).not.toBe("low")
    }))

  it.effect("an office with upstream fuzzy search is also searched fuzzily", () =>
    Effect.gen(function*() {
      const calls: Array<TrademarkSearchParams> = []
      yield* clear(request({ jurisdictions: ["US"] }), [registryProvider("US", [], { calls, fuzzy: true })])
      expect(calls.map((c) => c.searchType).sort()).toEqual(["fuzzy", "name", "name"])
    }))

  it.effect("a capped search is followed by a class-filtered one (own and related classes)", () =>
    Effect.gen(function*() {
      const calls: Array<TrademarkSearchParams> = []
      const base = registryProvider("US", [], { calls })
      const capped: TrademarkProvider = {
        ...base,
        search: (p) =>
          base.search(p).pipe(Effect.map((page) => (p.niceClasses === undefined ? { ...page, total: 5000, nextPosition: "100" } : page)))
      }
      const out = yield* clear(request({ jurisdictions: ["US"] }), [capped])
      const byClass = calls.find((c) => c.niceClasses !== undefined)!
      expect(byClass.niceClasses).toContain(9)
      expect(byClass.niceClasses).toContain(42)
      expect(out.coverage.cappedJurisdictions).toEqual(["US"])
    }))
})

describe("clearance pipeline: famous marks, channels, compact, warnings, status", () => {
  it.effect("the famous-marks pre-check finds a misspelling no registry search returns", () =>
    Effect.gen(function*() {
      const out = yield* clear(request({ proposedMark: "GOOGEL", jurisdictions: ["US"] }), [registryProvider("US", [])])
      const google = out.conflicts.find((c) => c.trademark.name === "GOOGLE")!
      expect(google.origin).toBe("wellKnownList")
      expect(google.wellKnown).toEqual({ name: "GOOGLE", owner: "Google LLC" })
      expect(google.trademark.source).toBe("local")
      expect(out.riskLevel).toBe("critical")
      expect(google.riskAssessment).toMatch(/GOOGLE is a well-known mark/)
    }))

  it.effect("a famous mark raises risk in classes it does not trade in", () =>
    Effect.gen(function*() {
      const out = yield* clear(request({ proposedMark: "GOOGLE", niceClasses: [31], jurisdictions: ["US"] }), [registryProvider("US", [])])
      const google = out.conflicts.find((c) => c.trademark.name === "GOOGLE")!
      expect(google.overlappingClasses).toEqual([])
      expect(google.riskLevel).toBe("critical")
      expect(out.recommendations.join("\n")).toMatch(/GOOGLE \(Google LLC\) is a well-known mark: protection reaches beyond its own goods/)
    }))

  it.effect("a registry record of the famous mark carries the fame itself (no duplicate); another owner's does not", () =>
    Effect.gen(function*() {
      const register = marks(
        mk("KODAK", "US", [9], "registered", "Eastman Kodak Company"),
        mk("KODAK", "EU", [31], "registered", "Orchard Fruits Ltd")
      )
      const out = yield* clear(request({ proposedMark: "KODAC", jurisdictions: ["US", "EU"] }), [
        registryProvider("US", register),
        registryProvider("EU", register)
      ])
      const kodaks = out.conflicts.filter((c) => c.trademark.name === "KODAK")
      expect(kodaks.map((c) => [c.origin, c.trademark.jurisdiction, c.wellKnown !== undefined]).sort()).toEqual([
        ["registry", "EU", false],
        ["registry", "US", true]
      ])
    }))

  it.effect("a dead registry record of a famous mark does not hide the famous mark", () =>
    Effect.gen(function*() {
      const register = marks(mk("GOOGLE", "US", [9], "abandoned", "Google LLC"))
      const out = yield* clear(request({ proposedMark: "GOOGLE", jurisdictions: ["US"] }), [registryProvider("US", register)])
      expect(out.conflicts.map((c) => [c.origin, c.trademark.status]).sort()).toEqual([
        ["registry", "abandoned"],
        ["wellKnownList", "registered"]
      ])
      expect(out.conflicts[0]!.origin).toBe("wellKnownList")
      expect(out.riskLevel).toBe("critical")
    }))

  it.effect("fame limited to some offices does not count elsewhere", () =>
    Effect.gen(function*() {
      const us = yield* clear(request({ proposedMark: "TESCO", niceClasses: [35], jurisdictions: ["US"] }), [registryProvider("US", [])])
      expect(us.conflicts.find((c) => c.trademark.name === "TESCO")).toBeUndefined()
      const gb = yield* clear(request({ proposedMark: "TESCO", niceClasses: [35], jurisdictions: ["GB"] }), [registryProvider("GB", [])])
      expect(gb.conflicts.find((c) => c.trademark.name === "TESCO")!.trademark.jurisdiction).toBe("GB")
    }))

  it.effect("includePhonetic and includeSimilarSpelling switch the channels", () =>
    Effect.gen(function*() {
      const register = marks(mk("QUICKFIX", "WIPO", [37]))
      const run = (includePhonetic: boolean, includeSimilarSpelling: boolean) =>
        clear(
          request({
            proposedMark: "KWIKFIX",
            niceClasses: [37],
            jurisdictions: ["WIPO"],
            includePhonetic,
            includeSimilarSpelling,
            minSimilarityScore: 0.7
          }),
          [
            registryProvider("WIPO", register, { fuzzy: true })
          ]
        ).pipe(Effect.map((o) => o.conflicts.find((c) => c.trademark.name === "QUICKFIX")))
      const both = (yield* run(true, true))!
      expect(both.similarityScore).toBe(scoreMarks("KWIKFIX", "QUICKFIX", { jurisdiction: "WIPO" }).score)
      expect(both.conflictType).toBe("phonetic")
      // Spelling alone does not reach 0.7: the sound-alike disappears.
      expect(scoreMarks("KWIKFIX", "QUICKFIX", { jurisdiction: "WIPO", channels: { phonetic: false } }).score).toBeLessThan(0.7)
      expect(yield* run(false, true)).toBeUndefined()
      const soundOnly = (yield* run(true, false))!
      expect(soundOnly.similarityScore).toBe(scoreMarks("KWIKFIX", "QUICKFIX", { jurisdiction: "WIPO", channels: { visual: false } }).score)
      expect(soundOnly.factors[0]!.note).toMatch(/spelling not compared/)
    }))

  it.effect("compact returns the 5 riskiest conflicts; totalConflicts and counts keep the full number", () =>
    Effect.gen(function*() {
      const register = marks(...["ZENTRIKS", "ZENTRIX", "ZENTRIXA", "ZENTRICS", "ZENTRIKA", "ZENTRIKO", "ZENTRIQS"].map((n, i) =>
        mk(n, "US", [9], i % 2 === 0 ? "registered" : "abandoned")
      ))
      const full = yield* clear(request({ jurisdictions: ["US"] }), [registryProvider("US", register, { fuzzy: true })])
      const compact = yield* clear(request({ jurisdictions: ["US"], compact: true }), [registryProvider("US", register, { fuzzy: true })])
      expect(full.totalConflicts).toBe(7)
      expect(compact.totalConflicts).toBe(7)
      expect(compact.conflicts).toHaveLength(5)
      expect(compact.conflicts).toEqual(full.conflicts.slice(0, 5))
      const c = compact.conflictCounts
      expect(c.critical + c.high + c.medium + c.low).toBe(7)
      const risks = full.conflicts.map((x) =>
        x.risk
      )
      expect(risks).toEqual([...risks].sort((a, b) => b - a))
    }))

  it.effect("thresholdWarning names well-known marks just below the threshold", () =>
    Effect.gen(function*() {
      const score = scoreMarks("GOOGEL", "GOOGLE", { jurisdiction: "US" }).score
      const min = Math.round((score + 0.1) * 100) / 100
      const out = yield* clear(request({ proposedMark: "GOOGEL", jurisdictions: ["US"], minSimilarityScore: min }), [
        registryProvider("US", [])
      ])
      expect(out.conflicts.find((c) => c.trademark.name === "GOOGLE")).toBeUndefined()
      expect(out.thresholdWarning!.marks).toContainEqual({ name: "GOOGLE", score: expect.any(Number) })
      expect(out.thresholdWarning!.message).toMatch(/GOOGLE \(0\.\d+\)/)
      expect(out.recommendations.join("\n")).toMatch(/GOOGLE \(\d+%\) .*re-run with minSimilarityScore/)
      // At the default threshold GOOGLE is a conflict, not a warning.
      const dflt = yield* clear(request({ proposedMark: "GOOGEL", jurisdictions: ["US"] }), [registryProvider("US", [])])
      expect(dflt.thresholdWarning?.marks.map((m) => m.name) ?? []).not.toContain("GOOGLE")
    }))

  it.effect("dead marks weigh far less than live ones, and the output says so", () =>
    Effect.gen(function*() {
      const register = marks(mk("ZENTRIKS", "US", [9], "registered"), mk("ZENTRIKS", "US", [9], "abandoned"))
      const out = yield* clear(request({ jurisdictions: ["US"] }), [registryProvider("US", register)])
      const [live, dead] = out.conflicts
      expect(live!.trademark.status).toBe("registered")
      expect(dead!.trademark.status).toBe("abandoned")
      expect(dead!.risk).toBeLessThan(live!.risk / 2)
      expect(dead!.riskLevel).toBe("low")
      expect(dead!.riskAssessment).toMatch(/abandoned, so as a dead mark it weighs far less/)
      expect(out.recommendations.join("\n")).toMatch(/similar mark is dead/)
    }))

  it.effect("goods and services terms are validated (offline) and reported", () =>
    Effect.gen(function*() {
      const out = yield* clear(
        request({
          jurisdictions: ["US"],
          goodsServicesTerms: [{ classNumber: 9, terms: ["software", "all goods in this class"] }, { classNumber: 35, terms: ["retail"] }]
        }),
        [registryProvider("US", [])]
      )
      expect(out.gsValidation).toMatchObject({ engine: "offline-basic", offline: true, flaggedCount: 1 })
      expect(out.recommendations.join("\n")).toMatch(/1 goods\/services term needs attention/)
      expect(out.recommendations.join("\n")).toMatch(/class 35, which is not in niceClasses \(9\)/)
      const none = yield* clear(request({ jurisdictions: ["US"] }), [registryProvider("US", [])])
      expect(none.gsValidation).toBeUndefined()
    }))

  it.effect("a mark without letters or digits is INVALID_INPUT naming the field", () =>
    Effect.gen(function*() {
      const e = yield* Effect.flip(clear(request({ proposedMark: " ™ ! " }), []))
      expect(e.code).toBe("INVALID_INPUT")
      expect(e.message).toMatch(/proposedMark/)
    }))
})

describe("labelled clearance cases", () => {
  it.effect(`at least ${LABELLED_AGREEMENT_MIN * 100}% of the labelled cases get the expected risk level`, () =>
    Effect.gen(function*() {
      expect(LABELLED_CASES.length).toBeGreaterThanOrEqual(40)
      const misses: Array<string> = []
      for (const c of LABELLED_CASES) {
        const out = yield* quiet(runLabelledCase(c))
        if (out.riskLevel !== c.expectedRisk) {
          const top = out.conflicts[0]
          misses.push(
            `${c.id} ${c.proposedMark}: expected ${c.expectedRisk}, got ${out.riskLevel}${
              top ? ` (${top.trademark.name}, risk ${top.risk})` : ""
            }`
          )
        }
      }
      const rate = (LABELLED_CASES.length - misses.length) / LABELLED_CASES.length
      console.log(
        `clearance labelled set: ${LABELLED_CASES.length - misses.length}/${LABELLED_CASES.length} agree (${(rate * 100).toFixed(1)}%)\n  ${
          misses.join("\n  ")
        }`
      )
      expect(rate).toBeGreaterThanOrEqual(LABELLED_AGREEMENT_MIN)
    }))

  it("covers every category the issue names", () => {
    const categories = new Set(LABELLED_CASES.map((c) => c.category))
    for (const c of ["exact", "misspelling", "phonetic", "different-classes", "dead", "famous", "short", "unrelated"]) {
      expect(categories.has(c), c).toBe(true)
    }
  })
})

describe("trademark_clearance through the MCP core", () => {
  const core = McpServer.Default.pipe(
    Layer.provideMerge(ClearanceToolLive),
    Layer.provideMerge(ToolRegistry.Default),
    Layer.provide(Layer.merge(DataPlaneTest({ providers: [registryProvider("US", marks(mk("ZENTRIX")))] }), GsTermsCheck.offline)),
    Layer.provide(Layer.succeed(ToolCallObserver, { onToolCall: () => Effect.void }))
  )
  const call = (args: unknown) =>
    Effect.gen(function*() {
      const mcp = yield* McpServer
      const out = yield* mcp.handleText(
        JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "trademark_clearance", arguments: args } })
      )
      return (out as { body: unknown }).body
    }).pipe(Effect.provideService(CallContext, CallContext.local("http")), Effect.provide(core), quiet)

  it.effect("niceClasses: [99] is INVALID_INPUT naming the field", () =>
    Effect.gen(function*() {
      const r = expectResult(yield* call({ proposedMark: "ZENTRIKS", niceClasses: [99] }))
      expect(r["isError"]).toBe(true)
      const text = (r["content"] as Array<{ text: string }>)[0]!.text
      expect(text).toMatch(/^Error \[INVALID_INPUT\]: Invalid arguments for trademark_clearance/)
      expect(text).toMatch(/niceClasses\.0/)
      expect(text).not.toMatch(/at .*\.ts:\d+/)
    }))

  it.effect("a valid call returns structuredContent that matches the output schema", () =>
    Effect.gen(function*() {
      const r = expectResult(
        yield* call({
          proposedMark: "ZENTRIKS",
          niceClasses: [9],
          jurisdictions: ["US"],
          goodsServicesTerms: [{ classNumber: 9, terms: ["software"] }]
        })
      )
      expect(schemas.CallToolResultSchema.safeParse(r).success).toBe(true)
      expect(r["isError"]).toBeUndefined()
      const s = r["structuredContent"] as { riskLevel: string; conflicts: Array<{ trademark: { name: string } }>; gsValidation: unknown }
      expect(s.conflicts[0]!.trademark.name).toBe("ZENTRIX")
      expect(s.gsValidation).toMatchObject({ engine: "offline-basic" })
    }))
})
