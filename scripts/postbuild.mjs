// Make the compiled entry executable so the `ipdata-mcp` bin works after `npm install`.
import { chmodSync, existsSync } from "node:fs"

const entry = new URL("../dist/Main.js", import.meta.url)
if (existsSync(entry)) chmodSync(entry, 0o755)
