import { Context, Effect, Layer } from "effect"
import { AppConfig, type AppConfigShape, type Office } from "../Config/AppConfig.js"
import { type Jurisdiction, TRADEMARK_JURISDICTIONS } from "../Domain/Jurisdiction.js"
import { ToolError } from "../Domain/ToolError.js"
import { Cache, type CacheService } from "../Upstream/Cache.js"
import { PROVIDER_BY_JURISDICTION } from "./Offices.js"
import { NO_CAPABILITIES, type TrademarkCapabilities, type TrademarkProvider } from "./TrademarkProvider.js"

/**
 * How to build one trademark provider. Office adapters export one of these
 * (see `Euipo/EuipoTrademarks.ts`); `src/Providers/index.ts` lists them.
 */
export interface TrademarkProviderSpec<R = never> {
  readonly jurisdiction: Jurisdiction
  /** Name in errors and metrics, e.g. "EUIPO". */
  readonly provider: string
  /** Whose settings apply (ENABLE_<OFFICE>, credentials); undefined: always on (a local register). */
  readonly office: Office | undefined
  readonly source: "live" | "local"
  readonly capabilities: TrademarkCapabilities
  /** Builds the provider; run only when the office is enabled and its credentials are set. */
  readonly make: Effect.Effect<TrademarkProvider, never, R>
}

/** One row of `describe()`: what `/health`, `list_providers` and docs show. */
export interface ProviderDescription {
  readonly jurisdiction: Jurisdiction
  readonly provider: string
  readonly source: "live" | "local"
  readonly capabilities: TrademarkCapabilities
  readonly enabled: boolean
  readonly configured: boolean
  /** Settings to set before it works (empty when configured). */
  readonly missingSettings: ReadonlyArray<string>
}

/** A registered provider and whether it can be used. */
export type ProviderEntry =
  | { readonly _tag: "Ready"; readonly description: ProviderDescription; readonly provider: TrademarkProvider }
  | { readonly _tag: "Unavailable"; readonly description: ProviderDescription; readonly error: ToolError }

export interface TrademarkProvidersService {
  /** The provider answering for `jurisdiction`, or why there is none (PROVIDER_NOT_CONFIGURED naming the settings). */
  readonly get: (jurisdiction: Jurisdiction) => Effect.Effect<TrademarkProvider, ToolError>
  /** Every usable provider for `jurisdiction`, in preference order (live office first, then a local register). */
  readonly all: (jurisdiction: Jurisdiction) => ReadonlyArray<TrademarkProvider>
  /** One usable provider per jurisdiction (what `get` returns), in jurisdiction order. */
  readonly configured: () => ReadonlyArray<TrademarkProvider>
  /** Every jurisdiction that has no usable provider, with the error a call would get (for `metadata.errors`). */
  readonly unavailable: () => ReadonlyArray<{ readonly jurisdiction: Jurisdiction; readonly error: ToolError }>
  /** Every registered provider (configured or not), for health output and docs. */
  readonly describe: () => ReadonlyArray<ProviderDescription>
}

/** The trademark offices this server can talk to, and which are usable. */
export class TrademarkProviders extends Context.Tag("ipdata/TrademarkProviders")<TrademarkProviders, TrademarkProvidersService>() {
  /** Live: each spec is built when enabled and configured; live providers are cached (search / status). */
  static readonly layer = <R>(
    specs: ReadonlyArray<TrademarkProviderSpec<R>>
  ): Layer.Layer<TrademarkProviders, never, AppConfig | Cache | R> =>
    Layer.effect(
      TrademarkProviders,
      Effect.gen(function*() {
        const config = yield* AppConfig
        const cache = yield* Cache
        const entries: Array<ProviderEntry> = []
        for (const spec of specs) {
          const availability = availabilityOf(spec, config)
          if (availability.error !== undefined) {
            entries.push({ _tag: "Unavailable", description: availability.description, error: availability.error })
            continue
          }
          const built = yield* spec.make
          entries.push({
            _tag: "Ready",
            description: availability.description,
            provider: spec.source === "live" ? cachedTrademarkProvider(built, cache) : built
          })
        }
        return makeTrademarkProviders(entries)
      })
    )

  /** Tests: a registry of ready-made (mock) providers, plus optional unconfigured rows. */
  static readonly test = (
    providers: ReadonlyArray<TrademarkProvider>,
    unconfigured: ReadonlyArray<{ readonly jurisdiction: Jurisdiction; readonly settings: ReadonlyArray<string> }> = []
  ): Layer.Layer<TrademarkProviders> =>
    Layer.succeed(
      TrademarkProviders,
      makeTrademarkProviders([
        ...providers.map((provider): ProviderEntry => ({ _tag: "Ready", provider, description: describeProvider(provider) })),
        ...unconfigured.map(({ jurisdiction, settings }): ProviderEntry => {
          const name = PROVIDER_BY_JURISDICTION[jurisdiction]
          return {
            _tag: "Unavailable",
            error: ToolError.notConfigured(name, settings),
            description: {
              jurisdiction,
              provider: name,
              source: "live",
              capabilities: NO_CAPABILITIES,
              enabled: true,
              configured: false,
              missingSettings: settings
            }
          }
        })
      ])
    )
}

