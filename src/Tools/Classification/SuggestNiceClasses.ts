import { Effect, Schema } from "effect"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { suggestClasses } from "../../Services/GoodsServices/ClassSuggestions.js"
import { DEFAULT_MAX_SUGGESTIONS, MAX_SUGGESTIONS_LIMIT, MIN_CONFIDENCE } from "../../Services/NiceClassSuggester.js"

const Input = Schema.Struct({
  goodsOrServices: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(5000)).annotations({
    description:
      "What you sell or provide, in plain words (1-5000 characters), e.g. 'mobile app for booking restaurant tables' or 'handmade leather bags and wallets'."
  }),
  maxSuggestions: Schema.optional(Schema.Int.pipe(Schema.between(1, MAX_SUGGESTIONS_LIMIT))).annotations({
    description: `How many classes to return at most, 1-${MAX_SUGGESTIONS_LIMIT} (default ${DEFAULT_MAX_SUGGESTIONS}).`
  })
})

const Suggestion = Schema.Struct({
  classNumber: Schema.Int.annotations({ description: "Nice class number (1-45)" }),
  className: Schema.String.annotations({ description: "Short name of the class" }),
  confidence: Schema.Number.annotations({ description: `0-1; suggestions under ${MIN_CONFIDENCE} are dropped` }),
  matchedTerms: Schema.Array(Schema.String).annotations({
    description: "Words of the description that point to this class; harmonised-database terms first when the database was used"
  }),
  reasoning: Schema.String.annotations({ description: "Why this class, in a sentence or two (names harmonised-database terms when used)" })
})

const Output = Schema.Struct({
  suggestions: Schema.Array(Suggestion),
  totalSuggestions: Schema.Int,
  source: Schema.Literal("offline", "offline+harmonised database").annotations({
    description: "offline: keyword scoring over the Nice data; +harmonised database: lifted by EUIPO harmonised-database terms"
  }),
  notice: Schema.optional(Schema.String),
  suggestion: Schema.optional(Schema.String.annotations({ description: "What to try when nothing was found" }))
})

export const suggestNiceClassesTool = defineTool({
  name: "suggest_nice_classes",
  title: "Suggest Nice classes",
  description:
    "Suggest the Nice classes for a free-text description of goods or services, best first, each with a confidence (0-1), the words " +
    "that matched and the reasoning. Compound phrases count before single words ('mobile app' means classes 9 and 42, never vehicles), " +
    "and software for a trade stays in 9/42 ('software for restaurants' is not class 43). With EUIPO credentials, EUIPO harmonised-database " +
    "terms confirm and lift classes. Use nice_class_lookup to read a class, generate_gs_specification to draft the wording.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    Effect.map(suggestClasses(input.goodsOrServices, input.maxSuggestions ?? DEFAULT_MAX_SUGGESTIONS), (result) => ({
      suggestions: result.suggestions.map((s) => ({ ...s, matchedTerms: [...s.matchedTerms] })),
      totalSuggestions: result.suggestions.length,
      source: result.hdbEnhanced ? ("offline+harmonised database" as const) : ("offline" as const),
      ...(result.notice !== undefined ? { notice: result.notice } : {}),
      ...(result.suggestions.length === 0
        ? {
          suggestion:
            "No class reached the confidence floor. Describe the goods or services themselves (what you make, sell or do, e.g. 'leather handbags' or 'yoga classes'), or look a word up with nice_class_lookup."
        }
        : {})
    }))
})
