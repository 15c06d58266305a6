/**
 * The local register as an app service: one TrademarkProvider (source "local") per
 * jurisdiction present in DATA_DIR's register, opened read-only. No DATA_DIR, no register file,
 * an empty register or LOCAL_REGISTER=off: no providers, and nothing fails.
 *
 * The provider registry combines these with the live providers by `mode` (see
 * docs/LOCAL_REGISTER.md, "Combining with live providers").
 */
import { Effect } from "effect"
import { AppConfig, type LocalRegisterMode } from "../../Config/AppConfig.js"
import type { Jurisdiction } from "../../Domain/Jurisdiction.js"
import type { TrademarkProviderSpec } from "../ProviderRegistry.js"
import { type LocalTrademarkProvider, makeLocalRegisterProvider } from "./LocalRegisterProvider.js"
import { FUZZY_KEYS_VERSION, fuzzyKeysVersion, openRegister, presentJurisdictions, registerPath } from "./RegisterDb.js"
import { RegisterQueries } from "./RegisterQueries.js"

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

/** Open the register read-only for the life of the scope; usable without AppConfig (tests, bench). */
export const makeLocalRegister = (options: { readonly dataDir: string | undefined; readonly mode: LocalRegisterMode }) =>
  Effect.gen(function*() {
    if (options.dataDir === undefined) return NONE(options.mode, undefined)
    const file = registerPath(options.dataDir)
    if (options.mode === "off") return NONE(options.mode, file)
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
    const providers = presentJurisdictions(db).map((j) =>
      makeLocalRegisterProvider(queries, j, () => (asOfStmt.get(j) as string | null | undefined) ?? undefined)
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
    return yield* makeLocalRegister({ dataDir: config.dataDir, mode: config.localRegister })
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
