// Runs npm scripts side by side and fails when any fails: `npm run check` is three single-threaded
// tools (tsc, dependency-cruiser, ESLint) that need nothing from each other, so on 2 cores the check
// takes as long as its slowest part rather than their sum; `npm test` runs the tests beside them too
// (the tests do not need the typecheck, and their waits on servers and timers leave the cores idle).
// Each script's output is printed, unmixed, as soon as it ends.
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
    const done = (code) => {
      if (out.trim() !== "") process.stdout.write(out.endsWith("\n") ? out : `${out}\n`)
      if (code !== 0) process.stderr.write(`npm run ${name} failed (exit ${code})\n`)
      resolve({ name, code })
    }
    child.on("error", (e) => {
      out += `${e.message}\n`
      done(1)
    })
    child.on("close", (code) => done(code ?? 1))
  })

const results = await Promise.all(names.map(run))
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0
