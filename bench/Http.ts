/**
 * `npm run bench:http` → tsx bench/Http.ts: the HTTP path against what the stack itself allows.
 *
 * Starts every contender as a child process on 127.0.0.1 (bare node:http, a minimal
 * @effect/platform route with and without the tracer, the official SDK in stateless Streamable
 * HTTP mode, and this server from dist/ in its configurations), drives each with autocannon in
 * interleaved rounds, and prints req/s, p50 and p99 per contender and round, the ratios the
 * performance targets name, and the cold start (spawn → first /health over HTTP, spawn →
 * tools/list over stdio). Figures only: nothing is asserted.
 *
 *   --seconds N        measured seconds per contender and round (default 5; 1 s warm-up before each)
 *   --rounds N         interleaved rounds (default 2)
 *   --connections N    concurrent connections (default 50)
 *   --only a,b         only these contenders (names as printed)
 *   --no-cold          skip the cold-start figures
 *   --memory           instead: 200 clients of mixed load for --memory-seconds (default 60) against the
 *                      full path, RSS sampled every 10 s and at the end, cache sizes from /metrics
 *
 * Needs a build (`npm run build`): it measures what ships, dist/Main.js.
 */
import autocannon from "autocannon"
import { type ChildProcess, spawn } from "node:child_process"
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { request } from "node:http"
import { createServer as createNetServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const ROOT = fileURLToPath(new URL("..", import.meta.url))
const ENTRY = join(ROOT, "dist", "Main.js")

const argValue = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`)
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN
  return Number.isFinite(v) && v > 0 ? v : fallback
}
const flag = (name: string) => process.argv.includes(`--${name}`)
const onlyArg = process.argv.indexOf("--only")
const ONLY = onlyArg >= 0 ? new Set((process.argv[onlyArg + 1] ?? "").split(",")) : undefined

const SECONDS = argValue("seconds", 5)
const ROUNDS = argValue("rounds", 2)
const CONNECTIONS = argValue("connections", 50)
const KEY = "bench-enterprise-key-0123456789abcdef"
const ADMIN_KEY = "bench-admin-key-0123456789abcdef01"

const rpc = (method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id: 1, method, ...(params !== undefined ? { params } : {}) })
const NICE = rpc("tools/call", { name: "nice_class_lookup", arguments: { classNumber: 9 } })
const LIST = rpc("tools/list")

const work = mkdtempSync(join(tmpdir(), "ipdata-bench-http-"))
const children: Array<ChildProcess> = []
const cleanup = () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL")
  rmSync(work, { recursive: true, force: true })
}
process.on("exit", cleanup)
process.on("SIGINT", () => process.exit(130))

/** Only our settings, none inherited (no office credentials, no keys). */
const serverEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({ PATH: process.env["PATH"], HOME: process.env["HOME"], ...extra })

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createNetServer()
    s.once("error", reject)
    s.listen(0, "127.0.0.1", () => {
      const a = s.address()
      s.close(() => resolve(typeof a === "object" && a !== null ? a.port : 0))
    })
  })

const httpCall = (port: number, method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers: { "content-type": "application/json", ...headers } }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
    })
    req.on("error", reject)
    req.end(body)
  })

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Running {
  readonly port: number
  readonly proc: ChildProcess
}

/** This server from dist/, HTTP on a free port, stderr to a file (as a log shipper would read it). */
const startIpdata = async (name: string, env: Record<string, string>): Promise<Running> => {
  const port = await freePort()
  const log = openSync(join(work, `${name}.log`), "w")
  const proc = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    env: serverEnv({ TRANSPORT: "http", HTTP_PORT: String(port), ...env }),
    stdio: ["ignore", "ignore", log]
  })
  closeSync(log)
  children.push(proc)
  const until = Date.now() + 60_000
  for (;;) {
    if (proc.exitCode !== null) {
      throw new Error(`${name} exited (${proc.exitCode}): ${readFileSync(join(work, `${name}.log`), "utf8").slice(-2000)}`)
    }
    const ok = await httpCall(port, "GET", "/health").then((r) => r.status === 200, () => false)
    if (ok) return { port, proc }
    if (Date.now() > until) throw new Error(`${name} did not start`)
    await sleep(20)
  }
}

/** A contender script under bench/http/, which prints "port <n>" once listening. */
const startScript = (file: string, env: Record<string, string>): Promise<Running> =>
  new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ["--import", "tsx", join(ROOT, "bench", "http", file)], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"]
    })
    children.push(proc)
    let out = ""
    proc.stdout!.on("data", (d: Buffer) => {
      out += d.toString()
      const m = /port (\d+)/.exec(out)
      if (m !== null) resolve({ port: Number(m[1]), proc })
    })
    proc.once("exit", (code) => reject(new Error(`${file} exited (${code})`)))
  })

interface Contender {
  readonly name: string
  readonly what: string
  readonly server: () => Promise<Running>
  readonly body: string
  readonly headers?: Record<string, string>
}

interface Figures {
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly bad: number
  /** Server CPU (user + system) per request, µs: less sensitive than req/s to other load on the machine. */
  readonly cpuUs: number
}

/** CPU time a process has used, ms (Linux /proc; NaN elsewhere). */
const cpuMs = (pid: number | undefined): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    // utime and stime (fields 14 and 15) in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return NaN
  }
}

const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" }

const load = async (server: Running, c: Contender, seconds: number, connections = CONNECTIONS): Promise<Figures> => {
  const cpuBefore = cpuMs(server.proc.pid)
  const r = await autocannon({
    url: `http://127.0.0.1:${server.port}/mcp`,
    method: "POST",
    connections,
    duration: seconds,
    body: c.body,
    headers: { ...HEADERS, ...c.headers }
  })
  const cpuUs = ((cpuMs(server.proc.pid) - cpuBefore) * 1000) / Math.max(1, r.requests.total)
  return { rps: r.requests.total / seconds, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts, cpuUs }
}

