import { Context, Effect, Either, Schema } from "effect"
import { ToolError } from "../Domain/ToolError.js"
import { acceptedNames, formatProblems, parseErrorProblems, unknownArgumentProblems } from "./ArgumentErrors.js"
import { CallContext } from "./CallContext.js"
import { ARGUMENT_BOUNDS, boundProblem } from "./InputBounds.js"
import { toMcpJsonSchema } from "./JsonSchema.js"
import type { RegisteredTool, ToolDefinition } from "./Tool.js"

export interface ListedTool {
  readonly name: string
  readonly title: string
  readonly description: string
  readonly inputSchema: Record<string, unknown>
  readonly outputSchema: Record<string, unknown>
  readonly annotations: Record<string, unknown>
}

/**
 * Every tool the server offers. Tool areas register into it while the app
 * Layer is built; the transports only read it.
 */
export class ToolRegistry extends Effect.Service<ToolRegistry>()("ipdata/ToolRegistry", {
  sync: () => {
    const tools = new Map<string, RegisteredTool>()
    let listed: ReadonlyArray<ListedTool> | undefined

    const register = <I extends Schema.Schema.AnyNoContext, O extends Schema.Schema.AnyNoContext, R>(
      tool: ToolDefinition<I, O, R>
    ): Effect.Effect<void, never, Exclude<R, CallContext>> =>
      Effect.gen(function*() {
        if (tools.has(tool.name)) return yield* Effect.dieMessage(`Tool registered twice: ${tool.name}`)
        const context = yield* Effect.context<Exclude<R, CallContext>>()
        // The registration context with the caller, made once per caller (principals are kept per key).
        const perCaller = new WeakMap<CallContext["Type"], Context.Context<Exclude<R, CallContext> | CallContext>>()
        const contextFor = (caller: CallContext["Type"]) => {
          let c = perCaller.get(caller)
          if (c === undefined) {
            c = Context.add(context, CallContext, caller)
            perCaller.set(caller, c)
          }
          return c
        }
        tools.set(tool.name, {
          name: tool.name,
          title: tool.title,
          description: tool.description,
          input: tool.input,
          output: tool.output,
          annotations: tool.annotations,
          run: (input, caller) =>
            Effect.mapInputContext(
              tool.handler(input as Schema.Schema.Type<I>),
              // What the call site provides stays visible (a per-call policy); the registration's services win.
              (outer: Context.Context<never>) => Context.merge(outer, contextFor(caller)) as Context.Context<R | CallContext>
            )
        })
        listed = undefined
      })

    const list = (): ReadonlyArray<ListedTool> => {
      if (listed === undefined) {
        listed = [...tools.values()].map((t) => ({
          name: t.name,
          title: t.title,
          description: t.description,
          inputSchema: toMcpJsonSchema(t.input),
          outputSchema: toMcpJsonSchema(t.output),
          annotations: { title: t.title, ...t.annotations }
        }))
      }
      return listed
    }

    return { register, list, get: (name: string) => tools.get(name), names: () => [...tools.keys()] }
  }
}) {}

/**
 * Decode tool arguments, reporting every problem: unknown names (with the
 * accepted ones and the closest match) and each invalid field.
 */
export const decodeArguments = (tool: RegisteredTool, args: unknown): Either.Either<unknown, ToolError> => {
  const value = args ?? {}
  if (typeof value !== "object" || Array.isArray(value)) {
    return Either.left(ToolError.invalidInput(`Invalid arguments for ${tool.name}: arguments must be a JSON object`))
  }
  // Bounded before decoding: Schema and its error formatting recurse through the value.
  const deep = Object.entries(value as Record<string, unknown>).flatMap(([field, v]) => {
    const problem = boundProblem(v, ARGUMENT_BOUNDS)
    return problem === undefined ? [] : [{ field, message: `"${field}" ${problem.message}; send a flatter value` }]
  })
  if (deep.length > 0) {
    return Either.left(
      ToolError.invalidInput(formatProblems(tool.name, deep), { problems: deep.map((p) => ({ field: p.field, message: p.message })) })
    )
  }
  const accepted = acceptedNames(tool.input)
  const unknown = accepted.length > 0 ? unknownArgumentProblems(value as Record<string, unknown>, accepted) : []
  const decoded = Schema.decodeUnknownEither(tool.input, { errors: "all", onExcessProperty: "ignore" })(value)
  const problems = [...unknown, ...(Either.isLeft(decoded) ? parseErrorProblems(decoded.left) : [])]
  if (problems.length > 0) {
    return Either.left(
      ToolError.invalidInput(formatProblems(tool.name, problems), {
        problems: problems.map((p) => ({ field: p.field, message: p.message })),
        acceptedArguments: accepted
      })
    )
  }
  return Either.right((decoded as Either.Right<unknown, unknown>).right)
}
