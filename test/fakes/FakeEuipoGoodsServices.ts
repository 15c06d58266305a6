/**
 * The EUIPO goods and services API (harmonised database; upstream-offices.md §3.5) for the
 * fake EUIPO, under `/goods-and-services`:
 *
 * - `POST /classification-validation` `{sourceLanguage, goodsAndServices: [{classNumber, terms}]}`
 *   -> same shape, `terms: [{text, harmonized, conceptId?, errors?, warnings?}]` (problem objects:
 *   invalid character with `invalidChar`/`position`, forbidden term, max length; warnings:
 *   duplicated term, recommended length).
 * - `POST /classification-translation` `{sourceLanguage, languagesToTranslate, goodsAndServices}`
 *   -> `{translations: {lang: [{classNumber, terms}]}}`; only harmonised terms have translations,
 *   others are left out.
 * - `GET /terms?language=&termText=&classNumber=&page=&size=` (size 10..100) ->
 *   `{terms: [{text, classNumber, conceptId, taxonomyParentId}], size, totalElements, totalPages, page}`.
 * - `GET /classHeadings?language=` -> `{headings: [{classNumber, heading}]}`.
 *
 * Errors are problem+json 400s (`/problems/input-validation-error`) naming the field.
 */
import { classHeadingsFor, HDB_TERMS, type SeedTerm } from "./EuipoGsSeed.js"
import type { FakeRequest, FakeResponse, FakeRoute } from "./FakeOfficeServer.js"

export const GS_PREFIX = "/goods-and-services"

/** The 23 languages of the database (Irish is not among them). */
const HDB_LANGUAGES = [
  "bg",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "es",
  "et",
  "fi",
  "fr",
  "hr",
  "hu",
  "it",
  "lt",
  "lv",
  "mt",
  "nl",
  "pl",
  "pt",
  "ro",
  "sk",
  "sl",
  "sv"
]

const badRequest = (detail: string, instance: string): FakeResponse => ({
  status: 400,
  headers: { "content-type": "application/problem+json" },
  body: JSON.stringify({ type: "/problems/input-validation-error", title: "Bad Request", status: 400, detail, instance })
})

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ")
const INVALID = /[&*#@<>{}|~^$=\\!?_\u00AE\u2122]/u

const findTerm = (classNumber: number, language: string, text: string): SeedTerm | undefined =>
  HDB_TERMS.find((s) => s.classNumber === classNumber && s.text[language] !== undefined && norm(s.text[language]!) === norm(text))

interface Group {
  readonly classNumber: number
  readonly terms: ReadonlyArray<string>
}

/** Parses and checks `{sourceLanguage, goodsAndServices}`; a string is the 400 detail. */
const parseGroups = (body: string): { sourceLanguage: string; groups: ReadonlyArray<Group>; raw: Record<string, unknown> } | string => {
  let raw: Record<string, unknown>
  try {
    raw = JSON.parse(body) as Record<string, unknown>
  } catch {
    return "Malformed JSON request body"
  }
  const sourceLanguage = raw["sourceLanguage"]
  if (typeof sourceLanguage !== "string" || !HDB_LANGUAGES.includes(sourceLanguage)) {
    return "sourceLanguage: must be one of the supported languages"
  }
  const gs = raw["goodsAndServices"]
  if (!Array.isArray(gs) || gs.length === 0) return "goodsAndServices: must not be empty"
  const groups: Array<Group> = []
  for (const g of gs as Array<Record<string, unknown>>) {
    const n = g["classNumber"]
    if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > 45) return "goodsAndServices.classNumber: must be between 1 and 45"
    const terms = g["terms"]
    if (!Array.isArray(terms) || terms.some((x) => typeof x !== "string")) return "goodsAndServices.terms: must be a list of strings"
    groups.push({ classNumber: n, terms: terms as Array<string> })
  }
  return { sourceLanguage, groups, raw }
}

const validate = (req: FakeRequest): FakeResponse => {
  const parsed = parseGroups(req.body)
  if (typeof parsed === "string") return badRequest(parsed, `${GS_PREFIX}/classification-validation`)
  return {
    body: {
      sourceLanguage: parsed.sourceLanguage,
      goodsAndServices: parsed.groups.map((g) => {
        const seen = new Set<string>()
        return {
          classNumber: g.classNumber,
          terms: g.terms.map((text) => {
            const errors: Array<Record<string, unknown>> = []
            const warnings: Array<Record<string, unknown>> = []
            const m = INVALID.exec(text)
            if (m !== null) {
              errors.push({
                type: "/problems/invalid-character",
                title: "Invalid character",
                detail: `Invalid character '${m[0]}' found at position ${m.index + 1}`,
                invalidChar: m[0],
                position: m.index + 1
              })
            }
            if (/\ball (?:goods|services)\b|\bin this class\b/i.test(text)) {
              errors.push({
                type: "/problems/forbidden-term",
                title: "Forbidden term",
                detail: "The term is not sufficiently clear and precise"
              })
            }
            if (text.length > 512) {
              errors.push({
                type: "/problems/max-length-exceeded",
                title: "Maximum length exceeded",
                detail: "A term may have at most 512 characters"
              })
            } else if (text.length > 200) {
              warnings.push({
                type: "/problems/recommended-length-exceeded",
                title: "Recommended length exceeded",
                detail: "Terms should not exceed 200 characters"
              })
            }
            if (seen.has(norm(text))) {
              warnings.push({
                type: "/problems/duplicated-term",
                title: "Duplicated term",
                detail: "The term appears more than once in this class"
              })
            }
            seen.add(norm(text))
            const hit = errors.length === 0 ? findTerm(g.classNumber, parsed.sourceLanguage, text) : undefined
            return {
              text,
              harmonized: hit !== undefined,
              ...(hit !== undefined ? { conceptId: hit.conceptId } : {}),
              ...(errors.length > 0 ? { errors } : {}),
              ...(warnings.length > 0 ? { warnings } : {})
            }
          })
        }
      })
    }
  }
}

