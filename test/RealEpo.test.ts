/**
 * EPO OPS adapter on material the office produced (issue 16): real OPS
 * answers (search with biblio, biblio, INPADOC family, legal events for
 * EP2400812) served by the fake OPS and run through the adapter end to end;
 * the requests checked against the EPO's Swagger description of OPS 3.2;
 * the fair-use headers and error bodies of the OPS Reference Guide 1.3.20
 * read as the guide shows them. Sources: test/fixtures/real/epo/SOURCE.md.
 */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Either, Layer, Logger, LogLevel } from "effect"
import { XMLParser } from "fast-xml-parser"
import { deriveStatus } from "../src/Providers/Epo/EpoLegalStatus.js"
import { toLegalEvent } from "../src/Providers/Epo/EpoMapping.js"
import { EpoOps } from "../src/Providers/Epo/EpoOps.js"
import { EPO_ARRAY_ELEMENTS, FamilyResponse } from "../src/Providers/Epo/EpoSchemas.js"
import { parseThrottling } from "../src/Providers/Epo/EpoThrottling.js"
import { UpstreamLive } from "../src/Providers/index.js"
import { parseUpstreamXml } from "../src/Providers/Shared/MarkupDecode.js"
import { Cache } from "../src/Upstream/Cache.js"
import { decodeUpstream } from "../src/Upstream/UpstreamDecode.js"
import { UpstreamPolicy } from "../src/Upstream/UpstreamTransport.js"
import { EPO_API, EPO_TOKEN_PATH, FAKE_EPO_KEY, FAKE_EPO_SECRET, FakeEpo } from "./fakes/FakeEpo.js"
import type { FakeRequest } from "./fakes/FakeOfficeServer.js"
import { FAST_RETRY } from "./support/OfficeHarness.js"
import { checkRequest, loadSpec, realText } from "./support/OpenApiCheck.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

const OPS_SPEC = loadSpec("epo/ops-3.2-swagger.trimmed.json")
const SEARCH = realText("epo/search-biblio-pa-siemens-1-3.xml")
const BIBLIO = realText("epo/biblio-EP2400812A1.xml")
const FAMILY = realText("epo/family-EP2400812A1.xml")
const LEGAL = realText("epo/legal-EP2400812A1.xml")
const GUIDE = realText("epo/ops-reference-guide-1.3.20.excerpt.txt")

/** Every element and attribute path of an XML document ("world-patent-data/patent-family/family-member/@family-id"), prefixes dropped. */
const xmlPaths = (text: string): Set<string> => {
  const doc: unknown = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", removeNSPrefix: true }).parse(text)
  const out = new Set<string>()
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, at))
    if (typeof node !== "object" || node === null) return
    for (const [key, value] of Object.entries(node)) {
      if (key === "#text" || key.startsWith("?")) continue
      const path = at === "" ? key : `${at}/${key}`
      out.add(path)
      walk(value, path)
    }
  }
  walk(doc, "")
  return out
}

const xml = (body: string, headers: Record<string, string> = {}) => ({ body, headers: { "content-type": "application/xml", ...headers } })

/** A fake OPS (auth, throttling headers) whose answers to the given paths are the real ones, and the adapter pointed at it. */
const withRealOps = <A, E>(replies: Readonly<Record<string, string>>, body: (fake: FakeEpo) => Effect.Effect<A, E, EpoOps>) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* FakeEpo.scoped()
      for (const [path, text] of Object.entries(replies)) {
        fake.server.script(xml(text), {
          times: 10,
          match: (req) => req.path === `${EPO_API}${path}`
        })
      }
      const env = { ...fake.env(), EPO_RATE_LIMIT: "60000", CACHE_TTL_SEARCH: "0", CACHE_TTL_STATUS: "0" }
      const layer = EpoOps.layer.pipe(Layer.provide(Layer.mergeAll(UpstreamLive, Cache.Default)), Layer.provide(TestAppConfigLayer(env)))
      return yield* body(fake).pipe(
        Effect.provide(layer),
        Effect.provideService(UpstreamPolicy, FAST_RETRY),
        Logger.withMinimumLogLevel(LogLevel.Error)
      )
    })
  )

const opsRequests = (fake: FakeEpo): ReadonlyArray<FakeRequest> => fake.server.requests.filter((r) => r.path.startsWith(`${EPO_API}/`))

const assertRequestsFollowSpec = (fake: FakeEpo) => {
  const requests = opsRequests(fake)
  assert.isNotEmpty(requests)
  for (const req of requests) {
    assert.deepStrictEqual(checkRequest(OPS_SPEC, req), [], `${req.method} ${req.path}?${req.query}`)
    // OPS answers JSON only when asked: the adapter asks for XML, which the spec lists first.
    assert.strictEqual(req.headers.accept, "application/xml")
  }
}

