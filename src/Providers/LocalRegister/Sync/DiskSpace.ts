/** Free disk space as a port: the live one asks the file system; tests set a figure (a full disk). */
import { Context, Effect, Layer } from "effect"
import { statfs } from "node:fs/promises"

export interface DiskSpaceService {
  /** Bytes an unprivileged process may still write in `dir`'s file system. */
  readonly freeBytes: (dir: string) => Effect.Effect<number>
}

export class DiskSpace extends Context.Tag("ipdata/DiskSpace")<DiskSpace, DiskSpaceService>() {
  static readonly live: Layer.Layer<DiskSpace> = Layer.succeed(DiskSpace, {
    freeBytes: (dir) =>
      Effect.promise(() => statfs(dir).then((s) => s.bavail * s.bsize)).pipe(
        // A file system that cannot say (some network mounts): do not block the sync on it.
        Effect.catchAllDefect(() => Effect.succeed(Number.MAX_SAFE_INTEGER))
      )
  })

  /** A disk with `bytes` free, whatever is written (tests). */
  static readonly fixed = (bytes: number): Layer.Layer<DiskSpace> => Layer.succeed(DiskSpace, { freeBytes: () => Effect.succeed(bytes) })
}

export const formatBytes = (n: number): string =>
  n >= 1e9 ? `${(n / 1e9).toFixed(1)} GB` : n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : n >= 1e3 ? `${(n / 1e3).toFixed(1)} kB` : `${n} B`
