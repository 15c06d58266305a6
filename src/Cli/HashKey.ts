import { randomBytes } from "node:crypto"
import type { Readable, Writable } from "node:stream"
import { hashApiKey, keyIdOf } from "../Access/ApiKeys.js"

export const HASH_KEY_HELP = `The hash goes in the "keyHash" field of an API_KEYS_CONFIG record:
  {"keyHash": "<hash>", "label": "acme", "tier": "pro", "enabled": true, "createdAt": "2025-01-31"}`

export interface CliIo {
  readonly stdin: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown }
  readonly stdout: Writable
  readonly stderr: Writable
}

/** A line from a pipe, or typed on a terminal without echo. */
const readKey = (io: CliIo): Promise<string> =>
  new Promise((resolve, reject) => {
    const tty = io.stdin.isTTY === true && typeof io.stdin.setRawMode === "function"
    let text = ""
    const done = (value: string) => {
      io.stdin.off("data", onData)
      io.stdin.off("end", onEnd)
      io.stdin.off("error", reject)
      if (tty) {
        io.stdin.setRawMode!(false)
        io.stderr.write("\n")
      }
      io.stdin.pause()
      resolve(value)
    }
    const onData = (chunk: Buffer | string) => {
      for (const ch of chunk.toString("utf8")) {
        if (ch === "\n" || ch === "\r") return done(text)
        if (tty && ch === "\u0003") return reject(new Error("cancelled"))
        if (tty && (ch === "\u007f" || ch === "\b")) text = text.slice(0, -1)
        else text += ch
      }
    }
    const onEnd = () => done(text)
    if (tty) {
      io.stderr.write("API key (input hidden): ")
      io.stdin.setRawMode!(true)
    }
    io.stdin.on("data", onData)
    io.stdin.on("end", onEnd)
    io.stdin.on("error", reject)
    io.stdin.resume()
  })

const recordTemplate = (keyHash: string) =>
  JSON.stringify({ keyHash, label: "CHANGE-ME", tier: "pro", enabled: true, createdAt: new Date().toISOString().slice(0, 10) })

export interface HashKeyOptions {
  /** The key; read from stdin when absent. */
  readonly key: string | undefined
  /** Make a new random key instead. */
  readonly generate: boolean
}

export const runHashKey = async (options: HashKeyOptions, io: CliIo): Promise<number> => {
  if (options.generate) {
    if (options.key !== undefined) {
      io.stderr.write("hash-key --generate takes no other argument.\n")
      return 2
    }
    const key = `ipd_${randomBytes(32).toString("base64url")}`
    const keyHash = hashApiKey(key)
    io.stdout.write(`key:     ${key}\nkeyHash: ${keyHash}\nkeyId:   ${keyIdOf(keyHash)}\nrecord:  ${recordTemplate(keyHash)}\n`)
    io.stderr.write("Give the key to its user once; keep only the hash (the server never stores the key).\n")
    return 0
  }
  let key: string
  try {
    key = (options.key ?? (await readKey(io))).trim()
  } catch {
    io.stderr.write("Cancelled.\n")
    return 130
  }
  if (key === "") {
    io.stderr.write("No key given: pass it as an argument or on stdin (ipdata-mcp hash-key --help).\n")
    return 2
  }
  if (/\s/.test(key)) {
    io.stderr.write("A key cannot contain spaces (it travels as \"Authorization: Bearer <key>\").\n")
    return 2
  }
  const keyHash = hashApiKey(key)
  io.stdout.write(keyHash + "\n")
  io.stderr.write(`keyId ${keyIdOf(keyHash)} (how logs, /metrics and /usage name this key)\n`)
  return 0
}
