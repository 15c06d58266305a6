import { Effect, Layer } from "effect"
import { expect } from "vitest"
import { CallContext, type Tier } from "../../src/Mcp/CallContext.js"
import { McpServer } from "../../src/Mcp/McpServer.js"
import { ToolCallObserver } from "../../src/Mcp/ToolCallObserver.js"
import { ToolRegistry } from "../../src/Mcp/ToolRegistry.js"
import { MemoryStoreLive } from "../../src/Services/Store/MemoryStore.js"
import { DeliveryWorker } from "../../src/Services/Webhooks/DeliveryWorker.js"
import { WebhookResolver } from "../../src/Services/Webhooks/UrlPolicy.js"
import { WebhookTransportLive } from "../../src/Services/Webhooks/WebhookTransport.js"
import { WebhookToolsLive } from "../../src/Tools/Monitoring/WebhookTools.js"
import { expectResult } from "./RpcAssertions.js"
import { TestAppConfigLayer } from "./TestAppConfig.js"

/** Test DNS: the only names that resolve. */
export const TEST_DNS: Record<string, ReadonlyArray<string>> = {
  "hooks.example.com": ["93.184.216.34"],
  "second.example.com": ["93.184.216.34"],
  "third.example.com": ["93.184.216.34"],
  "intranet.example.com": ["10.1.2.3"]
}

/** The webhook tools through the MCP core, over a memory store (exposed for seeding) and the live transport. */
export const webhookToolStack = (env: Record<string, string> = {}) => {
  const config = TestAppConfigLayer(env)
  const base = Layer.mergeAll(MemoryStoreLive, config, WebhookResolver.fromTable((h) => TEST_DNS[h]))
  const worker = DeliveryWorker.Default.pipe(Layer.provide(WebhookTransportLive), Layer.provideMerge(base))
  return WebhookToolsLive.pipe(
    Layer.provideMerge(McpServer.Default),
    Layer.provideMerge(ToolRegistry.Default),
    Layer.provide(ToolCallObserver.logOnly),
    Layer.provideMerge(worker)
  )
}

export const caller = (owner: string, tier: Tier = "pro", isAdmin = false) =>
  CallContext.of({ owner, keyId: `${owner}-id`, label: undefined, tier, isAdmin, transport: "http" })

export const KEY_A = caller("key-a")
export const KEY_B = caller("key-b")
export const ADMIN = caller("admin", "admin", true)

export interface ToolReply {
  readonly isError: boolean
  readonly text: string
  readonly structured: any
  readonly raw: string
}

/** tools/call as `who`, through McpServer.handleText. */
export const callTool = (who: CallContext["Type"], name: string, args: unknown) =>
  Effect.gen(function*() {
    const mcp = yield* McpServer
    const out = yield* mcp.handleText(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } }))
    expect(out._tag).toBe("Reply")
    const body = (out as { body: unknown }).body
    const result = expectResult(body) as { isError?: boolean; content: Array<{ text: string }>; structuredContent?: unknown }
    return {
      isError: result.isError === true,
      text: result.content[0]!.text,
      structured: result.structuredContent,
      raw: JSON.stringify(body)
    } satisfies ToolReply
  }).pipe(Effect.provideService(CallContext, who))

export const ok = (r: ToolReply) => {
  expect(r.isError, r.text).toBe(false)
  return r.structured
}
