// One axe set-up for every spec: WCAG 2.0/2.1 A and AA rules, violations as readable strings.
import AxeBuilder from "@axe-core/playwright";
import { test, type Page } from "./test.ts";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The page's violations as `rule (impact): targets` lines (empty when clean); `include` limits the scan to one region. */
export async function axe(page: Page, opts: { include?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (opts.include) builder = builder.include(opts.include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The serious and critical violations of the page as it is now (what a test fails on); minor and moderate
 * ones are recorded as annotations of the running test, so they show in the report without failing it.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const all = await axe(page);
  const blocking = all.filter((v) => /^[\w-]+ \((serious|critical)\)/.test(v));
  for (const v of all) if (!blocking.includes(v)) test.info().annotations.push({ type: "axe (minor/moderate)", description: v });
  return blocking;
}
