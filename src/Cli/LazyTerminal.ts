import { Terminal } from "@effect/platform"
import { NodeTerminal } from "@effect/platform-node"
import { Effect, Layer } from "effect"

/**
 * @effect/cli wants a Terminal for its prompts (`--wizard`). Node's opens a readline on stdin as
 * soon as it is built, which would swallow the MCP messages a stdio server must read; this one
 * opens it only when a prompt actually reads input.
 */
export const LazyTerminalLive = Layer.succeed(
  Terminal.Terminal,
  Terminal.Terminal.of({
    columns: Effect.sync(() => process.stdout.columns ?? 80),
    rows: Effect.sync(() => process.stdout.rows ?? 24),
    isTTY: Effect.sync(() => process.stdout.isTTY === true),
    readInput: Effect.flatMap(NodeTerminal.make(), (t) => t.readInput),
    readLine: Effect.scoped(Effect.flatMap(NodeTerminal.make(), (t) => t.readLine)),
    display: (text) => Effect.sync(() => void process.stdout.write(text))
  })
)
