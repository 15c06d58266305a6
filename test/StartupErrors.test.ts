import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { runToExit, startServer } from "./support/ServerProcess.js"

/** Each start-up failure names the problem, the setting and the fix (the built server, one line, exit 2). */
describe("start-up messages", () => {
  const home = mkdtempSync(join(tmpdir(), "ipdata-home-"))
  afterAll(() => rmSync(home, { recursive: true, force: true }))

  const listen = (): Promise<{ server: Server; port: number }> =>
    new Promise((resolve) => {
      const server = createServer()
      server.listen(0, "127.0.0.1", () => {
        const a = server.address()
        resolve({ server, port: typeof a === "object" && a !== null ? a.port : 0 })
      })
    })

  it("a busy HTTP port names the port, the setting and what to do", async () => {
    const { server, port } = await listen()
    try {
      const r = await runToExit([], { TRANSPORT: "http", HTTP_PORT: String(port) })
      expect(r.code).toBe(2)
      expect(r.stderr).toContain(`port ${port}`)
      expect(r.stderr).toContain("HTTP_PORT")
      expect(r.stderr).toMatch(/already in use/)
      expect(r.stderr).not.toMatch(/ServeError|An error has occurred/)
    } finally {
      server.close()
    }
  }, 120000)

  it("a busy SSE port names SSE_PORT", async () => {
    const { server, port } = await listen()
    try {
      const r = await runToExit([], { TRANSPORT: "sse", SSE_PORT: String(port) })
      expect(r.code).toBe(2)
      expect(r.stderr).toContain(`port ${port}`)
      expect(r.stderr).toContain("SSE_PORT")
    } finally {
      server.close()
    }
  }, 120000)

  it("an HTTP_HOST that is no address of this machine names HTTP_HOST", async () => {
    const r = await runToExit([], { TRANSPORT: "http", HTTP_PORT: "0", HTTP_HOST: "192.0.2.123" })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain("HTTP_HOST")
  }, 120000)

  it("~ in DATA_DIR is the home directory, and the absolute path is logged", async () => {
    const s = await startServer({ HOME: home, DATA_DIR: "~/ipdata-data" })
    try {
      expect(existsSync(join(home, "ipdata-data"))).toBe(true)
      expect(s.stderr()).toContain(join(home, "ipdata-data"))
    } finally {
      await s.stop()
    }
  }, 120000)
})
