/**
 * Download progress on stderr: a redrawn bar with size, rate and time left on a terminal, a
 * plain line every few seconds otherwise (logs, the server). The clock is injectable for tests.
 */
import { formatDuration } from "../Progress.js"
import { formatBytes } from "./DiskSpace.js"

export interface DownloadProgress {
  readonly start: (name: string, totalBytes: number | undefined, resumedFrom: number) => void
  readonly update: (name: string, bytes: number) => void
  readonly finish: (name: string, bytes: number) => void
}

export const silentDownloadProgress: DownloadProgress = { start: () => {}, update: () => {}, finish: () => {} }

export const makeDownloadProgress = (options: {
  readonly write: (s: string) => void
  readonly tty: boolean
  readonly now?: () => number
  readonly intervalMs?: number
  readonly width?: number
}): DownloadProgress => {
  const now = options.now ?? (() => performance.now())
  const interval = options.intervalMs ?? (options.tty ? 200 : 5000)
  const files = new Map<string, { total: number | undefined; from: number; started: number; last: number }>()
  let drawn = false

  const line = (name: string, bytes: number): string => {
    const f = files.get(name)!
    const elapsed = Math.max(1e-3, (now() - f.started) / 1000)
    const rate = (bytes - f.from) / elapsed
    const fraction = f.total !== undefined && f.total > 0 ? Math.min(1, bytes / f.total) : undefined
    const eta = f.total !== undefined && rate > 0 ? (f.total - bytes) / rate : undefined
    const size = `${formatBytes(bytes)}${f.total !== undefined ? ` of ${formatBytes(f.total)}` : ""}`
    const stats = `${size}, ${formatBytes(rate)}/s${eta !== undefined ? `, ${formatDuration(eta)} left` : ""}`
    if (!options.tty) return `${name}: ${fraction !== undefined ? `${(fraction * 100).toFixed(1)}%, ` : ""}${stats}`
    const width = options.width ?? 24
    const bar = fraction === undefined
      ? ""
      : `[${"#".repeat(Math.round(fraction * width)).padEnd(width, ".")}] ${(fraction * 100).toFixed(0).padStart(3)}% `
    return `${name} ${bar}${stats}`
  }

  return {
    start: (name, total, from) => {
      const t = now()
      files.set(name, { total, from, started: t, last: t })
      if (from > 0) options.write(`${drawn ? "\r\x1b[2K" : ""}${name}: resuming after ${formatBytes(from)}\n`)
      drawn = false
    },
    update: (name, bytes) => {
      const f = files.get(name)
      if (f === undefined) return
      const t = now()
      if (t - f.last < interval) return
      f.last = t
      if (options.tty) {
        options.write(`\r\x1b[2K${line(name, bytes)}`)
        drawn = true
      } else options.write(line(name, bytes) + "\n")
    },
    finish: (name, bytes) => {
      const f = files.get(name)
      const seconds = f === undefined ? 0 : (now() - f.started) / 1000
      files.delete(name)
      const done = `${name}: downloaded ${formatBytes(bytes)} in ${formatDuration(seconds)}`
      options.write(options.tty && drawn ? `\r\x1b[2K${done}\n` : `${done}\n`)
      drawn = false
    }
  }
}
