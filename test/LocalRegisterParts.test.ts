import { afterAll, afterEach, describe, expect, it, vi } from "@effect/vitest"
import { Effect } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { runCli } from "../src/Cli/Cli.js"
import { tm5Status } from "../src/Domain/Trademark.js"
import { isoDate, niceClass } from "../src/Providers/LocalRegister/Importers/Fields.js"
import {
  classesOfMask,
  classMask,
  nameKeys,
  neighbourhood,
  numberKey,
  ownerKey,
  queryTokens
} from "../src/Providers/LocalRegister/MarkKeys.js"
import { formatDuration, makeProgress } from "../src/Providers/LocalRegister/Progress.js"
import { trigramQuery } from "../src/Providers/LocalRegister/RegisterQueries.js"
import { auStatus, euStatus, textStatus } from "../src/Providers/LocalRegister/StatusMapping.js"
import { usptoStatusFromCode } from "../src/Providers/Uspto/UsptoStatus.js"

/** The real command line, as the bin runs it (runtime and script first). */
const cli = (args: ReadonlyArray<string>) => Effect.runPromise(runCli(["node", "ipdata-mcp", ...args]))

describe("status vocabularies", () => {
  it("USPTO status codes (upstream-offices §2.5)", () => {
    const cases: Array<[string, string]> = [
      ["700", "registered"],
      ["800", "registered"],
      ["790", "registered"],
      ["630", "pending"],
      ["686", "pending"],
      ["688", "pending"],
      ["612", "pending"],
      ["774", "opposed"],
      ["801", "opposed"],
      ["602", "abandoned"],
      ["692", "abandoned"],
      ["710", "cancelled"],
      ["402", "cancelled"],
      ["900", "expired"],
      ["123", "unknown"],
      ["", "unknown"]
    ]
    for (const [code, status] of cases) expect([code, usptoStatusFromCode(code)]).toEqual([code, status])
  })

  it("TM5 descriptors and free-text labels (CIPO, UKIPO)", () => {
    expect(tm5Status("LIVE/REGISTRATION/Issued and Active")).toBe("registered")
    expect(tm5Status("LIVE/APPLICATION/Published for Opposition")).toBe("pending")
    expect(tm5Status("LIVE/APPLICATION/Opposed")).toBe("opposed")
    expect(tm5Status("DEAD/APPLICATION/Refused/Dismissed or Invalidated")).toBe("abandoned")
    expect(tm5Status("DEAD/REGISTRATION/Expired")).toBe("expired")
    expect(tm5Status("DEAD/REGISTRATION/Cancelled")).toBe("cancelled")
    expect(tm5Status("Registered")).toBeUndefined()
    const labels: Array<[string, string]> = [
      ["Registered", "registered"],
      ["Advertised", "pending"],
      ["Formalized", "pending"],
      ["Opposed", "opposed"],
      ["Abandoned", "abandoned"],
      ["Expunged", "cancelled"],
      ["Registrations not renewed", "expired"],
      ["Applications published", "pending"],
      ["Registration pending", "pending"],
      ["Cancellation pending", "registered"],
      ["???", "unknown"]
    ]
    for (const [label, status] of labels) expect([label, textStatus(label)]).toEqual([label, status])
  })

  it("EUIPO enum and open-data wording (§3.6), IP Australia groups (§4.5)", () => {
    expect(euStatus("REGISTERED")).toBe("registered")
    expect(euStatus("Registration cancelled")).toBe("cancelled")
    expect(euStatus("SURRENDERED")).toBe("cancelled")
    expect(euStatus("REMOVED_FROM_REGISTER")).toBe("expired")
    expect(euStatus("Opposition pending")).toBe("opposed")
    expect(euStatus("CANCELLATION_PENDING")).toBe("registered")
    expect(euStatus("Application refused")).toBe("abandoned")
    expect(auStatus("REGISTERED")).toBe("registered")
    expect(auStatus("PENDING", "Under opposition")).toBe("opposed")
    expect(auStatus("NEVER_REGISTERED")).toBe("abandoned")
    expect(auStatus("REMOVED", "Removed - not renewed")).toBe("expired")
    expect(auStatus("REMOVED", "Removed - cancelled")).toBe("cancelled")
    expect(auStatus("DISCONTINUED")).toBe("unknown")
  })
})

