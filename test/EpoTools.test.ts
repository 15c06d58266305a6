import { describe, expect, it } from "@effect/vitest"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js"
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js"
import { Effect, Layer, Logger, LogLevel, Runtime } from "effect"
import { CallContext } from "../src/Mcp/CallContext.js"
import { McpServer } from "../src/Mcp/McpServer.js"
import { ToolCallObserver } from "../src/Mcp/ToolCallObserver.js"
import { ToolRegistry } from "../src/Mcp/ToolRegistry.js"
import { UpstreamLive } from "../src/Providers/index.js"
import { EpoPatentToolsLive } from "../src/Tools/Patents/index.js"
import { Cache } from "../src/Upstream/Cache.js"
import { UpstreamPolicy } from "../src/Upstream/UpstreamTransport.js"
import { FakeEpo } from "./fakes/FakeEpo.js"
import { expectResult } from "./support/RpcAssertions.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

/** The MCP core with the EPO tools, over the real adapter and data plane, configured from `env`. */
const core = (env: Record<string, string>) =>
  McpServer.Default.pipe(
    Layer.provideMerge(EpoPatentToolsLive),
    Layer.provideMerge(ToolRegistry.Default),
    Layer.provide(Layer.succeed(ToolCallObserver, { onToolCall: () => Effect.void })),
    Layer.provide(Layer.mergeAll(UpstreamLive, Cache.Default)),
    Layer.provide(TestAppConfigLayer({ EPO_RATE_LIMIT: "60000", CACHE_TTL_SEARCH: "0", CACHE_TTL_STATUS: "0", ...env }))
  )

interface CallResult {
  readonly isError?: boolean
  readonly structuredContent?: any
  readonly content: Array<{ readonly text: string }>
}

const call = (name: string, args: unknown) =>
  Effect.gen(function*() {
    const mcp = yield* McpServer
    const out = yield* mcp.handleParsed({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } })
    return expectResult((out as { body: unknown }).body) as unknown as CallResult
  }).pipe(Effect.provideService(CallContext, CallContext.local("http")))

/** A fake OPS and the MCP core pointed at it (or, with `unconfigured`, without EPO credentials). */
const withTools = <A, E>(
  body: (fake: FakeEpo) => Effect.Effect<A, E, McpServer>,
  options: { readonly env?: Record<string, string> } = {}
) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* FakeEpo.scoped()
      return yield* body(fake).pipe(
        Effect.provide(core({ ...fake.env(), ...options.env })),
        Effect.provideService(UpstreamPolicy, { maxAttempts: 3, baseDelayMs: 2 }),
        Logger.withMinimumLogLevel(LogLevel.Warning)
      )
    })
  )

/** An in-process SDK transport: every message goes through the MCP core's dispatcher. */
class CoreTransport implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: (message: JSONRPCMessage) => void
  constructor(private readonly runtime: Runtime.Runtime<McpServer>) {}
  async start(): Promise<void> {}
  async close(): Promise<void> {
    this.onclose?.()
  }
  async send(message: JSONRPCMessage): Promise<void> {
    const outcome = await Runtime.runPromise(this.runtime)(
      Effect.flatMap(McpServer, (mcp) => mcp.handleParsed(message)).pipe(Effect.provideService(CallContext, CallContext.local("http")))
    )
    if (outcome._tag === "NoReply") return
    for (const reply of [outcome.body].flat()) queueMicrotask(() => this.onmessage?.(reply as JSONRPCMessage))
  }
}

