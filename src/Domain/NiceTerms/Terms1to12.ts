import type { ClassTerms } from "./ClassTerms.js"

/** Suggestion vocabulary for classes 1-12. */
export const TERMS_1_TO_12: ReadonlyArray<ClassTerms> = [
  {
    classNumber: 1,
    label: "Chemicals, fertilisers and industrial adhesives",
    keywords: {
      chemical: 2, chemicals: 2, fertiliser: 3, fertilizer: 3, fertilisers: 3, compost: 3, manure: 3, resin: 1,
      adhesive: 1, glue: 1, reagent: 3, solvent: 2, coolant: 2, antifreeze: 3, soil: 2, substrate: 1, enzyme: 2,
      unprocessed: 2, soldering: 3
    },
    phrases: {
      "potting soil": 5, "potting compost": 5, "industrial chemicals": 5, "unprocessed plastics": 5,
      "unprocessed resins": 5, "photographic chemicals": 5, "fire extinguishing compositions": 5,
      "adhesives for industry": 5, "industrial adhesives": 5, "growing media": 4, "plant food": 3,
      "artificial resins": 5, "biological preparations": 5,
      "adhesives for use in industry": 6, "soldering preparations": 6, "tempering preparations": 6
    },
    suppressedBy: []
  },
  {
    classNumber: 2,
    label: "Paints, varnishes, inks and colourants",
    keywords: {
      paint: 3, paints: 3, varnish: 3, lacquer: 3, primer: 2, stain: 1, dye: 2, dyes: 2, colourant: 3,
      pigment: 3, ink: 2, toner: 3, preservative: 1, "=coating": 2, "=coatings": 2, woodstain: 3, enamel: 1
    },
    phrases: {
      "wall paint": 5, "interior paint": 5, "exterior paint": 5, "wood stain": 5, "wood varnish": 5,
      "printing ink": 5, "printing inks": 5, "toner cartridges": 5, "anti rust": 4, "rust preventive": 4,
      "wood preservative": 5, "food colouring": 5, "artists paints": 4, "spray paint": 5
    },
    suppressedBy: ["painting services", "painter", "decorator"]
  },
  {
    classNumber: 3,
    label: "Cosmetics, toiletries, perfumes and cleaning products",
    keywords: {
      cosmetic: 3, cosmetics: 3, skincare: 4, makeup: 3, lipstick: 3, mascara: 3, perfume: 3, fragrance: 2,
      cologne: 3, shampoo: 3, conditioner: 2, soap: 3, soaps: 3, lotion: 3, cream: 1, creams: 1, serum: 3, serums: 3,
      cleanser: 3, cleansers: 3, moisturiser: 3, moisturizer: 3, toothpaste: 3, deodorant: 3, detergent: 3,
      bleach: 2, polish: 1, nail: 1, haircare: 3, toiletries: 3, toiletry: 3, balm: 2, scrub: 2, sunscreen: 3,
      perfumery: 3, beauty: 1, essential: 1, aromatherapy: 2, exfoliant: 3, cleaning: 1, beard: 1, lash: 2,
      aftershave: 4, diffusers: 2, "=waxes": 1
    },
    phrases: {
      "skin care": 5, "hair care": 4, "essential oils": 4, "essential oil": 4, "bath bombs": 5, "bath bomb": 5,
      "face cream": 5, "face creams": 5, "body lotion": 5, "hair products": 4, "hair dye": 5, "nail polish": 5,
      "beard oil": 5, "lip balm": 5, "laundry detergent": 5, "cleaning products": 5, "cleaning preparations": 5,
      "dish soap": 5, "non medicated": 3, "eau de parfum": 5, "make up": 5, "shower gel": 5, "body wash": 5,
      "dry shampoo": 5, "reed diffusers": 5, "grooming products": 6, "men grooming": 5, "beard balm": 5
    }
  },
  {
    classNumber: 4,
    label: "Candles, fuels, industrial oils and lubricants",
    keywords: {
      candle: 4, candles: 4, wick: 3, wicks: 3, lubricant: 3, lubricants: 3, grease: 2, fuel: 3, fuels: 3,
      diesel: 3, petrol: 3, gasoline: 3, biofuel: 3, firewood: 3, charcoal: 2, "=wax": 1, beeswax: 2, melts: 3,
      kerosene: 3,
      briquettes: 3, pellets: 1
    },
    phrases: {
      "scented candles": 5, "wax melts": 6, "soy candles": 5, "engine oil": 5, "motor oil": 5, "industrial oils": 5,
      "lamp oil": 5, "wood pellets": 5, "electrical energy": 4, "fire lighters": 4
    }
  },
  {
    classNumber: 5,
    label: "Pharmaceuticals, supplements, baby food and medicated products",
    keywords: {
      pharmaceutical: 4, pharmaceuticals: 4, medicine: 3, medicines: 3, drug: 2, drugs: 2, vitamin: 3,
      vitamins: 3, supplement: 3, supplements: 3, probiotic: 3, probiotics: 3, "=medicated": 3, vaccine: 4,
      disinfectant: 3, sanitiser: 3, sanitizer: 3, antiseptic: 3, bandage: 2, "=plaster": 1, "=plasters": 1,
      pesticide: 3, herbicide: 3, insecticide: 3, repellent: 2, nappies: 3, nappy: 3, tampons: 3, ointment: 3,
      capsules: 1, tablets: 1, collagen: 1, cbd: 2, homeopathic: 3, remedies: 2, remedy: 2, painkiller: 3
    },
    phrases: {
      "dietary supplements": 5, "food supplements": 5, "nutritional supplements": 5, "protein supplements": 5,
      "protein powder": 4, "vitamin supplements": 5, "herbal remedies": 5, "baby food": 5, "infant formula": 5,
      "sanitary pads": 5, "sanitary towels": 5, "menstrual pads": 5, "hand sanitiser": 5, "pregnancy tests": 4,
      "veterinary preparations": 5, "medicated creams": 5, "weight loss": 2, "first aid": 3, "nicotine patches": 5,
      "adhesive plasters": 6, "medical purposes": 3
    },
    suppressedBy: []
  },
  {
    classNumber: 6,
    label: "Metals, metal building materials and hardware",
    keywords: {
      metal: 2, steel: 2, iron: 2, aluminium: 2, copper: 2, brass: 2, alloy: 2, alloys: 2, "=ore": 3, "=ores": 3,
      nails: 2, screws: 2, bolts: 2, hinges: 3, padlock: 3, padlocks: 3, safe: 1, safes: 3, girders: 3,
      beams: 1, fencing: 1, gates: 1, anchors: 1, ironmongery: 3, tins: 1, cans: 1, scaffolding: 2
    },
    phrases: {
      "metal building materials": 5, "steel fencing": 5, "metal fencing": 5, "metal gates": 5, "metal doors": 5,
      "steel sheets": 5, "aluminium foil": 5, "transportable buildings of metal": 7, "metal containers": 5,
      "metal containers for storage": 8, "metal hardware": 5, "metal locks": 5, "steel beams": 5,
      "metal roofing": 5, "shipping containers": 4, "sheet metal": 5, "metal signs": 3, "wire mesh": 3
    },
    suppressedBy: ["welding services", "metalwork services"]
  },
  {
    classNumber: 7,
    label: "Machines, power tools, engines and electric household machines",
    keywords: {
      "=machine": 2, "=machines": 2, machinery: 3, "=engine": 1, "=engines": 1, motor: 1, motors: 1, pump: 2, pumps: 2,
      "=generator": 2, "=generators": 2, compressor: 2, "=drill": 2, "=drills": 2, saws: 2, lathe: 3, "=excavator": 3,
      robot: 2, robots: 2, conveyor: 3, lawnmower: 3, lawnmowers: 3, blender: 3, blenders: 3, mixer: 1,
      dishwasher: 3, dishwashers: 3, cordless: 1, grinder: 2, turbine: 2, cnc: 3, harvester: 2, welding: 1
    },
    phrases: {
      "power tools": 5, "power drills": 5, "cordless saws": 5, "vacuum cleaner": 5, "vacuum cleaners": 5,
      "robot vacuum": 5, "washing machine": 5, "washing machines": 5, "food processor": 5, "food processors": 5,
      "industrial robots": 5, "3d printers": 5, "3d printer": 5, "agricultural machines": 5, "vending machines": 5,
      "pressure washer": 5, "sewing machine": 5, "sewing machines": 5, "leaf blower": 5, "stand mixer": 5,
      "kitchen machines": 4, "machine tools": 5, "power operated tools": 6
    },
    suppressedBy: []
  },
  {
    classNumber: 8,
    label: "Hand tools, cutlery and razors",
    keywords: {
      knife: 3, knives: 3, cutlery: 4, fork: 1, forks: 1, spoons: 1, razor: 3, razors: 3, scissors: 3,
      hammer: 3, hammers: 3, screwdriver: 3, screwdrivers: 3, wrench: 3, spanner: 3, pliers: 3, shears: 3,
      chisel: 3, trowel: 2, axe: 3, tweezers: 2, clippers: 2, secateurs: 3, multitool: 3, shaver: 2, shovel: 2,
      spade: 2, rake: 2
    },
    phrases: {
      "hand tools": 5, "kitchen knives": 5, "chef knives": 5, "pocket knives": 5, "garden tools": 4,
      "manicure sets": 5, "hair clippers": 5, "hair straighteners": 5, "curling irons": 5, "cutlery sets": 5,
      "nail clippers": 5, "shaving razors": 5
    },
    suppressedBy: []
  },
  {
    classNumber: 9,
    label: "Software, electronics, computers and scientific apparatus",
    keywords: {
      software: 3, app: 3, application: 1, downloadable: 4, download: 3, computer: 3, computers: 3, laptop: 3,
      laptops: 3, tablet: 2, smartphone: 3, smartphones: 3, phone: 2, phones: 2, headphones: 3, earbuds: 3,
      earphones: 3, speaker: 2, speakers: 2, camera: 3, cameras: 3, battery: 3, batteries: 3, charger: 3,
      chargers: 3, cable: 2, cables: 2, sunglasses: 4, eyeglasses: 4, spectacles: 3, glasses: 1, lenses: 2,
      smartwatch: 4, smartwatches: 4, electronics: 3, electronic: 1, gadget: 2, gadgets: 2, ebook: 4, ebooks: 4,
      nft: 4, nfts: 4, helmet: 2, helmets: 2, microphone: 3, sensor: 2, sensors: 2, tracker: 3, trackers: 3,
      wearable: 3, wearables: 3, amplifier: 4, amplifiers: 4, router: 3,
      monitor: 1, keyboard: 2, mouse: 1, usb: 3, semiconductor: 3, chip: 1, solar: 1, firmware: 3,
      pc: 2, calculator: 3, thermostat: 1, "=gps": 3, projector: 2, microscope: 3, telescope: 3, vr: 3, hardware: 2
    },
    phrases: {
      "mobile app": 5, "mobile apps": 5, "mobile application": 5, "mobile applications": 5, "smartphone app": 5,
      "iphone app": 5, "android app": 5, "computer software": 5, "downloadable software": 6, "video game": 3,
      "video games": 3, "computer game": 4, "game software": 5, "phone cases": 5, "phone case": 5, "phone chargers": 5,
      "wireless earbuds": 5, "solar panels": 4, "smart home": 3, "virtual reality headsets": 5,
      "electronic publications": 4, "downloadable music": 5, "prescription glasses": 5, "contact lenses": 5,
      "safety helmets": 5, "protective clothing": 4, "laptop bags": 4, "security cameras": 5, "smart watches": 5,
      "electric vehicle chargers": 4, "charging stations": 3, "desktop software": 5, "operating system": 5,
      "point of sale": 6, "point of sale system": 7, "pos system": 7, "fitness tracker": 6, "activity tracker": 6,
      "electric guitar amplifiers": 7,
      "guitar amplifiers": 7, "ski goggles": 5, "swimming goggles": 5, "laptop sleeves": 5
    }
  },
  {
    classNumber: 10,
    label: "Medical, dental and veterinary apparatus",
    keywords: {
      surgical: 3, stethoscope: 4, syringe: 3, syringes: 3, catheter: 4, prosthetic: 4, prosthesis: 4,
      orthopaedic: 3, orthopedic: 3, thermometer: 3, defibrillator: 4, implant: 2, implants: 2, crutches: 3,
      splint: 3, condoms: 4, vibrator: 4, "=massager": 3, "=massagers": 3, nebuliser: 4, dentures: 3
    },
    phrases: {
      "medical devices": 5, "medical apparatus": 5, "medical instruments": 5, "medical equipment": 5,
      "surgical instruments": 5, "dental apparatus": 5, "dental instruments": 5, "hearing aids": 5,
      "blood pressure monitors": 5, "blood pressure monitor": 5, "glucose meters": 5, "breast pumps": 5,
      "breast pump": 5, "baby bottles": 5, "feeding bottles": 5, "compression stockings": 5, "massage apparatus": 5,
      "sex toys": 5, "surgical masks": 5, "orthopaedic insoles": 5, "medical gloves": 5, "teething rings": 4,
      "massage guns": 5, "heating pads medical": 4, "medical purposes": 4
    },
    suppressedBy: []
  },
  {
    classNumber: 11,
    label: "Lighting, heating, cooling, cooking and sanitary apparatus",
    keywords: {
      lamp: 3, lamps: 3, lighting: 3, lights: 2, light: 1, bulb: 2, bulbs: 2, led: 2, chandelier: 3,
      heater: 3, heaters: 3, boiler: 3, boilers: 3, radiator: 3, radiators: 3, kettle: 3, kettles: 3, oven: 3,
      ovens: 3, stove: 3, stoves: 3, cooker: 2, refrigerator: 3, fridge: 3, fridges: 3, freezer: 3, toaster: 3,
      microwave: 3, fryer: 3, fryers: 3, grill: 2, barbecue: 2, barbecues: 2, toilet: 3, toilets: 3, shower: 3,
      showers: 3, faucet: 3, taps: 2, sink: 3, sinks: 3, bathtub: 3, ventilation: 3, fan: 1, fans: 1, humidifier: 3,
      dehumidifier: 3, purifier: 2, hairdryer: 3, torch: 2, flashlight: 3, lantern: 2, sauna: 2, hob: 3
    },
    phrases: {
      "ceiling lights": 5, "led lamps": 5, "led lights": 5, "light bulbs": 5, "lighting fixtures": 5,
      "air conditioning": 5, "air conditioners": 5, "heat pumps": 5, "heat pump": 5, "electric kettles": 5,
      "coffee machines": 5, "espresso machines": 5, "coffee makers": 5, "air fryer": 5, "air fryers": 5,
      "hair dryers": 5, "water filters": 5, "air purifiers": 5, "water heaters": 5, "pizza ovens": 5,
      "electric heaters": 5, "solar water heaters": 5, "bathroom fittings": 4, "christmas lights": 5,
      "fairy lights": 5, "electric blankets": 4
    },
    suppressedBy: ["lighting design services", "installation services"]
  },
  {
    classNumber: 12,
    label: "Vehicles and parts, bicycles, prams",
    keywords: {
      vehicle: 3, vehicles: 3, car: 2, cars: 2, automobile: 3, automobiles: 3, truck: 2, trucks: 2, van: 2, vans: 2,
      bicycle: 4, bicycles: 4, bike: 3, bikes: 3, ebike: 4, ebikes: 4, scooter: 3, scooters: 3, escooter: 4,
      motorcycle: 4, motorcycles: 4, motorbike: 4, boat: 3, boats: 3, yacht: 3, yachts: 3, kayak: 2, canoe: 2,
      aircraft: 3, tyre: 3, tyres: 3, wheels: 1, trailer: 3, trailers: 3, caravan: 3, caravans: 3, campervan: 4,
      camper: 3, pram: 4, prams: 4, stroller: 4, strollers: 4, pushchair: 4, wheelchair: 4, wheelchairs: 4,
      drone: 4, drones: 4, roof: 1, shuttle: 1
    },
    phrases: {
      "electric vehicles": 5, "electric cars": 5, "electric bicycles": 5, "electric bikes": 5,
      "electric scooters": 5, "car parts": 5, "car accessories": 5, "vehicle parts": 5, "roof racks": 5,
      "bike racks": 4, "car seats": 5, "baby strollers": 5, "camper vans": 5, "mobility scooters": 5,
      "car seat covers": 5, "cargo bikes": 5, "bicycle parts": 5, "vehicle wheels": 5, "camera drones": 5,
      "delivery drones": 5
    },
    suppressedBy: ["toy", "toys", "rental", "hire", "repair", "taxi", "driving school", "model cars", "tours", "trips"]
  }
]
