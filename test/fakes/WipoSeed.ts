/**
 * Made-up international registrations rendered as Madrid Monitor ST.66
 * XML (upstream-offices.md §7): every status of the mapping table, word,
 * figurative and combined marks, several holders, designations with
 * refusals and grants, priorities and renewals.
 */

export interface WipoMark {
  readonly irn: string
  readonly words: string | null
  readonly feature: string
  readonly status: string
  readonly classes: ReadonlyArray<number>
  readonly holders: ReadonlyArray<readonly [name: string, country: string]>
  readonly registered: string
  readonly origin: string
  readonly designations: ReadonlyArray<string>
  readonly kind?: string
}

const m = (
  irn: string,
  words: string | null,
  feature: string,
  status: string,
  classes: ReadonlyArray<number>,
  holder: string,
  country: string,
  registered: string,
  designations: ReadonlyArray<string>
): WipoMark => ({ irn, words, feature, status, classes, holders: [[holder, country]], registered, origin: country, designations })

export const WIPO_SEED: ReadonlyArray<WipoMark> = [
  m("1234567", "HAYABUSA SOFT", "Word", "Active", [9, 42], "Hayabusa Kabushiki Kaisha", "JP", "2019-05-14", ["US", "EM", "CN", "AU"]),
  m("1234568", "SAKURA LEAF", "Figurative", "Expired", [30], "Sakura Foods Co., Ltd.", "JP", "2004-01-12", ["US", "KR"]),
  m("1234569", "EDELWEISS", "Word", "Ceased", [3], "Alpenblume AG", "CH", "2015-03-03", ["FR", "DE", "IT"]),
  m("1234570", "BLAUER REITER", "Combined", "Cancelled", [41], "Reiter Kunst GmbH", "DE", "2012-12-12", ["AT", "CH"]),
  m("1234571", "LUNA NUEVA", "Word", "Not renewed", [33], "Bodegas Luna SL", "ES", "2003-06-06", ["US", "MX"]),
  m("1234572", "NORDLYS", "Word", "Renounced", [11], "Nordlys Belysning AS", "NO", "2016-02-02", ["SE", "FI"]),
  m("1234573", "KESTREL", "Word", "Registered", [9, 42], "Kestrel Labs GmbH", "DE", "2020-10-10", ["US", "GB", "JP"]),
  m("1234574", "TIGRE BLANCO", "Word", "Pending", [25], "Tigre Blanco SA de CV", "MX", "2025-01-20", ["US", "CO"]),
  m("1234575", "ÉTOILE DU NORD", "Word", "Active", [14], "Maison Étoile SARL", "FR", "2018-07-14", ["CH", "CN", "JP"]),
  m("1234576", null, "Figurative", "Active", [25], "Puma Grafik GmbH", "DE", "2017-09-09", ["US", "CN"]),
  m("1234577", "SOUND OF SEA", "Sound", "Active", [9, 41], "Meeresklang GmbH", "DE", "2021-04-04", ["US"]),
  m("1234578", "ORANGE BLOCK", "Colour", "Inactive", [36], "Oranje Bank NV", "NL", "2010-10-10", ["BE", "LU"]),
  m("1234579", "ZUKUNFT", "Word", "Something Unheard", [35], "Zukunft Beratung GmbH", "DE", "2022-02-22", ["AT"]),
  m("987654", "VIEUX MOULIN", "Word", "Active", [30, 43], "Moulin Vieux SA", "FR", "1998-03-03", ["BE", "CH"]),
  m("1234580", "KIWI CLOUD", "Word", "Active", [9, 42], "Kiwi Cloud Limited", "NZ", "2023-08-01", ["AU", "US", "EM"]),
  m("1234581", "CERTIFIED ALPINE", "Word", "Active", [29], "Alpine Cheese Guild", "CH", "2014-04-14", ["FR", "IT"]),
  {
    ...m("1234582", "DOUBLE HOLD", "Word", "Active", [16], "First Holder AG", "CH", "2019-01-01", ["DE"]),
    holders: [["First Holder AG", "CH"], ["Second Holder GmbH", "DE"]]
  },
  m("1234567A", "HAYABUSA SOFT", "Word", "Active", [42], "Hayabusa Europe BV", "JP", "2019-05-14", ["EM"]),
  m("1234583", "MONTE BIANCO", "Word", "Active", [33], "Cantine del Monte SpA", "IT", "2016-06-16", ["FR", "CH", "US"]),
  m("1234584", "VLTAVA", "Word", "Expired", [32], "Pivovar Vltava a.s.", "CZ", "2002-02-20", ["DE", "AT"]),
  m("1234585", "KOALA KIDS", "Combined", "Active", [25, 28], "Koala Kids Pty Ltd", "AU", "2020-05-05", ["NZ", "US", "CN"]),
  m("1234586", "SEOUL BEAT", "Word", "Active", [9, 41], "Seoul Beat Co., Ltd.", "KR", "2022-09-09", ["JP", "US", "EM"]),
  m("1234587", "TANGO ROJO", "Word", "Ceased effect", [43], "Tango Rojo SRL", "AR", "2011-11-11", ["ES", "IT"]),
  m("1234588", "DRAGON PEARL", "3-D", "Active", [30], "Dragon Pearl Tea Co., Ltd.", "CN", "2019-03-03", ["US", "GB", "JP"])
]

