import { Context, Effect, Redacted } from "effect"
import { ConfigInvalid, readBool, readInt, readList, readOneOf, readPath, readSecret, readString } from "./ConfigReader.js"
import { type Office, type OfficeDescriptor, type OfficeSettings, readOfficeSettings } from "./OfficeDescriptor.js"
import { readRegisterSync } from "./RegisterSyncConfig.js"

export type { Office, OfficeSettings } from "./OfficeDescriptor.js"

export type Transport = "stdio" | "http" | "sse"
export type LogLevelSetting = "debug" | "info" | "warn" | "error"
/** How the local register (bulk data in DATA_DIR) combines with live office APIs. */
export type LocalRegisterMode = "prefer" | "fallback" | "off"

/** WATCH_POLL_INTERVAL: seconds between watch poll cycles; 0 turns polling off, else at least 60. */
const readPollInterval = readInt("WATCH_POLL_INTERVAL", 3600, { min: 0, allowed: "0 (polling off) or a whole number of seconds >= 60" })
  .pipe(
    Effect.filterOrFail(
      (n) => n === 0 || n >= 60,
      (n) =>
        new ConfigInvalid({
          variable: "WATCH_POLL_INTERVAL",
          value: String(n),
          allowed: "0 (polling off) or a whole number of seconds >= 60"
        })
    )
  )

const UNLIMITED = "a whole number >= 0 (0 = unlimited)"

/** DATABASE_URL must be a postgres:// URL; its value (it holds the password) is never echoed. */
const readDatabase = Effect.gen(function*() {
  const url = yield* readSecret("DATABASE_URL")
  if (url !== undefined && !/^postgres(ql)?:\/\/./i.test(Redacted.value(url))) {
    return yield* new ConfigInvalid({ variable: "DATABASE_URL", value: "(hidden)", allowed: "a postgres:// or postgresql:// URL" })
  }
  return {
    url,
    /** Connections per instance. */
    poolSize: yield* readInt("DATABASE_POOL_SIZE", 10, { min: 1, max: 200 })
  }
})

