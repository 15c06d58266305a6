import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, TestClock } from "effect"
import { CallContext, type Tier } from "../src/Mcp/CallContext.js"
import { McpServer } from "../src/Mcp/McpServer.js"
import { ToolCallObserver } from "../src/Mcp/ToolCallObserver.js"
import { ToolRegistry } from "../src/Mcp/ToolRegistry.js"
import { DataPlaneTest } from "../src/Providers/index.js"
import { mockTrademarkProvider } from "../src/Providers/ProviderRegistry.js"
import { MemoryStoreLive } from "../src/Services/Store/MemoryStore.js"
import { Scope, Store, StoreError } from "../src/Services/Store/Store.js"
import { WebhookResolver } from "../src/Services/Webhooks/UrlPolicy.js"
import { WatchToolsLive } from "../src/Tools/Monitoring/index.js"
import { logStoreFailure, STORE_FAILED_MESSAGE, storeFailure } from "../src/Tools/Monitoring/MonitoringSchemas.js"
import { eventRecord } from "./support/MonitoringFixtures.js"
import { expectResult } from "./support/RpcAssertions.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

const core = (env: Record<string, string> = {}) =>
  McpServer.Default.pipe(
    Layer.provideMerge(WatchToolsLive),
    Layer.provideMerge(ToolRegistry.Default),
    Layer.provideMerge(MemoryStoreLive),
    Layer.provide(Layer.succeed(ToolCallObserver, { onToolCall: () => Effect.void })),
    Layer.provide(
      DataPlaneTest({
        providers: [mockTrademarkProvider("US"), mockTrademarkProvider("EU")],
        unconfigured: [{ jurisdiction: "AU", settings: ["IPAUSTRALIA_CLIENT_ID", "IPAUSTRALIA_CLIENT_SECRET"] }]
      })
    ),
    Layer.provide(TestAppConfigLayer(env)),
    // create_watch checks webhookUrl with the webhook URL policy, DNS included.
    Layer.provide(
      WebhookResolver.fromTable((h) => (h === "example.com" ? ["93.184.216.34"] : h === "intranet.example.com" ? ["10.1.2.3"] : undefined))
    )
  )

const key = (owner: string, tier: Tier = "pro") =>
  CallContext.of({ owner, keyId: owner, label: undefined, tier, isAdmin: tier === "admin", transport: "http" })
const KEY_A = key("key-a")
const KEY_B = key("key-b")
const ADMIN = key("admin", "admin")

type Reply = { isError?: boolean; structuredContent?: any; content: Array<{ text: string }> }
const call = (ctx: CallContext["Type"], name: string, args: unknown) =>
  Effect.gen(function*() {
    const mcp = yield* McpServer
    const out = yield* mcp.handleParsed({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } })
    return expectResult((out as { body: unknown }).body) as Reply
  }).pipe(Effect.provideService(CallContext, ctx))

const ok = (ctx: CallContext["Type"], name: string, args: unknown) =>
  Effect.map(call(ctx, name, args), (r) => {
    expect(r.isError, r.content[0]?.text).toBeUndefined()
    return r.structuredContent
  })

const invalid = (args: unknown, ...fragments: ReadonlyArray<string | RegExp>) =>
  Effect.gen(function*() {
    const r = yield* call(KEY_A, "create_watch", args)
    expect(r.isError, JSON.stringify(args)).toBe(true)
    const text = r.content[0]!.text
    expect(text).toMatch(/^Error \[INVALID_INPUT\]/)
    for (const f of fragments) expect(text).toMatch(f)
  })

const statusWatch = { name: "Acme US", type: "status_change", trademarkId: "US:87654321" }

