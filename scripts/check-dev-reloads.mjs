// Checks that a first `npm run dev` visit to every page triggers no reload: with an empty Vite dependency
// cache, the dev server is started, the demo parent signs in, and every page of the route table is opened
// in Chromium. Vite prints "new dependencies optimized" / "optimized dependencies changed. reloading" when it
// discovers a dependency late (it then reloads the page under the visitor's typing); any such line fails the
// check and names the page. The fix is a line in vite.config.ts's optimizeDeps.include.
//
//   node scripts/check-dev-reloads.mjs        (uses the seeded demo family of `npm run dev`)
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { chromium } from "@playwright/test";

const PORT = Number(process.env.DEV_CHECK_PORT ?? 5199);
const ORIGIN = `http://localhost:${PORT}`;
const DEMO = { email: "demo@iepbinder.app", password: "Demo-Parent-2026" };
const LATE = /new dependencies optimized|optimized dependencies changed|reloading/i;

rmSync("node_modules/.vite", { recursive: true, force: true });
// Its own process group, so stopping it stops the Vite and workerd processes it starts.
const server = spawn("node_modules/.bin/react-router", ["dev", "--port", String(PORT), "--strictPort"], {
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
let log = "";
const lateLines = [];
let current = "(start-up)";
for (const stream of [server.stdout, server.stderr]) {
  stream.on("data", (d) => {
    const text = d.toString();
    log += text;
    for (const line of text.split("\n")) if (LATE.test(line)) lateLines.push(`${current}: ${line.trim()}`);
  });
}

async function waitForServer() {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(ORIGIN)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`dev server did not start:\n${log.slice(-2000)}`);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  await waitForServer();
  const page = await browser.newPage();
  page.on("pageerror", (err) => console.error(`${current}: page error: ${err.message}`));
  const visit = async (path) => {
    current = path;
    console.log(`visiting ${path}`);
    await page.goto(ORIGIN + path, { waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 60_000 });
  };
  for (const path of ["/", "/login", "/signup", "/roadmap", "/privacy-policy", "/terms-of-use", "/contact", "/beta", "/coming-soon", "/nowhere"]) await visit(path);
  current = "sign-in";
  const res = await page.request.post(`${ORIGIN}/api/auth/login`, { data: DEMO, headers: { Origin: ORIGIN } });
  if (!res.ok()) throw new Error(`demo sign-in failed (${res.status()}): run \`npm run dev\` once to seed it`);
  await visit("/dashboard");
  if (new URL(page.url()).pathname !== "/dashboard") throw new Error(`signed-in /dashboard ended on ${page.url()}`);
  const kids = await (await page.request.get(`${ORIGIN}/api/children`)).json();
  const childId = kids[0]?.id;
  if (!childId) throw new Error("the demo family has no child: run `npm run dev` once to seed it");
  await visit(`/child-profile/${childId}`);
  await visit(`/document-viewer?childId=${childId}`);
  const docs = await (await page.request.get(`${ORIGIN}/api/children/${childId}/documents`)).json();
  if (docs[0]) await visit(`/document-viewer/${docs[0].id}`);
  await visit(`/document-upload/${childId}`);
  await visit(`/conversation/${childId}`);
  await visit("/test-add-child");
} catch (err) {
  console.error(`Failed on ${current}: ${err.message.split("\n")[0]}`);
  if (lateLines.length) console.error(`Late dependency discovery so far:\n  ${lateLines.join("\n  ")}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  process.kill(-server.pid, "SIGTERM");
}

if (process.exitCode) process.exit(1);
if (lateLines.length) {
  console.error(`Late dependency discovery (each reloads the page):\n  ${lateLines.join("\n  ")}`);
  process.exit(1);
}
console.log("No page triggered a dependency re-optimisation or reload on a first dev visit.");
