import { assert, describe, it } from "@effect/vitest"
import { Effect, Either, Layer, Logger, LogLevel } from "effect"
import * as fc from "fast-check"
import type { AppConfigShape } from "../src/Config/AppConfig.js"
import type { PatentStatus } from "../src/Domain/Patent.js"
import type { ToolError } from "../src/Domain/ToolError.js"
import { isEpoTokenRejected } from "../src/Providers/Epo/EpoClient.js"
import { classifyLegalEvent, deriveStatus, type LegalEventRecord } from "../src/Providers/Epo/EpoLegalStatus.js"
import { parsePublicationNumber } from "../src/Providers/Epo/EpoNumbers.js"
import { EpoOps } from "../src/Providers/Epo/EpoOps.js"
import { buildCql, looksLikeCql, rangeWindow } from "../src/Providers/Epo/EpoQuery.js"
import { parseThrottling, serviceOfPath } from "../src/Providers/Epo/EpoThrottling.js"
import { UpstreamLive } from "../src/Providers/index.js"
import { Cache } from "../src/Upstream/Cache.js"
import { UpstreamPolicy } from "../src/Upstream/UpstreamTransport.js"
import { EPO_API, EPO_TOKEN_PATH, FAKE_EPO_KEY, FAKE_EPO_SECRET, FakeEpo } from "./fakes/FakeEpo.js"
import { TestAppConfigLayer, withOfficeTimeout } from "./support/TestAppConfig.js"

/** Real backoff would only slow the suite: the retry count is what these tests check. */
const FAST_RETRY = { maxAttempts: 3, baseDelayMs: 2 }

interface Setup {
  readonly env?: Record<string, string>
  readonly patch?: (c: AppConfigShape) => AppConfigShape
}

/** A fake EPO OPS on a real socket and the adapter pointed at it (cache off unless `env` turns it on). */
const withEpo = <A, E>(setup: Setup, body: (fake: FakeEpo) => Effect.Effect<A, E, EpoOps>) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* FakeEpo.scoped()
      // The limiter has its own tests; here it must not pace the suite.
      const env = { ...fake.env(), EPO_RATE_LIMIT: "60000", CACHE_TTL_SEARCH: "0", CACHE_TTL_STATUS: "0", ...setup.env }
      const layer = EpoOps.layer.pipe(
        Layer.provide(Layer.mergeAll(UpstreamLive, Cache.Default)),
        Layer.provide(TestAppConfigLayer(env, setup.patch))
      )
      return yield* body(fake).pipe(
        Effect.provide(layer),
        Effect.provideService(UpstreamPolicy, FAST_RETRY),
        Logger.withMinimumLogLevel(LogLevel.Warning)
      )
    })
  )

const search = (
  query: string,
  options: { offset?: number; limit?: number; applicant?: string; ipc?: string; publishedFrom?: string; publishedTo?: string } = {}
) => Effect.flatMap(EpoOps, (epo) => epo.search({ query, ...options }, options.offset ?? 0, options.limit ?? 20))
const status = (n: string) => Effect.flatMap(EpoOps, (epo) => epo.status(n))
const family = (n: string) => Effect.flatMap(EpoOps, (epo) => epo.family(n))

const numbers = (page: { readonly results: ReadonlyArray<{ readonly publicationNumber?: string | undefined }> }) =>
  page.results.map((r) => r.publicationNumber)

/** No credential or token in anything a user could see. */
const assertNoSecrets = (error: ToolError) => {
  const text = JSON.stringify(error) + error.toText()
  for (const secret of [FAKE_EPO_SECRET, FAKE_EPO_KEY, "fake-ops-token-"]) assert.notInclude(text, secret)
}

const searchRequests = (fake: FakeEpo) => fake.server.requests.filter((r) => r.path === `${EPO_API}/published-data/search/biblio`)

