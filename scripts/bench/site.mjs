// Pages (requirements §16). P1: SSR "/" requests/s ÷ a static asset's requests/s from the same local worker.
// P2: gzipped client JS of every chunk a route loads, measured in Chromium (signed out for "/", signed in
// for /dashboard). Lighthouse mobile performance and accessibility for the main pages, signed in where
// the page needs it (a parent with a child, a processed IEP and a conversation).
// Run: node scripts/bench/site.mjs  (or via npm run bench). Node ≥ 22.18: it imports TypeScript fixtures.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { makePdf, SAMPLE_IEP_PAGES } from "../../worker/test/fixtures/index.ts";
import { addChild, apiCall, documentSettled, freePort, printTable, record, rps, signUp, startEdgeProxy, startServer, uploadDocument } from "./lib.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
// Signed-in pages are measured as a returning parent sees them: the cookie choice already made.
// Signed-out pages are measured as a first visit, cookie banner included.
const CONSENT = "cookie-consent=declined";

export async function clientJsKb(origin, paths, { cookie } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const out = {};
  try {
    for (const path of paths) {
      const context = await browser.newContext({ extraHTTPHeaders: cookie ? { Cookie: cookie } : {} });
      const page = await context.newPage();
      const bodies = new Map();
      page.on("response", async (res) => {
        // Our own scripts only (not, say, the browser's PDF viewer inside the document frame).
        if (res.url().startsWith(origin) && (res.request().resourceType() === "script" || /\.m?js(\?|$)/.test(res.url()))) {
          try {
            bodies.set(res.url(), await res.body());
          } catch {
            // redirected or aborted response without a body
          }
        }
      });
      await page.goto(origin + path, { waitUntil: "networkidle" });
      if (new URL(page.url()).pathname !== path.split("?")[0]) throw new Error(`${path} redirected to ${page.url()}`);
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

/**
 * Lighthouse mobile (its default simulated throttling) for each [label, path, cookie] in one Chromium:
 * the median of `runs` runs by performance score, as Lighthouse's own guidance suggests for a score
 * that varies run to run. A run that ends in a Lighthouse runtime error is repeated (at most twice).
 */
export async function lighthouseScores(origin, pages, { runs = 3 } = {}) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", ...FLAGS] });
  const scores = {};
  try {
    for (const [label, path, cookie] of pages) {
      const results = [];
      let failures = 0;
      while (results.length < runs) {
        const { lhr } = await lighthouse(
          origin + path,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], formFactor: "mobile" },
          { extends: "lighthouse:default", settings: { extraHeaders: cookie ? { Cookie: `${cookie}; ${CONSENT}` } : {} } },
        );
        if (new URL(lhr.finalDisplayedUrl).pathname !== path.split("?")[0]) throw new Error(`${label}: Lighthouse ended on ${lhr.finalDisplayedUrl}`);
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          failures += 1;
          if (failures > 2) throw new Error(`${label}: Lighthouse failed: ${lhr.runtimeError?.message ?? "no performance score"}`);
          continue;
        }
        const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
        results.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          detail: `FCP ${ms("first-contentful-paint")} ms, LCP ${ms("largest-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms, CLS ${(lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)}`,
        });
      }
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)];
      scores[label] = { ...median, all: results.map((r) => r.performance) };
    }
  } finally {
    chrome.kill();
  }
  return scores;
}

/** A parent with a child, one processed IEP and a conversation with one answered question. */
async function signedInWorld(origin) {
  const { cookie } = await signUp(origin, "bench.site");
  const childId = await addChild(origin, cookie, "Maya");
  const documentId = await uploadDocument(origin, cookie, childId, { title: "Maya's IEP", bytes: makePdf(SAMPLE_IEP_PAGES), filename: "maya-iep.pdf", type: "application/pdf" });
  const status = await documentSettled(origin, cookie, documentId);
  if (status !== "ready") throw new Error(`document ${status}`);
  const conversation = await (await apiCall(origin, cookie, "POST", `/api/children/${childId}/conversations`, { title: "Maya" })).json();
  const res = await fetch(`${origin}/api/conversations/${conversation.id}/messages/stream`, {
    method: "POST",
    headers: { Origin: origin, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ content: "How many minutes of speech therapy does she get?" }),
  });
  await res.text();
  return { cookie, childId, documentId };
}

