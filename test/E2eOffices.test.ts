/**
 * The built server as a process, its offices pointed at the fake EUIPO,
 * USPTO, IP Australia and EPO, talked to by the MCP SDK client over
 * Streamable HTTP: tool listing and the trademark tools. Other tool areas:
 * E2eOfficeTools.test.ts; no credentials: E2eNoCredentials.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FAKE_EPO_SECRET } from "./fakes/FakeEpo.js"
import { FAKE_EUIPO_CLIENT_SECRET } from "./fakes/FakeEuipo.js"
import { FAKE_IPAUSTRALIA_CLIENT_SECRET } from "./fakes/FakeIpAustralia.js"
import { TM_BASE_PATH } from "./fakes/FakeIpAustraliaTrademarks.js"
import { FAKE_USPTO_API_KEY } from "./fakes/FakeUspto.js"
import {
  callError,
  callOk,
  type E2eSession,
  officeEnv,
  type OfficeFakes,
  openSession,
  PENDING_TOOLS,
  startOfficeFakes
} from "./support/OfficeE2e.js"

let s: E2eSession<OfficeFakes>

beforeAll(async () => {
  s = await openSession(startOfficeFakes, officeEnv)
}, 30000)
afterAll(async () => {
  await s?.close()
})

/** Every tool registered today (src/Layers/App.ts). */
const REGISTERED = [
  "nice_class_lookup",
  "suggest_nice_classes",
  "generate_gs_specification",
  "validate_gs_terms",
  "translate_gs_terms",
  "trademark_search",
  "trademark_status",
  "trademark_clearance",
  "distinctiveness_hints",
  "create_watch",
  "list_watches",
  "manage_watch",
  "get_watch_events",
  "acknowledge_events",
  "register_webhook",
  "manage_webhook",
  "get_delivery_log",
  "portfolio_analytics",
  "ep_patent_search",
  "ep_patent_status",
  "patent_family_search"
]

type Summary = { id: string; name: string; jurisdiction: string; applicationNumber: string; similarityScore?: number }

describe("tools/list through the SDK", () => {
  it("lists every registered tool, each with a described input schema, an output schema and annotations", async () => {
    const { tools } = await s.client.listTools()
    const names = tools.map((t) => t.name)
    for (const name of REGISTERED) expect(names, name).toContain(name)
    expect(new Set(names).size).toBe(names.length)
    for (const tool of tools) {
      expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(40)
      expect(tool.inputSchema.type, tool.name).toBe("object")
      expect(tool.outputSchema?.type, tool.name).toBe("object")
      expect(tool.annotations, tool.name).toBeDefined()
      for (const [field, schema] of Object.entries(tool.inputSchema.properties ?? {})) {
        expect((schema as { description?: string }).description, `${tool.name}.${field}`).toBeTruthy()
      }
    }
  })

  it(`design, patent and person tools are listed (${PENDING_TOOLS.map((t) => t.name).join(", ")})`, async () => {
    const names = (await s.client.listTools()).tools.map((t) => t.name)
    for (const { name } of PENDING_TOOLS) expect(names).toContain(name)
  })
})

