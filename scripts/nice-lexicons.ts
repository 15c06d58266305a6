// Builds two lexicons of the Nice class suggester from WordNet 3.0 and the WIPO Nice list. Run where WordNet 3.0's
// database is installed (Debian: apt-get install wordnet-base), with the same WIPO master files as nice-index.ts:
//   npx tsx scripts/nice-lexicons.ts <structure.xml> <texts.xml> [/usr/share/wordnet]
//
// src/Domain/NiceIndex/NclFoodsData.ts: foods and drinks by name, each with the Nice class (29-33) of its kind.
// The foods are WordNet 3.0's nouns of its food lexicographer file (noun.food: dishes, baked goods, cheeses, sausages,
// drinks...) whose first sense is a food, and the dishes of other cuisines that WordNet 3.0 lacks, listed in
// WORLD_FOODS below with the kind each one is. A food's class is the one the Nice list (NCL 12-2024, its entries and
// class headings in classes 29-33) gives the nearest of its kinds that the list names: a samosa is a turnover, a kind
// of pastry (class 30 heading: pastries); biltong is jerky, a kind of meat (class 29 heading: meat). A kind the list
// spreads over several classes ("chips": 29 and 30) decides nothing, and the next kind up is tried.
//
// src/Domain/NiceIndex/NclMakersData.ts: people named by the goods they make or sell, with those goods' class. They are
// WordNet 3.0's hyponyms of maker, craftsman, merchant, seller, shopkeeper, dealer, manufacturer, grower and farmer; the
// goods are the first word of the definition the Nice list gives mostly one goods class (brewer: "someone who
// manufactures beer", class 32; saddler: "a maker of saddles", class 18; jeweler: "someone who makes or deals in
// jewelry", class 14).
import { readFileSync, writeFileSync } from "node:fs"
import { readNclMasterFiles, unescapeXml } from "./NclMasterFiles.js"

const { classOf, texts } = readNclMasterFiles("nice-lexicons.ts")
const dir = process.argv[4] ?? "/usr/share/wordnet"
const FOOD_CLASSES = new Set([29, 30, 31, 32, 33])
/** Share of a kind's entries one class needs to decide it. */
const DECISIVE = 0.75
/** Kinds too general to decide a class: every food is one. */
const TOO_GENERAL = new Set(
  "food nutrient solid food foodstuff food product fare beverage drink dish course meal nutriment victuals ingredient"
    .split(" ")
    .concat(["food product", "solid food", "food item"])
)

/**
 * Dishes and foods of other cuisines that WordNet 3.0 does not have, each with the kind it is (a WordNet noun) and
 * what it is made of: the class then follows that kind as for every other food.
 */
