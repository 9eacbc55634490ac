// Progress across the years (requirements §14.5, "Done when"): a parent uploads two years of IEPs and an
// evaluation, opens Progress and sees the cut service, the unchanged baseline, the dropped goal and the
// unserved recommendation with their pages; downloads the calendar file and the meeting brief; the
// dashboard card shows the next deadline. axe on the Progress tab.
import { readFile } from "node:fs/promises";
import { expect, test, type Locator } from "./test.ts";
import { makePdf } from "../worker/test/fixtures/index.ts";
import { okaforDocuments } from "../worker/record/fixtures/okafor.ts";
import { axe } from "./axe-helpers.ts";
import { createChild, openSession, uploadDocument, type UploadFile } from "./family-helpers.ts";

const pdfOf = (index: number): UploadFile => {
  const doc = okaforDocuments[index]!;
  return { name: `${doc.title}.pdf`, mimeType: "application/pdf", buffer: Buffer.from(makePdf(doc.pages.map((p) => p.split("\n")))) };
};

const item = (region: Locator, text: string) => region.getByRole("listitem").filter({ hasText: text });

test("Progress shows the cut service, unchanged baseline, dropped goal and unserved recommendation with pages; .ics, brief and the dashboard deadline", async ({ browser, baseURL }) => {
  test.slow(); // three uploads processed by the queue, two downloads (docs/decisions/0060)
  const { context, page, request } = await openSession(browser, baseURL ?? "");
  const childId = await createChild(request, "Theo");
  const [iep2025, iep2026, evaluation] = [0, 1, 2].map((i) => ({ i, doc: okaforDocuments[i]! }));
  const ids: string[] = [];
  for (const { i, doc } of [iep2025!, iep2026!, evaluation!]) {
    ids.push(await uploadDocument(request, childId, pdfOf(i), { title: doc.title, documentType: doc.documentType, schoolYear: doc.schoolYear ?? "2025-2026" }));
  }

  await page.goto(`/child-profile/${childId}`);
  await page.getByRole("tab", { name: "Progress" }).click();
  const panel = page.getByRole("tabpanel");
  const flags = panel.getByRole("region", { name: "To ask about" });

  const cut = item(flags, "Occupational Therapy: cut from 60 to 30 minutes a week.");
  await expect(cut.getByRole("link", { name: "the IEP of March 12, 2025, page 3" })).toHaveAttribute("href", `/document-viewer/${ids[0]}?page=3`);
  await expect(cut.getByRole("link", { name: "the IEP of March 10, 2026, page 3" })).toHaveAttribute("href", `/document-viewer/${ids[1]}?page=3`);

  const baseline = item(flags, "Math Calculation: the baseline is the same as last year");
  await expect(baseline.getByRole("link", { name: "the IEP of March 12, 2025, page 2" })).toBeVisible();
  await expect(baseline.getByRole("link", { name: "the IEP of March 10, 2026, page 2" })).toBeVisible();

  const dropped = item(flags, "Handwriting: the goal is not in the new IEP.");
  await expect(dropped.getByRole("link", { name: "the IEP of March 12, 2025, page 2" })).toBeVisible();

  const unserved = item(flags, "social skills instruction");
  await expect(unserved).toContainText("not in the current IEP");
  await expect(unserved.getByRole("link", { name: /^the evaluation of .+, page 2$/ })).toHaveAttribute("href", `/document-viewer/${ids[2]}?page=2`);

  // The ledger: a table beside the chart, the cut in its cell with both citations.
  const services = panel.getByRole("region", { name: "Service minutes per IEP" });
  await expect(services.getByRole("img", { name: /Minutes per week by service and IEP/ })).toBeVisible();
  await expect(services.getByRole("row", { name: /Occupational Therapy/ })).toContainText("(cut -30)");
  expect(await axe(page, { include: '[role="tabpanel"]' })).toEqual([]);

  // The calendar file: one event per deadline, each with a two-week reminder.
  const [ics] = await Promise.all([page.waitForEvent("download"), panel.getByRole("link", { name: "Add deadlines to calendar (.ics)" }).click()]);
  expect(ics.suggestedFilename()).toBe("Theo-deadlines.ics");
  const calendar = await readFile((await ics.path())!, "utf8");
  expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(calendar).toContain("DTSTART;VALUE=DATE:20270309");
  expect(calendar.match(/TRIGGER:-P14D/g)?.length).toBe(calendar.match(/BEGIN:VEVENT/g)?.length);

  // The brief: a printable page, and its PDF made by the Worker.
  await panel.getByRole("link", { name: "Meeting brief" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meeting brief: Theo" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Flags" })).toContainText("Occupational Therapy: cut from 60 to 30 minutes a week.");
  await expect(page.getByRole("region", { name: "Questions to ask" }).getByRole("listitem").first()).toBeVisible();
  const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  expect(pdf.suggestedFilename()).toBe("Theo-meeting-brief.pdf");
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe("%PDF-");

  // The dashboard card: the next deadline, in days.
  await page.goto("/dashboard");
  await expect(page.getByTestId("next-deadline")).toHaveText(/^(Annual review due|Next progress report expected) in \d+ days?$/);
  await context.close();
});
