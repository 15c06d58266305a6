/**
 * The local register as an app service: one TrademarkProvider (source "local") per
 * jurisdiction present in DATA_DIR's register, opened read-only. No DATA_DIR, no register file,
 * an empty register or LOCAL_REGISTER=off: no providers, and nothing fails.
 *
 * With REGISTER_SYNC on (HTTP/SSE), the register is created when absent and every jurisdiction
 * the scheduled sync fills gets its provider at start: until its first file is applied it answers
 * PROVIDER_UNAVAILABLE "the register is loading: N of M files applied" (from the sync ledger, so
 * every instance reading the file sees the leader's progress), then it answers from the data.
 *
 * The provider registry combines these with the live providers by `mode` (see
 * docs/LOCAL_REGISTER.md, "Combining with live providers").
 */
import type Database from "better-sqlite3"
import { Effect, Either } from "effect"
import { existsSync, linkSync, unlinkSync } from "node:fs"
import { AppConfig, type AppConfigShape, type LocalRegisterMode } from "../../Config/AppConfig.js"
import type { SyncSourceId } from "../../Config/RegisterSyncConfig.js"
import { type Jurisdiction, TRADEMARK_JURISDICTIONS } from "../../Domain/Jurisdiction.js"
import { ToolError } from "../../Domain/ToolError.js"
import type { TrademarkProviderSpec } from "../ProviderRegistry.js"
import { localProviderName, type LocalTrademarkProvider, makeLocalRegisterProvider } from "./LocalRegisterProvider.js"
import { ftsTables, FUZZY_KEYS_VERSION, fuzzyKeysVersion, openRegister, presentJurisdictions, registerPath } from "./RegisterDb.js"
import { RegisterQueries } from "./RegisterQueries.js"
import { AUTOMATIC_SOURCES, SOURCE_JURISDICTION } from "./Sync/SourceCatalog.js"
import { syncProgress } from "./Sync/SyncLedger.js"
import { resolveSources } from "./Sync/SyncRunner.js"

export { localProviderName, type LocalTrademarkProvider, type SimilarMark, type SimilarOptions } from "./LocalRegisterProvider.js"
export { registerPath } from "./RegisterDb.js"

export interface LocalRegisterShape {
  readonly mode: LocalRegisterMode
  /** The register file, when DATA_DIR is set. */
  readonly file: string | undefined
  readonly providers: ReadonlyArray<LocalTrademarkProvider>
  readonly providerFor: (j: Jurisdiction) => LocalTrademarkProvider | undefined
}

const NONE = (mode: LocalRegisterMode, file: string | undefined): LocalRegisterShape => ({
  mode,
  file,
  providers: [],
  providerFor: () => undefined
})

/** What the scheduled register sync of this server fills (REGISTER_SYNC on, HTTP or SSE). */
export interface RegisterSyncScope {
  readonly sources: ReadonlyArray<SyncSourceId>
  readonly intervalSeconds: number
}

/** The sync scope of a configuration, or undefined when this server runs no sync (off, stdio, no DATA_DIR). */
export const registerSyncScope = (config: AppConfigShape): RegisterSyncScope | undefined => {
  const s = config.registerSync
  if (!s.enabled || config.dataDir === undefined || config.transport === "stdio") return undefined
  return {
    sources: Either.getOrElse(resolveSources(s.sources, false, AUTOMATIC_SOURCES), () => AUTOMATIC_SOURCES),
    intervalSeconds: s.intervalSeconds
  }
}

/**
 * Create an empty register at `file` unless one exists: written beside it and hard-linked into
 * place, so a reader never opens a half-created file and two instances starting together cannot
 * replace each other's (the second link fails, and its copy is dropped).
 */
const createRegister = (file: string): void => {
  if (existsSync(file)) return
  const scratch = `${file}.${process.pid}.creating`
  openRegister(scratch)!.close()
  try {
    linkSync(scratch, file)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e
  } finally {
    unlinkSync(scratch)
  }
}

const interval = (seconds: number) => (seconds % 3600 === 0 ? `${seconds / 3600} h` : `${Math.round(seconds / 60)} min`)

/**
 * For a jurisdiction the sync fills: undefined once it holds searchable marks (kept, it never
 * goes back), else the PROVIDER_UNAVAILABLE error saying how far the load is.
 */
