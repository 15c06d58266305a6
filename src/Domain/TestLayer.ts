import { type Context, Effect, Layer } from "effect"
import { ToolError } from "./ToolError.js"

/**
 * A test layer for a port: the methods given, plus `defaults` for plain (non-effect) members;
 * any other method fails with INTERNAL_ERROR naming itself ("EpoOps.search is not stubbed"), so a
 * test that reaches a method it did not expect says which one.
 */
export const makeTestLayer =
  <I, S extends object>(tag: Context.Tag<I, S>, defaults: Partial<S> = {}) => (impl: Partial<S>): Layer.Layer<I> => {
    const name = tag.key.replace(/^ipdata\//, "")
    const given: Record<string | symbol, unknown> = { ...defaults, ...impl }
    return Layer.succeed(
      tag,
      new Proxy(given, {
        get: (target, prop) =>
          prop in target || typeof prop !== "string" || prop === "then" || prop === "toJSON"
            ? target[prop]
            : () => Effect.fail(ToolError.internal(`${name}.${prop} is not stubbed`))
      }) as S
    )
  }
