import { Effect, Either, Redacted, Runtime } from "effect"
import { AppConfig } from "../Config/AppConfig.js"
import { readList } from "../Config/ConfigReader.js"
import type { KeyRecord, KeyTable } from "./ApiKeys.js"
import { adminRecord, buildKeyTable, readKeyConfigFile, recordsFromApiKeys } from "./KeyConfig.js"

const countKeys = (records: ReadonlyArray<KeyRecord>) => ({
  keys: records.filter((r) => r.source !== "ADMIN_API_KEY").length,
  disabled: records.filter((r) => !r.enabled).length,
  adminKey: records.some((r) => r.source === "ADMIN_API_KEY")
})

export type ReloadOutcome =
  | { readonly _tag: "Reloaded"; readonly keys: number }
  | { readonly _tag: "Kept"; readonly reason: string }
  | { readonly _tag: "NoFile" }

/**
 * The API keys in force: API_KEYS (hashed at start, plaintext dropped),
 * ADMIN_API_KEY and the API_KEYS_CONFIG file, which SIGHUP reloads. A bad
 * file at start stops start-up; a bad file on reload keeps the old keys.
 */
export class KeyRing extends Effect.Service<KeyRing>()("ipdata/KeyRing", {
  scoped: Effect.gen(function*() {
    const config = yield* AppConfig
    const path = config.auth.apiKeysConfig
    const fromEnv = yield* Either.match(recordsFromApiKeys(yield* readList("API_KEYS"), config.auth.apiKeysTier), {
      onLeft: Effect.fail,
      onRight: Effect.succeed
    })
    for (const w of fromEnv.warnings) yield* Effect.logWarning(w)
    const admin = config.auth.adminApiKey === undefined ? [] : [adminRecord(Redacted.value(config.auth.adminApiKey))]
    const fixed: ReadonlyArray<KeyRecord> = [...fromEnv.records, ...admin]

    const load = (): Either.Either<KeyTable, import("../Config/ConfigReader.js").ConfigInvalid> =>
      path === undefined ? buildKeyTable(fixed, []) : Either.flatMap(readKeyConfigFile(path), (file) => buildKeyTable(fixed, file))

    let table = yield* Either.match(load(), { onLeft: Effect.fail, onRight: Effect.succeed })
    const enabled = fixed.length > 0 || path !== undefined

    const reload: Effect.Effect<ReloadOutcome> = Effect.suspend(() => {
      if (path === undefined) {
        return Effect.logInfo("SIGHUP: no API_KEYS_CONFIG to reload").pipe(Effect.as<ReloadOutcome>({ _tag: "NoFile" }))
      }
      return Either.match(load(), {
        onLeft: (e) =>
          Effect.logWarning("API_KEYS_CONFIG reload failed; the previous keys stay in force").pipe(
            Effect.annotateLogs({ reason: e.message }),
            Effect.as<ReloadOutcome>({ _tag: "Kept", reason: e.message })
          ),
        onRight: (next) =>
          Effect.sync(() => {
            table = next
          }).pipe(
            Effect.zipRight(Effect.logInfo("API_KEYS_CONFIG reloaded").pipe(Effect.annotateLogs(countKeys(next.records)))),
            Effect.as<ReloadOutcome>({ _tag: "Reloaded", keys: next.size })
          )
      })
    })

    // SIGHUP reloads the key file in place (and no longer ends the process).
    const runtime = yield* Effect.runtime<never>()
    const onHangup = () => {
      try {
        Runtime.runSync(runtime)(reload)
      } catch {
        // reload never fails; nothing to do if logging itself failed
      }
    }
    yield* Effect.acquireRelease(
      Effect.sync(() => process.on("SIGHUP", onHangup)),
      () => Effect.sync(() => process.off("SIGHUP", onHangup))
    )

    if (enabled) {
      yield* Effect.logInfo("API keys loaded").pipe(Effect.annotateLogs({ ...countKeys(table.records), keyFile: path ?? null }))
    }

    return {
      /** False when no key is configured at all: every request is the local owner. */
      enabled,
      /** The keys in force now (changes on reload). */
      table: (): KeyTable => table,
      reload
    }
  })
}) {}
