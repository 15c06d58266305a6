import { describe, expect, it } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import { startReceiver } from "./support/WebhookReceiver.js"
import { ADMIN, caller, callTool, KEY_A, KEY_B, ok, webhookToolStack } from "./support/WebhookToolHarness.js"

const T0 = Date.parse("2026-03-02T09:00:00.000Z")
const SECRET = "a-shared-secret-for-tests-0123"

const register = (who = KEY_A, args: Record<string, unknown> = {}) =>
  callTool(who, "register_webhook", { url: "https://hooks.example.com/ipdata", secret: SECRET, ...args })

describe("register_webhook", () => {
  it.effect("registers with the spec's inputs; the record says hasSecret and never shows the secret", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const reply = yield* register(KEY_A, { events: ["status_change", "deadline_approaching", "status_change"] })
      const out = ok(reply)
      expect(out.webhook).toMatchObject({
        name: "hooks.example.com",
        url: "https://hooks.example.com/ipdata",
        hasSecret: true,
        eventTypes: ["status_change", "deadline_approaching"],
        enabled: true,
        createdAt: new Date(T0).toISOString()
      })
      expect(out.webhook.id).toMatch(/^wh_[0-9a-f]{12}$/)
      expect(Object.keys(out.webhook).sort()).toEqual(["createdAt", "enabled", "eventTypes", "hasSecret", "id", "name", "url"])
      expect(out.message).toBe("Webhook \"hooks.example.com\" registered. Events will be POSTed to https://hooks.example.com/ipdata")
      expect(out.tip).toMatch(/X-Signature-256/)
      expect(reply.raw).not.toContain(SECRET)

      const unsigned = ok(yield* callTool(KEY_A, "register_webhook", { url: "https://second.example.com/x", name: "Ops" }))
      expect(unsigned.webhook).toMatchObject({ name: "Ops", hasSecret: false, eventTypes: [] })
      expect(unsigned.tip).toMatch(/unsigned/)
    }).pipe(Effect.provide(webhookToolStack())))

  it.effect("the reference product's eventTypes gets an error that points to events", () =>
    Effect.gen(function*() {
      const r = yield* register(KEY_A, { eventTypes: ["status_change"] })
      expect(r.isError).toBe(true)
      expect(r.text).toMatch(/unknown argument "eventTypes" \(did you mean "events"\?\)/)
      const bad = yield* register(KEY_A, { events: ["status_changed"] })
      expect(bad.isError).toBe(true)
      expect(bad.text).toMatch(/events/)
      expect(bad.text).toMatch(/status_change/)
    }).pipe(Effect.provide(webhookToolStack())))

  it.effect("refuses plain http, private targets (also via DNS), weak secrets and duplicates, naming the field", () =>
    Effect.gen(function*() {
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ url: "http://hooks.example.com/x" }, /"url" must use https/],
        [{ url: "https://10.0.0.8/x" }, /"url" points at 10\.0\.0\.8 is a private network address/],
        [{ url: "https://169.254.169.254/latest" }, /metadata endpoint/],
        [{ url: "https://localhost:8443/x" }, /loopback/],
        [{ url: "https://intranet.example.com/x" }, /"url" is refused: intranet\.example\.com resolves to 10\.1\.2\.3/],
        [{ url: "https://unknown-host.example.com/x" }, /could not resolve unknown-host\.example\.com/],
        [{ secret: "short" }, /"secret" must be 16-512 characters/],
        [{ name: "  " }, /"name" must not be blank/]
      ]
      for (const [args, reason] of cases) {
        const r = yield* register(KEY_A, args)
        expect(r.isError, JSON.stringify(args)).toBe(true)
        expect(r.text, JSON.stringify(args)).toMatch(reason)
        expect(r.text).not.toContain(SECRET)
      }
      const first = ok(yield* register(KEY_A))
      const dup = yield* register(KEY_A)
      expect(dup.isError).toBe(true)
      expect(dup.text).toContain(`already registered as webhook ${first.webhook.id}`)
      ok(yield* register(KEY_B)) // another key may register the same URL
    }).pipe(Effect.provide(webhookToolStack())))

  it.effect("webhooks are capped per tier (free: 2)", () =>
    Effect.gen(function*() {
      const free = caller("key-free", "free")
      ok(yield* register(free, { url: "https://hooks.example.com/1" }))
      ok(yield* register(free, { url: "https://hooks.example.com/2" }))
      const third = yield* register(free, { url: "https://hooks.example.com/3" })
      expect(third.isError).toBe(true)
      expect(third.text).toMatch(/LIMIT_REACHED/)
      expect(third.text).toMatch(/WEBHOOK_LIMIT_FREE/)
    }).pipe(Effect.provide(webhookToolStack())))
})

