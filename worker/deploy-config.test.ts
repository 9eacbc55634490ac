// requirements §18, finding 7: `npm run deploy` must deploy ENVIRONMENT="production" (bot check enforced, real
// mail, no dev outbox), with every binding the Worker uses.
import { describe, expect, it } from "vitest";
import pkg from "../package.json";
import wrangler from "../wrangler.toml?raw";

/** The lines of one TOML table (up to the next table header). */
function table(name: string): string {
  const start = wrangler.indexOf(`\n${name}\n`);
  if (start < 0) return "";
  const rest = wrangler.slice(start + name.length + 2);
  const next = rest.search(/^\[/m);
  return next < 0 ? rest : rest.slice(0, next);
}

describe("production deployment", () => {
  it("npm run deploy builds the production environment", () => {
    expect(pkg.scripts.deploy).toMatch(/^CLOUDFLARE_ENV=production npm run build && wrangler deploy$/);
  });

  it("the production environment sets ENVIRONMENT=production and every top-level var", () => {
    const prod = table("[env.production.vars]");
    expect(prod).toMatch(/^ENVIRONMENT = "production"$/m);
    const topVars = [...table("[vars]").matchAll(/^([A-Z_]+) = /gm)].map((m) => m[1]);
    for (const name of topVars) expect(prod).toMatch(new RegExp(`^${name} = `, "m"));
  });

  it("repeats every binding (bindings are not inherited by an environment)", () => {
    for (const kind of ["d1_databases", "r2_buckets", "kv_namespaces", "queues.producers", "queues.consumers", "durable_objects.bindings"]) {
      expect(wrangler).toContain(`[[env.production.${kind}]]`);
    }
  });
});
