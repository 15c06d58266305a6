/**
 * Three built server processes on one PostgreSQL (DATABASE_URL), clients
 * spreading calls round-robin: the cluster behaves as one server. Quotas
 * are exact (N successes, not 3N), the burst bucket and the in-flight limit
 * hold in total, an office's rate limit holds for all three, identical calls
 * on the three make one office request, each watch is polled once per
 * cycle, each webhook event reaches a 127.0.0.1 receiver exactly once, and
 * after `kill -9` of the scheduler's leader the next cycle runs on another
 * instance with no event lost.
 */
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Effect, Exit, Redacted, Scope } from "effect"
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
  free: "cluster-free-key-4e5f6a7b8c9d",
  admin: "cluster-admin-key-3d4e5f6a7b8c"
}
const DAILY = 10
const SECRET = "cluster-webhook-secret-0123456789"

let scope: Scope.CloseableScope
let uspto: FakeUspto
let receiver: { readonly url: string; readonly requests: Array<ReceivedRequest> }
let servers: Array<RunningServer> = []
let databaseUrl = ""
/** When each USPTO request arrived (ms). */
const arrivals: Array<{ at: number; path: string }> = []

beforeAll(async () => {
  scope = Effect.runSync(Scope.make())
  const url = await Effect.runPromise(freshDatabase)
  databaseUrl = url
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
      { key: KEYS.tenant, label: "tenant", tier: "enterprise" },
      // 2 in flight at once, 5 a second.
      { key: KEYS.free, label: "free", tier: "free" }
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
  const text = body.result?.content?.[0]?.text
  // A tool error's text is prose, not JSON.
  const result = body.result?.structuredContent ?? (text !== undefined && body.result?.isError !== true ? JSON.parse(text) : undefined)
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
    // Seven calls: three limiters of their own would let all seven through at once (a burst of 5 each); one shared
    // limiter holds the 6th and 7th back by 1 and 2 s.
    const serials = ["97111111", "97222222", "90333333", "88444444", "87555555", "74666666", "75777777"]
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
    "the in-flight limit (free: 2 at once) holds for the cluster: 5 slow calls at once over three instances, 2 run, 3 get 429; the slots come back",
    async () => {
      const serials = ["99000001", "99000002", "99000003", "99000004", "99000005"]
      uspto.server.slowNext(2500, (r) => serials.some((n) => r.path.includes(n)), serials.length)
      const results = await Promise.all(serials.map((n) => call(KEYS.free, "trademark_status", { identifier: `US-${n}` })))
      const statuses = results.map((r) => r.status)
      expect(statuses.filter((s) => s === 200)).toHaveLength(2)
      expect(statuses.filter((s) => s === 429)).toHaveLength(3)
      expect(results.filter((r) => r.status === 429).map((r) => r.headers.get("x-ratelimit-scope"))).toEqual([
        "concurrency",
        "concurrency",
        "concurrency"
      ])
      // Both slots were given back when the calls ended: the next call on any instance runs.
      expect((await call(KEYS.free, "nice_class_lookup", { classNumber: 9 })).status).toBe(200)
    },
    30_000
  )

  it(
    "identical calls on the three instances at once make one office request (shared cache claim), and all three get the answer",
    async () => {
      const path = `${CASE_STATUS_PREFIX}/sn85000003`
      // Slow enough that all three calls are in flight together.
      uspto.server.slowNext(1500, (r) => r.path.startsWith(path), 3)
      const before = uspto.server.count((r) => r.path.startsWith(path))
      const results = await Promise.all(servers.map((s) => call(KEYS.admin, "trademark_status", { identifier: "US-85000003" }, s)))
      expect(results.map((r) => r.status)).toEqual([200, 200, 200])
      expect(results.map((r) => r.body.result?.isError ?? false)).toEqual([false, false, false])
      expect(new Set(results.map((r) => JSON.stringify(r.result))).size).toBe(1)
      expect(uspto.server.count((r) => r.path.startsWith(path)) - before).toBe(1)
    },
    30_000
  )

  it(
    "one leader polls; kill -9 of the leader: another takes over, each watch is polled once per cycle, the event is delivered exactly once",
    async () => {
      const tenant = (name: string, args: Record<string, unknown>) => call(KEYS.tenant, name, args)
      const hook = await tenant("register_webhook", { url: receiver.url, secret: SECRET, name: "cluster receiver" })
      expect(hook.result?.webhook?.id).toBeDefined()
      const watch = await tenant("create_watch", { name: "Kestrel US", type: "status_change", trademarkId: "US-97111111" })
      expect(watch.result?.watch?.id).toBeDefined()
      // Two more watches, created on other instances: each must be polled once per cycle too.
      const others = ["98999999", "74666666"]
      for (const n of others) {
        expect((await tenant("create_watch", { name: n, type: "status_change", trademarkId: `US-${n}` })).result?.watch?.id).toBeDefined()
      }
      const pollsOf = (n: string) => uspto.server.count((r) => r.path.startsWith(`${CASE_STATUS_PREFIX}/sn${n}`))
      const polls = () => pollsOf("97111111")
      const othersBefore = others.map(pollsOf)
      const otherPolls = () => others.map((n, i) => pollsOf(n) - othersBefore[i]!)

      // Exactly one instance leads now (a stalled leader may have handed over earlier; the cycles so far found no watch).
      await waitFor("one leader", () => servers.filter(leads).length === 1, 10_000)
      const first = servers.find(leads)!
      const pollsBefore = polls()
      first.proc.kill("SIGKILL")
      // Another instance takes the lease within a few seconds and runs a cycle at once: the watch's first poll.
      await waitFor("a second leader's cycle", () => servers.some((s) => s !== first && cyclesWithChecks(s) > 0), 15_000)
      const second = servers.find((s) => s !== first && cyclesWithChecks(s) > 0)!
      expect(polls() - pollsBefore).toBe(1)
      expect(otherPolls()).toEqual([1, 1])

      // The office changes the mark's status; the leader dies again before its next cycle.
      const mark = uspto.marks.find((m) => String(m.status?.serialNumber) === "97111111")!
      mark.status.status = 606
      mark.status.tm5StatusDesc = "DEAD/APPLICATION/Abandoned"
      mark.status.extStatusDesc = "Abandoned because no response was received."
      // A watch is due again half an interval (30 s) after its last check: rather than wait, date the checks back.
      await Effect.runPromise(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql`UPDATE watches SET last_checked_at = ${new Date(Date.now() - 60_000).toISOString()}`
        ).pipe(
          Effect.provide(PgClient.layer({ url: Redacted.make(databaseUrl), maxConnections: 1 })),
          Effect.scoped,
          Effect.orDie
        )
      )
      second.proc.kill("SIGKILL")
      const third = servers.find((s) => s !== first && s !== second)!
      await waitFor("the next cycle on the last instance", () => polls() - pollsBefore >= 2, 20_000)
      // Its log line saying so may reach stderr a little after the poll reaches the office (lines go out in batches).
      await waitFor("the last instance's lease line", () => leads(third), 5_000)
      // The status change is delivered once, signed, by whichever instance claimed it.
      await waitFor("the webhook", () => receiver.requests.length >= 1, 15_000)
      await new Promise((r) => setTimeout(r, 2000))
      // One poll per cycle, never two: the cycle after each takeover, and nothing else.
      expect(polls() - pollsBefore).toBe(2)
      expect(otherPolls()).toEqual([2, 2])
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
