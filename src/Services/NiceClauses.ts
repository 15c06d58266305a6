import { meaningOf } from "../Analysis/Distinctiveness/WordRelations.js"
import { FOOD_AND_DRINK_CLASSES, LAST_GOODS_CLASS } from "../Domain/NiceClasses.js"
import { stemWord, STOP_WORDS, words } from "../Domain/NiceClasses/TermText.js"
import { FIELD_OF_USE_FACTOR, FIELD_OF_USE_LINKS, SOFTWARE_PHRASES, SOFTWARE_WORDS } from "../Domain/NiceTerms.js"
import { foodNamed } from "./NiceFoods.js"
import { type EvidenceToken, isMostlyGoodsStem, listedGoodsClass, namesPeople } from "./NiceIndexEvidence.js"

/**
 * The words of a goods and services description, clause by clause, and what each word does there:
 * names what is sold, or only says whom or what it is for or about (software's trade, the subject
 * of goods, the businesses that buy them). Used by the class suggester for its curated terms and
 * for the Nice-list evidence alike.
 */

export interface Token {
  readonly raw: string
  readonly stem: string
  readonly stop: boolean
}

/** How far a software word may be from the link word that starts its field of use. */
const LINK_LOOKAHEAD = 3

/** Words after which the rest of a clause names what the goods are not ("tiles, not of metal"). */
const NEGATORS: ReadonlySet<string> = new Set(["not", "except", "excluding", "excepting"])
const NEGATION_EXCEPTIONS: ReadonlySet<string> = new Set(["only", "just", "merely", "simply"])

/** Cuts a clause at a negation: "not of metal", "other than for land vehicles" (but not "not only"). */
const withoutNegated = (raws: ReadonlyArray<string>): ReadonlyArray<string> => {
  const cut = raws.findIndex(
    (w, i) => (NEGATORS.has(w) && !NEGATION_EXCEPTIONS.has(raws[i + 1] ?? "")) || (w === "than" && raws[i - 1] === "other")
  )
  if (cut < 0) return raws
  return raws.slice(0, raws[cut] === "than" ? cut - 1 : cut)
}

export const clauses = (text: string): ReadonlyArray<ReadonlyArray<Token>> =>
  text
    .split(/[.;:!?()[\]{}\n,|\u2013\u2014]+/)
    .map((clause) => withoutNegated(words(clause)).map((raw) => ({ raw, stem: stemWord(raw), stop: STOP_WORDS.has(raw) })))
    .filter((tokens) => tokens.length > 0)

/**
 * How a word relates to software named in its clause. `Qualifier`: it sits right before the
 * software word ("restaurant management software", but also "dating app"), so it is damped only
 * for classes software cannot deliver. `Audience`: it follows "software for ..." and names who or
 * what the software serves, so it is damped for every class: the software word itself gives 9/42.
 */
export const FieldOfUse = { None: 0, Qualifier: 1, Audience: 2 } as const
export type FieldOfUse = (typeof FieldOfUse)[keyof typeof FieldOfUse]

/** Which tokens of a clause name software: a software word, or every word of a software phrase. */
export const softwareTokens = (tokens: ReadonlyArray<Token>): ReadonlyArray<boolean> => {
  const flags = tokens.map((t) => !t.stop && SOFTWARE_WORDS.has(t.stem))
  const content = tokens.flatMap((t, i) => (t.stop ? [] : [i]))
  for (const phrase of SOFTWARE_PHRASES) {
    for (let c = 0; c + phrase.length <= content.length; c++) {
      if (phrase.every((stem, j) => tokens[content[c + j]!]!.stem === stem)) {
        for (let i = content[c]!; i <= content[c + phrase.length - 1]!; i++) flags[i] = true
      }
    }
  }
  return flags
}

/** Marks the words of a clause that only describe what a piece of software is for. */
const fieldOfUseMarks = (tokens: ReadonlyArray<Token>, software: ReadonlyArray<boolean>): ReadonlyArray<FieldOfUse> => {
  const marks: Array<FieldOfUse> = tokens.map(() => FieldOfUse.None)
  tokens.forEach((_, p) => {
    if (!software[p]) return
    // "restaurant management software": the words straight before it qualify it.
    if (p === 0 || !software[p - 1]) {
      for (let q = p - 1; q >= 0 && !tokens[q]!.stop && !software[q]; q--) {
        if (marks[q] === FieldOfUse.None) marks[q] = FieldOfUse.Qualifier
      }
    }
    // "software for restaurants", "app solution to manage salons": the rest of the clause.
    if (p + 1 < tokens.length && software[p + 1]) return
    for (let q = p + 1; q < tokens.length && q <= p + LINK_LOOKAHEAD; q++) {
      if (FIELD_OF_USE_LINKS.has(tokens[q]!.raw)) {
        for (let r = q + 1; r < tokens.length; r++) if (!software[r]) marks[r] = FieldOfUse.Audience
        break
      }
      if (tokens[q]!.stop) break
    }
  })
  return marks
}

/** Words after which the rest of a clause names what the goods or services are about, not what they are. */
const SUBJECT_LINKS: ReadonlySet<string> = new Set(["about", "featuring", "regarding", "concerning", "covering"])

