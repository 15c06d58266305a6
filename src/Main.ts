#!/usr/bin/env node
import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { serve } from "./App/Server.js"
import { COMMANDS } from "./Cli/Commands.js"
import { SERVER_NAME, SERVER_VERSION } from "./Mcp/ServerInfo.js"
import { AppConfig, type AppConfigShape, loadAppConfig, type Transport } from "./Config/AppConfig.js"
import { ConfigInvalid } from "./Config/ConfigReader.js"
import { LoggingLive } from "./Config/Logging.js"

const USAGE = `${SERVER_NAME} ${SERVER_VERSION}: MCP server for trademark, design and patent data

Usage:
  ipdata-mcp                       start the server (TRANSPORT=stdio|http|sse, default stdio)
  ipdata-mcp --transport http      start with this transport (overrides TRANSPORT)
  ipdata-mcp hash-key [KEY]        print the SHA-256 hash of an API key (for API_KEYS_CONFIG)
  ipdata-mcp import <file|dir> --format <name>
                                   import office bulk data into the local register (DATA_DIR)
  ipdata-mcp register stats        what the local register holds, per jurisdiction
  ipdata-mcp --version             print the version
  ipdata-mcp --help                this text

Settings are environment variables; see the README for the full table.`

interface Cli {
  readonly command: "serve" | "help" | "version"
  readonly transport: Transport | undefined
  readonly defaultTransport: Transport | undefined
}

const TRANSPORTS: ReadonlyArray<Transport> = ["stdio", "http", "sse"]

const parseCli = (argv: ReadonlyArray<string>): Cli | string => {
  let transport: Transport | undefined
  let defaultTransport: Transport | undefined
  let command: Cli["command"] = "serve"
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const [flag, inline] = arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined]
    const value = () => inline ?? argv[++i]
    switch (flag) {
      case "--help":
      case "-h":
        command = "help"
        break
      case "--version":
      case "-v":
        command = "version"
        break
      case "--stdio":
        transport = "stdio"
        break
      case "--transport":
      case "--default-transport": {
        const v = value()
        if (v === undefined || !TRANSPORTS.includes(v as Transport)) return `${flag} needs one of ${TRANSPORTS.join(", ")}`
        if (flag === "--transport") transport = v as Transport
        else defaultTransport = v as Transport
        break
      }
      default:
        return `Unknown argument "${arg}". Run ipdata-mcp --help.`
    }
  }
  return { command, transport, defaultTransport }
}

const runSubcommand = (name: string, args: ReadonlyArray<string>) =>
  Effect.promise(async () => {
    const load = COMMANDS[name]!
    const command = await load()
    return command.run(args)
  }).pipe(Effect.flatMap((code) => Effect.sync(() => process.exit(code))))

const main = Effect.gen(function* () {
  const argv = process.argv.slice(2)
  if (argv[0] !== undefined && COMMANDS[argv[0]] !== undefined) return yield* runSubcommand(argv[0], argv.slice(1))
  const cli = parseCli(argv)
  if (typeof cli === "string") {
    process.stderr.write(cli + "\n")
    return yield* Effect.sync(() => process.exit(2))
  }
  if (cli.command === "help") return yield* Effect.sync(() => process.stdout.write(USAGE + "\n"))
  if (cli.command === "version") return yield* Effect.sync(() => process.stdout.write(SERVER_VERSION + "\n"))

  const loaded = yield* loadAppConfig.pipe(Effect.either)
  if (loaded._tag === "Left") {
    const e = loaded.left
    process.stderr.write((e instanceof ConfigInvalid ? e.message : `Invalid configuration: ${String(e)}`) + "\n")
    return yield* Effect.sync(() => process.exit(2))
  }
  const explicitEnv = process.env["TRANSPORT"] !== undefined && process.env["TRANSPORT"].trim() !== ""
  const transport = cli.transport ?? (explicitEnv ? loaded.right.transport : (cli.defaultTransport ?? loaded.right.transport))
  const config = { ...loaded.right, transport }
  return yield* Effect.suspend(() => serve(config, transport)).pipe(
    // A bad setting found while building the layers (e.g. API_KEYS_CONFIG): one line, no stack.
    Effect.catchIf(
      (e): e is ConfigInvalid => e instanceof ConfigInvalid,
      (e) => Effect.sync(() => process.stderr.write(e.message + "\n")).pipe(Effect.zipRight(Effect.sync(() => process.exit(2))))
    ),
    Effect.provide(LoggingLive(config.logLevel))
  )
})

NodeRuntime.runMain(main, { disablePrettyLogger: true })
