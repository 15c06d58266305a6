/** `ipdata-mcp register stats [--json]`: what the local register holds, per jurisdiction and as of when. */
import type Database from "better-sqlite3"
import { Schema } from "effect"
import { statSync } from "node:fs"
import { resolvePath } from "../Config/ConfigReader.js"
import { matchesStatusFilter, type StatusFilter, TrademarkStatus } from "../Domain/Trademark.js"
import { openRegister, registerPath, registerStats } from "../Providers/LocalRegister/RegisterDb.js"
import { countText } from "./CountText.js"

const isTrademarkStatus = Schema.is(TrademarkStatus)

const sizeOf = (file: string): number => {
  let total = 0
  for (const suffix of ["", "-wal"]) {
    try {
      total += statSync(file + suffix).size
    } catch {
      // no WAL file: nothing to add
    }
  }
  return total
}

/**
 * DATA_DIR's register opened read-only for `report`; the exit code when it cannot be: 2 without
 * DATA_DIR, 1 when it cannot be read, 0 (after printing `empty`) when there is none yet.
 */
export const withRegisterReadOnly = (
  json: boolean,
  empty: { readonly json: Record<string, unknown>; readonly text: string },
  report: (db: Database.Database, file: string) => number
): number => {
  const dataDirSetting = process.env["DATA_DIR"]?.trim()
  const dataDir = dataDirSetting === undefined || dataDirSetting === "" ? dataDirSetting : resolvePath(dataDirSetting)
  if (dataDir === undefined || dataDir === "") {
    process.stderr.write("DATA_DIR is not set. Set DATA_DIR to the directory that holds the local register.\n")
    return 2
  }
  const file = registerPath(dataDir)
  let db
  try {
    db = openRegister(file, { readonly: true })
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    return 1
  }
  if (db === undefined) {
    if (json) process.stdout.write(JSON.stringify({ register: file, exists: false, ...empty.json }) + "\n")
    else process.stdout.write(`No local register at ${file} yet. ${empty.text}\n`)
    return 0
  }
  try {
    return report(db, file)
  } finally {
    db.close()
  }
}

/** Prints what the local register in DATA_DIR holds (as a table, or JSON); returns the exit code. */
export const runRegisterStats = async (json: boolean): Promise<number> =>
  withRegisterReadOnly(json, {
    json: { jurisdictions: [], imports: [] },
    text: "Load data with: ipdata-mcp import <file|dir> --format <name>"
  }, (db, file) => {
    const stats = registerStats(db)
    const bytes = sizeOf(file)
    if (json) {
      process.stdout.write(JSON.stringify({ register: file, exists: true, bytes, ...stats }, null, 2) + "\n")
      return 0
    }
    const lines = [`Local register: ${file} (${(bytes / 1e6).toFixed(1)} MB)`]
    if (stats.jurisdictions.length === 0) lines.push("No marks yet.")
    else {
      lines.push("", "Jurisdiction        Marks        Live        Dead   As of")
      for (const j of stats.jurisdictions) {
        // Live and dead as the search tools' status filter counts them.
        const sum = (filter: StatusFilter) =>
          Object.entries(j.byStatus).reduce(
            (n, [status, count]) => n + (isTrademarkStatus(status) && matchesStatusFilter(status, filter) ? count : 0),
            0
          )
        const asOf = j.oldestAsOf !== undefined && j.oldestAsOf !== j.asOf ? `${j.asOf} (oldest record ${j.oldestAsOf})` : (j.asOf ?? "?")
        lines.push(
          `${j.jurisdiction.padEnd(12)} ${countText(j.marks).padStart(12)} ${countText(sum("live")).padStart(11)} ${
            countText(sum("dead")).padStart(11)
          }   ${asOf}`
        )
      }
    }
    const running = stats.imports.filter((i) => i.state === "running")
    const done = stats.imports.filter((i) => i.state === "done")
    lines.push("", `Imports: ${done.length} complete${running.length > 0 ? `, ${running.length} unfinished` : ""}`)
    for (const i of done.slice(-5)) {
      lines.push(
        `  ${i.file_name} (${i.format} → ${i.jurisdiction}, data as of ${i.as_of ?? "?"}) on ${i.finished_at?.slice(0, 10) ?? "?"}: +${
          countText(i.added)
        } ~${countText(i.updated)} -${countText(i.deleted)}, ${countText(i.rejected)} rejected`
      )
    }
    for (const i of running) {
      lines.push(
        `  UNFINISHED ${i.file_name} (${i.format} → ${i.jurisdiction}) stopped after record ${
          countText(i.position)
        }: run the same import again to resume.`
      )
    }
    process.stdout.write(lines.join("\n") + "\n")
    return 0
  })
