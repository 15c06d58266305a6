/**
 * The fake Australian Patent Search API (upstream-offices.md §4.4, §13.3),
 * a product for FakeIpAustralia:
 *
 * - `POST /search/quick`: `{query, searchType: ID|DETAILS, searchMode,
 *   pageSize (1..50), pageNumber (0-based), sort: {field:
 *   APPLICATION_NUMBER|FILING_DATE, direction: ASC|DESC (ASCENDING and
 *   DESCENDING too)}}` → `{totalHits, results: [...]}`; a pageSize over 50
 *   is a 400, like the real one. Only Quick Search: there is no paged
 *   advanced search for patents.
 * - `GET /patent/{applicationNumber}`: the record; 404 when unknown, 400
 *   when not 10 digits.
 *
 * Quirk on purpose: DETAILS searches OR the query's words ("lithium
 * battery" finds every lithium record and every battery record), matching
 * whole words with plurals folded, in the fields the mode covers:
 * QUICK_NO_ABSTRACT titles, applicants, inventors; QUICK_ABSTRACT adds
 * abstracts; ADVANCED_NO_FULL_TEXT adds IPC; ADVANCED_FULL_TEXT adds claims
 * and descriptions. Hits carry the abstract except in QUICK_NO_ABSTRACT.
 */
import type { FakeResponse } from "./FakeOfficeServer.js"
import { IPAUSTRALIA_PATENT_SEED } from "./IpAustraliaPatentSeed.js"
import { type FakeIpAustraliaProduct, ipaError, parseJsonBody } from "./IpAustraliaProducts.js"

export const PATENT_BASE_PATH = "/public/australian-patent-search-api/v1"

type Patent = Record<string, any>

const MODES = new Set(["QUICK_NO_ABSTRACT", "QUICK_ABSTRACT", "ADVANCED_NO_FULL_TEXT", "ADVANCED_FULL_TEXT"])
const DIRECTIONS: Record<string, 1 | -1> = { ASC: 1, ASCENDING: 1, DESC: -1, DESCENDING: -1 }
// A search engine's own stop list: these words alone match nothing.
const IGNORED = new Set(["a", "an", "and", "or", "the", "of", "for", "with", "in", "on", "to"])

class BadRequest extends Error {}

const stem = (
  w: string
) => (w.length > 4 && w.endsWith("ies")
  ? `${w.slice(0, -3)}y`
  : w.length > 4 && /(?:s|x|z|ch|sh)es$/.test(w)
  ? w.slice(0, -2)
  : w.length > 3 && w.endsWith("s") && !w.endsWith("ss")
  ? w.slice(0, -1)
  : w)
const tokens = (s: string): Array<string> =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== "")
    .map(stem)

const names = (parties: ReadonlyArray<Patent> | undefined) => (parties ?? []).map((p) => String(p.legalEntityName ?? ""))
const titleOf = (p: Patent) => String(p.bibliographicData?.inventionTitle?.[0]?.title ?? "")
const docs = (p: Patent): Array<Patent> => p.publishedDocuments ?? []
const abstractOf = (p: Patent) => docs(p).map((d) => d.abstractText).filter(Boolean).at(-1) as string | undefined

const fieldsFor = (p: Patent, mode: string): Array<string> => {
  const fields = [titleOf(p), ...names(p.applicant), ...names(p.inventors)]
  if (mode !== "QUICK_NO_ABSTRACT") fields.push(abstractOf(p) ?? "")
  if (mode.startsWith("ADVANCED")) fields.push(...(p.bibliographicData?.ipcrClassification ?? []).map((c: Patent) => c.classificationText))
  if (mode === "ADVANCED_FULL_TEXT") fields.push(...docs(p).flatMap((d) => [d.claimsText ?? "", d.descriptionText ?? ""]))
  return fields
}

