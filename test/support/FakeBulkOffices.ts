/**
 * The offices' bulk-data services on 127.0.0.1, in their published shapes:
 *  - USPTO Open Data Portal: GET /api/v1/datasets/products/{TRTDXFAP|TRTYRAP}?fileDataFromDate&fileDataToDate&includeFiles
 *    (X-API-KEY required) and GET /api/v1/datasets/products/files/{product}/{name} → 302 to a second
 *    host (a CDN on another port), as the real portal redirects to presigned download URLs;
 *  - CKAN package_show (data.gov.au): GET /data/api/3/action/package_show?id=iprapid (slug) or the package id, answering
 *    as IP RAPID's dataset does: its data files beside the data dictionary PDF (see SourceCatalog.ts for the sources);
 * The CDN serves files with Range support and injected faults: a cut connection, wrong bytes,
 * 429/503 answers (with Retry-After). It records what it was asked, to check credentials and ranges.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

export interface FakeFile {
  readonly product: "TRTDXFAP" | "TRTYRAP" | "CKAN"
  readonly name: string
  readonly date: string
  readonly body: Buffer
  /** Published size (default: the body's); a wrong one makes the check fail. */
  readonly listedSize?: number
  /** CKAN `hash` to publish. */
  readonly hash?: string
}

export type Fault =
  | { readonly kind: "cut"; readonly afterBytes: number }
  | { readonly kind: "corrupt" }
  | { readonly kind: "status"; readonly status: number; readonly retryAfter?: string }

export interface Seen {
  readonly host: "api" | "cdn"
  readonly path: string
  readonly apiKey: string | undefined
  readonly range: string | undefined
}

export interface FakeBulkOffices {
  readonly apiUrl: string
  readonly cdnUrl: string
  readonly files: Array<FakeFile>
  /** Faults for a file, each used once, in order. */
  readonly faults: Map<string, Array<Fault>>
  /** Faults for the listing calls, each used once. */
  readonly listingFaults: Array<Fault>
  /** A file whose download waits for this promise (to look at a register while it is loading). */
  readonly holds: Map<string, Promise<void>>
  readonly seen: Array<Seen>
  readonly close: () => Promise<void>
}

export const API_KEY = "test-odp-key"
/** IP RAPID's package id on data.gov.au (SourceCatalog.ts gives the source). */
export const IPRAPID_PACKAGE_ID = "423000b8-5735-4447-bcb9-792644bcd7ea"

const listen = (handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; url: string }> =>
  new Promise((resolve) => {
    const server = createServer(handler)
    server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }))
  })

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" })
  res.end(JSON.stringify(body))
}

