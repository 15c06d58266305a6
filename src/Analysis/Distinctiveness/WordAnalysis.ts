import { compoundCategory } from "./Composition.js"
import { descriptiveSignals, isRelevant } from "./DescriptiveSignals.js"
import { type Category, isDescriptiveSignal, namesGoodsSignal, type PartFinding, type Signal, type WordFinding } from "./Findings.js"
import { foreignEquivalent, foreignWords, isForeignFunctionWord } from "./ForeignEquivalents.js"
import { clippingOf, describeClasses, meaningRelation, type WordContext } from "./GoodsKnowledge.js"
import { FUNCTION_RESPELLINGS, RESPELLINGS } from "./GoodsVocabulary.js"
import { isDictionaryWord, stem, wordCount } from "./Lexicon.js"
import { respell, spellingVariants } from "./Respell.js"
import { isRecognisablePart, segment } from "./Segmenter.js"
import { soundAlikeTerm } from "./SoundAlike.js"
import {
  BRAND_SUFFIXES,
  CLIPPED_FORMS,
  CROSS_CLASS,
  evokedQuality,
  GEOGRAPHIC,
  isBrandMorpheme,
  isCoinedInDictionary,
  isStopword,
  LAUDATORY,
  PREFIX_LETTERS
} from "./Vocabulary.js"
import { acronymOf, familyWord, telescoped } from "./WordForms.js"

/**
 * The word a misspelling writes into the word it spells, when it starts with a common word of four letters or more that
 * the spelt word does not start with (FARMACY: "farm", pharmacy); undefined for a plain misspelling (SHARPIN, KWIK).
 */
const punOf = (word: string, spelt: string): string | undefined => {
  for (let n = word.length - 2; n >= 4; n--) {
    const head = word.slice(0, n)
    if (!spelt.startsWith(head) && isDictionaryWord(head) && wordCount(head) >= PUN_WORD_COUNT) return head
  }
  return undefined
}
const PUN_WORD_COUNT = 100

/** Words that count as parts of a compound besides the dictionary (e.g. "american", "tv", "sno"). */
const vocabularyParts: ReadonlySet<string> = new Set([
  ...GEOGRAPHIC,
  ...LAUDATORY,
  ...CROSS_CLASS,
  ...Object.keys(RESPELLINGS),
  "u",
  "n",
  "tv"
])

/**
 * A coinage made of a word about the goods and a short ending or beginning that means nothing
 * (NOPAL + EA): the root carries the meaning, so the parts are judged as a compound.
 */
const rootAndEnding = (word: string, ctx: WordContext): ReadonlyArray<string> | undefined => {
  for (let cut = word.length - 1; cut >= 4; cut--) {
    const root = word.slice(0, cut)
    if (word.length - cut <= 2 && isRelevant(root, ctx)) return [root, word.slice(cut)]
  }
  for (let cut = 1; cut <= 2 && word.length - cut >= 4; cut++) {
    if (isRelevant(word.slice(cut), ctx)) return [word.slice(0, cut), word.slice(cut)]
  }
  return undefined
}

/** A split of the respelt word (URBANHOUZING → urban + housing), kept only when a part describes the goods. */
const respeltSplit = (word: string, ctx: WordContext): ReadonlyArray<string> | undefined => {
  for (const variant of spellingVariants(word).slice(0, 40)) {
    const split = segment(variant, { extraWords: vocabularyParts, minPartLength: 3 })
    if (split !== undefined && split.some((p) => isRelevant(p, ctx))) return split
  }
  return undefined
}

let foreignParts: ReadonlySet<string> | undefined

/** A split into English and common foreign words (BONDOST → bond + ost), kept only when a foreign part names or describes the goods. */
const foreignSplit = (word: string, ctx: WordContext): ReadonlyArray<string> | undefined => {
  foreignParts ??= new Set([...vocabularyParts, ...foreignWords()])
  const split = segment(word, { extraWords: foreignParts, minPartLength: 3 })
  if (split === undefined) return undefined
  return split.some((p) => {
      const english = foreignEquivalent(p)?.english.split(" ").at(-1)
      return english !== undefined && isRelevant(english, ctx)
    })
    ? split
    : undefined
}

/**
 * A common foreign word read as its English equivalent when that equivalent names or describes the
 * goods (doctrine of foreign equivalents, TMEP §1209.03(g)): the signals of the English word, headed by
 * the translation. Tried only when the word says nothing about the goods in English.
 */
