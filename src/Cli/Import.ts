/**
 * `ipdata-mcp import <file|dir> --format <name> [--jurisdiction X] [--as-of YYYY-MM-DD] [--force]`:
 * load office bulk data into the local register in DATA_DIR (docs/LOCAL_REGISTER.md).
 */
import { isJurisdiction, TRADEMARK_JURISDICTIONS } from "../Domain/Jurisdiction.js"
import { formatByName, IMPORT_FORMATS } from "../Providers/LocalRegister/Importers/index.js"
import { type FileSummary, runImport } from "../Providers/LocalRegister/ImportRunner.js"
import { makeProgress } from "../Providers/LocalRegister/Progress.js"
import type { CliCommand } from "./CliCommand.js"

export const IMPORT_USAGE = `Usage: ipdata-mcp import <file|dir> --format <name> [--jurisdiction X] [--as-of YYYY-MM-DD] [--force]

Loads office bulk data into the local register in DATA_DIR. A directory imports every
.xml/.csv/.zip file in it in name (date) order. Importing a file twice changes nothing; an
interrupted import resumes when run again.

Formats:
${IMPORT_FORMATS.map((f) => `  ${f.name.padEnd(18)} ${f.title}`).join("\n")}

Options:
  --jurisdiction X   label the records with office X (cipo-xml only: other offices' ST.96 files)
  --as-of DATE       date of the data, when neither the file's header nor its name gives one
  --force            read a file again even though the journal says it was imported`

const fmt = (n: number): string => n.toLocaleString("en-US")

interface ImportArgs {
  readonly target: string
  readonly format: string
  readonly jurisdiction: string | undefined
  readonly asOf: string | undefined
  readonly force: boolean
}

export const parseImportArgs = (args: ReadonlyArray<string>): ImportArgs | string => {
  let target: string | undefined
  let format: string | undefined
  let jurisdiction: string | undefined
  let asOf: string | undefined
  let force = false
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const eq = arg.indexOf("=")
    const [flag, inline] = arg.startsWith("--") && eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, undefined]
    const value = (): string | undefined => inline ?? args[++i]
    switch (flag) {
      case "--format":
        format = value()
        if (format === undefined) return "--format needs a value"
        break
      case "--jurisdiction":
        jurisdiction = value()?.toUpperCase()
        if (jurisdiction === undefined) return "--jurisdiction needs a value"
        break
      case "--as-of":
        asOf = value()
        if (asOf === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf))) return "--as-of needs a date as YYYY-MM-DD"
        break
      case "--force":
        force = true
        break
      default:
        if (flag.startsWith("-")) return `Unknown option ${flag}`
        if (target !== undefined) return `Only one file or directory per import (got "${target}" and "${arg}")`
        target = arg
    }
  }
  if (target === undefined) return "Give the file or directory to import"
  if (format === undefined) return `--format is required: one of ${IMPORT_FORMATS.map((f) => f.name).join(", ")}`
  return { target, format, jurisdiction, asOf, force }
}

const describe = (s: FileSummary): Array<string> => {
  const head =
    s.outcome === "skipped"
      ? `Skipped ${s.file}: ${s.message ?? ""}`
      : `${s.outcome === "failed" ? "FAILED" : s.outcome === "interrupted" ? "Interrupted" : s.outcome === "resumed" ? "Resumed and imported" : "Imported"} ${s.file} (data as of ${s.asOf ?? "?"}): ${fmt(s.records)} records in ${s.seconds.toFixed(1)} s`
  const lines = [head]
  if (s.outcome !== "skipped") {
    lines.push(`  added ${fmt(s.added)}, updated ${fmt(s.updated)}, unchanged ${fmt(s.unchanged)}, deleted ${fmt(s.deleted)}, stale ${fmt(s.stale)}, rejected ${fmt(s.rejected)}`)
    for (const [reason, info] of Object.entries(s.rejects)) {
      lines.push(`  rejected ${fmt(info.count)} × ${reason} (e.g. ${info.examples.join(", ")})`)
    }
    if (s.outcome !== "imported" && s.outcome !== "resumed" && s.message !== undefined) lines.push(`  ${s.message}`)
  }
  return lines
}

export const command: CliCommand = {
  summary: "import office bulk data into the local register",
  run: async (args) => {
    if (args.includes("--help") || args.includes("-h")) {
      process.stdout.write(IMPORT_USAGE + "\n")
      return 0
    }
    const parsed = parseImportArgs(args)
    if (typeof parsed === "string") {
      process.stderr.write(`${parsed}\n\n${IMPORT_USAGE}\n`)
      return 2
    }
    const format = formatByName(parsed.format)
    if (format === undefined) {
      process.stderr.write(`Unknown format "${parsed.format}". Use one of: ${IMPORT_FORMATS.map((f) => f.name).join(", ")}.\n`)
      return 2
    }
    if (parsed.jurisdiction !== undefined && !isJurisdiction(parsed.jurisdiction)) {
      process.stderr.write(`Unknown jurisdiction "${parsed.jurisdiction}". Use one of: ${TRADEMARK_JURISDICTIONS.join(", ")}.\n`)
      return 2
    }
    const dataDir = process.env["DATA_DIR"]?.trim()
    if (dataDir === undefined || dataDir === "") {
      process.stderr.write("DATA_DIR is not set. Set DATA_DIR to the directory that holds the local register (it is created if missing), e.g. DATA_DIR=./data ipdata-mcp import ...\n")
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
        jurisdiction: parsed.jurisdiction as Parameters<typeof runImport>[0]["jurisdiction"],
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
}
