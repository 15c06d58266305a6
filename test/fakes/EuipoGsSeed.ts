/**
 * Seed for the fake EUIPO goods and services API: a small made-up slice of the harmonised
 * database (terms with concept ids and translations in a few languages) and class headings.
 * English headings come from our Nice data; German has all 45 (shortened), French only a few
 * (so callers meet a language with gaps).
 */
import { NICE_CLASSES } from "../../src/Domain/NiceClasses.js"

export interface SeedTerm {
  readonly conceptId: string
  readonly classNumber: number
  readonly parentId: string
  /** language -> text; `en` always present. */
  readonly text: Readonly<Record<string, string>>
}

const t = (conceptId: string, classNumber: number, text: Record<string, string>, parentId = `P${classNumber}`): SeedTerm => ({
  conceptId,
  classNumber,
  parentId,
  text
})

export const HDB_TERMS: ReadonlyArray<SeedTerm> = [
  t("9001", 9, {
    en: "Downloadable software",
    de: "Herunterladbare Software",
    fr: "Logiciels téléchargeables",
    es: "Software descargable",
    it: "Software scaricabile"
  }),
  t("9002", 9, {
    en: "Mobile apps",
    de: "Mobile Apps",
    fr: "Applications mobiles",
    es: "Aplicaciones móviles",
    it: "App per dispositivi mobili"
  }),
  t("9003", 9, {
    en: "Computer game software, downloadable",
    de: "Computerspielsoftware, herunterladbar",
    fr: "Logiciels de jeux informatiques téléchargeables"
  }),
  t("9004", 9, {
    en: "Electronic publications, downloadable",
    de: "Elektronische Veröffentlichungen, herunterladbar",
    fr: "Publications électroniques téléchargeables"
  }),
  t("9005", 9, { en: "Headphones", de: "Kopfhörer", fr: "Casques à écouteurs" }),
  t("9006", 9, { en: "Smartwatches", de: "Smartwatches", fr: "Montres intelligentes" }),
  t("9007", 9, { en: "Cases for smartphones", de: "Hüllen für Smartphones", fr: "Étuis pour smartphones" }),
  t("9008", 9, {
    en: "Computer software applications, downloadable",
    de: "Computersoftware-Applikationen, herunterladbar",
    fr: "Applications logicielles informatiques téléchargeables"
  }),
  t("42001", 42, {
    en: "Software as a service [SaaS]",
    de: "Software as a Service [SaaS]",
    fr: "Logiciels en tant que service [SaaS]",
    es: "Software como servicio [SaaS]",
    it: "Software come servizio [SaaS]"
  }),
  t("42002", 42, {
    en: "Providing temporary use of on-line non-downloadable software",
    de: "Bereitstellung der zeitweiligen Nutzung von nicht herunterladbarer Online-Software",
    fr: "Mise à disposition temporaire de logiciels non téléchargeables en ligne"
  }),
  t("42003", 42, { en: "Software development", de: "Softwareentwicklung", fr: "Développement de logiciels" }),
  t("42004", 42, { en: "Hosting of websites", de: "Hosting von Websites", fr: "Hébergement de sites web" }),
  t("42005", 42, { en: "IT consultancy", de: "IT-Beratung", fr: "Conseil en technologies de l'information" }),
  t("42006", 42, { en: "Website design services", de: "Gestaltung von Websites", fr: "Services de conception de sites web" }),
  t("42007", 42, { en: "Platform as a service [PaaS]", de: "Platform as a Service [PaaS]", fr: "Plateforme en tant que service [PaaS]" }),
  t("25001", 25, { en: "Clothing", de: "Bekleidungsstücke", fr: "Vêtements", es: "Prendas de vestir", it: "Articoli di abbigliamento" }),
  t("25002", 25, { en: "Shirts", de: "Hemden", fr: "Chemises", es: "Camisas" }),
  t("25003", 25, { en: "Trousers", de: "Hosen", fr: "Pantalons", es: "Pantalones" }),
  t("25004", 25, { en: "Footwear", de: "Schuhwaren", fr: "Chaussures", es: "Calzado" }),
  t("25005", 25, { en: "Headwear", de: "Kopfbedeckungen", fr: "Chapellerie", es: "Artículos de sombrerería" }),
  t("25006", 25, { en: "Sweatshirts", de: "Sweatshirts", fr: "Sweat-shirts" }),
  t("25007", 25, { en: "Caps being headwear", de: "Kappen [Kopfbedeckungen]", fr: "Casquettes" }),
  t("25008", 25, { en: "T-shirts", de: "T-Shirts", fr: "Tee-shirts", es: "Camisetas" }),
  t("35001", 35, { en: "Advertising", de: "Werbung", fr: "Publicité", es: "Publicidad" }),
  t("35002", 35, { en: "Marketing", de: "Marketing", fr: "Marketing" }),
  t("35003", 35, { en: "Business management", de: "Geschäftsführung", fr: "Gestion des affaires commerciales" }),
  t("35004", 35, {
    en: "Retail services in relation to clothing",
    de: "Einzelhandelsdienstleistungen in Bezug auf Bekleidung",
    fr: "Services de vente au détail de vêtements"
  }),
  t("35005", 35, {
    en: "Online retail services in relation to jewellery",
    de: "Online-Einzelhandelsdienstleistungen in Bezug auf Schmuckwaren",
    fr: "Services de vente au détail en ligne de bijouterie"
  }),
  t("43001", 43, {
    en: "Restaurant services",
    de: "Dienstleistungen von Restaurants",
    fr: "Services de restaurants",
    es: "Servicios de restaurante",
    it: "Servizi di ristorazione"
  }),
  t("43002", 43, { en: "Café services", de: "Dienstleistungen von Cafés", fr: "Services de cafés" }),
  t("43003", 43, { en: "Bar services", de: "Dienstleistungen von Bars", fr: "Services de bars" }),
  t("43004", 43, { en: "Hotel services", de: "Dienstleistungen von Hotels", fr: "Services hôteliers" }),
  t("43005", 43, { en: "Catering services", de: "Catering", fr: "Services de traiteurs" }),
  t("43006", 43, { en: "Restaurant reservation services", de: "Reservierung von Restaurants", fr: "Réservation de restaurants" }),
  t("41001", 41, { en: "Education services", de: "Erziehung und Ausbildung", fr: "Services éducatifs" }),
  t("41002", 41, { en: "Physical fitness training", de: "Fitnesstraining", fr: "Entraînement physique" }),
  t("3001", 3, { en: "Cosmetics", de: "Kosmetika", fr: "Cosmétiques" }),
  t("3002", 3, { en: "Soaps", de: "Seifen", fr: "Savons" }),
  t("3003", 3, { en: "Perfumes", de: "Parfums", fr: "Parfums" }),
  t("30001", 30, { en: "Coffee", de: "Kaffee", fr: "Café", es: "Café" }),
  t("30002", 30, { en: "Tea", de: "Tee", fr: "Thé", es: "Té" }),
  t("30003", 30, { en: "Chocolate", de: "Schokolade", fr: "Chocolat" }),
  t("32001", 32, { en: "Beers", de: "Biere", fr: "Bières" }),
  t("14001", 14, { en: "Jewellery", de: "Schmuckwaren", fr: "Bijouterie" }),
  t("14002", 14, { en: "Watches", de: "Uhren", fr: "Montres" }),
  t("18001", 18, { en: "Handbags", de: "Handtaschen", fr: "Sacs à main" }),
  t("18002", 18, { en: "Rucksacks", de: "Rucksäcke", fr: "Sacs à dos" })
]