const foreignSignals = (word: string, ctx: WordContext): ReadonlyArray<Signal> => {
  const foreign = foreignEquivalent(word)
  if (foreign === undefined) return []
  const english = foreign.english.split(" ")
  const read = descriptiveSignals(word, ctx, english[english.length - 1]!)
  if (read.length === 0) return []
  const note = `"${word}" = "${foreign.english}" (${foreign.language}): a common foreign word is read as its English equivalent`
  return [{ kind: "foreignEquivalent", term: word, note }, ...read]
}

/**
 * What a word says about the goods in English or, for a common foreign word, in translation. The
 * English reading comes first, but a translation that names the goods wins over an English reading
 * that only relates to them (VINO, a loan word in English dictionaries, is "wine" for wine).
 */
const readingOf = (word: string, ctx: WordContext): ReadonlyArray<Signal> => {
  const english = descriptiveSignals(word, ctx)
  if (english.some((s) => s.kind === "generic")) return english
  const translated = foreignSignals(word, ctx)
  if (english.length === 0 || translated.some(namesGoodsSignal)) {
    return translated.length > 0 ? translated : english
  }
  return english
}

const partFinding = (part: string, wordCtx: WordContext): PartFinding => {
  const ctx: WordContext = { ...wordCtx, inPart: true }
  const signals: Array<Signal> = []
  const full = CLIPPED_FORMS[part]
  if (full !== undefined) signals.push({ kind: "clippedForm", term: part, note: `"${part}" is read as "${full}"` })
  const clipped = full === undefined ? clippingOf(part, ctx) : undefined
  if (clipped !== undefined) {
    signals.push({ kind: "clippedForm", term: part, note: `"${part}" is read as "${clipped}" from your description` })
  }
  const descriptive = clipped !== undefined
    ? descriptiveSignals(part, ctx, clipped)
    : full !== undefined
    ? descriptiveSignals(part, ctx)
    : readingOf(part, ctx)
  const respelt = descriptive.length > 0 || full !== undefined ? undefined : respell(part, (c) => isRelevant(c, ctx))
  const respeltSignals = respelt !== undefined ? descriptiveSignals(part, ctx, respelt) : []
  if (respeltSignals.length > 0) signals.push({ kind: "misspelling", term: part, note: `"${part}" is a misspelling of "${respelt}"` })
  signals.push(...(descriptive.length > 0 ? descriptive : full !== undefined ? descriptiveSignals(part, ctx, full) : respeltSignals))
  if (isBrandMorpheme(part)) signals.push({ kind: "brandMorpheme", term: part, note: `"${part}" is a brand-like element` })
  const evoked = evokedQuality(part, ctx.classes)
  if (evoked !== undefined) {
    signals.push({ kind: "evocative", term: part, classes: evoked.classes, note: `"${part}" evokes ${evoked.quality}` })
  } else if (signals.length === 0 && meaningRelation(part, ctx)?.relation === "near") {
    signals.push({ kind: "evocative", term: part, classes: ctx.classes, note: `"${part}" shares a meaning with the goods you describe` })
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

const joinParts = (parts: ReadonlyArray<string>) => parts.map((p) => `"${p}"`).join(" + ")

/**
 * A word that stands for words of the description: a word of the same family (ELECTRIC for "electronic") or the
 * initials of a run of its words (TTAB, TMEP §1209.03(h)).
 */
const shortenedReading = (word: string, ctx: WordContext): { category: Category; signals: ReadonlyArray<Signal> } | undefined => {
  const whole = (reads: string, note: string) => {
    const read = descriptiveSignals(word, ctx, reads.split(" ").at(-1)!)
    return read.length === 0 ? undefined : {
      category: read.some((s) => s.kind === "generic") ? "generic" as const : "descriptive" as const,
      signals: [{ kind: "clippedForm" as const, term: word, note }, ...read]
    }
  }
  const family = familyWord(word, ctx)
  const byFamily = family === undefined ? undefined : whole(family, `"${word}" is of the same family as "${family}" in your description`)
  if (byFamily !== undefined) return byFamily
  // Initials of the words that name the goods describe them; they are not the name buyers use (TMEP §1209.03(h)).
  const acronym = acronymOf(word, ctx)
  const byAcronym = acronym === undefined
    ? undefined
    : whole(acronym, `"${word}" is made of the initials of "${acronym}" in your description (TMEP §1209.03(h))`)
  return byAcronym === undefined ? undefined : {
    category: "descriptive",
    signals: byAcronym.signals.map((s) => namesGoodsSignal(s) ? { ...s, kind: "contextual" as const } : s)
  }
}

/**
 * A coinage telescoped from a clipped word or the initials of words of the description and another word, or from two
 * words joined by a linking vowel (VERI + CHECK, TTAB + BLOG, INVEST + A + CORP): its parts say what it means, but a
 * shortened or joined form is not itself the name buyers give the goods, so it describes them at most, unless it
 * shortens the very name the description gives them (SURGI + CENTER for "surgical center services").
 */
const telescopedReading = (word: string, ctx: WordContext): { category: Category; parts: ReadonlyArray<PartFinding> } | undefined => {
  const split = telescoped(word, ctx, (w) => isRelevant(w, ctx))
  if (split === undefined) return undefined
  const parts = split.map(({ part, reads }): PartFinding => {
    if (reads === part) return partFinding(part, ctx)
    const read = descriptiveSignals(part, { ...ctx, inPart: true }, reads.split(" ").at(-1)!)
    return { part, signals: [{ kind: "clippedForm", term: part, note: `"${part}" is read as "${reads}" from your description` }, ...read] }
  })
  const category = compoundCategory(parts)
  const [first, second] = split.map((p) => stem(CLIPPED_FORMS[p.reads] ?? p.reads))
  const seq = ctx.reading.sequence.map(stem)
  const ownName = seq.some((w, i) => first!.endsWith(w) && second!.startsWith(seq[i + 1] ?? "-"))
  if (ownName && (category === "generic" || category === "descriptive")) return { category: "generic", parts }
  return { category: category === "generic" ? "descriptive" : category, parts }
}

/** Findings for one token of the mark. */
export const analyzeWord = (word: string, ctx: WordContext): WordFinding => {
  const base = { word, stem: stem(word), dictionaryWord: isDictionaryWord(word), parts: [] as ReadonlyArray<PartFinding> }
  const finding = (
    category: Category | undefined,
    signals: ReadonlyArray<Signal>,
    parts: ReadonlyArray<PartFinding> = []
  ): WordFinding => ({
    ...base,
    parts,
    signals,
    meaningful: category !== undefined,
    ...(category !== undefined ? { category } : {})
  })

  if (isStopword(word)) {
    return finding(undefined, [{ kind: "stopword", term: word, note: `"${word}" is a function word or company designator` }])
  }
  const functionWord = FUNCTION_RESPELLINGS[word]
  if (functionWord !== undefined) {
    return finding(undefined, [{ kind: "stopword", term: word, note: `"${word}" stands for the function word "${functionWord}"` }])
  }
  if (PREFIX_LETTERS.includes(word)) {
    // E-MAIL, E FASHION, I TOOL: a lone E or I before a word is the prefix for "electronic" or "internet" (TMEP §1209.03(d)).
    return finding(undefined, [{ kind: "stopword", term: word, note: `"${word}" is the prefix for "electronic" or "internet"` }])
  }
  if (/^\d+$/.test(word)) return finding(undefined, [{ kind: "numeral", term: word, note: `"${word}" is a number` }])
  if (/\d/.test(word)) {
    return finding("fanciful", [{ kind: "coined", term: word, note: `"${word}" combines letters and digits, a coined form` }])
  }

  if (ctx.foreignMark === true && isForeignFunctionWord(word)) {
    return finding(undefined, [{ kind: "stopword", term: word, note: `"${word}" is a foreign article, preposition or conjunction` }])
  }
  const descriptive = readingOf(word, ctx)
  if (descriptive.length > 0) {
    return finding(descriptive.some((s) => s.kind === "generic") ? "generic" : "descriptive", descriptive)
  }
  const shortened = shortenedReading(word, ctx)
  if (shortened !== undefined) return finding(shortened.category, shortened.signals)
  // A misspelling of a word that describes these goods is read as that word (TMEP §1209.03(j)).
  const respelt = respell(word, (c) => isRelevant(c, ctx))
  if (respelt !== undefined && respelt !== word) {
    if (isStopword(respelt)) return finding(undefined, [{ kind: "stopword", term: word, note: `"${word}" stands for "${respelt}"` }])
    const read = analyzeWord(respelt, ctx)
    const play = punOf(word, respelt)
    if (play !== undefined && read.category !== undefined && read.category !== "arbitrary" && read.category !== "fanciful") {
      // A misspelling that writes another word into the one it spells (FARMACY: farm in pharmacy) says two things
      // at once: a double entendre, not a mere misspelling (In re Tea and Sympathy, THE FARMACY; TMEP §1213.05(c)).
      return finding("suggestive", [{
        kind: "evocative",
        term: word,
        note: `"${word}" spells "${respelt}" with "${play}" written into it: a play on words with a second meaning takes a step ` +
          `of imagination`
      }])
    }
    if (read.category !== undefined && read.category !== "arbitrary" && read.category !== "fanciful") {
      const note = {
        kind: "misspelling" as const,
        term: word,
        note: `"${word}" is a misspelling of "${respelt}", and a misspelt word keeps the meaning of the word it spells`
      }
      return finding(read.category, [note, ...read.signals], read.parts)
    }
  }
  const clipped = clippingOf(word, ctx)
  if (clipped !== undefined) {
    const read = descriptiveSignals(word, ctx, clipped)
    if (read.length > 0) {
      return finding(read.some((s) => s.kind === "generic") ? "generic" : "descriptive", [
        { kind: "clippedForm", term: word, note: `"${word}" is read as "${clipped}" from your description, which it clips` },
        ...read
      ])
    }
  }
  const foreign = base.dictionaryWord ? undefined : foreignEquivalent(word)
  if (foreign !== undefined) {
    return finding("arbitrary", [{
      kind: "dictionary",
      term: word,
      note: `"${word}" is the ${foreign.language} word for "${foreign.english}", with no descriptive link to ${
        describeClasses(ctx.classes)
      }`
    }])
  }
  if (base.dictionaryWord) {
    if (isCoinedInDictionary(word)) {
      return finding("fanciful", [{
        kind: "coined",
        term: word,
        note: `"${word}" was coined as a trademark and only later entered dictionaries`
      }])
    }
    const evoked = evokedQuality(word, ctx.classes)
    if (evoked !== undefined) {
      return finding("suggestive", [
        {
          kind: "evocative",
          term: word,
          classes: evoked.classes,
          note: `"${word}" evokes ${evoked.quality}, a quality that matters in ${
            describeClasses(evoked.classes)
          }, without describing the goods or services`
        }
      ])
    }
    const near = meaningRelation(word, ctx)
    if (near?.relation === "near") {
      return finding("suggestive", [{
        kind: "evocative",
        term: word,
        classes: ctx.classes,
        note: `"${word}" shares a meaning with "${near.goods}" in your description: it takes a step of imagination to reach the goods`
      }])
    }
    // A closed compound ("facebook") is a word of its own, but a part that describes the goods still weakens it,
    // and one whose parts all describe the goods describes them.
    const split = word.length >= 8 ? segment(word, { minPartLength: 4 }) : undefined
    if (split !== undefined) {
      const parts = split.map((p) => partFinding(p, ctx))
      const describing = parts.filter((p) => p.signals.some(isDescriptiveSignal)).map((p) => p.part)
      if (describing.length > 0) {
        // Every part about the goods (ULTRA + SHARP knives): the compound says what its parts say.
        const whole = describing.length === parts.length ? compoundCategory(parts) : "suggestive"
        return finding(
          whole,
          [{
            kind: "compound",
            term: word,
            note: `"${word}" is a dictionary word built from ${joinParts(split)}, and ${
              joinParts(describing).replaceAll(" + ", " and ")
            } relate${describing.length === 1 ? "s" : ""} to the goods or services`
          }],
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

  const tele = telescopedReading(word, ctx)
  if (tele !== undefined) {
    const note = `"${word}" is telescoped from ${joinParts(tele.parts.map((p) => p.part))}`
    return finding(tele.category, [{ kind: "compound", term: word, note }], tele.parts)
  }
  const split = segment(word, { extraWords: vocabularyParts }) ?? respeltSplit(word, ctx) ?? foreignSplit(word, ctx) ??
    rootAndEnding(word, ctx)
  if (split !== undefined) {
    const parts = split.map((p) => partFinding(p, ctx))
    return finding(compoundCategory(parts), [{
      kind: "compound",
      term: word,
      note: `"${word}" is not a dictionary word but splits into ${joinParts(split)}`
    }], parts)
  }
  const soundsLike = soundAlikeTerm(word, ctx.classes, ctx.reading.words)
  if (soundsLike !== undefined) {
    const described = descriptiveSignals(word, ctx, soundsLike)
    return finding(described.some((s) => s.kind === "generic") ? "generic" : "descriptive", [
      {
        kind: "misspelling",
        term: word,
        note: `"${word}" is a misspelling of "${soundsLike}", and a misspelt descriptive word is read as the word itself`
      },
      ...described
    ])
  }
  return finding("fanciful", [{ kind: "coined", term: word, note: `"${word}" is not a dictionary word and has no recognisable parts` }])
}
