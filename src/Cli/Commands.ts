/**
 * Sub-commands of the `ipdata-mcp` binary besides serving. Each lives in its
 * own module, loaded only when used, and returns the process exit code.
 */
export interface CliCommand {
  readonly summary: string
  readonly run: (args: ReadonlyArray<string>) => Promise<number>
}

export const COMMANDS: Record<string, () => Promise<CliCommand>> = {
  "hash-key": async () => (await import("./HashKey.js")).command,
  import: async () => (await import("./Import.js")).command,
  register: async () => (await import("./Register.js")).command
}
