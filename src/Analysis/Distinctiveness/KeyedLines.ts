/**
 * The line format of the generated meaning tables (scripts/*.mjs): one "key:rest" line per word.
 * `value` reads the rest; a line without a key is skipped.
 */
export const keyedLines = <V>(text: string, value: (rest: string) => V): Map<string, V> => {
  const out = new Map<string, V>()
  for (const line of text.split("\n")) {
    const colon = line.indexOf(":")
    if (colon > 0) out.set(line.slice(0, colon), value(line.slice(colon + 1)))
  }
  return out
}

/** A "key:word word ..." line's rest as a set of its words. */
export const wordSet = (rest: string): ReadonlySet<string> => new Set(rest.split(" "))
