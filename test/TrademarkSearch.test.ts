import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import type { Jurisdiction } from "../src/Domain/Jurisdiction.js"
import { ToolError } from "../src/Domain/ToolError.js"
import type { TrademarkDetail, TrademarkSummary } from "../src/Domain/Trademark.js"
import { CallContext } from "../src/Mcp/CallContext.js"
import { McpServer } from "../src/Mcp/McpServer.js"
import { ToolCallObserver } from "../src/Mcp/ToolCallObserver.js"
import { ToolRegistry } from "../src/Mcp/ToolRegistry.js"
import { DataPlaneTest } from "../src/Providers/index.js"
import { mockTrademarkProvider } from "../src/Providers/ProviderRegistry.js"
import type { TrademarkProvider, TrademarkSearchParams } from "../src/Providers/TrademarkProvider.js"
import { interleave, rankByOwner } from "../src/Services/TrademarkSearch.js"
import { TrademarkLookupToolsLive } from "../src/Tools/Trademark/index.js"
import { expectResult } from "./support/RpcAssertions.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

const mark = (j: Jurisdiction, n: string, name: string, extra: Partial<TrademarkSummary> = {}): TrademarkSummary => ({
  id: `${j}-${n}`,
  applicationNumber: n,
  name,
  jurisdiction: j,
  status: "registered",
  niceClasses: [9],
  ...extra
})

/** An in-memory office: substring name search, paging by offset, counting calls. */
const office = (j: Jurisdiction, marks: ReadonlyArray<TrademarkSummary>, calls: Array<TrademarkSearchParams> = []): TrademarkProvider =>
  mockTrademarkProvider(j, {
    search: (p) =>
      Effect.sync(() => {
        calls.push(p)
        const q = p.query.toLowerCase()
        const hits = marks.filter((m) =>
          p.searchType === "owner"
            ? (m.owner ?? "").toLowerCase().includes(q)
            : p.searchType === "number"
            ? m.applicationNumber === p.query
            : m.name.toLowerCase().includes(q)
        )
        const start = Number(p.position ?? "0")
        const page = hits.slice(start, start + p.limit)
        const next = start + page.length
        return { results: page, total: hits.length, ...(next < hits.length ? { nextPosition: String(next) } : {}) }
      }),
    getDetail: (n) => {
      const m = marks.find((x) => x.applicationNumber === n)
      return m === undefined
        ? Effect.fail(ToolError.create("TRADEMARK_NOT_FOUND", `Trademark ${j}-${n} not found.`, { provider: j }))
        : Effect.succeed(
          {
            ...m,
            prosecutionHistory: [{ date: "2020-01-01", code: "FILED", description: "Filed" }],
            oppositionDeadline: "2020-06-01"
          } as TrademarkDetail
        )
    }
  })

const EU = [
  mark("EU", "018000001", "APPLE"),
  mark("EU", "018000002", "PINEAPPLE", { niceClasses: [29], owner: "Fruit Co" }),
  mark("EU", "018000003", "APPLEBEE", { status: "expired", owner: "Apple Inc. Holdings" }),
  mark("EU", "018000004", "GOOGLE", { owner: "Google LLC" })
]
const AU = [mark("AU", "1000001", "APPLE PIE", { owner: "Apple" }), mark("AU", "1000002", "APPLETON", { owner: "Big Apple Ltd" })]

const failingUS = mockTrademarkProvider("US", {
  search: () => Effect.fail(ToolError.create("PROVIDER_ERROR", "USPTO service error (HTTP 500)", { provider: "USPTO" }))
})

const core = (
  providers: ReadonlyArray<TrademarkProvider>,
  unconfigured: Array<{ jurisdiction: Jurisdiction; settings: Array<string> }> = [],
  env: Record<string, string> = {}
) =>
  McpServer.Default.pipe(
    Layer.provideMerge(TrademarkLookupToolsLive),
    Layer.provideMerge(ToolRegistry.Default),
    Layer.provide(Layer.succeed(ToolCallObserver, { onToolCall: () => Effect.void })),
    Layer.provide(DataPlaneTest({ providers, unconfigured })),
    Layer.provide(TestAppConfigLayer(env))
  )

