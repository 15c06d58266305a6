/**
 * Trades, shops and their nicknames (issue 17): owners name their business by who does the work
 * ("glazier", "cobbler", "removalist") or by the kind of shop ("greengrocer", "off-licence"), often in
 * slang ("sparky", "chippie", "bottle-o"). Each word is tied to the WIPO Nice list's (NCL 12th ed.)
 * service indication for the work it names; nicknames are first read as the standard word.
 */

/** A rule that sets a class off: the trades here, and the other rules in NiceClassTraps, which lists them all. */
export interface ClassTrap {
  readonly id: string
  readonly classNumber: number
  /** Tested on the lower-case description with runs of spaces and hyphens made single spaces. */
  readonly pattern: RegExp
  /** One sentence for the reasoning: the rule and the NCL note behind it. */
  readonly reason: string
  /** Share of their score the other classes keep; unset: the suggester's default. */
  readonly damping?: number
  /** A hint, not a rule: weighs like one strong keyword and damps nothing. */
  readonly hint?: boolean
}

/**
 * UK, Irish, Australian, New Zealand, South African, Singaporean and US clippings and nicknames of trades, shops and
 * things, read as the standard word before the description is analysed ("sparky" -> electrician). A nickname that is also a food word
 * ("chippy", a fish and chip shop) is read so only when no food is named with it.
 */
const NICKNAMES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bspark(?:y|ie|ies)\b/gi, "electrician"],
  [/\bchippie(?:s)?\b/gi, "carpenter"],
  [/\bbrick(?:y|ie|ies)\b/gi, "bricklayer"],
  [/\btrad(?:ie|ies|y)\b/gi, "builder"],
  [/\bservos?\b/gi, "service station"],
  [/\bbottle[\s-]?os?\b/gi, "liquor store"],
  [/\boff[\s-]?(?:ie|y)\b/gi, "off licence"],
  [/\butes?\b/gi, "utility vehicle"],
  [/\bsnags\b/gi, "sausages"],
  [/\bbrekkie\b/gi, "breakfast"],
  [/\brenos?\b/gi, "renovation"],
  [/\bgarbos?\b/gi, "garbage collector"],
  [/\bbookies?\b/gi, "bookmaker"],
  [/\bcabbies?\b/gi, "taxi driver"],
  [/\btruckies?\b/gi, "truck driver"],
  [/\bposties?\b/gi, "postman"],
  [/\bsunnies\b/gi, "sunglasses"],
  [/\bdoonas?\b/gi, "duvet"],
  [/\besk(?:y|ies)\b/gi, "cool box"],
  [/\btrackie(?:s| dacks| daks)\b/gi, "tracksuit bottoms"],
  [/\bnewsagency\b/gi, "newsagent"],
  [/\bbick(?:y|ies)\b/gi, "biscuits"],
  [/\bbakkies?\b/gi, "pickup truck"],
  [/\b(?:takkies|tekkies)\b/gi, "sneakers"],
  [/\bjandals\b/gi, "flip-flops"],
  [/\btogs\b/gi, "swimwear"],
  [/\bboardies\b/gi, "board shorts"],
  [/\b(?:cozzies?|cossies?)\b/gi, "swimsuits"],
  [/\bhawker (?:stalls?|cent(?:re|er)s?)\b/gi, "food stall"],
  [/\bbodegas?\b/gi, "convenience store"],
  [/\bsparks\b(?= (?:for|and|available|on call|24))/gi, "electrician"],
  [/\bchippy\b/gi, "carpenter"]
]

/** Food named with "chippy" makes it the chip shop, not the carpenter. */
const CHIP_SHOP = /\b(?:fish|chips|cod|haddock|peas|takeaway|battered|kebabs?|sausage|pies?|curry sauce|gravy)\b/

/** The description with nicknames read as the standard word, and the pairs read so (for the reasoning). */
export const standardTradeWords = (text: string): { readonly text: string; readonly read: ReadonlyArray<string> } => {
  let out = text
  const read: Array<string> = []
  for (const [pattern, standard] of NICKNAMES) {
    if (standard === "carpenter" && pattern.source.includes("chippy") && CHIP_SHOP.test(out.toLowerCase())) continue
    out = out.replace(pattern, (found) => {
      read.push(`"${found}" read as "${standard}"`)
      return standard
    })
  }
  return { text: out, read }
}

