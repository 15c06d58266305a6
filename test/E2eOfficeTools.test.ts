/**
 * The built server as a process against the fake offices, through the MCP
 * SDK client: classification and goods & services tools (the fake EUIPO's
 * harmonised database), the EPO patent tools (the fake OPS), watches and
 * webhooks (a local receiver checks the signatures).
 */
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { EPO_API } from "./fakes/FakeEpo.js"
import { GS_PREFIX } from "./fakes/FakeEuipoGoodsServices.js"
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
import { type ReceivedRequest, startReceiver } from "./support/WebhookReceiver.js"

const WEBHOOK_SECRET = "e2e-webhook-secret-0123456789"

interface Fakes extends OfficeFakes {
  readonly receiver: { readonly url: string; readonly requests: Array<ReceivedRequest> }
}

let s: E2eSession<Fakes>

beforeAll(async () => {
  s = await openSession(
    Effect.all({ offices: startOfficeFakes, receiver: startReceiver([200], WEBHOOK_SECRET) }).pipe(
      Effect.map(({ offices, receiver }): Fakes => ({ ...offices, receiver }))
    ),
    (f) => ({ ...officeEnv(f), WEBHOOK_ALLOW_PRIVATE: "true" })
  )
}, 30000)
afterAll(async () => {
  await s?.close()
})

const gsRequests = (path: string) => s.fakes.euipo.server.requests.filter((r) => r.path === `${GS_PREFIX}/${path}`).length

describe("classification and goods & services", () => {
  it("nice_class_lookup: English offline; German headings from the fake EUIPO", async () => {
    const before = s.fakes.euipo.gsRequests()
    const en = await callOk(s.client, "nice_class_lookup", { classNumber: 9 })
    expect(en).toMatchObject({ version: "12-2025", language: "en", totalResults: 1 })
    expect(en.classes[0].relatedClasses).toContain(42)
    expect(s.fakes.euipo.gsRequests()).toBe(before)
    const de = await callOk(s.client, "nice_class_lookup", { classNumber: 25, language: "de" })
    expect(de.classes[0]).toMatchObject({
      number: 25,
      title: "Bekleidungsstücke, Schuhwaren, Kopfbedeckungen",
      englishTitle: expect.stringMatching(/^Clothing/)
    })
    expect(de.headingSource).toMatch(/EUIPO/)
    expect(gsRequests("classHeadings")).toBeGreaterThan(0)
    const bad = await callError(s.client, "nice_class_lookup", { classNumber: 46 })
    expect(bad.code).toBe("INVALID_INPUT")
    expect(bad.text).toContain("classNumber")
  })

  it("suggest_nice_classes: 9 and 42 for a mobile app, lifted by the harmonised database", async () => {
    const out = await callOk(s.client, "suggest_nice_classes", { goodsOrServices: "A mobile app for booking restaurant tables" })
    expect(out.source).toBe("offline+harmonised database")
    expect(out.suggestions.slice(0, 2).map((c: { classNumber: number }) => c.classNumber)).toEqual([9, 42])
    expect(out.suggestions[0].matchedTerms[0]).toBe("Mobile apps")
    expect(gsRequests("terms")).toBeGreaterThan(0)
  })

  it("validate_gs_terms: harmonised verdicts and concept ids from the fake, offline checks alongside", async () => {
    const out = await callOk(s.client, "validate_gs_terms", {
      terms: [
        { classNumber: 9, terms: ["Downloadable software", "Downloadable games"] },
        { classNumber: 25, terms: ["Handbags"] }
      ]
    })
    expect(out.checks.harmonised).toBe("done")
    const [software, games] = out.validated[0].terms
    expect(software).toEqual({ text: "Downloadable software", harmonized: true, conceptId: "9001" })
    expect(games.harmonized).toBe(false)
    expect(games.warnings[0]).toMatchObject({ type: "NOT_HARMONIZED", source: "harmonised" })
    expect(games.harmonisedAlternatives).toContain("Computer game software, downloadable")
    expect(out.validated[1].terms[0].errors).toEqual([
      expect.objectContaining({ type: "WRONG_CLASS", suggestedClass: 18, source: "offline" })
    ])
    expect(out.summary).toMatchObject({ totalTerms: 3, harmonizedCount: 1 })
    expect(gsRequests("classification-validation")).toBeGreaterThan(0)
  })

  it("translate_gs_terms: official translations from the fake; terms without one listed with the reason", async () => {
    const out = await callOk(s.client, "translate_gs_terms", {
      terms: [{ classNumber: 25, terms: ["Clothing", "Ninja suits", "Footwear"] }],
      targetLanguages: ["de", "fr"]
    })
    expect(out.translations.de).toEqual([{ classNumber: 25, terms: ["Bekleidungsstücke", "Schuhwaren"] }])
    expect(out.translations.fr).toEqual([{ classNumber: 25, terms: ["Vêtements", "Chaussures"] }])
    expect(out.notTranslated).toEqual([expect.objectContaining({ classNumber: 25, term: "Ninja suits" })])
    expect(out.summary).toEqual({ totalTerms: 3, translatableTerms: 2, languagesTranslated: 2 })
  })

  it("generate_gs_specification: EU wording confirmed against the harmonised database; US wording offline", async () => {
    const eu = await callOk(s.client, "generate_gs_specification", {
      businessDescription: "Clothing brand making shirts and trousers",
      niceClasses: [25],
      jurisdiction: "EU"
    })
    const specs = eu.specifications[0].specifications
    expect(specs.find((x: { text: string }) => x.text === "Clothing")).toEqual({
      text: "Clothing",
      harmonized: true,
      conceptId: "25001",
      source: "template",
      complete: true
    })
    expect(eu.summary.jurisdiction).toBe("EU")
    const us = await callOk(s.client, "generate_gs_specification", {
      businessDescription: "Cloud accounting software for small businesses"
    })
    expect(us.specifications.map((c: { classNumber: number }) => c.classNumber)).toEqual(expect.arrayContaining([9, 42]))
    for (const c of us.specifications) for (const x of c.specifications) expect(x.harmonized).toBeUndefined()
  })
})

