import { Cause } from "effect"
import { scrubSecrets } from "./Scrub.js"

/** A log line's cause is capped (a runaway message must not flood the log). */
const MAX_CAUSE_CHARS = 2000
/** Nested `cause` chains are followed this deep. */
const MAX_DEPTH = 3

const field = (e: object, k: string): unknown => (e as Record<string, unknown>)[k]

const safeJson = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}

/**
 * One error on one line: its tag (or class name), its code when it has one,
 * its message, then its own cause. Tagged errors (Data.TaggedError,
 * Schema.TaggedError) and plain Errors alike; other values as JSON.
 */
export const describeError = (error: unknown, depth = 0): string => {
  if (typeof error === "string") return error
  if (error === null || typeof error !== "object") return String(error)
  const tag = field(error, "_tag")
  const name = typeof tag === "string" ? tag : error instanceof Error ? error.name : undefined
  const code = field(error, "code")
  const message = field(error, "message")
  const head = [name, code !== undefined && code !== null && typeof code !== "object" ? `[${String(code)}]` : undefined].filter((x) =>
    x !== undefined
  ).join(" ")
  let text: string
  if (typeof message === "string" && message !== "") text = head === "" ? message : `${head}: ${message}`
  else {
    // A tagged error without a message: its fields say what happened (e.g. UpstreamFailure kind/status).
    const fields = Object.fromEntries(Object.entries(error).filter(([k]) => k !== "_tag" && k !== "stack" && k !== "cause"))
    text = head === "" ? safeJson(error) : Object.keys(fields).length > 0 ? `${head} ${safeJson(fields)}` : head
  }
  const inner = field(error, "cause")
  if (inner !== undefined && inner !== null && depth < MAX_DEPTH) {
    text += ` (cause: ${Cause.isCause(inner) ? renderCauseRaw(inner) : describeError(inner, depth + 1)})`
  }
  return text
}

const renderCauseRaw = (cause: Cause.Cause<unknown>): string => {
  const parts: Array<string> = []
  for (const e of Cause.failures(cause)) parts.push(describeError(e))
  for (const d of Cause.defects(cause)) parts.push(`defect: ${describeError(d)}`)
  if (parts.length === 0 && Cause.isInterruptedOnly(cause)) parts.push("interrupted")
  return parts.join(" | ")
}

/**
 * A Cause as one line for a log field: every failure and defect with its
 * tag, code and message (never a cut-off first line of a pretty print),
 * secrets scrubbed, bounded in length.
 */
export const renderCause = (cause: Cause.Cause<unknown>): string => {
  const text = scrubSecrets(renderCauseRaw(cause).replace(/\s*\n\s*/g, " "))
  return text.length > MAX_CAUSE_CHARS ? `${text.slice(0, MAX_CAUSE_CHARS - 1)}…` : text
}

/** The tag and code of the first failure (or defect), for log fields a query can filter on. */
export const causeFields = (cause: Cause.Cause<unknown>): { readonly errorTag?: string; readonly errorCode?: string } => {
  const first = [...Cause.failures(cause), ...Cause.defects(cause)][0]
  if (first === null || typeof first !== "object") return {}
  const tag = field(first, "_tag")
  const name = typeof tag === "string" ? tag : first instanceof Error ? first.name : undefined
  const code = field(first, "code")
  return {
    ...(name !== undefined ? { errorTag: name } : {}),
    ...(typeof code === "string" || typeof code === "number" ? { errorCode: String(code) } : {})
  }
}
