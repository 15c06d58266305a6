import type { NiceClass } from "./NiceClass.js"

/** Nice classes 13-24 (goods), NCL 12-2025. */
export const GOODS_13_TO_24: ReadonlyArray<NiceClass> = [
  {
    number: 13,
    title: "Firearms; ammunition and projectiles; explosives; fireworks.",
    kind: "goods",
    description: "Firearms and their parts, ammunition and projectiles, explosives, fireworks and signal flares.",
    examples: [
      "Firearms",
      "Rifles",
      "Pistols",
      "Ammunition",
      "Cartridges",
      "Gun cases",
      "Gun holsters",
      "Explosives",
      "Fireworks",
      "Distress flares, explosive or pyrotechnic",
      "Pepper spray for self-defence"
    ],
    excludes: [
      "Telescopic sights for firearms (class 9)",
      "Side arms other than firearms, such as swords (class 8)",
      "Matches (class 34)",
      "Toy guns and percussion caps for toys (class 28)",
      "Paintball guns as sporting articles (class 28)"
    ],
    relatedClasses: [8, 9, 28]
  },
  {
    number: 14,
    title: "Precious metals and their alloys; jewellery, precious and semi-precious stones; horological and chronometric instruments.",
    kind: "goods",
    description:
      "Precious metals and goods made of them, jewellery including costume jewellery, precious and semi-precious stones, and watches and clocks.",
    examples: [
      "Jewellery",
      "Rings",
      "Necklaces",
      "Earrings",
      "Bracelets",
      "Costume jewellery",
      "Watches",
      "Clocks",
      "Precious stones",
      "Gold, unwrought or beaten",
      "Key rings",
      "Cufflinks"
    ],
    excludes: [
      "Smartwatches (class 9)",
      "Dental gold and dental amalgams (class 5)",
      "Cutlery of precious metal (class 8)",
      "Hair ornaments (class 26)",
      "Watch repair services (class 37)"
    ],
    relatedClasses: [18, 25, 26, 35]
  },
  {
    number: 15,
    title: "Musical instruments; music stands and stands for musical instruments; conductors' batons.",
    kind: "goods",
    description:
      "Musical instruments of every kind, including electronic instruments, together with their parts, accessories, stands and cases.",
    examples: [
      "Musical instruments",
      "Guitars",
      "Pianos",
      "Drums",
      "Violins",
      "Electronic musical instruments",
      "Guitar strings",
      "Plectrums",
      "Music stands",
      "Cases for musical instruments",
      "Conductors' batons"
    ],
    excludes: [
      "Amplifiers, microphones and recorded music (class 9)",
      "Toy musical instruments (class 28)",
      "Sheet music, printed (class 16)",
      "Musical performances and music tuition (class 41)"
    ],
    relatedClasses: [9, 16, 28, 41]
  },
  {
    number: 16,
    title:
      "Paper and cardboard; printed matter; bookbinding material; photographs; stationery and office requisites, except furniture; adhesives for stationery or household purposes; drawing materials and materials for artists; paintbrushes; instructional and teaching materials; plastic sheets, films and bags for wrapping and packaging; printers' type, printing blocks.",
    kind: "goods",
    description:
      "Paper and cardboard goods, printed matter such as books, magazines, posters and calendars, stationery and office supplies, artists' materials, and plastic and paper packaging materials.",
    examples: [
      "Printed books",
      "Magazines",
      "Notebooks",
      "Greeting cards",
      "Stickers",
      "Posters",
      "Calendars",
      "Pens and pencils",
      "Stationery",
      "Paper bags",
      "Cardboard packaging",
      "Paper napkins"
    ],
    excludes: [
      "Downloadable electronic publications and e-books (class 9)",
      "Office furniture (class 20)",
      "Paints for artists (class 2)",
      "Playing cards (class 28)",
      "Publication of printed matter and online publications (class 41)",
      "Printing services (class 40)"
    ],
    relatedClasses: [9, 35, 40, 41]
  },
  {
    number: 17,
    title:
      "Unprocessed and semi-processed rubber, gutta-percha, gum, asbestos, mica and substitutes for all these materials; plastics and resins in extruded form for use in manufacture; packing, stopping and insulating materials; flexible pipes, tubes and hoses, not of metal.",
    kind: "goods",
    description:
      "Rubber and plastics in semi-finished form for manufacturing, insulating, sealing and packing materials, and flexible non-metal hoses and tubes.",
    examples: [
      "Rubber, raw or semi-worked",
      "Plastic film, other than for wrapping",
      "Insulating materials",
      "Insulating tape",
      "Sealants",
      "Gaskets",
      "Garden hoses",
      "Flexible pipes, not of metal",
      "Foam for packing",
      "Plastic filaments for 3D printing",
      "Acoustic insulation materials"
    ],
    excludes: [
      "Unprocessed plastics and resins (class 1)",
      "Plastic bags and films for wrapping and packaging (class 16)",
      "Rigid pipes, not of metal, for building (class 19)",
      "Stationery adhesive tape (class 16)",
      "Rubber tyres (class 12)"
    ],
    relatedClasses: [1, 6, 16, 19]
  },
  {
    number: 18,
    title:
      "Leather and imitations of leather; animal skins and hides; luggage and carrying bags; umbrellas and parasols; walking sticks; whips, harness and saddlery; collars, leashes and clothing for animals.",
    kind: "goods",
    description:
      "Leather and imitation leather, bags, handbags, wallets, backpacks and luggage, umbrellas, walking sticks, saddlery, and collars, leashes and clothing for animals.",
    examples: [
      "Handbags",
      "Backpacks",
      "Wallets",
      "Purses",
      "Suitcases",
      "Travel bags",
      "Tote bags",
      "Leather, unworked or semi-worked",
      "Umbrellas",
      "Pet collars and leashes",
      "Clothing for pets",
      "Saddlery"
    ],
    excludes: [
      "Clothing, footwear and headwear of leather (class 25)",
      "Laptop bags and phone cases (class 9)",
      "Sports bags adapted for specific sports equipment (class 28)",
      "Insulated cool bags (class 21)",
      "Leather belts for clothing (class 25)"
    ],
    relatedClasses: [14, 25, 35]
  },
  {
    number: 19,
    title:
      "Materials, not of metal, for building and construction; rigid pipes, not of metal, for building; asphalt, pitch, tar and bitumen; transportable buildings, not of metal; monuments, not of metal.",
    kind: "goods",
    description:
      "Non-metal building materials such as timber, stone, concrete, bricks, tiles and glass for building, together with asphalt, non-metal rigid pipes and transportable buildings not of metal.",
    examples: [
      "Building materials, not of metal",
      "Timber",
      "Concrete",
      "Cement",
      "Bricks",
      "Tiles, not of metal",
      "Wooden flooring",
      "Glass for building",
      "Asphalt",
      "Doors and windows, not of metal",
      "Gravel",
      "Greenhouses, transportable, not of metal"
    ],
    excludes: [
      "Metal building materials (class 6)",
      "Insulating materials (class 17)",
      "Floor coverings laid over existing floors, such as carpets and linoleum (class 27)",
      "Construction services (class 37)",
      "Paints and wood preservatives (class 2)"
    ],
    relatedClasses: [2, 6, 17, 27, 37]
  },
  {
    number: 20,
    title:
      "Furniture, mirrors, picture frames; containers, not of metal, for storage or transport; unworked or semi-worked bone, horn, whalebone or mother-of-pearl; shells; meerschaum; yellow amber.",
    kind: "goods",
    description:
      "Furniture for home, office and garden, mattresses, pillows and cushions, mirrors, picture frames, non-metal storage containers and many fittings and ornaments not of metal.",
    examples: [
      "Furniture",
      "Chairs",
      "Tables",
      "Sofas",
      "Beds",
      "Mattresses",
      "Pillows",
      "Cushions",
      "Mirrors",
      "Picture frames",
      "Shelves",
      "Plastic storage boxes"
    ],
    excludes: [
      "Metal containers and safes (class 6)",
      "Medical beds and furniture specially made for medical use (class 10)",
      "Bed linen and blankets (class 24)",
      "Household containers for kitchen use (class 21)",
      "Furniture-making services and custom manufacture (class 40)"
    ],
    relatedClasses: [6, 11, 21, 24, 27, 35]
  },
  {
    number: 21,
    title:
      "Household or kitchen utensils and containers; cookware and tableware, except forks, knives and spoons; combs and sponges; brushes, except paintbrushes; brush-making materials; articles for cleaning purposes; unworked or semi-worked glass, except building glass; glassware, porcelain and earthenware.",
    kind: "goods",
    description:
      "Hand-operated household and kitchen utensils, cookware, tableware, drinkware, glassware, porcelain and earthenware, cleaning articles, combs, brushes and cosmetic utensils.",
    examples: [
      "Cookware",
      "Pots and pans",
      "Mugs",
      "Drinking glasses",
      "Water bottles, sold empty",
      "Plates and bowls",
      "Kitchen utensils",
      "Lunch boxes",
      "Toothbrushes",
      "Hair brushes",
      "Cleaning cloths",
      "Vases"
    ],
    excludes: [
      "Cutlery: forks, knives and spoons (class 8)",
      "Electric kitchen machines (class 7) and electric cooking apparatus (class 11)",
      "Paintbrushes (class 16)",
      "Glass for building (class 19)",
      "Cleaning preparations (class 3)"
    ],
    relatedClasses: [3, 7, 8, 11, 20]
  },
  {
    number: 22,
    title:
      "Ropes and string; nets; tents and tarpaulins; awnings of textile or synthetic materials; sails; sacks for the transport and storage of materials in bulk; padding, cushioning and stuffing materials, except of paper, cardboard, rubber or plastics; raw fibrous textile materials and substitutes therefor.",
    kind: "goods",
    description: "Ropes, cords and string, nets, tents, tarpaulins, awnings, sails, bulk sacks, stuffing materials and raw textile fibres.",
    examples: [
      "Ropes",
      "String",
      "Nets",
      "Tents",
      "Tarpaulins",
      "Awnings of textile",
      "Sails",
      "Hammocks",
      "Raw cotton",
      "Wool, raw or treated",
      "Stuffing materials, not of rubber or plastics",
      "Mesh laundry bags"
    ],
    excludes: [
      "Yarns and threads for textile use (class 23)",
      "Strings for musical instruments (class 15) and for rackets (class 28)",
      "Fishing nets for sport and tennis nets (class 28)",
      "Metal cables and ropes (class 6)",
      "Padding of rubber or plastics (class 17)"
    ],
    relatedClasses: [6, 17, 23, 24, 28]
  },
  {
    number: 23,
    title: "Yarns and threads for textile use.",
    kind: "goods",
    description: "Yarns and threads for textile use, such as for sewing, knitting, embroidery and weaving.",
    examples: [
      "Yarns",
      "Threads",
      "Knitting yarn",
      "Sewing thread",
      "Embroidery thread",
      "Wool yarn",
      "Cotton thread",
      "Silk yarn",
      "Spun thread",
      "Elastic threads for textile use"
    ],
    excludes: [
      "Raw textile fibres (class 22)",
      "Surgical thread and suture materials (class 10)",
      "Threads for fishing lines (class 28)",
      "Fabrics and textiles (class 24)",
      "Strings for musical instruments (class 15)"
    ],
    relatedClasses: [22, 24, 26]
  },
  {
    number: 24,
    title: "Textiles and substitutes for textiles; household linen; curtains of textile or plastic.",
    kind: "goods",
    description:
      "Fabrics and textile goods not covered elsewhere, including bed and table linen, towels, blankets, curtains and textile wall hangings.",
    examples: [
      "Fabrics",
      "Textiles",
      "Bed linen",
      "Bed sheets",
      "Duvet covers",
      "Blankets",
      "Towels",
      "Table linen",
      "Curtains",
      "Textile wall hangings",
      "Pillowcases",
      "Shower curtains"
    ],
    excludes: [
      "Electric blankets (class 11)",
      "Clothing (class 25)",
      "Mattresses and pillows (class 20)",
      "Yarns and threads (class 23)",
      "Carpets and rugs (class 27)"
    ],
    relatedClasses: [20, 22, 23, 25, 27]
  }
]
