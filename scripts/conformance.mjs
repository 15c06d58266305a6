// Runs the official MCP conformance suite against a freshly started server (auth off), once per
// spec revision the server serves: `--requirements 2025-11-25` (initialize handshake) and
// `--requirements 2026-07-28` (stateless, per-request _meta). Each run has its own
// expected-failures baseline (conformance-baseline-<revision>.yml). `npm run conformance -- 2026-07-28`
// runs one revision. The suite needs Node >= 22, which `npx -p node@22` brings from the npm registry.
import { spawn, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { createServer } from "node:net"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const SUITE = "@modelcontextprotocol/conformance@0.2.0-alpha.12"
const REVISIONS = ["2025-11-25", "2026-07-28"]
const wanted = process.argv.slice(2).filter((a) => REVISIONS.includes(a))
const revisions = wanted.length > 0 ? wanted : REVISIONS

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer()
    s.once("error", reject)
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

const waitForHealth = async (url, timeoutMs) => {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const r = await fetch(url)
      if (r.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server did not become healthy at ${url}`)
}

/** Runs the suite, echoing its output, and returns its exit code and the "Total:" line. */
const runSuite = (args) =>
  new Promise((resolve) => {
    const child = spawn("npx", ["-y", "-p", "node@22", "-p", SUITE, "conformance", ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, npm_config_yes: "true" }
    })
    let out = ""
    child.stdout.on("data", (d) => {
      out += d
      process.stdout.write(d)
    })
    child.on("close", (code) => resolve({ code: code ?? 1, total: /Total: \d+ passed, \d+ failed/.exec(out)?.[0] ?? "no summary" }))
  })

if (!existsSync(new URL("../dist/Main.js", import.meta.url))) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = await freePort()
const env = { ...process.env, TRANSPORT: "http", HTTP_HOST: "127.0.0.1", HTTP_PORT: String(port), LOG_LEVEL: "warn" }
for (const k of ["API_KEYS", "API_KEYS_CONFIG", "ADMIN_API_KEY"]) delete env[k]
const server = spawn(process.execPath, ["dist/Main.js"], { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] })
let code = 0
const summary = []
try {
  await waitForHealth(`http://127.0.0.1:${port}/health`, 20000)
  for (const revision of revisions) {
    const r = await runSuite([
      "server",
      "--url",
      `http://127.0.0.1:${port}/mcp`,
      "--requirements",
      revision,
      "--expected-failures",
      `conformance-baseline-${revision}.yml`
    ])
    summary.push(`${revision}: ${r.total} (exit ${r.code})`)
    if (r.code !== 0) code = r.code
  }
} finally {
  server.kill("SIGTERM")
}
console.log(`\n=== conformance (${SUITE}) ===\n${summary.join("\n")}`)
process.exit(code)
