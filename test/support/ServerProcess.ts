import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:net"
import { fileURLToPath } from "node:url"

export const ROOT = fileURLToPath(new URL("../..", import.meta.url))
export const ENTRY = "dist/Main.js"

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer()
    s.once("error", reject)
    s.listen(0, "127.0.0.1", () => {
      const address = s.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      s.close(() => resolve(port))
    })
  })

/** Environment for a child server: ours only, no inherited provider credentials or keys. */
export const cleanEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { PATH: process.env["PATH"], HOME: process.env["HOME"], LOG_LEVEL: "info" }
  return { ...env, ...extra }
}

export interface RunningServer {
  readonly port: number
  readonly url: string
  readonly base: string
  readonly proc: ChildProcess
  readonly stderr: () => string
  readonly stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/** Starts the built server (`dist/Main.js`) on a free port and waits for /health. */
export const startServer = async (
  env: Record<string, string> = {},
  options: { readonly transport?: "http" | "sse" } = {}
): Promise<RunningServer> => {
  const transport = options.transport ?? "http"
  const port = await freePort()
  const portVar = transport === "sse" ? "SSE_PORT" : "HTTP_PORT"
  const proc = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    env: cleanEnv({ TRANSPORT: transport, [portVar]: String(port), ...env }),
    stdio: ["ignore", "pipe", "pipe"]
  })
  let err = ""
  proc.stderr!.on("data", (d: Buffer) => (err += d.toString()))
  const base = `http://127.0.0.1:${port}`
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)))
  // A loaded 2-core machine (six agents building at once) has taken over 20 s to load the server.
  const until = Date.now() + 45000
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited early (${proc.exitCode}): ${err}`)
    try {
      const r = await fetch(`${base}/health`)
      if (r.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      proc.kill("SIGKILL")
      throw new Error(`server did not start: ${err}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    port,
    base,
    url: `${base}/mcp`,
    proc,
    stderr: () => err,
    stop: async (signal = "SIGTERM") => {
      if (proc.exitCode === null) proc.kill(signal)
      return exited
    }
  }
}

/** Runs the binary to completion (for start-up failures and CLI commands). */
export const runToExit = (args: ReadonlyArray<string>, env: Record<string, string>, input?: string) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const proc = spawn(process.execPath, [ENTRY, ...args], { cwd: ROOT, env: cleanEnv(env), stdio: ["pipe", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    proc.stdout.on("data", (d: Buffer) => (stdout += d.toString()))
    proc.stderr.on("data", (d: Buffer) => (stderr += d.toString()))
    proc.on("exit", (code) => resolve({ code, stdout, stderr }))
    if (input !== undefined) proc.stdin.end(input)
    else proc.stdin.end()
  })