describe("EPO OPS adapter (against the fake OPS)", () => {
  it.live("keyword search: title/abstract words as CQL ta=, XML with a bearer token, normalised records", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search("solar")
        assert.strictEqual(page.results.length, 10)
        assert.strictEqual(page.totalResults, 10)
        assert.isFalse(page.hasMore)
        assert.strictEqual(page.cql, "ta=\"solar\"")
        const call = searchRequests(fake)[0]!
        assert.strictEqual(call.query.get("q"), "ta=\"solar\"")
        assert.strictEqual(call.query.get("Range"), "1-20")
        assert.strictEqual(call.headers.accept, "application/xml")
        assert.match(String(call.headers.authorization), /^Bearer fake-ops-token-/)
        const b1 = page.results.find((r) => r.publicationNumber === "EP3845123B1")!
        assert.deepStrictEqual(b1, {
          id: "EP-3845123",
          applicationNumber: "EP20150001",
          jurisdiction: "EP",
          status: "unknown",
          statusDescription:
            "Status not available: EPO OPS bibliographic data carries no status (this is the B1 publication, typically a granted patent). ep_patent_status derives the status from INPADOC legal events.",
          applicants: [
            { name: "Helios Robotics GmbH", country: "DE" },
            { name: "Sunward Energy AB", country: "SE" }
          ],
          publicationNumber: "EP3845123B1",
          kindCode: "B1",
          title: "Solar panel cleaning robot",
          filingDate: "2020-03-10",
          publicationDate: "2023-03-01",
          priorityDate: "2019-03-14",
          inventors: [
            { name: "Vogel, Lena", country: "DE" },
            { name: "Lund, Erik", country: "SE" }
          ],
          ipcClassification: [
            { code: "H02S 40/10", sequence: 1 },
            { code: "B08B 1/00", sequence: 2 }
          ],
          cpcClassification: [
            { code: "H02S 40/10", sequence: 1 },
            { code: "B08B 1/32", sequence: 2 },
            { code: "Y02E 10/50", sequence: 3 }
          ],
          familyId: "72000001",
          abstract:
            "A robot that travels along rows of solar panels and removes dust with a rotating brush, powered by its own solar cell.",
          source: "live"
        })
        // A German-first document still gets its English title; other offices' members come through with their own ids.
        assert.strictEqual(page.results.find((r) => r.publicationNumber === "DE102019203456A1")?.title, "Solar panel cleaning robot")
        assert.strictEqual(page.results.find((r) => r.publicationNumber === "US10123456B2")?.id, "US-10123456")
      })))

  it.live("applicant, IPC, date filters and publication numbers build CQL; raw CQL passes through", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        const acme = yield* search("container", { applicant: "Acme" })
        assert.strictEqual(acme.cql, "(ta=\"container\") and pa=\"Acme\"")
        assert.strictEqual(acme.results.length, 6)
        const ipc = yield* search("pa=acme", { ipc: "b65d" })
        assert.strictEqual(ipc.cql, "(pa=acme) and ic=B65D")
        assert.strictEqual(ipc.results.length, 7)
        const recent = yield* search("solar", { publishedFrom: "2023", publishedTo: "2024-06" })
        assert.strictEqual(recent.cql, "(ta=\"solar\") and pd within \"20230101 20240630\"")
        assert.sameMembers(numbers(recent), ["EP3845123B1", "US10123456B2", "EP4300007A1"])
        const byNumber = yield* search("EP 3 845 123")
        assert.strictEqual(byNumber.cql, "pn=EP3845123")
        assert.sameMembers(numbers(byNumber), ["EP3845123A1", "EP3845123B1"])
        const cql = yield* search("ti=hydrogen or ti=battery")
        assert.sameMembers(numbers(cql), ["EP3500003A1", "EP3500003B1", "JP2020512345A", "EP3700002A1", "KR20200099999A"])
        assert.strictEqual(searchRequests(fake).at(-1)!.query.get("q"), "ti=hydrogen or ti=battery")
      })))

  it.live("bad CQL: INVALID_INPUT with the OPS reason; a 400 that is not about the token causes no token refresh", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(search("ti=solar and ("))
        assert.strictEqual(error.code, "INVALID_INPUT")
        assert.include(error.message, "EPO OPS did not accept the search query")
        assert.include(error.message, "Invalid CQL query")
        assert.strictEqual(fake.tokenRequests(), 1)
        assert.strictEqual(searchRequests(fake).length, 1)
      })))

  it.live("paging: offset/limit map to Range, pages carry on without gaps; past the end is empty, not an error", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        const seen: Array<string | undefined> = []
        const more: Array<boolean> = []
        for (const offset of [0, 4, 8]) {
          const page = yield* search("solar", { offset, limit: 4 })
          seen.push(...numbers(page))
          more.push(page.hasMore)
        }
        assert.deepStrictEqual(more, [true, true, false])
        assert.strictEqual(seen.length, 10)
        assert.strictEqual(new Set(seen).size, 10)
        assert.deepStrictEqual(searchRequests(fake).map((r) => r.query.get("Range")), ["1-4", "5-8", "9-12"])
        const past = yield* search("solar", { offset: 40, limit: 10 })
        assert.deepStrictEqual([past.results.length, past.totalResults, past.hasMore], [0, undefined, false])
      })))

  it.live("paging bounds: limit 1-100, offset + limit at most 2,000 (no upstream call)", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        const far = yield* Effect.flip(search("solar", { offset: 1990, limit: 20 }))
        assert.strictEqual(far.code, "INVALID_INPUT")
        assert.include(far.message, "offset + limit is 2010, past the 2,000 hits EPO OPS lets a search reach")
        const wide = yield* Effect.flip(search("solar", { limit: 101 }))
        assert.include(wide.message, "limit must be a whole number from 1 to 100")
        const last = yield* search("solar", { offset: 1900, limit: 100 })
        assert.strictEqual(last.results.length, 0)
        assert.strictEqual(searchRequests(fake).length, 1)
        assert.strictEqual(searchRequests(fake)[0]!.query.get("Range"), "1901-2000")
      })))

  it.live("zero hits: the 404 SERVER.EntityNotFound fault is an empty result", () =>
    withEpo({}, () =>
      Effect.gen(function*() {
        const page = yield* search("perpetual motion")
        assert.deepStrictEqual([page.results.length, page.totalResults, page.hasMore], [0, 0, false])
      })))
})

