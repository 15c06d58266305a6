import { Effect } from "effect"
import { getNiceClass } from "../../Domain/NiceClasses.js"
import { NICE_TERMS } from "../../Domain/NiceTerms.js"
import { enableHint, HarmonisedDatabase, type HarmonisedDatabaseService, hdbSearchText } from "../../Providers/Euipo/HarmonisedDatabase.js"
import { suggestNiceClasses } from "../NiceClassSuggester.js"
import { estimateFees, type FeeEstimate, type FeeJurisdiction, filingTip } from "./FilingFees.js"
import { prepareDescription, renderClassSpecification } from "./SpecificationTemplates.js"

/**
 * generate_gs_specification: classes (given or detected), templated wording in the office's
 * style, and, for EU and WIPO filings with the EUIPO database configured, each term checked
 * against the harmonised database plus harmonised terms added. `harmonized` is set only from
 * the database's answer; offline it is absent.
 */

export interface GenerateRequest {
  readonly businessDescription: string
  readonly niceClasses?: ReadonlyArray<number> | undefined
  readonly jurisdiction: FeeJurisdiction
  readonly maxSpecsPerClass: number
  readonly language: string
}

export interface GeneratedSpec {
  readonly text: string
  readonly harmonized?: boolean
  readonly conceptId?: string
  readonly source: "template" | "harmonised database"
  /** False when a bracketed part must be completed before filing. */
  readonly complete: boolean
}

export interface GeneratedClass {
  readonly classNumber: number
  readonly className: string
  readonly specifications: ReadonlyArray<GeneratedSpec>
  readonly confidence: number
  readonly matchedKeywords: ReadonlyArray<string>
}

export interface GenerateResult {
  readonly specifications: ReadonlyArray<GeneratedClass>
  readonly summary: {
    readonly totalClasses: number
    readonly totalSpecifications: number
    readonly jurisdiction: FeeJurisdiction
    readonly style: string
    readonly filingTip: string
    readonly fees: FeeEstimate
    readonly hdbEnhanced: boolean
    readonly language: string
    readonly suggestion?: string
    readonly notices?: ReadonlyArray<string>
  }
}

const STYLE_NAMES: Readonly<Record<FeeJurisdiction, string>> = {
  US: "USPTO ID Manual style",
  EU: "EUIPO harmonised-database wording",
  WIPO: "Madrid (Nice alphabetical list) wording"
}

/** How many classes are detected when none are given. */
const DETECTED_CLASSES = 5
/** Database searches per class (our terms it does not hold, then matched words) and per call: the office's rate limit is shared. */
const HDB_QUERIES_PER_CLASS = 2
const HDB_QUERIES_TOTAL = 6

const classLabel = (n: number): string => NICE_TERMS[n - 1]?.label ?? getNiceClass(n)?.title ?? `Class ${n}`

interface Working {
  readonly classNumber: number
  readonly confidence: number
  readonly matchedKeywords: ReadonlyArray<string>
  specs: Array<GeneratedSpec>
  hdbAdded: Array<GeneratedSpec>
}

