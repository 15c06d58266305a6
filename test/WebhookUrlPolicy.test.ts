import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Layer } from "effect"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { addressProblem, checkUrl, guardedLookup, REFUSED_CODE, urlProblem, WebhookResolver } from "../src/Services/Webhooks/UrlPolicy.js"
import { WebhookTransport, WebhookTransportLive } from "../src/Services/Webhooks/WebhookTransport.js"
import { TestAppConfigLayer } from "./support/TestAppConfig.js"

describe("webhook URL policy (no DNS)", () => {
  it("refuses plain http, credentials, junk, and private, loopback, link-local, CGNAT and metadata targets", () => {
    const refused: Array<[string, RegExp]> = [
      ["http://hooks.example.com/x", /must use https.*WEBHOOK_ALLOW_PRIVATE/],
      ["ftp://hooks.example.com/x", /must use https/],
      ["https://user:pw@hooks.example.com/x", /user name or password/],
      ["not a url", /absolute URL/],
      ["", /empty/],
      ["https://127.0.0.1/x", /loopback/],
      ["https://127.8.9.10/x", /loopback/],
      ["https://2130706433/x", /loopback/], // 127.0.0.1 written as one number
      ["https://0x7f.1/x", /loopback/],
      ["https://[::1]/x", /loopback/],
      ["https://[::ffff:127.0.0.1]/x", /loopback/],
      ["https://localhost/x", /loopback host/],
      ["https://api.localhost/x", /loopback host/],
      ["https://10.1.2.3/x", /private network/],
      ["https://172.16.0.9/x", /private network/],
      ["https://172.31.255.1/x", /private network/],
      ["https://192.168.1.10/x", /private network/],
      ["https://[fc00::1]/x", /unique-local/],
      ["https://[fd12:3456::1]/x", /unique-local/],
      ["https://169.254.1.1/x", /link-local/],
      ["https://[fe80::1]/x", /link-local/],
      ["https://100.64.0.1/x", /carrier-grade NAT/],
      ["https://169.254.169.254/latest/meta-data/", /metadata/],
      ["https://[fd00:ec2::254]/", /metadata/],
      ["https://metadata.google.internal/computeMetadata/v1/", /metadata/],
      ["https://metadata.google.internal./computeMetadata/v1/", /metadata/],
      ["https://0.0.0.0/x", /unspecified/],
      ["https://224.0.0.1/x", /multicast/],
      ["https://255.255.255.255/x", /broadcast/],
      ["https://192.0.2.1/x", /reserved or documentation/],
      ["https://[64:ff9b::a00:1]/x", /NAT64/]
    ]
    for (const [url, reason] of refused) expect(urlProblem(url, false), url).toMatch(reason)
    for (const url of ["https://hooks.example.com/ipdata", "https://93.184.216.34:8443/x", "https://[2606:4700::1111]/x"]) {
      expect(urlProblem(url, false), url).toBeUndefined()
    }
  })

  it("WEBHOOK_ALLOW_PRIVATE allows http and private targets, never metadata, unspecified or multicast", () => {
    for (
      const url of [
        "http://127.0.0.1:8080/hook",
        "https://10.0.0.5/x",
        "http://localhost:3000/x",
        "https://[fd12::1]/x",
        "https://169.254.10.10/x"
      ]
    ) {
      expect(urlProblem(url, true), url).toBeUndefined()
    }
    for (
      const url of [
        "http://169.254.169.254/",
        "https://metadata.google.internal/",
        "http://[fd00:ec2::254]/",
        "http://0.0.0.0:80/",
        "https://224.0.0.1/"
      ]
    ) {
      expect(urlProblem(url, true), url).toBeDefined()
    }
    expect(urlProblem("ftp://127.0.0.1/", true)).toMatch(/https/)
  })

  it("judges IPv4-mapped IPv6 as the IPv4 it carries", () => {
    expect(addressProblem("::ffff:10.0.0.1", false)).toMatch(/private/)
    expect(addressProblem("::ffff:8.8.8.8", false)).toBeUndefined()
  })
})

