/**
 * Cross-instance single flight on the shared cache (PostgreSQL): identical
 * misses on several instances make one office call; a crashed claimer holds
 * the others back only until its lease runs out; a failed call frees the
 * claim at once. Each instance has its own pool, store and cache, as
 * separate processes would; the office is a counting fake. Time is the
 * TestClock's (claims and polls follow it); `take` waits for each poll's
 * real round trip before the test moves the clock again.
 */
import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Exit, Fiber, Layer, Queue, Redacted, TestClock } from "effect"
import { PgDatabaseLive } from "../src/Database/Database.js"
import { makeCache } from "../src/Upstream/Cache.js"
import { CLAIM_LEASE_MS, makePgCacheStore } from "../src/Upstream/PgCacheStore.js"
import { CLAIM_POLL_MS, type ClaimRead, type SharedSecondLevel } from "../src/Upstream/SharedFlight.js"
import { freshDatabase } from "./support/Postgres.js"

const settings = { ttlSeconds: { search: 300, status: 3600, class: 86400 }, maxEntries: 100 }

/** One instance: its own pool over `url`, the shared store (every poll's outcome and renewal reported), its cache. */
const instanceOn = (url: string) =>
  Effect.gen(function*() {
    const db = yield* Layer.build(PgDatabaseLive({ url: Redacted.make(url), poolSize: 2 }))
    const store = yield* Effect.provide(makePgCacheStore, db)
    const polls = yield* Queue.unbounded<ClaimRead["_tag"]>()
    const renewals = yield* Queue.unbounded<void>()
    const probed: SharedSecondLevel = {
      ...store,
      readOrClaim: (category, key, now) =>
        store.readOrClaim(category, key, now).pipe(
          Effect.map((r) => (r._tag === "Claimed" ? { ...r, renew: Effect.zipRight(r.renew, Queue.offer(renewals, undefined)) } : r)),
          Effect.tap((r) => Queue.offer(polls, r._tag))
        )
    }
    const cache = yield* makeCache({ ...settings, shared: probed })
    return { cache, store, polls, renewals, db }
  })

/** A fake office: counts calls; each answers once `gate` opens (or fails, when told to). */
const fakeOffice = Effect.gen(function*() {
  const gate = yield* Deferred.make<"answer" | "fail">()
  let calls = 0
  const lookup = Effect.suspend(() => {
    const n = ++calls
    return Effect.flatMap(
      Deferred.await(gate),
      (how) => how === "fail" ? Effect.fail(`office down (call ${n})`) : Effect.succeed({ mark: "KESTREL", call: n })
    )
  })
  return { lookup, calls: () => calls, answer: Deferred.succeed(gate, "answer"), fail: Deferred.succeed(gate, "fail") }
})

