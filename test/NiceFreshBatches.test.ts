import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import { readFileSync } from "node:fs"
import { suggestNiceClassesAtLeastOne } from "../src/Services/NiceClassSuggester.js"

/**
 * Fresh owner-style descriptions, each batch written before the suggester was run on it
 * (issue 17). The untuned figure of each batch is recorded in the fixture; the floors here
 * sit just under the figures reached over all batches, so a regression fails.
 */
const TOP1 = 0.98
const TOP3 = 0.99
/**
 * Batches 11 and up were written in later sessions (rarer trades, slang, terse wording) and tuned on
 * only through general vocabulary (the Nice list's service heads, WordNet, trade and shop lexicons), not
 * case by case; batch 13 was measured untouched after the nice4 tuning, batch 14 (nice5) before any
 * change and then tuned on, batch 15 written with it, sealed, and measured once at the end (0.700/0.840).
 * Batch 16 (nice6) was measured before any change (0.767/0.883) and tuned on through general vocabulary (foods
 * by their kind from WordNet and the Nice list, makers by their goods, supply verbs, occasions) to 0.933/1.000;
 * batch 17 was written with it, sealed, and measured once at the end (0.853/0.941).
 * Their own floors sit just under the figures reached (0.832/0.923 over 11-15; 0.893/0.965 over 11-17).
 */
const LATE_FROM = 11
const LATE_TOP1 = 0.88
const LATE_TOP3 = 0.95

const Case = Schema.Struct({
  text: Schema.NonEmptyString,
  expected: Schema.NonEmptyArray(Schema.Int.pipe(Schema.between(1, 45))),
  source: Schema.String.pipe(Schema.pattern(/^NCL 12th ed\., class \d+/))
})
const Batch = Schema.Struct({
  batch: Schema.Int,
  untuned: Schema.NullOr(Schema.Struct({ top1: Schema.Number, top3: Schema.Number })),
  cases: Schema.Array(Case)
})
const fixture = Schema.decodeUnknownSync(Schema.Struct({ about: Schema.String, batches: Schema.Array(Batch) }))(
  JSON.parse(readFileSync(new URL("./fixtures/nice-fresh-batches.json", import.meta.url), "utf8"))
)

const measure = (cases: ReadonlyArray<typeof Case.Type>) => {
  let top1 = 0
  let top3 = 0
  let empty = 0
  const misses: Array<string> = []
  for (const c of cases) {
    const got = suggestNiceClassesAtLeastOne(c.text).map((s) => s.classNumber)
    if (got.length === 0) empty++
    if (got[0] === c.expected[0]) top1++
    else misses.push(`${c.text} -> [${got.join(", ")}], expected ${c.expected[0]}`)
    if (got.slice(0, 3).includes(c.expected[0])) top3++
  }
  return { top1: top1 / cases.length, top3: top3 / cases.length, empty, misses }
}

describe("fresh owner descriptions (written before the engine ran on them)", () => {
  for (const b of fixture.batches) {
    it(`batch ${b.batch} (${b.cases.length})`, () => {
      const r = measure(b.cases)
      console.log(
        `fresh batch ${b.batch}: top-1 ${r.top1.toFixed(3)}, top-3 ${r.top3.toFixed(3)}, empty ${r.empty}` +
          (b.untuned ? ` (untuned ${b.untuned.top1.toFixed(3)}/${b.untuned.top3.toFixed(3)})` : "") +
          (r.misses.length > 0 ? `\n  ${r.misses.join("\n  ")}` : "")
      )
      expect(r.empty).toBe(0)
    })
  }

  const floors = [
    { name: `batches 1-${LATE_FROM - 1}`, early: true, top1: TOP1, top3: TOP3 },
    { name: `batches ${LATE_FROM} on`, early: false, top1: LATE_TOP1, top3: LATE_TOP3 }
  ]
  for (const f of floors) {
    it(`${f.name}: top-1 >= ${f.top1}, top-3 >= ${f.top3}, never empty`, () => {
      const r = measure(fixture.batches.filter((b) => (b.batch < LATE_FROM) === f.early).flatMap((b) => b.cases))
      console.log(`fresh ${f.name}: top-1 ${r.top1.toFixed(3)}, top-3 ${r.top3.toFixed(3)}, empty ${r.empty}`)
      expect(r.top1).toBeGreaterThanOrEqual(f.top1)
      expect(r.top3).toBeGreaterThanOrEqual(f.top3)
      expect(r.empty).toBe(0)
    })
  }

  it("all batches together, for the README", () => {
    const r = measure(fixture.batches.flatMap((b) => b.cases))
    console.log(`fresh batches, all: top-1 ${r.top1.toFixed(3)}, top-3 ${r.top3.toFixed(3)}, empty ${r.empty}`)
    expect(r.empty).toBe(0)
  })
})
