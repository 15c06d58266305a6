import { assert, describe, it } from "@effect/vitest"
import { Effect, Either } from "effect"
import { tm5Status } from "../src/Domain/Trademark.js"
import { buildCipoSearch, normaliseCipoNumber } from "../src/Providers/Cipo/CipoQuery.js"
import { CIPO_STATUS, cipoStatusText, mapCipoStatus } from "../src/Providers/Cipo/CipoStatus.js"
import { CipoTrademarksSpec } from "../src/Providers/Cipo/CipoTrademarks.js"
import type { TrademarkProviders } from "../src/Providers/ProviderRegistry.js"
import type { TrademarkSearchPage } from "../src/Providers/TrademarkProvider.js"
import { CIPO_PAGE_PREFIX, CIPO_SEARCH_PATH, FakeCipo, type FakeCipoOptions } from "./fakes/FakeCipo.js"
import { detailIn, type HarnessSetup, names, searchIn, withOfficeProvider } from "./support/OfficeHarness.js"
import { withOfficeTimeout } from "./support/TestAppConfig.js"

const withCipo = <A, E>(
  setup: HarnessSetup & { readonly fake?: FakeCipoOptions },
  body: (fake: FakeCipo) => Effect.Effect<A, E, TrademarkProviders>
) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* FakeCipo.scoped(setup.fake)
      return yield* withOfficeProvider(
        CipoTrademarksSpec,
        { ...fake.env(), CIPO_RATE_LIMIT: "60000", ...setup.env },
        setup.patch,
        body(fake)
      )
    })
  )

const search = searchIn("CA")
const detail = detailIn("CA")

