// Serves the production build in workerd on fresh local state for the e2e suite.
//
//   node scripts/e2e-server.mjs            → `vite preview` on :4173 with wrangler.toml's vars (the default suite)
//   node scripts/e2e-server.mjs --invites  → the same build on :4174 with FEATURE_FAMILY_INVITES=true
// E2E_PORT moves both (E2E_PORT and E2E_PORT + 1), so two checkouts can run their suites side by side.
//
// Why the second server uses `wrangler dev` on the build output: `vite preview` takes its vars from the
// wrangler.json written at build time, plus build/server/.dev.vars (a copy of the project's .dev.vars)
// — and only when that file is absent does it look at process.env (CLOUDFLARE_INCLUDE_PROCESS_ENV). So
// it cannot override one var reliably. `wrangler dev --var KEY:VALUE` runs the very same built Worker
// and assets (build/server/wrangler.json) with an explicit override, whatever .dev.vars holds.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const invites = process.argv.includes("--invites");
const BASE_PORT = Number(process.env.E2E_PORT ?? 4173);
const PORT = String(invites ? BASE_PORT + 1 : BASE_PORT);
const PERSIST = invites ? ".wrangler/e2e-invites-state" : ".wrangler/e2e-state";
rmSync(PERSIST, { recursive: true, force: true });

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", IEP_PERSIST_DIR: PERSIST };
const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST], {
  stdio: "inherit",
  env,
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const command = invites
  ? [
      "wrangler",
      "dev",
      "--config",
      "build/server/wrangler.json",
      "--port",
      PORT,
      "--persist-to",
      PERSIST,
      "--var",
      "FEATURE_FAMILY_INVITES:true",
      "--var",
      `APP_ORIGIN:http://localhost:${PORT}`,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ]
  : ["vite", "preview", "--port", PORT, "--strictPort"];

const server = spawn("npx", command, { stdio: "inherit", env });
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
