import { Effect, Layer } from "effect"
import type { Jurisdiction } from "../../src/Domain/Jurisdiction.js"
import type { TrademarkStatus, TrademarkSummary } from "../../src/Domain/Trademark.js"
import { DataPlaneTest } from "../../src/Providers/index.js"
import { mockTrademarkProvider } from "../../src/Providers/ProviderRegistry.js"
import type { TrademarkProvider, TrademarkSearchParams } from "../../src/Providers/TrademarkProvider.js"
import { type ClearanceRequest, runClearance } from "../../src/Services/Clearance/ClearancePipeline.js"
import type { ClearanceResult } from "../../src/Services/Clearance/ClearanceResult.js"
import { GsTermsCheck } from "../../src/Services/Clearance/GsTermsCheck.js"
import type { RiskLevel } from "../../src/Services/Clearance/RiskModel.js"
import labelled from "../fixtures/clearance-labelled.json" with { type: "json" }

/** The labelled set must agree with the pipeline at least this often. */
export const LABELLED_AGREEMENT_MIN = 0.85

export interface MockMark {
  readonly name: string
  readonly status: TrademarkStatus
  readonly classes: ReadonlyArray<number>
  readonly jurisdiction: Jurisdiction
  readonly owner?: string
}

export interface LabelledCase {
  readonly id: string
  readonly category: string
  readonly proposedMark: string
  readonly niceClasses: ReadonlyArray<number>
  readonly jurisdictions: ReadonlyArray<Jurisdiction>
  readonly registry: ReadonlyArray<MockMark>
  readonly expectedRisk: RiskLevel
  readonly why: string
}

export const LABELLED_CASES = labelled.cases as unknown as ReadonlyArray<LabelledCase>

/** A TrademarkSummary for a mock mark; ids are stable per (jurisdiction, index). */
export const summaryOf = (m: MockMark, index: number): TrademarkSummary => ({
  id: `${m.jurisdiction}-${String(90000000 + index)}`,
  applicationNumber: String(90000000 + index),
  name: m.name,
  jurisdiction: m.jurisdiction,
  status: m.status,
  niceClasses: [...m.classes],
  ...(m.owner !== undefined ? { owner: m.owner } : {})
})

const plain = (s: string): string => s.toUpperCase().replace(/[^A-Z0-9]/g, "")

/**
 * A mock office over a small register: `name` is a substring match (as the real offices do),
 * `fuzzy` returns every record (standing in for an office-side fuzzy search), so the pipeline
 * scores every candidate. `calls` records each search.
 */
export const registryProvider = (
  jurisdiction: Jurisdiction,
  marks: ReadonlyArray<TrademarkSummary>,
  options: { readonly fuzzy?: boolean; readonly calls?: Array<TrademarkSearchParams> } = {}
): TrademarkProvider => {
  const base = mockTrademarkProvider(jurisdiction)
  return {
    ...base,
    capabilities: { ...base.capabilities, fuzzy: options.fuzzy ?? false },
    search: (params) =>
      Effect.sync(() => {
        options.calls?.push(params)
        const q = plain(params.query)
        const mine = marks.filter((m) => m.jurisdiction === jurisdiction)
        const hits = params.searchType === "fuzzy" ? mine : mine.filter((m) => plain(m.name).includes(q))
        return { results: hits.slice(0, params.limit), total: hits.length }
      })
  }
}

export const requestFor = (c: LabelledCase): ClearanceRequest => ({
  proposedMark: c.proposedMark,
  niceClasses: c.niceClasses,
  jurisdictions: c.jurisdictions,
  includePhonetic: true,
  includeSimilarSpelling: true,
  minSimilarityScore: 0.6,
  compact: false
})

/** Run one labelled case through the whole pipeline with mock offices. */
export const runLabelledCase = (c: LabelledCase): Effect.Effect<ClearanceResult, unknown> => {
  const marks = c.registry.map(summaryOf)
  const providers = c.jurisdictions.map((j) => registryProvider(j, marks, { fuzzy: true }))
  return runClearance(requestFor(c)).pipe(
    Effect.provide(Layer.merge(DataPlaneTest({ providers }), GsTermsCheck.offline))
  )
}
