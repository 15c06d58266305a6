import { Effect } from "effect"
import { ToolError } from "../../Domain/ToolError.js"
import { HarmonisedDatabase, HDB_PROVIDER, type HdbClassTerms } from "../../Providers/Euipo/HarmonisedDatabase.js"
import { EU_LANGUAGE_NAMES, type EuLanguage, HDB_LANGUAGES } from "./EuLanguages.js"

/**
 * translate_gs_terms: official translations from the EUIPO harmonised database, never machine
 * translation. Terms are validated first and only harmonised ones are sent for translation
 * (only they have official translations); the rest are listed in `notTranslated` with why.
 */

export interface TranslationRequest {
  readonly terms: ReadonlyArray<HdbClassTerms>
  readonly sourceLanguage: EuLanguage
  readonly targetLanguages: ReadonlyArray<EuLanguage>
}

export interface TranslationResult {
  readonly sourceLanguage: string
  readonly targetLanguages: ReadonlyArray<string>
  /** language -> classes -> translated terms, in the order given (harmonised terms only). */
  readonly translations: Readonly<Record<string, ReadonlyArray<HdbClassTerms>>>
  readonly notTranslated: ReadonlyArray<{ readonly classNumber: number; readonly term: string; readonly reason: string }>
  /** Where the database returned fewer translations than it was sent. */
  readonly gaps: ReadonlyArray<{ readonly language: string; readonly classNumber: number; readonly missing: number }>
  readonly source: string
  readonly summary: { readonly totalTerms: number; readonly translatableTerms: number; readonly languagesTranslated: number }
  readonly notices?: ReadonlyArray<string>
}

export const translateGsTerms = (request: TranslationRequest): Effect.Effect<TranslationResult, ToolError, HarmonisedDatabase> =>
  Effect.gen(function*() {
    const hdb = yield* HarmonisedDatabase
    if (!hdb.configured) {
      return yield* ToolError.notConfigured(
        HDB_PROVIDER,
        hdb.missingSettings,
        "translate_gs_terms gives only official translations from the EUIPO goods and services API (harmonised database), which is not configured; it never machine-translates"
      )
    }
    const targets = [...new Set(request.targetLanguages)]
    if (targets.includes(request.sourceLanguage)) {
      return yield* ToolError.invalidInput(
        `Invalid arguments for translate_gs_terms: "targetLanguages" contains the source language "${request.sourceLanguage}"; remove it (or change sourceLanguage).`
      )
    }
    const notices: Array<string> = []
    if (!(HDB_LANGUAGES as ReadonlyArray<string>).includes(request.sourceLanguage)) {
      return yield* ToolError.invalidInput(
        `Invalid arguments for translate_gs_terms: "sourceLanguage" ${
          EU_LANGUAGE_NAMES[request.sourceLanguage]
        } (${request.sourceLanguage}) is not a language of the harmonised database; use one of ${HDB_LANGUAGES.join(", ")}.`
      )
    }
    const supported = targets.filter((l) => (HDB_LANGUAGES as ReadonlyArray<string>).includes(l))
    const unsupported = targets.filter((l) => !supported.includes(l))
    if (unsupported.length > 0) {
      notices.push(
        `${
          unsupported.map((l) => `${EU_LANGUAGE_NAMES[l]} (${l})`).join(", ")
        }: the harmonised database has no terms in this language, so there is no official translation.`
      )
    }

    const groups = request.terms
      .map((g) => ({ classNumber: g.classNumber, terms: g.terms.filter((t) => t.trim() !== "") }))
      .filter((g) => g.terms.length > 0)
    const verdicts = yield* hdb.validate(request.sourceLanguage, groups)
    const notTranslated: Array<TranslationResult["notTranslated"][number]> = []
    const harmonised: Array<HdbClassTerms> = []
    verdicts.forEach((v, i) => {
      const keep: Array<string> = []
      v.terms.forEach((t, j) => {
        const term = groups[i]!.terms[j]!
        if (t.harmonized) keep.push(term)
        else {
          notTranslated.push({
            classNumber: v.classNumber,
            term,
            reason: t.errors.length > 0
              ? `The database rejected the term: ${t.errors.map((e) => e.detail ?? e.title ?? e.type).join("; ")}`
              : "Not in the harmonised database, so it has no official translation; use validate_gs_terms for harmonised alternatives."
          })
        }
      })
      if (keep.length > 0) harmonised.push({ classNumber: v.classNumber, terms: keep })
    })

    const translations: Record<string, ReadonlyArray<HdbClassTerms>> = {}
    const gaps: Array<TranslationResult["gaps"][number]> = []
    if (harmonised.length > 0 && supported.length > 0) {
      const answer = yield* hdb.translate(request.sourceLanguage, supported, harmonised)
      for (const language of supported) {
        const classes = answer[language] ?? []
        translations[language] = harmonised.map((sent) => {
          const got = classes.filter((c) => c.classNumber === sent.classNumber).flatMap((c) => c.terms)
          if (got.length < sent.terms.length) {
            gaps.push({ language, classNumber: sent.classNumber, missing: sent.terms.length - got.length })
          }
          return { classNumber: sent.classNumber, terms: got }
        })
      }
    }
    for (const language of unsupported) translations[language] = []

    const translatableTerms = harmonised.reduce((n, g) => n + g.terms.length, 0)
    return {
      sourceLanguage: request.sourceLanguage,
      targetLanguages: targets,
      translations,
      notTranslated,
      gaps,
      source: "EUIPO harmonised database (goods and services API): official harmonised translations",
      summary: {
        totalTerms: request.terms.reduce((n, g) => n + g.terms.length, 0),
        translatableTerms,
        languagesTranslated: Object.values(translations).filter((cs) => cs.some((c) => c.terms.length > 0)).length
      },
      ...(notices.length > 0 ? { notices } : {})
    }
  })
