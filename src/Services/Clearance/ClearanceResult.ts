/**
 * The shape of a clearance answer (reference §5.3 ClearanceResponse, plus the risk factors,
 * skipped offices, errors and coverage). The tool's output schema and the pipeline's result type.
 */
import { Schema } from "effect"
import { Jurisdiction } from "../../Domain/Jurisdiction.js"
import { TrademarkSummary } from "../../Domain/Trademark.js"

export const RiskLevel = Schema.Literal("low", "medium", "high", "critical").annotations({
  description:
    "low: few or no conflicts; medium: some conflicts, see an attorney; high: significant conflicts, change the mark; critical: near-identical marks for the same goods, opposition or refusal near-certain"
})

export const RiskFactor = Schema.Struct({
  factor: Schema.Literal(
    "similarity",
    "conflictType",
    "classRelatedness",
    "fame",
    "registrationStatus",
    "meaning",
    "goods",
    "sharedElement"
  ),
  kind: Schema.Literal("additive", "multiplier").annotations({
    description:
      "additive: contribution = weight × value; multiplier (registrationStatus; meaning, present only when a clear meaning sets the marks apart): contribution = what the multiplier takes away"
  }),
  value: Schema.Number,
  weight: Schema.Number,
  contribution: Schema.Number.annotations({ description: "The contributions of a conflict's factors sum to its risk" }),
  note: Schema.String
})

export const ClearanceConflict = Schema.Struct({
  trademark: TrademarkSummary,
  origin: Schema.Literal("registry", "wellKnownList").annotations({
    description:
      "registry: a record returned by an office search; wellKnownList: a mark on the local well-known marks list (not a registry record)"
  }),
  conflictType: Schema.Literal("exact", "phonetic", "visual", "conceptual"),
  similarityScore: Schema.Number.annotations({ description: "0-1; 0.8 or more is a strong conflict" }),
  overlappingClasses: Schema.Array(Schema.Int).annotations({ description: "Nice classes on both sides" }),
  relatedClasses: Schema.optional(
    Schema.Array(Schema.Struct({ proposed: Schema.Int, existing: Schema.Int, strength: Schema.Number })).annotations({
      description: "Different but related classes (e.g. 9 and 42), strongest first"
    })
  ),
  risk: Schema.Number.annotations({ description: "0-1, from the risk model (docs/CLEARANCE.md)" }),
  riskLevel: RiskLevel,
  riskAssessment: Schema.String,
  factors: Schema.Array(RiskFactor),
  wellKnown: Schema.optional(Schema.Struct({ name: Schema.String, owner: Schema.String }))
})
export type ClearanceConflict = typeof ClearanceConflict.Type

const JurisdictionProblem = Schema.Struct({ jurisdiction: Jurisdiction, code: Schema.String, error: Schema.String })
const SkippedJurisdiction = Schema.Struct({
  jurisdiction: Jurisdiction,
  code: Schema.String,
  reason: Schema.String.annotations({ description: "Why it was not searched, naming the settings that would enable it" })
})

const GsValidation = Schema.Record({
  key: Schema.String,
  value: Schema.Unknown.annotations({ jsonSchema: {} })
}).annotations({
  jsonSchema: {
    type: "object",
    description: "Goods and services term check: engine, offline, flaggedCount, and the engine's per-term findings"
  }
})

export const ClearanceResult = Schema.Struct({
  proposedMark: Schema.String,
  riskLevel: RiskLevel,
  conflicts: Schema.Array(ClearanceConflict).annotations({ description: "Sorted by risk, riskiest first (top 5 when compact)" }),
  totalConflicts: Schema.Int.annotations({ description: "All conflicts found, also when compact" }),
  conflictCounts: Schema.Struct({ critical: Schema.Int, high: Schema.Int, medium: Schema.Int, low: Schema.Int }),
  recommendations: Schema.Array(Schema.String),
  searchedJurisdictions: Schema.Array(Jurisdiction).annotations({ description: "Offices whose search succeeded" }),
  skippedJurisdictions: Schema.optional(Schema.Array(SkippedJurisdiction)),
  errors: Schema.optional(
    Schema.Array(JurisdictionProblem).annotations({ description: "Offices (or follow-up searches) that failed; the rest still counts" })
  ),
  thresholdWarning: Schema.optional(
    Schema.Struct({
      message: Schema.String,
      marks: Schema.Array(Schema.Struct({ name: Schema.String, score: Schema.Number }))
    }).annotations({ description: "Well-known marks that scored just below minSimilarityScore and were left out" })
  ),
  gsValidation: Schema.optional(GsValidation),
  coverage: Schema.Struct({
    registryRecordsScored: Schema.Int,
    wellKnownMarksScored: Schema.Int,
    minSimilarityScore: Schema.Number,
    channels: Schema.Struct({ visual: Schema.Boolean, phonetic: Schema.Boolean }),
    cappedJurisdictions: Schema.optional(
      Schema.Array(Jurisdiction).annotations({ description: "Offices with more matches than were fetched; narrower marks may be missing" })
    )
  }),
  executionTimeMs: Schema.Number,
  disclaimer: Schema.String
})
export type ClearanceResult = typeof ClearanceResult.Type

export const CLEARANCE_DISCLAIMER =
  "Automated screening, not legal advice. It compares word marks in the offices searched and a list of well-known marks; " +
  "it does not cover figurative elements, unregistered (common-law) rights, company or domain names, or offices not searched. " +
  "Have a trademark attorney review the result before filing."
