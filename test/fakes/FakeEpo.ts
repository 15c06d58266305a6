/**
 * A fake EPO Open Patent Services v3.2 (upstream-offices.md §6 and §13.5)
 * on FakeOfficeServer, under `/3.2`:
 *
 * - `POST /3.2/auth/accesstoken`: client credentials with HTTP Basic only
 *   (credentials in the body are refused: 401 "Client identifier is
 *   required"); answers JSON with `expires_in` as a string ("1199").
 * - `GET /3.2/rest-services/published-data/search[/biblio]?q=<CQL>` with
 *   `Range=1-25` (or header `X-OPS-Range`): at most 100 per request and
 *   the first 2,000 hits; zero hits = 404 `SERVER.EntityNotFound`.
 * - `GET .../published-data/publication/{epodoc|docdb}/{n}/biblio`,
 *   `GET .../family/publication/{epodoc|docdb}/{n}`,
 *   `GET .../legal/publication/{epodoc|docdb}/{n}`.
 * - XML with the OPS namespaces by default; JSON only on
 *   `Accept: application/json` (a single child is an object, repeated ones
 *   an array).
 * - Every API answer carries `X-Throttling-Control` (per-service colours
 *   and limits for the `systemState`) and the quota-used headers; a
 *   service past its per-minute limit, or scripted with `blackNext`, is
 *   `black` with `Retry-After` in ms (HTTP 403); `quotaExhausted` gives 403
 *   + `X-Rejection-Reason`.
 * - Tokens: unknown → 401 `invalid_access_token`; expired (`expireTokens()`)
 *   → `expiredTokenStatus` (400 like OPS, or 401) with "Access token has expired".
 */
import { Effect, type Scope } from "effect"
import { type CqlDocument, CqlError, evaluateCql, parseCql } from "./Cql.js"
import { EPO_SEED, type SeedApplication, type SeedParty, type SeedPublication } from "./EpoSeed.js"
import { FakeOfficeServer, type FakeRequest, type FakeResponse } from "./FakeOfficeServer.js"
import { el, errorDoc, fault, type OpsElement, toOpsJson, toXml, worldPatentData } from "./OpsDocument.js"

export const FAKE_EPO_KEY = "fake-epo-consumer-key-4d2e"
export const FAKE_EPO_SECRET = "fake-epo-consumer-secret-Qz81x"
export const EPO_TOKEN_PATH = "/3.2/auth/accesstoken"
export const EPO_API = "/3.2/rest-services"

type Service = "retrieval" | "search" | "inpadoc" | "images" | "other"
type SystemState = "idle" | "busy" | "overloaded"

const LIMITS: Record<SystemState, Record<Service, number>> = {
  idle: { retrieval: 200, search: 30, inpadoc: 60, images: 200, other: 1000 },
  busy: { retrieval: 100, search: 15, inpadoc: 45, images: 100, other: 1000 },
  overloaded: { retrieval: 50, search: 5, inpadoc: 30, images: 50, other: 1000 }
}

/** What an API handler answers: a document (200) or a status with a document (faults). */
type Answer = OpsElement | { readonly status: number; readonly doc: OpsElement }
const answer = (status: number, doc: OpsElement): Answer => ({ status, doc })
const NO_RESULTS = () => answer(404, fault("SERVER.EntityNotFound", "No results found"))
const MALFORMED = () => answer(404, fault("CLIENT.WrongReferenceFormatting", "Wrong reference formatting"))

/** One published document: an application and one of its publications. */
interface Doc {
  readonly app: SeedApplication
  readonly pub: SeedPublication
}

const epodocOf = (d: Doc) => `${d.app.country}${d.pub.number}`

const docId = (type: "docdb" | "epodoc", country: string, number: string, kind: string | undefined, date: string | undefined) =>
  type === "docdb"
    ? el(
      "document-id",
      { "document-id-type": "docdb" },
      el("country", {}, country),
      el("doc-number", {}, number),
      kind !== undefined ? el("kind", {}, kind) : undefined,
      date !== undefined ? el("date", {}, date) : undefined
    )
    : el(
      "document-id",
      { "document-id-type": "epodoc" },
      el("doc-number", {}, `${country}${number}${kind ?? ""}`),
      date !== undefined ? el("date", {}, date) : undefined
    )

