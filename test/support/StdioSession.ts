import { spawn } from "node:child_process"

export interface StdioRun {
  /** Every line the server wrote on stdout, parsed (a line that is not JSON is kept as a string). */
  readonly replies: ReadonlyArray<unknown>
  readonly stderr: string
  readonly exitCode: number | null
}

/**
 * One server process over stdio: writes every line, waits until each id in
 * `awaitIds` has an answer (or the timeout), then closes stdin and waits for
 * the exit. Batching all requests into one process keeps suites fast.
 */
export const runStdioSession = (
  command: string,
  args: ReadonlyArray<string>,
  options: {
    readonly env: NodeJS.ProcessEnv
    readonly cwd?: string
    readonly lines: ReadonlyArray<string>
    readonly awaitIds: ReadonlyArray<string | number>
    readonly timeoutMs?: number
    /**
     * A second round in the same process: once every id of the first is answered, the lines
     * (and ids to await) it makes from the replies so far (e.g. probes built from tools/list).
     */
    readonly then?: (
      replies: ReadonlyArray<unknown>
    ) => { readonly lines: ReadonlyArray<string>; readonly awaitIds: ReadonlyArray<string | number> }
  }
): Promise<StdioRun> =>
  new Promise((resolve, reject) => {
    const proc = spawn(command, [...args], { cwd: options.cwd, env: options.env, stdio: ["pipe", "pipe", "pipe"] })
    const replies: Array<unknown> = []
    const waiting = new Set(options.awaitIds.map(String))
    let out = ""
    let err = ""
    let ended = false
    let then = options.then
    const end = () => {
      if (ended) return
      if (then !== undefined) {
        const more = then(replies)
        then = undefined
        for (const id of more.awaitIds) waiting.add(String(id))
        proc.stdin.write(more.lines.map((l) => l + "\n").join(""))
        if (waiting.size > 0) return
      }
      ended = true
      clearTimeout(timer)
      proc.stdin.end()
    }
    const timer = setTimeout(() => {
      then = undefined
      end()
    }, options.timeoutMs ?? 30000)
    proc.on("error", reject)
    proc.stderr.on("data", (d: Buffer) => (err += d.toString()))
    proc.stdout.on("data", (d: Buffer) => {
      out += d.toString()
      let nl: number
      while ((nl = out.indexOf("\n")) !== -1) {
        const line = out.slice(0, nl)
        out = out.slice(nl + 1)
        if (line.trim() === "") continue
        let parsed: unknown
        try {
          parsed = JSON.parse(line)
        } catch {
          parsed = line
        }
        replies.push(parsed)
        for (const r of Array.isArray(parsed) ? parsed : [parsed]) {
          const id = (r as { id?: unknown } | null)?.id
          if (id !== undefined) waiting.delete(String(id))
        }
        if (waiting.size === 0) end()
      }
    })
    proc.on("exit", (exitCode) => {
      clearTimeout(timer)
      resolve({ replies, stderr: err, exitCode })
    })
    proc.stdin.on("error", () => {
      // the server may exit first; its exit code tells
    })
    proc.stdin.write(options.lines.map((l) => l + "\n").join(""))
    if (waiting.size === 0) end()
  })
