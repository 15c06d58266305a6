/**
 * eu_design_search, eu_design_status, eu_person_lookup and
 * eu_applicant_portfolio through the MCP core (tools/call as a client sends
 * it), wired as the app wires them, against the fake EUIPO on a real socket.
 */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Logger, LogLevel } from "effect"
import { isLiveDesignStatus } from "../src/Domain/Design.js"
import { isLiveStatus } from "../src/Domain/Trademark.js"
import { CallContext } from "../src/Mcp/CallContext.js"
import { McpServer } from "../src/Mcp/McpServer.js"
import { ToolCallObserver } from "../src/Mcp/ToolCallObserver.js"
import { ToolRegistry } from "../src/Mcp/ToolRegistry.js"
import { mapEuipoDesignStatus } from "../src/Providers/Euipo/EuipoDesignStatus.js"
import { mapEuipoStatus } from "../src/Providers/Euipo/EuipoStatus.js"
import { DataPlaneLive } from "../src/Providers/index.js"
import { EuDesignToolsLive } from "../src/Tools/Designs/index.js"
import { EuPersonToolsLive } from "../src/Tools/Persons/index.js"
import { UpstreamPolicy } from "../src/Upstream/UpstreamTransport.js"
import { EUIPO_DESIGN_SEED } from "./fakes/EuipoDesignSeed.js"
import { KESTREL_LABS_ID } from "./fakes/EuipoPersonSeed.js"
import { EUIPO_SEED } from "./fakes/EuipoSeed.js"
import { API_PREFIX, type FakeEuipo } from "./fakes/FakeEuipo.js"
import { DESIGNS_PREFIX } from "./fakes/FakeEuipoDesigns.js"
import { PERSONS_PREFIX } from "./fakes/FakeEuipoPersons.js"
import { type EuipoExtrasSetup, fakeEnv, fakeEuipoWithExtras } from "./support/EuipoExtrasHarness.js"
import { FAST_RETRY } from "./support/OfficeHarness.js"
import { expectResult } from "./support/RpcAssertions.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

/** The MCP core with the two EU tool areas and the data plane, as the app wires them. */
const core = (env: Record<string, string>) =>
  McpServer.Default.pipe(
    Layer.provideMerge(Layer.mergeAll(EuDesignToolsLive, EuPersonToolsLive)),
    Layer.provideMerge(ToolRegistry.Default),
    Layer.provide(Layer.succeed(ToolCallObserver, { onToolCall: () => Effect.void })),
    Layer.provide(DataPlaneLive.pipe(Layer.provideMerge(TestAppConfigLayer(env))))
  )

interface ToolResult {
  readonly isError?: boolean
  readonly structuredContent?: any
  readonly content: ReadonlyArray<{ readonly text: string }>
}

type Call = (name: string, args: unknown) => Effect.Effect<ToolResult>

const withTools = <A, E>(setup: EuipoExtrasSetup, body: (call: Call, fake: FakeEuipo) => Effect.Effect<A, E>) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* fakeEuipoWithExtras(setup)
      const context = yield* Layer.build(core(fakeEnv(fake, setup.env)))
      const call: Call = (name, args) =>
        Effect.gen(function*() {
          const mcp = yield* McpServer
          const out = yield* mcp.handleParsed({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } })
          return expectResult((out as { body: unknown }).body) as unknown as ToolResult
        }).pipe(
          Effect.provide(context),
          Effect.provideService(CallContext, CallContext.local("http")),
          Effect.provideService(UpstreamPolicy, FAST_RETRY),
          Logger.withMinimumLogLevel(LogLevel.Error)
        )
      return yield* body(call, fake)
    })
  )

const errorText = (r: ToolResult) => {
  assert.isTrue(r.isError, JSON.stringify(r.structuredContent))
  return r.content[0]!.text
}
const ok = (r: ToolResult) => {
  assert.notStrictEqual(r.isError, true, r.content[0]?.text)
  return r.structuredContent
}

