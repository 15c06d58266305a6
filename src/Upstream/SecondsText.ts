/**
 * Durations in the messages the upstream layer writes. Waits ("retry in
 * 3 s") round up, so a caller who waits that long is never early; budgets
 * and timeouts keep a tenth, so "2.5 s" is not shown as "3 s".
 */

/** Whole seconds, rounded up, at least 1: "3 s". */
export const secondsRoundedUp = (ms: number): string => `${Math.max(1, Math.ceil(ms / 1000))} s`

/** Seconds to a tenth: "2.5 s". */
export const secondsToTenth = (ms: number): string => `${Math.round(ms / 100) / 10} s`
