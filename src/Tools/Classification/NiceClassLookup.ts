import { Effect, Schema } from "effect"
import { lookupNiceClasses, NICE_EDITION } from "../../Domain/NiceClasses.js"
import { ToolError } from "../../Domain/ToolError.js"
import { defineTool, READ_ONLY_LOCAL } from "../../Mcp/Tool.js"

const Input = Schema.Struct({
  classNumber: Schema.optional(
    Schema.Int.pipe(Schema.between(1, 45)).annotations({ description: "A Nice class number from 1 to 45. Omit it (and keyword) for all 45 classes." })
  ),
  keyword: Schema.optional(
    Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)).annotations({
      description: "A word to find in class headings, descriptions and examples (e.g. 'software', 'shoes')."
    })
  ),
  language: Schema.optional(
    Schema.String.pipe(Schema.pattern(/^[a-z]{2}$/)).annotations({
      description: "ISO 639-1 language of the headings. 'en' (default) works offline; other EU languages need EUIPO credentials."
    })
  )
})

const NiceClassOut = Schema.Struct({
  number: Schema.Int,
  title: Schema.String,
  kind: Schema.Literal("goods", "services"),
  description: Schema.String,
  examples: Schema.Array(Schema.String),
  excludes: Schema.Array(Schema.String),
  relatedClasses: Schema.Array(Schema.Int)
})

const Output = Schema.Struct({
  version: Schema.String.annotations({ description: "Nice Classification edition of the data" }),
  language: Schema.String,
  classes: Schema.Array(NiceClassOut),
  totalResults: Schema.Int,
  suggestion: Schema.optional(Schema.String)
})

export const niceClassLookup = defineTool({
  name: "nice_class_lookup",
  title: "Nice class lookup",
  description:
    "Look up the 45 classes of the Nice Classification (edition NCL 12-2025): the official heading, a plain description, " +
    "typical goods or services, notable exclusions (with the class they belong to) and related classes (e.g. 9 and 42). " +
    "Give classNumber for one class, keyword to find classes by a word, or neither for all 45. Use it to explain a class " +
    "or check where a product belongs; use suggest_nice_classes to classify a free-text description. Offline; jurisdiction-independent.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_LOCAL,
  handler: (input) =>
    Effect.gen(function* () {
      const language = input.language ?? "en"
      if (language !== "en") {
        return yield* ToolError.notConfigured(
          "EUIPO",
          ["EUIPO_CLIENT_ID", "EUIPO_CLIENT_SECRET"],
          `Class headings in "${language}" come from the EUIPO goods and services API, which is not configured`
        )
      }
      const found = lookupNiceClasses({
        ...(input.classNumber !== undefined ? { classNumber: input.classNumber } : {}),
        ...(input.keyword !== undefined ? { keyword: input.keyword } : {})
      })
      return {
        version: NICE_EDITION,
        language,
        classes: found.classes,
        totalResults: found.classes.length,
        ...(found.suggestion !== undefined ? { suggestion: found.suggestion } : {})
      }
    })
})