const WORLD_FOODS: ReadonlyArray<readonly [food: string, kind: string, nature: string]> = [
  ["pierogi", "dumpling", "half-moon dumplings of unleavened dough with a filling (Polish)"],
  ["pierogy", "dumpling", "half-moon dumplings of unleavened dough with a filling (Polish)"],
  ["vareniki", "dumpling", "filled dough dumplings (Ukrainian)"],
  ["varenyky", "dumpling", "filled dough dumplings (Ukrainian)"],
  ["pelmeni", "dumpling", "small meat-filled dough dumplings (Russian)"],
  ["uszka", "dumpling", "small filled dough dumplings (Polish)"],
  ["gyoza", "dumpling", "pan-fried filled dough dumplings (Japanese)"],
  ["jiaozi", "dumpling", "filled wheat-dough dumplings (Chinese)"],
  ["momo", "dumpling", "steamed filled dough dumplings (Tibetan, Nepali)"],
  ["mandu", "dumpling", "filled dough dumplings (Korean)"],
  ["khinkali", "dumpling", "twisted dough dumplings filled with meat (Georgian)"],
  ["manti", "dumpling", "small filled dough dumplings (Turkish, Central Asian)"],
  ["xiaolongbao", "dumpling", "soup-filled steamed dough dumplings (Chinese)"],
  ["shumai", "dumpling", "open-topped steamed dough dumplings (Chinese)"],
  ["siomai", "dumpling", "open-topped steamed dough dumplings (Filipino)"],
  ["wonton", "dumpling", "filled wheat-dough dumplings (Chinese)"],
  ["bao", "bun", "steamed leavened wheat buns, often filled (Chinese)"],
  ["baozi", "bun", "steamed filled wheat buns (Chinese)"],
  ["siopao", "bun", "steamed filled wheat buns (Filipino)"],
  ["injera", "flatbread", "fermented teff flatbread (Ethiopian, Eritrean)"],
  ["arepa", "cornbread", "flatbread of ground maize dough (Venezuelan, Colombian)"],
  ["pupusa", "cornbread", "thick maize-dough flatbread with a filling (Salvadoran)"],
  ["roti", "flatbread", "unleavened wheat flatbread (South Asian, Caribbean)"],
  ["paratha", "flatbread", "layered wheat flatbread (South Asian)"],
  ["naan", "flatbread", "leavened oven-baked wheat flatbread (South Asian)"],
  ["lavash", "flatbread", "thin unleavened flatbread (Armenian, Persian)"],
  ["bammy", "flatbread", "cassava flatbread (Jamaican)"],
  ["focaccia", "bread", "flat oven-baked yeast bread (Italian)"],
  ["ciabatta", "bread", "white yeast bread (Italian)"],
  ["brioche", "bread", "rich yeast bread with egg and butter (French)"],
  ["empanada", "turnover", "pastry turnover with a savoury filling (Spanish, Latin American)"],
  ["pastel", "turnover", "fried pastry turnover with a filling (Brazilian)"],
  ["pastelito", "turnover", "small filled pastry (Cuban, Latin American)"],
  ["burek", "pastry", "filled filo pastry (Balkan, Turkish)"],
  ["borek", "pastry", "filled filo pastry (Turkish)"],
  ["spanakopita", "pastry", "spinach and cheese filo pie (Greek)"],
  ["pastizzi", "pastry", "filled flaky pastry (Maltese)"],
  ["knish", "pastry", "baked dough case with a filling (Jewish, Eastern European)"],
  ["baklava", "pastry", "filo pastry layered with nuts and syrup (Turkish, Greek, Levantine)"],
  ["churro", "fritter", "fried choux-dough pastry (Spanish)"],
  ["pakora", "fritter", "vegetables fried in gram-flour batter (South Asian)"],
  ["bhaji", "fritter", "onion or vegetable fritter in gram-flour batter (South Asian)"],
  ["bhajji", "fritter", "onion or vegetable fritter in gram-flour batter (South Asian)"],
  ["tempura", "fritter", "seafood or vegetables fried in batter (Japanese)"],
  ["mochi", "rice cake", "cake of pounded glutinous rice (Japanese)"],
  ["tteok", "rice cake", "cake of steamed rice flour (Korean)"],
  ["tteokbokki", "rice cake", "simmered rice cakes (Korean)"],
  ["dorayaki", "pancake", "two small pancakes with sweet bean paste (Japanese)"],
  ["daifuku", "rice cake", "pounded rice cake with a sweet filling (Japanese)"],
  ["mooncake", "cake", "baked pastry cake with a sweet filling (Chinese)"],
  ["macaron", "cookie", "almond meringue biscuit sandwich (French)"],
  ["stroopwafel", "wafer", "two thin waffles with caramel syrup (Dutch)"],
  ["alfajor", "cookie", "two biscuits sandwiching dulce de leche (Argentine, Spanish)"],
  ["lebkuchen", "gingerbread", "spiced honey cake (German)"],
  ["panettone", "cake", "sweet yeast fruit loaf (Italian)"],
  ["stollen", "cake", "fruit and marzipan loaf cake (German)"],
  ["brigadeiro", "candy", "chocolate fudge ball (Brazilian)"],
  ["barfi", "candy", "milk-based sweet (South Asian)"],
  ["ladoo", "candy", "sweet ball of flour, sugar and ghee (South Asian)"],
  ["gulab jamun", "candy", "fried milk-solid balls in syrup (South Asian)"],
  ["turron", "nougat", "almond and honey nougat (Spanish)"],
  ["loukoumades", "fritter", "fried honey dough balls (Greek)"],
  ["ramen", "noodle", "wheat noodles (Japanese)"],
  ["udon", "noodle", "thick wheat noodles (Japanese)"],
  ["soba", "noodle", "buckwheat noodles (Japanese)"],
  ["pho", "soup", "rice-noodle soup (Vietnamese)"],
  ["laksa", "soup", "spicy noodle soup (Malaysian)"],
  ["congee", "porridge", "rice porridge (Chinese)"],
  ["granola", "cereal", "baked rolled oats with nuts and honey"],
  ["biltong", "jerky", "cured, air-dried meat (South African)"],
  ["droewors", "sausage", "dried beef sausage (South African)"],
  ["boerewors", "sausage", "spiced beef and pork sausage (South African)"],
  ["chorizo", "sausage", "spiced cured pork sausage (Spanish)"],
  ["nduja", "sausage", "spreadable spiced pork sausage (Italian)"],
  ["kielbasa", "sausage", "smoked pork sausage (Polish)"],
  ["merguez", "sausage", "spiced lamb sausage (North African)"],
  ["longganisa", "sausage", "cured pork sausage (Filipino)"],
  ["lap cheong", "sausage", "dried sweet pork sausage (Chinese)"],
  ["sucuk", "sausage", "dry spiced beef sausage (Turkish)"],
  ["jamon", "ham", "dry-cured ham (Spanish)"],
  ["prosciutto", "ham", "dry-cured ham (Italian)"],
  ["pancetta", "bacon", "cured pork belly (Italian)"],
  ["guanciale", "bacon", "cured pork cheek (Italian)"],
  ["bresaola", "beef", "air-dried salted beef (Italian)"],
  ["pastrami", "beef", "brined, smoked beef (Romanian, Jewish)"],
  ["suya", "kabob", "spiced grilled meat skewers (West African)"],
  ["kebab", "kabob", "grilled or roasted meat (Middle Eastern)"],
  ["shawarma", "kabob", "spit-roasted meat (Middle Eastern)"],
  ["gyro", "kabob", "spit-roasted meat (Greek)"],
  ["satay", "kabob", "grilled meat skewers (Indonesian, Malaysian)"],
  ["kimchi", "pickle", "fermented salted vegetables (Korean)"],
  ["sauerkraut", "pickle", "fermented cabbage (German)"],
  ["achar", "pickle", "pickled fruit or vegetables in oil (South Asian)"],
  ["gravlax", "salmon", "cured raw salmon (Nordic)"],
  ["lox", "salmon", "brined salmon (Jewish)"],
  ["halloumi", "cheese", "brined semi-hard cheese (Cypriot)"],
  ["paneer", "cheese", "fresh unaged curd cheese (South Asian)"],
  ["burrata", "cheese", "fresh mozzarella with a cream centre (Italian)"],
  ["manchego", "cheese", "sheep's-milk cheese (Spanish)"],
  ["queso", "cheese", "cheese (Spanish)"],
  ["labneh", "yogurt", "strained yogurt (Levantine)"],
  ["skyr", "yogurt", "strained cultured dairy product (Icelandic)"],
  ["kefir", "yogurt", "fermented milk drink"],
  ["tofu", "bean curd", "pressed soya-milk curd"],
  ["tempeh", "bean curd", "fermented soya-bean cake (Indonesian)"],
  ["seitan", "gluten", "wheat gluten (vegetarian meat substitute)"],
  ["hummus", "dip", "chickpea and tahini purée (Levantine)"],
  ["baba ganoush", "dip", "roast aubergine purée (Levantine)"],
  ["tzatziki", "sauce", "yogurt and cucumber sauce (Greek)"],
  ["gochujang", "sauce", "fermented red chilli paste (Korean)"],
  ["sriracha", "sauce", "chilli and garlic sauce (Thai)"],
  ["harissa", "sauce", "hot chilli paste (North African)"],
  ["chimichurri", "sauce", "parsley, garlic and vinegar sauce (Argentine)"],
  ["sambal", "sauce", "chilli paste (Indonesian, Malaysian)"],
  ["berbere", "spice", "chilli spice blend (Ethiopian)"],
  ["ras el hanout", "spice", "spice blend (North African)"],
  ["garam masala", "spice", "spice blend (South Asian)"],
  ["za'atar", "spice", "thyme and sesame spice blend (Levantine)"],
  ["zaatar", "spice", "thyme and sesame spice blend (Levantine)"],
  ["matcha", "tea", "powdered green tea (Japanese)"],
  ["rooibos", "tea", "herbal tea of the rooibos bush (South African)"],
  ["yerba mate", "tea", "infusion of the mate plant's leaves (South American)"],
  ["chai", "tea", "spiced tea (South Asian)"],
  ["boba", "tea", "tea drink with tapioca pearls (Taiwanese)"],
  ["horchata", "soft drink", "sweet drink of rice or tiger nuts (Spanish, Mexican)"],
  ["aquafaba", "egg white", "chickpea cooking water used as an egg substitute"],
  ["ghee", "butter", "clarified butter (South Asian)"],
  ["mezcal", "liquor", "distilled agave spirit (Mexican)"],
  ["soju", "liquor", "distilled rice or grain spirit (Korean)"],
  ["baijiu", "liquor", "distilled grain spirit (Chinese)"],
  ["pisco", "brandy", "grape brandy (Peruvian, Chilean)"],
  ["limoncello", "liqueur", "lemon liqueur (Italian)"],
  ["aquavit", "liquor", "caraway-flavoured spirit (Scandinavian)"],
  ["akvavit", "liquor", "caraway-flavoured spirit (Scandinavian)"],
  ["sake", "wine", "rice wine (Japanese)"],
  ["makgeolli", "wine", "rice wine (Korean)"],
  ["scrumpy", "cider", "rough farmhouse cider (English)"],
  ["tamale", "cornbread", "steamed maize dough with a filling (Mexican)"],
  ["dim sum", "dumpling", "small steamed or fried dumplings and buns (Cantonese)"],
  ["dosa", "pancake", "fermented rice and lentil pancake (South Indian)"],
  ["idli", "rice cake", "steamed fermented rice cake (South Indian)"],
  ["onigiri", "rice", "rice ball (Japanese)"],
  ["bibimbap", "rice", "rice with vegetables and meat (Korean)"],
  ["nasi lemak", "rice", "rice cooked in coconut milk (Malaysian)"],
  ["jollof", "rice", "rice cooked in tomato and pepper sauce (West African)"],
  ["banh mi", "sandwich", "baguette sandwich (Vietnamese)"],
  ["pavlova", "meringue", "meringue dessert (Australian, New Zealand)"],
  ["lamington", "cake", "sponge cake in chocolate and coconut (Australian)"],
  ["lassi", "yogurt", "yogurt drink (South Asian)"],
  ["ceviche", "fish", "raw fish cured in citrus juice (Peruvian)"],
  ["poutine", "potato chip", "fried potatoes with cheese curds and gravy (Canadian)"],
  ["french fries", "potato chip", "strips of fried potato"],
  ["fries", "potato chip", "strips of fried potato"]
]

