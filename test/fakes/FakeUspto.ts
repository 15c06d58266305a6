/**
 * A fake USPTO TSDR (upstream-offices.md §2.2 and §13.4) on FakeOfficeServer:
 *
 * - `GET /ts/cd/casestatus/{sn|rn}{number}/info` and `/info.json`: the case
 *   as TSDR JSON `{ trademarks: [...] }`; `/info.xml`: the same case as
 *   ST.96 XML.
 * - Every call needs the `USPTO-API-KEY` header: 401 without it (or with a
 *   wrong key).
 * - A per-minute budget per key (`rateLimit`, default plenty): beyond it
 *   429 with Retry-After until the window resets.
 * - An unknown case is a 404, or (`unknownAs = "empty"`) a 200 with
 *   `trademarks: []`, as TSDR does both.
 * - A malformed case id (`sn123`, `xx97001234`) is a 400.
 *
 * Plus FakeOfficeServer's scripted failures (5xx bursts, hangs, slow and
 * malformed bodies).
 */
import { Effect, type Scope } from "effect"
import { FakeOfficeServer, type FakeRequest, type FakeResponse } from "./FakeOfficeServer.js"
import { USPTO_SEED } from "./UsptoSeed.js"

export const FAKE_USPTO_API_KEY = "fake-uspto-key-0b1d2c3e4f5a6978"
export const CASE_STATUS_PREFIX = "/ts/cd/casestatus"

export interface FakeUsptoOptions {
  readonly marks?: ReadonlyArray<Record<string, unknown>>
  /** Requests allowed per window before 429 (TSDR: 60 per minute by day). */
  readonly rateLimit?: { readonly limit: number; readonly windowSeconds: number }
  readonly unknownAs?: "404" | "empty"
}

const json = (status: number, body: unknown): FakeResponse => ({
  status,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body)
})

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

type Mark = Record<string, any>

/** The ST.96 rendering of a case (the subset clients read, §2.3). */
const toSt96 = (m: Mark): string => {
  const s = m.status
  const el = (
    name: string,
    value: unknown
  ) => (value === undefined || value === null || value === "" ? "" : `<${name}>${xmlEscape(String(value))}</${name}>`)
  return [
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>",
    "<ns2:TrademarkTransaction xmlns:ns1=\"http://www.wipo.int/standards/XMLSchema/ST96/Common\" xmlns:ns2=\"http://www.wipo.int/standards/XMLSchema/ST96/Trademark\">",
    "<ns2:TrademarkTransactionBody><ns2:TransactionContentBag><ns2:TransactionData><ns2:TrademarkBag><ns2:Trademark>",
    `<ns1:ApplicationNumber>${el("ns1:ApplicationNumberText", s.serialNumber)}</ns1:ApplicationNumber>`,
    el("ns2:ApplicationDate", s.filingDate),
    el("ns1:RegistrationNumber", s.usRegistrationNumber),
    el("ns1:RegistrationDate", s.usRegistrationDate),
    el("ns2:MarkCurrentStatusCode", s.status),
    el("ns2:MarkCurrentStatusDate", s.statusDate),
    `<ns2:MarkRepresentation><ns2:MarkReproduction><ns2:WordMarkSpecification>${
      el("ns2:MarkVerbalElementText", s.markElement)
    }</ns2:WordMarkSpecification></ns2:MarkReproduction></ns2:MarkRepresentation>`,
    `<ns2:NationalTrademarkInformation>${
      el("ns2:MarkCurrentStatusExternalDescriptionText", s.extStatusDesc)
    }</ns2:NationalTrademarkInformation>`,
    "</ns2:Trademark></ns2:TrademarkBag></ns2:TransactionData></ns2:TransactionContentBag></ns2:TrademarkTransactionBody>",
    "</ns2:TrademarkTransaction>"
  ].join("")
}

export class FakeUspto {
  unknownAs: "404" | "empty"
  private budget: { used: number; windowStart: number }

