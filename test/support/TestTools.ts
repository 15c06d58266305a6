import { Effect, Layer, Schema } from "effect"
import { ToolError } from "../../src/Domain/ToolError.js"
import { CallContext } from "../../src/Mcp/CallContext.js"
import { McpServer } from "../../src/Mcp/McpServer.js"
import { defineTool, READ_ONLY_LOCAL } from "../../src/Mcp/Tool.js"
import { type ToolCallEvent, ToolCallObserver } from "../../src/Mcp/ToolCallObserver.js"
import { ToolRegistry } from "../../src/Mcp/ToolRegistry.js"

export const searchLike = defineTool({
  name: "search_like",
  title: "Search-like test tool",
  description: "Echoes its arguments.",
  input: Schema.Struct({
    query: Schema.String.pipe(Schema.minLength(1)).annotations({ description: "What to look for" }),
    jurisdictions: Schema.optional(Schema.Array(Schema.Literal("US", "EU"))).annotations({ description: "Offices" }),
    limit: Schema.optional(Schema.Int.pipe(Schema.between(1, 100))).annotations({ description: "Max results, 1-100" })
  }),
  output: Schema.Struct({ query: Schema.String, limit: Schema.Int, owner: Schema.String }),
  annotations: READ_ONLY_LOCAL,
  handler: (input) =>
    Effect.gen(function*() {
      const ctx = yield* CallContext
      if (input.query === "fail") {
        return yield* ToolError.create("PROVIDER_ERROR", "EUIPO service error (HTTP 500)", { provider: "EUIPO", retryAfterMs: 5000 })
      }
      if (input.query === "boom") {
        return yield* Effect.die(new Error("secret stack detail"))
      }
      return { query: input.query, limit: input.limit ?? 20, owner: ctx.owner }
    })
})

export const badOutput = defineTool({
  name: "bad_output",
  title: "Returns a value that breaks its own output schema",
  description: "Test only.",
  input: Schema.Struct({}),
  output: Schema.Struct({ n: Schema.Number }),
  annotations: READ_ONLY_LOCAL,
  handler: () => Effect.succeed({ n: "not a number" } as unknown as { n: number })
})

/** Events seen by the observer, for assertions. */
export const observed: Array<ToolCallEvent> = []

export const TestMcpCore = Layer.effectDiscard(
  Effect.gen(function*() {
    const registry = yield* ToolRegistry
    yield* registry.register(searchLike)
    yield* registry.register(badOutput)
  })
).pipe(
  Layer.provideMerge(McpServer.Default),
  Layer.provideMerge(ToolRegistry.Default),
  Layer.provide(Layer.succeed(ToolCallObserver, { onToolCall: (e) => Effect.sync(() => void observed.push(e)) }))
)