// The Nice list's food kinds: entries and heading items of classes 29-33, with qualifiers cut ("lemons, fresh").
const singular = (w: string): string =>
  w.length <= 3
    ? w
    : w.endsWith("ies")
    ? `${w.slice(0, -3)}y`
    : /(?:ches|shes|sses|xes|oes)$/.test(w)
    ? w.slice(0, -2)
    : w.endsWith("s") && !w.endsWith("ss")
    ? w.slice(0, -1)
    : w
const key = (phrase: string): string => {
  const ws = phrase.toLowerCase().replace(/\*/g, "").replace(/\[.*?\]/g, "").trim().split(/\s+/)
  return [...ws.slice(0, -1), singular(ws[ws.length - 1] ?? "")].join(" ")
}
const kinds = new Map<string, Map<number, number>>()
/** An entry naming the kind alone ("cider") counts more than one that qualifies it ("cider, non-alcoholic"). */
const PLAIN = 3
const count = (phrase: string, classNumber: number) => {
  const [head = "", ...qualifiers] = phrase.split(",")
  const k = key(head)
  if (k.length < 3 || TOO_GENERAL.has(k)) return
  const byClass = kinds.get(k) ?? new Map<number, number>()
  byClass.set(classNumber, (byClass.get(classNumber) ?? 0) + (qualifiers.length === 0 ? PLAIN : 1))
  kinds.set(k, byClass)
}
for (const m of texts.matchAll(/<ClassTexts id="\w+" idRef="(\w+)">([\s\S]*?)<\/ClassTexts>/g)) {
  const c = classOf.get(m[1]!)!
  for (const h of m[2]!.matchAll(/<HeadingItem[^>]*>([^<]*)<\/HeadingItem>/g)) {
    for (const part of unescapeXml(h[1]!).split(/,|;| and /)) count(part.trim(), c)
  }
}
for (const m of texts.matchAll(/<GoodOrServiceTexts id="\w+" idRef="(\w+)">([\s\S]*?)<\/GoodOrServiceTexts>/g)) {
  const c = classOf.get(m[1]!)
  if (c === undefined) continue
  for (const h of m[2]!.matchAll(/<Label[^>]*>([^<]*)<\/Label>/g)) count(unescapeXml(h[1]!), c)
}
/**
 * Fresh produce named bare is class 31 (class 31 heading: raw and unprocessed agricultural, aquacultural, horticultural
 * and forestry products; fresh fruits and vegetables, fresh herbs); the list's many preserved and cooked entries (class
 * 29) would otherwise outweigh it.
 */
