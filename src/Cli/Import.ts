/**
 * `ipdata-mcp import <file|dir> --format <name> [--jurisdiction X] [--as-of YYYY-MM-DD] [--force]`:
 * load office bulk data into the local register in DATA_DIR (docs/LOCAL_REGISTER.md). The command
 * line itself (options, help) is declared in Cli.ts.
 */
import { resolvePath } from "../Config/ConfigReader.js"
import { isJurisdiction, TRADEMARK_JURISDICTIONS } from "../Domain/Jurisdiction.js"
import { formatByName, IMPORT_FORMATS } from "../Providers/LocalRegister/Importers/index.js"
import { type FileSummary, runImport } from "../Providers/LocalRegister/ImportRunner.js"
import { makeProgress } from "../Providers/LocalRegister/Progress.js"
import { countText } from "./CountText.js"

export interface ImportArgs {
  readonly target: string
  readonly format: string
  readonly jurisdiction: string | undefined
  readonly asOf: string | undefined
  readonly force: boolean
}

const describe = (s: FileSummary): Array<string> => {
  const head = s.outcome === "skipped"
    ? `Skipped ${s.file}: ${s.message ?? ""}`
    : `${
      s.outcome === "failed"
        ? "FAILED"
        : s.outcome === "interrupted"
        ? "Interrupted"
        : s.outcome === "resumed"
        ? "Resumed and imported"
        : "Imported"
    } ${s.file} (data as of ${s.asOf ?? "?"}): ${countText(s.records)} records in ${s.seconds.toFixed(1)} s`
  const lines = [head]
  if (s.outcome !== "skipped") {
    lines.push(
      `  added ${countText(s.added)}, updated ${countText(s.updated)}, unchanged ${countText(s.unchanged)}, deleted ${
        countText(s.deleted)
      }, stale ${countText(s.stale)}, rejected ${countText(s.rejected)}`
    )
    for (const [reason, info] of Object.entries(s.rejects)) {
      lines.push(`  rejected ${countText(info.count)} × ${reason} (e.g. ${info.examples.join(", ")})`)
    }
    if (s.outcome !== "imported" && s.outcome !== "resumed" && s.message !== undefined) lines.push(`  ${s.message}`)
  }
  return lines
}

/** Loads a file or directory into the local register in DATA_DIR; returns the exit code. */
export const runImportCommand = async (parsed: ImportArgs): Promise<number> => {
  if (parsed.asOf !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(parsed.asOf) || Number.isNaN(Date.parse(parsed.asOf)))) {
    process.stderr.write("--as-of needs a date as YYYY-MM-DD\n")
    return 2
  }
  const format = formatByName(parsed.format)
  if (format === undefined) {
    process.stderr.write(`Unknown format "${parsed.format}". Use one of: ${IMPORT_FORMATS.map((f) => f.name).join(", ")}.\n`)
    return 2
  }
  const jurisdiction = parsed.jurisdiction?.toUpperCase()
  if (jurisdiction !== undefined && !isJurisdiction(jurisdiction)) {
    process.stderr.write(`Unknown jurisdiction "${parsed.jurisdiction}". Use one of: ${TRADEMARK_JURISDICTIONS.join(", ")}.\n`)
    return 2
  }
  const dataDirSetting = process.env["DATA_DIR"]?.trim()
  const dataDir = dataDirSetting === undefined || dataDirSetting === "" ? dataDirSetting : resolvePath(dataDirSetting)
  if (dataDir === undefined || dataDir === "") {
    process.stderr.write(
      "DATA_DIR is not set. Set DATA_DIR to the directory that holds the local register (it is created if missing), e.g. DATA_DIR=./data ipdata-mcp import ...\n"
    )
    return 2
  }
  const controller = new AbortController()
  const onSigint = () => {
    if (controller.signal.aborted) process.exit(130) // second Ctrl-C: the open batch rolls back
    process.stderr.write("\nStopping after the current batch (Ctrl-C again to stop at once)...\n")
    controller.abort()
  }
  process.on("SIGINT", onSigint)
  try {
    const summary = await runImport({
      dataDir,
      target: parsed.target,
      format,
      jurisdiction: jurisdiction as Parameters<typeof runImport>[0]["jurisdiction"],
      asOf: parsed.asOf,
      force: parsed.force,
      signal: controller.signal,
      progress: makeProgress({ write: (s) => process.stderr.write(s), tty: process.stderr.isTTY === true })
    })
    const lines = summary.files.flatMap(describe)
    lines.push(`Register: ${summary.register}`)
    process.stdout.write(lines.join("\n") + "\n")
    return summary.ok ? 0 : 1
  } catch (e) {
    process.stderr.write(`Import failed: ${e instanceof Error ? e.message : String(e)}\n`)
    return 1
  } finally {
    process.off("SIGINT", onSigint)
  }
}