describe("create_watch", () => {
  it.effect("creates a watch exactly as the spec: defaults, hyphen id, createdAt with ms, message", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(Date.parse("2025-03-04T05:06:07.089Z"))
      const out = yield* ok(KEY_A, "create_watch", statusWatch)
      expect(out.watch).toEqual({
        id: expect.stringMatching(/^w_[0-9a-f]{12}$/),
        name: "Acme US",
        type: "status_change",
        enabled: true,
        trademarkId: "US-87654321",
        jurisdictions: [],
        niceClasses: [],
        similarityThreshold: 0.7,
        deadlineDaysAhead: 30,
        createdAt: "2025-03-04T05:06:07.089Z",
        lastCheckedAt: null
      })
      expect(out.message).toBe("Watch \"Acme US\" created successfully. It will start monitoring on the next poll cycle.")
      expect(out.notes).toBeUndefined()

      const similar = yield* ok(KEY_A, "create_watch", {
        name: "Acme lookalikes",
        type: "similar_filing",
        markName: " ACME ",
        jurisdictions: ["EU", "US", "EU"],
        niceClasses: [42, 9, 9],
        similarityThreshold: 0.8,
        webhookUrl: "https://example.com/hooks/acme"
      })
      expect(similar.watch).toMatchObject({
        markName: "ACME",
        jurisdictions: ["US", "EU"],
        niceClasses: [9, 42],
        similarityThreshold: 0.8,
        webhookUrl: "https://example.com/hooks/acme"
      })
      const deadline = yield* ok(KEY_A, "create_watch", {
        name: "Renewals",
        type: "deadline_approaching",
        trademarkId: "EU-018123456",
        deadlineDaysAhead: 365
      })
      expect(deadline.watch).toMatchObject({ trademarkId: "EU-018123456", deadlineDaysAhead: 365 })
      const all = yield* ok(KEY_A, "create_watch", { name: "Everywhere", type: "similar_filing", markName: "ACME", jurisdictions: ["ALL"] })
      expect(all.watch.jurisdictions).toEqual([])
    }).pipe(Effect.provide(core())))

  it.effect("says plainly when an office cannot be polled yet, and when polling is off", () =>
    Effect.gen(function*() {
      const out = yield* ok(KEY_A, "create_watch", { name: "AU", type: "status_change", trademarkId: "AU-1234567" })
      expect(out.notes.join(" ")).toMatch(/AU cannot be polled yet: .*IPAUSTRALIA_CLIENT_ID/)
      expect(out.notes.join(" ")).toContain("WATCH_POLL_INTERVAL=0")
      // WEBHOOK_ALLOW_PRIVATE (development) lets a watch post to a local receiver.
      const local = yield* ok(KEY_A, "create_watch", { ...statusWatch, webhookUrl: "http://localhost:8080/hook" })
      expect(local.watch.webhookUrl).toBe("http://localhost:8080/hook")
    }).pipe(Effect.provide(core({ WATCH_POLL_INTERVAL: "0", WEBHOOK_ALLOW_PRIVATE: "true" }))))

  it.effect("every invalid combination is a clear INVALID_INPUT naming the field", () =>
    Effect.gen(function*() {
      yield* invalid({ name: "x", type: "status_change" }, /"trademarkId" is required for status_change/)
      yield* invalid({ name: "x", type: "deadline_approaching" }, /"trademarkId" is required for deadline_approaching/)
      yield* invalid({ name: "x", type: "similar_filing" }, /"markName" is required for similar_filing/)
      yield* invalid({ name: "x", type: "similar_filing", markName: "   " }, /"markName" must not be blank/)
      yield* invalid(
        { name: "x", type: "similar_filing", markName: "ACME", trademarkId: "US-1" },
        /"trademarkId" is not used by similar_filing/
      )
      yield* invalid(
        { name: "x", type: "similar_filing", markName: "ACME", deadlineDaysAhead: 10 },
        /"deadlineDaysAhead" only applies to deadline_approaching/
      )
      yield* invalid({ ...statusWatch, markName: "ACME" }, /"markName" is only used by similar_filing/)
      yield* invalid({ ...statusWatch, niceClasses: [9] }, /"niceClasses" only applies to similar_filing/)
      yield* invalid({ ...statusWatch, similarityThreshold: 0.5 }, /"similarityThreshold" only applies to similar_filing/)
      yield* invalid({ ...statusWatch, deadlineDaysAhead: 10 }, /"deadlineDaysAhead" only applies to deadline_approaching/)
      yield* invalid(
        { ...statusWatch, jurisdictions: ["EU"] },
        /"jurisdictions": a status_change watch covers the office of its trademarkId \(US\)/
      )
      yield* invalid({ ...statusWatch, trademarkId: "87654321" }, /"trademarkId" must be an office code.*"US-87654321"/)
      yield* invalid({ ...statusWatch, trademarkId: "XX-87654321" }, /"trademarkId" must be an office code/)
      yield* invalid({ ...statusWatch, trademarkId: "US-abc" }, /"abc" is not a US trademark number; US expects an 8-digit serial number/)
      yield* invalid({ name: "x", type: "similar_filing", markName: "ACME", jurisdictions: ["ALL", "EU"] }, /"ALL" cannot be combined/)
      yield* invalid({ name: "x", type: "similar_filing", markName: "ACME", jurisdictions: ["XX"] }, /jurisdictions/)
      yield* invalid({ ...statusWatch, webhookUrl: "http://example.com/hook" }, /"webhookUrl" must use https/)
      yield* invalid({ ...statusWatch, webhookUrl: "https://10.0.0.7/hook" }, /"webhookUrl" points at 10\.0\.0\.7.*private network address/)
      yield* invalid({ ...statusWatch, webhookUrl: "not a url" }, /"webhookUrl" is not an absolute URL/)
      yield* invalid(
        { ...statusWatch, webhookUrl: "https://user:pw@example.com/" },
        /"webhookUrl" must not contain a user name or password/
      )
      yield* invalid({ ...statusWatch, name: "   " }, /"name" must not be blank/)
      yield* invalid({ ...statusWatch, name: "n".repeat(201) }, /name/)
      yield* invalid({ type: "status_change", trademarkId: "US-1" }, /"name" is required/)
      yield* invalid({ ...statusWatch, type: "bogus" }, /type/)
      yield* invalid({ name: "x", type: "similar_filing", markName: "ACME", similarityThreshold: 1.5 }, /similarityThreshold/)
      yield* invalid({ name: "x", type: "similar_filing", markName: "ACME", niceClasses: [99] }, /niceClasses/)
      yield* invalid({ name: "x", type: "deadline_approaching", trademarkId: "US-1", deadlineDaysAhead: 366 }, /deadlineDaysAhead/)
      yield* invalid({ name: "x", type: "deadline_approaching", trademarkId: "US-1", deadlineDaysAhead: 0 }, /deadlineDaysAhead/)
      // Several problems are reported together.
      yield* invalid(
        { name: " ", type: "status_change", niceClasses: [9] },
        /"name" must not be blank/,
        /"trademarkId" is required/,
        /"niceClasses" only applies/
      )
      // Nothing was stored by any of them.
      expect((yield* ok(KEY_A, "list_watches", {})).total).toBe(0)
    }).pipe(Effect.provide(core())))

  it.effect("limits per key by tier: LIMIT_REACHED at the cap; other keys, the admin and the local owner are not affected", () =>
    Effect.gen(function*() {
      const free = key("free-key", "free")
      yield* ok(free, "create_watch", statusWatch)
      yield* ok(free, "create_watch", statusWatch)
      const third = yield* call(free, "create_watch", statusWatch)
      expect(third.isError).toBe(true)
      expect(third.content[0]!.text).toMatch(
        /^Error \[LIMIT_REACHED\]: This API key already has 2 watches, the most the free tier allows.*WATCH_LIMIT_FREE/
      )
      // Deleting one makes room.
      const [first] = (yield* ok(free, "list_watches", {})).watches
      yield* ok(free, "manage_watch", { watchId: first.id, action: "delete" })
      yield* ok(free, "create_watch", statusWatch)
      const pro = key("pro-key", "pro")
      for (let i = 0; i < 4; i++) yield* ok(pro, "create_watch", statusWatch)
      expect((yield* call(pro, "create_watch", statusWatch)).content[0]!.text).toMatch(/LIMIT_REACHED.*pro tier/)
      const enterprise = key("ent-key", "enterprise")
      for (let i = 0; i < 5; i++) yield* ok(enterprise, "create_watch", statusWatch)
      for (let i = 0; i < 5; i++) yield* ok(CallContext.local("http"), "create_watch", statusWatch)
    }).pipe(Effect.provide(core({ WATCH_LIMIT_FREE: "2", WATCH_LIMIT_PRO: "4" }))))
})