const FRESH_PRODUCE = new Set(["fruit", "edible fruit", "vegetable", "produce", "herb", "edible nut", "berry", "root vegetable"])
/** The class the list gives a kind or goods word, when one class has most of its entries and `wanted` has it. */
const decisiveClass = (word: string, wanted: (classNumber: number) => boolean): number | undefined => {
  const byClass = kinds.get(key(word))
  if (byClass === undefined) return undefined
  const total = [...byClass.values()].reduce((a, b) => a + b, 0)
  const [best, n] = [...byClass].sort((a, b) => b[1] - a[1])[0]!
  return n / total >= DECISIVE && wanted(best) ? best : undefined
}
/** The class the list gives a kind of food. */
const listedClass = (kind: string): number | undefined => FRESH_PRODUCE.has(kind) ? 31 : decisiveClass(kind, (c) => FOOD_CLASSES.has(c))

// WordNet 3.0 nouns: lemmas, lexicographer file, hypernyms; and each lemma's senses in order.
interface Synset {
  readonly lex: number
  readonly words: ReadonlyArray<string>
  readonly up: ReadonlyArray<string>
  readonly gloss: ReadonlyArray<string>
  /** Lemmas written with a capital: names (Stradivari, Steinway). */
  readonly names: ReadonlySet<string>
}
const synsets = new Map<string, Synset>()
for (const line of readFileSync(`${dir}/data.noun`, "utf8").split("\n")) {
  if (line.startsWith(" ") || line.length === 0) continue
  const [head, gloss = ""] = line.split(" | ")
  const f = head!.split(" ")
  const n = parseInt(f[3]!, 16)
  const words = Array.from({ length: n }, (_, i) => f[4 + 2 * i]!.toLowerCase().replace(/_/g, " ").replace(/\(.*\)$/, ""))
  const k = 4 + 2 * n
  const up: Array<string> = []
  for (let i = 0; i < parseInt(f[k]!, 10); i++) if (/^@i?$/.test(f[k + 1 + 4 * i]!)) up.push(f[k + 2 + 4 * i]!)
  const defined = gloss.split(";")[0]!.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2)
  const names = new Set(
    Array.from({ length: n }, (_, i) => f[4 + 2 * i]!).filter((w) => /^[A-Z]/.test(w)).map((w) => w.toLowerCase().replace(/_/g, " "))
  )
  synsets.set(f[0]!, { lex: parseInt(f[1]!, 10), words, up, gloss: defined, names })
}
const senses = new Map<string, ReadonlyArray<string>>()
for (const line of readFileSync(`${dir}/index.noun`, "utf8").split("\n")) {
  if (line.startsWith(" ") || line.length === 0) continue
  const f = line.split(" ")
  const offsets = f.filter((x) => /^\d{8}$/.test(x))
  if (offsets.length > 0) senses.set(f[0]!.replace(/_/g, " "), offsets)
}
/** Words WordNet also has as adjectives ("herbal", "sweet", "dry") mostly qualify other words in a description. */
const adjectives = new Set(
  readFileSync(`${dir}/index.adj`, "utf8").split("\n").filter((l) => !l.startsWith(" ")).map((l) => l.split(" ")[0]!.replace(/_/g, " "))
)
const FOOD_LEX = 13
/** A listed world food's kind is read in its food sense ("turnover": the pastry, not a firm's sales). */
const foodSense = (lemma: string): string | undefined => senses.get(lemma)?.find((o) => synsets.get(o)?.lex === FOOD_LEX)

