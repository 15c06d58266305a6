import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { DataPlaneTest } from "../src/Providers/index.js"
import { mockTrademarkProvider } from "../src/Providers/ProviderRegistry.js"
import { normalizeUrl } from "../src/Services/Webhooks/UrlPolicy.js"
import { WatchToolsLive } from "../src/Tools/Monitoring/index.js"
import { callTool, KEY_A, webhookToolStack } from "./support/WebhookToolHarness.js"

/** register_webhook and create_watch behind one MCP core (test DNS from the webhook harness). */
const stack = WatchToolsLive.pipe(
  Layer.provideMerge(webhookToolStack()),
  Layer.provide(DataPlaneTest({ providers: [mockTrademarkProvider("US")] }))
)

/** The answer of each tool for one URL: the stored URL, or the refusal in the words after the field name. */
const viaBoth = (url: string) =>
  Effect.gen(function*() {
    const hook = yield* callTool(KEY_A, "register_webhook", { url })
    const watch = yield* callTool(KEY_A, "create_watch", { name: "w", type: "status_change", trademarkId: "US-87654321", webhookUrl: url })
    const outcome = (r: typeof hook, field: string, stored: () => string) =>
      r.isError ? { refused: r.text.slice(r.text.indexOf(`"${field}"`) + field.length + 3).split("\n")[0] } : { stored: stored() }
    return {
      register_webhook: outcome(hook, "url", () => (hook.structured as { webhook: { url: string } }).webhook.url),
      create_watch: outcome(watch, "webhookUrl", () => (watch.structured as { watch: { webhookUrl: string } }).watch.webhookUrl)
    }
  })

describe("one URL policy for every webhook URL", () => {
  it.effect("register_webhook and create_watch accept, refuse and normalise every URL alike", () =>
    Effect.gen(function*() {
      const cases: Array<[string, { stored: string } | { refused: RegExp }]> = [
        ["https://hooks.example.com/ipdata", { stored: "https://hooks.example.com/ipdata" }],
        // A backslash is a slash to the WHATWG parser (the delivery client's): host 93.184.216.34, never 127.0.0.1.
        ["https://93.184.216.34\\@127.0.0.1/x", { stored: "https://93.184.216.34/@127.0.0.1/x" }],
        [" HTTPS://Hooks.EXAMPLE.com:443/a/../b#frag ", { stored: "https://hooks.example.com/b" }],
        ["http://hooks.example.com/x", { refused: /^must use https/ }],
        ["https://intranet.example.com/x", {
          refused: /^is refused: intranet\.example\.com resolves to 10\.1\.2\.3 is a private network address/
        }],
        ["https://unknown-host.example.com/x", { refused: /^is refused: could not resolve unknown-host\.example\.com/ }],
        ["https://0x7f.1/x", { refused: /loopback/ }],
        ["https://user:pw@hooks.example.com/x", { refused: /user name or password/ }],
        ["https://127.0.0.1\\@93.184.216.34/x", { refused: /127\.0\.0\.1 is a loopback address/ }],
        ["not a url", { refused: /is not an absolute URL/ }]
      ]
      for (const [url, expected] of cases) {
        const both = yield* viaBoth(url)
        expect(both.create_watch, url).toEqual(both.register_webhook)
        if ("stored" in expected) expect(both.register_webhook, url).toEqual({ stored: expected.stored })
        else expect((both.register_webhook as { refused?: string }).refused, url).toMatch(expected.refused)
      }
    }).pipe(Effect.provide(stack)))

  it("normalisation is idempotent and leaves junk for the policy to refuse", () => {
    for (const url of ["https://93.184.216.34\\@127.0.0.1/x", "https://[::FFFF:7f00:1]/x", "https://hooks.example.com"]) {
      expect(normalizeUrl(normalizeUrl(url))).toBe(normalizeUrl(url))
    }
    expect(normalizeUrl("  not a url ")).toBe("not a url")
  })
})
