import { Effect, Schema } from "effect"
import { analyzeDistinctiveness, tokenize } from "../../Analysis/Distinctiveness/Analyze.js"
import { CATEGORIES, SIGNAL_KINDS, STRENGTHS } from "../../Analysis/Distinctiveness/Findings.js"
import { relateSimilarMarks } from "../../Analysis/Distinctiveness/SimilarMarkRelation.js"
import { SimilarMarksLookup } from "../../Analysis/Distinctiveness/SimilarMarksLookup.js"
import { ToolError } from "../../Domain/ToolError.js"
import { defineTool, READ_ONLY_LOCAL } from "../../Mcp/Tool.js"

const Input = Schema.Struct({
  proposedMark: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)).annotations({
    description: "The word mark to assess, as it would be filed (e.g. 'CLOUDBOOKS', 'Best Burgers'). 1-200 characters."
  }),
  niceClasses: Schema.Array(Schema.Int.pipe(Schema.between(1, 45)))
    .pipe(Schema.minItems(1), Schema.maxItems(45))
    .annotations({
      description: "The Nice classes of the goods or services (integers 1-45, e.g. [9, 42]). Distinctiveness is judged for these goods."
    }),
  goodsOrServices: Schema.optional(
    Schema.String.pipe(Schema.maxLength(2000)).annotations({
      description:
        "Optional plain description of the goods or services (e.g. 'cloud-based accounting software'). Turns on the contextual check: a word of the mark that appears in it counts as descriptive."
    })
  )
})

const Signal = Schema.Struct({
  kind: Schema.Literal(...SIGNAL_KINDS).annotations({ description: "What was found about the term" }),
  term: Schema.String.annotations({ description: "The word, part or suffix concerned" }),
  note: Schema.String.annotations({ description: "The finding in one readable clause" }),
  classes: Schema.optional(Schema.Array(Schema.Int)).annotations({ description: "The classes the finding holds in" })
})

const WordFinding = Schema.Struct({
  word: Schema.String.annotations({ description: "The word as analysed: lower case, accents removed" }),
  stem: Schema.String.annotations({ description: "Its Porter stem, used for matching" }),
  dictionaryWord: Schema.Boolean.annotations({ description: "Whether it is an English dictionary word" }),
  meaningful: Schema.Boolean.annotations({ description: "False for articles, company designators and bare numbers" }),
  parts: Schema.Array(Schema.Struct({ part: Schema.String, signals: Schema.Array(Signal) })).annotations({
    description: "For a compound, its parts (CLOUDBOOKS: cloud + books) with their findings"
  }),
  signals: Schema.Array(Signal),
  category: Schema.optional(Schema.Literal(...CATEGORIES)).annotations({ description: "The category this word alone would give" })
})

const Output = Schema.Struct({
  proposedMark: Schema.String,
  analysis: Schema.Struct({
    category: Schema.Literal(...CATEGORIES).annotations({
      description: "Place on the distinctiveness spectrum: fanciful, arbitrary, suggestive, descriptive or generic"
    }),
    strength: Schema.Literal(...STRENGTHS).annotations({
      description: "strong (fanciful, arbitrary), moderate (suggestive), weak (descriptive), unregistrable (generic)"
    }),
    reasoning: Schema.String.annotations({ description: "Why, naming the words responsible" }),
    concerns: Schema.Array(Schema.String),
    recommendations: Schema.Array(Schema.String)
  }),
  similarRegisteredMarks: Schema.optional(
    Schema.Array(
      Schema.Struct({
        mark: Schema.String,
        relationship: Schema.String.annotations({ description: "near-identical, shares the element X, or similar in sound or spelling" }),
        implication: Schema.String.annotations({ description: "What the registered mark means for this application" })
      })
    )
  ).annotations({ description: "Registered or pending marks in the local data that look alike (score 0.8 or more); absent when none" }),
  suggestedAlternatives: Schema.optional(Schema.Array(Schema.String)).annotations({
    description: "Coined variants of a descriptive or generic mark, none of them a dictionary word"
  }),
  words: Schema.optional(Schema.Array(WordFinding)).annotations({ description: "The per-word findings behind the verdict" })
})

export const distinctivenessHints = defineTool({
  name: "distinctiveness_hints",
  title: "Distinctiveness hints",
  description: "Place a proposed word mark on the distinctiveness spectrum for its Nice classes: fanciful, arbitrary, suggestive, " +
    "descriptive or generic, with strength (strong, moderate, weak, unregistrable). Checks each word against an English " +
    "dictionary, splits compounds (CLOUDBOOKS = cloud + books), and flags generic names of the goods, words that describe " +
    "them, laudatory (premium, best), geographic (American, Pacific) and any-class descriptive terms (smart, eco), brand " +
    "suffixes (-ify) and elements (flix, gram). Give goodsOrServices to also flag words that appear in your description. " +
    "Reasoning, concerns and recommendations name the words responsible; close registered marks in the local data are " +
    "listed. Use it before filing or choosing a name; use trademark_clearance for a full conflict search. Offline.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_LOCAL,
  handler: (input) =>
    Effect.gen(function*() {
      if (tokenize(input.proposedMark).length === 0) {
        return yield* ToolError.invalidInput(
          `Invalid arguments for distinctiveness_hints: "proposedMark" has no letters or digits to assess. Give the word mark as written, e.g. "CLOUDBOOKS".`
        )
      }
      const analysis = yield* Effect.sync(() => analyzeDistinctiveness(input))
      const lookup = yield* SimilarMarksLookup
      const found = yield* lookup.find(input.proposedMark, input.niceClasses)
      const similar = relateSimilarMarks(input.proposedMark, analysis.words, input.niceClasses, found)
      const concerns = similar.length > 0
        ? [
          ...analysis.concerns,
          `${similar.length} registered mark${similar.length === 1 ? "" : "s"} in the local data look${
            similar.length === 1 ? "s" : ""
          } alike: ` +
          `${similar.slice(0, 3).map((s) => `"${s.mark}" (${s.relationship})`).join(", ")}${similar.length > 3 ? ", …" : ""}.`
        ]
        : analysis.concerns
      return {
        proposedMark: input.proposedMark,
        analysis: {
          category: analysis.category,
          strength: analysis.strength,
          reasoning: analysis.reasoning,
          concerns,
          recommendations: analysis.recommendations
        },
        ...(similar.length > 0 ? { similarRegisteredMarks: similar } : {}),
        ...(analysis.alternatives.length > 0 ? { suggestedAlternatives: analysis.alternatives } : {}),
        words: analysis.words
      }
    })
})
