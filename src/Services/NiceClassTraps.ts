/**
 * Rules for the descriptions a keyword count gets wrong because the class follows the
 * service, not the object named (NCL 12th edition, General Remarks and explanatory notes):
 * a service performed on a customer's goods, renting goods out, transport and sharing,
 * office work done for others, animal care, ceremonies, safety equipment, and foods that
 * look like another class. Each rule names the note that decides it; the suggester adds
 * the rule's class with a strong weight and says why.
 */
import { LAST_GOODS_CLASS } from "../Domain/NiceClasses.js"
import { RENTALS } from "./NiceRentalTraps.js"
import {
  BEAUTY_EXTENSIONS_HINT,
  BUILDING_VERBS_HINT,
  type ClassTrap,
  CLEANING_VERBS_HINT,
  DIGITAL_GOODS_HINT,
  hint,
  SHOP_KINDS,
  TRADE_TRAPS,
  WORKS_HINT
} from "./NiceTrades.js"

export type { ClassTrap }

const trap = (id: string, classNumber: number, pattern: string, reason: string, damping?: number): ClassTrap => ({
  id,
  classNumber,
  pattern: new RegExp(pattern),
  reason,
  ...(damping === undefined ? {} : { damping })
})

const FOR_OTHERS = String
  .raw`(?:for (?:(?:local|other|our|small|independent) )?(?:others|customers|clients|companies|brands|businesses|farmers|fishermen|hunters|landowners|dentists|manufacturers|teams|cafes|cafés|industry|jewell?ers|retailers|restaurants|shops|bakeries|breweries|wineries|designers|architects)|to (?:our )?(?:clients|customers|other companies)'? (?:own )?(?:designs?|recipes|specifications|measurements)|made to measure|your (?:file|art|design))`

