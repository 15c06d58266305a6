/**
 * The built server as a process with API keys (free tier) and an admin key,
 * the fake USPTO behind it: bearer auth through the SDK client, 401 with a
 * challenge, the free tier's burst limit (429 with Retry-After and the
 * X-RateLimit-* headers), and /metrics for the admin only.
 */
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FakeOfficeServer } from "./fakes/FakeOfficeServer.js"
import { FakeUspto } from "./fakes/FakeUspto.js"
import { callOk, connectClient, type E2eSession, openSession, sinkEnv } from "./support/OfficeE2e.js"

/** One key per concern, so that the burst test's refusals cannot throttle the others. */
const KEYS = {
  client: "e2e-free-client-key-7a1c9e3b5d",
  burst: "e2e-free-burst-key-2f8d6b4a0c",
  tenant: "e2e-free-tenant-key-9c3e5a7b1d",
  admin: "e2e-admin-key-4b6d8f0a2c1e3g5"
}
const FREE_BURST_PER_SECOND = 5

const bearer = (key: string) => ({ authorization: `Bearer ${key}` })

let s: E2eSession<{ readonly uspto: FakeUspto; readonly sink: FakeOfficeServer }>

beforeAll(async () => {
  s = await openSession(Effect.all({ uspto: FakeUspto.scoped(), sink: FakeOfficeServer.scoped([]) }), (f) => ({
    ...sinkEnv(f.sink),
    ...f.uspto.env(),
    API_KEYS: [KEYS.client, KEYS.burst, KEYS.tenant].join(","),
    API_KEYS_TIER: "free",
    ADMIN_API_KEY: KEYS.admin
  }), { clientHeaders: bearer(KEYS.admin) })
}, 30000)
afterAll(async () => {
  await s?.close()
})

const toolCall = (id: number, name = "nice_class_lookup", args: Record<string, unknown> = { classNumber: 9 }) =>
  JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } })

const post = (body: string, headers: Record<string, string>) =>
  fetch(s.server.url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body })

