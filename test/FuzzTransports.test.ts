import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PROTOTYPE_NAMES } from "./support/ArgumentProbes.js"
import { cleanEnv, ENTRY, ROOT, type RunningServer, startServer } from "./support/ServerProcess.js"
import { runStdioSession } from "./support/StdioSession.js"

/**
 * Property-based fuzzing of both transports of the BUILT server with
 * malformed JSON-RPC: every reply must be valid JSON-RPC 2.0, none may be
 * -32603 (an internal error is a bug), and the server must still answer a
 * ping afterwards. Counts are printed (requests sent, -32603 seen).
 */

const TOOL_NAMES = ["nice_class_lookup", "trademark_search", "create_watch", "register_webhook", "suggest_nice_classes", "no_such_tool"]
const ARG_NAMES = ["classNumber", "keyword", "query", "limit", "jurisdictions", "url", "name", "type", "webhookUrl", ...PROTOTYPE_NAMES]

const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, "", "x", "2.0", "__proto__"),
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom(...ARG_NAMES)), tie("value"), { maxKeys: 4 })
  )
})).value

const id = fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constantFrom(null, 1.5, true, [], {}))
const method = fc.oneof(
  fc.constantFrom("initialize", "ping", "tools/list", "tools/call", "logging/setLevel", "notifications/initialized", "resources/list", ""),
  fc.string({ maxLength: 12 }),
  jsonish
)

const toolCall = fc.record({
  jsonrpc: fc.constant("2.0"),
  id: fc.integer({ min: 1, max: 1e6 }),
  method: fc.constant("tools/call"),
  params: fc.record(
    {
      name: fc.oneof(fc.constantFrom(...TOOL_NAMES), jsonish),
      arguments: fc.oneof(fc.dictionary(fc.constantFrom(...ARG_NAMES), jsonish, { maxKeys: 4 }), jsonish)
    },
    { requiredKeys: [] }
  )
})

const envelope = fc.record(
  { jsonrpc: fc.oneof(fc.constant("2.0"), jsonish), id, method, params: jsonish },
  { requiredKeys: [] }
)

/** A line of text: malformed JSON, a JSON value, an envelope, a tool call, or a batch of those. */
const payload: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("{", "[", "[]", "{}", "null", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"", "[1,2]", "\"\\ud800\"", "1e999999"),
  jsonish.map((v) => JSON.stringify(v)),
  envelope.map((v) => JSON.stringify(v)),
  toolCall.map((v) => JSON.stringify(v)),
  fc.array(fc.oneof(envelope, toolCall, jsonish), { minLength: 0, maxLength: 4 }).map((v) => JSON.stringify(v))
).map((s) => s.replace(/[\r\n\u2028\u2029]/g, " "))

// Deep nesting is written as text: JSON.stringify itself would overflow on it.
const deep = (n: number) => "[".repeat(n) + "1" + "]".repeat(n)
const DEEP_LINES = [
  `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"nice_class_lookup","arguments":{"keyword":${deep(5000)}}}}`,
  `{"jsonrpc":"2.0","id":2,"method":"ping","params":${deep(6000)}}`,
  deep(7000)
]

const SEED = 12012
const STDIO_RUNS = 1500
const HTTP_RUNS = 400

/** Problems with one reply body: not JSON-RPC 2.0, or an internal error. */
const replyProblems = (reply: unknown): Array<string> => {
  const problems: Array<string> = []
  for (const r of Array.isArray(reply) ? reply : [reply]) {
    const m = r as { jsonrpc?: unknown; id?: unknown; result?: unknown; error?: { code?: unknown; message?: unknown } }
    const ok = m !== null &&
      typeof m === "object" &&
      m.jsonrpc === "2.0" &&
      ("result" in m) !== ("error" in m) &&
      (m.id === undefined || typeof m.id === "string" || Number.isInteger(m.id)) &&
      (m.error === undefined || (Number.isInteger(m.error.code) && typeof m.error.message === "string" && m.error.message.length > 0))
    if (!ok) problems.push(`not JSON-RPC: ${JSON.stringify(r).slice(0, 200)}`)
    else if (m.error?.code === -32603) problems.push(`-32603: ${JSON.stringify(r).slice(0, 200)}`)
  }
  return problems
}

const NO_OFFICES = Object.fromEntries(
  ["USPTO", "EUIPO", "IPAUSTRALIA", "IPONZ", "WIPO", "UKIPO", "CIPO", "JPO", "CNIPA", "EPO"].map((o) => [`ENABLE_${o}`, "false"])
)

describe("fuzzing the built server with malformed JSON-RPC", () => {
  it(`stdio: ${STDIO_RUNS} lines, every reply valid JSON-RPC, no -32603, alive after`, async () => {
    const lines = [...fc.sample(payload, { seed: SEED, numRuns: STDIO_RUNS }), ...DEEP_LINES]
    const run = await runStdioSession(process.execPath, [ENTRY], {
      cwd: ROOT,
      env: cleanEnv({ TRANSPORT: "stdio", LOG_LEVEL: "error", ...NO_OFFICES }),
      lines: [...lines, JSON.stringify({ jsonrpc: "2.0", id: "alive-check", method: "ping" })],
      awaitIds: ["alive-check"],
      timeoutMs: 60000
    })
    const problems = run.replies.flatMap(replyProblems)
    const internal = problems.filter((p) => p.startsWith("-32603")).length
    console.log(`fuzz stdio: ${lines.length} lines sent, ${run.replies.length} replies, ${internal} x -32603`)
    expect(problems).toEqual([])
    expect(run.replies.some((r) => (r as { id?: unknown }).id === "alive-check")).toBe(true)
    expect(run.exitCode).toBe(0)
  }, 120000)

  describe("http", () => {
    let server: RunningServer
    beforeAll(async () => {
      server = await startServer({ LOG_LEVEL: "error", ...NO_OFFICES })
    }, 120000)
    afterAll(async () => {
      await server?.stop()
    })

    it(`${HTTP_RUNS} POST bodies, every reply valid JSON-RPC, no -32603, alive after`, async () => {
      const bodies = [...fc.sample(payload, { seed: SEED + 1, numRuns: HTTP_RUNS }), ...DEEP_LINES]
      const problems: Array<string> = []
      let i = 0
      const worker = async () => {
        while (i < bodies.length) {
          const body = bodies[i++]!
          const r = await fetch(server.url, { method: "POST", headers: { "content-type": "application/json" }, body })
          const text = await r.text()
          if (r.status === 202 && text === "") continue
          let parsed: unknown
          try {
            parsed = JSON.parse(text)
          } catch {
            problems.push(`HTTP ${r.status} not JSON: ${text.slice(0, 200)}`)
            continue
          }
          problems.push(...replyProblems(parsed).map((p) => `HTTP ${r.status} ${p} for ${body.slice(0, 120)}`))
        }
      }
      await Promise.all([worker(), worker(), worker(), worker()])
      const internal = problems.filter((p) => p.includes("-32603")).length
      console.log(`fuzz http: ${bodies.length} requests sent, ${internal} x -32603`)
      expect(problems).toEqual([])
      const ping = await fetch(server.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}"
      })
      expect(await ping.json()).toEqual({ jsonrpc: "2.0", id: 1, result: {} })
    }, 120000)
  })
})
