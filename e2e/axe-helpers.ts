// One axe set-up for every spec: WCAG 2.0/2.1 A and AA rules, violations as readable strings.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type Impact = "minor" | "moderate" | "serious" | "critical";

/**
 * The page's axe violations as `rule (impact): targets` lines (empty when clean). `include` limits the scan
 * to one region; `impacts` keeps only those impacts (all by default).
 */
export async function axe(page: Page, opts: { include?: string; impacts?: Impact[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (opts.include) builder = builder.include(opts.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => !opts.impacts || opts.impacts.includes(v.impact as Impact))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
