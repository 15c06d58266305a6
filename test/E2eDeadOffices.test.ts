/**
 * Dead offices against the built server (real sockets, a short deadline):
 * CIPO hangs, IPONZ resets every connection, and (in the second part) the
 * EUIPO answers 503. 40 parallel trademark_clearance calls must each end
 * within OFFICE_DEADLINE_MS (plus a margin for a loaded machine), name the
 * dead offices in `errors` and still return what the live offices found;
 * the circuits open, show in /metrics, and close again once the offices
 * are back. Timings are printed, not asserted beyond the deadline.
 */
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { OFFICE_NAMES as OFFICES } from "../src/Providers/Offices.js"
import { FakeCipo } from "./fakes/FakeCipo.js"
import { FakeEuipo, TOKEN_PATH } from "./fakes/FakeEuipo.js"
import { FakeIpAustralia } from "./fakes/FakeIpAustralia.js"
import { fakeTrademarkSearch } from "./fakes/FakeIpAustraliaTrademarks.js"
import { FakeIponz } from "./fakes/FakeIponz.js"
import { FakeOfficeServer } from "./fakes/FakeOfficeServer.js"
import { callOk, connectClient, type E2eSession, openSession, sinkEnv } from "./support/OfficeE2e.js"

const DEADLINE_MS = 3000
/** A loaded 2-core CI machine scores 40 clearances after the deadline: room for that, far below the old 84 s. */
const MARGIN_MS = 3000
const COOLDOWN_MS = 5000
const CALLS = 40

interface Fakes {
  readonly euipo: FakeEuipo
  readonly ipAustralia: FakeIpAustralia
  readonly cipo: FakeCipo
  readonly iponz: FakeIponz
  readonly sink: FakeOfficeServer
}

const startFakes = Effect.all({
  euipo: FakeEuipo.scoped(),
  ipAustralia: FakeIpAustralia.scoped({ products: [fakeTrademarkSearch()] }),
  cipo: FakeCipo.scoped(),
  iponz: FakeIponz.scoped(),
  sink: FakeOfficeServer.scoped([])
})

const env = (f: Fakes): Record<string, string> => {
  const e: Record<string, string> = {
    ...sinkEnv(f.sink),
    ...f.euipo.env(),
    ...f.ipAustralia.env(),
    ...f.cipo.env(),
    ...f.iponz.env(),
    OFFICE_DEADLINE_MS: String(DEADLINE_MS),
    CIPO_FETCH_TIMEOUT_MS: "2000",
    IPONZ_FETCH_TIMEOUT_MS: "2000",
    EUIPO_FETCH_TIMEOUT_MS: "10000",
    CIRCUIT_BREAKER_FAILURES: "5",
    CIRCUIT_BREAKER_COOLDOWN_MS: String(COOLDOWN_MS),
    CACHE_TTL_SEARCH: "0",
    LOG_LEVEL: "warn"
  }
  for (const office of OFFICES) e[`${office}_RATE_LIMIT`] = "60000"
  return e
}

let s: E2eSession<Fakes>

beforeAll(async () => {
  s = await openSession(startFakes, env)
}, 60000)
afterAll(async () => {
  await s?.close()
})

const JURISDICTIONS = ["EU", "AU", "CA", "NZ"]

interface Clearance {
  readonly searchedJurisdictions: ReadonlyArray<string>
  readonly errors?: ReadonlyArray<{ readonly jurisdiction: string; readonly code: string; readonly error: string }>
  readonly totalConflicts: number
  readonly executionTimeMs: number
}

/**
 * A connection the server closed under a request (undici "other side closed", seen on this loaded
 * machine right after a 202 for notifications/initialized; an HTTP transport matter, not tested
 * here): the call is sent again on a new client, and counted.
 */
let resent = 0
const isConnectionClosed = (e: unknown) => String(e).includes("fetch failed")

const clearance = async (i: number, attempt = 1): Promise<{ out: Clearance; ms: number }> => {
  // Distinct marks: identical searches in flight would share one upstream call.
  const args = { proposedMark: `KESTREL${i}`, niceClasses: [9], jurisdictions: JURISDICTIONS }
  // Each call on a client (and connection) of its own, as separate users would; timed from the tool call.
  const client = await connectClient(s.server.url).catch((
    e: unknown
  ) => (isConnectionClosed(e) && attempt < 3 ? undefined : Promise.reject(e)))
  if (client === undefined) {
    resent++
    return clearance(i, attempt + 1)
  }
  try {
    const started = performance.now()
    const out = (await callOk(client, "trademark_clearance", args)) as Clearance
    return { out, ms: performance.now() - started }
  } catch (e) {
    if (!isConnectionClosed(e) || attempt >= 3) throw e
    resent++
    return clearance(i, attempt + 1)
  } finally {
    await client.close().catch(() => undefined)
  }
}

