/** One class of the Nice Classification, with the explanatory material the tools show. */
export interface NiceClass {
  readonly number: number
  /** The official class heading of the edition in `NICE_EDITION`. */
  readonly title: string
  readonly kind: "goods" | "services"
  /** A plain-English explanation (our own words, not WIPO's explanatory note). */
  readonly description: string
  /** Typical goods or services, worded like ID-manual entries. */
  readonly examples: ReadonlyArray<string>
  /** Notable items that belong elsewhere, each naming its class. */
  readonly excludes: ReadonlyArray<string>
  /** Classes commonly claimed together or related for likelihood of confusion. */
  readonly relatedClasses: ReadonlyArray<number>
}
