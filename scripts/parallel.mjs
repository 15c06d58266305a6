// Runs npm scripts side by side and fails when any fails: `npm run check` is three single-threaded
// tools (tsc, dependency-cruiser, ESLint) that need nothing from each other, so on 2 cores the check
// takes as long as its slowest part rather than their sum. Output is printed per script, unmixed.
import { spawn } from "node:child_process"

const names = process.argv.slice(2)
const npm = process.env["npm_execpath"]
const run = (name) =>
  new Promise((resolve) => {
    // Through the npm that started us when known (works on every platform), else the `npm` on PATH.
    const [command, args] = npm ? [process.execPath, [npm, "run", "--silent", name]] : ["npm", ["run", "--silent", name]]
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], shell: !npm && process.platform === "win32" })
    let out = ""
    child.stdout.on("data", (d) => (out += d))
    child.stderr.on("data", (d) => (out += d))
    child.on("error", (e) => resolve({ name, code: 1, out: `${out}${e.message}\n` }))
    child.on("close", (code) => resolve({ name, code: code ?? 1, out }))
  })

const results = await Promise.all(names.map(run))
for (const { name, code, out } of results) {
  if (out.trim() !== "") process.stdout.write(out.endsWith("\n") ? out : `${out}\n`)
  if (code !== 0) process.stderr.write(`npm run ${name} failed (exit ${code})\n`)
}
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0
