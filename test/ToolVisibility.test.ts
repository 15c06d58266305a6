/** MCP_TOOLS and MCP_HIDE_UNCONFIGURED_TOOLS: which tools tools/list offers. */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Layer } from "effect"
import type { Office } from "../src/Config/AppConfig.js"
import { CallContext } from "../src/Mcp/CallContext.js"
import { McpServer } from "../src/Mcp/McpServer.js"
import { ToolVisibility } from "../src/Mcp/ToolVisibility.js"
import { TOOL_CATALOG, visibilityRules } from "../src/Tools/ToolCatalog.js"
import { expectResult, expectRpcError } from "./support/RpcAssertions.js"
import { TestMcpCore } from "./support/TestTools.js"

const none = (_: Office) => false
const only = (...offices: ReadonlyArray<Office>) => (o: Office) => offices.includes(o)
const names = Object.keys(TOOL_CATALOG)

describe("visibility rules", () => {
  it.effect("by default every tool is listed and callable", () =>
    Effect.gen(function*() {
      const v = yield* visibilityRules({ include: [], hideUnconfigured: false }, none)
      expect(names.filter(v.listed)).toEqual(names)
      expect(names.filter(v.callable)).toEqual(names)
    }))

  it.effect("MCP_TOOLS selects by tool name and by area; the rest is neither listed nor callable", () =>
    Effect.gen(function*() {
      const v = yield* visibilityRules({ include: ["patents", "trademark_search"], hideUnconfigured: false }, none)
      expect(names.filter(v.listed).sort()).toEqual(
        ["au_patent_search", "au_patent_status", "ep_patent_search", "ep_patent_status", "patent_family_search", "trademark_search"].sort()
      )
      expect(v.callable("nice_class_lookup")).toBe(false)
    }))

  it.effect("an unknown name in MCP_TOOLS is a configuration error naming the setting and what is allowed", () =>
    Effect.gen(function*() {
      const r = yield* Effect.either(visibilityRules({ include: ["trademark_serch"], hideUnconfigured: false }, none))
      expect(Either.isLeft(r)).toBe(true)
      const e = (r as Either.Left<{ message: string }, unknown>).left
      expect(e.message).toContain("MCP_TOOLS")
      expect(e.message).toContain("trademark_serch")
      expect(e.message).toContain("patents")
    }))

  it.effect("hiding unconfigured: tools whose every office lacks settings leave tools/list but stay callable", () =>
    Effect.gen(function*() {
      const v = yield* visibilityRules({ include: [], hideUnconfigured: true }, only("EUIPO"))
      for (const n of ["ep_patent_search", "patent_family_search", "au_design_search", "au_patent_status"]) {
        expect(v.listed(n), n).toBe(false)
        expect(v.callable(n), n).toBe(true)
      }
      // Configured office, or no office needed (offline, local register, public sources): listed.
      for (const n of ["eu_design_search", "translate_gs_terms", "trademark_search", "nice_class_lookup", "create_watch"]) {
        expect(v.listed(n), n).toBe(true)
      }
    }))
})

describe("through the MCP core", () => {
  const withRules = (listed: (n: string) => boolean, callable: (n: string) => boolean) =>
    Layer.provideMerge(TestMcpCore, Layer.succeed(ToolVisibility, ToolVisibility.of({ listed, callable })))

  const send = (message: unknown) =>
    Effect.flatMap(McpServer, (mcp) => mcp.handleParsed(message)).pipe(
      Effect.provideService(CallContext, CallContext.local("http")),
      Effect.map((o) => (o as { body: any }).body)
    )

  it.effect("tools/list offers only the listed tools; an unselected tool is an unknown tool", () =>
    Effect.gen(function*() {
      const list = expectResult(yield* send({ jsonrpc: "2.0", id: 1, method: "tools/list" })) as any
      expect(list.tools.map((t: { name: string }) => t.name)).toEqual(["search_like"])
      const err = expectRpcError(
        yield* send({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "bad_output", arguments: {} } }),
        -32602
      )
      expect(err.data).toEqual({ availableTools: ["search_like"] })
    }).pipe(Effect.provide(withRules((n) => n === "search_like", (n) => n === "search_like"))))
})
