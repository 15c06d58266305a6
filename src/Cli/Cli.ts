/**
 * The `ipdata-mcp` command line on @effect/cli: help text, typo suggestions and shell completion
 * (`--completions bash|zsh|fish|sh`) come with it. With no sub-command the server starts.
 */
import { Args, AutoCorrect, CliConfig, Command, Options, ValidationError } from "@effect/cli"
import { NodeFileSystem, NodePath } from "@effect/platform-node"
import { Console, Data, Effect, Layer, Option } from "effect"
import type { Transport } from "../Config/AppConfig.js"
import { TRADEMARK_JURISDICTIONS } from "../Domain/Jurisdiction.js"
import { SERVER_NAME, SERVER_VERSION } from "../Mcp/ServerInfo.js"
import { IMPORT_FORMATS } from "../Providers/LocalRegister/Importers/index.js"
import { HASH_KEY_HELP, runHashKey } from "./HashKey.js"
import { LazyTerminalLive } from "./LazyTerminal.js"

/** A handler's non-zero exit code, carried to the launcher. */
class ExitCode extends Data.TaggedError("ExitCode")<{ readonly code: number }> {}

/** `help` as a word: the launcher shows the same text as --help. */
class ShowHelp extends Data.TaggedError("ShowHelp") {}

const exitWith = (code: number): Effect.Effect<void, ExitCode> => (code === 0 ? Effect.void : Effect.fail(new ExitCode({ code })))

const TRANSPORTS: ReadonlyArray<Transport> = ["stdio", "http", "sse"]

const serveOptions = {
  transport: Options.choice("transport", TRANSPORTS).pipe(
    Options.withDescription("the transport to serve (overrides TRANSPORT)"),
    Options.optional
  ),
  stdio: Options.boolean("stdio").pipe(Options.withDescription("same as --transport stdio")),
  defaultTransport: Options.choice("default-transport", TRANSPORTS).pipe(
    Options.withDescription("the transport when TRANSPORT is not set (npm start uses http)"),
    Options.optional
  )
}

// The server, the importer and the register are loaded when their command runs: `--version`, `--help` and
// `hash-key` then start without loading every office adapter and the database drivers.
const serveWith = (o: { transport: Option.Option<Transport>; stdio: boolean; defaultTransport: Option.Option<Transport> }) =>
  Effect.promise(() => import("./Serve.js")).pipe(
    Effect.flatMap(({ runServe }) =>
      runServe({ transport: o.stdio ? Option.some("stdio") : o.transport, defaultTransport: o.defaultTransport })
    ),
    Effect.flatMap(exitWith)
  )

const serve = Command.make("serve", serveOptions, serveWith).pipe(
  Command.withDescription("Start the MCP server (the default). Settings are environment variables: see the README.")
)

const importCommand = Command.make(
  "import",
  {
    target: Args.text({ name: "file|dir" }).pipe(Args.withDescription("a bulk file, or a directory imported in name (date) order")),
    format: Options.text("format").pipe(
      Options.withDescription(`one of: ${IMPORT_FORMATS.map((f) => `${f.name} (${f.title})`).join(", ")}`)
    ),
    jurisdiction: Options.text("jurisdiction").pipe(
      Options.withDescription(`label the records with this office (cipo-xml only): ${TRADEMARK_JURISDICTIONS.join(", ")}`),
      Options.optional
    ),
    asOf: Options.text("as-of").pipe(Options.withDescription("date of the data (YYYY-MM-DD) when the file does not say"), Options.optional),
    force: Options.boolean("force").pipe(Options.withDescription("read a file again even though the journal says it was imported"))
  },
  (o) =>
    Effect.promise(() =>
      import("./Import.js").then(({ runImportCommand }) =>
        runImportCommand({
          target: o.target,
          format: o.format,
          jurisdiction: Option.getOrUndefined(o.jurisdiction),
          asOf: Option.getOrUndefined(o.asOf),
          force: o.force
        })
      )
    ).pipe(Effect.flatMap(exitWith))
).pipe(
  Command.withDescription(
    "Load office bulk data into the local register in DATA_DIR. Importing a file twice changes nothing; an interrupted import resumes when run again."
  )
)

const registerStats = Command.make(
  "stats",
  { json: Options.boolean("json").pipe(Options.withDescription("print JSON")) },
  (o) =>
    Effect.promise(() => import("./Register.js").then(({ runRegisterStats }) => runRegisterStats(o.json))).pipe(Effect.flatMap(exitWith))
).pipe(
  Command.withDescription(
    "What the local register in DATA_DIR holds: marks per jurisdiction and status, the date of the data, the import journal."
  )
)

const registerStatus = Command.make(
  "status",
  { json: Options.boolean("json").pipe(Options.withDescription("print JSON")) },
  (o) =>
    Effect.promise(() => import("./RegisterStatus.js").then(({ runRegisterStatus }) => runRegisterStatus(o.json))).pipe(
      Effect.flatMap(exitWith)
    )
).pipe(Command.withDescription("How current the local register is: per sync source the last file applied and how far behind it is."))

const register = Command.make("register").pipe(
  Command.withDescription("Inspect the local register."),
  Command.withSubcommands([registerStats, registerStatus])
)