const median = (xs: ReadonlyArray<number>) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}

/** Cold start: spawn → first answered /health (HTTP), spawn → tools/list answered (stdio); median of 3. */
const coldStart = async () => {
  const http: Array<number> = []
  const stdio: Array<number> = []
  for (let i = 0; i < 3; i++) {
    const port = await freePort()
    const started = performance.now()
    const proc = spawn(process.execPath, [ENTRY], {
      cwd: ROOT,
      env: serverEnv({ TRANSPORT: "http", HTTP_PORT: String(port) }),
      stdio: "ignore"
    })
    for (;;) {
      if (await httpCall(port, "GET", "/health").then((r) => r.status === 200, () => false)) break
      if (proc.exitCode !== null) throw new Error("cold start: the server exited")
      await sleep(5)
    }
    http.push(performance.now() - started)
    proc.kill("SIGKILL")
    stdio.push(
      await new Promise<number>((resolve, reject) => {
        const t0 = performance.now()
        const p = spawn(process.execPath, [ENTRY], { cwd: ROOT, env: serverEnv({}), stdio: ["pipe", "pipe", "ignore"] })
        let out = ""
        p.stdout.on("data", (d: Buffer) => {
          out += d.toString()
          if (out.includes("\n")) {
            const ms = performance.now() - t0
            p.kill("SIGKILL")
            resolve(ms)
          }
        })
        p.once("exit", (code) => (out.includes("\n") ? undefined : reject(new Error(`stdio exited (${code})`))))
        p.stdin.write(LIST + "\n")
      })
    )
  }
  return { http: median(http), stdio: median(stdio) }
}

const fmt = (n: number, d = 0) => n.toFixed(d).padStart(8)

