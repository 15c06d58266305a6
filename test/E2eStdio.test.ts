import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js"
import { spawn } from "node:child_process"
import { describe, expect, it } from "vitest"
import { expectValidReply } from "./support/RpcAssertions.js"
import { cleanEnv, ENTRY, ROOT } from "./support/ServerProcess.js"

describe("stdio transport", () => {
  it("the SDK client lists tools and calls nice_class_lookup", async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [ENTRY],
      cwd: ROOT,
      env: cleanEnv({}) as Record<string, string>,
      stderr: "pipe"
    })
    const client = new Client({ name: "e2e-stdio", version: "0" })
    await client.connect(transport)
    try {
      const { tools } = await client.listTools()
      expect(tools.map((t) => t.name)).toContain("nice_class_lookup")
      const r = await client.callTool({ name: "nice_class_lookup", arguments: { classNumber: 42 } })
      expect((r.structuredContent as { classes: Array<{ number: number }> }).classes[0]!.number).toBe(42)
    } finally {
      await client.close()
    }
  }, 20000)

  it("stdout carries only protocol messages, logs go to stderr as JSON, EOF exits cleanly", async () => {
    const proc = spawn(process.execPath, [ENTRY], { cwd: ROOT, env: cleanEnv({ LOG_LEVEL: "debug" }), stdio: ["pipe", "pipe", "pipe"] })
    let out = ""
    let err = ""
    proc.stdout.on("data", (d: Buffer) => (out += d.toString()))
    proc.stderr.on("data", (d: Buffer) => (err += d.toString()))
    const exit = new Promise<number | null>((resolve) => proc.on("exit", resolve))
    const lines = [
      {
        jsonrpc: "2.0",
        id: 0,
        method: "initialize",
        params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw", version: "0" } }
      },
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", id: "a", method: "tools/call", params: { name: "nice_class_lookup", arguments: { keyword: "zzzzqqq" } } },
      { jsonrpc: "2.0", id: 2, method: "nope" }
    ]
    proc.stdin.write(lines.map((l) => JSON.stringify(l)).join("\n") + "\n{broken\n")
    proc.stdin.end()
    expect(await exit).toBe(0)
    const replies = out.trim().split("\n").map((l) => JSON.parse(l))
    expect(replies).toHaveLength(4)
    replies.forEach(expectValidReply)
    const byId = new Map(replies.map((r) => [r.id, r]))
    expect(byId.get(0).result.protocolVersion).toBe("2025-11-25")
    expect(byId.get("a").result.structuredContent.classes).toEqual([])
    expect(byId.get("a").result.structuredContent.suggestion).toBeTruthy()
    expect(byId.get(2).error.code).toBe(-32601)
    expect(replies.find((r) => r.id === undefined).error.code).toBe(-32700)
    for (const line of err.trim().split("\n").filter((l) => l !== "")) expect(() => JSON.parse(line)).not.toThrow()
    expect(err).toContain("tool_call")
  }, 20000)
})
