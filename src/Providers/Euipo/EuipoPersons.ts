/**
 * EUIPO applicants and representatives from the Persons API
 * (upstream-offices.md §3.4): search by name (with type, city, country) and
 * lookup by identifier. Addresses come from here: trade mark and design
 * records carry only identifiers and names. Same OAuth token, limiter and
 * gateway header as the other EUIPO APIs; answers are cached (searches in
 * `search`, lookups in `status`).
 */
import { Context, Effect, Layer, Schema } from "effect"
import type { AppConfig } from "../../Config/AppConfig.js"
import { type PersonDetail, PersonDetail as PersonDetailSchema, type PersonRole, type PersonType } from "../../Domain/Person.js"
import { makeTestLayer } from "../../Domain/TestLayer.js"
import { ToolError } from "../../Domain/ToolError.js"
import { Cache } from "../../Upstream/Cache.js"
import type { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"
import { clampLimit, rankByOwners, shown } from "../Shared/AdapterSupport.js"
import { makeEuipoGateway } from "./EuipoGateway.js"
import { EUIPO_PERSON_TYPES, toPersonDetail } from "./EuipoPersonMapping.js"
import { EuipoApplicantsResponse, EuipoPerson, EuipoRepresentativesResponse } from "./EuipoPersonSchemas.js"
import { EUIPO_MAX_PAGE, EUIPO_MIN_PAGE } from "./EuipoQuery.js"

export const EUIPO_PERSONS_PROVIDER = "EUIPO-Persons"

/** Lookups one enrichment may make, and how many at once (EUIPO's default budget is 60 calls a minute). */
export const MAX_PERSON_LOOKUPS = 25
export const PERSON_LOOKUP_CONCURRENCY = 4

export interface PersonSearchCriteria {
  /** Name or part of it. */
  readonly name: string
  readonly type?: PersonType | undefined
  readonly city?: string | undefined
  /** ISO 3166-1 alpha-2. */
  readonly country?: string | undefined
}

/** One page of a person search; `total` is the office's count of matches, when it gives one. */
export const PersonSearchPage = Schema.Struct({
  persons: Schema.Array(PersonDetailSchema),
  total: Schema.optional(Schema.Int),
  hasMore: Schema.Boolean
})
export type PersonSearchPage = typeof PersonSearchPage.Type

export interface PersonLookups {
  /** By identifier: the persons found. */
  readonly found: ReadonlyMap<string, PersonDetail>
  /** Lookups that failed (not found, or the office failed). */
  readonly failed: number
  /** Identifiers left out because of MAX_PERSON_LOOKUPS. */
  readonly skipped: number
  /** The first failure other than "not found", to say why. */
  readonly firstError?: ToolError | undefined
}

export interface EuipoPersonsService {
  /** PROVIDER_NOT_CONFIGURED unless EUIPO is enabled and both credentials are set. */
  readonly ready: Effect.Effect<void, ToolError>
  /** Applicants or representatives by name (ranked exact, prefix, substring); `limit` 1-100. */
  readonly search: (role: PersonRole, criteria: PersonSearchCriteria, limit: number) => Effect.Effect<PersonSearchPage, ToolError>
  /** One person by EUIPO identifier; PERSON_NOT_FOUND when there is none. */
  readonly byIdentifier: (role: PersonRole, identifier: string) => Effect.Effect<PersonDetail, ToolError>
  /**
   * Many identifiers (distinct, at most MAX_PERSON_LOOKUPS, a few at a
   * time). Never fails: what could not be resolved is counted.
   */
  readonly lookupMany: (role: PersonRole, identifiers: ReadonlyArray<string>) => Effect.Effect<PersonLookups>
}

const PATHS: Record<PersonRole, string> = { applicant: "applicants", representative: "representatives" }

const validIdentifier = (role: PersonRole, identifier: string): Effect.Effect<string, ToolError> => {
  const id = identifier.trim()
  return /^[A-Za-z0-9-]{1,20}$/.test(id)
    ? Effect.succeed(id)
    : Effect.fail(
      ToolError.invalidInput(
        `${shown(identifier)} is not an EUIPO ${role} identifier: use the number EUIPO gives the person (e.g. 1234567).`,
        { field: "query" }
      )
    )
}

export const makeEuipoPersons: Effect.Effect<EuipoPersonsService, never, AppConfig | UpstreamHttp | Cache> = Effect.gen(function*() {
  const gateway = yield* makeEuipoGateway(EUIPO_PERSONS_PROVIDER)
  const cache = yield* Cache
  const base = `${gateway.baseUrl}/persons`

  const fetchSearch = (role: PersonRole, params: Record<string, string>, size: number, criteria: PersonSearchCriteria, limit: number) =>
    Effect.gen(function*() {
      const url = `${base}/${PATHS[role]}`
      const items = role === "applicant"
        ? yield* Effect.map(gateway.get(url, params, EuipoApplicantsResponse), (b) => ({ list: b.applicants, total: b.totalElements }))
        : yield* Effect.map(
          gateway.get(url, params, EuipoRepresentativesResponse),
          (b) => ({ list: b.representatives, total: b.totalElements })
        )
      const persons = rankByOwners(items.list.map((p) => toPersonDetail(p, role)), (p) => [p.name], criteria.name).slice(0, limit)
      const total = items.total ?? undefined
      const page: PersonSearchPage = {
        persons,
        ...(total !== undefined ? { total } : {}),
        hasMore: total !== undefined ? total > persons.length : items.list.length > persons.length || items.list.length >= size
      }
      return page
    })

  const search: EuipoPersonsService["search"] = (role, criteria, limit) =>
    Effect.gen(function*() {
      yield* gateway.ready
      const name = criteria.name.trim()
      if (name === "") {
        return yield* ToolError.create("MISSING_REQUIRED_FIELD", "query must not be empty: give a name or an EUIPO identifier.", {
          details: { field: "query" }
        })
      }
      const take = clampLimit(limit, EUIPO_MAX_PAGE)
      const size = Math.max(EUIPO_MIN_PAGE, take)
      const params: Record<string, string> = { name, page: "0", size: String(size) }
      if (criteria.type !== undefined && criteria.type !== "unknown") params["type"] = EUIPO_PERSON_TYPES[criteria.type]
      if (criteria.city !== undefined && criteria.city.trim() !== "") params["city"] = criteria.city.trim()
      if (criteria.country !== undefined && criteria.country.trim() !== "") params["country"] = criteria.country.trim().toUpperCase()
      return yield* cache.getOrCompute(
        "search",
        JSON.stringify([EUIPO_PERSONS_PROVIDER, role, params, take]),
        fetchSearch(role, params, size, criteria, take),
        { schema: PersonSearchPage }
      )
    })

  const byIdentifier: EuipoPersonsService["byIdentifier"] = (role, identifier) =>
    Effect.gen(function*() {
      yield* gateway.ready
      const id = yield* validIdentifier(role, identifier)
      const fetch = gateway
        .get(`${base}/${PATHS[role]}/${encodeURIComponent(id)}`, {}, EuipoPerson, {
          notFound: "PERSON_NOT_FOUND",
          notFoundMessage: `No EUIPO ${role} has the identifier ${id}. Search by name instead (eu_person_lookup with the name as query).`
        })
        .pipe(Effect.map((p) => toPersonDetail(p, role)))
      return yield* cache.getOrCompute("status", JSON.stringify([EUIPO_PERSONS_PROVIDER, role, id]), fetch, { schema: PersonDetailSchema })
    })

  const lookupMany: EuipoPersonsService["lookupMany"] = (role, identifiers) =>
    Effect.gen(function*() {
      const distinct = [...new Set(identifiers.map((i) => i.trim()).filter((i) => i !== ""))]
      const wanted = distinct.slice(0, MAX_PERSON_LOOKUPS)
      const outcomes = yield* Effect.forEach(wanted, (id) => Effect.either(byIdentifier(role, id)), {
        concurrency: PERSON_LOOKUP_CONCURRENCY
      })
      const found = new Map<string, PersonDetail>()
      let failed = 0
      let firstError: ToolError | undefined
      outcomes.forEach((o, i) => {
        if (o._tag === "Right") found.set(wanted[i]!, o.right)
        else {
          failed++
          if (firstError === undefined && o.left.code !== "PERSON_NOT_FOUND") firstError = o.left
        }
      })
      return { found, failed, skipped: distinct.length - wanted.length, ...(firstError !== undefined ? { firstError } : {}) }
    })

  return { ready: gateway.ready, search, byIdentifier, lookupMany }
})

/** The EUIPO Persons adapter: `layer` talks to EUIPO (needs AppConfig, UpstreamHttp, Cache); `test` is a stand-in. */
export class EuipoPersons extends Context.Tag("ipdata/EuipoPersons")<EuipoPersons, EuipoPersonsService>() {
  static readonly layer: Layer.Layer<EuipoPersons, never, AppConfig | UpstreamHttp | Cache> = Layer.effect(EuipoPersons, makeEuipoPersons)

  /** Tests: the given methods; the others fail with INTERNAL_ERROR naming themselves. */
  static readonly test = makeTestLayer(EuipoPersons, {
    ready: Effect.void,
    lookupMany: () => Effect.succeed({ found: new Map(), failed: 0, skipped: 0 })
  })
}
