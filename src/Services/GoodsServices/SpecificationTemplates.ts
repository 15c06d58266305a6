import { stemWord, STOP_WORDS, words } from "../../Domain/NiceClasses/TermText.js"
import { extractSlots, fillSlots, type Slots } from "./SlotExtraction.js"
import { TEMPLATES_18_TO_34 } from "./Templates/Goods18to34.js"
import { TEMPLATES_1_TO_17 } from "./Templates/Goods1to17.js"
import { TEMPLATES_35_TO_45 } from "./Templates/Services35to45.js"
import type { ClassTemplates, NamelyGroup, SpecStyle, SpecTemplate, Wording } from "./Templates/Template.js"

export type { SpecStyle } from "./Templates/Template.js"

/**
 * Goods and services specifications from a business description, per class and office style:
 * curated templates are picked by the words of the description, their slots filled from it
 * ("software for <what it does>"), and US "namely" lists merged. Nothing here is an office's
 * verdict: a term is only called harmonised after the EUIPO database confirmed it (elsewhere).
 */

/** Templates of all 45 classes, ordered 1..45. */
export const SPEC_TEMPLATES: ReadonlyArray<ClassTemplates> = [...TEMPLATES_1_TO_17, ...TEMPLATES_18_TO_34, ...TEMPLATES_35_TO_45]

export interface RenderedSpec {
  readonly text: string
  /** False when a bracketed part ("[specify the goods]") must be completed before filing. */
  readonly complete: boolean
}

export interface ClassSpecification {
  readonly classNumber: number
  readonly specs: ReadonlyArray<RenderedSpec>
  /** Words of the description that chose these entries (empty: class defaults were used). */
  readonly matchedKeywords: ReadonlyArray<string>
  readonly usedDefaults: boolean
}

interface CompiledTrigger {
  readonly text: string
  /** Stems, or exact words for a trigger written "=word" ("=book" must not match "booking"). */
  readonly keys: ReadonlyArray<string>
  readonly exact: boolean
}

interface CompiledTemplate {
  readonly template: SpecTemplate
  readonly triggers: ReadonlyArray<CompiledTrigger>
}

const contentWords = (text: string): ReadonlyArray<string> => words(text).filter((w) => !STOP_WORDS.has(w))

const compileTrigger = (text: string): CompiledTrigger => {
  const exact = text.startsWith("=")
  const raw = contentWords(exact ? text.slice(1) : text)
  return { text: exact ? text.slice(1) : text, keys: exact ? raw : raw.map(stemWord), exact }
}

const COMPILED: ReadonlyMap<number, ReadonlyArray<CompiledTemplate>> = new Map(
  SPEC_TEMPLATES.map((c) => [
    c.classNumber,
    c.templates.map((template) => ({
      template,
      triggers: template.triggers.map(compileTrigger).filter((t) => t.keys.length > 0)
    }))
  ])
)

interface PreparedClause {
  readonly words: ReadonlyArray<string>
  readonly stems: ReadonlyArray<string>
}

/** The description, prepared once for every class. */
export interface PreparedDescription {
  readonly clauses: ReadonlyArray<PreparedClause>
  readonly slots: Slots
}

export const prepareDescription = (description: string): PreparedDescription => ({
  clauses: description
    .split(/[.;:!?()[\]{}\n|,]+/)
    .map(contentWords)
    .filter((c) => c.length > 0)
    .map((w) => ({ words: w, stems: w.map(stemWord) })),
  slots: extractSlots(description)
})

interface Hit {
  readonly compiled: CompiledTemplate
  /** Words of the matching trigger (longer is more specific). */
  readonly length: number
  /** Where it first occurs, for a stable, readable order. */
  readonly at: number
  readonly keyword: string
}

interface Occurrence extends Hit {
  readonly clause: number
  readonly start: number
}

const occurrencesOf = (prepared: PreparedDescription, compiled: CompiledTemplate): ReadonlyArray<Occurrence> => {
  const found: Array<Occurrence> = []
  for (const trigger of compiled.triggers) {
    prepared.clauses.forEach((clause, ci) => {
      const against = trigger.exact ? clause.words : clause.stems
      for (let i = 0; i + trigger.keys.length <= against.length; i++) {
        if (trigger.keys.every((k, j) => against[i + j] === k)) {
          found.push({ compiled, length: trigger.keys.length, at: ci * 1000 + i, keyword: trigger.text, clause: ci, start: i })
        }
      }
    })
  }
  return found
}

