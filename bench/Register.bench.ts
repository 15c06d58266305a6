/**
 * Local register benchmark (`npm run bench:register`): generates synthetic marks (default
 * 1,000,000; REGISTER_BENCH_MARKS=100000 for a quick run) as an IP RAPID CSV, imports them
 * through the real import path, then measures substring search, fuzzy search and a clearance
 * pass over the local index. Prints figures; asserts nothing (timing is not a test).
 *
 * Env: REGISTER_BENCH_MARKS (count), REGISTER_BENCH_QUERIES (per kind, default 300),
 * REGISTER_BENCH_DIR (work dir, default a temp dir, removed afterwards unless REGISTER_BENCH_KEEP=1).
 * Arguments (after `--`) override them: --marks 13000000, --queries 200, --json out.json (write
 * the figures), --beside earlier.json (print an earlier run's figures beside these, e.g. the
 * 1M run beside the 13M one). Targets: the 1M ones below 10M marks, the whole-office (13M)
 * ones from 10M up.
 */
import { Effect } from "effect"
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { classifyConflict, makeScorer, passesCutoff } from "../src/Analysis/Similarity.js"
import type { TrademarkSummary } from "../src/Domain/Trademark.js"
import { IpRapidCsv } from "../src/Providers/LocalRegister/Importers/IpRapidCsv.js"
import { runImport } from "../src/Providers/LocalRegister/ImportRunner.js"
import { type LocalTrademarkProvider, makeLocalRegister } from "../src/Providers/LocalRegister/index.js"
import { makeProgress } from "../src/Providers/LocalRegister/Progress.js"
import { registerPath } from "../src/Providers/LocalRegister/RegisterDb.js"
import { rng, writeSyntheticCsvApart } from "./SyntheticMarks.js"

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const env = (name: string, fallback: number, flag?: string): number => {
  const v = Number((flag !== undefined ? arg(flag) : undefined) ?? process.env[name])
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback
}

/** What a run prints and `--json` saves; `--beside` reads one back. */
interface Figures {
  readonly marks: number
  readonly importRate: number
  readonly importPerCpuSecond: number
  readonly importSeconds: number
  readonly indexBytes: number
  readonly substring: { readonly p50: number; readonly p95: number }
  readonly fuzzy: { readonly p50: number; readonly p95: number }
  readonly clearance: { readonly p50: number; readonly p95: number }
  readonly peakRss: number
  readonly loadAverage: ReadonlyArray<number>
}

/** Issue 15 / the local register issue (1M) and issue 19 (a whole office, 13M). */
const targetsFor = (marks: number) =>
  marks >= 10_000_000
    ? { importRate: 25_000, substringP95: 10, fuzzyP95: 100, clearanceP95: 300, peakRss: 1e9 }
    : { importRate: 25_000, substringP95: 20, fuzzyP95: 150, clearanceP95: 150, peakRss: 500e6 }

