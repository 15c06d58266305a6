import { Clock, Effect } from "effect"
import { AppConfig } from "../Config/AppConfig.js"
import type { Admission as Admission_, HttpRejection, Principal } from "../Layers/AccessGate.js"
import { isLoopbackHost } from "../Layers/HttpGuards.js"
import { CallContext } from "../Mcp/CallContext.js"
import { errorResponse } from "../Mcp/JsonRpc.js"
import { type KeyStats, Metrics } from "../Observability/Metrics.js"
import {
  Admission,
  type AdmitRequest,
  afterAdmission,
  type Blocker,
  blockersOf,
  burstSpec,
  type KeySnapshot,
  type LimitName,
  sustainedSpec
} from "./Admission.js"
import { type KeyRecord, parseBearer } from "./ApiKeys.js"
import { KeyRing } from "./KeyRing.js"
import { QuotaStore, type QuotaStoreError, type Usage, utcPeriods } from "./QuotaStore.js"
import { type Limits, TIER_LIMITS, UNLIMITED } from "./Tiers.js"
import * as Bucket from "./TokenBucket.js"

export type { LimitName } from "./Admission.js"

/** JSON-RPC server-error codes for refusals at the edge. */
export const RPC_UNAUTHORIZED = -32001
export const RPC_FORBIDDEN = -32003
export const RPC_RATE_LIMITED = -32029

const REALM = "Bearer realm=\"ipdata-mcp\""

/** What /usage shows for one key (limits: null = unlimited). */
export interface KeyUsageView {
  readonly keyId: string
  readonly label: string
  readonly tier: string
  readonly enabled: boolean
  readonly callsToday: number
  readonly callsThisMonth: number
  readonly inFlight: number
  readonly limits: {
    readonly daily: number | null
    readonly monthly: number | null
    readonly concurrent: number | null
    readonly sustainedPerHour: number | null
    readonly burstPerSecond: number | null
  }
  readonly remaining: { readonly daily: number | null; readonly monthly: number | null }
  readonly resets: { readonly daily: string; readonly monthly: string }
}

const orNull = (n: number) => (n === 0 ? null : n)

const principals = new WeakMap<KeyRecord, { http?: Principal; sse?: Principal }>()

/** One principal object per key record and transport: what is built per caller is then built once. */
export const principalOf = (r: KeyRecord, transport: "http" | "sse"): Principal => {
  let byTransport = principals.get(r)
  if (byTransport === undefined) {
    byTransport = {}
    principals.set(r, byTransport)
  }
  return byTransport[transport] ??= makePrincipal(r, transport)
}

const makePrincipal = (r: KeyRecord, transport: "http" | "sse"): Principal =>
  CallContext.of({
    owner: r.tier === "admin" ? "admin" : `key:${r.keyId}`,
    keyId: r.keyId,
    label: r.label,
    tier: r.tier,
    isAdmin: r.tier === "admin",
    transport
  })

/** How to send a key, in words a person or an OAuth-aware client can show as is. */
const HOW_TO_SEND = "send your API key in every request as the HTTP header \"Authorization: Bearer <your key>\" " +
  "(curl: -H \"Authorization: Bearer $KEY\"; mcp-remote: --header \"Authorization:Bearer ${KEY}\"; " +
  "MCP Inspector: --header \"Authorization: Bearer <key>\"). This server does not use OAuth: there is nothing to sign in to"

