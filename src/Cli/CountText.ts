/** A count as the CLI reports print it: digits grouped in thousands ("1,234,567"), whatever the machine's locale. */
export const countText = (n: number): string => n.toLocaleString("en-US")
