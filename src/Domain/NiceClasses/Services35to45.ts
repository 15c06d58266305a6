import type { NiceClass } from "./NiceClass.js"

/** Nice classes 35-45 (services), NCL 12-2025. */
export const SERVICES_35_TO_45: ReadonlyArray<NiceClass> = [
  {
    number: 35,
    title: "Advertising; business management, organization and administration; office functions.",
    kind: "services",
    description:
      "Advertising, marketing and promotion, business management and consulting, office and administrative work, and bringing goods together for customers to buy, such as retail stores and online shops.",
    examples: [
      "Advertising services",
      "Marketing services",
      "Social media marketing",
      "Business consulting",
      "Business management",
      "Online retail store services featuring clothing",
      "Retail store services",
      "Wholesale services",
      "Accounting and bookkeeping",
      "Recruitment and personnel placement",
      "Online marketplace services for buyers and sellers of goods",
      "Office administration"
    ],
    excludes: [
      "Financial advice and investment services (class 36)",
      "Transport and delivery of goods (class 39)",
      "Graphic design of advertising material (class 42)",
      "Publication of texts other than advertising (class 41)",
      "Legal services (class 45)"
    ],
    relatedClasses: [9, 16, 25, 36, 41, 42]
  },
  {
    number: 36,
    title: "Financial, monetary and banking services; insurance services; real estate services.",
    kind: "services",
    description:
      "Banking, payments, lending, investment, insurance and other financial services, including cryptocurrency exchange and crowdfunding, and real estate services such as agency, management and rental of property.",
    examples: [
      "Banking services",
      "Financial services",
      "Payment processing services",
      "Investment management",
      "Insurance services",
      "Loans and financing",
      "Crowdfunding",
      "Cryptocurrency exchange services",
      "Real estate agency services",
      "Property management",
      "Rental of apartments",
      "Financial advice"
    ],
    excludes: [
      "Accounting and tax preparation (class 35)",
      "Financial software, downloadable (class 9)",
      "Hotel and holiday accommodation services (class 43)",
      "Construction of buildings (class 37)",
      "Legal services (class 45)"
    ],
    relatedClasses: [9, 35, 37, 42, 45]
  },
  {
    number: 37,
    title: "Construction services; installation and repair services; mining extraction, oil and gas drilling.",
    kind: "services",
    description:
      "Building and construction work, renovation, repair, installation and maintenance of goods, cleaning services, plumbing and electrical work, and mining and drilling.",
    examples: [
      "Building construction",
      "Renovation of buildings",
      "Plumbing services",
      "Electrical installation services",
      "Roofing services",
      "Painting of buildings",
      "Vehicle repair and maintenance",
      "Installation and repair of computer hardware",
      "Cleaning of buildings",
      "Laundry services",
      "Charging of electric vehicles",
      "Oil and gas drilling"
    ],
    excludes: [
      "Architectural services and building design (class 42)",
      "Custom manufacture and treatment of materials (class 40)",
      "Software installation and maintenance (class 42)",
      "Garden maintenance and landscape gardening (class 44)",
      "Storage of goods (class 39)"
    ],
    relatedClasses: [6, 11, 19, 36, 42]
  },
  {
    number: 38,
    title: "Telecommunications.",
    kind: "services",
    description:
      "Services that let people or systems communicate by electronic means: telephone and internet access, broadcasting and streaming transmission, messaging, e-mail, online chat rooms and forums.",
    examples: [
      "Telecommunication services",
      "Providing internet access",
      "Mobile telephone services",
      "Broadcasting services",
      "Streaming of audio and video material on the internet",
      "Podcasting services",
      "Electronic messaging",
      "Providing online forums",
      "Providing online chat rooms",
      "Video conferencing services",
      "Transmission of e-mail"
    ],
    excludes: [
      "Production of radio and television programmes (class 41)",
      "Online advertising (class 35)",
      "Hosting of websites and cloud storage (class 42)",
      "Telecommunication apparatus (class 9)",
      "Online social networking services (class 45)"
    ],
    relatedClasses: [9, 35, 41, 42]
  },
  {
    number: 39,
    title: "Transport; packaging and storage of goods; travel arrangement.",
    kind: "services",
    description:
      "Transporting people or goods by any means, delivery and courier services, storage and warehousing, packaging of goods, vehicle rental, and arranging travel and tours.",
    examples: [
      "Transport services",
      "Courier services",
      "Delivery of goods",
      "Food delivery",
      "Freight forwarding",
      "Warehousing",
      "Packaging of goods",
      "Travel arrangement",
      "Booking of travel tickets",
      "Car rental",
      "Taxi services",
      "Ride-sharing services"
    ],
    excludes: [
      "Hotel reservations and temporary accommodation (class 43)",
      "Vehicle repair (class 37)",
      "Travel insurance (class 36)",
      "Mail-order retail services (class 35)",
      "Guided tour organisation for education or culture (class 41)"
    ],
    relatedClasses: [12, 35, 43]
  },
  {
    number: 40,
    title:
      "Treatment of materials; recycling of waste and trash; air purification and treatment of water; printing services; food and drink preservation.",
    kind: "services",
    description:
      "Processing, transforming or treating materials and objects for others, custom manufacturing, printing, recycling, water and air treatment, and food and drink processing for others such as brewing for others.",
    examples: [
      "Custom manufacturing",
      "3D printing for others",
      "Printing services",
      "Screen printing",
      "Embroidery services",
      "Recycling of waste",
      "Water treatment",
      "Dressmaking and tailoring",
      "Metal treatment",
      "Brewing of beer for others",
      "Food preservation",
      "Photographic film development"
    ],
    excludes: [
      "Repair and maintenance of goods (class 37)",
      "Waste collection and transport (class 39)",
      "Graphic design and printing design (class 42)",
      "Photography services (class 41)",
      "Publication of books (class 41)"
    ],
    relatedClasses: [16, 37, 39, 42]
  },
  {
    number: 41,
    title: "Education; providing of training; entertainment; sporting and cultural activities.",
    kind: "services",
    description:
      "Teaching, training and coaching, entertainment of every kind, events, sports and fitness services, publishing, online non-downloadable media content, and cultural activities such as museums.",
    examples: [
      "Educational services",
      "Training courses",
      "Online courses, non-downloadable",
      "Coaching",
      "Fitness classes",
      "Gym services",
      "Entertainment services",
      "Organising events and concerts",
      "Providing online video games",
      "Publishing of books",
      "Music production",
      "Photography services"
    ],
    excludes: [
      "Downloadable recordings and e-learning software (class 9)",
      "Transmission and streaming as such (class 38)",
      "Event catering (class 43)",
      "Advertising and promotional events for others (class 35)",
      "Physiotherapy (class 44)"
    ],
    relatedClasses: [9, 16, 28, 35, 38, 43]
  },
  {
    number: 42,
    title:
      "Scientific and technological services and research and design relating thereto; industrial analysis, industrial research and industrial design services; quality control and authentication services; design and development of computer hardware and software.",
    kind: "services",
    description:
      "Scientific and technical services, research, engineering and design (including graphic, industrial and architectural design), software development and IT services, and software as a service and cloud computing.",
    examples: [
      "Software as a service",
      "Platform as a service",
      "Design and development of computer software",
      "Providing online non-downloadable software",
      "Website design",
      "Hosting of websites",
      "Cloud computing",
      "IT consulting",
      "Graphic design",
      "Architectural services",
      "Scientific research",
      "Quality control"
    ],
    excludes: [
      "Downloadable software and mobile apps (class 9)",
      "Computer hardware repair and installation (class 37)",
      "Business research (class 35)",
      "Medical research and medical analysis for treatment (class 44)",
      "Internet access provision (class 38)"
    ],
    relatedClasses: [9, 35, 37, 38, 40, 44]
  },
  {
    number: 43,
    title: "Services for providing food and drink; temporary accommodation.",
    kind: "services",
    description:
      "Preparing and serving food and drink for consumption, such as restaurants, cafés, bars and catering, and temporary accommodation such as hotels, hostels, holiday lets, boarding for animals and day nurseries.",
    examples: [
      "Restaurant services",
      "Café services",
      "Bar services",
      "Catering services",
      "Take-out restaurant services",
      "Food truck services",
      "Hotel services",
      "Hostel services",
      "Bed and breakfast services",
      "Holiday accommodation booking",
      "Pet boarding",
      "Day-care centres for children"
    ],
    excludes: [
      "Rental of apartments and long-term housing (class 36)",
      "Food delivery as transport (class 39)",
      "Travel arrangement (class 39)",
      "Retail of food products (class 35)",
      "Cooking classes (class 41)",
      "Nursing homes (class 44)"
    ],
    relatedClasses: [29, 30, 32, 33, 35, 39, 41]
  },
  {
    number: 44,
    title:
      "Medical services; veterinary services; hygienic and beauty care for human beings or animals; agriculture, aquaculture, horticulture and forestry services.",
    kind: "services",
    description:
      "Medical, dental, therapy and veterinary care, hygienic and beauty care such as hairdressing, beauty salons, spas and tattooing, pet grooming, and agriculture, gardening and landscaping services.",
    examples: [
      "Medical services",
      "Dental clinic services",
      "Physiotherapy",
      "Psychological counselling",
      "Pharmacy advice",
      "Veterinary services",
      "Hairdressing",
      "Beauty salon services",
      "Spa services",
      "Tattooing",
      "Pet grooming",
      "Landscape gardening"
    ],
    excludes: [
      "Medical apparatus (class 10) and pharmaceuticals (class 5)",
      "Fitness training (class 41)",
      "Retail pharmacy services (class 35)",
      "Ambulance transport (class 39)",
      "Medical research (class 42)"
    ],
    relatedClasses: [3, 5, 10, 31, 41, 42]
  },
  {
    number: 45,
    title:
      "Legal services; security services for the physical protection of tangible property and individuals; dating services, online social networking services; funeral services; personal services rendered by others to meet the needs of individuals.",
    kind: "services",
    description:
      "Legal services, security and guarding, personal and social services such as dating and online social networking, funeral services, clothing rental, babysitting, pet sitting and intellectual property licensing.",
    examples: [
      "Legal services",
      "Intellectual property consultancy",
      "Licensing of intellectual property",
      "Security guard services",
      "Dating services",
      "Online social networking services",
      "Funeral services",
      "Clothing rental",
      "Babysitting",
      "Pet sitting",
      "Wedding planning",
      "Astrology consultancy"
    ],
    excludes: [
      "Security of computer systems and data (class 42)",
      "Alarm and surveillance apparatus (class 9)",
      "Escorting of travellers by transport (class 39)",
      "Business mediation and negotiation of commercial transactions (class 35)",
      "Wedding catering (class 43)"
    ],
    relatedClasses: [9, 35, 41, 42]
  }
]
