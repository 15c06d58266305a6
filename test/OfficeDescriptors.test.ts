import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { TRADEMARK_JURISDICTIONS } from "../src/Domain/Jurisdiction.js"
import { TRADEMARK_PROVIDER_SPECS } from "../src/Providers/index.js"
import { OFFICES, PROVIDER_BY_JURISDICTION } from "../src/Providers/Offices.js"
import { testAppConfig } from "./support/TestAppConfig.js"

// The office list in Providers/Offices.ts is the one place that names every office: these checks
// catch a descriptor that disagrees with its adapter or a jurisdiction left without an office.
describe("office descriptors", () => {
  it("each trademark jurisdiction has exactly one office, and names are unique", () => {
    for (const j of TRADEMARK_JURISDICTIONS) expect(OFFICES.filter((o) => o.jurisdiction === j).map((o) => o.office)).toHaveLength(1)
    expect(new Set(OFFICES.map((o) => o.office)).size).toBe(OFFICES.length)
  })

  it("every live trademark adapter names its own office's descriptor", () => {
    for (const spec of TRADEMARK_PROVIDER_SPECS) {
      const office = OFFICES.find((o) => o.office === spec.office)
      expect(office, spec.provider).toBeDefined()
      expect({ jurisdiction: office?.jurisdiction, provider: office?.providerName }).toEqual({
        jurisdiction: spec.jurisdiction,
        provider: spec.provider
      })
      expect(PROVIDER_BY_JURISDICTION[spec.jurisdiction]).toBe(spec.provider)
    }
  })

  it.effect("settings are read for every descriptor, with its defaults and its sandbox", () =>
    Effect.gen(function*() {
      const plain = yield* testAppConfig({})
      expect(Object.keys(plain.offices).sort()).toEqual(OFFICES.map((o) => o.office).sort())
      for (const o of OFFICES) {
        expect(plain.offices[o.office]).toMatchObject({
          providerName: o.providerName,
          baseUrl: o.baseUrl,
          rateLimitPerMinute: o.defaultRateLimitPerMinute,
          requiredSettings: o.credentials
        })
      }
      const sandbox = yield* testAppConfig({ EUIPO_SANDBOX: "true", EUIPO_SANDBOX_CLIENT_ID: "id" })
      expect(sandbox.offices["EUIPO"]).toMatchObject({
        baseUrl: "https://api-sandbox.euipo.europa.eu",
        tokenUrl: "https://auth-sandbox.euipo.europa.eu/oidc/accessToken",
        requiredSettings: ["EUIPO_SANDBOX_CLIENT_ID", "EUIPO_SANDBOX_CLIENT_SECRET"]
      })
      const auTest = yield* testAppConfig({ IPAUSTRALIA_TEST_ENV: "true" })
      expect(auTest.offices["IPAUSTRALIA"]?.baseUrl).toBe("https://test.api.ipaustralia.gov.au")
      expect(auTest.offices["IPAUSTRALIA"]?.requiredSettings).toEqual(["IPAUSTRALIA_CLIENT_ID", "IPAUSTRALIA_CLIENT_SECRET"])
    }))
})