const throughput = async () => {
  // The reply every contender sends: this server's own answer to the request.
  const recorder = await startIpdata("recorder", { LOG_LEVEL: "warn" })
  const recorded = await httpCall(recorder.port, "POST", "/mcp", NICE, HEADERS)
  recorder.proc.kill("SIGKILL")
  if (recorded.status !== 200) throw new Error(`nice_class_lookup answered ${recorded.status}: ${recorded.body.toString()}`)
  const replyFile = join(work, "reply.json")
  writeFileSync(replyFile, recorded.body)
  const listSize = await startIpdata("lister", { LOG_LEVEL: "warn" }).then(async (s) => {
    const r = await httpCall(s.port, "POST", "/mcp", LIST, HEADERS)
    s.proc.kill("SIGKILL")
    return r.body.length
  })

  const ipdataInfo = once(() => startIpdata("info", { LOG_LEVEL: "info" }))
  const contenders: ReadonlyArray<Contender> = [
    {
      name: "bare",
      what: "bare node:http, the same bytes",
      server: once(() => startScript("BareServer.ts", { REPLY_FILE: replyFile })),
      body: NICE
    },
    {
      name: "platform",
      what: "minimal @effect/platform route, tracer off",
      server: once(() => startScript("PlatformServer.ts", { REPLY_FILE: replyFile })),
      body: NICE
    },
    {
      name: "platform+tracer",
      what: "the same with the default tracer",
      server: once(() => startScript("PlatformServer.ts", { REPLY_FILE: replyFile, TRACER: "on" })),
      body: NICE
    },
    {
      name: "sdk",
      what: "official SDK, stateless Streamable HTTP",
      server: once(() => startScript("SdkServer.ts", { REPLY_FILE: replyFile })),
      body: NICE
    },
    { name: "auth-off", what: "ipdata-mcp, auth off, LOG_LEVEL=info", server: ipdataInfo, body: NICE },
    {
      name: "auth-off-warn",
      what: "ipdata-mcp, auth off, LOG_LEVEL=warn",
      server: once(() => startIpdata("warn", { LOG_LEVEL: "warn" })),
      body: NICE
    },
    {
      name: "full",
      what: "ipdata-mcp, enterprise key, DATA_DIR (auth, quota, usage in SQLite, metrics), info",
      server: once(() =>
        startIpdata("full", {
          LOG_LEVEL: "info",
          API_KEYS: KEY,
          API_KEYS_TIER: "enterprise",
          ADMIN_API_KEY: ADMIN_KEY,
          DATA_DIR: join(work, "data")
        })
      ),
      body: NICE,
      headers: { authorization: `Bearer ${KEY}` }
    },
    {
      name: "tools/list",
      what: `ipdata-mcp tools/list (${(listSize / 1024).toFixed(0)} KB), auth off, info`,
      server: ipdataInfo,
      body: LIST
    }
  ].filter((c) => ONLY === undefined || ONLY.has(c.name))

  const servers = new Map<string, Running>()
  for (const c of contenders) servers.set(c.name, await c.server())
  // Every contender answers the request it will be loaded with before the clock starts.
  for (const c of contenders) {
    const r = await httpCall(servers.get(c.name)!.port, "POST", "/mcp", c.body, { ...HEADERS, ...c.headers })
    if (r.status !== 200) throw new Error(`${c.name} answered ${r.status}: ${r.body.toString().slice(0, 500)}`)
  }

  console.log(
    `# ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s per contender (after 1 s warm-up); reply ${recorded.body.length} B`
  )
  const results = new Map<string, Array<Figures>>()
  for (let round = 1; round <= ROUNDS; round++) {
    for (const c of contenders) {
      const server = servers.get(c.name)!
      await load(server, c, 1)
      const f = await load(server, c, SECONDS)
      results.set(c.name, [...(results.get(c.name) ?? []), f])
      console.log(
        `round ${round}  ${c.name.padEnd(16)}${fmt(f.rps)} req/s  p50 ${fmt(f.p50, 0)} ms  p99 ${fmt(f.p99, 0)} ms  CPU ${
          fmt(f.cpuUs, 0)
        } µs/req${f.bad > 0 ? `  ${f.bad} non-2xx/errors` : ""}`
      )
    }
  }

  console.log("\n| Contender | req/s (per round) | p50 / p99 ms | server CPU µs/req |\n|---|---|---|---|")
  for (const c of contenders) {
    const fs = results.get(c.name)!
    console.log(
      `| ${c.what} | ${fs.map((f) => Math.round(f.rps).toLocaleString("en")).join(", ")} | ${fs.map((f) => f.p50).join("-")} / ${
        fs.map((f) => f.p99).join("-")
      } | ${fs.map((f) => Math.round(f.cpuUs)).join(", ")} |`
    )
  }

  // Ratios per round (both sides measured in the same round), then their range.
  const ratio = (label: string, a: string, b: string, target: number | undefined) => {
    const ra = results.get(a)
    const rb = results.get(b)
    if (ra === undefined || rb === undefined) return
    const range = (rs: ReadonlyArray<number>) => {
      const lo = Math.min(...rs)
      const hi = Math.max(...rs)
      return { lo, hi, text: `${lo.toFixed(2)}${hi.toFixed(2) !== lo.toFixed(2) ? `-${hi.toFixed(2)}` : ""}` }
    }
    const rps = range(ra.map((f, i) => f.rps / rb[i]!.rps))
    // The same ratio from CPU per request (b's CPU / a's): what req/s would show on an otherwise idle machine.
    const cpu = range(ra.map((f, i) => rb[i]!.cpuUs / f.cpuUs).filter(Number.isFinite))
    const verdict = target === undefined
      ? ""
      : `  target ≥ ${target}: ${rps.lo >= target ? "met" : rps.hi >= target ? "met in some rounds" : "missed"}`
    console.log(`${label.padEnd(44)} ${rps.text.padEnd(10)} (by CPU/req ${cpu.text})${verdict}`)
  }
  console.log("\nRatios (req/s, same round):")
  ratio("full path / minimal platform", "full", "platform", 0.75)
  ratio("full path / SDK stateless", "full", "sdk", 2.5)
  ratio("auth off / minimal platform", "auth-off", "platform", 0.85)
  ratio("tools/list / nice_class_lookup (auth off)", "tools/list", "auth-off", 0.8)
  ratio("minimal platform / bare node", "platform", "bare", undefined)
  ratio("LOG_LEVEL=warn / info (auth off)", "auth-off-warn", "auth-off", undefined)
  for (const s of servers.values()) s.proc.kill("SIGKILL")
}

