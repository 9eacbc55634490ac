// "Show the source" (requirements §14.3, item 4): every readable document has a text view, page by page, as it was
// read; a citation in the chat or on the AI Insights tab opens the viewer at its page with the quoted words
// marked and scrolled into view. PDF and Word files through the real upload, queue, engine and viewer.
import { expect, test, type Page } from "./test.ts";
import { makeDocx, PAGE_BREAK, SAMPLE_IEP_PAGES } from "../worker/test/fixtures/index.ts";
import { axe } from "./axe-helpers.ts";
import { createChild, files, openSession, projectBaseURL, uploadDocument, type Session } from "./family-helpers.ts";
import { newUser } from "./accounts-helpers.ts";

/** The sample IEP as a Word file: the same lines, a hard page break where the PDF turns a page. */
const sampleDocx = () => ({
  name: "Spring IEP.docx",
  mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  buffer: Buffer.from(makeDocx(SAMPLE_IEP_PAGES.flatMap((lines, i) => (i === 0 ? lines : [PAGE_BREAK, ...lines])))),
});

/** What the quote matcher compares: letters and digits only, lower-cased and unaccented. */
const letters = (s: string) => s.normalize("NFKD").toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** One page of a long meeting log. */
const logPage = (page: number) =>
  Array.from({ length: 12 }, (_, j) => `Meeting log, page ${page}, entry ${j + 1}: the team reviewed Leo's reading and math progress.`).join("\n");

const messages = (page: Page) => page.getByTestId("chat-message");
const mark = (page: Page) => page.getByTestId("quote-highlight");

/** Asks a question on the conversation page and follows the answer's first citation; returns what it cited. */
async function followChatCitation(page: Page, childId: string, question: string): Promise<{ documentId: string; page: number; quote: string }> {
  await page.goto(`/conversation/${childId}`);
  // The summary is written first (the child has a ready document and no conversation yet).
  await expect(messages(page).first()).toContainText("What would you like to know", { timeout: 20_000 });
  const input = page.getByLabel(/^Ask a question about/);
  await input.fill(question);
  await input.press("Enter");
  const answer = messages(page).nth(2);
  await expect(answer).toHaveAttribute("data-status", "complete", { timeout: 20_000 });
  const citation = answer.getByTestId("citation").first();
  const href = (await citation.getAttribute("href")) ?? "";
  const url = new URL(href, "http://localhost");
  const cited = { documentId: url.pathname.split("/").pop() ?? "", page: Number(url.searchParams.get("page")), quote: url.searchParams.get("quote") ?? "" };
  expect(cited.page).toBeGreaterThan(0);
  expect(cited.quote.length).toBeGreaterThan(10);
  await citation.click();
  await page.waitForURL(/\/document-viewer\/[^?]+\?page=\d+&quote=/);
  return cited;
}

/** The cited page is shown with the quoted words marked on it and on screen. */
async function expectMarked(page: Page, pageNumber: number, quote: string): Promise<void> {
  const section = page.locator(`section[data-page="${pageNumber}"]`);
  await expect(section.getByRole("heading", { name: `Page ${pageNumber}` })).toBeVisible();
  await expect(section.getByTestId("quote-highlight")).toHaveCount(1);
  await expect(mark(page)).toHaveCount(1);
  await expect(mark(page)).toBeInViewport();
  const marked = letters(await mark(page).innerText());
  expect(marked.length).toBeGreaterThanOrEqual(Math.min(16, letters(quote).length));
  expect(letters(quote)).toContain(marked);
}