/** A hint, not a rule: it weighs like one strong keyword and damps no other class. */
export const hint = (id: string, classNumber: number, pattern: string, reason: string): ClassTrap => ({
  id: `hint-${id}`,
  classNumber,
  pattern: new RegExp(pattern),
  reason,
  damping: 1,
  hint: true
})

const trade = (id: string, classNumber: number, words: string, listed: string): ClassTrap => ({
  id: `trade-${id}`,
  classNumber,
  // Not the customers: "for builders", "to plumbers", "for builders and glaziers".
  pattern: new RegExp(String.raw`(?<!\b(?:for|to) (?:[\w']+ ){0,3})\b(?:${words})\b`),
  reason: `The trade named is classed by its work: ${listed}.`
})

/**
 * People named by their trade, and the Nice list's indication for the work (NCL 12th ed.). Only trades the
 * list's own wording misses or sends elsewhere ("carpenter" alone reads as carpenters' tools).
 */
export const TRADE_TRAPS: ReadonlyArray<ClassTrap> = [
  trade(
    "construction",
    37,
    "carpenters?|joiners?|bricklayers?|builders?|glaziers?|plasterers?|tilers?|stonemasons?|concreters?|panel beaters?|(?:boiler|gas|heating|plumbing|drainage|drain|lift|alarm|aircon|air con|refrigeration|appliance|maintenance|field service) (?:engineers?|technicians?|techs?)|concrete (?:guys?|m[ae]n|contractors?|pumping)|[a-z]+ fitters?|shopfitters?|handym[ae]n|odd job m[ae]n|scaffolders?|sign ?writers?",
    "carpentry, bricklaying, plastering, scaffolding, installation of doors and windows, painting of signs, motor vehicle maintenance and repair are class 37 (NCL class 37 note: construction, repair and installation; class 37: scaffolding, painting or repair of signs)"
  ),
  trade(
    "repair",
    37,
    "cobblers?|shoe repairers?|exterminators?|rat catchers?|pest control(?:lers?)?|(?:rats?|mice|mouse|pest|wasp|mole) (?:m[ae]n|guys?|catchers?)|pool (?:m[ae]n|guys?|cleaners?|cleaning|service)|window cleaners?",
    "shoe repair, pest control, swimming-pool maintenance and window cleaning are class 37 (NCL class 37: shoe maintenance and repair; pest control services; swimming-pool maintenance)"
  ),
  trade(
    "alteration",
    40,
    "seamstress(?:es)?|dressmakers?|alterations? (?:tailors?|service|shop)|hems? (?:taken up|shortened|altered)|taken (?:in|up)",
    "making and altering clothes to measure for a customer is class 40 (NCL class 40: dressmaking, custom tailoring, clothing alteration)"
  ),
  trade("removals", 39, "removalists?|removal m[ae]n|movers", "moving house is class 39 (NCL class 39: removal services)"),
  trade(
    "waste",
    39,
    "skip (?:bins?|hire)|house clearances?|clear(?:s|ing)? houses|skips|tip runs?|(?:junk|rubbish|garbage|trash|green waste|waste) (?:removal|collection|hauling|clearance|taken away)|junk hauling|to the tip|garbage collectors?",
    "taking rubbish away is class 39 (NCL class 39: collection of domestic and industrial waste and trash)"
  ),
  trade(
    "gardening",
    44,
    "(?:lay|lays|laying) (?:new )?(?:turf|lawns?)|turfing|(?:japanese )?knotweed|weed (?:killing|control|spraying)|stump (?:removal|grinding)|arborists?|tree surgeons?|tree lopp(?:ers?|ing)|tree felling|lawn (?:m[ae]n|guys?)|gardeners?|landscapers?",
    "tree surgery, lawn care and landscape gardening are class 44 (NCL class 44 note: services relating to gardening)"
  ),
  trade(
    "childcare",
    43,
    "childminders?|child ?minding|day ?care (?:for (?:kids|children|babies|under))|crèche",
    "day care for young children is class 43 (NCL class 43: day-nursery [crèche] services)"
  ),
  trade(
    "personal",
    45,
    "doulas?|personal shoppers?|wardrobe stylists?|image consultants?|tarot|psychics?",
    "doulas, personal shopping and wardrobe styling, tarot reading are personal services, class 45 (NCL class 45: doula services; personal shopping for others; tarot card reading services)"
  ),
  trade(
    "money",
    36,
    "pawn ?brokers?|pawn ?shops?|debt collectors?|debt recovery|chas(?:e|es|ing) (?:\\w+ ){0,2}(?:unpaid|overdue|late) (?:invoices|bills|debts)|bureau de change",
    "pawnbroking, debt collection are class 36 (NCL class 36: pawnbrokerage; debt collection agency services)"
  ),
  trade(
    "lending",
    36,
    "(?:lend|lends|lending|advance|advances|advancing) (?:\\w+ ){0,2}(?:cash|money|funds|loans?)|(?:cash|money|loans?) (?:lent|advanced) (?:against|on)",
    "lending money, against goods or unpaid invoices, is class 36 (NCL class 36 note: financing and credit services, for example, loans)"
  ),
  trade(
    "health",
    44,
    "chiropodists?|chiropody|podiatrists?|podiatry|osteopaths?|osteopathy|chiropractors?|physiotherapists?|physios?|audiologists?|dietitians?|acupuncturists?|reflexologists?|dental hygienists?|ear wax|microsuction|phlebotom(?:ists?|y)|reiki|healers?|crystal healing|sound baths?|(?:hearing|eye|sight|blood|allergy|intolerance|dna|pregnancy|sti|std|cholesterol|diabetes|health) (?:tests?|testing|checks?|screening)|midwi(?:fe|ves)|psychotherapists?|counsel+ors?|hypnotherapists?",
    "the work of health practitioners, tests of health and healing are class 44 (NCL class 44 heading: medical services; class 44: medical screening, alternative medicine services; class 44 note: physiotherapy, dentistry, optometry and mental health services)"
  ),
  trade(
    "recreation",
    41,
    "snooker (?:halls?|clubs?)|skydiv\\w*|parachute jumps?|paraglid\\w*|bungee\\w*|zip ?lin\\w*|pony (?:trekking|treks?|parties|rides)|horse riding (?:treks?|lessons|holidays)|riding (?:schools?|stables|treks?)|falconry|face paint(?:ers?|ing)|balloon (?:artists?|modelling|twisting)|santa'?s grotto|ghost (?:walks|tours)|tour guides?|guided (?:walks|tours)|soft play|play (?:centres?|centers?|barns?)|trampoline parks?|climbing walls?|bouldering|laser tag|paintball(?:ing)?|go ?kart(?:s|ing)?|escape rooms?|bowling alleys?|crazy golf|mini golf|axe throwing|bingo (?:halls?|nights?|clubs?)|amusement arcades?|casinos?|quiz ?masters?|quiz nights?|pub quiz(?:zes)?",
    "a place to play or take exercise, gambling, quizzes, guided tours and party entertainers are class 41 (NCL class 41: providing recreation facilities; gambling services; casino facilities [gambling]; organization of competitions [education or entertainment]; conducting guided tours; face painting; escape room [entertainment])"
  ),
  trade(
    "childcare-nursery",
    43,
    "(?:children's|childrens|kids'?|day|baby) nurser(?:y|ies)|nurser(?:y|ies) for (?:0|under|babies|toddlers|kids|children|little)",
    "a day nursery for young children is class 43 (NCL class 43 note: day-nursery and crèche services)"
  ),
  trade(
    "coaching",
    41,
    "(?!(?:luxury|school|party|tour|touring|national|sleeper|vintage|mini|day|express|airport|private|wedding|holiday|stage|mail|motor|the|a|our|by|and|or)\\b)[a-z]+ coach(?:es)?(?! (?:trips?|tours?|travel|hire|holidays?|compan(?:y|ies)|operators?|drivers?|stations?|parks?|excursions?|services|transfers?|journeys?|builders?|works|bolts?|lamps?|house|houses|bags?|purses?|wallets?|leather)\\b)",
    "a coach of a sport, a skill or a part of life is a trainer, class 41 (NCL class 41: coaching [training])"
  ),
  trade(
    "lifeguards",
    45,
    "lifeguards?|lifeguarding",
    "lifeguards are class 45 (NCL class 45: lifeguard services)"
  ),
  trade(
    "locks-opened",
    45,
    "lock ?outs?|locked out",
    "opening locks for people locked out is class 45 (NCL class 45: opening of security locks)"
  ),
  trade(
    "legal",
    45,
    "no win,? no fee|will writ(?:ers?|ing)|(?:lasting )?powers? of attorney|process serv(?:ers?|ing)|personal injury claims?|(?:claims?|injury|divorce|immigration|family|conveyancing) (?:solicitors?|lawyers?|attorneys?)",
    "acting for people in claims and disputes is a legal service, class 45 (NCL class 45 heading: legal services)"
  ),
  trade(
    "betting",
    41,
    "bookmakers?|betting shops?|turf accountants?",
    "taking bets is class 41 (NCL class 41: gambling services)"
  ),
  trade(
    "tax",
    35,
    "tax (?:agents?|advisers?|advisors?|accountants?|preparers?)",
    "preparing tax returns is class 35 (NCL class 35: tax preparation, tax filing services)"
  ),
  trade(
    "catering",
    43,
    "fish and chips? (?:shops?|vans?|bars?)|chip shops?|chippy|(?:baristas?|bartenders?|mixologists?)(?! (?:training|courses?|classes|lessons|schools?|academ(?:y|ies)|machines?|equipment|supplies|tools|aprons|tampers|jugs|kits?|coffee machines?)\\b)",
    "serving food and drink is class 43 (NCL class 43: snack-bar services, restaurant services, bar services)"
  )
]

