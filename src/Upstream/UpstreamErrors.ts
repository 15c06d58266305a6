import { Data, type Redacted } from "effect"
import { scrubSecrets } from "../Config/Scrub.js"
import { type ErrorCode, ToolError } from "../Domain/ToolError.js"
import { deadlineError } from "./OfficeDeadline.js"
import { secondsToTenth } from "./SecondsText.js"

export { scrubSecrets } from "../Config/Scrub.js"

/**
 * One failed upstream attempt, before it becomes a user-facing ToolError.
 * `body` is the raw upstream text (truncated); it is scrubbed before any of
 * it reaches a message.
 */
export class UpstreamFailure extends Data.TaggedError("UpstreamFailure")<{
  readonly kind: "status" | "timeout" | "transport"
  readonly status?: number | undefined
  /** From an upstream Retry-After, in ms from when the answer came. */
  readonly retryAfterMs?: number | undefined
  readonly body?: string | undefined
  readonly timeoutMs?: number | undefined
  /** Set when the timeout was the call's office deadline (OFFICE_DEADLINE_MS), not the office's own. */
  readonly deadlineMs?: number | undefined
}> {}

/** 5xx, timeouts and connection errors are worth another try; other 4xx are not. */
export const isTransient = (f: UpstreamFailure): boolean =>
  f.kind !== "status" || (f.status !== undefined && (f.status >= 500 || f.status === 408))

export const isRateLimit = (f: UpstreamFailure): boolean => f.kind === "status" && f.status === 429

/** `Retry-After`: delta seconds or an HTTP date; ms from `nowMs`, undefined when absent or unreadable. */
export const parseRetryAfter = (value: string | undefined, nowMs: number): number | undefined => {
  if (value === undefined) return undefined
  const v = value.trim()
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000)
  const at = Date.parse(v)
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs)
}

const MAX_DETAIL = 200

/**
 * A short human reason from an upstream error body: problem+json `detail`
 * or `title`, OAuth `error_description`, a gateway `moreInformation`, or the
 * first line of a short plain-text body. Never HTML, never long.
 */
export const upstreamReason = (body: string | undefined, secrets: ReadonlyArray<string> = []): string | undefined => {
  if (body === undefined) return undefined
  const trimmed = body.trim()
  if (trimmed === "") return undefined
  let reason: string | undefined
  if (trimmed.startsWith("{")) {
    try {
      const json = JSON.parse(trimmed) as Record<string, unknown>
      for (const k of ["detail", "error_description", "message", "moreInformation", "title", "error", "httpMessage"]) {
        const v = json[k]
        if (typeof v === "string" && v.trim() !== "") {
          reason = v.trim()
          break
        }
      }
    } catch {
      reason = undefined
    }
  } else if (!trimmed.startsWith("<")) {
    reason = trimmed.split("\n")[0]
  } else if (/^(<\?xml[^>]*>\s*)?<(?:\w+:)?(fault|error)[\s>]/.test(trimmed)) {
    // A small XML error document (EPO OPS `<fault>`/`<error>`): its message, and the description when there is one.
    const text = (name: string) => new RegExp(`<(?:\\w+:)?${name}>([^<]{1,300})</`).exec(trimmed)?.[1]?.trim()
    const message = text("message")
    const description = text("description")
    reason = message !== undefined && description !== undefined && description !== message
      ? `${message} (${description})`
      : (message ?? description)
  }
  if (reason === undefined) return undefined
  // Trailing dots dropped: the reason is followed by ". Check ..." in messages.
  const clean = scrubSecrets(reason, secrets).replace(/\s+/g, " ").replace(/[\s.]+$/, "")
  if (clean === "") return undefined
  return clean.length > MAX_DETAIL ? `${clean.slice(0, MAX_DETAIL - 1)}…` : clean
}

