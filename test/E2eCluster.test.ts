/**
 * Three built server processes on one PostgreSQL (DATABASE_URL), clients
 * spreading calls round-robin: the cluster behaves as one server. Quotas
 * are exact (N successes, not 3N), the burst bucket holds in total, an
 * office's rate limit holds for all three, each watch is polled once per
 * cycle, each webhook event reaches a 127.0.0.1 receiver exactly once, and
 * after `kill -9` of the scheduler's leader the next cycle runs on another
 * instance with no event lost.
 */
import { Effect, Exit, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { writeKeyFile } from "./AccessFixtures.js"
import { FakeOfficeServer } from "./fakes/FakeOfficeServer.js"
import { CASE_STATUS_PREFIX, FakeUspto } from "./fakes/FakeUspto.js"
import { sinkEnv } from "./support/OfficeE2e.js"
import { freshDatabase } from "./support/Postgres.js"
import { type RunningServer, startServer } from "./support/ServerProcess.js"
import { type ReceivedRequest, startReceiver } from "./support/WebhookReceiver.js"

const KEYS = {
  quota: "cluster-quota-key-0a1b2c3d4e5f",
  burst: "cluster-burst-key-1b2c3d4e5f6a",
  tenant: "cluster-tenant-key-2c3d4e5f6a7b",
  admin: "cluster-admin-key-3d4e5f6a7b8c"
}
const DAILY = 10
const SECRET = "cluster-webhook-secret-0123456789"

let scope: Scope.CloseableScope
let uspto: FakeUspto
let receiver: { readonly url: string; readonly requests: Array<ReceivedRequest> }
let servers: Array<RunningServer> = []
/** When each USPTO request arrived (ms). */
const arrivals: Array<{ at: number; path: string }> = []

beforeAll(async () => {
  scope = Effect.runSync(Scope.make())
  const url = await Effect.runPromise(freshDatabase)
  uspto = await Effect.runPromise(Scope.extend(FakeUspto.scoped(), scope))
  // Never matches: only notes when each request arrives.
  uspto.server.script({ status: 500 }, {
    times: Number.MAX_SAFE_INTEGER,
    match: (r) => (arrivals.push({ at: Date.now(), path: r.path }), false)
  })
  const sink = await Effect.runPromise(Scope.extend(FakeOfficeServer.scoped([]), scope))
  receiver = await Effect.runPromise(Scope.extend(startReceiver([200], SECRET), scope))
  const env = {
    ...sinkEnv(sink),
    ...uspto.env(),
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: "4",
    API_KEYS_CONFIG: writeKeyFile([
      { key: KEYS.quota, label: "quota", tier: "enterprise", quotas: { daily: DAILY } },
      { key: KEYS.burst, label: "burst", tier: "pro" },
      { key: KEYS.tenant, label: "tenant", tier: "enterprise" }
    ]),
    ADMIN_API_KEY: KEYS.admin,
    WEBHOOK_ALLOW_PRIVATE: "true",
    WATCH_POLL_INTERVAL: "60",
    SCHEDULER_LEASE_SECONDS: "4",
    // 60 a minute: a burst of 5, then one a second (for the whole cluster).
    USPTO_RATE_LIMIT: "60",
    LOG_LEVEL: "info"
  }
  // All three at once: concurrent migrations must not trip over each other.
  servers = await Promise.all([0, 1, 2].map(() => startServer(env, { startTimeoutMs: 90_000 })))
}, 120_000)

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop("SIGKILL")))
  if (scope !== undefined) await Effect.runPromise(Scope.close(scope, Exit.void))
})

