/**
 * European patents from EPO Open Patent Services v3.2 (upstream-offices.md
 * §6): CQL search with Range paging, bibliographic data, the INPADOC family
 * and a status derived from INPADOC legal events. Answers are cached
 * (searches in `search`, the rest in `status`); OPS is metered by volume.
 */
import { Context, Effect, Either, Layer, Option, Schema } from "effect"
import type { AppConfig } from "../../Config/AppConfig.js"
import { isLivePatentStatus, type PatentDetail } from "../../Domain/Patent.js"
import { makeTestLayer } from "../../Domain/TestLayer.js"
import { ToolError } from "../../Domain/ToolError.js"
import { Cache } from "../../Upstream/Cache.js"
import type { UpstreamHttp } from "../../Upstream/UpstreamHttp.js"
import { fromEither } from "../Shared/AdapterSupport.js"
import { EPO_PROVIDER, makeEpoClient } from "./EpoClient.js"
import { deriveStatus, type LegalEventRecord, NO_STATUS_FROM_BIBLIO, statusHistoryOf } from "./EpoLegalStatus.js"
import { familyRowsOf, publicationOf, toLegalEvent, toPatentDetail, toPatentSummary } from "./EpoMapping.js"
import { parsePublicationNumber, PUBLICATION_NUMBER_FORMAT, type PublicationNumber } from "./EpoNumbers.js"
import { buildCql, type EpSearchCriteria, MAX_REACHABLE, rangeParam, type RangeWindow, rangeWindow } from "./EpoQuery.js"
import { EpFamilyResult, EpSearchPage, EpStatusResult } from "./EpoResults.js"
import { BiblioResponse, type ExchangeDocument, FamilyResponse, SearchResponse } from "./EpoSchemas.js"
import type { ThrottleSnapshot } from "./EpoThrottling.js"

/** OPS's `total-result-count` stops at 10,000. */
const COUNT_CAP = 10_000

export interface EpoOpsService {
  /** One page of a CQL search (offset/limit → Range; offset + limit ≤ 2,000). */
  readonly search: (criteria: EpSearchCriteria, offset: number, limit: number) => Effect.Effect<EpSearchPage, ToolError>
  /** Bibliographic data of one publication with the status its legal events give. */
  readonly status: (publicationNumber: string) => Effect.Effect<EpStatusResult, ToolError>
  /** The INPADOC family of any publication, one row per published document. */
  readonly family: (publicationNumber: string) => Effect.Effect<EpFamilyResult, ToolError>
  /** The last X-Throttling-Control reading. */
  readonly throttling: () => ThrottleSnapshot
}

const notFoundError = (number: PublicationNumber, extra = "") =>
  ToolError.create(
    "PATENT_NOT_FOUND",
    `Publication ${number.display} not found at EPO OPS.${extra} Check the number: ${PUBLICATION_NUMBER_FORMAT}.`,
    {
      provider: EPO_PROVIDER
    }
  )

/** Every exchange document in a list of `exchange-documents`, minus those OPS marks "not found". */
const documentsOf = (groups: ReadonlyArray<{ readonly "exchange-document"?: ReadonlyArray<ExchangeDocument> | undefined }> | undefined) =>
  (groups ?? []).flatMap((g) => g["exchange-document"] ?? []).filter((d) => d["@status"] === undefined || !/not.found/i.test(d["@status"]))

/** A 400 from the search is the user's CQL: INVALID_INPUT with the OPS reason and the syntax. */
const badQuery = (cql: string) => (e: ToolError) =>
  e.details?.["status"] === 400
    ? ToolError.invalidInput(
      `EPO OPS did not accept the search query (CQL: ${cql.length > 120 ? `${cql.slice(0, 119)}…` : cql}). ${e.message} ` +
        `Use plain keywords, or CQL fields ti, ab, ta, pa, in, pn, ap, ic, cpc, pd joined by and/or/not (e.g. ta=solar and pa=acme).`,
      { field: "query" }
    )
    : e

