import { HttpServer } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Logger, Schema } from "effect"
import { HttpEdgeLive } from "../src/App/HttpEdge.js"
import { HttpTransportLive, InFlight } from "../src/Layers/HttpTransport.js"
import { McpServer } from "../src/Mcp/McpServer.js"
import { defineTool, READ_ONLY_LOCAL } from "../src/Mcp/Tool.js"
import { ToolRegistry } from "../src/Mcp/ToolRegistry.js"
import { captureLogs, configLayer, configProvider, idOf, writeKeyFile } from "./AccessFixtures.js"
import { parsePrometheus } from "./PrometheusParse.js"

const echo = defineTool({
  name: "echo",
  title: "Echo",
  description: "Returns its text.",
  input: Schema.Struct({ text: Schema.optional(Schema.String) }),
  output: Schema.Struct({ echo: Schema.String }),
  annotations: READ_ONLY_LOCAL,
  handler: (input) => Effect.succeed({ echo: input.text ?? "" })
})
const TestToolsLive = Layer.effectDiscard(Effect.flatMap(ToolRegistry, (r) => r.register(echo)))

/** The real HTTP server on an ephemeral port, wired as Main.ts wires it. */
const serverLayer = (env: Record<string, string>) => {
  const settings = { TRANSPORT: "http", HTTP_HOST: "127.0.0.1", HTTP_PORT: "0", ...env }
  const ConfigLive = configLayer(settings)
  const Edge = HttpEdgeLive.pipe(Layer.provide(ConfigLive), Layer.provide(Layer.setConfigProvider(configProvider(settings))))
  const Core = McpServer.Default.pipe(
    Layer.provideMerge(TestToolsLive),
    Layer.provideMerge(ToolRegistry.Default),
    Layer.provide(Edge),
    Layer.provide(ConfigLive)
  )
  const Shared = Layer.mergeAll(Core, Edge, ConfigLive, InFlight.Default)
  return HttpTransportLive.pipe(Layer.provide(Shared), Layer.provide(quiet))
}
const quiet = Logger.replace(Logger.defaultLogger, Logger.none)

const KEYS = {
  free: "free-http-key-000001",
  other: "other-http-key-00001",
  bulk: "bulk-http-key-000001",
  disabled: "disabled-http-key-01",
  admin: "admin-http-key-000001"
}
const env = () => ({
  API_KEYS_CONFIG: writeKeyFile([
    { key: KEYS.free, label: "free", tier: "free", quotas: { daily: 2 } },
    { key: KEYS.other, label: "other", tier: "pro" },
    { key: KEYS.bulk, label: "bulk", tier: "enterprise", quotas: { daily: 30 } },
    { key: KEYS.disabled, label: "off", tier: "pro", enabled: false }
  ]),
  ADMIN_API_KEY: KEYS.admin
})

const baseUrl = Effect.map(HttpServer.HttpServer, (s) => `http://127.0.0.1:${(s.address as HttpServer.TcpAddress).port}`)

interface Reply {
  readonly status: number
  readonly headers: Headers
  readonly text: string
  readonly json: any
}
const request = (url: string, init: RequestInit = {}) =>
  Effect.promise(async (): Promise<Reply> => {
    const res = await fetch(url, init)
    const text = await res.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return { status: res.status, headers: res.headers, text, json }
  })

