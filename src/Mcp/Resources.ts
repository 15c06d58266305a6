import { Effect, Either, Option } from "effect"
import type { CallContext } from "./CallContext.js"
import type { Completer, CompleterLookup } from "./Completions.js"
import { JSONRPC_INVALID_PARAMS, RpcFailure } from "./JsonRpc.js"
import type { CacheHint } from "./ModernEra.js"

export interface ListedResource {
  readonly uri: string
  readonly name: string
  readonly title?: string
  readonly description?: string
  readonly mimeType?: string
}

export interface ResourceContents {
  readonly uri: string
  readonly mimeType: string
  readonly text: string
}

/**
 * A family of resources behind one URI template (RFC 6570 level 1, one
 * `{variable}` per path segment). `list` names the concrete resources worth
 * listing for the caller; `read` answers one, or None when it does not exist
 * for this caller (another tenant's watch looks exactly like a missing one).
 */
export interface ResourceTemplateDefinition<R> {
  readonly uriTemplate: string
  readonly name: string
  readonly title: string
  readonly description: string
  readonly mimeType: string
  /** Cache hint for the read results (2026-07-28 `ttlMs`/`cacheScope`). */
  readonly cache: CacheHint
  readonly list: Effect.Effect<ReadonlyArray<ListedResource>, never, R | CallContext>
  readonly read: (variables: Readonly<Record<string, string>>) => Effect.Effect<Option.Option<unknown>, RpcFailure, R | CallContext>
  readonly complete?: Readonly<Record<string, Completer>>
}

interface Registered {
  readonly def: ResourceTemplateDefinition<never>
  readonly pattern: RegExp
  readonly variables: ReadonlyArray<string>
}

const compile = (template: string): { pattern: RegExp; variables: Array<string> } => {
  const variables: Array<string> = []
  const source = template
    .split(/(\{[A-Za-z0-9_]+\})/)
    .map((part) => {
      const m = /^\{([A-Za-z0-9_]+)\}$/.exec(part)
      if (m === null) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      variables.push(m[1]!)
      return "([^/?#]+)"
    })
    .join("")
  return { pattern: new RegExp(`^${source}$`), variables }
}

/** Every resource the server offers; tool areas register into it while the app Layer is built. */
export class ResourceRegistry extends Effect.Service<ResourceRegistry>()("ipdata/ResourceRegistry", {
  sync: () => {
    const entries: Array<Registered> = []

    const register = <R>(def: ResourceTemplateDefinition<R>): Effect.Effect<void, never, Exclude<R, CallContext>> =>
      Effect.gen(function*() {
        const context = yield* Effect.context<Exclude<R, CallContext>>()
        const provided: ResourceTemplateDefinition<never> = {
          ...def,
          list: Effect.provide(def.list, context) as Effect.Effect<ReadonlyArray<ListedResource>, never, CallContext>,
          read: (v) => Effect.provide(def.read(v), context) as Effect.Effect<Option.Option<unknown>, RpcFailure, CallContext>
        }
        entries.push({ def: provided, ...compile(def.uriTemplate) })
      })

    const list = Effect.map(
      Effect.forEach(entries, (e) => e.def.list),
      (lists) => ({ resources: lists.flat() })
    )

    const templates = () => ({
      resourceTemplates: entries.map((e) => ({
        uriTemplate: e.def.uriTemplate,
        name: e.def.name,
        title: e.def.title,
        description: e.def.description,
        mimeType: e.def.mimeType
      }))
    })

    const match = (uri: string) => {
      for (const e of entries) {
        const m = e.pattern.exec(uri)
        if (m !== null) {
          const vars: Record<string, string> = {}
          e.variables.forEach((name, i) => (vars[name] = decodeURIComponent(m[i + 1]!)))
          return { entry: e, vars }
        }
      }
      return undefined
    }

    /** resources/read; `notFoundCode` is -32002 in the 2025 era and -32602 from 2026-07-28 (SEP-2164). */
    const read = (uri: string, notFoundCode: number): Effect.Effect<{ result: unknown; cache: CacheHint }, RpcFailure, CallContext> =>
      Effect.gen(function*() {
        const notFound = new RpcFailure({ code: notFoundCode, message: `Resource not found: ${uri}`, data: { uri } })
        const found = match(uri)
        if (found === undefined) return yield* notFound
        const value = yield* found.entry.def.read(found.vars)
        if (Option.isNone(value)) return yield* notFound
        const contents: ResourceContents = {
          uri,
          mimeType: found.entry.def.mimeType,
          text: typeof value.value === "string" ? value.value : JSON.stringify(value.value, null, 2)
        }
        return { result: { contents: [contents] }, cache: found.entry.def.cache }
      })

    const completer: CompleterLookup = (ref, argument) => {
      if (ref.type !== "ref/resource") return Either.right(undefined)
      const entry = entries.find((e) => e.def.uriTemplate === ref.uri)
      if (entry === undefined) {
        return Either.left(new RpcFailure({ code: JSONRPC_INVALID_PARAMS, message: `Unknown resource template: ${ref.uri}` }))
      }
      return Either.right(entry.def.complete?.[argument])
    }

    return { register, list, templates, read, completer, isEmpty: () => entries.length === 0 }
  }
}) {}
