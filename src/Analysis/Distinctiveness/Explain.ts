import { CLASS_TERMS } from "./ClassVocabulary.js"
import type { Category, Signal, SignalKind, WordFinding } from "./Findings.js"
import { describeClasses } from "./GoodsKnowledge.js"
import { isDictionaryWord, stem } from "./Lexicon.js"

/**
 * Reasoning, concerns and recommendations built from the findings: every sentence names
 * the words responsible, so two marks in the same category read differently.
 */
export interface ExplainInput {
  readonly mark: string
  readonly classes: ReadonlyArray<number>
  readonly hasDescription: boolean
  readonly words: ReadonlyArray<WordFinding>
  readonly category: Category
  readonly disclaimed: ReadonlyArray<WordFinding>
  /** A trailing top-level domain (".com") set aside before the words were read. */
  readonly tld?: string
}

export interface Explanation {
  readonly reasoning: string
  readonly concerns: ReadonlyArray<string>
  readonly recommendations: ReadonlyArray<string>
  readonly alternatives: ReadonlyArray<string>
}

const quote = (terms: ReadonlyArray<string>, conjunction = "and"): string => {
  const q = terms.map((t) => `"${t}"`)
  return q.length <= 1 ? (q[0] ?? "") : `${q.slice(0, -1).join(", ")} ${conjunction} ${q[q.length - 1]}`
}
const verb = (terms: ReadonlyArray<string>, singular: string, plural: string) => (terms.length === 1 ? singular : plural)
const unique = <A>(xs: ReadonlyArray<A>): ReadonlyArray<A> => [...new Set(xs)]
const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase())

/** Signals that describe the mark's own elements (a coined word's root is reported apart). */
interface Collected {
  readonly signals: ReadonlyArray<Signal>
  readonly coinedRoots: ReadonlyArray<Signal>
}

const collect = (words: ReadonlyArray<WordFinding>): Collected => {
  const signals: Array<Signal> = []
  const coinedRoots: Array<Signal> = []
  for (const w of words.filter((x) => x.meaningful)) {
    if (w.signals.some((s) => s.kind === "brandSuffix")) {
      signals.push(...w.signals.filter((s) => s.kind === "brandSuffix"))
      coinedRoots.push(...w.signals.filter((s) => s.kind !== "brandSuffix"))
    } else {
      signals.push(...w.signals, ...w.parts.flatMap((p) => p.signals))
    }
  }
  return { signals, coinedRoots }
}

const termsOf = (signals: ReadonlyArray<Signal>, ...kinds: ReadonlyArray<SignalKind>): ReadonlyArray<string> =>
  unique(signals.filter((s) => kinds.includes(s.kind)).map((s) => s.term))

const DESCRIBING: ReadonlyArray<SignalKind> = [
  "generic",
  "classDescriptive",
  "crossClassDescriptive",
  "laudatory",
  "geographic",
  "contextual"
]

/** One sentence per meaningful word, from its signals. */
const wordSentence = (w: WordFinding): string => {
  if (w.parts.length === 0) return w.signals.map((s) => s.note).join("; ")
  const head = w.signals.map((s) => s.note).join("; ")
  const partNotes = w.parts.flatMap((p) => p.signals.map((s) => s.note))
  return partNotes.length > 0 ? `${head}: ${partNotes.join("; ")}` : `${head}, and no part relates to the goods or services`
}

