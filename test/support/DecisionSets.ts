/**
 * The labelled sets of issue 17, run the way users meet them: the earlier marks of the decided
 * disputes (test/fixtures/clearance-decisions.json) and the fuzzy-search marks
 * (test/fixtures/fuzzy-labelled.json) are imported into a fresh local register among synthetic
 * filler marks; each later mark is cleared with its classes through runClearance, each fuzzy
 * query searched through the register's fuzzy search. Used by test/DecisionSets.test.ts (floors)
 * and bench/Decisions.eval.ts (prints the figures).
 */
import { Effect, Layer, Logger, LogLevel, type Scope } from "effect"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { synthetic } from "../../bench/SyntheticMarks.js"
import { DataPlaneTest } from "../../src/Providers/index.js"
import { IpRapidCsv } from "../../src/Providers/LocalRegister/Importers/IpRapidCsv.js"
import { runImport } from "../../src/Providers/LocalRegister/ImportRunner.js"
import { type LocalTrademarkProvider, makeLocalRegister } from "../../src/Providers/LocalRegister/index.js"
import { runClearance } from "../../src/Services/Clearance/ClearancePipeline.js"
import { GsTermsCheck } from "../../src/Services/Clearance/GsTermsCheck.js"

export type Part = "tuning" | "heldout"

export interface DecisionCase {
  readonly id: string
  readonly earlier: { readonly mark: string; readonly classes: ReadonlyArray<number>; readonly goods: string }
  readonly later: { readonly mark: string; readonly classes: ReadonlyArray<number>; readonly goods: string }
  readonly tribunal: string
  readonly citation: string
  readonly outcome: "confusion" | "no_confusion"
  readonly source: string
  readonly part: Part
}

export interface FuzzyQuery {
  readonly query: string
  readonly length: "short" | "medium" | "long"
  readonly variants: ReadonlyArray<{ readonly mark: string; readonly kind: string }>
  readonly decoys: ReadonlyArray<string>
  readonly part: Part
}

const fixture = (name: string): unknown => JSON.parse(readFileSync(fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url)), "utf8"))
export const DECISIONS = (fixture("clearance-decisions.json") as { cases: ReadonlyArray<DecisionCase> }).cases
export const FUZZY_QUERIES = (fixture("fuzzy-labelled.json") as { queries: ReadonlyArray<FuzzyQuery> }).queries