/** The document a number asks for: its kind when given, else the latest publication of that number. */
const pickDocument = (docs: ReadonlyArray<ExchangeDocument>, number: PublicationNumber): Either.Either<ExchangeDocument, ToolError> => {
  const sameNumber = docs.filter((d) => {
    const p = publicationOf(d)
    return p.country === number.country && p.number.replace(/^0+/, "") === number.number.replace(/^0+/, "")
  })
  const candidates = sameNumber.length > 0 ? sameNumber : docs
  if (candidates.length === 0) return Either.left(notFoundError(number))
  if (number.kind !== undefined) {
    const match = candidates.find((d) => publicationOf(d).kind === number.kind)
    if (match !== undefined) return Either.right(match)
    const kinds = candidates.map((d) => publicationOf(d).kind).filter((k) => k !== undefined)
    return Either.left(
      notFoundError(
        number,
        kinds.length > 0 ? ` OPS has ${number.epodoc} as ${kinds.join(", ")}: use one of those kind codes or leave it off.` : ""
      )
    )
  }
  const latest = [...candidates].sort((a, b) => (publicationOf(b).date ?? "").localeCompare(publicationOf(a).date ?? ""))[0]!
  return Either.right(latest)
}

const dedupeEvents = (events: ReadonlyArray<LegalEventRecord>): Array<LegalEventRecord> => {
  const seen = new Set<string>()
  return events.filter((e) => {
    const key = `${e.code}|${e.date ?? ""}|${e.text ?? ""}`
    return seen.has(key) ? false : (seen.add(key), true)
  })
}

/** The status result, and whether the legal events were read (a result without them is not cached). */
const StatusOutcome = Schema.Struct({ result: EpStatusResult, legalRead: Schema.Boolean })
type StatusOutcome = typeof StatusOutcome.Type