const once = <A>(f: () => Promise<A>): () => Promise<A> => {
  let p: Promise<A> | undefined
  return () => (p ??= f())
}

/** 200 clients of mixed requests against the full path; RSS every 10 s and at the end. */
const memory = async () => {
  const seconds = argValue("memory-seconds", 60)
  const server = await startIpdata("memory", {
    LOG_LEVEL: "info",
    API_KEYS: KEY,
    API_KEYS_TIER: "enterprise",
    ADMIN_API_KEY: ADMIN_KEY,
    DATA_DIR: join(work, "data-memory")
  })
  const auth = { ...HEADERS, authorization: `Bearer ${KEY}` }
  // Distinct arguments, so anything keyed by query (caches, hashes) sees many keys.
  const bodies = [
    LIST,
    ...Array.from({ length: 45 }, (_, i) => rpc("tools/call", { name: "nice_class_lookup", arguments: { classNumber: i + 1 } })),
    ...["coffee roasting", "mobile phone apps", "legal services", "bicycles", "cosmetics"].map((q) =>
      rpc("tools/call", { name: "suggest_nice_classes", arguments: { description: q } })
    ),
    rpc("tools/call", { name: "nice_class_lookup", arguments: { classNumber: 99 } }),
    rpc("no/such/method")
  ]
  const rss = () => {
    const status = readFileSync(`/proc/${server.proc.pid}/status`, "utf8")
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
  }
  const samples: Array<{ at: number; mb: number }> = []
  const started = performance.now()
  const timer = setInterval(() => samples.push({ at: Math.round((performance.now() - started) / 1000), mb: rss() }), 10_000)
  const r = await autocannon({
    url: `http://127.0.0.1:${server.port}/mcp`,
    connections: 200,
    duration: seconds,
    requests: bodies.map((body) => ({ method: "POST" as const, body, headers: auth }))
  })
  clearInterval(timer)
  await sleep(200)
  samples.push({ at: Math.round((performance.now() - started) / 1000), mb: rss() })
  console.log(`# memory: 200 connections, ${seconds} s of mixed requests (${bodies.length} distinct), full path`)
  console.log(
    `${
      Math.round(r.requests.total / seconds)
    } req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors`
  )
  for (const s of samples) console.log(`RSS at ${String(s.at).padStart(3)} s: ${s.mb.toFixed(0)} MB`)
  const first = samples[0]
  const last = samples[samples.length - 1]!
  if (first !== undefined) console.log(`RSS end / RSS at 10 s: ${(last.mb / first.mb).toFixed(2)} (target ≤ 1.5)`)
  const metrics = await httpCall(server.port, "GET", "/metrics", undefined, { authorization: `Bearer ${ADMIN_KEY}`, accept: "text/plain" })
  const sizes = metrics.body.toString().split("\n").filter((l) => /^ipdata_\w*(size|entries|tracked)\w*/.test(l))
  if (sizes.length > 0) console.log(["In-memory tables (/metrics):", ...sizes].join("\n  "))
  server.proc.kill("SIGKILL")
}

const main = async () => {
  if (!existsSync(ENTRY)) {
    console.error("dist/Main.js is missing: run `npm run build` first (bench:http measures the built server).")
    process.exit(1)
  }
  if (flag("memory")) return memory()
  if (!flag("no-cold")) {
    const cold = await coldStart()
    console.log(
      `# cold start (median of 3): HTTP spawn → /health ${cold.http.toFixed(0)} ms; stdio spawn → tools/list ${cold.stdio.toFixed(0)} ms\n`
    )
  }
  await throughput()
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e instanceof Error ? e.message : String(e))
    process.exit(1)
  }
)