describe("trademark_search", () => {
  it("name search across EU and AU: both fakes asked, results interleaved by office, filters applied", async () => {
    const out = await callOk(s.client, "trademark_search", { query: "kestrel", jurisdictions: ["EU", "AU"], limit: 3 })
    const results = out.results as Array<Summary>
    expect(results.map((r) => r.jurisdiction)).toEqual(["EU", "AU", "EU", "AU", "EU", "AU"])
    for (const r of results) expect(r.name.toLowerCase()).toContain("kestrel")
    expect(results.map((r) => r.id)).toContain("EU-019123456")
    expect(out.metadata).toMatchObject({ query: "kestrel", searchType: "name", jurisdictionsSearched: ["EU", "AU"], totalResults: 6 })
    expect(out.metadata.resultsPerJurisdiction).toEqual({ EU: 3, AU: 3 })
    expect(out.metadata.sources).toEqual({ EU: "live", AU: "live" })
    expect(out.metadata.errors).toBeUndefined()
    expect(out.pagination.hasMore).toBe(true)
    expect(s.fakes.euipo.apiRequests()).toBeGreaterThan(0)
    expect(s.fakes.ipAustralia.apiRequests("trademarks")).toBeGreaterThan(0)

    const registered = await callOk(s.client, "trademark_search", {
      query: "kestrel",
      jurisdictions: ["EU", "AU"],
      niceClasses: [9],
      status: "live"
    })
    expect(registered.results.length).toBeGreaterThan(0)
    for (const r of registered.results) {
      expect(r.niceClasses).toContain(9)
      expect(["registered", "pending"]).toContain(r.status)
    }
  })

  it("a US name search says in metadata that US search needs the local register (USPTO has no search API); the other office answers", async () => {
    const before = s.fakes.uspto.apiRequests()
    const out = await callOk(s.client, "trademark_search", { query: "cloudbooks", jurisdictions: ["US", "EU"] })
    expect(out.metadata.jurisdictionsSearched).toEqual(["US", "EU"])
    const us = (out.metadata.errors as Array<{ jurisdiction: string; code: string; error: string }>).find((e) => e.jurisdiction === "US")
    expect(us?.code).toBe("NOT_SUPPORTED")
    expect(us?.error).toContain("USPTO has no official trademark search API")
    expect(us?.error).toContain("local register")
    expect(us?.error).toContain("ipdata-mcp import")
    expect(s.fakes.uspto.apiRequests()).toBe(before)
    // Asked for US alone, the explanation is the answer.
    const alone = await callError(s.client, "trademark_search", { query: "cloudbooks", jurisdictions: ["US"] })
    expect(alone.code).toBe("NOT_SUPPORTED")
    expect(alone.text).toContain("local register")
  })

  it("a number search US-<serial> goes to the fake USPTO", async () => {
    const before = s.fakes.uspto.apiRequests()
    const out = await callOk(s.client, "trademark_search", { query: "US-97001234", searchType: "number" })
    expect(out.results).toHaveLength(1)
    expect(out.results[0]).toMatchObject({
      id: "US-97001234",
      name: "CLOUDBOOKS",
      registrationNumber: "7012345",
      owner: "Cloudbooks Inc.",
      status: "registered"
    })
    expect(out.metadata.jurisdictionsSearched).toEqual(["US"])
    expect(s.fakes.uspto.apiRequests()).toBe(before + 1)
    const request = s.fakes.uspto.server.requests.at(-1)!
    expect(request.path).toBe("/ts/cd/casestatus/sn97001234/info")
    // A number nobody holds is an empty result, not an error.
    const none = await callOk(s.client, "trademark_search", { query: "US-97999999", searchType: "number" })
    expect(none.results).toEqual([])
    expect(none.suggestion).toContain("serial")
  })

  it("fuzzy search finds look-alikes in both offices, scored and best first", async () => {
    const out = await callOk(s.client, "trademark_search", { query: "kestral", searchType: "fuzzy", jurisdictions: ["EU", "AU"], limit: 5 })
    const results = out.results as Array<Summary>
    const ids = results.map((r) => r.id)
    expect(ids).toContain("EU-019123456")
    expect(ids).toContain("AU-2198432")
    for (const r of results) {
      expect(r.similarityScore).toBeGreaterThan(0.5)
      expect(r.similarityScore).toBeLessThanOrEqual(1)
    }
    for (const j of ["EU", "AU"]) {
      const scores = results.filter((r) => r.jurisdiction === j).map((r) => r.similarityScore!)
      expect(scores).toEqual([...scores].sort((a, b) => b - a))
    }
  })

  it("pages with the cursor across two offices: every mark once, the same set as one big page", async () => {
    const args = { query: "apple", jurisdictions: ["EU", "AU"], limit: 2 }
    const all = await callOk(s.client, "trademark_search", { ...args, limit: 100 })
    const expected = (all.results as Array<Summary>).map((r) => r.id).sort()
    expect(expected.filter((id) => id.startsWith("EU-")).length).toBeGreaterThan(2)
    expect(expected.filter((id) => id.startsWith("AU-")).length).toBeGreaterThan(2)
    const seen: Array<string> = []
    let cursor: string | undefined
    let pages = 0
    do {
      const page = await callOk(s.client, "trademark_search", { ...args, ...(cursor !== undefined ? { cursor } : {}) })
      pages++
      seen.push(...(page.results as Array<Summary>).map((r) => r.id))
      if (pages === 2) expect(new Set(page.results.map((r: Summary) => r.jurisdiction))).toEqual(new Set(["EU", "AU"]))
      expect(page.pagination.hasMore).toBe(page.pagination.cursor !== undefined)
      cursor = page.pagination.cursor
    } while (cursor !== undefined && pages < 20)
    expect(cursor).toBeUndefined()
    expect(pages).toBeGreaterThan(2)
    expect(new Set(seen).size).toBe(seen.length)
    expect([...seen].sort()).toEqual(expected)
    // A cursor from another search is refused, naming the field.
    const first = await callOk(s.client, "trademark_search", args)
    const wrong = await callError(s.client, "trademark_search", {
      query: "kestrel",
      jurisdictions: ["EU", "AU"],
      limit: 2,
      cursor: first.pagination.cursor
    })
    expect(wrong.code).toBe("INVALID_INPUT")
    expect(wrong.text).toContain("cursor")
  })

  it("an office failing on every retry ends in metadata.errors while the other answers; it answers again afterwards", async () => {
    const au = s.fakes.ipAustralia.server
    const before = au.count(TM_BASE_PATH)
    au.failNext(5, 500, TM_BASE_PATH)
    try {
      const out = await callOk(s.client, "trademark_search", { query: "orchard", jurisdictions: ["EU", "AU"] })
      expect(au.count(TM_BASE_PATH) - before).toBeGreaterThan(1) // retried
      expect(out.results.length).toBeGreaterThan(0)
      for (const r of out.results) expect(r.jurisdiction).toBe("EU")
      expect(out.metadata.resultsPerJurisdiction).toEqual({ EU: out.results.length })
      expect(out.metadata.errors).toEqual([{
        jurisdiction: "AU",
        code: expect.stringMatching(/^PROVIDER_/),
        error: expect.stringContaining("500")
      }])
    } finally {
      au.reset()
    }
    const again = await callOk(s.client, "trademark_search", { query: "orchard", jurisdictions: ["AU"] })
    expect(again.results.length).toBeGreaterThan(0)
    expect(again.metadata.errors).toBeUndefined()
  })
})

