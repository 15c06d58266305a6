import { Schema } from "effect"

/** Stable error codes that reach users (reference-interface §4). */
export const ERROR_CODES = [
  "INVALID_INPUT",
  "MISSING_REQUIRED_FIELD",
  "INVALID_JURISDICTION",
  "TRADEMARK_NOT_FOUND",
  "DESIGN_NOT_FOUND",
  "PATENT_NOT_FOUND",
  "PERSON_NOT_FOUND",
  "AUTH_FAILED",
  "AUTH_TOKEN_EXPIRED",
  "MISSING_API_KEY",
  "RATE_LIMITED",
  "QUOTA_EXCEEDED",
  "LIMIT_REACHED",
  "PROVIDER_UNAVAILABLE",
  "PROVIDER_TIMEOUT",
  "PROVIDER_ERROR",
  "PROVIDER_NOT_CONFIGURED",
  "NOT_SUPPORTED",
  "INTERNAL_ERROR",
  "CACHE_ERROR",
  "CONFIG_ERROR"
] as const
export const ErrorCode = Schema.Literal(...ERROR_CODES)
export type ErrorCode = typeof ErrorCode.Type

/**
 * The one error type a tool handler may fail with. Everything a user sees
 * (code, message, provider, retry hints) is here; nothing else leaks.
 */
export class ToolError extends Schema.TaggedError<ToolError>()("ToolError", {
  code: ErrorCode,
  message: Schema.String,
  provider: Schema.optional(Schema.String),
  retryable: Schema.Boolean,
  retryAfterMs: Schema.optional(Schema.Number),
  details: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
}) {
  static create(
    code: ErrorCode,
    message: string,
    extra: {
      readonly provider?: string | undefined
      readonly retryable?: boolean
      readonly retryAfterMs?: number | undefined
      readonly details?: Record<string, unknown> | undefined
    } = {}
  ): ToolError {
    return new ToolError({
      code,
      message,
      retryable: extra.retryable ?? DEFAULT_RETRYABLE[code],
      ...(extra.provider !== undefined ? { provider: extra.provider } : {}),
      ...(extra.retryAfterMs !== undefined ? { retryAfterMs: extra.retryAfterMs } : {}),
      ...(extra.details !== undefined ? { details: extra.details } : {})
    })
  }

  static invalidInput(message: string, details?: Record<string, unknown>): ToolError {
    return ToolError.create("INVALID_INPUT", message, { details })
  }

  /** A provider is disabled or has no credentials: name exactly what to set. */
  static notConfigured(provider: string, settings: ReadonlyArray<string>, reason?: string): ToolError {
    const why = reason ?? `${provider} provider is not configured`
    return ToolError.create(
      "PROVIDER_NOT_CONFIGURED",
      settings.length > 0 ? `${why}. Set ${settings.join(" and ")} to enable it.` : `${why}.`,
      { provider, details: { settings } }
    )
  }

  static internal(message = "Internal error"): ToolError {
    return ToolError.create("INTERNAL_ERROR", message)
  }

  /** The text layout of reference-interface §3.1. */
  toText(): string {
    const lines = [`Error [${this.code}]: ${this.message}`]
    if (this.provider !== undefined) lines.push(`Provider: ${this.provider}`)
    if (this.retryable) lines.push("(This error is retryable)")
    if (this.retryAfterMs !== undefined) lines.push(`Retry after: ${Math.max(1, Math.ceil(this.retryAfterMs / 1000))}s`)
    return lines.join("\n")
  }
}

const DEFAULT_RETRYABLE: Record<ErrorCode, boolean> = {
  INVALID_INPUT: false,
  MISSING_REQUIRED_FIELD: false,
  INVALID_JURISDICTION: false,
  TRADEMARK_NOT_FOUND: false,
  DESIGN_NOT_FOUND: false,
  PATENT_NOT_FOUND: false,
  PERSON_NOT_FOUND: false,
  AUTH_FAILED: false,
  AUTH_TOKEN_EXPIRED: true,
  MISSING_API_KEY: false,
  RATE_LIMITED: true,
  QUOTA_EXCEEDED: false,
  LIMIT_REACHED: false,
  PROVIDER_UNAVAILABLE: true,
  PROVIDER_TIMEOUT: true,
  PROVIDER_ERROR: true,
  PROVIDER_NOT_CONFIGURED: false,
  NOT_SUPPORTED: false,
  INTERNAL_ERROR: false,
  CACHE_ERROR: false,
  CONFIG_ERROR: false
}
