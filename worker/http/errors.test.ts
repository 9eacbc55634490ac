// requirements §18, finding 7: a 500 carries a correlation id, and the log line has the same id but no query
// parameters (a failed query's bound values) and no query string.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { callApi } from "../test/api.ts";
import { signUp } from "../test/auth.ts";
import { json } from "../test/http.ts";
import { safeErrorText } from "./errors.ts";

const SECRET = "private.parent@example.com";

/** A D1 whose every statement fails the way a real constraint or syntax error does, quoting its values. */
const fail = () => {
  throw new Error(`Failed query: select * from users where email = ?\nparams: ${SECRET},'Maya IEP notes'`);
};
function failingDb(): D1Database {
  return new Proxy(env.DB, { get: (target, prop) => (prop === "prepare" || prop === "batch" ? fail : Reflect.get(target, prop)) });
}

describe("500s", () => {
  it("answer the one error shape with an id; the log has the same id and none of the query's values", async () => {
    const user = await signUp();
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    const res = await callApi("PATCH", `/api/user/profile?email=${encodeURIComponent(SECRET)}`, {
      cookie: user.cookie,
      body: { firstName: "Maya", lastName: "Parent" },
      env: { DB: failingDb() },
    });
    expect(res.status).toBe(500);
    const body = await json<{ code: string; message: string; id: string }>(res);
    expect(body.code).toBe("INTERNAL_ERROR");
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.message).toContain(body.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(body.id);
    expect(logged[0]).toContain("PATCH /api/user/profile:");
    expect(logged[0]).not.toContain(SECRET);
    expect(logged[0]).not.toContain("Maya");
    expect(logged[0]).toContain("params: [redacted]");
  });

  it("safeErrorText drops params and quoted values through the cause chain", () => {
    const err = new Error("D1_ERROR: UNIQUE constraint failed", { cause: new Error(`Failed query: insert …\nparams: ${SECRET}`) });
    const text = safeErrorText(err);
    expect(text).toContain("UNIQUE constraint failed");
    expect(text).not.toContain(SECRET);
    expect(safeErrorText(new Error("near 'secret text': syntax error"))).not.toContain("secret text");
  });
});
