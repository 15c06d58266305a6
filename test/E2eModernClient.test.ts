/**
 * The built server (dist/) with official clients of both eras side by side:
 * the SDK v2 client pinned to 2026-07-28 and in auto mode, over Streamable
 * HTTP and stdio, next to the SDK v1 client; progress and cancellation as a
 * real client sees them (requests counted at a fake office); resources,
 * prompts and completions through the SDK; watch resources scoped per tenant.
 */
import { Client as ClientV2 } from "@modelcontextprotocol/client"
import { StreamableHTTPClientTransport as HttpV2 } from "@modelcontextprotocol/client"
import { StdioClientTransport as StdioV2 } from "@modelcontextprotocol/client/stdio"
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport as HttpV1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { Effect, Exit, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOOL_CATALOG } from "../src/Tools/ToolCatalog.js"
import { FakeEuipo } from "./fakes/FakeEuipo.js"
import { FakeOfficeServer } from "./fakes/FakeOfficeServer.js"
import { sinkEnv } from "./support/OfficeE2e.js"
import { cleanEnv, ENTRY, ROOT, type RunningServer, startServer } from "./support/ServerProcess.js"

const MODERN = "2026-07-28"
const KEYS = { a: "e2e-tenant-a-key-5e7c9a1b3d", b: "e2e-tenant-b-key-8d0f2b4c6e" }

let scope: Scope.CloseableScope
let euipo: FakeEuipo
let env: Record<string, string>
let server: RunningServer
let keyed: RunningServer
/** The stdio clients, each with its own server process, started beside the HTTP servers (start-up is the slow part). */
let stdioClients: { readonly pinned: ClientV2; readonly auto: ClientV2 }

beforeAll(async () => {
  scope = Effect.runSync(Scope.make())
  const fakes = await Effect.runPromise(Scope.extend(Effect.all({ euipo: FakeEuipo.scoped(), sink: FakeOfficeServer.scoped([]) }), scope))
  euipo = fakes.euipo
  // EUIPO answers from the fake; EPO has no credentials (the unconfigured office); the rest points at a sink.
  env = { ...sinkEnv(fakes.sink), ...euipo.env(), EUIPO_RATE_LIMIT: "6000" }
  const [s, k, pinned, auto] = await Promise.all([
    startServer(env),
    startServer({ ...env, API_KEYS: `${KEYS.a},${KEYS.b}` }),
    overStdio("pinned"),
    overStdio("auto")
  ])
  server = s
  keyed = k
  stdioClients = { pinned, auto }
}, 150000)

