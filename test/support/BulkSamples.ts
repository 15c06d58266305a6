/** Bulk files for the sync tests: the samples (synthetic), a real USPTO excerpt, and generated USPTO daily files. */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import yazl from "yazl"

export const ROOT = join(import.meta.dirname, "..", "..")

export const readSample = (path: string): Buffer => readFileSync(join(ROOT, path))

/** A zip holding `entries` (name → content), as the USPTO ships its daily files. */
export const zipOf = (entries: Record<string, Buffer | string>): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile()
    for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name)
    zip.end()
    const chunks: Array<Buffer> = []
    zip.outputStream.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve(Buffer.concat(chunks))).on("error", reject)
  })

const caseFile = (serial: number, name: string, date: string, status: string) =>
  `      <case-file>
        <serial-number>${serial}</serial-number>
        <transaction-date>${date.replace(/-/g, "")}</transaction-date>
        <case-file-header>
          <filing-date>${date.replace(/-/g, "")}</filing-date>
          <status-code>${status}</status-code>
          <status-date>${date.replace(/-/g, "")}</status-date>
          <mark-identification>${name}</mark-identification>
          <mark-drawing-code>4000</mark-drawing-code>
        </case-file-header>
        <classifications>
          <classification>
            <international-code-total-no>1</international-code-total-no>
            <international-code>009</international-code>
            <primary-code>009</primary-code>
          </classification>
        </classifications>
        <case-file-owners>
          <case-file-owner>
            <entry-number>01</entry-number>
            <party-type>10</party-type>
            <party-name>SYNTHETIC OWNER ${serial % 97} LLC</party-name>
          </case-file-owner>
        </case-file-owners>
      </case-file>`

/** A synthetic USPTO daily file (TRTDXFAP layout) with these marks. */
export const usptoDailyXml = (
  date: string,
  marks: ReadonlyArray<{ readonly serial: number; readonly name: string; readonly status?: string }>
): string =>
  `<?xml version="1.0" encoding="UTF-8"?>
<!-- SYNTHETIC TEST DATA in the USPTO TRTDXFAP layout: every mark and owner is invented. -->
<trademark-applications-daily>
  <version><version-no>2.1</version-no><version-date>20121010</version-date></version>
  <creation-datetime>${date.replace(/-/g, "")}0300</creation-datetime>
  <application-information>
    <file-segments>
      <file-segment>TRMK</file-segment>
      <action-keys>
        <action-key>DA</action-key>
${marks.map((m) => caseFile(m.serial, m.name, date, m.status ?? "630")).join("\n")}
      </action-keys>
    </file-segments>
  </application-information>
</trademark-applications-daily>
`

/** `count` generated marks from serial `first` on. */
export const generatedMarks = (first: number, count: number, prefix = "SYNMARK") =>
  Array.from({ length: count }, (_, i) => ({ serial: first + i, name: `${prefix} ${(first + i).toString(36).toUpperCase()}` }))

/** `apcYYMMDD.zip` holding one daily XML. */
export const usptoDailyZip = async (date: string, marks: Parameters<typeof usptoDailyXml>[1]) => {
  const stem = `apc${date.slice(2).replace(/-/g, "")}`
  return { name: `${stem}.zip`, body: await zipOf({ [`${stem}.xml`]: usptoDailyXml(date, marks) }) }
}