let nextId = 1
const call = (base: string, authorization: string | undefined, method = "tools/call") =>
  request(`${base}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...(authorization ? { authorization } : {})
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: nextId++,
      method,
      params: method === "tools/call" ? { name: "echo", arguments: { text: "hi" } } : {}
    })
  })
const get = (base: string, path: string, authorization?: string, headers: Record<string, string> = {}) =>
  request(`${base}${path}`, { headers: { ...headers, ...(authorization ? { authorization } : {}) } })

const bearer = (key: string) => `Bearer ${key}`

describe("HTTP edge", () => {
  it.live("401 for a missing, malformed, unknown or disabled key; `bearer` in lower case works", () => {
    const logs = captureLogs()
    return Effect.gen(function*() {
      const base = yield* baseUrl
      for (
        const [auth, reason] of [
          [undefined, "missing"],
          [`Basic ${Buffer.from("a:b").toString("base64")}`, "malformed"],
          ["Bearer wrong-key-0000000001", "unknown"],
          [bearer(KEYS.disabled), "disabled"]
        ] as const
      ) {
        const r = yield* call(base, auth)
        expect(r.status).toBe(401)
        expect(r.headers.get("www-authenticate")).toMatch(/^Bearer\b/)
        expect(r.json).toMatchObject({ jsonrpc: "2.0", error: { code: -32001, data: { reason } } })
      }
      const ok = yield* call(base, `bearer ${KEYS.other}`)
      expect(ok.status).toBe(200)
      expect(ok.json.result.structuredContent).toEqual({ echo: "hi" })
      expect(ok.headers.get("x-ratelimit-limit")).toBe("20")
      expect(ok.headers.get("x-ratelimit-remaining")).toBe("19")
      expect(Number(ok.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000 - 1)
      expect((yield* get(base, "/health")).status).toBe(200)
      // Keys never reach the logs in clear.
      const all = JSON.stringify(logs.lines)
      for (const key of Object.values(KEYS)) expect(all).not.toContain(key)
      expect(all).not.toContain("wrong-key-0000000001")
      expect(logs.lines.some((l) => l.message === "tool_call" && l.annotations["keyId"] === idOf(KEYS.other))).toBe(true)
    }).pipe(Effect.provide(serverLayer(env())), Effect.provide(logs.layer))
  })

  it.live("429 with Retry-After and X-RateLimit-* once the daily quota is used; free methods still pass", () =>
    Effect.gen(function*() {
      const base = yield* baseUrl
      for (let i = 0; i < 2; i++) expect((yield* call(base, bearer(KEYS.free))).status).toBe(200)
      const r = yield* call(base, bearer(KEYS.free))
      expect(r.status).toBe(429)
      const retryAfter = Number(r.headers.get("retry-after"))
      expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true)
      expect(r.headers.get("x-ratelimit-limit")).toBe("2")
      expect(r.headers.get("x-ratelimit-remaining")).toBe("0")
      const reset = Number(r.headers.get("x-ratelimit-reset"))
      const midnight = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1) / 1000
      expect(reset).toBe(midnight)
      expect(r.json.error).toMatchObject({ code: -32029, data: { limit: "daily", retryAfter, limitValue: 2 } })
      expect((yield* call(base, bearer(KEYS.free), "tools/list")).status).toBe(200)
      expect((yield* call(base, bearer(KEYS.free), "ping")).status).toBe(200)
    }).pipe(Effect.provide(serverLayer(env()))))

  it.live("/metrics: admin only when auth is on (tenant 403, none 401); JSON and Prometheus", () =>
    Effect.gen(function*() {
      const base = yield* baseUrl
      yield* call(base, bearer(KEYS.other))
      yield* call(base, bearer(KEYS.other))
      expect((yield* get(base, "/metrics")).status).toBe(401)
      expect((yield* get(base, "/metrics", "Bearer nope-nope-nope-nope")).status).toBe(401)
      const tenant = yield* get(base, "/metrics", bearer(KEYS.other))
      expect(tenant.status).toBe(403)
      expect(tenant.json.error.code).toBe(-32003)
      const r = yield* get(base, "/metrics", bearer(KEYS.admin))
      expect(r.status).toBe(200)
      expect(r.json).toMatchObject({ analyticsEnabled: true, totalCalls: 2, totalErrors: 0, tools: { echo: { count: 2, errors: 0 } } })
      expect(r.json.keys[idOf(KEYS.other)]).toMatchObject({ label: "other", tier: "pro", callsToday: 2, callsThisMonth: 2, rejected: 1 })
      for (const field of ["uptimeSeconds", "memory", "caches", "rateLimiters", "providerErrors"]) expect(r.json).toHaveProperty(field)

      const prom = yield* get(base, "/metrics?format=prometheus", bearer(KEYS.admin))
      expect(prom.status).toBe(200)
      expect(prom.headers.get("content-type")).toContain("text/plain; version=0.0.4")
      expect(parsePrometheus(prom.text).get("ipdata_tool_calls_total{tool=\"echo\"}")).toBe(2)
      const scraped = yield* get(base, "/metrics", bearer(KEYS.admin), { accept: "text/plain;version=0.0.4;q=0.9,*/*;q=0.1" })
      expect(scraped.headers.get("content-type")).toContain("text/plain")
      expect((yield* get(base, "/metrics?format=xml", bearer(KEYS.admin))).status).toBe(400)
    }).pipe(Effect.provide(serverLayer(env()))))

  it.live("/metrics and /usage are open when auth is off", () =>
    Effect.gen(function*() {
      const base = yield* baseUrl
      const r = yield* get(base, "/metrics")
      expect(r.status).toBe(200)
      expect(r.json.analyticsEnabled).toBe(true)
      expect((yield* get(base, "/usage")).json).toMatchObject({ authEnabled: false, keys: [] })
    }).pipe(Effect.provide(serverLayer({}))))

  it.live("/metrics with ANALYTICS_ENABLED=false still answers with uptime and memory", () =>
    Effect.gen(function*() {
      const base = yield* baseUrl
      const r = yield* get(base, "/metrics")
      expect(r.status).toBe(200)
      expect(r.json).toMatchObject({ analyticsEnabled: false, message: expect.stringContaining("disabled") })
      expect(r.json.memory.rss).toBeGreaterThan(0)
    }).pipe(Effect.provide(serverLayer({ ANALYTICS_ENABLED: "false" }))))

  it.live("/usage: a tenant sees its own key, the admin sees every key", () =>
    Effect.gen(function*() {
      const base = yield* baseUrl
      yield* call(base, bearer(KEYS.free))
      const own = yield* get(base, "/usage", bearer(KEYS.free))
      expect(own.status).toBe(200)
      expect(own.json.keys).toHaveLength(1)
      expect(own.json.keys[0]).toMatchObject({
        keyId: idOf(KEYS.free),
        label: "free",
        tier: "free",
        callsToday: 1,
        limits: { daily: 2, monthly: 1000, concurrent: 2, sustainedPerHour: 100, burstPerSecond: 5 },
        remaining: { daily: 1, monthly: 999 }
      })
      expect(own.json.keys[0].resets.daily).toMatch(/T00:00:00\.000Z$/)
      expect((yield* get(base, `/usage/${idOf(KEYS.free)}`, bearer(KEYS.free))).json.keyId).toBe(idOf(KEYS.free))
      expect((yield* get(base, `/usage/${idOf(KEYS.other)}`, bearer(KEYS.free))).status).toBe(403)
      expect((yield* get(base, "/usage/000000000000", bearer(KEYS.free))).status).toBe(403)
      expect((yield* get(base, "/usage")).status).toBe(401)

      const all = yield* get(base, "/usage", bearer(KEYS.admin))
      expect(all.json.keys.map((k: { label: string }) => k.label).sort()).toEqual(["admin", "bulk", "free", "off", "other"])
      expect(all.json.keys.find((k: { label: string }) => k.label === "bulk").limits).toMatchObject({ daily: 30, monthly: null })
      expect((yield* get(base, `/usage/${idOf(KEYS.other)}`, bearer(KEYS.admin))).json.label).toBe("other")
      expect((yield* get(base, "/usage/000000000000", bearer(KEYS.admin))).status).toBe(404)
    }).pipe(Effect.provide(serverLayer(env()))))

  it.live("50 parallel clients on one key never get more calls through than the quota", () =>
    Effect.gen(function*() {
      const base = yield* baseUrl
      const replies = yield* Effect.all(
        Array.from({ length: 50 }, () => call(base, bearer(KEYS.bulk))),
        { concurrency: "unbounded" }
      )
      expect(replies.filter((r) => r.status === 200)).toHaveLength(30)
      const refused = replies.filter((r) => r.status === 429)
      expect(refused).toHaveLength(20)
      for (const r of refused) {
        expect(r.json.error.data.limit).toBe("daily")
        expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
      }
      const usage = yield* get(base, `/usage/${idOf(KEYS.bulk)}`, bearer(KEYS.admin))
      expect(usage.json.callsToday).toBe(30)
    }).pipe(Effect.provide(serverLayer(env()))))
})
