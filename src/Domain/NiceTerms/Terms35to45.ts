import type { ClassTerms } from "./ClassTerms.js"

/** Suggestion vocabulary for classes 35-45. */
export const TERMS_35_TO_45: ReadonlyArray<ClassTerms> = [
  {
    classNumber: 35,
    label: "Advertising, business services and retail",
    keywords: {
      advertising: 5, advertisement: 4, marketing: 4, promotion: 2, promotional: 2, seo: 4, branding: 2,
      retail: 4, retailer: 4, wholesale: 4, wholesaler: 4, shop: 2, shops: 2, store: 2, stores: 2, boutique: 2,
      ecommerce: 4, marketplace: 4, dropshipping: 4, bookkeeping: 5, accounting: 4, accountant: 4, bookshop: 4,
      bookstore: 4, resale: 3, thrift: 3, payroll: 4,
      recruitment: 5, recruiting: 4, staffing: 4, headhunting: 4, consulting: 1, consultancy: 1, management: 1,
      administration: 2, auditing: 3, auditor: 3, secretarial: 4, franchising: 4, procurement: 4, auction: 3,
      auctions: 3, influencer: 3, pr: 3, telemarketing: 4, campaigns: 2, sales: 2, supermarket: 3, grocery: 2
    },
    phrases: {
      "online store": 6, "online shop": 6, "online retail": 6, "retail store": 6, "retail stores": 6,
      "retail services": 6, "web shop": 6, "digital marketing": 7, "marketing agency": 7,
      "advertising agency": 7, "social media marketing": 7, "search engine optimisation": 7, "public relations": 6,
      "business consulting": 7, "business consultancy": 7, "management consulting": 7, "business management": 7,
      "business advice": 6, "strategy advice": 5, "tax preparation": 5, "tax returns": 5, "recruitment agency": 7,
      "employment agency": 7, "office administration": 7, "office functions": 6, "market research": 6,
      "trade shows": 5, "online marketplace": 7, "subscription box": 5, "concept store": 6, "gift shop": 6,
      "convenience store": 6, "farm shop": 5, "department store": 6, "loyalty programmes": 5, "lead generation": 6,
      "customer service outsourcing": 6, "virtual assistant": 5, "event promotion": 4, "pop up shop": 6,
      "resale shop": 6, "charity shop": 6, "second hand shop": 6
    },
    suppressedBy: []
  },
  {
    classNumber: 36,
    label: "Financial, banking, insurance and real estate services",
    keywords: {
      bank: 4, banking: 5, finance: 4, financial: 4, financing: 4, loan: 4, loans: 4, lending: 4, mortgage: 5,
      mortgages: 5, insurance: 5, insurer: 5, investment: 4, investments: 4, investing: 4, fund: 2, funds: 2,
      crowdfunding: 5, cryptocurrency: 4, crypto: 4, bitcoin: 3, payment: 3, payments: 3, remittance: 5,
      fintech: 4, credit: 3, pension: 4, pensions: 4, brokerage: 4, broker: 2, wealth: 3, estate: 1,
      realty: 5, realtor: 5, "=letting": 3, "=lettings": 3, landlord: 3, rent: 1, renting: 2, apartments: 2,
      valuation: 3, fundraising: 4, charitable: 2, donations: 3, leasing: 2, trading: 1, exchange: 1, wallet: 1
    },
    phrases: {
      "real estate": 7, "estate agency": 7, "estate agent": 7, "property management": 7, "letting agency": 7,
      "renting homes": 5, "rental of apartments": 6, "office space rental": 6, "payment processing": 7,
      "money transfer": 7, "financial advice": 7, "financial planning": 7, "wealth management": 7,
      "investment management": 7, "asset management": 7, "insurance broker": 7, "insurance brokerage": 7,
      "car insurance": 7, "home insurance": 7, "travel insurance": 7, "health insurance": 7, "life insurance": 7,
      "cryptocurrency exchange": 7, "crypto exchange": 7, "digital wallet": 5, "mobile payments": 6,
      "buy now pay later": 7, "debt collection": 6, "venture capital": 7, "credit cards": 5, "peer to peer lending": 7,
      "tax advice": 3, "currency exchange": 7, "coworking space": 5, "co working space": 5
    },
    suppressedBy: []
  },
  {
    classNumber: 37,
    label: "Construction, installation, repair and cleaning services",
    keywords: {
      construction: 4, builder: 4, builders: 4, building: 2, renovation: 5, renovations: 5, refurbishment: 5,
      remodelling: 5, remodeling: 5, plumbing: 5, plumber: 5, electrician: 5, electrical: 2, "=roofing": 5,
      roofer: 5, contractor: 4, contractors: 3, repair: 4, repairs: 4, "=servicing": 3, maintenance: 3,
      installation: 4, installing: 4, cleaning: 3, cleaner: 3, cleaners: 3, janitorial: 5, laundry: 4,
      handyman: 5, carpentry: 3, joinery: 3, "=plastering": 5, decorating: 3, "=tiling": 4, glazing: 3, demolition: 5,
      "=excavation": 3, "=drilling": 3, mining: 4, garage: 2, mechanic: 4, bricklaying: 5, paving: 2, scaffolding: 2,
      "=upholstering": 4, locksmith: 4, pest: 2, extermination: 4, fumigation: 4, heating: 1, dry: 1
    },
    phrases: {
      "construction services": 7, "building construction": 7, "house renovation": 7, "home renovation": 7,
      "kitchen fitting": 7, "bathroom installation": 7, "bathroom fitting": 7, "car repair": 7, "vehicle repair": 7,
      "car servicing": 7, "car wash": 7, "valeting": 6, "house cleaning": 7, "office cleaning": 7,
      "window cleaning": 7, "carpet cleaning": 7, "dry cleaning": 7, "phone repair": 7, "computer repair": 7,
      "bicycle repair": 7, "appliance repair": 7, "painting and decorating": 7, "painting of buildings": 7,
      "solar panel installation": 7, "heat pump installation": 7, "oil and gas drilling": 7, "pest control": 7,
      "shoe repair": 7, "watch repair": 7, "jewellery repair": 7, "ev charging": 5, "charging of electric vehicles": 7,
      "general contractor": 7, "roofing contractor": 7, "boiler servicing": 7, "boiler repair": 7,
      "insulation installation": 7, "carpet fitting": 7, "swimming pool maintenance": 6, "car service": 5
    },
    suppressedBy: []
  },
  {
    classNumber: 38,
    label: "Telecommunications, broadcasting and streaming transmission",
    keywords: {
      telecommunications: 5, telecommunication: 5, telecom: 5, telecoms: 5, broadband: 5, isp: 5, internet: 2,
      broadcasting: 4, broadcast: 3, streaming: 3, stream: 2, messaging: 3, chat: 2, voip: 5, telephony: 5,
      wireless: 1, network: 2, mobile: 1, satellite: 2, fibre: 2, email: 2, forums: 3, forum: 3, conferencing: 3,
      transmission: 3, radio: 1, podcasting: 2, carrier: 2
    },
    phrases: {
      "internet provider": 7, "internet service provider": 7, "internet access": 7, "mobile network": 7,
      "mobile phone network": 7, "phone network": 6, "telephone services": 7, "video streaming": 5,
      "live streaming": 5, "streaming platform": 4, "messaging app": 5, "instant messaging": 6,
      "online forums": 6, "chat rooms": 6, "video conferencing": 6, "email services": 5, "radio broadcasting": 6,
      "television broadcasting": 6, "tv broadcasting": 6, "sms services": 6, "web conferencing": 6,
      "electronic messaging": 6
    },
    suppressedBy: []
  },
  {
    classNumber: 39,
    label: "Transport, delivery, storage and travel arrangement",
    keywords: {
      transport: 4, transportation: 4, courier: 5, couriers: 5, delivery: 3, deliveries: 3, shipping: 3,
      freight: 5, logistics: 4, haulage: 5, "=trucking": 4, removals: 5, moving: 2, movers: 4, warehousing: 5,
      warehouse: 4, storage: 3, taxi: 5, taxis: 5, chauffeur: 5, limousine: 4, travel: 2, tours: 2, tour: 2,
      cruise: 3, cruises: 3, airline: 5, flights: 3, parking: 4, towing: 4, ambulance: 3, rideshare: 5,
      distribution: 2, packaging: 2, postal: 4, parcel: 4, parcels: 4, bus: 2, coach: 1, shuttle: 4, airport: 2,
      delivering: 2, tourism: 2, ferry: 4, dispatch: 2,
      tickets: 1
    },
    phrases: {
      "parcel delivery": 7, "courier services": 7, "food delivery": 5, "delivery of goods": 7, "freight forwarding": 7,
      "moving company": 7, "removal company": 7, "storage units": 7, "self storage": 7, "travel agency": 7,
      "travel arrangement": 7, "travel agent": 7, "holiday tours": 6, "booking of travel": 7, "car rental": 7,
      "car hire": 7, "van hire": 7, "bike rental": 6, "boat rental": 6, "ride sharing": 7, "airport transfers": 7,
      "packaging of goods": 7, "waste collection": 6, "last mile delivery": 7, "sightseeing tours": 6,
      "tour operator": 7, "guided tours": 4, "shipping services": 7, "transport of goods": 7, "airport shuttle": 7,
      "shuttle bus": 7, "bike courier": 7, "boat trips": 7, "boat tours": 7, "kayak tours": 7, "bus tours": 7,
      "walking tours": 5
    },
    suppressedBy: []
  },
  {
    classNumber: 40,
    label: "Treatment of materials, printing, custom manufacture and recycling",
    keywords: {
      recycling: 5, recycle: 4, upcycling: 4, "=printing": 2, engraving: 3, embroidery: 2, tailoring: 4, tailor: 4,
      dressmaking: 4, alterations: 3, alteration: 3, "=framing": 3, welding: 3, "=machining": 4, "=plating": 4,
      galvanizing: 4, smelting: 4, tanning: 2, "=dyeing": 3, laminating: 3, taxidermy: 5, upholstery: 1, milling: 2,
      refining: 3, purification: 3, decontamination: 4, butchering: 3, smoking: 1, "=fabrication": 3, manufacturing: 2,
      manufacture: 2, processing: 1, treatment: 1, whitelabel: 3
    },
    phrases: {
      "custom manufacturing": 7, "custom manufacture": 7, "contract manufacturing": 7, "manufacturing for others": 7,
      "3d printing services": 7, "3d printing for others": 7, "printing services": 7, "screen printing": 7,
      "digital printing": 6, "print on demand": 6, "recycling of waste": 7, "waste recycling": 7,
      "water treatment": 7, "water purification": 6, "air purification": 5, "brewing for others": 7,
      "brewing of beer for others": 7, "food preservation": 6, "photo printing": 6, "framing services": 6,
      "film development": 6, "photographic film development": 7,
      "metal treatment": 7, "wood treatment": 6, "laser cutting": 6, "laser engraving": 6, "embroidery services": 6,
      "private label manufacturing": 7, "white label manufacturing": 7, "clothing alterations": 6
    },
    suppressedBy: []
  },
  {
    classNumber: 41,
    label: "Education, training, entertainment, sport and culture",
    keywords: {
      education: 5, educational: 3, school: 4, schools: 4, academy: 3, training: 3, courses: 4, course: 4,
      classes: 3, lessons: 4, tutoring: 5, tuition: 5, tutor: 5, teaching: 4, "=coaching": 3, workshops: 4,
      workshop: 3, seminars: 4, webinars: 4, conferences: 3, entertainment: 5, festival: 4, festivals: 4,
      concert: 4, concerts: 4, events: 2, event: 2, gym: 3, fitness: 3, yoga: 3, pilates: 4, dance: 3,
      theatre: 4, cinema: 4, museum: 5, museums: 5, gallery: 3, library: 3, publishing: 4, publisher: 4,
      podcast: 4, podcasts: 4, photography: 4, "=photographer": 4, "=photographers": 4, videography: 4,
      filmmaking: 4, film: 2,
      films: 2, music: 2, band: 2, dj: 4, karaoke: 4, nightclub: 4, comedy: 4, esports: 5, "=gaming": 2,
      sport: 2, sports: 2, club: 1, camps: 3, kindergarten: 4, nursery: 1, childcare: 2, bootcamp: 3,
      mentoring: 3, edtech: 3, elearning: 4, certification: 2, escape: 1, "=bowling": 4, golf: 1, tournaments: 4,
      shows: 2, performances: 3, circus: 4, zoo: 5, translation: 3, interpreting: 3, quiz: 3, lottery: 4,
      gambling: 5, casino: 5, betting: 4, game: 1, games: 1, multiplayer: 3, player: 1, players: 1, stories: 2,
      party: 2, parties: 2
    },
    phrases: {
      "online courses": 7, "online training": 7, "training courses": 7, "personal training": 7, "fitness classes": 7,
      "gym memberships": 7, "yoga classes": 7, "dance classes": 7, "music lessons": 7, "driving school": 7,
      "language school": 7, "language courses": 7, "cooking classes": 7, "event organisation": 6,
      "event planning": 5, "concert organisation": 7, "music festival": 7, "live music": 6, "live concert": 7,
      "wedding photography": 7, "music production": 7, "film production": 7, "video production": 7,
      "online games": 6, "online game": 6, "online video games": 7, "game played online": 6, "book publishing": 7,
      "publishing of books": 7, "escape room": 7, "sports club": 7, "summer camp": 7, "after school": 6,
      "true crime": 2, "youtube channel": 5, "online publication": 5, "life coaching": 7,
      "business coaching": 5, "team building": 6, "sports coaching": 7, "golf course": 6, "swimming lessons": 7,
      "art classes": 7, "tour guide": 3, "high school": 3, "photo booth": 6, "party entertainment": 6,
      "children parties": 5
    },
    suppressedBy: []
  },
  {
    classNumber: 42,
    label: "Software development, SaaS, IT, design and scientific services",
    keywords: {
      saas: 6, paas: 6, iaas: 6, cloud: 4, hosting: 4, developer: 3, development: 2, programming: 4, coding: 1,
      software: 2, app: 2, platform: 3, website: 3, websites: 3, web: 2, it: 1, cybersecurity: 5, encryption: 4,
      research: 3, laboratory: 4, lab: 3, testing: 3, "=engineering": 4, "=engineer": 3, "=engineers": 3,
      architect: 5, architecture: 5,
      architectural: 5, design: 2, designer: 3, designing: 2, designs: 1, scientific: 4, analysis: 2,
      analytics: 3, ai: 3, subscription: 2, online: 1, hosted: 4, api: 4, databases: 3, datacenter: 4,
      devops: 5, ux: 5, ui: 4, prototyping: 4, certification: 1, authentication: 3, geological: 4, surveying: 3,
      calibration: 3, inspection: 2, interior: 2, backup: 3, digital: 1, system: 1, systems: 1
    },
    phrases: {
      "software as a service": 8, "mobile app": 3, "mobile apps": 3, "mobile application": 3, "web app": 5,
      "platform as a service": 8, "software development": 7, "app development": 7,
      "web development": 7, "website design": 7, "web design": 7, "web hosting": 7, "website hosting": 7,
      "cloud computing": 7, "cloud based": 5, "cloud storage": 6, "it support": 6, "it consulting": 7,
      "it services": 7, "cyber security": 7, "graphic design": 7, "logo design": 7, "interior design": 7,
      "industrial design": 7, "product design": 6, "fashion design": 5, "ux design": 7, "architecture firm": 7,
      "scientific research": 7, "quality control": 7, "data analytics": 5, "machine learning": 5,
      "artificial intelligence": 5, "online platform": 4, "online software": 6, "non downloadable software": 8,
      "software engineering": 7, "managed it": 7, "penetration testing": 7, "data recovery": 6,
      "technical support": 5, "engineering services": 7, "clinical trials": 6, "lab testing": 6,
      "subscription basis": 4, "offered online": 4, "in the browser": 2, "website builder": 6,
      "game development": 7, "design and development": 6,
      "development of software": 6, "development of computer software": 7, "software design": 6,
      "design and development of computer software": 8
    },
    suppressedBy: []
  },
  {
    classNumber: 43,
    label: "Restaurants, cafés, bars, catering and accommodation",
    keywords: {
      restaurant: 6, restaurants: 6, cafe: 6, cafes: 6, bistro: 6, diner: 5, eatery: 6, brasserie: 6,
      bar: 4, bars: 4, pub: 5, pubs: 5, tavern: 5, brewpub: 5, taproom: 4, catering: 6, caterer: 6,
      takeaway: 4, takeout: 4, hotel: 6, hotels: 6, hostel: 6, hostels: 6, motel: 6, inn: 4, accommodation: 5,
      lodging: 5, resort: 4, campsite: 5, glamping: 5, cottage: 3, cottages: 3, chalet: 3, chalets: 3,
      guesthouse: 6, airbnb: 4, canteen: 5, buffet: 4,
      pizzeria: 6, steakhouse: 6, teahouse: 5, creperie: 6, daycare: 3, creche: 4, parlour: 3, parlor: 3,
      serving: 2, dining: 3, chef: 2, kitchen: 1, menu: 2, brunch: 3, tapas: 3, cocktail: 2
    },
    phrases: {
      "coffee shop": 7, "coffee shops": 7, "tea room": 7, "tea rooms": 7, "food truck": 7, "food trucks": 7,
      "bed and breakfast": 7, "holiday accommodation": 7, "holiday lets": 6, "holiday rentals": 5,
      "vacation rentals": 5, "boutique hotel": 7, "event catering": 7, "wedding catering": 7,
      "ice cream parlour": 7, "ice cream parlor": 7, "juice bar": 7, "wine bar": 7, "cocktail bar": 7,
      "beer garden": 6, "fast food restaurant": 7, "street food": 5, "private chef": 6, "pet boarding": 6,
      "dog boarding": 6, "cat boarding": 6, "day care": 3, "day nursery": 6, "pop up restaurant": 7,
      "meal kits": 1, "hotel reservations": 6, "holiday cottages": 7, "gelato shop": 7, "ice cream shop": 7,
      "donut shop": 7, "sandwich shop": 7,
      "bubble tea shop": 7, "kebab shop": 7, "chip shop": 7, "noodle bar": 7, "sushi bar": 7, "salad bar": 7,
      "holiday cottage": 7, "supper club": 6, "dark kitchen": 6, "ghost kitchen": 6
    },
    suppressedBy: []
  },
  {
    classNumber: 44,
    label: "Medical, beauty, veterinary and gardening services",
    keywords: {
      "=medical": 3, clinic: 4, clinics: 4, doctor: 5, doctors: 5, physician: 5, "=gp": 5, dental: 4, dentist: 6,
      dentistry: 6, orthodontics: 6, orthodontist: 6, hospital: 5, nursing: 4, physiotherapy: 6,
      physiotherapist: 6, chiropractic: 6, chiropractor: 6, osteopathy: 6, osteopath: 6, therapy: 3,
      therapist: 4, counselling: 4, counseling: 4, psychotherapy: 6, psychologist: 6, psychiatry: 6,
      nutritionist: 5, dietitian: 5, optician: 5, optometrist: 5, pharmacy: 3, pharmacist: 4, veterinary: 6,
      vet: 5, vets: 5, salon: 4, salons: 4, hairdresser: 6, hairdressing: 6, barber: 6, barbers: 6, barbershop: 6,
      beauty: 2, spa: 5, spas: 5, massage: 4, manicure: 5, pedicure: 5, facials: 5, "=waxing": 4, tattoo: 6,
      tattoos: 6, tattooing: 6, piercing: 5, grooming: 4, landscaping: 5, "=gardening": 4, "=gardener": 5, garden: 1,
      horticulture: 4, agriculture: 2, "=farming": 2, arborist: 6, aesthetics: 4, botox: 5, acupuncture: 6,
      midwife: 6, midwifery: 6, care: 1, healthcare: 4, rehabilitation: 4, ivf: 6, telehealth: 5, telemedicine: 5,
      whitening: 3, lashes: 3, laser: 1, ayurveda: 4, homeopathy: 4, reflexology: 6, eyebrows: 3, nails: 2
    },
    phrases: {
      "dental clinic": 8, "dental practice": 8, "medical clinic": 8, "medical services": 8, "health clinic": 7,
      "beauty salon": 8, "nail salon": 8, "hair salon": 8, "barber shop": 8, "day spa": 7, "sports massage": 7,
      "massage therapy": 7, "teeth whitening": 7, "pet grooming": 8, "dog grooming": 8, "landscape gardening": 8,
      "garden maintenance": 7, "tree surgery": 8, "lawn care": 7, "care home": 7, "nursing home": 7,
      "home care": 6, "mental health": 5, "physical therapy": 7, "eye tests": 6, "veterinary clinic": 8,
      "vet clinic": 8, "beauty treatments": 7, "lash extensions": 7, "eyebrow threading": 7, "hair removal": 6,
      "cosmetic surgery": 7, "plastic surgery": 7, "crop spraying": 6, "weight loss clinic": 7,
      "animal hospital": 8, "leg waxing": 7, "body waxing": 7, "waxing salon": 8, "health screening": 7,
      "deep tissue massage": 7
    },
    suppressedBy: []
  },
  {
    classNumber: 45,
    label: "Legal, security, social and personal services",
    keywords: {
      legal: 5, law: 4, lawyer: 6, lawyers: 6, attorney: 6, attorneys: 6, solicitor: 6, solicitors: 6,
      litigation: 6, notary: 6, paralegal: 5, immigration: 3, licensing: 3, license: 2, trademark: 3, patent: 2,
      security: 2, guards: 4, guard: 3, bodyguard: 6, bouncers: 5, surveillance: 2, dating: 5, matchmaking: 6,
      funeral: 6, funerals: 6, cremation: 6, undertaker: 6, burial: 5, babysitting: 6, babysitter: 6, nanny: 5,
      petsitting: 6, concierge: 4, astrology: 6, tarot: 6, genealogy: 5, wedding: 1, officiant: 6, mediation: 4,
      arbitration: 5, compliance: 2, detective: 5, investigator: 4, lost: 1, social: 1, "=networking": 2, community: 1
    },
    phrases: {
      "law firm": 8, "legal services": 8, "legal advice": 8, "immigration law": 8, "family law": 8,
      "intellectual property": 6, "ip licensing": 6, "trademark attorney": 8, "private security": 8,
      "security guards": 8, "security services": 7, "dating app": 5, "dating services": 8, "dating website": 7,
      "social networking": 7, "social network": 7, "online social networking": 8, "funeral home": 8,
      "funeral services": 8, "funeral directors": 8, "pet sitting": 7, "dog walking": 6, "house sitting": 7,
      "clothing rental": 7, "dress rental": 7, "costume rental": 7, "wedding planning": 6, "wedding planner": 6,
      "personal shopping": 4, "background checks": 7, "alarm monitoring": 6, "event security": 8,
      "door supervisors": 8, "door supervision": 8, "lost property": 6, "fire fighting": 6
    },
    suppressedBy: []
  }
]