const translate = (req: FakeRequest): FakeResponse => {
  const parsed = parseGroups(req.body)
  if (typeof parsed === "string") return badRequest(parsed, `${GS_PREFIX}/classification-translation`)
  const targets = parsed.raw["languagesToTranslate"]
  if (!Array.isArray(targets) || targets.length === 0 || targets.some((l) => typeof l !== "string" || !HDB_LANGUAGES.includes(l))) {
    return badRequest("languagesToTranslate: must be a non-empty list of supported languages", `${GS_PREFIX}/classification-translation`)
  }
  const translations: Record<string, Array<Group>> = {}
  for (const lang of targets as Array<string>) {
    translations[lang] = parsed.groups.map((g) => ({
      classNumber: g.classNumber,
      terms: g.terms.flatMap((text) => {
        const translated = findTerm(g.classNumber, parsed.sourceLanguage, text)?.text[lang]
        return translated !== undefined ? [translated] : []
      })
    }))
  }
  return { body: { translations } }
}

const terms = (req: FakeRequest): FakeResponse => {
  const instance = `${GS_PREFIX}/terms`
  const language = req.query.get("language")
  if (language === null || !HDB_LANGUAGES.includes(language)) {
    return badRequest("language: is required and must be a supported language", instance)
  }
  const size = Number(req.query.get("size") ?? "10")
  const page = Number(req.query.get("page") ?? "0")
  if (!Number.isInteger(size) || size < 10 || size > 100) return badRequest("size: must be between 10 and 100", instance)
  if (!Number.isInteger(page) || page < 0) return badRequest("page: must be >= 0", instance)
  const classes = req.query.getAll("classNumber").map(Number)
  if (classes.some((n) => !Number.isInteger(n) || n < 1 || n > 45)) return badRequest("classNumber: must be between 1 and 45", instance)
  const wanted = norm(req.query.get("termText") ?? "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1)
  const hits = HDB_TERMS.filter((s) => {
    const text = s.text[language]
    if (text === undefined || (classes.length > 0 && !classes.includes(s.classNumber))) return false
    const words = norm(text).split(/[^\p{L}\p{N}]+/u)
    // A word matches a word it begins, or a singular it extends ("games" finds "game").
    return wanted.every((w) => words.some((tw) => tw.startsWith(w) || (tw.length >= 4 && w.startsWith(tw) && w.length - tw.length <= 2)))
  }).sort((a, b) => a.text[language]!.length - b.text[language]!.length || a.conceptId.localeCompare(b.conceptId))
  return {
    body: {
      terms: hits.slice(page * size, page * size + size).map((s) => ({
        text: s.text[language]!,
        classNumber: s.classNumber,
        conceptId: s.conceptId,
        taxonomyParentId: s.parentId
      })),
      size,
      totalElements: hits.length,
      totalPages: Math.ceil(hits.length / size),
      page
    }
  }
}

const headings = (req: FakeRequest): FakeResponse => {
  const language = req.query.get("language")
  if (language === null || !HDB_LANGUAGES.includes(language)) {
    return badRequest("language: is required and must be a supported language", `${GS_PREFIX}/classHeadings`)
  }
  return { body: { headings: classHeadingsFor(language) } }
}

/** The routes, each behind `guard` (gateway client id, bearer token, rate limit). */
export const goodsAndServicesRoutes = (guard: (req: FakeRequest, next: () => FakeResponse) => FakeResponse): ReadonlyArray<FakeRoute> => [
  { method: "POST", path: `${GS_PREFIX}/classification-validation`, handler: (req) => guard(req, () => validate(req)) },
  { method: "POST", path: `${GS_PREFIX}/classification-translation`, handler: (req) => guard(req, () => translate(req)) },
  { method: "GET", path: `${GS_PREFIX}/terms`, handler: (req) => guard(req, () => terms(req)) },
  { method: "GET", path: `${GS_PREFIX}/classHeadings`, handler: (req) => guard(req, () => headings(req)) }
]