/** Work done on goods for others, transport, office work, animals, ceremonies, safety and food. */
const SERVICE_TRAPS: ReadonlyArray<ClassTrap> = [
  trap(
    "framing",
    40,
    String
      .raw`\bfram(?:e|es|ing)\b.{0,30}\b(?:pictures?|prints?|art|artwork|photos?|paintings?|posters?)|\bpicture framing|\bframing (?:shop|service)|\b(?:picture )?framers?\b`,
    "Framing works of art is a service performed on the customer's goods, class 40 (NCL class 40: framing of works of art)."
  ),
  trap(
    "custom-manufacture",
    40,
    String
      .raw`\b(?:contract|custom|bespoke) manufactur|\bmanufactur\w* ${FOR_OTHERS}|\b(?:make|makes|making|sew|sews|sewing|knit|knits|knitting|build|builds|cast|casts|produce|produces|shape|shapes|shaping|carve|carves|carving|weave|weaves|weaving|craft|crafts|crafting) (?:\w+ ){0,4}${FOR_OTHERS}|\bmake (?:\w+ ){0,2}to (?:our )?(?:clients|customers)|\b3d print|\b(?:shaping|carving|weaving|casting|sewing|knitting|forging|welding|tailoring|upholstering) (?:\w+ ){0,2}to order`,
    "Making goods to someone else's order or design is custom manufacturing, class 40 (NCL class 40 note: custom manufacturing of goods to the order and specification of others)."
  ),
  trap(
    "printing",
    40,
    String
      .raw`\bprint(?:s|ing)?\b.{0,60}${FOR_OTHERS}|\bscreen print|\bsilkscreen|\boffset print|\bprint(?:ing)? (?:your|logos?|names?)|\bprint \w+ (?:cards|flyers|posters)|\bwe print\b|\bprint(?:ing)? (?:\w+ ){0,2}(?:custom|personali[sz]ed|bespoke)\b|\b(?:turn|convert|transfer|print)\w* (?:your|customers'?|clients'?|people's) (?:own |old |favou?rite |family )?(?:photos?|photographs|pictures|images|artwork|drawings|designs) (?:into|onto|on)\b`,
    "Printing for others is treatment of materials, class 40 (NCL class 40: printing)."
  ),
  trap(
    "treatment",
    40,
    String
      .raw`\bembroider(?!ed\b)|\bengrav(?!ed\b)|\bretread|\b(?:turn|turns|turning|convert|converts|converting) (?:used|waste|old|scrap|discarded) (?:\w+ ){0,3}into\b|\bbring (?:us|in) their (?:own )?(?:catch|fish|game|meat|fruit|grapes|grain|wool|fabric|clothes)\b|\bbookbinding|\bbind(?:s|ing)? (?:\w+ ){0,3}(?:books|theses|thesis|dissertations|manuscripts|magazines|reports)\b|\bshred(?:s|ding)?\b|\bdocument destruction|\b(?:cut|cuts|polish|polishes|grind|grinds|sand|sands|coat|coats|plate|plates|anodi[sz]e|galvani[sz]e|temper|harden)\b (?!hair)(?:\w+ ){0,3}${FOR_OTHERS}|\btaxidermy|\bdye(?:ing)? (?:of )?(?:fabrics?|garments|textiles)|\bdyeing\b|\bdressmaking|\bmade to measure tailor|\btailoring\b|\blaser (?:cutting|engraving)|\bplating|\bpowder coating|\bwelding (?:services?|for|of)|\bwe weld\b|\b(?:cutting|polishing|grinding|sanding|coating|cleaning|sorting|packing) (?:\w+ ){0,3}${FOR_OTHERS}|\bsawmill|\bblacksmith|\bforg(?:e|es|ing) \w+ to order|\bwaterproofing (?:of )?(?:fabrics|gear|clothing)|\bdevelop\w* (?:photographic )?films?|\bdevelop\w* (?:\w+ ){0,2}(?:photos|photographs|negatives)\b|\b(?:we|i) (?:generate|produce|sell) (?:\w+ ){0,2}(?:electricity|energy|power)\b|\b(?:operate|run|own)s? (?:\w+ ){0,3}(?:wind turbines|wind farms?|solar farms?|power (?:stations|plants))|\bgenerat(?:e|es|ing) electricity|\bphoto lab|\bfilm developing|\bdental (?:lab|laboratory)|\bslaughter|\bbutcher(?:ing)? service|\bflour milling|\bmilling of|\brecycling (?:of|services?)|\b(?:waste|plastics?|paper|metal) recycling|\bwater purification|\bwastewater|\bwater treatment`,
    "Treating or transforming materials or objects for others is class 40 (NCL class 40 note: mechanical or chemical treatment or transformation of objects)."
  ),
  trap(
    "food-processing",
    40,
    String
      .raw`\b(?:smoke|smoking|roast|roasting|brew|brewing|mill|milling|freeze|freezing)\b.{0,40}${FOR_OTHERS}|\bbrew beer to\b|\broasting for`,
    "Processing someone else's food or drink is class 40 (NCL class 40 note: processing and treatment of foodstuffs, brewing for others)."
  ),
  trap(
    "repair",
    37,
    String
      .raw`\brepair|\bmending\b|\b(?:we|i) fix\b|\bpatching\b|\b(?:moss|mould|mold|damp|graffiti|chewing gum|oil stains?|limescale|rust|algae|lichen) (?:removal|removed|treatment|cleaning)\b|\b(?:wasps?|hornets?|bees?|rats?|mice|pests?|moles?|squirrels?|pigeons?|birds?|rodents?|ants?|cockroach(?:es)?|fleas?|bed ?bugs?|termites?)'? (?:nests? )?(?:removal|removed|control|proofing|treatments?)\b|\bsort(?:s|ing)? out (?:\w+ ){0,2}(?:blocked|leaky|leaking|burst|broken|faulty|dodgy)\b|\b(?:blocked|leaky|leaking|burst|dripping) (?:drains?|taps?|pipes?|toilets?|sinks?|gutters?|roofs?|radiators?)\b|\brecover(?:s|ing)? (?:\w+ ){0,2}(?:sofas|chairs|armchairs|furniture|cushions|suites|settees)\b|(?<!pre )\b(?:fitted|installed|plumbed in)(?= (?:on|in|at|to|for|and|free|same|while|from|across|throughout|around|within|nationwide|locally|professionally|too|or|inside|outside|under)\b| ?[,.;:!)]| *$)|\bfix(?:es|ing)? (?:broken|cracked|damaged|faulty)\b|\b(?:broken|cracked|damaged|faulty|smashed|leaky|leaking|blocked|dodgy) (?:[\w']+ ){0,2}(?:fixed|repaired|replaced|sorted|mended|unblocked)\b|\bmend\b|\bservic(?:e|ing) (?:e ?bikes|bikes|cars|boilers)|\b(?!(?:debt|loan|loans|mortgage|mortgages|customer|account|client|event)\b)[a-z]+ servicing\b|\bsharpen(?:s|ing)?\b|\b(?:clean|wash)(?:s|es|ing)? (?:\w+ ){0,2}(?:solar panels|windows|gutters|drains|chimneys|ovens|facades|roofs|boats|cars|hot tubs|swimming pools)\b|\bgraffiti removal|\bremov(?:e|es|ing) graffiti|\b(?:get(?:ting)? rid of|exterminat\w*|control(?:ling)?) (?:\w+ ){0,3}(?:rats|mice|rodents|cockroaches|pests|bed ?bugs|wasps|termites|vermin|moles)\b|\btuning\b|\bchimney sweep|\b(?!(?:meal|hip|knee|joint|hormone|nicotine|hair|tooth|teeth|milk|enzyme|fluid)\b)[a-z]+ replacements?\b(?! (?:parts?|bulbs?|filters?|batteries|heads?|pads?|blades?|screens?|straps?|cartridges?|covers?|keys?|remotes?|shakes?|bars?|products?|therapy)\b)|\breupholster|\bupholster|\bcar wash|\bvalet|\bdry clean|\blaundry\b|\bwindow cleaning|\bplumbing|\broofing|\bpest control|\binstallation\b|\binstalling\b|\brestor(?:e|es|ing|ation)\b|\b(?:pressure|jet|power) washing|\bgutter cleaning|\bcleaning (?:services?|company|contractors?)\b|\binstallers?\b|\bcharg(?:e|es|ing) (?:\w+ ){0,2}(?:electric (?:cars|vehicles)|evs|e ?bikes)\b|\b(?:we|i) (?:install|fit)\b(?! (?:\w+ )?(?:software|apps?|updates|plugins))|\b(?:kitchen|bathroom|shop|carpet|window|door|boiler|solar) (?:fitters?|fitting)\b|\brenovation`,
    "Repair, cleaning, installation and construction are class 37 (NCL class 37 note), whatever the goods worked on."
  ),
  trap(
    "sharing",
    39,
    String
      .raw`\b(?:bike|bicycle|car|scooter|e ?scooter|ride|van) ?shar(?:e|ing)\b|\bshar(?:e|ing) (?:bikes|cars|scooters|rides)|\bride hailing|\bcar ?pool(?:ing)?\b|\b(?:ride|lift) ?shar(?:e|ing)\b|\btaxi\b|\bunlock a (?:city )?bike`,
    "Vehicle sharing and rides are transport, class 39 (NCL class 39 note: rental of vehicles, transport of people)."
  ),
  trap(
    "transport",
    39,
    String
      .raw`\bcourier|\bparcel delivery|\bmov(?:e|es|ing) (?:house|home|homes|offices?)\b|\bhouse moves?\b|\bman (?:and|with) (?:a )?van|\bmen and a van|\bbook(?:s|ing)? (?:\w+ ){0,2}(?:flights|train tickets|trips|holidays|cruises)|\btravel agen(?:cy|t)|\bdelivery by\b|\bdeliver(?:s|ing)? (?:\w+ ){0,3}to (?:your|the|their|people's) (?:door|home|house|office)|\bfood delivery|\bdeliver(?:s|ing)? (?:[\w']+ ){0,3}(?:by (?:bike|bicycle|cargo bike|van|car|scooter|drone|truck|lorry)|from (?:local )?(?:shops|stores|restaurants|supermarkets|farms))\b|\bremovals\b|\b(?:house|home|office|furniture|piano|local|domestic|international|interstate|long distance) removals?\b|\bremoval (?:company|firm|men|vans?|lorry|truck|services?)\b|\bhouse moving|\bmoving company|\bfreight|\blogistics|\btour operator|\bsightseeing|\bshuttle\b|\bwarehousing|\bfulfil+ment|\bself storage|\bstorage units?|\bambulance|\bchauffeur|\bwrapping goods|\bbefore dispatch|\bwater distribution|\belectricity distribution|\b(?:carry|carries|carrying|ferry|ferries|ferrying|fly|flies|flying|drive|drives|driving|take|takes|taking|transport|transports|transporting) (?:\w+ ){0,2}(?:passengers|tourists|visitors|travell?ers|commuters|pupils|patients|guests|cargo|goods|kids|children|schoolchildren|students|elderly|people) (?:to|from|around|between|in|on|by|across|over)\b`,
    "Carrying, delivering, storing and distributing are class 39 (NCL class 39 note)."
  ),
  trap(
    "office",
    35,
    String
      .raw`\bbookkeeping|\b(?:keep|keeps|do|does|look after|looks after) (?:your |the |their )?(?:books|accounts)\b|\bbook keeping|\bpayroll|\btax returns?|\bvirtual (?:assistant|pa|personal assistant)\b|\bsecretarial|\btelephone answering|\banswering service|\banswering (?:phone |telephone )?calls|\banswer(?:s|ing)? (?:the )?(?:phones?|telephones?|calls)\b|\bcopywrit\w*|\bmailing lists?|\bdirect mail|\benvelope stuffing|\bmail ?shots?|\breceptionist|\bdata entry\b|\bdocument management for\b|\btranscription|\bphotocopying|\bdocument scanning|\binvoicing|\bpurchase orders?|\brecruitment|\bstaffing|\btemp(?:orary)? staff|\btrade fairs?|\bauction`,
    "Office functions and staffing done for others are class 35 (NCL class 35 heading: office functions)."
  ),
  trap(
    "animal-grooming",
    44,
    String
      .raw`\b(?:dog|pet|animal|cat|horse)s? groom|\b(?:dog|pet|cat|horse|puppy)s? (?:wash|washing|spa|baths?|bathing)\b|\bgrooming (?:for|of) (?:dogs|cats|pets|animals)|\bveterinar|\bvet clinic|\b(?:dog|pet|animal|horse|equine|canine)s? (?:hydrotherapy|physiotherapy|massage|dentistry|acupuncture|physio)|\b(?:horse|dog|cat|animal) breeding|\bstud farm|\b(?:clip|clips|clipping|trim|trims|trimming|wash|washes|washing|bathe|bathes|bathing|groom|grooms) (?:[\w']+ )?(?:dogs|cats|pets|horses)'?(?= |$)`,
    "Grooming, veterinary care and breeding of animals are class 44 (NCL class 44 note: hygienic and beauty care for animals)."
  ),
  trap(
    "animal-boarding",
    43,
    String
      .raw`(?<!(?:loft|floor|school|snow|skate|kite|wake|paddle|sign) )\bboarding\b|(?<!make |makes |making |build |sell )\bkennels?\b|\blook(?:s|ing)? after (?:[\w']+ ){0,2}(?:dogs|pets|cats) (?:during|for) the day|\bcattery|\bdoggy day care|\bday care for (?:dogs|pets)|\blivery`,
    "Boarding for animals is class 43, not 44 (NCL class 44 note excludes boarding for animals)."
  ),
  trap(
    "animal-training",
    41,
    String.raw`\b(?:dog|puppy|pet|animal|horse) (?:training|school|classes)|\bobedience`,
    "Training animals is class 41 (NCL class 44 note: animal training services are in class 41)."
  ),
  trap(
    "pet-sitting",
    45,
    String
      .raw`\bdog walking|\bwalk(?:ing)? dogs|\b(?:pet|cat|dog) sitt(?:ing|ers?)\b|\bhouse sitting|\blook(?:s|ing)? after (?:[\w']+ ){0,2}(?:pets|cats|dogs|animals)\b.{0,30}\b(?:their (?:own )?homes?|at home|in (?:their|your) (?:own )?homes?)`,
    "Dog walking and pet sitting are personal services, class 45 (NCL class 45: pet sitting, dog walking services)."
  ),
  trap(
    "ceremonies",
    45,
    String
      .raw`\bwedding planner|\bplanning (?:and arranging )?(?:of )?wedding|\bceremon(?:y|ies)|\bcelebrant|\bofficiant|\bfuneral|\bcremat(?:e|es|ing|ion)|\bmemorial services?|\bhandfasting|\bvow renewals?|\brenewals? of vows|\bbaptisms?|\bchristenings?|\bbar mitzvah|\bbat mitzvah`,
    "Arranging and conducting ceremonies and funerals are class 45 (NCL class 45: planning and arranging of wedding ceremonies, funerals)."
  ),
  trap(
    "security-services",
    45,
    String
      .raw`\bmonitoring (?:of )?(?:burglar|security|intruder|fire) alarms|\balarm monitoring|\bsecurity guards?\b|\bguard services|\bguard(?:s|ing)? (?:\w+ ){0,3}(?:sites|buildings|premises|events|warehouses|shops|offices|homes|property|car parks)\b|\bbodyguard|\bnight watchm[ae]n`,
    "Security services for the protection of property and people, such as alarm monitoring and guards, are class 45 (NCL class 45: monitoring of burglar and security alarms, guard services)."
  ),
  trap(
    "flower-arranging",
    44,
    String
      .raw`\bflower arrang|\bfloral arrang|\barrang(?:e|es|ing) (?:\w+ ){0,2}flowers\b|\bwreath making|\b(?:mak|arrang|design)\w* (?:\w+ ){0,2}(?:bouquets?|wreaths?)`,
    "Arranging flowers and making wreaths for customers is class 44 (NCL class 44: flower arranging, wreath making)."
  ),
  trap(
    "beauty-services",
    44,
    String
      .raw`\b(?:make ?up|nail|hair|lash|eyelash|brow|eyebrow|tattoo) (?:artists?|technicians?|stylists?|bars?)\b|\bmake ?up (?:services|application|lessons)|\bbeauticians?\b`,
    "Hairdressing, make-up, nail and tattoo services are beauty care, class 44, not the cosmetics they use (NCL class 44: beauty salon services, make-up services, tattooing)."
  ),
  trap(
    "catering",
    43,
    String
      .raw`\bcatering|\bbanquet|\b(?:coffee|food|burger|ice cream|pizza|taco|crepe|noodle|kebab|hot dog|fish and chips?|chip|chippy) (?:vans?|trucks?|trailers?|carts?|stalls?)\b|\bstreet food`,
    "Providing food and drink, from a restaurant or from a van, truck or stall, is class 43 (NCL class 43 note)."
  ),
  trap(
    "retail",
    35,
    String
      .raw`(?<!\b(?:for|to|into|supplying|supplies|supply|serving|serves) (?:[\w']+ ){0,3})(?:\b(?:shops?|stores?|boutiques?|retailers?|stockists?) (?:selling|that sells?|stocking|specialising in|specializing in)\b|\b(?:book|pet|charity|gift|toy|clothes|clothing|shoe|record|antique|vintage|thrift|second ?hand|resale|furniture|hardware|bridal|dress|fashion|card|music|sports?|garden|farm|corner|convenience|general|department|concept|online|web|e) (?:\w+ )?(?:shop|store|boutique)s?\b|\bbook(?:shop|store)s?\b|\b(?!\w+ing\b)(?!(?:for|to|into|from|in|at|of|by|with|we|i|they|you|he|she|it|also|and|or|to|will|can|who|that|which|safely|securely|my|our|your|their|his|her|the|a|an|this|etsy|ebay|shopify|amazon|depop|instagram|insta|tiktok|facebook|online|web|e|pop|own|little|small|new|local|family|village|corner|coffee|tea|sandwich|cake|donut|doughnut|juice|smoothie|cream|pie|chip|chippy|kebab|pizza|noodle|burger|barber|barbers|tattoo|print|repair|body|work|photo|sweat|talking|cold|app|data|self|storage|bonded|bike|cycle|coffee|food|hair|nail|beauty|dog|pet|grooming|framing|frame)\b)[a-z]+ (?:shops?|stores?|warehouses?|emporiums?|(?:market )?stalls?)\b|\b(?:${SHOP_KINDS})\b|\bwebshop|\bonline retail|\bretail(?:er|ers)? of\b|\bwholesal)`,
    "A shop selling goods made by others provides retail services, class 35; the goods' own classes follow only for goods sold under the shop's mark (NCL class 35 note: the bringing together, for the benefit of others, of a variety of goods).",
    // A shop's own-brand goods stay likely: the goods named keep most of their score.
    0.7
  ),
  trap(
    "recruitment",
    35,
    String
      .raw`\b(?:recruit\w*|headhunt\w*|(?<!we )hire|(?<!we )hiring|find|finding|place|placing) (?:\w+ ){0,2}(?:staff|workers|engineers|developers|nurses|candidates|talent|employees|temps|carers|cleaners|teachers|chefs|accountants)\b`,
    "Finding and placing staff for employers is personnel recruitment, class 35 (NCL class 35: personnel recruitment, employment agency services)."
  ),
  trap(
    "photography",
    41,
    String
      .raw`\b(?:take|takes|taking|shoot|shoots|shooting) (?:[\w']+ ){0,2}(?:photos|photographs|pictures|portraits|headshots)\b`,
    "Taking photographs for customers is class 41 (NCL class 41: photography)."
  ),
  trap(
    "video-production",
    41,
    String
      .raw`\b(?:produce|produces|producing|make|makes|making|shoot|shoots|shooting|film|films|filming|edit|edits|editing) (?:[\w']+ ){0,2}(?:videos|films|documentaries|movies|short films|tv shows|tv series|music videos|commercials)\b`,
    "Producing and editing films and videos is class 41 (NCL class 41: film production, other than advertising films; video editing services)."
  ),
  trap(
    "farm-services",
    44,
    String
      .raw`\b(?:spray|sprays|spraying|spread|spreads|spreading)\b (?:\w+ ){0,3}(?:crops|fields|farmland|orchards|vineyards)\b|\bcrop spraying|\btree planting|\bplant(?:s|ing)? (?:\w+ )?trees (?:for|to|on behalf)\b`,
    "Agricultural and horticultural services done for others are class 44 (NCL class 44: aerial and surface spreading of fertilizers and agricultural chemicals, tree planting for carbon offsetting)."
  ),
  trap(
    "safety-9",
    9,
    String
      .raw`\bhelmets?\b|\bhi ?vis|\breflective (?:safety )?vests?|\bsafety vests?|\bfire extinguishers?|\bfire blankets?|\bsmoke (?:detectors?|alarms?)|\bcarbon monoxide|\blife ?jackets?|\bsafety goggles|\bprotective (?:gloves|clothing|goggles|masks)|\bsafety (?:boots|shoes|footwear|harness\w*)|\bfall (?:arrest|protection)|\bwelding (?:masks?|helmets?|gloves)|\bsteel toe|\bfire ?(?:resistant|retardant|proof) (?:clothing|workwear|suits?|gloves|overalls)|\bburglar alarms?|\bsecurity cameras?|\bsmoke hoods?|\bfire escapes?|\bescape (?:ladders?|chutes?)|\bknee ?pads for (?:workers|tilers|builders|roofers|gardeners|floor\w*|plumbers|trades\w*)|\bgas masks?|\bdust masks?|\brespirator masks?|\bbullet ?proof|\bballistic (?:vests?|helmets?|plates?)|\bbody armou?r|\bstab (?:proof )?vests?`,
    "Protective and life-saving equipment is class 9, not clothing or sporting goods (NCL class 9: life-saving apparatus, protective helmets, clothing for protection against accidents)."
  ),
  trap(
    "safety-12",
    12,
    String.raw`\bchild (?:car )?seats?|\bcar seats? for (?:children|babies)|\bairbags?|\bseat ?belts?`,
    "Safety seats for children, airbags and seat belts are vehicle parts, class 12 (NCL class 12)."
  ),
  trap(
    "safety-28",
    28,
    String.raw`\bshin guards?|\bknee (?:pads?|guards?) for (?:football|sport)|\belbow guards?`,
    "Guards and pads worn for sport are class 28 (NCL class 28: shin guards, knee guards [sports articles])."
  ),
  trap(
    "safety-10",
    10,
    String.raw`\bear ?plugs?`,
    "Earplugs for ear protection are class 10 (NCL class 10: earplugs [ear protection devices])."
  ),
  trap(
    "milk-substitutes",
    29,
    String.raw`\b(?:oat|almond|soy|soya|rice|coconut|nut|plant based) milks?\b`,
    "Milk substitutes are class 29 (NCL class 29 note: milk substitutes, e.g. almond, oat, soya milk)."
  ),
  trap(
    "nut-butter",
    29,
    String.raw`\b(?:peanut|nut|almond|cashew) butters?`,
    "Nut butters are class 29 (NCL class 29: peanut butter, nut butters)."
  ),
  trap(
    "tea-coffee-drinks",
    30,
    String.raw`\biced tea|\bbubble tea|\bcold brew|\bcoffee (?:drinks|beverages)|\btea (?:drinks|beverages)`,
    "Tea- and coffee-based drinks are class 30, not 32 (NCL class 32 note excludes them)."
  ),
  trap(
    "medicinal-tea",
    5,
    String.raw`(?<!not )\bmedicinal (?:herbal )?(?:teas?|infusions)`,
    "Medicinal teas are class 5 (NCL class 30 note excludes them)."
  ),
  trap(
    "infusions",
    30,
    String.raw`(?<!medicinal )\b(?:herbal|fruit) (?:infusions|teas?)\b`,
    "Herbal and fruit infusions are class 30 unless medicinal (NCL class 30: herbal infusions; class 5: medicinal teas)."
  ),
  trap(
    "animal-supplements",
    5,
    String.raw`\b(?:vitamins|supplements) (?:\w+ )?for (?:dogs|cats|pets|animals|horses)|\bbaby food|\bdietary supplement|\bprotein powder`,
    "Dietary supplements (for people or animals) and baby food are class 5 (NCL class 5 heading)."
  ),
  trap(
    "parasiticides",
    5,
    String
      .raw`\b(?:fly|insect|mosquito|midge|flea|tick|lice|moth)s? (?:(?:and|&) (?:fly|insect|mosquito|midge|flea|tick|lice|moth)s? )?(?:sprays?|repellents?|killers?|treatments?|collars?|tablets?|powders?|drops|traps? paper)\b|\b(?:insect|mosquito|midge) repellent|\bde ?wormers?\b|\bparasiticides?|\bweed ?killers?|\bslug pellets`,
    "Preparations for destroying vermin and insects, repellents, parasiticides and weedkillers are class 5 (NCL class 5 heading: preparations for destroying vermin; fungicides, herbicides)."
  ),
  trap(
    "pet-food",
    31,
    String
      .raw`\b(?:dog|cat|pet|bird|fish) (?:food|treats|biscuits)|\banimal feed|\b(?:chicken|chook|poultry|hen|horse|pony|cattle|cow|calf|pig|sheep|goat|rabbit|duck|livestock|deer|alpaca|wild bird)s? (?:feed|food|pellets|nuts|mash|mix|forage|licks?)\b|\blayers? pellets|\b(?:dog|dogs|cat|cats|pet|pets|puppy|puppies|kitten|kittens|horse|horses|pony|ponies|parrot|parrots|rabbit|rabbits|hamster|hamsters|reptile|reptiles)(?:'s|s')? (?:[a-z]+ ){0,2}(?:treats?|biscuits?|cakes?|cookies?|chews?|kibble|snacks?|jerky|meals?|dinners?)\b|\b(?:treats?|food|feed|kibble|snacks?|chews?|biscuits?|cakes?|meals?|raw feeding(?: boxes)?) for (?:dogs|cats|pets|horses|ponies|puppies|kittens|birds|rabbits|parrots|reptiles|livestock|cattle|sheep|pigs|chickens|hens)\b`,
    "Foodstuffs for animals are class 31 (NCL class 31 heading: foodstuffs and beverages for animals; class 31: dog biscuits, edible chews for animals)."
  ),
  trap(
    "live-seafood",
    31,
    String
      .raw`\blive (?:lobsters|oysters|fish|crabs|mussels|chickens|hens|poultry|ducks|turkeys|cattle|sheep|pigs|goats|bait|worms|insects|crickets|mealworms)\b`,
    "Live animals are class 31 (NCL class 31 heading: live animals)."
  ),
  trap(
    "hard-seltzer",
    33,
    String.raw`\bhard seltzer|\bcanned cocktails|\bcider\b`,
    "Alcoholic drinks other than beer are class 33 (NCL class 33 heading)."
  )
]

