// The registry this project is built against serves only this machine's platform
// binaries, so npm leaves other platforms' optional packages out of the lockfile
// and `npm ci` then refuses it. This adds those entries back, with os/cpu/libc
// read from the package name, so npm skips them on other platforms as usual.
import { readFileSync, writeFileSync } from "node:fs"

const file = process.argv[2] ?? "package-lock.json"
const lock = JSON.parse(readFileSync(file, "utf8"))
const OS = ["android", "darwin", "freebsd", "linux", "openbsd", "netbsd", "win32", "sunos", "aix", "openharmony", "wasi"]
const CPU = ["arm64", "arm", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "mips64el", "wasm32"]

const platformOf = (name) => {
  const parts = name.split("/").pop().split("-")
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.find((p) => CPU.includes(p)) ??
    (parts.includes("eabi") || parts.includes("gnueabihf") || parts.includes("musleabihf") ? "arm" : undefined)
  const libc = os === "linux"
    ? (parts.some((p) => p.startsWith("musl")) ? "musl" : parts.some((p) => p.startsWith("gnu")) ? "glibc" : undefined)
    : undefined
  return { os, cpu, libc }
}

let added = 0
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === "" ? "" : `${path}/`
    if (lock.packages[`${base}node_modules/${dep}`] !== undefined || lock.packages[`node_modules/${dep}`] !== undefined) continue
    const { os, cpu, libc } = platformOf(dep)
    if (os === undefined && cpu === undefined) continue // not a platform binary: leave it to npm
    lock.packages[`node_modules/${dep}`] = {
      version: spec.replace(/^[\^~=]/, ""),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os !== undefined ? { os: [os] } : {}),
      ...(cpu !== undefined ? { cpu: [cpu] } : {}),
      ...(libc !== undefined ? { libc: [libc] } : {})
    }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0))
)
writeFileSync(file, JSON.stringify(lock, null, 2) + "\n")
console.log(`${file}: added ${added} other-platform optional entries`)