describe("EPO OPS status from INPADOC legal events", () => {
  it.live("a granted patent without opposition: biblio of the latest publication, the register wording kept", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        const r = yield* status("EP3999001")
        const p = r.patent
        assert.strictEqual(p.publicationNumber, "EP3999001B1")
        assert.strictEqual(p.status, "sealed")
        assert.strictEqual(p.statusDescription, "STATUS: NO OPPOSITION FILED WITHIN TIME LIMIT")
        assert.deepStrictEqual(r.currentStatus, {
          code: "sealed",
          description: "STATUS: NO OPPOSITION FILED WITHIN TIME LIMIT",
          date: "2024-11-15",
          isLive: true
        })
        assert.isFalse(p.currentlyUnderOpposition)
        assert.deepStrictEqual(p.publications, [
          { publicationNumber: "EP3999001A1", kindCode: "A1", date: "2022-05-25" },
          { publicationNumber: "EP3999001B1", kindCode: "B1", date: "2024-01-10" }
        ])
        assert.deepStrictEqual(p.conventionDetails, [
          { applicationNumber: "US201962938000P", priorityCountryCode: "US", filingDate: "2019-11-20", priorityTypeCode: "national" }
        ])
        assert.strictEqual(p.statusHistory?.length, 12)
        assert.deepStrictEqual(p.statusHistory?.[0], { code: "AK", date: "2022-05-25", description: "DESIGNATED CONTRACTING STATES" })
        assert.strictEqual(p.abstract?.startsWith("An insulated container"), true)
        assert.deepStrictEqual(p.applicants, [{ name: "Acme Corporation", country: "US" }])
        assert.match(r.notes[0]!, /^Status derived from INPADOC legal events \(decisive event STAA of 2024-11-15\)/)
        // biblio by EPODOC (no kind), legal events by EPODOC
        const paths = fake.server.requests.filter((q) => q.path.startsWith(EPO_API)).map((q) => q.path.slice(EPO_API.length)).sort()
        assert.deepStrictEqual(paths, ["/legal/publication/epodoc/EP3999001", "/published-data/publication/epodoc/EP3999001/biblio"])
      })))

  it.live("every status path of the seed, the office's wording kept", () =>
    withEpo({}, () =>
      Effect.gen(function*() {
        const expected: Array<[string, PatentStatus, string, boolean]> = [
          ["EP3845123B1", "sealed", "STATUS: OPPOSITION FILED", true],
          ["EP3700002", "withdrawn", "STATUS: THE APPLICATION IS DEEMED TO BE WITHDRAWN", false],
          ["EP3500003", "revoked", "STATUS: PATENT REVOKED", false],
          ["EP3400004", "refused", "STATUS: THE APPLICATION HAS BEEN REFUSED", false],
          ["EP4100005", "under_examination", "STATUS: REQUEST FOR EXAMINATION WAS MADE", false],
          ["EP4200006A1", "accepted", "STATUS: GRANT OF PATENT IS INTENDED", false],
          ["EP3300008", "lapsed", "STATUS: THE PATENT HAS LAPSED", false],
          ["EP2900009", "sealed", "(EXPECTED) GRANT", false]
        ]
        for (const [n, code, wording, opposed] of expected) {
          const r = yield* status(n)
          assert.deepStrictEqual(
            [r.patent.status, r.patent.statusDescription, r.patent.currentlyUnderOpposition],
            [code, wording, opposed],
            n
          )
        }
        const opposed = yield* status("EP3845123B1")
        assert.include(opposed.notes, "An opposition is pending against this patent.")
      })))

  it.live("no decisive legal events: status unknown, saying plainly why", () =>
    withEpo({}, () =>
      Effect.gen(function*() {
        const none = yield* status("EP4300007")
        assert.strictEqual(none.patent.status, "unknown")
        assert.strictEqual(
          none.currentStatus.description,
          "Status not available: EPO OPS bibliographic data carries no status and OPS has no INPADOC legal events for this publication."
        )
        assert.isFalse(none.currentStatus.isLive)
        assert.isUndefined(none.patent.statusHistory)
        // A non-EP member: /legal answers 404 (no events), which is not an error either.
        const us = yield* status("US 10,123,456 B2")
        assert.deepStrictEqual([us.patent.publicationNumber, us.patent.status], ["US10123456B2", "unknown"])
        assert.include(us.patent.statusDescription!, "EPO OPS bibliographic data carries no status")
      })))

  it.live("legal events that fail to load leave the record with status unknown and a note (not cached)", () =>
    withEpo({ env: { CACHE_TTL_STATUS: "3600" } }, (fake) =>
      Effect.gen(function*() {
        fake.server.failNext(3, 500, `${EPO_API}/legal/`)
        const r = yield* status("EP3999001")
        assert.strictEqual(r.patent.status, "unknown")
        assert.include(r.patent.statusDescription!, "could not be read just now")
        assert.match(r.notes[0]!, /^INPADOC legal events could not be read \(PROVIDER_ERROR/)
        const again = yield* status("EP3999001")
        assert.strictEqual(again.patent.status, "sealed")
      })))

  it.live("number forms: kind codes, spaces, dots, DOCDB; a missing kind or number is PATENT_NOT_FOUND; junk is INVALID_INPUT", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        for (const form of ["ep3999001b1", "EP 3 999 001 B1", "EP3999001.B1", "EP.3999001.B1", "EP-3999001-B1"]) {
          assert.strictEqual((yield* status(form)).patent.publicationNumber, "EP3999001B1", form)
        }
        assert.strictEqual((yield* status("EP3999001A1")).patent.publicationNumber, "EP3999001A1")
        const wrongKind = yield* Effect.flip(status("EP3999001B2"))
        assert.strictEqual(wrongKind.code, "PATENT_NOT_FOUND")
        assert.include(wrongKind.message, "OPS has EP3999001 as A1, B1")
        const unknown = yield* Effect.flip(status("EP1234567"))
        assert.strictEqual(unknown.code, "PATENT_NOT_FOUND")
        assert.match(unknown.message, /^Publication EP1234567 not found at EPO OPS\./)
        const before = fake.apiRequests()
        const junk = yield* Effect.flip(status("patent 42"))
        assert.strictEqual(junk.code, "INVALID_INPUT")
        assert.include(junk.message, "expected a country code, the number and optionally the kind code, e.g. EP3845123A1")
        const noCountry = yield* Effect.flip(status("3845123"))
        assert.include(noCountry.message, "has no country code")
        assert.strictEqual(fake.apiRequests(), before)
      })))
})

