/**
 * Bounds on decoded JSON input, checked before anything recursive (Schema
 * decoding, error formatting, hashing) touches it: a hostile 5,000-level
 * nesting would otherwise overflow the stack and answer -32603.
 */

import { errorResponse, JSONRPC_INVALID_PARAMS, JSONRPC_INVALID_REQUEST, type JsonRpcResponse, type RequestId } from "./JsonRpc.js"

export interface Bounds {
  readonly maxDepth: number
  readonly maxValues: number
}

/** One JSON-RPC message: deep enough for any real request, the envelope included. */
export const MESSAGE_BOUNDS: Bounds = { maxDepth: 64, maxValues: 100_000 }
/** One tool argument's value. */
export const ARGUMENT_BOUNDS: Bounds = { maxDepth: 32, maxValues: 100_000 }

export interface BoundProblem {
  /** Where, e.g. "params.arguments.keyword" (at most a few levels); "" for the value itself. */
  readonly path: string
  readonly message: string
}

const SHOWN_LEVELS = 4

const child = (path: string, level: number, key: string | number): string => {
  if (level > SHOWN_LEVELS) return path
  if (typeof key === "number") return `${path}[${key}]`
  const k = key.length > 40 ? `${key.slice(0, 40)}…` : key
  return path === "" ? k : `${path}.${k}`
}

/**
 * The first bound the value breaks, or undefined. Iterative (an explicit
 * stack), so it cannot itself overflow however deep the value is.
 */
export const boundProblem = (value: unknown, bounds: Bounds): BoundProblem | undefined => {
  const stack: Array<{ readonly v: unknown; readonly depth: number; readonly path: string }> = [{ v: value, depth: 1, path: "" }]
  let count = 0
  while (stack.length > 0) {
    const { v, depth, path } = stack.pop()!
    if (++count > bounds.maxValues) return { path: "", message: `holds more than ${bounds.maxValues} values` }
    if (v === null || typeof v !== "object") continue
    if (depth > bounds.maxDepth) return { path, message: `nests deeper than ${bounds.maxDepth} levels` }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], depth: depth + 1, path: child(path, depth, i) })
    } else {
      const keys = Object.keys(v)
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i]!
        stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1, path: child(path, depth, k) })
      }
    }
  }
  return undefined
}

/** A message past the depth or size bound: -32602 when the excess is in params, else -32600. */
export const boundResponse = (id: RequestId | null, problem: BoundProblem): JsonRpcResponse => {
  const inParams = problem.path === "params" || problem.path.startsWith("params.") || problem.path.startsWith("params[")
  const where = problem.path === "" ? "the message" : `"${problem.path}"`
  return inParams
    ? errorResponse(id, JSONRPC_INVALID_PARAMS, `Invalid params: ${where} ${problem.message}; send flatter, smaller input`)
    : errorResponse(id, JSONRPC_INVALID_REQUEST, `Invalid Request: ${where} ${problem.message}; send flatter, smaller input`)
}
