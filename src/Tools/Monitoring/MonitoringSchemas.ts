import { Effect, Schema } from "effect"
import { Jurisdiction } from "../../Domain/Jurisdiction.js"
import { ToolError } from "../../Domain/ToolError.js"
import { CallContext } from "../../Mcp/CallContext.js"
import { type EventRecord, Scope, SEVERITIES, type StoreError, WATCH_TYPES, type WatchRecord } from "../../Services/Store/Store.js"

/** An optional argument: absent or valid (no "Expected undefined" noise in error messages). */
export const optionalArg = <S extends Schema.Schema.All>(schema: S) => Schema.optionalWith(schema, { exact: true })

/** A literal choice whose error lists the accepted values once. */
export const oneOf = <const L extends ReadonlyArray<string>>(values: L) =>
  Schema.Literal(...values).annotations({
    message: () => ({ message: `must be one of ${values.map((v) => `"${v}"`).join(", ")}`, override: true })
  })

/** A whole number in [min, max], with the range in its error. */
export const intBetween = (min: number, max: number, what = "a whole number") =>
  Schema.Int.pipe(Schema.between(min, max, { message: () => ({ message: `must be ${what} from ${min} to ${max}`, override: true }) }))

export const WatchTypeSchema = oneOf(WATCH_TYPES).annotations({
  description:
    "status_change (a mark's status moves), similar_filing (new marks like markName), deadline_approaching (opposition, renewal, expiry)"
})
export const SeveritySchema = oneOf(SEVERITIES).annotations({ description: "info, warning or critical" })

/** The Watch record of reference-interface §7.5. */
export const WatchOutput = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  type: WatchTypeSchema,
  enabled: Schema.Boolean,
  trademarkId: Schema.optional(Schema.String),
  markName: Schema.optional(Schema.String),
  jurisdictions: Schema.Array(Jurisdiction).annotations({ description: "[] means every configured office" }),
  niceClasses: Schema.Array(Schema.Int),
  similarityThreshold: Schema.Number,
  deadlineDaysAhead: Schema.Int,
  webhookUrl: Schema.optional(Schema.String),
  createdAt: Schema.String,
  lastCheckedAt: Schema.NullOr(Schema.String).annotations({ description: "Last successful poll; null before the first" })
})
export type WatchOutput = typeof WatchOutput.Type

/** The Event record of reference-interface §7.6. */
export const EventOutput = Schema.Struct({
  id: Schema.String,
  watchId: Schema.String,
  type: WatchTypeSchema,
  severity: SeveritySchema,
  detectedAt: Schema.String,
  summary: Schema.String,
  details: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  acknowledged: Schema.Boolean,
  webhookDelivered: Schema.Boolean
})
export type EventOutput = typeof EventOutput.Type

export const watchOutput = (w: WatchRecord): WatchOutput => ({
  id: w.id,
  name: w.name,
  type: w.type,
  enabled: w.enabled,
  ...(w.trademarkId !== undefined ? { trademarkId: w.trademarkId } : {}),
  ...(w.markName !== undefined ? { markName: w.markName } : {}),
  jurisdictions: w.jurisdictions,
  niceClasses: w.niceClasses,
  similarityThreshold: w.similarityThreshold,
  deadlineDaysAhead: w.deadlineDaysAhead,
  ...(w.webhookUrl !== undefined ? { webhookUrl: w.webhookUrl } : {}),
  createdAt: w.createdAt,
  lastCheckedAt: w.lastCheckedAt
})

export const eventOutput = (e: EventRecord): EventOutput => ({
  id: e.id,
  watchId: e.watchId,
  type: e.type,
  severity: e.severity,
  detectedAt: e.detectedAt,
  summary: e.summary,
  details: e.details,
  acknowledged: e.acknowledged,
  webhookDelivered: e.webhookDelivered
})

/** What the caller may see: the admin key (and the local owner with auth off) everything, a key its own records. */
export const callerScope = Effect.map(CallContext, (ctx) => (ctx.isAdmin ? Scope.all : Scope.owner(ctx.owner)))

/** What the user reads when the store fails, from a tool or a resource: no internals. */
export const STORE_FAILED_MESSAGE = "The monitoring store could not complete the request; try again shortly."

/** Logs a store failure's cause (operation, reason), then fails with `answer`. */
export const logStoreFailure = <E>(e: StoreError, answer: E): Effect.Effect<never, E> =>
  Effect.logError("monitoring store failed").pipe(
    Effect.annotateLogs({ operation: e.operation, reason: e.reason }),
    Effect.zipRight(Effect.fail(answer))
  )

/** A store failure reaches a tool's caller as a retryable INTERNAL_ERROR. */
export const storeFailure = (e: StoreError): Effect.Effect<never, ToolError> =>
  logStoreFailure(e, ToolError.create("INTERNAL_ERROR", STORE_FAILED_MESSAGE, { retryable: true }))

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`