test.describe("show the source", () => {
  let s: Session;

  test.beforeEach(async ({ browser }, info) => {
    s = await openSession(browser, projectBaseURL(info), newUser("source"));
  });
  test.afterEach(async () => {
    await s?.context.close();
  });

  test("a chat answer's citation opens a PDF's Text tab at the page, the quoted words marked and in view", async () => {
    test.slow(); // upload, processing, summary, answer: see docs/decisions/0060
    const childId = await createChild(s.request, "Maya");
    const pdf = await uploadDocument(s.request, childId, files.sampleIep(), { title: "Spring IEP" });
    const cited = await followChatCitation(s.page, childId, "How many minutes of speech therapy does she get?");
    expect(cited.documentId).toBe(pdf);
    await expect(s.page.getByRole("tab", { name: "Text" })).toHaveAttribute("aria-selected", "true");
    await expectMarked(s.page, cited.page, cited.quote);
    // The PDF itself stays one tab away, at the same page.
    await s.page.getByRole("tab", { name: "Document" }).click();
    await expect(s.page.locator(`iframe[title="Spring IEP"]`)).toHaveAttribute("src", `/api/documents/${pdf}/file#page=${cited.page}&toolbar=0`);

    // The viewer with its text tab and a marked quote passes axe.
    await s.page.getByRole("tab", { name: "Text" }).click();
    await expect(mark(s.page)).toBeVisible();
    expect(await axe(s.page)).toEqual([]);
  });

  test("a chat answer's citation opens a Word file's text at the page, the quoted words marked and in view", async () => {
    test.slow();
    const childId = await createChild(s.request, "Maya");
    const docx = await uploadDocument(s.request, childId, sampleDocx(), { title: "Spring IEP (Word)" });

    // A Word file has no browser preview: its Document tab is its text, page by page.
    await s.page.goto(`/document-viewer/${docx}`);
    await expect(s.page.getByRole("tab")).toHaveText(["Document", "AI Insights"]);
    await expect(s.page.getByText("Document preview not available")).toHaveCount(0);
    await expect(s.page.getByRole("heading", { name: "Page 1", exact: true })).toBeVisible();
    await expect(s.page.locator("section[data-page]")).toHaveCount(SAMPLE_IEP_PAGES.length);
    await expect(s.page.locator('section[data-page="1"]')).toContainText("INDIVIDUALIZED EDUCATION PROGRAM (IEP)");
    expect(await axe(s.page, { include: '[role="tabpanel"]' })).toEqual([]);

    const cited = await followChatCitation(s.page, childId, "How many minutes of speech therapy does she get?");
    expect(cited.documentId).toBe(docx);
    await expect(s.page.getByRole("tab", { name: "Document" })).toHaveAttribute("aria-selected", "true");
    await expectMarked(s.page, cited.page, cited.quote);
  });

  test("a citation on the AI Insights tab shows its source in the Text tab", async () => {
    const childId = await createChild(s.request, "Maya");
    const pdf = await uploadDocument(s.request, childId, files.sampleIep(), { title: "Spring IEP" });
    await s.page.goto(`/document-viewer/${pdf}`);
    await expect(s.page.getByRole("tab")).toHaveText(["Document", "Text", "AI Insights"]);
    await s.page.getByRole("tab", { name: "AI Insights" }).click();
    const cite = s.page
      .getByRole("region", { name: "Services" })
      .getByRole("button", { name: "Show the source on page 4 (Speech and Language Therapy)" });
    const quote = (await cite.getAttribute("title")) ?? "";
    expect(quote).toContain("Speech");
    await cite.click();
    await expect(s.page.getByRole("tab", { name: "Text" })).toHaveAttribute("aria-selected", "true");
    await expectMarked(s.page, 4, quote);

    // Another citation moves the mark (the text is not fetched again).
    await s.page.getByRole("tab", { name: "AI Insights" }).click();
    const date = s.page.getByRole("region", { name: "Key Dates" }).getByRole("button").first();
    const dateQuote = (await date.getAttribute("title")) ?? "";
    const datePage = Number(/page (\d+)/.exec((await date.getAttribute("aria-label")) ?? "")?.[1]);
    await date.click();
    await expectMarked(s.page, datePage, dateQuote);
  });

  test("a long document opens at a late page; a link's quote is only text, and a bad link still opens", async () => {
    const childId = await createChild(s.request, "Leo");
    const pages = Array.from({ length: 150 }, (_, i) => logPage(i + 1));
    pages[136] += "\nThe team agreed to add a weekly check-in with the school coun-\nselor starting in March.";
    const txt = await uploadDocument(s.request, childId, files.txt(pages.join("\f"), "Meeting log.txt"), { title: "Meeting log", documentType: "Other" });

    // Case, spacing and a line-end hyphen differ from the page: still found.
    const quote = "THE TEAM agreed to add a weekly check-in with the school   counselor";
    await s.page.goto(`/document-viewer/${txt}?page=137&quote=${encodeURIComponent(quote)}`);
    await expect(s.page.locator("section[data-page]")).toHaveCount(150);
    await expectMarked(s.page, 137, quote);

    // Markup in a quote is searched for as text: nothing is injected, the page opens with a note.
    await s.page.goto(`/document-viewer/${txt}?page=2&quote=${encodeURIComponent('<img src=x onerror="window.injected=1"> nowhere in this file')}`);
    await expect(s.page.getByText("The quoted words could not be found on page 2; the whole page is shown.")).toBeVisible();
    await expect(s.page.locator('section[data-page="2"]').getByRole("heading", { name: "Page 2" })).toBeInViewport();
    await expect(s.page.locator("img[src=x]")).toHaveCount(0);
    expect(await s.page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
    await expect(mark(s.page)).toHaveCount(0);

    // A page that is not there says so; a page that is not a number is ignored.
    await s.page.goto(`/document-viewer/${txt}?page=400&quote=team`);
    await expect(s.page.getByText("This document has no page 400 (it has 150 pages).")).toBeVisible();
    await s.page.goto(`/document-viewer/${txt}?page=-3&quote=`);
    await expect(s.page.getByRole("heading", { name: "Page 1", exact: true })).toBeInViewport();
    await expect(s.page.getByText(/could not be found|has no page/)).toHaveCount(0);
  });
});