const publicationReference = (d: Doc, prefix = "") =>
  el(
    `${prefix}publication-reference`,
    {},
    docId("docdb", d.app.country, d.pub.number, d.pub.kind, d.pub.date),
    docId("epodoc", d.app.country, d.pub.number, undefined, d.pub.date)
  )

const applicationReference = (app: SeedApplication) =>
  el(
    "application-reference",
    { "doc-id": String(100000000 + Number(app.application.number.replace(/\D/g, "").slice(-8))) },
    docId("docdb", app.country, app.application.number, app.application.kind, app.application.date),
    el("document-id", { "document-id-type": "epodoc" }, el("doc-number", {}, app.application.epodoc), el("date", {}, app.application.date))
  )

/** As in real answers: family members mark the active priority; bibliographic data does not. */
const priorityClaims = (app: SeedApplication, inFamily = false) =>
  app.priorities.map((p, i) =>
    el(
      "priority-claim",
      { sequence: String(i + 1), kind: p.kind },
      el("document-id", { "document-id-type": "epodoc" }, el("doc-number", {}, p.epodoc), el("date", {}, p.date)),
      inFamily ? el("priority-active-indicator", {}, "YES") : undefined
    )
  )

const parties = (kind: "applicant" | "inventor", list: ReadonlyArray<SeedParty>) => [
  ...list.map((p, i) => el(kind, { sequence: String(i + 1), "data-format": "epodoc" }, el(`${kind}-name`, {}, el("name", {}, p.epodoc)))),
  ...list.map((p, i) =>
    el(kind, { sequence: String(i + 1), "data-format": "original" }, el(`${kind}-name`, {}, el("name", {}, p.original)))
  )
]

/** "B65D 81/38" → the OPS IPCR text "B65D  81/38            A I". */
const ipcrText = (symbol: string) => {
  const [sub, group] = symbol.split(" ")
  return `${sub!.padEnd(4)}  ${group}            A I`
}

const cpcClassification = (symbol: string, i: number) => {
  const [head, group] = symbol.split(" ")
  const [main, sub] = (group ?? "").split("/")
  return el(
    "patent-classification",
    { sequence: String(i + 1) },
    el("classification-scheme", { office: "EP", scheme: "CPCI" }),
    el("section", {}, head!.slice(0, 1)),
    el("class", {}, head!.slice(1, 3)),
    el("subclass", {}, head!.slice(3, 4)),
    main !== undefined && main !== "" ? el("main-group", {}, main) : undefined,
    sub !== undefined ? el("subgroup", {}, sub) : undefined,
    el("classification-value", {}, "I")
  )
}

const exchangeDocument = (d: Doc): OpsElement => {
  const { app, pub } = d
  return el(
    "exchange-document",
    { system: "ops.epo.org", "family-id": app.familyId, country: app.country, "doc-number": pub.number, kind: pub.kind },
    el(
      "bibliographic-data",
      {},
      publicationReference(d),
      app.ipc.length > 0 &&
        el(
          "classifications-ipcr",
          {},
          app.ipc.map((c, i) => el("classification-ipcr", { sequence: String(i + 1) }, el("text", {}, ipcrText(c))))
        ),
      app.cpc.length > 0 && el("patent-classifications", {}, app.cpc.map(cpcClassification)),
      applicationReference(app),
      app.priorities.length > 0 && el("priority-claims", {}, priorityClaims(app)),
      el(
        "parties",
        {},
        el("applicants", {}, parties("applicant", app.applicants)),
        el("inventors", {}, parties("inventor", app.inventors))
      ),
      Object.entries(app.titles).map(([lang, text]) => el("invention-title", { lang }, text))
    ),
    app.abstract !== undefined && app.country === "EP" ? el("abstract", { lang: "en" }, el("p", {}, app.abstract)) : undefined
  )
}