const quantile = (sorted: ReadonlyArray<number>, q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))] ?? NaN
const ms = (x: number): string => `${x.toFixed(1)} ms`
const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(0)} MB`

/** One edit a user might make: substitute, insert, delete or swap a letter, or a sound-alike spelling. */
const mutate = (name: string, r: () => number): string => {
  const chars = [...name]
  const i = Math.floor(r() * chars.length)
  const letter = String.fromCharCode(65 + Math.floor(r() * 26))
  const k = r()
  if (k < 0.2) chars[i] = letter
  else if (k < 0.4) chars.splice(i, 0, letter)
  else if (k < 0.55 && chars.length > 3) chars.splice(i, 1)
  else if (k < 0.7 && i + 1 < chars.length) [chars[i], chars[i + 1]] = [chars[i + 1]!, chars[i]!]
  else return name.replace(/PH/g, "F").replace(/CK/g, "K").replace(/C(?=[AOU])/g, "K").replace(/X/g, "KS").replace(/Y/g, "I")
  return chars.join("")
}

interface Conflict {
  readonly trademark: TrademarkSummary
  readonly score: number
  readonly type: string
  readonly overlappingClasses: ReadonlyArray<number>
}

/**
 * A clearance pass as the clearance tool runs it (reference-interface §6.2) against one local
 * provider: substring search, the truncated-stem search when it finds fewer than 10, and the
 * index's fuzzy candidates; every candidate scored by the ensemble at the clearance cutoff.
 */
const clearLocally = (p: LocalTrademarkProvider, mark: string, classes: ReadonlyArray<number>) =>
  Effect.gen(function*() {
    const byId = new Map<string, TrademarkSummary>()
    const primary = yield* p.search({ query: mark, searchType: "name", status: "all", limit: 100 })
    for (const t of primary.results) byId.set(t.id, t)
    const compact = mark.replace(/\s+/g, "")
    if (primary.results.length < 10 && compact.length > 4) {
      const stem = yield* p.search({ query: compact.slice(0, compact.length - 2), searchType: "name", status: "all", limit: 100 })
      for (const t of stem.results) byId.set(t.id, t)
    }
    const similar = yield* p.similar(mark, { kind: "clearance", threshold: 0.6 })
    const scorer = makeScorer(mark, { jurisdiction: p.jurisdiction })
    const conflicts: Array<Conflict> = []
    const seen = new Set<string>()
    for (const s of similar) {
      seen.add(s.trademark.id)
      conflicts.push({
        trademark: s.trademark,
        score: s.similarity.score,
        type: classifyConflict(s.similarity),
        overlappingClasses: s.trademark.niceClasses.filter((c) => classes.includes(c))
      })
    }
    for (const t of byId.values()) {
      if (seen.has(t.id)) continue
      const b = scorer.atLeast(t.name, 0.6, p.jurisdiction)
      if (b === undefined || !passesCutoff(mark, t.name, b.score, "clearance", 0.6)) continue
      conflicts.push({
        trademark: t,
        score: b.score,
        type: classifyConflict(b),
        overlappingClasses: t.niceClasses.filter((c) => classes.includes(c))
      })
    }
    return conflicts.sort((a, b) => b.overlappingClasses.length - a.overlappingClasses.length || b.score - a.score)
  })

const timeQueries = async <A>(label: string, inputs: ReadonlyArray<A>, run: (a: A) => Effect.Effect<number, unknown>) => {
  const warm = Math.min(20, inputs.length)
  for (const a of inputs.slice(0, warm)) await Effect.runPromise(run(a))
  const times: Array<number> = []
  let hits = 0
  for (const a of inputs) {
    const t = performance.now()
    hits += await Effect.runPromise(run(a))
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  const p50 = quantile(times, 0.5)
  const p95 = quantile(times, 0.95)
  console.log(
    `${label.padEnd(26)} p50 ${ms(p50).padStart(9)}  p95 ${ms(p95).padStart(9)}  max ${
      ms(times[times.length - 1]!).padStart(9)
    }  (${inputs.length} queries, ${(hits / inputs.length).toFixed(1)} results avg)`
  )
  return { p50, p95 }
}

const int = (n: number): string => Math.round(n).toLocaleString("en-US")

const printFigures = (f: Figures, beside: Figures | undefined): void => {
  const t = targetsFor(f.marks)
  const verdict = (ok: boolean) => (ok ? "meets target" : "MISSES target")
  const col = (s: string) => s.padEnd(36)
  const other = (s: string) => (beside === undefined ? "" : `  | ${s}`)
  const q = (x: { p50: number; p95: number }) => `p50 ${ms(x.p50)}, p95 ${ms(x.p95)}`
  console.log(`\nFigures${beside === undefined ? "" : ` (beside: the run with ${int(beside.marks)} marks)`}`)
  console.log(`  ${"marks".padEnd(20)} ${col(int(f.marks))}${other(int(beside?.marks ?? 0))}`)
  const line = (label: string, value: string, target: string, ok: boolean, was: string) =>
    console.log(`  ${label.padEnd(20)} ${col(value)}${other(was.padEnd(36))}  target ${target}: ${verdict(ok)}`)
  line(
    "import (records/s)",
    `${int(f.importRate)} wall, ${int(f.importPerCpuSecond)}/CPU-s`,
    `>= ${int(t.importRate)}/s`,
    f.importRate >= t.importRate,
    beside === undefined ? "" : `${int(beside.importRate)} wall, ${int(beside.importPerCpuSecond)}/CPU-s`
  )
  line(
    "index size",
    `${mb(f.indexBytes)} (${(f.indexBytes / f.marks).toFixed(0)} B/mark)`,
    "none",
    true,
    beside === undefined ? "" : `${mb(beside.indexBytes)} (${(beside.indexBytes / beside.marks).toFixed(0)} B/mark)`
  )
  line(
    "substring search",
    q(f.substring),
    `p95 < ${t.substringP95} ms`,
    f.substring.p95 < t.substringP95,
    beside ? q(beside.substring) : ""
  )
  line("fuzzy search", q(f.fuzzy), `p95 < ${t.fuzzyP95} ms`, f.fuzzy.p95 < t.fuzzyP95, beside ? q(beside.fuzzy) : "")
  line(
    "clearance (local)",
    q(f.clearance),
    `p95 < ${t.clearanceP95} ms`,
    f.clearance.p95 < t.clearanceP95,
    beside ? q(beside.clearance) : ""
  )
  line("peak memory (RSS)", mb(f.peakRss), `< ${mb(t.peakRss)}`, f.peakRss < t.peakRss, beside ? mb(beside.peakRss) : "")
  console.log(
    `  ${"load average".padEnd(20)} ${col(f.loadAverage.map((x) => x.toFixed(1)).join(" "))}${
      other(beside?.loadAverage.map((x) => x.toFixed(1)).join(" ") ?? "")
    }`
  )
}

export async function run(): Promise<void> {
  const count = env("REGISTER_BENCH_MARKS", 1_000_000, "marks")
  const perKind = env("REGISTER_BENCH_QUERIES", 300, "queries")
  const dir = process.env["REGISTER_BENCH_DIR"] ?? mkdtempSync(join(tmpdir(), "register-bench-"))
  const csvPath = join(dir, `bench_trade_marks_20240101.csv`)
  console.log(`Local register benchmark: ${count.toLocaleString("en-US")} synthetic marks in ${dir}`)

  let t = performance.now()
  // In a child process: the generator's heap is not the import's memory.
  const sampleNames = await writeSyntheticCsvApart(csvPath, count)
  console.log(`generated CSV: ${mb(statSync(csvPath).size)} in ${((performance.now() - t) / 1000).toFixed(1)} s`)

  let peakRss = process.memoryUsage().rss
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss)
  }, 100)
  t = performance.now()
  const cpuBefore = process.cpuUsage()
  const summary = await runImport({
    dataDir: dir,
    target: csvPath,
    format: IpRapidCsv,
    progress: makeProgress({ write: (s) => process.stderr.write(s), tty: false, intervalMs: 10_000 })
  })
  const importSeconds = (performance.now() - t) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  const importCpuSeconds = (cpu.user + cpu.system) / 1e6
  clearInterval(sampler)
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
  const importPeakRss = peakRss
  const file = summary.files[0]!
  const rate = file.records / importSeconds
  const indexBytes = ["", "-wal", "-shm"].reduce((s, suffix) => {
    try {
      return s + statSync(registerPath(dir) + suffix).size
    } catch {
      return s
    }
  }, 0)
  console.log(
    `import: ${file.records.toLocaleString("en-US")} records (${file.added.toLocaleString("en-US")} added) in ${
      importSeconds.toFixed(1)
    } s = ${Math.round(rate).toLocaleString("en-US")} records/s; index ${mb(indexBytes)}; peak RSS during import ${mb(peakRss)}`
  )
  // Wall time depends on what else the machine runs; CPU time of this process does not (much).
  console.log(
    `import CPU: ${importCpuSeconds.toFixed(1)} s = ${
      Math.round(file.records / importCpuSeconds).toLocaleString("en-US")
    } records per CPU-second; load average ${loadavg().map((x) => x.toFixed(1)).join(" ")}`
  )

  const r = rng(7)
  const pick = <A>(xs: ReadonlyArray<A>): A => xs[Math.floor(r() * xs.length)]!
  const substrings = Array.from({ length: perKind }, () => {
    const words = pick(sampleNames).split(/[\s&]+/).filter((w) => w.length >= 3)
    const w = words.length > 0 ? pick(words) : "SUN"
    if (w.length <= 5 || r() < 0.4) return w
    const len = 4 + Math.floor(r() * 3)
    const start = Math.floor(r() * (w.length - len + 1))
    return w.slice(start, start + len)
  })
  const fuzzy = Array.from({ length: perKind }, () => mutate(pick(sampleNames), r))
  const clearance = Array.from({ length: Math.max(50, Math.floor(perKind / 2)) }, () => ({
    mark: mutate(pick(sampleNames), r),
    classes: [pick([9, 35, 42, 41, 25, 30, 5, 3])]
  }))

  const results = await Effect.runPromise(
    Effect.scoped(
      Effect.gen(function*() {
        const register = yield* makeLocalRegister({ dataDir: dir, mode: "prefer" })
        const au = register.providerFor("AU")!
        const sub = yield* Effect.promise(() =>
          timeQueries(
            "substring search (limit 20)",
            substrings,
            (q) => au.search({ query: q, searchType: "name", status: "all", limit: 20 }).pipe(Effect.map((p) => p.results.length))
          )
        )
        const fz = yield* Effect.promise(() =>
          timeQueries(
            "fuzzy search (limit 20)",
            fuzzy,
            (q) => au.search({ query: q, searchType: "fuzzy", status: "all", limit: 20 }).pipe(Effect.map((p) => p.results.length))
          )
        )
        const cl = yield* Effect.promise(() =>
          timeQueries("clearance (local index)", clearance, (c) => clearLocally(au, c.mark, c.classes).pipe(Effect.map((x) => x.length)))
        )
        return { sub, fz, cl }
      })
    )
  )
  const maxRss = process.resourceUsage().maxRSS * 1024
  console.log(`peak RSS: ${mb(importPeakRss)} during the import, ${mb(maxRss)} over the whole run (import and queries)`)
  console.log(
    `\nload average at the end: ${loadavg().map((x) => x.toFixed(1)).join(" ")} (2 cores; above 2 means other work shared the CPU)`
  )
  const figures: Figures = {
    marks: count,
    importRate: rate,
    importPerCpuSecond: file.records / importCpuSeconds,
    importSeconds,
    indexBytes,
    substring: results.sub,
    fuzzy: results.fz,
    clearance: results.cl,
    peakRss: Math.max(peakRss, maxRss),
    loadAverage: loadavg()
  }
  const jsonOut = arg("json")
  if (jsonOut !== undefined) writeFileSync(jsonOut, JSON.stringify(figures, null, 2))
  const besidePath = arg("beside")
  const beside = besidePath !== undefined && existsSync(besidePath) ? (JSON.parse(readFileSync(besidePath, "utf8")) as Figures) : undefined
  printFigures(figures, beside)
  if (process.env["REGISTER_BENCH_KEEP"] !== "1" && process.env["REGISTER_BENCH_DIR"] === undefined) {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  run().catch((e) => {
    console.error(e)
    process.exit(1)
  })
}
