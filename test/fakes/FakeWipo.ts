/**
 * A fake WIPO Madrid Monitor (upstream-offices.md §7) on FakeOfficeServer:
 *
 * - `GET /madrid/monitor/api/v1/data/{IRN}`: the ST.66 `Transaction` XML
 *   (`application/xml`, `tmk:` namespace prefix) for a known IR.
 * - An unknown IR: 404 with an HTML error page, or (for numbers in
 *   `emptyFor`) 200 with an empty Transaction, as the real endpoint varies.
 * - A malformed number: 400 HTML page.
 * - Fair use: more than `fairUsePerMinute` calls in a minute → 429 with
 *   Retry-After 60.
 * - `captchaNext()`: the next call gets a 200 HTML CAPTCHA page instead of XML.
 */
import { Effect, type Scope } from "effect"
import { FakeOfficeServer, type FakeResponse } from "./FakeOfficeServer.js"
import { WIPO_SEED, type WipoMark, wipoTransactionXml } from "./WipoSeed.js"

export const WIPO_DATA_PREFIX = "/madrid/monitor/api/v1/data/"

export interface FakeWipoOptions {
  readonly marks?: ReadonlyArray<WipoMark>
  /** IR numbers that answer 200 with an empty Transaction instead of 404. */
  readonly emptyFor?: ReadonlyArray<string>
  /** Calls per minute before 429 (default: plenty). */
  readonly fairUsePerMinute?: number
}

const html = (status: number, title: string, text: string): FakeResponse => ({
  status,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`
})

export class FakeWipo {
  private window = { used: 0, start: Date.now() }

  private constructor(
    readonly server: FakeOfficeServer,
    readonly marks: ReadonlyArray<WipoMark>,
    private readonly options: FakeWipoOptions
  ) {}

  static async start(options: FakeWipoOptions = {}): Promise<FakeWipo> {
    const server = await FakeOfficeServer.start([])
    const fake = new FakeWipo(server, options.marks ?? WIPO_SEED, options)
    server.addRoute({ method: "GET", path: `${WIPO_DATA_PREFIX}:irn`, handler: (_req, p) => fake.record(p["irn"]!) })
    return fake
  }

  static scoped(options: FakeWipoOptions = {}): Effect.Effect<FakeWipo, never, Scope.Scope> {
    return Effect.acquireRelease(
      Effect.promise(() => FakeWipo.start(options)),
      (f) => Effect.promise(() => f.server.close())
    )
  }

  get url(): string {
    return this.server.url
  }

  env(): Record<string, string> {
    return { WIPO_BASE_URL: this.url }
  }

  captchaNext(): void {
    this.server.script(html(200, "Verification", "Please complete the challenge to continue to Madrid Monitor."))
  }

  calls(): number {
    return this.server.count(WIPO_DATA_PREFIX)
  }

  private record(irn: string): FakeResponse {
    const now = Date.now()
    if (now - this.window.start >= 60_000) this.window = { used: 0, start: now }
    if (this.window.used >= (this.options.fairUsePerMinute ?? 10_000)) {
      return {
        ...html(429, "Too Many Requests", "Fair use limit exceeded."),
        headers: { "content-type": "text/html", "retry-after": "60" }
      }
    }
    this.window.used++
    if (!/^\d{1,7}[A-Z]?$/.test(irn)) return html(400, "Bad Request", "Invalid international registration number.")
    const mark = this.marks.find((m) => m.irn === irn)
    if (mark === undefined) {
      if (this.options.emptyFor?.includes(irn) === true) {
        return { headers: { "content-type": "application/xml;charset=UTF-8" }, body: wipoTransactionXml(undefined, irn) }
      }
      return html(404, "Not Found", `No international registration ${irn}.`)
    }
    return { headers: { "content-type": "application/xml;charset=UTF-8" }, body: wipoTransactionXml(mark, irn) }
  }
}
