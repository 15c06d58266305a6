import { type ClassTemplates, fallback, oneOf, spec } from "./Template.js"

/** Specification templates, classes 35-45 (services). */
export const TEMPLATES_35_TO_45: ReadonlyArray<ClassTemplates> = [
  {
    classNumber: 35,
    templates: [
      ...oneOf(
        "retail",
        spec(
          "online store|online shop|ecommerce|e commerce|webshop|web shop|online retail|sell online|selling online",
          "Online retail store services featuring {goods}",
          "Online retail services in relation to {goods}",
          "Online retail services in relation to {goods}"
        ),
        spec(
          "retail|store|shop|boutique|sell|selling|sale",
          "Retail store services featuring {goods}",
          "Retail services in relation to {goods}",
          "Retail services in relation to {goods}"
        )
      ),
      spec(
        "wholesale|distributor|distribution",
        "Wholesale distributorship services featuring {goods}",
        "Wholesale services in relation to {goods}",
        "Wholesale services in relation to {goods}"
      ),
      spec(
        "marketplace|online marketplace",
        "Providing an online marketplace for buyers and sellers of goods and services",
        "Provision of an online marketplace for buyers and sellers of goods and services",
        "Provision of an online marketplace for buyers and sellers of goods and services"
      ),
      spec("marketing|digital marketing|social media marketing", "Marketing services", "Marketing", "Marketing"),
      spec("advertising|advertisement|ad agency", "Advertising services", "Advertising", "Advertising"),
      spec(
        "business consulting|business consultancy|management consulting|business advice",
        "Business consulting services",
        "Business consultancy",
        "Business consultancy"
      ),
      spec("accounting|bookkeeping|payroll", "Accounting services", "Accounting", "Accounting"),
      spec(
        "recruitment|recruiting|staffing|headhunting|employment agency",
        "Employment agency services",
        "Recruitment services",
        "Personnel recruitment"
      ),
      spec(
        "subscription box|subscription service",
        "Subscription box services featuring {goods}",
        "Arranging subscriptions to {goods}",
        "Arranging subscriptions to {goods}"
      ),
      spec(
        "influencer|brand promotion",
        "Promoting the goods and services of others",
        "Promoting the goods and services of others",
        "Sales promotion for others"
      ),
      fallback("", "Business management services", "Business management", "Business management")
    ]
  },
  {
    classNumber: 36,
    templates: [
      spec(
        "payment|payments|payment processing|mobile payment",
        "Electronic payment processing services",
        "Electronic funds transfer",
        "Electronic funds transfer"
      ),
      spec("insurance|insurer", "Insurance underwriting services", "Insurance services", "Insurance underwriting"),
      spec("bank|banking", "Banking services", "Banking", "Banking"),
      spec("loan|lending|credit|mortgage", "Loan financing", "Lending services", "Loans [financing]"),
      spec(
        "investment|wealth management|asset management|fund",
        "Investment management services",
        "Investment services",
        "Capital investment"
      ),
      spec(
        "real estate|property|estate agency|realtor|letting",
        "Real estate brokerage services",
        "Real estate services",
        "Real estate brokerage"
      ),
      spec(
        "crypto|cryptocurrency|bitcoin|digital currency",
        "Financial exchange of cryptocurrency",
        "Cryptocurrency exchange services",
        "Financial exchange of virtual currency"
      ),
      spec("crowdfunding|fundraising|charitable fundraising", "Charitable fundraising services", "Crowdfunding", "Crowdfunding"),
      spec(
        "financial advice|financial planning|financial consulting",
        "Financial consulting services",
        "Financial consultancy",
        "Financial consultancy"
      ),
      fallback("", "Financial services, namely, [specify the services]", "Financial services", "Financial information")
    ]
  },
  {
    classNumber: 37,
    templates: [
      spec("construction|building contractor|builder", "Building construction services", "Building construction", "Building construction"),
      spec("plumbing|plumber", "Plumbing services", "Plumbing", "Plumbing"),
      spec(
        "electrician|electrical installation",
        "Electrical installation services",
        "Electrical installation services",
        "Electric appliance installation and repair"
      ),
      spec("cleaning|cleaner|janitorial", "Cleaning of buildings", "Cleaning of buildings", "Cleaning of buildings [interior]"),
      spec(
        "car repair|vehicle repair|car maintenance|garage|mechanic",
        "Vehicle repair and maintenance services",
        "Vehicle repair",
        "Vehicle maintenance"
      ),
      spec(
        "renovation|remodelling|remodeling|home improvement|handyman",
        "Home renovation services",
        "Renovation of buildings",
        "Renovation of buildings"
      ),
      spec(
        "painting service|painter and decorator|decorating service",
        "Painting services",
        "Painting services",
        "Painting, interior and exterior"
      ),
      spec(
        "phone repair|computer repair|electronics repair",
        "Repair of smartphones and computers",
        "Repair of computer hardware",
        "Repair of computer hardware"
      ),
      spec("roofing|roofer", "Roofing services", "Roofing services", "Roofing services"),
      fallback("", "Building construction services", "Building construction", "Building construction")
    ]
  },
  {
    classNumber: 38,
    templates: [
      spec(
        "streaming|stream|live stream",
        "Streaming of audio and video material on the internet",
        "Streaming of audiovisual material via a global computer network",
        "Streaming of data"
      ),
      spec(
        "messaging|chat|instant message",
        "Providing online chat rooms and electronic bulletin boards for transmission of messages among users",
        "Electronic messaging",
        "Electronic messaging"
      ),
      spec(
        "telecommunication|telecom|mobile network|internet provider|broadband",
        "Telecommunication services, namely, [specify the services]",
        "Telecommunication services",
        "Telecommunications"
      ),
      spec(
        "video conferencing|video call|videoconference",
        "Video conferencing services",
        "Video conferencing services",
        "Videoconferencing services"
      ),
      spec("podcast|broadcasting|radio|television", "Podcasting services", "Broadcasting", "Broadcasting"),
      spec(
        "forum|online community|social network",
        "Providing online forums for transmission of messages among computer users",
        "Providing online forums",
        "Providing online forums"
      ),
      fallback("", "Telecommunication services, namely, [specify the services]", "Telecommunication services", "Telecommunications")
    ]
  },
  {
    classNumber: 39,
    templates: [
      spec("delivery|courier|parcel", "Delivery of goods", "Delivery of goods", "Delivery of goods"),
      spec("transport|freight|logistics|shipping|haulage|trucking", "Freight transportation by truck", "Transport", "Transport"),
      spec(
        "travel agency|tour operator|booking trips|travel booking",
        "Travel booking agency services",
        "Travel arrangement",
        "Arranging of tours"
      ),
      spec("taxi|ride hailing|ride sharing|chauffeur", "Taxi transport", "Taxi transport", "Taxi transport"),
      spec("car rental|car hire|vehicle rental", "Car rental", "Car rental", "Car rental"),
      spec("storage|warehouse|warehousing|self storage", "Warehousing services", "Storage of goods", "Storage of goods"),
      spec("moving|removal|relocation", "Moving services", "Removal services", "Removal services"),
      spec("food delivery|meal delivery", "Food delivery services", "Delivery of food", "Food delivery"),
      fallback("", "Transport of goods", "Transport", "Transport")
    ]
  },
  {
    classNumber: 40,
    templates: [
      spec(
        "custom printing|printing on demand|print on demand|tshirt printing|screen printing",
        "Custom printing of designs on clothing for others",
        "Printing services",
        "Printing"
      ),
      spec(
        "3d printing service|custom manufacturing|contract manufacturing|manufacturing for others",
        "Custom manufacturing of [specify the goods] for others",
        "Custom manufacturing services",
        "Custom assembling of materials for others"
      ),
      spec("recycling|waste treatment", "Recycling of waste", "Recycling of waste and trash", "Recycling of waste and trash"),
      spec("tailoring|alteration|dressmaking", "Tailoring services", "Tailoring services", "Tailoring"),
      spec("brewing for others|contract brewing", "Brewing of beer for others", "Brewing of beer for others", "Brewing of beer for others"),
      spec("engraving", "Engraving", "Engraving", "Engraving"),
      fallback(
        "",
        "Custom manufacturing of [specify the goods] for others",
        "Custom manufacturing services",
        "Custom assembling of materials for others"
      )
    ]
  },
  {
    classNumber: 41,
    templates: [
      spec(
        "online course|e learning|elearning|online learning|online education|online training",
        "Providing online courses of instruction in the field of {subject}",
        "Providing online education courses",
        "Providing on-line electronic publications, not downloadable"
      ),
      spec(
        "course|class|classes|lesson|training|workshop|tutoring|tuition|coaching|seminar",
        "Educational services, namely, conducting classes, seminars and workshops in the field of {subject}",
        "Education services",
        "Education"
      ),
      spec("school|academy|kindergarten|nursery school", "Education services in the nature of a school", "Education services", "Education"),
      spec(
        "fitness|gym|personal training|personal trainer|yoga|pilates|workout",
        "Fitness training services",
        "Physical fitness training",
        "Physical fitness training services"
      ),
      spec(
        "event|conference|festival|concert|party",
        "Organizing, arranging and conducting events in the field of {subject}",
        "Arranging and conducting of conferences",
        "Organization of entertainment events"
      ),
      spec(
        "entertainment|show|performance|comedy|theatre|theater",
        "Entertainment services, namely, [specify the services]",
        "Entertainment services",
        "Entertainment services"
      ),
      spec(
        "podcast|video content|youtube|online video",
        "Providing entertainment information via a website",
        "Providing online videos, not downloadable",
        "Providing online videos, not downloadable"
      ),
      spec("publishing|publisher", "Publication of books", "Publication of books", "Publication of books"),
      spec(
        "online game|gaming|esports|game service",
        "Providing online video games",
        "Providing online video games",
        "Game services provided online from a computer network"
      ),
      spec("photography|photographer", "Photography services", "Photography", "Photography"),
      spec("music production|recording studio", "Music production services", "Music production", "Music production"),
      fallback("", "Educational services, namely, conducting classes in the field of {subject}", "Education services", "Education")
    ]
  },
  {
    classNumber: 42,
    templates: [
      spec(
        "saas|software as a service|cloud software|cloud based|cloud platform|subscription software|web app|webapp|online platform|platform",
        "Software as a service (SaaS) services featuring software for {purpose}",
        "Software as a service [SaaS]",
        "Software as a service [SaaS]"
      ),
      spec(
        "software|app|apps|application|mobile app|program",
        "Providing temporary use of non-downloadable software for {purpose}",
        "Providing temporary use of non-downloadable software",
        "Providing temporary use of on-line non-downloadable software"
      ),
      spec(
        "software development|app development|develop software|custom software|programming",
        "Computer software design and development",
        "Software development",
        "Software development in the framework of software publishing"
      ),
      spec(
        "web design|website design|web development",
        "Website design services",
        "Website design services",
        "Design and development of computer software"
      ),
      spec(
        "hosting|web hosting|server hosting|cloud hosting",
        "Website hosting services",
        "Hosting of websites",
        "Hosting computer sites [web sites]"
      ),
      spec(
        "it consulting|it consultancy|technology consulting",
        "Information technology consulting services",
        "IT consultancy",
        "Information technology [IT] consultancy"
      ),
      spec(
        "cybersecurity|cyber security|data security|penetration testing",
        "Computer security consultancy",
        "Computer security services for protection against illegal network access",
        "Computer security consultancy"
      ),
      spec(
        "platform as a service|paas",
        "Platform as a service (PaaS) featuring computer software platforms for {purpose}",
        "Platform as a service [PaaS]",
        "Platform as a service [PaaS]"
      ),
      spec(
        "artificial intelligence|ai|machine learning",
        "Providing temporary use of online non-downloadable artificial intelligence software for {purpose}",
        "Software as a service [SaaS]",
        "Software as a service [SaaS]"
      ),
      spec("graphic design|logo design", "Graphic design services", "Graphic design services", "Graphic arts design"),
      spec("research|laboratory|testing", "Scientific research", "Scientific research", "Scientific research"),
      spec("architecture|architect", "Architectural services", "Architectural services", "Architectural services"),
      spec("engineering", "Engineering services", "Engineering services", "Engineering"),
      fallback(
        "",
        "Software as a service (SaaS) services featuring software for {purpose}",
        "Software as a service [SaaS]",
        "Software as a service [SaaS]"
      )
    ]
  },
  {
    classNumber: 43,
    templates: [
      spec("restaurant|bistro|dining|eatery|brasserie|trattoria", "Restaurant services", "Restaurant services", "Restaurant services"),
      spec("cafe|coffee shop|coffeehouse|tea room", "Cafe services", "Café services", "Cafés"),
      spec("bar|pub|cocktail bar|wine bar", "Bar services", "Bar services", "Bar services"),
      spec("catering|caterer", "Catering services", "Catering services", "Food and drink catering"),
      spec(
        "take away|takeaway|take out|fast food",
        "Take-out restaurant services",
        "Takeaway food services",
        "Take-out restaurant services"
      ),
      spec("hotel|hostel|accommodation|lodging|bed and breakfast|guesthouse|inn", "Hotel services", "Hotel services", "Hotel services"),
      spec(
        "holiday rental|vacation rental|short term rental|airbnb",
        "Providing temporary accommodation in vacation homes",
        "Holiday accommodation services",
        "Rental of temporary accommodation"
      ),
      spec("pet hotel|pet boarding|dog boarding|cattery|kennel", "Pet boarding services", "Boarding for animals", "Boarding for animals"),
      spec(
        "daycare|day care|nursery|creche|child care|childcare",
        "Day care services for children",
        "Day-nursery services",
        "Day-nurseries [crèches]"
      ),
      fallback("", "Restaurant services", "Restaurant services", "Restaurant services")
    ]
  },
  {
    classNumber: 44,
    templates: [
      spec("hair salon|hairdresser|hairdressing|barber|barbershop", "Hair salon services", "Hairdressing services", "Hairdressing"),
      spec(
        "beauty salon|spa|nail salon|manicure|facial|waxing|beautician",
        "Beauty salon services",
        "Beauty salon services",
        "Beauty salon services"
      ),
      spec("massage", "Massage", "Massage", "Massage"),
      spec(
        "medical clinic|clinic|doctor|physician|medical service",
        "Medical clinic services",
        "Medical clinic services",
        "Medical clinic services"
      ),
      spec("dentist|dental", "Dentistry services", "Dentistry services", "Dentistry"),
      spec("physiotherapy|physical therapy|chiropractic|osteopathy", "Physical therapy", "Physiotherapy", "Physiotherapy"),
      spec(
        "therapy|therapist|counselling|counseling|psychotherapy|mental health",
        "Psychological counseling",
        "Psychological counselling",
        "Psychological testing"
      ),
      spec("veterinary|vet|veterinarian", "Veterinary services", "Veterinary services", "Veterinary assistance"),
      spec("pet grooming|dog grooming|grooming", "Pet grooming services", "Pet grooming", "Pet grooming"),
      spec("nutrition|dietitian|dietary advice", "Nutrition counseling", "Nutrition counselling", "Dietary and nutritional guidance"),
      spec("landscaping|gardening|landscape gardening", "Landscape gardening", "Landscape gardening", "Landscape gardening"),
      spec("telemedicine|telehealth", "Telemedicine services", "Telemedicine services", "Telemedicine services"),
      spec("tattoo", "Tattooing services", "Tattooing", "Tattooing"),
      fallback("", "Medical services, namely, [specify the services]", "Medical services", "Medical assistance")
    ]
  },
  {
    classNumber: 45,
    templates: [
      spec("legal|law firm|lawyer|attorney|solicitor", "Legal services", "Legal services", "Legal services"),
      spec(
        "trademark|intellectual property|ip law|patent attorney",
        "Intellectual property consultancy",
        "Intellectual property consultancy",
        "Intellectual property consultancy"
      ),
      spec("dating|matchmaking", "Online social networking services in the field of dating", "Dating services", "Dating services"),
      spec(
        "social network|social networking|online community",
        "Online social networking services",
        "Online social networking services",
        "On-line social networking services"
      ),
      spec("security guard|security service|bodyguard|guarding", "Security guard services", "Security guard services", "Guard services"),
      spec("funeral|undertaker", "Funeral services", "Funeral services", "Funerals"),
      spec("pet sitting|dog walking|house sitting|babysitting", "Pet sitting", "Pet sitting", "Pet sitting"),
      spec(
        "wedding planning|wedding planner",
        "Wedding planning services",
        "Planning and arranging of wedding ceremonies",
        "Planning and arranging of wedding ceremonies"
      ),
      spec("astrology|tarot|horoscope", "Astrological consultation", "Astrological consultancy", "Horoscope casting"),
      spec(
        "licensing|license|licence",
        "Licensing of intellectual property",
        "Licensing of intellectual property",
        "Licensing of intellectual property"
      ),
      fallback("", "Legal services", "Legal services", "Legal services")
    ]
  }
]