describe("EPO OPS INPADOC family", () => {
  it.live("members of every office, one row per publication, from any member's number", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        const f = yield* family("WO2020/123456")
        assert.strictEqual(f.familyId, "72000001")
        assert.deepStrictEqual(f.jurisdictions, ["DE", "EP", "US", "WO"])
        assert.strictEqual(f.totalMembers, 5)
        assert.strictEqual(f.totalApplications, 4)
        assert.deepStrictEqual(f.members.find((m) => m.publicationNumber === "EP3845123B1"), {
          jurisdiction: "EP",
          publicationNumber: "EP3845123B1",
          applicationNumber: "EP20150001",
          familyId: "72000001",
          kindCode: "B1",
          publicationDate: "2023-03-01"
        })
        assert.deepStrictEqual(f.queryPatent, { input: "WO2020/123456", publicationNumber: "WO2020123456", jurisdiction: "WO" })
        assert.strictEqual(fake.server.requests.at(-1)!.path, `${EPO_API}/family/publication/epodoc/WO2020123456`)
        const viaUs = yield* family("US 10,123,456 B2")
        assert.deepStrictEqual(viaUs.members, f.members)
        assert.strictEqual(fake.server.requests.at(-1)!.path, `${EPO_API}/family/publication/docdb/US.10123456.B2`)
        // One application, one publication: OPS sends single elements, not lists.
        const single = yield* family("EP3400004A1")
        assert.deepStrictEqual(single.members.map((m) => m.publicationNumber), ["EP3400004A1"])
        assert.strictEqual(single.totalApplications, 1)
        const missing = yield* Effect.flip(family("EP1234567"))
        assert.strictEqual(missing.code, "PATENT_NOT_FOUND")
        assert.include(missing.message, "no INPADOC family")
      })))
})

