import type { ClassTerms } from "./ClassTerms.js"

/** Suggestion vocabulary for classes 13-24. */
export const TERMS_13_TO_24: ReadonlyArray<ClassTerms> = [
  {
    classNumber: 13,
    label: "Firearms, ammunition, explosives and fireworks",
    keywords: {
      firearm: 4, firearms: 4, gun: 3, guns: 3, rifle: 4, rifles: 4, pistol: 4, pistols: 4, shotgun: 4,
      shotguns: 4, ammunition: 4, ammo: 4, cartridges: 1, bullets: 4, explosives: 4, explosive: 3, fireworks: 4,
      firework: 4, flares: 2, holster: 3, holsters: 3, revolver: 4
    },
    phrases: { "hunting rifles": 5, "pepper spray": 4, "gun cases": 4, "distress flares": 5 },
    suppressedBy: ["toy", "toys", "nerf", "water gun", "glue gun", "video game"]
  },
  {
    classNumber: 14,
    label: "Jewellery, watches and precious metals",
    keywords: {
      jewellery: 4, jewellers: 3, jeweller: 3, ring: 2, rings: 2, necklace: 4, necklaces: 4, "=earring": 4,
      "=earrings": 4, bracelet: 4, bracelets: 4, pendant: 3, pendants: 3, brooch: 4, cufflinks: 4, watch: 2,
      watches: 3, wristwatch: 4, wristwatches: 4, clock: 3, clocks: 3, gold: 2, silver: 2, platinum: 2,
      diamond: 3, diamonds: 3, gemstone: 4, gemstones: 4, gem: 3, gems: 3, pearl: 2, pearls: 2, charms: 2,
      anklet: 4, keyring: 3, keyrings: 3, horological: 4
    },
    phrases: {
      "costume jewellery": 5, "fashion jewellery": 5, "precious stones": 5, "precious metals": 5,
      "key rings": 4, "key chains": 4, "wedding rings": 5, "engagement rings": 5, "watch straps": 5,
      "jewellery boxes": 5, "body jewellery": 5
    },
    suppressedBy: ["smartwatch", "smartwatches", "smart watches", "repair"]
  },
  {
    classNumber: 15,
    label: "Musical instruments",
    keywords: {
      guitar: 4, guitars: 4, ukulele: 4, ukuleles: 4, piano: 4, pianos: 4, violin: 4, violins: 4, cello: 4,
      drum: 3, drums: 3, flute: 4, flutes: 4, saxophone: 4, trumpet: 4, keyboards: 1, harp: 4, bass: 1,
      synthesizer: 4, synthesiser: 4, harmonica: 4, accordion: 4, plectrums: 4, picks: 1, bagpipes: 4,
      metronome: 3, instrument: 1
    },
    phrases: {
      "musical instruments": 6, "acoustic guitars": 5, "electric guitars": 5, "guitar strings": 5,
      "music stands": 5, "conductors batons": 6, batons: 4, "drum kits": 5, "instrument cases": 4, "guitar picks": 5
    },
    suppressedBy: ["lessons", "teaching", "tuition", "toy"]
  },
  {
    classNumber: 16,
    label: "Paper goods, printed matter and stationery",
    keywords: {
      paper: 2, cardboard: 3, book: 3, books: 3, notebook: 3, notebooks: 3, journal: 2, journals: 2, diary: 2,
      diaries: 2, planner: 2, planners: 2, magazine: 3, magazines: 3, newspaper: 3, newspapers: 3,
      stationery: 4, pen: 3, pens: 3, pencil: 3, pencils: 3, stickers: 3, sticker: 3, poster: 3, posters: 3,
      calendar: 2, calendars: 2, postcards: 3, envelopes: 3, comics: 3, "=prints": 2, "=printed": 1, brochures: 3,
      leaflets: 3, labels: 1, wrapping: 2, packaging: 1, napkins: 2, markers: 2, crayons: 3, sketchbooks: 3,
      paintbrushes: 3, bookmarks: 3, decals: 3, "=photographs": 2, cookbook: 3, cookbooks: 3, novel: 3, novels: 3,
      manga: 3
    },
    phrases: {
      "greeting cards": 5, "picture books": 5, "children books": 5, "colouring books": 5, "art prints": 5,
      "office supplies": 5, "office requisites": 5, "paper bags": 5, "gift wrap": 5, "wrapping paper": 5,
      "paper napkins": 5, "printed matter": 5, "printed publications": 5, "cardboard boxes": 5,
      "cardboard packaging": 5, "art supplies": 4, "artists materials": 4, "trading cards": 3, "paper towels": 4,
      "toilet paper": 5, "tissue paper": 4
    },
    suppressedBy: ["ebook", "ebooks", "downloadable", "digital", "publishing", "printing services"]
  },
  {
    classNumber: 17,
    label: "Rubber, plastics for manufacture, insulation and hoses",
    keywords: {
      rubber: 2, insulation: 3, insulating: 3, sealant: 3, sealants: 3, seals: 2, gasket: 3, gaskets: 3,
      hose: 3, hoses: 3, tubing: 2, foam: 1, latex: 2, silicone: 1, mica: 3, asbestos: 3, filament: 2,
      washers: 1, draughtproofing: 3
    },
    phrases: {
      "garden hoses": 5, "insulating materials": 5, "insulation materials": 5, "insulating tape": 5,
      "rubber seals": 5, "plastic film": 3, "3d printing filament": 5, "packing materials": 3,
      "acoustic insulation": 5, "flexible pipes": 6, "foam for packing": 6
    },
    suppressedBy: ["insulation installation"]
  },
  {
    classNumber: 18,
    label: "Bags, luggage, leather goods, umbrellas and pet accessories",
    keywords: {
      bag: 2, bags: 2, handbag: 4, handbags: 4, backpack: 4, backpacks: 4, rucksack: 4, wallet: 3, wallets: 3,
      purse: 3, purses: 3, luggage: 4, suitcase: 4, suitcases: 4, leather: 2, umbrella: 4, umbrellas: 4,
      parasol: 3, saddle: 3, saddles: 3, saddlery: 4, harness: 2, leash: 4, leashes: 4, lead: 1, leads: 1,
      collar: 2, collars: 2, clutch: 2, satchel: 4, briefcase: 4, tote: 3, totes: 3, duffel: 3, holdall: 4,
      cardholder: 3, keycase: 3, bridle: 3, muzzle: 3
    },
    phrases: {
      "leather goods": 5, "travel bags": 5, "tote bags": 5, "shoulder bags": 5, "cross body bags": 5,
      "card holders": 4, "dog collars": 5, "pet collars": 5, "dog leashes": 5, "dog leads": 5, "dog coats": 5,
      "coats for dogs": 5, "dog clothes": 5, "dog clothing": 5, "pet clothing": 5, "clothing for pets": 5,
      "clothing for animals": 5, "walking sticks": 5, "cosmetic bags": 4, "toiletry bags": 4, "gym bags": 4,
      "horse riding": 1
    },
    suppressedBy: ["laptop bags", "phone cases", "sleeping bags", "tea bags", "paper bags", "plastic bags"]
  },
  {
    classNumber: 19,
    label: "Non-metal building materials",
    keywords: {
      timber: 3, lumber: 3, concrete: 3, cement: 3, bricks: 4, brick: 3, tiles: 2, tile: 2, asphalt: 4,
      gravel: 3, plasterboard: 4, drywall: 4, stone: 2, marble: 2, granite: 2, slate: 2, decking: 3, mortar: 3,
      flooring: 2, plywood: 3, sand: 1, bitumen: 4, paving: 3, countertops: 2, worktops: 2, cladding: 2,
      greenhouses: 2, windows: 1, doors: 1
    },
    phrases: {
      "building materials": 5, "construction materials": 5, "wooden flooring": 5, "wood flooring": 5,
      "ceramic tiles": 5, "floor tiles": 5, "wall tiles": 5, "paving stones": 5, "glass for building": 5,
      "laminate flooring": 5, "garden sheds": 3, "wooden doors": 3, "artificial stone": 4, "transportable buildings": 4
    },
    suppressedBy: ["installation", "laying", "tiling services", "construction services", "contractor"]
  },
  {
    classNumber: 20,
    label: "Furniture, mattresses, mirrors and frames",
    keywords: {
      furniture: 4, chair: 3, chairs: 3, table: 2, tables: 2, sofa: 4, sofas: 4, couch: 4, bed: 2, beds: 2,
      mattress: 4, mattresses: 4, pillow: 3, pillows: 3, cushion: 3, cushions: 3, mirror: 3, mirrors: 3,
      shelf: 3, shelves: 3, shelving: 3, cabinet: 3, cabinets: 3, wardrobe: 3, wardrobes: 3, desk: 3, desks: 3,
      stool: 3, stools: 3, bookcase: 4, dresser: 3, cot: 2, cots: 2, crib: 3, "=frames": 1, hanger: 2, hangers: 2,
      oak: 1, "=upholstered": 3, sideboard: 4, ottoman: 3, beanbag: 4, armchair: 4, headboard: 4
    },
    phrases: {
      "picture frames": 6, "dining tables": 5, "garden furniture": 5, "office furniture": 5, "memory foam": 2,
      "storage boxes": 3, "containers for storage": 5, "plastic storage": 3, "pet beds": 5, "dog beds": 5,
      "cat beds": 5, "changing tables": 5, "standing desks": 5, "coat hangers": 5, "dog kennels": 3,
      "display stands": 3, "sleeping bags": 4
    },
    suppressedBy: ["repair", "removal", "upholstery services"]
  },
  {
    classNumber: 21,
    label: "Kitchenware, tableware, glassware and cleaning articles",
    keywords: {
      mug: 4, mugs: 4, cup: 2, cups: 2, "=plate": 2, "=plates": 3, "=bowl": 2, "=bowls": 3, cookware: 4, pan: 2,
      pans: 3,
      pot: 1, pots: 2, saucepan: 4, saucepans: 4, teapot: 4, glassware: 4, porcelain: 3, ceramic: 2, ceramics: 2,
      earthenware: 4, crockery: 4, tableware: 4, dinnerware: 4, vase: 4, vases: 4, tumbler: 3, tumblers: 3,
      flask: 3, flasks: 3, toothbrush: 4, toothbrushes: 4, comb: 3, combs: 3, brush: 1, brushes: 1, sponge: 3,
      sponges: 3, mop: 3, mops: 3, bucket: 3, utensils: 3, spatula: 4, whisk: 3, colander: 4, lunchbox: 4,
      thermos: 4, jug: 3, jugs: 3, decanter: 3, coasters: 2, trivets: 3, planters: 2, cutting: 1, baking: 1
    },
    phrases: {
      "kitchen utensils": 5, "water bottles": 5, "drinking bottles": 5, "reusable bottles": 5, "pots and pans": 5,
      "lunch boxes": 5, "drinking glasses": 5, "wine glasses": 5, "cleaning cloths": 5, "hair brushes": 5,
      "cutting boards": 5, "chopping boards": 5, "baking tins": 5, "baking trays": 5, "flower pots": 4,
      "cooking pots": 5, "food storage containers": 5, "makeup brushes": 5, "cosmetic brushes": 5,
      "pet bowls": 5, "dog bowls": 5, "travel mugs": 5, "coffee cups": 4, "cool bags": 4, "ice cube trays": 5
    },
    suppressedBy: ["restaurant", "cafe"]
  },
  {
    classNumber: 22,
    label: "Ropes, nets, tents, tarpaulins and raw fibres",
    keywords: {
      rope: 4, ropes: 4, cord: 2, cords: 2, twine: 4, string: 2, net: 2, nets: 2, netting: 3, tent: 4, tents: 4,
      tarpaulin: 4, tarpaulins: 4, tarp: 4, awning: 3, awnings: 3, sails: 3, sail: 2, hammock: 4, hammocks: 4,
      hemp: 1, jute: 2, sisal: 3, kapok: 4, stuffing: 3, padding: 2
    },
    phrases: {
      "camping tents": 5, "raw cotton": 4, "raw wool": 4, "raw fibres": 5, "textile fibres": 4,
      "laundry bags": 4, "sacks for transport": 4, "cargo nets": 4
    },
    suppressedBy: ["fishing nets sport", "tennis nets", "hair nets", "camping site", "campsite"]
  },
  {
    classNumber: 23,
    label: "Yarns and threads",
    keywords: {
      yarn: 4, yarns: 4, thread: 3, threads: 3, wool: 2, knitting: 2, spun: 2, skeins: 4
    },
    phrases: {
      "knitting yarn": 6, "sewing thread": 6, "embroidery thread": 6, "cotton thread": 5, "wool yarn": 6
    },
    suppressedBy: ["knitting needles", "knitting patterns", "knitting classes", "social media"]
  },
  {
    classNumber: 24,
    label: "Textiles, bed and table linen, towels, curtains",
    keywords: {
      "=fabric": 3, "=fabrics": 3, textile: 2, textiles: 3, linen: 2, "=bedding": 4, sheets: 1, towel: 4, towels: 4,
      blanket: 4, blankets: 4, throws: 2, duvet: 3, duvets: 3, quilt: 3, quilts: 3, curtains: 4, curtain: 4,
      drapes: 3, tablecloth: 4, tablecloths: 4, pillowcase: 4, pillowcases: 4, upholstery: 1, muslin: 3,
      cotton: 1, felt: 1, bathrobes: 2, flags: 2, banners: 1
    },
    phrases: {
      "bed linen": 6, "bed sheets": 6, "bath towels": 5, "bedding sets": 6, "beach towels": 5, "table linen": 6,
      "duvet covers": 6,
      "shower curtains": 5, "tea towels": 5, "cotton blankets": 5, "baby blankets": 5, "swaddle blankets": 5,
      "textile wall hangings": 5, "household linen": 6, "fabrics by the metre": 5
    },
    suppressedBy: ["electric blankets", "laundry services"]
  }
]