const DE_HEADINGS: ReadonlyArray<string> = [
  "Chemische Erzeugnisse für gewerbliche, wissenschaftliche und fotografische Zwecke",
  "Farben, Firnisse, Lacke; Rostschutzmittel und Holzkonservierungsmittel",
  "Nicht medizinische Kosmetik- und Körperpflegeprodukte; Wasch- und Bleichmittel",
  "Technische Öle und Fette, Wachse; Brennstoffe; Kerzen und Dochte",
  "Pharmazeutische, medizinische und veterinärmedizinische Erzeugnisse; Nahrungsergänzungsmittel",
  "Unedle Metalle und deren Legierungen, Erze; Baumaterialien aus Metall",
  "Maschinen, Werkzeugmaschinen, kraftbetriebene Werkzeuge",
  "Handbetätigte Werkzeuge und Geräte; Messerschmiedewaren, Gabeln und Löffel",
  "Wissenschaftliche Apparate und Instrumente; Software; Computer",
  "Chirurgische, ärztliche, zahn- und tierärztliche Instrumente und Apparate",
  "Geräte und Anlagen zum Beleuchten, Heizen, Kühlen, Kochen, Trocknen",
  "Fahrzeuge; Apparate zur Beförderung auf dem Lande, in der Luft oder auf dem Wasser",
  "Schusswaffen; Munition und Geschosse; Sprengstoffe; Feuerwerkskörper",
  "Edelmetalle und deren Legierungen; Schmuckwaren, Edelsteine; Uhren",
  "Musikinstrumente; Notenständer und Ständer für Musikinstrumente",
  "Papier und Pappe; Druckereierzeugnisse; Schreibwaren und Büroartikel",
  "Kautschuk, Guttapercha, Gummi; Dichtungs-, Packungs- und Isoliermaterial",
  "Leder und Lederimitationen; Reise- und Handgepäck; Regenschirme",
  "Baumaterialien, nicht aus Metall; Rohre, nicht aus Metall, für Bauzwecke",
  "Möbel, Spiegel, Bilderrahmen; Behälter, nicht aus Metall",
  "Haushalts- und Küchengeräte und -behälter; Kochgeschirr und Essgeschirr",
  "Seile und Bindfaden; Netze; Zelte und Planen",
  "Garne und Fäden für textile Zwecke",
  "Textilien und Textilersatzstoffe; Haushaltswäsche; Vorhänge",
  "Bekleidungsstücke, Schuhwaren, Kopfbedeckungen",
  "Spitzen, Litzen und Stickereien; Knöpfe, Haken und Ösen; künstliche Blumen",
  "Teppiche, Fußmatten, Matten, Linoleum; Tapeten, nicht aus textilem Material",
  "Spiele, Spielzeug und Spielwaren; Turn- und Sportartikel",
  "Fleisch, Fisch, Geflügel und Wild; Milch und Milchprodukte; Speiseöle und -fette",
  "Kaffee, Tee, Kakao und Ersatzstoffe dafür; Backwaren und Konditorwaren",
  "Rohe und nicht verarbeitete landwirtschaftliche Erzeugnisse; frisches Obst und Gemüse",
  "Biere; alkoholfreie Getränke; Mineralwässer",
  "Alkoholische Getränke, ausgenommen Biere",
  "Tabak und Tabakersatzstoffe; Zigaretten und Zigarren; elektronische Zigaretten",
  "Werbung; Geschäftsführung, Unternehmensverwaltung; Büroarbeiten",
  "Finanz-, Geld- und Bankgeschäfte; Versicherungsdienstleistungen; Immobilienwesen",
  "Bauwesen; Installationsarbeiten und Reparaturwesen",
  "Telekommunikationsdienste",
  "Transportwesen; Verpackung und Lagerung von Waren; Veranstaltung von Reisen",
  "Materialbearbeitung; Recycling von Müll und Abfällen",
  "Erziehung, Ausbildung; Unterhaltung; sportliche und kulturelle Aktivitäten",
  "Wissenschaftliche und technologische Dienstleistungen; Design und Entwicklung von Computerhardware und Software",
  "Verpflegung von Gästen; Beherbergung von Gästen",
  "Medizinische und veterinärmedizinische Dienstleistungen; Gesundheits- und Schönheitspflege",
  "Juristische Dienstleistungen; Sicherheitsdienstleistungen; persönliche und soziale Dienstleistungen"
]

/** French for a few classes only: the rest are missing, as an incomplete language would be. */
const FR_HEADINGS: Readonly<Record<number, string>> = {
  9: "Appareils et instruments scientifiques; logiciels; ordinateurs",
  25: "Vêtements, articles chaussants, articles de chapellerie",
  35: "Publicité; gestion des affaires commerciales; administration commerciale",
  42: "Services scientifiques et technologiques; conception et développement de matériel informatique et de logiciels",
  43: "Services de restauration (alimentation); hébergement temporaire"
}

export const classHeadingsFor = (language: string): ReadonlyArray<{ readonly classNumber: number; readonly heading: string }> => {
  if (language === "en") return NICE_CLASSES.map((c) => ({ classNumber: c.number, heading: c.title }))
  if (language === "de") return DE_HEADINGS.map((heading, i) => ({ classNumber: i + 1, heading }))
  if (language === "fr") return Object.entries(FR_HEADINGS).map(([n, heading]) => ({ classNumber: Number(n), heading }))
  return []
}