describe("fields", () => {
  it("dates in the offices' forms, impossible dates refused", () => {
    expect(isoDate("20240102")).toBe("2024-01-02")
    expect(isoDate("202401020300")).toBe("2024-01-02")
    expect(isoDate("2024-01-02T04:00:00.000+0000")).toBe("2024-01-02")
    expect(isoDate("02/01/2024")).toBe("2024-01-02")
    expect(isoDate("4 March 2019")).toBe("2019-03-04")
    expect(isoDate("29/02/2023")).toBeUndefined()
    expect(isoDate("29/02/2024")).toBe("2024-02-29")
    expect(isoDate("00000000")).toBeUndefined()
    expect(isoDate("0")).toBeUndefined()
    expect(isoDate(undefined)).toBeUndefined()
  })

  it("Nice classes", () => {
    expect(niceClass("042")).toBe(42)
    expect(niceClass("Class 9")).toBe(9)
    expect(niceClass("200")).toBeUndefined()
    expect(niceClass("All")).toBeUndefined()
    expect(classesOfMask(classMask([45, 1, 9, 9]))).toEqual([1, 9, 45])
  })
})

describe("index keys", () => {
  it("number keys meet across the ways numbers are written", () => {
    expect(numberKey("sn 97-001234")).toBe("97001234")
    expect(numberKey("018901234")).toBe(numberKey("18901234"))
    expect(numberKey("TMA1,077,623")).toBe("1077623")
    expect(numberKey("UK00003700947")).toBe("3700947")
    expect(numberKey("no digits")).toBeUndefined()
  })

  it("owner keys ignore case, accents and punctuation", () => {
    expect(ownerKey("Apple, Inc.")).toBe("APPLE INC")
    expect(ownerKey("Société Générale")).toBe("SOCIETE GENERALE")
    expect(ownerKey("Lens & Light")).toBe("LENS AND LIGHT")
  })

  it("a query's neighbourhood holds every string one edit away", () => {
    const n = neighbourhood("GOOGEL")
    for (const s of ["GOOGEL", "GOOGLE", "GOOGE", "GOOGELS", "XOOGEL", "OOGEL"]) expect(n.has(s)).toBe(true)
    expect(n.has("GOOOGLE")).toBe(false)
    expect(neighbourhood("KESTREL").size).toBeGreaterThan(500)
  })

  it("records store few tokens; queries reach them by spelling, sound, words and prefix", () => {
    // Space-free form and its code, the coarse sound key (__) and its rhyme (#__), the ending (___, 6+ letters), the words and theirs.
    expect(nameKeys("Blue Ocean").fuzzy.split(" ").sort()).toEqual(
      ["#PLSN", "#_ASN", "#_PL", "BLUEOCEAN", "_BLUE", "_OCEAN", "__BLASAN", "#__ASAN", "___CEAN"].sort()
    )
    expect(nameKeys("Blue").fuzzy).not.toContain("___")
    expect(nameKeys("華為").fuzzy).toContain("HUAWEI")
    const q = queryTokens("NOVALUX")
    expect(q.near).toContain("NOVALUX")
    expect(q.sound).toEqual(["#NFLKS"])
    expect(q.prefix).toBe("NOVAL")
    expect(queryTokens("KWIK").prefix).toBeUndefined()
    // Clearance by word: a compound's leading and trailing parts are looked up as marks (NOVA in
    // NOVALINE), short keys within one edit (TIRK reaches TRIK), and the rhyme of the key.
    const compound = queryTokens("NOVALINE")
    expect(compound.parts).toEqual(expect.arrayContaining(["NOVA", "LINE"]))
    expect(compound.rhyme).toBe("#__ALAN")
    expect(queryTokens("TIRK").keys).toContain(nameKeys("TRIK").fuzzy.split(" ").find((t) => t.startsWith("__") && !t.startsWith("#")))
    const words = queryTokens("THE NOVA KITCHEN")
    expect(words.parts).toEqual(expect.arrayContaining(["NOVA", "KITCHEN"]))
    // Two edits by a swap and a dropped letter, or two dropped letters, from 6 letters up (GREENFIELD / GRENFEILD).
    const two = queryTokens("GREENFIELD").twoEdits
    expect(two).toEqual(expect.arrayContaining(["GRENFEILD", "GREFIELD"]))
    expect(two).not.toContain("GREENFIELD")
    expect(two.length).toBeLessThan(200)
    expect(queryTokens("TRIK").twoEdits).toEqual([])
  })

  it("substring queries use the trigrams of the text", () => {
    expect(trigramQuery("APPLE")).toBe("\"APP\" AND \"PPL\" AND \"PLE\"")
    expect(trigramQuery("AP")).toBeUndefined()
  })

  it("a long substring ANDs its five least common trigrams by letter frequency, in string order", () => {
    // KITCHENXATEX: the X trigrams and KIT are rarer than ITC, TCH, CHE, HEN, ATE.
    expect(trigramQuery("KITCHENXATEX")).toBe(["KIT", "ENX", "NXA", "XAT", "TEX"].map((g) => `"${g}"`).join(" AND "))
  })
})

