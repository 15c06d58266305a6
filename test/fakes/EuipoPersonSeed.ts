/**
 * Made-up EUIPO persons (upstream-offices.md §3.4) in the Persons API's
 * detail variants: business and individual applicants, employee, legal
 * professional and EUIPO professional representatives, a legal association.
 * Applicants that also own marks in EuipoSeed.ts keep the identifier their
 * first mark there gives them, so trade marks, designs and persons agree.
 */
import { EUIPO_SEED } from "./EuipoSeed.js"

/** The identifier the trade mark seed gives `name` (its first mark). */
export const markApplicantId = (name: string): string => {
  for (const mark of EUIPO_SEED) {
    const applicant = (mark["applicants"] as ReadonlyArray<{ name: string; identifier: string }>).find((a) => a.name === name)
    if (applicant !== undefined) return applicant.identifier
  }
  throw new Error(`no mark of ${name} in EuipoSeed`)
}

export const KESTREL_LABS_ID = markApplicantId("Kestrel Labs GmbH")
export const POMONA_ID = markApplicantId("Pomona Devices Ltd")
export const NORDLICHT_ID = markApplicantId("Nordlicht Kosmetik GmbH")
export const SOLVEIG_ID = markApplicantId("Solveig Design ApS")
export const VELVET_ID = markApplicantId("Velvet Trail SAS")
export const APPLEWOOD_ID = markApplicantId("Applewood Furniture Ltd")
export const LUMEN_ID = markApplicantId("Lumen Lighting sp. z o.o.")
export const NORDIC_SEATING_ID = "555001"
export const SOLBERG_ID = "555002"
export const STUDIO_2024_ID = "555003"
export const MUSTER_ID = "98765"

const address = (street: string, postalCode: string, city: string, country: string) => ({
  street,
  postalCode,
  city,
  country,
  formattedAddress: `${street}, ${postalCode} ${city}, ${country}`
})

const business = (identifier: string, legalName: string, legalForm: string, country: string, addr: ReturnType<typeof address>) => ({
  identifier,
  type: "APPLICANT_BUSINESS",
  legalName,
  legalForm,
  nationalIdentification: `REG-${identifier}`,
  countryOfIncorporation: country,
  employees: [],
  address: addr,
  // The detail gives the whole address (EUIPO's Applicant example); search items only its formatted form.
  correspondenceAddress: addr
})

export const APPLICANTS: ReadonlyArray<Record<string, unknown>> = [
  {
    ...business(KESTREL_LABS_ID, "Kestrel Labs GmbH", "GmbH", "DE", address("Hauptstr. 1", "10115", "Berlin", "DE")),
    employees: [{ identifier: "98780", type: "REPRESENTATIVE_EMPLOYEE", href: "/representatives/98780" }],
    phone: "+49 30 1234567",
    email: "ip@kestrel-labs.example"
  },
  business(POMONA_ID, "Pomona Devices Ltd", "Limited company", "IE", address("1 Orchard Quay", "D02 X285", "Dublin", "IE")),
  business(NORDLICHT_ID, "Nordlicht Kosmetik GmbH", "GmbH", "DE", address("Alsterufer 5", "20354", "Hamburg", "DE")),
  business(SOLVEIG_ID, "Solveig Design ApS", "ApS", "DK", address("Nyhavn 12", "1051", "København", "DK")),
  business(VELVET_ID, "Velvet Trail SAS", "SAS", "FR", address("3 rue de la Soie", "69001", "Lyon", "FR")),
  business(APPLEWOOD_ID, "Applewood Furniture Ltd", "Limited company", "GB", address("22 Elm Row", "EC1A 1BB", "London", "GB")),
  business(NORDIC_SEATING_ID, "Nordic Seating AB", "AB", "SE", address("Sveavägen 20", "111 57", "Stockholm", "SE")),
  business(STUDIO_2024_ID, "Studio 2024 Srl", "Srl", "IT", address("Via Tortona 31", "20144", "Milano", "IT")),
  {
    identifier: SOLBERG_ID,
    type: "APPLICANT_INDIVIDUAL",
    firstName: "Ingrid",
    surname: "Solberg",
    nationality: "NO",
    address: address("Karl Johans gate 7", "0154", "Oslo", "NO")
  }
]

export const REPRESENTATIVES: ReadonlyArray<Record<string, unknown>> = [
  {
    identifier: MUSTER_ID,
    type: "REPRESENTATIVE_LEGAL_ASSOCIATION",
    associationName: "Muster & Partner",
    countryOfRegistration: "DE",
    members: [
      { identifier: "98766", type: "REPRESENTATIVE_LEGAL_PROFESSIONAL", href: "/representatives/98766", name: "Anna Muster" },
      { identifier: "98770", type: "REPRESENTATIVE_EUIPO_PROFESSIONAL", href: "/representatives/98770", name: "Pierre Dubois" }
    ],
    address: address("Maximilianstr. 10", "80539", "München", "DE"),
    email: "office@muster-partner.example"
  },
  {
    identifier: "98766",
    type: "REPRESENTATIVE_LEGAL_PROFESSIONAL",
    firstName: "Anna",
    surname: "Muster",
    nationality: "DE",
    organizationName: "Muster & Partner Patentanwälte",
    officialCollegeId: "PA-4711",
    officialCollegeCountry: "DE",
    status: "ACTIVE",
    address: address("Maximilianstr. 10", "80539", "München", "DE")
  },
  {
    identifier: "98770",
    type: "REPRESENTATIVE_EUIPO_PROFESSIONAL",
    firstName: "Pierre",
    surname: "Dubois",
    nationality: "FR",
    status: "ACTIVE",
    address: address("8 avenue de l'Opéra", "75001", "Paris", "FR")
  },
  {
    identifier: "98790",
    type: "REPRESENTATIVE_LEGAL_ASSOCIATION",
    associationName: "Nordström & Co Advokatbyrå",
    countryOfRegistration: "SE",
    members: [{ identifier: "98791", type: "REPRESENTATIVE_LEGAL_PROFESSIONAL", href: "/representatives/98791", name: "Erik Nordström" }],
    address: address("Birger Jarlsgatan 4", "114 34", "Stockholm", "SE")
  },
  {
    identifier: "98780",
    type: "REPRESENTATIVE_EMPLOYEE",
    firstName: "Jonas",
    surname: "Weber",
    nationality: "DE",
    economicConnections: [{ identifier: KESTREL_LABS_ID }],
    status: "ACTIVE",
    address: address("Hauptstr. 1", "10115", "Berlin", "DE")
  }
]

/** The display name a search item carries. */
export const personName = (p: Record<string, unknown>): string =>
  (p["legalName"] ?? p["associationName"] ?? `${p["firstName"] as string} ${p["surname"] as string}`) as string

/** A search item (upstream-offices.md §3.4): identifier, type, name, addresses (+ nationality for representatives). */
export const personSearchItem = (p: Record<string, unknown>, role: "applicant" | "representative"): Record<string, unknown> => ({
  identifier: p["identifier"],
  type: p["type"],
  name: personName(p),
  ...(p["address"] !== undefined ? { address: p["address"] } : {}),
  // As in EUIPO's search examples: the correspondence address as `formattedAddress` alone.
  ...(p["correspondenceAddress"] !== undefined
    ? { correspondenceAddress: { formattedAddress: (p["correspondenceAddress"] as { formattedAddress?: string }).formattedAddress } }
    : {}),
  ...(role === "representative" && p["nationality"] !== undefined ? { nationality: p["nationality"] } : {})
})