describe("EPO patents (fake OPS)", () => {
  it("ep_patent_search: normalised records, offset paging, the CQL sent", async () => {
    const first = await callOk(s.client, "ep_patent_search", { query: "solar", limit: 4 })
    expect(first.results).toHaveLength(4)
    expect(first.pagination).toEqual({ totalResults: 10, offset: 0, limit: 4, hasMore: true })
    expect(first.metadata).toMatchObject({ query: "solar", cql: "ta=\"solar\"", totalResults: 4, source: "EPO OPS" })
    const last = await callOk(s.client, "ep_patent_search", { query: "solar", limit: 4, offset: 8 })
    expect(last.results).toHaveLength(2)
    expect(last.pagination.hasMore).toBe(false)
    const ids = [...first.results, ...last.results].map((r: { publicationNumber: string }) => r.publicationNumber)
    expect(new Set(ids).size).toBe(6)
    const filtered = await callOk(s.client, "ep_patent_search", { query: "container", applicant: "Acme", publishedFrom: "2022" })
    expect(filtered.metadata.cql).toBe("(ta=\"container\") and pa=\"Acme\" and pd>=20220101")
    expect(s.fakes.epo.server.count(EPO_API)).toBeGreaterThan(0)
  })

  it("ep_patent_status: details and the status derived from legal events; an unknown number is PATENT_NOT_FOUND", async () => {
    const out = await callOk(s.client, "ep_patent_status", { publicationNumber: "EP 3 845 123 B1" })
    expect(out.currentStatus).toEqual({ code: "sealed", description: "STATUS: OPPOSITION FILED", date: "2023-11-20", isLive: true })
    expect(out.patent).toMatchObject({
      id: "EP-3845123",
      publicationNumber: "EP3845123B1",
      title: "Solar panel cleaning robot",
      familyId: "72000001"
    })
    expect(out.notes).toContain("An opposition is pending against this patent.")
    const missing = await callError(s.client, "ep_patent_status", { publicationNumber: "EP1111111" })
    expect(missing.code).toBe("PATENT_NOT_FOUND")
    expect(missing.text).toContain("EP1111111")
  })

  it("patent_family_search: the INPADOC family with its jurisdictions", async () => {
    const out = await callOk(s.client, "patent_family_search", { publicationNumber: "ep3999001b1" })
    expect(out.familyId).toBe("71234567")
    expect(out.jurisdictions).toEqual(["CN", "EP", "US", "WO"])
    expect(out.totalMembers).toBe(6)
    expect(out.members.map((m: { publicationNumber: string }) => m.publicationNumber)).toContain("US11555666B2")
  })
})

