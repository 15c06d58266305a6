/**
 * IP Australia trade mark adapter on material the office produced (issue
 * 16): IP Australia's Swagger specification of the Australian Trade Mark
 * Search API 1.0.5 and its example responses, served by the fake IP
 * Australia and run through the adapter end to end; every request checked
 * against that spec; the fake's own answers checked against it too.
 * Designs and patents: no published spec or recorded response was found
 * (test/fixtures/real/ipaustralia/SOURCE.md), only the description pages.
 */
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { AU_STATUS_GROUPS } from "../src/Providers/IpAustralia/IpAustraliaStatus.js"
import { IpAustraliaTrademarksSpec } from "../src/Providers/IpAustralia/IpAustraliaTrademarks.js"
import { FAKE_IPAUSTRALIA_CLIENT_ID, FAKE_IPAUSTRALIA_CLIENT_SECRET, FakeIpAustralia, TOKEN_PATH } from "./fakes/FakeIpAustralia.js"
import { TM_BASE_PATH } from "./fakes/FakeIpAustraliaTrademarks.js"
import type { FakeRequest } from "./fakes/FakeOfficeServer.js"
import { detailIn, searchIn, withOfficeProvider } from "./support/OfficeHarness.js"
import { checkRequest, loadSpec, realText, validateNamed } from "./support/OpenApiCheck.js"

// The spec has no basePath: the office's description page gives the base URL .../public/australian-trade-mark-search-api/v1/.
const TM_SPEC = { ...loadSpec("ipaustralia/trade-mark-search-api-1.0.5.swagger.json"), basePath: TM_BASE_PATH }
const EXAMPLE = TM_SPEC.doc.definitions.ApiTrademark.example

const search = searchIn("AU")
const detail = detailIn("AU")

const withRealIpa = <A, E>(
  replies: ReadonlyArray<{ readonly path: string; readonly body: unknown; readonly status?: number }>,
  body: (fake: FakeIpAustralia) => Effect.Effect<A, E, never>
) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* FakeIpAustralia.scoped()
      for (const r of replies) {
        fake.server.script({ status: r.status ?? 200, body: r.body }, {
          times: 10,
          match: (req) => req.path === `${TM_BASE_PATH}${r.path}`
        })
      }
      return yield* body(fake)
    })
  )

const env = (fake: FakeIpAustralia) => ({ ...fake.env(), IPAUSTRALIA_RATE_LIMIT: "60000" })

const assertRequestsFollowSpec = (fake: FakeIpAustralia) => {
  const requests = fake.server.requests.filter((r) => r.path.startsWith(`${TM_BASE_PATH}/`))
  assert.isNotEmpty(requests)
  for (const req of requests) assert.deepStrictEqual(checkRequest(TM_SPEC, req), [], `${req.method} ${req.path} ${req.body}`)
}