/** Teaching named by its form: "courses in coding", "lessons on baking" teach a subject, they are not it. */
const TEACHING: ReadonlySet<string> = new Set(
  "course courses class classes lesson lessons tuition tutoring training workshop workshops seminar seminars lecture lectures bootcamp bootcamps tutorial tutorials masterclass masterclasses webinar webinars"
    .split(" ")
)
const TEACHING_LINKS: ReadonlySet<string> = new Set(["in", "on"])
/** Who teaches, and where, named after the subject: "guitar teacher", "cake decorating classes", "driving school". */
const TEACHING_HEADS: ReadonlySet<string> = new Set(
  [...TEACHING, ..."teacher teachers tutor tutors instructor instructors school schools academy academies".split(" ")]
)
/** Verbs whose object is the subject taught or translated: "translate legal documents", "teach coding". */
const SUBJECT_VERBS: ReadonlySet<string> = new Set(
  "translate translates translating teach teaches teaching tutor tutors tutoring coach coaches".split(" ")
)
/** "We run a pub with live music": the venue run is the business, what comes "with" it only a feature. */
const VENUE_VERBS: ReadonlySet<string> = new Set("run runs running operate operates own owns".split(" "))

/**
 * "Ebooks about personal finance", "podcast featuring football": goods and services are classed by
 * what they are, not by their subject (NCL General Remarks; the USPTO's "featuring {subject matter}").
 * The words after a subject link, once something has been named before it, only say what the goods
 * are about, and are damped like the users of software.
 */
const withSubjectMarks = (tokens: ReadonlyArray<Token>, marks: ReadonlyArray<FieldOfUse>): ReadonlyArray<FieldOfUse> => {
  const link = tokens.findIndex((t, i) =>
    (SUBJECT_LINKS.has(t.raw) && tokens.slice(0, i).some((b) => !b.stop)) ||
    (TEACHING_LINKS.has(t.raw) && i > 0 && TEACHING.has(tokens[i - 1]!.raw)) ||
    SUBJECT_VERBS.has(t.raw) ||
    (t.raw === "with" && tokens.slice(0, i).some((b) => VENUE_VERBS.has(b.raw)))
  )
  const customers = customerWords(tokens)
  const taught = subjectsTaught(tokens)
  return marks.map((m, i) => (link >= 0 && i > link) || customers.has(i) || taught.has(i) ? FieldOfUse.Audience : m)
}

/** The words written right before a word of teaching, back to a stop word: the subject taught ("guitar" teacher). */
const subjectsTaught = (tokens: ReadonlyArray<Token>): ReadonlySet<number> => {
  const found = new Set<number>()
  tokens.forEach((t, i) => {
    if (!TEACHING_HEADS.has(t.raw)) return
    for (let q = i - 1; q >= 0 && !tokens[q]!.stop && !TEACHING_HEADS.has(tokens[q]!.raw); q--) found.add(q)
  })
  return found
}

/**
 * Kinds of business that buy goods or services: after "for" they name the customers ("coffee grinders
 * for cafés", "uniforms for hotels", "marketing for dentists"), which never decide the class.
 */
const CUSTOMERS: ReadonlySet<string> = new Set(
  ("businesses companies firms cafes restaurants hotels bars pubs shops stores retailers salons offices schools universities " +
    "hospitals clinics dentists doctors gyms farms farmers factories builders contractors landlords agencies brands startups " +
    "professionals caterers bakeries breweries wineries clubs teams charities churches councils laboratories labs")
    .split(" ")
)
/** "coffee grinders for cafés", "microgreens we sell to restaurants", "a bakery supplying restaurants", "sold into delis". */
const CUSTOMER_LINKS: ReadonlySet<string> = new Set(
  "for to into supply supplies supplying supplied serve serves serving wholesale wholesaling".split(" ")
)
const PREPOSITIONS: ReadonlySet<string> = new Set(["for", "to", "into"])
/** How far back "for" may be from the customer word ("for small independent cafés"). */
const CUSTOMER_LOOKBACK = 3

/** Positions of customer words and the words that qualify them after the link ("for small sports clubs"). */
const customerWords = (tokens: ReadonlyArray<Token>): ReadonlySet<number> => {
  const found = new Set<number>()
  tokens.forEach((t, c) => {
    // Besides the listed kinds of business, any plural WordNet makes people or firms ("for estate agents", "for runners").
    if (!CUSTOMERS.has(t.raw) && !(t.raw.endsWith("s") && namesPeople(t.raw) && !isMostlyGoodsStem(t.stem))) return
    for (let q = c - 1; q > 0 && q >= c - CUSTOMER_LOOKBACK; q--) {
      if (!CUSTOMER_LINKS.has(tokens[q]!.raw)) continue
      // A verb of supply is no service of its own when its object is the customers: goods go to them.
      for (let r = PREPOSITIONS.has(tokens[q]!.raw) ? q + 1 : q; r <= c; r++) found.add(r)
      const before = tokens[q - 1]
      if (before !== undefined && CUSTOMER_LINKS.has(before.raw) && !PREPOSITIONS.has(before.raw)) found.add(q - 1)
      break
    }
  })
  return found
}

