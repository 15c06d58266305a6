/** A small reader of the text format: `name{labels} value` -> number; checks TYPE lines come first. */
export const parsePrometheus = (text: string): Map<string, number> => {
  const out = new Map<string, number>()
  const typed = new Set<string>()
  for (const line of text.split("\n")) {
    if (line === "") continue
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|summary|histogram|untyped)$/.exec(line)
    if (type !== null) {
      typed.add(type[1]!)
      continue
    }
    if (line.startsWith("# HELP ")) continue
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (\S+)$/.exec(line)
    if (m === null) throw new Error(`not a Prometheus sample line: ${line}`)
    const family = m[1]!.replace(/_(sum|count)$/, "")
    if (!typed.has(m[1]!) && !typed.has(family)) throw new Error(`sample before its TYPE: ${line}`)
    const value = m[3] === "+Inf" ? Infinity : m[3] === "-Inf" ? -Infinity : Number(m[3])
    if (Number.isNaN(value) && m[3] !== "NaN") throw new Error(`bad value: ${line}`)
    out.set(`${m[1]}${m[2] ?? ""}`, value)
  }
  return out
}
