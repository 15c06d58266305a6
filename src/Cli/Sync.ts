/**
 * `ipdata-mcp sync [--office US ...] [--since YYYY-MM-DD] [--backfile] [--dry-run]`: bring the
 * local register in DATA_DIR up to date from the offices' bulk files (docs/LOCAL_REGISTER.md,
 * "Keeping it current"). The command line itself is declared in Cli.ts.
 */
import { Effect, Either } from "effect"
import { resolvePath } from "../Config/ConfigReader.js"
import { LoggingLive } from "../Config/Logging.js"
import { readRegisterSync } from "../Config/RegisterSyncConfig.js"
import { makeProgress } from "../Providers/LocalRegister/Progress.js"
import { DiskSpace, formatBytes } from "../Providers/LocalRegister/Sync/DiskSpace.js"
import { AUTOMATIC_SOURCES } from "../Providers/LocalRegister/Sync/SourceCatalog.js"
import { makeDownloadProgress } from "../Providers/LocalRegister/Sync/SyncProgress.js"
import { resolveSources, runSync, type SourceReport } from "../Providers/LocalRegister/Sync/SyncRunner.js"
import { countText } from "./CountText.js"

export interface SyncArgs {
  readonly offices: ReadonlyArray<string>
  readonly since: string | undefined
  readonly backfile: boolean
  readonly dryRun: boolean
}

const describe = (r: SourceReport): Array<string> => {
  const head = `${r.source} (${r.jurisdiction})`
  if (r.status === "unavailable") return [`${head}: not synced: ${r.message ?? "unavailable"}`]
  if (r.status === "dry-run") {
    const bytes = r.files.reduce((n, f) => n + (f.size ?? 0), 0)
    return [
      `${head}: ${r.listed} file(s) listed since ${r.since ?? "?"}; would fetch and apply ${r.files.length}${
        bytes > 0 ? ` (${formatBytes(bytes)})` : ""
      }${r.files.length === 0 ? " (up to date)" : ":"}`,
      ...r.files.map((f) => `  ${f.name} (${f.date}${f.size !== undefined ? `, ${formatBytes(f.size)}` : ""})`)
    ]
  }
  const applied = r.files.filter((f) => f.outcome === "applied")
  const lines = [
    `${head}: ${r.listed} file(s) listed since ${r.since ?? "?"}, ${applied.length} applied, ${r.behind} behind${
      r.status === "failed" ? " (FAILED)" : ""
    }`
  ]
  for (const f of r.files) {
    if (f.outcome === "applied") {
      lines.push(
        `  applied ${f.name} (${f.date}): added ${countText(f.added)}, changed ${countText(f.changed)}, removed ${countText(f.removed)}`
      )
    } else if (f.outcome === "failed") lines.push(`  FAILED ${f.name}: ${f.message ?? ""}`)
  }
  if (r.status === "failed") lines.push("  Run sync again to resume: files already applied are not applied twice.")
  return lines
}

const dataDirOf = (): string | undefined => {
  const setting = process.env["DATA_DIR"]?.trim()
  return setting === undefined || setting === "" ? undefined : resolvePath(setting)
}

/** Runs a sync and prints what happened; the exit code: 0, 1 when a source failed (or one asked for is unavailable), 2 for bad arguments. */
export const runSyncCommand = (args: SyncArgs) =>
  Effect.gen(function*() {
    const fail = (message: string) => Effect.sync(() => process.stderr.write(message + "\n")).pipe(Effect.as(2))
    const dataDir = dataDirOf()
    if (dataDir === undefined) {
      return yield* fail(
        "DATA_DIR is not set. Set DATA_DIR to the directory that holds the local register (it is created if missing), e.g. DATA_DIR=./data ipdata-mcp sync"
      )
    }
    if (args.since !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(args.since) || Number.isNaN(Date.parse(args.since)))) {
      return yield* fail("--since needs a date as YYYY-MM-DD")
    }
    const settings = yield* Effect.either(readRegisterSync)
    if (Either.isLeft(settings)) return yield* fail(settings.left.message)
    const offices = args.offices.flatMap((o) => o.split(",")).filter((o) => o.trim() !== "")
    const sources = resolveSources(offices, args.backfile, settings.right.sources.length > 0 ? settings.right.sources : AUTOMATIC_SOURCES)
    if (Either.isLeft(sources)) return yield* fail(sources.left)
    const tty = process.stderr.isTTY === true
    const write = (s: string) => void process.stderr.write(s)
    const report = yield* runSync({
      dataDir,
      settings: settings.right,
      sources: sources.right,
      since: args.since,
      backfile: args.backfile,
      dryRun: args.dryRun,
      downloadProgress: makeDownloadProgress({ write, tty }),
      importProgress: makeProgress({ write, tty })
    }).pipe(Effect.provide(DiskSpace.live), Effect.either)
    if (Either.isLeft(report)) {
      process.stderr.write(`Sync failed: ${report.left.message}\n`)
      return 1
    }
    process.stdout.write([...report.right.sources.flatMap(describe), `Register: ${report.right.register}`].join("\n") + "\n")
    const askedUnavailable = offices.length > 0 && report.right.sources.some((s) => s.status === "unavailable")
    return report.right.ok && !askedUnavailable ? 0 : 1
  }).pipe(Effect.provide(LoggingLive("warn")))