afterAll(async () => {
  await Promise.all([server?.stop(), keyed?.stop(), stdioClients?.pinned.close(), stdioClients?.auto.close()])
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

type AnyClient = ClientV1 | ClientV2

const text = (r: any) => ((r.content ?? []) as Array<{ text?: string }>).map((c) => c.text ?? "").join("\n")
const errorCode = (r: any) => (r._meta as Record<string, { code?: string }> | undefined)?.["ipdata/error"]?.code

const v2 = (mode: "auto" | "pinned") =>
  new ClientV2({ name: "e2e-v2", version: "0" }, { versionNegotiation: { mode: mode === "auto" ? "auto" : { pin: MODERN } } })

const overHttp = async (mode: "auto" | "pinned", url = server.url, headers: Record<string, string> = {}) => {
  const c = v2(mode)
  await c.connect(new HttpV2(new URL(url), { requestInit: { headers } }))
  return c
}

const overStdio = async (mode: "auto" | "pinned") => {
  const c = v2(mode)
  await c.connect(
    new StdioV2({
      command: process.execPath,
      args: [ENTRY],
      cwd: ROOT,
      env: cleanEnv({ ...env, TRANSPORT: "stdio" }) as Record<string, string>,
      stderr: "pipe"
    })
  )
  return c
}

/** The four calls every client makes: two that succeed, an invalid argument, an unconfigured office. */
const fourCalls = async (client: AnyClient) => {
  // Both SDKs take (params) for a plain call; their result types differ only in optional fields.
  const c = client as unknown as { callTool: (p: { name: string; arguments: Record<string, unknown> }) => Promise<any> }
  const lookup = await c.callTool({ name: "nice_class_lookup", arguments: { classNumber: 9 } })
  expect(lookup.isError ?? false).toBe(false)
  expect((lookup.structuredContent as { classes: Array<{ number: number }> }).classes[0]!.number).toBe(9)

  const search = await c.callTool({ name: "trademark_search", arguments: { query: "kestrel", jurisdictions: ["EU"] } })
  expect(search.isError ?? false, text(search)).toBe(false)
  expect((search.structuredContent as { metadata: { jurisdictionsSearched: Array<string> } }).metadata.jurisdictionsSearched).toEqual([
    "EU"
  ])

  const invalid = await c.callTool({ name: "nice_class_lookup", arguments: { classNumber: "nine" } })
  expect(invalid.isError).toBe(true)
  expect(errorCode(invalid)).toBe("INVALID_INPUT")
  expect(text(invalid)).toContain("classNumber")

  const unconfigured = await c.callTool({ name: "ep_patent_search", arguments: { query: "solar" } })
  expect(unconfigured.isError).toBe(true)
  expect(errorCode(unconfigured)).toBe("PROVIDER_NOT_CONFIGURED")
  expect(text(unconfigured)).toContain("EPO_CONSUMER_KEY")
  return { lookup, search, invalid, unconfigured }
}

describe("SDK v2 client, 2026-07-28", () => {
  for (const transport of ["http", "stdio"] as const) {
    for (const mode of ["pinned", "auto"] as const) {
      it(`${transport}, ${mode}: discover, list tools, four calls`, async () => {
        const c = transport === "http" ? await overHttp(mode) : stdioClients[mode]
        try {
          expect(c.getNegotiatedProtocolVersion()).toBe(MODERN)
          const d = await c.discover()
          expect(d.supportedVersions).toEqual(expect.arrayContaining([MODERN, "2025-11-25"]))
          expect(d.capabilities.tools).toBeDefined()
          expect(d.capabilities.resources).toBeDefined()
          expect(d.capabilities.prompts).toBeDefined()
          const tools = await c.listTools()
          expect(tools.tools.map((t) => t.name).sort()).toEqual(Object.keys(TOOL_CATALOG).sort())
          expect(tools.ttlMs).toBeGreaterThan(0)
          expect(tools.cacheScope).toBe("public")
          await fourCalls(c)
        } finally {
          // A stdio client (and its server process) lives for the file: the cancellation test uses it again.
          if (transport === "http") await c.close()
        }
      }, 90000)
    }
  }

  it("a 2025-era client (SDK v1) and a modern one use the same running server side by side, with the same answers", async () => {
    const legacy = new ClientV1({ name: "e2e-v1", version: "0" })
    await legacy.connect(new HttpV1(new URL(server.url)))
    const modern = await overHttp("pinned")
    try {
      expect(legacy.getServerVersion()?.name).toBe("ipdata-mcp")
      const [a, b] = await Promise.all([fourCalls(legacy), fourCalls(modern)])
      // One code path: the era changes the envelope only.
      expect(b.lookup.content).toEqual(a.lookup.content)
      expect(b.invalid.content).toEqual(a.invalid.content)
      expect(b.unconfigured.content).toEqual(a.unconfigured.content)
    } finally {
      await legacy.close()
      await modern.close()
    }
  }, 30000)
})

describe("progress and cancellation from a real client", () => {
  it("a multi-office search reports progress per office over Streamable HTTP (both SDKs)", async () => {
    type Progress = { progress: number; message?: string | undefined }
    const args = { name: "trademark_search", arguments: { query: "kestrel", jurisdictions: ["EU", "CA"] } }
    const check = (seen: ReadonlyArray<Progress>) => {
      // One step per office as it answers (CA points at a sink here and fails; that is reported too).
      expect(seen.map((p) => p.message?.split(":")[0]).sort()).toEqual(["CA", "EU"])
      expect(seen.map((p) => p.progress)).toEqual([1, 2])
    }
    const modern = await overHttp("pinned")
    const seenModern: Array<Progress> = []
    const r2 = await modern.callTool(args, { onprogress: (p) => void seenModern.push(p) })
    expect(r2.isError ?? false, text(r2)).toBe(false)
    check(seenModern)
    await modern.close()

    const legacy = new ClientV1({ name: "e2e-v1", version: "0" })
    await legacy.connect(new HttpV1(new URL(server.url)))
    const seenLegacy: Array<Progress> = []
    const r1 = await legacy.callTool(args, undefined, { onprogress: (p) => void seenLegacy.push(p) })
    expect(r1.isError ?? false, text(r1)).toBe(false)
    check(seenLegacy)
    await legacy.close()
  }, 30000)

  for (const transport of ["http", "stdio"] as const) {
    it(`${transport}: cancelling a call stops its upstream retries at the office`, async () => {
      const c = transport === "http" ? await overHttp("auto") : stdioClients.auto
      try {
        const before = euipo.apiRequests()
        // Every search attempt fails slowly: without cancellation the server would try three times.
        euipo.server.script({ status: 503, delayMs: 300, body: "busy" }, {
          times: 3,
          match: (r) => r.query.toString().includes("cancelme")
        })
        const abort = new AbortController()
        const call = c.callTool({ name: "trademark_search", arguments: { query: "cancelme", jurisdictions: ["EU"] } }, {
          signal: abort.signal
        })
        // Cancel while the first attempt is at the office (a stdio server may still be starting before that).
        for (let i = 0; i < 400 && euipo.apiRequests() === before; i++) await new Promise((r) => setTimeout(r, 50))
        expect(euipo.apiRequests() - before).toBe(1)
        abort.abort("the user changed their mind")
        await expect(call).rejects.toThrow()
        // Uncancelled, the retry would reach the office about 0.9 s after the first attempt (300 ms at the
        // office, then a 500 ms backoff with jitter): 1.5 s without a second request shows there is none.
        await new Promise((r) => setTimeout(r, 1500))
        expect(euipo.apiRequests() - before).toBe(1)
      } finally {
        euipo.server.reset()
        if (transport === "http") await c.close()
      }
    }, 90000)
  }
})

describe("resources, prompts and completions through the SDK", () => {
  it("the Nice classes as resources; prompts with arguments; completions for jurisdictions, classes, languages", async () => {
    const c = await overHttp("pinned")
    try {
      const templates = await c.listResourceTemplates()
      expect(templates.resourceTemplates.map((t) => t.uriTemplate)).toEqual(["ipdata://nice/{number}", "ipdata://watches/{id}"])
      const listed = await c.listResources()
      expect(listed.resources.filter((r) => r.uri.startsWith("ipdata://nice/"))).toHaveLength(45)
      const nine = await c.readResource({ uri: "ipdata://nice/9" })
      expect(JSON.parse((nine.contents[0] as { text: string }).text)).toMatchObject({ number: 9, kind: "goods" })
      await expect(c.readResource({ uri: "ipdata://nice/46" })).rejects.toThrow(/not found/i)

      const prompts = await c.listPrompts()
      expect(prompts.prompts.map((p) => p.name)).toEqual(["clearance_report", "filing_plan", "portfolio_review", "webhook_check"])
      const got = await c.getPrompt({ name: "clearance_report", arguments: { mark: "NOVALUX", goods: "LED lamps" } })
      expect((got.messages[0]!.content as { text: string }).text).toContain("NOVALUX")
      await expect(c.getPrompt({ name: "clearance_report", arguments: { mark: "NOVALUX" } })).rejects.toThrow(/goods/)

      const complete = async (ref: Parameters<ClientV2["complete"]>[0]["ref"], name: string, value: string) =>
        (await c.complete({ ref, argument: { name, value } })).completion.values
      expect(await complete({ type: "ref/prompt", name: "clearance_report" }, "jurisdictions", "EU,N")).toEqual(["EU,NZ", "EU,CN"])
      expect(await complete({ type: "ref/resource", uri: "ipdata://nice/{number}" }, "number", "4")).toEqual([
        "4",
        "40",
        "41",
        "42",
        "43",
        "44",
        "45",
        "14",
        "24",
        "34"
      ])
      expect(await complete({ type: "ref/prompt", name: "filing_plan" }, "format", "w")).toEqual(["WIPO"])
      expect(await complete({ type: "ref/prompt", name: "filing_plan" }, "languages", "d")).toContain("de")
    } finally {
      await c.close()
    }
  }, 30000)

  it("watch resources and watch-id completions show a tenant only its own watches", async () => {
    const a = await overHttp("pinned", keyed.url, { authorization: `Bearer ${KEYS.a}` })
    const b = new ClientV1({ name: "e2e-v1", version: "0" })
    await b.connect(new HttpV1(new URL(keyed.url), { requestInit: { headers: { authorization: `Bearer ${KEYS.b}` } } }))
    try {
      const created = await a.callTool({
        name: "create_watch",
        arguments: { name: "Kestrel EU", type: "status_change", trademarkId: "EU-019123456" }
      })
      const id = (created.structuredContent as { watch: { id: string } }).watch.id
      const uri = `ipdata://watches/${id}`
      const mine = await a.readResource({ uri })
      expect(JSON.parse((mine.contents[0] as { text: string }).text)).toMatchObject({ watch: { id, name: "Kestrel EU" }, recentEvents: [] })
      expect((await a.listResources()).resources.map((r) => r.uri)).toContain(uri)
      const idRef = { type: "ref/resource" as const, uri: "ipdata://watches/{id}" }
      expect((await a.complete({ ref: idRef, argument: { name: "id", value: "" } })).completion.values).toEqual([id])

      // Tenant B: not listed, not readable (same answer as a watch that does not exist), not completed.
      expect((await b.listResources()).resources.map((r) => r.uri)).not.toContain(uri)
      await expect(b.readResource({ uri })).rejects.toThrow(/not found/i)
      expect((await b.complete({ ref: idRef, argument: { name: "id", value: "" } })).completion.values).toEqual([])
    } finally {
      await a.close()
      await b.close()
    }
  }, 30000)
})
