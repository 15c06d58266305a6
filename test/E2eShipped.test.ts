import { execFile } from "node:child_process"
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type ListedTool, type Probe, probesFor } from "./support/ArgumentProbes.js"
import { cleanEnv, ENTRY, ROOT } from "./support/ServerProcess.js"
import { runStdioSession } from "./support/StdioSession.js"

/**
 * What users run, under bad input: the BUILT server (dist/) and the packed
 * tarball installed into a temporary prefix, each driven over stdio. For
 * every tool in tools/list, probes derived from its inputSchema (unknown
 * name, each prototype-named key, wrong type and out-of-range value per
 * field, each required field missing, an over-deep value) must each get an
 * isError INVALID_INPUT/MISSING_REQUIRED_FIELD result naming the field:
 * never -32603. All probes go through one process per target.
 */

const run = promisify(execFile)
const PKG = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { name: string; version: string }

interface Target {
  readonly command: string
  readonly args: ReadonlyArray<string>
}

const INIT = JSON.stringify({
  jsonrpc: "2.0",
  id: "init",
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "e2e-shipped", version: "0" } }
})

const session = (
  target: Target,
  lines: ReadonlyArray<string>,
  awaitIds: ReadonlyArray<string | number>,
  env: Record<string, string> = {},
  then?: Parameters<typeof runStdioSession>[2]["then"]
) =>
  runStdioSession(target.command, target.args, {
    cwd: tmpdir(),
    env: cleanEnv({ TRANSPORT: "stdio", LOG_LEVEL: "error", ...env }),
    lines,
    awaitIds,
    timeoutMs: 60000,
    ...(then !== undefined ? { then } : {})
  })

type Reply = { id?: unknown; result?: any; error?: { code: number; message: string } }

/** Every probe answered as a tool error naming its field; returns the failures in words. */
const probeFailures = (probes: ReadonlyArray<Probe>, replies: ReadonlyArray<unknown>): Array<string> => {
  const byId = new Map((replies as Array<Reply>).map((r) => [r.id, r]))
  const failures: Array<string> = []
  probes.forEach((p, i) => {
    const r = byId.get(i + 1)
    const what = `${p.tool} ${p.kind} "${p.field}"`
    if (r === undefined) return failures.push(`${what}: no reply`)
    if (r.error !== undefined) return failures.push(`${what}: JSON-RPC error ${r.error.code} ${r.error.message}`)
    const code = r.result?._meta?.["ipdata/error"]?.code
    const text: string = r.result?.content?.[0]?.text ?? ""
    if (r.result?.isError !== true || !["INVALID_INPUT", "MISSING_REQUIRED_FIELD"].includes(code)) {
      return failures.push(`${what}: not an invalid-input result: ${text.slice(0, 160)}`)
    }
    if (!text.includes(`"${p.field}"`)) failures.push(`${what}: the error does not name the field: ${text.slice(0, 200)}`)
  })
  return failures
}

const callLine = (id: number | string, name: string, args: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } })

/** The same checks for each way the server ships. */
const shippedSuite = (label: string, target: () => Target) => {
  it(`${label}: every tool refuses bad arguments with an error naming the field, never -32603`, async () => {
    // One process: tools/list first, then the probes built from what it lists.
    let tools: Array<ListedTool> = []
    let probes: Array<Probe> = []
    // Far past the message bound: a clear -32602, never a stack overflow (written as text: JSON.stringify would recurse).
    const deepText = (n: number) => "[".repeat(n) + "1" + "]".repeat(n)
    const extra = [
      `{"jsonrpc":"2.0","id":"deep","method":"tools/call","params":{"name":"nice_class_lookup","arguments":{"keyword":${deepText(6000)}}}}`,
      `{"jsonrpc":"2.0","id":"deep-params","method":"tools/list","params":${deepText(5000)}}`
    ]
    const out = await session(
      target(),
      [INIT, JSON.stringify({ jsonrpc: "2.0", id: "list", method: "tools/list" })],
      ["list"],
      {},
      (first) => {
        tools = ((first as Array<Reply>).find((r) => r.id === "list")?.result?.tools ?? []) as Array<ListedTool>
        probes = tools.flatMap(probesFor)
        return {
          lines: [...probes.map((p, i) => callLine(i + 1, p.tool, p.args)), ...extra],
          awaitIds: [...probes.map((_, i) => i + 1), "deep", "deep-params"]
        }
      }
    )
    expect(tools.length).toBeGreaterThan(20)
    const failures = probeFailures(probes, out.replies)
    console.log(`${label}: ${tools.length} tools, ${probes.length} argument probes, ${failures.length} failures`)
    expect(failures).toEqual([])
    const replies = out.replies as Array<Reply>
    expect(replies.filter((r) => r.error?.code === -32603)).toEqual([])
    const deep = replies.find((r) => r.id === "deep")!
    expect(deep.error?.code).toBe(-32602)
    expect(deep.error?.message).toMatch(/"params\.arguments\.keyword.*" nests deeper than 64 levels/)
    expect(replies.find((r) => r.id === "deep-params")?.error?.message).toMatch(/"params.*" nests deeper than 64 levels/)
    expect(out.stderr).not.toMatch(/is not a function|Maximum call stack/)
    expect(out.exitCode).toBe(0)
  }, 120000)

  it(`${label}: help and version work as words and as flags`, async () => {
    const { command, args } = target()
    const words = ["help", "--help", "version", "--version"]
    const outs = await Promise.all(words.map((word) => run(command, [...args, word], { env: cleanEnv({}) })))
    expect(outs[0]!.stdout).toMatch(/usage/i)
    expect(outs[1]!.stdout).toMatch(/usage/i)
    expect(outs[2]!.stdout.trim()).toBe(PKG.version)
    expect(outs[3]!.stdout.trim()).toBe(PKG.version)
  }, 120000)
}

