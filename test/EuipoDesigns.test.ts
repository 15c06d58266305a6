import { assert, describe, it } from "@effect/vitest"
import { Effect, Either } from "effect"
import { type DesignStatus, matchesDesignStatusFilter, parseLocarno } from "../src/Domain/Design.js"
import type { ToolError } from "../src/Domain/ToolError.js"
import { buildEuipoDesignQuery, parseEuipoDesignNumber } from "../src/Providers/Euipo/EuipoDesignQuery.js"
import { type DesignSearchParams, EuipoDesigns } from "../src/Providers/Euipo/EuipoDesigns.js"
import { EUIPO_DESIGN_STATUS, mapEuipoDesignStatus } from "../src/Providers/Euipo/EuipoDesignStatus.js"
import { EUIPO_DESIGN_SEED } from "./fakes/EuipoDesignSeed.js"
import { KESTREL_LABS_ID, NORDIC_SEATING_ID } from "./fakes/EuipoPersonSeed.js"
import { FAKE_EUIPO_CLIENT_ID, FAKE_EUIPO_CLIENT_SECRET, type FakeEuipo } from "./fakes/FakeEuipo.js"
import { DESIGNS_PREFIX } from "./fakes/FakeEuipoDesigns.js"
import { PERSONS_PREFIX } from "./fakes/FakeEuipoPersons.js"
import type { FakeRequest } from "./fakes/FakeOfficeServer.js"
import { withEuipoExtras } from "./support/EuipoExtrasHarness.js"
import { withOfficeTimeout } from "./support/TestAppConfig.js"

const search = (params: Partial<DesignSearchParams> & { readonly query: string }) =>
  Effect.flatMap(
    EuipoDesigns,
    (d) =>
      d.search({
        searchType: "applicant",
        status: "all",
        sort: "applicationDate:desc",
        limit: 20,
        page: 0,
        enrichApplicantNames: false,
        ...params
      })
  )
const detail = (number: string, options: { includeHistory?: boolean; enrichPersonNames?: boolean } = {}) =>
  Effect.flatMap(
    EuipoDesigns,
    (d) => d.detail(number, { includeHistory: options.includeHistory ?? false, enrichPersonNames: options.enrichPersonNames ?? false })
  )

const numbers = (page: { readonly results: ReadonlyArray<{ readonly designNumber: string }> }) => page.results.map((r) => r.designNumber)

const assertNoSecrets = (error: ToolError) => {
  const text = JSON.stringify(error) + error.toText()
  for (const secret of [FAKE_EUIPO_CLIENT_SECRET, FAKE_EUIPO_CLIENT_ID, "fake-token-"]) assert.notInclude(text, secret)
}

const designCalls = (fake: FakeEuipo): ReadonlyArray<FakeRequest> => fake.server.requests.filter((r) => r.path.startsWith(DESIGNS_PREFIX))