describe("EPO OPS auth, quota, throttling and failures", () => {
  for (const expiredStatus of [400, 401] as const) {
    it.live(`an expired token answered with ${expiredStatus}: one refresh, then the answer`, () =>
      withEpo({}, (fake) =>
        Effect.gen(function*() {
          fake.expiredTokenStatus = expiredStatus
          yield* search("solar")
          fake.expireTokens()
          const page = yield* search("battery")
          assert.isAbove(page.results.length, 0)
          assert.strictEqual(fake.tokenRequests(), 2)
          assert.strictEqual(fake.apiRequests(), 3)
        })))
  }

  it.live("the token request uses HTTP Basic only; its string expires_in is understood", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        yield* search("solar")
        const req = fake.server.requests.find((r) => r.path === EPO_TOKEN_PATH)!
        assert.strictEqual(req.headers.authorization, `Basic ${Buffer.from(`${FAKE_EPO_KEY}:${FAKE_EPO_SECRET}`).toString("base64")}`)
        assert.strictEqual(req.body, "grant_type=client_credentials")
      })))

  it.live("a token rejected even after a refresh is AUTH_FAILED naming the settings, no secret", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        fake.rejectTokens = true
        const error = yield* Effect.flip(search("solar"))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.include(error.message, "Check EPO_CONSUMER_KEY and EPO_CONSUMER_SECRET")
        assert.include(error.message, "invalid_access_token")
        assert.deepStrictEqual([fake.tokenRequests(), fake.apiRequests()], [2, 2])
        assertNoSecrets(error)
      })))

  it.live("wrong consumer secret: AUTH_FAILED from the token endpoint, the echoed secret scrubbed", () =>
    withEpo({ env: { EPO_CONSUMER_SECRET: "wrong-secret-value-0042" } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(status("EP3999001"))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.include(error.message, "token request")
        assert.include(error.message, "invalid_client")
        assert.notInclude(JSON.stringify(error), "wrong-secret-value-0042")
        assert.strictEqual(fake.apiRequests(), 0)
      })))

  it.live("missing credentials or EPO disabled: PROVIDER_NOT_CONFIGURED naming the settings, no upstream call", () =>
    Effect.gen(function*() {
      yield* withEpo({ env: { EPO_CONSUMER_KEY: "", EPO_CONSUMER_SECRET: "" } }, (fake) =>
        Effect.gen(function*() {
          const error = yield* Effect.flip(search("solar"))
          assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
          assert.strictEqual(error.message, "EPO provider is not configured. Set EPO_CONSUMER_KEY and EPO_CONSUMER_SECRET to enable it.")
          assert.strictEqual(fake.server.requests.length, 0)
        }))
      yield* withEpo({ env: { ENABLE_EPO: "false" } }, () =>
        Effect.gen(function*() {
          const error = yield* Effect.flip(family("EP3845123"))
          assert.strictEqual(error.message, "EPO provider is disabled (ENABLE_EPO=false is set). Set ENABLE_EPO=true to enable it.")
        }))
    }))

  it.live("fair-use quota: 403 + X-Rejection-Reason is RATE_LIMITED naming the quota and when it returns", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        fake.quotaExhausted = "RegisteredQuotaPerWeek"
        const weekly = yield* Effect.flip(search("solar"))
        assert.strictEqual(weekly.code, "RATE_LIMITED")
        assert.include(weekly.message, "EPO OPS fair-use quota exhausted (X-Rejection-Reason: RegisteredQuotaPerWeek)")
        assert.include(weekly.message, "start of the next calendar week")
        assert.include(weekly.message, "violation of Fair Use policy")
        assert.isAbove(weekly.retryAfterMs ?? 0, 0)
        assert.isAtMost(weekly.retryAfterMs ?? 0, 7 * 24 * 3_600_000)
        fake.quotaExhausted = "IndividualQuotaPerHour"
        const hourly = yield* Effect.flip(status("EP3999001"))
        assert.include(hourly.message, "rolling hour")
        assert.strictEqual(hourly.retryAfterMs, 3_600_000)
        assertNoSecrets(hourly)
      })))

  it.live("throttling: X-Throttling-Control read on every answer; a black service is RATE_LIMITED with its wait and fails fast until then", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        yield* search("solar")
        const epo = yield* EpoOps
        assert.deepStrictEqual(epo.throttling().system, "idle")
        assert.deepStrictEqual(epo.throttling().services.search, { color: "green", limit: 30 })
        fake.blackNext("search", 45_000)
        const black = yield* Effect.flip(search("battery"))
        assert.strictEqual(black.code, "RATE_LIMITED")
        assert.strictEqual(black.retryAfterMs, 45_000)
        assert.include(black.message, "EPO OPS has suspended its search service for this client")
        assert.include(black.message, "search=black:0")
        const before = fake.apiRequests()
        const again = yield* Effect.flip(search("wind"))
        assert.strictEqual(again.code, "RATE_LIMITED")
        assert.isAtMost(again.retryAfterMs ?? 0, 45_000)
        assert.strictEqual(fake.apiRequests(), before)
        // Other services are not suspended.
        assert.strictEqual((yield* status("EP3999001")).patent.status, "sealed")
        assert.isDefined(epo.throttling().suspendedUntil.search)
      })))

  it.live("an overloaded OPS shrinks the limits: past them the service goes black", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        fake.systemState = "overloaded"
        // The overloaded search limit is 5 a minute: the sixth call finds the service black.
        for (let i = 0; i < 5; i++) yield* search("solar")
        const error = yield* Effect.flip(search("battery"))
        assert.strictEqual(error.code, "RATE_LIMITED")
        assert.include(error.message, "overloaded")
        const epo = yield* EpoOps
        assert.strictEqual(epo.throttling().system, "overloaded")
      })))

  it.live("a 5xx burst is retried: 2 failures then success = 3 upstream requests", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        yield* search("solar")
        fake.server.failNext(2, 503, `${EPO_API}/published-data/search`)
        assert.strictEqual((yield* search("battery")).results.length, 2)
        assert.strictEqual(searchRequests(fake).length, 1 + 3)
      })))

  it.live("malformed answers: PROVIDER_ERROR with a clear reason, never a half-filled record", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        const path = `${EPO_API}/published-data/search`
        fake.server.malformedNext(path, "<?xml version=\"1.0\"?><ops:world-patent-data><ops:biblio-search total-result-count=\"1\">")
        const broken = yield* Effect.flip(search("solar"))
        assert.strictEqual(broken.code, "PROVIDER_ERROR")
        assert.match(broken.message, /^EPO returned an unexpected response: the body is not well-formed XML/)
        fake.server.malformedNext(path, "{\"ops:world-patent-data\": {}}")
        const json = yield* Effect.flip(search("solar"))
        assert.strictEqual(json.message, "EPO returned an unexpected response: the body is not XML")
        fake.server.malformedNext(
          path,
          "<ops:world-patent-data xmlns:ops=\"http://ops.epo.org\"><ops:biblio-search total-result-count=\"many\"/></ops:world-patent-data>"
        )
        const shape = yield* Effect.flip(search("solar"))
        assert.include(shape.message, "world-patent-data.biblio-search.@total-result-count")
        fake.server.malformedNext(
          `${EPO_API}/published-data/publication`,
          "<ops:world-patent-data xmlns:ops=\"http://ops.epo.org\"><exchange-documents><exchange-document><bibliographic-data><publication-reference><document-id document-id-type=\"docdb\"><country>EP</country></document-id></publication-reference></bibliographic-data></exchange-document></exchange-documents></ops:world-patent-data>"
        )
        const detail = yield* Effect.flip(status("EP3999001"))
        assert.strictEqual(detail.code, "PROVIDER_ERROR")
        assert.include(detail.message, "publication-reference.0.document-id.0.doc-number: is missing")
        for (const e of [broken, json, shape, detail]) assertNoSecrets(e)
      })))

  it.live("a silent OPS: PROVIDER_TIMEOUT; an unreachable one: PROVIDER_UNAVAILABLE", () =>
    Effect.gen(function*() {
      yield* withEpo({ patch: (c) => withOfficeTimeout(c, "EPO", 150) }, (fake) =>
        Effect.gen(function*() {
          yield* search("solar")
          fake.server.hangNext(`${EPO_API}/published-data/search`, 3)
          const error = yield* Effect.flip(search("battery"))
          assert.strictEqual(error.code, "PROVIDER_TIMEOUT")
          assert.strictEqual(error.provider, "EPO")
        }))
      yield* withEpo({ env: { EPO_BASE_URL: "http://127.0.0.1:9/3.2" } }, () =>
        Effect.gen(function*() {
          const error = yield* Effect.flip(search("solar"))
          assert.strictEqual(error.code, "PROVIDER_UNAVAILABLE")
        }))
    }))

  it.live("a 404 that is not an OPS fault points at EPO_BASE_URL", () =>
    withEpo({}, (fake) =>
      Effect.gen(function*() {
        fake.server.script({ status: 404, headers: { "content-type": "text/html" }, body: "<html><body>Not here</body></html>" }, {
          match: EPO_API
        })
        const error = yield* Effect.flip(search("solar"))
        assert.strictEqual(error.code, "PROVIDER_ERROR")
        assert.include(error.message, "check EPO_BASE_URL")
      })))

  it.live("with the cache on: repeated lookups make one set of upstream requests", () =>
    withEpo({ env: { CACHE_TTL_SEARCH: "300", CACHE_TTL_STATUS: "3600" } }, (fake) =>
      Effect.gen(function*() {
        yield* Effect.all([
          search("solar"),
          search("solar"),
          status("EP3999001"),
          status("ep 3999001"),
          family("EP3999001"),
          family("EP3999001")
        ], {
          concurrency: "unbounded"
        })
        assert.strictEqual(fake.apiRequests(), 4)
        assert.strictEqual(fake.tokenRequests(), 1)
      })))
})

