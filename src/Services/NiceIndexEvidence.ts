import { meaningOf } from "../Analysis/Distinctiveness/WordRelations.js"
import { LAST_GOODS_CLASS } from "../Domain/NiceClasses.js"
import { stemWord } from "../Domain/NiceClasses/TermText.js"
import { NCL_PAIRS, NCL_STEMS } from "../Domain/NiceIndex/NclIndexData.js"
import { NCL_SERVICE_HEADS } from "../Domain/NiceIndex/NclServiceHeadsData.js"
import { NICE_TERM_INDEX } from "../Domain/NiceTerms.js"

/**
 * Evidence from the WIPO Nice Classification's own entries (NCL 12th edition alphabetical list,
 * headings and explanatory notes; see NclIndexData.ts): which classes the words of a description,
 * and pairs of neighbouring words, are listed in. A word listed in one class only ("ukulele")
 * says much; one listed across many ("electric") little. It backs the curated vocabulary where a
 * description uses words that vocabulary does not know, and never overrides the trap rules.
 */

/** Per class: weight of the entries that contain the key. */
type ClassWeights = ReadonlyArray<readonly [classNumber: number, weight: number]>

/** A table's lines by key; a line's cells are read when its key is first asked for, then kept. */
class Table {
  private readonly raw = new Map<string, string>()
  private readonly read = new Map<string, ClassWeights>()
  constructor(text: string) {
    let start = 0
    while (start < text.length) {
      const end = text.indexOf("\n", start)
      const line = text.slice(start, end < 0 ? text.length : end)
      const tab = line.indexOf("\t")
      this.raw.set(line.slice(0, tab), line.slice(tab + 1))
      start = end < 0 ? text.length : end + 1
    }
  }
  get(key: string): ClassWeights | undefined {
    const known = this.read.get(key)
    if (known !== undefined) return known
    const cells = this.raw.get(key)
    if (cells === undefined) return undefined
    const parsed = cells.split(",").map((cell) => {
      const colon = cell.indexOf(":")
      return [Number(cell.slice(0, colon)), Number(cell.slice(colon + 1))] as const
    })
    this.read.set(key, parsed)
    return parsed
  }
}

let tables: { readonly stems: Table; readonly pairs: Table; readonly heads: Table } | undefined
/** Indexed on first use (milliseconds), then kept. */
const loaded = () => (tables ??= { stems: new Table(NCL_STEMS), pairs: new Table(NCL_PAIRS), heads: new Table(NCL_SERVICE_HEADS) })

/** How much a pair of neighbouring words counts against a single word: pairs are rarer and surer. */
const PAIR_FACTOR = 2
/** Weight at which a key counts fully: a word in one entry only may be a chance use. */
const SURE_WEIGHT = 2
const LN_CLASSES = Math.log(45)

/** How surely a key points somewhere: 1 for a key of one class, falling to 0 for a key of every class. */
const specificity = (byClass: ClassWeights): number => {
  const total = byClass.reduce((acc, [, w]) => acc + w, 0)
  return (Math.log(45 / byClass.length) / LN_CLASSES) * (total / (total + SURE_WEIGHT))
}

export interface IndexEvidence {
  readonly weight: number
  /** The description's words behind the evidence, strongest first. */
  readonly words: ReadonlyArray<string>
}

export interface EvidenceToken {
  readonly raw: string
  readonly stem: string
  /** How much this word counts (less when it only says what software is for). */
  readonly factor: number
  /** The word written just before it, stop words included, articles and possessives skipped. */
  readonly previous?: string
  /** The stem of the content word written right after it, if one is. */
  readonly nextStem?: string
}