/** Coined names built from the mark, none of them a dictionary word. */
export const alternativesFor = (mark: string, words: ReadonlyArray<WordFinding>): ReadonlyArray<string> => {
  const meaningful = words.filter((w) => w.meaningful)
  const pieces = meaningful.length > 0 ? meaningful : words
  const letters = pieces.map((w) => w.word.replace(/[^a-z]/g, "")).join("")
  const first = (pieces[0]?.parts[0]?.part ?? pieces[0]?.word ?? letters).replace(/[^a-z]/g, "")
  const trim = (s: string) => {
    const t = s.replace(/[aeiouy]+$/, "")
    return t.length >= 3 ? t : s
  }
  const usable = (s: string) => s.length >= 4 && !isDictionaryWord(s) && s !== letters
  const pick = (root: string, suffixes: ReadonlyArray<string>) => suffixes.map((x) => trim(root) + x).find(usable)
  const out: Array<string> = []
  const coinedWhole = pick(stem(letters), ["ify", "ora", "ium"])
  if (coinedWhole !== undefined) out.push(titleCase(coinedWhole))
  const coinedFirst = pick(first, ["io", "ix", "ex"])
  if (coinedFirst !== undefined) out.push(titleCase(coinedFirst))
  const prefix = letters.startsWith("nova") ? "Zentro" : "Nova"
  out.push(`${prefix} ${titleCase(mark.toLowerCase())}`)
  return unique(out)
}

/** A plural common name of the goods, for "KODAK cameras"-style advice. */
const genericExample = (classes: ReadonlyArray<number>): string => {
  for (const c of classes) {
    const names = CLASS_TERMS[c]?.generic.split(" ") ?? []
    const plural = names.find((n) => n.endsWith("s")) ?? names[0]
    if (plural !== undefined) return plural
  }
  return "products"
}

