// Browser tests in Debian's Chromium (never a downloaded browser) against the built app served by workerd.
import { defineConfig, devices } from "@playwright/test";

/** E2E_PORT moves both servers (scripts/e2e-server.mjs), so two checkouts can run their suites side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://localhost:${PORT}`;
/** A second server from the same build with FEATURE_FAMILY_INVITES=true (scripts/e2e-server.mjs --invites). */
const INVITES_PORT = PORT + 1;
export const INVITES_URL = `http://localhost:${INVITES_PORT}`;

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  // Budgets sized for a busy 2-core machine (two workers, two workerd servers, password hashing on every
  // sign-up): see docs/decisions/0060. A test that does many things says so with test.slow().
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /\.(mobile|invites)\.spec\.ts$/ },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: /\.mobile\.spec\.ts$/ },
    // The family-invitation flow behind its flag, against the flag-on server.
    {
      name: "invites",
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: INVITES_URL },
      testMatch: /\.invites\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/e2e-server.mjs --invites",
      url: `${INVITES_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
