// Issue 2 benchmarks. P1: SSR "/" requests/s ÷ a static asset's requests/s from the same local worker.
// P2: gzipped client JS of every chunk a route loads, measured in Chromium. Lighthouse (mobile) for
// the public pages. Run: node scripts/bench/site.mjs  (or via npm run bench).
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { freePort, printTable, rps, startServer } from "./lib.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export async function clientJsKb(origin, paths, { cookie } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const out = {};
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      if (cookie) await context.addCookies([{ ...cookie, url: origin }]);
      const page = await context.newPage();
      const bodies = new Map();
      page.on("response", async (res) => {
        if (res.request().resourceType() === "script" || /\.m?js(\?|$)/.test(res.url())) {
          try {
            bodies.set(res.url(), await res.body());
          } catch {
            // redirected or aborted response without a body
          }
        }
      });
      await page.goto(origin + path, { waitUntil: "networkidle" });
      let total = 0;
      for (const body of bodies.values()) total += gzipSync(body, { level: 9 }).length;
      out[path] = { kb: total / 1024, chunks: bodies.size };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

export async function lighthouseScores(origin, paths) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", ...FLAGS] });
  const scores = {};
  try {
    for (const path of paths) {
      const result = await lighthouse(origin + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        formFactor: "mobile",
      });
      const cats = result.lhr.categories;
      scores[path] = {
        performance: Math.round((cats.performance.score ?? 0) * 100),
        accessibility: Math.round((cats.accessibility.score ?? 0) * 100),
      };
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

export async function runSiteBench() {
  const server = await startServer(await freePort());
  try {
    const ssr = await rps(`${server.origin}/`);
    const asset = await rps(`${server.origin}/favicon.svg`);
    const js = await clientJsKb(server.origin, ["/", "/roadmap", "/contact"]);
    const lh = await lighthouseScores(server.origin, ["/", "/roadmap", "/contact"]);
    return { ssr, asset, js, lh };
  } finally {
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ssr, asset, js, lh } = await runSiteBench();
  printTable("P1 — SSR / vs a static asset, same local worker, 50 connections", [
    ["SSR /", `${ssr.toFixed(0)} req/s`, ""],
    ["static /favicon.svg", `${asset.toFixed(0)} req/s`, ""],
    ["ratio", (ssr / asset).toFixed(2), "goal ≥ 0.5"],
  ]);
  printTable("P2 — client JS (gzip) per route, every chunk loaded", Object.entries(js).map(([p, v]) => [p, `${v.kb.toFixed(1)} KB in ${v.chunks} chunks`, p === "/" ? "goal ≤ 130 KB" : ""]));
  printTable("Lighthouse mobile (performance / accessibility)", Object.entries(lh).map(([p, s]) => [p, `${s.performance} / ${s.accessibility}`, "goal ≥ 95 / 100"]));
}
