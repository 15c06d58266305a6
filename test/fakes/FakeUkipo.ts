/**
 * A fake UKIPO case-page site (upstream-offices.md §8) on FakeOfficeServer:
 *
 * - `GET /ipo-tmcase/page/Results/1/{UK + 11 digits}`: the HTML case page.
 * - An unknown number: 200 with a "No trade mark found" error page (the
 *   site's habit), or 404 for numbers in `missingAs404`.
 * - A malformed number: 400 HTML.
 * - `relayoutNext()`: the next page comes in a new layout without the
 *   labels we read; `wrongCaseNext()`: the next page shows another case.
 * - Bursts above `perMinute` get 429 with Retry-After: 60 (default: plenty).
 */
import { Effect, type Scope } from "effect"
import { FakeOfficeServer, type FakeResponse } from "./FakeOfficeServer.js"
import { UKIPO_SEED, ukipoCasePage, type UkipoMark, ukipoNotFoundPage } from "./UkipoSeed.js"

export const UKIPO_CASE_PREFIX = "/ipo-tmcase/page/Results/1/"

export interface FakeUkipoOptions {
  readonly marks?: ReadonlyArray<UkipoMark>
  readonly missingAs404?: ReadonlyArray<string>
  readonly perMinute?: number
}

const html = (body: string, status = 200): FakeResponse => ({ status, headers: { "content-type": "text/html; charset=utf-8" }, body })

export class FakeUkipo {
  private window = { used: 0, start: Date.now() }

  private constructor(
    readonly server: FakeOfficeServer,
    readonly marks: ReadonlyArray<UkipoMark>,
    private readonly options: FakeUkipoOptions
  ) {}

  static async start(options: FakeUkipoOptions = {}): Promise<FakeUkipo> {
    const server = await FakeOfficeServer.start([])
    const fake = new FakeUkipo(server, options.marks ?? UKIPO_SEED, options)
    server.addRoute({ method: "GET", path: `${UKIPO_CASE_PREFIX}:number`, handler: (_req, p) => fake.casePage(p["number"]!) })
    return fake
  }

  static scoped(options: FakeUkipoOptions = {}): Effect.Effect<FakeUkipo, never, Scope.Scope> {
    return Effect.acquireRelease(
      Effect.promise(() => FakeUkipo.start(options)),
      (f) => Effect.promise(() => f.server.close())
    )
  }

  get url(): string {
    return this.server.url
  }

  env(): Record<string, string> {
    return { UKIPO_BASE_URL: this.url }
  }

  calls(): number {
    return this.server.count(UKIPO_CASE_PREFIX)
  }

  relayoutNext(): void {
    this.server.script(
      html(`<!DOCTYPE html><html><body><main><div class="case-card"><span>KESTREL</span><span>Registered</span></div></main></body></html>`)
    )
  }

  wrongCaseNext(): void {
    this.server.script(html(ukipoCasePage(this.marks[1]!)))
  }

  private casePage(number: string): FakeResponse {
    const now = Date.now()
    if (now - this.window.start >= 60_000) this.window = { used: 0, start: now }
    if (this.window.used >= (this.options.perMinute ?? 10_000)) {
      return { ...html("<html><body><p>Too many requests</p></body></html>", 429), headers: { "retry-after": "60" } }
    }
    this.window.used++
    if (!/^UK\d{11}$/.test(number)) return html(`<!DOCTYPE html><html><body><main><p>Bad request</p></main></body></html>`, 400)
    const mark = this.marks.find((m) => m.number === number)
    if (mark === undefined) {
      return this.options.missingAs404?.includes(number) === true
        ? html("<html><body><h1>Page not found</h1></body></html>", 404)
        : html(ukipoNotFoundPage(number))
    }
    return html(ukipoCasePage(mark))
  }
}
