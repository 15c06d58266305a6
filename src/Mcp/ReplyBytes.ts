/**
 * Whole serialised replies to cached lists: the cached result bytes wrapped in the JSON-RPC envelope
 * for one request id, so a list is never encoded again per request.
 */
import type { RequestId } from "./JsonRpc.js"

const CLOSE = Buffer.from("}")

/**
 * Whole replies to a cached list, per list and request id: a client asks again with the same id
 * (most send tools/list as id 1 or 2), and a 144 KB copy per request is what made tools/list slow.
 * Bounded: a few ids per list, ids of at most MAX_ID_TEXT characters.
 */
const replies = new WeakMap<Uint8Array, Map<string, Uint8Array>>()
const REPLIES_PER_LIST = 4
const MAX_ID_TEXT = 64

export const replyBytes = (json: Uint8Array, id: RequestId): Uint8Array => {
  const idText = JSON.stringify(id)
  const make = () => Buffer.concat([Buffer.from(`{"jsonrpc":"2.0","id":${idText},"result":`), json, CLOSE])
  if (idText.length > MAX_ID_TEXT) return make()
  let byId = replies.get(json)
  if (byId === undefined) {
    byId = new Map()
    replies.set(json, byId)
  }
  let bytes = byId.get(idText)
  if (bytes === undefined) {
    bytes = make()
    if (byId.size >= REPLIES_PER_LIST) byId.delete(byId.keys().next().value as string)
    byId.set(idText, bytes)
  }
  return bytes
}

/** How many whole replies are kept for one cached list (for /metrics). */
export const cachedReplies = (json: Uint8Array): number => replies.get(json)?.size ?? 0