describe("EPO OPS on the office's own material", () => {
  it("the spec checker finds what breaks the OPS spec (so the checks below can fail)", () => {
    const req = (path: string, query: string, authorization = "Bearer t"): FakeRequest => ({
      method: "GET",
      path: `${EPO_API}${path}`,
      query: new URLSearchParams(query),
      headers: { authorization },
      body: ""
    })
    assert.deepStrictEqual(checkRequest(OPS_SPEC, req("/published-data/search/biblio", "q=pa%3DSiemens&Range=1-3")), [])
    assert.isNotEmpty(checkRequest(OPS_SPEC, req("/published-data/search/claims", "q=ti%3Dx"))) // not a constituent
    assert.isNotEmpty(checkRequest(OPS_SPEC, req("/published-data/search/biblio", "Range=1-3"))) // q is required
    assert.isNotEmpty(checkRequest(OPS_SPEC, req("/published-data/search/biblio", "q=x&range=1-3"))) // the parameter is "Range"
    assert.isNotEmpty(checkRequest(OPS_SPEC, req("/legal/publication/original/EP2400812", ""))) // format is docdb or epodoc
    assert.isNotEmpty(checkRequest(OPS_SPEC, req("/family/publication/epodoc/EP2400812", "", "Basic x"))) // no bearer token
  })

  it.live("a real search answer (pa=Siemens, Range 1-3) replayed: capped total, three documents as OPS gives them; the request follows the spec", () =>
    withRealOps({ "/published-data/search/biblio": SEARCH }, (fake) =>
      Effect.gen(function*() {
        const ops = yield* EpoOps
        const page = yield* ops.search({ query: "pa=Siemens" }, 0, 3)
        assert.strictEqual(page.cql, "pa=Siemens")
        assert.strictEqual(page.totalResults, 10000)
        assert.isTrue(page.totalIsCapped)
        assert.isTrue(page.hasMore)
        assert.deepStrictEqual(
          page.results.map((r) => r.publicationNumber),
          ["AU2024270787A1", "AU2024265697A1", page.results[2]!.publicationNumber]
        )
        const first = page.results[0]!
        assert.strictEqual(first.id, "AU-2024270787")
        assert.strictEqual(first.jurisdiction, "AU")
        assert.strictEqual(first.kindCode, "A1")
        assert.strictEqual(first.title, "MONITORING THE OPERATION OF A WIND TURBINE")
        assert.strictEqual(first.publicationDate, "2025-10-23")
        assert.strictEqual(first.filingDate, "2024-05-16")
        assert.strictEqual(first.priorityDate, "2023-05-17")
        assert.strictEqual(first.familyId, "86386685")
        assert.deepStrictEqual(first.applicants, [{ name: "SIEMENS GAMESA RENEWABLE ENERGY A/S" }])
        assert.deepStrictEqual(first.inventors, [{ name: "NADERHOFF, Thorsten" }, { name: "SANDEL, Klaus" }])
        assert.deepStrictEqual(first.ipcClassification, [{ code: "F03D 17/00", sequence: 1 }])
        assert.strictEqual(first.cpcClassification?.[0]?.code, "F03D 17/006")
        // Publication data carries no status: the adapter says so rather than guess.
        assert.strictEqual(first.status, "unknown")
        const call = opsRequests(fake)[0]!
        assert.strictEqual(call.query.get("Range"), "1-3")
        assertRequestsFollowSpec(fake)
      })))

  it.live("EP2400812 replayed (real biblio + 69 real legal events): granted, no opposition; parties, dates, classes; the requests follow the spec", () =>
    withRealOps(
      { "/published-data/publication/epodoc/EP2400812/biblio": BIBLIO, "/legal/publication/epodoc/EP2400812": LEGAL },
      (fake) =>
        Effect.gen(function*() {
          const ops = yield* EpoOps
          const result = yield* ops.status("EP2400812")
          const p = result.patent
          assert.strictEqual(p.publicationNumber, "EP2400812A1")
          assert.strictEqual(p.applicationNumber, "EP10167109")
          assert.strictEqual(p.title, "BLUETOOTH NETWORKING")
          assert.strictEqual(p.filingDate, "2010-06-24")
          assert.strictEqual(p.publicationDate, "2011-12-28")
          assert.strictEqual(p.familyId, "43088294")
          assert.deepStrictEqual(p.applicants, [{ name: "9SOLUTIONS OY", country: "FI" }])
          // OPS lists the three inventors twice in "original" form (upper case, then "Kylmänen, Jari"): three people.
          assert.deepStrictEqual(p.inventors, [
            { name: "HERRALA, SAMI", country: "FI" },
            { name: "KYLMAENEN, JARI", country: "FI" },
            { name: "NIEMI, JAAKKO", country: "FI" }
          ])
          assert.deepStrictEqual(p.ipcClassification, [{ code: "H04W 84/20", sequence: 1 }])
          assert.deepStrictEqual(
            p.cpcClassification?.map((c) => c.code),
            ["H04W 84/20", "H04W 88/04"]
          )
          // Granted (STAA 2019-10-25), no opposition within the time limit (STAA 2020-10-02); the last deciding event is the
          // office's 26N "no opposition filed" of 2020-11-04. National lapses (PG25) and fees (PGFP) do not decide the EP status.
          assert.strictEqual(p.status, "sealed")
          assert.strictEqual(result.currentStatus.description, "NO OPPOSITION FILED — 20200828")
          assert.strictEqual(result.currentStatus.date, "2020-11-04")
          assert.isTrue(result.currentStatus.isLive)
          assert.isFalse(p.currentlyUnderOpposition)
          const history = p.statusHistory ?? []
          assert.lengthOf(history, 69)
          // The grouped fields (kind code of the document, designated states) are the event's text.
          assert.deepStrictEqual(history[0], {
            code: "AK",
            date: "2011-12-28",
            description:
              "DESIGNATED CONTRACTING STATES — A1 AL AT BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MC MK MT NL NO PL PT RO SE SI SK SM TR"
          })
          assert.include(
            history.map((h) => h.description),
            "INFORMATION ON THE STATUS OF AN EP PATENT APPLICATION OR GRANTED EP PATENT — STATUS: THE PATENT HAS BEEN GRANTED"
          )
          assertRequestsFollowSpec(fake)
        })
    ))

  it("each STAA event is read as its EP Register status, not as its generic description", () => {
    const decoded = Effect.runSync(
      parseUpstreamXml("EPO", LEGAL, { arrays: EPO_ARRAY_ELEMENTS }).pipe(
        Effect.flatMap(decodeUpstream("EPO", FamilyResponse)),
        Effect.either
      )
    )
    assert.isTrue(Either.isRight(decoded))
    const events = (Either.getOrThrow(decoded)["world-patent-data"]["patent-family"]["family-member"] ?? []).flatMap((m) =>
      (m.legal ?? []).map(toLegalEvent)
    )
    const staa = events.filter((e) => e.code === "STAA").map((e) => [e.date, e.text])
    assert.sameDeepMembers(staa, [
      ["2017-02-03", "STATUS: EXAMINATION IS IN PROGRESS"],
      ["2019-06-26", "STATUS: GRANT OF PATENT IS INTENDED"],
      ["2019-10-25", "STATUS: THE PATENT HAS BEEN GRANTED"],
      ["2020-10-02", "STATUS: NO OPPOSITION FILED WITHIN TIME LIMIT"]
    ])
    // Up to the first STAA only "examination is in progress" stands: not a grant (the description mentions "GRANTED EP PATENT").
    assert.strictEqual(deriveStatus(events.filter((e) => (e.date ?? "") <= "2017-02-03")).status, "under_examination")
    // A national lapse carries its country and reason in the grouped fields.
    assert.include(events.find((e) => e.code === "PG25")!.text ?? "", "LAPSE BECAUSE OF FAILURE TO SUBMIT A TRANSLATION")
  })

  it.live("a real INPADOC family replayed (EP2400812A1): five publications in CA, EP and US; the request follows the spec", () =>
    withRealOps({ "/family/publication/docdb/EP.2400812.A1": FAMILY }, (fake) =>
      Effect.gen(function*() {
        const ops = yield* EpoOps
        const family = yield* ops.family("EP2400812A1")
        assert.strictEqual(family.familyId, "43088294")
        assert.deepStrictEqual(
          family.members.map((m) => [m.publicationNumber, m.applicationNumber, m.publicationDate]),
          [
            ["CA2744162A1", "CA2744162", "2011-12-24"],
            ["EP2400812A1", "EP10167109", "2011-12-28"],
            ["EP2400812B1", "EP10167109", "2019-11-27"],
            ["US2012057518A1", "US201113167395", "2012-03-08"],
            ["US9648662B2", "US201113167395", "2017-05-09"]
          ]
        )
        assert.strictEqual(family.totalMembers, 5)
        assert.strictEqual(family.totalApplications, 3)
        assert.sameMembers([...family.jurisdictions], ["CA", "EP", "US"])
        assertRequestsFollowSpec(fake)
      })))

  it.live("the fake OPS answers with the elements and attributes of the real answers (nothing the office does not send)", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const fake = yield* FakeEpo.scoped()
        yield* Effect.promise(async () => {
          const basic = Buffer.from(`${FAKE_EPO_KEY}:${FAKE_EPO_SECRET}`).toString("base64")
          const tokenRes = await fetch(`${fake.server.url}${EPO_TOKEN_PATH}`, {
            method: "POST",
            headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
            body: "grant_type=client_credentials"
          })
          const token = ((await tokenRes.json()) as { access_token: string }).access_token
          const get = async (path: string) => {
            const res = await fetch(`${fake.server.url}${EPO_API}${path}`, {
              headers: { authorization: `Bearer ${token}`, accept: "application/xml" }
            })
            assert.strictEqual(res.status, 200, path)
            return res.text()
          }
          const pairs: ReadonlyArray<readonly [string, string]> = [
            ["/published-data/search/biblio?q=ta%3Dwidget&Range=1-25", SEARCH],
            ["/published-data/publication/epodoc/EP3999001/biblio", BIBLIO],
            ["/family/publication/epodoc/EP3999001", FAMILY],
            ["/legal/publication/epodoc/EP3999001", LEGAL]
          ]
          for (const [path, real] of pairs) {
            const known = xmlPaths(real)
            const extra = [...xmlPaths(await get(path))].filter((p) => !known.has(p))
            assert.deepStrictEqual(extra, [], path)
          }
        })
      })
    ))

  it("the traffic-light headers of the OPS guide are read as the guide explains them", () => {
    // Every X-Throttling-Control example in the guide, joined where the PDF wrapped it.
    const examples = [...GUIDE.replace(/,\n/g, ", ").matchAll(/X-Throttling-Control: ((?:idle|busy|overloaded) \([^)]*\))/g)].map((m) =>
      m[1]!
    )
    assert.isAtLeast(examples.length, 10)
    for (const header of examples) {
      const reading = parseThrottling(header)
      assert.isDefined(reading, header)
      assert.include(["idle", "busy", "overloaded"], reading!.system)
      assert.sameMembers(Object.keys(reading!.services), ["retrieval", "search", "inpadoc", "images", "other"], header)
    }
    const black = parseThrottling(examples.find((h) => h.includes("black"))!)!
    assert.deepStrictEqual(black.services.inpadoc, { color: "black", limit: 0 })
  })

  it.live("the guide's weekly-quota rejection (403, X-Rejection-Reason: RegisteredQuotaPerWeek, <error> body) is RATE_LIMITED until the week turns", () =>
    withRealOps({}, (fake) =>
      Effect.gen(function*() {
        const body = /<error>[\s\S]*?<\/error>/.exec(GUIDE.slice(GUIDE.indexOf("Example Quota header response with quota exhausted")))![0]
        fake.server.script({
          status: 403,
          headers: { "content-type": "application/xml", "x-rejection-reason": "RegisteredQuotaPerWeek" },
          body
        }, { match: `${EPO_API}/published-data/search` })
        const ops = yield* EpoOps
        const error = yield* Effect.flip(ops.search({ query: "ti=plastic" }, 0, 10))
        assert.strictEqual(error.code, "RATE_LIMITED")
        assert.include(error.message, "RegisteredQuotaPerWeek")
        assert.include(error.message, "weekly quota")
        assert.isAbove(error.retryAfterMs ?? 0, 0)
        assert.isAtMost(error.retryAfterMs ?? 0, 7 * 24 * 3600 * 1000)
      })))

  it.live("the token request is the one the guide shows: POST, HTTP Basic consumer key:secret, form grant_type=client_credentials", () =>
    withRealOps({ "/published-data/search/biblio": SEARCH }, (fake) =>
      Effect.gen(function*() {
        yield* Effect.flatMap(EpoOps, (ops) => ops.search({ query: "pa=Siemens" }, 0, 3))
        const token = fake.server.requests.find((r) => r.path === EPO_TOKEN_PATH)!
        assert.strictEqual(token.method, "POST")
        assert.match(String(token.headers.authorization), /^Basic [A-Za-z0-9+/=]+$/)
        assert.include(String(token.headers["content-type"]), "application/x-www-form-urlencoded")
        assert.deepStrictEqual(Object.fromEntries(new URLSearchParams(token.body)), { grant_type: "client_credentials" })
      })))
})
