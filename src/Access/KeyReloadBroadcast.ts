import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Runtime, Stream } from "effect"
import { randomBytes } from "node:crypto"
import { AppConfig } from "../Config/AppConfig.js"
import type { ConfigInvalid } from "../Config/ConfigReader.js"
import { DatabaseLive, sqlReason } from "../Database/Database.js"
import { KeyRing } from "./KeyRing.js"

/** The PostgreSQL channel on which instances tell each other to reload API_KEYS_CONFIG. */
export const KEY_RELOAD_CHANNEL = "ipdata_key_reload"

/**
 * Several instances on one database: a SIGHUP to any instance reloads
 * API_KEYS_CONFIG on every instance (LISTEN/NOTIFY), so a key added or
 * disabled in the file (a shared volume or the same ConfigMap everywhere)
 * takes effect across the cluster at once. Each instance still reads its
 * own copy of the file; a bad file keeps that instance's previous keys.
 * Nothing to do without DATABASE_URL or without a key file.
 */
export const KeyReloadBroadcastLive: Layer.Layer<never, ConfigInvalid, AppConfig | KeyRing> = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) =>
    config.database.url === undefined || config.auth.apiKeysConfig === undefined
      ? Layer.empty
      : Layer.scopedDiscard(
        Effect.gen(function*() {
          const pg = yield* PgClient.PgClient
          const ring = yield* KeyRing
          const me = randomBytes(6).toString("hex")
          yield* Effect.forkScoped(
            pg.listen(KEY_RELOAD_CHANNEL).pipe(
              Stream.filter((from) => from !== me),
              Stream.runForEach((from) =>
                Effect.logInfo("API_KEYS_CONFIG reload asked by another instance").pipe(
                  Effect.annotateLogs({ from }),
                  Effect.zipRight(ring.reload)
                )
              ),
              Effect.catchAll((e) =>
                Effect.logWarning("API_KEYS_CONFIG reload channel closed").pipe(Effect.annotateLogs({ reason: sqlReason(e) }))
              )
            )
          )
          // This instance's SIGHUP (KeyRing reloads it here) is passed on to the others.
          const runtime = yield* Effect.runtime<never>()
          const onHangup = () =>
            Runtime.runFork(runtime)(
              pg.notify(KEY_RELOAD_CHANNEL, me).pipe(
                Effect.catchAll((e) =>
                  Effect.logWarning("could not pass the key reload on to other instances").pipe(
                    Effect.annotateLogs({ reason: sqlReason(e) })
                  )
                )
              )
            )
          yield* Effect.acquireRelease(
            Effect.sync(() => process.on("SIGHUP", onHangup)),
            () => Effect.sync(() => process.off("SIGHUP", onHangup))
          )
        })
      ).pipe(Layer.provide(DatabaseLive)))
)
