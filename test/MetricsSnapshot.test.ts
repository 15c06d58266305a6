import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { AccessControl } from "../src/Access/AccessControl.js"
import type { ToolCallEvent } from "../src/Mcp/ToolCallObserver.js"
import { ToolCallObserver } from "../src/Mcp/ToolCallObserver.js"
import { Metrics, type MetricsSnapshot, registerMetricsSource } from "../src/Observability/Metrics.js"
import { renderPrometheus } from "../src/Observability/Prometheus.js"
import { captureLogs, configLayer, edgeLayer, idOf, writeKeyFile } from "./AccessFixtures.js"
import { parsePrometheus } from "./PrometheusParse.js"

const metricsLayer = (env: Record<string, string> = {}) => Metrics.Default.pipe(Layer.provide(configLayer(env)))

const event = (over: Partial<ToolCallEvent> = {}): ToolCallEvent => ({
  tool: "trademark_search",
  durationMs: 10,
  success: true,
  errorCode: undefined,
  errorProvider: undefined,
  cacheHit: false,
  keyId: undefined,
  transport: "http",
  queryHash: "0123456789abcdef",
  ...over
})

type Enabled = Extract<MetricsSnapshot, { analyticsEnabled: true }>
const enabledSnapshot = Effect.flatMap(Metrics, (m) => m.snapshot).pipe(
  Effect.map((s) => {
    if (!s.analyticsEnabled) throw new Error("analytics should be on")
    return s as Enabled
  })
)

/** A deterministic pseudo-random sequence (tests must not depend on luck). */
const lcg = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296
  return seed / 4294967296
}

describe("Metrics", () => {
  it.effect("counts calls and errors per tool", () =>
    Effect.gen(function*() {
      const m = yield* Metrics
      yield* m.recordToolCall(event())
      yield* m.recordToolCall(event({ success: false, errorCode: "PROVIDER_ERROR", errorProvider: "EUIPO" }))
      yield* m.recordToolCall(event({ cacheHit: true }))
      yield* m.recordToolCall(event({ tool: "nice_class_lookup", durationMs: 0 }))
      const s = yield* enabledSnapshot
      expect(s.totalCalls).toBe(4)
      expect(s.totalErrors).toBe(1)
      expect(s.tools["trademark_search"]).toMatchObject({ count: 3, errors: 1, errorRate: 0.333, cacheHits: 1, totalMs: 30 })
      expect(s.tools["nice_class_lookup"]).toMatchObject({ count: 1, errors: 0, errorRate: 0, p50Ms: 0, p99Ms: 0 })
      expect(s.caches).toEqual({})
      expect(s.rateLimiters).toEqual({})
      expect(s.providerErrors).toEqual({})
      expect(s.memory.rss).toBeGreaterThan(0)
      expect(s.memory.heapUsed).toBeGreaterThan(0)
      expect(typeof s.uptimeSeconds).toBe("number")
    }).pipe(Effect.provide(metricsLayer())))

  it.effect("percentiles are within 1% of the exact ones", () =>
    Effect.gen(function*() {
      const m = yield* Metrics
      const random = lcg(42)
      const samples: Array<number> = []
      for (let i = 0; i < 20_000; i++) {
        // Log-uniform from 1 ms to ~3 s, with a slow tail.
        const v = Math.exp(random() * 8) * (random() < 0.02 ? 10 : 1)
        samples.push(v)
        yield* m.recordToolCall(event({ durationMs: v }))
      }
      samples.sort((a, b) => a - b)
      const exact = (q: number) => samples[Math.floor(q * (samples.length - 1))]!
      const t = (yield* enabledSnapshot).tools["trademark_search"]!
      for (const [q, got] of [[0.5, t.p50Ms], [0.95, t.p95Ms], [0.99, t.p99Ms]] as const) {
        expect(Math.abs(got - exact(q)) / exact(q)).toBeLessThanOrEqual(0.01)
      }
    }).pipe(Effect.provide(metricsLayer())))

  it.effect("shows what registered sources report, and skips a failing source", () =>
    Effect.gen(function*() {
      const m = yield* Metrics
      yield* m.registerSource("caches", () => ({ search: { hits: 3, misses: 1, hitRate: 0.75, size: 2 } }))
      yield* m.registerSource("caches", Effect.succeed({ status: { hits: 0, misses: 2, hitRate: 0, size: 2 } }))
      yield* m.registerSource("rateLimiters", () => ({ EUIPO: { waits: 2, totalWaitMs: 1500, maxWaitMs: 1000, queued: 1 } }))
      yield* m.registerSource("providerErrors", () => {
        throw new Error("boom")
      })
      const s = yield* enabledSnapshot
      expect(Object.keys(s.caches).sort()).toEqual(["search", "status"])
      expect(s.rateLimiters["EUIPO"]).toEqual({ waits: 2, totalWaitMs: 1500, maxWaitMs: 1000, queued: 1 })
      expect(s.providerErrors).toEqual({})
    }).pipe(Effect.provide(metricsLayer())))

  it.effect("registerMetricsSource wires another service in one line", () => {
    class Fake extends Effect.Service<Fake>()("test/Fake", { succeed: { errors: { USPTO: 4 } } }) {}
    const wiring = registerMetricsSource("providerErrors", Effect.map(Fake, (f) => f.errors))
    return Effect.gen(function*() {
      expect((yield* enabledSnapshot).providerErrors).toEqual({ USPTO: 4 })
    }).pipe(Effect.provide(Layer.provideMerge(wiring, Layer.merge(metricsLayer(), Fake.Default))))
  })

  it.effect("ANALYTICS_ENABLED=false: nothing per tool; uptime and memory, and says analytics are off", () =>
    Effect.gen(function*() {
      const m = yield* Metrics
      yield* m.recordToolCall(event())
      const s = yield* m.snapshot
      expect(s.analyticsEnabled).toBe(false)
      expect(s).not.toHaveProperty("tools")
      expect(s).toMatchObject({ message: expect.stringContaining("Analytics disabled") })
      expect(s.memory.rss).toBeGreaterThan(0)
      const text = renderPrometheus(s)
      expect(parsePrometheus(text).get("ipdata_analytics_enabled")).toBe(0)
      expect(text).not.toContain("ipdata_tool_calls_total")
      expect(text).toContain("ipdata_memory_rss_bytes")
    }).pipe(Effect.provide(metricsLayer({ ANALYTICS_ENABLED: "false" }))))
})