/**
 * The nearest kind of a synset (itself first) that the Nice list decides, breadth first; failing that, the first kind
 * the definition of one of its kinds names ("turnover: a dish made by folding a piece of pastry over a filling"), and
 * last its own definition's.
 */
const classByKind = (start: string): { readonly classNumber: number; readonly kind: string } | undefined => {
  let level = [start]
  const walked: Array<Synset> = []
  const seen = new Set<string>()
  for (let depth = 0; depth < 8 && level.length > 0; depth++) {
    const next: Array<string> = []
    for (const off of level) {
      if (seen.has(off)) continue
      seen.add(off)
      const s = synsets.get(off)
      if (s === undefined) continue
      walked.push(s)
      for (const w of s.words) {
        if (TOO_GENERAL.has(w)) continue
        const c = listedClass(w)
        if (c !== undefined) return { classNumber: c, kind: w }
      }
      next.push(...s.up)
    }
    level = next
  }
  for (const s of [...walked.slice(1), ...walked.slice(0, 1)]) {
    if (s.lex !== FOOD_LEX) continue
    for (const w of s.gloss) {
      if (TOO_GENERAL.has(w)) continue
      const c = listedClass(w)
      if (c !== undefined) return { classNumber: c, kind: w }
    }
  }
  return undefined
}

