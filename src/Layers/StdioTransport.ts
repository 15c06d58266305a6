import { createInterface } from "node:readline"
import type { Readable, Writable } from "node:stream"
import { Effect, Stream } from "effect"
import { CallContext } from "../Mcp/CallContext.js"
import { McpServer } from "../Mcp/McpServer.js"

/**
 * Newline-delimited JSON-RPC on stdin/stdout. Nothing but protocol messages
 * is ever written to `output`; the effect ends when `input` ends.
 */
export const runStdio = (input: Readable = process.stdin, output: Writable = process.stdout) =>
  Effect.gen(function* () {
    const mcp = yield* McpServer
    const lines = createInterface({ input, crlfDelay: Infinity })
    const write = (body: unknown) =>
      Effect.async<void>((resume) => {
        output.write(JSON.stringify(body) + "\n", () => resume(Effect.void))
      })
    yield* Stream.fromAsyncIterable(lines, (e) => e).pipe(
      Stream.filter((line) => line.trim() !== ""),
      // Several requests may be in flight; each reply carries its own id.
      Stream.mapEffect((line) => mcp.handleText(line), { concurrency: 8, unordered: true }),
      Stream.runForEach((outcome) => (outcome._tag === "NoReply" ? Effect.void : write(outcome.body))),
      Effect.provideService(CallContext, CallContext.local("stdio")),
      Effect.catchAll((e) => Effect.logError("stdin failed").pipe(Effect.annotateLogs({ error: String(e) })))
    )
    lines.close()
    yield* Effect.logDebug("stdin closed")
  })