const call = (name: string, args: unknown) =>
  Effect.gen(function*() {
    const mcp = yield* McpServer
    const out = yield* mcp.handleParsed({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } })
    return expectResult((out as { body: unknown }).body) as { isError?: boolean; structuredContent?: any; content: Array<{ text: string }> }
  }).pipe(Effect.provideService(CallContext, CallContext.local("http")))

/** One call against a fresh server built from `layer`. */
const callTool = (layer: ReturnType<typeof core>, name: string, args: unknown) => call(name, args).pipe(Effect.provide(layer))

describe("trademark_search", () => {
  it.effect("name search finds substrings in every office, interleaved round-robin, failures in metadata.errors", () =>
    Effect.gen(function*() {
      const r = yield* callTool(core([office("EU", EU), office("AU", AU), failingUS]), "trademark_search", { query: "apple" })
      expect(r.isError).toBeUndefined()
      const s = r.structuredContent
      expect(s.results.map((m: TrademarkSummary) => m.name)).toEqual(["APPLE", "APPLE PIE", "PINEAPPLE", "APPLETON", "APPLEBEE"])
      expect(s.metadata.jurisdictionsSearched).toEqual(["US", "EU", "AU"])
      expect(s.metadata.resultsPerJurisdiction).toEqual({ EU: 3, AU: 2 })
      expect(s.metadata.errors).toEqual([{ jurisdiction: "US", code: "PROVIDER_ERROR", error: "USPTO service error (HTTP 500)" }])
      expect(s.metadata.totalResults).toBe(5)
    }))

  it.effect("unconfigured offices are skipped and named in metadata; asked alone they are the error", () =>
    Effect.gen(function*() {
      const layer = core([office("EU", EU)], [{ jurisdiction: "AU", settings: ["IPAUSTRALIA_CLIENT_ID", "IPAUSTRALIA_CLIENT_SECRET"] }])
      const all = (yield* callTool(layer, "trademark_search", { query: "apple" })).structuredContent
      expect(all.metadata.skippedJurisdictions.find((s: { jurisdiction: string }) => s.jurisdiction === "AU").error).toContain(
        "IPAUSTRALIA_CLIENT_ID"
      )
      const alone = yield* callTool(layer, "trademark_search", { query: "apple", jurisdictions: ["AU"] })
      expect(alone.isError).toBe(true)
      expect(alone.content[0]!.text).toMatch(/PROVIDER_NOT_CONFIGURED.*IPAUSTRALIA_CLIENT_ID and IPAUSTRALIA_CLIENT_SECRET/)
    }))

  it.effect("ALL skips offices that cannot run the search type; named alone, the office explains itself", () =>
    Effect.gen(function*() {
      const numberOnly = mockTrademarkProvider("GB", {
        capabilities: {
          name: false,
          owner: false,
          number: true,
          fuzzy: false,
          classFilter: false,
          statusFilter: false,
          detail: true,
          history: false
        },
        search: (p) =>
          p.searchType === "number"
            ? Effect.succeed({ results: [] })
            : Effect.fail(
              ToolError.create("NOT_SUPPORTED", "UKIPO has no public search; import the Trade Marks Journal.", { provider: "UKIPO" })
            )
      })
      const layer = core([office("EU", EU), numberOnly])
      const all = (yield* callTool(layer, "trademark_search", { query: "apple" })).structuredContent
      expect(all.metadata.jurisdictionsSearched).toEqual(["EU"])
      expect(all.metadata.errors).toBeUndefined()
      expect(all.metadata.skippedJurisdictions.find((s: { jurisdiction: string }) => s.jurisdiction === "GB")).toEqual({
        jurisdiction: "GB",
        code: "NOT_SUPPORTED",
        error: "UKIPO offers no name search; import its bulk data into the local register (ipdata-mcp import) to search it"
      })
      const alone = yield* callTool(layer, "trademark_search", { query: "apple", jurisdictions: ["GB"] })
      expect(alone.isError).toBe(true)
      expect(alone.content[0]!.text).toContain("UKIPO has no public search")
    }))

  it.effect("status and class filters apply the same way everywhere", () =>
    Effect.gen(function*() {
      const layer = core([office("EU", EU), office("AU", AU)])
      const live = (yield* callTool(layer, "trademark_search", { query: "apple", status: "live" })).structuredContent
      expect(live.results.map((m: TrademarkSummary) => m.name)).not.toContain("APPLEBEE")
      const dead = (yield* callTool(layer, "trademark_search", { query: "apple", status: "dead" })).structuredContent
      expect(dead.results.map((m: TrademarkSummary) => m.name)).toEqual(["APPLEBEE"])
      const c29 = (yield* callTool(layer, "trademark_search", { query: "apple", niceClasses: [29] })).structuredContent
      expect(c29.results.map((m: TrademarkSummary) => m.name)).toEqual(["PINEAPPLE"])
    }))

  it.effect("owner search ranks exact, then prefix, then substring", () =>
    Effect.gen(function*() {
      expect(
        rankByOwner([
          mark("AU", "1", "A", { owner: "Big Apple Ltd" }),
          mark("AU", "2", "B", { owner: "Apple Inc" }),
          mark("AU", "3", "C", { owner: "APPLE" })
        ], "apple").map((m) => m.owner)
      ).toEqual([
        "APPLE",
        "Apple Inc",
        "Big Apple Ltd"
      ])
      const r =
        (yield* callTool(core([office("AU", AU)]), "trademark_search", { query: "Apple", searchType: "owner", jurisdictions: ["AU"] }))
          .structuredContent
      expect(r.results.map((m: TrademarkSummary) => m.owner)).toEqual(["Apple", "Big Apple Ltd"])
    }))

  it.effect("number search: an id with its office prefix searches only that office", () =>
    Effect.gen(function*() {
      const euCalls: Array<TrademarkSearchParams> = []
      const auCalls: Array<TrademarkSearchParams> = []
      const layer = core([office("EU", EU, euCalls), office("AU", AU, auCalls)])
      const r = (yield* callTool(layer, "trademark_search", { query: "EU-018000004", searchType: "number" })).structuredContent
      expect(r.results.map((m: TrademarkSummary) => m.name)).toEqual(["GOOGLE"])
      expect(euCalls.map((c) => c.query)).toEqual(["018000004"])
      expect(auCalls).toHaveLength(0)
      const none =
        (yield* callTool(layer, "trademark_search", { query: "12", searchType: "number", jurisdictions: ["EU"] })).structuredContent
      expect(none.results).toEqual([])
      expect(none.suggestion).toContain("9-digit EUTM number")
    }))

  it.effect("fuzzy search scores locally over name and stem searches and sets similarityScore", () =>
    Effect.gen(function*() {
      const calls: Array<TrademarkSearchParams> = []
      const r = (yield* callTool(core([office("EU", EU, calls)]), "trademark_search", {
        query: "GOOGEL",
        searchType: "fuzzy",
        jurisdictions: ["EU"]
      })).structuredContent
      expect(calls.map((c) => c.query).sort()).toEqual(["GOOG", "GOOGEL"].sort())
      expect(r.results.map((m: TrademarkSummary) => m.name)).toEqual(["GOOGLE"])
      expect(r.results[0].similarityScore).toBeGreaterThanOrEqual(0.7)
    }))

  it.effect("a cursor pages a multi-office search and carries each office's position", () =>
    Effect.gen(function*() {
      const first = (yield* call("trademark_search", { query: "apple", limit: 1 })).structuredContent
      expect(first.results.map((m: TrademarkSummary) => m.name)).toEqual(["APPLE", "APPLE PIE"])
      expect(first.pagination).toMatchObject({ hasMore: true, totalResults: 5 })
      const second = (yield* call("trademark_search", { query: "apple", limit: 1, cursor: first.pagination.cursor })).structuredContent
      expect(second.results.map((m: TrademarkSummary) => m.name)).toEqual(["PINEAPPLE", "APPLETON"])
      const third = (yield* call("trademark_search", { query: "apple", limit: 1, cursor: second.pagination.cursor })).structuredContent
      expect(third.results.map((m: TrademarkSummary) => m.name)).toEqual(["APPLEBEE"])
      expect(third.metadata.jurisdictionsSearched).toEqual(["EU"])
      expect(third.pagination.hasMore).toBe(false)
      expect(third.pagination.cursor).toBeUndefined()
    }).pipe(Effect.provide(core([office("EU", EU), office("AU", AU)]))))

  it.effect("a tampered, foreign or garbage cursor is INVALID_INPUT", () =>
    Effect.gen(function*() {
      const first = (yield* call("trademark_search", { query: "apple", limit: 1 })).structuredContent
      const [payload, mac] = first.pagination.cursor.split(".")
      const forged = Buffer.from(JSON.stringify({ v: 1, s: "x", p: { EU: "0" } })).toString("base64url") + "." + mac
      for (const cursor of [forged, `${payload}.AAAA`, "garbage"]) {
        const r = yield* call("trademark_search", { query: "apple", limit: 1, cursor })
        expect(r.isError).toBe(true)
        expect(r.content[0]!.text).toMatch(/INVALID_INPUT.*Invalid cursor/)
      }
      const other = yield* call("trademark_search", { query: "google", limit: 1, cursor: first.pagination.cursor })
      expect(other.content[0]!.text).toContain("different search")
    }).pipe(Effect.provide(core([office("EU", EU), office("AU", AU)]))))

  it.effect("IPKit's own argument names get a helpful error", () =>
    Effect.gen(function*() {
      const r = yield* callTool(core([office("EU", EU)]), "trademark_search", { query: "apple", jurisdiction: "US", maxResults: 10 })
      expect(r.isError).toBe(true)
      expect(r.content[0]!.text).toContain("\"jurisdiction\" (did you mean \"jurisdictions\"?)")
      expect(r.content[0]!.text).toContain("\"maxResults\" (did you mean \"limit\"?)")
    }))

  it.effect("a name search with no hits suggests fuzzy search", () =>
    Effect.gen(function*() {
      const r = (yield* callTool(core([office("EU", EU)]), "trademark_search", { query: "zzzz" })).structuredContent
      expect(r.results).toEqual([])
      expect(r.suggestion).toMatch(/fuzzy/)
    }))

  it("interleave takes one from each list in turn", () => {
    expect(interleave([[1, 2, 3], [10], [20, 21]])).toEqual([1, 10, 20, 2, 21, 3])
  })
})