const loadingCheck = (db: Database.Database, j: Jurisdiction, scope: RegisterSyncScope) => {
  const sources = scope.sources.filter((s) => SOURCE_JURISDICTION[s] === j)
  const provider = localProviderName(j)
  let ready = false
  return (): ToolError | undefined => {
    if (ready) return undefined
    try {
      const t = ftsTables(j)
      // Marks in, their search tables made, and no first bulk load still building its indexes.
      ready = db.prepare("SELECT 1 FROM marks WHERE jurisdiction = ? LIMIT 1").get(j) !== undefined &&
        db.prepare("SELECT count(*) FROM sqlite_master WHERE name IN (?, ?)").pluck().get(t.names, t.fuzzy) === 2 &&
        db.prepare("SELECT 1 FROM bulk_load WHERE scope = ?").get(`marks:${j}`) === undefined
      if (ready) return undefined
      const p = syncProgress(db, sources)
      const where = p.error !== undefined
        ? `has no data yet: register sync could not fetch it (${p.error}); it tries again every ${interval(scope.intervalSeconds)}`
        : !p.listed
        ? `is loading: register sync is listing the office's files (${sources.join(", ")})`
        : p.total === 0
        ? `has no data yet: register sync found no file to apply (${sources.join(", ")}); it looks again every ${
          interval(scope.intervalSeconds)
        }`
        : `is loading: ${p.applied} of ${p.total} files applied`
      return ToolError.create(
        "PROVIDER_UNAVAILABLE",
        `The ${j} local register ${where}. ${j} searches answer from it as soon as its first file is in, with no restart; "ipdata-mcp register status" shows the progress.`,
        { provider, retryable: true }
      )
    } catch (e) {
      return ToolError.create("PROVIDER_ERROR", `The local register could not be read: ${e instanceof Error ? e.message : String(e)}`, {
        provider,
        retryable: true
      })
    }
  }
}

/** Open the register read-only for the life of the scope; usable without AppConfig (tests, bench). */
export const makeLocalRegister = (
  options: {
    readonly dataDir: string | undefined
    readonly mode: LocalRegisterMode
    /** The server's register sync: create the register when absent, and open providers for what it will fill. */
    readonly sync?: RegisterSyncScope | undefined
  }
) =>
  Effect.gen(function*() {
    if (options.dataDir === undefined) return NONE(options.mode, undefined)
    const file = registerPath(options.dataDir)
    if (options.mode === "off") return NONE(options.mode, file)
    const sync = options.sync
    if (sync !== undefined) {
      yield* Effect.try(() => createRegister(file)).pipe(
        Effect.tapError((e) => Effect.logWarning(`Local register ${file} could not be created: ${e.message}`)),
        Effect.ignore
      )
    }
    const db = yield* Effect.acquireRelease(
      Effect.try({
        try: () => openRegister(file, { readonly: true }),
        catch: (e) => (e instanceof Error ? e.message : String(e))
      }).pipe(
        // A register this version cannot read must not stop the server: log it, run without.
        Effect.catchAll((e) => Effect.logWarning(`Local register not used: ${e}`).pipe(Effect.as(undefined)))
      ),
      (db) => Effect.sync(() => db?.close())
    )
    if (db === undefined) return NONE(options.mode, file)
    if (fuzzyKeysVersion(db) < FUZZY_KEYS_VERSION) {
      // Read-only here: the next import (any file) re-indexes; until then the new keys are missing.
      yield* Effect.logWarning(
        `Local register ${file} was indexed by an older version: similar-mark search misses short-mark, sound-alike and rhyme candidates until the next "ipdata-mcp import" re-indexes it.`
      )
    }
    const queries = new RegisterQueries(db)
    const asOfStmt = db.prepare("SELECT max(as_of) FROM imports WHERE jurisdiction = ?").pluck()
    const present = presentJurisdictions(db)
    const synced = new Set(sync?.sources.map((s) => SOURCE_JURISDICTION[s]) ?? [])
    const providers = TRADEMARK_JURISDICTIONS.filter((j) => present.includes(j) || synced.has(j)).map((j) =>
      makeLocalRegisterProvider(
        queries,
        j,
        () => (asOfStmt.get(j) as string | null | undefined) ?? undefined,
        sync !== undefined && !present.includes(j) ? loadingCheck(db, j, sync) : undefined
      )
    )
    yield* Effect.logInfo("Local register opened").pipe(
      Effect.annotateLogs({ file, mode: options.mode, jurisdictions: providers.map((p) => `${p.jurisdiction}@${p.asOf ?? "?"}`).join(",") })
    )
    const byJ = new Map(providers.map((p) => [p.jurisdiction, p]))
    return { mode: options.mode, file, providers, providerFor: (j: Jurisdiction) => byJ.get(j) } satisfies LocalRegisterShape
  })

export class LocalRegister extends Effect.Service<LocalRegister>()("ipdata/LocalRegister", {
  scoped: Effect.gen(function*() {
    const config = yield* AppConfig
    return yield* makeLocalRegister({ dataDir: config.dataDir, mode: config.localRegister, sync: registerSyncScope(config) })
  })
}) {}

/**
 * The local providers as registry specs (office undefined: no settings gate them), for
 * `TrademarkProviders.layer([...liveSpecs, ...localProviderSpecs(register)])`.
 */
export const localProviderSpecs = (register: LocalRegisterShape): ReadonlyArray<TrademarkProviderSpec> =>
  register.providers.map((p) => ({
    jurisdiction: p.jurisdiction,
    provider: p.provider,
    office: undefined,
    source: "local" as const,
    capabilities: p.capabilities,
    make: Effect.succeed(p)
  }))