const cqlView = (d: Doc): CqlDocument => ({
  titles: Object.values(d.app.titles),
  abstracts: d.app.abstract !== undefined ? [d.app.abstract] : [],
  applicants: d.app.applicants.flatMap((p) => [p.original, p.epodoc]),
  inventors: d.app.inventors.flatMap((p) => [p.original, p.epodoc]),
  publicationNumbers: [epodocOf(d), `${epodocOf(d)}${d.pub.kind}`],
  applicationNumbers: [d.app.application.epodoc, `${d.app.country}${d.app.application.number}`],
  priorityNumbers: d.app.priorities.map((p) => p.epodoc),
  familyId: d.app.familyId,
  ipc: d.app.ipc,
  cpc: d.app.cpc,
  publicationDate: d.pub.date
})

export interface FakeEpoOptions {
  readonly seed?: ReadonlyArray<SeedApplication>
  readonly tokenLifetimeSeconds?: number
}

export class FakeEpo {
  /** Applied to tokens issued from now on. */
  tokenLifetimeSeconds: number
  /** Status OPS uses for an expired token (400 in practice; 401 also seen). */
  expiredTokenStatus: 400 | 401 = 400
  /** Every bearer is rejected (401), even fresh ones. */
  rejectTokens = false
  systemState: SystemState = "idle"
  /** 403 + X-Rejection-Reason on every API call while set. */
  quotaExhausted: string | undefined = undefined
  tokensIssued = 0
  readonly docs: ReadonlyArray<Doc>
  private readonly tokens = new Map<string, number>()
  private readonly expired = new Set<string>()
  private readonly windows = new Map<Service, { start: number; count: number }>()
  /** Scripted: the next call to the service turns it black for this long. */
  private readonly blackPending = new Map<Service, number>()
  /** Services black (suspended) until then, epoch ms. */
  private readonly blackUntil = new Map<Service, number>()
  private bytesThisHour = 0

  private constructor(
    readonly server: FakeOfficeServer,
    readonly seed: ReadonlyArray<SeedApplication>,
    options: FakeEpoOptions
  ) {
    this.tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 1199
    this.docs = seed.flatMap((app) => app.publications.map((pub) => ({ app, pub })))
  }

  static async start(options: FakeEpoOptions = {}): Promise<FakeEpo> {
    const server = await FakeOfficeServer.start([])
    const fake = new FakeEpo(server, options.seed ?? EPO_SEED, options)
    server.addRoute({ method: "POST", path: EPO_TOKEN_PATH, handler: (req) => fake.token(req) })
    const api = (path: string, service: Service, handler: (req: FakeRequest, p: Record<string, string>) => Answer) =>
      server.addRoute({ method: "GET", path: `${EPO_API}${path}`, handler: (req, p) => fake.guard(req, service, () => handler(req, p)) })
    api("/published-data/search", "search", (req) => fake.search(req, false))
    api("/published-data/search/biblio", "search", (req) => fake.search(req, true))
    api("/published-data/publication/:type/:number/biblio", "retrieval", (_, p) => fake.biblio(p["type"]!, p["number"]!))
    api("/family/publication/:type/:number", "inpadoc", (_, p) => fake.family(p["type"]!, p["number"]!))
    api("/legal/publication/:type/:number", "inpadoc", (_, p) => fake.legal(p["type"]!, p["number"]!))
    return fake
  }

  static scoped(options: FakeEpoOptions = {}): Effect.Effect<FakeEpo, never, Scope.Scope> {
    return Effect.acquireRelease(
      Effect.promise(() => FakeEpo.start(options)),
      (f) => Effect.promise(() => f.server.close())
    )
  }

  get url(): string {
    return this.server.url
  }

  /** Settings that point the EPO adapter at this fake. */
  env(): Record<string, string> {
    return {
      EPO_BASE_URL: `${this.url}/3.2`,
      EPO_TOKEN_URL: `${this.url}${EPO_TOKEN_PATH}`,
      EPO_CONSUMER_KEY: FAKE_EPO_KEY,
      EPO_CONSUMER_SECRET: FAKE_EPO_SECRET
    }
  }

