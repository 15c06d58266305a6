/**
 * The dual era, rule by rule: `initialize` keeps the 2025 behaviour; a request
 * whose `_meta` claims 2026-07-28 is served modern (discover, resultType,
 * cache hints, -32602/-32020/-32022, removed methods -32601 / HTTP 404).
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { CallContext } from "../src/Mcp/CallContext.js"
import { ClientChannel, logLevelCell } from "../src/Mcp/ClientChannel.js"
import { type DispatchOutcome, McpServer } from "../src/Mcp/McpServer.js"
import { expectResult, expectRpcError } from "./support/RpcAssertions.js"
import { TestMcpCore } from "./support/TestTools.js"

const MODERN = "2026-07-28"
const meta = (extra: Record<string, unknown> = {}) => ({
  "io.modelcontextprotocol/protocolVersion": MODERN,
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "test", version: "0" },
  ...extra
})

/** HTTP request headers as a modern client sends them for this body. */
const modernHeaders = (method: string, params: Record<string, unknown> = {}): Record<string, string> => {
  const h: Record<string, string> = { "mcp-protocol-version": MODERN, "mcp-method": method }
  const name = params["name"] ?? params["uri"]
  if (typeof name === "string") h["mcp-name"] = name
  return h
}

const send = (message: unknown, headers?: Record<string, string>) =>
  Effect.gen(function*() {
    const mcp = yield* McpServer
    return yield* mcp.handleParsed(message)
  }).pipe(
    Effect.provideService(CallContext, CallContext.local("http")),
    Effect.provideService(
      ClientChannel,
      ClientChannel.of({
        scope: "test",
        send: undefined,
        headers: headers === undefined ? undefined : (n) => headers[n.toLowerCase()],
        logLevel: logLevelCell()
      })
    ),
    Effect.provide(TestMcpCore)
  )

const single = (out: DispatchOutcome): { body: any; status: number | undefined } => {
  expect(out._tag).toBe("Reply")
  const r = out as Extract<DispatchOutcome, { _tag: "Reply" }>
  return { body: r.body, status: r.status }
}

/** A modern request over HTTP with the headers right unless overridden. */
const modern = (
  method: string,
  params: Record<string, unknown> = {},
  headerOverrides: Record<string, string | undefined> = {},
  id: number | string = 1
) => {
  const headers = { ...modernHeaders(method, params), ...headerOverrides }
  for (const k of Object.keys(headers)) if (headers[k] === undefined) delete headers[k]
  return send({ jsonrpc: "2.0", id, method, params: { ...params, _meta: meta() } }, headers as Record<string, string>).pipe(
    Effect.map(single)
  )
}

describe("2025 era: initialize selects the legacy behaviour unchanged", () => {
  it.effect("initialize, tools/list and tools/call carry no modern fields", () =>
    Effect.gen(function*() {
      const init = expectResult(
        single(
          yield* send({
            jsonrpc: "2.0",
            id: 1,
            method: "initialize",
            params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "x", version: "1" } }
          })
        ).body
      )
      expect(init["protocolVersion"]).toBe("2025-11-25")
      expect(init).not.toHaveProperty("resultType")
      const list = expectResult(single(yield* send({ jsonrpc: "2.0", id: 2, method: "tools/list" })).body)
      expect(list).not.toHaveProperty("ttlMs")
      expect(list).not.toHaveProperty("resultType")
      const call = single(
        yield* send({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "search_like", arguments: { query: "x" } } })
      )
      expect(call.status).toBeUndefined()
      expect(expectResult(call.body)).not.toHaveProperty("resultType")
    }))

  it.effect("server/discover without _meta is not a legacy method: -32602 (it needs the modern envelope)", () =>
    Effect.gen(function*() {
      const r = single(yield* send({ jsonrpc: "2.0", id: 9, method: "server/discover" }))
      expectRpcError(r.body, -32602)
      expect(r.body.id).toBe(9)
    }))

  it.effect("an unknown method is -32601 at HTTP 200 in the 2025 era", () =>
    Effect.gen(function*() {
      const r = single(yield* send({ jsonrpc: "2.0", id: 4, method: "nope/nope" }))
      expectRpcError(r.body, -32601)
      expect(r.status).toBeUndefined()
    }))

  it.effect("tools/list with any cursor is -32602 (one page holds every tool)", () =>
    Effect.gen(function*() {
      expectRpcError(single(yield* send({ jsonrpc: "2.0", id: 5, method: "tools/list", params: { cursor: "abc" } })).body, -32602)
      expectRpcError((yield* modern("tools/list", { cursor: "abc" })).body, -32602)
    }))
})