let turn = 0
/** The next live instance, round-robin. */
const next = () => {
  const live = servers.filter((s) => s.proc.exitCode === null && s.proc.signalCode === null)
  return live[turn++ % live.length]!
}
const call = async (key: string, name: string, args: Record<string, unknown>, server = next()) => {
  const r = await fetch(server.url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", authorization: `Bearer ${key}` },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } })
  })
  const body = (await r.json()) as {
    result?: { structuredContent?: any; content?: Array<{ text: string }>; isError?: boolean }
    error?: { data?: any }
  }
  const result = body.result?.structuredContent ??
    (body.result?.content?.[0] !== undefined ? JSON.parse(body.result.content[0].text) : undefined)
  return { status: r.status, body, result, headers: r.headers }
}
const waitFor = async (what: string, done: () => boolean, ms: number) => {
  const until = Date.now() + ms
  while (!done()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
/** Whether the instance's last word on the scheduler lease is that it holds it. */
const leads = (s: RunningServer) => {
  if (s.proc.exitCode !== null || s.proc.signalCode !== null) return false
  const lines = s.stderr().split("\n").filter((l) => l.includes("runs the watch poll cycles"))
  return lines.length > 0 && lines[lines.length - 1]!.includes("now runs")
}
const cyclesWithChecks = (s: RunningServer) =>
  s.stderr().split("\n").filter((l) => l.includes("watch poll cycle finished") && /"watchesChecked":[1-9]/.test(l)).length

describe("three instances on one PostgreSQL", () => {
  it("/health is ready on each and says the database answers", async () => {
    for (const s of servers) {
      const r = await fetch(`${s.base}/health`)
      expect(r.status).toBe(200)
      expect(await r.json()).toMatchObject({ status: "ok", database: "ok" })
    }
  })

  it(`a daily quota of ${DAILY} lets exactly ${DAILY} calls through, round-robin over three instances; /usage agrees everywhere`, async () => {
    const outcomes: Array<number> = []
    for (let i = 0; i < 3 * DAILY; i++) outcomes.push((await call(KEYS.quota, "nice_class_lookup", { classNumber: 9 })).status)
    expect(outcomes.filter((s) => s === 200)).toHaveLength(DAILY)
    expect(outcomes.filter((s) => s === 429)).toHaveLength(2 * DAILY)
    for (const s of servers) {
      const usage = (await (await fetch(`${s.base}/usage`, { headers: { authorization: `Bearer ${KEYS.quota}` } })).json()) as any
      expect(usage.keys[0]).toMatchObject({ callsToday: DAILY, remaining: { daily: 0 } })
    }
  })

  it("the burst bucket (pro: 20 a second) holds for the cluster, not per instance", async () => {
    const started = Date.now()
    const statuses = await Promise.all(
      Array.from({ length: 60 }, () => call(KEYS.burst, "nice_class_lookup", { classNumber: 25 }).then((r) => r.status))
    )
    const elapsedSeconds = (Date.now() - started) / 1000
    const through = statuses.filter((s) => s === 200).length
    // The bucket's 20, plus what refills while the calls are made; three buckets of their own would pass all 60.
    expect(through).toBeGreaterThan(0)
    expect(through).toBeLessThanOrEqual(20 + Math.ceil(20 * elapsedSeconds))
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([])
  })

  it("an office's limit (60 a minute: a burst of 5, then one a second) holds for the three together; calls queue, none fail", async () => {
    const serials = ["97111111", "97222222", "90333333", "88444444", "87555555", "74666666", "75777777", "86888888", "98999999", "98000001"]
    const from = arrivals.length
    const sentAt = Date.now()
    const results = await Promise.all(serials.map((n) => call(KEYS.admin, "trademark_status", { identifier: `US-${n}` })))
    expect(results.map((r) => r.status)).toEqual(serials.map(() => 200))
    expect(results.filter((r) => r.body.result?.isError === true)).toEqual([])
    const times = arrivals.slice(from).filter((a) => a.path.startsWith(CASE_STATUS_PREFIX)).map((a) => a.at).sort((a, b) => a - b)
    expect(times.length).toBeGreaterThanOrEqual(serials.length)
    // After the burst of 5, the k-th request reaches the office no sooner than (k - 4) seconds after they were sent (50 ms of timer slack).
    for (let k = 5; k < times.length; k++) expect(times[k]! - sentAt).toBeGreaterThanOrEqual((k - 4) * 1000 - 50)
  }, 30_000)

  it(
    "one leader polls; kill -9 of the leader: another takes over, each watch is polled once per cycle, the event is delivered exactly once",
    async () => {
      const tenant = (name: string, args: Record<string, unknown>) => call(KEYS.tenant, name, args)
      const hook = await tenant("register_webhook", { url: receiver.url, secret: SECRET, name: "cluster receiver" })
      expect(hook.result?.webhook?.id).toBeDefined()
      const watch = await tenant("create_watch", { name: "Kestrel US", type: "status_change", trademarkId: "US-97111111" })
      expect(watch.result?.watch?.id).toBeDefined()
      const polls = () => uspto.server.count((r) => r.path.startsWith(`${CASE_STATUS_PREFIX}/sn97111111`))

      // Exactly one instance leads now (a stalled leader may have handed over earlier; the cycles so far found no watch).
      await waitFor("one leader", () => servers.filter(leads).length === 1, 10_000)
      const first = servers.find(leads)!
      const pollsBefore = polls()
      first.proc.kill("SIGKILL")
      // Another instance takes the lease within a few seconds and runs a cycle at once: the watch's first poll.
      await waitFor("a second leader's cycle", () => servers.some((s) => s !== first && cyclesWithChecks(s) > 0), 15_000)
      const second = servers.find((s) => s !== first && cyclesWithChecks(s) > 0)!
      expect(polls() - pollsBefore).toBe(1)

      // The office changes the mark's status; the leader dies again before its next cycle.
      const mark = uspto.marks.find((m) => String(m.status?.serialNumber) === "97111111")!
      mark.status.status = 606
      mark.status.tm5StatusDesc = "DEAD/APPLICATION/Abandoned"
      mark.status.extStatusDesc = "Abandoned because no response was received."
      // The watch is due again half an interval after its last check.
      await new Promise((r) => setTimeout(r, 31_000))
      second.proc.kill("SIGKILL")
      const third = servers.find((s) => s !== first && s !== second)!
      await waitFor("the next cycle on the last instance", () => polls() - pollsBefore >= 2, 20_000)
      expect(leads(third)).toBe(true)
      // The status change is delivered once, signed, by whichever instance claimed it.
      await waitFor("the webhook", () => receiver.requests.length >= 1, 15_000)
      await new Promise((r) => setTimeout(r, 2000))
      // One poll per cycle, never two: the cycle after each takeover, and nothing else.
      expect(polls() - pollsBefore).toBe(2)
      const events = receiver.requests.map((r) => JSON.parse(r.body) as { type?: string; data?: { watchId?: string } })
      expect(receiver.requests).toHaveLength(1)
      expect(receiver.requests[0]!.standardSignatureValid).toBe(true)
      expect(JSON.stringify(events[0])).toContain(watch.result.watch.id)
      // The delivery log is the same wherever the tenant asks: the survivor has it.
      const log = await call(KEYS.tenant, "get_delivery_log", { webhookId: hook.result.webhook.id }, third)
      expect(log.result.deliveries.map((d: { status: string }) => d.status)).toEqual(["delivered"])
    },
    90_000
  )
})
