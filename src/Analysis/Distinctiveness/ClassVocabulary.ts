/**
 * Per Nice class: a short label, the common names of the goods or services (generic),
 * and words that describe them (features, purpose, ingredients, users). Words are matched
 * after stemming, so list the base form and any plural that stems differently ("bus buses").
 * The lists favour precision: a word here turns an otherwise strong mark weak.
 */
export interface ClassTerms {
  readonly label: string
  readonly generic: string
  readonly descriptive: string
  /** Two-word common names, comma-separated ("ice cream"): the words alone would only describe. */
  readonly genericPhrases?: string
}

export const CLASS_TERMS: Readonly<Record<number, ClassTerms>> = {
  1: {
    label: "chemicals, adhesives and fertilisers",
    generic: "chemical chemicals fertilizer fertiliser adhesive adhesives glue resin compost reagent solvent acid plastics",
    descriptive: "industrial agricultural soil growth laboratory lab synthetic polymer catalyst bond bonding sticky grow"
  },
  2: {
    label: "paints, varnishes and colourants",
    generic: "paint paints varnish lacquer primer ink toner dye pigment stain coating coatings",
    descriptive: "color colour colors coat gloss glossy matte rust wall tint shade hue finish"
  },
  3: {
    label: "cosmetics, toiletries and cleaning preparations",
    generic: "soap shampoo cosmetics cosmetic perfume fragrance cologne lotion cream deodorant toothpaste lipstick mascara makeup " +
      "detergent bleach polish conditioner sunscreen moisturizer moisturiser serum",
    descriptive:
      "soft gentle mild smooth fresh skin hair beauty scent clean cleaning glow tone tan sun face body nail lip smooth silky bright whitening shine care " +
      "laundry wash beautiful"
  },
  4: {
    label: "fuels, industrial oils and candles",
    generic: "oil fuel fuels gasoline petrol diesel gas lubricant grease candle candles wax kerosene coal firewood charcoal biofuel",
    descriptive: "energy power burn fire flame motor engine lube lamp heat"
  },
  5: {
    label: "pharmaceuticals, supplements and medical preparations",
    generic: "medicine medicines drug drugs pharmaceutical pharmaceuticals vitamin vitamins supplement supplements bandage plaster " +
      "vaccine pill pills tablets disinfectant aspirin",
    descriptive: "health healthy cure pain relief heal immune dental medical herbal dietary nutrition remedy vita therapy clinical"
  },
  6: {
    label: "metals and metal hardware",
    generic:
      "metal metals steel iron aluminum aluminium copper wire pipe pipes lock locks key keys safe safes nail nails bolt bolts screw screws",
    descriptive: "metallic alloy hardware forged building construction"
  },
  7: {
    label: "machines and motors",
    generic:
      "machine machines engine engines motor motors pump pumps generator generators robot robots mixer drill drills washer dishwasher blender escalator escalators elevator elevators conveyor conveyors",
    descriptive: "power powered tool tools industrial hydraulic electric automatic mechanical kitchen wash cut lift"
  },
  8: {
    label: "hand tools and cutlery",
    generic: "knife knives tool tools razor razors scissors cutlery fork forks spoon spoons hammer wrench shaver",
    descriptive: "blade sharp cut edge hand grip shave"
  },
  9: {
    label: "computers, software and electronics",
    generic: "computer computers laptop laptops software app apps phone phones smartphone smartphones tablet camera cameras headphones " +
      "battery batteries charger cable cables monitor television radio glasses sunglasses printer chip device devices electronics " +
      "case cases calculator",
    genericPhrases: "phone case, phone cases",
    descriptive: "cloud data web net internet network cyber byte bit code tech techno micro electronic wireless mobile cell pixel screen " +
      "sound audio video photo vision book books ebook download game games secure security virtual program compute " +
      "intelligent robot file files disk drive memory signal acoustic speaker speakers loudspeaker loudspeakers tool tools stream serve server document documents"
  },
  10: {
    label: "medical and dental apparatus",
    generic: "syringe stethoscope thermometer condom condoms implant implants prosthesis scanner",
    descriptive:
      "medical surgical dental health care clinic patient hearing ortho orthopedic therapy massage dorsal lumbar cervical spinal knee ankle wrist elbow neck night orthopedic orthopaedic brace"
  },
  11: {
    label: "lighting, heating, cooling and sanitary installations",
    generic: "lamp lamps light lights heater heaters stove oven fridge refrigerator freezer conditioner fan fans boiler faucet tap " +
      "toilet shower grill kettle",
    descriptive: "cool cold heat warm hot climate air bright glow solar water lighting heating cooling"
  },
  12: {
    label: "vehicles and transport apparatus",
    generic: "car cars vehicle vehicles bus buses truck trucks bicycle bicycles bike bikes motorcycle tire tires tyre tyres aircraft " +
      "airplane boat boats train van scooter wheel wheels hog hogs craft watercraft yacht yachts canoe kayak ship ships motorbike motorbikes",
    descriptive: "auto motor drive ride road speed sport racing electric travel"
  },
  13: {
    label: "firearms and fireworks",
    generic: "gun guns firearm firearms rifle rifles ammunition ammo fireworks explosive explosives pistol",
    descriptive: "shot shoot fire blast target hunting"
  },
  14: {
    label: "jewellery and watches",
    generic: "watch watches jewelry jewellery ring rings necklace bracelet earrings clock clocks gem gems",
    descriptive: "gold silver diamond pearl precious time jewel crystal platinum stone stones gemstone gemstones mineral minerals"
  },
  15: {
    label: "musical instruments",
    generic: "piano guitar guitars drum drums violin instrument instruments flute",
    descriptive: "music musical sound tune tone string strings melody"
  },
  16: {
    label: "paper goods and printed matter",
    generic:
      "paper book books magazine magazines newspaper pen pens pencil pencils notebook stationery card cards envelope monthly weekly quarterly journal journals gazette digest periodical periodicals newsletter newsletters magazine",
    descriptive: "print printed write writing office school read page ink"
  },
  17: {
    label: "rubber, plastics and insulation",
    generic: "rubber plastic hose insulation gasket foam",
    descriptive: "flexible seal insulating"
  },
  18: {
    label: "leather goods, bags and luggage",
    generic: "bag bags handbag handbags luggage suitcase wallet wallets purse umbrella backpack leather saddle leash",
    descriptive: "travel carry"
  },
  19: {
    label: "non-metallic building materials",
    generic: "cement concrete brick bricks tile tiles asphalt timber lumber stone marble",
    descriptive: "building construction floor roof"
  },
  20: {
    label: "furniture",
    genericPhrases: "murphy bed, murphy beds, sofa bed, bunk bed, day bed",
    generic:
      "furniture chair chairs table tables sofa bed beds mattress desk shelf shelves cabinet mirror pillow cushion bookcase wardrobe dresser",
    descriptive: "home house comfort sleep rest room living"
  },
  21: {
    label: "household and kitchen utensils",
    generic:
      "cup cups mug mugs plate plates bowl bowls pot pots pan pans cookware toothbrush brush comb bottle bottles sponge thermos flask flasks jug jugs",
    descriptive: "kitchen cook cooking household clean home"
  },
  22: {
    label: "ropes, tents and sacks",
    generic: "rope ropes tent tents sack sacks tarpaulin twine hammock",
    descriptive: "camping outdoor net"
  },
  23: { label: "yarns and threads", generic: "yarn yarns thread threads", descriptive: "knit sewing" },
  24: {
    label: "textiles and household linen",
    generic: "fabric fabrics textile textiles towel towels blanket blankets curtain curtains sheet sheets linen bedding",
    descriptive: "cotton silk wool bath bed"
  },
  25: {
    label: "clothing, footwear and headwear",
    generic: "shoe shoes clothing clothes apparel shirt shirts jeans dress dresses boot boots hat hats sock socks jacket jackets " +
      "sneaker sneakers footwear wear pants underwear",
    descriptive: "fashion fit comfort style sport athletic running walk foot feet kids"
  },
  26: {
    label: "lace, buttons and haberdashery",
    generic: "button buttons lace ribbon ribbons zipper wig wigs",
    descriptive: "hair sewing"
  },
  27: { label: "carpets and floor coverings", generic: "carpet carpets rug rugs mat mats wallpaper", descriptive: "floor" },
  28: {
    label: "games, toys and sporting goods",
    generic: "toy toys game games doll dolls ball balls puzzle puzzles skateboard racket trampoline trampolines yoyo yoyos kite kites",
    descriptive: "play fun kids sport sports fitness gym"
  },
  29: {
    label: "meat, fish, dairy and processed foods",
    generic: "meat cheese milk butter yogurt yoghurt egg eggs jam soup sausage sausages seafood fish chicken beef nuts chips",
    descriptive: "dairy farm creamy cream protein healthy diet"
  },
  30: {
    label: "coffee, tea, bakery goods and staples",
    generic: "coffee tea bread cake cakes cookie cookies chocolate candy sugar flour rice pasta pizza sauce honey spice spices " +
      "cereal sandwich sandwiches donut donuts doughnut doughnuts bagel bagels pastry pastries muffin muffins",
    genericPhrases: "ice cream, ice creams, iced tea, hot chocolate",
    descriptive: "bakery baked brew roast roasted sweet tasty delicious bean beans grain snack breakfast ice cream healthy diet"
  },
  31: {
    label: "fresh produce, seeds, plants and animal feed",
    generic: "fruit fruits vegetable vegetables apple apples seed seeds plant plants flower flowers grain feed",
    descriptive: "farm garden harvest grown healthy"
  },
  32: {
    label: "beer, water and soft drinks",
    generic: "beer beers ale lager water juice juices soda lemonade drink drinks beverage beverages smoothie",
    genericPhrases: "soft drink, soft drinks, energy drink, energy drinks, sports drink, sports drinks, mineral water",
    descriptive: "brew brewed brewing sparkling energy refreshing tonic cola fizz citrus healthy diet"
  },
  33: {
    label: "wine and spirits",
    generic: "wine wines whisky whiskey vodka gin rum liquor spirits cider brandy tequila champagne",
    descriptive: "vintage distilled barrel cellar vineyard grape aged"
  },
  34: {
    label: "tobacco and smokers' articles",
    generic: "cigarette cigarettes cigar cigars tobacco lighter lighters matches vape pipe snuff hookah",
    descriptive: "smoke smoking"
  },
  35: {
    label: "advertising, business and retail services",
    generic: "advertising marketing consulting retail store stores shop shops market",
    descriptive: "business sales sale commerce trade office management consult brand promotion deal deals buy sell shopping"
  },
  36: {
    label: "finance, insurance and real estate",
    generic: "bank banking insurance loan loans credit mortgage finance payment payments",
    genericPhrases: "credit card, credit cards, real estate",
    descriptive: "money cash pay capital invest investment fund funds financial wealth savings save trust estate property rent"
  },
  37: {
    label: "construction, repair and cleaning services",
    generic: "construction repair repairs plumbing cleaning installation maintenance roofing painting",
    descriptive: "build builder fix handyman service renovation home clean"
  },
  38: {
    label: "telecommunications",
    generic: "telecommunications telephone broadcasting email messaging chat",
    descriptive: "tele talk call connect connection signal network net mobile cell phone message link wire wireless stream streaming video"
  },
  39: {
    label: "transport, delivery and travel arrangement",
    generic:
      "transport transportation airline airlines airway airways railway railways shipping delivery taxi freight courier moving storage tours cruise cruises",
    descriptive: "air jet jets fly flight cargo logistics trip tour route road rail ride move parcel travel"
  },
  40: {
    label: "treatment of materials and custom manufacturing",
    generic: "printing recycling tailoring dyeing",
    descriptive: "print custom processing treatment waste"
  },
  41: {
    label: "education, training and entertainment",
    generic: "education training school entertainment movie movies film films television music concert concerts publishing",
    genericPhrases: "theme park, theme parks",
    descriptive:
      "learn learning teach academy class classes fun show shows stream streaming cinema screen play fitness sport events video serial series episode episodes podcast podcasts"
  },
  42: {
    label: "scientific and IT services, software as a service",
    generic: "software saas hosting programming research engineering",
    genericPhrases: "web hosting, cloud computing, cloud hosting",
    descriptive: "cloud data web code tech cyber host server app apps platform lab analytics testing develop developer design net"
  },
  43: {
    label: "restaurant, café and accommodation services",
    generic:
      "restaurant restaurants cafe hotel hotels bar bars catering motel inn hostel churrasco churrascos churrascaria steakhouse pizzeria trattoria brasserie taqueria cantina pub diner cafeteria canteen buffet",
    descriptive: "food burger burgers pizza grill diner dine dining eat eats kitchen coffee menu chef bistro tavern stay bed breakfast " +
      "donut donuts doughnut doughnuts sandwich sandwiches",
    genericPhrases: "fast food, coffee shop, coffee shops, bed and breakfast"
  },
  44: {
    label: "medical, beauty and agricultural services",
    generic: "hospital clinic dentistry spa salon massage therapy pharmacy veterinary",
    descriptive: "health healthy care medical dental beauty hair skin nail wellness vet doctor nurse garden farm"
  },
  45: {
    label: "legal, security and social services",
    generic: "legal law security guard dating funeral",
    descriptive: "lawyer attorney protect protection safe safety social friend friends date rights license"
  }
}