describe("trademark_status", () => {
  it("an EU mark with its history from the fake EUIPO", async () => {
    const out = await callOk(s.client, "trademark_status", { identifier: "EU-019123456", includeHistory: true })
    expect(out.trademark).toMatchObject({
      id: "EU-019123456",
      name: "KESTREL",
      owner: "Kestrel Labs GmbH",
      niceClasses: [9, 42],
      source: "live"
    })
    expect(out.currentStatus).toEqual({ code: "registered", description: "REGISTERED", date: "2024-06-14", isLive: true })
    expect(out.importantDates).toMatchObject({ filingDate: "2024-02-01", registrationDate: "2024-06-14", oppositionDeadline: "2024-06-05" })
    const codes = (out.history as Array<{ code: string }>).map((h) => h.code)
    expect(codes[0]).toBe("FILED")
    expect(codes).toEqual(expect.arrayContaining(["PUBLISHED", "OPPOSITION", "REGISTERED", "RECORD"]))
    const dates = (out.history as Array<{ date: string }>).map((h) => h.date)
    expect(dates).toEqual([...dates].sort())
    // Without includeHistory there is none.
    const plain = await callOk(s.client, "trademark_status", { identifier: "018500005", jurisdiction: "EU" })
    expect(plain.trademark.name).toBe("GREEN APPLE STUDIO")
    expect(plain.history).toBeUndefined()
    expect(plain.currentStatus.isLive).toBe(true)
  })

  it("a US mark with its prosecution history from the fake USPTO (API key sent)", async () => {
    const out = await callOk(s.client, "trademark_status", { identifier: "97001234", jurisdiction: "US", includeHistory: true })
    expect(out.trademark).toMatchObject({ id: "US-97001234", name: "CLOUDBOOKS", registrationNumber: "7012345", owner: "Cloudbooks Inc." })
    expect(out.currentStatus).toMatchObject({ code: "registered", date: "2023-04-11", isLive: true })
    expect((out.history as Array<{ code: string }>).map((h) => h.code)).toEqual(["NWAP", "PUBO", "NPUB", "NOAM", "SUPC", "R.PR"])
    expect(s.fakes.uspto.server.requests.at(-1)!.headers["uspto-api-key"]).toBeDefined()
    const dead = await callOk(s.client, "trademark_status", { identifier: "US:88444444" })
    expect(dead.trademark.name).toBe("BLUE HERON")
    expect(dead.currentStatus.isLive).toBe(false)
  })

  it("an AU mark with its history from the fake IP Australia", async () => {
    const out = await callOk(s.client, "trademark_status", { identifier: "AU-2198432", includeHistory: true })
    expect(out.trademark).toMatchObject({ id: "AU-2198432", name: "KESTREL", owner: "Kestrel Holdings Pty Ltd" })
    expect(out.currentStatus).toMatchObject({ code: "registered", isLive: true })
    expect(out.importantDates.renewalDate).toBe("2031-07-01")
    expect((out.history as Array<{ code: string }>).map((h) => h.code)).toEqual(expect.arrayContaining(["FILED", "ACCEPTED", "REGISTERED"]))
  })

  it("a number the office does not know is TRADEMARK_NOT_FOUND naming the number and the format", async () => {
    const eu = await callError(s.client, "trademark_status", { identifier: "EU-019999999" })
    expect(eu.code).toBe("TRADEMARK_NOT_FOUND")
    expect(eu.text).toContain("EU-019999999")
    expect(eu.text).toContain("9 digits")
    const us = await callError(s.client, "trademark_status", { identifier: "US-97999999" })
    expect(us.code).toBe("TRADEMARK_NOT_FOUND")
    const au = await callError(s.client, "trademark_status", { identifier: "AU-1999999" })
    expect(au.code).toBe("TRADEMARK_NOT_FOUND")
    const noOffice = await callError(s.client, "trademark_status", { identifier: "97001234" })
    expect(noOffice.code).toBe("MISSING_REQUIRED_FIELD")
    expect(noOffice.text).toContain("jurisdiction")
  })
})