const hitOf = (p: Patent, mode: string): Patent => ({
  applicationNumber: p.bibliographicData.applicationNumber,
  inventionTitle: titleOf(p),
  applicant: p.applicant ?? [],
  inventors: p.inventors ?? [],
  ipcrClassification: p.bibliographicData.ipcrClassification ?? [],
  patentApplicationType: p.bibliographicData.patentApplicationType ?? null,
  ipRightStatusCode: p.ipRightStatusCode ?? null,
  filedDate: p.filedDate ?? null,
  priorityDate: p.priorityDate ?? null,
  expiryDate: p.expiryDate ?? null,
  pctNumber: p.pctDetails?.pctNumber ?? null,
  ...(mode !== "QUICK_NO_ABSTRACT" ? { abstractText: abstractOf(p) ?? null } : {}),
  familyId: p.familyId ?? null
})

const search = (data: ReadonlyArray<Patent>, b: Record<string, unknown>): FakeResponse => {
  if (typeof b.query !== "string" || b.query.trim() === "") throw new BadRequest("query is required")
  const searchType = b.searchType ?? "DETAILS"
  if (searchType !== "ID" && searchType !== "DETAILS") throw new BadRequest(`searchType '${String(searchType)}' is not supported`)
  const mode = String(b.searchMode ?? "QUICK_NO_ABSTRACT")
  if (!MODES.has(mode)) throw new BadRequest(`searchMode '${mode}' is not supported`)
  const pageSize = b.pageSize ?? 20
  const pageNumber = b.pageNumber ?? 0
  if (typeof pageSize !== "number" || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 50) {
    throw new BadRequest("pageSize must be between 1 and 50")
  }
  if (typeof pageNumber !== "number" || !Number.isInteger(pageNumber) || pageNumber < 0) {
    throw new BadRequest("pageNumber must be 0 or more")
  }
  const { field = "APPLICATION_NUMBER", direction = "DESC" } = (b.sort ?? {}) as { field?: string; direction?: string }
  if (field !== "APPLICATION_NUMBER" && field !== "FILING_DATE") throw new BadRequest(`sort.field '${field}' is not supported`)
  const dir = DIRECTIONS[direction]
  if (dir === undefined) throw new BadRequest(`sort.direction '${direction}' is not supported`)

  let hits: Array<Patent>
  if (searchType === "ID") {
    const q = b.query.replace(/\s+/g, "").toUpperCase()
    hits = data.filter((p) => p.bibliographicData.applicationNumber === q || String(p.pctDetails?.pctNumber ?? "").toUpperCase() === q)
  } else {
    const wanted = tokens(b.query).filter((t) => !IGNORED.has(t))
    hits = data.filter((p) => {
      const have = new Set(fieldsFor(p, mode).flatMap(tokens))
      return wanted.some((w) => have.has(w))
    })
  }
  const key = (p: Patent) => (field === "APPLICATION_NUMBER" ? String(p.bibliographicData.applicationNumber) : String(p.filedDate ?? ""))
  hits.sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0) * dir)
  return {
    body: { totalHits: hits.length, results: hits.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize).map((p) => hitOf(p, mode)) }
  }
}

export interface FakePatentSearch extends FakeIpAustraliaProduct {
  readonly patents: Array<Patent>
  /** Bodies of every quick search received, parsed. */
  readonly searches: Array<Record<string, unknown>>
}

/** The patent product, over `patents` (default: the seed). */
export const fakePatentSearch = (patents: ReadonlyArray<Record<string, unknown>> = IPAUSTRALIA_PATENT_SEED): FakePatentSearch => {
  const data: Array<Patent> = [...patents]
  const searches: Array<Record<string, unknown>> = []
  return {
    name: "patents",
    basePath: PATENT_BASE_PATH,
    patents: data,
    searches,
    routes: [
      {
        method: "POST",
        path: "/search/quick",
        handler: (req) => {
          const parsed = parseJsonBody(req.body)
          if (!parsed.ok) return parsed.error
          searches.push(parsed.value)
          try {
            return search(data, parsed.value)
          } catch (e) {
            if (e instanceof BadRequest) return ipaError(400, e.message)
            throw e
          }
        }
      },
      {
        method: "GET",
        path: "/patent/:number",
        handler: (_req, p) => {
          const number = p["number"]!
          if (!/^\d{10}$/.test(number)) return ipaError(400, `Invalid application number '${number}'`)
          const patent = data.find((x) => x.bibliographicData.applicationNumber === number)
          return patent === undefined ? ipaError(404, "Patent not found") : { body: patent }
        }
      }
    ]
  }
}