/** Checks template terms against the database and adds harmonised terms for the matched words. */
const enrichWithHdb = (hdb: HarmonisedDatabaseService, classes: ReadonlyArray<Working>, max: number) =>
  Effect.gen(function*() {
    const groups = classes.filter((c) => c.specs.length > 0).map((c) => ({ classNumber: c.classNumber, terms: c.specs.map((s) => s.text) }))
    if (groups.length > 0) {
      const verdicts = yield* hdb.validate("en", groups)
      verdicts.forEach((v, i) => {
        const working = classes.find((c) => c.classNumber === groups[i]!.classNumber)!
        working.specs = working.specs.map((spec, j) => {
          const verdict = v.terms[j]
          if (verdict === undefined) return spec
          return { ...spec, harmonized: verdict.harmonized, ...(verdict.conceptId !== undefined ? { conceptId: verdict.conceptId } : {}) }
        })
      })
    }
    // Searches, class by class, each class's own first: our terms the database does not hold, then matched words.
    const perClass = classes.map((c) =>
      [...new Set([...c.specs.filter((s) => s.harmonized === false).map((s) => hdbSearchText(s.text)), ...c.matchedKeywords])]
        .filter((q) => q.trim() !== "")
        .slice(0, HDB_QUERIES_PER_CLASS)
    )
    const queries: Array<{ readonly c: Working; readonly text: string }> = []
    for (let round = 0; round < HDB_QUERIES_PER_CLASS; round++) {
      classes.forEach((c, i) => {
        const text = perClass[i]![round]
        if (text !== undefined && queries.length < HDB_QUERIES_TOTAL) queries.push({ c, text })
      })
    }
    const found = yield* Effect.forEach(
      queries,
      // A failed search only means fewer additions.
      (q) =>
        hdb.searchTerms({ language: "en", text: q.text, classNumbers: [q.c.classNumber], size: 10 }).pipe(Effect.orElseSucceed(() => [])),
      { concurrency: 3 }
    )
    for (const c of classes) {
      const have = new Set(c.specs.map((s) => s.text.toLowerCase()))
      found.forEach((terms, i) => {
        if (queries[i]!.c !== c) return
        for (const term of terms) {
          if (term.classNumber !== c.classNumber || have.has(term.text.toLowerCase())) continue
          have.add(term.text.toLowerCase())
          c.hdbAdded.push({ text: term.text, harmonized: true, conceptId: term.conceptId, source: "harmonised database", complete: true })
        }
      })
      // Room for database terms: up to half the list, the rest stays with the templates.
      const fromHdb = Math.min(c.hdbAdded.length, Math.ceil(max / 2))
      const fromTemplates = Math.min(c.specs.length, max - fromHdb)
      c.specs = [...c.specs.slice(0, fromTemplates), ...c.hdbAdded.slice(0, max - fromTemplates)]
    }
  })

/** Official translations of the harmonised terms; other terms stay English. */
const translateHarmonised = (hdb: HarmonisedDatabaseService, classes: ReadonlyArray<Working>, language: string) =>
  Effect.gen(function*() {
    const groups = classes
      .map((c) => ({ classNumber: c.classNumber, at: c.specs.flatMap((s, i) => (s.harmonized === true ? [i] : [])) }))
      .filter((g) => g.at.length > 0)
    if (groups.length === 0) return 0
    const request = groups.map((g) => {
      const c = classes.find((w) => w.classNumber === g.classNumber)!
      return { classNumber: g.classNumber, terms: g.at.map((i) => c.specs[i]!.text) }
    })
    const translations = yield* hdb.translate("en", [language], request)
    let translated = 0
    for (const answered of translations[language] ?? []) {
      const g = groups.find((x) => x.classNumber === answered.classNumber)
      const c = classes.find((w) => w.classNumber === answered.classNumber)
      // Only a one-to-one answer can be lined up with what was sent.
      if (g === undefined || c === undefined || answered.terms.length !== g.at.length) continue
      g.at.forEach((i, k) => {
        c.specs[i] = { ...c.specs[i]!, text: answered.terms[k]! }
        translated++
      })
    }
    return translated
  })