const csv = (s: string): string => (/[",\n]/.test(s) ? `"${s.replace(/"/g, "\"\"")}"` : s)
const HEADER = "tm_number,words,kind,status_group,status_detail,filing_date,nice_classes,owner_names,goods_services\n"
/** Application number of case i's earlier mark in the register. */
const caseNumber = (i: number): string => String(5_000_000 + i)

/** A register holding `marks` plus `filler` synthetic marks; yields its (AU) local provider. */
export const registerOf = (
  marks: ReadonlyArray<{ name: string; classes: ReadonlyArray<number>; number: string; goods?: string }>,
  filler: number
) =>
  Effect.gen(function*() {
    const dir = yield* Effect.acquireRelease(
      Effect.sync(() => mkdtempSync(join(tmpdir(), "decision-sets-"))),
      (d) => Effect.sync(() => rmSync(d, { recursive: true, force: true }))
    )
    let rows = HEADER
    for (const m of marks) {
      // The register keeps goods per class ("9: text | 42: text"); a decided case gives one text for all its classes.
      const goods = m.goods === undefined ? "" : csv(`${m.classes[0]}: ${m.goods}`)
      rows += `${m.number},${csv(m.name)},Word,REGISTERED,Registered/protected,01/01/2010,${
        m.classes.join(";")
      },Owner ${m.number},${goods}\n`
    }
    const g = synthetic(17)
    for (let i = 0; i < filler; i++) {
      rows += `${1_000_000 + i},${csv(g.nextName())},Word,REGISTERED,Registered/protected,01/01/2015,${
        g.nextClasses().join(";")
      },Filler Ltd,\n`
    }
    const file = join(dir, "iprapid_trade_marks_20240101.csv")
    writeFileSync(file, rows)
    const summary = yield* Effect.promise(() => runImport({ dataDir: dir, target: file, format: IpRapidCsv }))
    if (!summary.ok) return yield* Effect.die(new Error("labelled register import failed"))
    const register = yield* makeLocalRegister({ dataDir: dir, mode: "prefer" })
    return register.providerFor("AU")! as LocalTrademarkProvider
  })

export interface Confusion {
  readonly tp: number
  readonly fn: number
  readonly fp: number
  readonly tn: number
}
/** A part, or "fresh": the cases from a given id on, both parts (aggregates only), to measure added cases before a change. */
export type FigurePart = Part | "fresh"
export interface DecisionFigures<P extends FigurePart = Part> {
  readonly part: P
  readonly cases: number
  /** Confusing pairs flagged medium or above / all confusing pairs. */
  readonly recall: number
  /** Confusing pairs not listed as a conflict at all. */
  readonly notListed: number
  /** Outcome agreement: flagged (medium+) ⇔ confusion found. */
  readonly agreement: number
  readonly matrix: Confusion
  readonly misses: ReadonlyArray<string>
  /** Every case of the part with its level (print it for the tuning part only). */
  readonly levels: ReadonlyArray<string>
}

/**
 * Clear each later mark against the register of earlier marks; figures per part. `classesOnly`
 * leaves both goods texts out (the register holds none, the request gives only classes), as
 * users who give classes alone and live offices' summaries meet it.
 */
export const runDecisionsWith = (
  filler = 2000,
  classesOnly = false,
  freshFrom?: string
): Effect.Effect<ReadonlyArray<DecisionFigures<FigurePart>>, never, Scope.Scope> =>
  Effect.gen(function*() {
    const provider = yield* registerOf(
      DECISIONS.map((c, i) => ({
        name: c.earlier.mark,
        classes: c.earlier.classes,
        number: caseNumber(i),
        ...(classesOnly ? {} : { goods: c.earlier.goods })
      })),
      filler
    )
    const layer = Layer.merge(DataPlaneTest({ providers: [provider] }), GsTermsCheck.offline)
    const results = yield* Effect.forEach(DECISIONS, (c, i) =>
      runClearance({
        proposedMark: c.later.mark,
        niceClasses: c.later.classes,
        jurisdictions: ["AU"],
        includePhonetic: true,
        includeSimilarSpelling: true,
        minSimilarityScore: 0.6,
        // The later mark's goods as its owner would give them; the earlier goods come from the register.
        ...(classesOnly ? {} : { goodsServicesTerms: [{ classNumber: c.later.classes[0]!, terms: [c.later.goods] }] }),
        compact: false
      }).pipe(
        Effect.provide(layer),
        Effect.map((r) => {
          const hit = r.conflicts.find((x) => x.trademark.applicationNumber === caseNumber(i))
          return {
            c,
            level: hit?.riskLevel,
            detail: hit === undefined ? "" : ` (risk ${hit.risk}, similarity ${hit.similarityScore}, ${hit.conflictType})`
          }
        }),
        Effect.orDie
      ))
    const line = (r: (typeof results)[number]) =>
      `${r.c.id} ${r.c.earlier.mark} / ${r.c.later.mark}: ${r.c.outcome}, ${r.level ?? "not listed"}${r.detail}`
    const parts: ReadonlyArray<FigurePart> = freshFrom === undefined ? ["tuning", "heldout"] : ["tuning", "heldout", "fresh"]
    return parts.map((part): DecisionFigures<FigurePart> => {
      const rs = results.filter((r) => part === "fresh" ? r.c.id >= freshFrom! : r.c.part === part)
      const flagged = (r: (typeof rs)[number]) => r.level === "medium" || r.level === "high" || r.level === "critical"
      const conf = rs.filter((r) => r.c.outcome === "confusion")
      const non = rs.filter((r) => r.c.outcome === "no_confusion")
      const tp = conf.filter(flagged).length
      const tn = non.filter((r) => !flagged(r)).length
      return {
        part,
        cases: rs.length,
        recall: tp / conf.length,
        notListed: conf.filter((r) => r.level === undefined).length,
        agreement: (tp + tn) / rs.length,
        matrix: { tp, fn: conf.length - tp, fp: non.length - tn, tn },
        misses: rs.filter((r) => flagged(r) !== (r.c.outcome === "confusion")).map(line),
        levels: rs.map(line)
      }
    })
  }).pipe(Logger.withMinimumLogLevel(LogLevel.None))

export interface FuzzyFigures {
  readonly part: Part
  readonly length: FuzzyQuery["length"] | "all"
  readonly queries: number
  readonly variants: number
  /** Variants in the top 10 / variants. */
  readonly recallAt10: number
  /** Queries with every variant scored above every decoy / queries. */
  readonly ordered: number
  readonly misses: ReadonlyArray<string>
}

/** Fuzzy-search each query over a register of all variants, decoys and filler; figures per part and length. */
export const runFuzzy = (filler = 5000): Effect.Effect<ReadonlyArray<FuzzyFigures>, never, Scope.Scope> =>
  Effect.gen(function*() {
    const marks = FUZZY_QUERIES.flatMap((q) => [...q.variants.map((v) => v.mark), ...q.decoys])
    const provider = yield* registerOf(marks.map((name, i) => ({ name, classes: [9], number: String(6_000_000 + i) })), filler)
    const rows = yield* Effect.forEach(FUZZY_QUERIES, (q) =>
      Effect.gen(function*() {
        const all = yield* provider.search({ query: q.query, searchType: "fuzzy", status: "all", limit: 100 })
        const top = new Set(all.results.slice(0, 10).map((r) => r.name.toUpperCase()))
        const score = new Map(all.results.map((r) => [r.name.toUpperCase(), r.similarityScore ?? 0]))
        const found = q.variants.filter((v) => top.has(v.mark)).length
        const lowestVariant = Math.min(...q.variants.map((v) => score.get(v.mark) ?? -1))
        const highestDecoy = Math.max(...q.decoys.map((d) => score.get(d) ?? -0.5))
        return { q, found, ordered: lowestVariant > highestDecoy }
      }).pipe(Effect.orDie))
    const figures = (part: Part, length: FuzzyFigures["length"]): FuzzyFigures => {
      const rs = rows.filter((r) => r.q.part === part && (length === "all" || r.q.length === length))
      const variants = rs.reduce((n, r) => n + r.q.variants.length, 0)
      return {
        part,
        length,
        queries: rs.length,
        variants,
        recallAt10: variants === 0 ? 1 : rs.reduce((n, r) => n + r.found, 0) / variants,
        ordered: rs.length === 0 ? 1 : rs.filter((r) => r.ordered).length / rs.length,
        misses: rs.filter((r) => r.found < r.q.variants.length || !r.ordered).map((r) =>
          `${r.q.query}: ${r.found}/${r.q.variants.length} in top 10${r.ordered ? "" : ", a decoy scored above a variant"}`
        )
      }
    }
    return (["tuning", "heldout"] as const).flatMap((part) => (["all", "short", "medium", "long"] as const).map((l) => figures(part, l)))
  }).pipe(Logger.withMinimumLogLevel(LogLevel.None))

export const pct = (x: number): string => `${(100 * x).toFixed(1)}%`

/** The tuning and held-out figures (runDecisionsWith without fresh cases). */
export const runDecisions = (filler = 2000, classesOnly = false): Effect.Effect<ReadonlyArray<DecisionFigures>, never, Scope.Scope> =>
  runDecisionsWith(filler, classesOnly).pipe(
    Effect.map((fs) => fs.filter((f): f is DecisionFigures => f.part !== "fresh"))
  )
