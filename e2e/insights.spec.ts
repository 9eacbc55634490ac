// The AI Insights tab end to end (requirements §14.2): upload the project's sample IEP, open AI Insights, see the
// summary, goals with measurable outcomes, services with minutes, key dates and suggested questions;
// a "page N" citation shows its source (the Text tab at that page, the quoted words marked); a .doc upload shows why there are no
// insights and the spec's three fallback texts.
import { expect, test, type Page } from "./test.ts";
import { makePdf, SAMPLE_IEP_PAGES } from "../worker/test/fixtures/index.ts";
import { giveConsent, newUser, signUpViaApi } from "./accounts-helpers.ts";
import { axe } from "./axe-helpers.ts";

type FileSpec = { name: string; mimeType: string; buffer: Buffer };

const sampleIep = (): FileSpec => ({ name: "Maya IEP 2025.pdf", mimeType: "application/pdf", buffer: Buffer.from(makePdf(SAMPLE_IEP_PAGES)) });
// A legacy Word file: the OLE2 signature and some padding (stored, but its text cannot be read).
const legacyDoc = (): FileSpec => ({
  name: "Old plan.doc",
  mimeType: "application/msword",
  buffer: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 0x20)]),
});

test.beforeEach(async ({ context, baseURL }) => {
  await giveConsent(context, baseURL ?? "");
});

/** A signed-in parent with one child and one uploaded document, processed by the queue. */
async function documentFor(page: Page, file: FileSpec): Promise<string> {
  await signUpViaApi(page, newUser("insights"));
  const child = await page.request.post("/api/children", { data: { name: "Maya" } });
  expect(child.status()).toBe(201);
  const childId = ((await child.json()) as { id: string }).id;
  const upload = await page.request.post(`/api/children/${childId}/documents/upload`, {
    multipart: { title: "Maya's IEP", documentType: "IEP", schoolYear: "2025-2026", document: file },
  });
  expect(upload.status()).toBe(201);
  const id = ((await upload.json()) as { id: string }).id;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/documents/${id}`)).json()) as { status: string }).status, { timeout: 15_000 })
    .not.toBe("processing");
  return id;
}

async function openInsights(page: Page, documentId: string): Promise<void> {
  await page.goto(`/document-viewer/${documentId}`);
  await page.getByRole("tab", { name: "AI Insights" }).click();
  await expect(page.getByRole("tab", { name: "AI Insights" })).toHaveAttribute("aria-selected", "true");
}

const card = (page: Page, title: string) => page.getByRole("region", { name: title });

test("AI Insights shows the summary, goals, services, key dates and questions of an uploaded IEP", async ({ page }) => {
  test.slow(); // does many things: see docs/decisions/0060
  const id = await documentFor(page, sampleIep());
  await openInsights(page, id);
  await expect(page.getByText("AI can make mistakes. Please double-check responses.")).toBeVisible();

  const summary = card(page, "Document Summary");
  await expect(summary.getByRole("heading", { name: "Maya's IEP" })).toBeVisible();
  await expect(summary.getByText("Annual goals (4)")).toBeVisible();

  const goals = card(page, "IEP Goals Analysis");
  await expect(goals.getByRole("listitem")).toHaveCount(4);
  await expect(goals.getByRole("heading", { name: "Reading Fluency" })).toBeVisible();
  await expect(goals.getByText("Measurable outcomes:").first()).toBeVisible();
  await expect(goals.getByText("90 words correct per minute with at least 95% accuracy on 3 consecutive biweekly probes").first()).toBeVisible();

  const services = card(page, "Services");
  await expect(services.getByText("Speech and Language Therapy")).toBeVisible();
  await expect(services.getByText("150 min/week", { exact: true })).toBeVisible();
  await expect(services.getByText("50 min/week", { exact: true })).toBeVisible();

  const dates = card(page, "Key Dates");
  await expect(dates.getByText("Annual Review Due")).toBeVisible();
  await expect(dates.getByText("Oct 13, 2026").first()).toBeVisible();

  const questions = card(page, "Suggested Questions");
  expect(await questions.getByRole("listitem").count()).toBeGreaterThan(0);
  // Static, not clickable (requirements §2).
  await expect(questions.getByRole("button")).toHaveCount(0);
  await expect(questions.getByRole("link")).toHaveCount(0);

  await expect(page.getByText("Read from your documents by IEP Binder's built-in analyzer (no AI model)")).toBeVisible();

  expect(await axe(page, { include: '[role="tabpanel"]' })).toEqual([]);
});

test("a page citation shows its source: the Text tab at that page, the quoted words marked", async ({ page }) => {
  const id = await documentFor(page, sampleIep());
  await openInsights(page, id);
  await card(page, "Services")
    .getByRole("button", { name: "Show the source on page 4 (Speech and Language Therapy)" })
    .click();
  await expect(page.getByRole("tab", { name: "Text" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator('section[data-page="4"]').getByTestId("quote-highlight")).toContainText("Speech and Language Therapy");
  // The PDF frame follows to the same page.
  await expect(page.locator("iframe")).toHaveAttribute("src", /[#&]page=4\b/);
});

test("a .doc upload says why there are no insights and shows the three fallbacks", async ({ page }) => {
  const id = await documentFor(page, legacyDoc());
  await openInsights(page, id);
  await expect(page.getByText("No insights for this document")).toBeVisible();
  await expect(page.getByText("Text can't be read from .doc files.", { exact: false }).last()).toBeVisible();
  await expect(card(page, "Document Summary").getByText("Unable to generate summary. Try refreshing the page.")).toBeVisible();
  await expect(card(page, "Suggested Questions").getByText("No suggested questions available.")).toBeVisible();
  await expect(card(page, "IEP Goals Analysis").getByText("No goal analysis available for this document.")).toBeVisible();
});