export const generateSpecification = (request: GenerateRequest): Effect.Effect<GenerateResult, never, HarmonisedDatabase> =>
  Effect.gen(function*() {
    const hdb = yield* HarmonisedDatabase
    const prepared = prepareDescription(request.businessDescription)
    const detected = suggestNiceClasses(request.businessDescription, 10)
    const confidenceOf = (n: number, matched: boolean) => detected.find((s) => s.classNumber === n)?.confidence ?? (matched ? 0.5 : 0.3)
    const classNumbers = request.niceClasses !== undefined && request.niceClasses.length > 0
      ? [...new Set(request.niceClasses)]
      : detected.slice(0, DETECTED_CLASSES).map((s) => s.classNumber)
    const style = request.jurisdiction
    const notices: Array<string> = []

    const classes: Array<Working> = classNumbers.map((n) => {
      const rendered = renderClassSpecification(prepared, n, style, request.maxSpecsPerClass)
      return {
        classNumber: n,
        confidence: confidenceOf(n, !rendered.usedDefaults),
        matchedKeywords: rendered.matchedKeywords,
        specs: rendered.specs.map((s): GeneratedSpec => ({ text: s.text, source: "template", complete: s.complete })),
        hdbAdded: []
      }
    })
    if (classes.some((c) => c.matchedKeywords.length === 0)) {
      notices.push(
        `No words of the description matched class ${
          classes.filter((c) => c.matchedKeywords.length === 0).map((c) => c.classNumber).join(", ")
        }: common terms of the class are shown; check they fit.`
      )
    }
    if (classes.some((c) => c.specs.some((s) => !s.complete))) {
      notices.push("Replace every bracketed part ([specify ...]) before filing: the office needs the exact goods, services or function.")
    }

    let hdbEnhanced = false
    const wantsHdb = style !== "US" && classes.length > 0
    if (wantsHdb && hdb.configured) {
      const enriched = yield* Effect.either(enrichWithHdb(hdb, classes, request.maxSpecsPerClass))
      if (enriched._tag === "Right") hdbEnhanced = true
      else {
        notices.push(`The EUIPO harmonised database could not be reached (${enriched.left.code}); no term is marked harmonised.`)
      }
    } else if (wantsHdb) {
      notices.push(
        `Terms were not checked against the EUIPO harmonised database; ${
          enableHint(hdb.missingSettings)
        } to mark harmonised terms and add harmonised wording.`
      )
    }

    let outputLanguage = "en"
    if (request.language !== "en") {
      if (style === "US") notices.push("USPTO applications are filed in English: the specification is in English.")
      else if (!hdbEnhanced) {
        notices.push(
          `The specification is in English. Official ${request.language} wording comes only from the EUIPO harmonised database (never machine translation); ${
            hdb.configured ? "it could not be reached" : enableHint(hdb.missingSettings)
          }.`
        )
      } else {
        const translated = yield* Effect.either(translateHarmonised(hdb, classes, request.language))
        if (translated._tag === "Left") {
          notices.push(`Official translations could not be fetched (${translated.left.code}); the specification is in English.`)
        } else {
          if (translated.right > 0) outputLanguage = request.language
          notices.push(
            `${translated.right} harmonised term(s) are in ${request.language} (official harmonised translations); terms not in the harmonised database stay in English: have them translated for filing.`
          )
        }
      }
    }

    const specifications = classes.map(
      (c): GeneratedClass => ({
        classNumber: c.classNumber,
        className: classLabel(c.classNumber),
        specifications: c.specs,
        confidence: c.confidence,
        matchedKeywords: c.matchedKeywords
      })
    )
    const total = specifications.reduce((n, c) => n + c.specifications.length, 0)
    return {
      specifications,
      summary: {
        totalClasses: specifications.length,
        totalSpecifications: total,
        jurisdiction: request.jurisdiction,
        style: STYLE_NAMES[request.jurisdiction],
        filingTip: filingTip(request.jurisdiction, Math.max(1, specifications.length)),
        fees: estimateFees(request.jurisdiction, Math.max(1, specifications.length)),
        hdbEnhanced,
        language: outputLanguage,
        ...(total === 0
          ? {
            suggestion:
              "Nothing in the description points to goods or services. Describe what you make, sell or provide (e.g. 'mobile app for booking restaurant tables' or 'handmade leather bags'), or give niceClasses."
          }
          : {}),
        ...(notices.length > 0 ? { notices } : {})
      }
    }
  })