export const explain = (input: ExplainInput): Explanation => {
  const { mark, classes, category } = input
  const M = `"${mark}"`
  const where = describeClasses(classes)
  const meaningful = input.words.filter((w) => w.meaningful)
  const { signals, coinedRoots } = collect(input.words)

  const generic = termsOf(signals, "generic")
  const describing = termsOf(signals, ...DESCRIBING)
  const classDescribing = termsOf(signals, "generic", "classDescriptive", "contextual")
  const laudatory = termsOf(signals, "laudatory")
  const geographic = termsOf(signals, "geographic")
  const crossClass = termsOf(signals, "crossClassDescriptive")
  const morphemes = termsOf(signals, "brandMorpheme")
  const evocative = termsOf(signals, "evocative")
  const suffixes = termsOf(signals, "brandSuffix")
  const coined = meaningful.filter((w) => w.category === "fanciful").map((w) => w.word)
  const ordinary = meaningful.filter((w) => w.category === "arbitrary").map((w) => w.word)
  const disclaimed = input.disclaimed.map((w) => w.word)
  const rootTerms = termsOf(coinedRoots, ...DESCRIBING)

  const sentences = (meaningful.length > 0 ? meaningful : input.words).map(wordSentence).filter((s) => s.length > 0)
  if (input.tld !== undefined) {
    sentences.push(
      input.tld.startsWith(".")
        ? `The ending "${input.tld}" only marks a web address and adds nothing to what the words say (TMEP §1215.05)`
        : `The closing word "${input.tld}" only says the goods or services are offered on the internet, like a domain ending, and adds nothing to what the words say (TMEP §1215.05)`
    )
  }
  if (disclaimed.length > 0) {
    sentences.push(`${quote(disclaimed)} only ${verb(disclaimed, "names", "name")} the goods and would be disclaimed`)
  }

  const concerns: Array<string> = []
  const recommendations: Array<string> = []
  const alternatives = category === "descriptive" || category === "generic" ? alternativesFor(mark, input.words) : []
  let conclusion: string

  switch (category) {
    case "generic": {
      conclusion = `${M} is generic: ${quote(generic)} ${verb(generic, "names", "name")} the goods or services themselves, ` +
        `so it cannot identify a source however long it is used.`
      concerns.push(
        `${quote(generic)} ${verb(generic, "is", "are")} the common name of the goods in ${
          describeClasses(unique(signals.filter((s) => s.kind === "generic").flatMap((s) => s.classes ?? [])))
        }: ` +
          `no office will register ${M} for them, and a generic term cannot acquire distinctiveness.`,
        `Competitors need ${quote(generic)} to name their own goods; even long exclusive use would not make ${M} yours.`
      )
      recommendations.push(
        `${M} is unregistrable for these goods: choose a different mark.`,
        `Keep ${quote(generic)} as the descriptor after a distinctive brand, e.g. "${alternatives[0] ?? "Nova"} ${generic.join(" ")}".`,
        `Consider a coined name such as ${quote(alternatives.slice(0, 2), "or")}, then run a clearance search on it.`
      )
      break
    }
    case "descriptive": {
      conclusion =
        `${M} is descriptive: ${quote(describing)} ${verb(describing, "describes", "describe")} the goods or services rather than ` +
        `identifying their source, so it can be registered only on proof of secondary meaning (acquired distinctiveness).`
      concerns.push(
        `Acquired distinctiveness may need proving: expect a refusal of ${M} as descriptive (US Lanham Act §2(e)(1); EU Art. 7(1)(c) EUTMR) ` +
          `unless you show that buyers see it as your brand.`
      )
      if (classDescribing.length > 0) {
        concerns.push(
          `${quote(classDescribing)} ${verb(classDescribing, "describes", "describe")} the stated goods or services in ${where}.`
        )
      }
      if (laudatory.length > 0) {
        concerns.push(
          `${quote(laudatory)} ${
            verb(laudatory, "is a laudatory term", "are laudatory terms")
          }: praise that every trader may use is refused as puffery.`
        )
      }
      if (geographic.length > 0) {
        concerns.push(
          `${quote(geographic)} ${
            verb(geographic, "is a geographic term", "are geographic terms")
          }: refused as geographically descriptive when the goods come from there, ` +
            `and as deceptive when they do not (US §2(e)(2)-(3)).`
        )
      }
      if (crossClass.length > 0) {
        concerns.push(
          `${quote(crossClass)} ${
            verb(crossClass, "describes", "describe")
          } a quality of goods of any kind and must stay free for all traders.`
        )
      }
      concerns.push(
        `Even if registered, ${M} would not stop competitors using ${quote(describing)} in ${
          verb(describing, "its", "their")
        } ordinary descriptive sense.`
      )
      recommendations.push(
        `Make the mark less descriptive: add a coined element or replace ${quote(describing)}, for example ${quote(alternatives, "or")}.`,
        `If you keep ${M}, be ready to prove secondary meaning: years of use, sales and advertising figures, press coverage and consumer surveys.`,
        `For a US filing, ${M} can go on the USPTO Supplemental Register now and move to the Principal Register once it has ` +
          `acquired distinctiveness (presumed after five years of substantially exclusive use, §2(f)).`
      )
      break
    }
    case "suggestive": {
      const hints = unique([...describing, ...morphemes, ...evocative])
      conclusion =
        `${M} is suggestive: ${quote(hints)} ${verb(hints, "hints", "hint")} at the goods or services, but a customer needs imagination ` +
        `to make the connection, so it is registrable without proof of secondary meaning.`
      if (describing.length > 0) {
        concerns.push(
          `The line between suggestive and descriptive is contested: an examiner may argue that ${quote(describing)} ${
            verb(describing, "describes", "describe")
          } the goods in ${where}.`
        )
      }
      if (morphemes.length > 0) {
        concerns.push(
          `${quote(morphemes)} ${verb(morphemes, "is a common brand element", "are common brand elements")}: many marks share ${
            verb(morphemes, "it", "them")
          }, so the comparison with other marks will rest on the rest of ${M}.`
        )
      }
      if (evocative.length > 0) {
        concerns.push(
          `${quote(evocative)} only ${
            verb(evocative, "evokes", "evoke")
          } a quality of the goods; used in advertising as a plain claim, it could drift towards descriptive.`
        )
      }
      if (disclaimed.length > 0) {
        concerns.push(
          `${quote(disclaimed)} would have to be disclaimed: ${verb(disclaimed, "it names", "they name")} the goods and add${
            verb(disclaimed, "s", "")
          } no protection.`
        )
      }
      recommendations.push(
        `${M} is registrable without proof of secondary meaning, but its protection is narrower than that of a coined mark` +
          (describing.length > 0 ? `: it will not stop others using ${quote(describing)}.` : "."),
        `Strengthen it with a distinctive design element (a logo) or a coined term.`,
        `Run a clearance search for similar marks in ${where} before filing (trademark_clearance).`
      )
      break
    }
    case "arbitrary": {
      const words = ordinary.length > 0 ? ordinary : (meaningful.length > 0 ? meaningful : input.words).map((w) => w.word)
      if (meaningful.length === 0) {
        conclusion = `${M} is arbitrary: ${quote(words)} ${
          verb(words, "does", "do")
        } not describe the goods, so it is treated as arbitrary.`
        concerns.push(
          `${M} consists only of numbers or function words, which buyers may read as a model number or filler rather than a brand; ` +
            `an examiner may ask for evidence that it works as a mark.`
        )
      } else {
        conclusion =
          `${M} is arbitrary: ${quote(words)} ${verb(words, "is", "are")} ordinary English but unrelated to the goods or services, ` +
          `so the mark is inherently distinctive and strong.`
        concerns.push(
          `${quote(words)} ${
            verb(words, "is an ordinary word", "are ordinary words")
          }: protection is strong in ${where}, but does not stop others using ${verb(words, "it", "them")} for unrelated goods.`
        )
      }
      concerns.push(`Common words are often registered by others in neighbouring classes; clearance matters.`)
      if (disclaimed.length > 0) {
        concerns.push(
          `${quote(disclaimed)} would have to be disclaimed: ${verb(disclaimed, "it names", "they name")} the goods and add${
            verb(disclaimed, "s", "")
          } no protection.`
        )
      }
      recommendations.push(
        `${M} is strong for these classes: file for the goods and services you actually offer in ${where}.`,
        `Run a clearance search (trademark_clearance): ${quote(words)} may already be registered or used by others.`,
        `Do not extend ${M} to goods that ${quote(words)} would describe; there it would be weak or generic.`
      )
      break
    }
    case "fanciful": {
      const coinedText = suffixes.length > 0
        ? `coined with the brand-like suffix ${quote(suffixes)}`
        : `invented, with no meaning of ${verb(coined, "its", "their")} own`
      conclusion = `${M} is fanciful: ${quote(coined)} ${
        verb(coined, "is", "are")
      } ${coinedText}, the strongest kind of mark, registrable without proof of secondary meaning.`
      if (describing.length > 0) {
        conclusion += ` ${quote(describing)} ${verb(describing, "describes", "describe")} the goods and add${
          verb(describing, "s", "")
        } no protection.`
      }
      // "KODAK cameras": the coined word(s) before a common name of the goods.
      const example = describing.length > 0
        ? `${coined.map((w) => w.toUpperCase()).join(" ")} ${generic[0] ?? genericExample(classes)}`
        : `${mark} ${genericExample(classes)}`
      concerns.push(`A coined mark means nothing to buyers at first: its strength comes from use and marketing.`)
      if (rootTerms.length > 0) {
        concerns.push(
          `The root ${quote(rootTerms)} relates to the goods in ${where}: keep the coined form intact, since the root alone would be weak.`
        )
      }
      if (describing.length > 0) {
        concerns.push(`${quote(describing)} would have to be disclaimed: ${verb(describing, "it describes", "they describe")} the goods.`)
      }
      recommendations.push(
        `${M} is the strongest kind of mark: file early in every jurisdiction where you trade.`,
        `Use it as an adjective before the generic name ("${example}"), never as a noun or verb, so it does not become generic.`,
        `Run a clearance search (trademark_clearance): coined marks can still look or sound like existing ones.`
      )
      break
    }
  }

  return { reasoning: `${sentences.join(". ")}. ${conclusion}`, concerns, recommendations, alternatives }
}