/** Evidence per class from the content words of each clause (stop words already removed). */
export const indexEvidence = (clauses: ReadonlyArray<ReadonlyArray<EvidenceToken>>): ReadonlyMap<number, IndexEvidence> => {
  const { pairs, stems } = loaded()
  const byClass = new Map<number, { weight: number; words: Map<string, number> }>()
  const seen = new Set<string>()
  const credit = (key: string, entry: ClassWeights | undefined, factor: number, text: string) => {
    if (entry === undefined || seen.has(key)) return
    seen.add(key)
    const sure = specificity(entry) * factor
    if (sure <= 0) return
    const total = entry.reduce((acc, [, w]) => acc + w, 0)
    for (const [classNumber, w] of entry) {
      const share = (sure * w) / total
      const hit = byClass.get(classNumber) ?? { weight: 0, words: new Map<string, number>() }
      hit.weight += share
      hit.words.set(text, (hit.words.get(text) ?? 0) + share)
      byClass.set(classNumber, hit)
    }
  }
  for (const tokens of clauses) {
    tokens.forEach((t, i) => {
      const own = stems.get(t.stem)
      // "recycled paper": a participle before goods tells of the goods, not of a service done (recycling, 40).
      const ofGoods = /[^e]ed$/.test(t.raw) && t.nextStem !== undefined && isMostlyGoodsStem(t.nextStem)
      const kept = ofGoods ? own?.filter(([c]) => c <= LAST_GOODS_CLASS) : own
      credit(t.stem, kept !== undefined && kept.length > 0 ? kept : undefined, t.factor, t.raw)
      if (own === undefined && curated(t.stem) === undefined) {
        for (const kind of knownKinds(t.raw, "stems")) credit(`kind:${kind}`, stems.get(kind), KIND_FACTOR * t.factor, t.raw)
      }
      const next = tokens[i + 1]
      if (next === undefined || next.stem === t.stem) return
      const key = t.stem < next.stem ? `${t.stem} ${next.stem}` : `${next.stem} ${t.stem}`
      credit(`pair:${key}`, pairs.get(key), PAIR_FACTOR * Math.min(t.factor, next.factor), `${t.raw} ${next.raw}`)
    })
  }
  return new Map(
    [...byClass].map(([classNumber, hit]) => [classNumber, {
      weight: hit.weight,
      words: [...hit.words].sort((a, b) => b[1] - a[1]).map(([w]) => w)
    }])
  )
}

/**
 * The class the Nice list gives a pair of neighbouring words when it gives it mostly one ("embroidery
 * thread": 23), with that class's share of the pair's weight.
 */
export const listedPairClass = (a: string, b: string): { readonly classNumber: number; readonly share: number } | undefined => {
  const entry = loaded().pairs.get(a < b ? `${a} ${b}` : `${b} ${a}`)
  if (entry === undefined) return undefined
  const total = entry.reduce((acc, [, w]) => acc + w, 0)
  const [classNumber, weight] = [...entry].sort((x, y) => y[1] - x[1])[0]!
  return { classNumber, share: weight / total }
}

/** Endings that make a word name an activity: a gerund or participle ("ironing", "installed"), or a verbal noun ("insulation", "removal"). */
const VERBAL_FORM = /(?:ing|[^e]ed)$/
const NOUN_FORM = /(?:[st]ion|ment|al)$/
/** "seed", "bed", "king" are no participles or gerunds. */
const MIN_VERBAL_FORM = 5
/** Shorter words with a verbal-noun ending are mostly plain nouns ("station", "lotion", "metal"). */
const MIN_NOUN_FORM = 9
/** Endings of a word for the person who does an activity, and the activity's own word: plumber -> plumb, therapist -> therapy. */
const AGENT_FORMS: ReadonlyArray<readonly [RegExp, ReadonlyArray<string>]> = [
  [/ers?$/, ["", "e"]],
  [/ors?$/, ["", "e"]],
  [/ists?$/, ["y", "", "ism"]],
  [/icians?$/, ["y", "ic", "ics"]],
  [/ians?$/, ["y", ""]]
]

/**
 * Stems under which a word may name a service activity: its own stem when its form says it is an activity
 * ("ironing", "installed"), and for the one who does it, the activity's word ("plasterer" -> plaster, "chiropodist"
 * -> chiropody).
 */
export const activityStems = (raw: string, stem: string): ReadonlyArray<string> => {
  if (
    (VERBAL_FORM.test(raw) && raw.length >= MIN_VERBAL_FORM) || (NOUN_FORM.test(raw) && raw.length >= MIN_NOUN_FORM)
  ) return [stem]
  if (isMostlyGoodsStem(stem)) return []
  for (const [ending, replacements] of AGENT_FORMS) {
    const m = ending.exec(raw)
    if (m === null) continue
    const base = raw.slice(0, m.index)
    return base.length < 3 ? [] : replacements.map((r) => stemWord(base + r))
  }
  return []
}