describe("the fake OPS", () => {
  it.live("XML by default, JSON only on Accept: application/json with the single-versus-array quirk; throttling header everywhere; Basic-only tokens", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const fake = yield* FakeEpo.scoped()
        const bodyToken = yield* Effect.promise(() =>
          fetch(`${fake.url}${EPO_TOKEN_PATH}`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ grant_type: "client_credentials", client_id: FAKE_EPO_KEY, client_secret: FAKE_EPO_SECRET })
          })
        )
        assert.strictEqual(bodyToken.status, 401)
        const token = yield* Effect.promise(() =>
          fetch(`${fake.url}${EPO_TOKEN_PATH}`, {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              authorization: `Basic ${Buffer.from(`${FAKE_EPO_KEY}:${FAKE_EPO_SECRET}`).toString("base64")}`
            },
            body: "grant_type=client_credentials"
          }).then((r) => r.json() as Promise<{ access_token: string; expires_in: unknown }>)
        )
        assert.strictEqual(token.expires_in, "1199")
        const fetchApi = (path: string, accept?: string) =>
          fetch(`${fake.url}${EPO_API}${path}`, {
            headers: { authorization: `Bearer ${token.access_token}`, ...(accept !== undefined ? { accept } : {}) }
          })
        const get = (path: string, accept?: string) => Effect.promise(() => fetchApi(path, accept))
        const xml = yield* get("/published-data/publication/epodoc/EP3400004/biblio")
        assert.strictEqual(xml.headers.get("content-type"), "application/xml")
        assert.match(
          xml.headers.get("x-throttling-control") ?? "",
          /^idle \(retrieval=green:200, search=green:30, inpadoc=green:60, images=green:200, other=green:1000\)$/
        )
        assert.include(
          yield* Effect.promise(() => xml.text()),
          "<ops:world-patent-data xmlns:ops=\"http://ops.epo.org\" xmlns=\"http://www.epo.org/exchange\""
        )
        const one = (yield* Effect.promise(() =>
          fetchApi("/published-data/publication/epodoc/EP3400004/biblio", "application/json").then((r) =>
            r.json()
          )
        )) as any
        const many = (yield* Effect.promise(() =>
          fetchApi("/published-data/publication/epodoc/EP3999001/biblio", "application/json").then((r) => r.json())
        )) as any
        const docsOf = (j: any) => j["ops:world-patent-data"]["exchange-documents"]["exchange-document"]
        assert.isFalse(Array.isArray(docsOf(one)))
        assert.isTrue(Array.isArray(docsOf(many)))
        assert.strictEqual(docsOf(one)["bibliographic-data"]["invention-title"]["$"], "Wind turbine blade de-icing")
        assert.strictEqual(docsOf(one)["@family-id"], "74000004")
        const none = yield* get("/published-data/search?q=ti%3Dzzz")
        assert.strictEqual(none.status, 404)
        assert.include(yield* Effect.promise(() => none.text()), "<code>SERVER.EntityNotFound</code>")
        assert.isNotNull(none.headers.get("x-throttling-control"))
        const tooWide = yield* get("/published-data/search?q=ti%3Dsolar&Range=1-101")
        assert.strictEqual(tooWide.status, 400)
      })
    ))
})

