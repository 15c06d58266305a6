import { Effect, ParseResult, Schema } from "effect"
import { ToolError } from "../Domain/ToolError.js"
import { scrubSecrets } from "./UpstreamErrors.js"

const MAX_REASON = 160

/** "trademarks.3.applicationNumber: Expected string, actual 12" — the first issue, short and scrubbed. */
const shortReason = (error: ParseResult.ParseError): string => {
  const issues = ParseResult.ArrayFormatter.formatErrorSync(error)
  const first = issues[0]
  if (first === undefined) return "the payload did not match"
  const path = first.path.length > 0 ? `${first.path.map(String).join(".")}: ` : ""
  const more = issues.length > 1 ? ` (+${issues.length - 1} more)` : ""
  // The path is ours (schema field names); only the message can carry upstream values.
  const text = `${path}${scrubSecrets(first.message)}`.replace(/\s+/g, " ")
  return (text.length > MAX_REASON ? `${text.slice(0, MAX_REASON - 1)}…` : text) + more
}

const unexpected = (provider: string, reason: string) =>
  ToolError.create("PROVIDER_ERROR", `${provider} returned an unexpected response: ${reason}`, {
    provider,
    retryable: false
  })

/**
 * Decodes an upstream payload with a Schema. A payload that does not match
 * is a PROVIDER_ERROR naming the first offending path, never a crash or a
 * half-filled record.
 */
export const decodeUpstream =
  <A, I>(provider: string, schema: Schema.Schema<A, I, never>) => (input: unknown): Effect.Effect<A, ToolError> =>
    Schema.decodeUnknown(schema, { errors: "all" })(input).pipe(Effect.mapError((e) => unexpected(provider, shortReason(e))))

/** Parses an upstream body as JSON; anything else is a PROVIDER_ERROR. */
export const parseUpstreamJson = (provider: string, body: string): Effect.Effect<unknown, ToolError> =>
  Effect.try({
    try: () => JSON.parse(body) as unknown,
    catch: () => unexpected(provider, body.trim() === "" ? "the body was empty, JSON was expected" : "the body is not valid JSON")
  })

/** JSON body → Schema-decoded value, in one step. */
export const decodeUpstreamJson = <A, I>(provider: string, schema: Schema.Schema<A, I, never>, body: string) =>
  Effect.flatMap(parseUpstreamJson(provider, body), decodeUpstream(provider, schema))
