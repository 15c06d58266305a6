import { Effect, Option } from "effect"
import { serve } from "../App/Server.js"
import { type Transport } from "../Config/AppConfig.js"
import { ConfigInvalid, StartupFailed } from "../Config/ConfigReader.js"
import { LoggingLive } from "../Config/Logging.js"
import { loadSettings } from "../Providers/Offices.js"

export interface ServeOptions {
  /** --transport (or --stdio): wins over TRANSPORT. */
  readonly transport: Option.Option<Transport>
  /** --default-transport: used only when TRANSPORT is not set (`npm start` asks for http). */
  readonly defaultTransport: Option.Option<Transport>
}

/**
 * Loads the settings and runs the server until it stops. A bad setting (read now, or found while
 * the layers are built, e.g. API_KEYS_CONFIG) is one line on stderr and exit code 2.
 */
export const runServe = (options: ServeOptions) =>
  Effect.gen(function*() {
    const loaded = yield* loadSettings.pipe(Effect.either)
    if (loaded._tag === "Left") {
      const e = loaded.left
      yield* Effect.sync(() =>
        process.stderr.write((e instanceof ConfigInvalid ? e.message : `Invalid configuration: ${String(e)}`) + "\n")
      )
      return 2
    }
    const explicitEnv = (process.env["TRANSPORT"] ?? "").trim() !== ""
    const transport = Option.getOrElse(
      options.transport,
      () => explicitEnv ? loaded.right.transport : Option.getOrElse(options.defaultTransport, () => loaded.right.transport)
    )
    const config = { ...loaded.right, transport }
    return yield* Effect.suspend(() => serve(config, transport)).pipe(
      Effect.as(0),
      Effect.catchIf(
        (e): e is ConfigInvalid | StartupFailed => e instanceof ConfigInvalid || e instanceof StartupFailed,
        (e) => Effect.sync(() => process.stderr.write(e.message + "\n")).pipe(Effect.as(2))
      ),
      Effect.provide(LoggingLive(config.logLevel))
    )
  })
