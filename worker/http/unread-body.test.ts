// A refusal must not leave the request body unread, or the runtime drops the keep-alive connection under
// the client's next request (worker/http/unread-body.ts).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api } from "../app.ts";
import { DRAIN_LIMIT, discardBody } from "./unread-body.ts";

/** A request body that counts the chunks the server pulls, `chunks` of 1 KiB each. */
function countedBody(chunks: number) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.pulled += 1;
      if (seen.pulled <= chunks) controller.enqueue(new Uint8Array(1024));
      else controller.close();
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { body, seen };
}

const post = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("discardBody", () => {
  it("reads a refused request's body to its end, and leaves a read or empty one alone", async () => {
    const { body, seen } = countedBody(3);
    const request = post("/api/contact", body);
    await discardBody(request);
    expect(request.bodyUsed).toBe(true);
    expect(seen.pulled).toBe(4);
    await expect(discardBody(request)).resolves.toBeUndefined();
    await expect(discardBody(new Request("http://localhost/api/contact", { method: "POST" }))).resolves.toBeUndefined();
  });

  it("cancels a body larger than it is worth reading instead of reading it all", async () => {
    const chunks = DRAIN_LIMIT / 1024 + 64;
    const { body, seen } = countedBody(chunks);
    await discardBody(post("/api/contact", body));
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(chunks);
  });
});

describe("a refusal by /api", () => {
  it("drains the body of a post refused for want of a session, and of one another site sent", async () => {
    const unsignedIn = countedBody(2);
    const res = await api.request(post("/api/children", unsignedIn.body, { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" }), undefined, env);
    expect(res.status).toBe(401);
    expect(unsignedIn.seen.pulled).toBe(3);

    const crossSite = countedBody(2);
    const refused = await api.request(post("/api/contact", crossSite.body, { "Sec-Fetch-Site": "cross-site" }), undefined, env);
    expect(refused.status).toBe(403);
    expect(crossSite.seen.pulled).toBe(3);
  });
});
