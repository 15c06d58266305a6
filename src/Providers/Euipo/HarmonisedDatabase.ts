import { HttpClientRequest } from "@effect/platform"
import { Context, Effect, Layer, Redacted, Schema } from "effect"
import { AppConfig, type OfficeSettings } from "../../Config/AppConfig.js"
import { makeTestLayer } from "../../Domain/TestLayer.js"
import { ToolError } from "../../Domain/ToolError.js"
import { Cache } from "../../Upstream/Cache.js"
import { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"

/**
 * The EUIPO goods and services API (Harmonised Database, TMclass; upstream-offices.md §3.5):
 * term validation, official translations, term search and class headings. A Context.Tag so
 * tools and tests can swap it; `HarmonisedDatabase.layer` calls the office through UpstreamHttp
 * (OAuth bearer + `X-IBM-Client-Id`) and caches answers in the `class` category, since the
 * database changes about quarterly.
 */

/** Provider name in errors and metrics: the G&S sub-client of EUIPO. */
export const HDB_PROVIDER = "EUIPO-GS"

/** One problem the database reports for a term (problem+json style). */
export interface HdbProblem {
  /** e.g. "/problems/invalid-character". */
  readonly type: string
  readonly title?: string | undefined
  readonly detail?: string | undefined
  readonly invalidChar?: string | undefined
  readonly position?: number | undefined
}

export interface HdbTermResult {
  readonly text: string
  readonly harmonized: boolean
  readonly conceptId?: string | undefined
  readonly errors: ReadonlyArray<HdbProblem>
  readonly warnings: ReadonlyArray<HdbProblem>
}

export interface HdbClassTerms {
  readonly classNumber: number
  readonly terms: ReadonlyArray<string>
}

export interface HdbValidatedClass {
  readonly classNumber: number
  readonly terms: ReadonlyArray<HdbTermResult>
}

/** A term of the harmonised database. */
export interface HdbTerm {
  readonly text: string
  readonly classNumber: number
  readonly conceptId: string
  readonly taxonomyParentId?: string | undefined
}

export interface HdbClassHeading {
  readonly classNumber: number
  readonly heading: string
}

export interface HdbTermSearch {
  readonly language: string
  readonly text: string
  readonly classNumbers?: ReadonlyArray<number> | undefined
  /** Terms wanted, 1..100 (the API pages 10..100 at a time; fewer are cut locally). */
  readonly size?: number | undefined
}

export interface HarmonisedDatabaseService {
  /** True when EUIPO is enabled and its credentials are set. */
  readonly configured: boolean
  /** What to set to enable it (empty when configured), e.g. ["EUIPO_CLIENT_ID", "EUIPO_CLIENT_SECRET"]. */
  readonly missingSettings: ReadonlyArray<string>
  /** Checks terms against the database, one result per term in the order given. */
  readonly validate: (language: string, groups: ReadonlyArray<HdbClassTerms>) => Effect.Effect<ReadonlyArray<HdbValidatedClass>, ToolError>
  /** Official (harmonised) translations: language -> classes -> terms, as the database returns them. */
  readonly translate: (
    sourceLanguage: string,
    targetLanguages: ReadonlyArray<string>,
    groups: ReadonlyArray<HdbClassTerms>
  ) => Effect.Effect<Readonly<Record<string, ReadonlyArray<HdbClassTerms>>>, ToolError>
  readonly searchTerms: (query: HdbTermSearch) => Effect.Effect<ReadonlyArray<HdbTerm>, ToolError>
  /** The Nice class headings in `language`. */
  readonly classHeadings: (language: string) => Effect.Effect<ReadonlyArray<HdbClassHeading>, ToolError>
}

// ---------------------------------------------------------------------------------------------
// Upstream payloads (decoded leniently: unknown fields are ignored, ids may be numbers or strings)

const Id = Schema.Union(Schema.String, Schema.Number).pipe(
  Schema.transform(Schema.String, { decode: String, encode: (s) => s, strict: true })
)
const ClassNumber = Schema.Int.pipe(Schema.between(1, 45))
const OptionalText = Schema.optional(Schema.NullOr(Schema.String))

const Problem = Schema.Struct({
  type: OptionalText,
  title: OptionalText,
  detail: OptionalText,
  invalidChar: OptionalText,
  position: Schema.optional(Schema.NullOr(Schema.Number))
})

const ValidationResponse = Schema.Struct({
  goodsAndServices: Schema.Array(
    Schema.Struct({
      classNumber: ClassNumber,
      terms: Schema.Array(
        Schema.Struct({
          text: Schema.String,
          harmonized: Schema.Boolean,
          conceptId: Schema.optional(Schema.NullOr(Id)),
          errors: Schema.optional(Schema.NullOr(Schema.Array(Problem))),
          warnings: Schema.optional(Schema.NullOr(Schema.Array(Problem)))
        })
      )
    })
  )
})

const ClassTermsPayload = Schema.Struct({ classNumber: ClassNumber, terms: Schema.Array(Schema.String) })
const TranslationResponse = Schema.Struct({
  translations: Schema.Record({ key: Schema.String, value: Schema.Array(ClassTermsPayload) })
})

const TermsResponse = Schema.Struct({
  terms: Schema.Array(
    Schema.Struct({
      text: Schema.String,
      classNumber: ClassNumber,
      conceptId: Id,
      taxonomyParentId: Schema.optional(Schema.NullOr(Id))
    })
  ),
  totalElements: Schema.optional(Schema.Number)
})

const HeadingsResponse = Schema.Struct({
  headings: Schema.Array(Schema.Struct({ classNumber: ClassNumber, heading: OptionalText }))
})

type ProblemPayload = typeof Problem.Type

const toProblem = (p: ProblemPayload): HdbProblem => ({
  type: p.type ?? "/problems/unknown",
  ...(p.title != null ? { title: p.title } : {}),
  ...(p.detail != null ? { detail: p.detail } : {}),
  ...(p.invalidChar != null ? { invalidChar: p.invalidChar } : {}),
  ...(p.position != null ? { position: p.position } : {})
})

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ")

/**
 * Lines the database's answer up with the request: by class and text, else by position, so a
 * reordered or partial answer never attaches one term's verdict to another. A term the answer
 * leaves out is reported as not harmonised, with a warning saying so.
 */
export const alignValidation = (
  groups: ReadonlyArray<HdbClassTerms>,
  response: typeof ValidationResponse.Type
): ReadonlyArray<HdbValidatedClass> =>
  groups.map((group, gi) => {
    const answered = response.goodsAndServices.filter((g) => g.classNumber === group.classNumber)
    const candidates = answered.length > 0 ? answered.flatMap((g) => g.terms) : (response.goodsAndServices[gi]?.terms ?? [])
    const used = new Set<number>()
    return {
      classNumber: group.classNumber,
      terms: group.terms.map((text, ti): HdbTermResult => {
        let at = candidates.findIndex((c, i) => !used.has(i) && norm(c.text) === norm(text))
        if (at < 0 && candidates[ti] !== undefined && !used.has(ti) && candidates.length === group.terms.length) at = ti
        const hit = at >= 0 ? candidates[at] : undefined
        if (hit === undefined) {
          return {
            text,
            harmonized: false,
            errors: [],
            warnings: [{ type: "/problems/not-returned", detail: "The harmonised database returned no verdict for this term." }]
          }
        }
        used.add(at)
        return {
          text,
          harmonized: hit.harmonized,
          ...(hit.conceptId != null ? { conceptId: hit.conceptId } : {}),
          errors: (hit.errors ?? []).map(toProblem),
          warnings: (hit.warnings ?? []).map(toProblem)
        }
      })
    }
  })

// ---------------------------------------------------------------------------------------------

/** Why the database cannot be used, or undefined when it can. */
const unavailability = (settings: OfficeSettings): { readonly missing: ReadonlyArray<string>; readonly error: ToolError } | undefined => {
  if (!settings.enabled) {
    return {
      missing: ["ENABLE_EUIPO=true"],
      error: ToolError.notConfigured(
        HDB_PROVIDER,
        ["ENABLE_EUIPO=true"],
        "The EUIPO goods and services API is disabled (ENABLE_EUIPO=false is set)"
      )
    }
  }
  const missing = settings.requiredSettings.filter((name) => settings.credentials[name] === undefined)
  if (missing.length === 0) return undefined
  return {
    missing,
    error: ToolError.notConfigured(HDB_PROVIDER, missing, "The EUIPO goods and services API (harmonised database) is not configured")
  }
}

/** A service whose every call fails PROVIDER_NOT_CONFIGURED naming `missing`. */
export const unconfiguredHarmonisedDatabase = (
  missing: ReadonlyArray<string> = ["EUIPO_CLIENT_ID", "EUIPO_CLIENT_SECRET"],
  error: ToolError = ToolError.notConfigured(
    HDB_PROVIDER,
    missing,
    "The EUIPO goods and services API (harmonised database) is not configured"
  )
): HarmonisedDatabaseService => ({
  configured: false,
  missingSettings: missing,
  validate: () => Effect.fail(error),
  translate: () => Effect.fail(error),
  searchTerms: () => Effect.fail(error),
  classHeadings: () => Effect.fail(error)
})

const makeLive = Effect.gen(function*() {
  const config = yield* AppConfig
  const upstream = yield* UpstreamHttp
  const cache = yield* Cache
  const settings = config.offices.EUIPO
  const why = unavailability(settings)
  if (why !== undefined) return unconfiguredHarmonisedDatabase(why.missing, why.error)

  const clientId = Redacted.value(settings.credentials[settings.requiredSettings[0]!]!)
  const base = `${settings.baseUrl}/goods-and-services`
  const options = { auth: "oauth", provider: HDB_PROVIDER } as const
  const gateway = (request: HttpClientRequest.HttpClientRequest) => HttpClientRequest.setHeader(request, "X-IBM-Client-Id", clientId)
  const post = (path: string, body: unknown) => gateway(HttpClientRequest.bodyUnsafeJson(HttpClientRequest.post(`${base}${path}`), body))
  const cached = <A>(key: ReadonlyArray<unknown>, compute: Effect.Effect<A, ToolError>) =>
    cache.getOrCompute("class", JSON.stringify(["hdb", ...key]), compute)

  const validate: HarmonisedDatabaseService["validate"] = (language, groups) =>
    cached(
      ["validate", language, groups],
      upstream
        .json(
          "EUIPO",
          post("/classification-validation", { sourceLanguage: language, goodsAndServices: groups }),
          ValidationResponse,
          options
        )
        .pipe(Effect.map((response) => alignValidation(groups, response)))
    )

  const translate: HarmonisedDatabaseService["translate"] = (sourceLanguage, targetLanguages, groups) =>
    cached(
      ["translate", sourceLanguage, targetLanguages, groups],
      upstream
        .json(
          "EUIPO",
          post("/classification-translation", { sourceLanguage, languagesToTranslate: targetLanguages, goodsAndServices: groups }),
          TranslationResponse,
          options
        )
        .pipe(Effect.map((r) => r.translations))
    )

  const searchTerms: HarmonisedDatabaseService["searchTerms"] = (query) => {
    const wanted = Math.min(100, Math.max(1, Math.floor(query.size ?? 10)))
    const classes = [...new Set(query.classNumbers ?? [])].sort((a, b) => a - b)
    const params: Array<readonly [string, string]> = [
      ["language", query.language],
      ["termText", query.text.trim()],
      ...classes.map((c) => ["classNumber", String(c)] as const),
      ["page", "0"],
      // The API pages 10..100 at a time.
      ["size", String(Math.max(10, wanted))]
    ]
    return cached(
      ["terms", query.language, norm(query.text), classes, wanted],
      upstream
        .json("EUIPO", gateway(HttpClientRequest.get(`${base}/terms`, { urlParams: params })), TermsResponse, options)
        .pipe(
          Effect.map((r) =>
            r.terms.slice(0, wanted).map(
              (t): HdbTerm => ({
                text: t.text,
                classNumber: t.classNumber,
                conceptId: t.conceptId,
                ...(t.taxonomyParentId != null ? { taxonomyParentId: t.taxonomyParentId } : {})
              })
            )
          )
        )
    )
  }

  const classHeadings: HarmonisedDatabaseService["classHeadings"] = (language) =>
    cached(
      ["classHeadings", language],
      upstream
        .json("EUIPO", gateway(HttpClientRequest.get(`${base}/classHeadings`, { urlParams: { language } })), HeadingsResponse, options)
        .pipe(
          Effect.map((r) =>
            r.headings.flatMap((
              h
            ) => (h.heading != null && h.heading.trim() !== "" ? [{ classNumber: h.classNumber, heading: h.heading.trim() }] : []))
          )
        )
    )

  return { configured: true, missingSettings: [], validate, translate, searchTerms, classHeadings } satisfies HarmonisedDatabaseService
})

export class HarmonisedDatabase extends Context.Tag("ipdata/HarmonisedDatabase")<HarmonisedDatabase, HarmonisedDatabaseService>() {
  /** The EUIPO API when EUIPO is enabled and configured; otherwise every call is PROVIDER_NOT_CONFIGURED. */
  static readonly layer: Layer.Layer<HarmonisedDatabase, never, AppConfig | UpstreamHttp | Cache> = Layer.effect(
    HarmonisedDatabase,
    makeLive
  )

  /** Tests and offline runs: not configured (calls fail naming `missing`). */
  static readonly unconfigured = (missing?: ReadonlyArray<string>): Layer.Layer<HarmonisedDatabase> =>
    Layer.succeed(HarmonisedDatabase, unconfiguredHarmonisedDatabase(missing))

  /** Tests: the given methods; the others fail with INTERNAL_ERROR naming themselves. */
  static readonly test = makeTestLayer(HarmonisedDatabase, { configured: true, missingSettings: [] })
}

/** "set EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET": what to do to enable the database, for messages. */
export const enableHint = (missing: ReadonlyArray<string>): string => `set ${missing.join(" and ")}`

/** A term reduced to its first few meaningful words: what to search the database with for similar terms. */
export const hdbSearchText = (term: string): string =>
  term
    .replace(/\[[^\]]*\]|\([^)]*\)/g, " ")
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length > 2 && !/^(?:and|for|the|of|with|namely|not|being|other|than)$/i.test(w))
    .slice(0, 3)
    .join(" ")
