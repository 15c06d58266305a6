import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll } from "vitest"
import { type DeliveryRecord, type EventRecord, newId, type WatchRecord, type WebhookRecord } from "../../src/Services/Store/Store.js"

/** A temp directory removed when the test file ends. */
const dirs: Array<string> = []
export const storeDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "ipdata-store-"))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

export const watchRecord = (owner: string, extra: Partial<WatchRecord> = {}): WatchRecord => ({
  id: newId.watch(),
  owner,
  name: "Watch",
  type: "status_change",
  enabled: true,
  trademarkId: "US-87654321",
  markName: undefined,
  jurisdictions: [],
  niceClasses: [],
  similarityThreshold: 0.7,
  deadlineDaysAhead: 30,
  webhookUrl: undefined,
  createdAt: "2025-01-01T00:00:00.000Z",
  lastCheckedAt: null,
  ...extra
})

export const eventRecord = (watch: WatchRecord, extra: Partial<EventRecord> = {}): EventRecord => ({
  id: newId.event(),
  owner: watch.owner,
  watchId: watch.id,
  type: watch.type,
  severity: "info",
  detectedAt: "2025-01-02T00:00:00.000Z",
  summary: "Something happened",
  details: { previousStatus: "pending", newStatus: "registered" },
  acknowledged: false,
  webhookDelivered: false,
  ...extra
})

export const webhookRecord = (owner: string, extra: Partial<WebhookRecord> = {}): WebhookRecord => ({
  id: newId.webhook(),
  owner,
  name: "Hook",
  url: "https://example.com/hook",
  hasSecret: false,
  eventTypes: [],
  enabled: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  ...extra
})

export const deliveryRecord = (event: EventRecord, extra: Partial<DeliveryRecord> = {}): DeliveryRecord => ({
  id: newId.delivery(),
  owner: event.owner,
  webhookId: null,
  watchId: event.watchId,
  url: "https://example.com/hook",
  eventId: event.id,
  payload: JSON.stringify({ id: event.id }),
  status: "pending",
  attempts: 0,
  maxAttempts: 3,
  httpStatus: null,
  lastError: null,
  createdAt: event.detectedAt,
  firstAttemptAt: null,
  lastAttemptAt: null,
  nextAttemptAt: event.detectedAt,
  messageId: newId.message(),
  ...extra
})
