import type { NiceClass } from "./NiceClass.js"

/** Nice classes 25-34 (goods), NCL 12-2025. */
export const GOODS_25_TO_34: ReadonlyArray<NiceClass> = [
  {
    number: 25,
    title: "Clothing, footwear, headwear.",
    kind: "goods",
    description:
      "Clothing, footwear and headwear for people, including sportswear, underwear, swimwear, outerwear, shoes, boots, hats and caps.",
    examples: [
      "Clothing",
      "T-shirts",
      "Hoodies",
      "Jeans",
      "Dresses",
      "Jackets",
      "Underwear",
      "Swimwear",
      "Footwear",
      "Shoes",
      "Sneakers",
      "Hats and caps"
    ],
    excludes: [
      "Clothing for pets (class 18)",
      "Protective clothing and helmets for safety (class 9)",
      "Sports shoes with attached skates (class 28)",
      "Special clothing for surgical use (class 10)",
      "Handbags and wallets (class 18)",
      "Clothing retail services (class 35)"
    ],
    relatedClasses: [14, 18, 24, 26, 35]
  },
  {
    number: 26,
    title:
      "Lace, braid and embroidery, and haberdashery ribbons and bows; buttons, hooks and eyes, pins and needles; artificial flowers; hair decorations; false hair.",
    kind: "goods",
    description:
      "Haberdashery and dressmakers' articles such as lace, ribbons, buttons, zips, pins and needles, patches and badges for clothing, artificial flowers, hair accessories, wigs and hair extensions.",
    examples: [
      "Lace",
      "Ribbons",
      "Buttons",
      "Zip fasteners",
      "Sewing needles",
      "Embroidered patches for clothing",
      "Hair clips",
      "Hair bands",
      "Wigs",
      "Hair extensions",
      "Artificial flowers",
      "Badges for wear, not of precious metal"
    ],
    excludes: [
      "Sewing thread and yarn (class 23)",
      "Jewellery (class 14)",
      "Natural flowers (class 31)",
      "Surgical needles (class 10)",
      "Christmas tree decorations (class 28)"
    ],
    relatedClasses: [14, 23, 25]
  },
  {
    number: 27,
    title: "Carpets, rugs, mats and matting, linoleum and other materials for covering existing floors; wall hangings, not of textile.",
    kind: "goods",
    description:
      "Products for covering existing floors and walls, such as carpets, rugs, mats, linoleum, vinyl floor coverings, artificial turf and non-textile wallpaper.",
    examples: [
      "Carpets",
      "Rugs",
      "Door mats",
      "Bath mats",
      "Yoga mats",
      "Car mats",
      "Linoleum",
      "Vinyl floor coverings",
      "Artificial turf",
      "Wallpaper",
      "Gymnastic mats"
    ],
    excludes: [
      "Wooden flooring and floor tiles (class 19)",
      "Textile wall hangings (class 24)",
      "Electric heating mats (class 11)",
      "Table mats of textile (class 24) and of paper (class 16)",
      "Carpet laying and cleaning services (class 37)"
    ],
    relatedClasses: [19, 20, 24, 37]
  },
  {
    number: 28,
    title: "Games, toys and playthings; video game apparatus; gymnastic and sporting articles; decorations for Christmas trees.",
    kind: "goods",
    description:
      "Toys, games and playthings, video game consoles and controllers, sporting and gym equipment, fishing tackle and Christmas tree decorations.",
    examples: [
      "Toys",
      "Board games",
      "Puzzles",
      "Dolls",
      "Plush toys",
      "Video game consoles",
      "Playing cards",
      "Sporting articles",
      "Fitness equipment",
      "Balls for games",
      "Fishing tackle",
      "Christmas tree decorations"
    ],
    excludes: [
      "Computer game software (class 9)",
      "Sports clothing and footwear (class 25)",
      "Bicycles (class 12)",
      "Firearms for sport (class 13)",
      "Gambling and online game services (class 41)",
      "Christmas lights (class 11)"
    ],
    relatedClasses: [9, 25, 35, 41]
  },
  {
    number: 29,
    title:
      "Meat, fish, poultry and game; meat extracts; preserved, frozen, dried and cooked fruits and vegetables; jellies, jams, compotes; eggs; milk, cheese, butter, yogurt and other milk products; oils and fats for food.",
    kind: "goods",
    description:
      "Foods of animal origin and processed fruits and vegetables: meat, fish, poultry, eggs, dairy products and plant-based milk substitutes, jams, soups, snacks made from potatoes or nuts, and edible oils.",
    examples: [
      "Meat",
      "Poultry",
      "Fish, not live",
      "Seafood, not live",
      "Eggs",
      "Milk",
      "Cheese",
      "Yogurt",
      "Jams",
      "Nut butters",
      "Potato crisps",
      "Edible oils"
    ],
    excludes: [
      "Live animals and fresh fruits and vegetables (class 31)",
      "Bread, pasta, rice and confectionery (class 30)",
      "Baby food and dietetic food for medical use (class 5)",
      "Coffee-based beverages (class 30)",
      "Animal feed (class 31)"
    ],
    relatedClasses: [5, 30, 31, 32, 43]
  },
  {
    number: 30,
    title:
      "Coffee, tea, cocoa and substitutes therefor; rice, pasta and noodles; tapioca and sago; flour and preparations made from cereals; bread, pastries and confectionery; chocolate; ice cream, sorbets and other edible ices; sugar, honey, treacle; yeast, baking-powder; salt, seasonings, spices, preserved herbs; vinegar, sauces and other condiments; ice (frozen water).",
    kind: "goods",
    description:
      "Staple and prepared foods of plant origin: coffee, tea, cocoa, bread and baked goods, pasta, rice, cereals, chocolate and confectionery, ice cream, honey, sauces, spices and condiments.",
    examples: [
      "Coffee",
      "Tea",
      "Bread",
      "Pastries",
      "Cakes",
      "Chocolate",
      "Confectionery",
      "Ice cream",
      "Pasta",
      "Honey",
      "Sauces",
      "Spices"
    ],
    excludes: [
      "Fresh herbs and unprocessed grains (class 31)",
      "Dairy products and plant-based milk substitutes (class 29)",
      "Beer and non-alcoholic beverages other than coffee, tea and cocoa (class 32)",
      "Dietetic food for medical use (class 5)",
      "Café and bakery restaurant services (class 43)"
    ],
    relatedClasses: [29, 31, 32, 35, 43]
  },
  {
    number: 31,
    title:
      "Raw and unprocessed agricultural, aquacultural, horticultural and forestry products; raw and unprocessed grains and seeds; fresh fruits and vegetables, fresh herbs; natural plants and flowers; bulbs, seedlings and seeds for planting; live animals; foodstuffs and beverages for animals; malt.",
    kind: "goods",
    description:
      "Fresh and unprocessed farm, garden and forest products, live animals and plants, fresh fruits and vegetables, natural flowers, seeds for planting, animal food and pet treats, and malt.",
    examples: [
      "Fresh fruits",
      "Fresh vegetables",
      "Fresh herbs",
      "Natural plants",
      "Fresh flowers",
      "Seeds for planting",
      "Live animals",
      "Pet food",
      "Dog treats",
      "Animal feed",
      "Unprocessed grains",
      "Malt for brewing and distilling"
    ],
    excludes: [
      "Processed fruits and vegetables (class 29)",
      "Flour and cereal preparations (class 30)",
      "Fertilizers (class 1)",
      "Medicated animal feed and supplements (class 5)",
      "Artificial flowers (class 26)",
      "Florist services (class 35) and gardening services (class 44)"
    ],
    relatedClasses: [1, 5, 29, 30, 44]
  },
  {
    number: 32,
    title:
      "Beers; non-alcoholic beverages; mineral and aerated waters; fruit beverages and fruit juices; syrups and other non-alcoholic preparations for making beverages.",
    kind: "goods",
    description:
      "Beer of every kind (including non-alcoholic beer) and non-alcoholic drinks such as waters, soft drinks, energy drinks, juices and smoothies, and syrups for making them.",
    examples: [
      "Beer",
      "Craft beer",
      "Non-alcoholic beer",
      "Mineral water",
      "Sparkling water",
      "Soft drinks",
      "Energy drinks",
      "Fruit juices",
      "Smoothies",
      "Sports drinks",
      "Syrups for making beverages"
    ],
    excludes: [
      "Alcoholic beverages other than beer, such as wine and spirits (class 33)",
      "Coffee, tea and cocoa beverages (class 30)",
      "Milk beverages with milk predominating (class 29)",
      "Dietetic beverages for medical use (class 5)",
      "Bar and brewpub services (class 43)"
    ],
    relatedClasses: [29, 30, 33, 43]
  },
  {
    number: 33,
    title: "Alcoholic beverages, except beers; alcoholic preparations for making beverages.",
    kind: "goods",
    description:
      "Alcoholic drinks other than beer, such as wine, spirits, liqueurs, cider, hard seltzer and pre-mixed alcoholic beverages.",
    examples: [
      "Wine",
      "Sparkling wine",
      "Spirits",
      "Whisky",
      "Vodka",
      "Gin",
      "Rum",
      "Liqueurs",
      "Cider",
      "Hard seltzer",
      "Pre-mixed alcoholic beverages, other than beer-based",
      "Sake"
    ],
    excludes: [
      "Beer and beer-based beverages (class 32)",
      "Non-alcoholic wine (class 32)",
      "Alcohol for medical purposes (class 5)",
      "Cooking wine as a condiment (class 30)",
      "Wine tasting and bar services (classes 41 and 43)"
    ],
    relatedClasses: [32, 35, 43]
  },
  {
    number: 34,
    title:
      "Tobacco and tobacco substitutes; cigarettes and cigars; electronic cigarettes and oral vaporizers for smokers; smokers' articles; matches.",
    kind: "goods",
    description:
      "Tobacco and tobacco substitutes, cigarettes, cigars, electronic cigarettes, vaporizers and e-liquids, smokers' articles such as lighters, pipes and ashtrays, and matches.",
    examples: [
      "Tobacco",
      "Cigarettes",
      "Cigars",
      "Electronic cigarettes",
      "Liquid nicotine solutions for electronic cigarettes",
      "Oral vaporizers for smokers",
      "Hookahs",
      "Cigarette papers",
      "Lighters for smokers",
      "Ashtrays",
      "Matches",
      "Herbs for smoking"
    ],
    excludes: [
      "Cigarettes without tobacco for medical purposes (class 5)",
      "Nicotine patches and nicotine gum for quitting smoking (class 5)",
      "Vaporizers for medical purposes (class 10)",
      "Gas lighters for stoves (class 11)",
      "Retail of tobacco products (class 35)"
    ],
    relatedClasses: [5, 35]
  }
]
