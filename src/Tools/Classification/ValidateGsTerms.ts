import { Schema } from "effect"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { HdbLanguage } from "../../Services/GoodsServices/EuLanguages.js"
import { OFFLINE_CHECKS } from "../../Services/GoodsServices/OfflineTermChecks.js"
import { validateGsTerms } from "../../Services/GoodsServices/TermValidation.js"

/** Classes with their terms; shared with translate_gs_terms. */
export const TermGroups = Schema.Array(
  Schema.Struct({
    classNumber: Schema.Int.pipe(Schema.between(1, 45)).annotations({ description: "Nice class of these terms (1-45)" }),
    terms: Schema.Array(Schema.String.pipe(Schema.maxLength(5000)))
      .pipe(Schema.minItems(1), Schema.maxItems(50))
      .annotations({
        description: "Goods or services as written in the specification, one per item, at most 50 (e.g. 'Downloadable software')"
      })
  })
).pipe(Schema.minItems(1), Schema.maxItems(45))

const Input = Schema.Struct({
  terms: TermGroups.annotations({
    description: "Terms per class, e.g. [{classNumber: 9, terms: ['Downloadable software', 'Mobile apps']}]; at most 45 classes."
  }),
  language: Schema.optional(HdbLanguage).annotations({
    description:
      "Language the terms are written in (ISO 639-1, one of the 23 languages of the harmonised database; default en). Wording checks run only for en."
  })
})

const Issue = Schema.Struct({
  type: Schema.String.annotations({
    description: `Issue code: ${OFFLINE_CHECKS.map((c) => c.type).join(", ")}, NOT_HARMONIZED, or the database's own`
  }),
  detail: Schema.String,
  source: Schema.Literal("offline", "harmonised").annotations({
    description: "offline: our own checks; harmonised: the EUIPO harmonised database"
  }),
  suggestedClass: Schema.optional(Schema.Int).annotations({ description: "Where the term belongs, for class issues" }),
  invalidChar: Schema.optional(Schema.String),
  position: Schema.optional(Schema.Int).annotations({ description: "1-based position of invalidChar" })
})

const Output = Schema.Struct({
  validated: Schema.Array(
    Schema.Struct({
      classNumber: Schema.Int,
      terms: Schema.Array(
        Schema.Struct({
          text: Schema.String,
          harmonized: Schema.NullOr(Schema.Boolean).annotations({
            description: "true/false from the EUIPO harmonised database; null when it was not consulted (see checks.harmonised)"
          }),
          conceptId: Schema.optional(Schema.String),
          errors: Schema.optional(Schema.Array(Issue)),
          warnings: Schema.optional(Schema.Array(Issue)),
          harmonisedAlternatives: Schema.optional(Schema.Array(Schema.String)).annotations({
            description: "Harmonised terms of the class worded like this one (for terms that are not harmonised)"
          })
        })
      )
    })
  ),
  summary: Schema.Struct({
    totalTerms: Schema.Int,
    harmonizedCount: Schema.Int,
    errorCount: Schema.Int,
    warningCount: Schema.Int,
    flaggedTerms: Schema.Int.annotations({ description: "Terms with at least one error or warning" })
  }),
  checks: Schema.Struct({
    offline: Schema.Array(Schema.String).annotations({ description: "The offline checks that ran" }),
    harmonised: Schema.String.annotations({ description: "done, not configured: set ..., or unavailable: <why>" })
  })
})

export const validateGsTermsTool = defineTool({
  name: "validate_gs_terms",
  title: "Validate goods & services terms",
  description:
    "Check goods and services terms before filing. Offline checks always run (each issue marked source: offline): empty or overlong " +
    "terms, characters offices reject, unbalanced brackets, vague wording ('all goods in this class', 'etc.', 'machines'), a class " +
    "heading used as a term, a term that belongs in another class (with the right class), duplicates. With EUIPO credentials each term " +
    "is also checked against the EUIPO harmonised database (harmonized, conceptId, the office's errors; NOT_HARMONIZED as a warning, " +
    "with harmonised alternatives). `checks` says which checks ran and how to enable the harmonised one.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) => validateGsTerms(input.terms, input.language ?? "en")
})