/** What owners say they do, in a verb the goods' names never use: a hint towards the service's class. */
const VERB_HINTS: ReadonlyArray<ClassTrap> = [
  hint(
    "grow",
    31,
    String.raw`\b(?:we|i) (?:grow|harvest|forage)\b(?! (?:your|their|our) (?:business|brand|audience|sales))`,
    "Growing and selling crops, fruit, vegetables, flowers and plants points to class 31 (NCL class 31 heading: raw and unprocessed agricultural and horticultural products, live plants and flowers)."
  ),
  hint(
    "photograph",
    41,
    String
      .raw`\b(?:we|i) (?:photograph|film|video)\b|\bphotograph(?:s|ing)? (?:weddings|events|portraits|families|babies|newborns|products|properties)|\bphoto ?shoots?\b|(?<!\bfor )\b(?:drone|aerial) (?:footage|photos|video|videos|filming|shots)\b`,
    "Taking photographs or films for customers points to class 41 (NCL class 41: photography, videotaping)."
  ),
  hint(
    "develop-for-others",
    42,
    String
      .raw`\b(?:we|i) (?:develop|build|code|program|design|create)\b (?:[\w']+ ){0,3}(?:apps|applications|software|websites|web sites|online shops|platforms|video games|games) (?:for|to order)\b|\b(?:websites?|web sites?|online (?:shops?|stores?)|shopify (?:shops?|stores?|sites?)|e ?commerce (?:sites?|stores?)|apps) (?:\w+ )?(?:built|designed|developed|coded)\b`,
    "Writing software, apps or websites to a client's order is a service, class 42 (NCL class 42: software development, design and development of websites), not the downloadable goods of class 9."
  ),
  hint(
    "teach",
    41,
    String.raw`\b(?:we|i) (?:coach|teach|tutor|mentor|train)\b(?! (?:stations?|tickets?))`,
    "Teaching, coaching and training people or animals is class 41 (NCL class 41: education, providing of training, coaching [training], animal training)."
  ),
  hint(
    "testing",
    42,
    String
      .raw`\b(?:we|i) (?:test|analy[sz]e|inspect|certify|calibrate)\b(?! (?:\w+ )?(?:drive|ride|eyes|eyesight|hearing|patients|people|kids|children))|\btesting (?:\w+ ){0,2}for (?:contamination|safety|quality|compliance|purity|toxins|bacteria)`,
    "Testing, analysing and certifying for others is class 42 (NCL class 42: quality control, material testing, water analysis)."
  ),
  hint(
    "host-events",
    41,
    String
      .raw`\bhost(?:s|ing)? (?:[\w']+ ){0,3}(?:parties|events|weddings|retreats|workshops|quizzes|quiz nights|festivals|tournaments|podcasts?|radio shows?|talk shows?)|\bput(?:s|ting)? on (?:[\w']+ ){0,2}(?:gigs|concerts|shows|plays|club nights|festivals|raves)\b`,
    "Hosting parties, events and retreats points to class 41 (NCL class 41: organization of parties, of events)."
  )
]

