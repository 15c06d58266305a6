/**
 * The README walk-through for sync, on the built binary against the offices faked on 127.0.0.1.
 * One server, started on an EMPTY data dir with REGISTER_SYNC=true: it creates the register, runs
 * the first sync by itself and, while the office's file is still downloading, answers US name
 * searches with "the register is loading: 0 of 1 files applied" (and `register status` and
 * /metrics say so too); once the file is in, a mark that exists only in it is found by name,
 * with no restart. Then `ipdata-mcp sync` applies the next daily file beside the running server,
 * which finds that file's mark too, with the data's date and a staleness warning.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { usptoDailyZip } from "./support/BulkSamples.js"
import { API_KEY, type FakeBulkOffices, startFakeBulkOffices } from "./support/FakeBulkOffices.js"
import { type RunningServer, runToExit, startServer } from "./support/ServerProcess.js"

const ADMIN = "e2e-sync-admin-key-7c1d9e2f4a6b8"
let office: FakeBulkOffices
let dataDir: string
let server: RunningServer
let client: Client
let release: () => void = () => {}

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
  // The fake files are of 2024: the first sync reaches back far enough to list them.
  REGISTER_SYNC_INITIAL_DAYS: "3650",
  ...offline
})

const addDaily = async (date: string, serial: number, name: string) => {
  const z = await usptoDailyZip(date, [{ serial, name }])
  office.files.push({ product: "TRTDXFAP", name: z.name, date, body: z.body })
  return z.name
}

type Answer = {
  results: Array<{ name: string }>
  metadata: { dataAsOf?: Record<string, string>; staleData?: Array<{ jurisdiction: string; message: string }> }
}

const search = async (query: string) => {
  const r = await client.callTool({ name: "trademark_search", arguments: { query, jurisdictions: ["US"] } })
  const text = (r.content as Array<{ type: string; text?: string }>).map((c) => c.text ?? "").join("\n")
  return { isError: r.isError === true, text, answer: r.structuredContent as Answer | undefined }
}

/** Polls `probe` every 50 ms until it returns a value (the server's sync runs in its own time). */
const until = async <A>(probe: () => Promise<A | undefined>, what: string, ms = 60_000): Promise<A> => {
  const end = Date.now() + ms
  for (;;) {
    const v = await probe()
    if (v !== undefined) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${server.stderr().slice(-3000)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

type Figures = { lastSuccessAt: string | null; sources: Record<string, { filesBehind: number; marks: number }> }
const metrics = async (): Promise<Figures> => {
  const m = (await (await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as {
    monitoring: { registerSync: Figures }
  }
  return m.monitoring.registerSync
}

beforeAll(async () => {
  office = await startFakeBulkOffices()
  dataDir = mkdtempSync(join(tmpdir(), "ipdata-e2e-sync-"))
})

afterAll(async () => {
  release()
  await client?.close()
  await server?.stop()
  await office.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe("sync end to end (dist/)", () => {
  it("a server started on an empty data dir loads the register itself, says so meanwhile, then finds a synced mark by name", async () => {
    const first = await addDaily("2024-01-02", 90000001, "QUOKKALUX")
    office.holds.set(first, new Promise<void>((r) => (release = r)))
    expect(existsSync(join(dataDir, "register.sqlite"))).toBe(false)
    server = await startServer({ ...env(), REGISTER_SYNC: "true", REGISTER_SYNC_SOURCES: "uspto-daily", ADMIN_API_KEY: ADMIN })
    client = new Client({ name: "e2e-sync", version: "0" })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(server.url), { requestInit: { headers: { authorization: `Bearer ${ADMIN}` } } })
    )
    expect(existsSync(join(dataDir, "register.sqlite"))).toBe(true)

    // The download is held: the register exists, the file is listed, nothing is applied yet.
    const loading = await until(async () => {
      const r = await search("quokka")
      return /0 of 1 files applied/.test(r.text) ? r : undefined
    }, "the loading answer")
    expect(loading.isError).toBe(true)
    expect(loading.text).toMatch(/PROVIDER_UNAVAILABLE/)
    expect(loading.text).toMatch(/The US local register is loading: 0 of 1 files applied/)
    expect(loading.text).not.toMatch(/load USPTO bulk data/)
    const status = await runToExit(["register", "status"], env())
    expect(status.code, status.stderr).toBe(0)
    expect(status.stdout).toMatch(/uspto-daily \(US\): no file applied yet\n\s+1 file\(s\) behind \(first sync in progress: 0 of 1/)
    const during = await until(async () => {
      const f = await metrics()
      return f.sources["uspto-daily"]?.filesBehind === 1 ? f : undefined
    }, "/metrics during the load")
    expect(during).toMatchObject({ lastSuccessAt: null, sources: { "uspto-daily": { filesBehind: 1, marks: 0 } } })

    release()
    const found = await until(async () => {
      const r = await search("quokka")
      return r.answer?.results.some((m) => m.name === "QUOKKALUX") === true ? r.answer : undefined
    }, "QUOKKALUX")
    expect(found.metadata.dataAsOf).toEqual({ US: "2024-01-02" })
    const after = await until(async () => {
      const f = await metrics()
      return f.lastSuccessAt !== null ? f : undefined
    }, "the first run's end")
    expect(after.sources["uspto-daily"]).toMatchObject({ filesBehind: 0, marks: 1 })
  }, 120_000)

  it("`ipdata-mcp sync` applies the next daily file beside the running server, which finds its mark without a restart", async () => {
    await addDaily("2024-01-03", 90000002, "ZORBLAXIAN")
    const dry = await runToExit(["sync", "--office", "US", "--dry-run"], env())
    expect(dry.code, dry.stderr).toBe(0)
    expect(dry.stdout).toMatch(/would fetch and apply 1[\s\S]*apc240103\.zip/)
    const run = await runToExit(["sync", "--office", "US"], env())
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/applied apc240103\.zip \(2024-01-03\): added 1, changed 0, removed 0/)
    const r = await search("zorblax")
    expect(r.answer?.results.map((m) => m.name)).toContain("ZORBLAXIAN")
    expect(r.answer?.metadata.dataAsOf).toEqual({ US: "2024-01-03" })
    expect(r.answer?.metadata.staleData?.[0]).toMatchObject({ jurisdiction: "US" })
    expect(r.answer?.metadata.staleData?.[0]?.message).toMatch(/2024-01-03/)
    // Side by side: status reads the ledger; a sync without the key stops at the listing.
    const [status, noKey] = await Promise.all([
      runToExit(["register", "status"], env()),
      runToExit(["sync", "--office", "US"], { ...env(), USPTO_ODP_API_KEY: "" })
    ])
    expect(status.code, status.stderr).toBe(0)
    expect(status.stdout).toMatch(/uspto-daily \(US\): last applied apc240103\.zip \(data of 2024-01-03, \d+ day\(s\) ago\)/)
    expect(noKey.code).toBe(1)
    expect(noKey.stdout).toMatch(/not synced: needs a USPTO Open Data Portal API key/)
  }, 120_000)
})
