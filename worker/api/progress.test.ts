// GET /api/children/:id/progress, /deadlines.ics and /brief.pdf through the real app, D1 and the
// analyzer's stored facts: the planted family's findings, another family's child (404), the calendar
// file parsed back with ical.js and the PDF read back with unpdf, and a deleted document updating both.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db/client.ts";
import { documents } from "../db/schema.ts";
import { okaforDocuments, okaforKey } from "../record/fixtures/okafor.ts";
import { storeReadyDocument } from "../record/fixtures/store.ts";
import type { ProgressView } from "../record/progress.ts";
import { signUp, type TestUser } from "../test/auth.ts";
import { call, json } from "../test/http.ts";
import { addChild, familyIdOf } from "../test/uploads.ts";

type Owner = { user: TestUser; familyId: string; childId: string };

async function owner(name: string): Promise<Owner> {
  const user = await signUp();
  return { user, familyId: await familyIdOf(user), childId: (await addChild(user, name)).id };
}

let theo: Owner;
let stranger: Owner;
let ids: string[];

beforeAll(async () => {
  [theo, stranger] = await Promise.all([owner("Theo"), owner("Riley")]);
  ids = [];
  for (const doc of okaforDocuments) ids.push(await storeReadyDocument(getDb(env), theo, doc));
}, 60_000);

const get = (path: string, user: TestUser = theo.user) => call("GET", path, { cookie: user.cookie });

describe("GET /api/children/:id/progress", () => {
  it("returns the Progress view with every planted flag, citing the stored documents' pages", async () => {
    const res = await get(`/api/children/${theo.childId}/progress`);
    expect(res.status).toBe(200);
    const view = await json<ProgressView>(res);
    expect(view).toMatchObject({ childId: theo.childId, childName: "Theo", hasIep: true, comparison: { comparable: true } });
    expect(view.flags.map((f) => `${f.kind}: ${f.subject}`).sort()).toEqual(okaforKey.flags.map((f) => `${f.kind}: ${f.subject}`).sort());
    const cut = view.flags.find((f) => f.kind === "service-cut")!;
    expect(cut.sources.map((s) => [s.documentId, s.page, s.document])).toEqual([
      [ids[0], 3, "the IEP of March 12, 2025"],
      [ids[1], 3, "the IEP of March 10, 2026"],
    ]);
    expect(view.timeline.map((d) => d.title)).toEqual([
      "Theo IEP 2025",
      "Progress report January 2026",
      "Theo evaluation 2026",
      "Theo IEP 2026",
      "Progress report October 2026",
    ]);
  });

  it("answers 404 for another family's child, exactly like a missing one, and for an id that cannot be one", async () => {
    const foreign = await get(`/api/children/${theo.childId}/progress`, stranger.user);
    const missing = await get(`/api/children/${crypto.randomUUID()}/progress`, stranger.user);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toBe(await missing.text());
    expect((await get(`/api/children/${"x".repeat(65)}/progress`)).status).toBe(404);
    expect((await get(`/api/children/${theo.childId}/deadlines.ics`, stranger.user)).status).toBe(404);
    expect((await get(`/api/children/${theo.childId}/brief.pdf`, stranger.user)).status).toBe(404);
  });
});

describe("GET /api/children/:id/deadlines.ics", () => {
  it("is an RFC 5545 calendar a real parser reads: one event per deadline, each with an alarm two weeks before", async () => {
    const res = await get(`/api/children/${theo.childId}/deadlines.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Theo-deadlines.ics"');
    const text = await res.text();
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const events = calendar.getAllSubcomponents("vevent").map((c) => {
      const event = new ICAL.Event(c);
      const alarm = c.getFirstSubcomponent("valarm");
      return {
        summary: event.summary,
        start: event.startDate.toString(),
        allDay: event.startDate.isDate,
        alarm: (alarm?.getFirstPropertyValue("trigger") as { toSeconds(): number } | null)?.toSeconds(),
        cites: event.description.includes("page 1") || event.description.includes("page 3"),
      };
    });
    // The key's dates are against a fixed "today"; the annual review and reevaluation are stated dates.
    expect(events.filter((e) => !e.summary.includes("expected"))).toEqual([
      { summary: "Theo: Annual review", start: "2027-03-09", allDay: true, alarm: -14 * 86_400, cites: true },
      { summary: "Theo: Reevaluation", start: "2029-02-01", allDay: true, alarm: -14 * 86_400, cites: true },
    ]);
    expect(events.filter((e) => e.summary === "Theo: Next progress report expected (expected)")).toHaveLength(1);
  });
});

describe("GET /api/children/:id/brief.pdf", () => {
  it("is a PDF made in the Worker whose text has the flags, the open recommendation, the deadlines and questions, each cited", async () => {
    const res = await get(`/api/children/${theo.childId}/brief.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    for (const heading of ["Meeting brief: Theo", "Changes since last year", "Flags", "Open evaluation recommendations", "Deadlines", "Questions to ask"]) {
      expect(flat).toContain(heading);
    }
    expect(flat).toContain("Occupational Therapy: cut from 60 to 30 minutes a week.");
    expect(flat).toContain("Source: the IEP of March 12, 2025, page 3; the IEP of March 10, 2026, page 3");
    expect(flat).toMatch(/social skills instruction/i);
    expect(flat).toContain("Annual review: March 9, 2027");
  });
});

describe("a deleted document", () => {
  it("updates the progress view and the brief", async () => {
    const other = await owner("Ada");
    const kept = await storeReadyDocument(getDb(env), other, okaforDocuments[0]!);
    const gone = await storeReadyDocument(getDb(env), other, okaforDocuments[1]!);
    const before = await json<ProgressView>(await get(`/api/children/${other.childId}/progress`, other.user));
    expect(before.flags.some((f) => f.kind === "service-cut")).toBe(true);
    await getDb(env).delete(documents).where(eq(documents.id, gone));
    const after = await json<ProgressView>(await get(`/api/children/${other.childId}/progress`, other.user));
    expect(after.timeline.map((d) => d.documentId)).toEqual([kept]);
    expect(after.flags).toEqual([]);
    const pdf = await getDocumentProxy(new Uint8Array(await (await get(`/api/children/${other.childId}/brief.pdf`, other.user)).arrayBuffer()));
    expect((await extractText(pdf, { mergePages: true })).text).not.toContain("cut from 60 to 30");
  });
});