/**
 * Which templates the description calls for. Longer triggers claim their words first, so
 * "online store" picks online retail and the same "store" does not also pick plain retail.
 */
const findHits = (prepared: PreparedDescription, compiled: ReadonlyArray<CompiledTemplate>): ReadonlyArray<Hit> => {
  const all = compiled.flatMap((c) => occurrencesOf(prepared, c)).sort((a, b) => b.length - a.length || a.at - b.at)
  const claimed = new Set<string>()
  const best = new Map<CompiledTemplate, Hit>()
  for (const o of all) {
    const positions = Array.from({ length: o.length }, (_, j) => `${o.clause}:${o.start + j}`)
    if (positions.some((p) => claimed.has(p))) continue
    positions.forEach((p) => claimed.add(p))
    const previous = best.get(o.compiled)
    if (previous === undefined || o.at < previous.at) best.set(o.compiled, o)
  }
  const ordered = [...best.values()].sort((a, b) => a.at - b.at || b.length - a.length)
  // Of alternatives, the first listed in the class's templates wins.
  const winners = new Map<string, CompiledTemplate>()
  for (const c of compiled) {
    const key = c.template.exclusive
    if (key !== undefined && !winners.has(key) && best.has(c)) winners.set(key, c)
  }
  return ordered.filter((h) => h.compiled.template.exclusive === undefined || winners.get(h.compiled.template.exclusive) === h.compiled)
}

const wordingFor = (w: Wording, style: SpecStyle): string => (style === "US" ? w.us : style === "EU" ? w.eu : w.wipo)

/** "a", "a and b", "a, b, and c" (ID Manual lists keep the serial comma). */
const usList = (items: ReadonlyArray<string>): string =>
  items.length <= 1
    ? (items[0] ?? "")
    : items.length === 2
    ? `${items[0]} and ${items[1]}`
    : `${items.slice(0, -1).join(", ")}, and ${items[items.length - 1]}`

const capitalise = (s: string): string => (s === "" ? s : s[0]!.toUpperCase() + s.slice(1))

/** One class's specification in one style, at most `max` entries. */
export const renderClassSpecification = (
  prepared: PreparedDescription,
  classNumber: number,
  style: SpecStyle,
  max: number
): ClassSpecification => {
  const compiled = COMPILED.get(classNumber) ?? []
  const hits = findHits(prepared, compiled)
  const usedDefaults = hits.length === 0
  const chosen: ReadonlyArray<{ readonly template: SpecTemplate; readonly keyword?: string }> = usedDefaults
    ? compiled.filter((c) => c.template.fallback).map((c) => ({ template: c.template }))
    : hits.map((h) => ({ template: h.compiled.template, keyword: h.keyword }))

  const out: Array<RenderedSpec> = []
  const seen = new Set<string>()
  const push = (wording: string) => {
    const filled = fillSlots(wording, prepared.slots)
    const text = capitalise(filled.text)
    const key = text.toLowerCase()
    if (seen.has(key)) return
    seen.add(key)
    out.push({ text, complete: filled.complete })
  }

  // US style: a group's heading and items become one "namely" entry, placed where the group first appears.
  const groupsDone = new Set<string>()
  for (const { template } of chosen) {
    const group: NamelyGroup | undefined = template.group
    if (style !== "US" || group === undefined) {
      push(wordingFor(template.wording, style))
      continue
    }
    if (groupsDone.has(group.id)) continue
    groupsDone.add(group.id)
    const items = chosen.filter((c) => c.template.group?.id === group.id && c.template.groupRole === "item").map((c) =>
      c.template.wording.us
    )
    push(
      items.length > 0
        ? `${group.heading.us}, namely, ${usList(items)}`
        : `${group.heading.us}, namely, [specify the items, e.g. ${group.exampleItems}]`
    )
  }

  return {
    classNumber,
    specs: out.slice(0, Math.max(1, max)),
    matchedKeywords: [...new Set(chosen.flatMap((c) => (c.keyword !== undefined ? [c.keyword] : [])))],
    usedDefaults
  }
}

/** True when the class has entries the description's words call for (not just defaults). */
export const classMatchesDescription = (prepared: PreparedDescription, classNumber: number): boolean =>
  findHits(prepared, COMPILED.get(classNumber) ?? []).length > 0