const out = new Map<string, string>()
for (const [lemma, [offset]] of senses) {
  const s = synsets.get(offset!)
  if (s === undefined || s.lex !== FOOD_LEX || lemma.length < 3 || TOO_GENERAL.has(lemma) || adjectives.has(lemma)) continue
  const found = classByKind(offset!)
  if (found !== undefined) out.set(lemma, `${found.classNumber}\t${found.kind}`)
}
for (const [food, kind] of WORLD_FOODS) {
  const offset = foodSense(kind)
  const listed = listedClass(kind)
  const found = listed !== undefined ? { classNumber: listed } : offset === undefined ? undefined : classByKind(offset)
  if (found === undefined) {
    console.error(`no class for the kind of ${food}: ${kind}`)
    continue
  }
  out.set(food, `${found.classNumber}\t${kind}`)
}

const write = (file: string, name: string, about: string, table: ReadonlyMap<string, string>) => {
  const lines = [...table].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([w, rest]) => `${w}\t${rest}`)
  writeFileSync(
    `src/Domain/NiceIndex/${file}`,
    `/**
 * Generated by scripts/nice-lexicons.ts: do not edit by hand.
 *
${about}
 */
export const ${name} = ${JSON.stringify(lines.join("\n"))}
`
  )
  console.log(`${file}: ${lines.length}`)
}
write(
  "NclFoodsData.ts",
  "NCL_FOODS",
  ` * Foods and drinks by name ("food<TAB>class<TAB>kind"): WordNet 3.0's nouns of its food file (Princeton WordNet 3.0,
 * WordNet 3.0 licence) and the dishes of other cuisines listed in the script, each with the Nice class (NCL 12-2024,
 * (c) WIPO; classes 29-33) that the list's entries and headings give the nearest kind of it they name.`,
  out
)

