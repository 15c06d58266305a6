/**
 * The EUIPO Persons API (upstream-offices.md §3.4) for the fake EUIPO,
 * under `/persons` (pass `personRoutes` to `FakeEuipo` via `extraRoutes`):
 *
 * - `GET /applicants?name=&type=&city=&country=&page=&size=` and
 *   `GET /representatives?...`: name is a case-insensitive substring of the
 *   display name; type, city and country exact (case-insensitive); `size`
 *   default 20, at most 100 (400 problem+json beyond).
 * - `GET /applicants/{identifier}`, `GET /representatives/{identifier}`: the
 *   detail variant; 404 problem+json (PersonNotFoundError) when unknown.
 */
import { APPLICANTS, personName, personSearchItem, REPRESENTATIVES } from "./EuipoPersonSeed.js"
import type { FakeRequest, FakeResponse, FakeRoute } from "./FakeOfficeServer.js"

export const PERSONS_PREFIX = "/persons"

type Guard = (req: FakeRequest, next: () => FakeResponse) => FakeResponse
type Person = Record<string, unknown>
type Role = "applicant" | "representative"

const problem = (status: number, type: string, title: string, detail: string): FakeResponse => ({
  status,
  headers: { "content-type": "application/problem+json" },
  body: JSON.stringify({ type, title, status, detail, instance: PERSONS_PREFIX })
})

const lower = (s: unknown) => String(s ?? "").toLowerCase()

const search = (people: ReadonlyArray<Person>, role: Role, req: FakeRequest): FakeResponse => {
  const size = Number(req.query.get("size") ?? "20")
  const page = Number(req.query.get("page") ?? "0")
  if (!Number.isInteger(size) || size < 1 || size > 100) {
    return problem(400, "/problems/input-validation-error", "Bad Request", "size: must be between 1 and 100")
  }
  if (!Number.isInteger(page) || page < 0) return problem(400, "/problems/input-validation-error", "Bad Request", "page: must be >= 0")
  const name = req.query.get("name")
  const type = req.query.get("type")
  const city = req.query.get("city")
  const country = req.query.get("country")
  const address = (p: Person) => (p["address"] ?? {}) as Record<string, unknown>
  const hits = people.filter(
    (p) =>
      (name === null || lower(personName(p)).includes(lower(name))) &&
      (type === null || lower(p["type"]) === lower(type)) &&
      (city === null || lower(address(p)["city"]) === lower(city)) &&
      (country === null || lower(address(p)["country"]) === lower(country))
  )
  const key = role === "applicant" ? "applicants" : "representatives"
  return {
    body: {
      [key]: hits.slice(page * size, page * size + size).map((p) => personSearchItem(p, role)),
      totalElements: hits.length,
      totalPages: Math.ceil(hits.length / size),
      size,
      page
    }
  }
}

const detail = (people: ReadonlyArray<Person>, role: Role, id: string): FakeResponse => {
  const person = people.find((p) => p["identifier"] === id)
  if (person === undefined) {
    const what = role === "applicant" ? "Applicant" : "Representative"
    return problem(404, "/problems/not-found-error", "PersonNotFoundError", `${what} with identifier '${id}' not found`)
  }
  return { body: person }
}

/** The Persons routes, each behind the fake EUIPO's gateway and token checks. */
export const personRoutes = (
  guard: Guard,
  people: { readonly applicants?: ReadonlyArray<Person>; readonly representatives?: ReadonlyArray<Person> } = {}
): ReadonlyArray<FakeRoute> => {
  const applicants = people.applicants ?? APPLICANTS
  const representatives = people.representatives ?? REPRESENTATIVES
  return [
    { method: "GET", path: `${PERSONS_PREFIX}/applicants`, handler: (req) => guard(req, () => search(applicants, "applicant", req)) },
    {
      method: "GET",
      path: `${PERSONS_PREFIX}/applicants/:id`,
      handler: (req, p) => guard(req, () => detail(applicants, "applicant", p["id"]!))
    },
    {
      method: "GET",
      path: `${PERSONS_PREFIX}/representatives`,
      handler: (req) => guard(req, () => search(representatives, "representative", req))
    },
    {
      method: "GET",
      path: `${PERSONS_PREFIX}/representatives/:id`,
      handler: (req, p) => guard(req, () => detail(representatives, "representative", p["id"]!))
    }
  ]
}
