/**
 * Prints the figures of the generated fuzzy-search set (`npm run eval:fuzzy`,
 * test/support/FuzzyGenerated.ts): recall@10 and ordering (every variant above every decoy) by
 * mark length, for a seed to tune on (1) and a seed to check on (2), and which variant and decoy
 * kinds are at fault. Asserts nothing (test/FuzzyGenerated.test.ts holds the floors).
 * -v lists the queries that miss. Env: FUZZY_SEEDS (default "1,2"), FUZZY_QUERIES (per seed, default 300),
 * DECISIONS_FILLER (synthetic marks around them, default 20000).
 */
import { Effect } from "effect"
import { pct } from "../test/support/DecisionSets.js"
import { generateFuzzySet, runGeneratedFuzzy } from "../test/support/FuzzyGenerated.js"

const seeds = (process.env["FUZZY_SEEDS"] ?? "1,2").split(",").map(Number)
const count = Number(process.env["FUZZY_QUERIES"] ?? 300)
const filler = Number(process.env["DECISIONS_FILLER"] ?? 20000)
const kinds = (m: Readonly<Record<string, number>>) =>
  Object.entries(m).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(", ") || "none"

const main = Effect.gen(function*() {
  for (const seed of seeds) {
    const run = yield* runGeneratedFuzzy(generateFuzzySet(seed, count), filler)
    for (const f of run.figures) {
      console.log(
        `generated seed ${seed} ${f.length.padEnd(6)} ${f.queries} queries, ${f.variants} variants: recall@10 ${
          pct(f.recallAt10)
        }, ordered ${pct(f.ordered)}`
      )
    }
    console.log(`  missed (not in top 10): ${kinds(run.missedByKind)}`)
    console.log(`  variants at or below a decoy: ${kinds(run.lowVariantByKind)}`)
    console.log(`  decoys at or above a variant: ${kinds(run.highDecoyByKind)}`)
    if (process.argv.includes("-v")) { for (const x of run.misses) console.log(`   ${x}`) }
  }
})
Effect.runPromise(Effect.scoped(main)).catch((e) => {
  console.error(e)
  process.exit(1)
})
