/** Vocabulary of the distinctiveness engine: categories, strengths and per-word findings. */

export const CATEGORIES = ["fanciful", "arbitrary", "suggestive", "descriptive", "generic"] as const
export type Category = (typeof CATEGORIES)[number]

export const STRENGTHS = ["strong", "moderate", "weak", "unregistrable"] as const
export type Strength = (typeof STRENGTHS)[number]

/** Reference §6.3's table. */
export const STRENGTH_OF: Readonly<Record<Category, Strength>> = {
  fanciful: "strong",
  arbitrary: "strong",
  suggestive: "moderate",
  descriptive: "weak",
  generic: "unregistrable"
}

export const SIGNAL_KINDS = [
  "generic", // the common name of the goods in a given class
  "classDescriptive", // describes the goods of a given class
  "crossClassDescriptive", // descriptive whatever the goods (smart, eco, express)
  "laudatory", // praise (premium, best)
  "geographic", // a place or demonym (American, Pacific)
  "contextual", // tells a feature, purpose, user or subject named in the goods and services description
  "kindOfGoods", // names a kind of the goods described ("safari" in "safari hats")
  "topLevelDomain", // a domain ending (.com) that adds no source meaning
  "misspelling", // sounds like a descriptive word (KWIK = quick)
  "brandSuffix", // coined with a brand-like suffix (shop + ify)
  "brandMorpheme", // a brand building block (flix, gram, hub)
  "clippedForm", // a clipped word read as the whole (insta = instant)
  "foreignEquivalent", // a common foreign word read as its English equivalent (cafe = coffee, French)
  "evocative", // evokes a quality relevant to the goods (greyhound: speed)
  "dictionary", // an ordinary word with no link to the goods
  "compound", // a run of letters that splits into recognisable parts
  "coined", // not a dictionary word and no recognisable parts
  "stopword", // article, conjunction or company designator
  "numeral" // digits only
] as const
export type SignalKind = (typeof SIGNAL_KINDS)[number]

/** The kinds that make a word (or part) describe the goods rather than identify a source. */
export const DESCRIPTIVE_KINDS: ReadonlyArray<SignalKind> = [
  "generic",
  "classDescriptive",
  "crossClassDescriptive",
  "laudatory",
  "geographic",
  "contextual",
  "kindOfGoods"
]

export interface Signal {
  readonly kind: SignalKind
  /** The word, part or affix the signal is about. */
  readonly term: string
  /** One clause a person can read, naming the term. */
  readonly note: string
  /** The classes the signal holds in, when it is class-specific. */
  readonly classes?: ReadonlyArray<number>
}

export interface PartFinding {
  readonly part: string
  readonly signals: ReadonlyArray<Signal>
}

export interface WordFinding {
  /** Lower-case, accents removed, as analysed. */
  readonly word: string
  readonly stem: string
  readonly dictionaryWord: boolean
  /** False for articles, designators (INC) and bare numbers: they do not decide the category. */
  readonly meaningful: boolean
  /** The parts of a compound (cloud + books); empty when the word was not split. */
  readonly parts: ReadonlyArray<PartFinding>
  readonly signals: ReadonlyArray<Signal>
  /** The category the word alone would give; absent for words that are not meaningful. */
  readonly category?: Category
}

export interface DistinctivenessInput {
  readonly proposedMark: string
  readonly niceClasses: ReadonlyArray<number>
  readonly goodsOrServices?: string | undefined
}

export interface DistinctivenessAnalysis {
  readonly category: Category
  readonly strength: Strength
  readonly reasoning: string
  readonly concerns: ReadonlyArray<string>
  readonly recommendations: ReadonlyArray<string>
  readonly words: ReadonlyArray<WordFinding>
  /** Coined alternatives built from the mark (offered for descriptive and generic marks). */
  readonly alternatives: ReadonlyArray<string>
}

export const isDescriptiveSignal = (s: Signal): boolean => DESCRIPTIVE_KINDS.includes(s.kind)

/** Whether the signal says the word names the goods or a kind of them (generic, kindOfGoods). */
export const namesGoodsSignal = (s: Signal): boolean => s.kind === "generic" || s.kind === "kindOfGoods"