describe("CIPO trademarks (against the fake CIPO)", () => {
  it.live("name search through the search page's JSON POST: substring matches, normalised, both status wordings kept", () =>
    withCipo({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search({ query: "maple" })
        assert.sameMembers(names(page), ["MAPLE LEAF FOODS", "MAPLE SYRUP CO", "MAPLE RIDGE", "MAPLE & CO"])
        assert.strictEqual(page.total, 4)
        assert.isUndefined(page.nextPosition)
        const kestrel = (yield* search({ query: "kestrel" })).results.find((r) => r.applicationNumber === "2145678")
        assert.deepStrictEqual(kestrel, {
          id: "CA-2145678",
          applicationNumber: "2145678",
          registrationNumber: "TMA1077623",
          name: "KESTREL",
          jurisdiction: "CA",
          status: "registered",
          statusDescription: "REGISTERED (LIVE/REGISTRATION/Issued and Active)",
          filingDate: "2021-12-01",
          registrationDate: "2023-05-05",
          owner: "Kestrel Labs Inc.",
          niceClasses: [9, 42],
          markFeature: "WORD",
          hasImage: false,
          source: "live"
        })
        assert.deepStrictEqual(fake.searchBodies()[0], {
          domIntlFilter: "1",
          searchfield1: "tm",
          textfield1: "maple",
          display: "list",
          maxReturn: "20",
          nicetextfield1: null,
          cipotextfield1: null
        })
        assert.include(String(fake.server.requests[0]!.headers["content-type"]), "application/json")
      })))

  it.live("class filter is sent as nicetextfield1 (any listed class); status cannot be: flagged as unapplied", () =>
    withCipo({}, (fake) =>
      Effect.gen(function*() {
        assert.sameMembers(names(yield* search({ query: "maple", niceClasses: [30, 35] })), [
          "MAPLE LEAF FOODS",
          "MAPLE SYRUP CO",
          "MAPLE & CO"
        ])
        assert.deepStrictEqual(fake.searchBodies().at(-1)!["nicetextfield1"], ["30", "35"])
        const dead = yield* search({ query: "maple", status: "dead" })
        assert.deepStrictEqual(dead.unappliedFilters, ["status"])
        assert.isUndefined((yield* search({ query: "maple" })).unappliedFilters)
      })))

  it.live("owner search ranks exact, then prefix, then substring", () =>
    withCipo({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search({ query: "Kestrel Labs", searchType: "owner" })
        // CIPO's order (newest first) within a rank.
        assert.deepStrictEqual(page.results.map((r) => r.owner), [
          "Kestrel Labs",
          "Kestrel Labs Holdings Ltd.",
          "Kestrel Labs Inc.",
          "Big Kestrel Labs Corp."
        ])
        assert.strictEqual(fake.searchBodies()[0]!["searchfield1"], "ownname")
        assert.strictEqual(fake.searchBodies()[0]!["maxReturn"], "500")
      })))

  it.live("paging over maxReturn: each page asks for offset+limit and shows the next slice, no gaps or repeats", () =>
    withCipo({}, (fake) =>
      Effect.gen(function*() {
        const seen: Array<string> = []
        let position: string | undefined
        for (let i = 0; i < 20; i++) {
          const page: TrademarkSearchPage = yield* search({ query: "e", limit: 3, position })
          seen.push(...page.results.map((r) => r.id))
          position = page.nextPosition
          if (position === undefined) break
        }
        const total = (yield* search({ query: "e", limit: 100 })).total!
        assert.isAbove(total, 9)
        assert.strictEqual(seen.length, total)
        assert.strictEqual(new Set(seen).size, total)
        assert.deepStrictEqual(fake.searchBodies().slice(0, 3).map((b) => b["maxReturn"]), ["3", "6", "9"])
        const bad = yield* Effect.flip(search({ query: "e", position: "x" }))
        assert.strictEqual(bad.code, "INVALID_INPUT")
      })))

  it.live("number search: application numbers (with -00, commas, CA prefix, leading zero) and TMA registration numbers", () =>
    withCipo({}, (fake) =>
      Effect.gen(function*() {
        for (const form of ["2145678", "2145678-00", "CA 2,145,678", "TMA1077623", "TMA 1,077,623"]) {
          assert.deepStrictEqual(names(yield* search({ query: form, searchType: "number" })), ["KESTREL"], form)
        }
        assert.deepStrictEqual(names(yield* search({ query: "123456", searchType: "number" })), ["CANUCK"])
        assert.deepStrictEqual(
          fake.searchBodies().map((b) => [b["searchfield1"], b["textfield1"]]).slice(0, 4),
          [["appnum", "2145678"], ["appnum", "2145678"], ["appnum", "2145678"], ["regnum", "TMA1077623"]]
        )
        // A prefix hit at CIPO (2145678 → 21456789?) is not an exact number: only exact numbers come back.
        assert.strictEqual((yield* search({ query: "214567", searchType: "number" })).results.length, 0)
        const bad = yield* Effect.flip(search({ query: "ABC-12", searchType: "number" }))
        assert.strictEqual(bad.code, "INVALID_INPUT")
        assert.include(bad.message, "is not a CIPO trademark number")
      })))

  it.live("detail from the HTML trademark page: parties with addresses, goods, disclaimer, expiry, history by date", () =>
    withCipo({}, (fake) =>
      Effect.gen(function*() {
        const d = yield* detail("2145678", true)
        assert.strictEqual(fake.server.requests.at(-1)!.path, `${CIPO_PAGE_PREFIX}2145678`)
        assert.strictEqual(d.id, "CA-2145678")
        assert.strictEqual(d.registrationNumber, "TMA1077623")
        assert.strictEqual(d.statusDescription, "REGISTERED (LIVE/REGISTRATION/Issued and Active)")
        assert.deepStrictEqual(d.goodsAndServices, [
          { classNumber: 9, description: "Computer software" },
          { classNumber: 42, description: "Software as a service" }
        ])
        assert.deepStrictEqual(d.applicant, { name: "Kestrel Labs Inc.", address: "100 Queen Street, Ottawa, ONTARIO, K1A 0H5" })
        assert.deepStrictEqual(d.representative, {
          name: "Smart & Biggar LLP",
          address: "2300-1000 De La Gauchetière St. W., Montréal, QUEBEC"
        })
        assert.deepStrictEqual(d.disclaimers, ["The right to the exclusive use of the word LABS is disclaimed apart from the trademark."])
        assert.strictEqual(d.expirationDate, "2038-05-05")
        assert.strictEqual(d.renewalDate, "2038-05-05")
        assert.strictEqual(d.publicationDate, "2022-05-05")
        assert.strictEqual(d.markNature, "STANDARD")
        assert.deepStrictEqual(d.prosecutionHistory, [
          { date: "2021-12-01", code: "FILED", description: "Filed" },
          { date: "2021-12-01", code: "CREATED", description: "Created" },
          { date: "2021-12-01", code: "FORMALIZED", description: "Formalized" },
          { date: "2022-05-05", code: "ADVERTISED", description: "Advertised: Vol.70 Issue 3571" },
          { date: "2023-05-05", code: "REGISTERED", description: "Registered" }
        ])
        // By registration number: the application number is found first, then the page is read.
        assert.strictEqual((yield* detail("TMA1,077,623")).id, "CA-2145678")
        const design = yield* detail("2145690")
        assert.strictEqual(design.name, "[design mark]")
        assert.strictEqual(design.markType, "design")
        assert.match(design.imageUrl ?? "", /^http:\/\/127\.0\.0\.1:\d+\/cipo\/trademark-search\/image\/2145690\.png$/)
        assert.strictEqual((yield* detail("2145691")).markType, "combined")
        assert.strictEqual((yield* detail("2145692")).markNature, "CERTIFICATION")
        assert.strictEqual((yield* detail("0123456")).id, "CA-0123456")
      })))

  it("status mapping: TM5 descriptor first, then CIPO's word (upstream-offices.md §9, §12)", () => {
    assert.deepStrictEqual(
      { ...CIPO_STATUS },
      {
        filed: "pending",
        formalized: "pending",
        searched: "pending",
        approved: "pending",
        advertised: "pending",
        allowed: "pending",
        default: "pending",
        opposed: "opposed",
        registered: "registered",
        abandoned: "abandoned",
        refused: "abandoned",
        expunged: "cancelled",
        cancelled: "cancelled"
      }
    )
    assert.strictEqual(tm5Status("LIVE/APPLICATION/Opposed"), "opposed")
    assert.strictEqual(tm5Status("LIVE / REGISTRATION / Issued and Active"), "registered")
    assert.strictEqual(tm5Status("DEAD/APPLICATION/Refused"), "abandoned")
    assert.strictEqual(tm5Status("DEAD/REGISTRATION/Expired"), "expired")
    assert.strictEqual(tm5Status("DEAD/REGISTRATION/Cancelled"), "cancelled")
    assert.isUndefined(tm5Status("REGISTERED"))
    assert.strictEqual(mapCipoStatus("EXPUNGED", "DEAD/REGISTRATION/Expired"), "expired")
    assert.strictEqual(mapCipoStatus("EXPUNGED", null), "cancelled")
    assert.strictEqual(mapCipoStatus("Something else", null), "unknown")
    assert.strictEqual(cipoStatusText("FILED", null), "FILED")
    assert.strictEqual(cipoStatusText(null, "LIVE/APPLICATION/Examination"), "LIVE/APPLICATION/Examination")
  })

  it.live("every seeded status comes out as mapped, CIPO's wording kept", () =>
    withCipo({}, (fake) =>
      Effect.gen(function*() {
        for (const mark of fake.marks) {
          const d = yield* detail(mark.appNum)
          assert.strictEqual(d.status, mapCipoStatus(mark.cipoStatus, mark.tm5), mark.appNum)
          assert.strictEqual(d.statusDescription, cipoStatusText(mark.cipoStatus, mark.tm5))
        }
        assert.strictEqual((yield* detail("1234567")).status, "expired")
        assert.strictEqual((yield* detail("1234568")).status, "cancelled")
      })))

  it("number forms and the search body", () => {
    assert.deepStrictEqual(Either.getOrThrow(normaliseCipoNumber("0123456-01")), {
      kind: "application",
      number: "0123456",
      extension: "01"
    })
    assert.deepStrictEqual(Either.getOrThrow(normaliseCipoNumber("uca 12,345")), { kind: "registration", number: "UCA12345" })
    assert.isTrue(Either.isLeft(normaliseCipoNumber("12345678")))
    assert.isTrue(Either.isLeft(normaliseCipoNumber("TMA")))
    assert.strictEqual(buildCipoSearch("tm", "  a   b ", 9999, [42, 9]).maxReturn, "500")
    assert.strictEqual(buildCipoSearch("tm", "  a   b ", 9999, [42, 9]).textfield1, "a b")
    assert.deepStrictEqual(buildCipoSearch("tm", "x", 5, [42, 9, 0]).nicetextfield1, ["9", "42"])
  })

  it.live("unknown numbers: TRADEMARK_NOT_FOUND from CIPO's 200 'no results' page, a 404, or an unknown registration number", () =>
    withCipo({ fake: { missingAs404: ["2999998"] } }, () =>
      Effect.gen(function*() {
        const page = yield* Effect.flip(detail("2999999"))
        assert.strictEqual(page.code, "TRADEMARK_NOT_FOUND")
        assert.match(page.message, /^Trademark CA-2999999 not found at CIPO\./)
        assert.strictEqual((yield* Effect.flip(detail("2999998"))).code, "TRADEMARK_NOT_FOUND")
        const reg = yield* Effect.flip(detail("TMA9999999"))
        assert.strictEqual(reg.code, "TRADEMARK_NOT_FOUND")
        assert.match(reg.message, /^Trademark CA-TMA9999999 not found at CIPO\./)
      })))

  it.live("CIPO's bare 500 (as for an unknown field code): retried, then PROVIDER_ERROR", () =>
    withCipo({}, (fake) =>
      Effect.gen(function*() {
        fake.server.script({ status: 500, body: "" }, { times: 3, match: CIPO_SEARCH_PATH })
        const error = yield* Effect.flip(search({ query: "maple" }))
        assert.strictEqual(error.code, "PROVIDER_ERROR")
        assert.strictEqual(error.message, "CIPO service error (HTTP 500).")
        assert.strictEqual(fake.searchBodies().length, 3)
        const raw = yield* Effect.promise(() =>
          fetch(`${fake.url}${CIPO_SEARCH_PATH}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ searchfield1: "bogus", textfield1: "x", maxReturn: "10" })
          }).then(async (r) => [r.status, await r.text()] as const)
        )
        assert.deepStrictEqual(raw, [500, ""])
      })))

  it.live("malformed answers: bad JSON, a wrong shape, a changed page layout, the wrong case: PROVIDER_ERROR", () =>
    withCipo({}, (fake) =>
      Effect.gen(function*() {
        fake.server.malformedNext(CIPO_SEARCH_PATH)
        assert.strictEqual(
          (yield* Effect.flip(search({ query: "maple" }))).message,
          "CIPO returned an unexpected response: the body is not valid JSON"
        )
        fake.server.malformedNext(CIPO_SEARCH_PATH, JSON.stringify({ numFound: 1, results: [{ appNum: "12ab" }] }))
        assert.include((yield* Effect.flip(search({ query: "maple" }))).message, "results.0.appNum")
        fake.relayoutNext()
        assert.strictEqual(
          (yield* Effect.flip(detail("2145678"))).message,
          "CIPO returned an unexpected response: the trademark page has no application number (the page layout may have changed)"
        )
        fake.server.script({
          headers: { "content-type": "text/html" },
          body: (yield* Effect.promise(() => fetch(`${fake.url}${CIPO_PAGE_PREFIX}2145679`).then((r) => r.text())))
        }, { match: (r) => r.method === "GET" })
        assert.strictEqual(
          (yield* Effect.flip(detail("2145678"))).message,
          "CIPO returned an unexpected response: asked for 2145678, the trademark page shows 2145679"
        )
      })))

  it.live("a silent site: PROVIDER_TIMEOUT; 429 with Retry-After beyond the bound: RATE_LIMITED", () =>
    withCipo({ patch: (c) => withOfficeTimeout(c, "CIPO", 150) }, (fake) =>
      Effect.gen(function*() {
        fake.server.hangNext(CIPO_SEARCH_PATH, 3)
        const silent = yield* Effect.flip(search({ query: "maple" }))
        assert.strictEqual(silent.code, "PROVIDER_TIMEOUT")
        assert.strictEqual(silent.provider, "CIPO")
        fake.server.rateLimitNext("90", CIPO_PAGE_PREFIX)
        const limited = yield* Effect.flip(detail("2145678"))
        assert.strictEqual(limited.code, "RATE_LIMITED")
        assert.strictEqual(limited.retryAfterMs, 90_000)
      })))
})