describe("LOCAL_REGISTER", () => {
  const localUS = (calls: Array<string>) =>
    mockTrademarkProvider("US", {
      provider: "LocalRegister/US",
      source: "local",
      search: () =>
        Effect.sync(() => void calls.push("local")).pipe(
          Effect.as({ results: [mark("US", "7", "APPLE LOCAL", { source: "local", asOf: "2026-11-01" })] })
        ),
      getDetail: (n) =>
        Effect.sync(() => void calls.push("local-detail")).pipe(
          Effect.as({ ...mark("US", n, "APPLE LOCAL"), source: "local", asOf: "2026-11-01" } as TrademarkDetail)
        )
    })
  const liveUS = (calls: Array<string>, fail: boolean) =>
    mockTrademarkProvider("US", {
      search: () =>
        Effect.sync(() => void calls.push("live")).pipe(
          Effect.zipRight(
            fail
              ? Effect.fail(ToolError.create("PROVIDER_UNAVAILABLE", "USPTO unreachable", { provider: "USPTO" }))
              : Effect.succeed({ results: [mark("US", "8", "APPLE LIVE")] })
          )
        ),
      getDetail: (n) =>
        Effect.sync(() => void calls.push("live-detail")).pipe(
          Effect.zipRight(
            fail
              ? Effect.fail(ToolError.create("PROVIDER_UNAVAILABLE", "USPTO unreachable", { provider: "USPTO" }))
              : Effect.succeed(mark("US", n, "APPLE LIVE") as TrademarkDetail)
          )
        )
    })

  it.effect("prefer (default): search asks the local register first and says so; status asks the live office first", () =>
    Effect.gen(function*() {
      const calls: Array<string> = []
      const layer = core([liveUS(calls, false), localUS(calls)])
      const r = (yield* callTool(layer, "trademark_search", { query: "apple", jurisdictions: ["US"] })).structuredContent
      expect(r.results.map((m: TrademarkSummary) => [m.name, m.source, m.asOf])).toEqual([["APPLE LOCAL", "local", "2026-11-01"]])
      expect(r.metadata.sources).toEqual({ US: "local" })
      expect(calls).toEqual(["local"])
      const st = (yield* callTool(layer, "trademark_status", { identifier: "US-97000001" })).structuredContent
      expect(st.trademark.name).toBe("APPLE LIVE")
    }))

  it.effect("fallback: live first, the local register when the office fails (search and status)", () =>
    Effect.gen(function*() {
      const calls: Array<string> = []
      const layer = core([liveUS(calls, true), localUS(calls)], [], { LOCAL_REGISTER: "fallback" })
      const r = (yield* callTool(layer, "trademark_search", { query: "apple", jurisdictions: ["US"] })).structuredContent
      expect(r.results.map((m: TrademarkSummary) => m.name)).toEqual(["APPLE LOCAL"])
      expect(calls).toEqual(["live", "local"])
      const st = (yield* callTool(layer, "trademark_status", { identifier: "US-97000001" })).structuredContent
      expect(st.trademark.name).toBe("APPLE LOCAL")
      expect(st.notes.join(" ")).toContain("2026-11-01")
    }))
})

