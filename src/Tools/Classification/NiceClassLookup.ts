import { Effect, Schema } from "effect"
import { lookupNiceClasses, NICE_CLASSES, NICE_EDITION, type NiceClass } from "../../Domain/NiceClasses.js"
import { ToolError } from "../../Domain/ToolError.js"
import { defineTool, READ_ONLY_OPEN_WORLD } from "../../Mcp/Tool.js"
import { HarmonisedDatabase, HDB_PROVIDER, type HdbTerm } from "../../Providers/Euipo/HarmonisedDatabase.js"
import { EU_LANGUAGE_NAMES, HDB_LANGUAGES, HdbLanguage } from "../../Services/GoodsServices/EuLanguages.js"

const Input = Schema.Struct({
  classNumber: Schema.optional(
    Schema.Int.pipe(Schema.between(1, 45)).annotations({
      description: "A Nice class number from 1 to 45. Omit it (and keyword) for all 45 classes."
    })
  ),
  keyword: Schema.optional(
    Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)).annotations({
      description: "A word to find in class headings, descriptions and examples (e.g. 'software', 'shoes')."
    })
  ),
  language: Schema.optional(
    HdbLanguage.annotations({
      description: `Language of the class headings, ISO 639-1: 'en' (default, offline) or another EU language (${
        HDB_LANGUAGES.filter((l) => l !== "en").join(", ")
      }; needs EUIPO credentials). Descriptions and examples stay in English.`
    })
  )
})

const NiceClassOut = Schema.Struct({
  number: Schema.Int,
  title: Schema.String.annotations({ description: "The class heading, in the requested language when available" }),
  englishTitle: Schema.optional(Schema.String).annotations({ description: "The English heading, when title is in another language" }),
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
  headingSource: Schema.optional(Schema.String).annotations({ description: "Where non-English headings came from" }),
  harmonisedTerms: Schema.optional(
    Schema.Array(Schema.Struct({ text: Schema.String, classNumber: Schema.Int, conceptId: Schema.String }))
  ).annotations({
    description: "When the keyword matched no class: EUIPO harmonised-database terms containing it (with EUIPO configured)"
  }),
  notice: Schema.optional(Schema.String),
  suggestion: Schema.optional(Schema.String)
})

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")

type ClassOut = typeof NiceClassOut.Type

const localised = (c: NiceClass, headings: ReadonlyMap<number, string> | undefined): ClassOut => {
  const heading = headings?.get(c.number)
  return heading !== undefined ? { ...c, title: heading, englishTitle: c.title } : { ...c }
}

export const niceClassLookup = defineTool({
  name: "nice_class_lookup",
  title: "Nice class lookup",
  description: "Look up the 45 classes of the Nice Classification (edition NCL 12-2025): the official heading, a plain description, " +
    "typical goods or services, notable exclusions (with the class they belong to) and related classes (e.g. 9 and 42). " +
    "Give classNumber for one class, keyword to find classes by a word, or neither for all 45. English works offline; headings in " +
    "other EU languages come from the EUIPO goods and services API (with EUIPO credentials). Use it to explain a class or check where " +
    "a product belongs; use suggest_nice_classes to classify a free-text description.",
  input: Input,
  output: Output,
  annotations: READ_ONLY_OPEN_WORLD,
  handler: (input) =>
    Effect.gen(function*() {
      const hdb = yield* HarmonisedDatabase
      const language = input.language ?? "en"
      let headings: ReadonlyMap<number, string> | undefined
      if (language !== "en") {
        if (!hdb.configured) {
          return yield* ToolError.notConfigured(
            HDB_PROVIDER,
            hdb.missingSettings,
            `Class headings in ${
              EU_LANGUAGE_NAMES[language]
            } (${language}) come from the EUIPO goods and services API, which is not configured`
          )
        }
        headings = new Map((yield* hdb.classHeadings(language)).map((h) => [h.classNumber, h.heading]))
      }

      const found = lookupNiceClasses({
        ...(input.classNumber !== undefined ? { classNumber: input.classNumber } : {}),
        ...(input.keyword !== undefined ? { keyword: input.keyword } : {})
      })
      let classes: ReadonlyArray<NiceClass> = found.classes
      let suggestion = found.suggestion
      // A keyword in the requested language can match its headings even when the English data does not.
      if (classes.length === 0 && headings !== undefined && input.keyword !== undefined && input.classNumber === undefined) {
        const needle = fold(input.keyword.trim())
        classes = NICE_CLASSES.filter((c) => fold(headings!.get(c.number) ?? "").includes(needle))
        if (classes.length > 0) suggestion = undefined
      }

      // Nothing found: the harmonised database's own terms may know the word.
      let harmonisedTerms: ReadonlyArray<HdbTerm> | undefined
      if (classes.length === 0 && input.keyword !== undefined && input.classNumber === undefined && hdb.configured) {
        const terms = yield* hdb.searchTerms({ language, text: input.keyword, size: 10 }).pipe(Effect.orElseSucceed(() => []))
        if (terms.length > 0) {
          harmonisedTerms = terms
          const numbers = [...new Set(terms.map((t) => t.classNumber))]
          classes = numbers.flatMap((n) => NICE_CLASSES.filter((c) => c.number === n))
          suggestion = undefined
        }
      }

      const out = classes.map((c) => localised(c, headings))
      const untranslated = headings !== undefined ? out.filter((c) => c.englishTitle === undefined).map((c) => c.number) : []
      const notes: Array<string> = []
      if (untranslated.length > 0) {
        notes.push(
          `No ${EU_LANGUAGE_NAMES[language]} heading was returned for class ${untranslated.join(", ")}; the English heading is shown.`
        )
      }
      if (harmonisedTerms !== undefined) {
        notes.push(`No class mentions "${input.keyword}"; classes of matching EUIPO harmonised-database terms are shown.`)
      }
      return {
        version: NICE_EDITION,
        language,
        classes: out,
        totalResults: out.length,
        ...(headings !== undefined
          ? { headingSource: "EUIPO goods and services API (class headings); descriptions and examples in English" }
          : {}),
        ...(harmonisedTerms !== undefined
          ? { harmonisedTerms: harmonisedTerms.map((t) => ({ text: t.text, classNumber: t.classNumber, conceptId: t.conceptId })) }
          : {}),
        ...(notes.length > 0 ? { notice: notes.join(" ") } : {}),
        ...(suggestion !== undefined ? { suggestion } : {})
      }
    })
})
