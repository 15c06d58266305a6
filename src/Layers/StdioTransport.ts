import { Effect, Stream } from "effect"
import { createInterface } from "node:readline"
import type { Readable, Writable } from "node:stream"
import { CallContext } from "../Mcp/CallContext.js"
import { ClientChannel, logLevelCell } from "../Mcp/ClientChannel.js"
import { McpServer } from "../Mcp/McpServer.js"

/** Requests served at once; notifications (cancellation) are read and handled even when all are busy. */
const CONCURRENCY = 8

/**
 * Newline-delimited JSON-RPC on stdin/stdout. Nothing but protocol messages
 * is ever written to `output`; the effect ends when `input` ends. Both eras
 * are served on the one stream, message by message.
 */
export const runStdio = (input: Readable = process.stdin, output: Writable = process.stdout) =>
  Effect.gen(function*() {
    const mcp = yield* McpServer
    const lines = createInterface({ input, crlfDelay: Infinity })
    const writeNow = (body: unknown) => output.write(JSON.stringify(body) + "\n")
    const write = (body: unknown, json?: Uint8Array) =>
      Effect.async<void>((resume) => {
        // A cached reply (tools/list) comes serialised.
        output.write(json !== undefined ? Buffer.concat([json, NEWLINE]) : JSON.stringify(body) + "\n", () => resume(Effect.void))
      })
    const channel = ClientChannel.of({
      scope: "stdio",
      send: (n) => void writeNow({ jsonrpc: "2.0", ...n }),
      headers: undefined,
      logLevel: logLevelCell()
    })
    const permits = yield* Effect.makeSemaphore(CONCURRENCY)
    const serve = (line: string) =>
      mcp.handleText(line).pipe(
        Effect.flatMap((
          outcome
        ) => (outcome._tag === "NoReply" ? Effect.void : write(outcome.body, outcome._tag === "Reply" ? outcome.json : undefined)))
      )
    yield* Stream.fromAsyncIterable(lines, (e) => e).pipe(
      Stream.filter((line) => line.trim() !== ""),
      // Requests run in their own fibers (each reply carries its id); a
      // notification such as notifications/cancelled is handled at once.
      Stream.runForEach((line) =>
        isRequestLine(line)
          ? Effect.zipRight(permits.take(1), Effect.forkDaemon(Effect.ensuring(serve(line), permits.release(1))))
          : serve(line)
      ),
      Effect.zipRight(permits.take(CONCURRENCY)),
      Effect.provideService(CallContext, CallContext.local("stdio")),
      Effect.provideService(ClientChannel, channel),
      Effect.catchAll((e) => Effect.logError("stdin failed").pipe(Effect.annotateLogs({ error: String(e) })))
    )
    lines.close()
    yield* Effect.logDebug("stdin closed")
  })

const NEWLINE = Buffer.from("\n")

/** A line that is (probably) a request, i.e. has an id: cheap check, the server validates properly. */
const isRequestLine = (line: string): boolean => /"id"\s*:/.test(line)
