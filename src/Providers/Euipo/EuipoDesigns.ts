/**
 * EU designs (registered Community designs) from the EUIPO Design Search API
 * (upstream-offices.md §3.3): RSQL search with page/size paging (10..100)
 * and detail by design number `NNNNNNNNN-NNNN`. Same OAuth token, limiter
 * and `X-IBM-Client-Id` as trade marks. Search results often lack applicant
 * names (client-credentials access is partial); `enrichApplicantNames`
 * resolves them through the Persons API, a few lookups at a time.
 */
import { Context, Effect, Layer, Schema } from "effect"
import type { AppConfig } from "../../Config/AppConfig.js"
import {
  type DesignDetail,
  DesignDetail as DesignDetailSchema,
  type DesignPerson,
  type DesignStatusFilter,
  DesignSummary
} from "../../Domain/Design.js"
import { formatAddress, type PersonDetail, type PersonRole } from "../../Domain/Person.js"
import { makeTestLayer } from "../../Domain/TestLayer.js"
import { ToolError } from "../../Domain/ToolError.js"
import { Cache } from "../../Upstream/Cache.js"
import type { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"
import { fromEither } from "../Shared/AdapterSupport.js"
import { toDesignDetail, toDesignSummary } from "./EuipoDesignMapping.js"
import {
  buildEuipoDesignQuery,
  DESIGN_NUMBER_FORMAT,
  designPageSize,
  type DesignSearchType,
  type DesignSort,
  parseEuipoDesignNumber
} from "./EuipoDesignQuery.js"
import { EuipoDesign, EuipoDesignSearchResponse } from "./EuipoDesignSchemas.js"
import { makeEuipoGateway } from "./EuipoGateway.js"
import { EuipoPersons, type EuipoPersonsService, type PersonLookups } from "./EuipoPersons.js"

export const EUIPO_DESIGNS_PROVIDER = "EUIPO-Designs"

export interface DesignSearchParams {
  readonly query: string
  readonly searchType: DesignSearchType
  readonly status: DesignStatusFilter
  readonly locarnoClasses?: ReadonlyArray<string> | undefined
  readonly sort: DesignSort
  /** Page size, 10..100 (EUIPO's bounds; clamped). */
  readonly limit: number
  /** 0-based page number. */
  readonly page: number
  /** Resolve applicants the office left nameless through the Persons API (slower). */
  readonly enrichApplicantNames: boolean
}

export const DesignSearchPage = Schema.Struct({
  results: Schema.Array(DesignSummary),
  page: Schema.Int,
  size: Schema.Int,
  totalResults: Schema.optional(Schema.Int),
  hasMore: Schema.Boolean,
  /** The RSQL query sent. */
  rsql: Schema.String
})
export type DesignSearchPage = typeof DesignSearchPage.Type

export interface DesignSearchOutcome extends DesignSearchPage {
  /** What a user should know: names left unresolved, how to get them. */
  readonly notes: ReadonlyArray<string>
}

export interface DesignDetailOutcome {
  readonly design: DesignDetail
  readonly notes: ReadonlyArray<string>
}

export interface EuipoDesignsService {
  /** PROVIDER_NOT_CONFIGURED unless EUIPO is enabled and both credentials are set. */
  readonly ready: Effect.Effect<void, ToolError>
  readonly search: (params: DesignSearchParams) => Effect.Effect<DesignSearchOutcome, ToolError>
  readonly detail: (
    designNumber: string,
    options: { readonly includeHistory: boolean; readonly enrichPersonNames: boolean }
  ) => Effect.Effect<DesignDetailOutcome, ToolError>
}

/** Fills what the Persons API knows and the design record left out (name, country, one-line address). */
const withPersonData = (person: DesignPerson, found: ReadonlyMap<string, PersonDetail>): DesignPerson => {
  const p = person.identifier !== undefined ? found.get(person.identifier) : undefined
  if (p === undefined) return person
  const address = formatAddress(p.address)
  return {
    ...person,
    name: person.name ?? p.name,
    ...(person.country === undefined && p.country !== undefined ? { country: p.country } : {}),
    ...(person.address === undefined && address !== undefined ? { address } : {})
  }
}

const lookupNote = (what: string, lookups: PersonLookups): ReadonlyArray<string> => {
  const missing = lookups.failed + lookups.skipped
  if (missing === 0) return []
  const why = lookups.firstError !== undefined ? ` (${lookups.firstError.code}: ${lookups.firstError.message})` : ""
  const skipped = lookups.skipped > 0 ? ` At most ${lookups.found.size + lookups.failed} lookups are made per call.` : ""
  return [`${missing} ${what}(s) could not be resolved through the EUIPO Persons API${why}.${skipped}`]
}

/**
 * Resolves applicants without a name through the Persons API (one lookup
 * per distinct identifier, bounded concurrency). Never fails: unresolved
 * names are reported in the notes.
 */
export const enrichApplicantNames = (
  persons: EuipoPersonsService,
  designs: ReadonlyArray<DesignSummary>
): Effect.Effect<{ readonly designs: ReadonlyArray<DesignSummary>; readonly notes: ReadonlyArray<string> }> =>
  Effect.gen(function*() {
    const ids = designs.flatMap((d) =>
      d.applicants.filter((a) => a.name === undefined && a.identifier !== undefined).map((a) => a.identifier!)
    )
    if (ids.length === 0) return { designs, notes: [] }
    const lookups = yield* persons.lookupMany("applicant", ids)
    return {
      designs: designs.map((d) => ({
        ...d,
        applicants: d.applicants.map((a) => (a.name === undefined ? withPersonData(a, lookups.found) : a))
      })),
      notes: lookupNote("applicant name", lookups)
    }
  })

const namelessCount = (designs: ReadonlyArray<DesignSummary>) =>
  designs.filter((d) => d.applicants.some((a) => a.name === undefined)).length

export const makeEuipoDesigns: Effect.Effect<EuipoDesignsService, never, AppConfig | UpstreamHttp | Cache | EuipoPersons> = Effect.gen(
  function*() {
    const gateway = yield* makeEuipoGateway(EUIPO_DESIGNS_PROVIDER)
    const persons = yield* EuipoPersons
    const cache = yield* Cache
    const designsUrl = `${gateway.baseUrl}/design-search/designs`

    const fetchPage = (rsql: string, page: number, size: number, sort: DesignSort) =>
      gateway
        .get(designsUrl, { query: rsql, page: String(page), size: String(size), sort }, EuipoDesignSearchResponse)
        .pipe(
          Effect.map((body): DesignSearchPage => {
            const total = body.totalElements ?? undefined
            return {
              results: body.designs.map(toDesignSummary),
              page,
              size,
              ...(total !== undefined ? { totalResults: total } : {}),
              hasMore: body.designs.length > 0 && (total !== undefined ? (page + 1) * size < total : body.designs.length >= size),
              rsql
            }
          })
        )

    const search: EuipoDesignsService["search"] = (params) =>
      Effect.gen(function*() {
        yield* gateway.ready
        const rsql = yield* fromEither(buildEuipoDesignQuery(params))
        if (!Number.isInteger(params.page) || params.page < 0) {
          return yield* ToolError.invalidInput("cursor must be a page number (\"0\", \"1\"...) from a previous pagination.cursor.", {
            field: "cursor"
          })
        }
        const size = designPageSize(params.limit)
        const fetched = yield* cache.getOrCompute(
          "search",
          JSON.stringify([EUIPO_DESIGNS_PROVIDER, rsql, params.page, size, params.sort]),
          fetchPage(rsql, params.page, size, params.sort),
          { schema: DesignSearchPage }
        )
        // The office's order is kept: it is the `sort` the caller asked for.
        let results: ReadonlyArray<DesignSummary> = fetched.results
        const notes: Array<string> = []
        if (params.enrichApplicantNames) {
          const enriched = yield* enrichApplicantNames(persons, results)
          results = enriched.designs
          notes.push(...enriched.notes)
        } else {
          const nameless = namelessCount(results)
          if (nameless > 0) {
            notes.push(
              `${nameless} result(s) list applicants without names: EUIPO hides them in design search results. ` +
                "Pass enrichApplicantNames: true to resolve them through the Persons API (slower), or look the identifier up with eu_person_lookup."
            )
          }
        }
        return { ...fetched, results, notes }
      })

    const fetchDetail = (designNumber: string) =>
      gateway
        .get(`${designsUrl}/${encodeURIComponent(designNumber)}`, {}, EuipoDesign, {
          notFound: "DESIGN_NOT_FOUND",
          notFoundMessage: `Design EU-D-${designNumber} not found at EUIPO. Check the number: ${DESIGN_NUMBER_FORMAT}.`
        })
        .pipe(Effect.map((d) => toDesignDetail(d, true, designsUrl)))

    const enrichPeople = (design: DesignDetail) =>
      Effect.gen(function*() {
        const idsOf = (people: ReadonlyArray<DesignPerson> | undefined) =>
          (people ?? []).flatMap((p) => (p.identifier !== undefined ? [p.identifier] : []))
        const roles: ReadonlyArray<PersonRole> = ["applicant", "representative"]
        const [applicants, representatives] = yield* Effect.forEach(
          roles,
          (role) => persons.lookupMany(role, idsOf(role === "applicant" ? design.applicants : design.representatives)),
          { concurrency: 2 }
        )
        const enriched: DesignDetail = {
          ...design,
          applicants: design.applicants.map((p) => withPersonData(p, applicants!.found)),
          ...(design.representatives !== undefined
            ? { representatives: design.representatives.map((p) => withPersonData(p, representatives!.found)) }
            : {})
        }
        return { design: enriched, notes: [...lookupNote("applicant", applicants!), ...lookupNote("representative", representatives!)] }
      })

    const detail: EuipoDesignsService["detail"] = (input, options) =>
      Effect.gen(function*() {
        yield* gateway.ready
        const parsed = yield* fromEither(parseEuipoDesignNumber(input, "designNumber"))
        if (parsed._tag === "Application") {
          return yield* ToolError.invalidInput(
            `${parsed.applicationNumber} is an application number; a design number adds the 4-digit design suffix (${DESIGN_NUMBER_FORMAT}). ` +
              `To list the designs filed in it, use eu_design_search with searchType "number" and query "${parsed.applicationNumber}".`,
            { field: "designNumber" }
          )
        }
        const full = yield* cache.getOrCompute(
          "status",
          JSON.stringify([EUIPO_DESIGNS_PROVIDER, parsed.designNumber]),
          fetchDetail(parsed.designNumber),
          {
            schema: DesignDetailSchema
          }
        )
        const { prosecutionHistory, ...withoutHistory } = full
        const design: DesignDetail = options.includeHistory ? full : withoutHistory
        if (!options.enrichPersonNames) return { design, notes: [] }
        return yield* enrichPeople(design)
      })

    return { ready: gateway.ready, search, detail }
  }
)

/** The EUIPO designs adapter: `layer` needs AppConfig, UpstreamHttp, Cache and EuipoPersons; `test` is a stand-in. */
export class EuipoDesigns extends Context.Tag("ipdata/EuipoDesigns")<EuipoDesigns, EuipoDesignsService>() {
  static readonly layer: Layer.Layer<EuipoDesigns, never, AppConfig | UpstreamHttp | Cache | EuipoPersons> = Layer.effect(
    EuipoDesigns,
    makeEuipoDesigns
  )

  /** Tests: the given methods; the others fail with INTERNAL_ERROR naming themselves. */
  static readonly test = makeTestLayer(EuipoDesigns, { ready: Effect.void })
}

/** Designs and the Persons API they use for names: needs AppConfig, UpstreamHttp and Cache. */
export const EuipoDesignsLive: Layer.Layer<EuipoDesigns | EuipoPersons, never, AppConfig | UpstreamHttp | Cache> = EuipoDesigns.layer.pipe(
  Layer.provideMerge(EuipoPersons.layer)
)
