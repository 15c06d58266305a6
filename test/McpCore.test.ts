import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { CallContext } from "../src/Mcp/CallContext.js"
import { type DispatchOutcome, McpServer } from "../src/Mcp/McpServer.js"
import { expectResult, expectRpcError, expectValidReply, schemas } from "./support/RpcAssertions.js"
import { observed, TestMcpCore } from "./support/TestTools.js"

const send = (text: string) =>
  Effect.gen(function*() {
    const mcp = yield* McpServer
    return yield* mcp.handleText(text)
  }).pipe(Effect.provideService(CallContext, CallContext.local("http")), Effect.provide(TestMcpCore))

const reply = (outcome: DispatchOutcome): any => {
  expect(outcome._tag).not.toBe("NoReply")
  return (outcome as { body: unknown }).body
}

const call = (name: string, args: unknown, id: number | string = 1) =>
  send(JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } })).pipe(Effect.map(reply))

describe("JSON-RPC envelope", () => {
  it.effect("parse error is -32700 without an id", () =>
    Effect.gen(function*() {
      const out = yield* send("{not json")
      expect(out._tag).toBe("ParseError")
      const err = expectRpcError(reply(out), -32700)
      expect(err.message).toMatch(/Parse error/)
      expect(reply(out)).not.toHaveProperty("id")
    }))

  it.effect("invalid request keeps the id when it can be read", () =>
    Effect.gen(function*() {
      expectRpcError(reply(yield* send(JSON.stringify({ jsonrpc: "1.0", id: 7, method: "ping" }))), -32600)
      expect(reply(yield* send(JSON.stringify({ jsonrpc: "1.0", id: 7, method: "ping" }))).id).toBe(7)
      expectRpcError(reply(yield* send(JSON.stringify({ jsonrpc: "2.0", id: 8 }))), -32600)
      expectRpcError(reply(yield* send(JSON.stringify(42))), -32600)
      expectRpcError(reply(yield* send(JSON.stringify({ jsonrpc: "2.0", id: null, method: "ping" }))), -32600)
      expectRpcError(reply(yield* send(JSON.stringify({ jsonrpc: "2.0", id: 1.5, method: "ping" }))), -32600)
    }))

  it.effect("string and integer ids, 0 included, are echoed", () =>
    Effect.gen(function*() {
      for (const id of [0, 1, -3, "abc", "", "req-6"]) {
        const r = reply(yield* send(JSON.stringify({ jsonrpc: "2.0", id, method: "ping" })))
        expect(expectResult(r)).toEqual({})
        expect(r.id).toBe(id)
      }
    }))

  it.effect("notifications and client responses get no reply", () =>
    Effect.gen(function*() {
      expect((yield* send(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })))._tag).toBe("NoReply")
      expect((yield* send(JSON.stringify({ jsonrpc: "2.0", method: "tools/list" })))._tag).toBe("NoReply")
      expect((yield* send(JSON.stringify({ jsonrpc: "2.0", id: 5, result: {} })))._tag).toBe("NoReply")
    }))

  it.effect("batches: array in, array out; notifications dropped; empty batch invalid", () =>
    Effect.gen(function*() {
      const out = reply(
        yield* send(
          JSON.stringify([
            { jsonrpc: "2.0", id: 1, method: "ping" },
            { jsonrpc: "2.0", method: "notifications/initialized" },
            { jsonrpc: "2.0", id: "two", method: "nope" }
          ])
        )
      )
      expect(Array.isArray(out)).toBe(true)
      expect(out).toHaveLength(2)
      out.forEach(expectValidReply)
      expect(out.map((r: { id: unknown }) => r.id).sort()).toEqual([1, "two"])
      expect((yield* send(JSON.stringify([{ jsonrpc: "2.0", method: "notifications/initialized" }])))._tag).toBe("NoReply")
      expectRpcError(reply(yield* send("[]")), -32600)
    }))

  it.effect("unknown methods are -32601 (a core without resources or prompts has neither)", () =>
    Effect.gen(function*() {
      for (const method of ["nope", "resources/list", "prompts/list", "completion/complete"]) {
        const err = expectRpcError(reply(yield* send(JSON.stringify({ jsonrpc: "2.0", id: 1, method }))), -32601)
        expect(err.message).toContain(method)
      }
    }))
})

