// Worker tests run inside workerd (the Workers pool) against real D1, R2, KV and the real migrations.
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      // The test entry serves /api without the React Router build (a Vite virtual module).
      main: "./worker/test/entry.ts",
      wrangler: { configPath: "./wrangler.toml" },
      remoteBindings: false,
      miniflare: {
        bindings: { TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))) },
        // A stub LLM server (OpenAI chat-completions protocol) for the AI engine tests: its own Worker,
        // reached through this service binding (worker/ai/testing/llm-stub.mjs).
        serviceBindings: { LLM_STUB: "llm-stub" },
        workers: [
          {
            name: "llm-stub",
            modules: true,
            scriptPath: fileURLToPath(new URL("./worker/ai/testing/llm-stub.mjs", import.meta.url)),
            compatibilityDate: "2026-08-01",
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@worker": fileURLToPath(new URL("./worker", import.meta.url)),
    },
  },
  test: {
    include: ["worker/**/*.test.ts", "app/**/*.test.ts"],
    setupFiles: ["./worker/test/setup.ts"],
    // Room for a busy 2-core machine: the slowest test (the register fuzz, scrypt per case) takes ~3 s on an idle one
    // and took 49 s with five other jobs running (docs/decisions/0060-browser-suite-on-two-cores.md).
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
}));
