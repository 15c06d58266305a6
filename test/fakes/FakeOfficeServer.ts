/**
 * A real HTTP server on 127.0.0.1 (random port) for faking an upstream
 * office in tests. Build an office on it with a route table (see
 * FakeEuipo.ts); tests then script failures and count requests:
 *
 *   const fake = yield* FakeOfficeServer.scoped([{ method: "GET", path: "/things/:id", handler: (req, p) => ({ body: { id: p.id } }) }])
 *   fake.failNext(2, 503, "/things")          // the next two matching requests get 503
 *   fake.rateLimitNext("2")                    // next request: 429 with Retry-After: 2
 *   fake.slowNext(5000)                        // next request answers after 5 s (real time)
 *   fake.hangNext()                            // next request never answers (until close)
 *   fake.resetNext()                           // next request: the connection is reset (ECONNRESET)
 *   fake.malformedNext()                       // next request: 200 with a body that is not JSON
 *   fake.count("/things")                      // requests seen whose path starts with /things
 *
 * Scripted responses are consumed in order, first match wins, before the
 * route table. Every request is logged in `requests` (method, path, query,
 * headers, body). Use with `it.live` (real sockets and real time).
 */
import { Effect, type Scope } from "effect"
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

export interface FakeRequest {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

export interface FakeResponse {
  readonly status?: number
  readonly headers?: Readonly<Record<string, string>>
  /** A string is sent as is; anything else as JSON (content-type set unless given). */
  readonly body?: unknown
  /** Wait this long (real ms) before answering. */
  readonly delayMs?: number
  /** Never answer (the connection stays open until the server closes). */
  readonly hang?: boolean
  /** Reset the connection instead of answering (the client sees ECONNRESET). */
  readonly reset?: boolean
  /** Scripted only: after `delayMs`, answer with the route table as usual. */
  readonly passThrough?: boolean
}

export type FakeHandler = (req: FakeRequest, params: Readonly<Record<string, string>>) => FakeResponse | Promise<FakeResponse>

export interface FakeRoute {
  readonly method: string
  /** Path with `:name` segments, e.g. "/trademark-search/trademarks/:number". */
  readonly path: string
  readonly handler: FakeHandler
}

/** Which requests a scripted response applies to: a path prefix, a RegExp on the path, or a predicate. */
export type RequestMatch = string | RegExp | ((req: FakeRequest) => boolean)

interface Scripted {
  readonly match: RequestMatch | undefined
  remaining: number
  readonly respond: FakeResponse | ((req: FakeRequest) => FakeResponse)
}

const matches = (m: RequestMatch | undefined, req: FakeRequest) =>
  m === undefined ? true : typeof m === "string" ? req.path.startsWith(m) : m instanceof RegExp ? m.test(req.path) : m(req)

export const matchRoute = (pattern: string, path: string): Record<string, string> | undefined => {
  const want = pattern.split("/").filter((s) => s !== "")
  const got = path.split("/").filter((s) => s !== "")
  if (want.length !== got.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    if (w.startsWith(":")) params[w.slice(1)] = decodeURIComponent(got[i]!)
    else if (w !== got[i]) return undefined
  }
  return params
}

export class FakeOfficeServer {
  readonly requests: Array<FakeRequest> = []
  private readonly scripted: Array<Scripted> = []

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly routes: Array<FakeRoute>
  ) {}