const work = mkdtempSync(join(tmpdir(), "ipdata-pack-"))
const prefix = join(work, "prefix")
let files: Array<string> = []
/**
 * Packing and installing (about 15 s, mostly unpacking 130 MB of dependencies) starts with the file and
 * runs while the dist/ checks spawn their servers; the tarball's checks wait for it.
 */
let installed: Promise<unknown> | undefined
beforeAll(() => {
  installed = installTarball().then(() => undefined, (e: unknown) => e)
})
afterAll(() => installed?.then(() => rmSync(work, { recursive: true, force: true })), 240000)

describe("the built server (dist/)", () => {
  shippedSuite("dist", () => ({ command: process.execPath, args: [join(ROOT, ENTRY)] }))
})

const installTarball = async () => {
  // dist/ is already built (npm test builds first): pack it as is, without running prepare again.
  const packed = await run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", work], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024
  })
  const info = JSON.parse(packed.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>
  files = info[0]!.files.map((f) => f.path)
  const tarball = join(work, info[0]!.filename)
  // Dependencies come from the npm cache (offline); a cold cache (CI) may fetch from the registry.
  // Install scripts are skipped: better-sqlite3 would compile for minutes, so its addon, built for this
  // very Node by the project's own install, is copied in.
  const install = (mode: string) =>
    run("npm", ["install", "-g", "--prefix", prefix, mode, "--ignore-scripts", "--no-audit", "--no-fund", tarball], { cwd: work })
  await install("--offline").catch(() => install("--prefer-offline"))
  const addon = join("node_modules", "better-sqlite3", "build", "Release")
  const home = join(prefix, "lib", "node_modules", PKG.name)
  mkdirSync(join(home, addon), { recursive: true })
  copyFileSync(join(ROOT, addon, "better_sqlite3.node"), join(home, addon, "better_sqlite3.node"))
}

describe("the packed tarball, installed into a temporary prefix", () => {
  beforeAll(async () => {
    const failure = await installed
    if (failure !== undefined) throw failure
  }, 240000)

  it("ships what runs and nothing else: dist without source maps, the licence, no sources or tests", () => {
    expect(files).toContain("dist/Main.js")
    expect(files).toContain("LICENSE")
    expect(files).toContain("package.json")
    expect(files.filter((f) => f.endsWith(".map"))).toEqual([])
    expect(files.filter((f) => !f.startsWith("dist/") && !["LICENSE", "README.md", "CHANGELOG.md", "package.json"].includes(f))).toEqual([])
    // Besides code, only the meaning data read on first use (Analysis/Distinctiveness/*Data.json): all five ship.
    expect(files.filter((f) => f.startsWith("dist/") && !f.endsWith(".js")).sort()).toEqual(
      ["Compounds", "NclRoles", "WordClasses", "WordRelations", "WordVectors"].map((n) => `dist/Analysis/Distinctiveness/${n}Data.json`)
    )
    const pkg = JSON.parse(readFileSync(join(prefix, "lib", "node_modules", PKG.name, "package.json"), "utf8"))
    expect(pkg).toMatchObject({ license: "MIT", mcpName: expect.stringMatching(/^io\.github\./), repository: expect.anything() })
    expect(pkg.keywords).toContain("mcp")
  })

  shippedSuite("tarball", () => ({ command: join(prefix, "bin", "ipdata-mcp"), args: [] }))

  it("tarball: the meaning data (*Data.json, read on first use) loads from the install", async () => {
    const out = await session(
      { command: join(prefix, "bin", "ipdata-mcp"), args: [] },
      [INIT, callLine(1, "distinctiveness_hints", { proposedMark: "DENTAL FLOSS", goodsOrServices: "dental floss", niceClasses: [21] })],
      [1],
      {}
    )
    const reply = (out.replies as Array<Reply>).find((r) => r.id === 1)
    expect(reply?.result?.isError, JSON.stringify(reply)).toBeUndefined()
    // Only WordClassesData.json knows DENTAL as a relational adjective (of or relating to teeth).
    expect(JSON.stringify(reply?.result?.structuredContent)).toContain("relational adjective")
  }, 60000)

  it("tarball: the local store works from the install (DATA_DIR, SQLite)", async () => {
    const data = join(work, "data")
    const out = await session(
      { command: join(prefix, "bin", "ipdata-mcp"), args: [] },
      [INIT, callLine(1, "create_watch", { name: "shipped", type: "similar_filing", markName: "ACME" }), callLine(2, "list_watches", {})],
      [1, 2],
      { DATA_DIR: data, LOG_LEVEL: "info" }
    )
    const replies = out.replies as Array<Reply>
    const list = replies.find((r) => r.id === 2)
    expect(list?.result?.isError, JSON.stringify(list)).toBeUndefined()
    expect(JSON.stringify(list?.result?.structuredContent)).toContain("shipped")
    expect(out.stderr).toContain(data)
  }, 60000)
})
