// The WIPO Nice list's English master files (NCL 12-2024: classification_top_structure.xml and
// en-classification_texts.xml), read the one way both generators need them: the two files named on the
// command line, each goods/services id's class number, and the XML entities undone.
import { readFileSync } from "node:fs"

export const readNclMasterFiles = (script: string) => {
  const [structurePath, textsPath] = process.argv.slice(2)
  if (structurePath === undefined || textsPath === undefined) {
    console.error(`usage: npx tsx scripts/${script} <classification_top_structure.xml> <en-classification_texts.xml>`)
    process.exit(2)
  }
  const structure = readFileSync(structurePath, "utf8")
  const texts = readFileSync(textsPath, "utf8")
  /** Class number of every class id and every goods/services id. */
  const classOf = new Map<string, number>()
  let current = 0
  for (const m of structure.matchAll(/<Class id="(\w+)"[^>]*classNumber="(\d+)"|<GoodOrService [^>]*id="(\w+)"/g)) {
    if (m[1] !== undefined) {
      current = Number(m[2])
      classOf.set(m[1], current)
    } else classOf.set(m[3]!, current)
  }
  return { structure, texts, classOf }
}

export const unescapeXml = (s: string) =>
  s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"").replace(/&apos;/g, "'").replace(/&amp;/g, "&")
