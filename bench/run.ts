/**
 * `npm run bench` → tsx bench/run.ts: imports every bench/*.bench.ts (except *Register*, a
 * reserved name) in alphabetical order and awaits its exported run() in sequence.
 * Optional CLI filter: `npm run bench -- Similarity` runs only files whose name contains it.
 */
import { readdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const dir = dirname(fileURLToPath(import.meta.url))
const filter = process.argv[2]
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts") && !f.includes("Register"))
  .filter((f) => filter === undefined || f.includes(filter))
  .sort()

for (const file of files) {
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { run?: () => Promise<void> }
  if (typeof mod.run !== "function") {
    console.log(`# ${file}: no exported run(), skipped`)
    continue
  }
  console.log(`# ${file}`)
  const started = performance.now()
  await mod.run()
  console.log(`# ${file} done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`)
}
