/**
 * What a client receives while a call runs: progress (only with a
 * progressToken), log messages (only at the level it asked for, per request
 * in 2026-07-28, via logging/setLevel in the 2025 era), and cancellation that
 * interrupts the call and everything it has in flight.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Ref, Schema, TestClock } from "effect"
import { CallContext } from "../src/Mcp/CallContext.js"
import { ClientChannel, logLevelCell } from "../src/Mcp/ClientChannel.js"
import { reportProgress, type ServerNotification } from "../src/Mcp/ClientNotifier.js"
import { type DispatchOutcome, McpServer } from "../src/Mcp/McpServer.js"
import { defineTool, READ_ONLY_LOCAL } from "../src/Mcp/Tool.js"
import { ToolCallObserver } from "../src/Mcp/ToolCallObserver.js"
import { ToolRegistry } from "../src/Mcp/ToolRegistry.js"
import { expectResult } from "./support/RpcAssertions.js"

/** Requests the slow tool "sent upstream": one every 2 s, five in all. */
const upstreamRequests = Ref.unsafeMake(0)

const staged = defineTool({
  name: "staged",
  title: "Three stages",
  description: "Reports three stages and logs a retry.",
  input: Schema.Struct({}),
  output: Schema.Struct({ done: Schema.Boolean }),
  annotations: READ_ONLY_LOCAL,
  handler: () =>
    Effect.gen(function*() {
      yield* reportProgress("EU: 3 result(s)")
      yield* Effect.logWarning("upstream retry").pipe(Effect.annotateLogs({ office: "EUIPO", clientSecret: "s3cret", attempt: 2 }))
      yield* reportProgress("US: 1 result(s)")
      yield* Effect.logDebug("cache lookup")
      yield* reportProgress("AU: 0 result(s)")
      return { done: true }
    })
})

const slow = defineTool({
  name: "slow",
  title: "Slow upstream",
  description: "Five upstream requests, 2 s apart.",
  input: Schema.Struct({}),
  output: Schema.Struct({ requests: Schema.Int }),
  annotations: READ_ONLY_LOCAL,
  handler: () =>
    Effect.gen(function*() {
      for (let i = 0; i < 5; i++) {
        yield* Ref.update(upstreamRequests, (n) => n + 1)
        yield* Effect.sleep("2 seconds")
      }
      return { requests: yield* Ref.get(upstreamRequests) }
    })
})

const TestCore = Layer.effectDiscard(
  Effect.gen(function*() {
    const registry = yield* ToolRegistry
    yield* registry.register(staged)
    yield* registry.register(slow)
  })
).pipe(
  Layer.provideMerge(McpServer.Default),
  Layer.provideMerge(ToolRegistry.Default),
  Layer.provide(Layer.succeed(ToolCallObserver, { onToolCall: () => Effect.void }))
)

const MODERN_META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {}
}

/** A client connection: what the server sent it, and a way to send it messages. */
const connection = (scope = "conn-1") => {
  const received: Array<ServerNotification> = []
  const channel = ClientChannel.of({ scope, send: (n) => void received.push(n), headers: undefined, logLevel: logLevelCell() })
  const send = (message: unknown) =>
    Effect.flatMap(McpServer, (mcp) => mcp.handleParsed(message)).pipe(
      Effect.provideService(CallContext, CallContext.local("stdio")),
      Effect.provideService(ClientChannel, channel)
    )
  return { received, send }
}

const call = (name: string, params: Record<string, unknown> = {}, id: number | string = 1) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name, arguments: {}, ...params }
})

const body = (out: DispatchOutcome): any => (out as { body: unknown }).body

describe("progress", () => {
  it.effect("one notifications/progress per stage, strictly increasing, with the request's token", () =>
    Effect.gen(function*() {
      const c = connection()
      expectResult(body(yield* c.send(call("staged", { _meta: { progressToken: "tok-1" } }))))
      const progress = c.received.filter((n) => n.method === "notifications/progress").map((n) => n.params)
      expect(progress.map((p) => p["progressToken"])).toEqual(["tok-1", "tok-1", "tok-1"])
      expect(progress.map((p) => p["progress"])).toEqual([1, 2, 3])
      expect(progress.map((p) => p["message"])).toEqual(["EU: 3 result(s)", "US: 1 result(s)", "AU: 0 result(s)"])
    }).pipe(Effect.provide(TestCore)))

  it.effect("no progressToken, no progress", () =>
    Effect.gen(function*() {
      const c = connection()
      expectResult(body(yield* c.send(call("staged"))))
      expect(c.received.filter((n) => n.method === "notifications/progress")).toEqual([])
    }).pipe(Effect.provide(TestCore)))

  it.effect("progress in the 2026-07-28 era too", () =>
    Effect.gen(function*() {
      const c = connection()
      expectResult(body(yield* c.send(call("staged", { _meta: { ...MODERN_META, progressToken: 7 } }))))
      expect(c.received.filter((n) => n.method === "notifications/progress")).toHaveLength(3)
    }).pipe(Effect.provide(TestCore)))
})

