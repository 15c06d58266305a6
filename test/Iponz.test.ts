import { assert, describe, it } from "@effect/vitest"
import { Effect, Either } from "effect"
import { buildIponzSearch, containsExpression, normaliseIponzNumber } from "../src/Providers/Iponz/IponzQuery.js"
import { IPONZ_STATUS, mapIponzStatus } from "../src/Providers/Iponz/IponzStatus.js"
import { IPONZ_KEY_HEADER, IponzTrademarksSpec } from "../src/Providers/Iponz/IponzTrademarks.js"
import { TrademarkProviders } from "../src/Providers/ProviderRegistry.js"
import type { TrademarkSearchPage } from "../src/Providers/TrademarkProvider.js"
import { FAKE_IPONZ_KEY, FakeIponz, type FakeIponzOptions, IPONZ_CAP, IPONZ_SEARCH_PATH } from "./fakes/FakeIponz.js"
import { IPONZ_SEED, iponzFiller } from "./fakes/IponzSeed.js"
import { matchesTitle, parseTitle } from "./fakes/IponzTitle.js"
import { detailIn, type HarnessSetup, names, searchIn, secretsIn, withOfficeProvider } from "./support/OfficeHarness.js"
import { withOfficeTimeout } from "./support/TestAppConfig.js"

const withIponz = <A, E>(
  setup: HarnessSetup & { readonly fake?: FakeIponzOptions },
  body: (fake: FakeIponz) => Effect.Effect<A, E, TrademarkProviders>
) =>
  Effect.scoped(
    Effect.gen(function*() {
      const fake = yield* FakeIponz.scoped(setup.fake)
      return yield* withOfficeProvider(
        IponzTrademarksSpec,
        { ...fake.env(), IPONZ_RATE_LIMIT: "60000", ...setup.env },
        setup.patch,
        body(fake)
      )
    })
  )

const search = searchIn("NZ")
const detail = detailIn("NZ")

