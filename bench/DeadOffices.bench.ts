/**
 * Dead-office timings (issue 12): the built server (`npm run build` first) with WIPO, UKIPO and
 * CIPO unreachable (they accept connections and never answer, as behind a firewall that drops
 * replies), EUIPO and IP Australia answering from fakes, every other office at a local sink.
 * 40 parallel trademark_clearance calls over jurisdictions ALL with default settings
 * (OFFICE_DEADLINE_MS 20 s, 15 s office timeouts, circuit breaker 5 failures / 30 s): prints
 * p50/p90/max and what the calls reported for the dead offices. Then the same again, now with
 * the circuits open. Nothing is asserted.
 *
 *   npm run build && nice -n 10 npx tsx bench/DeadOffices.bench.ts
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { Effect, Exit, Scope } from "effect"
import { existsSync } from "node:fs"
import { pathToFileURL } from "node:url"
import { OFFICE_NAMES as OFFICES } from "../src/Providers/Offices.js"
import { FakeEuipo } from "../test/fakes/FakeEuipo.js"
import { FakeIpAustralia } from "../test/fakes/FakeIpAustralia.js"
import { fakeTrademarkSearch } from "../test/fakes/FakeIpAustraliaTrademarks.js"
import { FakeOfficeServer } from "../test/fakes/FakeOfficeServer.js"
import { startServer } from "../test/support/ServerProcess.js"

const CALLS = 40
const DEAD = ["WIPO", "UKIPO", "CIPO"] as const

const quantile = (sorted: ReadonlyArray<number>, q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!

const round = async (client: Client, label: string, offset: number) => {
  const reported = new Map<string, number>()
  const ms = await Promise.all(
    Array.from({ length: CALLS }, async (_, i) => {
      const started = performance.now()
      const result = await client.callTool(
        { name: "trademark_clearance", arguments: { proposedMark: `KESTREL${offset + i}`, niceClasses: [9], jurisdictions: ["ALL"] } },
        undefined,
        { timeout: 120_000 }
      )
      const out = result.structuredContent as { errors?: Array<{ jurisdiction: string; code: string }> } | undefined
      for (const e of out?.errors ?? []) {
        const key = `${e.jurisdiction} ${e.code}`
        reported.set(key, (reported.get(key) ?? 0) + 1)
      }
      return performance.now() - started
    })
  )
  ms.sort((a, b) => a - b)
  const f = (n: number) => `${(n / 1000).toFixed(2)} s`
  console.log(
    `${label}: ${CALLS} parallel trademark_clearance: p50 ${f(quantile(ms, 0.5))}, p90 ${f(quantile(ms, 0.9))}, max ${f(ms.at(-1)!)}`
  )
  console.log(`  reported: ${[...reported].map(([k, n]) => `${k} ×${n}`).join(", ")}`)
}

export const run = async (): Promise<void> => {
  if (!existsSync(new URL("../dist/Main.js", import.meta.url))) {
    console.log("dist/Main.js is missing: run `npm run build` first (this bench starts the built server)")
    return
  }
  const scope = Effect.runSync(Scope.make())
  try {
    const fakes = await Effect.runPromise(
      Scope.extend(
        Effect.all({
          euipo: FakeEuipo.scoped(),
          ipAustralia: FakeIpAustralia.scoped({ products: [fakeTrademarkSearch()] }),
          dead: FakeOfficeServer.scoped([]),
          sink: FakeOfficeServer.scoped([])
        }),
        scope
      )
    )
    fakes.dead.hangNext(undefined, 1_000_000)
    const env: Record<string, string> = { ...fakes.euipo.env(), ...fakes.ipAustralia.env(), LOG_LEVEL: "error", CACHE_TTL_SEARCH: "0" }
    for (const office of OFFICES) {
      env[`${office}_BASE_URL`] ??= fakes.sink.url
      env[`${office}_TOKEN_URL`] ??= `${fakes.sink.url}/token`
      env[`${office}_RATE_LIMIT`] = "60000"
    }
    for (const office of DEAD) env[`${office}_BASE_URL`] = fakes.dead.url
    const server = await startServer(env)
    const client = new Client({ name: "dead-offices-bench", version: "0" })
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(server.url)))
      await round(client, `${DEAD.join(", ")} unreachable, circuits closed`, 0)
      await round(client, `${DEAD.join(", ")} unreachable, circuits open`, 1000)
    } finally {
      await client.close().catch(() => undefined)
      await server.stop()
    }
  } finally {
    await Effect.runPromise(Scope.close(scope, Exit.void))
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await run()
