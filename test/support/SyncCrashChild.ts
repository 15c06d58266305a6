/**
 * Child process for the crash test: syncs DATA_DIR (argv[2]) from the fake offices at argv[3]
 * and dies with SIGKILL as soon as the importer reports its first committed batch (of 500), i.e. in the
 * middle of applying a file: the ledger says "downloaded", the journal holds a position.
 */
import { ConfigProvider, Effect, Either } from "effect"
import { readRegisterSync } from "../../src/Config/RegisterSyncConfig.js"
import { DiskSpace } from "../../src/Providers/LocalRegister/Sync/DiskSpace.js"
import { resolveSources, runSync } from "../../src/Providers/LocalRegister/Sync/SyncRunner.js"

const [dataDir, apiUrl, apiKey] = process.argv.slice(2) as [string, string, string]
const settings = Effect.runSync(
  readRegisterSync.pipe(
    Effect.withConfigProvider(
      ConfigProvider.fromMap(
        new Map([["USPTO_ODP_BASE_URL", apiUrl], ["USPTO_ODP_API_KEY", apiKey], ["REGISTER_SYNC_MIN_FREE_MB", "0"], [
          "REGISTER_SYNC_REQUEST_SPACING_MS",
          "0"
        ]])
      )
    ),
    Effect.orDie
  )
)
const kill = () => process.kill(process.pid, "SIGKILL")
await Effect.runPromise(
  runSync({
    dataDir,
    settings,
    sources: Either.getOrThrow(resolveSources(["US"], false, [])),
    since: "2024-01-01",
    backfile: false,
    dryRun: false,
    batchSize: 500,
    importProgress: { start: () => {}, update: kill, finish: () => {} }
  }).pipe(Effect.provide(DiskSpace.live))
)
process.stderr.write("the import finished without a committed batch to die after\n")
process.exit(3)
