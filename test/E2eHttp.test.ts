import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { expectResult, expectRpcError, expectValidReply, schemas } from "./support/RpcAssertions.js"
import { type RunningServer, startServer } from "./support/ServerProcess.js"

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
}, 30000)
afterAll(async () => {
  await server?.stop()
})

const post = (body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
  fetch(server.url, { method: "POST", headers, body })

const rpc = (method: string, params?: unknown, id: number | string = 1) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params !== undefined ? { params } : {}) })

describe("SDK client over Streamable HTTP", () => {
  it("initializes, lists tools and calls nice_class_lookup", async () => {
    const client = new Client({ name: "e2e", version: "0" })
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)))
    try {
      expect(client.getServerVersion()?.name).toBe("ipdata-mcp")
      await client.ping()
      const { tools } = await client.listTools()
      const lookup = tools.find((t) => t.name === "nice_class_lookup")
      expect(lookup?.outputSchema).toBeDefined()
      const result = await client.callTool({ name: "nice_class_lookup", arguments: { classNumber: 9 } })
      expect(result.isError).toBeFalsy()
      const structured = result.structuredContent as { classes: Array<{ number: number; relatedClasses: Array<number> }>; version: string }
      expect(structured.version).toBe("12-2025")
      expect(structured.classes).toHaveLength(1)
      expect(structured.classes[0]!.number).toBe(9)
      expect(structured.classes[0]!.relatedClasses).toContain(42)
      // An error result must not make the validating client throw.
      const bad = await client.callTool({ name: "nice_class_lookup", arguments: { classNumber: 99 } })
      expect(bad.isError).toBe(true)
      await expect(client.callTool({ name: "no_such_tool", arguments: {} })).rejects.toThrow(/-32602|Unknown tool/)
    } finally {
      await client.close()
    }
  })
})

describe("raw HTTP, like curl", () => {
  it("curl -H 'Content-Type: application/json' with no Accept gets JSON", async () => {
    const r = await post(rpc("tools/list"))
    expect(r.status).toBe(200)
    expect(r.headers.get("content-type")).toMatch(/application\/json/)
    const body = await r.json()
    expect(schemas.ListToolsResultSchema.safeParse(expectResult(body)).success).toBe(true)
  })

  it("curl -d with the form content type works too", async () => {
    const r = await post(rpc("tools/call", { name: "nice_class_lookup", arguments: { keyword: "footwear" } }), {
      "content-type": "application/x-www-form-urlencoded"
    })
    expect(r.status).toBe(200)
    const result = expectResult(await r.json())
    expect(schemas.CallToolResultSchema.safeParse(result).success).toBe(true)
    expect((result["structuredContent"] as { classes: Array<{ number: number }> }).classes.map((c) => c.number)).toContain(25)
  })

  it("a notification-only body gets 202 with no body", async () => {
    const r = await post(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }))
    expect(r.status).toBe(202)
    expect(await r.text()).toBe("")
  })

  it("a batch is answered with an array", async () => {
    const r = await post(JSON.stringify([JSON.parse(rpc("ping", undefined, 0)), JSON.parse(rpc("tools/list", undefined, "b"))]))
    expect(r.status).toBe(200)
    const body = (await r.json()) as Array<{ id: unknown }>
    body.forEach(expectValidReply)
    expect(body.map((x) => x.id).sort()).toEqual([0, "b"])
  })

  it("malformed JSON is 400 with -32700; a non-request is 400 with -32600", async () => {
    const r = await post("{not json")
    expect(r.status).toBe(400)
    expectRpcError(await r.json(), -32700)
    const r2 = await post(JSON.stringify({ hello: "world" }))
    expect(r2.status).toBe(400)
    expectRpcError(await r2.json(), -32600)
  })

  it("GET and DELETE /mcp are 405 with Allow: POST", async () => {
    for (const method of ["GET", "DELETE"]) {
      const r = await fetch(server.url, { method })
      expect(r.status).toBe(405)
      expect(r.headers.get("allow")).toBe("POST")
    }
  })

  it("GET /health answers status, version and uptime without auth", async () => {
    const r = await fetch(`${server.base}/health`)
    expect(r.status).toBe(200)
    const body = (await r.json()) as { status: string; version: string; uptimeSeconds: number }
    expect(body.status).toBe("ok")
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/)
    expect(typeof body.uptimeSeconds).toBe("number")
  })

  it("bodies over 1 MiB get 413 with a JSON-RPC error", async () => {
    const big = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { pad: "x".repeat(1024 * 1024 + 10) } })
    const r = await post(big)
    expect(r.status).toBe(413)
    expectRpcError(await r.json(), -32600)
  })

  it("a foreign Host or Origin gets 403; loopback ones are served", async () => {
    const { request } = await import("node:http")
    const send = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: "127.0.0.1",
            port: server.port,
            path: "/mcp",
            method: "POST",
            headers: { "content-type": "application/json", ...headers }
          },
          (res) => {
            res.resume()
            resolve(res.statusCode ?? 0)
          }
        )
        req.on("error", reject)
        req.end(rpc("ping"))
      })
    expect(await send({ host: "evil.example.com" })).toBe(403)
    expect(await send({ host: `127.0.0.1:${server.port}`, origin: "http://evil.example.com" })).toBe(403)
    expect(await send({ host: `localhost:${server.port}`, origin: `http://localhost:${server.port}` })).toBe(200)
    expect(await send({ host: `127.0.0.1:${server.port}` })).toBe(200)
  })

  it("an unsupported MCP-Protocol-Version header gets 400; a supported one is served", async () => {
    const bad = await post(rpc("ping"), { "content-type": "application/json", "mcp-protocol-version": "1999-01-01" })
    expect(bad.status).toBe(400)
    expectValidReply(await bad.json())
    const good = await post(rpc("ping"), { "content-type": "application/json", "mcp-protocol-version": "2025-11-25" })
    expect(good.status).toBe(200)
  })

  it("a 2026-era server/discover probe is answered (the server is dual-era); without _meta it is -32602 at 400", async () => {
    const meta = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} }
    const probe = await post(rpc("server/discover", { _meta: meta }, "server-discover-probe-1"), {
      "content-type": "application/json",
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": "server/discover"
    })
    expect(probe.status).toBe(200)
    const discovered = expectResult(await probe.json())
    expect(discovered["supportedVersions"]).toContain("2026-07-28")
    const bare = await post(rpc("server/discover", {}))
    expect(bare.status).toBe(400)
    expectRpcError(await bare.json(), -32602)
  })

  it("unknown paths are 404", async () => {
    expect((await fetch(`${server.base}/nope`)).status).toBe(404)
  })

  it("logs are JSON lines on stderr with the URL and a curl example", () => {
    const lines = server.stderr().trim().split("\n")
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
    const listening = lines.map((l) => JSON.parse(l)).find((l) => l.message === "ipdata-mcp listening")
    expect(listening.url).toBe(server.url)
    expect(listening.curl).toContain("curl")
    expect(listening.level).toBe("info")
    expect(typeof listening.timestamp).toBe("string")
  })
})

describe("shutdown", () => {
  it("SIGTERM and SIGINT stop the server with exit code 0", async () => {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      const s = await startServer()
      const inflight = fetch(s.url, { method: "POST", headers: { "content-type": "application/json" }, body: rpc("tools/list") })
      const response = await inflight
      expect(response.status).toBe(200)
      expect(await s.stop(signal)).toBe(0)
      await expect(fetch(`${s.base}/health`)).rejects.toThrow()
    }
  }, 30000)
})
