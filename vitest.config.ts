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
        // reached through this service binding (worker/test/llm-stub.mjs).
        serviceBindings: { LLM_STUB: "llm-stub" },
        workers: [
          {
            name: "llm-stub",
            modules: true,
            scriptPath: fileURLToPath(new URL("./worker/test/llm-stub.mjs", import.meta.url)),
            compatibilityDate: "2026-08-01",
          },
        ],
      },
    }),
  ],
  // The path aliases are declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ["worker/**/*.test.ts", "common/**/*.test.ts", "app/**/*.test.ts"],
    setupFiles: ["./worker/test/setup.ts"],
    testTimeout: 20_000,
  },
}));