describe("watches and webhooks", () => {
  it("create_watch, list_watches, manage_watch pause and delete", async () => {
    const status = await callOk(s.client, "create_watch", { name: "Kestrel EU", type: "status_change", trademarkId: "EU-019123456" })
    expect(status.watch).toMatchObject({
      name: "Kestrel EU",
      type: "status_change",
      enabled: true,
      trademarkId: "EU-019123456",
      lastCheckedAt: null
    })
    expect(status.watch.id).toMatch(/^w_/)
    // EU is configured here, so nothing says it cannot be polled.
    expect((status.notes ?? []).join(" ")).not.toContain("cannot be polled")
    const similar = await callOk(s.client, "create_watch", {
      name: "Kestrel look-alikes",
      type: "similar_filing",
      markName: "KESTREL",
      jurisdictions: ["EU", "AU"],
      niceClasses: [42, 9]
    })
    expect(similar.watch).toMatchObject({ type: "similar_filing", markName: "KESTREL", jurisdictions: ["EU", "AU"], niceClasses: [9, 42] })
    const invalid = await callError(s.client, "create_watch", { name: "x", type: "status_change" })
    expect(invalid.code).toBe("INVALID_INPUT")
    expect(invalid.text).toContain("\"trademarkId\" is required")

    const listed = await callOk(s.client, "list_watches", {})
    expect(listed.watches.map((w: { id: string }) => w.id).sort()).toEqual([status.watch.id, similar.watch.id].sort())
    expect(listed.total).toBe(2)

    expect(await callOk(s.client, "manage_watch", { watchId: status.watch.id, action: "pause" })).toEqual({
      success: true,
      message: `Watch ${status.watch.id} paused.`
    })
    const paused = await callOk(s.client, "list_watches", { enabled: false })
    expect(paused.watches.map((w: { id: string; enabled: boolean }) => [w.id, w.enabled])).toEqual([[status.watch.id, false]])
    const deleted = await callOk(s.client, "manage_watch", { watchId: status.watch.id, action: "delete" })
    expect(deleted.success).toBe(true)
    const again = await callOk(s.client, "manage_watch", { watchId: status.watch.id, action: "delete" })
    expect(again.success).toBe(false)
    expect((await callOk(s.client, "list_watches", {})).watches.map((w: { id: string }) => w.id)).toEqual([similar.watch.id])
  })

  it("register_webhook (private address allowed by WEBHOOK_ALLOW_PRIVATE) and manage_webhook test: the receiver gets a signed request", async () => {
    const registered = await callOk(s.client, "register_webhook", {
      url: s.fakes.receiver.url,
      secret: WEBHOOK_SECRET,
      name: "e2e receiver"
    })
    expect(registered.webhook).toMatchObject({ name: "e2e receiver", url: s.fakes.receiver.url, hasSecret: true, enabled: true })
    expect(JSON.stringify(registered)).not.toContain(WEBHOOK_SECRET)
    const id = registered.webhook.id as string

    const tested = await callOk(s.client, "manage_webhook", { webhookId: id, action: "test" })
    expect(tested.success).toBe(true)
    expect(tested.message).toContain("HTTP 200")
    expect(tested.delivery).toMatchObject({ webhookId: id, status: "delivered", httpStatus: 200, attempts: 1 })
    expect(s.fakes.receiver.requests).toHaveLength(1)
    const received = s.fakes.receiver.requests[0]!
    expect(received.xSignatureValid).toBe(true)
    expect(received.standardSignatureValid).toBe(true)
    expect(received.headers["content-type"]).toMatch(/application\/json/)
    // Our tracing stays ours.
    expect(received.headers["traceparent"]).toBeUndefined()
    expect(received.headers["b3"]).toBeUndefined()
    const body = JSON.parse(received.body)
    expect(body).toMatchObject({ type: "test", id: tested.delivery.eventId })
    expect(received.body).not.toContain(WEBHOOK_SECRET)

    const log = await callOk(s.client, "get_delivery_log", { webhookId: id })
    expect(JSON.stringify(log)).toContain(tested.delivery.id)
    expect((await callOk(s.client, "manage_webhook", { webhookId: id, action: "delete" })).success).toBe(true)
    expect((await callOk(s.client, "manage_webhook", { webhookId: id, action: "test" })).success).toBe(false)
    expect(s.fakes.receiver.requests).toHaveLength(1)
  })
})

describe("design, patent and person tools", () => {
  it(`EU/AU design, AU patent and EU person tools answer from the fakes (${PENDING_TOOLS.map((t) => t.name).join(", ")})`, async () => {
    for (const { name, args, shows } of PENDING_TOOLS) {
      const out = await callOk(s.client, name, args)
      expect(JSON.stringify(out), name).toContain(shows)
    }
  })
})
