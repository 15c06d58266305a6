import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Effect, Redacted } from "effect"
import { loadSettings as loadAppConfig } from "../src/Providers/Offices.js"
import { runToExit } from "./support/ServerProcess.js"

const load = (env: Record<string, string>) =>
  loadAppConfig.pipe(Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env)))), Effect.either)

describe("AppConfig", () => {
  it.effect("defaults match the spec", () =>
    Effect.gen(function*() {
      const c = yield* Effect.flatMap(load({}), (e) => (e._tag === "Right" ? Effect.succeed(e.right) : Effect.die(e.left)))
      expect(c.transport).toBe("stdio")
      expect(c.http.port).toBe(3000)
      expect(c.http.host).toBe("127.0.0.1")
      expect(c.cache).toMatchObject({ ttlSearchSeconds: 300, ttlStatusSeconds: 3600, ttlClassSeconds: 86400 })
      expect(c.logLevel).toBe("info")
      expect(c.analytics.enabled).toBe(true)
      expect(c.offices.USPTO.rateLimitPerMinute).toBe(60)
      expect(c.offices.EUIPO.rateLimitPerMinute).toBe(60)
      expect(c.offices.IPAUSTRALIA.rateLimitPerMinute).toBe(500)
      expect(c.offices.IPONZ.rateLimitPerMinute).toBe(60)
      expect(c.offices.EPO.rateLimitPerMinute).toBe(30)
      for (const o of ["WIPO", "UKIPO", "CIPO", "JPO", "CNIPA"] as const) expect(c.offices[o].rateLimitPerMinute).toBe(30)
      expect(c.offices.EUIPO.enabled).toBe(true)
      expect(c.offices.EUIPO.timeoutMs).toBe(15000)
      expect(c.offices.EUIPO.requiredSettings).toEqual(["EUIPO_CLIENT_ID", "EUIPO_CLIENT_SECRET"])
    }))

  it.effect("overrides: base URLs, timeouts, toggles, secrets stay redacted", () =>
    Effect.gen(function*() {
      const r = yield* load({
        EUIPO_BASE_URL: "http://127.0.0.1:9999/",
        EUIPO_FETCH_TIMEOUT_MS: "2000",
        DEFAULT_FETCH_TIMEOUT_MS: "5000",
        ENABLE_UKIPO: "false",
        EUIPO_CLIENT_SECRET: "s3cret-value"
      })
      expect(r._tag).toBe("Right")
      if (r._tag !== "Right") return
      expect(r.right.offices.EUIPO.baseUrl).toBe("http://127.0.0.1:9999")
      expect(r.right.offices.EUIPO.timeoutMs).toBe(2000)
      expect(r.right.offices.USPTO.timeoutMs).toBe(5000)
      expect(r.right.offices.UKIPO.enabled).toBe(false)
      const secret = r.right.offices.EUIPO.credentials["EUIPO_CLIENT_SECRET"]!
      expect(Redacted.value(secret)).toBe("s3cret-value")
      expect(JSON.stringify(r.right)).not.toContain("s3cret-value")
      expect(String(secret)).not.toContain("s3cret-value")
    }))

  it.effect("a bad value names the variable, the value and what is allowed", () =>
    Effect.gen(function*() {
      const cases: Array<[Record<string, string>, RegExp]> = [
        [{ HTTP_PORT: "abc" }, /HTTP_PORT="abc".*port number from 0 to 65535/],
        [{ LOG_LEVEL: "loud" }, /LOG_LEVEL="loud".*one of debug, info, warn, error/],
        [{ TRANSPORT: "ftp" }, /TRANSPORT="ftp".*one of stdio, http, sse/],
        [{ CACHE_TTL_SEARCH: "-5" }, /CACHE_TTL_SEARCH="-5".*>= 0/],
        [{ ENABLE_EUIPO: "maybe" }, /ENABLE_EUIPO="maybe".*true or false/],
        [{ EUIPO_BASE_URL: "not a url" }, /EUIPO_BASE_URL="not a url".*http\(s\) URL/],
        [{ EPO_FETCH_TIMEOUT_MS: "10" }, /EPO_FETCH_TIMEOUT_MS="10".*1000 to 120000/]
      ]
      for (const [env, message] of cases) {
        const r = yield* load(env)
        expect(r._tag).toBe("Left")
        if (r._tag === "Left") expect((r.left as Error).message).toMatch(message)
      }
    }))
})

describe("start-up with bad settings", () => {
  it("stops with one line on stderr and a non-zero exit", async () => {
    for (const env of [{ HTTP_PORT: "abc" }, { LOG_LEVEL: "loud" }, { TRANSPORT: "ftp" }, { CACHE_TTL_STATUS: "-1" }]) {
      const r = await runToExit([], env)
      expect(r.code).not.toBe(0)
      const lines = r.stderr.trim().split("\n")
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain(Object.keys(env)[0]!)
      expect(r.stdout).toBe("")
    }
  }, 30000)

  it("--version prints the package version; an unknown flag is a clear error", async () => {
    const v = await runToExit(["--version"], {})
    expect(v.code).toBe(0)
    expect(v.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/)
    const bad = await runToExit(["--frobnicate"], {})
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("--frobnicate")
  }, 20000)
})
