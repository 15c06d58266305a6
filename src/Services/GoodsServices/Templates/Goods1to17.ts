import { type ClassTemplates, fallback, namely, spec } from "./Template.js"

/** Specification templates, classes 1-17 (goods). */
export const TEMPLATES_1_TO_17: ReadonlyArray<ClassTemplates> = [
  {
    classNumber: 1,
    templates: [
      spec("fertiliser|fertilizer|plant food", "Fertilizers", "Fertilisers", "Fertilizers"),
      spec("compost", "Compost"),
      spec("potting soil|potting compost|growing media", "Potting soil"),
      spec(
        "industrial adhesive|adhesives for industry|industrial glue",
        "Adhesives for industrial purposes",
        "Adhesives for use in industry",
        "Adhesives for industrial purposes"
      ),
      spec("unprocessed plastic|plastic resin|artificial resin", "Unprocessed plastics", "Unprocessed plastics", "Plastics, unprocessed"),
      spec(
        "laboratory reagent|reagent",
        "Chemical reagents for scientific or research use",
        "Chemical reagents, other than for medical or veterinary purposes",
        "Chemical reagents, other than for medical or veterinary purposes"
      ),
      spec("antifreeze|coolant", "Antifreeze", "Antifreeze", "Antifreeze"),
      fallback("chemical", "Chemicals for use in industry", "Chemicals for use in industry", "Chemicals for use in industry")
    ]
  },
  {
    classNumber: 2,
    templates: [
      spec("wall paint|interior paint|exterior paint|house paint|paint", "Paints", "Paints", "Paints"),
      spec("varnish", "Varnishes"),
      spec("lacquer", "Lacquers"),
      spec("wood stain|woodstain|wood preservative", "Wood stains", "Wood stains", "Wood stains"),
      spec("printing ink|ink for printing", "Printing ink", "Printing ink", "Printing ink"),
      spec(
        "toner cartridge|toner",
        "Filled toner cartridges for printers and photocopiers",
        "Toner cartridges, filled, for printers and photocopiers",
        "Toner cartridges, filled, for printers and photocopiers"
      ),
      spec("food colouring|food coloring|food colourant", "Food coloring", "Food colorants", "Food colorants"),
      fallback("", "Paints", "Paints", "Paints")
    ]
  },
  {
    classNumber: 3,
    templates: [
      ...namely(
        "cosmetics",
        { triggers: "cosmetic|makeup|make up|beauty product", us: "Cosmetics", examples: "lipstick, mascara, foundation", fallback: true },
        [
          ["lipstick", "lipstick", "Lipsticks", "Lipsticks"],
          ["mascara", "mascara", "Mascara", "Mascara"],
          ["foundation", "foundation", "Make-up foundations", "Foundation make-up"],
          ["nail polish|nail varnish", "nail polish", "Nail varnish", "Nail polish"]
        ]
      ),
      spec(
        "skincare|skin care|face cream|moisturiser|moisturizer|serum|lotion",
        "Non-medicated skin care preparations",
        "Non-medicated skin care preparations",
        "Skin care preparations, non-medicated"
      ),
      spec("soap", "Soaps", "Soaps", "Soaps"),
      spec("shampoo|conditioner|hair care|hair product", "Shampoos and hair conditioners", "Shampoos", "Shampoos"),
      spec("perfume|fragrance|cologne|eau de toilette", "Perfumes", "Perfumes", "Perfumes"),
      spec("essential oil|aromatherapy", "Essential oils", "Essential oils", "Essential oils"),
      spec("candle scent|reed diffuser|room fragrance", "Room fragrances", "Room fragrances", "Room fragrances"),
      spec(
        "cleaning product|detergent|household cleaner|cleaning preparation|washing liquid",
        "Cleaning preparations",
        "Cleaning preparations",
        "Cleaning preparations"
      ),
      spec("toothpaste|dentifrice", "Toothpaste", "Toothpaste", "Toothpaste"),
      spec("beard oil|shaving cream|shaving soap", "Shaving preparations", "Shaving preparations", "Shaving preparations")
    ]
  },
  {
    classNumber: 4,
    templates: [
      spec("candle", "Candles", "Candles", "Candles"),
      spec("lubricant|lubricating oil|grease", "Industrial lubricants", "Industrial lubricants", "Lubricants"),
      spec("motor oil|engine oil", "Motor oil", "Motor oil", "Motor oil"),
      spec("fuel|petrol|gasoline|diesel", "Fuels", "Fuel", "Fuel"),
      spec("firewood|wood pellet|charcoal", "Firewood", "Firewood", "Firewood"),
      spec("biofuel|biodiesel", "Biofuel", "Biofuel", "Biofuel"),
      fallback("", "Candles", "Candles", "Candles")
    ]
  },
  {
    classNumber: 5,
    templates: [
      spec("vitamin", "Vitamin supplements", "Vitamin preparations", "Vitamin preparations"),
      spec(
        "dietary supplement|food supplement|nutritional supplement|supplement",
        "Dietary supplements",
        "Dietary supplements",
        "Dietary supplements for humans"
      ),
      spec(
        "protein powder|protein supplement",
        "Protein dietary supplements",
        "Protein dietary supplements",
        "Protein dietary supplements"
      ),
      spec("pharmaceutical|medicine|drug", "Pharmaceutical preparations", "Pharmaceutical preparations", "Pharmaceutical preparations"),
      spec("veterinary", "Veterinary preparations", "Veterinary preparations", "Veterinary preparations"),
      spec("disinfectant|sanitiser|sanitizer", "Disinfectants", "Disinfectants", "Disinfectants"),
      spec("baby formula|infant formula|baby food", "Food for babies", "Food for babies", "Food for babies"),
      spec("plaster|bandage|first aid", "Adhesive bandages", "Plasters for medical purposes", "Plasters for medical purposes"),
      spec("insecticide|pesticide|herbicide|insect repellent", "Insecticides", "Insecticides", "Insecticides"),
      spec("cannabidiol|cbd", "Dietary supplements containing cannabidiol", "Dietary supplements", "Dietary supplements for humans"),
      fallback("", "Dietary supplements", "Dietary supplements", "Dietary supplements for humans")
    ]
  },
  {
    classNumber: 6,
    templates: [
      spec(
        "metal building material|steel beam|metal construction",
        "Building materials of metal",
        "Building materials of metal",
        "Building materials of metal"
      ),
      spec(
        "padlock|metal lock|lock",
        "Metal locks, other than electric",
        "Locks of metal, other than electric",
        "Locks of metal, other than electric"
      ),
      spec(
        "metal hardware|screw|bolt|nail|hinge",
        "Metal hardware, namely, screws, bolts, nails and hinges",
        "Ironmongery",
        "Ironmongery, small items of metal hardware"
      ),
      spec("metal box|metal container|tin can", "Metal containers for storage", "Containers of metal", "Containers of metal"),
      spec(
        "aluminium|aluminum|steel|copper|common metal",
        "Common metals and their alloys",
        "Common metals and their alloys",
        "Common metals and their alloys, unwrought or semi-wrought"
      ),
      fallback(
        "",
        "Common metals and their alloys",
        "Common metals and their alloys",
        "Common metals and their alloys, unwrought or semi-wrought"
      )
    ]
  },
  {
    classNumber: 7,
    templates: [
      spec("3d printer", "3D printers", "3D printers", "3D printers"),
      spec("robot|industrial robot", "Industrial robots", "Industrial robots", "Industrial robots"),
      spec("lawn mower|lawnmower", "Lawn mowers", "Lawnmowers", "Lawnmowers [machines]"),
      spec("power tool|drill|saw", "Power tools, namely, power drills and electric saws", "Power tools", "Electric hand-held drills"),
      spec("washing machine|dishwasher", "Washing machines", "Washing machines", "Washing machines [laundry]"),
      spec("food processor|blender|mixer", "Electric food blenders", "Food processors, electric", "Food processors, electric"),
      spec("vacuum cleaner|vacuum", "Vacuum cleaners", "Vacuum cleaners", "Vacuum cleaners"),
      spec(
        "engine|motor|pump|compressor",
        "Motors and engines, except for land vehicles",
        "Motors and engines, except for land vehicles",
        "Motors, other than for land vehicles"
      ),
      fallback(
        "machine",
        "Industrial machines, namely, [specify the machines and their function]",
        "Machines for [specify the purpose]",
        "Machines for [specify the purpose]"
      )
    ]
  },
  {
    classNumber: 8,
    templates: [
      spec("kitchen knife|knife|knives", "Kitchen knives", "Kitchen knives", "Kitchen knives"),
      spec("cutlery|silverware|flatware", "Cutlery", "Cutlery", "Cutlery"),
      spec("razor|shaver", "Razors", "Razors", "Razors, electric or non-electric"),
      spec(
        "hand tool|screwdriver|hammer|wrench|spanner|pliers",
        "Hand tools, namely, screwdrivers, hammers and wrenches",
        "Hand tools, hand-operated",
        "Hand tools, hand-operated"
      ),
      spec(
        "garden tool|pruning shears|secateurs|rake|spade",
        "Garden tools, namely, pruning shears, rakes and spades",
        "Gardening tools, hand-operated",
        "Garden tools, hand-operated"
      ),
      spec("manicure|nail clipper|tweezers", "Manicure sets", "Manicure sets", "Manicure sets"),
      fallback("", "Hand tools, namely, [specify the tools]", "Hand tools, hand-operated", "Hand tools, hand-operated")
    ]
  },
  {
    classNumber: 9,
    templates: [
      spec(
        "mobile app|mobile application|smartphone app|app|apps|ios app|android app",
        "Downloadable mobile applications for {purpose}",
        "Mobile apps",
        "Downloadable mobile applications"
      ),
      spec(
        "software|computer program|program|platform|saas|plugin|webapp|web app",
        "Downloadable computer software for {purpose}",
        "Downloadable software",
        "Downloadable computer software"
      ),
      spec(
        "video game|computer game|game app|mobile game",
        "Downloadable video game software",
        "Computer game software, downloadable",
        "Computer game software, downloadable"
      ),
      spec(
        "ebook|=ebooks|podcast|downloadable publication|digital magazine",
        "Downloadable electronic publications in the nature of {subject}",
        "Electronic publications, downloadable",
        "Electronic publications, downloadable"
      ),
      spec(
        "music download|downloadable music|digital music",
        "Downloadable music files",
        "Downloadable music files",
        "Downloadable music files"
      ),
      spec(
        "nft|non fungible token|digital collectible",
        "Downloadable digital files authenticated by non-fungible tokens",
        "Downloadable digital files authenticated by non-fungible tokens [NFTs]",
        "Downloadable digital files authenticated by non-fungible tokens [NFTs]"
      ),
      spec("headphone|earphone|earbud", "Headphones", "Headphones", "Headphones"),
      spec("phone case|smartphone case|cell phone case", "Cases for smartphones", "Cases for smartphones", "Cases for smartphones"),
      spec("charger|power bank|battery|batteries", "Battery chargers", "Battery chargers", "Battery chargers"),
      spec("smartwatch|smart watch|fitness tracker|wearable", "Smartwatches", "Smartwatches", "Smartwatches"),
      spec("sunglass|eyeglass|spectacle", "Sunglasses", "Sunglasses", "Sunglasses"),
      spec("camera|webcam", "Cameras", "Cameras [photography]", "Cameras [photography]"),
      spec("computer|laptop|tablet", "Computers", "Computers", "Computers"),
      spec("drone", "Camera drones", "Camera drones", "Camera drones"),
      spec(
        "helmet|protective clothing|safety glove",
        "Protective helmets for sports",
        "Protective helmets for sports",
        "Protective helmets for sports"
      ),
      fallback("", "Downloadable computer software for {purpose}", "Downloadable software", "Downloadable computer software")
    ]
  },
  {
    classNumber: 10,
    templates: [
      spec(
        "medical device|medical apparatus|medical instrument",
        "Medical apparatus and instruments, namely, [specify the devices]",
        "Medical apparatus and instruments",
        "Medical apparatus and instruments"
      ),
      spec("surgical|scalpel", "Surgical instruments", "Surgical instruments", "Surgical instruments"),
      spec(
        "dental",
        "Dental apparatus, namely, [specify the devices]",
        "Dental apparatus and instruments",
        "Dental apparatus and instruments"
      ),
      spec("thermometer", "Thermometers for medical purposes", "Thermometers for medical purposes", "Thermometers for medical purposes"),
      spec("sex toy|vibrator", "Sex toys", "Sex toys", "Sex toys"),
      spec("baby bottle|feeding bottle|pacifier|dummy", "Baby bottles", "Feeding bottles", "Feeding bottles"),
      spec("orthopedic|orthopaedic|brace|compression", "Orthopedic braces", "Orthopaedic articles", "Orthopaedic articles"),
      spec("hearing aid", "Hearing aids", "Hearing aids", "Hearing aids"),
      spec("massage apparatus|massager|massage gun", "Massage apparatus", "Massage apparatus", "Massage apparatus"),
      fallback(
        "",
        "Medical apparatus and instruments, namely, [specify the devices]",
        "Medical apparatus and instruments",
        "Medical apparatus and instruments"
      )
    ]
  },
  {
    classNumber: 11,
    templates: [
      spec("lamp|lighting|light fixture|led light|luminaire", "Lighting fixtures", "Lighting fixtures", "Lighting apparatus"),
      spec("air conditioner|air conditioning|heat pump", "Air conditioners", "Air conditioners", "Air conditioning apparatus"),
      spec(
        "heater|heating|radiator|boiler",
        "Heating apparatus, namely, [specify the apparatus]",
        "Heating apparatus",
        "Heating apparatus"
      ),
      spec(
        "coffee machine|coffee maker|espresso machine",
        "Electric coffee machines",
        "Coffee machines, electric",
        "Coffee machines, electric"
      ),
      spec("refrigerator|fridge|freezer", "Refrigerators", "Refrigerators", "Refrigerators"),
      spec("oven|cooker|stove|grill|barbecue", "Cooking ovens", "Cooking ovens", "Cooking ovens"),
      spec("air fryer", "Electric deep fryers", "Deep fryers, electric", "Deep fryers, electric"),
      spec(
        "water filter|water purifier",
        "Water filtering units for household use",
        "Water filtering apparatus",
        "Water filtering apparatus"
      ),
      spec(
        "shower|faucet|tap|toilet|sink",
        "Bathroom fixtures, namely, showers, faucets and toilets",
        "Sanitary installations",
        "Sanitary apparatus and installations"
      ),
      spec(
        "solar panel|solar collector",
        "Solar thermal collectors",
        "Solar thermal collectors [heating]",
        "Solar thermal collectors [heating]"
      ),
      fallback("", "Lighting fixtures", "Lighting fixtures", "Lighting apparatus")
    ]
  },
  {
    classNumber: 12,
    templates: [
      spec("electric bicycle|ebike|electric bike", "Electric bicycles", "Electric bicycles", "Electric bicycles"),
      spec("bicycle|bike|cycle", "Bicycles", "Bicycles", "Bicycles"),
      spec("electric scooter|escooter|kick scooter", "Electric scooters", "Electric scooters [vehicles]", "Electric scooters [vehicles]"),
      spec("car|automobile|electric vehicle|motor vehicle", "Automobiles", "Automobiles", "Automobiles"),
      spec("tyre|tire", "Tires for vehicle wheels", "Tyres for vehicle wheels", "Tyres for vehicle wheels"),
      spec("stroller|pram|pushchair|baby carriage", "Baby strollers", "Pushchairs", "Pushchairs"),
      spec("boat|yacht|kayak|canoe", "Boats", "Boats", "Boats"),
      spec("drone|unmanned aerial", "Drones", "Drones", "Drones"),
      spec(
        "car seat|child seat",
        "Safety seats for children, for vehicles",
        "Safety seats for children, for vehicles",
        "Safety seats for children, for vehicles"
      ),
      fallback("vehicle", "Motor vehicles, namely, [specify the vehicles]", "Vehicles", "Vehicles")
    ]
  },
  {
    classNumber: 13,
    templates: [
      spec("firework|pyrotechnic", "Fireworks", "Fireworks", "Fireworks"),
      spec("firearm|gun|rifle|pistol", "Firearms", "Firearms", "Firearms"),
      spec("ammunition|cartridge|bullet", "Ammunition", "Ammunition", "Ammunition"),
      spec(
        "pepper spray|personal defence spray|personal defense spray",
        "Personal defense sprays",
        "Personal defence sprays",
        "Personal defence sprays"
      ),
      fallback("", "Fireworks", "Fireworks", "Fireworks")
    ]
  },
  {
    classNumber: 14,
    templates: [
      ...namely(
        "jewelry",
        {
          triggers: "jewellery|jewelry|jeweler|jeweller",
          us: "Jewelry",
          eu: "Jewellery",
          wipo: "Jewellery",
          examples: "rings, necklaces, bracelets, earrings",
          fallback: true
        },
        [
          ["ring", "rings", "Rings [jewellery]", "Rings [jewellery]"],
          ["necklace|pendant|chain", "necklaces", "Necklaces [jewellery]", "Necklaces [jewellery]"],
          ["bracelet|bangle", "bracelets", "Bracelets [jewellery]", "Bracelets [jewellery]"],
          ["earring", "earrings", "Earrings", "Earrings"]
        ]
      ),
      spec("watch|wristwatch|timepiece|clock", "Watches", "Watches", "Watches"),
      spec("precious metal|gold|silver|platinum", "Precious metals", "Precious metals", "Precious metals, unwrought or semi-wrought"),
      spec("gemstone|precious stone|diamond", "Precious stones", "Precious stones", "Precious stones"),
      spec(
        "key ring|keyring|key chain|keychain",
        "Key rings of precious metal",
        "Key rings [trinkets or fobs]",
        "Key rings [trinkets or fobs]"
      )
    ]
  },
  {
    classNumber: 15,
    templates: [
      spec("guitar", "Guitars", "Guitars", "Guitars"),
      spec("piano|keyboard instrument|synthesizer|synthesiser", "Pianos", "Pianos", "Pianos"),
      spec("drum|percussion", "Drums", "Drums [musical instruments]", "Drums [musical instruments]"),
      spec("violin|cello|string instrument", "Violins", "Violins", "Violins"),
      spec("ukulele", "Ukuleles", "Ukuleles", "Ukuleles"),
      fallback("musical instrument|instrument", "Musical instruments", "Musical instruments", "Musical instruments")
    ]
  },
  {
    classNumber: 16,
    templates: [
      spec("=book|=books|printed book|novel|cookbook", "Printed books in the field of {subject}", "Printed books", "Books"),
      spec(
        "magazine|periodical|journal|newsletter",
        "Printed magazines in the field of {subject}",
        "Magazines [periodicals]",
        "Magazines [periodicals]"
      ),
      spec("notebook|notepad|journal|diary|planner", "Notebooks", "Notebooks", "Notebooks"),
      spec("stationery|stationary", "Stationery", "Stationery", "Stationery"),
      spec("greeting card|postcard|card", "Greeting cards", "Greeting cards", "Greeting cards"),
      spec("poster|art print|print", "Posters", "Posters", "Posters"),
      spec("pen|pencil|marker", "Pens", "Pens [office requisites]", "Pens [office requisites]"),
      spec("sticker|decal", "Stickers", "Stickers [stationery]", "Stickers [stationery]"),
      spec(
        "packaging|paper bag|cardboard box|gift wrap|wrapping paper",
        "Paper and cardboard packaging materials",
        "Packaging material made of paper",
        "Packaging material made of paper"
      ),
      spec("calendar", "Calendars", "Calendars", "Calendars"),
      fallback("", "Printed matter, namely, [specify the items]", "Printed matter", "Printed matter")
    ]
  },
  {
    classNumber: 17,
    templates: [
      spec("insulation|insulating", "Insulating materials", "Insulating materials", "Insulating materials"),
      spec("rubber|silicone", "Rubber, raw or semi-worked", "Rubber, raw or semi-worked", "Rubber, raw or semi-worked"),
      spec("garden hose|hose|hosepipe", "Garden hoses", "Garden hoses", "Garden hoses"),
      spec("seal|gasket", "Seals", "Sealing rings", "Seals"),
      spec(
        "plastic film|plastic sheet",
        "Plastic film, other than for wrapping",
        "Plastic film, other than for wrapping",
        "Plastic film, other than for wrapping"
      ),
      fallback("", "Insulating materials", "Insulating materials", "Insulating materials")
    ]
  }
]