export const startFakeBulkOffices = async (files: Array<FakeFile> = []): Promise<FakeBulkOffices> => {
  const faults = new Map<string, Array<Fault>>()
  const listingFaults: Array<Fault> = []
  const holds = new Map<string, Promise<void>>()
  const seen: Array<Seen> = []
  const record = (host: "api" | "cdn", req: IncomingMessage) =>
    seen.push({
      host,
      path: req.url ?? "",
      apiKey: req.headers["x-api-key"] as string | undefined,
      range: req.headers["range"] as string | undefined
    })

  const cdn = await listen(async (req, res) => {
    record("cdn", req)
    const name = decodeURIComponent((req.url ?? "").replace(/^\/cdn\//, "").split("?")[0]!)
    await holds.get(name)
    const file = files.find((f) => f.name === name)
    if (file === undefined) return json(res, 404, { error: "not found" })
    const fault = faults.get(name)?.shift()
    if (fault?.kind === "status") {
      res.writeHead(fault.status, fault.retryAfter !== undefined ? { "retry-after": fault.retryAfter } : {})
      return res.end()
    }
    const body = fault?.kind === "corrupt" ? Buffer.from(file.body.map((b) => b ^ 0x5a)) : file.body
    const m = /^bytes=(\d+)-$/.exec((req.headers["range"] as string | undefined) ?? "")
    const start = m === null ? 0 : Number(m[1])
    if (start >= body.length && m !== null) {
      res.writeHead(416, { "content-range": `bytes */${body.length}` })
      return res.end()
    }
    const part = body.subarray(start)
    res.writeHead(m === null ? 200 : 206, {
      "content-type": "application/zip",
      "content-length": String(part.length),
      "accept-ranges": "bytes",
      ...(m === null ? {} : { "content-range": `bytes ${start}-${body.length - 1}/${body.length}` })
    })
    if (fault?.kind === "cut") {
      // Send the first bytes, give the client time to read them, then drop the connection mid-file.
      res.write(part.subarray(0, fault.afterBytes), () => setTimeout(() => res.destroy(), 200))
      return
    }
    res.end(part)
  })

  const api = await listen((req, res) => {
    record("api", req)
    const url = new URL(req.url ?? "/", "http://x")
    const fault = listingFaults.shift()
    if (fault?.kind === "status") {
      res.writeHead(fault.status, fault.retryAfter !== undefined ? { "retry-after": fault.retryAfter } : {})
      return res.end()
    }
    const download = /^\/api\/v1\/datasets\/products\/files\/(TRTDXFAP|TRTYRAP)\/(.+)$/.exec(url.pathname)
    if (download !== null) {
      if (req.headers["x-api-key"] !== API_KEY) return json(res, 401, { message: "Unauthorized" })
      res.writeHead(302, { location: `${cdn.url}/cdn/${download[2]}` })
      return res.end()
    }
    const product = /^\/api\/v1\/datasets\/products\/(TRTDXFAP|TRTYRAP)$/.exec(url.pathname)
    if (product !== null) {
      if (req.headers["x-api-key"] === undefined) return json(res, 401, { message: "Unauthorized" })
      if (req.headers["x-api-key"] !== API_KEY) return json(res, 403, { message: "Forbidden" })
      const from = url.searchParams.get("fileDataFromDate") ?? "0000-00-00"
      const to = url.searchParams.get("fileDataToDate") ?? "9999-99-99"
      const bag = files
        .filter((f) => f.product === product[1] && f.date >= from && f.date <= to)
        .map((f) => ({
          fileName: f.name,
          fileSize: f.listedSize ?? f.body.length,
          fileDataFromDate: f.date,
          fileDataToDate: f.date,
          fileTypeText: "Data",
          fileDownloadURI: `${api.url}/api/v1/datasets/products/files/${product[1]}/${f.name}`,
          fileReleaseDate: `${f.date} 03:00:00`
        }))
      // Documentation files are listed beside the data, as on the portal.
      bag.push({
        fileName: "Trademark-Applications-Documentation.doc",
        fileSize: 100,
        fileDataFromDate: from,
        fileDataToDate: from,
        fileTypeText: "Documentation",
        fileDownloadURI: `${api.url}/doc`,
        fileReleaseDate: `${from} 00:00:00`
      })
      return json(res, 200, {
        count: 1,
        bulkDataProductBag: [{
          productIdentifier: product[1],
          productTitleText: "Trademark Full Text XML Data",
          productFrequencyText: "DAILY",
          productFileBag: { count: bag.length, fileDataBag: bag }
        }]
      })
    }
    if (url.pathname === "/data/api/3/action/package_show") {
      const id = url.searchParams.get("id")
      if (id !== "iprapid" && id !== IPRAPID_PACKAGE_ID) {
        return json(res, 404, { success: false, error: { message: "Not found", __type: "Not Found Error" } })
      }
      const data = files
        .filter((f) => f.product === "CKAN")
        .map((f, i) => ({
          id: `res-${i}`,
          package_id: IPRAPID_PACKAGE_ID,
          name: /\.zip$/i.test(f.name) ? "IP RAPID" : `IP RAPID trade marks ${f.date}`,
          url: `${cdn.url}/cdn/${f.name}`,
          format: /\.zip$/i.test(f.name) ? "ZIP" : "CSV",
          size: f.listedSize ?? f.body.length,
          last_modified: `${f.date}T02:00:00.000000`,
          created: `${f.date}T01:00:00.000000`,
          hash: f.hash ?? ""
        }))
      return json(res, 200, {
        help: "https://data.gov.au/data/api/3/action/help_show?name=package_show",
        success: true,
        result: {
          id: IPRAPID_PACKAGE_ID,
          name: "iprapid",
          resources: [
            ...data,
            {
              id: "f4750acd-decc-4b7b-99c9-4ed1c3c43441",
              package_id: IPRAPID_PACKAGE_ID,
              name: "IP RAPID data dictionary",
              url: `${cdn.url}/cdn/ip-rapid-data-dictionary.pdf`,
              format: "PDF",
              size: 1000,
              last_modified: "2024-01-01T00:00:00.000000",
              created: "2024-01-01T00:00:00.000000",
              hash: ""
            }
          ]
        }
      })
    }
    json(res, 404, { error: "not found" })
  })

  return {
    apiUrl: api.url,
    cdnUrl: cdn.url,
    files,
    faults,
    listingFaults,
    holds,
    seen,
    close: async () => {
      await Promise.all([new Promise((r) => api.server.close(r)), new Promise((r) => cdn.server.close(r))])
    }
  }
}
