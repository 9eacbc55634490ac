// The child profile's loader (ADR 0093): its data is written into the page's HTML for hydration, so it carries
// what the tabs show and nothing else. The Progress tab's share must be the API's view for every field the
// tab renders; the fields only the API, the brief and the calendar read stay out, as do the documents' URLs.
import { createExecutionContext, env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { appContext } from "@worker/context";
import { getDb } from "@worker/db/client";
import { okaforDocuments } from "@worker/record/fixtures/okafor";
import { storeReadyDocument } from "@worker/record/fixtures/store";
import type { ProgressView } from "@worker/record/progress";
import { signUp, type TestUser } from "@worker/test/auth";
import { call, json, ORIGIN } from "@worker/test/http";
import { addChild, familyIdOf } from "@worker/test/uploads";
import { sessionMiddleware } from "~/lib/session.server";
import { loader } from "./child-profile";

let user: TestUser;
let childId: string;

beforeAll(async () => {
  user = await signUp();
  const familyId = await familyIdOf(user);
  childId = (await addChild(user, "Theo")).id;
  for (const doc of okaforDocuments) await storeReadyDocument(getDb(env), { familyId, childId }, doc);
}, 60_000);

/** The page's data for the signed-in parent, as React Router loads it after the session middleware. */
async function load(search: string) {
  const request = new Request(`${ORIGIN}/child-profile/${childId}${search}`, { headers: { Cookie: user.cookie } });
  const context = new RouterContextProvider();
  context.set(appContext, { env, ctx: createExecutionContext(), nonce: "n", requestId: "test" });
  const args = { request, context, params: { id: childId }, url: new URL(request.url), pattern: "/child-profile/:id" };
  let loaded: Awaited<ReturnType<typeof loader>> | undefined;
  await sessionMiddleware(args, async () => {
    loaded = await loader(args);
    return new Response(null);
  });
  return loaded as Exclude<typeof loaded, { init: unknown } | undefined>;
}

describe("the child profile's data", () => {
  it("gives the Progress tab the API's view for every field it shows, and only those", async () => {
    const api = await json<ProgressView>(await call("GET", `/api/children/${childId}/progress`, { cookie: user.cookie }));
    const { progress, child, tab } = await load("?tab=progress");
    expect(tab).toBe("progress");
    // What the tab shows, as the API says it.
    expect(progress!.flags).toEqual(api.flags);
    expect(progress!.deadlines.map((d) => ({ ...d, daysUntil: null }))).toEqual(api.deadlines.map((d) => ({ ...d, daysUntil: null })));
    expect(progress!.evaluation.recommendations).toEqual(api.evaluation.recommendations);
    expect(progress!.goals.map((g) => [g.status, g.current?.description, g.previous?.baseline, g.progress.map((p) => p.source)])).toEqual(
      api.goals.map((g) => [g.status, g.current?.description, g.previous?.baseline, g.progress.map((p) => p.source)]),
    );
    expect(progress!.ledger.rows.map((r) => r.cells.map((c) => c?.minutesPerWeek))).toEqual(api.ledger.rows.map((r) => r.cells.map((c) => c?.minutesPerWeek)));
    expect(progress!.ledger.totals).toEqual(api.ledger.totals.map((t) => t && { minutes: t.minutes }));
    expect(progress!.timeline.map((d) => [d.documentId, d.title, d.date])).toEqual(api.timeline.map((d) => [d.documentId, d.title, d.date]));
    // What it does not show stays out of the page.
    expect(api.changes.length).toBeGreaterThan(0);
    expect(progress).not.toHaveProperty("changes");
    expect(progress!.ledger.totals.find(Boolean)).not.toHaveProperty("counted");
    expect(child!.documents).toHaveLength(okaforDocuments.length);
    expect(child!.documents[0]).not.toHaveProperty("downloadUrl");
    expect(JSON.stringify(progress).length).toBeLessThan(0.85 * JSON.stringify(api).length);
  });
});
