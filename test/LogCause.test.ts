import { assert, describe, it } from "@effect/vitest"
import { Cause, Effect, FiberId, Logger } from "effect"
import { formatLogLine } from "../src/Config/Logging.js"
import { ToolError } from "../src/Domain/ToolError.js"
import { UpstreamFailure } from "../src/Upstream/UpstreamErrors.js"

/** Logs `message` with `cause` through the JSON line formatter and returns the parsed line. */
const logged = (cause: Cause.Cause<unknown>) =>
  Effect.gen(function*() {
    const lines: Array<string> = []
    const logger = Logger.make<unknown, void>((options) => void lines.push(formatLogLine(options)))
    yield* Effect.logError("http handler failed", cause).pipe(Effect.provide(Logger.replace(Logger.defaultLogger, logger)))
    assert.strictEqual(lines.length, 1)
    assert.notInclude(lines[0]!, "\\n", "one line, no embedded newlines")
    return JSON.parse(lines[0]!) as Record<string, unknown>
  })

describe("log lines carry the whole cause", () => {
  it.effect("a ToolError: tag, code and the whole message, with filterable fields", () =>
    Effect.gen(function*() {
      const error = ToolError.create("PROVIDER_TIMEOUT", "EUIPO did not answer within this call's 20 s deadline (OFFICE_DEADLINE_MS).", {
        provider: "EUIPO"
      })
      const line = yield* logged(Cause.fail(error))
      assert.strictEqual(line["message"], "http handler failed")
      assert.strictEqual(
        line["cause"],
        "ToolError [PROVIDER_TIMEOUT]: EUIPO did not answer within this call's 20 s deadline (OFFICE_DEADLINE_MS)."
      )
      assert.strictEqual(line["errorTag"], "ToolError")
      assert.strictEqual(line["errorCode"], "PROVIDER_TIMEOUT")
    }))

  it.effect("a plain object (what used to log as the fragment \"Error: {\") is rendered whole", () =>
    Effect.gen(function*() {
      const line = yield* logged(Cause.die({ reason: "socket hang up", detail: { port: 443 } }))
      assert.strictEqual(line["cause"], "defect: {\"reason\":\"socket hang up\",\"detail\":{\"port\":443}}")
    }))

  it.effect("a tagged error without a message shows its fields", () =>
    Effect.gen(function*() {
      const line = yield* logged(Cause.fail(new UpstreamFailure({ kind: "timeout", timeoutMs: 15000 })))
      assert.match(String(line["cause"]), /^UpstreamFailure \{"kind":"timeout","timeoutMs":15000\}$/)
      assert.strictEqual(line["errorTag"], "UpstreamFailure")
    }))

  it.effect("an error's own cause is followed (a busy port under a ServeError)", () =>
    Effect.gen(function*() {
      const inner = Object.assign(new Error("listen EADDRINUSE: address already in use 127.0.0.1:3000"), { code: "EADDRINUSE" })
      const line = yield* logged(Cause.die({ _tag: "ServeError", message: "An error has occurred", cause: inner }))
      assert.strictEqual(
        line["cause"],
        "defect: ServeError: An error has occurred (cause: Error [EADDRINUSE]: listen EADDRINUSE: address already in use 127.0.0.1:3000)"
      )
    }))

  it.effect("several failures, interruptions and multi-line messages stay on one line", () =>
    Effect.gen(function*() {
      const both = Cause.parallel(Cause.fail(ToolError.internal("first\nsecond")), Cause.die(new TypeError("x is not a function")))
      const line = yield* logged(both)
      assert.strictEqual(line["cause"], "ToolError [INTERNAL_ERROR]: first second | defect: TypeError: x is not a function")
      assert.strictEqual((yield* logged(Cause.interrupt(FiberId.none)))["cause"], "interrupted")
    }))

  it.effect("secrets never reach the line", () =>
    Effect.gen(function*() {
      const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ"
      const line = yield* logged(Cause.die(new Error(`token request failed: Authorization: Bearer ${jwt} client_secret=hunter2hunter2`)))
      const text = JSON.stringify(line)
      assert.notInclude(text, jwt)
      assert.notInclude(text, "hunter2hunter2")
      assert.include(text, "token request failed")
    }))
})
