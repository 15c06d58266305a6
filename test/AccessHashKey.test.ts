import { Effect, Either } from "effect"
import { createHash } from "node:crypto"
import { PassThrough } from "node:stream"
import { afterEach, describe, expect, it, vi } from "vitest"
import { parseKeyConfig } from "../src/Access/KeyConfig.js"
import { runCli } from "../src/Cli/Cli.js"
import { runHashKey } from "../src/Cli/HashKey.js"

const sha = (s: string) => createHash("sha256").update(s).digest("hex")

const run = async (args: ReadonlyArray<string>, stdinText?: string) => {
  const stdin = new PassThrough()
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  let out = ""
  let err = ""
  stdout.on("data", (c) => (out += c))
  stderr.on("data", (c) => (err += c))
  const done = runHashKey({ key: args.find((a) => a !== "--generate"), generate: args.includes("--generate") }, { stdin, stdout, stderr })
  if (stdinText !== undefined) stdin.end(stdinText)
  const code = await done
  return { code, out, err }
}

describe("ipdata-mcp hash-key", () => {
  it("prints the SHA-256 hex of the key given as an argument", async () => {
    const r = await run(["my-secret-key-123"])
    expect(r.code).toBe(0)
    expect(r.out).toBe(sha("my-secret-key-123") + "\n")
    expect(r.err).toContain(`keyId ${sha("my-secret-key-123").slice(0, 12)}`)
    expect(r.err).not.toContain("my-secret-key-123")
  })

  it("reads the key from stdin when none is given (first line, trimmed)", async () => {
    const r = await run([], "  piped-key-value-0001  \nignored\n")
    expect(r.code).toBe(0)
    expect(r.out).toBe(sha("piped-key-value-0001") + "\n")
  })

  it("refuses an empty key or one with spaces", async () => {
    expect((await run([], "\n")).code).toBe(2)
    expect((await run([], "two words\n")).code).toBe(2)
  })

  it("--generate makes a fresh key whose record passes the config check", async () => {
    const r = await run(["--generate"])
    expect(r.code).toBe(0)
    const key = /^key:\s+(\S+)$/m.exec(r.out)![1]!
    const keyHash = /^keyHash:\s+(\S+)$/m.exec(r.out)![1]!
    expect(key.length).toBeGreaterThanOrEqual(40)
    expect(keyHash).toBe(sha(key))
    const record = JSON.parse(/^record:\s+(.+)$/m.exec(r.out)![1]!)
    expect(Either.isRight(parseKeyConfig(JSON.stringify([record])))).toBe(true)
    const again = await run(["--generate"])
    expect(again.out).not.toContain(key)
  })

  describe("on the command line", () => {
    afterEach(() => vi.restoreAllMocks())
    const cli = async (args: ReadonlyArray<string>) => {
      let out = ""
      let err = ""
      vi.spyOn(process.stdout, "write").mockImplementation((s) => ((out += String(s)), true))
      vi.spyOn(process.stderr, "write").mockImplementation((s) => ((err += String(s)), true))
      // @effect/cli prints help and usage errors through the console
      vi.spyOn(console, "log").mockImplementation((...s: Array<unknown>) => void (out += s.join(" ") + "\n"))
      vi.spyOn(console, "error").mockImplementation((...s: Array<unknown>) => void (err += s.join(" ") + "\n"))
      const code = await Effect.runPromise(runCli(["node", "ipdata-mcp", ...args]))
      vi.restoreAllMocks()
      return { code, out, err }
    }

    it("--help explains the record format", async () => {
      const r = await cli(["hash-key", "--help"])
      expect(r.code).toBe(0)
      expect(r.out).toContain("keyHash")
    })

    it("two keys, or a key with --generate, are usage errors (exit 2)", async () => {
      expect((await cli(["hash-key", "a", "b"])).code).toBe(2)
      expect((await cli(["hash-key", "--generate", "a"])).code).toBe(2)
    })

    it("hashes a key given as an argument", async () => {
      const r = await cli(["hash-key", "k-123"])
      expect(r.code).toBe(0)
      expect(r.out).toBe(sha("k-123") + "\n")
    })
  })
})
