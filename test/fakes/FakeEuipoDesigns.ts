/**
 * The EUIPO Design Search API (upstream-offices.md §3.3) for the fake
 * EUIPO, under `/design-search/designs` (pass `designRoutes` to
 * `FakeEuipo` via `extraRoutes`; the gateway header and token rules apply):
 *
 * - `GET /designs?query=&page=&size=&sort=`: the RSQL subset of Rsql.ts on
 *   the documented fields; `size` 10..100 and known sort fields, else 400
 *   problem+json. Items carry the search fields only, and applicants marked
 *   `_hideApplicantName` come without a name (partial read access).
 * - `GET /designs/{designNumber}`: `^\d{9}-\d{4}$` else 400; 404
 *   problem+json when unknown.
 */
import { DESIGN_SEARCH_FIELDS, EUIPO_DESIGN_SEED } from "./EuipoDesignSeed.js"
import type { FakeRequest, FakeResponse, FakeRoute } from "./FakeOfficeServer.js"
import { evaluateRsql, parseRsql, RsqlError } from "./Rsql.js"

export const DESIGNS_PREFIX = "/design-search/designs"

type Guard = (req: FakeRequest, next: () => FakeResponse) => FakeResponse
type Design = Record<string, any>

const problem = (status: number, type: string, title: string, detail: string): FakeResponse => ({
  status,
  headers: { "content-type": "application/problem+json" },
  body: JSON.stringify({ type, title, status, detail, instance: DESIGNS_PREFIX })
})
const badRequest = (detail: string) => problem(400, "/problems/input-validation-error", "Bad Request", detail)

const names = (list: ReadonlyArray<any> | undefined, key: "name" | "identifier") =>
  (list ?? []).map((p) => p[key]).filter(Boolean).map(String)

const FIELDS: Record<string, (d: Design) => ReadonlyArray<string>> = {
  designNumber: (d) => [d.designNumber],
  applicantReference: (d) => (d.applicantReference ? [d.applicantReference] : []),
  verbalElement: (d) => (d.verbalElement ? [d.verbalElement] : []),
  locarnoClasses: (d) => d.locarnoClasses ?? [],
  productIndications: (d) => (d.productIndications ?? []).flatMap((p: any) => p.terms),
  "applicants.name": (d) => names(d.applicants, "name"),
  "applicants.identifier": (d) => names(d.applicants, "identifier"),
  "representatives.name": (d) => names(d.representatives, "name"),
  "representatives.identifier": (d) => names(d.representatives, "identifier"),
  "designers.name": (d) => names(d.designers, "name"),
  "designers.identifier": (d) => names(d.designers, "identifier"),
  applicationDate: (d) => (d.applicationDate ? [d.applicationDate] : []),
  registrationDate: (d) => (d.registrationDate ? [d.registrationDate] : []),
  expiryDate: (d) => (d.expiryDate ? [d.expiryDate] : []),
  status: (d) => (d.status ? [d.status] : []),
  renewalStatus: (d) => (d.renewalStatus ? [d.renewalStatus] : [])
}

const SORTABLE = new Set(["designNumber", "applicantReference", "applicationDate", "registrationDate", "expiryDate"])

const searchItem = (d: Design): Record<string, unknown> => {
  const item: Record<string, unknown> = {}
  for (const k of DESIGN_SEARCH_FIELDS) if (d[k] !== undefined) item[k] = d[k]
  if (d._hideApplicantName === true) item["applicants"] = (d.applicants ?? []).map(({ name: _name, ...rest }: any) => rest)
  return item
}

const search = (designs: ReadonlyArray<Design>, req: FakeRequest): FakeResponse => {
  const size = Number(req.query.get("size") ?? "10")
  const page = Number(req.query.get("page") ?? "0")
  if (!Number.isInteger(size) || size < 10 || size > 100) return badRequest("size: must be between 10 and 100")
  if (!Number.isInteger(page) || page < 0) return badRequest("page: must be >= 0")
  let hits = [...designs]
  const query = req.query.get("query")
  if (query !== null && query !== "") {
    try {
      const node = parseRsql(query)
      hits = hits.filter((d) =>
        evaluateRsql(node, (selector) => {
          const f = FIELDS[selector]
          if (f === undefined) throw new RsqlError(`Query error: Unknown field: ${selector}`)
          return f(d)
        })
      )
    } catch (e) {
      if (e instanceof RsqlError) return badRequest(e.message)
      throw e
    }
  }
  const sort = req.query.get("sort")
  if (sort !== null) {
    const [field, dir = "asc"] = sort.split(":")
    if (field === undefined || !SORTABLE.has(field) || (dir !== "asc" && dir !== "desc")) {
      return badRequest(`sort: unsupported sort ${sort}`)
    }
    const key = (d: Design) => String(d[field] ?? "")
    hits.sort((a, b) =>
      key(a).localeCompare(key(b)) * (dir === "desc" ? -1 : 1) || String(a.designNumber).localeCompare(String(b.designNumber))
    )
  }
  return {
    body: {
      designs: hits.slice(page * size, page * size + size).map(searchItem),
      size,
      totalElements: hits.length,
      totalPages: Math.ceil(hits.length / size),
      page
    }
  }
}

const detail = (designs: ReadonlyArray<Design>, number: string): FakeResponse => {
  if (!/^\d{9}-\d{4}$/.test(number)) return badRequest("designNumber: must match ^\\d{9}-\\d{4}$")
  const design = designs.find((d) => d.designNumber === number)
  if (design === undefined) return problem(404, "/problems/not-found-error", "Not Found", `Design with number '${number}' not found`)
  const { _hideApplicantName, ...body } = design
  return { body }
}

/** The Design Search routes, each behind the fake EUIPO's gateway and token checks. */
export const designRoutes = (guard: Guard, designs: ReadonlyArray<Design> = EUIPO_DESIGN_SEED): ReadonlyArray<FakeRoute> => [
  { method: "GET", path: DESIGNS_PREFIX, handler: (req) => guard(req, () => search(designs, req)) },
  { method: "GET", path: `${DESIGNS_PREFIX}/:number`, handler: (req, p) => guard(req, () => detail(designs, p["number"]!)) }
]
