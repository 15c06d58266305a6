import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, Layer, Redacted } from "effect"
import { PgDatabaseLive } from "../src/Database/Database.js"
import { RateLimitSlots } from "../src/Upstream/RateLimitSlots.js"
import { freshDatabase, freshDatabaseLayer } from "./support/Postgres.js"

// 60/min with a burst of 5: one every second, 4 s of tolerance.
const spacing = { intervalMs: 1000, toleranceMs: 4000 }

const contract = (name: string, make: () => Layer.Layer<RateLimitSlots>) =>
  describe(`RateLimitSlots contract (${name})`, () => {
    it.effect("a burst, then one slot per interval; a wait over the bound reserves nothing", () =>
      Effect.gen(function*() {
        const slots = yield* RateLimitSlots
        const waits: Array<number> = []
        for (let i = 0; i < 7; i++) {
          const r = yield* slots.reserve("EUIPO", 10_000, spacing, 2000)
          expect(r._tag).toBe("Reserved")
          waits.push(r.waitMs)
        }
        expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 2000])
        expect(yield* slots.reserve("EUIPO", 10_000, spacing, 2000)).toEqual({ _tag: "TooLong", waitMs: 3000 })
      }).pipe(Effect.provide(make())))

    it.effect("too long: the expected wait, and nothing taken; later slots come back", () =>
      Effect.gen(function*() {
        const slots = yield* RateLimitSlots
        for (let i = 0; i < 7; i++) yield* slots.reserve("EUIPO", 10_000, spacing, 2000)
        expect(yield* slots.reserve("EUIPO", 10_000, spacing, 2000)).toEqual({ _tag: "TooLong", waitMs: 3000 })
        expect(yield* slots.reserve("EUIPO", 10_000, spacing, 2000)).toEqual({ _tag: "TooLong", waitMs: 3000 })
        // Another office is not held up.
        expect(yield* slots.reserve("IPAUSTRALIA", 10_000, spacing, 2000)).toEqual({ _tag: "Reserved", waitMs: 0 })
        expect(yield* slots.reserve("EUIPO", 20_000, spacing, 2000)).toEqual({ _tag: "Reserved", waitMs: 0 })
      }).pipe(Effect.provide(make())))

    it.effect("pause holds the key until then", () =>
      Effect.gen(function*() {
        const slots = yield* RateLimitSlots
        yield* slots.pause("EUIPO", 10_000 + 5000 + spacing.toleranceMs)
        expect(yield* slots.reserve("EUIPO", 10_000, spacing, 30_000)).toEqual({ _tag: "Reserved", waitMs: 5000 })
        expect(yield* slots.reserve("EUIPO", 10_000, spacing, 30_000)).toEqual({ _tag: "Reserved", waitMs: 6000 })
      }).pipe(Effect.provide(make())))
  })

contract("memory", () => RateLimitSlots.memory)
contract("postgresql", () => RateLimitSlots.postgres.pipe(Layer.provide(freshDatabaseLayer())))

describe("RateLimitSlots (postgresql, three instances)", () => {
  it.effect("an office's limit holds for the cluster: 30 calls at once get distinct slots, a burst of 5 then one a second", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const instances = yield* Effect.all(
        Array.from(
          { length: 3 },
          () =>
            Effect.map(
              Layer.build(RateLimitSlots.postgres.pipe(Layer.provide(PgDatabaseLive({ url: Redacted.make(url), poolSize: 3 })))),
              Context.get(RateLimitSlots)
            )
        ),
        { concurrency: "unbounded" }
      )
      const reservations = yield* Effect.all(
        instances.flatMap((s) => Array.from({ length: 10 }, () => s.reserve("EUIPO", 10_000, spacing, 60_000))),
        { concurrency: "unbounded" }
      )
      const waits = reservations.map((r) => r.waitMs).sort((a, b) => a - b)
      expect(waits).toEqual([0, 0, 0, 0, 0, ...Array.from({ length: 25 }, (_, i) => (i + 1) * 1000)])
    }).pipe(Effect.scoped))
})