/**
 * Building works named by what is built ("decking, pergolas, fencing"; "driveways and patios laid"): a hint
 * towards class 37 (NCL class 37 note: construction services); goods listed with the word ("paving slabs",
 * class 19) set it aside. Extensions of lashes, nails or hair are beauty work, not building.
 */
export const WORKS_HINT: ClassTrap = hint(
  "building-works",
  37,
  String
    .raw`\b(?:driveways?|patios?|pergolas?|decking|(?<!\b(?:eye ?lash|lash|nail|gel|acrylic|brow|hair|tape ?in|clip ?in) )extensions?|loft conversions?|drywall|plasterboarding|repointing|rendering|paving|groundworks|footings|slabs)\b`,
  "Building works named by what is built are construction, class 37 (NCL class 37 note: construction and demolition of buildings, services in the field of construction)."
)

/**
 * Extensions of lashes and nails, applied to the customer: beauty care, class 44 (NCL class 44: manicuring, beauty salon
 * services), a hint over the goods' own words (nails of metal, 6; false eyelashes, 3).
 */
export const BEAUTY_EXTENSIONS_HINT: ClassTrap = hint(
  "beauty-extensions",
  44,
  String.raw`\b(?:eye ?lash|lash|nail|gel|acrylic|brow) extensions?\b|\b(?:gel|acrylic) and (?:gel|acrylic) extensions?\b`,
  "Applying lash and nail extensions is beauty care, class 44 (NCL class 44: manicuring; beauty salon services)."
)