describe("2026-07-28 era: _meta selects modern", () => {
  it.effect("server/discover: versions of both eras, capabilities, serverInfo in _meta, cache hints, resultType", () =>
    Effect.gen(function*() {
      const r = yield* modern("server/discover")
      const result = expectResult(r.body) as any
      expect(result.supportedVersions).toEqual(expect.arrayContaining([MODERN, "2025-11-25", "2024-11-05"]))
      expect(result.capabilities.tools).toBeDefined()
      expect(result._meta["io.modelcontextprotocol/serverInfo"]).toMatchObject({ name: "ipdata-mcp" })
      expect(result.resultType).toBe("complete")
      expect(result.ttlMs).toBeGreaterThanOrEqual(0)
      expect(["public", "private"]).toContain(result.cacheScope)
      expect(r.status).toBeUndefined()
    }))

  it.effect("tools/list has ttlMs, cacheScope and resultType, and the same tools as the 2025 era", () =>
    Effect.gen(function*() {
      const m = expectResult((yield* modern("tools/list")).body) as any
      const l = expectResult(single(yield* send({ jsonrpc: "2.0", id: 2, method: "tools/list" })).body) as any
      expect(m.tools).toEqual(l.tools)
      expect(m).toMatchObject({ resultType: "complete", cacheScope: "public" })
      expect(Number.isInteger(m.ttlMs)).toBe(true)
    }))

  it.effect("one code path for tools/call: the same content, isError and error code in both eras", () =>
    Effect.gen(function*() {
      for (const args of [{ query: "x" }, { query: "fail" }, { limit: "many" }]) {
        const m = expectResult((yield* modern("tools/call", { name: "search_like", arguments: args })).body) as any
        const l = expectResult(
          single(yield* send({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "search_like", arguments: args } })).body
        ) as any
        expect(m.resultType).toBe("complete")
        expect(m.content).toEqual(l.content)
        expect(m.isError).toEqual(l.isError)
        expect(m._meta?.["ipdata/error"]).toEqual(l._meta?.["ipdata/error"])
      }
    }))

  it.effect("ping, logging/setLevel, initialize and resources/subscribe are gone: -32601 with HTTP 404", () =>
    Effect.gen(function*() {
      for (const method of ["ping", "logging/setLevel", "initialize", "resources/subscribe", "unknown/method"]) {
        const r = yield* modern(method, method === "logging/setLevel" ? { level: "info" } : {}, {}, 500)
        expectRpcError(r.body, -32601)
        expect(r.status).toBe(404)
        expect(r.body.id).toBe(500)
      }
    }))

  it.effect("missing _meta keys are -32602 with HTTP 400 and the request id", () =>
    Effect.gen(function*() {
      const cases: ReadonlyArray<Record<string, unknown> | undefined> = [
        undefined,
        { "io.modelcontextprotocol/clientCapabilities": {} },
        { "io.modelcontextprotocol/protocolVersion": MODERN },
        { ...meta(), "io.modelcontextprotocol/logLevel": "loud" }
      ]
      for (const m of cases) {
        const r = single(
          yield* send(
            { jsonrpc: "2.0", id: 101, method: "server/discover", params: m === undefined ? {} : { _meta: m } },
            modernHeaders("server/discover")
          )
        )
        const err = expectRpcError(r.body, -32602)
        expect(err.message).toMatch(/_meta/)
        expect(r.status).toBe(400)
        expect(r.body.id).toBe(101)
      }
    }))

  it.effect("clientInfo is optional", () =>
    Effect.gen(function*() {
      const { "io.modelcontextprotocol/clientInfo": _, ...noInfo } = meta()
      const r = single(
        yield* send({ jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: noInfo } }, modernHeaders("server/discover"))
      )
      expectResult(r.body)
    }))

  it.effect("an unsupported version is -32022 with data {supported, requested} and HTTP 400", () =>
    Effect.gen(function*() {
      const m = { ...meta(), "io.modelcontextprotocol/protocolVersion": "v999.0.0" }
      const r = single(
        yield* send({ jsonrpc: "2.0", id: 301, method: "server/discover", params: { _meta: m } }, {
          ...modernHeaders("server/discover"),
          "mcp-protocol-version": "v999.0.0"
        })
      )
      const err = expectRpcError(r.body, -32022)
      expect(err.data).toEqual({ supported: expect.arrayContaining([MODERN, "2025-11-25"]), requested: "v999.0.0" })
      expect(r.status).toBe(400)
      expect(r.body.id).toBe(301)
    }))

  it.effect("HTTP headers must match the body: -32020 with HTTP 400", () =>
    Effect.gen(function*() {
      const call = { name: "search_like", arguments: { query: "x" } }
      const mismatches: ReadonlyArray<[string, Record<string, unknown>, Record<string, string | undefined>]> = [
        ["tools/list", {}, { "mcp-protocol-version": "2025-11-25" }],
        ["tools/list", {}, { "mcp-protocol-version": undefined }],
        ["tools/list", {}, { "mcp-method": "prompts/list" }],
        ["tools/list", {}, { "mcp-method": "TOOLS/LIST" }],
        ["tools/list", {}, { "mcp-method": undefined }],
        ["tools/call", call, { "mcp-name": "wrong_tool" }],
        ["tools/call", call, { "mcp-name": undefined }],
        ["tools/call", call, { "mcp-name": "=?base64?not*base64?=" }]
      ]
      for (const [method, params, headers] of mismatches) {
        const r = yield* modern(method, params, headers)
        expectRpcError(r.body, -32020)
        expect(r.status, JSON.stringify(headers)).toBe(400)
      }
      // Whitespace around a value is not part of it; the Base64 sentinel is decoded.
      expectResult((yield* modern("tools/call", call, { "mcp-name": "  search_like  " })).body)
      expectResult((yield* modern("tools/call", call, { "mcp-name": `=?base64?${Buffer.from("search_like").toString("base64")}?=` })).body)
    }))

  it.effect("stdio carries no headers: a modern request is served on _meta alone", () =>
    Effect.gen(function*() {
      const r = single(yield* send({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: meta() } }))
      expect(expectResult(r.body)["resultType"]).toBe("complete")
    }))

  it.effect("both eras on one stream, message by message", () =>
    Effect.gen(function*() {
      const a = expectResult(single(yield* send({ jsonrpc: "2.0", id: 1, method: "tools/list" })).body)
      const b = expectResult(single(yield* send({ jsonrpc: "2.0", id: 2, method: "tools/list", params: { _meta: meta() } })).body)
      const c = expectResult(single(yield* send({ jsonrpc: "2.0", id: 3, method: "ping" })).body)
      expect(a).not.toHaveProperty("resultType")
      expect(b["resultType"]).toBe("complete")
      expect(c).toEqual({})
    }))
})
