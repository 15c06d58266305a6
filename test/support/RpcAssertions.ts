import {
  CallToolResultSchema,
  InitializeResultSchema,
  JSONRPCErrorResponseSchema,
  JSONRPCResultResponseSchema,
  ListToolsResultSchema
} from "@modelcontextprotocol/sdk/types.js"
import { expect } from "vitest"

/** Every JSON-RPC reply in our tests is checked with the SDK's own schemas. */
export const expectValidReply = (reply: unknown): void => {
  const asResult = JSONRPCResultResponseSchema.safeParse(reply)
  const asError = JSONRPCErrorResponseSchema.safeParse(reply)
  expect(asResult.success || asError.success, `not a valid JSON-RPC reply: ${JSON.stringify(reply)}`).toBe(true)
}

export const expectResult = (reply: unknown): Record<string, unknown> => {
  expectValidReply(reply)
  const r = reply as { result?: Record<string, unknown>; error?: unknown }
  expect(r.error, `unexpected error: ${JSON.stringify(r.error)}`).toBeUndefined()
  return r.result!
}

export const expectRpcError = (reply: unknown, code: number): { code: number; message: string; data?: unknown } => {
  expectValidReply(reply)
  const r = reply as { error?: { code: number; message: string; data?: unknown } }
  expect(r.error?.code, JSON.stringify(reply)).toBe(code)
  return r.error!
}

export const schemas = { InitializeResultSchema, ListToolsResultSchema, CallToolResultSchema }
