import type { NiceClass } from "./NiceClass.js"

/** Nice classes 1-12 (goods), NCL 12-2025. */
export const GOODS_1_TO_12: ReadonlyArray<NiceClass> = [
  {
    number: 1,
    title:
      "Chemicals for use in industry, science and photography, as well as in agriculture, horticulture and forestry; unprocessed artificial resins, unprocessed plastics; fire extinguishing and fire prevention compositions; tempering and soldering preparations; substances for tanning animal skins and hides; adhesives for use in industry; putties and other paste fillers; compost, manures, fertilizers; biological preparations for use in industry and science.",
    kind: "goods",
    description:
      "Chemical products mainly used in industry, science, photography and farming, including raw resins and plastics, industrial adhesives, fertilisers and compost. Chemicals sold as finished consumer products (cosmetics, medicines, paints) sit in other classes.",
    examples: [
      "Industrial chemicals",
      "Fertilizers",
      "Compost",
      "Potting soil",
      "Adhesives for use in industry",
      "Unprocessed plastics",
      "Unprocessed artificial resins",
      "Fire extinguishing compositions",
      "Photographic chemicals",
      "Soldering preparations",
      "Biological preparations for use in industry and science"
    ],
    excludes: [
      "Raw natural resins (class 2)",
      "Chemical preparations for medical or veterinary purposes (class 5)",
      "Fungicides, herbicides and preparations for destroying vermin (class 5)",
      "Adhesives for stationery or household purposes (class 16)",
      "Salt for preserving foodstuffs (class 30)",
      "Mulch (class 31)"
    ],
    relatedClasses: [2, 3, 4, 5, 17, 31]
  },
  {
    number: 2,
    title:
      "Paints, varnishes, lacquers; preservatives against rust and against deterioration of wood; colorants, dyes; inks for printing, marking and engraving; raw natural resins; metals in foil and powder form for use in painting, decorating, printing and art.",
    kind: "goods",
    description:
      "Paints, coatings, colourants and protective finishes such as varnishes, lacquers, rust and wood preservatives, plus printing inks and raw natural resins.",
    examples: [
      "Paints",
      "Varnishes",
      "Lacquers",
      "Wood stains",
      "Anti-rust preparations",
      "Wood preservatives",
      "Dyes",
      "Printing inks",
      "Toner cartridges, filled, for printers and photocopiers",
      "Food colorants",
      "Artists' paints"
    ],
    excludes: [
      "Unprocessed artificial resins (class 1)",
      "Laundry blueing and dyes for cosmetic use (class 3)",
      "Paintbrushes and writing ink (class 16)",
      "Insulating paints and varnishes (class 17)",
      "Empty toner cartridges (class 9)"
    ],
    relatedClasses: [1, 16, 19]
  },
  {
    number: 3,
    title:
      "Non-medicated cosmetics and toiletry preparations; non-medicated dentifrices; perfumery, essential oils; bleaching preparations and other substances for laundry use; cleaning, polishing, scouring and abrasive preparations.",
    kind: "goods",
    description:
      "Non-medicated cosmetics, skin care, hair care, perfumes, essential oils and toiletries, together with household cleaning and laundry products. Medicated versions go to class 5.",
    examples: [
      "Cosmetics",
      "Skin care preparations",
      "Shampoos",
      "Soaps",
      "Perfumes",
      "Essential oils",
      "Make-up",
      "Nail polish",
      "Non-medicated toothpaste",
      "Laundry detergents",
      "Cleaning preparations",
      "Beard oil"
    ],
    excludes: [
      "Medicated cosmetics, medicated soaps and medicated shampoos (class 5)",
      "Deodorants for animals and air deodorisers (class 5)",
      "Electric and non-electric razors (class 8)",
      "Cosmetic brushes, combs and sponges (class 21)",
      "Essential oils used as flavourings for food (class 30)"
    ],
    relatedClasses: [5, 8, 21, 35, 44]
  },
  {
    number: 4,
    title:
      "Industrial oils and greases, wax; lubricants; dust absorbing, wetting and binding compositions; fuels and illuminants; candles and wicks for lighting.",
    kind: "goods",
    description:
      "Industrial oils, greases, waxes and lubricants, fuels of all kinds (including motor fuel and electrical energy), and candles and wicks for lighting.",
    examples: [
      "Candles",
      "Scented candles",
      "Lubricants",
      "Motor oil",
      "Industrial oils",
      "Fuels",
      "Firewood",
      "Charcoal for use as fuel",
      "Beeswax",
      "Electrical energy",
      "Lamp oil"
    ],
    excludes: [
      "Oils and fats for food (class 29)",
      "Essential oils (class 3)",
      "Sealing wax (class 16)",
      "Electric candles (class 11)",
      "Waxes for cosmetic use, such as depilatory wax (class 3)"
    ],
    relatedClasses: [1, 3, 11, 40]
  },
  {
    number: 5,
    title:
      "Pharmaceuticals, medical and veterinary preparations; sanitary preparations for medical purposes; dietetic food and substances adapted for medical or veterinary use, food for babies; dietary supplements for human beings and animals; plasters, materials for dressings; material for stopping teeth, dental wax; disinfectants; preparations for destroying vermin; fungicides, herbicides.",
    kind: "goods",
    description:
      "Medicines and other preparations for medical or veterinary use, dietary and nutritional supplements, baby food, medicated skin care, sanitary products such as nappies and pads, dressings, disinfectants and pesticides.",
    examples: [
      "Pharmaceutical preparations",
      "Vitamin supplements",
      "Dietary supplements",
      "Protein supplements",
      "Medicated creams",
      "Veterinary preparations",
      "Baby food",
      "Babies' diapers",
      "Sanitary towels",
      "Disinfectants",
      "Adhesive plasters",
      "Herbicides"
    ],
    excludes: [
      "Non-medicated cosmetics and toiletries (class 3)",
      "Supports or bandages for orthopaedic use (class 10)",
      "Meal replacements and foods not for medical purposes (classes 29 and 30)",
      "Non-medicated animal feed (class 31)",
      "Cigarettes without tobacco, not for medical purposes (class 34)"
    ],
    relatedClasses: [3, 10, 29, 30, 31, 44]
  },
  {
    number: 6,
    title:
      "Common metals and their alloys, ores; metal materials for building and construction; transportable buildings of metal; non-electric cables and wires of common metal; small items of metal hardware; metal containers for storage or transport; safes.",
    kind: "goods",
    description:
      "Base metals and semi-finished metal goods, metal building materials and hardware such as nails, screws, hinges and locks, metal containers and safes. Goods are here when their metal nature defines them and no other class claims their function.",
    examples: [
      "Common metals, unwrought or semi-wrought",
      "Steel sheets",
      "Aluminium foil for construction",
      "Metal building materials",
      "Metal doors and windows",
      "Nails and screws of metal",
      "Metal locks, other than electric",
      "Keys of metal",
      "Metal containers for storage or transport",
      "Safes",
      "Metal fences",
      "Transportable buildings of metal"
    ],
    excludes: [
      "Precious metals (class 14)",
      "Electric cables (class 9)",
      "Hand tools (class 8)",
      "Metal furniture (class 20)",
      "Building materials not of metal (class 19)"
    ],
    relatedClasses: [7, 8, 19, 20, 37]
  },
  {
    number: 7,
    title:
      "Machines, machine tools, power-operated tools; motors and engines, except for land vehicles; machine coupling and transmission components, except for land vehicles; agricultural implements, other than hand-operated hand tools; incubators for eggs; automatic vending machines.",
    kind: "goods",
    description:
      "Machines and machine tools, power tools, engines and motors (except those for land vehicles), industrial robots, and many electric household machines such as food processors, vacuum cleaners and washing machines.",
    examples: [
      "Power-operated tools",
      "Electric drills",
      "Food processors, electric",
      "Vacuum cleaners",
      "Washing machines",
      "Dishwashers",
      "3D printers",
      "Industrial robots",
      "Agricultural machines",
      "Lawnmowers",
      "Automatic vending machines",
      "Engines, other than for land vehicles"
    ],
    excludes: [
      "Hand-operated hand tools (class 8)",
      "Engines and motors for land vehicles (class 12)",
      "Cooking, refrigerating and heating apparatus (class 11)",
      "Coin-operated game machines (class 28)",
      "Computers and humanoid robots with artificial intelligence (class 9)"
    ],
    relatedClasses: [8, 9, 11, 12, 37]
  },
  {
    number: 8,
    title: "Hand tools and implements, hand-operated; cutlery; side arms, except firearms; razors.",
    kind: "goods",
    description:
      "Hand-operated tools and implements for trades, gardening and personal care, table cutlery (knives, forks and spoons), razors and side arms other than firearms.",
    examples: [
      "Hand tools, hand-operated",
      "Hammers",
      "Screwdrivers",
      "Garden tools, hand-operated",
      "Kitchen knives",
      "Cutlery",
      "Razors",
      "Electric hair clippers",
      "Manicure sets",
      "Scissors",
      "Hair straighteners",
      "Pocket knives"
    ],
    excludes: [
      "Power-operated tools (class 7)",
      "Surgical cutlery (class 10)",
      "Firearms (class 13)",
      "Paper knives (class 16)",
      "Kitchen utensils other than cutlery, such as spatulas and ladles (class 21)"
    ],
    relatedClasses: [7, 10, 13, 21]
  },
  {
    number: 9,
    title:
      "Scientific, research, navigation, surveying, photographic, cinematographic, audiovisual, optical, weighing, measuring, signalling, detecting, testing, inspecting, life-saving and teaching apparatus and instruments; apparatus and instruments for conducting, switching, transforming, accumulating, regulating or controlling the distribution or use of electricity; apparatus and instruments for recording, transmitting, reproducing or processing sound, images or data; recorded and downloadable media, computer software, blank digital or analogue recording and storage media; mechanisms for coin-operated apparatus; cash registers, calculating devices; computers and computer peripheral devices; diving suits, divers' masks, ear plugs for divers, nose clips for divers and swimmers, gloves for divers, breathing apparatus for underwater swimming; fire-extinguishing apparatus.",
    kind: "goods",
    description:
      "Computers, downloadable and recorded software (including mobile apps and video game software), electronics and consumer devices, scientific and measuring instruments, protective and safety equipment, eyewear and downloadable digital content such as e-books, music files and NFTs.",
    examples: [
      "Downloadable computer software",
      "Downloadable mobile applications",
      "Computer game software",
      "Smartphones",
      "Computers and laptops",
      "Headphones",
      "Smartwatches",
      "Sunglasses",
      "Batteries",
      "Downloadable electronic publications",
      "Protective helmets",
      "Downloadable digital files authenticated by non-fungible tokens"
    ],
    excludes: [
      "Software as a service and online non-downloadable software (class 42)",
      "Video game consoles and handheld game apparatus (class 28)",
      "Printed publications (class 16)",
      "Medical apparatus (class 10)",
      "Electric lighting and heating apparatus (class 11)",
      "Telecommunication services (class 38)"
    ],
    relatedClasses: [28, 35, 38, 41, 42]
  },
  {
    number: 10,
    title:
      "Surgical, medical, dental and veterinary apparatus and instruments; artificial limbs, eyes and teeth; orthopaedic articles; suture materials; therapeutic and assistive devices adapted for persons with disabilities; massage apparatus; apparatus, devices and articles for nursing infants; sexual activity apparatus, devices and articles.",
    kind: "goods",
    description:
      "Medical, surgical, dental and veterinary apparatus and instruments, orthopaedic and assistive devices, massage apparatus, articles for nursing infants such as feeding bottles, and sexual activity devices.",
    examples: [
      "Medical apparatus and instruments",
      "Surgical instruments",
      "Dental apparatus",
      "Thermometers for medical purposes",
      "Hearing aids",
      "Orthopaedic articles",
      "Compression stockings",
      "Massage apparatus",
      "Feeding bottles",
      "Breast pumps",
      "Surgical masks",
      "Sex toys"
    ],
    excludes: [
      "Medicines and dressings (class 5)",
      "Contact lenses and spectacles (class 9)",
      "Wheelchairs and mobility scooters (class 12)",
      "Ordinary beds and furniture (class 20)",
      "Medical services (class 44)"
    ],
    relatedClasses: [5, 9, 20, 44]
  },
  {
    number: 11,
    title:
      "Apparatus and installations for lighting, heating, cooling, steam generating, cooking, drying, ventilating, water supply and sanitary purposes.",
    kind: "goods",
    description:
      "Apparatus for lighting, heating, cooling, cooking, refrigerating, drying, ventilating, water supply and sanitation, from lamps and kitchen appliances to air conditioners, showers and toilets.",
    examples: [
      "Lamps",
      "LED light bulbs",
      "Electric kettles",
      "Coffee machines, electric",
      "Refrigerators",
      "Ovens",
      "Air conditioning apparatus",
      "Heaters",
      "Hair dryers",
      "Water filters",
      "Showers",
      "Air fryers"
    ],
    excludes: [
      "Food processors and dishwashers (class 7)",
      "Candles (class 4)",
      "Non-electric cooking utensils such as pots and pans (class 21)",
      "Heating pads for medical purposes (class 10)",
      "Lighting software and controllers (class 9)"
    ],
    relatedClasses: [4, 7, 9, 21, 37]
  },
  {
    number: 12,
    title: "Vehicles; apparatus for locomotion by land, air or water.",
    kind: "goods",
    description:
      "Vehicles for land, air and water and their parts, including cars, bicycles, e-scooters, drones, prams, wheelchairs, tyres and engines for land vehicles.",
    examples: [
      "Automobiles",
      "Electric vehicles",
      "Bicycles",
      "Electric scooters",
      "Motorcycles",
      "Boats",
      "Drones",
      "Tyres for vehicle wheels",
      "Baby strollers",
      "Wheelchairs",
      "Car seats for children",
      "Engines for land vehicles"
    ],
    excludes: [
      "Engines other than for land vehicles (class 7)",
      "Toy vehicles and scale model vehicles (class 28)",
      "Vehicle navigation apparatus (class 9)",
      "Vehicle rental and transport services (class 39)",
      "Vehicle repair services (class 37)"
    ],
    relatedClasses: [7, 9, 28, 37, 39]
  }
]
