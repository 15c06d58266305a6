import { type Category, isDescriptiveSignal, type PartFinding, type Signal, type WordFinding } from "./Findings.js"
import { isDictionaryWord, stem } from "./Lexicon.js"
import { isRecognisablePart, segment } from "./Segmenter.js"
import { soundAlikeTerm } from "./SoundAlike.js"
import {
  BRAND_SUFFIXES,
  CLIPPED_FORMS,
  classLabel,
  descriptiveInClasses,
  evokedQuality,
  genericInClasses,
  GEOGRAPHIC,
  isBrandMorpheme,
  isCoinedInDictionary,
  isCrossClassDescriptive,
  isGeographic,
  isLaudatory,
  isStopword,
  LAUDATORY,
  CROSS_CLASS
} from "./Vocabulary.js"

/** What a word is judged against: the classes and, for the contextual check, the description. */
export interface WordContext {
  readonly classes: ReadonlyArray<number>
  /** Words of the goods and services description and their stems; empty without one. */
  readonly descriptionKeys: ReadonlySet<string>
}

/** "class 9 (computers, software and electronics)" or "classes 9 (…) and 42 (…)". */
export const describeClasses = (classes: ReadonlyArray<number>): string => {
  const each = classes.map((c) => `${c} (${classLabel(c)})`)
  if (each.length === 1) return `class ${each[0]}`
  return `classes ${each.slice(0, -1).join(", ")} and ${each[each.length - 1]}`
}

export const keysOf = (word: string): ReadonlyArray<string> => {
  const s = stem(word)
  return s === word ? [word] : [word, s]
}

/** Words that count as parts of a compound besides the dictionary (e.g. "american"). */
const vocabularyParts: ReadonlySet<string> = new Set([...GEOGRAPHIC, ...LAUDATORY, ...CROSS_CLASS])

/**
 * Every way `term` describes the goods. `lookup` is the word checked (the full form of a
 * clipped part, "instant" for "insta"); `term` is the word named in the notes.
 */
export const descriptiveSignals = (term: string, ctx: WordContext, lookup: string = term): ReadonlyArray<Signal> => {
  const out: Array<Signal> = []
  const generic = genericInClasses(lookup, ctx.classes)
  if (generic.length > 0) {
    out.push({ kind: "generic", term, classes: generic, note: `"${term}" is the common name of the goods or services in ${describeClasses(generic)}` })
  }
  const descriptive = descriptiveInClasses(lookup, ctx.classes).filter((c) => !generic.includes(c))
  if (descriptive.length > 0) {
    out.push({ kind: "classDescriptive", term, classes: descriptive, note: `"${term}" describes the goods or services in ${describeClasses(descriptive)}` })
  }
  if (isLaudatory(lookup)) out.push({ kind: "laudatory", term, note: `"${term}" is a laudatory term` })
  if (isGeographic(lookup)) out.push({ kind: "geographic", term, note: `"${term}" is a geographic term` })
  if (isCrossClassDescriptive(lookup) && !isLaudatory(lookup)) {
    out.push({ kind: "crossClassDescriptive", term, note: `"${term}" describes a quality of goods in any class` })
  }
  if (keysOf(lookup).some((k) => ctx.descriptionKeys.has(k))) {
    out.push({ kind: "contextual", term, note: `"${term}" appears in your description of the goods and services` })
  }
  return out
}

const partFinding = (part: string, ctx: WordContext): PartFinding => {
  const signals: Array<Signal> = []
  const full = CLIPPED_FORMS[part]
  if (full !== undefined) signals.push({ kind: "clippedForm", term: part, note: `"${part}" is read as "${full}"` })
  const descriptive = descriptiveSignals(part, ctx)
  signals.push(...(descriptive.length > 0 || full === undefined ? descriptive : descriptiveSignals(part, ctx, full)))
  if (isBrandMorpheme(part)) signals.push({ kind: "brandMorpheme", term: part, note: `"${part}" is a brand-like element` })
  const evoked = evokedQuality(part, ctx.classes)
  if (evoked !== undefined) {
    signals.push({ kind: "evocative", term: part, classes: evoked.classes, note: `"${part}" evokes ${evoked.quality}` })
  }
  return { part, signals }
}

/** A coined word made of a recognisable root and a brand suffix (shop + ify), if it is one. */
const brandSuffixOf = (word: string): { root: string; suffix: string } | undefined => {
  for (const suffix of BRAND_SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue
    const root = word.slice(0, -suffix.length)
    const doubled = root.length > 3 && root[root.length - 1] === root[root.length - 2] ? root.slice(0, -1) : undefined
    for (const candidate of [root, `${root}e`, ...(doubled !== undefined ? [doubled] : [])]) {
      if (isRecognisablePart(candidate) || segment(candidate) !== undefined) return { root: candidate, suffix }
    }
  }
  return undefined
}

