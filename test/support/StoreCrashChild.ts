/**
 * Child process for the crash test: opens the Store in argv[2], then dies
 * with SIGKILL in the middle of a recordCheck transaction (while the second
 * event's details are serialised, after the watch row, the snapshot and the
 * first event were written inside the open transaction).
 */
import { Effect } from "effect"
import { makeSqliteStore } from "../../src/Services/Store/SqliteStore.js"
import { openStoreDatabase } from "../../src/Services/Store/SqliteStoreFile.js"

const [dir, watchId, owner] = process.argv.slice(2) as [string, string, string]
const store = makeSqliteStore(openStoreDatabase(dir))
const event = (details: Record<string, unknown>) => ({
  id: `evt_${Math.random().toString(16).slice(2, 14)}`,
  owner,
  watchId,
  type: "status_change" as const,
  severity: "info" as const,
  detectedAt: "2025-01-03T00:00:00.000Z",
  summary: "crash",
  details,
  acknowledged: false,
  webhookDelivered: false
})
const bomb = { toJSON: () => process.kill(process.pid, "SIGKILL") }
Effect.runSync(
  store.recordCheck({
    watchId,
    checkedAt: "2025-01-03T00:00:00.000Z",
    snapshot: { kind: "detail", status: "registered" },
    events: [event({ ok: true }), event({ bomb })],
    deliveries: []
  })
)
// Not reached.
process.exit(0)
