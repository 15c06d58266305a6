import { Clock, Duration, Effect, Layer, Queue, Schedule } from "effect"
import { AppConfig } from "../../Config/AppConfig.js"
import { INSTANCE_ID, LeaderLease, LeaderLeaseLive } from "./LeaderLease.js"
import { WatchScheduler } from "./WatchScheduler.js"

/** The lease that makes one instance of a cluster the poller. */
export const SCHEDULER_LEASE = "watch-scheduler"

/** How long the scheduler lease lasts unrenewed: SCHEDULER_LEASE_SECONDS, at most a third of the interval; renewed three times as often. */
export const schedulerLeaseMs = (intervalSeconds: number, leaseSeconds: number) =>
  Math.min(leaseSeconds * 1000, Math.floor((intervalSeconds * 1000) / 3))

/**
 * The background poller (HTTP and SSE modes): a cycle at start, then one
 * every WATCH_POLL_INTERVAL seconds after the previous one finished (so
 * cycles never overlap); 0 turns it off. Interrupted with its scope.
 *
 * Several instances on one database: only the holder of the scheduler lease
 * polls. Every instance tries to take or renew it every third of its life;
 * the holder keeps it while alive, and when it dies another instance gets it
 * within one lease life and runs a cycle at once (watches the dead leader
 * checked recently are not due, so none is polled twice).
 */
export const WatchPollingLive: Layer.Layer<never, never, WatchScheduler | LeaderLease | AppConfig> = Layer.scopedDiscard(
  Effect.gen(function*() {
    const scheduler = yield* WatchScheduler
    const config = yield* AppConfig
    const lease = yield* LeaderLease
    if (scheduler.intervalSeconds === 0) {
      yield* Effect.logInfo("watch polling is off (WATCH_POLL_INTERVAL=0)")
      return
    }
    const ttlMs = schedulerLeaseMs(scheduler.intervalSeconds, config.monitoring.schedulerLeaseSeconds)
    let leader = false
    const becameLeader = yield* Queue.sliding<void>(1)
    yield* Effect.addFinalizer(() => (leader ? lease.release(SCHEDULER_LEASE, INSTANCE_ID).pipe(Effect.ignore) : Effect.void))
    const renew = Effect.gen(function*() {
      const now = yield* Clock.currentTimeMillis
      const has = yield* lease.acquire(SCHEDULER_LEASE, INSTANCE_ID, now, ttlMs).pipe(
        Effect.catchAll((e) =>
          Effect.logWarning("scheduler lease check failed").pipe(Effect.annotateLogs({ reason: e.reason }), Effect.as(false))
        )
      )
      if (has && !leader) {
        yield* Effect.logInfo("this instance now runs the watch poll cycles").pipe(Effect.annotateLogs({ instance: INSTANCE_ID }))
        yield* Queue.offer(becameLeader, undefined)
      }
      // Renewed too late (a stalled process): another instance may hold it now.
      if (!has && leader) {
        yield* Effect.logWarning("this instance no longer runs the watch poll cycles").pipe(Effect.annotateLogs({ instance: INSTANCE_ID }))
      }
      leader = has
    })
    yield* Effect.logInfo("watch polling started").pipe(Effect.annotateLogs({ intervalSeconds: scheduler.intervalSeconds }))
    yield* Effect.forkScoped(renew.pipe(Effect.repeat(Schedule.spaced(Duration.millis(Math.floor(ttlMs / 3))))))
    const cycleWhenLeader = Effect.suspend(() => (leader ? scheduler.runCycle : Effect.void)).pipe(
      Effect.catchAllCause((cause) => Effect.logError("watch poll cycle crashed", cause))
    )
    // Wait for leadership (a cycle at once), then the interval; forever.
    const waitForTurn = Effect.raceFirst(Queue.take(becameLeader), Effect.sleep(Duration.seconds(scheduler.intervalSeconds)))
    yield* Effect.forkScoped(Effect.forever(Effect.zipRight(waitForTurn, cycleWhenLeader)))
  })
)

/** The scheduler with its background poller, for HTTP/SSE. Needs AppConfig, Store, TrademarkProviders, EventSink. */
export const WatchSchedulerLive = WatchPollingLive.pipe(Layer.provideMerge(WatchScheduler.Default), Layer.provide(LeaderLeaseLive))
