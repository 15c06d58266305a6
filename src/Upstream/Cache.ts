import { Clock, Deferred, Effect, Fiber, FiberId, FiberRef, Option, Schema, type Scope } from "effect"
import { AppConfig } from "../Config/AppConfig.js"
import { type CacheDiskStore, makeCacheDiskStore } from "./CacheDiskStore.js"
import { SharedCacheStore, SharedCacheStoreLive } from "./PgCacheStore.js"
import { awaitTurn, type Claimed, computeUnderClaim, isShared } from "./SharedFlight.js"

/** search: search results; status: detail/status lookups; class: Nice classes, G&S terms. */
export const CACHE_CATEGORIES = ["search", "status", "class"] as const
export type CacheCategory = (typeof CACHE_CATEGORIES)[number]

/** Set when an answer came from cache; read per tool call through `observeCacheHit`. */
export const CacheHit = FiberRef.unsafeMake<boolean>(false)

/** Runs `self` with a fresh hit flag and returns whether anything it asked came from cache. */
export const observeCacheHit = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<readonly [A, boolean], E, R> =>
  self.pipe(Effect.zip(FiberRef.get(CacheHit)), Effect.locally(CacheHit, false))

export interface CacheStats {
  readonly hits: number
  readonly misses: number
  /** Calls that joined an identical call already in flight (no upstream request of their own). */
  readonly coalesced: number
  readonly hitRate: number
  readonly size: number
}

export interface CacheSettings {
  /** Seconds per category; 0 turns the category off. */
  readonly ttlSeconds: Readonly<Record<CacheCategory, number>>
  /** Memory entries in all (LRU beyond that). */
  readonly maxEntries: number
  /** Persist under this directory (CACHE_DIR); memory only when absent. */
  readonly dir?: string | undefined
  /**
   * A second level shared by a cluster (PostgreSQL); used instead of `dir`. When it can claim
   * (SharedFlight.ts), identical misses on different instances make one computation too.
   */
  readonly shared?: CacheDiskStore | undefined
}

export interface CacheOptions<A, I = A> {
  /**
   * A shorter life for this value, e.g. partial multi-jurisdiction results
   * (see `partialTtlSeconds`). A function sees the value. Never longer than
   * the category's TTL; 0 stores nothing.
   */
  readonly ttlSeconds?: number | ((value: A) => number)
  /** Checks values read back from disk (and encodes them for it); a value that does not decode is a miss. */
  readonly schema?: Schema.Schema<A, I, never>
}

interface MemoryEntry {
  readonly category: CacheCategory
  readonly value: unknown
  readonly expiresAt: number
}

interface Outcome {
  readonly value: unknown
  readonly fromCache: boolean
}

const fullKey = (category: CacheCategory, key: string) => `${category}\u0000${key}`

/**
 * The cache behind every upstream call: per-category TTLs, a bounded LRU in
 * memory, optionally a disk store that survives restarts, and single flight
 * (identical calls in flight at once share one computation). Keys must hold
 * everything that shapes the answer; cached data is public office data,
 * the same for every tenant. Time comes from `Clock` (TestClock in tests).
 */
/** One computation in flight, shared by everyone asking for the same key. */
interface Flight {
  readonly deferred: Deferred.Deferred<Outcome, unknown>
  waiters: number
  fiber: Fiber.RuntimeFiber<unknown, unknown> | undefined
}