describe("list_watches and manage_watch", () => {
  it.effect("lists by type and enabled; pause, resume, delete (with its events); unknown id is success: false", () =>
    Effect.gen(function*() {
      const s = (yield* ok(KEY_A, "create_watch", statusWatch)).watch
      const m = (yield* ok(KEY_A, "create_watch", { name: "m", type: "similar_filing", markName: "ACME" })).watch
      const store = yield* Store
      yield* store.recordCheck({
        watchId: s.id,
        checkedAt: "2025-01-02T00:00:00.000Z",
        snapshot: undefined,
        events: [eventRecord({ ...s, owner: "key-a" })],
        deliveries: []
      })

      expect(yield* ok(KEY_A, "list_watches", {})).toMatchObject({ total: 2, summary: "Found 2 watch(es)." })
      expect((yield* ok(KEY_A, "list_watches", { type: "similar_filing" })).watches.map((w: any) => w.id)).toEqual([m.id])
      expect((yield* ok(KEY_A, "list_watches", {})).watches[0].lastCheckedAt).toBe("2025-01-02T00:00:00.000Z")

      expect(yield* ok(KEY_A, "manage_watch", { watchId: s.id, action: "pause" })).toEqual({
        success: true,
        message: `Watch ${s.id} paused.`
      })
      expect((yield* ok(KEY_A, "list_watches", { enabled: false })).watches.map((w: any) => [w.id, w.enabled])).toEqual([[s.id, false]])
      expect((yield* ok(KEY_A, "manage_watch", { watchId: s.id, action: "pause" })).message).toBe(`Watch ${s.id} is already paused.`)
      // Pausing keeps the events.
      expect((yield* ok(KEY_A, "get_watch_events", { watchId: s.id })).total).toBe(1)
      expect((yield* ok(KEY_A, "manage_watch", { watchId: s.id, action: "resume" })).success).toBe(true)
      expect((yield* ok(KEY_A, "list_watches", { enabled: true })).total).toBe(2)

      expect(yield* ok(KEY_A, "manage_watch", { watchId: s.id, action: "delete" })).toEqual({
        success: true,
        message: `Watch ${s.id} deleted, with its event history.`
      })
      expect((yield* store.listEvents(Scope.all, { limit: 10 })).total).toBe(0)
      const gone = yield* ok(KEY_A, "manage_watch", { watchId: s.id, action: "resume" })
      expect(gone).toEqual({ success: false, message: `No watch ${s.id} found. Use list_watches to see your watches.` })
      const bad = yield* call(KEY_A, "manage_watch", { watchId: s.id, action: "archive" })
      expect(bad.content[0]!.text).toMatch(/INVALID_INPUT[\s\S]*"action"/)
    }).pipe(Effect.provide(core())))
})

