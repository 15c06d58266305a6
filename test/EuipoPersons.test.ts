import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import type { PersonRole } from "../src/Domain/Person.js"
import { personTypeOf, toPersonDetail } from "../src/Providers/Euipo/EuipoPersonMapping.js"
import { EuipoPersons, MAX_PERSON_LOOKUPS, type PersonSearchCriteria } from "../src/Providers/Euipo/EuipoPersons.js"
import { KESTREL_LABS_ID, MUSTER_ID, SOLBERG_ID } from "./fakes/EuipoPersonSeed.js"
import { FAKE_EUIPO_CLIENT_ID, FAKE_EUIPO_CLIENT_SECRET, type FakeEuipo } from "./fakes/FakeEuipo.js"
import { PERSONS_PREFIX } from "./fakes/FakeEuipoPersons.js"
import type { FakeRequest } from "./fakes/FakeOfficeServer.js"
import { withEuipoExtras } from "./support/EuipoExtrasHarness.js"
import { withOfficeTimeout } from "./support/TestAppConfig.js"

const search = (role: PersonRole, criteria: PersonSearchCriteria, limit = 20) =>
  Effect.flatMap(EuipoPersons, (p) => p.search(role, criteria, limit))
const byId = (role: PersonRole, id: string) => Effect.flatMap(EuipoPersons, (p) => p.byIdentifier(role, id))
const personCalls = (fake: FakeEuipo): ReadonlyArray<FakeRequest> => fake.server.requests.filter((r) => r.path.startsWith(PERSONS_PREFIX))
const names = (page: { readonly persons: ReadonlyArray<{ readonly name: string }> }) => page.persons.map((p) => p.name)

describe("EUIPO person mapping", () => {
  it("flattens the six variants into one shape with a display name", () => {
    assert.strictEqual(personTypeOf("APPLICANT_BUSINESS"), "business")
    assert.strictEqual(personTypeOf("representative_euipo_professional"), "euipo_professional")
    assert.strictEqual(personTypeOf("LEGAL_ASSOCIATION"), "legal_association")
    assert.strictEqual(personTypeOf("ROBOT"), "unknown")
    const individual = toPersonDetail({
      identifier: 42,
      type: "APPLICANT_INDIVIDUAL",
      firstName: " Ingrid ",
      surname: "Solberg",
      nationality: "no"
    }, "applicant")
    assert.deepStrictEqual(individual, {
      identifier: "42",
      role: "applicant",
      name: "Ingrid Solberg",
      type: "individual",
      officeType: "APPLICANT_INDIVIDUAL",
      country: "NO",
      firstName: "Ingrid",
      surname: "Solberg",
      nationality: "NO"
    })
    assert.strictEqual(toPersonDetail({ identifier: "7", type: null, name: null }, "representative").name, "EUIPO person 7")
  })
})