  /** Every token issued so far now counts as expired. */
  expireTokens(): void {
    for (const t of this.tokens.keys()) this.expired.add(t)
  }

  /** The next call to `service` turns it black for `retryAfterMs`: 403 with Retry-After (ms) until then. */
  blackNext(service: Service, retryAfterMs: number): void {
    this.blackPending.set(service, retryAfterMs)
  }

  tokenRequests(): number {
    return this.server.count(EPO_TOKEN_PATH)
  }

  apiRequests(match = ""): number {
    return this.server.count(`${EPO_API}${match}`)
  }

  private respond(req: FakeRequest, status: number, doc: OpsElement, headers: Record<string, string> = {}): FakeResponse {
    const json = (req.headers.accept ?? "").includes("application/json")
    const body = json ? toOpsJson(doc) : toXml(doc)
    this.bytesThisHour += body.length
    return { status, headers: { "content-type": json ? "application/json" : "application/xml", ...headers }, body }
  }

  private token(req: FakeRequest): FakeResponse {
    const xmlError = (status: number, message: string, description?: string): FakeResponse => ({
      status,
      headers: { "content-type": "application/xml" },
      body: toXml(errorDoc(status, message, description))
    })
    const auth = req.headers.authorization ?? ""
    if (!auth.startsWith("Basic ")) return xmlError(401, "Client identifier is required")
    const [key, secret] = Buffer.from(auth.slice(6), "base64").toString("utf8").split(":")
    if (!(req.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded")) {
      return xmlError(400, "invalid_request", "Expected a form body")
    }
    if (new URLSearchParams(req.body).get("grant_type") !== "client_credentials") return xmlError(400, "unsupported_grant_type")
    if (key !== FAKE_EPO_KEY || secret !== FAKE_EPO_SECRET) {
      // Real gateways sometimes echo what they got: the client must scrub it.
      return xmlError(400, "invalid_client", `Client credentials are invalid (consumer secret ${secret ?? ""})`)
    }
    this.tokensIssued++
    const token = `fake-ops-token-${this.tokensIssued}-${Math.random().toString(36).slice(2)}`
    this.tokens.set(token, Date.now() + this.tokenLifetimeSeconds * 1000)
    const now = Date.now()
    return {
      body: {
        refresh_token_expires_in: "0",
        api_product_list: "[ops-prod]",
        organization_name: "fake",
        token_type: "BearerToken",
        issued_at: String(now),
        client_id: key,
        access_token: token,
        application_name: "fake-app",
        scope: "core",
        expires_in: String(this.tokenLifetimeSeconds),
        refresh_count: "0",
        status: "approved"
      }
    }
  }

  private throttleHeader(now: number): string {
    const limits = LIMITS[this.systemState]
    const parts = (["retrieval", "search", "inpadoc", "images", "other"] as const).map((s) => {
      if ((this.blackUntil.get(s) ?? 0) > now) return `${s}=black:0`
      const w = this.windows.get(s)
      const used = w !== undefined && now - w.start < 60_000 ? w.count : 0
      const share = used / limits[s]
      return `${s}=${share < 0.5 ? "green" : share < 0.75 ? "yellow" : "red"}:${limits[s]}`
    })
    return `${this.systemState} (${parts.join(", ")})`
  }

  private guard(req: FakeRequest, service: Service, next: () => Answer): FakeResponse {
    const now = Date.now()
    const quotaHeaders = {
      "x-individualquotaperhour-used": String(this.bytesThisHour),
      "x-registeredquotaperweek-used": String(this.bytesThisHour)
    }
    const withHeaders = (res: FakeResponse): FakeResponse => ({
      ...res,
      headers: { ...res.headers, ...quotaHeaders, "x-throttling-control": this.throttleHeader(now) }
    })
    const auth = req.headers.authorization ?? ""
    const token = auth.startsWith("Bearer ") ? auth.slice(7) : ""
    if (this.rejectTokens || !this.tokens.has(token)) {
      return withHeaders(this.respond(req, 401, errorDoc(401, "invalid_access_token", "Invalid Access Token")))
    }
    if (this.expired.has(token) || this.tokens.get(token)! < now) {
      return withHeaders(
        this.respond(req, this.expiredTokenStatus, errorDoc(this.expiredTokenStatus, "invalid_access_token", "Access token has expired"))
      )
    }
    if (this.quotaExhausted !== undefined) {
      const res = this.respond(
        req,
        403,
        errorDoc(
          403,
          "This request has been rejected due to the violation of Fair Use policy",
          undefined,
          "http://www.epo.org/searching/free/espacenet/fair-use.html"
        )
      )
      return withHeaders({ ...res, headers: { ...res.headers, "x-rejection-reason": this.quotaExhausted } })
    }
    // Per-service request counts over a 60 s window; past the limit (or when scripted) the service is black.
    let w = this.windows.get(service)
    if (w === undefined || now - w.start >= 60_000) {
      w = { start: now, count: 0 }
      this.windows.set(service, w)
    }
    w.count++
    const scripted = this.blackPending.get(service)
    if (scripted !== undefined) {
      this.blackPending.delete(service)
      this.blackUntil.set(service, now + scripted)
    } else if (w.count > LIMITS[this.systemState][service] && (this.blackUntil.get(service) ?? 0) <= now) {
      this.blackUntil.set(service, w.start + 60_000)
    }
    const until = this.blackUntil.get(service) ?? 0
    if (until > now) {
      const res = this.respond(req, 403, errorDoc(403, "This request has been rejected due to the violation of Fair Use policy"))
      return withHeaders({ ...res, headers: { ...res.headers, "retry-after": String(Math.max(1, until - now)) } })
    }
    const out = next()
    return withHeaders("name" in out ? this.respond(req, 200, out) : this.respond(req, out.status, out.doc))
  }

  private search(req: FakeRequest, biblio: boolean): Answer {
    const q = req.query.get("q") ?? ""
    const range = req.query.get("Range") ?? req.query.get("range") ?? (req.headers["x-ops-range"] as string | undefined) ?? "1-25"
    const m = /^(\d+)-(\d+)$/.exec(range.trim())
    const begin = m !== null ? Number(m[1]) : NaN
    const end = m !== null ? Number(m[2]) : NaN
    if (!(begin >= 1 && end >= begin && end - begin + 1 <= 100 && end <= 2000)) {
      return answer(400, fault("CLIENT.InvalidQuery", `Invalid range ${range}: at most 100 results per request, within the first 2000`))
    }
    let hits: Array<Doc>
    try {
      const node = parseCql(q)
      hits = this.docs.filter((d) => evaluateCql(node, cqlView(d)))
    } catch (e) {
      if (e instanceof CqlError) return answer(400, fault("CLIENT.CQL", `Invalid CQL query: ${e.message}`))
      throw e
    }
    hits.sort((a, b) =>
      b.pub.date.localeCompare(a.pub.date) || epodocOf(a).localeCompare(epodocOf(b)) || a.pub.kind.localeCompare(b.pub.kind)
    )
    if (hits.length === 0 || begin > hits.length) return NO_RESULTS()
    const page = hits.slice(begin - 1, end)
    const results = biblio
      ? page.map((d) => el("exchange-documents", {}, exchangeDocument(d)))
      : page.map((d) =>
        el(
          "ops:publication-reference",
          { system: "ops.epo.org", "family-id": d.app.familyId },
          docId("docdb", d.app.country, d.pub.number, d.pub.kind, undefined)
        )
      )
    return worldPatentData(
      el(
        biblio ? "ops:biblio-search" : "ops:search",
        { "total-result-count": String(Math.min(hits.length, 10_000)) },
        el("ops:query", { syntax: "CQL" }, q),
        el("ops:range", { begin: String(begin), end: String(begin + page.length - 1) }),
        el("ops:search-result", {}, results)
      )
    )
  }

  /** Documents for a number: epodoc without kind (every kind), or docdb / epodoc with kind. */
  private find(type: string, number: string): Array<Doc> | "malformed" {
    const n = number.toUpperCase()
    if (type === "docdb") {
      const m = /^([A-Z]{2})\.(\d+)\.([A-Z]\d?)$/.exec(n)
      if (m === null) return "malformed"
      return this.docs.filter((d) => d.app.country === m[1] && d.pub.number === m[2] && d.pub.kind === m[3])
    }
    if (type !== "epodoc") return "malformed"
    const m = /^([A-Z]{2})(\d+)([A-Z]\d?)?$/.exec(n)
    if (m === null) return "malformed"
    return this.docs.filter((d) => d.app.country === m[1] && d.pub.number === m[2] && (m[3] === undefined || d.pub.kind === m[3]))
  }

  private biblio(type: string, number: string): Answer {
    const docs = this.find(type, number)
    if (docs === "malformed") return MALFORMED()
    if (docs.length === 0) return NO_RESULTS()
    return worldPatentData(el("exchange-documents", {}, docs.map(exchangeDocument)))
  }

  private member(app: SeedApplication, withLegal: boolean, only?: ReadonlyArray<Doc>): OpsElement {
    const pubs = (only ?? app.publications.map((pub) => ({ app, pub }))).map((d) => publicationReference(d))
    return el(
      "ops:family-member",
      { "family-id": app.familyId },
      pubs,
      applicationReference(app),
      priorityClaims(app, true),
      withLegal &&
        (app.legal ?? []).map((l) => {
          // As real OPS answers have it (test/fixtures/real/epo/legal-*.xml): the code padded to four characters,
          // ISO gazette dates, a `desc` on every field, and the free texts grouped in L500EP.
          const gazette = /^\d{8}$/.test(l.date) ? `${l.date.slice(0, 4)}-${l.date.slice(4, 6)}-${l.date.slice(6)}` : l.date
          return el(
            "ops:legal",
            { code: l.code.padEnd(4), desc: l.desc, infl: l.infl ?? "+", dateMigr: "00010101" },
            el(
              "ops:pre",
              { line: "00001" },
              `${app.country}    ${app.application.number}A  ${gazette}${l.code.padEnd(4)}${l.infl ?? "+"}${l.desc}${
                l.text !== undefined ? ` Free Format Text ${l.text}` : ""
              }`
            ),
            el("ops:L001EP", { desc: "Country Code" }, app.country),
            el("ops:L002EP", { desc: "Filing / Published Document" }, "F"),
            el("ops:L003EP", { desc: "Document Number" }, app.application.number),
            el("ops:L007EP", { desc: "Gazette DATE" }, gazette),
            el("ops:L008EP", { desc: "Legal Event Code 1" }, l.code),
            l.text !== undefined ? el("ops:L500EP", {}, el("ops:L510EP", { desc: "Free Format Text" }, l.text)) : undefined
          )
        })
    )
  }

  private family(type: string, number: string): Answer {
    const docs = this.find(type, number)
    if (docs === "malformed") return MALFORMED()
    if (docs.length === 0) return NO_RESULTS()
    const familyId = docs[0]!.app.familyId
    const apps = this.seed.filter((a) => a.familyId === familyId)
    return worldPatentData(
      el(
        "ops:patent-family",
        { legal: "false", "total-result-count": String(apps.length) },
        el("ops:publication-reference", {}, el("document-id", { "document-id-type": type }, el("doc-number", {}, number))),
        // One family member per publication, as real OPS answers have it (test/fixtures/real/epo/family-*.xml).
        apps.flatMap((a) => a.publications.map((pub) => this.member(a, false, [{ app: a, pub }])))
      )
    )
  }

  private legal(type: string, number: string): Answer {
    const docs = this.find(type, number)
    if (docs === "malformed") return MALFORMED()
    const app = docs[0]?.app
    if (app === undefined || (app.legal === undefined && app.country !== "EP")) return NO_RESULTS()
    return worldPatentData(
      el(
        "ops:patent-family",
        { legal: "true", "total-result-count": "1" },
        el("ops:publication-reference", {}, el("document-id", { "document-id-type": type }, el("doc-number", {}, number))),
        this.member(app, true, docs)
      )
    )
  }
}