describe("API keys", () => {
  it("the SDK client with a bearer key works, and answers carry the X-RateLimit-* headers", async () => {
    const client = await connectClient(s.server.url, bearer(KEYS.client))
    try {
      const out = await callOk(client, "nice_class_lookup", { classNumber: 25 })
      expect(out.classes[0].number).toBe(25)
      const status = await callOk(client, "trademark_status", { identifier: "US-97001234" })
      expect(status.trademark.name).toBe("CLOUDBOOKS")
      // Cached the second time: the fake is asked once.
      const before = s.fakes.uspto.apiRequests()
      await callOk(client, "trademark_status", { identifier: "US-97001234" })
      expect(s.fakes.uspto.apiRequests()).toBe(before)
    } finally {
      await client.close()
    }
    const r = await post(toolCall(1), bearer(KEYS.client))
    expect(r.status).toBe(200)
    expect(Number(r.headers.get("x-ratelimit-limit"))).toBeGreaterThan(0)
    expect(Number(r.headers.get("x-ratelimit-remaining"))).toBeGreaterThanOrEqual(0)
    expect(Number(r.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000 - 5)
  })

  it("no key is 401 with WWW-Authenticate: Bearer; an unknown key is 401 invalid_token; the SDK client cannot connect", async () => {
    const none = await post(toolCall(1), {})
    expect(none.status).toBe(401)
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer realm="ipdata-mcp"/)
    const body = (await none.json()) as { error: { code: number; message: string } }
    expect(body.error.message).toContain("Authorization: Bearer")
    const unknown = await post(toolCall(1), bearer("e2e-not-a-configured-key-000000"))
    expect(unknown.status).toBe(401)
    expect(unknown.headers.get("www-authenticate")).toMatch(/^Bearer .*error="invalid_token"/)
    await expect(connectClient(s.server.url)).rejects.toThrow(/401|Unauthorized/)
    // /health needs no key.
    expect((await fetch(`${s.server.base}/health`)).status).toBe(200)
  })

  it("a burst over the free tier's limit gets 429 with Retry-After and X-RateLimit-*", async () => {
    const statuses: Array<number> = []
    let refused: Response | undefined
    for (let i = 0; i < 30 && refused === undefined; i++) {
      const r = await post(toolCall(i), bearer(KEYS.burst))
      statuses.push(r.status)
      if (r.status === 429) refused = r
      else await r.body?.cancel()
    }
    expect(refused, `statuses: ${statuses.join(",")}`).toBeDefined()
    // At least the burst allowance went through before the refusal.
    expect(statuses.slice(0, FREE_BURST_PER_SECOND)).toEqual(Array(FREE_BURST_PER_SECOND).fill(200))
    const h = refused!.headers
    expect(Number(h.get("retry-after"))).toBeGreaterThanOrEqual(1)
    expect(h.get("x-ratelimit-limit")).toBe(String(FREE_BURST_PER_SECOND))
    expect(h.get("x-ratelimit-remaining")).toBe("0")
    expect(Number(h.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000 - 5)
    expect(h.get("x-ratelimit-scope")).toBe("burst")
    const body = (await refused!.json()) as { error: { code: number; message: string; data: { limit: string; code: string } } }
    expect(body.error.code).toBe(-32029)
    expect(body.error.message).toContain("tool calls per second")
    expect(body.error.data).toMatchObject({ limit: "burst", code: "RATE_LIMITED" })
    // A batch holding more calls than the burst allows at once is refused whole, whatever the timing.
    const batch = JSON.stringify(Array.from({ length: FREE_BURST_PER_SECOND + 1 }, (_, i) => JSON.parse(toolCall(100 + i))))
    const tooLarge = await post(batch, bearer(KEYS.burst))
    expect(tooLarge.status).toBe(429)
    expect(tooLarge.headers.get("x-ratelimit-scope")).toBe("burst")
  })
})

describe("/metrics", () => {
  it("with the admin key: tool counts, caches, rate limiters and refusals", async () => {
    const r = await fetch(`${s.server.base}/metrics`, { headers: bearer(KEYS.admin) })
    expect(r.status).toBe(200)
    const m = (await r.json()) as any
    expect(m.analyticsEnabled).toBe(true)
    expect(m.tools.nice_class_lookup.count).toBeGreaterThanOrEqual(FREE_BURST_PER_SECOND + 2)
    expect(m.tools.trademark_status.count).toBe(2)
    expect(m.tools.trademark_status.cacheHits).toBe(1)
    expect(Object.keys(m.caches).sort()).toEqual(expect.arrayContaining(["class", "search", "status"]))
    expect(m.caches.status).toMatchObject({ hits: 1, misses: 1, size: 1 })
    expect(m.rateLimiters.uspto).toMatchObject({ queued: 0 })
    expect(m.rejections.burst).toBeGreaterThanOrEqual(2)
    expect(m.rejections.unauthorized).toBeGreaterThanOrEqual(2)
    expect(Object.values(m.keys).map((k: any) => k.tier).sort()).toEqual(["admin", "free", "free", "free"])
    const text = JSON.stringify(m)
    for (const key of Object.values(KEYS)) expect(text).not.toContain(key)
    const prom = await fetch(`${s.server.base}/metrics?format=prometheus`, { headers: bearer(KEYS.admin) })
    expect(prom.status).toBe(200)
    expect(await prom.text()).toContain("nice_class_lookup")
  })

  it("a tenant key gets 403; no key gets 401", async () => {
    const tenant = await fetch(`${s.server.base}/metrics`, { headers: bearer(KEYS.tenant) })
    expect(tenant.status).toBe(403)
    expect(((await tenant.json()) as { error: { message: string } }).error.message).toContain("ADMIN_API_KEY")
    const anonymous = await fetch(`${s.server.base}/metrics`)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Bearer/)
  })
})