describe("EUIPO design numbers, Locarno codes and RSQL", () => {
  it("reads design numbers with or without zeros, prefixes, spaces and dashes", () => {
    for (
      const input of [
        "015001234-0002",
        "15001234-2",
        "EU-D-015001234-0002",
        "0150012340002",
        "015001234 0002",
        "RCD 015001234/0002",
        "eu-d-15001234-2"
      ]
    ) {
      assert.deepStrictEqual(Either.getOrThrow(parseEuipoDesignNumber(input)), {
        _tag: "Design",
        applicationNumber: "015001234",
        designNumber: "015001234-0002"
      }, input)
    }
    assert.deepStrictEqual(Either.getOrThrow(parseEuipoDesignNumber("15001234")), { _tag: "Application", applicationNumber: "015001234" })
    for (const bad of ["D-12", "0150012340002999", "abc", "015001234-00021"]) {
      const e = Either.flip(parseEuipoDesignNumber(bad))
      assert.isTrue(Either.isRight(e), bad)
      assert.include(Either.getOrThrow(e).message, "NNNNNNNNN-NNNN")
    }
  })

  it("reads Locarno codes as offices and people write them, normalised to NN.NN", () => {
    const cases: Record<string, string> = {
      "06.01": "06.01",
      "6.1": "06.01",
      "06-01": "06.01",
      "0601": "06.01",
      "6": "06",
      "LOC 14.04": "14.04",
      "14-04A": "14.04",
      "32.00": "32.00"
    }
    for (const [input, normalized] of Object.entries(cases)) assert.strictEqual(parseLocarno(input)?.normalized, normalized, input)
    for (const bad of ["77.01", "0", "1.2.3", "chairs", "601"]) assert.isUndefined(parseLocarno(bad), bad)
  })

  it("builds RSQL per search type; user text stays inside one quoted literal", () => {
    const q = (p: Partial<Parameters<typeof buildEuipoDesignQuery>[0]> & { query: string }) =>
      Either.getOrThrow(buildEuipoDesignQuery({ searchType: "applicant", status: "all", ...p }))
    assert.strictEqual(q({ query: "Nordic" }), "applicants.name==\"*Nordic*\"")
    assert.strictEqual(q({ query: "555001" }), "applicants.identifier==\"555001\"")
    assert.strictEqual(q({ query: "15001234-1", searchType: "number" }), "designNumber==\"015001234-0001\"")
    assert.strictEqual(q({ query: "15001234", searchType: "number" }), "designNumber==\"015001234-*\"")
    assert.strictEqual(q({ query: "kestrel", searchType: "verbal_element" }), "verbalElement==\"*kestrel*\"")
    assert.strictEqual(q({ query: "chair", searchType: "product" }), "productIndications==\"*chair*\"")
    assert.strictEqual(q({ query: "6", searchType: "locarno_class" }), "(locarnoClasses==\"06\",locarnoClasses==\"06.*\")")
    assert.strictEqual(
      q({ query: "x", locarnoClasses: ["14-04", "6"], status: "pending" }),
      "applicants.name==\"*x*\";(locarnoClasses==\"14.04\",locarnoClasses==\"06\",locarnoClasses==\"06.*\");status=in=(RECEIVED,UNDER_EXAMINATION,REGISTRATION_PENDING,APPEALABLE,APPEALED)"
    )
    assert.strictEqual(q({ query: "a\" ;status==REFUSED" }), "applicants.name==\"*a\\\" ;status==REFUSED*\"")
    const bad = Either.flip(buildEuipoDesignQuery({ query: "x", searchType: "applicant", status: "all", locarnoClasses: ["77"] }))
    assert.include(Either.getOrThrow(bad).message, "is not a Locarno code: use a Locarno class or subclass: NN or NN.NN")
    assert.strictEqual(
      Either.getOrThrow(Either.flip(buildEuipoDesignQuery({ query: " * ", searchType: "product", status: "all" }))).code,
      "MISSING_REQUIRED_FIELD"
    )
  })

  it("maps all sixteen EUIPO design statuses (and anything new to unknown)", () => {
    const expected: Record<string, DesignStatus> = {
      RECEIVED: "pending",
      UNDER_EXAMINATION: "pending",
      REGISTRATION_PENDING: "pending",
      APPEALABLE: "pending",
      APPEALED: "pending",
      REGISTERED: "registered",
      REGISTERED_AND_FULLY_PUBLISHED: "registered",
      REGISTERED_AND_SUBJECT_TO_DEFERMENT: "registered_deferred",
      INVALIDITY_PROCEDURE_PENDING: "invalidity_pending",
      DESIGN_DECLARED_INVALID: "invalidated",
      LACK_OF_EFFECTS: "invalidated",
      SURRENDERED: "surrendered",
      EXPIRED: "expired",
      WITHDRAWN: "withdrawn",
      REFUSED: "refused",
      SPLIT: "converted"
    }
    assert.deepStrictEqual({ ...EUIPO_DESIGN_STATUS }, expected)
    for (const [code, status] of Object.entries(expected)) assert.strictEqual(mapEuipoDesignStatus(` ${code.toLowerCase()} `), status)
    assert.strictEqual(mapEuipoDesignStatus("UNDER_TRANSFER_REVIEW"), "unknown")
    assert.strictEqual(mapEuipoDesignStatus(undefined), "unknown")
    assert.isTrue(matchesDesignStatusFilter("invalidity_pending", "live"))
    assert.isTrue(matchesDesignStatusFilter("registered_deferred", "registered"))
    assert.isFalse(matchesDesignStatusFilter("unknown", "live"))
    assert.isFalse(matchesDesignStatusFilter("unknown", "dead"))
  })
})

