import { LogCollapsingLowestDenseDDSketch } from "@datadog/sketches-js"
import { Effect, Layer } from "effect"
import { AppConfig } from "../Config/AppConfig.js"
import type { ToolCallEvent } from "../Mcp/ToolCallObserver.js"

export interface CacheStats {
  readonly hits: number
  readonly misses: number
  readonly hitRate: number
  readonly size: number
}
export interface RateLimiterStats {
  readonly waits: number
  readonly totalWaitMs: number
  readonly maxWaitMs: number
  readonly queued: number
}
export interface CircuitBreakerStats {
  readonly state: "closed" | "open" | "half-open"
  readonly consecutiveFailures: number
  readonly opened: number
  readonly rejected: number
  readonly retryAfterMs?: number
}
export interface KeyStats {
  readonly label: string
  readonly tier: string
  readonly callsToday: number
  readonly callsThisMonth: number
  readonly rejected: number
}

/** What each kind of registered source reports, per name (cache type, provider, keyId). */
export interface SourceTypes {
  readonly caches: CacheStats
  readonly rateLimiters: RateLimiterStats
  readonly providerErrors: number
  /** Per provider: its circuit breaker (CIRCUIT_BREAKER_*). */
  readonly circuitBreakers: CircuitBreakerStats
  readonly keys: KeyStats
  /** Background jobs (the watch scheduler), as each reports itself. */
  readonly monitoring: Readonly<Record<string, unknown>>
  /** Entries held now by each bounded in-memory table or queue (log queue, tools/list views...). */
  readonly tables: number
}
export type SourceKind = keyof SourceTypes
export type MetricsSource<K extends SourceKind> =
  | Effect.Effect<Readonly<Record<string, SourceTypes[K]>>>
  | (() => Readonly<Record<string, SourceTypes[K]>>)

export interface ToolStats {
  readonly count: number
  readonly errors: number
  readonly errorRate: number
  readonly cacheHits: number
  /** Sum of all durations (mean = totalMs / count). */
  readonly totalMs: number
  readonly p50Ms: number
  readonly p95Ms: number
  readonly p99Ms: number
}

export const REJECTION_KINDS = ["unauthorized", "forbidden", "daily", "monthly", "sustained", "burst", "concurrency"] as const
export type RejectionKind = (typeof REJECTION_KINDS)[number]

export interface MemoryStats {
  readonly rss: number
  readonly heapUsed: number
  readonly heapTotal: number
  readonly external: number
}

export type MetricsSnapshot =
  | {
    readonly analyticsEnabled: true
    readonly uptimeSeconds: number
    readonly memory: MemoryStats
    readonly totalCalls: number
    readonly totalErrors: number
    readonly tools: Readonly<Record<string, ToolStats>>
    readonly caches: Readonly<Record<string, CacheStats>>
    readonly rateLimiters: Readonly<Record<string, RateLimiterStats>>
    readonly providerErrors: Readonly<Record<string, number>>
    readonly circuitBreakers: Readonly<Record<string, CircuitBreakerStats>>
    readonly keys: Readonly<Record<string, KeyStats>>
    readonly monitoring: Readonly<Record<string, Readonly<Record<string, unknown>>>>
    readonly tables: Readonly<Record<string, number>>
    readonly rejections: Readonly<Record<RejectionKind, number>>
  }
  | {
    readonly analyticsEnabled: false
    readonly message: string
    readonly uptimeSeconds: number
    readonly memory: MemoryStats
  }

const round3 = (n: number) => Math.round(n * 1000) / 1000

/** Relative accuracy 0.5% leaves room for rounding within the promised 1%. */
const newSketch = () => new LogCollapsingLowestDenseDDSketch({ relativeAccuracy: 0.005, binLimit: 2048 })

interface ToolCounters {
  count: number
  errors: number
  cacheHits: number
  readonly sketch: ReturnType<typeof newSketch>
}

/**
 * Server metrics for /metrics: per-tool counts and latency percentiles
 * (bounded-memory sketches), plus figures other services report through
 * registered sources (caches, provider rate limiters, provider errors, keys).
 */
