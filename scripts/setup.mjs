// One-time and every-time setup behind `npm run dev` and `npm test` (runs on Node 20 or newer):
// installs packages from the lockfile when needed (the lockfile brings Node 24 as the `node` package),
// applies D1 migrations to the local database and, for dev, seeds the demo account.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const args = new Set(process.argv.slice(2));
const run = (cmd, cmdArgs, extraEnv = {}) => {
  const res = spawnSync(cmd, cmdArgs, { stdio: "inherit", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", ...extraEnv } });
  if (res.status !== 0) {
    console.error(`\n✗ ${cmd} ${cmdArgs.join(" ")} failed (exit ${res.status}).`);
    process.exit(res.status ?? 1);
  }
};

const installed = "node_modules/.package-lock.json";
const stale = !existsSync(installed) || statSync("package-lock.json").mtimeMs > statSync(installed).mtimeMs;
if (stale) {
  console.log("• Installing packages from package-lock.json …");
  // `npm ci` cannot be used: the registry here lacks other platforms' workerd packages (docs/decisions/0001).
  run("npm", ["install", "--no-audit", "--no-fund"]);
}

if (!args.has("--no-migrate")) {
  console.log("• Applying D1 migrations to the local database …");
  run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"]);
}

if (!args.has("--no-seed") && existsSync("scripts/seed.mjs")) {
  run("node", ["scripts/seed.mjs"]);
  if (existsSync("scripts/seed-documents.mjs")) run("node", ["scripts/seed-documents.mjs"]);
}