export interface FailureContext {
  /** Provider name as users see it ("EUIPO", "IPAustralia-Designs"). */
  readonly provider: string
  /** Code for a 404; without one a 404 is a PROVIDER_ERROR. */
  readonly notFound?: ErrorCode | undefined
  readonly notFoundMessage?: string | undefined
  /** Settings to check on AUTH_FAILED, e.g. ["EUIPO_CLIENT_ID", "EUIPO_CLIENT_SECRET"]. */
  readonly credentialSettings?: ReadonlyArray<string> | undefined
  /** Credential values to scrub from any upstream text. */
  readonly secrets?: ReadonlyArray<Redacted.Redacted<string>> | ReadonlyArray<string> | undefined
  /** What was being done, for the message ("token request"). */
  readonly action?: string | undefined
}

const secretValues = (ctx: FailureContext, reveal: (r: Redacted.Redacted<string>) => string): ReadonlyArray<string> =>
  (ctx.secrets ?? []).map((s) => (typeof s === "string" ? s : reveal(s)))

/** reference-interface §4 `handleProviderError()`: one upstream failure → one ToolError. */
export const toToolError = (
  failure: UpstreamFailure,
  ctx: FailureContext,
  reveal: (r: Redacted.Redacted<string>) => string
): ToolError => {
  const provider = ctx.provider
  const what = ctx.action !== undefined ? ` (${ctx.action})` : ""
  switch (failure.kind) {
    case "timeout":
      if (failure.deadlineMs !== undefined) return deadlineError(provider, failure.deadlineMs)
      return ToolError.create(
        "PROVIDER_TIMEOUT",
        `${provider} did not answer in time${what}${
          failure.timeoutMs !== undefined ? ` (timeout ${secondsToTenth(failure.timeoutMs)})` : ""
        }.`,
        { provider, retryAfterMs: 1000 }
      )
    case "transport":
      return ToolError.create("PROVIDER_UNAVAILABLE", `${provider} could not be reached${what}: the connection failed.`, {
        provider,
        retryAfterMs: 10_000
      })
    case "status":
      break
  }
  const status = failure.status ?? 0
  const reason = upstreamReason(failure.body, secretValues(ctx, reveal))
  const because = reason !== undefined ? `: ${reason}` : ""
  const details = { status }
  if (status === 401 || status === 403) {
    const check = ctx.credentialSettings !== undefined && ctx.credentialSettings.length > 0
      ? `Check ${ctx.credentialSettings.join(" and ")}.`
      : "Check your API credentials."
    const verb = status === 401 ? "Authentication failed for" : "Access refused by"
    return ToolError.create("AUTH_FAILED", `${verb} ${provider}${what} (HTTP ${status})${because}. ${check}`, { provider, details })
  }
  if (status === 404 && ctx.notFound !== undefined) {
    return ToolError.create(ctx.notFound, ctx.notFoundMessage ?? `Not found at ${provider}.`, { provider, details })
  }
  if (status === 429) {
    // The office's own Retry-After, said as such (never our configured limit).
    const asked = failure.retryAfterMs !== undefined ? ` and asked us to wait ${secondsToTenth(failure.retryAfterMs)} (Retry-After)` : ""
    return ToolError.create(
      "RATE_LIMITED",
      `${provider} is rate limiting requests${what} (HTTP 429)${asked}. Retry ${asked === "" ? "later" : "after that"}.`,
      {
        provider,
        retryAfterMs: failure.retryAfterMs ?? 60_000,
        details: failure.retryAfterMs !== undefined ? { ...details, retryAfterFromOffice: true } : details
      }
    )
  }
  if (status === 502 || status === 503 || status === 504) {
    // After the retries a gateway/unavailable burst is an outage, not a bad request.
    return ToolError.create("PROVIDER_UNAVAILABLE", `${provider} is unavailable${what} (HTTP ${status})${because}.`, {
      provider,
      retryAfterMs: failure.retryAfterMs ?? 10_000,
      details
    })
  }
  if (status >= 500) {
    // A bare 500 may be the office choking on one query (CIPO answers 500 to an unknown field code).
    return ToolError.create("PROVIDER_ERROR", `${provider} service error${what} (HTTP ${status})${because}.`, {
      provider,
      retryAfterMs: 5000,
      details
    })
  }
  return ToolError.create("PROVIDER_ERROR", `${provider} rejected the request${what} (HTTP ${status})${because}.`, {
    provider,
    retryable: false,
    details
  })
}
