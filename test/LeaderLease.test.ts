import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { LeaderLease } from "../src/Services/Watches/LeaderLease.js"
import { freshDatabaseLayer } from "./support/Postgres.js"

const contract = (name: string, make: () => Layer.Layer<LeaderLease>) =>
  describe(`LeaderLease contract (${name})`, () => {
    it.effect("one holder at a time; it renews; an expired lease goes to the next; release frees it at once", () =>
      Effect.gen(function*() {
        const lease = yield* LeaderLease
        expect(yield* lease.acquire("scheduler", "a", 1000, 10_000)).toBe(true)
        expect(yield* lease.acquire("scheduler", "b", 2000, 10_000)).toBe(false)
        // Renewed by its holder: now lasts until 15 000.
        expect(yield* lease.acquire("scheduler", "a", 5000, 10_000)).toBe(true)
        expect(yield* lease.acquire("scheduler", "b", 14_999, 10_000)).toBe(false)
        // Another lease name is independent.
        expect(yield* lease.acquire("other", "b", 14_999, 10_000)).toBe(true)
        // a stopped renewing: b takes over once it has run out.
        expect(yield* lease.acquire("scheduler", "b", 15_000, 10_000)).toBe(true)
        expect(yield* lease.acquire("scheduler", "a", 16_000, 10_000)).toBe(false)
        // Only the holder can release.
        yield* lease.release("scheduler", "a")
        expect(yield* lease.acquire("scheduler", "a", 17_000, 10_000)).toBe(false)
        yield* lease.release("scheduler", "b")
        expect(yield* lease.acquire("scheduler", "a", 17_000, 10_000)).toBe(true)
      }).pipe(Effect.provide(make())))

    it.effect("racing holders: exactly one wins", () =>
      Effect.gen(function*() {
        const lease = yield* LeaderLease
        const wins = yield* Effect.all(
          Array.from({ length: 12 }, (_, i) => lease.acquire("scheduler", `h${i}`, 1000, 10_000)),
          { concurrency: "unbounded" }
        )
        expect(wins.filter(Boolean)).toHaveLength(1)
      }).pipe(Effect.provide(make())))
  })

contract("memory", () => LeaderLease.memory)
contract("postgresql", () => LeaderLease.postgres.pipe(Layer.provide(freshDatabaseLayer())))