const TERMS: Record<number, readonly [en: string, fr: string]> = {
  3: ["Cosmetics", "Cosmétiques"],
  9: ["Computer software", "Logiciels"],
  11: ["Lighting apparatus", "Appareils d'éclairage"],
  14: ["Jewellery", "Joaillerie"],
  16: ["Printed matter", "Produits de l'imprimerie"],
  25: ["Clothing", "Vêtements"],
  29: ["Cheese", "Fromages"],
  30: ["Tea; pastries", "Thé; pâtisseries"],
  33: ["Wines", "Vins"],
  35: ["Business consulting", "Conseils en affaires"],
  36: ["Banking", "Services bancaires"],
  41: ["Entertainment", "Divertissement"],
  42: ["Software as a service", "Logiciels-services"],
  43: ["Restaurant services", "Services de restaurant"]
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
const addYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const nameAddress = (name: string, country: string) =>
  `<FormattedNameAddress><Name><FreeFormatName><FreeFormatNameDetails><FreeFormatNameLine>${
    esc(name)
  }</FreeFormatNameLine></FreeFormatNameDetails></FreeFormatName></Name>` +
  `<Address><AddressCountryCode>${country}</AddressCountryCode><FreeFormatAddress><FreeFormatAddressLine>1 Main Street</FreeFormatAddressLine><FreeFormatAddressLine>Capital City</FreeFormatAddressLine></FreeFormatAddress></Address></FormattedNameAddress>`

/** One TradeMark element (namespaced with the `tmk:` prefix, as some WIPO exports are). */
export const wipoTradeMarkXml = (mark: WipoMark): string => {
  const figurative = mark.feature !== "Word"
  const events = [
    `<MarkEvent><MarkEventDate>${mark.registered}</MarkEventDate><MarkEventCode>ENN</MarkEventCode></MarkEvent>`,
    ...(mark.designations.includes("US")
      ? [
        `<MarkEvent><MarkEventDate>${
          addDays(mark.registered, 300)
        }</MarkEventDate><MarkEventCode>RFNP</MarkEventCode><MarkEventOfficeCode>US</MarkEventOfficeCode></MarkEvent>`,
        `<MarkEvent><MarkEventDate>${
          addDays(mark.registered, 200)
        }</MarkEventDate><MarkEventCode>GP</MarkEventCode><MarkEventDescriptionText>Statement of grant of protection made under Rule 18ter(1)</MarkEventDescriptionText><MarkEventOfficeCode>CN</MarkEventOfficeCode></MarkEvent>`
      ]
      : [])
  ]
  return (
    `<tmk:TradeMark>` +
    `<tmk:RegistrationOfficeCode>WO</tmk:RegistrationOfficeCode>` +
    `<tmk:ApplicationNumber>${mark.irn}</tmk:ApplicationNumber>` +
    `<tmk:ApplicationDate>${mark.registered}</tmk:ApplicationDate>` +
    `<tmk:RegistrationNumber>${mark.irn}</tmk:RegistrationNumber>` +
    `<tmk:RegistrationDate>${mark.registered}</tmk:RegistrationDate>` +
    `<tmk:ExpiryDate>${addYears(mark.registered, 10)}</tmk:ExpiryDate>` +
    `<tmk:OfficeOriginCode>${mark.origin}</tmk:OfficeOriginCode>` +
    `<tmk:ApplicationLanguageCode>en</tmk:ApplicationLanguageCode>` +
    `<tmk:MarkCurrentStatusCode>${esc(mark.status)}</tmk:MarkCurrentStatusCode>` +
    `<tmk:MarkCurrentStatusDate>${mark.registered}</tmk:MarkCurrentStatusDate>` +
    `<tmk:KindMark>${mark.kind ?? (mark.words?.startsWith("CERTIFIED") ? "Certification" : "Individual")}</tmk:KindMark>` +
    `<tmk:MarkFeature>${mark.feature}</tmk:MarkFeature>` +
    (mark.words !== null
      ? `<tmk:WordMarkSpecification><tmk:MarkVerbalElementText>${esc(mark.words)}</tmk:MarkVerbalElementText></tmk:WordMarkSpecification>`
      : "") +
    (figurative
      ? `<tmk:MarkImageDetails><tmk:MarkImage><tmk:MarkImageURI>https://www3.wipo.int/madrid/monitor/api/v1/image/WO500000${mark.irn}</tmk:MarkImageURI>` +
        `<tmk:MarkImageCategory><tmk:CategoryCodeDetails><tmk:CategoryCode>03.01.08</tmk:CategoryCode><tmk:CategoryCode>26.04.02</tmk:CategoryCode></tmk:CategoryCodeDetails></tmk:MarkImageCategory></tmk:MarkImage></tmk:MarkImageDetails>`
      : "") +
    (mark.irn === "1234573"
      ? `<tmk:MarkDisclaimerDetails><tmk:MarkDisclaimer languageCode="fr">Pas de droit exclusif</tmk:MarkDisclaimer><tmk:MarkDisclaimer languageCode="en">No exclusive right to LABS</tmk:MarkDisclaimer></tmk:MarkDisclaimerDetails>`
      : "") +
    `<tmk:GoodsServicesDetails><tmk:GoodsServices><tmk:ClassDescriptionDetails>` +
    mark.classes
      .map((c) => {
        const [en, fr] = TERMS[c] ?? ["Goods", "Produits"]
        return `<tmk:ClassDescription><tmk:ClassNumber>${
          String(c).padStart(2, "0")
        }</tmk:ClassNumber><tmk:GoodsServicesDescription languageCode="fr">${
          esc(fr)
        }</tmk:GoodsServicesDescription><tmk:GoodsServicesDescription languageCode="en">${
          esc(en)
        }</tmk:GoodsServicesDescription></tmk:ClassDescription>`
      })
      .join("") +
    `</tmk:ClassDescriptionDetails></tmk:GoodsServices></tmk:GoodsServicesDetails>` +
    (mark.irn === "1234567"
      ? `<tmk:PriorityDetails><tmk:Priority><tmk:PriorityCountryCode>JP</tmk:PriorityCountryCode><tmk:PriorityNumber>2018-123456</tmk:PriorityNumber><tmk:PriorityDate>2018-11-20</tmk:PriorityDate></tmk:Priority></tmk:PriorityDetails>`
      : "") +
    `<tmk:ApplicantDetails>` +
    mark.holders.map(([name, country], i) =>
      `<tmk:Applicant><tmk:ApplicantIdentifier>${800000 + i}</tmk:ApplicantIdentifier><tmk:ApplicantAddressBook>${
        nameAddress(name, country).replace(/<(\/?)/g, "<$1tmk:")
      }</tmk:ApplicantAddressBook></tmk:Applicant>`
    ).join("") +
    `</tmk:ApplicantDetails>` +
    (mark.irn === "1234567"
      ? `<tmk:RepresentativeDetails><tmk:Representative><tmk:RepresentativeAddressBook>${
        nameAddress("Tokkyo & Partners", "JP").replace(/<(\/?)/g, "<$1tmk:")
      }</tmk:RepresentativeAddressBook></tmk:Representative></tmk:RepresentativeDetails>`
      : "") +
    `<tmk:DesignatedCountryDetails>` +
    mark.designations.map((d) =>
      `<tmk:DesignatedCountry><tmk:DesignatedCountryCode>${d}</tmk:DesignatedCountryCode><tmk:DesignatedUnderCode>Protocol</tmk:DesignatedUnderCode></tmk:DesignatedCountry>`
    ).join("") +
    `</tmk:DesignatedCountryDetails>` +
    `<tmk:MarkEventDetails>${events.join("").replace(/<(\/?)/g, "<$1tmk:")}</tmk:MarkEventDetails>` +
    `</tmk:TradeMark>`
  )
}

/** A whole Madrid Monitor answer: the ST.66 Transaction around zero or one TradeMark. */
export const wipoTransactionXml = (mark: WipoMark | undefined, irn: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n` +
  `<tmk:Transaction xmlns:tmk="http://www.wipo.int/standards/XMLSchema/trademarks" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
  `<tmk:TradeMarkTransactionBody><tmk:TransactionContentDetails>` +
  `<tmk:TransactionIdentifier>${esc(irn)}</tmk:TransactionIdentifier><tmk:TransactionCode>Madrid Monitor</tmk:TransactionCode>` +
  `<tmk:TransactionData><tmk:TradeMarkDetails>${
    mark !== undefined ? wipoTradeMarkXml(mark) : ""
  }</tmk:TradeMarkDetails></tmk:TransactionData>` +
  `</tmk:TransactionContentDetails></tmk:TradeMarkTransactionBody></tmk:Transaction>`
