import { Schema } from "effect"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { EU_LANGUAGES, EuLanguage } from "../../Services/GoodsServices/EuLanguages.js"
import { translateGsTerms } from "../../Services/GoodsServices/TermTranslation.js"
import { TermGroups } from "./ValidateGsTerms.js"

const Input = Schema.Struct({
  terms: TermGroups.annotations({
    description:
      "Terms per class to translate, e.g. [{classNumber: 25, terms: ['Clothing', 'Footwear']}]; at most 50 per class, 45 classes."
  }),
  sourceLanguage: Schema.optional(EuLanguage).annotations({ description: "Language of the terms (ISO 639-1; default en)." }),
  targetLanguages: Schema.Array(EuLanguage)
    .pipe(Schema.minItems(1), Schema.maxItems(23))
    .annotations({ description: `Languages to translate into, 1-23 of: ${EU_LANGUAGES.join(", ")} (not the source language).` })
})

const ClassTerms = Schema.Struct({ classNumber: Schema.Int, terms: Schema.Array(Schema.String) })

const Output = Schema.Struct({
  sourceLanguage: Schema.String,
  targetLanguages: Schema.Array(Schema.String),
  translations: Schema.Record({ key: Schema.String, value: Schema.Array(ClassTerms) }).annotations({
    description: "Language -> classes -> official translations of the harmonised terms, in the order given"
  }),
  notTranslated: Schema.Array(Schema.Struct({ classNumber: Schema.Int, term: Schema.String, reason: Schema.String })).annotations({
    description: "Terms without an official translation (not harmonised) and why"
  }),
  gaps: Schema.Array(Schema.Struct({ language: Schema.String, classNumber: Schema.Int, missing: Schema.Int })).annotations({
    description: "Where the database returned fewer translations than it was sent"
  }),
  source: Schema.String,
  summary: Schema.Struct({ totalTerms: Schema.Int, translatableTerms: Schema.Int, languagesTranslated: Schema.Int }),
  notices: Schema.optional(Schema.Array(Schema.String))
})

export const translateGsTermsTool = defineTool({
  name: "translate_gs_terms",
  title: "Translate goods & services terms",
  description:
    "Official translations of goods and services terms into other EU languages from the EUIPO harmonised database (TMclass), for " +
    "filing in several languages. Only harmonised terms have official translations; others are listed in notTranslated with the " +
    "reason. Never machine-translates. Needs EUIPO_CLIENT_ID and EUIPO_CLIENT_SECRET (PROVIDER_NOT_CONFIGURED otherwise).",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    translateGsTerms({ terms: input.terms, sourceLanguage: input.sourceLanguage ?? "en", targetLanguages: input.targetLanguages })
})
