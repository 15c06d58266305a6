/**
 * Prints the figures of the issue-17 labelled sets (`npm run eval:decisions`): clearance recall
 * of confusing pairs flagged medium or above, outcome agreement and the confusion matrix on the
 * decided disputes; fuzzy recall@10 and ordering (every variant above every decoy) by mark
 * length. Tuning and held-out parts separately. Asserts nothing: test/DecisionSets.test.ts holds
 * the floors. --classes-only clears with classes alone (no goods texts). -v lists the misses of the tuning parts only, -vv every tuning case with its level (the held-out parts stay unseen). Env: DECISIONS_FILLER (synthetic marks around the labelled ones, default 20000).
 */
import { Effect } from "effect"
import { pct, runDecisionsWith, runFuzzy } from "../test/support/DecisionSets.js"

const filler = Number(process.env["DECISIONS_FILLER"] ?? 20000)
const classesOnly = process.argv.includes("--classes-only")
/** --fresh-from d177: also the figures of the cases from that id on (cases just added, measured before a change). */
const freshAt = process.argv.indexOf("--fresh-from")
const freshFrom = freshAt < 0 ? undefined : process.argv[freshAt + 1]
const main = Effect.gen(function*() {
  const decisions = yield* runDecisionsWith(filler, classesOnly, freshFrom)
  for (const d of decisions) {
    const m = d.matrix
    console.log(
      `clearance ${d.part.padEnd(7)} ${d.cases} cases: recall ${pct(d.recall)} (${m.tp}/${
        m.tp + m.fn
      }, ${d.notListed} not listed), agreement ${pct(d.agreement)} (${
        m.tp + m.tn
      }/${d.cases}); matrix: confusion→flagged ${m.tp}, →not ${m.fn}; no confusion→flagged ${m.fp}, →not ${m.tn}`
    )
    if (process.argv.includes("-v") && d.part === "tuning") { for (const x of d.misses) console.log(`   ${x}`) }
    if (process.argv.includes("-vv") && d.part === "tuning") { for (const x of d.levels) console.log(`   ${x}`) }
  }
  const fuzzy = yield* runFuzzy(filler)
  for (const f of fuzzy) {
    console.log(
      `fuzzy ${f.part.padEnd(7)} ${f.length.padEnd(6)} ${f.queries} queries, ${f.variants} variants: recall@10 ${
        pct(f.recallAt10)
      }, ordered ${pct(f.ordered)}`
    )
    if (process.argv.includes("-v") && f.length === "all" && f.part === "tuning") { for (const x of f.misses) console.log(`   ${x}`) }
  }
})
Effect.runPromise(Effect.scoped(main)).catch((e) => {
  console.error(e)
  process.exit(1)
})
