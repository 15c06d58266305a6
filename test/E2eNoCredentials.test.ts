/**
 * The built server as a process with no office credentials (every office URL
 * points at a local sink, so nothing can leave the machine): tools that need
 * an office answer isError PROVIDER_NOT_CONFIGURED naming the exact
 * settings, send nothing upstream, offline tools still work, and the server
 * never crashes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FakeOfficeServer } from "./fakes/FakeOfficeServer.js"
import { callError, callOk, type E2eSession, notConfiguredPattern, openSession, PENDING_TOOLS, sinkEnv } from "./support/OfficeE2e.js"

let s: E2eSession<FakeOfficeServer>

beforeAll(async () => {
  s = await openSession(FakeOfficeServer.scoped([]), sinkEnv)
}, 30000)
afterAll(async () => {
  await s?.close()
})

const EUIPO = ["EUIPO_CLIENT_ID", "EUIPO_CLIENT_SECRET"]
const USPTO = ["USPTO_API_KEY"]
const IPAUSTRALIA = ["IPAUSTRALIA_CLIENT_ID", "IPAUSTRALIA_CLIENT_SECRET"]
const EPO = ["EPO_CONSUMER_KEY", "EPO_CONSUMER_SECRET"]

const CASES: ReadonlyArray<readonly [tool: string, args: Record<string, unknown>, provider: string, settings: ReadonlyArray<string>]> = [
  ["trademark_search", { query: "kestrel", jurisdictions: ["EU"] }, "EUIPO", EUIPO],
  ["trademark_search", { query: "US-97001234", searchType: "number" }, "USPTO", USPTO],
  ["trademark_search", { query: "kestrel", jurisdictions: ["AU"] }, "IPAustralia", IPAUSTRALIA],
  ["trademark_status", { identifier: "EU-019123456" }, "EUIPO", EUIPO],
  ["trademark_status", { identifier: "US-97001234", includeHistory: true }, "USPTO", USPTO],
  ["trademark_status", { identifier: "AU-2198432" }, "IPAustralia", IPAUSTRALIA],
  ["ep_patent_search", { query: "solar" }, "EPO", EPO],
  ["ep_patent_status", { publicationNumber: "EP3845123B1" }, "EPO", EPO],
  ["patent_family_search", { publicationNumber: "EP3845123B1" }, "EPO", EPO],
  ["translate_gs_terms", { terms: [{ classNumber: 25, terms: ["Clothing"] }], targetLanguages: ["de"] }, "EUIPO-GS", EUIPO],
  ["nice_class_lookup", { classNumber: 25, language: "de" }, "EUIPO-GS", EUIPO]
]

describe("without office credentials", () => {
  for (const [tool, args, provider, settings] of CASES) {
    it(`${tool} ${JSON.stringify(args)}: PROVIDER_NOT_CONFIGURED naming ${settings.join(", ")}, nothing sent`, async () => {
      const before = s.fakes.requests.length
      const failure = await callError(s.client, tool, args)
      expect(failure.code).toBe("PROVIDER_NOT_CONFIGURED")
      expect(failure.text).toMatch(notConfiguredPattern(settings))
      expect(failure.text).toContain(`\nProvider: ${provider}`)
      expect(failure.details).toEqual({ settings })
      expect(failure.text).not.toMatch(/\bat .*\.js:\d+/) // never a stack trace
      expect(s.fakes.requests.length).toBe(before)
    })
  }

  it("a search over every office lists each unconfigured one with its settings instead of failing", async () => {
    const result = await s.client.callTool({ name: "trademark_search", arguments: { query: "kestrel" } })
    if (result.isError === true) {
      // No office at all could be searched: one error naming each office's settings.
      const text = (result.content as Array<{ text: string }>)[0]!.text
      expect(text).toMatch(/^Error \[PROVIDER_NOT_CONFIGURED\]/)
      for (const name of [...EUIPO, ...USPTO, ...IPAUSTRALIA]) expect(text).toContain(name)
    } else {
      const skipped =
        (result.structuredContent as { metadata: { skippedJurisdictions?: Array<{ jurisdiction: string; code: string; error: string }> } })
          .metadata
          .skippedJurisdictions!
      for (const [j, settings] of [["EU", EUIPO], ["US", USPTO], ["AU", IPAUSTRALIA]] as const) {
        const row = skipped.find((x) => x.jurisdiction === j)
        expect(row?.code, j).toBe("PROVIDER_NOT_CONFIGURED")
        expect(row?.error).toContain(`Set ${settings.join(" and ")} to enable it`)
      }
    }
  })

  it("trademark_clearance without the office: the skipped office and its settings are named, the risk is not called clear", async () => {
    const out = await callOk(s.client, "trademark_clearance", { proposedMark: "KESTREL", niceClasses: [9], jurisdictions: ["EU"] })
    expect(out.searchedJurisdictions).toEqual([])
    expect(out.skippedJurisdictions).toEqual([
      expect.objectContaining({ jurisdiction: "EU", code: "PROVIDER_NOT_CONFIGURED", reason: expect.stringContaining("EUIPO_CLIENT_ID") })
    ])
    expect(out.recommendations.join(" ")).toContain("This is not a clearance")
  })

  it("offline tools still work; goods & services checks say how to enable the harmonised database", async () => {
    const validated = await callOk(s.client, "validate_gs_terms", { terms: [{ classNumber: 9, terms: ["Downloadable software"] }] })
    expect(validated.validated[0].terms[0].harmonized).toBeNull()
    expect(validated.checks.harmonised).toContain("EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET")
    const suggested = await callOk(s.client, "suggest_nice_classes", { goodsOrServices: "mobile app" })
    expect(suggested.source).toBe("offline")
    expect(suggested.suggestions[0].classNumber).toBe(9)
    expect((await callOk(s.client, "nice_class_lookup", { classNumber: 9 })).classes[0].number).toBe(9)
    expect((await callOk(s.client, "distinctiveness_hints", { proposedMark: "ZYQUORIX", niceClasses: [9] })).analysis.strength).toBe(
      "strong"
    )
    const watch = await callOk(s.client, "create_watch", { name: "EU mark", type: "status_change", trademarkId: "EU-019123456" })
    expect(watch.notes.join(" ")).toContain(
      "EU cannot be polled yet: EUIPO provider is not configured. Set EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET"
    )
  })

  it(`design, patent and person tools (${PENDING_TOOLS.map((t) => t.name).join(", ")}) answer PROVIDER_NOT_CONFIGURED`, async () => {
    for (const { name, args, settings } of PENDING_TOOLS) {
      const failure = await callError(s.client, name, args)
      expect(failure.code, name).toBe("PROVIDER_NOT_CONFIGURED")
      expect(failure.text, name).toMatch(notConfiguredPattern(settings))
    }
  })

  it("the server is still up and healthy after all of it", async () => {
    expect(s.server.proc.exitCode).toBeNull()
    const health = await fetch(`${s.server.base}/health`)
    expect(health.status).toBe(200)
    expect(((await health.json()) as { status: string }).status).toBe("ok")
    await s.client.ping()
  })
})