export const CLASS_TRAPS: ReadonlyArray<ClassTrap> = [
  ...RENTALS,
  ...SERVICE_TRAPS,
  ...TRADE_TRAPS,
  ...VERB_HINTS,
  WORKS_HINT,
  BEAUTY_EXTENSIONS_HINT,
  DIGITAL_GOODS_HINT,
  BUILDING_VERBS_HINT,
  CLEANING_VERBS_HINT
]

/** The description as the rules read it: lower case, one space for runs of spaces, hyphens and slashes. */
export const plainText = (text: string): string => ` ${text.toLowerCase().replace(/[’']/g, "'").replace(/[\s\-–—/]+/g, " ")} `

/** The traps a description falls into, in rule order. */
export const trapsIn = (description: string): ReadonlyArray<ClassTrap> => {
  const text = plainText(description)
  const matched = CLASS_TRAPS.filter((t) => t.pattern.test(text))
  // "hire software engineers" takes on people: recruitment, not the rental of what they work on.
  const found = matched.some((t) => t.id === "recruitment") ? matched.filter((t) => !t.id.startsWith("rental-")) : matched
  // A rental rule names the class of the service; the general rules would read the rented object.
  const rules = found.some((t) => t.id.startsWith("rental-"))
    ? found.filter((t) => t.id.startsWith("rental-") || t.id === "sharing")
    : found
  // A service on a device (monitoring alarms) is the service's class; short stays are lodging, not property;
  // bouquets made to order are flower arranging (44), not custom manufacture; flowers or food for a
  // funeral or wedding are the florist's or caterer's service, the ceremony only its occasion.
  // A shop that rents, repairs, frames or prints is classed by that service, not as a retailer.
  const served = rules.some((t) => t.id !== "retail" && t.hint !== true && t.classNumber !== 35 && t.classNumber > LAST_GOODS_CLASS)
  return rules.filter((t) =>
    !(t.id === "retail" && served) &&
    !(t.id === "safety-9" && rules.some((o) => o.id === "security-services")) &&
    !(t.id === "rental-property" && rules.some((o) => o.id === "rental-lodging")) &&
    !(t.id === "custom-manufacture" && rules.some((o) => o.id === "flower-arranging")) &&
    !(t.id === "ceremonies" && rules.some((o) => o.id === "flower-arranging" || o.id === "catering"))
  )
}
