import { Schema } from "effect"

export const JSONRPC_PARSE_ERROR = -32700
export const JSONRPC_INVALID_REQUEST = -32600
export const JSONRPC_METHOD_NOT_FOUND = -32601
export const JSONRPC_INVALID_PARAMS = -32602
export const JSONRPC_INTERNAL_ERROR = -32603

export const RequestId = Schema.Union(Schema.String, Schema.Int)
export type RequestId = typeof RequestId.Type

/** A request or notification envelope (a notification has no `id`). */
export const JsonRpcMessage = Schema.Struct({
  jsonrpc: Schema.Literal("2.0"),
  id: Schema.optional(RequestId),
  method: Schema.String,
  params: Schema.optional(Schema.Unknown)
})
export type JsonRpcMessage = typeof JsonRpcMessage.Type

export interface JsonRpcErrorBody {
  readonly code: number
  readonly message: string
  readonly data?: unknown
}

export type JsonRpcResponse =
  | { readonly jsonrpc: "2.0"; readonly id: RequestId; readonly result: unknown }
  | { readonly jsonrpc: "2.0"; readonly id?: RequestId; readonly error: JsonRpcErrorBody }

/**
 * An error reply. When the request id cannot be read (parse error, invalid
 * request) the id is left out, as the MCP schema (2025-11-25) has it.
 */
export const errorResponse = (id: RequestId | null, code: number, message: string, data?: unknown): JsonRpcResponse => ({
  jsonrpc: "2.0",
  ...(id === null ? {} : { id }),
  error: data === undefined ? { code, message } : { code, message, data }
})

/** Thrown inside method handlers to answer with a JSON-RPC error. */
export class RpcFailure extends Schema.TaggedError<RpcFailure>()("RpcFailure", {
  code: Schema.Number,
  message: Schema.String,
  data: Schema.optional(Schema.Unknown)
}) {}