// Makers and sellers: WordNet's people under these kinds, read by the goods their definition names.
const MAKER_ROOTS = ["maker", "craftsman", "artisan", "merchant", "seller", "shopkeeper", "dealer", "manufacturer", "grower", "farmer"]
const PERSON_LEX = 18
/** Verbs of a trade's work on goods it does not sell: the Nice list classes the work (cobbler: "makes or repairs shoes", 37). */
const SERVICE_VERBS = new Set(
  "repair repairs mend mends install installs lay lays fit fits fixes applies upholsters services cuts".split(" ")
)
/** Definition words that name no goods: who, how, and the vaguest things. */
const NOT_GOODS = new Set(
  "materials person someone one who whose that which makes make making made sells sell selling deals deal dealing dealer trades manufactures produces repairs repair grows grow raises occupation business retailer retail wholesale merchant shopkeeper maker articles article goods things thing various kinds kind small large skilled worker works craftsman artisan"
    .split(" ")
)
/** Lexicographer files of things that are goods: artifacts, foods, plants, substances ("bodies", "steps" are not). */
const GOODS_LEX = new Set([6, 13, 20, 27])
const namesGoods = (word: string): boolean => {
  const first = senses.get(key(word))?.[0]
  return first !== undefined && GOODS_LEX.has(synsets.get(first)?.lex ?? -1)
}
/** People whose work the Nice list classes as a service though WordNet has them deal in goods: a florist's floral art is class 44 (NCL class 44 note: services relating to floral art, flower arranging, wreath making). */
const SERVICE_PEOPLE = new Set(["florist"])
const roots = new Set(MAKER_ROOTS.flatMap((w) => (senses.get(w) ?? []).filter((o) => synsets.get(o)?.lex === PERSON_LEX)))
const underRoots = (start: string): boolean => {
  let level = [start]
  for (let depth = 0; depth < 6 && level.length > 0; depth++) {
    if (level.some((o) => roots.has(o))) return true
    level = level.flatMap((o) => synsets.get(o)?.up ?? [])
  }
  return false
}
const makers = new Map<string, string>()
// The first sense of the word that is such a person and names goods: "baker" 1 "someone who bakes commercially"
// names none, "baker" 2 "someone who bakes bread or cake" does.
for (const [lemma, offsets] of senses) {
  if (lemma.includes(" ") || SERVICE_PEOPLE.has(lemma)) continue
  for (const offset of offsets) {
    const s = synsets.get(offset)
    if (s === undefined || s.lex !== PERSON_LEX || s.names.has(lemma) || roots.has(offset) || !underRoots(offset)) continue
    if (s.gloss.some((w) => SERVICE_VERBS.has(w))) break
    const goods = s.gloss.slice(0, 8).find((w) => !NOT_GOODS.has(w) && namesGoods(w) && decisiveClass(w, (n) => n <= 34) !== undefined)
    if (goods !== undefined) {
      makers.set(lemma, `${decisiveClass(goods, (n) => n <= 34)}\t${goods}`)
      break
    }
  }
}
/**
 * Makers WordNet 3.0 lacks, whose goods its definitions do not name ("baker": "someone who bakes commercially"), or whose
 * goods word the list reads otherwise ("lute" is also a sealing compound, 17).
 */
const OTHER_MAKERS: ReadonlyArray<readonly [maker: string, classNumber: number, goods: string]> = [
  ["baker", 30, "bread and cakes"],
  ["chocolatier", 30, "chocolate"],
  ["luthier", 15, "stringed instruments"],
  ["saddler", 18, "saddlery"],
  ["silversmith", 14, "silverware"],
  ["patissier", 30, "pastries"],
  ["fromager", 29, "cheese"],
  ["cheesemaker", 29, "cheese"],
  ["soapmaker", 3, "soap"],
  ["leatherworker", 18, "leather goods"],
  ["bladesmith", 8, "knives"],
  ["knifemaker", 8, "knives"]
]
for (const [maker, classNumber, goods] of OTHER_MAKERS) makers.set(maker, `${classNumber}\t${goods}`)
write(
  "NclMakersData.ts",
  "NCL_MAKERS",
  ` * People named by the goods they make or sell ("maker<TAB>class<TAB>goods word"): WordNet 3.0's hyponyms of maker,
 * craftsman, merchant, seller, shopkeeper, dealer, manufacturer, grower and farmer (Princeton WordNet 3.0, WordNet 3.0 licence),
 * with the first word of their definition that the Nice list (NCL 12-2024, (c) WIPO) gives mostly one goods class; and
 * the makers listed in the script that WordNet 3.0 lacks.`,
  makers
)
