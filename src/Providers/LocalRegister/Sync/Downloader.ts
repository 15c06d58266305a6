/**
 * One bulk file onto disk: streamed into `<name>.part` (never whole in memory) and renamed when
 * complete and checked, so a file under its final name is always whole. An interrupted download
 * resumes with an HTTP Range request; the size and checksum the listing gives are checked, and a
 * bad file is thrown away and fetched again. Before each file the free disk is checked.
 */
import { Clock, Data, Effect } from "effect"
import { createHash } from "node:crypto"
import { createReadStream, existsSync, mkdirSync, renameSync, statSync, unlinkSync } from "node:fs"
import { open } from "node:fs/promises"
import { join } from "node:path"
import { DiskSpace, formatBytes } from "./DiskSpace.js"
import {
  DEFAULT_RETRY,
  failureFromResponse,
  HttpFailure,
  networkFailure,
  type RequestGate,
  retryPolicy,
  type RetrySettings,
  shortUrl
} from "./SyncHttp.js"
import type { DownloadProgress } from "./SyncProgress.js"
import type { ListedFile } from "./SyncSource.js"

/** Not enough disk for the next file: reported as such, never retried blindly. */
export class DiskFull extends Data.TaggedError("DiskFull")<{ readonly reason: string }> {
  override get message(): string {
    return this.reason
  }
}

export interface Downloaded {
  readonly file: ListedFile
  readonly path: string
  readonly bytes: number
  readonly sha256: string
  /** Bytes already on disk from an earlier, interrupted attempt. */
  readonly resumedFrom: number
}

export interface DownloadSettings {
  readonly dir: string
  readonly minFreeBytes: number
  readonly idleTimeoutMs: number
  readonly progress: DownloadProgress
  readonly gate: RequestGate
  readonly retry?: RetrySettings | undefined
}

const MAX_REDIRECTS = 5

const sizeOnDisk = (path: string): number => {
  try {
    return statSync(path).size
  } catch {
    return 0
  }
}

const remove = (path: string): void => {
  try {
    unlinkSync(path)
  } catch {
    // already gone
  }
}

const digest = (path: string, algorithm: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const h = createHash(algorithm)
    createReadStream(path)
      .on("data", (c) => h.update(c))
      .on("error", reject)
      .on("end", () => resolve(h.digest("hex")))
  })

/** The file's sha256, and whether it matches what the listing says (size and checksum). */
const verify = async (path: string, file: ListedFile): Promise<{ sha256: string; problem: string | undefined }> => {
  const size = sizeOnDisk(path)
  if (file.size !== undefined && size !== file.size) {
    return { sha256: "", problem: `${formatBytes(size)} on disk, the listing says ${formatBytes(file.size)}` }
  }
  const sha256 = await digest(path, "sha256")
  const c = file.checksum
  if (c === undefined) return { sha256, problem: undefined }
  const got = c.algorithm === "sha256" ? sha256 : await digest(path, c.algorithm)
  return {
    sha256,
    problem: got === c.hex ? undefined : `${c.algorithm} ${got.slice(0, 12)}… differs from the listing's ${c.hex.slice(0, 12)}…`
  }
}

/** Follows redirects by hand so the credentials go to the listing's host only (never to a CDN). */
const request = async (file: ListedFile, from: number, signal: AbortSignal): Promise<Response> => {
  let url = file.url
  const origin = new URL(url).origin
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const sameOrigin = new URL(url).origin === origin
    const headers: Record<string, string> = { ...(sameOrigin ? file.headers : {}), ...(from > 0 ? { range: `bytes=${from}-` } : {}) }
    const response = await fetch(url, { headers, redirect: "manual", signal })
    const location = response.headers.get("location")
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel()
      url = new URL(location, url).toString()
      continue
    }
    return response
  }
  throw new Error(`more than ${MAX_REDIRECTS} redirects`)
}

/**
 * Copies the body into `part` chunk by chunk, each write awaited before the next read: memory
 * stays at one chunk, and whatever arrived before a cut is on disk for the next attempt. A body
 * silent for `idleMs` is cut.
 */