describe("EU design and person tools through the MCP core", () => {
  it.effect("tools/list: the four tools with their bounds", () =>
    Effect.gen(function*() {
      const mcp = yield* McpServer
      const out = yield* mcp.handleParsed({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }).pipe(
        Effect.provideService(CallContext, CallContext.local("http"))
      )
      const tools = (expectResult((out as { body: unknown }).body) as { tools: Array<{ name: string; inputSchema: any }> }).tools
      const byName = Object.fromEntries(tools.map((t) => [t.name, t]))
      assert.sameMembers(Object.keys(byName), ["eu_design_search", "eu_design_status", "eu_person_lookup", "eu_applicant_portfolio"])
      assert.deepInclude(byName["eu_design_search"]!.inputSchema.properties.limit, { minimum: 10, maximum: 100 })
      assert.deepStrictEqual(byName["eu_design_search"]!.inputSchema.required, ["query"])
      assert.deepStrictEqual(byName["eu_design_status"]!.inputSchema.required, ["designNumber"])
      assert.deepStrictEqual(byName["eu_person_lookup"]!.inputSchema.required, ["query"])
      assert.deepStrictEqual(byName["eu_applicant_portfolio"]!.inputSchema.required, ["applicantName"])
    }).pipe(Effect.provide(core({}))))

  it.live("eu_design_search: results, page-number cursors to the end, executionTimeMs", () =>
    withTools({}, (call) =>
      Effect.gen(function*() {
        const first = ok(yield* call("eu_design_search", { query: "e", limit: 10, sort: "designNumber:asc" }))
        assert.strictEqual(first.results.length, 10)
        assert.deepInclude(first.pagination, { hasMore: true, cursor: "1", page: 0, pageSize: 10 })
        assert.deepInclude(first.metadata, {
          query: "e",
          searchType: "applicant",
          totalResults: 10,
          source: "EUIPO Design Search",
          rsql: "applicants.name==\"*e*\""
        })
        assert.isAtLeast(first.metadata.executionTimeMs, 0)
        const second = ok(
          yield* call("eu_design_search", { query: "e", limit: 10, sort: "designNumber:asc", cursor: first.pagination.cursor })
        )
        assert.isFalse(second.pagination.hasMore)
        assert.isUndefined(second.pagination.cursor)
        const all = [...first.results, ...second.results].map((d: { designNumber: string }) => d.designNumber)
        assert.strictEqual(new Set(all).size, first.pagination.totalResults)
        const chairs = ok(yield* call("eu_design_search", { query: "06.01", searchType: "locarno_class", status: "live", limit: 10 }))
        assert.sameMembers(
          chairs.results.map((d: { designNumber: string }) => d.designNumber),
          ["015001234-0001", "015001234-0002", "015001234-0003"]
        )
        const none = ok(yield* call("eu_design_search", { query: "zeppelin", searchType: "product" }))
        assert.deepStrictEqual(none.results, [])
        assert.match(none.notes[0], /No designs found/)
      })))

  it.live("eu_design_search: a limit under 10, a bad cursor and a bad number are INVALID_INPUT saying what to send", () =>
    withTools({}, (call, fake) =>
      Effect.gen(function*() {
        const small = errorText(yield* call("eu_design_search", { query: "nordic", limit: 5 }))
        assert.include(small, "Error [INVALID_INPUT]")
        assert.include(small, "limit must be a whole number from 10 to 100: EUIPO's smallest page is 10 designs")
        assert.include(
          errorText(yield* call("eu_design_search", { query: "nordic", cursor: "next" })),
          "cursor must be a page number such as \"1\""
        )
        const number = errorText(yield* call("eu_design_search", { query: "12-34-56", searchType: "number" }))
        assert.include(number, "Error [INVALID_INPUT]: \"12-34-56\" is not an EU design number: use NNNNNNNNN-NNNN")
        const locarno = errorText(yield* call("eu_design_search", { query: "chairs", searchType: "locarno_class" }))
        assert.include(locarno, "is not a Locarno code: use a Locarno class or subclass: NN or NN.NN")
        assert.strictEqual(fake.server.count(DESIGNS_PREFIX), 0)
      })))

  it.live("eu_design_status: detail, current status, history and notes; not found; the wrong argument name", () =>
    withTools({}, (call) =>
      Effect.gen(function*() {
        const r = ok(yield* call("eu_design_status", { designNumber: "15001234-1", includeHistory: true, enrichPersonNames: true }))
        assert.strictEqual(r.design.id, "EU-D-015001234-0001")
        assert.deepStrictEqual(r.currentStatus, {
          code: "registered",
          description: "REGISTERED_AND_FULLY_PUBLISHED",
          date: "2023-05-26",
          isLive: true
        })
        assert.deepStrictEqual(
          r.history.map((h: { code: string }) => h.code),
          ["FILING", "REGISTRATION", "PUBLICATION", "STATUS"]
        )
        assert.strictEqual(r.design.applicants[0].address, "Sveavägen 20, 111 57 Stockholm, SE")
        assert.include(r.notes.join(" "), "X-IBM-Client-Id")
        assert.isAtLeast(r.metadata.executionTimeMs, 0)
        const deferred = ok(yield* call("eu_design_status", { designNumber: "015001234-0003" }))
        assert.strictEqual(deferred.currentStatus.code, "registered_deferred")
        assert.match(deferred.notes[0], /^Publication is deferred until 2025-10-26/)
        assert.isUndefined(deferred.history)
        const missing = errorText(yield* call("eu_design_status", { designNumber: "009999999-0001" }))
        assert.include(missing, "Error [DESIGN_NOT_FOUND]: Design EU-D-009999999-0001 not found at EUIPO.")
        assert.include(missing, "Provider: EUIPO-Designs")
        const wrongName = errorText(yield* call("eu_design_status", { identifier: "015001234-0001" }))
        assert.include(wrongName, "unknown argument \"identifier\" (did you mean \"designNumber\"?)")
      })))

  it.live("without EUIPO credentials every tool answers PROVIDER_NOT_CONFIGURED naming EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET", () =>
    withTools({ env: { EUIPO_CLIENT_ID: "", EUIPO_CLIENT_SECRET: "" } }, (call, fake) =>
      Effect.gen(function*() {
        for (
          const [tool, args] of [
            ["eu_design_search", { query: "nordic" }],
            ["eu_design_status", { designNumber: "015001234-0001" }],
            ["eu_person_lookup", { query: "kestrel" }],
            ["eu_applicant_portfolio", { applicantName: "Kestrel Labs GmbH" }]
          ] as const
        ) {
          const text = errorText(yield* call(tool, args))
          assert.include(text, "Error [PROVIDER_NOT_CONFIGURED]", tool)
          assert.include(text, "EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET", tool)
        }
        assert.strictEqual(fake.server.requests.length, 0)
      })))

  it.live("eu_person_lookup: a numeric query is an identifier first, then a name; any merges both roles", () =>
    withTools({}, (call, fake) =>
      Effect.gen(function*() {
        const byId = ok(yield* call("eu_person_lookup", { query: "98765" }))
        assert.deepStrictEqual(
          byId.persons.map((p: { name: string; role: string; type: string }) => [p.name, p.role, p.type]),
          [["Muster & Partner", "representative", "legal_association"]]
        )
        assert.deepInclude(byId.metadata, { lookup: "identifier", role: "any", totalResults: 1, source: "EUIPO Persons" })
        // Both roles were tried by identifier, in parallel.
        assert.strictEqual(fake.server.count(`${PERSONS_PREFIX}/applicants/98765`), 1)
        assert.strictEqual(fake.server.count(`${PERSONS_PREFIX}/representatives/98765`), 1)
        const fallback = ok(yield* call("eu_person_lookup", { query: "2024" }))
        assert.strictEqual(fallback.metadata.lookup, "name")
        assert.deepStrictEqual(fallback.persons.map((p: { name: string }) => p.name), ["Studio 2024 Srl"])
        const any = ok(yield* call("eu_person_lookup", { query: "nord" }))
        assert.deepStrictEqual(
          any.persons.map((p: { name: string; role: string }) => `${p.role}:${p.name}`),
          ["applicant:Nordlicht Kosmetik GmbH", "applicant:Nordic Seating AB", "representative:Nordström & Co Advokatbyrå"]
        )
        assert.deepStrictEqual(any.pagination, { hasMore: false, totalResults: 3 })
        const reps = ok(yield* call("eu_person_lookup", { query: "nord", role: "representative" }))
        assert.deepStrictEqual(reps.persons.map((p: { name: string }) => p.name), ["Nordström & Co Advokatbyrå"])
        const typed = ok(yield* call("eu_person_lookup", { query: "nord", type: "business", country: "se" }))
        assert.deepStrictEqual(typed.persons.map((p: { name: string }) => p.name), ["Nordic Seating AB"])
      })))

  it.live("eu_person_lookup: `identifier` instead of `query` gets the helpful unknown-argument error; role and type must agree", () =>
    withTools({}, (call, fake) =>
      Effect.gen(function*() {
        const text = errorText(yield* call("eu_person_lookup", { identifier: "98765" }))
        assert.include(text, "Error [INVALID_INPUT]: Invalid arguments for eu_person_lookup:")
        assert.include(
          text,
          "unknown argument \"identifier\" (did you mean \"query\"?). Accepted arguments: query, role, type, country, city, limit"
        )
        assert.include(text, "\"query\" is required")
        const conflict = errorText(yield* call("eu_person_lookup", { query: "nord", role: "representative", type: "business" }))
        assert.include(
          conflict,
          "type \"business\" is not a representative type: representatives are employee, legal_association, legal_professional, euipo_professional"
        )
        assert.include(
          errorText(yield* call("eu_person_lookup", { query: "nord", country: "Sweden" })),
          "country must be a two-letter ISO 3166-1 code"
        )
        assert.strictEqual(fake.server.count(PERSONS_PREFIX), 0)
      })))

  it.live("eu_person_lookup: one role failing leaves the other, with a warning; both failing is the error", () =>
    withTools({}, (call, fake) =>
      Effect.gen(function*() {
        fake.server.failNext(3, 500, `${PERSONS_PREFIX}/representatives`)
        const r = ok(yield* call("eu_person_lookup", { query: "nord" }))
        assert.deepStrictEqual(r.persons.map((p: { name: string }) => p.name), ["Nordlicht Kosmetik GmbH", "Nordic Seating AB"])
        assert.strictEqual(r.metadata.warnings.length, 1)
        assert.match(r.metadata.warnings[0], /^Representatives could not be searched: EUIPO-Persons service error \(HTTP 500\)/)
        fake.server.failNext(6, 500, PERSONS_PREFIX)
        const text = errorText(yield* call("eu_person_lookup", { query: "nord" }))
        assert.include(text, "Error [PROVIDER_ERROR]")
      })))

  it.live("eu_applicant_portfolio: trade marks and designs in parallel, live counts, classes, enriched design applicants", () =>
    withTools({}, (call) =>
      Effect.gen(function*() {
        const r = ok(yield* call("eu_applicant_portfolio", { applicantName: "Kestrel Labs GmbH" }))
        assert.strictEqual(r.applicantName, "Kestrel Labs GmbH")
        assert.deepStrictEqual(r.trademarks.map((m: { id: string }) => m.id), ["EU-019123456"])
        assert.sameMembers(
          r.designs.map((d: { designNumber: string }) => d.designNumber),
          ["002345678-0001", "008100001-0001", "008100002-0001", "008100003-0001"]
        )
        for (const d of r.designs) assert.strictEqual(d.applicants[0].name, "Kestrel Labs GmbH")
        assert.strictEqual(r.totalTrademarks, 1)
        assert.strictEqual(r.totalDesigns, 4)
        assert.deepStrictEqual(r.summary, {
          totalTrademarks: 1,
          totalDesigns: 4,
          liveTrademarks: 1,
          liveDesigns: 4,
          jurisdictions: ["EU"],
          niceClasses: [9, 42],
          locarnoClasses: ["12.16", "14.02", "14.04"],
          matchedApplicants: ["Kestrel Labs GmbH"]
        })
        assert.deepInclude(r.metadata, { designsIncluded: true, designsAvailable: true, trademarksAvailable: true, compact: false })
        assert.isUndefined(r.metadata.warnings)
        const byId = ok(yield* call("eu_applicant_portfolio", { applicantName: KESTREL_LABS_ID, includeDesigns: false }))
        assert.strictEqual(byId.applicantName, "Kestrel Labs GmbH")
        assert.strictEqual(byId.applicantIdentifier, KESTREL_LABS_ID)
        assert.deepStrictEqual(byId.designs, [])
        assert.deepInclude(byId.metadata, { designsIncluded: false, designsAvailable: true })
      })))

  it.live("eu_applicant_portfolio: compact keeps the top 10 of each; totals and live counts cover every match", () =>
    withTools({}, (call) =>
      Effect.gen(function*() {
        const r = ok(yield* call("eu_applicant_portfolio", { applicantName: "a", limit: 20, compact: true }))
        const marks = EUIPO_SEED.filter((m) => (m["applicants"] as Array<{ name: string }>).some((a) => a.name.toLowerCase().includes("a")))
        const designs = EUIPO_DESIGN_SEED.filter((d) =>
          (d["applicants"] as Array<{ name: string }>).some((a) => a.name.toLowerCase().includes("a"))
        )
        assert.isAbove(marks.length, 20)
        assert.isAbove(designs.length, 10)
        assert.strictEqual(r.trademarks.length, 10)
        assert.strictEqual(r.designs.length, 10)
        assert.strictEqual(r.summary.totalTrademarks, marks.length)
        assert.strictEqual(r.summary.totalDesigns, designs.length)
        assert.strictEqual(r.summary.liveTrademarks, marks.filter((m) => isLiveStatus(mapEuipoStatus(m["status"] as string))).length)
        assert.strictEqual(
          r.summary.liveDesigns,
          designs.filter((d) => isLiveDesignStatus(mapEuipoDesignStatus(d["status"] as string))).length
        )
        assert.isTrue(r.metadata.compact)
        const small = ok(yield* call("eu_applicant_portfolio", { applicantName: "a", limit: 3, status: "live" }))
        assert.strictEqual(small.trademarks.length, 3)
        assert.strictEqual(small.designs.length, 3)
        assert.strictEqual(small.summary.liveTrademarks, small.summary.totalTrademarks)
      })))

  it.live("eu_applicant_portfolio: one side failing leaves the other, with a warning; both failing is an error", () =>
    withTools({}, (call, fake) =>
      Effect.gen(function*() {
        fake.server.failNext(3, 500, DESIGNS_PREFIX)
        const noDesigns = ok(yield* call("eu_applicant_portfolio", { applicantName: "Kestrel Labs GmbH" }))
        assert.deepStrictEqual(noDesigns.trademarks.map((m: { id: string }) => m.id), ["EU-019123456"])
        assert.deepStrictEqual(noDesigns.designs, [])
        assert.deepInclude(noDesigns.metadata, { designsIncluded: true, designsAvailable: false, trademarksAvailable: true })
        assert.deepStrictEqual(noDesigns.metadata.warnings, [
          "Designs could not be read (PROVIDER_ERROR): EUIPO-Designs service error (HTTP 500): Service unavailable (500)."
        ])

        fake.server.failNext(3, 500, API_PREFIX)
        const noMarks = ok(yield* call("eu_applicant_portfolio", { applicantName: "Nordic Seating" }))
        assert.deepStrictEqual(noMarks.trademarks, [])
        assert.strictEqual(noMarks.designs.length, 5)
        assert.deepInclude(noMarks.metadata, { designsAvailable: true, trademarksAvailable: false })
        assert.match(noMarks.metadata.warnings[0], /^Trade marks could not be read \(PROVIDER_ERROR\): EUIPO service error \(HTTP 500\)/)

        fake.server.failNext(3, 500, DESIGNS_PREFIX)
        fake.server.failNext(3, 500, API_PREFIX)
        const both = errorText(yield* call("eu_applicant_portfolio", { applicantName: "Velvet" }))
        assert.include(both, "Error [PROVIDER_ERROR]: Neither trade marks nor designs could be read.")
      })))
})