/**
 * Digital files sold for download, named as the makers on online marketplaces name them (templates, presets,
 * printables, digital planners, SVG files, PDF patterns): downloadable goods, class 9 (NCL class 9 heading: recorded
 * and downloadable media; class 9: downloadable image files, downloadable graphics). Turning things "into digital
 * files" is a conversion service, not goods.
 */
export const DIGITAL_GOODS_HINT: ClassTrap = hint(
  "digital-goods",
  9,
  String
    .raw`(?<!\b(?:into|to) )\b(?:digital|printable|downloadable|instant download) (?:[\w']+ ){0,2}(?:planners?|prints?|art|patterns?|templates?|stickers?|downloads?|files?|journals?|products?|wallpapers?|designs?|invitations?|worksheets?)\b|\b(?:canva|notion|lightroom|procreate|photoshop|excel|powerpoint|figma|capcut|premiere) (?:templates?|presets?|brushes|files|luts)\b|\bsvg (?:files?|bundles?|designs?|cut files?)|\bsvgs\b|\bpdf (?:patterns?|templates?|planners?|guides?)|\bpresets\b|\bprintables\b|\bdigital downloads?\b|\bluts\b|\bsample packs?|\bstock (?:photos|footage|images)`,
  "Digital files sold for download are downloadable goods, class 9 (NCL class 9: downloadable image files; downloadable graphics)."
)