  static async start(routes: ReadonlyArray<FakeRoute>): Promise<FakeOfficeServer> {
    const server = createServer((req, res) => {
      const chunks: Array<Buffer> = []
      req.on("data", (c: Buffer) => chunks.push(c))
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://127.0.0.1")
        const request: FakeRequest = {
          method: req.method ?? "GET",
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8")
        }
        void self.handle(request, res)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const { port } = server.address() as AddressInfo
    // Requests arrive only after listen(), so the handler never sees `self` before it is set.
    const self: FakeOfficeServer = new FakeOfficeServer(server, `http://127.0.0.1:${port}`, [...routes])
    return self
  }

  /** Started for the scope, closed when it ends. */
  static scoped(routes: ReadonlyArray<FakeRoute>): Effect.Effect<FakeOfficeServer, never, Scope.Scope> {
    return Effect.acquireRelease(
      Effect.promise(() => FakeOfficeServer.start(routes)),
      (s) => Effect.promise(() => s.close())
    )
  }

  addRoute(route: FakeRoute): void {
    this.routes.push(route)
  }

  /** The next `times` requests matching `match` get `respond` instead of the route table. */
  script(respond: Scripted["respond"], options: { readonly times?: number; readonly match?: RequestMatch | undefined } = {}): void {
    this.scripted.push({ respond, remaining: options.times ?? 1, match: options.match })
  }

  failNext(times: number, status = 503, match?: RequestMatch): void {
    this.script({ status, headers: { "content-type": "text/plain" }, body: `Service unavailable (${status})` }, { times, match })
  }

  rateLimitNext(retryAfter: string | undefined, match?: RequestMatch, times = 1): void {
    this.script(
      {
        status: 429,
        headers: { "content-type": "application/problem+json", ...(retryAfter !== undefined ? { "retry-after": retryAfter } : {}) },
        body: JSON.stringify({ type: "/problems/too-many-requests", title: "Too Many Requests", status: 429 })
      },
      { times, match }
    )
  }

  slowNext(delayMs: number, match?: RequestMatch, times = 1): void {
    this.script({ delayMs, passThrough: true }, { times, match })
  }

  hangNext(match?: RequestMatch, times = 1): void {
    this.script({ hang: true }, { times, match })
  }

  resetNext(match?: RequestMatch, times = 1): void {
    this.script({ reset: true }, { times, match })
  }

  malformedNext(match?: RequestMatch, body = "{\"trademarks\": [ {\"applicationNumber\": 12", times = 1): void {
    this.script({ status: 200, headers: { "content-type": "application/json" }, body }, { times, match })
  }

  /** Requests seen (optionally only those matching). */
  count(match?: RequestMatch): number {
    return this.requests.filter((r) => matches(match, r)).length
  }

  /** Forget logged requests and pending scripts. */
  reset(): void {
    this.requests.length = 0
    this.scripted.length = 0
  }

  close(): Promise<void> {
    this.server.closeAllConnections()
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  private async handle(req: FakeRequest, res: ServerResponse): Promise<void> {
    this.requests.push(req)
    let response: FakeResponse | undefined
    const scripted = this.scripted.find((s) => s.remaining > 0 && matches(s.match, req))
    if (scripted !== undefined) {
      scripted.remaining--
      response = typeof scripted.respond === "function" ? scripted.respond(req) : scripted.respond
      if (response.hang === true) return
      if (response.reset === true) {
        res.socket?.resetAndDestroy()
        return
      }
      if (response.delayMs !== undefined) await new Promise((r) => setTimeout(r, response!.delayMs))
      if (response.passThrough === true) response = undefined
    }
    if (response === undefined) response = await this.route(req)
    if (response.hang === true) return
    if (response.delayMs !== undefined) await new Promise((r) => setTimeout(r, response!.delayMs))
    if (res.destroyed) return
    const headers: Record<string, string> = { ...response.headers }
    let body: string | Buffer = ""
    if (typeof response.body === "string" || Buffer.isBuffer(response.body)) body = response.body
    else if (response.body !== undefined) {
      body = JSON.stringify(response.body)
      if (!Object.keys(headers).some((h) => h.toLowerCase() === "content-type")) headers["content-type"] = "application/json"
    }
    res.writeHead(response.status ?? 200, headers)
    res.end(body)
  }

  private async route(req: FakeRequest): Promise<FakeResponse> {
    for (const route of this.routes) {
      if (route.method !== req.method) continue
      const params = matchRoute(route.path, req.path)
      if (params !== undefined) {
        try {
          return await route.handler(req, params)
        } catch (e) {
          return { status: 500, body: { error: "fake handler crashed", detail: String(e) } }
        }
      }
    }
    return { status: 404, body: { error: `no fake route for ${req.method} ${req.path}` } }
  }
}