describe("get_watch_events and acknowledge_events", () => {
  it.effect("newest first, filters, limit up to 100 with the full total; acknowledgements explained", () =>
    Effect.gen(function*() {
      const w = (yield* ok(KEY_A, "create_watch", statusWatch)).watch
      const rec = { ...w, owner: "key-a" }
      const e1 = eventRecord(rec, { detectedAt: "2025-01-01T00:00:00.000Z", severity: "critical" })
      const e2 = eventRecord(rec, { detectedAt: "2025-01-02T00:00:00.000Z", severity: "info" })
      const e3 = eventRecord(rec, { detectedAt: "2025-01-03T00:00:00.000Z", severity: "critical" })
      const store = yield* Store
      yield* store.recordCheck({ watchId: w.id, checkedAt: e3.detectedAt, snapshot: undefined, events: [e1, e2, e3], deliveries: [] })

      const all = yield* ok(KEY_A, "get_watch_events", {})
      expect(all.events.map((e: any) => e.id)).toEqual([e3.id, e2.id, e1.id])
      expect(all.summary).toBe("Found 3 event(s).")
      expect(all.events[0]).toEqual({
        id: e3.id,
        watchId: w.id,
        type: "status_change",
        severity: "critical",
        detectedAt: "2025-01-03T00:00:00.000Z",
        summary: "Something happened",
        details: { previousStatus: "pending", newStatus: "registered" },
        acknowledged: false,
        webhookDelivered: false
      })
      const one = yield* ok(KEY_A, "get_watch_events", { limit: 1 })
      expect(one).toMatchObject({ total: 3, summary: "Found 3 event(s). Showing the newest 1 of 3." })
      expect((yield* ok(KEY_A, "get_watch_events", { severity: "critical" })).events.map((e: any) => e.id)).toEqual([e3.id, e1.id])
      expect((yield* call(KEY_A, "get_watch_events", { limit: 101 })).content[0]!.text).toMatch(/INVALID_INPUT[\s\S]*"limit"/)
      expect((yield* ok(KEY_A, "get_watch_events", { watchId: "w_000000000000" })).summary).toBe(
        "No watch w_000000000000 found. Use list_watches to see your watches."
      )

      expect(yield* ok(KEY_A, "acknowledge_events", { eventIds: [e1.id, e2.id] })).toEqual({
        acknowledged: 2,
        total: 2,
        message: "All 2 event(s) acknowledged."
      })
      const mixed = yield* ok(KEY_A, "acknowledge_events", { eventIds: [e1.id, e3.id, "evt_unknown"] })
      expect(mixed).toEqual({
        acknowledged: 1,
        total: 3,
        message: `1 of 3 event(s) acknowledged; 1 already acknowledged (${e1.id}); 1 not found (evt_unknown).`,
        alreadyAcknowledged: [e1.id],
        unknown: ["evt_unknown"]
      })
      expect((yield* ok(KEY_A, "get_watch_events", { unacknowledgedOnly: true })).total).toBe(0)
      expect((yield* call(KEY_A, "acknowledge_events", { eventIds: [] })).content[0]!.text).toMatch(/INVALID_INPUT[\s\S]*"eventIds"/)
    }).pipe(Effect.provide(core())))
})

