// Worker tests run inside workerd (the Workers pool) against real D1, R2, KV and the real migrations.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * The public sample questions and their documents' text for the chat evaluation (worker/record/eval.test.ts),
 * read from ../shared/iep-samples (or EVAL_SAMPLES_DIR) when present: workerd cannot read the disk, and the
 * samples are never copied into the project. "" when they are not there.
 */
function evalSamples(): string {
  const dir = process.env.EVAL_SAMPLES_DIR ?? fileURLToPath(new URL("../shared/iep-samples", import.meta.url));
  const file = join(dir, "questions.json");
  if (!existsSync(file)) return "";
  const questions = JSON.parse(readFileSync(file, "utf8")) as { doc: string }[];
  const documents: Record<string, string> = {};
  for (const doc of new Set(questions.map((q) => q.doc))) {
    const path = [join(dir, `${doc}.txt`), join(dir, "synthetic", `${doc}.txt`)].find((p) => existsSync(p));
    if (path) documents[doc] = readFileSync(path, "utf8");
  }
  return JSON.stringify({ questions, documents });
}

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      // The test entry serves /api without the React Router build (a Vite virtual module).
      main: "./worker/test/entry.ts",
      wrangler: { configPath: "./wrangler.toml" },
      remoteBindings: false,
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
          EVAL_SAMPLES: evalSamples(),
          // `EVAL_FAMILIES=abernathy,ekwueme npm run eval:chat` scores only those families (and no samples).
          EVAL_FAMILIES: process.env.EVAL_FAMILIES ?? "",
        },
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
  // The path aliases are declared once, in tsconfig.cloudflare.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ["worker/**/*.test.ts", "common/**/*.test.ts", "app/**/*.test.ts"],
    // The chat evaluation is a quality score, not a test of the suite (`npm run eval:chat` runs it): it asks
    // ~170 questions through the API at the chat's reading pace, minutes that CI's 15-minute budget has not got.
    exclude: process.env.IEP_EVAL === "chat" ? configDefaults.exclude : [...configDefaults.exclude, "worker/record/eval.test.ts"],
    setupFiles: ["./worker/test/setup.ts"],
    // One workerd per Vitest worker for the whole run instead of one per test file: starting a runtime and
    // fetching every module again for each of 60+ files was half the suite's time. Files therefore share a
    // worker's D1/KV/R2 and module state, so every test makes its own user, child and ids and never counts
    // rows it did not create (docs/decisions/0063-worker-tests-share-a-runtime.md).
    isolate: false,
    // Room for a busy 2-core machine: the slowest test (the register fuzz, scrypt per case) takes ~3 s on an idle one
    // and took 49 s with five other jobs running (docs/decisions/0060-browser-suite-on-two-cores.md).
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
}));