describe("initialize", () => {
  it.effect("echoes a supported version, else answers the latest", () =>
    Effect.gen(function*() {
      for (
        const [asked, answered] of [
          ["2025-11-25", "2025-11-25"],
          ["2025-06-18", "2025-06-18"],
          ["2025-03-26", "2025-03-26"],
          ["2024-11-05", "2024-11-05"],
          ["2099-01-01", "2025-11-25"]
        ]
      ) {
        const r = expectResult(
          reply(
            yield* send(
              JSON.stringify({
                jsonrpc: "2.0",
                id: 1,
                method: "initialize",
                params: { protocolVersion: asked, capabilities: {}, clientInfo: { name: "t", version: "0" } }
              })
            )
          )
        )
        expect(schemas.InitializeResultSchema.safeParse(r).success).toBe(true)
        expect(r["protocolVersion"]).toBe(answered)
        expect((r["serverInfo"] as { name: string }).name).toBe("ipdata-mcp")
        expect(r["capabilities"]).toHaveProperty("tools")
        expect(String(r["instructions"])).toMatch(/trademark_search/)
      }
    }))
})

describe("tools/list", () => {
  it.effect("the serialised reply carries each request's own id, reused or not", () =>
    Effect.gen(function*() {
      const mcp = yield* McpServer
      const ids: ReadonlyArray<number | string> = [1, "a", 1, 2, 3, 4, 5, 1, "x".repeat(100), "a"]
      const bodies: Array<string> = []
      for (const id of ids) {
        const outcome = yield* mcp.handleText(JSON.stringify({ jsonrpc: "2.0", id, method: "tools/list" }))
        const json = (outcome as { json?: Uint8Array }).json
        expect(json).toBeDefined()
        const parsed = JSON.parse(Buffer.from(json!).toString("utf8"))
        expect(parsed.id).toBe(id)
        expect(parsed).toEqual(reply(outcome))
        bodies.push(JSON.stringify(parsed.result))
      }
      expect(new Set(bodies).size).toBe(1)
      // A few ids per list are kept whole; never more.
      expect(mcp.tables()["tools_list_replies"]).toBe(4)
    }).pipe(Effect.provideService(CallContext, CallContext.local("http")), Effect.provide(TestMcpCore)))

  it.effect("inline schemas with descriptions, no $ref and no generated titles", () =>
    Effect.gen(function*() {
      const r = expectResult(reply(yield* send(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }))))
      expect(schemas.ListToolsResultSchema.safeParse(r).success).toBe(true)
      const tool = (r["tools"] as Array<any>).find((t) => t.name === "search_like")
      const text = JSON.stringify(tool.inputSchema)
      expect(text).not.toContain("$ref")
      expect(text).not.toContain("\"title\"")
      expect(tool.inputSchema.type).toBe("object")
      expect(tool.inputSchema.required).toEqual(["query"])
      expect(tool.inputSchema.properties.limit).toMatchObject({
        type: "integer",
        minimum: 1,
        maximum: 100,
        description: "Max results, 1-100"
      })
      expect(tool.outputSchema.type).toBe("object")
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false })
    }))
})