describe("IP Australia trade marks on the office's own material", () => {
  it("the spec checker finds what breaks the IP Australia spec (so the checks below can fail)", () => {
    const post = (rows: unknown, extra: Record<string, unknown> = {}): FakeRequest => ({
      method: "POST",
      path: `${TM_BASE_PATH}/page/advanced`,
      query: new URLSearchParams(),
      headers: { authorization: "Bearer t" },
      body: JSON.stringify({ pageNumber: 0, pageSize: 20, rows, ...extra })
    })
    assert.deepStrictEqual(checkRequest(TM_SPEC, post([{ query: { word: { text: "x", type: "PART" }, owner: "Acme" } }])), [])
    assert.isNotEmpty(checkRequest(TM_SPEC, post([{ query: { owner: { text: "Acme", type: "PART" } } }]))) // owner is plain text
    assert.isNotEmpty(checkRequest(TM_SPEC, post([{ query: { word: { text: "x", type: "CONTAINS" } } }]))) // no such word type
    assert.isNotEmpty(checkRequest(TM_SPEC, post([{ query: { statuses: ["LIVE"] } }]))) // no such status
    assert.isNotEmpty(checkRequest(TM_SPEC, post([], { pageSize: 500 }))) // at most 100
    assert.isNotEmpty(checkRequest(TM_SPEC, post([], { sort: { field: "NAME", direction: "DESCENDING" } }))) // no such sort field
    assert.lengthOf(validateNamed(TM_SPEC, "ApiTrademark", { ...EXAMPLE, irNumber: "1234567" }), 1) // an integer in the spec
  })

  it("every status group the spec defines is mapped, and no other", () => {
    const groups: ReadonlyArray<string> = TM_SPEC.doc.definitions.ApiQuickSearchFilters.properties.status.items.enum
    assert.sameMembers(Object.keys(AU_STATUS_GROUPS), [...groups])
  })

  it.live("the office's example trade mark (1129102) replayed through the detail: every field as the office gives it", () =>
    withRealIpa([{ path: "/trade-mark/1129102", body: EXAMPLE }], (fake) =>
      withOfficeProvider(
        IpAustraliaTrademarksSpec,
        env(fake),
        undefined,
        Effect.gen(function*() {
          const d = yield* detail("AU 1129102", true)
          assert.strictEqual(d.id, "AU-1129102")
          assert.strictEqual(d.name, "P PODICURE")
          assert.strictEqual(d.status, "registered")
          assert.strictEqual(d.statusDescription, "Registered: Registered/protected")
          assert.strictEqual(d.filingDate, "2006-08-11")
          assert.strictEqual(d.registrationDate, "2007-03-26")
          assert.strictEqual(d.renewalDate, "2026-08-11")
          assert.strictEqual(d.publicationDate, "2006-12-14")
          assert.deepStrictEqual(d.niceClasses, [44])
          assert.deepStrictEqual(d.goodsAndServices, [
            {
              classNumber: 44,
              description:
                "Treatment of feet; removing all corns and callous; cutting of nails and dealing with any patient concerns or medical problems; followed up by foot massage, cream and pedicure"
            }
          ])
          assert.strictEqual(d.owner, "Diana Palin")
          assert.deepStrictEqual(d.applicant, {
            name: "Diana Palin",
            address: "Shop 5, 61-63 Alexander Street, CROWS NEST, NSW 2065, AUSTRALIA",
            city: "CROWS NEST",
            country: "AUSTRALIA"
          })
          assert.strictEqual(d.representative?.name, "Diana Palin")
          assert.strictEqual(d.markFeature, "FIGURATIVE")
          assert.strictEqual(d.imageUrl, EXAMPLE.images.images[0])
          // The office's own history (14 entries, newest first in the record): all of it, oldest first, the 2016 renewal included.
          const history = d.prosecutionHistory ?? []
          assert.lengthOf(history, 14)
          assert.deepStrictEqual(history[0], {
            date: "2006-08-11",
            code: "NEW_TRADE_MARK_APPLICATION",
            description: "New Trade Mark Application"
          })
          assert.deepStrictEqual(history.at(-1), { date: "2016-06-27", code: "RENEW_TRADE_MARK", description: "Renew Trade Mark" })
          assertRequestsFollowSpec(fake)
        })
      )))

  it.live("the example as a page of the paged advanced search, with an international registration number as the spec types it (integer)", () =>
    withRealIpa(
      [{
        path: "/page/advanced",
        body: { count: 1, trademarks: [{ ...EXAMPLE, irNumber: 1234567 }], request: {}, aggregations: { status: { REGISTERED: 1 } } }
      }],
      (fake) =>
        withOfficeProvider(
          IpAustraliaTrademarksSpec,
          env(fake),
          undefined,
          Effect.gen(function*() {
            const page = yield* search({ query: "podicure" })
            assert.strictEqual(page.total, 1)
            const r = page.results[0]!
            assert.strictEqual(r.applicationNumber, "1129102")
            assert.strictEqual(r.owner, "Diana Palin")
            assert.strictEqual(r.status, "registered")
            yield* search({ query: "Diana Palin", searchType: "owner", niceClasses: [44, 3], status: "live" })
            yield* search({ query: "podicur", searchType: "fuzzy", status: "dead", limit: 100, position: "300" })
            yield* search({ query: "P PODICURE", status: "pending", limit: 1 })
            assertRequestsFollowSpec(fake)
          })
        )
    ))

  it.live("the office's not-found answer ({error: 'Trade Mark [n] not found'}) is TRADEMARK_NOT_FOUND naming the number", () =>
    withRealIpa([{
      path: "/trade-mark/1234567",
      status: 404,
      body: TM_SPEC.doc.definitions.NotFound.properties.error.example.replace("123456789123456789", "1234567")
    }], (fake) =>
      withOfficeProvider(
        IpAustraliaTrademarksSpec,
        env(fake),
        undefined,
        Effect.gen(function*() {
          const error = yield* Effect.flip(detail("1234567"))
          assert.strictEqual(error.code, "TRADEMARK_NOT_FOUND")
          assert.include(error.message, "1234567")
        })
      )))

  it.live("the fake IP Australia answers in the shapes the spec gives (page result, trade mark, not found)", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const fake = yield* FakeIpAustralia.scoped()
        yield* Effect.promise(async () => {
          const form = new URLSearchParams({
            grant_type: "client_credentials",
            client_id: FAKE_IPAUSTRALIA_CLIENT_ID,
            client_secret: FAKE_IPAUSTRALIA_CLIENT_SECRET
          })
          const token = (await (await fetch(`${fake.url}${TOKEN_PATH}`, { method: "POST", body: form })).json()) as { access_token: string }
          const headers = { authorization: `Bearer ${token.access_token}`, "content-type": "application/json" }
          const res = await fetch(`${fake.url}${TM_BASE_PATH}/page/advanced`, {
            method: "POST",
            headers,
            body: JSON.stringify({
              pageNumber: 0,
              pageSize: 100,
              rows: [{ query: { statuses: ["REGISTERED", "PENDING", "REFUSED", "REMOVED", "NEVER_REGISTERED"] } }]
            })
          })
          assert.strictEqual(res.status, 200)
          const page = (await res.json()) as { trademarks: ReadonlyArray<{ number: string }> }
          assert.isAbove(page.trademarks.length, 5)
          assert.deepStrictEqual(validateNamed(TM_SPEC, "ApiAdvancedSearchPageResult", page), [])
          for (const t of page.trademarks) {
            const one = await fetch(`${fake.url}${TM_BASE_PATH}/trade-mark/${t.number}`, { headers })
            assert.deepStrictEqual(validateNamed(TM_SPEC, "ApiTrademark", await one.json()), [], t.number)
          }
          const missing = await fetch(`${fake.url}${TM_BASE_PATH}/trade-mark/9999999`, { headers })
          assert.strictEqual(missing.status, 404)
          assert.deepStrictEqual(validateNamed(TM_SPEC, "NotFound", await missing.json()), [])
        })
      })
    ))

  it("the office's description pages agree with the adapter on base paths and endpoints", () => {
    const tm = realText("ipaustralia/description-trademark-search.md")
    assert.include(tm, "https://production.api.ipaustralia.gov.au/public/australian-trade-mark-search-api/v1/")
    assert.include(tm, "Request Path: /trade-mark/{ipRightIdentifier}")
    const designs = realText("ipaustralia/description-design-search.md")
    assert.include(designs, "https://production.api.ipaustralia.gov.au/public/australian-design-search-api/v1/")
    assert.include(designs, "Request Path: /design/{ipRightIdentifier}")
  })
})