describe("trademark_clearance and distinctiveness_hints", () => {
  it("a mark close to a seeded EU mark: high risk, the conflict names the seeded mark", async () => {
    const out = await callOk(s.client, "trademark_clearance", { proposedMark: "KESTRELL", niceClasses: [9], jurisdictions: ["EU"] })
    expect(["high", "critical"]).toContain(out.riskLevel)
    expect(out.searchedJurisdictions).toEqual(["EU"])
    const top = out.conflicts[0]
    expect(top.trademark).toMatchObject({ id: "EU-019123456", name: "KESTREL", owner: "Kestrel Labs GmbH" })
    expect(top.origin).toBe("registry")
    expect(top.overlappingClasses).toEqual([9])
    expect(top.similarityScore).toBeGreaterThan(0.8)
    expect(top.riskAssessment).toContain("KESTREL")
    expect(top.factors.map((f: { factor: string }) => f.factor)).toEqual(
      expect.arrayContaining(["similarity", "conflictType", "classRelatedness", "registrationStatus"])
    )
    expect(out.totalConflicts).toBe(out.conflicts.length)
    expect(out.recommendations.length).toBeGreaterThan(0)
    expect(out.disclaimer).toBeTruthy()
    // A coined mark far from everything is low risk.
    const free = await callOk(s.client, "trademark_clearance", { proposedMark: "ZYQUORIX", niceClasses: [9], jurisdictions: ["EU"] })
    expect(free.riskLevel).toBe("low")
    expect(free.conflicts.filter((c: { origin: string }) => c.origin === "registry")).toEqual([])
  })

  it("distinctiveness_hints: a descriptive compound, and a coined word", async () => {
    const out = await callOk(s.client, "distinctiveness_hints", {
      proposedMark: "CLOUDBOOKS",
      niceClasses: [9, 42],
      goodsOrServices: "cloud bookkeeping software"
    })
    expect(out.analysis).toMatchObject({ category: "descriptive", strength: "weak" })
    expect(out.analysis.reasoning).toContain("cloud")
    expect(out.words[0].parts.map((p: { part: string }) => p.part)).toEqual(["cloud", "books"])
    expect(out.suggestedAlternatives.length).toBeGreaterThan(0)
    const coined = await callOk(s.client, "distinctiveness_hints", { proposedMark: "ZYQUORIX", niceClasses: [9] })
    expect(coined.analysis).toMatchObject({ category: "fanciful", strength: "strong" })
  })
})

describe("logs", () => {
  it("are JSON lines, one tool_call line per call, and never hold a credential or token", () => {
    const lines = s.server.stderr().trim().split("\n")
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(entries.filter((e) => e["message"] === "tool_call").length).toBeGreaterThan(20)
    const text = s.server.stderr()
    const secrets = [
      FAKE_EUIPO_CLIENT_SECRET,
      FAKE_USPTO_API_KEY,
      FAKE_IPAUSTRALIA_CLIENT_SECRET,
      FAKE_EPO_SECRET,
      "fake-token-",
      "fakesignature"
    ]
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(entries.filter((e) => e["level"] === "error")).toEqual([])
  })
})