/**
 * Washing and cleaning named by the owner's verb ("we wash wheelie bins", "I steam clean carpets"): cleaning is class 37
 * whatever is cleaned (NCL class 37 note: cleaning services; class 37: vehicle washing, window cleaning, laundering),
 * except animals (grooming, 44), teeth (44) and data (42).
 */
export const CLEANING_VERBS_HINT: ClassTrap = hint(
  "cleaning-verbs",
  37,
  String
    .raw`\b(?:we|i) (?:wash|clean|deep clean|steam clean|jet wash|pressure wash|power wash|sanitise|sanitize|disinfect|degrease|valet)\b(?! (?:[\w']+ ){0,2}(?:dogs?|cats?|pets?|horses?|animals|teeth|data|code|databases?|lists?|accounts|books)\b)`,
  "Washing and cleaning for customers is class 37 (NCL class 37 note: cleaning services), whatever is cleaned."
)

/**
 * Building work named by the owner's verb and no trade word ("we put up fences", "we unblock toilets", "we knock down
 * walls"): a hint towards class 37 (NCL class 37 note: construction, installation and repair services). Painting
 * pictures, faces or nails is not building work.
 */
export const BUILDING_VERBS_HINT: ClassTrap = hint(
  "building-verbs",
  37,
  String
    .raw`\b(?:we|i) (?:put up|erect|hang|board up|unblock|knock down|knock through|demolish|dig out|dig|re ?roof|resurface|repoint|render|plaster|tile|pave|tarmac|damp ?proof|insulate|rewire|replumb|re ?glaze|wallpaper|decorate|paint|fit|install) (?!(?:\w+ )?(?:portraits|pictures|canvases|murals|faces|nails|software|apps?|updates|plugins|art|landscapes))`,
  "Building, installing and fixing in people's homes and premises is class 37 (NCL class 37 note: construction, installation and repair services)."
)

/**
 * Shops named by what they sell: a greengrocer, a newsagent, an off-licence. Retail of others' goods is class 35
 * (NCL class 35 note: the bringing together, for the benefit of others, of a variety of goods). The sellers are
 * WordNet 3.0's hyponyms of merchant and shopkeeper whose gloss says they sell or deal in goods (greengrocer: "a
 * grocer who sells fresh fruits and vegetables"), less those who make what they sell (baker, jeweller, hatter) or
 * whose work the list classes elsewhere (dry cleaner, stock trader, florist, ticket agent); then the shops' names.
 */
export const SHOP_KINDS = String
  .raw`(?:green)?grocers?|book ?(?:dealers?|sellers?)|clothiers?|fruiterers?|poulterers?|chandlers?|newsagents?|news ?(?:dealers?|vendors?|stands?)|tobacconists?|stationers?|hosiers?|(?:fish|iron|cheese|coster)mongers?|haberdash\w+|drapers?|mercers?|cutlers?|seedsm[ae]n|vintners?|(?:wine|rug|coal|timber) merchants?|(?:art|stamp|print) dealers?|grocery stores?|off ?licen[cs]es?|liquor stores?|bottle shops?|convenience stores?|corner shops?|delis|delicatessens?|vape shops?|hardware (?:shops?|stores?)|garden cent(?:re|er)s?`
