// requirements §14.2: every layout family of the analyzer's corpus (state forms, a vendor system, an amendment,
// a progress report, a 504 plan, two columns, numbered objectives), uploaded as the file a district
// would send (PDF, DOCX or TXT), shows its goals and services on the AI Insights tab.
import { expect, test } from "./test";
import { LAYOUT_FIXTURES, layoutFile } from "../worker/ai/analyzer/fixtures/layouts/index.ts";
import { giveConsent, newUser, signUpViaApi } from "./accounts-helpers";
import { createChild, uploadDocument } from "./family-helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await giveConsent(context, baseURL ?? "");
});

const card = (page: import("./test").Page, title: string) => page.getByRole("region", { name: title });

test("each layout family's goals and services appear on the AI Insights tab", async ({ page }) => {
  test.slow();
  await signUpViaApi(page, newUser("layouts"));
  const childId = await createChild(page.request, "Layout");
  for (const fixture of LAYOUT_FIXTURES) {
    const file = layoutFile(fixture);
    const type = fixture.expected.doc_type === "Progress Report" ? "Progress Report" : fixture.expected.doc_type === "IEP" ? "IEP" : "Other";
    const id = await uploadDocument(page.request, childId, { name: file.name, mimeType: file.contentType, buffer: Buffer.from(file.bytes) }, {
      title: `${fixture.family} (${fixture.name})`,
      documentType: type,
    });

    await page.goto(`/document-viewer/${id}`);
    await page.getByRole("tab", { name: "AI Insights" }).click();
    await expect(page.getByRole("tab", { name: "AI Insights" })).toHaveAttribute("aria-selected", "true");

    const goals = card(page, "IEP Goals Analysis");
    if (fixture.expected.goals.length === 0) {
      await expect(goals.getByText("No goal analysis available for this document.")).toBeVisible();
    } else {
      await expect(goals.getByRole("listitem").filter({ has: page.getByRole("heading") }), fixture.name).toHaveCount(fixture.expected.goals.length);
      const first = fixture.expected.goals[0]!.description.slice(0, 40);
      await expect(goals.getByText(first).first(), fixture.name).toBeVisible();
      // A progress report shows each goal's status, and does not call the baseline it never restates missing.
      for (const g of fixture.expected.goals) if (g.progress) await expect(goals.getByText(g.progress).first(), fixture.name).toBeVisible();
      if (fixture.expected.doc_type === "Progress Report") await expect(goals.getByText("Not stated")).toHaveCount(0);
    }
    const services = card(page, "Services");
    for (const s of fixture.expected.services) await expect(services.getByText(s.service).first(), fixture.name).toBeVisible();
    if (fixture.expected.services.length === 0) {
      await expect(services.getByText("No services with minutes or frequency were found in this document.")).toBeVisible();
    }
  }
});
