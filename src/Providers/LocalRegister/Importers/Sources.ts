/**
 * What an import reads: a file, a zip (read entry by entry without unpacking to disk), or a
 * directory of those. Files are taken in the order of the date in their names (apc240102.zip,
 * EUTMS_FULL_20240101.xml, ...), then by name, so a full file and its daily updates apply in sequence.
 */
import { createHash } from "node:crypto"
import { createReadStream, readdirSync, statSync } from "node:fs"
import { basename, join } from "node:path"
import type { Readable } from "node:stream"
import yauzl from "yauzl"

export interface SourceEntry {
  /** Entry name inside a zip, or the file's base name. */
  readonly name: string
  /** Uncompressed size in bytes (for progress). */
  readonly size: number
  readonly open: () => Promise<Readable>
}

export interface SourceFile {
  readonly path: string
  readonly name: string
  readonly size: number
  readonly mtime: Date
  readonly isZip: boolean
}

const DATA_FILE = /\.(xml|csv|txt|zip)$/i

/** A date in a bulk file's name: apc240102 (YYMMDD), 2024-01-02, 20240102. */
export const dateFromFileName = (name: string): string | undefined => {
  const iso = /(20\d{2}|19\d{2})-?(\d{2})-?(\d{2})(?!\d)/.exec(name)
  const yymmdd = /^[a-z]{2,4}(\d{2})(\d{2})(\d{2})(?!\d)/i.exec(name)
  const [y, m, d] = iso !== null ? [iso[1]!, iso[2]!, iso[3]!] : yymmdd !== null ? [`20${yymmdd[1]}`, yymmdd[2]!, yymmdd[3]!] : []
  if (y === undefined) return undefined
  const date = `${y}-${m}-${d}`
  const t = Date.parse(`${date}T00:00:00Z`)
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(date) ? date : undefined
}

/** Date order (from the names), then name order: a full file dated the 1st before the 2nd's diff. */
const byDateThenName = (a: string, b: string): number => {
  const da = dateFromFileName(a) ?? ""
  const db = dateFromFileName(b) ?? ""
  return da < db ? -1 : da > db ? 1 : a < b ? -1 : a > b ? 1 : 0
}

/** The files an import of `target` covers; throws a readable error for a missing path. */
export const listSourceFiles = (target: string): Array<SourceFile> => {
  let st
  try {
    st = statSync(target)
  } catch {
    throw new Error(`No such file or directory: ${target}`)
  }
  const describe = (path: string) => {
    const s = statSync(path)
    return { path, name: basename(path), size: s.size, mtime: s.mtime, isZip: /\.zip$/i.test(path) }
  }
  if (st.isFile()) return [describe(target)]
  if (!st.isDirectory()) throw new Error(`Not a file or directory: ${target}`)
  return readdirSync(target)
    .filter((n) => DATA_FILE.test(n) && !n.startsWith("."))
    .sort(byDateThenName)
    .map((n) => join(target, n))
    .filter((p) => statSync(p).isFile())
    .map(describe)
}

/** SHA-256 of a file's bytes (streamed): the identity of an import in the journal. */
export const hashFile = (path: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const h = createHash("sha256")
    createReadStream(path)
      .on("data", (chunk) => h.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(h.digest("hex")))
  })

const openZip = (path: string): Promise<yauzl.ZipFile> =>
  new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, decodeStrings: true }, (err, zip) => (err ? reject(err) : resolve(zip)))
  )

const zipEntryList = (zip: yauzl.ZipFile): Promise<Array<yauzl.Entry>> =>
  new Promise((resolve, reject) => {
    const entries: Array<yauzl.Entry> = []
    zip.on("entry", (e: yauzl.Entry) => {
      entries.push(e)
      zip.readEntry()
    })
    zip.on("end", () => resolve(entries))
    zip.on("error", reject)
    zip.readEntry()
  })

/**
 * The readable entries of a source file that match `accept`, in name order. For a zip the
 * returned close() releases the file handle; call it when done.
 */
export const sourceEntries = async (
  file: SourceFile,
  accept: RegExp
): Promise<{ readonly entries: ReadonlyArray<SourceEntry>; readonly close: () => void }> => {
  if (!file.isZip) {
    return { entries: [{ name: file.name, size: file.size, open: async () => createReadStream(file.path) }], close: () => {} }
  }
  let zip: yauzl.ZipFile
  try {
    zip = await openZip(file.path)
  } catch (e) {
    throw new Error(`${file.name} is not a readable zip file (${e instanceof Error ? e.message : String(e)})`)
  }
  const all = await zipEntryList(zip)
  const entries = all
    .filter((e) => !e.fileName.endsWith("/") && accept.test(e.fileName))
    .sort((a, b) => byDateThenName(a.fileName, b.fileName))
    .map((e): SourceEntry => ({
      name: e.fileName,
      size: e.uncompressedSize,
      open: () => new Promise<Readable>((resolve, reject) => zip.openReadStream(e, (err, stream) => (err ? reject(err) : resolve(stream))))
    }))
  return { entries, close: () => zip.close() }
}
