/**
 * A fake CIPO trademark site (upstream-offices.md §9) on FakeOfficeServer:
 *
 * - `POST /cipo/trademark-search/srch`: the search page's JSON body
 *   (`searchfield1` tm | ownname | appnum | regnum..., `textfield1`,
 *   `maxReturn`, `nicetextfield1` ["9", "42"] any-of, as the live UI sends it); answers
 *   `{numFound, maxReturn, results}` with at most `maxReturn` rows (no paging), newest
 *   first. An unknown `searchfield1` code: HTTP 500 with an empty body.
 *   tm/ownname match substrings (case-insensitive); appnum/regnum match
 *   prefixes of the digits.
 * - `GET /cipo/trademark-search/{appNo}`: the HTML trademark page; unknown:
 *   200 "No results were found" page, or 404 for numbers in `missingAs404`.
 * - `relayoutNext()`: the next page has none of the labels we read.
 */
import { Effect, type Scope } from "effect"
import { CIPO_SEED, type CipoMark, cipoNotFoundPage, cipoSearchItem, cipoTrademarkPage } from "./CipoSeed.js"
import { FakeOfficeServer, type FakeRequest, type FakeResponse } from "./FakeOfficeServer.js"

export const CIPO_SEARCH_PATH = "/cipo/trademark-search/srch"
export const CIPO_PAGE_PREFIX = "/cipo/trademark-search/"

const KNOWN_FIELDS = ["all", "tm", "ownname", "wares", "services", "appnum", "regnum", "intrnlRegNum", "nice_for_search", "viennaCode"]

export interface FakeCipoOptions {
  readonly marks?: ReadonlyArray<CipoMark>
  readonly missingAs404?: ReadonlyArray<string>
}

const html = (body: string, status = 200): FakeResponse => ({ status, headers: { "content-type": "text/html; charset=UTF-8" }, body })
const digits = (s: string) => s.replace(/\D/g, "").replace(/^0+(?=\d)/, "")

export class FakeCipo {
  private constructor(
    readonly server: FakeOfficeServer,
    readonly marks: ReadonlyArray<CipoMark>,
    private readonly options: FakeCipoOptions
  ) {}

  static async start(options: FakeCipoOptions = {}): Promise<FakeCipo> {
    const server = await FakeOfficeServer.start([])
    const fake = new FakeCipo(server, options.marks ?? CIPO_SEED, options)
    server.addRoute({ method: "POST", path: CIPO_SEARCH_PATH, handler: (req) => fake.search(req) })
    server.addRoute({ method: "GET", path: `${CIPO_PAGE_PREFIX}:appNo`, handler: (_req, p) => fake.trademarkPage(p["appNo"]!) })
    return fake
  }

  static scoped(options: FakeCipoOptions = {}): Effect.Effect<FakeCipo, never, Scope.Scope> {
    return Effect.acquireRelease(
      Effect.promise(() => FakeCipo.start(options)),
      (f) => Effect.promise(() => f.server.close())
    )
  }

  get url(): string {
    return this.server.url
  }

  env(): Record<string, string> {
    return { CIPO_BASE_URL: this.url }
  }

  searchBodies(): Array<Record<string, unknown>> {
    return this.server.requests.filter((r) => r.path === CIPO_SEARCH_PATH).map((r) => JSON.parse(r.body) as Record<string, unknown>)
  }

  pageRequests(): number {
    return this.server.count((r) => r.method === "GET" && r.path.startsWith(CIPO_PAGE_PREFIX))
  }

  relayoutNext(): void {
    this.server.script(
      html(`<!DOCTYPE html><html><body><main><div class="card"><p>KESTREL</p><p>REGISTERED</p></div></main></body></html>`),
      {
        match: (r) => r.method === "GET"
      }
    )
  }

  private search(req: FakeRequest): FakeResponse {
    let body: Record<string, unknown>
    try {
      body = JSON.parse(req.body) as Record<string, unknown>
    } catch {
      return { status: 400, body: "" }
    }
    const field = String(body.searchfield1 ?? "")
    // CIPO answers an unknown field code with a bare 500.
    if (!KNOWN_FIELDS.includes(field)) return { status: 500, body: "" }
    const text = String(body.textfield1 ?? "").toLowerCase()
    const max = Number(body.maxReturn ?? "10")
    let hits = [...this.marks]
    switch (field) {
      case "tm":
        hits = hits.filter((m) => (m.name ?? "").toLowerCase().includes(text))
        break
      case "ownname":
        hits = hits.filter((m) => m.owner.toLowerCase().includes(text))
        break
      case "appnum":
        hits = hits.filter((m) => digits(m.appNum).startsWith(digits(text.split("-")[0] ?? "")))
        break
      case "regnum":
        hits = hits.filter((m) => m.regNum !== null && digits(m.regNum).startsWith(digits(text)))
        break
      default:
        hits = []
    }
    // The live UI sends the classes as a list of strings (["9", "45"]).
    const nice = Array.isArray(body.nicetextfield1) ? body.nicetextfield1.map(Number) : undefined
    if (nice !== undefined) hits = hits.filter((m) => m.classes.some((n) => nice.includes(n)))
    hits.sort((a, b) => b.appNum.localeCompare(a.appNum))
    // NOTE: the live search answers {numFound, docs} without owners, dates or registration numbers
    // (test/fixtures/real/cipo/); this fake keeps the richer page model the owner ranking and the
    // registration-number lookup were built on (docs/providers/CIPO.md, "Checked against").
    return {
      body: { numFound: hits.length, maxReturn: String(max), results: hits.slice(0, Math.max(0, Math.min(1000, max))).map(cipoSearchItem) }
    }
  }

  private trademarkPage(appNo: string): FakeResponse {
    const mark = this.marks.find((m) => m.appNum === appNo || `${m.appNum}-${m.ext}` === appNo)
    if (mark === undefined) {
      return this.options.missingAs404?.includes(appNo) === true
        ? html("<html><body><h1>404</h1></body></html>", 404)
        : html(cipoNotFoundPage(appNo))
    }
    return html(cipoTrademarkPage(mark))
  }
}
