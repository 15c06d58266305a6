import type { PersonAddress, PersonDetail, PersonRole, PersonType } from "../../Domain/Person.js"
import { listed, presentText as text, when } from "../Shared/AdapterSupport.js"
import type { EuipoAddress, EuipoPerson } from "./EuipoPersonSchemas.js"

/** EUIPO type codes ↔ our lower-case types. */
export const EUIPO_PERSON_TYPES: Readonly<Record<Exclude<PersonType, "unknown">, string>> = {
  individual: "APPLICANT_INDIVIDUAL",
  business: "APPLICANT_BUSINESS",
  employee: "REPRESENTATIVE_EMPLOYEE",
  legal_association: "REPRESENTATIVE_LEGAL_ASSOCIATION",
  legal_professional: "REPRESENTATIVE_LEGAL_PROFESSIONAL",
  euipo_professional: "REPRESENTATIVE_EUIPO_PROFESSIONAL"
}

const BY_CODE = new Map<string, PersonType>(Object.entries(EUIPO_PERSON_TYPES).map(([ours, code]) => [code, ours as PersonType]))

export const personTypeOf = (code: string | null | undefined): PersonType => {
  const c = code?.trim().toUpperCase()
  if (c === undefined || c === "") return "unknown"
  return BY_CODE.get(c) ?? BY_CODE.get(`APPLICANT_${c}`) ?? BY_CODE.get(`REPRESENTATIVE_${c}`) ?? "unknown"
}

const countryCode = (s: string | null | undefined): string | undefined => text(s)?.toUpperCase()

export const toPersonAddress = (a: EuipoAddress | null | undefined): PersonAddress | undefined => {
  if (a === null || a === undefined) return undefined
  const out: PersonAddress = {
    ...when("street", text(a.street)),
    ...when("city", text(a.city)),
    ...when("postalCode", text(a.postalCode)),
    ...when("state", text(a.state)),
    ...when("country", countryCode(a.country)),
    ...when("formattedAddress", text(a.formattedAddress))
  }
  return Object.keys(out).length > 0 ? out : undefined
}

/** The display name: legal, organisation or association name, else the office's name, else first name and surname. */
export const displayNameOf = (p: EuipoPerson): string => {
  const personal = [text(p.firstName), text(p.surname)].filter((s) => s !== undefined).join(" ")
  return (
    text(p.legalName) ??
      text(p.organizationName) ??
      text(p.associationName) ??
      text(p.name) ??
      (personal !== "" ? personal : `EUIPO person ${String(p.identifier)}`)
  )
}

/** One of the six EUIPO variants (or a search item), flattened. */
export const toPersonDetail = (p: EuipoPerson, role: PersonRole): PersonDetail => {
  const address = toPersonAddress(p.address)
  const correspondence = toPersonAddress(p.correspondenceAddress)
  const members = (p.members ?? [])
    .map((m) => ({ ...when("identifier", text(m.identifier)), ...when("name", text(m.name)) }))
    .filter((m) => m.identifier !== undefined || m.name !== undefined)
  const country = address?.country ?? countryCode(p.nationality) ?? countryCode(p.countryOfIncorporation) ??
    countryCode(p.countryOfRegistration) ?? correspondence?.country
  const officeType = text(p.type)
  return {
    identifier: String(p.identifier).trim(),
    role,
    name: displayNameOf(p),
    type: personTypeOf(officeType),
    ...when("officeType", officeType),
    ...when("country", country),
    ...when("firstName", text(p.firstName)),
    ...when("surname", text(p.surname)),
    ...when("legalName", text(p.legalName)),
    ...when("legalForm", text(p.legalForm)),
    ...when("nationality", countryCode(p.nationality)),
    ...when("nationalIdentification", text(p.nationalIdentification)),
    ...when("countryOfIncorporation", countryCode(p.countryOfIncorporation)),
    ...when("stateOfIncorporation", text(p.stateOfIncorporation)),
    ...when("organizationName", text(p.organizationName)),
    ...when("associationName", text(p.associationName)),
    ...when("countryOfRegistration", countryCode(p.countryOfRegistration)),
    ...when("members", listed(members)),
    ...when("officialCollegeId", text(p.officialCollegeId)),
    ...when("officialCollegeCountry", countryCode(p.officialCollegeCountry)),
    ...when("email", text(p.email)),
    ...when("phone", text(p.phone)),
    ...when("representativeStatus", role === "representative" ? text(p.status) : undefined),
    ...when("address", address),
    ...when("correspondenceAddress", correspondence)
  }
}
