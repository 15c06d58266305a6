import { Schema } from "effect"

/**
 * The 24 official EU languages, by ISO 639-1 code: the languages of the EUIPO harmonised
 * database (TMclass). Irish (ga) is an official language but the database may hold few terms in it.
 */
export const EU_LANGUAGES = [
  "bg",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "es",
  "et",
  "fi",
  "fr",
  "ga",
  "hr",
  "hu",
  "it",
  "lt",
  "lv",
  "mt",
  "nl",
  "pl",
  "pt",
  "ro",
  "sk",
  "sl",
  "sv"
] as const
export type EuLanguage = (typeof EU_LANGUAGES)[number]

export const EuLanguage = Schema.Literal(...EU_LANGUAGES)

export const isEuLanguage = (s: string): s is EuLanguage => (EU_LANGUAGES as ReadonlyArray<string>).includes(s)

/** English names, for messages ("German (de)"). */
export const EU_LANGUAGE_NAMES: Readonly<Record<EuLanguage, string>> = {
  bg: "Bulgarian",
  cs: "Czech",
  da: "Danish",
  de: "German",
  el: "Greek",
  en: "English",
  es: "Spanish",
  et: "Estonian",
  fi: "Finnish",
  fr: "French",
  ga: "Irish",
  hr: "Croatian",
  hu: "Hungarian",
  it: "Italian",
  lt: "Lithuanian",
  lv: "Latvian",
  mt: "Maltese",
  nl: "Dutch",
  pl: "Polish",
  pt: "Portuguese",
  ro: "Romanian",
  sk: "Slovak",
  sl: "Slovenian",
  sv: "Swedish"
}

/** The 23 languages the harmonised database answers in (every official EU language but Irish). */
export const HDB_LANGUAGES = EU_LANGUAGES.filter((l) => l !== "ga") as ReadonlyArray<Exclude<EuLanguage, "ga">>
export type HdbLanguage = Exclude<EuLanguage, "ga">
export const HdbLanguage = Schema.Literal(...(HDB_LANGUAGES as [HdbLanguage, ...Array<HdbLanguage>]))
