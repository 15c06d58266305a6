import { it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { expect } from "vitest"
import { StdioEdgeLive } from "../src/App/HttpEdge.js"
import { McpCoreLive } from "../src/App/McpCore.js"
import { ToolRegistry } from "../src/Mcp/ToolRegistry.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

/**
 * The tools' contract as clients see it in tools/list: names, titles, descriptions, input and
 * output schemas, annotations. A change to any tool's contract shows in review as a change to
 * test/__snapshots__/tools-list.json (update it with `npx vitest run test/ToolsListSnapshot.test.ts -u`
 * when the change is meant).
 */
it.scoped("tools/list matches the reviewed snapshot", () =>
  Effect.gen(function*() {
    const registry = yield* ToolRegistry
    const tools = [...registry.list()].sort((a, b) => a.name.localeCompare(b.name))
    yield* Effect.promise(() => expect(JSON.stringify(tools, null, 2) + "\n").toMatchFileSnapshot("__snapshots__/tools-list.json"))
  }).pipe(Effect.provide(McpCoreLive.pipe(Layer.provide(StdioEdgeLive), Layer.provide(TestAppConfigLayer())))))
