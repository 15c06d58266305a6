import { spawn } from "node:child_process"
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { LineSink } from "../src/Config/Logging.js"
import { ROOT, startServer } from "./support/ServerProcess.js"

const dir = mkdtempSync(join(tmpdir(), "ipdata-logging-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const toolCalls = (n: number, from: number) =>
  JSON.stringify(
    Array.from({ length: n }, (_, i) => ({
      jsonrpc: "2.0",
      id: from + i,
      method: "tools/call",
      params: { name: "nice_class_lookup", arguments: { classNumber: (i % 45) + 1 } }
    }))
  )

const linesOf = (text: string, message: string) =>
  text.split("\n").filter((l) => l.startsWith("{") && (JSON.parse(l) as { message?: string }).message === message)

describe("log lines are written off the event loop and none is lost at shutdown", () => {
  it("SIGTERM right after N tool calls: all N tool_call lines reach stderr, then the shutdown lines", async () => {
    const server = await startServer({ LOG_LEVEL: "info" })
    const N = 600
    // Batches answered at once: their lines are still queued when the signal arrives.
    await Promise.all(
      Array.from(
        { length: 6 },
        (_, b) =>
          fetch(server.url, { method: "POST", headers: { "content-type": "application/json" }, body: toolCalls(N / 6, b * 1000) }).then((
            r
          ) => r.json())
      )
    )
    const code = await server.stop("SIGTERM")
    expect(code).toBe(0)
    const calls = linesOf(server.stderr(), "tool_call")
    expect(calls).toHaveLength(N)
    // Ordered as logged: the drain message comes after every call line.
    const all = server.stderr().split("\n")
    expect(all.findIndex((l) => l.includes("http server stopped"))).toBeGreaterThan(all.lastIndexOf(calls[N - 1]!))
  }, 60_000)

  it("an uncaught exception right after logging: the exit hook writes what was queued", async () => {
    const script = join(dir, "crash.mjs")
    const { writeFileSync } = await import("node:fs")
    writeFileSync(
      script,
      `import { stderrLines } from ${JSON.stringify(join(ROOT, "dist", "Config", "Logging.js"))}
for (let i = 0; i < 5000; i++) stderrLines().write(JSON.stringify({ message: "line", i }) + "\\n")
throw new Error("crash after logging")
`
    )
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const p = spawn(process.execPath, [script], { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] })
      let err = ""
      p.stderr.on("data", (d: Buffer) => (err += d.toString()))
      p.on("exit", (c) => resolve({ code: c, stderr: err }))
    })
    expect(code).not.toBe(0)
    expect(stderr).toContain("crash after logging")
    const seen = linesOf(stderr, "line").map((l) => (JSON.parse(l) as { i: number }).i)
    expect(seen).toEqual(Array.from({ length: 5000 }, (_, i) => i))
  }, 30_000)
})

describe("a reader that stops reading", () => {
  it("never blocks the event loop: lines past the bound are dropped and counted, and the process exits", async () => {
    const script = join(dir, "stalled.mjs")
    const { writeFileSync } = await import("node:fs")
    // 40 MB of lines over 200 turns of the event loop, into a pipe nobody reads (64 KB) and past the 8 MB bound.
    writeFileSync(
      script,
      `import { stderrLines } from ${JSON.stringify(join(ROOT, "dist", "Config", "Logging.js"))}
const line = JSON.stringify({ message: "x".repeat(180) }) + "\\n"
let turns = 0
const tick = () => {
  for (let i = 0; i < 1000; i++) stderrLines().write(line)
  if (++turns < 200) return void setImmediate(tick)
  process.stdout.write(JSON.stringify({ turns, dropped: stderrLines().droppedLines }) + "\\n")
  process.exit(0)
}
tick()
`
    )
    const result = await new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
      const p = spawn(process.execPath, [script], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] })
      p.stderr.pause() // never read: the pipe fills
      let out = ""
      p.stdout.on("data", (d: Buffer) => (out += d.toString()))
      const timer = setTimeout(() => {
        p.kill("SIGKILL")
        reject(new Error("the process blocked on a full stderr pipe"))
      }, 20_000)
      p.on("exit", (c) => {
        clearTimeout(timer)
        resolve({ code: c, stdout: out })
      })
    })
    expect(result.code).toBe(0)
    const { dropped, turns } = JSON.parse(result.stdout) as { turns: number; dropped: number }
    expect(turns).toBe(200)
    expect(dropped).toBeGreaterThan(100_000)
  }, 30_000)
})

describe("LineSink", () => {
  it("writes queued lines in order, in batches", async () => {
    const file = join(dir, "order.log")
    const fd = openSync(file, "w")
    const sink = new LineSink(fd)
    for (let i = 0; i < 1000; i++) sink.write(`${i}\n`)
    expect(sink.pending).toBe(1000)
    await sink.drain()
    expect(sink.pending).toBe(0)
    closeSync(fd)
    expect(readFileSync(file, "utf8").trimEnd().split("\n").map(Number)).toEqual(Array.from({ length: 1000 }, (_, i) => i))
  })

  it("is bounded: past the bound lines are counted and dropped, then one line says how many", async () => {
    const file = join(dir, "bounded.log")
    const fd = openSync(file, "w")
    const sink = new LineSink(fd, 100)
    for (let i = 0; i < 50; i++) sink.write("0123456789\n")
    expect(sink.pending).toBe(9)
    expect(sink.droppedLines).toBe(41)
    await sink.drain()
    closeSync(fd)
    const lines = readFileSync(file, "utf8").trimEnd().split("\n")
    expect(lines.slice(0, 9)).toEqual(Array.from({ length: 9 }, () => "0123456789"))
    expect(JSON.parse(lines[9]!)).toMatchObject({ level: "warn", dropped: 41 })
  })

  it("flushSync writes what is queued at once (the exit hook)", () => {
    const file = join(dir, "sync.log")
    const fd = openSync(file, "w")
    const sink = new LineSink(fd)
    sink.write("a\n")
    sink.write("b\n")
    sink.flushSync()
    closeSync(fd)
    expect(readFileSync(file, "utf8")).toBe("a\nb\n")
  })
})
