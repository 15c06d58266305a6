/**
 * The README walk-through for sync, on the built binary against the offices faked on 127.0.0.1:
 * `ipdata-mcp sync --office US` fills the register, `register status` says how current it is, and
 * the server with REGISTER_SYNC=true fetches the next daily file by itself — a mark that exists
 * only in that file is then found by name, with the data's date and a staleness warning.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { usptoDailyZip } from "./support/BulkSamples.js"
import { API_KEY, type FakeBulkOffices, startFakeBulkOffices } from "./support/FakeBulkOffices.js"
import { type RunningServer, runToExit, startServer } from "./support/ServerProcess.js"

const ADMIN = "e2e-sync-admin-key-7c1d9e2f4a6b8"
let office: FakeBulkOffices
let dataDir: string
let server: RunningServer | undefined
let client: Client | undefined

const offline = Object.fromEntries(
  ["USPTO", "EUIPO", "IPAUSTRALIA", "IPONZ", "WIPO", "UKIPO", "CIPO", "JPO", "CNIPA", "EPO"].map((
    o
  ) => [`${o}_BASE_URL`, "http://127.0.0.1:9"])
)
const env = () => ({
  DATA_DIR: dataDir,
  USPTO_ODP_BASE_URL: office.apiUrl,
  USPTO_ODP_API_KEY: API_KEY,
  REGISTER_SYNC_MIN_FREE_MB: "0",
  ...offline
})

const addDaily = async (date: string, serial: number, name: string) => {
  const z = await usptoDailyZip(date, [{ serial, name }])
  office.files.push({ product: "TRTDXFAP", name: z.name, date, body: z.body })
}

beforeAll(async () => {
  office = await startFakeBulkOffices()
  dataDir = mkdtempSync(join(tmpdir(), "ipdata-e2e-sync-"))
})

afterAll(async () => {
  await client?.close()
  await server?.stop()
  await office.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe("sync end to end (dist/)", () => {
  it("one command fills the register; register status says how far behind it is", async () => {
    await addDaily("2024-01-02", 90000001, "QUOKKALUX")
    const dry = await runToExit(["sync", "--office", "US", "--since", "2024-01-01", "--dry-run"], env())
    expect(dry.code, dry.stderr).toBe(0)
    expect(dry.stdout).toMatch(/would fetch and apply 1[\s\S]*apc240102\.zip/)
    const run = await runToExit(["sync", "--office", "US", "--since", "2024-01-01"], env())
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/applied apc240102\.zip \(2024-01-02\): added 1, changed 0, removed 0/)
    const status = await runToExit(["register", "status"], env())
    expect(status.code, status.stderr).toBe(0)
    expect(status.stdout).toMatch(/uspto-daily \(US\): last applied apc240102\.zip \(data of 2024-01-02, \d+ day\(s\) ago\)/)
    const noKey = await runToExit(["sync", "--office", "US"], { ...env(), USPTO_ODP_API_KEY: "" })
    expect(noKey.code).toBe(1)
    expect(noKey.stdout).toMatch(/not synced: needs a USPTO Open Data Portal API key/)
  }, 240_000)

  it("the server with REGISTER_SYNC on applies the next daily file itself: a mark only in it is found by name", async () => {
    await addDaily("2024-01-03", 90000002, "ZORBLAXIAN")
    server = await startServer({ ...env(), REGISTER_SYNC: "true", REGISTER_SYNC_SOURCES: "uspto-daily", ADMIN_API_KEY: ADMIN })
    client = new Client({ name: "e2e-sync", version: "0" })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(server.url), { requestInit: { headers: { authorization: `Bearer ${ADMIN}` } } })
    )
    type Answer = {
      results: Array<{ name: string }>
      metadata: { dataAsOf?: Record<string, string>; staleData?: Array<{ jurisdiction: string; message: string }> }
    }
    let answer: Answer | undefined
    for (let i = 0; i < 300; i++) {
      const r = await client.callTool({ name: "trademark_search", arguments: { query: "zorblax", jurisdictions: ["US"] } })
      answer = r.structuredContent as Answer
      if (answer.results.some((m) => m.name === "ZORBLAXIAN")) break
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(answer!.results.map((m) => m.name)).toContain("ZORBLAXIAN")
    expect(answer!.metadata.dataAsOf).toEqual({ US: "2024-01-03" })
    expect(answer!.metadata.staleData?.[0]).toMatchObject({ jurisdiction: "US" })
    expect(answer!.metadata.staleData?.[0]?.message).toMatch(/2024-01-03/)
    type Figures = { lastSuccessAt: string | null; sources: Record<string, { filesBehind: number; marks: number }> }
    let figures: Figures | undefined
    // The answer can come before the run has recorded its end: wait for the figures.
    for (let i = 0; i < 100 && figures?.lastSuccessAt == null; i++) {
      const metrics = (await (await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as {
        monitoring: { registerSync: Figures }
      }
      figures = metrics.monitoring.registerSync
      if (figures.lastSuccessAt == null) await new Promise((r) => setTimeout(r, 100))
    }
    figures = figures!
    expect(figures.lastSuccessAt).not.toBeNull()
    expect(figures.sources["uspto-daily"]).toMatchObject({ filesBehind: 0, marks: 2 })
  }, 240_000)
})