/** RFC 6750 quoted-string: no double quotes or backslashes inside. */
const quotable = (text: string) => text.replace(/["\\]/g, "'")

const unauthorized = (reason: "missing" | "malformed" | "unknown" | "disabled"): HttpRejection => {
  const message = {
    missing: `Unauthorized: this server needs an API key; ${HOW_TO_SEND}`,
    malformed: `Unauthorized: the Authorization header must be "Bearer <key>"; ${HOW_TO_SEND}`,
    unknown: "Unauthorized: unknown API key; check the key, or ask the server's operator for one",
    disabled: "Unauthorized: this API key is disabled; ask the server's operator to enable it or issue a new one"
  }[reason]
  const error = reason === "missing" ? "" : `, error="${reason === "malformed" ? "invalid_request" : "invalid_token"}"`
  const challenge = `${REALM}${error}, error_description="${quotable(message.replace(/^Unauthorized: /, ""))}"`
  return { status: 401, headers: { "www-authenticate": challenge }, body: errorResponse(null, RPC_UNAUTHORIZED, message, { reason }) }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

const tooManyRequests = (b: Blocker, nowMs: number, units: number): HttpRejection => {
  const retryAfter = seconds(b.waitMs)
  const resetMs = nowMs + b.waitMs
  const when = new Date(resetMs).toISOString()
  const message = b.tooLarge
    ? `Rate limit exceeded: this request holds ${units} tool calls, more than the ${b.limit} limit of ${b.limitValue} allows at once; send fewer per request`
    : {
      daily: `Rate limit exceeded: the daily quota of ${b.limitValue} tool calls is used up; it resets at ${when}`,
      monthly: `Rate limit exceeded: the monthly quota of ${b.limitValue} tool calls is used up; it resets at ${when}`,
      sustained: `Rate limit exceeded: at most ${b.limitValue} tool calls per hour; retry in ${retryAfter} s`,
      burst: `Rate limit exceeded: at most ${b.limitValue} tool calls per second; retry in ${retryAfter} s`,
      concurrency: `Too many requests in flight for this key (at most ${b.limitValue} at once); retry in ${retryAfter} s`
    }[b.limit]
  return {
    status: 429,
    headers: {
      "retry-after": String(retryAfter),
      "x-ratelimit-limit": String(b.limitValue),
      "x-ratelimit-remaining": "0",
      "x-ratelimit-reset": String(Math.ceil(resetMs / 1000)),
      "x-ratelimit-scope": b.limit
    },
    body: errorResponse(null, RPC_RATE_LIMITED, message, {
      limit: b.limit,
      retryAfter,
      limitValue: b.limitValue,
      resetAt: when,
      code: b.limit === "daily" || b.limit === "monthly" ? "QUOTA_EXCEEDED" : "RATE_LIMITED"
    })
  }
}

const storeUnavailable: HttpRejection = {
  status: 503,
  headers: { "retry-after": "5" },
  body: errorResponse(null, -32603, "Usage store unavailable; retry in a few seconds")
}

// Longer waits win; on a tie the earlier name (the broader limit) is reported.
const ORDER: ReadonlyArray<LimitName> = ["monthly", "daily", "sustained", "burst", "concurrency"]
const worst = (bs: ReadonlyArray<Blocker>): Blocker =>
  [...bs].sort((a, b) => b.waitMs - a.waitMs || ORDER.indexOf(a.limit) - ORDER.indexOf(b.limit))[0]!

/**
 * Authentication and admission for the HTTP transports. Admission is one
 * atomic step per request (the Admission service: a per-key critical section
 * in one process, one database call for a cluster), so checking every limit
 * and counting the call cannot interleave: parallel requests never get more
 * through than the limits allow, and a refused request counts nothing.
 */
export class AccessControl extends Effect.Service<AccessControl>()("ipdata/AccessControl", {
  effect: Effect.gen(function*() {
    const config = yield* AppConfig
    const ring = yield* KeyRing
    const store = yield* QuotaStore
    const metrics = yield* Metrics
    const admission = yield* Admission

    if (!ring.enabled) {
      const host = config.transport === "sse" ? config.http.sseHost : config.http.host
      if (!isLoopbackHost(host)) {
        yield* Effect.logWarning(
          "AUTHENTICATION IS OFF on a non-loopback address: anyone who can reach this server may use it without limits. Set API_KEYS, API_KEYS_CONFIG or ADMIN_API_KEY."
        ).pipe(Effect.annotateLogs({ host }))
      }
    }

    const deny = (
      rejection: HttpRejection,
      kind: Parameters<typeof metrics.recordRejection>[1],
      record: KeyRecord | undefined,
      detail: Record<string, unknown>
    ) =>
      metrics.recordRejection(record?.keyId, kind).pipe(
        Effect.zipRight(
          Effect.logInfo("request refused").pipe(
            Effect.annotateLogs({
              status: rejection.status,
              reason: kind,
              keyId: record?.keyId ?? null,
              label: record?.label ?? null,
              ...detail
            })
          )
        ),
        Effect.zipRight(Effect.fail(rejection))
      )

    const authenticate = (authorization: string | undefined, transport: "http" | "sse"): Effect.Effect<Principal, HttpRejection> =>
      Effect.suspend(() => {
        if (!ring.enabled) return Effect.succeed(CallContext.local(transport))
        const bearer = parseBearer(authorization)
        if (bearer._tag === "Missing") return deny(unauthorized("missing"), "unauthorized", undefined, { why: "missing" })
        if (bearer._tag === "Malformed") return deny(unauthorized("malformed"), "unauthorized", undefined, { why: "malformed" })
        const record = ring.table().find(bearer.token)
        if (record === undefined) return deny(unauthorized("unknown"), "unauthorized", undefined, { why: "unknown" })
        if (!record.enabled) return deny(unauthorized("disabled"), "unauthorized", record, { why: "disabled" })
        return Effect.succeed(principalOf(record, transport))
      })

    const limitsOf = (p: Principal): Limits => {
      const record = p.keyId === undefined ? undefined : ring.table().byKeyId(p.keyId)
      if (record !== undefined) return record.limits
      return p.tier === "free" || p.tier === "pro" || p.tier === "enterprise" ? TIER_LIMITS[p.tier] : UNLIMITED
    }

    const admit = (principal: Principal, toolCalls: number): Effect.Effect<Admission_, HttpRejection> => {
      const keyId = principal.keyId
      if (principal.tier === "local" || keyId === undefined) return Effect.succeed({ headers: {}, release: Effect.void })
      const limits = limitsOf(principal)
      const record = ring.table().byKeyId(keyId)
      const req = (nowMs: number): AdmitRequest => ({ keyId, units: Math.max(0, toolCalls), limits, nowMs })

      return Effect.clockWith((clock) => {
        const now = clock.unsafeCurrentTimeMillis()
        const r = req(now)
        return Effect.matchEffect(admission.admit(r), {
          onFailure: (e: QuotaStoreError) =>
            Effect.logError("usage store failed").pipe(
              Effect.annotateLogs({ reason: e.reason, keyId }),
              Effect.zipRight(Effect.fail(storeUnavailable))
            ),
          onSuccess: (decision): Effect.Effect<Admission_, HttpRejection> => {
            if (decision._tag === "Refused") {
              // The store refused: say why from what it saw (another instance may have counted meanwhile).
              const blockers = blockersOf(r, decision.seen)
              const b = blockers.length > 0
                ? worst(blockers)
                : { limit: "concurrency" as const, waitMs: 1000, limitValue: limits.concurrent, tooLarge: false }
              return deny(tooManyRequests(b, now, r.units), b.limit, record, {
                limit: b.limit,
                retryAfter: seconds(b.waitMs),
                toolCalls: r.units
              })
            }
            const after = afterAdmission(r, decision.seen)
            return Effect.succeed({ headers: rateLimitHeaders(limits, after, utcPeriods(now), now), release: decision.release })
          }
        })
      })
    }

    const usageView = (record: KeyRecord, usage: Usage, inFlight: ReadonlyMap<string, number>, nowMs: number): KeyUsageView => {
      const p = utcPeriods(nowMs)
      const l = record.limits
      return {
        keyId: record.keyId,
        label: record.label,
        tier: record.tier,
        enabled: record.enabled,
        callsToday: usage.daily,
        callsThisMonth: usage.monthly,
        inFlight: inFlight.get(record.keyId) ?? 0,
        limits: {
          daily: orNull(l.daily),
          monthly: orNull(l.monthly),
          concurrent: orNull(l.concurrent),
          sustainedPerHour: orNull(l.sustainedPerHour),
          burstPerSecond: orNull(l.burstPerSecond)
        },
        remaining: {
          daily: l.daily === 0 ? null : Math.max(0, l.daily - usage.daily),
          monthly: l.monthly === 0 ? null : Math.max(0, l.monthly - usage.monthly)
        },
        resets: { daily: new Date(p.dayEndsMs).toISOString(), monthly: new Date(p.monthEndsMs).toISOString() }
      }
    }

    /** Usage of the given keys (all keys in force when omitted). */
    const usage = (only?: KeyRecord): Effect.Effect<ReadonlyArray<KeyUsageView>, QuotaStoreError> =>
      Effect.gen(function*() {
        const now = yield* Clock.currentTimeMillis
        const all = yield* store.usageAll(now)
        const inFlight = yield* admission.inFlight(now)
        const records = only === undefined ? ring.table().records : [only]
        return records.map((r) => usageView(r, all.get(r.keyId) ?? { daily: 0, monthly: 0 }, inFlight, now))
      })

    yield* metrics.registerSource(
      "keys",
      usage().pipe(
        Effect.map((views) => {
          const out: Record<string, KeyStats> = {}
          for (const v of views) {
            out[v.keyId] = {
              label: v.label,
              tier: v.tier,
              callsToday: v.callsToday,
              callsThisMonth: v.callsThisMonth,
              rejected: metrics.rejectedFor(v.keyId)
            }
          }
          return out
        }),
        Effect.orElseSucceed(() => ({}))
      )
    )

    return {
      authEnabled: ring.enabled,
      authenticate,
      admit,
      usage,
      /** The key record of a principal, as configured now. */
      recordOf: (p: Principal): KeyRecord | undefined => (p.keyId === undefined ? undefined : ring.table().byKeyId(p.keyId)),
      recordById: (keyId: string): KeyRecord | undefined => ring.table().byKeyId(keyId),
      recordRejection: metrics.recordRejection
    }
  })
}) {}

/** The X-RateLimit-* headers of the tightest limit: the fewest calls left (then the latest reset). */
const rateLimitHeaders = (
  limits: Limits,
  after: KeySnapshot,
  periods: ReturnType<typeof utcPeriods>,
  nowMs: number
): Record<string, string> => {
  const candidates: Array<{ scope: LimitName; limit: number; remaining: number; resetMs: number }> = []
  const usage = after.usage
  if (limits.daily > 0) {
    candidates.push({ scope: "daily", limit: limits.daily, remaining: limits.daily - usage.daily, resetMs: periods.dayEndsMs })
  }
  if (limits.monthly > 0) {
    candidates.push({ scope: "monthly", limit: limits.monthly, remaining: limits.monthly - usage.monthly, resetMs: periods.monthEndsMs })
  }
  for (
    const [scope, b, spec] of [["sustained", after.sustained, sustainedSpec(limits)], ["burst", after.burst, burstSpec(limits)]] as const
  ) {
    if (b !== undefined) {
      candidates.push({ scope, limit: spec.capacity, remaining: Bucket.tokens(b, spec), resetMs: nowMs + Bucket.fullInMs(b, spec) })
    }
  }
  if (candidates.length === 0) return {}
  const tightest = candidates.sort((a, b) => a.remaining - b.remaining || b.resetMs - a.resetMs)[0]!
  return {
    "x-ratelimit-limit": String(tightest.limit),
    "x-ratelimit-remaining": String(Math.max(0, tightest.remaining)),
    "x-ratelimit-reset": String(Math.ceil(tightest.resetMs / 1000)),
    "x-ratelimit-scope": tightest.scope
  }
}
