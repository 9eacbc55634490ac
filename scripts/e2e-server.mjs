// Serves the production build in workerd (vite preview) on fresh local state for the e2e suite.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const PERSIST = ".wrangler/e2e-state";
rmSync(PERSIST, { recursive: true, force: true });

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", IEP_PERSIST_DIR: PERSIST };
const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST], {
  stdio: "inherit",
  env,
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const server = spawn("npx", ["vite", "preview", "--port", "4173", "--strictPort"], { stdio: "inherit", env });
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
