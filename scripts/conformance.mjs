// Runs the official MCP conformance suite against a freshly started server (auth off).
// The suite needs Node >= 22, which `npx -p node@22` brings from the npm registry.
import { spawn, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { createServer } from "node:net"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const SUITE = "@modelcontextprotocol/conformance@0.1.16"

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

if (!existsSync(new URL("../dist/Main.js", import.meta.url))) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = await freePort()
const env = { ...process.env, TRANSPORT: "http", HTTP_HOST: "127.0.0.1", HTTP_PORT: String(port), LOG_LEVEL: "warn" }
for (const k of ["API_KEYS", "API_KEYS_CONFIG", "ADMIN_API_KEY"]) delete env[k]
const server = spawn(process.execPath, ["dist/Main.js"], { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] })
let code = 1
try {
  await waitForHealth(`http://127.0.0.1:${port}/health`, 20000)
  const suite = spawnSync(
    "npx",
    ["-y", "-p", "node@22", "-p", SUITE, "conformance", "server", "--url", `http://127.0.0.1:${port}/mcp`, "--expected-failures", "conformance-baseline.yml"],
    { cwd: root, stdio: "inherit", env: { ...process.env, npm_config_yes: "true" } }
  )
  code = suite.status ?? 1
} finally {
  server.kill("SIGTERM")
}
process.exit(code)
