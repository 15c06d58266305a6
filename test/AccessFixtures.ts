import { ConfigProvider, Layer, Logger } from "effect"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { hashApiKey, keyIdOf } from "../src/Access/ApiKeys.js"
import { HttpEdgeLive } from "../src/App/HttpEdge.js"
import { AppConfigLive } from "../src/Providers/Offices.js"

/** Settings as the process environment would give them. */
export const configProvider = (env: Record<string, string>) => ConfigProvider.fromMap(new Map(Object.entries(env)))

export const configLayer = (env: Record<string, string>) => AppConfigLive.pipe(Layer.provide(Layer.setConfigProvider(configProvider(env))))

/** The whole edge (and AppConfig) built from these settings; API_KEYS is read from them too. */
export const edgeLayer = (env: Record<string, string>) =>
  HttpEdgeLive.pipe(Layer.provideMerge(configLayer(env)), Layer.provide(Layer.setConfigProvider(configProvider(env))))

export const tempDir = (prefix = "ipdata-access-") => mkdtempSync(join(tmpdir(), prefix))

export interface KeySpec {
  readonly key: string
  readonly label: string
  readonly tier: "free" | "pro" | "enterprise"
  readonly enabled?: boolean
  readonly quotas?: { readonly daily?: number; readonly monthly?: number }
}

export const keyRecordJson = (k: KeySpec) => ({
  keyHash: hashApiKey(k.key),
  label: k.label,
  tier: k.tier,
  enabled: k.enabled ?? true,
  createdAt: "2025-01-01T00:00:00Z",
  ...(k.quotas !== undefined ? { quotas: k.quotas } : {})
})

/** Writes an API_KEYS_CONFIG file and returns its path. */
export const writeKeyFile = (keys: ReadonlyArray<KeySpec>, dir = tempDir()) => {
  const path = join(dir, "keys.json")
  writeFileSync(path, JSON.stringify(keys.map(keyRecordJson), null, 2))
  return path
}

export const idOf = (key: string) => keyIdOf(hashApiKey(key))

/** Collects log lines (message + annotations) for assertions. */
export const captureLogs = () => {
  const lines: Array<{ level: string; message: string; annotations: Record<string, unknown> }> = []
  const logger = Logger.make<unknown, void>((o) => {
    const annotations: Record<string, unknown> = {}
    for (const [k, v] of o.annotations) annotations[k] = v
    const message = Array.isArray(o.message) ? o.message.map(String).join(" ") : String(o.message)
    lines.push({ level: o.logLevel.label, message, annotations })
  })
  return { lines, layer: Logger.replace(Logger.defaultLogger, logger) }
}