const describeProvider = (p: TrademarkProvider): ProviderDescription => ({
  jurisdiction: p.jurisdiction,
  provider: p.provider,
  source: p.source,
  capabilities: p.capabilities,
  enabled: true,
  configured: true,
  missingSettings: []
})

/** Disabled (ENABLE_X=false) or missing credentials: not an error at start, an error on use. */
const availabilityOf = <R>(spec: TrademarkProviderSpec<R>, config: AppConfigShape) => {
  const base = { jurisdiction: spec.jurisdiction, provider: spec.provider, source: spec.source, capabilities: spec.capabilities }
  if (spec.office === undefined) {
    return { description: { ...base, enabled: true, configured: true, missingSettings: [] }, error: undefined }
  }
  const settings = config.offices[spec.office]
  if (!settings.enabled) {
    const toggle = `ENABLE_${spec.office}`
    return {
      description: { ...base, enabled: false, configured: false, missingSettings: [`${toggle}=true`] },
      error: ToolError.notConfigured(spec.provider, [`${toggle}=true`], `${spec.provider} provider is disabled (${toggle}=false is set)`)
    }
  }
  const missing = settings.requiredSettings.filter((name) => settings.credentials[name] === undefined)
  if (missing.length > 0) {
    return {
      description: { ...base, enabled: true, configured: false, missingSettings: missing },
      error: ToolError.notConfigured(spec.provider, missing)
    }
  }
  return { description: { ...base, enabled: true, configured: true, missingSettings: [] }, error: undefined }
}

export const makeTrademarkProviders = (entries: ReadonlyArray<ProviderEntry>): TrademarkProvidersService => {
  const byJurisdiction = (j: Jurisdiction) => entries.filter((e) => e.description.jurisdiction === j)
  // Live offices before local registers; otherwise registration order.
  const ready = (j: Jurisdiction) =>
    byJurisdiction(j)
      .filter((e): e is Extract<ProviderEntry, { _tag: "Ready" }> => e._tag === "Ready")
      .sort((a, b) => (a.provider.source === b.provider.source ? 0 : a.provider.source === "live" ? -1 : 1))
      .map((e) => e.provider)
  const whyNot = (j: Jurisdiction): ToolError => {
    const unavailable = byJurisdiction(j).find((e): e is Extract<ProviderEntry, { _tag: "Unavailable" }> => e._tag === "Unavailable")
    return (
      unavailable?.error ??
        ToolError.create("NOT_SUPPORTED", `No trademark provider for ${j} is available in this version.`, {
          provider: PROVIDER_BY_JURISDICTION[j]
        })
    )
  }
  return {
    get: (j) => {
      const first = ready(j)[0]
      return first !== undefined ? Effect.succeed(first) : Effect.fail(whyNot(j))
    },
    all: ready,
    configured: () => TRADEMARK_JURISDICTIONS.flatMap((j) => ready(j).slice(0, 1)),
    unavailable: () => TRADEMARK_JURISDICTIONS.filter((j) => ready(j).length === 0).map((j) => ({ jurisdiction: j, error: whyNot(j) })),
    describe: () => entries.map((e) => e.description)
  }
}

/**
 * Caches a live provider: searches in the `search` category, details in
 * `status`; identical calls in flight share one upstream request.
 */
export const cachedTrademarkProvider = (provider: TrademarkProvider, cache: CacheService): TrademarkProvider => ({
  ...provider,
  uncached: provider,
  search: (params) =>
    cache.getOrCompute(
      "search",
      JSON.stringify([
        provider.provider,
        provider.jurisdiction,
        params.searchType,
        params.query.trim().toLowerCase(),
        params.niceClasses !== undefined ? [...params.niceClasses].sort((a, b) => a - b) : null,
        params.status,
        params.limit,
        params.position ?? null
      ]),
      provider.search(params)
    ),
  getDetail: (number, options) =>
    cache.getOrCompute(
      "status",
      JSON.stringify([provider.provider, provider.jurisdiction, number.trim().toUpperCase(), options.includeHistory]),
      provider.getDetail(number, options)
    )
})

/** A mock provider for logic tests: every capability on, empty searches, every detail not found, unless overridden. */
export const mockTrademarkProvider = (
  jurisdiction: Jurisdiction,
  overrides: Partial<Omit<TrademarkProvider, "jurisdiction">> = {}
): TrademarkProvider => {
  const provider = overrides.provider ?? PROVIDER_BY_JURISDICTION[jurisdiction]
  return {
    jurisdiction,
    provider,
    source: "live",
    capabilities: {
      name: true,
      owner: true,
      number: true,
      fuzzy: false,
      classFilter: true,
      statusFilter: true,
      detail: true,
      history: true
    },
    search: () => Effect.succeed({ results: [] }),
    getDetail: (number) =>
      Effect.fail(ToolError.create("TRADEMARK_NOT_FOUND", `Trademark ${jurisdiction}-${number} not found at ${provider}.`, { provider })),
    ...overrides
  }
}
