/**
 * The listing answers of the offices' bulk-data services, read tolerantly (only the fields sync
 * uses), and turned into ListedFiles:
 *  - USPTO Open Data Portal, `GET /api/v1/datasets/products/{product}?includeFiles=true`
 *    → `bulkDataProductBag[0].productFileBag.fileDataBag[]` (fileName, fileSize, fileDataFromDate,
 *    fileDataToDate, fileTypeText, fileDownloadURI, fileReleaseDate);
 *  - CKAN `package_show` (data.gov.au, data.gov.uk) → `result.resources[]` (name, url, format,
 *    size, last_modified, created, hash).
 * Shapes as published; samples in test/fixtures/sync (see SOURCE.md there).
 */
import { Either, Schema } from "effect"
import { dateFromFileName } from "../Importers/Sources.js"
import type { ListedFile } from "./SyncSource.js"

const OptString = Schema.optional(Schema.NullOr(Schema.String))
const OptSize = Schema.optional(Schema.NullOr(Schema.Union(Schema.Number, Schema.String)))

const OdpFile = Schema.Struct({
  fileName: Schema.String,
  fileSize: OptSize,
  fileDataFromDate: OptString,
  fileDataToDate: OptString,
  fileTypeText: OptString,
  fileDownloadURI: OptString,
  fileReleaseDate: OptString
})

const OdpProduct = Schema.Struct({
  productIdentifier: OptString,
  productFileBag: Schema.optional(Schema.Struct({ fileDataBag: Schema.optional(Schema.Array(OdpFile)) }))
})

const OdpAnswer = Schema.Struct({ bulkDataProductBag: Schema.optional(Schema.Array(OdpProduct)) })

const CkanResource = Schema.Struct({
  name: OptString,
  url: OptString,
  format: OptString,
  size: OptSize,
  last_modified: OptString,
  created: OptString,
  hash: OptString
})

const CkanAnswer = Schema.Struct({
  success: Schema.Boolean,
  result: Schema.optional(Schema.Struct({ resources: Schema.optional(Schema.Array(CkanResource)) })),
  error: Schema.optional(Schema.Unknown)
})

const isoDay = (s: string | null | undefined): string | undefined => {
  const m = s == null ? null : /^(\d{4}-\d{2}-\d{2})/.exec(s.trim())
  return m === null ? undefined : m[1]
}

const sizeOf = (v: number | string | null | undefined): number | undefined => {
  const n = typeof v === "string" ? Number(v) : v
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : undefined
}

const checksumOf = (hash: string | null | undefined): ListedFile["checksum"] => {
  const h = hash?.trim().toLowerCase().replace(/^(md5|sha1|sha256)[:=]/, "") ?? ""
  if (/^[0-9a-f]{64}$/.test(h)) return { algorithm: "sha256", hex: h }
  if (/^[0-9a-f]{40}$/.test(h)) return { algorithm: "sha1", hex: h }
  if (/^[0-9a-f]{32}$/.test(h)) return { algorithm: "md5", hex: h }
  return undefined
}

const decode = <A, I>(schema: Schema.Schema<A, I>, json: unknown, what: string): Either.Either<A, string> =>
  Schema.decodeUnknownEither(schema)(json).pipe(Either.mapLeft(() => `the ${what} answer has an unexpected shape`))

/** The data files of an ODP product listing (documentation files left out), or why it cannot be read. */
export const odpFiles = (
  json: unknown,
  options: {
    readonly baseUrl: string
    readonly product: string
    readonly headers: Readonly<Record<string, string>>
    readonly backfile: boolean
  }
): Either.Either<ReadonlyArray<ListedFile>, string> =>
  Either.map(decode(OdpAnswer, json, `USPTO ${options.product} listing`), (answer) => {
    const files = answer.bulkDataProductBag?.[0]?.productFileBag?.fileDataBag ?? []
    return files.flatMap((f): Array<ListedFile> => {
      if (!/\.zip$/i.test(f.fileName) || (f.fileTypeText != null && !/data/i.test(f.fileTypeText))) return []
      const date = dateFromFileName(f.fileName) ?? isoDay(f.fileDataToDate) ?? isoDay(f.fileDataFromDate) ?? isoDay(f.fileReleaseDate)
      if (date === undefined) return []
      const url = f.fileDownloadURI ??
        `${options.baseUrl}/api/v1/datasets/products/files/${options.product}/${encodeURIComponent(f.fileName)}`
      return [{ name: f.fileName, url, date, size: sizeOf(f.fileSize), headers: options.headers, backfile: options.backfile }]
    })
  })

/** A CKAN resource as listed by `package_show`. */
export type CkanResource = typeof CkanResource.Type

/** The resources of a CKAN dataset's `package_show` answer, or why it has none. */
export const ckanResources = (json: unknown, dataset: string): Either.Either<ReadonlyArray<CkanResource>, string> =>
  Either.flatMap(decode(CkanAnswer, json, `CKAN ${dataset}`), (answer) =>
    !answer.success || answer.result === undefined
      ? Either.left(`CKAN says dataset "${dataset}" is not available (${JSON.stringify(answer.error ?? "no result")})`)
      : Either.right(answer.result.resources ?? []))

/** The files among CKAN resources that `accept` keeps; names carry the date so each release is its own file. */
export const ckanResourceFiles = (
  resources: ReadonlyArray<CkanResource>,
  accept: (r: { name: string; url: string; format: string }) => boolean
): ReadonlyArray<ListedFile> =>
  resources.flatMap((r): Array<ListedFile> => {
    const url = r.url ?? ""
    if (!/^https?:\/\//i.test(url)) return []
    let base = ""
    try {
      base = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "")
    } catch {
      return []
    }
    const name = r.name ?? base
    if (base === "" || !accept({ name, url, format: r.format ?? "" })) return []
    const date = dateFromFileName(base) ?? isoDay(r.last_modified) ?? isoDay(r.created)
    if (date === undefined) return []
    const safe = base.replace(/[^A-Za-z0-9._-]+/g, "_")
    return [{
      name: dateFromFileName(safe) === date ? safe : `${date}_${safe}`,
      url,
      date,
      size: sizeOf(r.size),
      checksum: checksumOf(r.hash)
    }]
  })

/** The files of a CKAN dataset that `accept` keeps. */
export const ckanFiles = (
  json: unknown,
  options: { readonly dataset: string; readonly accept: (r: { name: string; url: string; format: string }) => boolean }
): Either.Either<ReadonlyArray<ListedFile>, string> =>
  Either.map(ckanResources(json, options.dataset), (resources) => ckanResourceFiles(resources, options.accept))
