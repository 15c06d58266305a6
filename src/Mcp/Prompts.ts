import { Effect, Either, Schema } from "effect"
import type { CallContext } from "./CallContext.js"
import type { Completer, CompleterLookup } from "./Completions.js"
import { JSONRPC_INVALID_PARAMS, RpcFailure } from "./JsonRpc.js"

export interface PromptArgument {
  readonly name: string
  readonly description: string
  readonly required: boolean
  readonly complete?: Completer
}

export interface PromptMessage {
  readonly role: "user" | "assistant"
  readonly content: { readonly type: "text"; readonly text: string }
}

/** A prompt: a job people come for, with its arguments; `render` turns the arguments into messages. */
export interface PromptDefinition {
  readonly name: string
  readonly title: string
  readonly description: string
  readonly arguments: ReadonlyArray<PromptArgument>
  readonly render: (args: Readonly<Record<string, string>>) => ReadonlyArray<PromptMessage>
}

const GetParams = Schema.Struct({
  name: Schema.String,
  arguments: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String }))
})

export class PromptRegistry extends Effect.Service<PromptRegistry>()("ipdata/PromptRegistry", {
  sync: () => {
    const prompts = new Map<string, PromptDefinition>()

    const register = (p: PromptDefinition): Effect.Effect<void> =>
      prompts.has(p.name) ? Effect.dieMessage(`Prompt registered twice: ${p.name}`) : Effect.sync(() => prompts.set(p.name, p))

    const list = () => ({
      prompts: [...prompts.values()].map((p) => ({
        name: p.name,
        title: p.title,
        description: p.description,
        arguments: p.arguments.map((a) => ({ name: a.name, description: a.description, required: a.required }))
      }))
    })

    const get = (params: unknown): Effect.Effect<unknown, RpcFailure, CallContext> =>
      Effect.gen(function*() {
        const decoded = Schema.decodeUnknownEither(GetParams)(params)
        if (Either.isLeft(decoded)) {
          return yield* new RpcFailure({
            code: JSONRPC_INVALID_PARAMS,
            message: "Invalid params: prompts/get needs a string name and string arguments"
          })
        }
        const { arguments: given = {}, name } = decoded.right
        const prompt = prompts.get(name)
        if (prompt === undefined) {
          return yield* new RpcFailure({
            code: JSONRPC_INVALID_PARAMS,
            message: `Unknown prompt: ${name}`,
            data: { availablePrompts: [...prompts.keys()] }
          })
        }
        const missing = prompt.arguments.filter((a) => a.required && (given[a.name] ?? "").trim() === "").map((a) => a.name)
        const known = new Set(prompt.arguments.map((a) => a.name))
        const unknown = Object.keys(given).filter((k) => !known.has(k))
        if (missing.length > 0 || unknown.length > 0) {
          return yield* new RpcFailure({
            code: JSONRPC_INVALID_PARAMS,
            message: [
              missing.length > 0 ? `missing required argument(s): ${missing.join(", ")}` : "",
              unknown.length > 0 ? `unknown argument(s): ${unknown.join(", ")}` : ""
            ]
              .filter((s) => s !== "")
              .join("; ")
              .replace(/^/, `Invalid arguments for prompt ${name}: `),
            data: { acceptedArguments: [...known] }
          })
        }
        return { description: prompt.description, messages: prompt.render(given) }
      })

    const completer: CompleterLookup = (ref, argument) => {
      if (ref.type !== "ref/prompt") return Either.right(undefined)
      const prompt = prompts.get(ref.name)
      if (prompt === undefined) return Either.left(new RpcFailure({ code: JSONRPC_INVALID_PARAMS, message: `Unknown prompt: ${ref.name}` }))
      return Either.right(prompt.arguments.find((a) => a.name === argument)?.complete)
    }

    return { register, list, get, completer, isEmpty: () => prompts.size === 0 }
  }
}) {}