/** The category of a compound from its parts (reference §6.3, "Compound marks"). */
const compoundCategory = (parts: ReadonlyArray<PartFinding>): Category => {
  const descriptive = parts.filter((p) => p.signals.some(isDescriptiveSignal))
  if (descriptive.length === parts.length) {
    return parts.every((p) => p.signals.some((s) => s.kind === "generic")) ? "generic" : "descriptive"
  }
  const suggestive = parts.some((p) => p.signals.some((s) => s.kind === "brandMorpheme" || s.kind === "evocative"))
  return descriptive.length > 0 || suggestive ? "suggestive" : "arbitrary"
}

const joinParts = (parts: ReadonlyArray<string>) => parts.map((p) => `"${p}"`).join(" + ")

/** Findings for one token of the mark. */
export const analyzeWord = (word: string, ctx: WordContext): WordFinding => {
  const base = { word, stem: stem(word), dictionaryWord: isDictionaryWord(word), parts: [] as ReadonlyArray<PartFinding> }
  const finding = (category: Category | undefined, signals: ReadonlyArray<Signal>, parts: ReadonlyArray<PartFinding> = []): WordFinding => ({
    ...base,
    parts,
    signals,
    meaningful: category !== undefined,
    ...(category !== undefined ? { category } : {})
  })

  if (isStopword(word)) return finding(undefined, [{ kind: "stopword", term: word, note: `"${word}" is a function word or company designator` }])
  if (/^\d+$/.test(word)) return finding(undefined, [{ kind: "numeral", term: word, note: `"${word}" is a number` }])
  if (/\d/.test(word)) {
    return finding("fanciful", [{ kind: "coined", term: word, note: `"${word}" combines letters and digits, a coined form` }])
  }

  const descriptive = descriptiveSignals(word, ctx)
  if (descriptive.length > 0) {
    return finding(descriptive.some((s) => s.kind === "generic") ? "generic" : "descriptive", descriptive)
  }
  if (base.dictionaryWord) {
    if (isCoinedInDictionary(word)) {
      return finding("fanciful", [{ kind: "coined", term: word, note: `"${word}" was coined as a trademark and only later entered dictionaries` }])
    }
    const evoked = evokedQuality(word, ctx.classes)
    if (evoked !== undefined) {
      return finding("suggestive", [
        {
          kind: "evocative",
          term: word,
          classes: evoked.classes,
          note: `"${word}" evokes ${evoked.quality}, a quality that matters in ${describeClasses(evoked.classes)}, without describing the goods or services`
        }
      ])
    }
    // A closed compound ("facebook") is a word of its own, but a part that describes the goods still weakens it.
    const split = word.length >= 8 ? segment(word, { minPartLength: 4 }) : undefined
    if (split !== undefined) {
      const parts = split.map((p) => partFinding(p, ctx))
      const describing = parts.filter((p) => p.signals.some(isDescriptiveSignal)).map((p) => p.part)
      if (describing.length > 0) {
        return finding(
          "suggestive",
          [{ kind: "compound", term: word, note: `"${word}" is a dictionary word built from ${joinParts(split)}, and ${joinParts(describing).replaceAll(" + ", " and ")} relate${describing.length === 1 ? "s" : ""} to the goods or services` }],
          parts
        )
      }
    }
    return finding("arbitrary", [
      { kind: "dictionary", term: word, note: `"${word}" is a dictionary word with no descriptive link to ${describeClasses(ctx.classes)}` }
    ])
  }

  const suffixed = brandSuffixOf(word)
  if (suffixed !== undefined) {
    const rootSignals = descriptiveSignals(suffixed.root, ctx)
    return finding("fanciful", [
      {
        kind: "brandSuffix",
        term: `-${suffixed.suffix}`,
        note: `"${word}" is coined from "${suffixed.root}" with the brand-like suffix "-${suffixed.suffix}"`
      },
      ...rootSignals
    ])
  }

  const split = segment(word, { extraWords: vocabularyParts })
  if (split !== undefined) {
    const parts = split.map((p) => partFinding(p, ctx))
    return finding(compoundCategory(parts), [{ kind: "compound", term: word, note: `"${word}" is not a dictionary word but splits into ${joinParts(split)}` }], parts)
  }
  const soundsLike = soundAlikeTerm(word, ctx.classes)
  if (soundsLike !== undefined) {
    const described = descriptiveSignals(word, ctx, soundsLike)
    return finding(described.some((s) => s.kind === "generic") ? "generic" : "descriptive", [
      { kind: "misspelling", term: word, note: `"${word}" is a misspelling of "${soundsLike}", and a misspelt descriptive word is read as the word itself` },
      ...described
    ])
  }
  return finding("fanciful", [{ kind: "coined", term: word, note: `"${word}" is not a dictionary word and has no recognisable parts` }])
}