/**
 * Words that only say what the goods named right after them are made with or for: the last noun is the goods, as in
 * every English compound of nouns. A food before a food ("onion bhajis", "pork pies", "apple juice"); an occasion
 * before goods ("wedding cakes", "christmas trees", "birthday balloons").
 */
const goodsModifiers = (tokens: ReadonlyArray<Token>): ReadonlySet<number> => {
  const found = new Set<number>()
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [t, next] = [tokens[i]!, tokens[i + 1]!]
    // "we brew beer", "to roast coffee": a verb, not a food.
    if (t.stop || next.stop || (i > 0 && VERB_SUBJECTS.has(tokens[i - 1]!.raw))) continue
    // A pair that is itself a food ("corn chips") is read whole; a word for a form ("chocolate chips") names no other food.
    const head = foodNamed(next.raw) !== undefined && !FOOD_FORMS.has(next.raw) && foodNamed(`${t.raw} ${next.raw}`) === undefined
    if (head && namesFood(t)) found.add(i)
    else if ((isMostlyGoodsStem(next.stem) || foodNamed(next.raw) !== undefined) && namesOccasion(t.raw)) found.add(i)
  }
  return found
}

/** Words for the form a food comes in, not another food: "chocolate chips", "coconut flakes", "ginger drops". */
const FOOD_FORMS: ReadonlySet<string> = new Set(
  "chip chips flake flakes piece pieces drop drops bar bars stick sticks ball balls slice slices cube cubes chunk chunks bite bites crumb crumbs nib nibs button buttons curl curls powder paste spread syrup"
    .split(" ")
)

/** Words after which a word is a verb: a subject pronoun, or "to". */
const VERB_SUBJECTS: ReadonlySet<string> = new Set("we i they you he she also to".split(" "))

/** WordNet kinds (stemmed) of an occasion: a wedding is a ceremony, a birthday an anniversary, christmas a holiday. */
const OCCASION_KINDS: ReadonlySet<string> = new Set("ceremoni occas holidai anniversari sacrament baptism festiv".split(" "))
const namesOccasion = (raw: string): boolean => {
  // WordNet makes a party a gathering first (of people), too wide a kind to read as an occasion.
  if (raw === "party" || raw === "parties") return true
  const meaning = meaningOf(raw)
  return meaning.about.has("celebr") || [...meaning.isa].some((k) => OCCASION_KINDS.has(k))
}

/** A food by the foods lexicon, or a word the curated terms or the Nice list give mostly a food class ("beef", "lamb"). The
 * head must be a food of the lexicon: "sake brewery" is a brewery. */
const namesFood = (t: Token): boolean => {
  if (foodNamed(t.raw) !== undefined) return true
  const c = listedGoodsClass(t.stem)
  return c !== undefined && FOOD_AND_DRINK_CLASSES.includes(c)
}

/** How each word of a clause is used: software's field of use, then subjects, customers and the makings of foods. */
export const wordMarks = (
  tokens: ReadonlyArray<Token>,
  software: ReadonlyArray<boolean> = softwareTokens(tokens)
): ReadonlyArray<FieldOfUse> => {
  const modifiers = goodsModifiers(tokens)
  return withSubjectMarks(tokens, fieldOfUseMarks(tokens, software)).map((m, i) => (modifiers.has(i) ? FieldOfUse.Audience : m))
}

/** A participle right before goods says what they are made of or how ("recycled paper", "printed t-shirts"), not a service done. */
export const describesGoods = (token: Token, next: Token | undefined): boolean =>
  /[^e]ed$/.test(token.raw) && next !== undefined && !next.stop && isMostlyGoodsStem(next.stem)

export const goodsOnly = (weights: ReadonlyMap<number, number>): ReadonlyMap<number, number> | undefined => {
  const kept = new Map([...weights].filter(([c]) => c <= LAST_GOODS_CLASS))
  return kept.size > 0 ? kept : undefined
}

/** Content words of a clause for the Nice-list evidence; a word that only says what software is for counts less. */
export const evidenceTokens = (tokens: ReadonlyArray<Token>): ReadonlyArray<EvidenceToken> => {
  const marks = wordMarks(tokens)
  return tokens.flatMap((t, i) => {
    if (t.stop) return []
    const next = tokens[i + 1]
    return [{
      raw: t.raw,
      stem: t.stem,
      factor: marks[i] === FieldOfUse.None ? 1 : FIELD_OF_USE_FACTOR,
      ...previousWord(tokens, i),
      ...(next !== undefined && !next.stop ? { nextStem: next.stem } : {})
    }]
  })
}

/** Words skipped when looking for the word before another: "for the packaging trade". */
const DETERMINERS: ReadonlySet<string> = new Set(["the", "a", "an", "your", "our", "their", "my", "his", "her", "its"])

const previousWord = (tokens: ReadonlyArray<Token>, i: number): { readonly previous?: string } => {
  let j = i - 1
  while (j >= 0 && DETERMINERS.has(tokens[j]!.raw)) j--
  return j >= 0 ? { previous: tokens[j]!.raw } : {}
}
