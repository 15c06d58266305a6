import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, runToExit, startServer } from "./support/ServerProcess.js"

// The README walk-through: import a bulk file with one command, then search and clear through an MCP client.
let dataDir: string
let server: RunningServer
let client: Client

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "ipdata-register-"))
  const imported = await runToExit(["import", "samples/uspto", "--format", "uspto-xml"], { DATA_DIR: dataDir })
  expect(imported.code, imported.stderr).toBe(0)
  expect(imported.stdout).toMatch(/added 25/)
  // Every office base URL at a closed local port: nothing may leave the machine.
  const offline = Object.fromEntries(
    ["USPTO", "EUIPO", "IPAUSTRALIA", "IPONZ", "WIPO", "UKIPO", "CIPO", "JPO", "CNIPA", "EPO"].map((
      o
    ) => [`${o}_BASE_URL`, "http://127.0.0.1:9"])
  )
  // `register stats` only reads: it runs while the server starts.
  const [stats, started] = await Promise.all([
    runToExit(["register", "stats"], { DATA_DIR: dataDir }),
    startServer({ DATA_DIR: dataDir, ...offline })
  ])
  server = started
  // 26 marks: 23 live (registered, pending, opposed), 3 dead (abandoned, cancelled, expired).
  expect(stats.stdout).toMatch(/US\s+26\s+23\s+3\s/)
  client = new Client({ name: "e2e-register", version: "0" })
  await client.connect(new StreamableHTTPClientTransport(new URL(server.url)))
}, 60000)

afterAll(async () => {
  await client?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe("local register through an MCP client", () => {
  it("US name search is served from the imported data, saying its source and date", async () => {
    const r = await client.callTool({ name: "trademark_search", arguments: { query: "apple", jurisdictions: ["US"] } })
    expect(r.isError).toBeFalsy()
    const s = r.structuredContent as {
      results: Array<{ name: string; source: string; asOf: string }>
      metadata: { sources: Record<string, string> }
    }
    expect(s.results.map((m) => m.name)).toContain("APPLE")
    expect(s.results.map((m) => m.name)).toContain("PINEAPPLE EXPRESS")
    expect(s.results.every((m) => m.source === "local" && /^\d{4}-\d{2}-\d{2}$/.test(m.asOf))).toBe(true)
    expect(s.metadata.sources).toEqual({ US: "local" })
  })

  it("fuzzy search and clearance find the near-identical imported mark", async () => {
    const fuzzy = await client.callTool({
      name: "trademark_search",
      arguments: { query: "KESTRELL", searchType: "fuzzy", jurisdictions: ["US"] }
    })
    const names = (fuzzy.structuredContent as { results: Array<{ name: string; similarityScore: number }> }).results.map((m) => m.name)
    expect(names).toContain("KESTREL")
    expect(names).toContain("KESTRAL")
    const clearance = await client.callTool({
      name: "trademark_clearance",
      arguments: { proposedMark: "APPEL", niceClasses: [9], jurisdictions: ["US"] }
    })
    const c = clearance.structuredContent as { riskLevel: string; conflicts: Array<{ trademark: { name: string; source?: string } }> }
    expect(["high", "critical"]).toContain(c.riskLevel)
    expect(c.conflicts.some((x) => x.trademark.name === "APPLE" && x.trademark.source === "local")).toBe(true)
  })
})
