import { Context, Effect, Layer } from "effect"

/** A registered or pending mark that looks or sounds like the proposed one. */
export interface SimilarRegisteredMark {
  readonly name: string
  /** Office code (US, EU, …) or where the mark is known from. */
  readonly jurisdiction: string
  /** Plain status as the source gives it: "registered", "pending", "dead", … */
  readonly status: string
  readonly niceClasses: ReadonlyArray<number>
  /** Similarity to the proposed mark, 0-1 (reference §6.1: 0.8 or more is a strong conflict). */
  readonly score: number
}

/**
 * Where distinctiveness_hints finds registered marks that look alike: the local register
 * and the well-known marks are wired in by the app; `none` finds nothing. Lookups must not
 * fail the analysis: an implementation answers what it can and logs the rest.
 */
export class SimilarMarksLookup extends Context.Tag("ipdata/SimilarMarksLookup")<
  SimilarMarksLookup,
  {
    readonly find: (mark: string, niceClasses: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<SimilarRegisteredMark>>
  }
>() {}

/** A lookup that finds nothing: the analysis then rests on the words alone. */
export const SimilarMarksLookupNone: Layer.Layer<SimilarMarksLookup> = Layer.succeed(SimilarMarksLookup, {
  find: () => Effect.succeed([])
})

/** A lookup over a fixed list (tests, demos): every mark given is returned as found. */
export const similarMarksLookupOf = (marks: ReadonlyArray<SimilarRegisteredMark>): Layer.Layer<SimilarMarksLookup> =>
  Layer.succeed(SimilarMarksLookup, { find: () => Effect.succeed(marks) })