export const makeCache = (settings: CacheSettings): Effect.Effect<CacheService, never, Scope.Scope> =>
  Effect.gen(function*() {
    const scope = yield* Effect.scope
    const memory = new Map<string, MemoryEntry>()
    const inflight = new Map<string, Flight>()
    const disk: CacheDiskStore | undefined = settings.shared ?? (settings.dir !== undefined ? makeCacheDiskStore(settings.dir) : undefined)
    const counters = Object.fromEntries(
      CACHE_CATEGORIES.map((c) => [c, { hits: 0, misses: 0, coalesced: 0, size: 0 }])
    ) as Record<CacheCategory, { hits: number; misses: number; coalesced: number; size: number }>

    const dropMemory = (k: string) => {
      const e = memory.get(k)
      if (e !== undefined) {
        memory.delete(k)
        counters[e.category].size--
      }
    }
    const setMemory = (k: string, entry: MemoryEntry) => {
      dropMemory(k)
      memory.set(k, entry)
      counters[entry.category].size++
      // Map keeps insertion order: the first key is the least recently used.
      while (memory.size > settings.maxEntries) {
        const oldest = memory.keys().next()
        if (oldest.done === true) break
        dropMemory(oldest.value)
      }
    }
    const getMemory = (k: string, now: number): Option.Option<unknown> => {
      const e = memory.get(k)
      if (e === undefined) return Option.none()
      if (e.expiresAt <= now) {
        dropMemory(k)
        return Option.none()
      }
      memory.delete(k)
      memory.set(k, e)
      return Option.some(e.value)
    }

    if (disk !== undefined) {
      const now = yield* Clock.currentTimeMillis
      yield* Effect.forkIn(
        Effect.flatMap(disk.sweep(CACHE_CATEGORIES, now), (removed) =>
          removed > 0 ? Effect.logInfo("cache_swept").pipe(Effect.annotateLogs({ removed })) : Effect.void),
        scope
      )
    }

    const categoryTtl = (category: CacheCategory) =>
      settings.ttlSeconds[category]

    const getOrCompute = <A, E, R, I = A>(
      category: CacheCategory,
      key: string,
      compute: Effect.Effect<A, E, R>,
      options: CacheOptions<A, I> = {}
    ): Effect.Effect<A, E, R> =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Effect.suspend(() => {
          const k = fullKey(category, key)
          const enabled = categoryTtl(category) > 0
          if (enabled) {
            const hit = getMemory(k, now)
            if (Option.isSome(hit)) {
              counters[category].hits++
              return Effect.as(FiberRef.set(CacheHit, true), hit.value as A)
            }
          }
          const running = inflight.get(k)
          if (running !== undefined) {
            running.waiters++
            return waitFor(k, running, category, false) as Effect.Effect<A, E>
          }

          const deferred = Deferred.unsafeMake<Outcome, E>(FiberId.none)
          const flight: Flight = { deferred: deferred as Deferred.Deferred<Outcome, unknown>, waiters: 1, fiber: undefined }
          inflight.set(k, flight)
          const leader = Effect.gen(function*() {
            let claim: Claimed | undefined
            if (enabled && disk !== undefined) {
              const stored = isShared(disk) ? yield* awaitTurn(disk, category, key) : yield* disk.read(category, key, now)
              if (stored._tag === "Hit") {
                const decoded = options.schema !== undefined
                  ? Schema.decodeUnknownOption(options.schema)(stored.value)
                  : Option.some(stored.value as A)
                if (Option.isSome(decoded)) {
                  setMemory(k, {
                    category,
                    value: decoded.value,
                    expiresAt: Math.min(stored.expiresAt, now + categoryTtl(category) * 1000)
                  })
                  return { value: decoded.value, fromCache: true }
                }
              }
              if (stored._tag === "Claimed") claim = stored
            }
            if (claim === undefined || disk === undefined || !isShared(disk)) {
              const value = yield* compute
              yield* store(category, key, value, options)
              return { value, fromCache: false }
            }
            // Other instances wait for this one: the stored entry ends the claim (same statement), else give it up.
            const value = yield* computeUnderClaim(claim, disk.claimLeaseMs, compute)
            if (!(yield* store(category, key, value, options))) yield* claim.release
            return { value, fromCache: false }
          })
          return leader.pipe(
            Effect.exit,
            Effect.flatMap((exit) =>
              Effect.sync(() => {
                if (inflight.get(k) === flight) inflight.delete(k)
              }).pipe(Effect.zipRight(Deferred.done(deferred, exit)))
            ),
            // In the cache's scope: a caller that gives up does not cancel what others are still
            // waiting for; when the last one gives up (a cancelled call), the upstream work stops.
            Effect.forkIn(scope),
            Effect.tap((fiber) => Effect.sync(() => (flight.fiber = fiber))),
            Effect.zipRight(waitFor(k, flight, category, true) as Effect.Effect<A, E>)
          )
        }))

    /** Waits for a shared computation; the last waiter to be interrupted interrupts the computation. */
    const waitFor = (k: string, flight: Flight, category: CacheCategory, leader: boolean) =>
      join(category, flight.deferred, leader).pipe(
        Effect.onInterrupt(() =>
          Effect.suspend(() => {
            flight.waiters--
            if (flight.waiters > 0 || inflight.get(k) !== flight || flight.fiber === undefined) return Effect.void
            inflight.delete(k)
            return Fiber.interruptFork(flight.fiber)
          })
        )
      )

    const join = <A, E>(category: CacheCategory, deferred: Deferred.Deferred<Outcome, E>, leader: boolean) =>
      Effect.flatMap(Deferred.await(deferred), (outcome) => {
        if (outcome.fromCache) {
          counters[category].hits++
          return Effect.as(FiberRef.set(CacheHit, true), outcome.value as A)
        }
        if (leader) counters[category].misses++
        else counters[category].coalesced++
        return Effect.succeed(outcome.value as A)
      })

    /** Whether the value went to the second level. */
    const store = <A, I>(category: CacheCategory, key: string, value: A, options: CacheOptions<A, I>): Effect.Effect<boolean> =>
      Effect.flatMap(Clock.currentTimeMillis, (now) => {
        const wanted = typeof options.ttlSeconds === "function" ? options.ttlSeconds(value) : options.ttlSeconds
        const ttl = Math.min(categoryTtl(category), wanted ?? Number.POSITIVE_INFINITY)
        if (!(ttl > 0)) return Effect.succeed(false)
        const expiresAt = now + ttl * 1000
        setMemory(fullKey(category, key), { category, value, expiresAt })
        if (disk === undefined) return Effect.succeed(false)
        const encoded = options.schema !== undefined ? Schema.encodeOption(options.schema)(value) : Option.some<unknown>(value)
        return Option.isSome(encoded) ? Effect.as(disk.write(category, key, encoded.value, expiresAt), true) : Effect.succeed(false)
      })

    const invalidate = (category: CacheCategory, key: string): Effect.Effect<void> =>
      Effect.suspend(() => {
        dropMemory(fullKey(category, key))
        return disk !== undefined ? disk.invalidate(category, key) : Effect.void
      })

    /** TTL for partial multi-jurisdiction results: a fifth of the category's, at most a minute. */
    const partialTtlSeconds = (category: CacheCategory): number => {
      const ttl = categoryTtl(category)
      return ttl <= 0 ? 0 : Math.max(1, Math.min(60, Math.floor(ttl / 5)))
    }

    const stats = (): Effect.Effect<Record<CacheCategory, CacheStats>> =>
      Effect.forEach(CACHE_CATEGORIES, (category) =>
        Effect.map(
          disk !== undefined ? disk.size(category) : Effect.succeed(counters[category].size),
          (size): [CacheCategory, CacheStats] => {
            const c = counters[category]
            const lookups = c.hits + c.misses
            return [category, {
              hits: c.hits,
              misses: c.misses,
              coalesced: c.coalesced,
              hitRate: lookups === 0 ? 0 : c.hits / lookups,
              size
            }]
          }
        )).pipe(Effect.map((entries) => Object.fromEntries(entries) as Record<CacheCategory, CacheStats>))

    return { getOrCompute, invalidate, partialTtlSeconds, stats, ttlSeconds: categoryTtl } satisfies CacheService
  })

