import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { analyzeDistinctiveness, CATEGORIES, type Category } from "../src/Analysis/Distinctiveness/index.js"

/**
 * Marks whose category a court, the TTAB, the EU courts or the TMEP decided (issue 17). The
 * held-out part was fixed by a hash of each id before the engine was tuned and is never used
 * to tune it; its floors sit just under what the engine reaches, so a regression fails.
 */
// Ninth round: 30 fresh decided marks joined both parts (19 tuned, 11 held out); the unchanged engine got 11 of the 30
// (36.7%). The round's rules then took the tuned part from 67.6% to 71.2% of 170 (generic 40/57, descriptive 61/80) and
// the held-out part to 46.7% of 92 (42 of the 92 before them: 34 of the former 81 and 8 of the 11 new).
const TUNE_FLOOR = 0.71
const TUNE_GENERIC_FLOOR = 0.7
const TUNE_DESCRIPTIVE_FLOOR = 0.76
const HELDOUT_FLOOR = 0.46

const Case = Schema.Struct({
  id: Schema.String,
  mark: Schema.NonEmptyString,
  goodsOrServices: Schema.NonEmptyString,
  niceClasses: Schema.NonEmptyArray(Schema.Int.pipe(Schema.between(1, 45))),
  expected: Schema.Literal(...CATEGORIES),
  citation: Schema.NonEmptyString,
  source: Schema.NonEmptyString,
  part: Schema.Literal("tune", "heldout")
})
const Fixture = Schema.Struct({ about: Schema.String, split: Schema.String, cases: Schema.Array(Case) })
const fixture = Schema.decodeUnknownSync(Fixture)(
  JSON.parse(readFileSync(new URL("./fixtures/distinctiveness-decided.json", import.meta.url), "utf8"))
)

/** The split rule written in the fixture: held out when sha256(id)'s first 8 hex digits mod 10 < 4. */
const partOf = (id: string) => (parseInt(createHash("sha256").update(id).digest("hex").slice(0, 8), 16) % 10 < 4 ? "heldout" : "tune")

const measure = (part: "tune" | "heldout") => {
  const cases = fixture.cases.filter((c) => c.part === part)
  const per = new Map<Category, { right: number; total: number }>()
  const misses: Array<string> = []
  for (const c of cases) {
    const got = analyzeDistinctiveness({ proposedMark: c.mark, niceClasses: c.niceClasses, goodsOrServices: c.goodsOrServices }).category
    const p = per.get(c.expected) ?? { right: 0, total: 0 }
    per.set(c.expected, { right: p.right + (got === c.expected ? 1 : 0), total: p.total + 1 })
    if (got !== c.expected && part === "tune") misses.push(`${c.mark}: ${c.expected}, got ${got}`)
  }
  const right = [...per.values()].reduce((a, p) => a + p.right, 0)
  const rate = (c: Category) => (per.get(c)?.right ?? 0) / Math.max(1, per.get(c)?.total ?? 0)
  const line = CATEGORIES.map((c) => `${c} ${per.get(c)?.right ?? 0}/${per.get(c)?.total ?? 0}`).join(", ")
  console.log(
    `decided marks, ${part}: ${((100 * right) / cases.length).toFixed(1)}% of ${cases.length} (${line})${
      misses.length > 0 ? `\n  misses: ${misses.join("; ")}` : ""
    }`
  )
  return { overall: right / cases.length, rate }
}

describe("marks with a decided category", () => {
  it("has at least 100 cases, each with a citation and a source, split by the written rule", () => {
    expect(fixture.cases.length).toBeGreaterThanOrEqual(100)
    expect(new Set(fixture.cases.map((c) => c.id)).size).toBe(fixture.cases.length)
    for (const c of fixture.cases) expect(c.part, c.id).toBe(partOf(c.id))
    for (const cat of ["generic", "descriptive", "suggestive"] as const) {
      expect(fixture.cases.filter((c) => c.expected === cat && c.part === "heldout").length, cat).toBeGreaterThanOrEqual(5)
    }
  })

  it(`agrees with the decisions on the tuned part (>= ${TUNE_FLOOR * 100}%, generic and descriptive floors)`, () => {
    const tune = measure("tune")
    expect(tune.overall).toBeGreaterThanOrEqual(TUNE_FLOOR)
    expect(tune.rate("generic")).toBeGreaterThanOrEqual(TUNE_GENERIC_FLOOR)
    expect(tune.rate("descriptive")).toBeGreaterThanOrEqual(TUNE_DESCRIPTIVE_FLOOR)
  })

  it(`keeps its held-out figure (>= ${Math.round(HELDOUT_FLOOR * 100)}%; the issue's target is 70%)`, () => {
    expect(measure("heldout").overall).toBeGreaterThanOrEqual(HELDOUT_FLOOR)
  })
})