describe("tenant isolation", () => {
  it.effect("key B cannot list, pause, read, acknowledge or delete key A's data; the admin sees all", () =>
    Effect.gen(function*() {
      const wa = (yield* ok(KEY_A, "create_watch", statusWatch)).watch
      const wb = (yield* ok(KEY_B, "create_watch", { name: "B's", type: "similar_filing", markName: "ZETA" })).watch
      const ea = eventRecord({ ...wa, owner: "key-a" })
      const store = yield* Store
      yield* store.recordCheck({ watchId: wa.id, checkedAt: ea.detectedAt, snapshot: undefined, events: [ea], deliveries: [] })

      expect((yield* ok(KEY_B, "list_watches", {})).watches.map((w: any) => w.id)).toEqual([wb.id])
      for (const action of ["pause", "resume", "delete"]) {
        expect(yield* ok(KEY_B, "manage_watch", { watchId: wa.id, action })).toEqual({
          success: false,
          message: `No watch ${wa.id} found. Use list_watches to see your watches.`
        })
      }
      expect((yield* ok(KEY_B, "get_watch_events", {})).total).toBe(0)
      expect((yield* ok(KEY_B, "get_watch_events", { watchId: wa.id })).total).toBe(0)
      expect(yield* ok(KEY_B, "acknowledge_events", { eventIds: [ea.id] })).toMatchObject({ acknowledged: 0, unknown: [ea.id] })

      // A's data is untouched.
      const aWatches = (yield* ok(KEY_A, "list_watches", {})).watches
      expect(aWatches.map((w: any) => [w.id, w.enabled])).toEqual([[wa.id, true]])
      expect((yield* ok(KEY_A, "get_watch_events", { unacknowledgedOnly: true })).total).toBe(1)

      // The admin key sees every owner's watches and events.
      expect((yield* ok(ADMIN, "list_watches", {})).watches.map((w: any) => w.id)).toEqual([wa.id, wb.id])
      expect((yield* ok(ADMIN, "get_watch_events", {})).total).toBe(1)
    }).pipe(Effect.provide(core())))
})

describe("a store failure, as tools and the watch resource answer it", () => {
  const failure = new StoreError({ operation: "listWatches", reason: "disk I/O error at /data/monitoring.sqlite" })

  it.effect("a tool answers a retryable INTERNAL_ERROR without the cause", () =>
    Effect.gen(function*() {
      const error = yield* Effect.flip(storeFailure(failure))
      expect(error.code).toBe("INTERNAL_ERROR")
      expect(error.retryable).toBe(true)
      expect(error.message).toBe(STORE_FAILED_MESSAGE)
      expect(error.message).not.toMatch(/disk|sqlite/)
    }))

  it.effect("logStoreFailure fails with the answer it is given", () =>
    Effect.gen(function*() {
      expect(yield* Effect.flip(logStoreFailure(failure, "the answer"))).toBe("the answer")
    }))
})
