import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, startServer } from "./support/ServerProcess.js"

let server: RunningServer

beforeAll(async () => {
  server = await startServer({}, { transport: "sse" })
}, 30000)
afterAll(async () => {
  await server?.stop()
})

describe("legacy HTTP+SSE transport (2024-11-05)", () => {
  it("the SDK SSE client lists tools and calls nice_class_lookup", async () => {
    const client = new Client({ name: "e2e-sse", version: "0" })
    await client.connect(new SSEClientTransport(new URL(`${server.base}/sse`)))
    try {
      const { tools } = await client.listTools()
      expect(tools.map((t) => t.name)).toContain("nice_class_lookup")
      const r = await client.callTool({ name: "nice_class_lookup", arguments: { classNumber: 25 } })
      expect((r.structuredContent as { classes: Array<{ number: number }> }).classes[0]!.number).toBe(25)
    } finally {
      await client.close()
    }
  })

  it("the stream opens with an endpoint event; unknown sessions get 404", async () => {
    const controller = new AbortController()
    const r = await fetch(`${server.base}/sse`, { signal: controller.signal })
    expect(r.status).toBe(200)
    expect(r.headers.get("content-type")).toMatch(/text\/event-stream/)
    const reader = r.body!.getReader()
    const first = new TextDecoder().decode((await reader.read()).value)
    expect(first).toMatch(/^event: endpoint\ndata: \/messages\?sessionId=[0-9a-f-]{36}\n\n/)
    controller.abort()
    const post = await fetch(`${server.base}/messages?sessionId=nope`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" })
    })
    expect(post.status).toBe(404)
  })
})