export const makeEpoOps: Effect.Effect<EpoOpsService, never, AppConfig | UpstreamHttp | Cache> = Effect.gen(function*() {
  const client = yield* makeEpoClient
  const cache = yield* Cache

  const fetchSearch = (cql: string, window: RangeWindow, offset: number, limit: number) =>
    client.get("/published-data/search/biblio", { q: cql, Range: rangeParam(window) }, SearchResponse).pipe(
      Effect.mapError(badQuery(cql)),
      Effect.map((answer): EpSearchPage => {
        const base = { offset, limit, cql }
        if (Option.isNone(answer)) {
          // "No results found": for the first page the total is known to be 0; past the end it is not known.
          return window.begin === 1
            ? { ...base, results: [], totalResults: 0, totalIsCapped: false, hasMore: false }
            : { ...base, results: [], totalIsCapped: false, hasMore: false }
        }
        const search = answer.value["world-patent-data"]["biblio-search"]
        const total = Number(search["@total-result-count"])
        const results = documentsOf(search["search-result"]?.["exchange-documents"]).map(toPatentSummary)
        const reachable = Math.min(total, MAX_REACHABLE)
        return {
          ...base,
          results,
          totalResults: total,
          totalIsCapped: total >= COUNT_CAP,
          hasMore: results.length > 0 && offset + results.length < reachable
        }
      })
    )

  const search: EpoOpsService["search"] = (criteria, offset, limit) =>
    Effect.gen(function*() {
      yield* client.ready
      const cql = yield* fromEither(buildCql(criteria))
      const window = yield* fromEither(rangeWindow(offset, limit))
      return yield* cache.getOrCompute(
        "search",
        JSON.stringify([EPO_PROVIDER, "search", cql, window.begin, window.end]),
        fetchSearch(cql, window, offset, limit),
        {
          schema: EpSearchPage
        }
      )
    })

  const fetchLegal = (number: PublicationNumber) =>
    client.get(`/legal/publication/epodoc/${number.epodoc}`, {}, FamilyResponse).pipe(
      Effect.map((answer) =>
        Option.match(answer, {
          onNone: () => [],
          onSome: (body) =>
            dedupeEvents(
              (body["world-patent-data"]["patent-family"]["family-member"] ?? []).flatMap((m) => (m.legal ?? []).map(toLegalEvent))
            )
        })
      )
    )

  const fetchStatus = (number: PublicationNumber): Effect.Effect<StatusOutcome, ToolError> =>
    Effect.gen(function*() {
      const [biblio, legal] = yield* Effect.all(
        [client.get(`/published-data/publication/epodoc/${number.epodoc}/biblio`, {}, BiblioResponse), Effect.either(fetchLegal(number))],
        { concurrency: 2 }
      )
      const docs = Option.match(biblio, { onNone: () => [], onSome: (b) => documentsOf(b["world-patent-data"]["exchange-documents"]) })
      if (docs.length === 0) return yield* notFoundError(number)
      const doc = yield* fromEither(pickDocument(docs, number))
      const detail = toPatentDetail(doc, docs)
      const notes: Array<string> = []
      let patent: PatentDetail
      let statusDate: string | undefined
      if (Either.isLeft(legal)) {
        const e = legal.left
        patent = {
          ...detail,
          status: "unknown",
          statusDescription: `Status not available: ${NO_STATUS_FROM_BIBLIO} and its INPADOC legal events could not be read just now.`
        }
        notes.push(`INPADOC legal events could not be read (${e.code}: ${e.message}); try again later for the status.`)
      } else {
        const events = legal.right
        const derived = deriveStatus(events)
        statusDate = derived.date
        patent = {
          ...detail,
          status: derived.status,
          statusDescription: derived.description,
          ...(events.length > 0
            ? { statusHistory: statusHistoryOf(events), currentlyUnderOpposition: derived.currentlyUnderOpposition }
            : {})
        }
        if (derived.decidedBy !== undefined) {
          notes.push(
            `Status derived from INPADOC legal events (decisive event ${derived.decidedBy}${
              derived.date !== undefined ? ` of ${derived.date}` : ""
            }); the EP Register is the authoritative source.`
          )
        }
        if (derived.currentlyUnderOpposition) notes.push("An opposition is pending against this patent.")
      }
      const result: EpStatusResult = {
        patent,
        currentStatus: {
          code: patent.status,
          description: patent.statusDescription ?? patent.status,
          ...(statusDate !== undefined ? { date: statusDate } : {}),
          isLive: isLivePatentStatus(patent.status)
        },
        notes
      }
      return { result, legalRead: Either.isRight(legal) }
    })

  const status: EpoOpsService["status"] = (input) =>
    Effect.gen(function*() {
      yield* client.ready
      const number = yield* fromEither(parsePublicationNumber(input))
      const outcome = yield* cache.getOrCompute("status", JSON.stringify([EPO_PROVIDER, "status", number.display]), fetchStatus(number), {
        ttlSeconds: (o) => (o.legalRead ? Number.POSITIVE_INFINITY : 0),
        schema: StatusOutcome
      })
      return outcome.result
    })

  const fetchFamily = (number: PublicationNumber): Effect.Effect<EpFamilyResult, ToolError> =>
    Effect.gen(function*() {
      const path = number.docdb !== undefined ? `/family/publication/docdb/${number.docdb}` : `/family/publication/epodoc/${number.epodoc}`
      const answer = yield* client.get(path, {}, FamilyResponse)
      if (Option.isNone(answer)) return yield* notFoundError(number, " OPS has no INPADOC family for it.")
      const family = answer.value["world-patent-data"]["patent-family"]
      const members = family["family-member"] ?? []
      const familyId = members.map((m) => m["@family-id"]).find((id) => id !== undefined && id.trim() !== "")
      const rows = familyRowsOf(members, familyId ?? "")
      if (rows.length === 0) return yield* notFoundError(number, " OPS has no INPADOC family for it.")
      return {
        queryPatent: {
          input: number.display,
          publicationNumber: number.display,
          jurisdiction: number.country,
          ...(number.kind !== undefined ? { kindCode: number.kind } : {})
        },
        ...(familyId !== undefined ? { familyId } : {}),
        totalMembers: rows.length,
        // OPS gives one family member per publication (A1 and B1 of one application are two): count applications.
        totalApplications: new Set(rows.map((r) => r.applicationNumber)).size,
        members: rows,
        jurisdictions: [...new Set(rows.map((r) => r.jurisdiction))].sort()
      }
    })

  const family: EpoOpsService["family"] = (input) =>
    Effect.gen(function*() {
      yield* client.ready
      const number = yield* fromEither(parsePublicationNumber(input))
      const result = yield* cache.getOrCompute("status", JSON.stringify([EPO_PROVIDER, "family", number.display]), fetchFamily(number), {
        schema: EpFamilyResult
      })
      return { ...result, queryPatent: { ...result.queryPatent, input: input.trim() } }
    })

  return { search, status, family, throttling: client.throttling }
})

/** The EPO OPS adapter: `layer` talks to OPS (needs AppConfig, UpstreamHttp, Cache); `test` is a stand-in. */
export class EpoOps extends Context.Tag("ipdata/EpoOps")<EpoOps, EpoOpsService>() {
  static readonly layer: Layer.Layer<EpoOps, never, AppConfig | UpstreamHttp | Cache> = Layer.effect(EpoOps, makeEpoOps)

  /** Tests: the given methods; the others fail with INTERNAL_ERROR naming themselves. */
  static readonly test = makeTestLayer(EpoOps, {
    throttling: () => ({ system: undefined, services: {}, suspendedUntil: {}, readings: 0 })
  })
}
