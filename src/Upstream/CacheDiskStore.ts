import { Effect } from "effect"
import { createHash, randomBytes } from "node:crypto"
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises"
import { join } from "node:path"

/** Bump when the stored shape changes: old files then simply miss. */
const FORMAT = 1

interface StoredEntry {
  readonly v: number
  /** sha256 of the key: keys hold user queries, which never go to disk in clear. */
  readonly key: string
  readonly expiresAt: number
  readonly value: unknown
}

const isStored = (u: unknown): u is StoredEntry =>
  typeof u === "object" &&
  u !== null &&
  (u as StoredEntry).v === FORMAT &&
  typeof (u as StoredEntry).key === "string" &&
  typeof (u as StoredEntry).expiresAt === "number" &&
  "value" in u

export type DiskRead =
  | { readonly _tag: "Hit"; readonly value: unknown; readonly expiresAt: number }
  | { readonly _tag: "Miss" }
const MISS: DiskRead = { _tag: "Miss" }

/**
 * One JSON file per entry under `<dir>/<category>/<sha256>.json`, written to
 * a temp file and renamed (atomic). Unreadable, corrupt, foreign or expired
 * files are misses and get removed; the next write replaces them. Disk
 * errors never fail a call: they are logged and count as misses.
 */
export const makeCacheDiskStore = (dir: string) => {
  const hashOf = (category: string, key: string) => createHash("sha256").update(`${FORMAT}\u0000${category}\u0000${key}`).digest("hex")
  const fileOf = (category: string, key: string) => join(dir, category, `${hashOf(category, key)}.json`)

  const warn = (op: string) => (e: unknown) =>
    Effect.logWarning("cache_disk_error").pipe(
      Effect.annotateLogs({ op, error: e instanceof Error ? e.message.split("\n")[0] : String(e) })
    )

  const read = (category: string, key: string, now: number): Effect.Effect<DiskRead> => {
    const file = fileOf(category, key)
    return Effect.tryPromise(() => readFile(file, "utf8")).pipe(
      Effect.flatMap((text) => {
        let parsed: unknown
        try {
          parsed = JSON.parse(text)
        } catch {
          parsed = undefined
        }
        if (isStored(parsed) && parsed.key === hashOf(category, key) && parsed.expiresAt > now) {
          return Effect.succeed<DiskRead>({ _tag: "Hit", value: parsed.value, expiresAt: parsed.expiresAt })
        }
        // Corrupt, not ours or expired: drop it.
        return Effect.as(remove(file), MISS)
      }),
      Effect.catchAll((e) =>
        (e as { error?: { code?: string } }).error?.code === "ENOENT" ? Effect.succeed(MISS) : Effect.as(warn("read")(e), MISS)
      )
    )
  }

  const remove = (file: string) => Effect.tryPromise(() => rm(file, { force: true })).pipe(Effect.catchAll(warn("remove")))

  const write = (category: string, key: string, value: unknown, expiresAt: number): Effect.Effect<void> => {
    const file = fileOf(category, key)
    const tmp = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`
    const entry: StoredEntry = { v: FORMAT, key: hashOf(category, key), expiresAt, value }
    return Effect.tryPromise(async () => {
      await mkdir(join(dir, category), { recursive: true })
      await writeFile(tmp, JSON.stringify(entry), { mode: 0o600 })
      await rename(tmp, file)
    }).pipe(
      Effect.catchAll((e) => Effect.zipRight(Effect.promise(() => rm(tmp, { force: true }).catch(() => undefined)), warn("write")(e)))
    )
  }

  const invalidate = (category: string, key: string) => remove(fileOf(category, key))

  /** Entries stored for `category` (files on disk). */
  const size = (category: string): Effect.Effect<number> =>
    Effect.tryPromise(() => readdir(join(dir, category))).pipe(
      Effect.map((names) => names.filter((n) => n.endsWith(".json")).length),
      Effect.orElseSucceed(() => 0)
    )

  /** Start-up sweep: removes expired and corrupt entries and temp files left by a crash. */
  const sweep = (categories: ReadonlyArray<string>, now: number): Effect.Effect<number> =>
    Effect.tryPromise(async () => {
      let removed = 0
      for (const category of categories) {
        const sub = join(dir, category)
        const names = await readdir(sub).catch(() => [] as Array<string>)
        for (const name of names) {
          const file = join(sub, name)
          let drop = false
          if (name.endsWith(".tmp")) {
            // Only stale temp files: a live writer may own a fresh one.
            const info = await stat(file).catch(() => undefined)
            drop = info !== undefined && Date.now() - info.mtimeMs > 60_000
          } else if (name.endsWith(".json")) {
            try {
              const parsed: unknown = JSON.parse(await readFile(file, "utf8"))
              drop = !isStored(parsed) || parsed.expiresAt <= now
            } catch {
              drop = true
            }
          }
          if (drop) {
            await rm(file, { force: true }).catch(() => undefined)
            removed++
          }
        }
      }
      return removed
    }).pipe(Effect.catchAll((e) => Effect.as(warn("sweep")(e), 0)))

  return { read, write, invalidate, size, sweep } as const
}

export type CacheDiskStore = ReturnType<typeof makeCacheDiskStore>
