/**
 * Import progress on stderr: a redrawn bar on a terminal (records, records/s, ETA from the
 * bytes read), plain lines every few seconds otherwise (logs, CI). The clock is injectable so
 * tests need no real time.
 */

export interface ProgressSink {
  readonly start: (label: string, totalBytes: number | undefined) => void
  readonly update: (records: number, bytes: number) => void
  readonly finish: (records: number) => void
}

export interface ProgressOptions {
  readonly write: (s: string) => void
  readonly tty: boolean
  readonly now?: () => number
  /** Plain mode: one line per interval. */
  readonly intervalMs?: number
  readonly width?: number
}

const fmtInt = (n: number): string => Math.round(n).toLocaleString("en-US")

export const formatDuration = (seconds: number): string => {
  if (!Number.isFinite(seconds) || seconds < 0) return "--"
  const s = Math.round(seconds)
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = s % 60
  return h > 0 ? `${h}h${String(m).padStart(2, "0")}m` : m > 0 ? `${m}m${String(sec).padStart(2, "0")}s` : `${sec}s`
}

export const makeProgress = (options: ProgressOptions): ProgressSink => {
  const now = options.now ?? (() => performance.now())
  const interval = options.intervalMs ?? (options.tty ? 200 : 5000)
  let label = ""
  let total: number | undefined
  let started = 0
  let last = 0
  let drawn = false

  const line = (records: number, bytes: number): string => {
    const elapsed = Math.max(1e-3, (now() - started) / 1000)
    const rate = records / elapsed
    const fraction = total !== undefined && total > 0 ? Math.min(1, bytes / total) : undefined
    const eta = fraction !== undefined && fraction > 0 ? (elapsed / fraction) * (1 - fraction) : undefined
    const stats = `${fmtInt(records)} records, ${fmtInt(rate)} records/s${eta !== undefined ? `, ETA ${formatDuration(eta)}` : ""}`
    if (!options.tty) return `${label}: ${fraction !== undefined ? `${(fraction * 100).toFixed(1)}%, ` : ""}${stats}`
    const width = options.width ?? 24
    const bar = fraction === undefined
      ? ""
      : `[${"#".repeat(Math.round(fraction * width)).padEnd(width, ".")}] ${(fraction * 100).toFixed(0).padStart(3)}% `
    return `${label} ${bar}${stats}`
  }

  return {
    start: (l, totalBytes) => {
      label = l
      total = totalBytes
      started = now()
      last = started
      drawn = false
    },
    update: (records, bytes) => {
      const t = now()
      if (t - last < interval) return
      last = t
      if (options.tty) {
        options.write(`\r\x1b[2K${line(records, bytes)}`)
        drawn = true
      } else options.write(line(records, bytes) + "\n")
    },
    finish: (records) => {
      const elapsed = (now() - started) / 1000
      const done = `${label}: ${fmtInt(records)} records in ${formatDuration(elapsed)} (${
        fmtInt(records / Math.max(elapsed, 1e-3))
      } records/s)`
      options.write(options.tty && drawn ? `\r\x1b[2K${done}\n` : `${done}\n`)
    }
  }
}

export const silentProgress: ProgressSink = { start: () => {}, update: () => {}, finish: () => {} }
