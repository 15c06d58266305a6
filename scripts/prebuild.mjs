// Start every build from an empty dist/: files of moved or deleted modules must not linger and ship.
import { rmSync } from "node:fs"

rmSync(new URL("../dist", import.meta.url), { recursive: true, force: true })