  private constructor(
    readonly server: FakeOfficeServer,
    readonly marks: Array<Mark>,
    readonly options: FakeUsptoOptions
  ) {
    this.unknownAs = options.unknownAs ?? "404"
    this.budget = { used: 0, windowStart: Date.now() }
  }

  static async start(options: FakeUsptoOptions = {}): Promise<FakeUspto> {
    const server = await FakeOfficeServer.start([])
    const fake = new FakeUspto(server, [...(options.marks ?? USPTO_SEED)], options)
    const route = (suffix: string, format: "json" | "xml") =>
      server.addRoute({
        method: "GET",
        path: `${CASE_STATUS_PREFIX}/:case/${suffix}`,
        handler: (req, p) => fake.guard(req, () => fake.caseStatus(p["case"]!, format))
      })
    route("info", "json")
    route("info.json", "json")
    route("info.xml", "xml")
    return fake
  }

  static scoped(options: FakeUsptoOptions = {}): Effect.Effect<FakeUspto, never, Scope.Scope> {
    return Effect.acquireRelease(
      Effect.promise(() => FakeUspto.start(options)),
      (f) => Effect.promise(() => f.server.close())
    )
  }

  get url(): string {
    return this.server.url
  }

  /** Settings that point the USPTO adapter at this fake. */
  env(): Record<string, string> {
    return { USPTO_BASE_URL: this.url, USPTO_API_KEY: FAKE_USPTO_API_KEY }
  }

  apiRequests(): number {
    return this.server.count(CASE_STATUS_PREFIX)
  }

  private guard(req: FakeRequest, next: () => FakeResponse): FakeResponse {
    if (req.headers["uspto-api-key"] !== FAKE_USPTO_API_KEY) {
      // Gateways like to echo what they were given: clients must scrub it.
      const given = req.headers["uspto-api-key"]
      return json(401, {
        status: 401,
        error: "Unauthorized",
        message: given === undefined ? "API key is missing" : `Invalid API key ${String(given)}`
      })
    }
    const now = Date.now()
    const rate = this.options.rateLimit ?? { limit: 10_000, windowSeconds: 60 }
    if (now - this.budget.windowStart >= rate.windowSeconds * 1000) this.budget = { used: 0, windowStart: now }
    if (this.budget.used >= rate.limit) {
      const resetS = Math.max(1, Math.ceil((this.budget.windowStart + rate.windowSeconds * 1000 - now) / 1000))
      return {
        ...json(429, { status: 429, error: "Too Many Requests", message: "Rate limit exceeded" }),
        headers: { "content-type": "application/json", "retry-after": String(resetS) }
      }
    }
    this.budget.used++
    return next()
  }

  private find(kind: string, number: string): Mark | undefined {
    if (kind === "sn") return this.marks.find((m) => String(m.status.serialNumber).padStart(8, "0") === number)
    return this.marks.find((m) => m.status.usRegistrationNumber !== "" && String(m.status.usRegistrationNumber).padStart(7, "0") === number)
  }

  private caseStatus(caseId: string, format: "json" | "xml"): FakeResponse {
    const m = /^(sn|rn)(\d+)$/.exec(caseId)
    if (m === null || (m[1] === "sn" && m[2]!.length !== 8) || (m[1] === "rn" && m[2]!.length !== 7)) {
      return json(400, { status: 400, error: "Bad Request", message: `Invalid case identifier '${caseId}'` })
    }
    const mark = this.find(m[1]!, m[2]!)
    if (mark === undefined) {
      if (this.unknownAs === "empty" && format === "json") return json(200, { trademarks: [] })
      return json(404, { status: 404, error: "Not Found", message: "No case found for the given identifier" })
    }
    if (format === "xml") return { status: 200, headers: { "content-type": "application/xml" }, body: toSt96(mark) }
    return json(200, { trademarks: [mark] })
  }
}