describe("reading the goods", () => {
  const category = (mark: string, classes: ReadonlyArray<number>, goods?: string) =>
    analyzeDistinctiveness({ proposedMark: mark, niceClasses: classes, goodsOrServices: goods }).category

  it("the same word is generic for the goods it names, descriptive for goods it describes, arbitrary elsewhere", () => {
    expect(category("PEBBLE", [14], "pebble pendants and pebble earrings")).toBe("generic")
    expect(category("PEBBLE", [9], "pebble-shaped wireless speakers")).toBe("descriptive")
    expect(category("PEBBLE", [36], "insurance brokerage")).toBe("arbitrary")
  })

  it("a generic word plus a top-level domain stays generic; a describing one stays descriptive", () => {
    const r = analyzeDistinctiveness({
      proposedMark: "SHOES.COM",
      niceClasses: [35],
      goodsOrServices: "online retail store services featuring shoes"
    })
    expect(r.category).toBe("generic")
    expect(r.words[0]!.signals[0]!.note).toMatch(/"shoes" names the goods or services you describe/)
    expect(category("QUICKSHOES.COM", [35], "online retail store services featuring shoes")).toBe("descriptive")
  })

  it("a head that names the goods with words that narrow it is generic; praise or a general quality makes it descriptive", () => {
    expect(category("SHREDDED WHEAT", [30], "breakfast cereal biscuits of shredded wheat")).toBe("generic")
    expect(category("THE ULTIMATE BIKE RACK", [12], "bicycle racks")).toBe("descriptive")
    expect(category("SMART TOWER", [11], "industrial cooling towers")).toBe("descriptive")
  })

  it("misspellings and run-together words are read before the check, and only onto words about the goods", () => {
    expect(category("KWIK PRINT", [40], "printing and photocopying services")).toBe("descriptive")
    expect(category("URBANHOUZING", [36], "real estate services in the field of urban housing")).toBe("descriptive")
    expect(category("SCREENWIPE", [3], "premoistened cloths for cleaning computer screens")).toBe("generic")
    expect(category("EXXON", [4], "fuels")).toBe("fanciful")
    expect(category("EZ CLEAN", [3], "cleaning preparations")).toBe("descriptive")
    expect(category("BOOKS 2 GO", [35], "retail bookstore services")).toBe("descriptive")
    expect(category("SHOES 4 U", [35], "retail shoe store services")).not.toBe("arbitrary")
  })

  it("meanings relate words the lists lack: a kind of the goods is its name, a restaurant's food and drink describe it", () => {
    expect(category("SEDAN", [12], "automobiles")).toBe("generic")
    expect(category("BEEF & BREW", [43], "restaurant services")).toBe("descriptive")
    expect(category("ANCHOR", [36], "insurance")).toBe("arbitrary")
    expect(category("KEBAB HOUSE", [43], "restaurant services")).toBe("generic")
    expect(category("SMART SHOP", [35], "retail store services featuring electronics")).toBe("descriptive")
  })

  it("a quality adjective or an abstract word before the goods' name describes them; a concrete word stays arbitrary", () => {
    expect(category("STURDY BOOTS", [25], "boots")).toBe("descriptive")
    expect(category("NIGHT VISION", [9], "infrared goggles")).toBe("descriptive")
    expect(category("CONTINUOUS", [9], "printers")).toBe("suggestive")
    expect(category("PREMIER SERIES", [36], "credit card services")).toBe("descriptive")
    expect(category("APPLE COMPUTER", [9], "computers")).toBe("arbitrary")
    expect(category("CONTINUOUS PROGRESS", [16], "educational materials")).toBe("descriptive")
  })

  it("a run-together adjective and a word about the goods, or an abstract word, is descriptive; a brand element is not", () => {
    expect(category("SLIMFIT", [25], "jeans")).toBe("descriptive")
    expect(category("LONGLIFE", [9], "batteries")).toBe("descriptive")
    expect(category("INSTAGRAM", [9, 38], "photo sharing software")).not.toBe("descriptive")
  })

  it("a flavour or scent describes goods sold by taste or smell, not computers", () => {
    expect(category("APPLE PIE", [3], "potpourri")).toBe("descriptive")
    expect(category("APPLE", [9], "computers")).toBe("arbitrary")
  })

  it("an adjective close in meaning to the goods describes them; one far from them, or a noun close only through a brand, does not", () => {
    expect(category("CREAMY", [29], "yogurt")).toBe("descriptive")
    expect(category("SALTY", [30], "snack crackers")).toBe("descriptive")
    expect(category("POLAR", [11], "refrigerators")).toBe("suggestive")
    expect(category("CAMEL", [34], "cigarettes")).toBe("arbitrary")
    const r = analyzeDistinctiveness({ proposedMark: "SALTY", niceClasses: [30], goodsOrServices: "snack crackers" })
    expect(r.words[0]!.signals[0]!.note).toMatch(/close in meaning to "(snack|crackers)"/)
  })

  it("the head of a mark whose other words describe the goods is read as naming them when close to their name", () => {
    expect(category("FROSTY TREATS", [30], "frozen desserts and ice cream")).toBe("descriptive")
    expect(category("ORANGE CRUSH", [32], "orange-flavoured soft drinks")).toBe("suggestive")
  })

  it("a word that forms an established compound with the goods' name names a kind or purpose of them", () => {
    expect(category("BEACH", [24], "towels")).toBe("descriptive")
    expect(category("WEDDING", [30], "cakes")).toBe("descriptive")
    expect(category("SHELL", [4], "gasoline")).toBe("arbitrary")
    const r = analyzeDistinctiveness({ proposedMark: "BEACH", niceClasses: [24], goodsOrServices: "towels" })
    expect(r.words[0]!.signals[0]!.note).toMatch(/"beach towels" is an established kind of "towels"/)
  })

  it("the Nice list's own wording: a head of its indications names goods, a word it writes before a goods name describes them", () => {
    expect(category("PARKA", [25], "outerwear")).toBe("generic")
    expect(category("MASSAGE", [20], "chairs")).toBe("descriptive")
    // CURTAIN heads other indications of class 20, but before "rods" it tells their purpose; LAPTOP is itself a computer.
    expect(category("CURTAIN", [20], "rods")).toBe("descriptive")
    expect(category("LAPTOP", [9], "portable computers")).toBe("generic")
    const r = analyzeDistinctiveness({ proposedMark: "PARKA", niceClasses: [25], goodsOrServices: "outerwear" })
    expect(r.words[0]!.signals[0]!.note).toMatch(/Nice Classification's own list/)
  })

  it("a room names where goods are fitted; a kind WordNet files under the class's goods names them", () => {
    expect(category("KITCHEN", [21], "scouring sponges")).toBe("descriptive")
    expect(category("BASEMENT", [11], "dehumidifiers")).toBe("descriptive")
    expect(category("KITCHEN", [36], "banking services")).toBe("arbitrary")
    expect(category("BRIE", [29], "dairy products")).toBe("generic")
  })

  it("a concrete noun close to the goods describes them, unless it is a famous brand word or far from them", () => {
    expect(category("MERMAID", [28], "dolls")).toBe("descriptive")
    expect(category("FALCON", [9], "accounting software")).not.toBe("descriptive")
    expect(category("RAVEN", [32], "beer")).toBe("arbitrary")
    expect(category("JAGUAR", [12], "automobiles")).toBe("arbitrary")
  })

  it("buyers, grades, key contents, coordinated names and variety names make the common name of the goods", () => {
    expect(category("ORGANIC MILK", [29], "milk")).toBe("generic")
    expect(category("KIDS CALCIUM", [5], "dietary supplements containing calcium")).toBe("generic")
    expect(category("WINE & CHEESE", [35], "retail store services featuring wine and cheese")).toBe("generic")
    expect(category("GOLDEN QUEEN", [31], "peach trees of the Golden Queen variety")).toBe("generic")
    expect(category("GOLDEN QUEEN", [31], "peach trees")).not.toBe("generic")
    expect(category("ULTIMATE MILK", [29], "milk")).toBe("descriptive")
  })

  it("a coined word that clips a word of the description is read as that word", () => {
    expect(category("TRANSMISS", [12], "transmissions for land vehicles")).toBe("generic")
    expect(category("KODAK", [9], "cameras")).toBe("fanciful")
  })

  // Constructed for the seventh round (none is in the fixture): shortened forms, phrases, subjects, service places.
  it("a word of the same family, initials or a telescoped form of the description's words is read as them, never as coined", () => {
    expect(category("ELECTRIC TOOTHBRUSH", [21], "electronic toothbrushes")).toBe("generic")
    expect(category("NUTRIBAR", [30], "nutrition bars")).toBe("generic")
    expect(category("MEDIVAN", [39], "medical van transport services")).toBe("generic")
    expect(category("VERIPAY", [36], "payment verification services")).toBe("descriptive")
    expect(category("DERMAHEAL", [3], "dermatological creams for healing skin")).toBe("descriptive")
    expect(category("TTAB", [41], "a blog about decisions of the Trademark Trial and Appeal Board")).toBe("descriptive")
    expect(category("E TRAVEL", [9], "software for booking travel and comparing fares")).toBe("descriptive")
    for (const [mark, goods] of [["ZYNTRAX", "accounting software"], ["KELVORA", "shoes"], ["VORTELLA", "cosmetics"]] as const) {
      expect(category(mark, [9, 25, 3], goods)).toBe("fanciful")
    }
  })

  it("a phrase is at least suggestive; the subject of publications is their name; a service place after a subject describes", () => {
    expect(category("OVER THE MOON", [30], "ice cream")).toBe("suggestive")
    expect(category("WITHOUT A TRACE", [3], "stain removers")).toBe("suggestive")
    expect(category("BLACK & WHITE", [33], "scotch whisky")).toBe("arbitrary")
    expect(category("BIRDWATCHING", [16], "magazines about birdwatching")).toBe("generic")
    expect(category("GARDENING", [16], "books in the field of gardening")).toBe("generic")
    expect(category("GARDENING", [8], "hand tools")).not.toBe("generic")
    expect(category("HEALTHY HOMES LAB", [42], "scientific research services in the field of indoor air quality")).toBe("descriptive")
  })

  // Constructed for the eighth round (none is in the fixture): relational adjectives and container heads.
  it("a relational adjective before the goods' name names a kind of them; a qualitative one tells a quality", () => {
    expect(category("NAUTICAL CHARTS", [16], "charts and maps")).toBe("generic")
    expect(category("THERMAL BLANKETS", [24], "blankets")).toBe("generic")
    expect(category("ORTHOPEDIC PILLOWS", [20], "pillows")).toBe("generic")
    expect(category("DIGITAL CAMERAS", [9], "cameras")).toBe("generic")
    expect(category("STURDY BOOTS", [25], "boots")).toBe("descriptive")
    expect(category("QUICK LOANS", [36], "loans")).toBe("descriptive")
    expect(category("ITALIAN SHOES", [25], "shoes")).toBe("descriptive")
    expect(category("THERMALBLANKETS", [24], "blankets")).toBe("generic")
    expect(category("STURDYBOOTS", [25], "boots")).toBe("descriptive")
    const r = analyzeDistinctiveness({ proposedMark: "NAUTICAL CHARTS", niceClasses: [16], goodsOrServices: "charts and maps" })
    expect(r.words[0]!.signals[0]!.note).toMatch(/relational adjective/)
  })

  it("a container word after a name of goods adds nothing; after goods a service deals in it describes the service", () => {
    expect(category("PAINT PRODUCTS", [2], "paints")).toBe("generic")
    expect(category("GABION SYSTEMS", [6], "gabions of steel wire")).toBe("generic")
    expect(category("BEST PAINT PRODUCTS", [2], "paints")).toBe("descriptive")
    expect(category("DOOR SYSTEMS", [37], "installation and repair of garage doors")).toBe("descriptive")
  })

  it("what the goods are made with, after a participle or WITH, is an ingredient, not another name of them", () => {
    expect(category("HONEY", [32], "beer brewed with honey")).toBe("descriptive")
    expect(category("GARLIC", [30], "bread baked with garlic")).toBe("descriptive")
    expect(category("CARAMEL", [30], "popcorn coated with caramel")).toBe("descriptive")
    expect(category("CHOCOLATE", [30], "ice cream with chocolate chips")).toBe("descriptive")
    expect(category("BREAD", [30], "bread baked with garlic")).toBe("generic")
  })

  it("a material the class list names as goods, said of other goods, tells what they are made of", () => {
    expect(category("LEATHER", [18], "handbags")).toBe("descriptive")
    expect(category("NYLON", [22], "ropes")).toBe("descriptive")
    expect(category("WOOL", [25], "sweaters")).toBe("descriptive")
    expect(category("LEATHER", [18], "leather and imitations of leather")).toBe("generic")
    expect(category("STEEL", [6], "steel sheets and steel bars")).toBe("generic")
    expect(category("CEMENT", [19], "building materials")).toBe("generic")
    const r = analyzeDistinctiveness({ proposedMark: "LEATHER", niceClasses: [18], goodsOrServices: "handbags" })
    expect(r.words[0]!.signals.map((s) => s.note).join(" ")).toMatch(/names a material/)
  })

  it("a sport or pastime tells what gear or clothing is for; for other goods and services it stays arbitrary", () => {
    expect(category("SKIING", [9], "goggles")).toBe("descriptive")
    expect(category("CYCLING", [25], "jerseys")).toBe("descriptive")
    expect(category("GOLF", [25], "shoes")).toBe("descriptive")
    expect(category("GOLF", [36], "insurance underwriting")).toBe("arbitrary")
    expect(category("TANGO", [9], "mobile phones")).toBe("arbitrary")
  })

  it("people named by age or trade tell who goods are made for; ranks, nobility and characters stay arbitrary", () => {
    expect(category("TODDLER", [25], "clothing")).toBe("descriptive")
    expect(category("PLUMBER", [8], "wrenches")).toBe("descriptive")
    expect(category("CHEF", [8], "knives")).toBe("descriptive")
    expect(category("CAPTAIN", [30], "breakfast cereal")).toBe("arbitrary")
    expect(category("KNIGHT", [9], "computer software")).toBe("arbitrary")
    expect(category("PIRATE", [25], "t-shirts")).toBe("arbitrary")
  })

  it("a part of the goods tells a feature of them, even where the class list sells it on its own", () => {
    expect(category("HEEL", [25], "shoes")).toBe("descriptive")
    expect(category("SHUTTER", [9], "cameras")).toBe("descriptive")
    expect(category("FINGERBOARD", [15], "guitars")).toBe("descriptive")
    expect(category("HEEL", [25], "shoes and heels")).toBe("generic")
    expect(category("ESPRESSO", [30], "coffee")).toBe("generic")
    expect(category("DOLPHIN", [8], "knives")).toBe("arbitrary")
  })

  // Constructed for the ninth round (none is in the fixture): rare words, adverbs, scope, puns, grades.
  it("a rare word WordNet files as a thing names or describes its goods; a rare adjective or an adverb names a quality", () => {
    expect(category("AIOLI", [30], "sauces")).toBe("generic")
    expect(category("AKVAVIT", [33], "alcoholic beverages, except beers")).toBe("generic")
    expect(category("SORGO", [30], "syrup for flavoring food")).toBe("descriptive")
    expect(category("AIOLI", [9], "computer software for accounting")).toBe("arbitrary")
    expect(category("AKVAVIT", [12], "bicycles")).toBe("arbitrary")
    expect(category("MILLENNIAL LOANS", [36], "loans")).toBe("descriptive")
    expect(category("FRESHLY BAKED", [30], "bread")).toBe("descriptive")
    expect(category("HURRIEDLY", [36], "insurance underwriting")).toBe("suggestive")
  })

  it("scope words and WORLD before a name describe it; a pun spelt into a misspelling is suggestive; grade words alone are generic", () => {
    expect(category("WORLD NEWS", [16], "newspapers")).toBe("descriptive")
    expect(category("NATIONWIDE", [36], "insurance")).toBe("descriptive")
    expect(category("WORLD", [25], "shoes")).toBe("arbitrary")
    expect(category("FARMACY", [44], "pharmacy services")).toBe("suggestive")
    expect(category("KWIK PRINT", [40], "printing services")).toBe("descriptive")
    expect(category("USED", [12], "automobiles")).toBe("generic")
    expect(category("DIET", [32], "soft drinks")).toBe("generic")
    expect(category("DIET", [25], "clothing")).not.toBe("generic")
    expect(category("CERTIFIED", [36], "inspection services")).not.toBe("generic")
  })

  it("a modifier the description writes before the goods' name narrows it to a kind, unless it is a place or praise", () => {
    expect(category("SMART PHONES", [9], "smart phones")).toBe("generic")
    expect(category("BUYAUTOPARTS", [35], "online retail store services featuring auto parts")).toBe("generic")
    expect(category("ITALIAN SHOES", [25], "Italian shoes")).toBe("descriptive")
    expect(category("SMART PHONES", [9], "phones")).toBe("descriptive")
  })
})