export interface CacheService {
  /** The cached value for (category, key), or `compute` run once for all identical calls in flight. */
  readonly getOrCompute: <A, E, R, I = A>(
    category: CacheCategory,
    key: string,
    compute: Effect.Effect<A, E, R>,
    options?: CacheOptions<A, I>
  ) => Effect.Effect<A, E, R>
  readonly invalidate: (category: CacheCategory, key: string) => Effect.Effect<void>
  readonly partialTtlSeconds: (category: CacheCategory) => number
  /** Per category, for `/metrics` (`caches`). */
  readonly stats: () => Effect.Effect<Record<CacheCategory, CacheStats>>
  readonly ttlSeconds: (category: CacheCategory) => number
}

/** The cache, configured from CACHE_TTL_SEARCH/STATUS/CLASS, CACHE_MAX_ENTRIES and CACHE_DIR (or DATABASE_URL: shared). */
export class Cache extends Effect.Service<Cache>()("ipdata/Cache", {
  scoped: Effect.gen(function*() {
    const config = yield* AppConfig
    const shared = yield* SharedCacheStore
    return yield* makeCache({
      ttlSeconds: {
        search: config.cache.ttlSearchSeconds,
        status: config.cache.ttlStatusSeconds,
        class: config.cache.ttlClassSeconds
      },
      maxEntries: config.cache.maxEntries,
      dir: config.cache.dir,
      shared: Option.getOrUndefined(shared)
    })
  }),
  // With DATABASE_URL, answers are shared by every instance.
  dependencies: [SharedCacheStoreLive]
}) {}