describe("EPO building blocks", () => {
  it("publication numbers: EPODOC, spaces, dots, commas, slashes, kind codes; clear errors", () => {
    const n = (s: string) => Either.getOrThrow(parsePublicationNumber(s))
    assert.deepStrictEqual(n("EP3845123"), {
      country: "EP",
      number: "3845123",
      kind: undefined,
      epodoc: "EP3845123",
      display: "EP3845123",
      docdb: undefined
    })
    assert.strictEqual(n("EP 3 845 123 A1").display, "EP3845123A1")
    assert.strictEqual(n("ep3845123b1").docdb, "EP.3845123.B1")
    assert.strictEqual(n("EP3845123.A1").display, "EP3845123A1")
    assert.strictEqual(n("WO2020/123456").epodoc, "WO2020123456")
    assert.strictEqual(n("US 10,123,456 B2").display, "US10123456B2")
    assert.strictEqual(n("EP845123").epodoc, "EP0845123")
    for (const bad of ["", "EP", "EP12", "E P", "EP12345678", "EP3845123A12", "EP3845123;DROP", "<x>"]) {
      const e = Either.getLeft(parsePublicationNumber(bad))
      assert.isTrue(e._tag === "Some", bad)
      if (e._tag === "Some") {
        assert.strictEqual(e.value.code, "INVALID_INPUT")
        assert.include(e.value.message, "e.g. EP3845123A1")
      }
    }
  })

  it("publication numbers: any spacing, separators and case of one number parse to the same thing (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("EP", "WO", "US", "CN", "JP"),
        fc.stringMatching(/^[1-9]\d{6,9}$/),
        fc.option(fc.constantFrom("A1", "A2", "B1", "B2", "A"), { nil: undefined }),
        fc.array(fc.constantFrom(" ", ".", ",", "/", "-"), { minLength: 0, maxLength: 3 }),
        fc.boolean(),
        (country, digits, kind, seps, lower) => {
          const number = country === "EP" ? digits.slice(0, 7) : digits
          const sep = seps.join("")
          const spelled = `${country}${sep}${number.slice(0, 3)}${sep}${number.slice(3)}${kind !== undefined ? `${sep}${kind}` : ""}`
          const parsed = Either.getOrThrow(parsePublicationNumber(lower ? spelled.toLowerCase() : spelled))
          assert.strictEqual(parsed.display, `${country}${number}${kind ?? ""}`)
          assert.strictEqual(parsed.epodoc, `${country}${number}`)
        }
      )
    )
  })

  it("CQL building: words quoted, CQL detected, filters and-ed, dates checked", () => {
    const cql = (query: string, extra = {}) => Either.getOrThrow(buildCql({ query, ...extra }))
    assert.strictEqual(cql("solar \"panel\" robot"), "ta=\"solar\" and ta=\"panel\" and ta=\"robot\"")
    assert.strictEqual(cql("H02S 40/10"), "cpc=H02S40/10 or ic=H02S40/10")
    assert.strictEqual(cql("x", { inventor: "Vogel\" or pa=\"x", cpc: "Y02E" }), "(ta=\"x\") and in=\"Vogel or pa= x\" and cpc=Y02E")
    assert.isTrue(looksLikeCql("pd within \"2020 2021\""))
    assert.isTrue(looksLikeCql("(ti=a) and pa=b"))
    assert.isFalse(looksLikeCql("batteries in any weather"))
    assert.strictEqual(cql("batteries in any weather").split(" and ").length, 4)
    const bad = (query: string, extra = {}) => Either.getLeft(buildCql({ query, ...extra }))
    assert.strictEqual(bad("   ").pipe((o) => (o._tag === "Some" ? o.value.code : "")), "INVALID_INPUT")
    assert.include(bad("x", { publishedFrom: "2021-13" }).pipe((o) => (o._tag === "Some" ? o.value.message : "")), "publishedFrom")
    assert.include(
      bad("x", { publishedFrom: "2022", publishedTo: "2021" }).pipe((o) => (o._tag === "Some" ? o.value.message : "")),
      "is after"
    )
    assert.include(bad("x", { ipc: "solar" }).pipe((o) => (o._tag === "Some" ? o.value.message : "")), "not an IPC symbol")
    assert.include(bad("a b c d e f g h i j k").pipe((o) => (o._tag === "Some" ? o.value.message : "")), "at most 10 search terms")
    assert.deepStrictEqual(Either.getOrThrow(rangeWindow(0, 25)), { begin: 1, end: 25 })
    assert.deepStrictEqual(Either.getOrThrow(rangeWindow(1975, 25)), { begin: 1976, end: 2000 })
    assert.isTrue(Either.isLeft(rangeWindow(1976, 25)))
  })

  it("status from legal events: the table, national events ignored, stages never step back", () => {
    const ev = (code: string, description: string, date: string, text?: string): LegalEventRecord => ({ code, description, date, text })
    const classify = (description: string, text?: string, code = "X") => classifyLegalEvent(ev(code, description, "20200101", text))
    assert.strictEqual(classify("REQUEST FOR EXAMINATION FILED"), "under_examination")
    assert.strictEqual(classify("INTENTION TO GRANT ANNOUNCED"), "accepted")
    assert.strictEqual(classify("(EXPECTED) GRANT"), "sealed")
    assert.strictEqual(classify("APPLICATION DEEMED TO BE WITHDRAWN"), "withdrawn")
    assert.strictEqual(classify("APPLICATION REFUSED"), "refused")
    assert.strictEqual(classify("PATENT REVOKED"), "revoked")
    assert.strictEqual(classify("OPPOSITION FILED"), "opposition-open")
    assert.strictEqual(classify("NO OPPOSITION FILED"), "opposition-closed")
    assert.strictEqual(classify("X", "STATUS: THE PATENT HAS LAPSED"), "lapsed")
    assert.strictEqual(classify("X", "STATUS: THE PATENT HAS EXPIRED"), "expired")
    // The STAA description mentions a "GRANTED EP PATENT": only the status text counts.
    assert.strictEqual(
      classify("INFORMATION ON THE STATUS OF AN EP PATENT APPLICATION OR GRANTED EP PATENT", "STATUS: EXAMINATION IS IN PROGRESS"),
      "under_examination"
    )
    assert.isUndefined(classify("LAPSED IN A CONTRACTING STATE", undefined, "PG25"))
    assert.isUndefined(classify("ANNUAL FEE PAID TO NATIONAL OFFICE", undefined, "PGFP"))
    assert.isUndefined(classify("REQUEST FOR EXTENSION OF THE EUROPEAN PATENT", undefined, "AX"))
    // A publication event dated with the grant does not undo it; a revocation after the grant ends it.
    const granted = deriveStatus([ev("GRAA", "(EXPECTED) GRANT", "2021-01-01"), ev("AK", "DESIGNATED CONTRACTING STATES", "2021-01-01")])
    assert.strictEqual(granted.status, "sealed")
    assert.strictEqual(
      deriveStatus([...[ev("GRAA", "(EXPECTED) GRANT", "2021-01-01")], ev("27W", "PATENT REVOKED", "2022-01-01")]).status,
      "revoked"
    )
    assert.strictEqual(
      deriveStatus([ev("27W", "PATENT REVOKED", "2022-01-01"), ev("GRAA", "(EXPECTED) GRANT", "2021-01-01")]).status,
      "revoked"
    )
    const unknown = deriveStatus([ev("AX", "REQUEST FOR EXTENSION OF THE EUROPEAN PATENT", "2021-01-01")])
    assert.strictEqual(unknown.status, "unknown")
    assert.include(unknown.description, "none of its 1 INPADOC legal events decides one")
  })

  it("throttling header, services by path, token rejections", () => {
    assert.deepStrictEqual(
      parseThrottling("busy (images=green:100, inpadoc=yellow:45, search=black:0, other=green:1000, retrieval=red:100)"),
      {
        system: "busy",
        services: {
          images: { color: "green", limit: 100 },
          inpadoc: { color: "yellow", limit: 45 },
          search: { color: "black", limit: 0 },
          other: { color: "green", limit: 1000 },
          retrieval: { color: "red", limit: 100 }
        }
      }
    )
    assert.isUndefined(parseThrottling(undefined))
    assert.strictEqual(serviceOfPath("/3.2/rest-services/published-data/search/biblio"), "search")
    assert.strictEqual(serviceOfPath("/3.2/rest-services/published-data/publication/epodoc/EP1/biblio"), "retrieval")
    assert.strictEqual(serviceOfPath("/3.2/rest-services/family/publication/epodoc/EP1"), "inpadoc")
    assert.strictEqual(serviceOfPath("/3.2/rest-services/legal/publication/epodoc/EP1"), "inpadoc")
    assert.isTrue(isEpoTokenRejected(400, "<error><code>400</code><message>invalid_access_token</message></error>"))
    assert.isFalse(isEpoTokenRejected(400, "<fault xmlns=\"http://ops.epo.org\"><code>CLIENT.CQL</code></fault>"))
    assert.isTrue(isEpoTokenRejected(401, ""))
  })
})
