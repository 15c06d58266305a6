import type { Effect, Schema } from "effect"
import type { ToolError } from "../Domain/ToolError.js"
import type { CallContext } from "./CallContext.js"

export interface ToolAnnotations {
  readonly readOnlyHint: boolean
  readonly destructiveHint: boolean
  readonly idempotentHint: boolean
  readonly openWorldHint: boolean
}

/** Convenience presets; every tool still states its hints deliberately. */
export const READ_ONLY_OPEN_WORLD: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: true
}
export const READ_ONLY_LOCAL: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false
}

/**
 * A tool is defined once: its name, what it is for, its input and output
 * Schemas and its handler. `tools/list` and `tools/call` derive from this.
 * The handler's requirements `R` are captured when the tool is registered;
 * `CallContext` is provided per call.
 */
export interface ToolDefinition<I extends Schema.Schema.AnyNoContext, O extends Schema.Schema.AnyNoContext, R> {
  readonly name: string
  readonly title: string
  readonly description: string
  readonly input: I
  readonly output: O
  readonly annotations: ToolAnnotations
  readonly handler: (input: Schema.Schema.Type<I>) => Effect.Effect<Schema.Schema.Type<O>, ToolError, R | CallContext>
}

export const defineTool = <I extends Schema.Schema.AnyNoContext, O extends Schema.Schema.AnyNoContext, R = never>(
  tool: ToolDefinition<I, O, R>
): ToolDefinition<I, O, R> => tool

/** A tool with its requirements already provided; the caller is given per call. */
export interface RegisteredTool {
  readonly name: string
  readonly title: string
  readonly description: string
  readonly input: Schema.Schema.AnyNoContext
  readonly output: Schema.Schema.AnyNoContext
  readonly annotations: ToolAnnotations
  readonly run: (input: unknown, caller: CallContext["Type"]) => Effect.Effect<unknown, ToolError>
}
