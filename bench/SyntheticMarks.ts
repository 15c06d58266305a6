/**
 * Deterministic synthetic trade marks for the register benchmark: brand-like names (coined
 * words, dictionary words, two- and three-word marks, the odd digit or ampersand), owners with
 * a long-tailed number of marks each, Nice classes weighted like real filings (9, 35, 42, 41
 * and 25 lead), and a realistic spread of statuses. Written as an IP RAPID CSV so the benchmark
 * measures the real import path.
 */
import { execFile } from "node:child_process"
import { createWriteStream } from "node:fs"
import { fileURLToPath, pathToFileURL } from "node:url"

export const rng = (seed: number) => {
  let s = seed >>> 0
  return (): number => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORDS = `SUN STAR BLUE GREEN RED GOLD SILVER OCEAN RIVER STONE ROCK FIRE ICE WIND STORM CLOUD SKY MOON
NOVA TERRA AQUA VITA LUX PRIME ALPHA OMEGA DELTA APEX PEAK SUMMIT CREST EDGE CORE PULSE WAVE SPARK FLASH
BOLT SWIFT RAPID QUICK SMART BRIGHT CLEAR PURE FRESH WILD TRUE BOLD NOBLE ROYAL URBAN METRO CITY HOME
NEST HAVEN HARBOR BRIDGE GATE PATH TRAIL ROAD WAY LINK HUB NET WEB CLOUD DATA CODE BYTE BIT PIXEL
TECH LABS SOFT WARE WORKS SYSTEMS GROUP PARTNERS HEALTH CARE MED BIO GENE PHARMA NUTRI FIT SPORT
ACTIVE MOTION FLOW ZEN CALM BLISS JOY HAPPY LUCKY MAGIC DREAM VISION IDEA MIND BRAIN SENSE TOUCH
TASTE FLAVOR SPICE SUGAR HONEY BERRY APPLE LEMON ORANGE MANGO OLIVE MINT BASIL COCOA COFFEE TEA BREW
BAKERY KITCHEN TABLE CHEF GRILL FARM FIELD GARDEN LEAF TREE OAK PINE CEDAR MAPLE ROSE LILY LOTUS ORCHID
EAGLE FALCON HAWK KESTREL RAVEN OWL FOX WOLF BEAR LION TIGER PANTHER JAGUAR COBRA VIPER DRAGON PHOENIX
KNIGHT CROWN SHIELD ARROW ANCHOR COMPASS ATLAS ORBIT COMET ROCKET JET WING FEATHER PEARL JADE RUBY
CRYSTAL DIAMOND IRON STEEL COPPER TITAN VOLT WATT OHM ENERGY POWER SOLAR LUNAR POLAR NORTH SOUTH EAST
WEST COAST ISLAND BAY LAKE CANYON VALLEY MESA DUNE DESERT ARCTIC TROPIC SAFARI NOMAD VOYAGE JOURNEY
QUEST TRIBE CLAN UNITY FUSION NEXUS VERTEX MATRIX VECTOR SIGMA ZETA KAPPA THETA BETA GAMMA`.split(/\s+/)

const ONSETS = [
  "b",
  "br",
  "c",
  "cl",
  "cr",
  "d",
  "dr",
  "f",
  "fl",
  "g",
  "gr",
  "h",
  "j",
  "k",
  "kl",
  "l",
  "m",
  "n",
  "p",
  "pl",
  "pr",
  "qu",
  "r",
  "s",
  "sk",
  "sl",
  "sn",
  "st",
  "t",
  "tr",
  "v",
  "w",
  "x",
  "z",
  "zh",
  "ph",
  "th",
  "ch",
  "sh"
]
const VOWELS = ["a", "e", "i", "o", "u", "ai", "ea", "io", "ou", "y", "ee", "oo"]
const CODAS = ["", "", "", "n", "r", "l", "s", "x", "k", "m", "t", "nd", "rk", "st", "ck", "ll", "ng", "z"]
const SUFFIXES = ["", "", "", "", "ify", "ly", "io", "ex", "ix", "ora", "ara", "ia", "on", "us", "um", "ax", "ity", "ino", "eo", "ova"]
const LEGAL = [
  "Inc",
  "LLC",
  "Ltd",
  "GmbH",
  "Pty Ltd",
  "SA",
  "SAS",
  "BV",
  "KK",
  "Co",
  "Corporation",
  "Holdings Ltd",
  "AG",
  "Group Inc",
  "Limited",
  "Oy",
  "AB",
  "SpA"
]
const STATUS: ReadonlyArray<readonly [number, string, string]> = [
  [0.55, "REGISTERED", "Registered/protected"],
  [0.75, "PENDING", "Accepted/advertised"],
  [0.77, "PENDING", "Under opposition"],
  [0.92, "REFUSED", "Refused/not protected"],
  [0.97, "REMOVED", "Removed - cancelled"],
  [1.0, "REMOVED", "Removed - not renewed"]
]
/** Nice classes with filing weights (9, 35, 42, 41, 25 dominate, as in real registers). */
const CLASS_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [9, 12],
  [35, 11],
  [42, 8],
  [41, 7],
  [25, 6],
  [30, 4],
  [5, 4],
  [3, 4],
  [43, 3],
  [44, 3],
  [29, 3],
  [16, 3],
  [36, 3],
  [32, 2],
  [28, 2],
  [11, 2],
  [7, 2],
  [1, 2],
  [18, 2],
  [14, 2],
  [20, 2],
  [21, 2],
  [37, 2],
  [39, 2],
  [45, 1],
  [10, 1],
  [12, 1],
  [33, 1]
]