/** Whether the Nice list uses a stem mostly in goods classes ("opener", "station" of radio and fuel). */
export const isMostlyGoodsStem = (stem: string): boolean => {
  const entry = loaded().stems.get(stem) ?? curated(stem)
  if (entry === undefined) return false
  const goods = entry.reduce((acc, [c, w]) => acc + (c <= LAST_GOODS_CLASS ? w : 0), 0)
  return goods * 2 > entry.reduce((acc, [, w]) => acc + w, 0)
}

/** Share of a stem's weight one goods class needs for the stem to name goods of that class. */
const GOODS_SHARE = 0.6

/** The goods class the curated terms, or else the Nice list, give a stem mostly ("cider": 33), if any. */
export const listedGoodsClass = (stem: string): number | undefined => {
  const entry = curated(stem) ?? loaded().stems.get(stem)
  if (entry === undefined) return undefined
  const total = entry.reduce((acc, [, w]) => acc + w, 0)
  const [classNumber, weight] = [...entry].sort((x, y) => y[1] - x[1])[0]!
  return classNumber <= LAST_GOODS_CLASS && weight >= GOODS_SHARE * total ? classNumber : undefined
}

/** How much a word's kind (WordNet) counts for a word neither the Nice list nor the curated terms know. */
const KIND_FACTOR = 0.6
/** The nearest kinds of a word that are looked up. */
const KINDS = 2

/**
 * The kinds (WordNet 3.0 hypernyms) of a word the Nice list does not know, nearest first, that the list does know:
 * "flapjack" is a cake, "cardigan" a sweater, "hypnotherapy" a psychotherapy.
 */
const knownKinds = (raw: string, table: "stems" | "heads"): ReadonlyArray<string> => {
  if (raw.length < MIN_KIND_WORD) return []
  const meaning = meaningOf(raw)
  // Goods are things: an abstract noun's kinds (an interview is a discussion) say nothing of goods.
  if (meaning.adjective || (table === "stems" && meaning.abstract)) return []
  // People (owners, tenants) are customers or workers, not goods; their kinds (a holder, a worker) mislead.
  if (table === "stems" && namesPeople(raw)) return []
  const out: Array<string> = []
  for (const kind of meaning.isa) {
    if (out.length >= KINDS) break
    if (loaded()[table].get(kind) !== undefined) out.push(kind)
  }
  return out
}
/** WordNet kinds (stemmed) of a tradesperson, whose definition names the work done ("plumber: install, repair pipes"). */
const TRADE_KINDS: ReadonlySet<string> = new Set(
  "craftsman artisan worker smith employe tradesman specialist expert workman".split(" ")
)
/** Definition words too general to name a trade's work. */
const VAGUE_ACTIVITIES: ReadonlySet<string> = new Set("make work provid serv help us take emploi skill".split(" "))

/** The first word of a tradesperson's WordNet definition that heads the Nice list's services: carpenter -> repair. */
const tradeActivity = (raw: string): string | undefined => {
  const meaning = meaningOf(raw)
  if (![...TRADE_KINDS].some((k) => meaning.isa.has(k))) return undefined
  for (const word of meaning.about) if (!VAGUE_ACTIVITIES.has(word) && loaded().heads.get(word) !== undefined) return word
  return undefined
}

/** WordNet kinds (stemmed) of people and of the groups and firms they form. */
const PERSON_KINDS: ReadonlySet<string> = new Set(
  ("individu person someon consum holder worker employe profession caregiv expert artist creator player particip " +
    "rider repres owner possessor spous partner juvenil educ organ organis busi compani establish")
    .split(" ")
)

/** Whether WordNet makes a word a kind of person or of an organisation: "collectors", "estate agents", "runners". */
export const namesPeople = (raw: string): boolean => {
  const kinds = meaningOf(raw).isa
  for (const k of PERSON_KINDS) if (kinds.has(k)) return true
  return false
}
/** Endings of a word for a practice or its practitioner, whose kinds may name a listed service: hypnotherapy, podiatrist. */
const PRACTICE_FORM = /(?:ists?|ians?|ers?|ors?|y|ing)$/
/** Short unknown words are mostly slang or clippings whose WordNet senses mislead ("don", "lets"). */
const MIN_KIND_WORD = 5

/** The curated vocabulary's weights for a stem the Nice list lacks ("pcs"). */
const curated = (stem: string): ClassWeights | undefined => {
  const weights = NICE_TERM_INDEX.keywords.get(stem)
  return weights === undefined ? undefined : [...weights]
}

