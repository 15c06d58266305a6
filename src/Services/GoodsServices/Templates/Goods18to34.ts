import { type ClassTemplates, fallback, namely, spec } from "./Template.js"

/** Specification templates, classes 18-34 (goods). */
export const TEMPLATES_18_TO_34: ReadonlyArray<ClassTemplates> = [
  {
    classNumber: 18,
    templates: [
      ...namely(
        "bags",
        { triggers: "bag|bags", us: "Bags", examples: "handbags, backpacks, tote bags", fallback: true },
        [
          ["handbag|purse", "handbags", "Handbags", "Handbags"],
          ["backpack|rucksack", "backpacks", "Backpacks", "Rucksacks"],
          ["tote bag|tote", "tote bags", "Tote bags", "Tote bags"],
          ["travel bag|duffel|duffle|holdall", "travel bags", "Travelling bags", "Travelling bags"]
        ]
      ),
      spec("wallet|card holder|cardholder", "Wallets", "Wallets", "Wallets"),
      spec("suitcase|luggage", "Luggage", "Luggage", "Suitcases"),
      spec("umbrella", "Umbrellas", "Umbrellas", "Umbrellas"),
      spec(
        "raw leather|leather hide|imitation leather|faux leather|tannery",
        "Leather and imitation leather",
        "Leather and imitations of leather",
        "Leather, unworked or semi-worked"
      ),
      spec(
        "dog leash|dog lead|dog collar|pet collar|pet leash|pet clothing|dog coat",
        "Collars and leashes for animals",
        "Collars for animals",
        "Collars for animals"
      ),
      spec("saddle|saddlery|harness", "Saddlery", "Saddlery", "Saddlery")
    ]
  },
  {
    classNumber: 19,
    templates: [
      spec("wooden floor|wood flooring|parquet|floorboard", "Non-metal floor boards", "Wooden floor boards", "Wooden floor boards"),
      spec("tile|tiles", "Non-metal floor tiles", "Tiles, not of metal, for building", "Tiles, not of metal, for building"),
      spec("concrete|cement", "Concrete", "Concrete", "Concrete"),
      spec("brick", "Bricks", "Bricks", "Bricks"),
      spec("timber|lumber|building wood", "Lumber", "Building timber", "Building timber"),
      spec("glass for building|window glass", "Glass for building", "Building glass", "Building glass"),
      fallback(
        "building material|construction material",
        "Non-metal building materials, namely, [specify the materials]",
        "Building materials, not of metal",
        "Building materials, not of metal"
      )
    ]
  },
  {
    classNumber: 20,
    templates: [
      ...namely(
        "furniture",
        { triggers: "furniture", us: "Furniture", examples: "chairs, tables, beds, shelves", fallback: true },
        [
          ["chair|stool", "chairs", "Chairs [seats]", "Chairs [seats]"],
          ["table|desk", "tables", "Tables", "Tables"],
          ["sofa|couch|settee", "sofas", "Sofas", "Sofas"],
          ["shelf|shelves|shelving|bookcase", "shelves", "Shelves for storage", "Shelves for storage"],
          ["bed frame|bed|beds", "beds", "Beds", "Beds"]
        ]
      ),
      spec("mattress", "Mattresses", "Mattresses", "Mattresses"),
      spec("pillow|cushion", "Pillows", "Pillows", "Pillows"),
      spec("mirror", "Mirrors", "Mirrors [looking glasses]", "Mirrors [looking glasses]"),
      spec("picture frame|photo frame", "Picture frames", "Picture frames", "Picture frames"),
      spec("pet bed|dog bed|cat bed", "Pet beds", "Beds for household pets", "Beds for household pets")
    ]
  },
  {
    classNumber: 21,
    templates: [
      spec("cookware|pot|pan|saucepan|frying pan", "Cookware, namely, pots and pans", "Cooking pots", "Cooking pots"),
      spec("mug|cup", "Mugs", "Mugs", "Mugs"),
      spec(
        "water bottle|drinking bottle|reusable bottle",
        "Water bottles sold empty",
        "Drinking bottles for sports",
        "Drinking bottles for sports"
      ),
      spec("glassware|drinking glass|wine glass", "Drinking glasses", "Drinking glasses", "Drinking glasses"),
      spec(
        "tableware|plate|bowl|dish",
        "Tableware, namely, plates, bowls and dishes",
        "Tableware, other than knives, forks and spoons",
        "Tableware, other than knives, forks and spoons"
      ),
      spec("toothbrush", "Toothbrushes", "Toothbrushes", "Toothbrushes"),
      spec("hair brush|hairbrush|comb", "Hair brushes", "Hairbrushes", "Hair brushes"),
      spec("lunch box|food container|storage container", "Lunch boxes", "Lunch boxes", "Lunch boxes"),
      spec("kitchen utensil|spatula|whisk", "Kitchen utensils, namely, spatulas and whisks", "Kitchen utensils", "Kitchen utensils"),
      spec("pet bowl|dog bowl|feeding bowl|litter box", "Pet feeding bowls", "Bowls [basins]", "Bowls [basins]"),
      fallback(
        "",
        "Household or kitchen utensils, namely, [specify the items]",
        "Household or kitchen utensils",
        "Household or kitchen utensils"
      )
    ]
  },
  {
    classNumber: 22,
    templates: [
      spec("rope|cord", "Ropes", "Ropes", "Ropes"),
      spec("tent", "Tents", "Tents", "Tents"),
      spec("tarpaulin|tarp", "Tarpaulins", "Tarpaulins", "Tarpaulins"),
      spec("hammock", "Hammocks", "Hammocks", "Hammocks"),
      spec("net|netting", "Nets", "Nets", "Nets"),
      fallback("", "Ropes", "Ropes", "Ropes")
    ]
  },
  {
    classNumber: 23,
    templates: [
      spec("yarn|knitting wool", "Yarns", "Yarn", "Yarns"),
      spec("thread|sewing thread", "Threads for textile use", "Thread", "Threads for textile use"),
      fallback("", "Yarns", "Yarn", "Yarns")
    ]
  },
  {
    classNumber: 24,
    templates: [
      spec("bed linen|bedding|duvet cover|bed sheet|pillowcase", "Bed linen", "Bed linen", "Bed linen"),
      spec("towel", "Bath towels", "Towels of textile", "Towels of textile"),
      spec("curtain", "Curtains", "Curtains of textile or plastic", "Curtains of textile or plastic"),
      spec("blanket|throw", "Blankets", "Blankets", "Blankets"),
      spec("fabric|textile", "Fabrics for textile use", "Fabrics for textile use", "Fabrics for textile use"),
      spec("table linen|tablecloth|napkin", "Table linen, not of paper", "Table linen, not of paper", "Table linen, not of paper"),
      fallback("", "Household linen", "Household linen", "Household linen")
    ]
  },
  {
    classNumber: 25,
    templates: [
      ...namely(
        "clothing",
        {
          triggers: "clothing|clothes|apparel|garment|fashion|wear|streetwear|activewear|sportswear|workwear|menswear|womenswear",
          us: "Clothing",
          examples: "shirts, pants, jackets",
          fallback: true
        },
        [
          ["tshirt|tee|shirt", "shirts", "Shirts", "Shirts"],
          ["pant|trouser|jeans|leggings|chinos", "pants", "Trousers", "Trousers"],
          ["jacket|coat|parka", "jackets", "Jackets [clothing]", "Jackets [clothing]"],
          ["dress|gown", "dresses", "Dresses", "Dresses"],
          ["hoodie|hoody|sweatshirt|jumper|sweater", "sweatshirts", "Sweatshirts", "Sweaters"],
          ["swimwear|swimsuit|bikini", "swimwear", "Swimwear", "Bathing suits"],
          ["underwear|lingerie|boxer|brief", "underwear", "Underwear", "Underwear"],
          ["sock", "socks", "Socks", "Socks"],
          ["skirt", "skirts", "Skirts", "Skirts"],
          ["short", "shorts", "Shorts", "Shorts"]
        ]
      ),
      ...namely(
        "footwear",
        { triggers: "footwear|shoe|shoes", us: "Footwear", examples: "shoes, boots, sneakers" },
        [
          ["sneaker|trainer|running shoe", "sneakers", "Sneakers", "Sneakers"],
          ["boot", "boots", "Boots", "Boots"],
          ["sandal|flip flop", "sandals", "Sandals", "Sandals"],
          ["slipper", "slippers", "Slippers", "Slippers"]
        ]
      ),
      ...namely(
        "headwear",
        { triggers: "headwear", us: "Headwear", examples: "hats, caps, beanies" },
        [
          ["cap|baseball cap", "caps", "Caps being headwear", "Caps being headwear"],
          ["hat", "hats", "Hats", "Hats"],
          ["beanie", "beanies", "Beanies", "Beanies"]
        ]
      ),
      spec("scarf|scarves|shawl", "Scarves", "Scarves", "Scarves"),
      spec("glove|mitten", "Gloves", "Gloves [clothing]", "Gloves [clothing]"),
      spec("belt", "Belts", "Belts [clothing]", "Belts [clothing]")
    ]
  },
  {
    classNumber: 26,
    templates: [
      spec("button", "Buttons for clothing", "Buttons", "Buttons"),
      spec("ribbon", "Ribbons for clothing", "Ribbons [haberdashery]", "Ribbons [haberdashery]"),
      spec(
        "hair accessory|hair clip|hair band|scrunchie|hair tie",
        "Hair accessories, namely, hair clips, hair bands and scrunchies",
        "Hair ornaments",
        "Hair ornaments"
      ),
      spec("wig|hair extension", "Wigs", "Wigs", "Wigs"),
      spec("artificial flower", "Artificial flowers", "Artificial flowers", "Artificial flowers"),
      spec(
        "embroidery|patch|badge",
        "Embroidered patches for clothing",
        "Embroidered patches for clothing",
        "Embroidered patches for clothing"
      ),
      fallback("", "Haberdashery, namely, [specify the items]", "Haberdashery", "Haberdashery, except thread")
    ]
  },
  {
    classNumber: 27,
    templates: [
      spec("carpet|rug", "Carpets", "Carpets", "Carpets"),
      spec("yoga mat|exercise mat|gym mat", "Yoga mats", "Yoga mats", "Yoga mats"),
      spec("wallpaper", "Wallpaper", "Wallpaper", "Wallpaper"),
      spec("door mat|doormat|floor mat", "Door mats", "Door mats", "Door mats"),
      fallback("", "Carpets", "Carpets", "Carpets")
    ]
  },
  {
    classNumber: 28,
    templates: [
      ...namely(
        "toys",
        { triggers: "toy|toys", us: "Toys", examples: "plush toys, building blocks, puzzles", fallback: true },
        [
          ["plush|stuffed toy|soft toy|teddy", "plush toys", "Plush toys", "Plush toys"],
          ["building block|construction toy|building set", "toy building blocks", "Building blocks [toys]", "Building blocks [toys]"],
          ["puzzle|jigsaw", "jigsaw puzzles", "Jigsaw puzzles", "Jigsaw puzzles"],
          ["doll", "dolls", "Dolls", "Dolls"],
          ["action figure", "action figures", "Action figures", "Action figures"]
        ]
      ),
      spec("board game|card game|tabletop game", "Board games", "Board games", "Board games"),
      spec(
        "sporting goods|sports equipment|fitness equipment|gym equipment|dumbbell|weight",
        "Sporting articles, namely, [specify the items]",
        "Sporting articles and equipment",
        "Gymnastic and sporting articles"
      ),
      spec("ball|football|basketball|tennis ball|golf ball", "Balls for games", "Balls for games", "Balls for games"),
      spec("fishing tackle|fishing rod|fishing", "Fishing tackle", "Fishing tackle", "Fishing tackle"),
      spec("pet toy|dog toy|cat toy", "Toys for pets", "Toys for pets", "Toys for pets"),
      spec("video game console|game console|game controller", "Video game consoles", "Video game consoles", "Video game consoles"),
      spec(
        "christmas decoration|christmas tree ornament|bauble",
        "Christmas tree decorations",
        "Christmas tree decorations",
        "Christmas tree ornaments, except lights, candles and confectionery"
      ),
      spec("skateboard|surfboard|snowboard|ski", "Skateboards", "Skateboards", "Skateboards")
    ]
  },
  {
    classNumber: 29,
    templates: [
      spec("cheese", "Cheese", "Cheese", "Cheese"),
      spec("yoghurt|yogurt", "Yogurt", "Yoghurt", "Yoghurt"),
      spec("milk|dairy", "Milk and dairy products, namely, [specify the products]", "Dairy products", "Milk products"),
      spec("meat|sausage|charcuterie|bacon|ham", "Meat", "Meat", "Meat"),
      spec("fish|seafood|salmon|tuna", "Fish, not live", "Fish, not live", "Fish, not live"),
      spec("egg", "Eggs", "Eggs", "Eggs"),
      spec("jam|marmalade|preserve", "Jams", "Jams", "Jams"),
      spec("olive oil|edible oil|cooking oil", "Olive oil for food", "Olive oil for food", "Olive oil for food"),
      spec("plant based milk|oat milk|soy milk|almond milk|milk substitute", "Milk substitutes", "Milk substitutes", "Milk substitutes"),
      spec("nut butter|peanut butter", "Peanut butter", "Peanut butter", "Peanut butter"),
      spec("soup", "Soups", "Soups", "Soups"),
      spec("snack|crisps|potato chips", "Potato chips", "Crisps", "Potato crisps"),
      fallback(
        "",
        "Processed vegetables, namely, [specify]",
        "Preserved, frozen, dried and cooked fruits and vegetables",
        "Preserved, frozen, dried and cooked fruits and vegetables"
      )
    ]
  },
  {
    classNumber: 30,
    templates: [
      spec("coffee|espresso|coffee bean", "Coffee", "Coffee", "Coffee"),
      spec("tea|matcha|herbal tea", "Tea", "Tea", "Tea"),
      spec("chocolate", "Chocolate", "Chocolate", "Chocolate"),
      spec("bread|bakery|baked good|pastry|pastries|croissant", "Bakery goods", "Bakery goods", "Bread"),
      spec("cake|cookie|biscuit|brownie", "Cakes", "Cakes", "Cakes"),
      spec("confectionery|candy|sweets|gummy", "Candy", "Confectionery", "Sugar confectionery"),
      spec("ice cream|gelato|frozen yogurt", "Ice cream", "Ice cream", "Ice cream"),
      spec("pasta|noodle", "Pasta", "Pasta", "Pasta"),
      spec("sauce|condiment|ketchup|mayonnaise|dressing", "Sauces", "Sauces [condiments]", "Sauces [condiments]"),
      spec("spice|seasoning|herb", "Spices", "Spices", "Spices"),
      spec("honey", "Honey", "Honey", "Honey"),
      spec("cereal|granola|muesli|oat", "Breakfast cereals", "Breakfast cereals", "Cereal preparations"),
      spec("pizza|sandwich|burrito", "Pizzas", "Pizzas", "Pizzas"),
      fallback("", "Coffee", "Coffee", "Coffee")
    ]
  },
  {
    classNumber: 31,
    templates: [
      spec("fresh fruit|fruit", "Fresh fruits", "Fresh fruits", "Fresh fruits"),
      spec("fresh vegetable|vegetable", "Fresh vegetables", "Fresh vegetables", "Fresh vegetables"),
      spec("pet food|dog food|cat food|animal feed|dog treat|pet treat", "Pet food", "Pet food", "Foodstuffs for animals"),
      spec("seed|plant|flower|bulb", "Live plants", "Natural plants", "Plants"),
      spec("live animal|livestock", "Live animals", "Live animals", "Live animals"),
      spec("live fish|live seafood|oyster", "Live fish", "Live fish", "Live fish"),
      fallback("", "Fresh fruits and vegetables", "Fresh fruits and vegetables", "Fresh fruits")
    ]
  },
  {
    classNumber: 32,
    templates: [
      spec("beer|craft beer|lager|ale|brewery|ipa", "Beer", "Beers", "Beer"),
      spec("non alcoholic beer|alcohol free beer", "Non-alcoholic beer", "Non-alcoholic beer", "Non-alcoholic beer"),
      spec("soft drink|soda|lemonade|cola", "Soft drinks", "Soft drinks", "Soft drinks"),
      spec("energy drink|sports drink|isotonic", "Energy drinks", "Energy drinks", "Energy drinks"),
      spec("juice|smoothie", "Fruit juices", "Fruit juices", "Fruit juices"),
      spec("mineral water|bottled water|sparkling water", "Bottled water", "Mineral water [beverages]", "Mineral water [beverages]"),
      spec("kombucha", "Non-alcoholic beverages, namely, kombucha", "Non-alcoholic beverages", "Non-alcoholic beverages"),
      fallback("", "Soft drinks", "Non-alcoholic beverages", "Non-alcoholic beverages")
    ]
  },
  {
    classNumber: 33,
    templates: [
      spec("wine|winery|vineyard", "Wine", "Wine", "Wine"),
      spec("gin", "Gin", "Gin", "Gin"),
      spec("vodka", "Vodka", "Vodka", "Vodka"),
      spec("whisky|whiskey|bourbon|scotch", "Whiskey", "Whisky", "Whisky"),
      spec("rum", "Rum", "Rum", "Rum"),
      spec("cider", "Cider", "Cider", "Cider"),
      spec("spirit|liqueur|distillery", "Distilled spirits", "Spirits [beverages]", "Spirits [beverages]"),
      spec(
        "hard seltzer|alcopop|premixed",
        "Prepared alcoholic cocktails",
        "Prepared alcoholic cocktails",
        "Pre-mixed alcoholic beverages, other than beer-based"
      ),
      fallback("", "Alcoholic beverages, except beers", "Alcoholic beverages, except beer", "Alcoholic beverages, except beer")
    ]
  },
  {
    classNumber: 34,
    templates: [
      spec("ecigarette|electronic cigarette|vape|vaping", "Electronic cigarettes", "Electronic cigarettes", "Electronic cigarettes"),
      spec(
        "eliquid|e liquid|vape liquid",
        "Liquid nicotine solutions for use in electronic cigarettes",
        "Liquid nicotine solutions for use in electronic cigarettes",
        "Liquid nicotine solutions for use in electronic cigarettes"
      ),
      spec("cigar", "Cigars", "Cigars", "Cigars"),
      spec("cigarette", "Cigarettes", "Cigarettes", "Cigarettes"),
      spec("tobacco", "Tobacco", "Tobacco", "Tobacco"),
      spec("lighter", "Lighters for smokers", "Lighters for smokers", "Lighters for smokers"),
      spec("rolling paper", "Cigarette papers", "Cigarette paper", "Cigarette paper"),
      fallback("", "Smokers' articles, namely, [specify the items]", "Smokers' articles", "Smokers' articles")
    ]
  }
]