export class Metrics extends Effect.Service<Metrics>()("ipdata/Metrics", {
  effect: Effect.gen(function*() {
    const config = yield* AppConfig
    const enabled = config.analytics.enabled
    const tools = new Map<string, ToolCounters>()
    let totalCalls = 0
    let totalErrors = 0
    const rejections = Object.fromEntries(REJECTION_KINDS.map((k) => [k, 0])) as Record<RejectionKind, number>
    const rejectedByKey = new Map<string, number>()
    const sources: { [K in SourceKind]: Array<MetricsSource<K>> } = {
      caches: [],
      rateLimiters: [],
      providerErrors: [],
      circuitBreakers: [],
      keys: [],
      monitoring: [],
      tables: []
    }

    const recordToolCall = (e: ToolCallEvent): Effect.Effect<void> =>
      Effect.sync(() => {
        if (!enabled) return
        let t = tools.get(e.tool)
        if (t === undefined) {
          t = { count: 0, errors: 0, cacheHits: 0, sketch: newSketch() }
          tools.set(e.tool, t)
        }
        t.count++
        totalCalls++
        if (!e.success) {
          t.errors++
          totalErrors++
        }
        if (e.cacheHit) t.cacheHits++
        t.sketch.accept(Math.max(0, e.durationMs))
      })

    const recordRejection = (keyId: string | undefined, kind: RejectionKind): Effect.Effect<void> =>
      Effect.sync(() => {
        rejections[kind]++
        if (keyId !== undefined) rejectedByKey.set(keyId, (rejectedByKey.get(keyId) ?? 0) + 1)
      })

    const registerSource = <K extends SourceKind>(kind: K, source: MetricsSource<K>): Effect.Effect<void> =>
      Effect.sync(() => {
        ;(sources[kind] as Array<MetricsSource<K>>).push(source)
      })

    // A source that fails or throws is left out of the snapshot, never breaks it.
    const collect = <K extends SourceKind>(kind: K): Effect.Effect<Record<string, SourceTypes[K]>> =>
      Effect.reduce(
        sources[kind] as Array<MetricsSource<K>>,
        {} as Record<string, SourceTypes[K]>,
        (acc, source) =>
          (Effect.isEffect(source) ? source : Effect.sync(source)).pipe(
            Effect.map((r) => ({ ...acc, ...r })),
            Effect.catchAllCause((cause) =>
              Effect.logWarning("metrics source failed", cause).pipe(Effect.annotateLogs({ kind }), Effect.as(acc))
            )
          )
      )

    const toolStats = (): Record<string, ToolStats> => {
      const out: Record<string, ToolStats> = {}
      for (const [name, t] of [...tools.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        const q = (p: number) => (t.count === 0 ? 0 : round3(t.sketch.getValueAtQuantile(p)))
        out[name] = {
          count: t.count,
          errors: t.errors,
          errorRate: t.count === 0 ? 0 : round3(t.errors / t.count),
          cacheHits: t.cacheHits,
          totalMs: round3(t.sketch.sum),
          p50Ms: q(0.5),
          p95Ms: q(0.95),
          p99Ms: q(0.99)
        }
      }
      return out
    }

    const memory = (): MemoryStats => {
      const m = process.memoryUsage()
      return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external }
    }

    const snapshot: Effect.Effect<MetricsSnapshot> = Effect.gen(function*() {
      const uptimeSeconds = Math.round(process.uptime())
      if (!enabled) {
        return {
          analyticsEnabled: false as const,
          message: "Analytics disabled (ANALYTICS_ENABLED=false)",
          uptimeSeconds,
          memory: memory()
        }
      }
      return {
        analyticsEnabled: true as const,
        uptimeSeconds,
        memory: memory(),
        totalCalls,
        totalErrors,
        tools: toolStats(),
        caches: yield* collect("caches"),
        rateLimiters: yield* collect("rateLimiters"),
        providerErrors: yield* collect("providerErrors"),
        circuitBreakers: yield* collect("circuitBreakers"),
        keys: yield* collect("keys"),
        monitoring: yield* collect("monitoring"),
        tables: yield* collect("tables"),
        rejections: { ...rejections }
      }
    })

    return {
      enabled,
      recordToolCall,
      recordRejection,
      /** Rejections per keyId since start (for /metrics `keys`). */
      rejectedFor: (keyId: string): number => rejectedByKey.get(keyId) ?? 0,
      registerSource,
      snapshot
    }
  })
}) {}

/**
 * Wires another service's figures into /metrics in one line, e.g.
 * `registerMetricsSource("caches", Effect.flatMap(Cache, (c) => c.stats))`.
 */
export const registerMetricsSource = <K extends SourceKind, R>(
  kind: K,
  source: Effect.Effect<Readonly<Record<string, SourceTypes[K]>>, never, R>
): Layer.Layer<never, never, Metrics | R> =>
  Layer.effectDiscard(
    Effect.gen(function*() {
      const metrics = yield* Metrics
      const context = yield* Effect.context<R>()
      yield* metrics.registerSource(kind, Effect.provide(source, context))
    })
  )
