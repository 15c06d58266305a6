import type { MetricsSnapshot } from "./Metrics.js"

export const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"

type Labels = Readonly<Record<string, string>>

const escapeLabel = (v: string) => v.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, "\\\"")

const formatValue = (n: number) => (Number.isNaN(n) ? "NaN" : n === Infinity ? "+Inf" : n === -Infinity ? "-Inf" : String(n))

/** The /metrics figures in the Prometheus text exposition format (0.0.4). */
export const renderPrometheus = (s: MetricsSnapshot): string => {
  const lines: Array<string> = []
  const family = (
    name: string,
    type: "counter" | "gauge" | "summary",
    help: string,
    samples: ReadonlyArray<readonly [Labels, number, string?]>
  ) => {
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`)
    for (const [labels, value, suffix] of samples) {
      const ls = Object.entries(labels)
        .map(([k, v]) => `${k}="${escapeLabel(v)}"`)
        .join(",")
      lines.push(`${name}${suffix ?? ""}${ls === "" ? "" : `{${ls}}`} ${formatValue(value)}`)
    }
  }
  const per = <T>(record: Readonly<Record<string, T>>, label: string, value: (t: T) => number) =>
    Object.entries(record).map(([k, t]) => [{ [label]: k }, value(t)] as const)

  family("ipdata_analytics_enabled", "gauge", "1 when per-tool analytics are collected (ANALYTICS_ENABLED).", [[
    {},
    s.analyticsEnabled ? 1 : 0
  ]])
  family("ipdata_uptime_seconds", "gauge", "Seconds since the process started.", [[{}, s.uptimeSeconds]])
  family("ipdata_memory_rss_bytes", "gauge", "Resident set size.", [[{}, s.memory.rss]])
  family("ipdata_memory_heap_used_bytes", "gauge", "V8 heap in use.", [[{}, s.memory.heapUsed]])
  family("ipdata_memory_heap_total_bytes", "gauge", "V8 heap allocated.", [[{}, s.memory.heapTotal]])
  family("ipdata_memory_external_bytes", "gauge", "Memory of C++ objects bound to JavaScript.", [[{}, s.memory.external]])
  if (!s.analyticsEnabled) return lines.join("\n") + "\n"

  family("ipdata_calls_total", "counter", "Tool calls since start.", [[{}, s.totalCalls]])
  family("ipdata_call_errors_total", "counter", "Tool calls that ended in an error since start.", [[{}, s.totalErrors]])
  family("ipdata_tool_calls_total", "counter", "Tool calls per tool.", per(s.tools, "tool", (t) => t.count))
  family("ipdata_tool_errors_total", "counter", "Tool errors per tool.", per(s.tools, "tool", (t) => t.errors))
  family("ipdata_tool_error_ratio", "gauge", "Share of a tool's calls that failed.", per(s.tools, "tool", (t) => t.errorRate))
  family("ipdata_tool_cache_hits_total", "counter", "Tool calls answered from cache.", per(s.tools, "tool", (t) => t.cacheHits))
  family(
    "ipdata_tool_duration_seconds",
    "summary",
    "Tool call duration (quantiles within 1%).",
    Object.entries(s.tools).flatMap(([tool, t]) => [
      [{ tool, quantile: "0.5" }, t.p50Ms / 1000] as const,
      [{ tool, quantile: "0.95" }, t.p95Ms / 1000] as const,
      [{ tool, quantile: "0.99" }, t.p99Ms / 1000] as const,
      [{ tool }, t.totalMs / 1000, "_sum"] as const,
      [{ tool }, t.count, "_count"] as const
    ])
  )
  family("ipdata_cache_hits_total", "counter", "Cache hits per cache type.", per(s.caches, "cache", (c) => c.hits))
  family("ipdata_cache_misses_total", "counter", "Cache misses per cache type.", per(s.caches, "cache", (c) => c.misses))
  family("ipdata_cache_hit_ratio", "gauge", "Hits / (hits + misses) per cache type.", per(s.caches, "cache", (c) => c.hitRate))
  family("ipdata_cache_entries", "gauge", "Entries held per cache type.", per(s.caches, "cache", (c) => c.size))
  family(
    "ipdata_memory_table_entries",
    "gauge",
    "Entries held now by each bounded in-memory table or queue.",
    per(s.tables, "table", (n) => n)
  )
  family(
    "ipdata_provider_rate_limit_waits_total",
    "counter",
    "Upstream calls that waited for the office's rate limit.",
    per(s.rateLimiters, "provider", (r) => r.waits)
  )
  family(
    "ipdata_provider_rate_limit_wait_seconds_total",
    "counter",
    "Time spent waiting for the office's rate limit.",
    per(s.rateLimiters, "provider", (r) => r.totalWaitMs / 1000)
  )
  family(
    "ipdata_provider_rate_limit_max_wait_seconds",
    "gauge",
    "Longest wait for the office's rate limit.",
    per(s.rateLimiters, "provider", (r) => r.maxWaitMs / 1000)
  )
  family(
    "ipdata_provider_rate_limit_queued",
    "gauge",
    "Upstream calls waiting for the office's rate limit now.",
    per(s.rateLimiters, "provider", (r) => r.queued)
  )
  family("ipdata_provider_errors_total", "counter", "Errors from each upstream office.", per(s.providerErrors, "provider", (n) => n))
  const CIRCUIT_STATES = ["closed", "half-open", "open"] as const
  family(
    "ipdata_provider_circuit_state",
    "gauge",
    "Circuit breaker state per provider: 1 for the current state (closed, half-open, open), 0 for the others.",
    Object.entries(s.circuitBreakers).flatMap(([provider, b]) =>
      CIRCUIT_STATES.map((state) => [{ provider, state }, b.state === state ? 1 : 0] as const)
    )
  )
  family(
    "ipdata_provider_circuit_consecutive_failures",
    "gauge",
    "Office failures in a row (timeouts, connection errors, 5xx).",
    per(s.circuitBreakers, "provider", (b) => b.consecutiveFailures)
  )
  family(
    "ipdata_provider_circuit_opened_total",
    "counter",
    "Times the provider's circuit opened since start.",
    per(s.circuitBreakers, "provider", (b) => b.opened)
  )
  family(
    "ipdata_provider_circuit_rejected_total",
    "counter",
    "Calls failed fast by an open circuit since start.",
    per(s.circuitBreakers, "provider", (b) => b.rejected)
  )
  family(
    "ipdata_key_info",
    "gauge",
    "One series per API key: its label and tier.",
    Object.entries(s.keys).map(([keyId, k]) => [{ key_id: keyId, label: k.label, tier: k.tier }, 1] as const)
  )
  family("ipdata_key_calls_today", "gauge", "Tool calls of the key in the current UTC day.", per(s.keys, "key_id", (k) => k.callsToday))
  family(
    "ipdata_key_calls_this_month",
    "gauge",
    "Tool calls of the key in the current UTC month.",
    per(s.keys, "key_id", (k) => k.callsThisMonth)
  )
  family(
    "ipdata_key_rejected_total",
    "counter",
    "Requests of the key refused (401, 403, 429) since start.",
    per(s.keys, "key_id", (k) => k.rejected)
  )
  family(
    "ipdata_rejections_total",
    "counter",
    "Requests refused at the edge since start, by reason.",
    Object.entries(s.rejections).map(([reason, n]) => [{ reason }, n] as const)
  )
  // Register sync (REGISTER_SYNC), per source, as the job reports it under monitoring.registerSync.
  type SyncSource = { readonly lastSuccessAt?: string | null; readonly filesBehind?: number; readonly marks?: number }
  const syncSources = Object.entries((s.monitoring["registerSync"]?.["sources"] ?? {}) as Record<string, SyncSource>)
  if (syncSources.length > 0) {
    const at = (v: string | null | undefined) => (v == null ? 0 : Date.parse(v) / 1000)
    family(
      "ipdata_register_sync_last_success_seconds",
      "gauge",
      "When the source last synced without a failure (Unix time; 0 = never).",
      syncSources.map(([source, f]) => [{ source }, at(f.lastSuccessAt)] as const)
    )
    family(
      "ipdata_register_sync_files_behind",
      "gauge",
      "Files the office listed that are not applied yet.",
      syncSources.map(([source, f]) => [{ source }, f.filesBehind ?? 0] as const)
    )
    family(
      "ipdata_register_records",
      "gauge",
      "Marks the local register holds for the source's jurisdiction.",
      syncSources.map(([source, f]) => [{ source }, f.marks ?? 0] as const)
    )
  }
  return lines.join("\n") + "\n"
}