describe("log messages", () => {
  it.effect("2026-07-28: none without _meta logLevel", () =>
    Effect.gen(function*() {
      const c = connection()
      expectResult(body(yield* c.send(call("staged", { _meta: MODERN_META }))))
      expect(c.received.filter((n) => n.method === "notifications/message")).toEqual([])
    }).pipe(Effect.provide(TestCore)))

  it.effect("2026-07-28: the level asked for in _meta, for that request only; secret-looking fields dropped", () =>
    Effect.gen(function*() {
      const c = connection()
      expectResult(body(yield* c.send(call("staged", { _meta: { ...MODERN_META, "io.modelcontextprotocol/logLevel": "warning" } }))))
      const logs = c.received.filter((n) => n.method === "notifications/message").map((n) => n.params)
      expect(logs).toEqual([{ level: "warning", logger: "ipdata", data: { message: "upstream retry", office: "EUIPO", attempt: 2 } }])
      expect(JSON.stringify(c.received)).not.toContain("s3cret")
      // The next request did not ask: nothing.
      expectResult(body(yield* c.send(call("staged", { _meta: MODERN_META }, 2))))
      expect(c.received.filter((n) => n.method === "notifications/message")).toHaveLength(1)
    }).pipe(Effect.provide(TestCore)))

  it.effect("2025 era: logging/setLevel sets the level for the connection", () =>
    Effect.gen(function*() {
      const c = connection()
      expectResult(body(yield* c.send(call("staged"))))
      expect(c.received.filter((n) => n.method === "notifications/message")).toEqual([])
      expectResult(body(yield* c.send({ jsonrpc: "2.0", id: 2, method: "logging/setLevel", params: { level: "info" } })))
      expectResult(body(yield* c.send(call("staged", {}, 3))))
      const levels = c.received.filter((n) => n.method === "notifications/message").map((n) => n.params["level"])
      // Three stage messages at info, the retry at warning; debug stays out.
      expect(levels).toEqual(["info", "warning", "info", "info"])
      // Another connection set nothing.
      const other = connection("conn-2")
      expectResult(body(yield* other.send(call("staged", {}, 4))))
      expect(other.received).toEqual([])
    }).pipe(Effect.provide(TestCore)))
})

describe("cancellation", () => {
  it.effect("notifications/cancelled interrupts the call: no reply, no further upstream requests", () =>
    Effect.gen(function*() {
      yield* Ref.set(upstreamRequests, 0)
      const c = connection()
      const running = yield* Effect.fork(c.send(call("slow", {}, "req-9")))
      yield* TestClock.adjust("3 seconds")
      expect(yield* Ref.get(upstreamRequests)).toBe(2)
      expect((yield* c.send({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: "req-9", reason: "user" } }))._tag)
        .toBe("NoReply")
      expect((yield* Fiber.join(running))._tag).toBe("NoReply")
      yield* TestClock.adjust("30 seconds")
      expect(yield* Ref.get(upstreamRequests)).toBe(2)
    }).pipe(Effect.provide(TestCore)))

  it.effect("a cancellation from another connection, or for another id, changes nothing", () =>
    Effect.gen(function*() {
      yield* Ref.set(upstreamRequests, 0)
      const c = connection("conn-a")
      const stranger = connection("conn-b")
      const running = yield* Effect.fork(c.send(call("slow", {}, 5)))
      yield* TestClock.adjust("1 second")
      yield* stranger.send({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 5 } })
      yield* c.send({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 6 } })
      yield* TestClock.adjust("10 seconds")
      const result = expectResult(body(yield* Fiber.join(running)))
      expect(result["structuredContent"]).toEqual({ requests: 5 })
    }).pipe(Effect.provide(TestCore)))

  it.effect("interrupting the transport's fiber (an HTTP client that hung up) stops the call too", () =>
    Effect.gen(function*() {
      yield* Ref.set(upstreamRequests, 0)
      const c = connection()
      const running = yield* Effect.fork(c.send(call("slow", {}, 1)))
      yield* TestClock.adjust("1 second")
      yield* Fiber.interrupt(running)
      yield* TestClock.adjust("30 seconds")
      expect(yield* Ref.get(upstreamRequests)).toBe(1)
    }).pipe(Effect.provide(TestCore)))
})
