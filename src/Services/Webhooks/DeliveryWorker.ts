import { Chunk, Clock, Duration, Effect, Either, Layer, Option, Queue, Redacted, Schedule } from "effect"
import { randomBytes } from "node:crypto"
import { AppConfig } from "../../Config/AppConfig.js"
import { type DeliveryRecord, type DeliveryUpdate, newId, Scope, Store, type StoreError, type WebhookRecord } from "../Store/Store.js"
import { eventPayload, newDeliveryRow } from "./DeliveryRows.js"
import { signatureHeaders } from "./Signing.js"
import { type DeliveryFailed, type WebhookAnswer, WebhookTransport } from "./WebhookTransport.js"

/**
 * Backoff between attempts: 30 s after the first failure, 2 min after the
 * second (x4 each time). The delay is stored in the row as `nextAttemptAt`,
 * so a restart resumes the schedule instead of starting it over.
 */
export const RETRY_SCHEDULE = Schedule.exponential(Duration.seconds(30), 4)
const RETRY_DELAYS_MS: ReadonlyArray<number> = Chunk.toReadonlyArray(
  Effect.runSync(Schedule.run(Schedule.delays(RETRY_SCHEDULE), 0, Array.from({ length: 10 }, (_, i) => i)))
).map(Duration.toMillis)

/** Wait after the n-th failed attempt (n >= 1). */
export const retryDelayMs = (failedAttempts: number): number =>
  RETRY_DELAYS_MS[Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_MS.length) - 1]!

/** A receiver's Retry-After is honoured up to this long. */
const MAX_RETRY_AFTER_MS = 3_600_000
/** A claim outlives the attempt's timeout by this much; a process that dies mid-flight frees it when it ends. */
const LEASE_MARGIN_MS = 30_000
const BATCH = 20
const CONCURRENCY = 4
/** How often the background worker looks at the outbox when nothing wakes it. */
export const OUTBOX_POLL_INTERVAL = Duration.seconds(5)

const iso = (ms: number) => new Date(ms).toISOString()

/** One attempt's result, for the caller (the test action reports it). */
export interface AttemptOutcome {
  readonly delivery: DeliveryRecord
  readonly answer: WebhookAnswer | undefined
  /** Why it was not delivered; undefined on success. */
  readonly error: string | undefined
}

const describeAnswer = (a: WebhookAnswer): string => {
  const redirect = a.status >= 300 && a.status < 400 ? " (redirects are not followed; register the final URL)" : ""
  return `HTTP ${a.status}${a.reason !== "" ? ` ${a.reason}` : ""}${redirect}${a.excerpt !== "" ? `: ${a.excerpt}` : ""}`
}

/**
 * Delivers the outbox. `runDue` claims due rows with a lease (so two
 * workers, or two instances, never send one row at once), POSTs each with
 * its signatures and a timeout, and records the attempt: delivered on a 2xx;
 * otherwise retried with backoff until MAX_ATTEMPTS, then failed. A refused
 * URL (SSRF policy) fails at once. A row whose attempt never finished (the
 * process died) is claimed again when its lease ends and re-sent with the
 * same `webhook-id`, so receivers can drop the duplicate.
 */
