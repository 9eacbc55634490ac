// A child's progress across the years (requirements §14.5): the Progress view as JSON, the deadlines as an
// iCalendar file and the meeting brief as a PDF. Behind the default-deny gate and scoped to the caller's
// family: another family's child answers 404 exactly like a missing one.
import { Hono, type Context } from "hono";
import { CHILD_MESSAGES } from "../../common/schemas/children.ts";
import { getDb } from "../db/client.ts";
import { notFound } from "../http/errors.ts";
import { buildBrief } from "../record/brief.ts";
import { briefPdf } from "../record/brief-pdf.ts";
import { deadlinesCalendar } from "../record/ics.ts";
import { loadProgress, progressJson, type ProgressView } from "../record/progress.ts";
import { idParam } from "../http/validate.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

async function progressOf(c: Context<ApiEnv>): Promise<ProgressView> {
  const { familyId } = requireAuth(c);
  const view = await loadProgress(getDb(c.env), c.env, familyId, idParam(c, "id", CHILD_MESSAGES.notFound));
  if (!view) throw notFound(CHILD_MESSAGES.notFound);
  return view;
}

/** A file name from the child's name: letters, digits and dashes only (it goes into a header). */
const fileName = (name: string, suffix: string) => `${name.normalize("NFKD").replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "child"}-${suffix}`;

export const progressApi = new Hono<ApiEnv>()
  // The same text for an unchanged child: the view and its JSON are kept with the record (ADR 0046).
  .get("/:id/progress", async (c) => c.body(progressJson(await progressOf(c)), 200, { "Content-Type": "application/json" }))
  .get("/:id/deadlines.ics", async (c) => {
    const view = await progressOf(c);
    return c.body(deadlinesCalendar(view), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName(view.childName, "deadlines.ics")}"`,
    });
  })
  .get("/:id/brief.pdf", async (c) => {
    const view = await progressOf(c);
    const bytes = await briefPdf(buildBrief(view));
    return c.body(bytes.slice().buffer, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName(view.childName, "meeting-brief.pdf")}"`,
    });
  });
