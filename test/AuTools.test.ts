import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Logger, LogLevel } from "effect"
import { CallContext } from "../src/Mcp/CallContext.js"
import { McpServer } from "../src/Mcp/McpServer.js"
import { ToolCallObserver } from "../src/Mcp/ToolCallObserver.js"
import { ToolRegistry } from "../src/Mcp/ToolRegistry.js"
import { UpstreamLive } from "../src/Providers/index.js"
import { AuDesignToolsLive } from "../src/Tools/Designs/AuDesignTools.js"
import { AuPatentToolsLive } from "../src/Tools/Patents/AuPatentTools.js"
import { Cache } from "../src/Upstream/Cache.js"
import { UpstreamPolicy } from "../src/Upstream/UpstreamTransport.js"
import { FakeIpAustralia } from "./fakes/FakeIpAustralia.js"
import { fakeDesignSearch } from "./fakes/FakeIpAustraliaDesigns.js"
import { fakePatentSearch } from "./fakes/FakeIpAustraliaPatents.js"
import { generatedPatents } from "./fakes/IpAustraliaPatentSeed.js"
import { expectResult, schemas } from "./support/RpcAssertions.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

/** The MCP core with the four AU tools over the real data plane, configured from `env` only. */
const core = (env: Record<string, string>) =>
  McpServer.Default.pipe(
    Layer.provideMerge(Layer.mergeAll(AuDesignToolsLive, AuPatentToolsLive)),
    Layer.provideMerge(ToolRegistry.Default),
    Layer.provide(Layer.succeed(ToolCallObserver, { onToolCall: () => Effect.void })),
    Layer.provide(Layer.mergeAll(UpstreamLive, Cache.Default).pipe(Layer.provideMerge(TestAppConfigLayer(env))))
  )

interface CallResult {
  readonly isError?: boolean
  readonly structuredContent?: any
  readonly content: ReadonlyArray<{ readonly text: string }>
  readonly _meta?: any
}

const call = (name: string, args: unknown) =>
  Effect.gen(function*() {
    const mcp = yield* McpServer
    const out = yield* mcp.handleParsed({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } })
    const result = expectResult((out as { body: unknown }).body)
    schemas.CallToolResultSchema.parse(result)
    return result as unknown as CallResult
  }).pipe(Effect.provideService(CallContext, CallContext.local("http")))

const listTools = Effect.gen(function*() {
  const mcp = yield* McpServer
  const out = yield* mcp.handleParsed({ jsonrpc: "2.0", id: 1, method: "tools/list" })
  return expectResult((out as { body: unknown }).body)["tools"] as ReadonlyArray<{ name: string; inputSchema: any }>
}).pipe(Effect.provideService(CallContext, CallContext.local("http")))

/** A fake IP Australia (designs and patents) and a fresh MCP core pointed at it. */
const withCore = <A, E>(
  options: { readonly env?: Record<string, string>; readonly patents?: ReadonlyArray<Record<string, unknown>> },
  body: (fake: FakeIpAustralia) => Effect.Effect<A, E, McpServer>
) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* FakeIpAustralia.scoped({ products: [fakeDesignSearch(), fakePatentSearch(options.patents)] })
      const env = { ...fake.env(), IPAUSTRALIA_RATE_LIMIT: "60000", CACHE_TTL_SEARCH: "0", CACHE_TTL_STATUS: "0", ...options.env }
      return yield* body(fake).pipe(
        Effect.provide(core(env)),
        Effect.provideService(UpstreamPolicy, { maxAttempts: 3, baseDelayMs: 2 }),
        Logger.withMinimumLogLevel(LogLevel.Error)
      )
    })
  )

const ok = (r: CallResult) => {
  assert.notStrictEqual(r.isError, true, r.content[0]?.text)
  return r.structuredContent
}

const failure = (r: CallResult) => {
  assert.isTrue(r.isError, JSON.stringify(r.structuredContent))
  return { text: r.content[0]!.text, code: r._meta?.["ipdata/error"]?.code as string }
}