export class DeliveryWorker extends Effect.Service<DeliveryWorker>()("ipdata/DeliveryWorker", {
  effect: Effect.gen(function*() {
    const store = yield* Store
    const config = yield* AppConfig
    const transport = yield* WebhookTransport
    const timeoutMs = config.webhooks.timeoutMs
    const leaseMs = timeoutMs + LEASE_MARGIN_MS
    const wakeups = yield* Queue.sliding<void>(1)
    const lock = yield* Effect.makeSemaphore(1)

    const finish = (row: DeliveryRecord, update: DeliveryUpdate, answer: WebhookAnswer | undefined, error: string | undefined) =>
      Effect.gen(function*() {
        yield* store.updateDelivery(row.id, update)
        const log = update.status === "failed" ? Effect.logWarning : Effect.logInfo
        yield* log(`webhook delivery ${update.status}`).pipe(
          Effect.annotateLogs({
            deliveryId: row.id,
            webhookId: row.webhookId ?? "watch-url",
            eventId: row.eventId,
            host: URL.canParse(row.url) ? new URL(row.url).host : "?",
            attempts: update.attempts,
            httpStatus: update.httpStatus ?? "none",
            ...(error !== undefined ? { error } : {}),
            ...(update.nextAttemptAt !== null ? { nextAttemptAt: update.nextAttemptAt } : {})
          })
        )
        return { delivery: { ...row, ...update }, answer, error } satisfies AttemptOutcome
      })

    /** One attempt of one row. `force`: send even if the webhook is disabled (the test action). */
    const attempt = (row: DeliveryRecord, force = false): Effect.Effect<AttemptOutcome, StoreError> =>
      Effect.gen(function*() {
        const startMs = yield* Clock.currentTimeMillis
        const startedAt = iso(startMs)
        const attempts = row.attempts + 1
        const final = (error: string, answer?: WebhookAnswer) =>
          finish(
            row,
            {
              status: "failed",
              attempts,
              httpStatus: answer?.status ?? null,
              lastError: error,
              firstAttemptAt: row.firstAttemptAt ?? startedAt,
              lastAttemptAt: startedAt,
              nextAttemptAt: null
            },
            answer,
            error
          )

        let secret: string | undefined
        if (row.webhookId !== null) {
          const hook = yield* store.getWebhook(Scope.all, row.webhookId)
          if (Option.isNone(hook)) return yield* final("the webhook was deleted before delivery")
          if (!hook.value.enabled && !force) {
            return yield* final("the webhook was disabled before delivery; enable it to receive new events")
          }
          secret = Option.getOrUndefined(Option.map(yield* store.getWebhookSecret(row.webhookId), Redacted.value))
        }

        const headers = signatureHeaders({
          messageId: row.messageId,
          timestampSeconds: Math.floor(startMs / 1000),
          body: row.payload,
          secret
        })
        const sent: Either.Either<
          WebhookAnswer,
          DeliveryFailed | { readonly _tag: "Timeout"; readonly reason: string; readonly permanent: false }
        > = yield* transport.post({ url: row.url, body: row.payload, headers }).pipe(
          Effect.timeoutFail({
            duration: Duration.millis(timeoutMs),
            onTimeout: () =>
              ({ _tag: "Timeout", reason: `no response within ${timeoutMs} ms (WEBHOOK_TIMEOUT_MS)`, permanent: false }) as const
          }),
          Effect.either
        )
        const endMs = yield* Clock.currentTimeMillis
        const answer = Either.getOrUndefined(sent)
        const delivered = answer !== undefined && answer.status >= 200 && answer.status < 300
        const error = delivered
          ? undefined
          : answer !== undefined
          ? describeAnswer(answer)
          : Either.isLeft(sent)
          ? sent.left.reason
          : "unknown failure"
        const permanent = Either.isLeft(sent) && sent.left.permanent
        if (!delivered && (permanent || attempts >= row.maxAttempts)) return yield* final(error!, answer)
        const waitMs = Math.max(retryDelayMs(attempts), Math.min(answer?.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS))
        return yield* finish(
          row,
          {
            status: delivered ? "delivered" : "retrying",
            attempts,
            httpStatus: answer?.status ?? null,
            lastError: error ?? null,
            firstAttemptAt: row.firstAttemptAt ?? startedAt,
            lastAttemptAt: startedAt,
            nextAttemptAt: delivered ? null : iso(endMs + waitMs)
          },
          answer,
          error
        )
      })

    const logStoreFailure = (e: StoreError) =>
      Effect.logError("webhook outbox: store failed").pipe(Effect.annotateLogs({ operation: e.operation, reason: e.reason }))

    /** Every row due now, in batches; the number attempted. Never fails (store trouble is logged). */
    const runDue: Effect.Effect<number> = lock.withPermits(1)(
      Effect.gen(function*() {
        let total = 0
        for (;;) {
          const now = iso(yield* Clock.currentTimeMillis)
          const rows = yield* store.claimDueDeliveries(now, BATCH, leaseMs)
          if (rows.length === 0) break
          yield* Effect.forEach(rows, (row) => attempt(row).pipe(Effect.catchAll(logStoreFailure)), {
            concurrency: CONCURRENCY,
            discard: true
          })
          total += rows.length
          if (rows.length < BATCH) break
        }
        return total
      })
    ).pipe(Effect.catchAll((e) => Effect.as(logStoreFailure(e), 0)))

    /**
     * manage_webhook "test": a synthetic signed event, written to the outbox
     * (so it shows in get_delivery_log) and sent once right away. Its row is
     * due only after the lease, so the background worker does not send it
     * meanwhile; if the process dies first, the worker sends it later.
     */
    const sendTest = (webhook: WebhookRecord): Effect.Effect<AttemptOutcome, StoreError> =>
      Effect.gen(function*() {
        const nowMs = yield* Clock.currentTimeMillis
        const eventId = `evt_test_${randomBytes(6).toString("hex")}`
        const payload = eventPayload({
          id: eventId,
          type: "test",
          severity: "info",
          summary: `Test event for webhook "${webhook.name}" (${webhook.id}) from ipdata-mcp`,
          detectedAt: iso(nowMs),
          watchId: null,
          details: { test: true, webhookId: webhook.id }
        })
        const row = newDeliveryRow({
          owner: webhook.owner,
          webhookId: webhook.id,
          watchId: null,
          url: webhook.url,
          eventId,
          payload,
          messageId: newId.message(),
          createdAt: iso(nowMs),
          dueAt: iso(nowMs + leaseMs),
          maxAttempts: 1
        })
        yield* store.enqueueDeliveries([row])
        return yield* attempt(row, true)
      })

    return {
      runDue,
      sendTest,
      leaseMs,
      /** Nudges the background worker (new events were stored). */
      wake: Effect.asVoid(Queue.offer(wakeups, undefined)),
      /** Waits for a nudge, at most `max`. */
      awaitWake: (max: Duration.DurationInput) => Effect.asVoid(Effect.timeoutOption(Queue.take(wakeups), max))
    }
  })
}) {}

/**
 * The background worker (HTTP and SSE modes): drains the outbox at start
 * (rows left by a previous run included), then whenever new events wake it
 * and every OUTBOX_POLL_INTERVAL for retries that fall due. Interrupted with
 * its scope; an attempt cut short is re-sent after its lease.
 */
export const DeliveryPollingLive: Layer.Layer<never, never, DeliveryWorker> = Layer.scopedDiscard(
  Effect.gen(function*() {
    const worker = yield* DeliveryWorker
    yield* Effect.logInfo("webhook delivery worker started").pipe(
      Effect.annotateLogs({ pollSeconds: Duration.toSeconds(OUTBOX_POLL_INTERVAL) })
    )
    yield* Effect.forkScoped(
      Effect.forever(
        worker.runDue.pipe(
          Effect.catchAllCause((cause) => Effect.logError("webhook delivery worker crashed", cause)),
          Effect.zipRight(worker.awaitWake(OUTBOX_POLL_INTERVAL))
        )
      )
    )
  })
)