describe("EUIPO persons (against the fake EUIPO)", () => {
  it.live("applicant search by name: flattened records with addresses; token and gateway header; default page of 20", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search("applicant", { name: "kestrel" })
        assert.deepStrictEqual(page.persons, [
          {
            identifier: KESTREL_LABS_ID,
            role: "applicant",
            name: "Kestrel Labs GmbH",
            type: "business",
            officeType: "APPLICANT_BUSINESS",
            country: "DE",
            address: {
              street: "Hauptstr. 1",
              city: "Berlin",
              postalCode: "10115",
              country: "DE",
              formattedAddress: "Hauptstr. 1, 10115 Berlin, DE"
            },
            correspondenceAddress: { formattedAddress: "Hauptstr. 1, 10115 Berlin, DE" }
          }
        ])
        assert.strictEqual(page.total, 1)
        assert.isFalse(page.hasMore)
        const call = personCalls(fake)[0]!
        assert.strictEqual(call.path, `${PERSONS_PREFIX}/applicants`)
        assert.match(String(call.headers.authorization), /^Bearer fake-token-/)
        assert.strictEqual(call.headers["x-ibm-client-id"], FAKE_EUIPO_CLIENT_ID)
        assert.deepStrictEqual(Object.fromEntries(call.query), { name: "kestrel", page: "0", size: "20" })
      })))

  it.live("ranks exact, then prefix, then substring matches; type, city and country go upstream", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        assert.deepStrictEqual(names(yield* search("representative", { name: "muster" })), ["Muster & Partner", "Anna Muster"])
        const filtered = yield* search("representative", { name: "muster", type: "legal_professional", country: "de", city: "München" })
        assert.deepStrictEqual(names(filtered), ["Anna Muster"])
        assert.deepStrictEqual(Object.fromEntries(personCalls(fake).at(-1)!.query), {
          name: "muster",
          page: "0",
          size: "20",
          type: "REPRESENTATIVE_LEGAL_PROFESSIONAL",
          city: "München",
          country: "DE"
        })
        assert.deepStrictEqual(names(yield* search("applicant", { name: "nord", country: "SE" })), ["Nordic Seating AB"])
        assert.deepStrictEqual(names(yield* search("applicant", { name: "nord", type: "individual" })), [])
      })))

  it.live("a limit under EUIPO's page of 10 reads 10 and keeps the first ones; hasMore says there are more", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        const page = yield* search("applicant", { name: "o" }, 2)
        assert.strictEqual(page.persons.length, 2)
        assert.isTrue(page.hasMore)
        assert.isAbove(page.total ?? 0, 2)
        assert.strictEqual(personCalls(fake).at(-1)!.query.get("size"), "10")
      })))

  it.live("lookup by identifier: each variant in full (business, individual, association, professional)", () =>
    withEuipoExtras({}, () =>
      Effect.gen(function*() {
        const business = yield* byId("applicant", KESTREL_LABS_ID)
        assert.strictEqual(business.legalName, "Kestrel Labs GmbH")
        assert.strictEqual(business.legalForm, "GmbH")
        assert.strictEqual(business.countryOfIncorporation, "DE")
        assert.strictEqual(business.email, "ip@kestrel-labs.example")
        const person = yield* byId("applicant", SOLBERG_ID)
        assert.strictEqual(person.name, "Ingrid Solberg")
        assert.strictEqual(person.type, "individual")
        assert.strictEqual(person.country, "NO")
        const association = yield* byId("representative", MUSTER_ID)
        assert.strictEqual(association.type, "legal_association")
        assert.strictEqual(association.countryOfRegistration, "DE")
        assert.deepStrictEqual(association.members, [
          { identifier: "98766", name: "Anna Muster" },
          { identifier: "98770", name: "Pierre Dubois" }
        ])
        const professional = yield* byId("representative", "98766")
        assert.strictEqual(professional.name, "Muster & Partner Patentanwälte")
        assert.strictEqual(professional.officialCollegeId, "PA-4711")
        assert.strictEqual(professional.representativeStatus, "ACTIVE")
      })))

  it.live("unknown identifier: PERSON_NOT_FOUND; an impossible one is INVALID_INPUT without a request", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        const missing = yield* Effect.flip(byId("applicant", "424242"))
        assert.strictEqual(missing.code, "PERSON_NOT_FOUND")
        assert.strictEqual(missing.provider, "EUIPO-Persons")
        assert.include(missing.message, "No EUIPO applicant has the identifier 424242")
        const before = personCalls(fake).length
        const bad = yield* Effect.flip(byId("applicant", "12/34"))
        assert.strictEqual(bad.code, "INVALID_INPUT")
        assert.strictEqual(personCalls(fake).length, before)
      })))

  it.live("lookupMany: distinct identifiers, at most MAX_PERSON_LOOKUPS, failures counted not thrown", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        const persons = yield* EuipoPersons
        const few = yield* persons.lookupMany("applicant", [KESTREL_LABS_ID, KESTREL_LABS_ID, SOLBERG_ID, "424242"])
        assert.deepStrictEqual([...few.found.keys()].sort(), [KESTREL_LABS_ID, SOLBERG_ID].sort())
        assert.strictEqual(few.failed, 1)
        assert.strictEqual(few.skipped, 0)
        assert.isUndefined(few.firstError)
        assert.strictEqual(personCalls(fake).length, 3)
        const many = Array.from({ length: MAX_PERSON_LOOKUPS + 5 }, (_, i) => String(700000 + i))
        const capped = yield* persons.lookupMany("applicant", many)
        assert.strictEqual(capped.failed, MAX_PERSON_LOOKUPS)
        assert.strictEqual(capped.skipped, 5)
        assert.strictEqual(personCalls(fake).length, 3 + MAX_PERSON_LOOKUPS)
        fake.server.failNext(10, 500, PERSONS_PREFIX)
        const failing = yield* persons.lookupMany("representative", [MUSTER_ID])
        assert.strictEqual(failing.firstError?.code, "PROVIDER_ERROR")
      })))

  it.live("missing credentials: PROVIDER_NOT_CONFIGURED naming EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET, nothing sent", () =>
    withEuipoExtras({ env: { EUIPO_CLIENT_ID: "", EUIPO_CLIENT_SECRET: "" } }, (fake) =>
      Effect.gen(function*() {
        for (const call of [Effect.asVoid(search("applicant", { name: "kestrel" })), Effect.asVoid(byId("representative", MUSTER_ID))]) {
          const error = yield* Effect.flip(call)
          assert.strictEqual(error.code, "PROVIDER_NOT_CONFIGURED")
          assert.strictEqual(
            error.message,
            "EUIPO-Persons provider is not configured. Set EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET to enable it."
          )
          assert.deepStrictEqual(error.details, { settings: ["EUIPO_CLIENT_ID", "EUIPO_CLIENT_SECRET"] })
        }
        assert.strictEqual(fake.server.requests.length, 0)
      })))

  it.live("401: one token refresh then the answer; 5xx retried; malformed PROVIDER_ERROR; a rejected token AUTH_FAILED", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        yield* search("applicant", { name: "kestrel" })
        fake.expireTokens()
        assert.strictEqual((yield* byId("applicant", KESTREL_LABS_ID)).name, "Kestrel Labs GmbH")
        assert.strictEqual(fake.tokenRequests(), 2)
        fake.server.failNext(2, 502, PERSONS_PREFIX)
        assert.deepStrictEqual(names(yield* search("applicant", { name: "pomona" })), ["Pomona Devices Ltd"])
        fake.server.malformedNext(PERSONS_PREFIX, JSON.stringify({ applicants: [{ name: "No Identifier Ltd" }] }))
        const malformed = yield* Effect.flip(search("applicant", { name: "velvet" }))
        assert.strictEqual(malformed.code, "PROVIDER_ERROR")
        assert.strictEqual(malformed.message, "EUIPO-Persons returned an unexpected response: applicants.0.identifier: is missing")
        fake.rejectTokens = true
        const rejected = yield* Effect.flip(byId("applicant", SOLBERG_ID))
        assert.strictEqual(rejected.code, "AUTH_FAILED")
        const text = JSON.stringify(rejected) + rejected.toText()
        for (const secret of [FAKE_EUIPO_CLIENT_SECRET, FAKE_EUIPO_CLIENT_ID, "fake-token-"]) assert.notInclude(text, secret)
      })))

  it.live("429 with a long Retry-After: RATE_LIMITED with EUIPO's wait, and the office is paused for every EUIPO API", () =>
    withEuipoExtras({}, (fake) =>
      Effect.gen(function*() {
        fake.server.rateLimitNext("90", PERSONS_PREFIX)
        const limited = yield* Effect.flip(search("applicant", { name: "pomona" }))
        assert.strictEqual(limited.code, "RATE_LIMITED")
        assert.strictEqual(limited.retryAfterMs, 90_000)
        assert.strictEqual(limited.provider, "EUIPO-Persons")
        const paused = yield* Effect.flip(byId("applicant", SOLBERG_ID))
        assert.strictEqual(paused.code, "RATE_LIMITED")
        assert.strictEqual(personCalls(fake).length, 1)
      })))

  it.live("a silent office: PROVIDER_TIMEOUT naming EUIPO-Persons", () =>
    withEuipoExtras({ patch: (c) => withOfficeTimeout(c, "EUIPO", 150) }, (fake) =>
      Effect.gen(function*() {
        fake.server.hangNext(PERSONS_PREFIX, 3)
        const error = yield* Effect.flip(search("representative", { name: "dubois" }))
        assert.strictEqual(error.code, "PROVIDER_TIMEOUT")
        assert.strictEqual(error.provider, "EUIPO-Persons")
      })))
})
