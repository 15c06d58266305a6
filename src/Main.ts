#!/usr/bin/env node
import { NodeRuntime } from "@effect/platform-node"
import { Effect, Option } from "effect"

// With no arguments (how MCP clients launch a stdio server) there is nothing to parse: serve at
// once and spare the start-up the command-line library. Anything else goes through the CLI.
const program: Effect.Effect<number> = process.argv.length <= 2
  ? Effect.promise(() => import("./Cli/Serve.js")).pipe(
    Effect.flatMap(({ runServe }) => runServe({ transport: Option.none(), defaultTransport: Option.none() }))
  )
  : Effect.promise(() => import("./Cli/Cli.js")).pipe(Effect.flatMap(({ runCli }) => runCli(process.argv)))

// A non-zero code exits at once; a served transport or a finished command ends the process itself.
NodeRuntime.runMain(
  program.pipe(Effect.flatMap((code) => (code === 0 ? Effect.void : Effect.sync((): void => process.exit(code))))),
  { disablePrettyLogger: true }
)