describe("tools/call", () => {
  it.effect("success: JSON text block plus structuredContent", () =>
    Effect.gen(function*() {
      const r = expectResult(yield* call("search_like", { query: "kodak", limit: 5 }))
      expect(schemas.CallToolResultSchema.safeParse(r).success).toBe(true)
      expect(r["structuredContent"]).toEqual({ query: "kodak", limit: 5, owner: "local" })
      expect(JSON.parse((r["content"] as Array<{ text: string }>)[0]!.text)).toEqual(r["structuredContent"])
      expect(r["isError"]).toBeUndefined()
    }))

  it.effect("unknown tool is JSON-RPC -32602", () =>
    Effect.gen(function*() {
      const err = expectRpcError(yield* call("no_such_tool", {}), -32602)
      expect(err.message).toBe("Unknown tool: no_such_tool")
      expectRpcError(reply(yield* send(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: {} }))), -32602)
    }))

  it.effect("invalid arguments: isError result with INVALID_INPUT naming every field", () =>
    Effect.gen(function*() {
      const r = expectResult(yield* call("search_like", { limit: 500, jurisdictions: ["XX"] }))
      expect(r["isError"]).toBe(true)
      expect(r["structuredContent"]).toBeUndefined()
      const text = (r["content"] as Array<{ text: string }>)[0]!.text
      expect(text).toMatch(/^Error \[INVALID_INPUT\]: Invalid arguments for search_like/)
      expect(text).toContain("\"query\" is required")
      expect(text).toMatch(/limit/)
      expect(text).toContain("\"jurisdictions.0\": Expected one of \"US\", \"EU\", actual \"XX\"")
      expect(text).toContain("\"limit\": Expected a number between 1 and 100, actual 500")
      expect(text).not.toContain("Expected undefined")
      expect(text).not.toMatch(/This error is retryable/)
    }))

  it.effect("unknown argument names list the accepted ones and the closest", () =>
    Effect.gen(function*() {
      const r = expectResult(yield* call("search_like", { query: "x", jurisdiction: "US", maxResults: 10 }))
      expect(r["isError"]).toBe(true)
      const text = (r["content"] as Array<{ text: string }>)[0]!.text
      expect(text).toContain("unknown argument \"jurisdiction\" (did you mean \"jurisdictions\"?)")
      expect(text).toContain("unknown argument \"maxResults\" (did you mean \"limit\"?)")
      expect(text).toContain("Accepted arguments: query, jurisdictions, limit")
    }))

  it.effect("arguments that are not an object are INVALID_INPUT", () =>
    Effect.gen(function*() {
      const r = expectResult(yield* call("search_like", ["x"]))
      expect(r["isError"]).toBe(true)
      expect((r["content"] as Array<{ text: string }>)[0]!.text).toContain("arguments must be a JSON object")
    }))

  it.effect("tool errors use the reference text layout and carry the code in _meta", () =>
    Effect.gen(function*() {
      const r = expectResult(yield* call("search_like", { query: "fail" }))
      expect(r["isError"]).toBe(true)
      expect((r["content"] as Array<{ text: string }>)[0]!.text).toBe(
        "Error [PROVIDER_ERROR]: EUIPO service error (HTTP 500)\nProvider: EUIPO\n(This error is retryable)\nRetry after: 5s"
      )
      expect((r["_meta"] as any)["ipdata/error"]).toMatchObject({ code: "PROVIDER_ERROR", provider: "EUIPO", retryable: true })
    }))

  it.effect("a defect becomes INTERNAL_ERROR without any stack detail", () =>
    Effect.gen(function*() {
      const r = expectResult(yield* call("search_like", { query: "boom" }))
      expect(r["isError"]).toBe(true)
      const text = JSON.stringify(r)
      expect(text).toContain("INTERNAL_ERROR")
      expect(text).not.toContain("secret stack detail")
      expect(text).not.toMatch(/at .*\.ts:\d+/)
    }))

  it.effect("output that breaks its schema is an internal error, not invalid structuredContent", () =>
    Effect.gen(function*() {
      const r = expectResult(yield* call("bad_output", {}))
      expect(r["isError"]).toBe(true)
      expect(r["structuredContent"]).toBeUndefined()
    }))

  it.effect("every call is observed once with its outcome and a query hash", () =>
    Effect.gen(function*() {
      observed.length = 0
      yield* call("search_like", { query: "secret-query" })
      yield* call("search_like", { query: "fail" })
      expect(observed.map((e) => [e.tool, e.success, e.errorCode ?? null])).toEqual([
        ["search_like", true, null],
        ["search_like", false, "PROVIDER_ERROR"]
      ])
      expect(JSON.stringify(observed)).not.toContain("secret-query")
      expect(observed[0]!.queryHash).toMatch(/^[0-9a-f]{16}$/)
    }))
})

describe("logging/setLevel", () => {
  it.effect("accepts a syslog level and rejects others with -32602", () =>
    Effect.gen(function*() {
      expect(
        expectResult(
          reply(yield* send(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "logging/setLevel", params: { level: "warning" } })))
        )
      ).toEqual({})
      expectRpcError(
        reply(yield* send(JSON.stringify({ jsonrpc: "2.0", id: 2, method: "logging/setLevel", params: { level: "loud" } }))),
        -32602
      )
    }))
})