describe("EUIPO designs (against the fake EUIPO)", () => {
  it.live("applicant search: substring, token and gateway header, the office's page size; nameless applicants noted", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search({ query: "nordic seat" })
        assert.deepStrictEqual(numbers(page), ["008500002-0001", "015001234-0001", "015001234-0002", "015001234-0003", "004400001-0001"])
        assert.strictEqual(page.totalResults, 5)
        assert.isFalse(page.hasMore)
        const first = page.results[1]!
        assert.deepStrictEqual(first, {
          id: "EU-D-015001234-0001",
          designNumber: "015001234-0001",
          jurisdiction: "EU",
          status: "registered",
          statusDescription: "REGISTERED_AND_FULLY_PUBLISHED",
          locarnoClasses: ["06.01"],
          locarnoClassesNormalized: ["06.01"],
          applicants: [{ office: "EM", identifier: NORDIC_SEATING_ID, name: "Nordic Seating AB" }],
          applicationNumber: "015001234",
          applicantReference: "REF-1234",
          filingDate: "2023-05-10",
          registrationDate: "2023-05-22",
          expiryDate: "2028-05-10",
          representatives: [{ office: "EM", identifier: "98765", name: "Muster & Partner" }],
          source: "live"
        })
        // The office hid the applicant of -0002 (partial read access): no name, and a note saying how to get it.
        assert.deepStrictEqual(page.results[2]!.applicants, [{ office: "EM", identifier: NORDIC_SEATING_ID }])
        assert.match(page.notes.join(" "), /1 result\(s\) list applicants without names.*enrichApplicantNames: true/)
        const call = designCalls(fake)[0]!
        assert.match(String(call.headers.authorization), /^Bearer fake-token-/)
        assert.strictEqual(call.headers["x-ibm-client-id"], FAKE_EUIPO_CLIENT_ID)
        assert.strictEqual(call.query.get("query"), "applicants.name==\"*nordic seat*\"")
        assert.strictEqual(call.query.get("size"), "20")
        assert.strictEqual(call.query.get("page"), "0")
        assert.strictEqual(call.query.get("sort"), "applicationDate:desc")
        assert.strictEqual(page.rsql, "applicants.name==\"*nordic seat*\"")
      })))

  it.live("enrichApplicantNames resolves hidden names through the Persons API, one lookup per applicant", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search({ query: KESTREL_LABS_ID, enrichApplicantNames: true })
        assert.sameMembers(numbers(page), ["002345678-0001", "008100001-0001", "008100002-0001", "008100003-0001"])
        for (const d of page.results) assert.strictEqual(d.applicants[0]!.name, "Kestrel Labs GmbH")
        const hidden = page.results.find((d) => d.designNumber === "008100002-0001")!
        assert.deepStrictEqual(hidden.applicants[0], {
          office: "EM",
          identifier: KESTREL_LABS_ID,
          name: "Kestrel Labs GmbH",
          country: "DE",
          address: "Hauptstr. 1, 10115 Berlin, DE"
        })
        assert.deepStrictEqual(page.notes, [])
        assert.strictEqual(fake.server.count(`${PERSONS_PREFIX}/applicants/${KESTREL_LABS_ID}`), 1)
        assert.strictEqual(designCalls(fake)[0]!.query.get("query"), `applicants.identifier=="${KESTREL_LABS_ID}"`)
      })))

  it.live("number search: any spelling of one design, or every design of an application", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        for (const q of ["015001234-0002", "15001234-2", "EU-D-015001234-0002", "0150012340002"]) {
          assert.deepStrictEqual(numbers(yield* search({ query: q, searchType: "number" })), ["015001234-0002"], q)
        }
        assert.sameMembers(numbers(yield* search({ query: "15001234", searchType: "number" })), [
          "015001234-0001",
          "015001234-0002",
          "015001234-0003"
        ])
        const before = designCalls(fake).length
        const error = yield* Effect.flip(search({ query: "15-001-234-0002-9", searchType: "number" }))
        assert.strictEqual(error.code, "INVALID_INPUT")
        assert.include(error.message, "is not an EU design number: use NNNNNNNNN-NNNN")
        assert.strictEqual(designCalls(fake).length, before)
      })))

  it.live("verbal element, product and Locarno class searches; the Locarno filter combines with any type", () =>
    withEuipoExtras({}, () =>
      Effect.gen(function*() {
        assert.sameMembers(numbers(yield* search({ query: "kestrel", searchType: "verbal_element" })), ["002345678-0001", "008100001-0001"])
        assert.sameMembers(numbers(yield* search({ query: "chair", searchType: "product" })), [
          "015001234-0001",
          "015001234-0002",
          "004400001-0001"
        ])
        const sub = ["015001234-0001", "015001234-0002", "015001234-0003", "004400001-0001", "008500002-0001"]
        assert.sameMembers(numbers(yield* search({ query: "06.01", searchType: "locarno_class" })), sub)
        assert.sameMembers(numbers(yield* search({ query: "6-1", searchType: "locarno_class" })), sub)
        // A class alone covers its subclasses; a design filed with the class only ("11") is found too.
        assert.sameMembers(numbers(yield* search({ query: "06", searchType: "locarno_class" })), [...sub, "001100001-0001"])
        assert.sameMembers(numbers(yield* search({ query: "11", searchType: "locarno_class" })), ["008300001-0001", "008400002-0001"])
        const filtered = yield* search({ query: "Kestrel", locarnoClasses: ["14.04"] })
        assert.sameMembers(numbers(filtered), ["008100001-0001", "008100002-0001"])
        const apple = (yield* search({ query: "apple", searchType: "verbal_element" })).results[0]!
        assert.deepStrictEqual(apple.locarnoClasses, ["14.02", "14.04"])
        const bad = yield* Effect.flip(search({ query: "77.01", searchType: "locarno_class" }))
        assert.strictEqual(bad.code, "INVALID_INPUT")
        assert.include(bad.message, "NN or NN.NN")
      })))

  it.live("status filters are applied upstream", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        const statuses = (p: { readonly results: ReadonlyArray<{ readonly status: string }> }) => p.results.map((r) => r.status)
        assert.sameMembers(statuses(yield* search({ query: "nordic", status: "live" })), [
          "registered",
          "registered",
          "registered_deferred"
        ])
        assert.sameMembers(statuses(yield* search({ query: "nordic", status: "dead" })), ["converted"])
        assert.sameMembers(statuses(yield* search({ query: "kestrel", status: "pending" })), ["pending", "pending", "pending"])
        assert.sameMembers(statuses(yield* search({ query: "velvet", status: "registered" })), ["invalidity_pending"])
        assert.match(
          designCalls(fake).at(-1)!.query.get("query")!,
          /;status=in=\(REGISTERED,REGISTERED_AND_FULLY_PUBLISHED,REGISTERED_AND_SUBJECT_TO_DEFERMENT,INVALIDITY_PROCEDURE_PENDING\)$/
        )
      })))

  it.live("paging: page numbers over pages of 10, stable with a sort, nothing lost or repeated", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        const first = yield* search({ query: "e", limit: 10, sort: "designNumber:asc" })
        const all = EUIPO_DESIGN_SEED.filter((d) => (d["applicants"] as Array<{ name: string }>)[0]!.name.toLowerCase().includes("e"))
        assert.strictEqual(first.totalResults, all.length)
        assert.isAbove(all.length, 10)
        assert.strictEqual(first.results.length, 10)
        assert.isTrue(first.hasMore)
        const second = yield* search({ query: "e", limit: 10, sort: "designNumber:asc", page: 1 })
        assert.strictEqual(second.results.length, all.length - 10)
        assert.isFalse(second.hasMore)
        const seen = [...numbers(first), ...numbers(second)]
        assert.deepStrictEqual(seen, [...seen].sort())
        assert.sameMembers(seen, all.map((d) => d["designNumber"] as string))
        assert.strictEqual(designCalls(fake).at(-1)!.query.get("page"), "1")
        // EUIPO pages hold 10..100: a smaller limit still asks for 10.
        yield* search({ query: "e", limit: 3 })
        assert.strictEqual(designCalls(fake).at(-1)!.query.get("size"), "10")
        const past = yield* search({ query: "e", limit: 10, page: 9 })
        assert.deepStrictEqual(past.results, [])
        assert.isFalse(past.hasMore)
      })))

  it.live("detail: the full record, view URLs, Locarno, products, designers; history only when asked, oldest first", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        const { design } = yield* detail("15001234-1")
        assert.strictEqual(design.id, "EU-D-015001234-0001")
        assert.strictEqual(design.status, "registered")
        assert.strictEqual(design.statusDate, "2023-05-26")
        assert.strictEqual(design.effectiveDate, "2023-05-10")
        assert.strictEqual(design.renewalStatus, "RENEWAL_PERIOD_TO_START")
        assert.isFalse(design.publicationDefermentIndicator)
        assert.deepStrictEqual(design.productIndications, [
          { language: "en", terms: ["Chairs"] },
          { language: "fr", terms: ["Chaises"] }
        ])
        assert.strictEqual(design.productIndication, "Chairs")
        assert.deepStrictEqual(design.views, [
          {
            order: 1,
            imageFormat: "JPG",
            thumbnailUrl: `${fake.url}${DESIGNS_PREFIX}/015001234-0001/views/1/thumbnail`,
            fullImageUrl: `${fake.url}${DESIGNS_PREFIX}/015001234-0001/views/1`
          },
          {
            order: 2,
            imageFormat: "JPG",
            thumbnailUrl: `${fake.url}${DESIGNS_PREFIX}/015001234-0001/views/2/thumbnail`,
            fullImageUrl: `${fake.url}${DESIGNS_PREFIX}/015001234-0001/views/2`,
            viennaClasses: ["26.04.01"]
          }
        ])
        assert.deepStrictEqual(design.designers, [{ identifier: "771234", name: "A. Designer" }])
        assert.deepStrictEqual(design.priorities, [{ country: "SE", number: "SE 2022/0456", date: "2022-11-15" }])
        assert.isFalse(design.hasModel)
        assert.isUndefined(design.prosecutionHistory)
        const withHistory = (yield* detail("006400001-0001", { includeHistory: true })).design
        assert.strictEqual(withHistory.status, "invalidated")
        assert.deepStrictEqual(
          withHistory.prosecutionHistory?.map((h) => `${h.date} ${h.code}`),
          ["2018-01-10 FILING", "2018-01-25 REGISTRATION", "2018-01-29 PUBLICATION", "2018-01-29 STATUS", "2021-04-04 INVALIDITY"]
        )
        assert.strictEqual(withHistory.prosecutionHistory?.at(-1)?.description, "Decision (invalidity) in case ICD 000123456")
        const model = (yield* detail("002345678-0001")).design
        assert.isTrue(model.hasModel)
        assert.strictEqual(model.modelFormat, "STL")
        assert.strictEqual(model.verbalElement, "KESTREL")
      })))

  it.live("detail: a deferred publication has no views and says until when", () =>
    withEuipoExtras({}, () =>
      Effect.gen(function*() {
        const { design } = yield* detail("015001234-0003", { includeHistory: true })
        assert.strictEqual(design.status, "registered_deferred")
        assert.isTrue(design.publicationDefermentIndicator)
        assert.strictEqual(design.defermentExpirationDate, "2025-10-26")
        assert.isUndefined(design.views)
        assert.include(design.prosecutionHistory?.map((h) => h.code) ?? [], "DEFERMENT")
      })))

  it.live("detail with enrichPersonNames: applicant and representative countries and addresses from the Persons API", () =>
    withEuipoExtras({}, () =>
      Effect.gen(function*() {
        const { design, notes } = yield* detail("015001234-0002", { enrichPersonNames: true })
        assert.deepStrictEqual(design.applicants, [
          {
            office: "EM",
            identifier: NORDIC_SEATING_ID,
            name: "Nordic Seating AB",
            country: "SE",
            address: "Sveavägen 20, 111 57 Stockholm, SE"
          }
        ])
        assert.deepStrictEqual(design.representatives, [
          { office: "EM", identifier: "98765", name: "Muster & Partner", country: "DE", address: "Maximilianstr. 10, 80539 München, DE" }
        ])
        assert.deepStrictEqual(notes, [])
        // Lumen is no person the fake knows: the record stays as it was, with a note.
        const lumen = yield* detail("005500001-0001", { enrichPersonNames: true })
        assert.strictEqual(lumen.design.applicants[0]!.name, "Lumen Lighting sp. z o.o.")
        assert.isUndefined(lumen.design.applicants[0]!.address)
        assert.deepStrictEqual(lumen.notes, ["1 applicant(s) could not be resolved through the EUIPO Persons API."])
      })))

  it.live("every seed design maps its status, keeping EUIPO's wording", () =>
    withEuipoExtras({}, () =>
      Effect.gen(function*() {
        for (const d of EUIPO_DESIGN_SEED) {
          const r = (yield* detail(d["designNumber"] as string)).design
          assert.strictEqual(r.statusDescription, d["status"])
          assert.strictEqual(r.status, mapEuipoDesignStatus(d["status"] as string))
        }
      })))

  it.live("detail errors: unknown number DESIGN_NOT_FOUND naming the format; an application number alone is explained", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        const missing = yield* Effect.flip(detail("009999999-0001"))
        assert.strictEqual(missing.code, "DESIGN_NOT_FOUND")
        assert.strictEqual(missing.provider, "EUIPO-Designs")
        assert.strictEqual(
          missing.message,
          "Design EU-D-009999999-0001 not found at EUIPO. Check the number: NNNNNNNNN-NNNN: the 9-digit application number, a dash and the 4-digit design number (e.g. 002345678-0001; leading zeros may be left out)."
        )
        const before = designCalls(fake).length
        const application = yield* Effect.flip(detail("015001234"))
        assert.strictEqual(application.code, "INVALID_INPUT")
        assert.include(application.message, "use eu_design_search with searchType \"number\" and query \"015001234\"")
        const garbage = yield* Effect.flip(detail("chair-7"))
        assert.strictEqual(garbage.code, "INVALID_INPUT")
        assert.deepStrictEqual(garbage.details, { field: "designNumber" })
        assert.strictEqual(designCalls(fake).length, before)
      })))

  it.live("missing credentials: PROVIDER_NOT_CONFIGURED naming both settings, nothing sent", () =>
    withEuipoExtras({ env: { EUIPO_CLIENT_ID: "", EUIPO_CLIENT_SECRET: "" } }, (fake) =>
      Effect.gen(function*() {
        for (const call of [Effect.asVoid(search({ query: "nordic" })), Effect.asVoid(detail("015001234-0001"))]) {
          const error = yield* Effect.flip(call)
          assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
          assert.strictEqual(error.provider, "EUIPO-Designs")
          assert.strictEqual(
            error.message,
            "EUIPO-Designs provider is not configured. Set EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET to enable it."
          )
        }
        assert.strictEqual(fake.server.requests.length, 0)
      })))

  it.live("ENABLE_EUIPO=false: not configured, saying so", () =>
    withEuipoExtras({ env: { ENABLE_EUIPO: "false" } }, () =>
      Effect.gen(function*() {
        const error = yield* Effect.flip(search({ query: "nordic" }))
        assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
        assert.strictEqual(
          error.message,
          "EUIPO-Designs provider is disabled (ENABLE_EUIPO=false is set). Set ENABLE_EUIPO=true to enable it."
        )
      })))

  it.live("an expired token: 401, one refresh (shared with trade marks), then the answer; a rejected one is AUTH_FAILED", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        yield* search({ query: "nordic" })
        fake.expireTokens()
        assert.isAbove((yield* detail("015001234-0001")).design.applicants.length, 0)
        assert.strictEqual(fake.tokenRequests(), 2)
        assert.strictEqual(designCalls(fake).length, 3)
        fake.rejectTokens = true
        const error = yield* Effect.flip(search({ query: "kestrel" }))
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.strictEqual(error.provider, "EUIPO-Designs")
        assert.include(error.message, "Check EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET")
        assertNoSecrets(error)
      })))

  it.live("429 beyond the wait bound: RATE_LIMITED with EUIPO's Retry-After; within it, waited out", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        fake.server.rateLimitNext("0", DESIGNS_PREFIX)
        assert.isAbove((yield* search({ query: "nordic" })).results.length, 0)
        fake.server.rateLimitNext("120", DESIGNS_PREFIX)
        const error = yield* Effect.flip(search({ query: "kestrel" }))
        assert.strictEqual(error.code, "RATE_LIMITED")
        assert.strictEqual(error.retryAfterMs, 120_000)
        assert.strictEqual(error.provider, "EUIPO-Designs")
      })))

  it.live("5xx bursts are retried; a lasting 5xx is PROVIDER_ERROR; a silent office PROVIDER_TIMEOUT", () =>
    withEuipoExtras({ patch: (c) => withOfficeTimeout(c, "EUIPO", 150) }, (fake) =>
      Effect.gen(function*() {
        yield* search({ query: "nordic" })
        fake.server.failNext(2, 503, DESIGNS_PREFIX)
        assert.isAbove((yield* search({ query: "kestrel" })).results.length, 0)
        fake.server.failNext(5, 500, DESIGNS_PREFIX)
        const error = yield* Effect.flip(detail("015001234-0001"))
        assert.strictEqual(error.code, "PROVIDER_ERROR")
        assert.include(error.message, "EUIPO-Designs service error (HTTP 500)")
        fake.server.reset()
        fake.server.hangNext(DESIGNS_PREFIX, 3)
        const timeout = yield* Effect.flip(search({ query: "velvet" }))
        assert.strictEqual(timeout.code, "PROVIDER_TIMEOUT")
      })))

  it.live("malformed bodies: PROVIDER_ERROR with a clear reason, never a half-filled record", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        fake.server.malformedNext(DESIGNS_PREFIX)
        const notJson = yield* Effect.flip(search({ query: "nordic" }))
        assert.strictEqual(notJson.code, "PROVIDER_ERROR")
        assert.strictEqual(notJson.message, "EUIPO-Designs returned an unexpected response: the body is not valid JSON")
        fake.server.malformedNext(DESIGNS_PREFIX, JSON.stringify({ designs: [{ designNumber: "015001234-0001" }, { designNumber: 7 }] }))
        const wrongShape = yield* Effect.flip(search({ query: "nordic" }))
        assert.strictEqual(
          wrongShape.message,
          "EUIPO-Designs returned an unexpected response: designs.1.designNumber: Expected string, actual 7"
        )
        fake.server.malformedNext(DESIGNS_PREFIX, JSON.stringify({ designNumber: "015001234-0001", views: "front" }))
        const badDetail = yield* Effect.flip(detail("015001234-0001"))
        assert.include(badDetail.message, "views")
      })))

  it.live("the fake rejects what the office rejects: size out of bounds, unknown fields, a missing gateway header", () =>
    withEuipoExtras({}, (fake) =>
      Effect.promise(async () => {
        const token = await fetch(`${fake.url}/oidc/accessToken`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            grant_type: "client_credentials",
            scope: "uid",
            client_id: FAKE_EUIPO_CLIENT_ID,
            client_secret: FAKE_EUIPO_CLIENT_SECRET
          })
        }).then((r) => r.json() as Promise<{ access_token: string }>)
        const get = (path: string, headers: Record<string, string> = { "x-ibm-client-id": FAKE_EUIPO_CLIENT_ID }) =>
          fetch(`${fake.url}${path}`, { headers: { authorization: `Bearer ${token.access_token}`, ...headers } })
        assert.strictEqual((await get(`${DESIGNS_PREFIX}?size=5`)).status, 400)
        const unknown = await get(`${DESIGNS_PREFIX}?query=${encodeURIComponent("colour==red")}`)
        assert.strictEqual(unknown.status, 400)
        assert.include(await unknown.text(), "Unknown field: colour")
        assert.strictEqual((await get(`${DESIGNS_PREFIX}/015001234-0001`, {})).status, 401)
        assert.strictEqual((await get(`${DESIGNS_PREFIX}/15001234`)).status, 400)
      })))
})
