/** `ipdata-mcp register status [--json]`: per sync source, the last file applied and how far behind the register is. */
import { registerStats } from "../Providers/LocalRegister/RegisterDb.js"
import { ledgerStatus } from "../Providers/LocalRegister/Sync/SyncLedger.js"
import { countText } from "./CountText.js"
import { withRegisterReadOnly } from "./Register.js"

const DAY = 86_400_000

/** Whole days from `date` (YYYY-MM-DD) to `now`. */
export const daysSince = (date: string, now: number): number => Math.max(0, Math.floor((now - Date.parse(`${date}T00:00:00Z`)) / DAY))

export const runRegisterStatus = async (json: boolean, now: number = Date.now()): Promise<number> =>
  withRegisterReadOnly(json, {
    json: { sources: [], jurisdictions: [] },
    text: "Fill it with: ipdata-mcp sync --office US --backfile (or ipdata-mcp import)"
  }, (db, file) => {
    const sources = ledgerStatus(db).map((s) => ({
      source: s.source,
      jurisdiction: s.jurisdiction,
      lastFileApplied: s.last_applied?.file_name ?? null,
      dataDate: s.last_applied?.data_date ?? null,
      appliedAt: s.last_applied?.applied_at ?? null,
      daysBehind: s.last_applied !== undefined ? daysSince(s.last_applied.data_date, now) : null,
      filesBehind: s.files_behind ?? 0,
      newestListed: s.newest_listed,
      appliedFiles: s.applied_files,
      lastCheckedAt: s.last_checked_at,
      lastSuccessAt: s.last_success_at,
      lastError: s.last_error
    }))
    const jurisdictions = registerStats(db).jurisdictions.map((j) => ({
      jurisdiction: j.jurisdiction,
      marks: j.marks,
      dataAsOf: j.asOf ?? null,
      daysOld: j.asOf !== undefined ? daysSince(j.asOf, now) : null
    }))
    if (json) {
      process.stdout.write(JSON.stringify({ register: file, exists: true, sources, jurisdictions }, null, 2) + "\n")
      return 0
    }
    const lines = [`Local register: ${file}`, ""]
    if (sources.length === 0) {
      lines.push("No sync has run yet. Run: ipdata-mcp sync --office US (see the README, \"Keeping the register current\").")
    }
    for (const s of sources) {
      lines.push(
        `${s.source} (${s.jurisdiction}): ${
          s.lastFileApplied === null
            ? "no file applied yet"
            : `last applied ${s.lastFileApplied} (data of ${s.dataDate}, ${s.daysBehind} day(s) ago) on ${
              s.appliedAt?.slice(0, 16).replace("T", " ") ?? "?"
            }`
        }`,
        `  ${s.filesBehind} file(s) behind ${
          s.lastCheckedAt === null
            ? `(first sync in progress: ${s.appliedFiles} of ${s.appliedFiles + s.filesBehind} file(s) applied`
            : `at the last check (${s.lastCheckedAt.slice(0, 16).replace("T", " ")}`
        }${s.newestListed !== null ? `, newest listed ${s.newestListed}` : ""}); last successful sync ${
          s.lastSuccessAt?.slice(0, 16).replace("T", " ") ?? "never"
        }`
      )
      if (s.lastError !== null) lines.push(`  last error: ${s.lastError}`)
    }
    if (jurisdictions.length > 0) {
      lines.push("", "Data per jurisdiction:")
      for (const j of jurisdictions) {
        lines.push(
          `  ${j.jurisdiction.padEnd(5)} ${countText(j.marks).padStart(12)} marks, data as of ${j.dataAsOf ?? "?"}${
            j.daysOld !== null ? ` (${j.daysOld} day(s) old)` : ""
          }`
        )
      }
    }
    process.stdout.write(lines.join("\n") + "\n")
    return 0
  })
