/**
 * Contender: bare node:http answering the recorded reply bytes (the ceiling of this machine).
 * Started by bench/Http.ts; prints "port <n>" on stdout.
 */
import { readFileSync } from "node:fs"
import { createServer } from "node:http"

const reply = readFileSync(process.env["REPLY_FILE"]!)
const server = createServer((req, res) => {
  req.resume()
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/json", "content-length": reply.length })
    res.end(reply)
  })
})
server.keepAliveTimeout = 5000
server.listen(0, "127.0.0.1", () => {
  const address = server.address()
  process.stdout.write(`port ${typeof address === "object" && address !== null ? address.port : 0}\n`)
})
