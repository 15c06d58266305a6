import type { ClassTerms } from "./ClassTerms.js"

/** Suggestion vocabulary for classes 25-34. */
export const TERMS_25_TO_34: ReadonlyArray<ClassTerms> = [
  {
    classNumber: 25,
    label: "Clothing, footwear and headwear",
    keywords: {
      clothing: 4, clothes: 4, apparel: 4, garment: 3, garments: 3, wear: 1, fashion: 2, streetwear: 4,
      sportswear: 4, activewear: 4, athleisure: 4, footwear: 5, shoe: 4, shoes: 4, boot: 3, boots: 3, sneakers: 4,
      trainers: 2, sandals: 4, slippers: 4, heels: 3, headwear: 5, hat: 3, hats: 3, cap: 2, caps: 3, beanie: 4,
      beanies: 4, shirt: 4, shirts: 4, tshirt: 4, tshirts: 4, tee: 3, tees: 3, hoodie: 4, hoodies: 4,
      sweatshirt: 4, sweatshirts: 4, jumper: 3, sweater: 4, sweaters: 4, jeans: 4, trousers: 4, pants: 3,
      shorts: 3, "=dress": 3, "=dresses": 4, skirt: 4, skirts: 4, jacket: 4, jackets: 4, coat: 3, coats: 3,
      underwear: 4, lingerie: 4, bra: 3, bras: 3, socks: 4, leggings: 4, swimwear: 5, bikini: 4, swimsuit: 4,
      pyjamas: 4, scarf: 3, scarves: 3, gloves: 2, belts: 2, belt: 1, ties: 2, uniforms: 3, onesies: 4,
      babywear: 4, knitwear: 4, outerwear: 4, menswear: 4, womenswear: 4, kidswear: 4, vest: 3,
      blouse: 4, blouses: 4, cardigan: 4, tracksuit: 4, joggers: 3, leather: 1, cotton: 1, wool: 1, merino: 1
    },
    phrases: {
      "clothing line": 6, "clothing brand": 6, "clothing label": 6, "fashion brand": 5, "fashion label": 5,
      "jogging pants": 5, "running shoes": 5, "football boots": 5, "baseball caps": 5, "bucket hats": 5,
      "baby clothes": 5, "children clothing": 5, "yoga pants": 5, "work wear": 5, "workwear": 5,
      "polo shirts": 5, "rain jackets": 5, "ski wear": 5, "wedding dresses": 5, "base layers": 6, "thermal underwear": 6
    },
    suppressedBy: ["rental", "hire", "dry cleaning", "tailoring services", "alteration"]
  },
  {
    classNumber: 26,
    label: "Haberdashery, hair accessories, wigs and artificial flowers",
    keywords: {
      lace: 3, ribbon: 3, ribbons: 3, buttons: 3, zip: 3, zips: 3, zipper: 3, zippers: 3, velcro: 3, needles: 2,
      pins: 2, patches: 2, appliques: 4, wig: 4, wigs: 4, haberdashery: 5, scrunchies: 4, hairpins: 4,
      barrettes: 4, braid: 2, sequins: 3, bows: 2, tiaras: 2, badges: 2, embroidery: 1, tassels: 3
    },
    phrases: {
      "hair extensions": 6, "hair accessories": 5, "hair clips": 5, "hair bands": 5, "hair ties": 5,
      "artificial flowers": 6, "fake flowers": 5, "embroidered patches": 5, "sewing needles": 5,
      "zip fasteners": 5, "false hair": 6, "hair ornaments": 5, "iron on patches": 5
    },
    suppressedBy: ["hair salon", "hairdressing"]
  },
  {
    classNumber: 27,
    label: "Carpets, rugs, mats and wallpaper",
    keywords: {
      carpet: 4, carpets: 4, rug: 4, rugs: 4, mat: 2, mats: 2, matting: 4, doormat: 4, doormats: 4,
      linoleum: 5, wallpaper: 4, wallpapers: 4, vinyl: 1
    },
    phrases: {
      "yoga mats": 4, "door mats": 5, "bath mats": 5, "car mats": 4, "floor coverings": 5, "vinyl flooring": 4,
      "artificial turf": 5, "artificial grass": 5, "gym mats": 4, "play mats": 3
    },
    suppressedBy: ["carpet cleaning", "carpet fitting", "installation"]
  },
  {
    classNumber: 28,
    label: "Toys, games, sporting goods and video game consoles",
    keywords: {
      toy: 4, toys: 4, game: 2, games: 2, puzzle: 3, puzzles: 3, doll: 4, dolls: 4, teddy: 4, plush: 4,
      lego: 3, playthings: 5, kite: 3, kites: 3, dumbbells: 4, kettlebells: 4, weights: 1, treadmill: 2,
      console: 3, consoles: 3, "=controller": 2, "=controllers": 2, skateboard: 4, skateboards: 4, surfboard: 4,
      surfboards: 4, snowboard: 4, skis: 4, racket: 4, rackets: 4, racquet: 4, golf: 2, ball: 2, balls: 2,
      "=fishing": 2, rods: 1, tackle: 2, "=sporting": 3, sports: 1, fitness: 1, gym: 1, trampoline: 4, swing: 2,
      slide: 1, scooter: 1, frisbee: 4, darts: 3, cards: 1, dice: 3, chess: 3, figurines: 2, 
      baubles: 4, exercise: 1, equipment: 1, rattles: 3, playsets: 4
    },
    phrases: {
      "board games": 6, "card games": 5, "playing cards": 6, "video game consoles": 6, "game controllers": 5,
      "wooden toys": 6, "plush toys": 6, "soft toys": 6, "stuffed animals": 6, "action figures": 6,
      "jigsaw puzzles": 6, "sporting goods": 6, "sports equipment": 6, "fitness equipment": 6,
      "gym equipment": 6, "exercise equipment": 6, "resistance bands": 6, "home workouts": 2, "yoga blocks": 5,
      "fishing tackle": 6, "fishing gear": 6, "fishing lures": 6, "fishing equipment": 6, "scratching posts": 4,
      "fishing rods": 6, "golf clubs": 6, "golf balls": 6, "tennis balls": 6,
      "christmas tree decorations": 6, "christmas decorations": 5, "party games": 4, "pet toys": 5, "dog toys": 5,
      "cat toys": 5, "toy drones": 6, "educational toys": 6, "building blocks": 5, "toy cars": 6, "model cars": 5,
      "arcade machines": 5,
      "tabletop games": 6, "trading card games": 6, "children toys": 6
    },
    suppressedBy: ["download", "downloadable", "rental", "gym memberships", "fitness classes", "game development"]
  },
  {
    classNumber: 29,
    label: "Meat, fish, dairy, eggs, preserved foods and edible oils",
    keywords: {
      meat: 4, meats: 4, beef: 4, pork: 4, lamb: 3, chicken: 3, poultry: 4, sausage: 4, sausages: 4, bacon: 4,
      ham: 3, salami: 4, charcuterie: 4, jerky: 4, fish: 3, salmon: 3, tuna: 3, seafood: 3, shrimp: 3, prawns: 3,
      eggs: 3, egg: 2, milk: 3, dairy: 4, cheese: 4, cheeses: 4, butter: 3, yoghurt: 4, yoghurts: 4, cream: 1,
      kefir: 4, ghee: 4, tofu: 4, hummus: 4, jam: 4, jams: 4, marmalade: 4, jelly: 2, compote: 4, pickles: 4,
      chutney: 2, chutneys: 2, crisps: 4, chips: 2, soup: 3, soups: 3, nuts: 2, olives: 3, tempeh: 4, pate: 4,
      oils: 1, oil: 1, raisins: 3, kimchi: 4, sauerkraut: 4, broth: 3, fillets: 3, fillet: 3, feta: 4, mozzarella: 4
    },
    phrases: {
      "olive oil": 5, "edible oils": 5, "cooking oil": 5, "dried fruit": 5, "dried fruits": 5, "frozen vegetables": 5,
      "potato chips": 5, "potato crisps": 5, "nut butter": 5, "peanut butter": 5, "plant based milk": 5,
      "oat milk": 5, "almond milk": 5, "meat substitutes": 5, "plant based meat": 5, "ready meals": 3,
      "canned fish": 5, "smoked salmon": 5, "bone broth": 5, "milk products": 5, "dairy products": 5,
      "processed vegetables": 5, "free range eggs": 5, "frozen meals": 3, "meal kits": 4, "fish fillets": 6
    },
    suppressedBy: ["restaurant", "catering", "dog food", "cat food", "pet food"]
  },
  {
    classNumber: 30,
    label: "Coffee, tea, bakery, confectionery, cereals and condiments",
    keywords: {
      coffee: 4, tea: 4, teas: 4, cocoa: 4, bread: 4, breads: 4, sourdough: 4, pastry: 4, pastries: 4, cake: 3,
      cakes: 3, cupcakes: 4, cookies: 4, biscuits: 4, brownies: 4, croissants: 4, bagels: 4, muffins: 4,
      chocolate: 4, chocolates: 4, confectionery: 5, sweets: 3, candy: 4, candies: 4, gummies: 3, pasta: 4,
      noodles: 4, rice: 3, flour: 4, cereal: 3, cereals: 3, granola: 4, muesli: 4, oats: 2, honey: 4, sugar: 3,
      syrup: 1, sauce: 3, sauces: 3, ketchup: 4, mustard: 3, mayonnaise: 4, "=dressing": 2, spice: 4, spices: 4,
      "=seasoning": 4, "=seasonings": 4, salt: 3, pepper: 2, vinegar: 4, pizza: 3, pizzas: 3, sandwiches: 3,
      dumplings: 4, tortillas: 4, crackers: 4, pretzels: 4, popcorn: 4, ice: 1, gelato: 4, sorbet: 4, sorbets: 4,
      baked: 2, bakery: 3, baking: 1, fudge: 4, toffee: 4, caramel: 3, marshmallows: 4, matcha: 4, chai: 4,
      yeast: 4, sushi: 3, burritos: 3, pies: 3, tarts: 3, waffles: 4, pancakes: 3, chutney: 2, chutneys: 2
    },
    phrases: {
      "coffee beans": 6, "roasted coffee": 6, "ground coffee": 6, "herbal tea": 6, "loose leaf tea": 6,
      "ice cream": 6, "frozen yogurt": 5, "hot sauce": 6, "hot sauces": 6, "spice blends": 6, "chocolate bars": 6,
      "energy bars": 5, "protein bars": 5, "cereal bars": 6, "baked goods": 6, "breakfast cereals": 6,
      "maple syrup": 6, "soy sauce": 6, "pasta sauce": 6, "salad dressings": 6, "frozen pizza": 6,
      "coffee pods": 6, "coffee capsules": 6, "cold brew": 5, "iced tea": 5, "baking mixes": 6, "rice cakes": 6
    },
    suppressedBy: ["coffee machines", "espresso machines", "coffee makers", "tea towels", "tea lights"]
  },
  {
    classNumber: 31,
    label: "Fresh produce, plants, live animals and animal food",
    keywords: {
      fresh: 1, fruit: 2, fruits: 2, vegetables: 2, vegetable: 2, produce: 2, plants: 3, plant: 1, flowers: 3,
      flower: 2, bouquets: 3, seedlings: 4, bulbs: 1, trees: 2, shrubs: 4, saplings: 4, seeds: 2, grains: 2,
      grain: 2, livestock: 4, cattle: 4, horses: 2, puppies: 3, kittens: 3, hay: 4, straw: 3, fodder: 4,
      feed: 2, birdseed: 4, malt: 4, mushrooms: 2, potatoes: 2, apples: 3, berries: 2, microgreens: 4,
      houseplants: 4, succulents: 4, cacti: 4, nursery: 1, turf: 1, litter: 3, oysters: 2, mulch: 4, organic: 1,
      "=farm": 1, orchard: 3
    },
    phrases: {
      "fresh fruit": 6, "fresh fruits": 6, "fresh vegetables": 6, "fresh herbs": 6, "fresh flowers": 6,
      "cut flowers": 6, "potted plants": 6, "live plants": 6, "natural plants": 6, "live animals": 6,
      "dog food": 6, "cat food": 6, "pet food": 6, "pet treats": 6, "dog treats": 6, "cat treats": 6,
      "animal feed": 6, "horse feed": 6, "bird food": 6, "fish food": 6, "seeds for planting": 6,
      "flower bulbs": 6, "christmas trees": 5, "cat litter": 6, "live fish": 5, "aquarium fish": 6,
      "aquatic plants": 6, "ornamental fish": 6, "live lobsters": 5, "unprocessed grains": 6
    },
    suppressedBy: ["artificial flowers", "fake flowers", "florist shop", "landscaping", "gardening services"]
  },
  {
    classNumber: 32,
    label: "Beer, soft drinks, waters and juices",
    keywords: {
      beer: 5, beers: 5, "=ale": 4, "=ales": 4, lager: 5, lagers: 5, stout: 4, ipa: 5, brewery: 3, microbrewery: 4,
      brewed: 2, brewing: 1, juice: 4, juices: 4, smoothie: 4, smoothies: 4, soda: 4, sodas: 4, lemonade: 4,
      kombucha: 4, cola: 4, water: 1, waters: 2, drinks: 1, beverages: 1, tonic: 3, cordial: 4, cordials: 4,
      mocktails: 4, squash: 2, sparkling: 1, seltzer: 2
    },
    phrases: {
      "craft beer": 7, "craft beers": 7, "non alcoholic beer": 7, "alcohol free beer": 7, "mineral water": 6,
      "sparkling water": 6, "spring water": 6, "soft drinks": 6, "energy drinks": 6, "sports drinks": 6,
      "fruit juices": 6, "cold pressed juices": 6, "cold pressed juice": 6, "syrups for making beverages": 6,
      "non alcoholic beverages": 6, "non alcoholic drinks": 6, "tonic water": 6, "flavoured water": 6,
      "coconut water": 6, "ginger beer": 6, "root beer": 6, "non alcoholic wine": 6, "alcohol free wine": 6
    },
    suppressedBy: ["water treatment", "water filters", "water bottles", "beer garden", "pub", "brewpub"]
  },
  {
    classNumber: 33,
    label: "Wine, spirits and other alcoholic drinks",
    keywords: {
      wine: 5, wines: 5, vineyard: 3, winery: 4, spirits: 4, spirit: 2, whisky: 5, vodka: 5, gin: 5, rum: 5,
      tequila: 5, mezcal: 5, brandy: 5, cognac: 5, liqueur: 5, liqueurs: 5, cider: 5, ciders: 5, prosecco: 5,
      champagne: 5, sake: 5, mead: 4, distillery: 4, distilled: 3, alcoholic: 2, cocktails: 2, vermouth: 5,
      absinthe: 5, schnapps: 5, bourbon: 5, port: 1, sherry: 4, soju: 5, baijiu: 5, grappa: 5
    },
    phrases: {
      "natural wines": 6, "red wine": 6, "white wine": 6, "sparkling wine": 6, "alcoholic beverages": 6,
      "hard seltzer": 6, "canned cocktails": 6, "ready to drink cocktails": 6, "premixed cocktails": 6,
      "fruit wine": 6, "craft spirits": 6
    },
    suppressedBy: ["non alcoholic", "alcohol free", "wine bar", "wine tasting", "wine glasses", "wine tours"]
  },
  {
    classNumber: 34,
    label: "Tobacco, e-cigarettes and smokers' articles",
    keywords: {
      tobacco: 5, cigarette: 5, cigarettes: 5, cigar: 5, cigars: 5, ecigarette: 5, ecigarettes: 5, vape: 5,
      vapes: 5, vaping: 5, vaporizer: 3, vaporizers: 3, vaporiser: 3, eliquid: 5, eliquids: 5, shisha: 5,
      hookah: 5, hookahs: 5, snus: 5, lighter: 3, lighters: 4, ashtray: 5, ashtrays: 5, matches: 3,
      smokers: 4, smoking: 3, rolling: 1, pipes: 1, humidor: 5, nicotine: 3, cigarillos: 5
    },
    phrases: {
      "electronic cigarettes": 6, "vape liquids": 6, "vape juice": 6, "liquid nicotine": 6,
      "rolling papers": 6, "cigarette papers": 6, "tobacco pipes": 6, "smoking pipes": 6, "nicotine pouches": 6,
      "herbs for smoking": 6, "heated tobacco": 6
    },
    suppressedBy: ["nicotine patches", "nicotine gum", "quit smoking", "smoking cessation"]
  }
]
