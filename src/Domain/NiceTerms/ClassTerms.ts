/**
 * Curated suggestion vocabulary for one Nice class. Words are written plainly and stemmed when
 * the index is built, so "shoes" also catches "shoe". Weights: 3 = the word alone points to this
 * class, 2 = a good hint, 1 = weak or shared with several classes. Phrases are matched before single
 * words and use up their words: "mobile app" never lets "mobile" score on its own. A keyword
 * written "=word" matches that exact word only and beats its stem: "=fishing" keeps "fishing" from
 * meeting "fish" (class 29) at the stem "fish".
 */
export interface ClassTerms {
  readonly classNumber: number
  /** A short everyday name for the class, shown as `className` in suggestions. */
  readonly label: string
  readonly keywords: Readonly<Record<string, number>>
  /** Multi-word phrases (stop words inside are ignored when matching). Weight 0 only absorbs words. */
  readonly phrases: Readonly<Record<string, number>>
  /** Words or phrases which, when present, mean this class is very likely not meant (damped). */
  readonly suppressedBy?: ReadonlyArray<string>
}
