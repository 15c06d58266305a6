/**
 * The building blocks of the specification templates. Each entry has wording in three office
 * styles: `us` follows the USPTO ID Manual (American spelling, "namely" lists, software with
 * its function), `eu` the EUIPO harmonised database (British spelling, short harmonised terms),
 * `wipo` the Nice alphabetical list as used under Madrid. Wording may hold a slot that is
 * filled from the description: {purpose} (what software does), {goods} (what a shop sells),
 * {subject} (what a course or publication is about).
 */

export type SpecStyle = "US" | "EU" | "WIPO"

export interface Wording {
  readonly us: string
  readonly eu: string
  readonly wipo: string
}

export interface SpecTemplate {
  /** Phrases in the description that call for this entry ("t shirt|tee|shirt"); empty for a class default. */
  readonly triggers: ReadonlyArray<string>
  readonly wording: Wording
  /** Offered when nothing more specific in the class matched. */
  readonly fallback: boolean
  /** A US "namely" group: its items merge into "<heading>, namely, a, b, and c" in US style. */
  readonly group?: NamelyGroup | undefined
  /** Of matched templates sharing this key only the first is used (online retail vs retail). */
  readonly exclusive?: string | undefined
  /** In a group: the heading itself ("Clothing") or one of its items ("shirts"). */
  readonly groupRole?: "heading" | "item" | undefined
}

export interface NamelyGroup {
  readonly id: string
  readonly heading: Wording
  /** US example items for the placeholder when only the heading word was used. */
  readonly exampleItems: string
}

export interface ClassTemplates {
  readonly classNumber: number
  readonly templates: ReadonlyArray<SpecTemplate>
}

const split = (triggers: string): ReadonlyArray<string> =>
  triggers
    .split("|")
    .map((t) => t.trim())
    .filter((t) => t !== "")

/** A triggered entry; `eu` defaults to `us`, `wipo` to `eu`. */
export const spec = (triggers: string, us: string, eu: string = us, wipo: string = eu): SpecTemplate => ({
  triggers: split(triggers),
  wording: { us, eu, wipo },
  fallback: false
})

/** A class default: offered when nothing else in the class matched (it may have triggers too). */
export const fallback = (triggers: string, us: string, eu: string = us, wipo: string = eu): SpecTemplate => ({
  ...spec(triggers, us, eu, wipo),
  fallback: true
})

/**
 * A heading with items, e.g. Clothing with shirts and pants. The heading's own entry (triggered
 * by `headingTriggers`) is first; items are written in lower case as they appear after
 * "namely" and capitalised when they stand alone.
 */
export const namely = (
  id: string,
  heading: {
    readonly triggers: string
    readonly us: string
    readonly eu?: string
    readonly wipo?: string
    readonly examples: string
    readonly fallback?: boolean
  },
  items: ReadonlyArray<readonly [triggers: string, us: string, eu?: string, wipo?: string]>
): ReadonlyArray<SpecTemplate> => {
  const group: NamelyGroup = {
    id,
    heading: { us: heading.us, eu: heading.eu ?? heading.us, wipo: heading.wipo ?? heading.eu ?? heading.us },
    exampleItems: heading.examples
  }
  return [
    { triggers: split(heading.triggers), wording: group.heading, fallback: heading.fallback ?? false, group, groupRole: "heading" },
    ...items.map(([triggers, us, eu, wipo]): SpecTemplate => ({
      triggers: split(triggers),
      wording: { us, eu: eu ?? us, wipo: wipo ?? eu ?? us },
      fallback: false,
      group,
      groupRole: "item"
    }))
  ]
}

/** Alternatives: when several match, only the first listed that matched is used. */
export const oneOf = (key: string, ...templates: ReadonlyArray<SpecTemplate>): ReadonlyArray<SpecTemplate> =>
  templates.map((t) => ({ ...t, exclusive: key }))