const syncCommand = Command.make(
  "sync",
  {
    office: Options.text("office").pipe(
      Options.withDescription(
        "US, AU, GB, CA, EU or a source id (uspto-daily, uspto-annual, iprapid, ukipo-journal, ...); repeat or comma-separate; default: REGISTER_SYNC_SOURCES"
      ),
      Options.repeated
    ),
    since: Options.text("since").pipe(
      Options.withDescription("only files with data from this date (YYYY-MM-DD); default: after the register's newest data"),
      Options.optional
    ),
    backfile: Options.boolean("backfile").pipe(
      Options.withDescription("first load the office's full backfile (USPTO TRTYRAP, ~13 M marks), then the updates after it")
    ),
    dryRun: Options.boolean("dry-run").pipe(Options.withDescription("list what would be downloaded and applied; change nothing"))
  },
  (o) =>
    Effect.promise(() => import("./Sync.js")).pipe(
      Effect.flatMap(({ runSyncCommand }) =>
        runSyncCommand({ offices: o.office, since: Option.getOrUndefined(o.since), backfile: o.backfile, dryRun: o.dryRun })
      ),
      Effect.flatMap(exitWith)
    )
).pipe(
  Command.withDescription(
    "Bring the local register in DATA_DIR up to date from the offices' bulk files: download what was published since its data and apply each file once, in date order. Resumes after an interruption."
  )
)

const hashKey = Command.make(
  "hash-key",
  {
    key: Args.text({ name: "key" }).pipe(
      Args.withDescription("the API key; read from stdin when left out (hidden on a terminal)"),
      Args.optional
    ),
    generate: Options.boolean("generate").pipe(Options.withDescription("make a new random key and print it with its hash"))
  },
  (o) =>
    Effect.promise(() =>
      runHashKey({ key: Option.getOrUndefined(o.key), generate: o.generate }, {
        stdin: process.stdin,
        stdout: process.stdout,
        stderr: process.stderr
      })
    ).pipe(Effect.flatMap(exitWith))
).pipe(Command.withDescription(`Print the SHA-256 hash of an API key for API_KEYS_CONFIG. ${HASH_KEY_HELP}`))

const version = Command.make("version", {}, () => Console.log(SERVER_VERSION)).pipe(Command.withDescription("Print the version."))

const help = Command.make("help", {}, () => Effect.fail(new ShowHelp())).pipe(
  Command.withDescription("Show this help.")
)

const root = Command.make(SERVER_NAME, serveOptions, serveWith).pipe(
  Command.withDescription(
    "MCP server for trademark, design and patent data. With no command it serves (TRANSPORT=stdio|http|sse, default stdio)."
  ),
  Command.withSubcommands([serve, importCommand, syncCommand, register, hashKey, help, version])
)

const cli = Command.run(root, { name: SERVER_NAME, version: SERVER_VERSION })

const COMMAND_NAMES = ["serve", "import", "sync", "register", "hash-key", "help", "version"]

const ROOT_FLAGS = [
  "--transport",
  "--stdio",
  "--default-transport",
  "--help",
  "-h",
  "--version",
  "--completions",
  "--wizard",
  "--log-level"
]

/**
 * What @effect/cli leaves unsaid before a sub-command: the command a typo meant ("improt" →
 * import), or the unknown option it stumbled on.
 */
const usageHint = (args: ReadonlyArray<string>): string | undefined => {
  const first = args[0]
  if (first === undefined) return undefined
  if (first.startsWith("-")) {
    const flag = first.split("=")[0]!
    return ROOT_FLAGS.includes(flag) ? undefined : `Unknown option "${flag}". Run "${SERVER_NAME} help" for the options.`
  }
  if (COMMAND_NAMES.includes(first)) return undefined
  const distance = (to: string) => AutoCorrect.levensteinDistance(first, to, CliConfig.defaultConfig)
  const [closest] = [...COMMAND_NAMES].sort((a, b) => distance(a) - distance(b))
  return `Unknown command "${first}". Did you mean "${closest}"? Run "${SERVER_NAME} help" for the commands.`
}

/**
 * Runs the command line (`argv` as in process.argv: runtime and script first) and gives the exit
 * code: 0, a handler's own code, 2 for a usage error (already explained on stderr), 1 otherwise.
 */
export const runCli = (argv: ReadonlyArray<string>): Effect.Effect<number> =>
  cli(argv).pipe(
    Effect.catchTag("ShowHelp", () => cli([...argv.slice(0, 2), "--help"])),
    Effect.as(0),
    Effect.catchAll((e) =>
      e instanceof ExitCode
        ? Effect.succeed(e.code)
        : ValidationError.isValidationError(e)
        ? Effect.sync(() => {
          const hint = usageHint(argv.slice(2))
          if (hint !== undefined) process.stderr.write(hint + "\n")
        }).pipe(Effect.as(2))
        : Effect.sync(() => process.stderr.write(`${String(e)}\n`)).pipe(Effect.as(1))
    ),
    Effect.provide(Layer.mergeAll(NodeFileSystem.layer, NodePath.layer, LazyTerminalLive))
  )