describe("IPONZ trademarks (against the fake IPONZ)", () => {
  it.live("name search: substring matches (KIWI finds KIWIFRUIT DELIGHT and BIG KIWI), normalised, key header sent", () =>
    withIponz({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search({ query: "kiwi" })
        assert.sameMembers(names(page), ["KIWI CLOUD", "KIWI", "KIWIFRUIT DELIGHT", "BIG KIWI", "KIWI PAY", "KIWI KITCHEN", "KIWI CLOUD"])
        assert.strictEqual(page.total, 7)
        assert.isUndefined(page.nextPosition)
        const cloud = page.results.find((r) => r.applicationNumber === "1234567")!
        assert.deepStrictEqual(cloud, {
          id: "NZ-1234567",
          applicationNumber: "1234567",
          registrationNumber: "1234567",
          name: "KIWI CLOUD",
          jurisdiction: "NZ",
          status: "registered",
          statusDescription: "Registered",
          filingDate: "2023-02-01",
          registrationDate: "2023-08-20",
          statusDate: "2023-08-20",
          owner: "Kiwi Cloud Limited",
          niceClasses: [9, 42],
          markFeature: "WORD",
          hasImage: false,
          source: "live"
        })
        // A pending mark shows no registration number, though IPONZ fills it in.
        assert.isUndefined(page.results.find((r) => r.name === "KIWI")!.registrationNumber)
        const call = fake.server.requests.find((r) => r.path === IPONZ_SEARCH_PATH)!
        assert.strictEqual(call.headers[IPONZ_KEY_HEADER.toLowerCase()], FAKE_IPONZ_KEY)
        assert.deepStrictEqual(JSON.parse(call.body), { ClientRef: "ipdata-mcp", Title: "\"*kiwi*\"" })
      })))

  it.live("search text cannot become operators: quotes, wildcards, AND/OR/NOT and brackets stay literal", () =>
    withIponz({}, () =>
      Effect.gen(function*() {
        assert.deepStrictEqual(names(yield* search({ query: "salt and pepper" })), ["SALT AND PEPPER"])
        assert.deepStrictEqual(names(yield* search({ query: "kiwi OR tui" })), [])
        assert.deepStrictEqual(names(yield* search({ query: "\"quoted\" mark" })), ["\"QUOTED\" MARK"])
        assert.deepStrictEqual(names(yield* search({ query: "Quote & Bracket (Ltd)", searchType: "owner" })), ["\"QUOTED\" MARK"])
        const empty = yield* Effect.flip(search({ query: "\"*?\"" }))
        assert.strictEqual(empty.code, "MISSING_REQUIRED_FIELD")
      })))

  it.live("class filter is sent upstream (any listed class); status filter applied over the results", () =>
    withIponz({}, (fake) =>
      Effect.gen(function*() {
        assert.sameMembers(names(yield* search({ query: "kiwi", niceClasses: [29, 41] })), ["KIWI", "KIWIFRUIT DELIGHT", "BIG KIWI"])
        assert.deepStrictEqual(fake.searchRequests().at(-1)!["ClassNumbers"], [29, 41])
        const dead = yield* search({ query: "kiwi", status: "dead" })
        assert.deepStrictEqual(dead.results.map((r) => [r.applicationNumber, r.status]), [["1123475", "expired"]])
        assert.strictEqual(dead.total, 1)
        const pending = yield* search({ query: "kiwi", status: "pending" })
        assert.sameMembers(names(pending), ["KIWI", "KIWIFRUIT DELIGHT", "BIG KIWI", "KIWI PAY", "KIWI KITCHEN"])
        assert.isUndefined(pending.unappliedFilters)
      })))

  it.live("owner search ranks exact, then prefix, then substring, over all records", () =>
    withIponz({}, () =>
      Effect.gen(function*() {
        const page = yield* search({ query: "Kiwi Cloud", searchType: "owner" })
        assert.deepStrictEqual(
          page.results.map((r) => r.owner),
          // Office order (newest first) within a rank.
          ["Kiwi Cloud", "Kiwi Cloud Holdings Ltd", "Kiwi Cloud Limited", "Kiwi Cloud Limited", "Big Kiwi Cloud Co"]
        )
        // Ranked before paging: page 2 continues the same order.
        const first = yield* search({ query: "Kiwi Cloud", searchType: "owner", limit: 2 })
        const second = yield* search({ query: "Kiwi Cloud", searchType: "owner", limit: 2, position: first.nextPosition })
        assert.deepStrictEqual([...first.results, ...second.results].map((r) => r.owner), page.results.slice(0, 4).map((r) => r.owner))
      })))

  it.live("number search accepts NZ/TM prefixes, spaces, commas and leading zeros; an unknown number is no result", () =>
    withIponz({}, (fake) =>
      Effect.gen(function*() {
        assert.deepStrictEqual(names(yield* search({ query: "NZ 1,123,456", searchType: "number" })), ["TUI"])
        assert.deepStrictEqual(names(yield* search({ query: "tm-0987654", searchType: "number" })), ["RIMU"])
        assert.strictEqual(fake.server.requests.at(-1)!.path, "/trademarks/987654")
        const none = yield* search({ query: "7654321", searchType: "number" })
        assert.deepStrictEqual([none.results.length, none.total], [0, 0])
        const bad = yield* Effect.flip(search({ query: "12345678", searchType: "number" }))
        assert.strictEqual(bad.code, "INVALID_INPUT")
        assert.include(bad.message, "is not an IPONZ trade mark number: use a trade mark number of 6-7 digits")
      })))

  it.live("the 2,000-record cap: pages stop at the cap, the office's total is reported", () =>
    withIponz({ fake: { marks: [...IPONZ_SEED, ...iponzFiller(IPONZ_CAP + 150)] } }, (fake) =>
      Effect.gen(function*() {
        const first = yield* search({ query: "filler", limit: 100 })
        assert.strictEqual(first.total, IPONZ_CAP + 150)
        assert.strictEqual(first.nextPosition, "100")
        const last = yield* search({ query: "filler", limit: 100, position: String(IPONZ_CAP - 100) })
        assert.strictEqual(last.results.length, 100)
        assert.isUndefined(last.nextPosition)
        // A status filter over a capped answer: the true total is unknown, so none is claimed.
        const live = yield* search({ query: "filler", status: "live" })
        assert.isUndefined(live.total)
        assert.isTrue(live.results.every((r) => r.status === "registered"))
        assert.strictEqual(fake.searchRequests().length, 3)
      })))

  it.live("paging over one search: no gaps, no repeats", () =>
    withIponz({}, () =>
      Effect.gen(function*() {
        const seen: Array<string> = []
        let position: string | undefined
        for (let i = 0; i < 10; i++) {
          const page: TrademarkSearchPage = yield* search({ query: "k", limit: 3, position })
          seen.push(...page.results.map((r) => r.id))
          position = page.nextPosition
          if (position === undefined) break
        }
        assert.isAbove(seen.length, 6)
        assert.strictEqual(new Set(seen).size, seen.length)
        const bad = yield* Effect.flip(search({ query: "k", position: "abc" }))
        assert.strictEqual(bad.code, "INVALID_INPUT")
      })))

  it.live("detail: single-child lists unwrapped, goods & services, parties, priority, renewal, history by date", () =>
    withIponz({}, () =>
      Effect.gen(function*() {
        const d = yield* detail("1234567", true)
        assert.strictEqual(d.id, "NZ-1234567")
        assert.strictEqual(d.status, "registered")
        assert.deepStrictEqual(d.goodsAndServices, [
          { classNumber: 9, description: "Computer software; downloadable applications" },
          { classNumber: 42, description: "Software as a service" }
        ])
        assert.deepStrictEqual(d.applicant, { name: "Kiwi Cloud Limited", address: "1 Queen Street, Auckland 1010", country: "NZ" })
        assert.isUndefined(d.representative)
        assert.deepStrictEqual(d.priority, [{ date: "2022-09-01", country: "AU", number: "2234567" }])
        assert.strictEqual(d.expirationDate, "2033-02-01")
        assert.strictEqual(d.renewalDate, "2033-02-01")
        assert.strictEqual(d.markType, "word")
        assert.deepStrictEqual(d.prosecutionHistory, [
          { date: "2023-02-01", code: "FIL", description: "Application filed" },
          { date: "2023-05-01", code: "ADV", description: "Advertised" },
          { date: "2023-08-20", code: "REG", description: "Registered" }
        ])
        assert.isUndefined((yield* detail("1234567")).prosecutionHistory)
        const fern = yield* detail("1123466")
        assert.strictEqual(fern.markType, "combined")
        assert.deepStrictEqual(fern.disclaimers, ["No exclusive right to the word FERN."])
        assert.deepStrictEqual(fern.designCodes, ["05.03.13", "26.01.01"])
        assert.deepStrictEqual(fern.representative, { name: "Example IP Ltd", address: "PO Box 1, Wellington" })
        const figurative = yield* detail("1123465")
        assert.strictEqual(figurative.name, "[figurative mark]")
        assert.strictEqual(figurative.markType, "design")
        const pending = yield* detail("1234568")
        assert.isUndefined(pending.renewalDate)
        assert.isUndefined(pending.registrationNumber)
        assert.strictEqual((yield* detail("1123472")).description, "The colour black and white as applied to the hull.")
      })))

  it("status mapping table (upstream-offices.md §5, §12)", () => {
    const expected: Record<string, string> = {
      "under examination": "pending",
      abeyance: "pending",
      accepted: "pending",
      "awaiting registration": "pending",
      advertised: "pending",
      opposed: "opposed",
      registered: "registered",
      protected: "registered",
      refused: "abandoned",
      withdrawn: "abandoned",
      abandoned: "abandoned",
      removed: "cancelled",
      cancelled: "cancelled",
      expired: "expired",
      lapsed: "expired"
    }
    assert.deepStrictEqual({ ...IPONZ_STATUS }, expected)
    assert.strictEqual(mapIponzStatus("Under  Examination "), "pending")
    assert.strictEqual(mapIponzStatus("REGISTERED"), "registered")
    assert.strictEqual(mapIponzStatus("Pending Something New"), "unknown")
    assert.strictEqual(mapIponzStatus(null), "unknown")
  })

  it.live("every seeded status comes out as the table says, the office's label kept", () =>
    withIponz({}, (fake) =>
      Effect.gen(function*() {
        for (const mark of fake.marks) {
          const d = yield* detail(String(mark.ApplicationNumber))
          assert.strictEqual(d.status, mapIponzStatus(String(mark.MarkCurrentStatusCode)))
          assert.strictEqual(d.statusDescription, mark.MarkCurrentStatusCode)
        }
      })))

  it("query building and number forms", () => {
    assert.deepStrictEqual(Either.getOrThrow(containsExpression("a \"b\" *c?")), "\"*a ?b? c*\"")
    assert.deepStrictEqual(Either.getOrThrow(buildIponzSearch("owner", "x", [42, 9, 9, 99])), {
      ClientRef: "ipdata-mcp",
      OwnerName: "\"*x*\"",
      ClassNumbers: [9, 42]
    })
    assert.strictEqual(Either.getOrThrow(normaliseIponzNumber(" nz.1123456 ")), "1123456")
    assert.isTrue(Either.isLeft(normaliseIponzNumber("0000")))
    assert.isTrue(Either.isLeft(normaliseIponzNumber("NZ-ABC")))
    // The fake's syntax: phrases, terms, operators, brackets.
    assert.isTrue(matchesTitle(parseTitle("\"*kiwi*\""), "BIG KIWI"))
    assert.isTrue(matchesTitle(parseTitle("kiwi AND (cloud OR pay)"), "KIWI PAY"))
    assert.isFalse(matchesTitle(parseTitle("kiwi NOT cloud"), "KIWI CLOUD"))
    assert.isTrue(matchesTitle(parseTitle("k?wi"), "kiwi cloud"))
  })

  it.live("missing IPONZ_API_KEY: PROVIDER_NOT_CONFIGURED naming it; no upstream call", () =>
    withIponz({ env: { IPONZ_API_KEY: "" } }, (fake) =>
      Effect.gen(function*() {
        const registry = yield* TrademarkProviders
        const error = yield* Effect.flip(registry.get("NZ"))
        assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
        assert.strictEqual(error.message, "IPONZ provider is not configured. Set IPONZ_API_KEY to enable it.")
        assert.strictEqual(fake.server.requests.length, 0)
      })))

  it.live("a wrong key: AUTH_FAILED naming IPONZ_API_KEY, the key never shown", () =>
    withIponz({ env: { IPONZ_API_KEY: "wrong-key-value-123456" } }, (fake) =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(search({ query: "kiwi" }))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.include(error.message, "invalid subscription key")
        assert.include(error.message, "Check IPONZ_API_KEY")
        assert.deepStrictEqual(secretsIn(error, ["wrong-key-value-123456", FAKE_IPONZ_KEY]), [])
        assert.strictEqual(fake.apiRequests(), 1)
      })))

  it.live("a spent subscription quota (403): QUOTA_EXCEEDED with the replenish time, not an auth failure", () =>
    withIponz({ fake: { quota: 1 } }, () =>
      Effect.gen(function*() {
        yield* search({ query: "kiwi" })
        const error = yield* Effect.flip(detail("1234567"))
        assert.strictEqual(error.code, "QUOTA_EXCEEDED")
        assert.strictEqual(error.retryAfterMs, 600_000)
        assert.include(error.message, "replenished in 10 min")
      })))

  it.live("any other 403 from the gateway (e.g. a subscription without access to the API): AUTH_FAILED naming IPONZ_API_KEY", () =>
    withIponz({}, (fake) =>
      Effect.gen(function*() {
        fake.server.script({ status: 403, body: { statusCode: 403, message: "Subscription is not approved for this API product." } })
        const error = yield* Effect.flip(detail("1234567"))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.strictEqual(
          error.message,
          "Access refused by IPONZ (HTTP 403): Subscription is not approved for this API product. Check IPONZ_API_KEY."
        )
      })))

  it.live("unknown number: TRADEMARK_NOT_FOUND", () =>
    withIponz({}, () =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(detail("7654321"))
        assert.strictEqual(error.code, "TRADEMARK_NOT_FOUND")
        assert.match(error.message, /^Trademark NZ-7654321 not found at IPONZ\./)
      })))

  it.live("429 from the gateway: a short Retry-After is waited out; the fake's own budget then RATE_LIMITED", () =>
    withIponz({ fake: { rateLimit: { limit: 2, windowSeconds: 60 } } }, (fake) =>
      Effect.gen(function*() {
        fake.server.rateLimitNext("0", IPONZ_SEARCH_PATH)
        assert.isAbove((yield* search({ query: "kiwi" })).results.length, 0)
        yield* search({ query: "tui" })
        const error = yield* Effect.flip(search({ query: "kea" }))
        assert.strictEqual(error.code, "RATE_LIMITED")
        assert.isAbove(error.retryAfterMs ?? 0, 30_000)
        assert.isTrue(error.retryable)
      })))

  it.live("5xx: a burst is retried; a lasting one is PROVIDER_ERROR after 3 tries", () =>
    withIponz({}, (fake) =>
      Effect.gen(function*() {
        fake.server.failNext(2, 503, IPONZ_SEARCH_PATH)
        assert.isAbove((yield* search({ query: "kiwi" })).results.length, 0)
        assert.strictEqual(fake.apiRequests(), 3)
        fake.server.failNext(5, 500, "/trademarks/")
        const error = yield* Effect.flip(detail("1234567"))
        assert.strictEqual(error.code, "PROVIDER_ERROR")
        assert.include(error.message, "IPONZ service error (HTTP 500)")
        assert.strictEqual(fake.apiRequests(), 6)
      })))

  it.live("a silent upstream: PROVIDER_TIMEOUT", () =>
    withIponz({ patch: (c) => withOfficeTimeout(c, "IPONZ", 150) }, (fake) =>
      Effect.gen(function*() {
        fake.server.hangNext(IPONZ_SEARCH_PATH, 3)
        const error = yield* Effect.flip(search({ query: "kiwi" }))
        assert.strictEqual(error.code, "PROVIDER_TIMEOUT")
        assert.strictEqual(error.provider, "IPONZ")
      })))

  it.live("malformed bodies: PROVIDER_ERROR with a clear reason", () =>
    withIponz({}, (fake) =>
      Effect.gen(function*() {
        fake.server.malformedNext(IPONZ_SEARCH_PATH)
        assert.strictEqual(
          (yield* Effect.flip(search({ query: "kiwi" }))).message,
          "IPONZ returned an unexpected response: the body is not valid JSON"
        )
        fake.server.malformedNext(IPONZ_SEARCH_PATH, JSON.stringify({ TotalResults: 1, Trademarks: { ApplicationNumber: "12A" } }))
        const shape = yield* Effect.flip(search({ query: "kiwi" }))
        assert.strictEqual(shape.code, "PROVIDER_ERROR")
        assert.include(shape.message, "Trademarks")
        fake.server.malformedNext("/trademarks/", JSON.stringify({ ApplicationNumber: 1234567, GoodsServices: [{ ClassNumber: "nine" }] }))
        const bad = yield* Effect.flip(detail("1234567"))
        assert.include(bad.message, "GoodsServices")
      })))

  it.live("the fake: the key header is required on every call, 400 for a search without criteria", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const fake = yield* FakeIponz.scoped()
        const noKey = yield* Effect.promise(() => fetch(`${fake.url}/trademarks/1234567`))
        assert.strictEqual(noKey.status, 401)
        assert.include(((yield* Effect.promise(() => noKey.json())) as { message: string }).message, "missing subscription key")
        const empty = yield* Effect.promise(() =>
          fetch(`${fake.url}${IPONZ_SEARCH_PATH}`, {
            method: "POST",
            headers: { "content-type": "application/json", [IPONZ_KEY_HEADER]: FAKE_IPONZ_KEY },
            body: JSON.stringify({ ClientRef: "x" })
          })
        )
        assert.strictEqual(empty.status, 400)
        const one = yield* Effect.promise(() =>
          fetch(`${fake.url}${IPONZ_SEARCH_PATH}`, {
            method: "POST",
            headers: { "content-type": "application/json", [IPONZ_KEY_HEADER]: FAKE_IPONZ_KEY },
            body: JSON.stringify({ ClientRef: "ref-1", Title: "TUI" })
          }).then((r) => r.json() as Promise<{ ClientRef: string; Trademarks: unknown }>)
        )
        assert.strictEqual(one.ClientRef, "ref-1")
        assert.isFalse(Array.isArray(one.Trademarks))
      })
    ))
})