describe("manage_webhook and get_delivery_log", () => {
  it.effect("test sends a real signed event and reports the answer; enable, disable and delete work; the log shows it all", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const receiver = yield* startReceiver([200, 503], SECRET)
      yield* Effect.gen(function*() {
        const id = ok(yield* register(KEY_A, { url: receiver.url })).webhook.id as string

        const tested = ok(yield* callTool(KEY_A, "manage_webhook", { webhookId: id, action: "test" }))
        expect(tested.success).toBe(true)
        expect(tested.message).toBe(`Test event delivered successfully to webhook ${id} (HTTP 200 OK).`)
        expect(tested.delivery).toMatchObject({ webhookId: id, status: "delivered", attempts: 1, maxAttempts: 1, httpStatus: 200 })
        expect(receiver.requests).toHaveLength(1)
        const req = receiver.requests[0]!
        expect(req.xSignatureValid && req.standardSignatureValid).toBe(true)
        expect(JSON.parse(req.body)).toMatchObject({
          type: "test",
          severity: "info",
          watchId: null,
          details: { test: true, webhookId: id }
        })

        const failed = ok(yield* callTool(KEY_A, "manage_webhook", { webhookId: id, action: "test" }))
        expect(failed.success).toBe(false)
        expect(failed.message).toMatch(
          /^Test event to webhook wh_[0-9a-f]+ failed: HTTP 503 Service Unavailable: receiver says no \(503\)\./
        )
        expect(failed.delivery).toMatchObject({ status: "failed", attempts: 1, httpStatus: 503 })

        const log = ok(yield* callTool(KEY_A, "get_delivery_log", { webhookId: id }))
        expect(log.total).toBe(2)
        expect(log.summary).toBe("Found 2 delivery log entries.")
        expect(log.deliveries.map((d: { status: string }) => d.status).sort()).toEqual(["delivered", "failed"])
        expect(ok(yield* callTool(KEY_A, "get_delivery_log", { status: "failed" })).total).toBe(1)
        expect(ok(yield* callTool(KEY_A, "get_delivery_log", { limit: 1 })).deliveries).toHaveLength(1)
        const badLimit = yield* callTool(KEY_A, "get_delivery_log", { limit: 500 })
        expect(badLimit.isError).toBe(true)
        expect(badLimit.text).toMatch(/limit/)

        const disabled = ok(yield* callTool(KEY_A, "manage_webhook", { webhookId: id, action: "disable" }))
        expect(disabled).toMatchObject({ success: true, webhook: { enabled: false } })
        expect(ok(yield* callTool(KEY_A, "manage_webhook", { webhookId: id, action: "disable" })).message).toMatch(/already disabled/)
        expect(ok(yield* callTool(KEY_A, "manage_webhook", { webhookId: id, action: "enable" }))).toMatchObject({
          success: true,
          webhook: { enabled: true }
        })

        expect(ok(yield* callTool(KEY_A, "manage_webhook", { webhookId: id, action: "delete" }))).toMatchObject({ success: true })
        expect(ok(yield* callTool(KEY_A, "manage_webhook", { webhookId: id, action: "test" }))).toMatchObject({
          success: false,
          message: expect.stringMatching(/No webhook/)
        })
        expect(ok(yield* callTool(KEY_A, "get_delivery_log", {})).total).toBe(0) // history deleted with it
      }).pipe(Effect.provide(webhookToolStack({ WEBHOOK_ALLOW_PRIVATE: "true" })))
    }).pipe(Effect.scoped))

  it.effect("an unknown id gives success false; a bad action names the choices", () =>
    Effect.gen(function*() {
      for (const action of ["enable", "disable", "delete", "test"]) {
        const r = ok(yield* callTool(KEY_A, "manage_webhook", { webhookId: "wh_000000000000", action }))
        expect(r).toEqual({ success: false, message: expect.stringMatching(/^No webhook wh_000000000000 found/) })
      }
      const bad = yield* callTool(KEY_A, "manage_webhook", { webhookId: "wh_000000000000", action: "pause" })
      expect(bad.isError).toBe(true)
      expect(bad.text).toMatch(/"enable", "disable", "delete", "test"/)
    }).pipe(Effect.provide(webhookToolStack())))

  it.effect("tenant isolation: key B can neither see, test, disable nor delete key A's webhooks and deliveries; the admin can", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(T0)
      const receiver = yield* startReceiver([200], SECRET)
      yield* Effect.gen(function*() {
        const id = ok(yield* register(KEY_A, { url: receiver.url })).webhook.id as string
        ok(yield* callTool(KEY_A, "manage_webhook", { webhookId: id, action: "test" }))
        for (const action of ["test", "disable", "delete"]) {
          expect(ok(yield* callTool(KEY_B, "manage_webhook", { webhookId: id, action }))).toMatchObject({ success: false })
        }
        expect(receiver.requests).toHaveLength(1) // B's test sent nothing
        expect(ok(yield* callTool(KEY_B, "get_delivery_log", {})).total).toBe(0)
        const peek = yield* callTool(KEY_B, "get_delivery_log", { webhookId: id })
        expect(peek.isError).toBe(true)
        expect(peek.text).toMatch(/no webhook/)
        // A's webhook is untouched; the admin key sees it.
        expect(ok(yield* callTool(KEY_A, "get_delivery_log", { webhookId: id })).total).toBe(1)
        expect(ok(yield* callTool(ADMIN, "get_delivery_log", {})).total).toBe(1)
        expect(ok(yield* callTool(KEY_A, "manage_webhook", { webhookId: id, action: "enable" })).message).toMatch(/already enabled/)
      }).pipe(Effect.provide(webhookToolStack({ WEBHOOK_ALLOW_PRIVATE: "true" })))
    }).pipe(Effect.scoped))
})