describe("shared cache: one office call for identical misses on several instances", () => {
  it.scoped("three instances, three identical calls each, at once: one office call, every caller gets its answer", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const instances = yield* Effect.all([instanceOn(url), instanceOn(url), instanceOn(url)])
      const office = yield* fakeOffice
      const fibers = yield* Effect.forEach(
        instances.flatMap((i) => [i, i, i]),
        (i) => Effect.fork(i.cache.getOrCompute("status", "US-97111111", office.lookup))
      )
      // Per instance one look at the database (its calls share it in process): one claims, two find the claim.
      const first = yield* Effect.forEach(instances, (i) => Queue.take(i.polls))
      expect([...first].sort()).toEqual(["Busy", "Busy", "Claimed"])
      const waiting = instances.filter((_, n) => first[n] === "Busy")
      // While the office call runs, the others look again every CLAIM_POLL_MS and still wait.
      yield* TestClock.adjust(CLAIM_POLL_MS)
      expect(yield* Effect.forEach(waiting, (i) => Queue.take(i.polls))).toEqual(["Busy", "Busy"])
      expect(office.calls()).toBe(1)

      yield* office.answer
      const leader = fibers[3 * first.indexOf("Claimed")]!
      const answer = yield* Fiber.join(leader)
      yield* TestClock.adjust(CLAIM_POLL_MS)
      expect(yield* Effect.forEach(waiting, (i) => Queue.take(i.polls))).toEqual(["Hit", "Hit"])
      const all = yield* Effect.forEach(fibers, Fiber.join)
      expect(all).toEqual(fibers.map(() => answer))
      expect(office.calls()).toBe(1)
      // The stored entry ended the claim.
      const claims = yield* Effect.provide(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: string }>`SELECT COUNT(*) AS n FROM answer_claims`),
        instances[0]!.db
      )
      expect(Number(claims[0]!.n)).toBe(0)
    }))

  it.scoped("an office call longer than the lease keeps its claim (renewed): the other instance keeps waiting", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const [a, b] = yield* Effect.all([instanceOn(url), instanceOn(url)])
      const office = yield* fakeOffice
      const fa = yield* Effect.fork(a.cache.getOrCompute("search", "q", office.lookup))
      expect(yield* Queue.take(a.polls)).toBe("Claimed")
      const fb = yield* Effect.fork(b.cache.getOrCompute("search", "q", office.lookup))
      expect(yield* Queue.take(b.polls)).toBe("Busy")
      // Twice the lease, poll by poll: A renews its claim every third of the lease, and B always finds it held.
      for (let t = CLAIM_POLL_MS; t <= 2 * CLAIM_LEASE_MS; t += CLAIM_POLL_MS) {
        yield* TestClock.adjust(CLAIM_POLL_MS)
        if (t % (CLAIM_LEASE_MS / 3) === 0) yield* Queue.take(a.renewals)
        expect(yield* Queue.take(b.polls)).toBe("Busy")
      }
      expect(office.calls()).toBe(1)
      yield* office.answer
      const answer = yield* Fiber.join(fa)
      yield* TestClock.adjust(CLAIM_POLL_MS)
      expect(yield* Queue.take(b.polls)).toBe("Hit")
      expect(yield* Fiber.join(fb)).toEqual(answer)
      expect(office.calls()).toBe(1)
    }))

  it.scoped("a crashed instance's claim holds the others back only until its lease runs out; then one calls the office itself", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const b = yield* instanceOn(url)
      const office = yield* fakeOffice
      yield* office.answer
      // Another instance claimed the entry at t = 0 and died: no renewal, no entry, no release.
      const crashed = yield* instanceOn(url)
      expect((yield* crashed.store.readOrClaim("status", "US-1", 0))._tag).toBe("Claimed")
      const fb = yield* Effect.fork(b.cache.getOrCompute("status", "US-1", office.lookup))
      expect(yield* Queue.take(b.polls)).toBe("Busy")
      // Poll by poll (each poll reads the clock when it wakes) up to the lease's end.
      for (let t = CLAIM_POLL_MS; t < CLAIM_LEASE_MS; t += CLAIM_POLL_MS) {
        yield* TestClock.adjust(CLAIM_POLL_MS)
        expect(yield* Queue.take(b.polls)).toBe("Busy")
      }
      expect(office.calls()).toBe(0)
      yield* TestClock.adjust(CLAIM_POLL_MS)
      expect(yield* Queue.take(b.polls)).toBe("Claimed")
      expect(yield* Fiber.join(fb)).toEqual({ mark: "KESTREL", call: 1 })
      expect(office.calls()).toBe(1)
    }))

  it.scoped("a failed office call gives the claim up at once: the waiting instance calls the office itself", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const [a, b] = yield* Effect.all([instanceOn(url), instanceOn(url)])
      const office = yield* fakeOffice
      const fa = yield* Effect.fork(a.cache.getOrCompute("status", "US-2", office.lookup))
      expect(yield* Queue.take(a.polls)).toBe("Claimed")
      const fb = yield* Effect.fork(b.cache.getOrCompute("status", "US-2", office.lookup.pipe(Effect.orElseSucceed(() => "second try"))))
      expect(yield* Queue.take(b.polls)).toBe("Busy")
      yield* office.fail
      expect(Exit.isFailure(yield* Fiber.await(fa))).toBe(true)
      yield* TestClock.adjust(CLAIM_POLL_MS)
      expect(yield* Queue.take(b.polls)).toBe("Claimed")
      yield* Fiber.join(fb)
      expect(office.calls()).toBe(2)
    }))
})
