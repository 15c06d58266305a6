import { Schema } from "effect"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { EuLanguage } from "../../Services/GoodsServices/EuLanguages.js"
import { FEES_CHECKED } from "../../Services/GoodsServices/FilingFees.js"
import { generateSpecification } from "../../Services/GoodsServices/SpecificationGenerator.js"

const Input = Schema.Struct({
  businessDescription: Schema.String.pipe(Schema.minLength(10), Schema.maxLength(2000)).annotations({
    description:
      "What the business makes, sells or provides, 10-2000 characters, e.g. 'A mobile app for booking restaurant tables' or 'We sell handmade jewelry and scarves online'."
  }),
  niceClasses: Schema.optional(Schema.Array(Schema.Int.pipe(Schema.between(1, 45))).pipe(Schema.minItems(1), Schema.maxItems(45)))
    .annotations({
      description: "Classes to write specifications for (integers 1-45). Default: detected from the description (up to 5)."
    }),
  jurisdiction: Schema.optional(Schema.Literal("US", "EU", "WIPO")).annotations({
    description: "Office style: US (USPTO ID Manual wording, default), EU (EUIPO harmonised wording) or WIPO (Madrid, Nice list wording)."
  }),
  maxSpecsPerClass: Schema.optional(Schema.Int.pipe(Schema.between(1, 10))).annotations({
    description: "Most entries per class, 1-10 (default 5)."
  }),
  language: Schema.optional(EuLanguage).annotations({
    description:
      "Language of the wording (ISO 639-1, an EU language; default en). Other than en needs EUIPO credentials and translates only harmonised terms (official translations); the rest stays English."
  })
})

const Spec = Schema.Struct({
  text: Schema.String.annotations({ description: "The wording to file" }),
  harmonized: Schema.optional(Schema.Boolean).annotations({
    description: "Present only when the EUIPO harmonised database was asked: true if it holds this exact term"
  }),
  conceptId: Schema.optional(Schema.String).annotations({ description: "Harmonised-database concept id" }),
  source: Schema.Literal("template", "harmonised database").annotations({
    description: "template: our curated wording; harmonised database: a term taken from the EUIPO database"
  }),
  complete: Schema.Boolean.annotations({ description: "False when a bracketed part ([specify ...]) must be filled in before filing" })
})

const Fees = Schema.Struct({
  office: Schema.String,
  currency: Schema.String,
  classes: Schema.Int,
  baseFee: Schema.Number.annotations({ description: "Official fee for these classes (WIPO: basic fee only, designations extra)" }),
  structure: Schema.String,
  extras: Schema.Array(Schema.String),
  source: Schema.String,
  checked: Schema.String.annotations({ description: `Date the fee schedule was last checked (${FEES_CHECKED})` }),
  indicative: Schema.Literal(true)
})

const Output = Schema.Struct({
  specifications: Schema.Array(
    Schema.Struct({
      classNumber: Schema.Int,
      className: Schema.String,
      specifications: Schema.Array(Spec),
      confidence: Schema.Number.annotations({ description: "How sure the class fits the description, 0-1" }),
      matchedKeywords: Schema.Array(Schema.String).annotations({
        description: "Words of the description that chose the entries (empty: class defaults)"
      })
    })
  ),
  summary: Schema.Struct({
    totalClasses: Schema.Int,
    totalSpecifications: Schema.Int,
    jurisdiction: Schema.Literal("US", "EU", "WIPO"),
    style: Schema.String,
    filingTip: Schema.String.annotations({ description: "Advice and indicative official fees, dated and sourced" }),
    fees: Fees,
    hdbEnhanced: Schema.Boolean.annotations({ description: "True when terms were checked against the EUIPO harmonised database" }),
    language: Schema.String,
    suggestion: Schema.optional(Schema.String.annotations({ description: "What to do when nothing could be generated" })),
    notices: Schema.optional(Schema.Array(Schema.String))
  })
})

export const generateGsSpecificationTool = defineTool({
  name: "generate_gs_specification",
  title: "Generate goods & services specification",
  description:
    "Draft the goods and services wording of a trademark application from a business description, per Nice class, in the office's " +
    "style: USPTO ID Manual wording for US ('Downloadable computer software for managing restaurant reservations', 'Clothing, namely, " +
    "shirts and pants'), EUIPO harmonised wording for EU, Madrid wording for WIPO. Software for a trade stays in classes 9/42. With " +
    "EUIPO credentials, EU and WIPO terms are checked against the harmonised database (harmonized: true only when it confirms) and " +
    "harmonised terms are added. Includes a filing tip with indicative official fees. Never presents a term as accepted unless an " +
    "office database confirmed it; review the draft before filing.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    generateSpecification({
      businessDescription: input.businessDescription,
      niceClasses: input.niceClasses,
      jurisdiction: input.jurisdiction ?? "US",
      maxSpecsPerClass: input.maxSpecsPerClass ?? 5,
      language: input.language ?? "en"
    })
})
