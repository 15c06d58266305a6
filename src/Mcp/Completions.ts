import { Effect, Either, Schema } from "effect"
import type { CallContext } from "./CallContext.js"
import { JSONRPC_INVALID_PARAMS, RpcFailure } from "./JsonRpc.js"

/**
 * Suggests values for one argument (of a prompt or a resource template),
 * given what the user typed so far and the other arguments already chosen.
 */
export type Completer = (
  value: string,
  context: Readonly<Record<string, string>>
) => Effect.Effect<ReadonlyArray<string>, never, CallContext>

/** Completion over a fixed list: prefix matches first, then substring matches, case-insensitive. */
export const completeFrom = (values: ReadonlyArray<string>): Completer => (typed) => Effect.succeed(rank(values, typed))

export const rank = (values: ReadonlyArray<string>, typed: string): ReadonlyArray<string> => {
  const q = typed.trim().toLowerCase()
  if (q === "") return values
  const prefix = values.filter((v) => v.toLowerCase().startsWith(q))
  const inner = values.filter((v) => !v.toLowerCase().startsWith(q) && v.toLowerCase().includes(q))
  return [...prefix, ...inner]
}

/** The spec caps one completion answer at 100 values. */
const MAX_VALUES = 100

const CompleteParams = Schema.Struct({
  ref: Schema.Union(
    Schema.Struct({ type: Schema.Literal("ref/prompt"), name: Schema.String }),
    Schema.Struct({ type: Schema.Literal("ref/resource"), uri: Schema.String })
  ),
  argument: Schema.Struct({ name: Schema.String, value: Schema.String }),
  context: Schema.optional(Schema.Struct({ arguments: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })) }))
})

export type CompleterLookup = (
  ref: { readonly type: "ref/prompt"; readonly name: string } | { readonly type: "ref/resource"; readonly uri: string },
  argument: string
) => Either.Either<Completer | undefined, RpcFailure>

/** completion/complete: `{completion: {values, total, hasMore}}`; an argument without a completer gets no values. */
export const complete = (params: unknown, lookup: CompleterLookup): Effect.Effect<unknown, RpcFailure, CallContext> =>
  Effect.gen(function*() {
    const decoded = Schema.decodeUnknownEither(CompleteParams)(params)
    if (Either.isLeft(decoded)) {
      return yield* new RpcFailure({
        code: JSONRPC_INVALID_PARAMS,
        message:
          "Invalid params: completion/complete needs ref {type: \"ref/prompt\", name} or {type: \"ref/resource\", uri} and argument {name, value}"
      })
    }
    const { argument, context, ref } = decoded.right
    const completer = yield* lookup(ref, argument.name)
    const all = completer === undefined ? [] : yield* completer(argument.value, context?.arguments ?? {})
    return { completion: { values: all.slice(0, MAX_VALUES), total: all.length, hasMore: all.length > MAX_VALUES } }
  })
