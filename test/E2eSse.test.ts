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

describe("legacy HTTP+SSE transport: who may connect", () => {
  const KEY = "e2e-sse-client-key-5d7f9b1c3e"
  let keyed: RunningServer
  beforeAll(async () => {
    keyed = await startServer({ API_KEYS: KEY }, { transport: "sse" })
  }, 30000)
  afterAll(async () => {
    await keyed?.stop()
  })

  const ping = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" })
  const post = (headers: Record<string, string>) =>
    fetch(`${keyed.base}/messages?sessionId=nope`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: ping
    })

  it("both endpoints refuse a foreign Origin with 403 before looking at the key", async () => {
    const origin = { origin: "http://evil.example", authorization: `Bearer ${KEY}` }
    const stream = await fetch(`${keyed.base}/sse`, { headers: origin })
    expect(stream.status).toBe(403)
    const body = (await stream.json()) as { error: { message: string } }
    expect(body.error.message).toBe(`Forbidden: Origin "http://evil.example" is not allowed`)
    const message = await post(origin)
    expect(message.status).toBe(403)
  })

  it("both endpoints answer 401 without a key, and a keyed caller gets past the gate", async () => {
    expect((await fetch(`${keyed.base}/sse`)).status).toBe(401)
    expect((await post({})).status).toBe(401)
    // With the key the request reaches the session lookup: an unknown session is 404.
    expect((await post({ authorization: `Bearer ${KEY}` })).status).toBe(404)
  })
})
