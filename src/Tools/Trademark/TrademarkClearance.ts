import { Effect, Schema } from "effect"
import { SIMILARITY_CONFIG } from "../../Analysis/Similarity.js"
import { JurisdictionFilter } from "../../Domain/Jurisdiction.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { runClearance } from "../../Services/Clearance/ClearancePipeline.js"
import { ClearanceResult } from "../../Services/Clearance/ClearanceResult.js"
import { MAX_TERM_LENGTH } from "../../Services/Clearance/GsTermsCheck.js"

const NiceClass = Schema.Int.pipe(Schema.between(1, 45))

const Input = Schema.Struct({
  proposedMark: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)).annotations({
    description: "The word mark you want to use, 1-200 characters, as you would file it (e.g. 'KESTREL' or 'Blue Harbor')."
  }),
  niceClasses: Schema.Array(NiceClass).pipe(Schema.minItems(1), Schema.maxItems(45)).annotations({
    description: "Nice classes you will file in (integers 1-45, at least one), e.g. [9, 42] for software and SaaS."
  }),
  jurisdictions: Schema.optional(Schema.Array(JurisdictionFilter).pipe(Schema.minItems(1), Schema.maxItems(10))).annotations({
    description:
      "Offices to search: US, EU, AU, NZ, WIPO, GB, CA, JP, CN, or ALL (default) for every office; unconfigured ones are listed in skippedJurisdictions."
  }),
  includePhonetic: Schema.optional(Schema.Boolean).annotations({
    description: "Compare how the marks sound (default true). Off: sound-alikes such as KWIK/QUICK are not looked for."
  }),
  includeSimilarSpelling: Schema.optional(Schema.Boolean).annotations({
    description: "Compare how the marks are spelled, i.e. visually similar marks (default true). Off: only sound and exact matches count."
  }),
  minSimilarityScore: Schema.optional(Schema.Number.pipe(Schema.between(0, 1))).annotations({
    description:
      `Lowest similarity (0-1) that counts as a conflict (default ${SIMILARITY_CONFIG.thresholds.clearanceDefault}; 0.8 or more is a strong conflict). Lower it to catch more distant marks.`
  }),
  goodsServicesTerms: Schema.optional(
    Schema.Array(
      Schema.Struct({
        classNumber: NiceClass.annotations({ description: "Nice class of these terms (1-45)" }),
        terms: Schema.Array(Schema.String.pipe(Schema.maxLength(MAX_TERM_LENGTH * 5))).pipe(Schema.minItems(1), Schema.maxItems(200))
          .annotations({
            description: "Goods or services as you would write them in the specification, one per item (e.g. 'downloadable software')"
          })
      })
    ).pipe(Schema.minItems(1), Schema.maxItems(45))
  ).annotations({
    description:
      "Optional goods and services per class, e.g. [{classNumber: 9, terms: ['downloadable software']}]; they are checked and the result returned as gsValidation."
  }),
  compact: Schema.optional(Schema.Boolean).annotations({
    description: "Return only the 5 riskiest conflicts (totalConflicts and conflictCounts still count all). Default false."
  })
})

export const trademarkClearanceTool = defineTool({
  name: "trademark_clearance",
  title: "Trademark clearance",
  description:
    "Check whether a proposed word mark is free to use and register: searches the chosen offices in parallel (plus a shorter-stem " +
    "search when few results come back), checks ~350 well-known marks locally, scores every candidate on spelling and sound, " +
    "and weighs similarity, class overlap and related classes (e.g. 9 and 42), conflict type, registration status and fame into " +
    "a risk level (low, medium, high, critical). Each conflict lists the factors that raised it; recommendations follow from the " +
    "findings. Use trademark_search to look up marks, trademark_status for one record's details. Not legal advice.",
  input: Input,
  output: ClearanceResult,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    runClearance({
      proposedMark: input.proposedMark,
      niceClasses: input.niceClasses,
      jurisdictions: input.jurisdictions ?? ["ALL"],
      includePhonetic: input.includePhonetic ?? true,
      includeSimilarSpelling: input.includeSimilarSpelling ?? true,
      minSimilarityScore: input.minSimilarityScore ?? SIMILARITY_CONFIG.thresholds.clearanceDefault,
      goodsServicesTerms: input.goodsServicesTerms,
      compact: input.compact ?? false
    }).pipe(Effect.withSpan("trademark_clearance"))
})