describe("progress", () => {
  it("prints periodic plain lines with rate and ETA off a terminal", () => {
    const out: Array<string> = []
    let now = 0
    const p = makeProgress({ write: (s) => out.push(s), tty: false, now: () => now, intervalMs: 5000 })
    p.start("apc240102.zip", 1000)
    now = 1000
    p.update(100, 100) // before the interval: silent
    now = 10_000
    p.update(20_000, 250)
    now = 40_000
    p.finish(80_000)
    expect(out).toEqual([
      "apc240102.zip: 25.0%, 20,000 records, 2,000 records/s, ETA 30s\n",
      "apc240102.zip: 80,000 records in 40s (2,000 records/s)\n"
    ])
  })

  it("redraws one bar on a terminal", () => {
    const out: Array<string> = []
    let now = 0
    const p = makeProgress({ write: (s) => out.push(s), tty: true, now: () => now, width: 10 })
    p.start("f.xml", 100)
    now = 1000
    p.update(50, 50)
    expect(out[0]).toBe("\r\x1b[2Kf.xml [#####.....]  50% 50 records, 50 records/s, ETA 1s")
    now = 2000
    p.finish(100)
    expect(out[1]).toBe("\r\x1b[2Kf.xml: 100 records in 2s (50 records/s)\n")
    expect(formatDuration(3725)).toBe("1h02m")
  })
})

describe("CLI", () => {
  const env = process.env["DATA_DIR"]
  const created: Array<string> = []
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "local-register-cli-"))
    created.push(dir)
    return dir
  }
  afterAll(() => {
    for (const dir of created) rmSync(dir, { recursive: true, force: true })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    if (env === undefined) delete process.env["DATA_DIR"]
    else process.env["DATA_DIR"] = env
  })
  const capture = () => {
    const out: Array<string> = []
    const err: Array<string> = []
    vi.spyOn(process.stdout, "write").mockImplementation((s) => (out.push(String(s)), true))
    vi.spyOn(process.stderr, "write").mockImplementation((s) => (err.push(String(s)), true))
    // @effect/cli prints help and usage errors through the console
    vi.spyOn(console, "log").mockImplementation((...s: Array<unknown>) => void out.push(s.join(" ")))
    vi.spyOn(console, "error").mockImplementation((...s: Array<unknown>) => void err.push(s.join(" ")))
    return { out, err }
  }

  it("import names what is wrong with its arguments, with exit code 2", async () => {
    process.env["DATA_DIR"] = tempDir()
    const { err } = capture()
    expect(await cli(["import", "x.xml"])).toBe(2)
    expect(err.join("")).toContain("--format")
    expect(await cli(["import", "--format", "uspto-xml"])).toBe(2)
    expect(await cli(["import", "--format", "uspto-xml", "--as-of", "yesterday", "x"])).toBe(2)
    expect(err.join("")).toContain("--as-of needs a date as YYYY-MM-DD")
    expect(await cli(["import", "--format", "cipo-xml", "--jurisdiction", "XX", "x.xml"])).toBe(2)
    expect(err.join("")).toContain("Unknown jurisdiction \"XX\"")
  })

  it("import needs DATA_DIR and says so", async () => {
    delete process.env["DATA_DIR"]
    const { err } = capture()
    expect(await cli(["import", "--format", "uspto-xml", "samples/uspto"])).toBe(2)
    expect(err.join("")).toContain("DATA_DIR is not set")
  })

  it("import refuses an unknown format, listing the known ones", async () => {
    process.env["DATA_DIR"] = tempDir()
    const { err } = capture()
    expect(await cli(["import", "--format", "tmview", "samples/uspto"])).toBe(2)
    expect(err.join("")).toContain("Unknown format \"tmview\". Use one of: uspto-xml, euipo-xml, iprapid-csv, cipo-xml, ukipo-journal-xml")
  })

  it("imports a sample and shows it in register stats", async () => {
    process.env["DATA_DIR"] = tempDir()
    const { out } = capture()
    const samples = fileURLToPath(new URL("../samples/ukipo", import.meta.url))
    expect(await cli(["import", "--format", "ukipo-journal-xml", samples])).toBe(0)
    expect(out.join("")).toContain("Imported TMJ-2024-001.xml (data as of 2024-01-05): 25 records")
    expect(await cli(["register", "stats"])).toBe(0)
    expect(out.join("")).toMatch(/GB\s+26\s+23\s+3\s+2024-01-12/)
    expect(await cli(["register", "stats", "--json"])).toBe(0)
    const json = JSON.parse(out[out.length - 1]!) as { jurisdictions: Array<{ jurisdiction: string; marks: number }> }
    expect(json.jurisdictions).toEqual([expect.objectContaining({ jurisdiction: "GB", marks: 26 })])
  })

  it("register stats on an empty DATA_DIR says how to load data", async () => {
    process.env["DATA_DIR"] = tempDir()
    const { out } = capture()
    expect(await cli(["register", "stats"])).toBe(0)
    expect(out.join("")).toContain("No local register at")
  })
})