const copyBody = async (
  body: ReadableStream<Uint8Array>,
  part: string,
  append: boolean,
  idleMs: number,
  onBytes: (n: number) => void,
  signal: AbortSignal
) => {
  const handle = await open(part, append ? "a" : "w")
  const reader = body.getReader()
  // Interrupted (Ctrl-C, server shutdown): stop reading; what was written stays for a resume.
  signal.addEventListener("abort", () => void reader.cancel().catch(() => {}), { once: true })
  try {
    for (;;) {
      let timer: NodeJS.Timeout | undefined
      const idle = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no data for ${idleMs} ms`)), idleMs)
      })
      const chunk = await Promise.race([reader.read(), idle]).finally(() => clearTimeout(timer))
      if (chunk.done) return
      await handle.write(chunk.value)
      onBytes(chunk.value.length)
    }
  } finally {
    reader.cancel().catch(() => {})
    await handle.close()
  }
}

const attempt = (file: ListedFile, settings: DownloadSettings) =>
  Effect.gen(function*() {
    const dest = join(settings.dir, file.name)
    const part = `${dest}.part`
    let have = sizeOnDisk(part)
    if (file.size !== undefined && have > file.size) {
      remove(part)
      have = 0
    }
    const free = yield* Effect.flatMap(DiskSpace, (d) => d.freeBytes(settings.dir))
    const need = Math.max(0, (file.size ?? 0) - have) + settings.minFreeBytes
    if (free < need) {
      return yield* new DiskFull({
        reason: `Not enough free disk in ${settings.dir} for ${file.name}: ${formatBytes(free)} free, it needs ${
          file.size === undefined ? "an unknown size" : formatBytes(file.size - have)
        } plus the ${
          formatBytes(settings.minFreeBytes)
        } REGISTER_SYNC_MIN_FREE_MB keeps free. Free some space (or move DATA_DIR) and run sync again; nothing was applied out of order.`
      })
    }
    const response = yield* settings.gate(
      Effect.tryPromise({ try: (signal) => request(file, have, signal), catch: (e) => networkFailure(file.url, e) })
    )
    const now = yield* Clock.currentTimeMillis
    if (response.status === 416 && file.size !== undefined && have === file.size) {
      yield* Effect.promise(() => response.body?.cancel() ?? Promise.resolve())
    } else if (response.status !== 200 && response.status !== 206) {
      yield* Effect.promise(() => response.body?.cancel() ?? Promise.resolve())
      if (response.status === 416) remove(part)
      return yield* failureFromResponse(file.url, response, now)
    } else {
      // 200 to a Range request: the server sends the whole file again, so start over.
      const range = /^bytes (\d+)-/.exec(response.headers.get("content-range") ?? "")
      const append = response.status === 206 && range !== null && Number(range[1]) === have
      if (!append) have = 0
      const length = Number(response.headers.get("content-length") ?? NaN)
      const total = file.size ?? (Number.isFinite(length) ? have + length : undefined)
      settings.progress.start(file.name, total, have)
      let written = have
      yield* Effect.tryPromise({
        try: (signal) =>
          copyBody(response.body!, part, append, settings.idleTimeoutMs, (n) => {
            written += n
            settings.progress.update(file.name, written)
          }, signal),
        // A cut connection keeps what arrived: the next attempt resumes from there.
        catch: (e) =>
          new HttpFailure({
            url: file.url,
            reason: `download of ${file.name} cut after ${formatBytes(written)}: ${e instanceof Error ? e.message : String(e)}`,
            retryable: true
          })
      })
      if (file.size !== undefined && sizeOnDisk(part) < file.size) {
        return yield* new HttpFailure({
          url: file.url,
          reason: `download of ${file.name} ended at ${formatBytes(sizeOnDisk(part))} of ${formatBytes(file.size)}`,
          retryable: true
        })
      }
    }
    const checked = yield* Effect.promise(() => verify(part, file))
    if (checked.problem !== undefined) {
      remove(part)
      return yield* new HttpFailure({ url: file.url, reason: `${file.name} rejected: ${checked.problem}`, retryable: true })
    }
    renameSync(part, dest)
    const bytes = sizeOnDisk(dest)
    settings.progress.finish(file.name, bytes)
    return { file, path: dest, bytes, sha256: checked.sha256, resumedFrom: have } satisfies Downloaded
  })

/** Downloads `file` into `settings.dir` (or finds it there already complete), with retries. */
export const downloadFile = (file: ListedFile, settings: DownloadSettings): Effect.Effect<Downloaded, HttpFailure | DiskFull, DiskSpace> =>
  Effect.gen(function*() {
    mkdirSync(settings.dir, { recursive: true })
    const dest = join(settings.dir, file.name)
    if (existsSync(dest)) {
      const checked = yield* Effect.promise(() => verify(dest, file))
      if (checked.problem === undefined) {
        return { file, path: dest, bytes: sizeOnDisk(dest), sha256: checked.sha256, resumedFrom: 0 } satisfies Downloaded
      }
      remove(dest)
    }
    return yield* attempt(file, settings).pipe(
      Effect.tapError((
        e
      ) => (e._tag === "HttpFailure" && e.retryable
        ? Effect.logWarning(`${e.message}; retrying`).pipe(Effect.annotateLogs({ url: shortUrl(file.url) }))
        : Effect.void)
      ),
      Effect.retry(retryPolicy<HttpFailure | DiskFull>(settings.retry ?? DEFAULT_RETRY))
    )
  })