/**
 * Evidence that the description names a service by its activity: a word in an activity form whose stem the Nice
 * list's service indications have as their head ("ironing": linen ironing, 37; "trainer": personal trainer
 * services, 41). A word that only qualifies goods named next to it ("cleaning products", "walking boots": a pair
 * the list gives a goods class) names no service.
 */
export const activityEvidence = (clauses: ReadonlyArray<ReadonlyArray<EvidenceToken>>): ReadonlyMap<number, IndexEvidence> => {
  const { heads } = loaded()
  const byClass = new Map<number, { weight: number; words: Array<string> }>()
  const seen = new Set<string>()
  for (const tokens of clauses) {
    tokens.forEach((t, i) => {
      // "cleaning products", "reading glasses": the word qualifies the goods written right after it.
      if (t.nextStem !== undefined && isMostlyGoodsStem(t.nextStem)) return
      // "for collectors": the customers; "brushes for cleaning": what goods are for.
      if (t.previous === "for" || (t.previous === "to" && !VERBAL_FORM.test(t.raw))) return
      // "coffee supplier", "wine importer": one who sells the goods named, no service of its own.
      if (SELLERS.has(t.raw)) return
      const forms = activityStems(t.raw, t.stem)
      const unknown = loaded().stems.get(t.stem) === undefined && curated(t.stem) === undefined
      const credit = (entry: ClassWeights, factor: number, text: string) => {
        const total = entry.reduce((acc, [, w]) => acc + w, 0)
        const sure = factor * (total / (total + HEAD_SURE_COUNT))
        for (const [classNumber, w] of entry) {
          const hit = byClass.get(classNumber) ?? { weight: 0, words: [] }
          hit.weight += (sure * w) / total
          hit.words.push(text)
          byClass.set(classNumber, hit)
        }
      }
      // "mould removal", "ear wax removal": removal heads moving house (39) only after what is moved.
      const removedThing = t.stem === "remov" && tokens[i - 1] !== undefined && !MOVED.has(tokens[i - 1]!.raw)
      const own = removedThing ? undefined : forms.find((c) => heads.get(c) !== undefined)
      const practice = own === undefined && PRACTICE_FORM.test(t.raw) && !isMostlyGoodsStem(t.stem)
      const s = removedThing ? undefined : own ??
        (practice && unknown ? knownKinds(t.raw, "heads")[0] : undefined) ??
        (practice ? tradeActivity(t.raw) : undefined)
      if (s !== undefined) {
        if (!seen.has(s)) credit(heads.get(s)!, t.factor, t.raw)
        seen.add(s)
        return
      }
      // "lawn mowing", "tyre fitting": an activity the list does not head is read by what it is done on, as the list's services use it;
      // so is the one who does it, named only by that object ("tyre guy", "brow girl", "aircon tech").
      const object = tokens[i - 1]
      const worker = WORKER_NOUNS.has(t.raw) && i === tokens.length - 1
      if ((!VERBAL_FORM.test(t.raw) && !worker) || object === undefined || seen.has(`on:${object.stem}`)) return
      seen.add(`on:${object.stem}`)
      const services = loaded().stems.get(object.stem)?.filter(([c]) => c > LAST_GOODS_CLASS && c !== 40)
      if (services !== undefined && services.length > 0) credit(services, OBJECT_FACTOR * t.factor, `${object.raw} ${t.raw}`)
    })
  }
  return byClass
}

/** Words for one who sells goods on ("supplier": no water supply, 39; "distributor": no electricity distribution). */
const SELLERS: ReadonlySet<string> = new Set(
  "supplier suppliers importer importers exporter exporters distributor distributors stockist stockists wholesaler wholesalers"
    .split(" ")
)

/** What a removal firm moves: "house removal", "office removals". */
const MOVED: ReadonlySet<string> = new Set("house home office furniture piano domestic local international interstate".split(" "))

/** Informal words for the one who does the work, named after its object: "pool guy", "lash girl", "aircon tech". */
const WORKER_NOUNS: ReadonlySet<string> = new Set(
  "guy guys girl girls lady ladies man men bloke blokes fella fellas chap tech techs".split(" ")
)

/** How much an activity read by its object counts against one the list heads. */
const OBJECT_FACTOR = 0.5
/** Count of head indications at which an activity counts fully (one indication is half sure). */
const HEAD_SURE_COUNT = 1