const quantile = (sorted: ReadonlyArray<number>, q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!

const metricsJson = async () =>
  (await (await fetch(`${s.server.base}/metrics`)).json()) as { circuitBreakers: Record<string, { state: string; opened: number }> }

describe("dead offices", () => {
  it(
    "40 parallel clearances with CIPO hanging and IPONZ resetting: each within the deadline, dead offices named, live results kept",
    async () => {
      s.fakes.cipo.server.hangNext(undefined, 10_000)
      s.fakes.iponz.server.resetNext(undefined, 10_000)
      const runs = await Promise.all(Array.from({ length: CALLS }, (_, i) => clearance(i)))
      const ms = runs.map((r) => r.ms).sort((a, b) => a - b)
      console.log(
        `dead offices (CIPO hang, IPONZ reset), ${CALLS} parallel trademark_clearance, OFFICE_DEADLINE_MS=${DEADLINE_MS}: p50 ${
          Math.round(quantile(ms, 0.5))
        } ms, p90 ${Math.round(quantile(ms, 0.9))} ms, max ${
          Math.round(ms.at(-1)!)
        } ms (${resent} calls resent after the HTTP connection closed under them)`
      )
      const server = runs.map((r) => r.out.executionTimeMs).sort((a, b) => a - b)
      console.log(
        `  server-side executionTimeMs: p50 ${quantile(server, 0.5)} ms, p90 ${quantile(server, 0.9)} ms, max ${server.at(-1)} ms`
      )
      for (const { out } of runs) {
        // The server's own clock: the deadline bounds every wait on an office; what is left is scoring.
        expect(out.executionTimeMs).toBeLessThan(DEADLINE_MS + MARGIN_MS)
        // Every office accounted for: searched, or named with why not (EU/AU answer, unless this machine is too loaded to).
        const named = new Set((out.errors ?? []).map((e) => e.jurisdiction))
        for (const j of JURISDICTIONS) expect(out.searchedJurisdictions.includes(j) || named.has(j), j).toBe(true)
        expect(out.searchedJurisdictions).not.toContain("CA")
        expect(out.searchedJurisdictions).not.toContain("NZ")
        const failed = Object.fromEntries(
          (out.errors ?? []).filter((e) => e.jurisdiction === "CA" || e.jurisdiction === "NZ").map((e) => [e.jurisdiction, e])
        )
        expect(failed["CA"]?.code, JSON.stringify(out.errors)).toMatch(/^PROVIDER_(TIMEOUT|UNAVAILABLE)$/)
        expect(failed["CA"]?.error).toMatch(/^CIPO (did not answer|circuit)/)
        // Resets fail fast, but their retries can still meet the deadline on a loaded machine: either is named.
        expect(failed["NZ"]?.code, JSON.stringify(out.errors)).toMatch(/^PROVIDER_(TIMEOUT|UNAVAILABLE)$/)
        expect(failed["NZ"]?.error).toMatch(/^IPONZ (could not be reached|did not answer|circuit)/)
      }
      // Five failures in a row opened both circuits: the later calls failed fast.
      const m = await metricsJson()
      expect(m.circuitBreakers["CIPO"]?.state).toBe("open")
      expect(m.circuitBreakers["IPONZ"]?.state).toBe("open")
      const prom = await (await fetch(`${s.server.base}/metrics?format=prometheus`)).text()
      expect(prom).toContain("ipdata_provider_circuit_state{provider=\"CIPO\",state=\"open\"} 1")
      expect(prom).toMatch(/ipdata_provider_circuit_opened_total\{provider="IPONZ"\} [1-9]/)
    },
    240_000
  )

  it("an open circuit fails fast, says so, and one probe closes it once the office is back", async () => {
    expect((await metricsJson()).circuitBreakers["CIPO"]?.state).toBe("open")
    // The 5 s cool-down may run out (the previous test finishing, or a slow call on a loaded machine):
    // then that call is the probe, which CIPO (still hanging) fails, opening the circuit again, and
    // the next call meets the open circuit. A few calls, so one slow call cannot decide the test.
    const caError = (c: { out: Clearance }) => c.out.errors?.find((e) => e.jurisdiction === "CA")
    let fast = await clearance(99)
    for (let i = 100; i < 104 && !/circuit open/.test(caError(fast)?.error ?? ""); i++) fast = await clearance(i)
    const ca = caError(fast)
    expect(ca?.code).toBe("PROVIDER_UNAVAILABLE")
    expect(ca?.error).toMatch(/^CIPO circuit open after \d+ failures \(last: [^)]+\); retrying after \d+ s\./)
    expect(fast.out.executionTimeMs).toBeLessThan(DEADLINE_MS)

    s.fakes.cipo.server.reset()
    s.fakes.iponz.server.reset()
    await new Promise((r) => setTimeout(r, COOLDOWN_MS + 200))
    const back = await clearance(101)
    expect(back.out.searchedJurisdictions).toContain("CA")
    expect(back.out.searchedJurisdictions).toContain("NZ")
    const m = await metricsJson()
    expect(m.circuitBreakers["CIPO"]?.state).toBe("closed")
    expect(m.circuitBreakers["IPONZ"]?.state).toBe("closed")
  }, 120_000)

  it("a 503 burst is PROVIDER_UNAVAILABLE, named, and the call still returns the others", async () => {
    // The API answers 503; the token endpoint stays up (a gateway outage, not an auth one).
    s.fakes.euipo.server.failNext(1000, 503, (req) => req.path !== TOKEN_PATH)
    // Counted towards EUIPO's circuit: 3 tries of one call stay under the 5 that open it.
    const { out } = await clearance(200)
    s.fakes.euipo.server.reset()
    expect(out.executionTimeMs).toBeLessThan(DEADLINE_MS + MARGIN_MS)
    const eu = out.errors?.find((e) => e.jurisdiction === "EU")
    expect(eu?.code).toBe("PROVIDER_UNAVAILABLE")
    expect(eu?.error).toMatch(/^EUIPO (is unavailable \(HTTP 503\)|circuit open after \d+ failures \(last: HTTP 503\))/)
    expect(out.searchedJurisdictions).toContain("AU")
  }, 120_000)

  it("no log line carries a cut-off cause", () => {
    const lines = s.server.stderr().split("\n").filter((l) => l.trim() !== "")
    expect(lines.some((l) => l.includes("\"cause\":\"Error: {\""))).toBe(false)
    for (const l of lines.filter((x) => x.includes("\"cause\""))) expect(JSON.parse(l).cause).not.toMatch(/[{[]$/)
  })
})
