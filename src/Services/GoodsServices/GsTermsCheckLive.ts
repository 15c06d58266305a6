import { Effect, Layer } from "effect"
import { HarmonisedDatabase } from "../../Providers/Euipo/HarmonisedDatabase.js"
import { GsTermsCheck, type GsTermsReport } from "../Clearance/GsTermsCheck.js"
import { validateGsTerms } from "./TermValidation.js"

/**
 * trademark_clearance's goods & services check run by the validate_gs_terms engine: the full
 * offline checks, plus the EUIPO harmonised database when it is configured. Provide it instead
 * of `GsTermsCheck.offline`.
 */
export const GsTermsCheckLive: Layer.Layer<GsTermsCheck, never, HarmonisedDatabase> = Layer.effect(
  GsTermsCheck,
  Effect.map(HarmonisedDatabase, (hdb) => ({
    validate: (terms) =>
      validateGsTerms(terms, "en").pipe(
        Effect.provideService(HarmonisedDatabase, hdb),
        Effect.map(
          (report): GsTermsReport => ({
            engine: "validate_gs_terms",
            offline: report.checks.harmonised !== "done",
            flaggedCount: report.summary.flaggedTerms,
            ...report
          })
        )
      )
  }))
)