describe("trademark_status", () => {
  it.effect("accepts US-123 and US:123 forms, gives current status, dates and history", () =>
    Effect.gen(function*() {
      const layer = core([office("EU", EU)])
      for (const identifier of ["EU-018000001", "EU:018000001"]) {
        const r = (yield* callTool(layer, "trademark_status", { identifier, includeHistory: true })).structuredContent
        expect(r.trademark.name).toBe("APPLE")
        expect(r.currentStatus).toMatchObject({ code: "registered", isLive: true })
        expect(r.importantDates.oppositionDeadline).toBe("2020-06-01")
        expect(r.history).toHaveLength(1)
      }
      const noHistory = (yield* callTool(layer, "trademark_status", { identifier: "018000001", jurisdiction: "EU" })).structuredContent
      expect(noHistory.history).toBeUndefined()
      expect(noHistory.trademark.prosecutionHistory).toBeUndefined()
    }))

  it.effect("clear errors: no office given, not found, office not configured", () =>
    Effect.gen(function*() {
      const layer = core([office("EU", EU)], [{ jurisdiction: "US", settings: ["USPTO_API_KEY"] }])
      const noOffice = yield* callTool(layer, "trademark_status", { identifier: "018000001" })
      expect(noOffice.content[0]!.text).toMatch(/MISSING_REQUIRED_FIELD.*jurisdiction/)
      const missing = yield* callTool(layer, "trademark_status", { identifier: "EU-018999999" })
      expect(missing.content[0]!.text).toMatch(/TRADEMARK_NOT_FOUND/)
      const us = yield* callTool(layer, "trademark_status", { identifier: "US-97001234" })
      expect(us.content[0]!.text).toMatch(/PROVIDER_NOT_CONFIGURED.*USPTO_API_KEY/)
    }))
})