describe("EPO patent tools through the MCP core", () => {
  it.live("ep_patent_search: a page of normalised records, offset/limit paging, metadata with the CQL and timing", () =>
    withTools(() =>
      Effect.gen(function*() {
        const first = yield* call("ep_patent_search", { query: "solar", limit: 4 })
        expect(first.isError).toBeUndefined()
        const s = first.structuredContent
        expect(s.results).toHaveLength(4)
        expect(s.pagination).toEqual({ totalResults: 10, offset: 0, limit: 4, hasMore: true })
        expect(s.metadata).toMatchObject({ query: "solar", cql: "ta=\"solar\"", totalResults: 4, source: "EPO OPS" })
        expect(typeof s.metadata.executionTimeMs).toBe("number")
        expect(s.notes[0]).toContain("carry no legal status")
        expect(s.results[0]).toMatchObject({ jurisdiction: "EP", status: "unknown", source: "live" })
        const next = (yield* call("ep_patent_search", { query: "solar", limit: 4, offset: 8 })).structuredContent
        expect(next.results).toHaveLength(2)
        expect(next.pagination.hasMore).toBe(false)
        const filtered =
          (yield* call("ep_patent_search", { query: "container", applicant: "Acme", publishedFrom: "2022" })).structuredContent
        expect(filtered.metadata.cql).toBe("(ta=\"container\") and pa=\"Acme\" and pd>=20220101")
        expect(filtered.results.map((r: { publicationNumber: string }) => r.publicationNumber).sort()).toEqual([
          "CN114000111A",
          "EP3999001A1",
          "EP3999001B1",
          "US11555666B2"
        ])
      })
    ))

  it.live("ep_patent_search: bounds and bad input are clear errors naming the field", () =>
    withTools((fake) =>
      Effect.gen(function*() {
        const far = yield* call("ep_patent_search", { query: "solar", offset: 1990, limit: 20 })
        expect(far.isError).toBe(true)
        expect(far.content[0]!.text).toMatch(/^Error \[INVALID_INPUT\]: offset \+ limit is 2010, past the 2,000 hits/)
        const wide = yield* call("ep_patent_search", { query: "solar", limit: 500 })
        expect(wide.isError).toBe(true)
        expect(wide.content[0]!.text).toContain("limit")
        const date = yield* call("ep_patent_search", { query: "solar", publishedFrom: "last year" })
        expect(date.content[0]!.text).toContain("publishedFrom \"last year\" is not a date: expected YYYY, YYYY-MM or YYYY-MM-DD")
        const cql = yield* call("ep_patent_search", { query: "ti=solar and (" })
        expect(cql.content[0]!.text).toMatch(/INVALID_INPUT.*EPO OPS did not accept the search query/)
        expect(fake.apiRequests()).toBe(1)
      })
    ))

  it.live("ep_patent_status: details and the status derived from legal events, the EPO wording kept", () =>
    withTools(() =>
      Effect.gen(function*() {
        const r = yield* call("ep_patent_status", { publicationNumber: "EP 3 845 123 B1" })
        expect(r.isError).toBeUndefined()
        const s = r.structuredContent
        expect(s.currentStatus).toEqual({ code: "sealed", description: "STATUS: OPPOSITION FILED", date: "2023-11-20", isLive: true })
        expect(s.patent).toMatchObject({
          id: "EP-3845123",
          publicationNumber: "EP3845123B1",
          title: "Solar panel cleaning robot",
          familyId: "72000001",
          currentlyUnderOpposition: true,
          priorityDate: "2019-03-14"
        })
        expect(s.patent.conventionDetails).toEqual([
          { applicationNumber: "DE102019203456", priorityCountryCode: "DE", filingDate: "2019-03-14", priorityTypeCode: "national" }
        ])
        expect(s.notes).toContain("An opposition is pending against this patent.")
        expect(s.metadata.source).toBe("EPO OPS")
        const unknown = (yield* call("ep_patent_status", { publicationNumber: "EP4300007A1" })).structuredContent
        expect(unknown.currentStatus.code).toBe("unknown")
        expect(unknown.currentStatus.description).toContain("EPO OPS bibliographic data carries no status")
      })
    ))

  it.live("ep_patent_status: wrong number formats say the expected format; an unknown number is PATENT_NOT_FOUND", () =>
    withTools(() =>
      Effect.gen(function*() {
        const noCountry = yield* call("ep_patent_status", { publicationNumber: "3845123" })
        expect(noCountry.isError).toBe(true)
        expect(noCountry.content[0]!.text).toContain(
          "Error [INVALID_INPUT]: publicationNumber \"3845123\" has no country code (EP, WO, US...): expected a country code, the number and optionally the kind code, e.g. EP3845123A1"
        )
        const junk = yield* call("ep_patent_status", { publicationNumber: "EP#3845123" })
        expect(junk.content[0]!.text).toContain("is not a publication number")
        const missing = yield* call("ep_patent_status", { publicationNumber: "EP1111111" })
        expect(missing.content[0]!.text).toMatch(/^Error \[PATENT_NOT_FOUND\]: Publication EP1111111 not found at EPO OPS\./)
      })
    ))

  it.live("patent_family_search: members with their jurisdictions, any number form", () =>
    withTools(() =>
      Effect.gen(function*() {
        const r = yield* call("patent_family_search", { publicationNumber: "ep3999001b1" })
        expect(r.isError).toBeUndefined()
        const s = r.structuredContent
        expect(s.queryPatent).toEqual({ input: "ep3999001b1", publicationNumber: "EP3999001B1", jurisdiction: "EP", kindCode: "B1" })
        expect(s.familyId).toBe("71234567")
        expect(s.jurisdictions).toEqual(["CN", "EP", "US", "WO"])
        expect(s.totalMembers).toBe(6)
        expect(s.totalApplications).toBe(4)
        expect(s.members.map((m: { publicationNumber: string }) => m.publicationNumber)).toEqual([
          "CN114000111A",
          "EP3999001A1",
          "EP3999001B1",
          "US2021123456A1",
          "US11555666B2",
          "WO2021099001A1"
        ])
        const bad = yield* call("patent_family_search", { publicationNumber: "W0 2020/123456" })
        expect(bad.isError).toBe(true)
        expect(bad.content[0]!.text).toContain("expected a country code, the number and optionally the kind code")
      })
    ))

  it.live("without EPO credentials every tool answers PROVIDER_NOT_CONFIGURED naming EPO_CONSUMER_KEY and EPO_CONSUMER_SECRET", () =>
    withTools(
      (fake) =>
        Effect.gen(function*() {
          for (
            const [tool, args] of [
              ["ep_patent_search", { query: "solar" }],
              ["ep_patent_status", { publicationNumber: "EP3845123B1" }],
              ["patent_family_search", { publicationNumber: "EP3845123B1" }]
            ] as const
          ) {
            const r = yield* call(tool, args)
            expect(r.isError, tool).toBe(true)
            expect(r.content[0]!.text).toBe(
              "Error [PROVIDER_NOT_CONFIGURED]: EPO provider is not configured. Set EPO_CONSUMER_KEY and EPO_CONSUMER_SECRET to enable it.\nProvider: EPO"
            )
          }
          expect(fake.server.requests).toHaveLength(0)
        }),
      { env: { EPO_CONSUMER_KEY: "", EPO_CONSUMER_SECRET: "" } }
    ))

  it.live("the SDK client lists the three tools and gets structured results that match their output schemas", () =>
    withTools(() =>
      Effect.gen(function*() {
        const runtime = yield* Effect.runtime<McpServer>()
        const result = yield* Effect.acquireUseRelease(
          Effect.promise(async () => {
            const client = new Client({ name: "epo-tools-test", version: "0" })
            await client.connect(new CoreTransport(runtime))
            return client
          }),
          (client) =>
            Effect.promise(async () => ({
              tools: await client.listTools(),
              search: await client.callTool({ name: "ep_patent_search", arguments: { query: "hydrogen" } }),
              status: await client.callTool({ name: "ep_patent_status", arguments: { publicationNumber: "EP3500003" } }),
              family: await client.callTool({ name: "patent_family_search", arguments: { publicationNumber: "JP2020512345A" } })
            })),
          (client) => Effect.promise(() => client.close())
        )
        const names = result.tools.tools.map((t) => t.name)
        expect(names).toEqual(["ep_patent_search", "ep_patent_status", "patent_family_search"])
        for (const t of result.tools.tools) {
          expect(t.annotations?.readOnlyHint).toBe(true)
          expect(t.outputSchema).toBeDefined()
        }
        expect((result.search.structuredContent as any).results.length).toBe(3)
        expect((result.status.structuredContent as any).currentStatus.code).toBe("revoked")
        expect((result.family.structuredContent as any).jurisdictions).toEqual(["EP", "JP"])
      })
    ))
})