export interface Synthetic {
  readonly nextName: () => string
  readonly nextOwner: () => string
  readonly nextClasses: () => Array<number>
  readonly nextStatus: () => readonly [string, string]
  readonly pick: <A>(xs: ReadonlyArray<A>) => A
  readonly random: () => number
}

export const synthetic = (seed: number): Synthetic => {
  const random = rng(seed)
  const pick = <A>(xs: ReadonlyArray<A>): A => xs[Math.floor(random() * xs.length)]!
  const coined = (): string => {
    const syllables = 1 + Math.floor(random() * 3)
    let w = ""
    for (let i = 0; i < syllables; i++) w += pick(ONSETS) + pick(VOWELS) + (i === syllables - 1 ? pick(CODAS) : "")
    return (w + pick(SUFFIXES)).toUpperCase()
  }
  const word = (): string => (random() < 0.45 ? pick(WORDS) : coined())
  const nextName = (): string => {
    const r = random()
    if (r < 0.5) return word()
    if (r < 0.62) return pick(WORDS) + coined() // SUNVEX
    if (r < 0.9) return `${word()} ${word()}`
    if (r < 0.96) return `${word()} ${word()} ${word()}`
    if (r < 0.98) return `${word()} & ${word()}`
    return `${word()} ${1 + Math.floor(random() * 99)}`
  }
  // Owners: a pool where a few own many marks (Zipf-like) and most own one or two.
  const owners: Array<string> = []
  const ownerName = (): string => {
    const base = random() < 0.5 ? coined() : `${pick(WORDS)} ${coined()}`
    return `${base.charAt(0)}${base.slice(1).toLowerCase().replace(/ (\w)/g, (_, c: string) => ` ${c.toUpperCase()}`)} ${pick(LEGAL)}`
  }
  const nextOwner = (): string => {
    if (owners.length < 50 || random() < 0.35) {
      const o = ownerName()
      if (owners.length < 200_000) owners.push(o)
      return o
    }
    // Skew towards early owners: index = n * u^3.
    return owners[Math.floor(owners.length * random() ** 3)]!
  }
  const totalWeight = CLASS_WEIGHTS.reduce((s, [, w]) => s + w, 0)
  const oneClass = (): number => {
    let r = random() * totalWeight
    for (const [c, w] of CLASS_WEIGHTS) {
      r -= w
      if (r <= 0) return c
    }
    return 9
  }
  const nextClasses = (): Array<number> => {
    const n = random() < 0.6 ? 1 : random() < 0.75 ? 2 : 3
    return [...new Set(Array.from({ length: n }, oneClass))].sort((a, b) => a - b)
  }
  const nextStatus = (): readonly [string, string] => {
    const r = random()
    const hit = STATUS.find(([p]) => r <= p)!
    return [hit[1], hit[2]]
  }
  return { nextName, nextOwner, nextClasses, nextStatus, pick, random }
}

const csv = (s: string): string => (/[",\n]/.test(s) ? `"${s.replace(/"/g, "\"\"")}"` : s)

/** Write n synthetic marks as an IP RAPID CSV; resolves with a sample of the names written. */
export const writeSyntheticCsv = async (path: string, n: number, seed = 42): Promise<Array<string>> => {
  const g = synthetic(seed)
  const out = createWriteStream(path)
  const names: Array<string> = []
  const write = (s: string) => (out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once("drain", () => r())))
  await write("# SYNTHETIC benchmark data\ntm_number,words,kind,status_group,status_detail,filing_date,nice_classes,owner_names\n")
  let buf = ""
  for (let i = 0; i < n; i++) {
    const name = g.nextName()
    if (i % 997 === 0) names.push(name)
    const [group, detail] = g.nextStatus()
    const y = 1990 + Math.floor(g.random() * 34)
    const date = `${String(1 + Math.floor(g.random() * 28)).padStart(2, "0")}/${
      String(1 + Math.floor(g.random() * 12)).padStart(2, "0")
    }/${y}`
    buf += `${1000000 + i},${csv(name)},Word,${group},${detail},${date},${g.nextClasses().join(";")},${csv(g.nextOwner())}\n`
    if (buf.length > 1 << 16) {
      await write(buf)
      buf = ""
    }
  }
  await write(buf)
  await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())))
  return names
}

/**
 * The same file written by a child process (resolves with the same sample of names), so the
 * generator's heap never counts in the caller's memory figures (the register benchmark's peak RSS).
 */
export const writeSyntheticCsvApart = (path: string, n: number, seed = 42): Promise<Array<string>> =>
  new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), path, String(n), String(seed)],
      { maxBuffer: 64 * 1024 * 1024 },
      (e, stdout) => (e ? reject(e) : resolve(JSON.parse(stdout) as Array<string>))
    )
  )

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [path, n, seed] = process.argv.slice(2)
  writeSyntheticCsv(path!, Number(n), Number(seed)).then((names) => process.stdout.write(JSON.stringify(names)))
}
