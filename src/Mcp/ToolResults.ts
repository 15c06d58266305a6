/**
 * One tool call's result: the tool run with its failures sorted (a tool's own error, a defect, an
 * output off its schema), and the `tools/call` result built from it. Shared by both eras.
 */
import { Cause, Effect, Either, type ParseResult, Schema } from "effect"
import { createHash } from "node:crypto"
import { ToolError } from "../Domain/ToolError.js"
import type { CallContext } from "./CallContext.js"
import type { RegisteredTool } from "./Tool.js"

/** A tool's own run: its failure as Left, a defect or an output off its schema as an internal error. */
export const runTool = (tool: RegisteredTool, input: unknown, ctx: CallContext["Type"]): Effect.Effect<Either.Either<unknown, ToolError>> =>
  tool.run(input, ctx).pipe(
    Effect.matchCauseEffect({
      onSuccess: (out): Effect.Effect<Either.Either<unknown, ToolError>> => {
        // Synchronous encoding (outputs have no effectful transformations), the encoder made once per schema.
        const encoded = encoderOf(tool.output)(out)
        return Either.isRight(encoded)
          ? Effect.succeed(Either.right(encoded.right))
          : Effect.logError("tool output does not match its schema").pipe(
            Effect.annotateLogs({ tool: tool.name, error: String(encoded.left) }),
            Effect.as(Either.left(ToolError.internal()))
          )
      },
      onFailure: (cause): Effect.Effect<Either.Either<unknown, ToolError>> => {
        const defect = Cause.dieOption(cause)
        if (defect._tag === "Some") {
          return Effect.logError("tool defect").pipe(
            Effect.annotateLogs({ tool: tool.name, defect: Cause.pretty(Cause.die(defect.value)) }),
            Effect.as(Either.left(ToolError.internal()))
          )
        }
        const failure = Cause.failureOption(cause)
        // Only an interruption is left: it goes on up.
        return failure._tag === "Some" ? Effect.succeed(Either.left(failure.value)) : Effect.failCause(cause as Cause.Cause<never>)
      }
    })
  )

const encoders = new WeakMap<Schema.Schema.AnyNoContext, (u: unknown) => Either.Either<unknown, ParseResult.ParseError>>()
const encoderOf = (schema: Schema.Schema.AnyNoContext) => {
  let encode = encoders.get(schema)
  if (encode === undefined) {
    encode = Schema.encodeEither(schema) as (u: unknown) => Either.Either<unknown, ParseResult.ParseError>
    encoders.set(schema, encode)
  }
  return encode
}

export const errorResult = (error: ToolError) => ({
  content: [{ type: "text", text: error.toText() }],
  isError: true,
  _meta: {
    "ipdata/error": {
      code: error.code,
      retryable: error.retryable,
      ...(error.provider !== undefined ? { provider: error.provider } : {}),
      ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}),
      ...(error.details !== undefined ? { details: error.details } : {})
    }
  }
})

export const okResult = (structured: unknown) => ({
  content: [{ type: "text", text: JSON.stringify(structured, null, 2) }],
  structuredContent: structured
})

/** Recent argument texts and their hashes: the same query is often asked again. Bounded. */
const hashes = new Map<string, string>()
const MAX_HASHES = 1024

/** Queries are logged only as a short hash. */
export const hashQuery = (args: unknown): string => {
  const text = JSON.stringify(args ?? {})
  let hash = hashes.get(text)
  if (hash === undefined) {
    hash = createHash("sha256").update(text).digest("hex").slice(0, 16)
    if (hashes.size >= MAX_HASHES) hashes.delete(hashes.keys().next().value as string)
    hashes.set(text, hash)
  }
  return hash
}