describe("AU design and patent tools through the MCP core (fake IP Australia)", () => {
  it.live("tools/list: the four tools with their bounds (AU patents at most 50 a page, designs 100)", () =>
    withCore({}, () =>
      Effect.gen(function*() {
        const tools = yield* listTools
        const byName = new Map(tools.map((t) => [t.name, t]))
        for (const name of ["au_design_search", "au_design_status", "au_patent_search", "au_patent_status"]) {
          assert.isTrue(byName.has(name), name)
        }
        assert.strictEqual(byName.get("au_patent_search")!.inputSchema.properties.limit.maximum, 50)
        assert.strictEqual(byName.get("au_design_search")!.inputSchema.properties.limit.maximum, 100)
        assert.deepStrictEqual(byName.get("au_patent_search")!.inputSchema.required, ["query"])
        assert.deepStrictEqual(byName.get("au_design_status")!.inputSchema.required, ["designNumber"])
      })))

  it.live("au_patent_search: upstream ORs the words; only results with every significant word, and metadata says how many were dropped", () =>
    withCore({}, () =>
      Effect.gen(function*() {
        const out = ok(yield* call("au_patent_search", { query: "a lithium battery" }))
        assert.deepStrictEqual(
          out.results.map((r: any) => r.applicationNumber),
          ["2024210101", "2023201234", "2022204444", "2020267890"]
        )
        for (const r of out.results) assert.match(r.title.toLowerCase(), /lithium.*batter|batter.*lithium/)
        assert.deepStrictEqual(out.pagination, { hasMore: false, totalResults: 4 })
        const { executionTimeMs, ...metadata } = out.metadata
        assert.isAtLeast(executionTimeMs, 0)
        assert.deepStrictEqual(metadata, {
          query: "a lithium battery",
          searchMode: "QUICK_NO_ABSTRACT",
          searchType: "DETAILS",
          totalResults: 4,
          upstreamTotalResults: 14,
          filteredOut: 10,
          wordFilter: { applied: true, significantWords: ["lithium", "battery"], scanned: 14 },
          source: "IP Australia Patent Search API"
        })
      })))

  it.live("au_patent_search: cursor paging through the tool, at most 50 a page, and input errors that name the fix", () =>
    withCore({ patents: generatedPatents(120, "widget", "gear") }, () =>
      Effect.gen(function*() {
        const seen: Array<string> = []
        let cursor: string | undefined
        let pages = 0
        do {
          const out = ok(yield* call("au_patent_search", { query: "widget gear", limit: 25, ...(cursor !== undefined ? { cursor } : {}) }))
          seen.push(...out.results.map((r: any) => r.applicationNumber))
          cursor = out.pagination.cursor
          assert.strictEqual(out.pagination.hasMore, cursor !== undefined)
          pages++
        } while (cursor !== undefined && pages < 10)
        assert.deepStrictEqual([seen.length, new Set(seen).size, pages], [60, 60, 3])
        const tooMany = failure(yield* call("au_patent_search", { query: "widget", limit: 51 }))
        assert.strictEqual(tooMany.code, "INVALID_INPUT")
        assert.include(tooMany.text, "limit")
        const badMode = failure(yield* call("au_patent_search", { query: "widget", searchMode: "FUZZY" }))
        assert.include(badMode.text, "searchMode")
        const badNumber = failure(yield* call("au_patent_search", { query: "AU 2020 2678" }))
        assert.strictEqual(badNumber.code, "INVALID_INPUT")
        assert.include(badNumber.text, "10 digits, the filing year then a 6-digit sequence (e.g. 2020267890)")
      })))

  it.live("au_patent_status: the record with currentStatus; wrong formats and unknown numbers explained", () =>
    withCore({}, () =>
      Effect.gen(function*() {
        const out = ok(yield* call("au_patent_status", { applicationNumber: "AU2020267890 A1", includeDocuments: true }))
        assert.deepStrictEqual(out.currentStatus, {
          code: "sealed",
          description: "SEALED (granted and in force)",
          date: "2022-09-29",
          isLive: true
        })
        assert.strictEqual(out.patent.id, "AU-P-2020267890")
        assert.deepStrictEqual(out.patent.applicants, [{ name: "Example Battery Co" }])
        assert.strictEqual(out.patent.claims, "1. A cathode material comprising a layered oxide coated with alumina.")
        assert.strictEqual(out.metadata.source, "IP Australia Patent Search API")
        assert.isNumber(out.metadata.executionTimeMs)
        const badFormat = failure(yield* call("au_patent_status", { applicationNumber: "PCT/US2020/028456" }))
        assert.strictEqual(badFormat.code, "INVALID_INPUT")
        assert.include(badFormat.text, "\"PCT/US2020/028456\" is not an Australian patent application number: use 10 digits")
        const missing = failure(yield* call("au_patent_status", { applicationNumber: "2099999999" }))
        assert.strictEqual(missing.code, "PATENT_NOT_FOUND")
        assert.include(missing.text, "Patent AU-P-2099999999 not found at IP Australia")
      })))

  it.live("au_design_search: owner by default (ranked), classification with AU's suffixed codes, the Locarno filter; bad codes explained", () =>
    withCore({}, () =>
      Effect.gen(function*() {
        const owners = ok(yield* call("au_design_search", { query: "Koala Furniture", status: "live" }))
        assert.deepStrictEqual(
          owners.results.map((r: any) => r.designNumber),
          ["202210004", "202440019", "202210002", "202115235", "202115234", "202210001"]
        )
        assert.deepStrictEqual(
          [owners.metadata.searchType, owners.metadata.status, owners.metadata.filteredOut, owners.metadata.source],
          ["owner", "live", 1, "IP Australia Design Search API"]
        )
        assert.isAtLeast(owners.metadata.executionTimeMs, 0)
        const byClass = ok(yield* call("au_design_search", { query: "06-01", searchType: "classification" }))
        const armchair = byClass.results.find((r: any) => r.designNumber === "202210002")
        assert.deepStrictEqual([armchair.locarnoClasses, armchair.locarnoClassesNormalized], [["06-01C"], ["06.01"]])
        const filtered = ok(yield* call("au_design_search", { query: "Outback", locarnoClasses: ["09.01"] }))
        assert.deepStrictEqual(filtered.results.map((r: any) => r.designNumber), ["202012347", "202012345"])
        const none = ok(yield* call("au_design_search", { query: "32-00", searchType: "classification" }))
        assert.deepStrictEqual(none.results, [])
        assert.include(none.notes[0], "try searchType product")
        const badCode = failure(yield* call("au_design_search", { query: "Outback", locarnoClasses: ["bottles"] }))
        assert.strictEqual(badCode.code, "INVALID_INPUT")
        assert.include(badCode.text, "\"bottles\" is not a Locarno class or subclass")
        const badNumber = failure(yield* call("au_design_search", { query: "2021-152", searchType: "number" }))
        assert.include(badNumber.text, "9 digits, the filing year then a 5-digit sequence (e.g. 202115234)")
      })))

  it.live("au_design_status: DesignDetail with AU extras and currentStatus; unknown design is DESIGN_NOT_FOUND", () =>
    withCore({}, () =>
      Effect.gen(function*() {
        const out = ok(yield* call("au_design_status", { designNumber: "AU 202115234" }))
        assert.deepStrictEqual(out.currentStatus, {
          code: "certified",
          description: "Registered: Certified",
          date: "2022-05-20",
          isLive: true
        })
        assert.deepStrictEqual(out.design.productNames, ["Chair", "Dining chair"])
        assert.deepStrictEqual(out.design.priorities, [{ country: "NZ", number: "431234", date: "2021-03-15" }])
        assert.strictEqual(out.metadata.source, "IP Australia Design Search API")
        const missing = failure(yield* call("au_design_status", { designNumber: "202199999" }))
        assert.strictEqual(missing.code, "DESIGN_NOT_FOUND")
        assert.include(missing.text, "Design AU-D-202199999 not found at IP Australia")
      })))

  it.live("without credentials every tool answers PROVIDER_NOT_CONFIGURED naming IPAUSTRALIA_CLIENT_ID and IPAUSTRALIA_CLIENT_SECRET", () =>
    withCore({ env: { IPAUSTRALIA_CLIENT_ID: "", IPAUSTRALIA_CLIENT_SECRET: "" } }, (fake) =>
      Effect.gen(function*() {
        const calls: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
          ["au_design_search", { query: "Koala" }],
          ["au_design_status", { designNumber: "202115234" }],
          ["au_patent_search", { query: "lithium" }],
          ["au_patent_status", { applicationNumber: "2020267890" }]
        ]
        for (const [name, args] of calls) {
          const error = failure(yield* call(name, args))
          assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED", name)
          assert.include(error.text, "Set IPAUSTRALIA_CLIENT_ID and IPAUSTRALIA_CLIENT_SECRET to enable it.", name)
        }
        assert.strictEqual(fake.server.requests.length, 0)
      })))
})
