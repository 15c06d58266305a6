/**
 * What a method serves, and the tools/list views: each list is built and serialised once per view
 * (era and the tools listed), not per request, since it changes only with the registry. Bounded: a
 * handful of eras times the visibility rules.
 */
import { type CacheHint, type Era, modernResult } from "./ModernEra.js"
import { cachedReplies } from "./ReplyBytes.js"
import type { ListedTool, ToolRegistry } from "./ToolRegistry.js"
import type { ToolVisibility } from "./ToolVisibility.js"

export interface Served {
  readonly result: unknown
  /** 2026-07-28 cache hint for list and read results. */
  readonly cache: CacheHint | undefined
  /** `result` is already in its era's envelope. */
  readonly enveloped?: boolean
  /** `result` serialised (UTF-8). */
  readonly json?: Uint8Array
}

/** Lists that change only with a deploy: the same for every caller. */
export const STATIC_LIST_CACHE: CacheHint = { ttlMs: 300_000, cacheScope: "public" }
/** resources/list names the caller's own watches. */
export const CALLER_LIST_CACHE: CacheHint = { ttlMs: 60_000, cacheScope: "private" }

/** Distinct tools/list views kept serialised (era × visibility); past it the cache starts over. */
const MAX_LIST_VIEWS = 16

export const toolListViews = (registry: ToolRegistry, visibility: ToolVisibility["Type"]) => {
  const views = new Map<string, { readonly source: ReadonlyArray<ListedTool>; readonly served: Served }>()
  const view = (era: Era): Served => {
    const all = registry.list()
    const tools = all.filter((t) => visibility.listed(t.name))
    const key = `${era._tag}|${tools.map((t) => t.name).join(",")}`
    const hit = views.get(key)
    if (hit !== undefined && hit.source === all) return hit.served
    const result = era._tag === "Modern" ? modernResult({ tools }, STATIC_LIST_CACHE) : { tools }
    const served: Served = { result, cache: STATIC_LIST_CACHE, enveloped: true, json: Buffer.from(JSON.stringify(result)) }
    if (views.size >= MAX_LIST_VIEWS) views.clear()
    views.set(key, { source: all, served })
    return served
  }
  /** Sizes for /metrics. */
  const tables = () => ({
    tools_list_views: views.size,
    tools_list_replies: [...views.values()].reduce((n, v) => n + cachedReplies(v.served.json!), 0)
  })
  return { view, tables }
}