describe("Prometheus format", () => {
  const keyFile = () => writeKeyFile([{ key: "tenant-key-0000001", label: "acme \"EU\"", tier: "free" }])

  it.effect("parses back into the JSON figures", () => {
    const env = { API_KEYS_CONFIG: keyFile(), ADMIN_API_KEY: "admin-key-0000000001" }
    return Effect.gen(function*() {
      const m = yield* Metrics
      const access = yield* AccessControl
      const observer = yield* ToolCallObserver
      const p = yield* access.authenticate("Bearer tenant-key-0000001", "http").pipe(Effect.orDie)
      const admission = yield* access.admit(p, 2).pipe(Effect.orDie)
      yield* admission.release
      yield* Effect.flip(access.admit(p, 9))
      for (const d of [3, 5, 8, 13, 250]) yield* observer.onToolCall(event({ durationMs: d, keyId: p.keyId }))
      yield* observer.onToolCall(event({ tool: "trademark_status", success: false, errorCode: "PROVIDER_TIMEOUT", durationMs: 15000 }))
      yield* m.registerSource("caches", () => ({ search: { hits: 3, misses: 1, hitRate: 0.75, size: 2 } }))
      yield* m.registerSource("rateLimiters", () => ({ EUIPO: { waits: 2, totalWaitMs: 1500, maxWaitMs: 1000, queued: 1 } }))
      yield* m.registerSource("providerErrors", () => ({ EUIPO: 7 }))

      const s = yield* enabledSnapshot
      const prom = parsePrometheus(renderPrometheus(s))
      const keyId = idOf("tenant-key-0000001")

      expect(prom.get("ipdata_uptime_seconds")).toBe(s.uptimeSeconds)
      expect(prom.get("ipdata_memory_heap_used_bytes")).toBe(s.memory.heapUsed)
      expect(prom.get("ipdata_calls_total")).toBe(s.totalCalls)
      expect(prom.get("ipdata_call_errors_total")).toBe(s.totalErrors)
      for (const [tool, t] of Object.entries(s.tools)) {
        expect(prom.get(`ipdata_tool_calls_total{tool="${tool}"}`)).toBe(t.count)
        expect(prom.get(`ipdata_tool_errors_total{tool="${tool}"}`)).toBe(t.errors)
        expect(prom.get(`ipdata_tool_error_ratio{tool="${tool}"}`)).toBe(t.errorRate)
        expect(prom.get(`ipdata_tool_duration_seconds_count{tool="${tool}"}`)).toBe(t.count)
        expect(prom.get(`ipdata_tool_duration_seconds_sum{tool="${tool}"}`)! * 1000).toBeCloseTo(t.totalMs, 6)
        expect(prom.get(`ipdata_tool_duration_seconds{tool="${tool}",quantile="0.5"}`)! * 1000).toBeCloseTo(t.p50Ms, 6)
        expect(prom.get(`ipdata_tool_duration_seconds{tool="${tool}",quantile="0.95"}`)! * 1000).toBeCloseTo(t.p95Ms, 6)
        expect(prom.get(`ipdata_tool_duration_seconds{tool="${tool}",quantile="0.99"}`)! * 1000).toBeCloseTo(t.p99Ms, 6)
      }
      expect(prom.get("ipdata_cache_hits_total{cache=\"search\"}")).toBe(3)
      expect(prom.get("ipdata_cache_hit_ratio{cache=\"search\"}")).toBe(0.75)
      expect(prom.get("ipdata_cache_entries{cache=\"search\"}")).toBe(2)
      expect(prom.get("ipdata_provider_rate_limit_wait_seconds_total{provider=\"EUIPO\"}")).toBe(1.5)
      expect(prom.get("ipdata_provider_rate_limit_queued{provider=\"EUIPO\"}")).toBe(1)
      expect(prom.get("ipdata_provider_errors_total{provider=\"EUIPO\"}")).toBe(7)
      // Label values are escaped.
      expect(prom.get(`ipdata_key_info{key_id="${keyId}",label="acme \\"EU\\"",tier="free"}`)).toBe(1)
      expect(s.keys[keyId]).toMatchObject({ label: "acme \"EU\"", tier: "free", callsToday: 2, callsThisMonth: 2, rejected: 1 })
      expect(prom.get(`ipdata_key_calls_today{key_id="${keyId}"}`)).toBe(2)
      expect(prom.get(`ipdata_key_calls_this_month{key_id="${keyId}"}`)).toBe(2)
      expect(prom.get(`ipdata_key_rejected_total{key_id="${keyId}"}`)).toBe(1)
      expect(prom.get("ipdata_rejections_total{reason=\"burst\"}")).toBe(s.rejections.burst)
    }).pipe(Effect.provide(edgeLayer(env)))
  })

  it.effect("the per-call log line names the key by keyId and label and the query only by hash", () => {
    const logs = captureLogs()
    const env = { API_KEYS_CONFIG: keyFile() }
    return Effect.gen(function*() {
      const observer = yield* ToolCallObserver
      yield* observer.onToolCall(event({ keyId: idOf("tenant-key-0000001"), success: false, errorCode: "INVALID_INPUT", cacheHit: true }))
      const line = logs.lines.find((l) => l.message === "tool_call")
      expect(line?.annotations).toEqual({
        tool: "trademark_search",
        keyId: idOf("tenant-key-0000001"),
        keyLabel: "acme \"EU\"",
        durationMs: 10,
        success: false,
        errorCode: "INVALID_INPUT",
        errorProvider: null,
        cacheHit: true,
        transport: "http",
        queryHash: "0123456789abcdef"
      })
    }).pipe(Effect.provide(edgeLayer(env)), Effect.provide(logs.layer))
  })
})