describe("webhook URL policy with DNS (injected resolver)", () => {
  const answers = new Map<string, ReadonlyArray<string>>([
    ["hooks.example.com", ["93.184.216.34", "2606:2800:220:1::1"]],
    ["internal.example.com", ["10.20.30.40"]],
    ["mixed.example.com", ["93.184.216.34", "127.0.0.1"]],
    ["v6-private.example.com", ["fd00::5"]]
  ])
  const Resolver = WebhookResolver.fromTable((h) => answers.get(h))
  const check = (url: string, allowPrivate = false) => Effect.exit(checkUrl(url, allowPrivate).pipe(Effect.provide(Resolver)))

  it.effect("every resolved address must be public", () =>
    Effect.gen(function*() {
      expect(Exit.isSuccess(yield* check("https://hooks.example.com/x"))).toBe(true)
      const refusals: Array<[string, RegExp]> = [
        ["https://internal.example.com/x", /internal\.example\.com resolves to 10\.20\.30\.40 is a private network address/],
        ["https://mixed.example.com/x", /resolves to 127\.0\.0\.1 is a loopback address/],
        ["https://v6-private.example.com/x", /unique-local/],
        ["https://nowhere.example.com/x", /could not resolve nowhere\.example\.com/]
      ]
      for (const [url, reason] of refusals) {
        const exit = yield* check(url)
        expect(Exit.isFailure(exit), url).toBe(true)
        if (Exit.isFailure(exit)) expect(String(exit.cause), url).toMatch(reason)
      }
      expect(Exit.isSuccess(yield* check("https://internal.example.com/x", true))).toBe(true)
    }))

  it("DNS rebinding: the connect-time lookup checks the answer it hands to the socket", async () => {
    let answer: ReadonlyArray<string> = ["93.184.216.34"]
    const resolver = Effect.runSync(Effect.provide(WebhookResolver, WebhookResolver.fromTable(() => answer)))
    const lookup = guardedLookup(resolver, false)
    const call = (all: boolean) =>
      new Promise<{ err: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
        lookup("rebind.example.com", { all }, (err, address) => resolve({ err, address }))
      )
    expect(await call(false)).toEqual({ err: null, address: "93.184.216.34" })
    expect((await call(true)).address).toEqual([{ address: "93.184.216.34", family: 4 }])
    answer = ["127.0.0.1"] // the attacker's DNS now points at us
    const rebound = await call(false)
    expect(rebound.err?.code).toBe(REFUSED_CODE)
    expect(rebound.err?.message).toMatch(/rebind\.example\.com resolves to 127\.0\.0\.1 is a loopback address/)
    answer = ["93.184.216.34", "169.254.169.254"]
    expect((await call(true)).err?.message).toMatch(/metadata/)
  })
})

describe("the live transport connects only where the policy allows", () => {
  const listen = (server: Server) =>
    new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)))

  it.live("a host that resolves to loopback is refused before any connection; allowed, it is reached via the injected resolver", () =>
    Effect.gen(function*() {
      let requests = 0
      let connections = 0
      const server = createServer((_req, res) => {
        requests++
        res.writeHead(204).end()
      })
      server.on("connection", () => connections++)
      const port = yield* Effect.promise(() => listen(server))
      yield* Effect.addFinalizer(() => Effect.promise(() => new Promise<void>((r) => server.close(() => r()))))
      // rebind.test exists only in this table: reaching the server proves the agent used it, not real DNS.
      const Resolver = WebhookResolver.fromTable((h) => (h === "rebind.test" ? ["127.0.0.1"] : undefined))
      const post = (url: string, allowPrivate: boolean) =>
        Effect.gen(function*() {
          const transport = yield* WebhookTransport
          return yield* Effect.either(transport.post({ url, body: "{}", headers: {} }))
        }).pipe(
          Effect.provide(
            WebhookTransportLive.pipe(
              Layer.provide(Layer.merge(Resolver, TestAppConfigLayer(allowPrivate ? { WEBHOOK_ALLOW_PRIVATE: "true" } : {})))
            )
          )
        )

      const refused = yield* post(`https://rebind.test:${port}/hook`, false)
      expect(refused._tag).toBe("Left")
      if (refused._tag === "Left") {
        expect(refused.left.permanent).toBe(true)
        expect(refused.left.reason).toMatch(/rebind\.test resolves to 127\.0\.0\.1 is a loopback address/)
      }
      const literal = yield* post(`https://127.0.0.1:${port}/hook`, false)
      expect(literal._tag === "Left" && literal.left.permanent).toBe(true)
      expect(connections).toBe(0)

      const allowed = yield* post(`http://rebind.test:${port}/hook`, true)
      expect(allowed._tag === "Right" && allowed.right.status).toBe(204)
      expect(requests).toBe(1)
    }).pipe(Effect.scoped))
})