export async function runSiteBench() {
  const server = await startServer(await freePort());
  try {
    const { origin } = server;
    const ssr = await rps(`${origin}/`);
    const asset = await rps(`${origin}/favicon.svg`);
    // A cookie the page cache does not know makes every request render (worker/http/page-cache.ts).
    const rendered = await rps(`${origin}/`, { headers: { Cookie: "bench=render" } });
    const world = await signedInWorld(origin);
    const js = {
      ...(await clientJsKb(origin, ["/", "/login"])),
      ...(await clientJsKb(origin, ["/dashboard", `/document-viewer/${world.documentId}`, `/conversation/${world.childId}`], { cookie: world.cookie })),
    };
    // Lighthouse downloads what a phone would: through Cloudflare-style compression (see startEdgeProxy).
    const edge = await startEdgeProxy(origin);
    const lh = await lighthouseScores(edge.origin, [
      ["/", "/", null],
      ["/login", "/login", null],
      ["/dashboard", "/dashboard", world.cookie],
      ["/document-viewer/:id", `/document-viewer/${world.documentId}`, world.cookie],
      ["/conversation/:childId", `/conversation/${world.childId}`, world.cookie],
    ]).finally(() => edge.close());
    return { ssr, rendered, asset, js, lh, world };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ssr, rendered, asset, js, lh, world } = await runSiteBench();
  const jsGoal = { "/": 130, "/dashboard": 220 };
  const label = (p) => p.replace(world.documentId, ":id").replace(world.childId, ":childId");
  printTable("P1 — SSR / vs a static asset, same local worker, 50 connections", [
    ["SSR / (signed out: public page cache)", `${ssr.toFixed(0)} req/s`, ""],
    ["SSR / rendered every time", `${rendered.toFixed(0)} req/s`, "a cookie the cache does not know"],
    ["static /favicon.svg", `${asset.toFixed(0)} req/s`, ""],
    ["ratio (signed out)", (ssr / asset).toFixed(2), "goal ≥ 0.5"],
    ["ratio (rendered)", (rendered / asset).toFixed(2), ""],
  ]);
  printTable(
    "P2 — client JS (gzip) per route, every chunk loaded",
    Object.entries(js).map(([p, v]) => [label(p), `${v.kb.toFixed(1)} KB in ${v.chunks} chunks`, jsGoal[p] ? `goal ≤ ${jsGoal[p]} KB` : ""]),
  );
  printTable(
    "Lighthouse mobile (performance / accessibility), served gzip-compressed as Cloudflare's edge does",
    Object.entries(lh).map(([p, s]) => [p, `${s.performance} / ${s.accessibility}`, `goal ≥ 95 / 100; median of ${s.all.join(", ")}; ${s.detail}`]),
  );
  record([
    { id: "P1", figure: "SSR / ÷ static asset (req/s, 50 conns), signed out", result: `${(ssr / asset).toFixed(2)} (${ssr.toFixed(0)} ÷ ${asset.toFixed(0)})`, goal: "≥ 0.5", met: ssr / asset >= 0.5 },
    { id: "P1", figure: "  the same, rendered every time (cache bypassed)", result: `${(rendered / asset).toFixed(2)} (${rendered.toFixed(0)} ÷ ${asset.toFixed(0)})` },
    ...Object.entries(jsGoal).map(([p, goal]) => ({ id: "P2", figure: `client JS gzip ${p}`, result: `${js[p].kb.toFixed(1)} KB`, goal: `≤ ${goal} KB`, met: js[p].kb <= goal })),
    ...Object.entries(lh).map(([p, s]) => ({
      id: "P3",
      figure: `Lighthouse mobile perf / a11y ${p}`,
      result: `${s.performance} / ${s.accessibility}`,
      goal: "≥ 95 / 100",
      met: s.performance >= 95 && s.accessibility === 100,
    })),
  ]);
}