/** Every setting, read and checked once; `offices` are the descriptors from Providers/Offices.ts. */
export const loadAppConfig = (officeList: ReadonlyArray<OfficeDescriptor>) =>
  Effect.gen(function*() {
    const defaultTimeoutMs = yield* readInt("DEFAULT_FETCH_TIMEOUT_MS", 15000, { min: 1000, max: 120000 })
    const offices: Record<Office, OfficeSettings> = {}
    for (const descriptor of officeList) offices[descriptor.office] = yield* readOfficeSettings(descriptor, defaultTimeoutMs)
    const dataDir = yield* readPath("DATA_DIR")
    return {
      transport: yield* readOneOf<Transport>("TRANSPORT", "stdio", ["stdio", "http", "sse"]),
      http: {
        port: yield* readInt("HTTP_PORT", 3000, { min: 0, max: 65535, allowed: "a port number from 0 to 65535" }),
        host: yield* readString("HTTP_HOST", "127.0.0.1"),
        ssePort: yield* readInt("SSE_PORT", 8787, { min: 0, max: 65535, allowed: "a port number from 0 to 65535" }),
        sseHost: yield* readString("SSE_HOST", "127.0.0.1"),
        /** Extra Host/Origin values accepted besides loopback (deployments behind a proxy). */
        allowedHosts: yield* readList("ALLOWED_HOSTS"),
        allowedOrigins: yield* readList("ALLOWED_ORIGINS"),
        /** CORS: origins allowed to call from a browser; "*" for any. Empty: no CORS headers. */
        corsOrigins: yield* readList("CORS_ORIGINS"),
        maxBodyBytes: yield* readInt("MAX_BODY_BYTES", 1024 * 1024, { min: 1024, max: 64 * 1024 * 1024 }),
        shutdownTimeoutMs: yield* readInt("SHUTDOWN_TIMEOUT_MS", 10000, { min: 0, max: 600000 })
      },
      auth: {
        apiKeys: (yield* readList("API_KEYS")).length, // count only: keys are read as secrets by the access layer
        apiKeysTier: yield* readOneOf("API_KEYS_TIER", "pro", ["free", "pro", "enterprise"]),
        apiKeysConfig: yield* readPath("API_KEYS_CONFIG"),
        adminApiKey: yield* readSecret("ADMIN_API_KEY")
      },
      cache: {
        ttlSearchSeconds: yield* readInt("CACHE_TTL_SEARCH", 300, {
          min: 0,
          allowed: "a whole number of seconds >= 0 (0 turns the cache off)"
        }),
        ttlStatusSeconds: yield* readInt("CACHE_TTL_STATUS", 3600, {
          min: 0,
          allowed: "a whole number of seconds >= 0 (0 turns the cache off)"
        }),
        ttlClassSeconds: yield* readInt("CACHE_TTL_CLASS", 86400, {
          min: 0,
          allowed: "a whole number of seconds >= 0 (0 turns the cache off)"
        }),
        dir: yield* readPath("CACHE_DIR"),
        maxEntries: yield* readInt("CACHE_MAX_ENTRIES", 5000, { min: 10 })
      },
      dataDir,
      /** DATABASE_URL: shared state (usage, limits, monitoring, leases) in PostgreSQL for several instances; absent = SQLite/memory. */
      database: yield* readDatabase,
      localRegister: yield* readOneOf<LocalRegisterMode>("LOCAL_REGISTER", "prefer", ["prefer", "fallback", "off"]),
      /** REGISTER_SYNC*: keeping the local register current from the offices' bulk files (RegisterSyncConfig.ts). */
      registerSync: yield* readRegisterSync,
      upstream: {
        /** Longest a call may queue for a provider's rate limit (or an upstream Retry-After) before failing RATE_LIMITED. */
        rateLimitMaxWaitMs: yield* readInt("RATE_LIMIT_MAX_WAIT_MS", 30000, { min: 0, max: 600000 }),
        /** Multi-office tools: offices that have not answered by then are reported as PROVIDER_TIMEOUT and the call returns what it has. */
        officeDeadlineMs: yield* readInt("OFFICE_DEADLINE_MS", 20000, { min: 100, max: 600000 }),
        /** Failures in a row (timeouts, connection errors, 5xx) that open an office's circuit; 0 turns the breaker off. */
        breakerFailures: yield* readInt("CIRCUIT_BREAKER_FAILURES", 5, { min: 0, max: 1000 }),
        /** How long an open circuit fails fast before one probe call decides. */
        breakerCooldownMs: yield* readInt("CIRCUIT_BREAKER_COOLDOWN_MS", 30000, { min: 100, max: 3600000 })
      },
      /** Signs search cursors; without it a random key per process (cursors expire on restart). */
      cursorSecret: yield* readSecret("CURSOR_SECRET"),
      logLevel: yield* readOneOf<LogLevelSetting>("LOG_LEVEL", "info", ["debug", "info", "warn", "error"]),
      analytics: {
        enabled: yield* readBool("ANALYTICS_ENABLED", true),
        intervalMs: yield* readInt("ANALYTICS_INTERVAL_MS", 60000, { min: 1000 })
      },
      monitoring: {
        pollIntervalSeconds: yield* readPollInterval,
        /** Several instances: how long the poller's lease lasts unrenewed (a dead leader is replaced within about this); at most a third of the interval. */
        schedulerLeaseSeconds: yield* readInt("SCHEDULER_LEASE_SECONDS", 30, { min: 1, max: 3600 }),
        eventRetentionDays: yield* readInt("EVENT_RETENTION_DAYS", 180, { min: 1, max: 36500 }),
        /** Per-tier caps per API key; 0 = unlimited. Admin and local (auth off) are never capped. */
        watchLimits: {
          free: yield* readInt("WATCH_LIMIT_FREE", 10, { min: 0, allowed: UNLIMITED }),
          pro: yield* readInt("WATCH_LIMIT_PRO", 200, { min: 0, allowed: UNLIMITED }),
          enterprise: yield* readInt("WATCH_LIMIT_ENTERPRISE", 0, { min: 0, allowed: UNLIMITED })
        },
        webhookLimits: {
          free: yield* readInt("WEBHOOK_LIMIT_FREE", 2, { min: 0, allowed: UNLIMITED }),
          pro: yield* readInt("WEBHOOK_LIMIT_PRO", 10, { min: 0, allowed: UNLIMITED }),
          enterprise: yield* readInt("WEBHOOK_LIMIT_ENTERPRISE", 0, { min: 0, allowed: UNLIMITED })
        }
      },
      webhooks: {
        /** Lets webhooks target http and private/loopback/link-local addresses (development and tests only). */
        allowPrivate: yield* readBool("WEBHOOK_ALLOW_PRIVATE", false),
        /** Longest one delivery attempt may take (connect, send, response headers). */
        timeoutMs: yield* readInt("WEBHOOK_TIMEOUT_MS", 10000, { min: 1000, max: 60000 })
      },
      /** Which tools tools/list offers (see Tools/ToolCatalog.ts): every tool unless narrowed. */
      tools: {
        include: yield* readList("MCP_TOOLS"),
        hideUnconfigured: yield* readBool("MCP_HIDE_UNCONFIGURED_TOOLS", false)
      },
      offices
    }
  })

export type AppConfigShape = Effect.Effect.Success<ReturnType<typeof loadAppConfig>>

/** Every setting, read and checked once at start-up (the live layer is AppConfigLive in Providers/Offices.ts). */
export class AppConfig extends Context.Tag("ipdata/AppConfig")<AppConfig, AppConfigShape>() {
  static readonly make = (settings: AppConfigShape): AppConfigShape => settings
}
