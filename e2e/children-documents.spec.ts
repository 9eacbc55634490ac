// Children and documents end to end (requirements §2.6): the Children tab (optimistic add, disabled states, the
// Converse toast, delete by typing the name), uploads of every accepted type with a real progress bar,
// processing status in the list, the document frame, Edit Details, Download, Delete, inline profile
// edits, the avatar, the 50 MB limit, and another family's URLs answering with the not-found states.
import { writeFile } from "node:fs/promises";
import { closeMenuWithEscape, expect, openMenu, test, type APIRequestContext, type Page } from "./test.ts";
import { makeDocx, makePdf } from "../worker/test/fixtures/index.ts";
import { registerAndConfirm } from "./accounts-helpers.ts";

const PASSWORD = "Sunflower9x";
let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${process.pid}-${++seq}@example.com`;

/** Signs up through the API (the page shares the cookie jar) and accepts the cookie banner. */
async function signUp(page: Page, tag = "parent"): Promise<void> {
  await registerAndConfirm(page.request, { email: uniqueEmail(tag), password: PASSWORD, firstName: "Pat", lastName: "Lee" });
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Accept All Cookies" }).click();
  await expect(page.getByRole("button", { name: "Accept All Cookies" })).toBeHidden();
}

async function createChild(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.post("/api/children", { data: { name } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

type FileSpec = { name: string; mimeType: string; buffer: Buffer };

async function uploadViaApi(request: APIRequestContext, childId: string, file: FileSpec, title: string): Promise<string> {
  const res = await request.post(`/api/children/${childId}/documents/upload`, {
    multipart: { title, documentType: "IEP", schoolYear: "2025-2026", document: file },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A new parent with one child, on the dashboard with the Upload IEP Document dialog open from its link. */
async function openUploadDialog(page: Page) {
  await signUp(page);
  const childId = await createChild(page.request, "Ava");
  await page.goto(`/dashboard?child=${childId}&upload=true`);
  const dialog = page.getByRole("dialog", { name: "Upload IEP Document" });
  await expect(dialog).toBeVisible();
  return { dialog, childId };
}

/** Records every value the upload progress bar takes, from now on (survives client-side navigation). */
async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { uploadProgressSeen: string[] }).uploadProgressSeen = seen;
    new MutationObserver(() => {
      const now = document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow");
      if (now && seen.at(-1) !== now) seen.push(now);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return async () => (await page.evaluate(() => (window as unknown as { uploadProgressSeen?: string[] }).uploadProgressSeen ?? [])).map(Number);
}

/** The fields a form sent, without its `intent`. */
async function fieldsOf(request: Promise<{ postDataBuffer(): Buffer | null; headers(): Record<string, string> }>) {
  const r = await request;
  const form = await new Response(new Uint8Array(r.postDataBuffer() ?? []), { headers: { "content-type": r.headers()["content-type"]! } }).formData();
  return [...form].filter(([key]) => key !== "intent");
}

const toast = (page: Page, title: string) => page.locator('[data-scope="toast"][data-part="title"]', { hasText: title });

const files = {
  pdf: (): FileSpec => ({
    name: "Spring IEP 2026.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(makePdf([["Individualized Education Program", "Student: Maya", "Goal 1: Reading fluency 90 wcpm"]])),
  }),
  docx: (): FileSpec => ({
    name: "Evaluation Report.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(makeDocx(["Psychoeducational Evaluation", "Maya reads at a second-grade level."])),
  }),
  txt: (): FileSpec => ({
    name: "Progress notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Progress report\nMaya met 2 of 3 reading benchmarks this quarter.\n"),
  }),
  // A legacy Word file: the OLE2 signature and a little padding (stored, not readable as text).
  doc: (): FileSpec => ({
    name: "Old plan.doc",
    mimeType: "application/msword",
    buffer: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 0x20)]),
  }),
};

// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

test.describe("Children tab", () => {
  test("adds a child at once (optimistic), then shows disabled Documents and the Converse toast", async ({ page }) => {
    await signUp(page);
    await expect(page.getByText("No children added yet")).toBeVisible();
    await expect(page.getByText("Add your first child to get started")).toBeVisible();

    await page.getByRole("button", { name: "Add Child" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Child" });
    const submit = dialog.getByRole("button", { name: "Add Child" });
    await expect(submit).toBeDisabled();

    // A name of only spaces passes the "is set" check but is refused on submit.
    await dialog.getByLabel("Child's Name").fill("   ");
    await dialog.getByLabel("Birth Month").selectOption("March");
    const year = String(new Date().getUTCFullYear() - 8);
    const years = await dialog.getByLabel("Birth Year").locator("option:not([value=''])").allTextContents();
    expect(years).toHaveLength(20);
    expect(years[0]).toBe(String(new Date().getUTCFullYear()));
    await dialog.getByLabel("Birth Year").selectOption(year);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, "Missing information")).toBeVisible();
    await expect(page.getByText("Please enter your child's name.")).toBeVisible();

    await dialog.getByLabel("Child's Name").fill("Maya");
    await dialog.getByLabel("Profile Picture (optional)").setInputFiles({ name: "maya.png", mimeType: "image/png", buffer: PNG });
    await expect(dialog.getByRole("img", { name: "Preview of the chosen profile picture" })).toBeVisible();

    // Hold the form's post (to the page's action, ADR 0071) so the optimistic card can be seen before the
    // server answers.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dashboard\.data(\?|$)/, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await held;
      await route.continue();
    });
    await submit.click();
    const card = page.getByTestId("child-card").filter({ hasText: "Maya" });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Saving…");
    await expect(card).toHaveAttribute("aria-busy", "true");
    release();

    await expect(toast(page, "Success")).toBeVisible();
    await expect(page.getByText("Child added successfully")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Add Child" })).toBeHidden();
    await expect(card).not.toContainText("Saving…");
    await expect(card).toContainText(`Born: March ${year}`);
    await expect(card).toContainText("Never");
    await expect(card.getByRole("img")).toHaveCount(0); // the picture is decorative (alt="")
    await expect(card.locator("img")).toHaveAttribute("src", /\/api\/children\/[^/]+\/avatar/);

    // No documents: Documents is disabled; Converse looks disabled but explains itself.
    await expect(card.getByRole("button", { name: "Documents", exact: true })).toBeDisabled();
    const converse = card.getByRole("button", { name: "Converse" });
    await expect(converse).toHaveAttribute("aria-disabled", "true");
    // aria-disabled (not disabled): it stays focusable and answers a press with the reason.
    await converse.focus();
    await page.keyboard.press("Enter");
    await expect(toast(page, "No documents found")).toBeVisible();
    await expect(page.getByText("Please upload an IEP document first to start a conversation.")).toBeVisible();

    await expect(card.getByRole("link", { name: "Upload IEP" })).toHaveAttribute("href", /\/document-upload\//);
    await expect(card.getByRole("link", { name: "Profile" })).toHaveAttribute("href", /\/child-profile\//);

    // The server has it: a reload shows the same card.
    await page.reload();
    await expect(page.getByTestId("child-card").filter({ hasText: "Maya" })).toBeVisible();
  });

  test("the card menu links, Manage Documents dialog, and deleting a child by typing its name", async ({ page }) => {
    test.slow(); // does many things: see docs/decisions/0060
    await signUp(page);
    const childId = await createChild(page.request, "Jonah");
    const docId = await uploadViaApi(page.request, childId, files.txt(), "Reading log");
    await page.goto("/dashboard");
    const card = page.getByTestId("child-card").filter({ hasText: "Jonah" });
    await expect(card.getByRole("link", { name: "Documents", exact: true })).toHaveAttribute("href", `/document-viewer?childId=${childId}`);
    await expect(card.getByRole("link", { name: "Converse" })).toHaveAttribute("href", `/conversation/${childId}`);

    await openMenu(card.getByRole("button", { name: "Actions for Jonah" }));
    await expect(page.getByRole("menuitem", { name: "Edit Profile" })).toHaveAttribute("href", `/child-profile/${childId}`);
    await expect(page.getByRole("menuitem", { name: "Manage Documents" })).toHaveAttribute("href", `/document-viewer?childId=${childId}`);
    await closeMenuWithEscape(page);

    // The document count opens the Manage Documents dialog.
    await card.getByRole("button", { name: /Manage Jonah's documents/ }).click();
    const manage = page.getByRole("dialog", { name: "Manage Documents" });
    for (const col of ["Title", "Type", "School Year", "Date Added"]) await expect(manage.getByRole("columnheader", { name: col })).toBeVisible();
    const row = manage.getByRole("row").filter({ hasText: "Reading log" });
    await expect(row).toContainText("2025-2026");
    await openMenu(row.getByRole("button", { name: "Actions for Reading log" }));
    await expect(page.getByRole("menuitem", { name: "View" })).toHaveAttribute("href", `/document-viewer/${docId}`);
    await expect(page.getByRole("menuitem", { name: "Discuss with AI" })).toHaveAttribute("href", `/conversation/${childId}`);
    page.once("dialog", (d) => {
      expect(d.message()).toBe("Are you sure you want to delete this document? This action cannot be undone.");
      void d.accept();
    });
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await expect(toast(page, "Document deleted")).toBeVisible();
    await expect(manage.getByText("No documents found")).toBeVisible();
    await manage.getByRole("button", { name: "Close", exact: true }).click();
    await expect(card.getByRole("button", { name: "Documents", exact: true })).toBeDisabled();

    // Delete: 'Delete Profile' stays disabled until the exact name is typed.
    await openMenu(card.getByRole("button", { name: "Actions for Jonah" }));
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete child profile" });
    const del = confirm.getByRole("button", { name: "Delete Profile" });
    await expect(del).toBeDisabled();
    const input = confirm.getByLabel('Type "Jonah" to confirm');
    await input.fill("jonah");
    await expect(del).toBeDisabled();
    await input.fill("Jona");
    await expect(del).toBeDisabled();
    await input.fill("Jonah");
    await expect(del).toBeEnabled();
    await del.click();
    await expect(toast(page, "Child removed")).toBeVisible();
    await expect(page.getByText("No children added yet")).toBeVisible();
    expect((await page.request.get(`/api/children/${childId}`)).status()).toBe(404);
  });

  test("?child={id}&upload=true opens the Upload IEP Document dialog, which goes to the new document", async ({ page }) => {
    const { dialog } = await openUploadDialog(page);
    // The dialog moves focus to its first control once it has opened.
    await expect(dialog.getByRole("button", { name: /Click to choose a file/ })).toBeFocused();
    await dialog.locator('input[type="file"]').setInputFiles(files.pdf());
    await expect(dialog.getByLabel("Document Title")).toHaveValue("Spring IEP 2026");
    await expect(dialog.getByLabel("Document Type")).toHaveValue("IEP");
    await dialog.getByRole("button", { name: "Upload Document" }).click();
    await expect(toast(page, "Document uploaded")).toBeVisible();
    await page.waitForURL(/\/document-viewer\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Spring IEP 2026" })).toBeVisible();
  });

  test("the Upload IEP Document dialog shows the server's refusal and stays open on the dashboard", async ({ page }) => {
    const { dialog, childId } = await openUploadDialog(page);
    // Text named .pdf: only the server, reading its first bytes, refuses it.
    await dialog.locator('input[type="file"]').setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("plain words, not a PDF\n") });
    await dialog.getByRole("button", { name: "Upload Document" }).click();
    await expect(toast(page, "Upload failed")).toBeVisible();
    await expect(page.locator('[data-scope="toast"][data-part="root"]', { hasText: "Upload failed" })).toContainText("This file's contents do not match");
    await expect(dialog.getByRole("button", { name: "Upload Document" })).toBeEnabled();
    await expect(page).toHaveURL(`/dashboard?child=${childId}&upload=true`);
  });
});

test.describe("uploads and documents", () => {
  test("uploads PDF, DOCX, TXT and DOC with a progress bar and sees them processed in the list", async ({ page }) => {
    test.slow(); // does many things: see docs/decisions/0060
    test.setTimeout(120_000);
    await signUp(page);
    const childId = await createChild(page.request, "Maya");

    for (const [kind, file] of Object.entries(files).map(([k, f]) => [k, f()] as const)) {
      await page.goto(`/document-upload/${childId}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upload IEP Document for Maya");
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
      await expect(crumbs.getByRole("link", { name: "Maya's Profile" })).toHaveAttribute("href", `/child-profile/${childId}`);
      await expect(page.getByLabel("Document Type")).toHaveValue("IEP");
      expect(await page.getByLabel("Document Type").locator("option").allTextContents()).toEqual(["IEP", "Evaluation", "Progress Report", "Other"]);
      await expect(page.getByText("If left blank, the current year is used.")).toBeVisible();

      // Choose through the keyboard-accessible dropzone (it opens the file picker).
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: /Click to choose a file/ }).focus();
      await page.keyboard.press("Enter");
      await (await chooser).setFiles(file);
      await expect(page.getByTestId("chosen-file")).toHaveText(file.name);
      await expect(page.getByLabel("Document Title")).toHaveValue(file.name.replace(/\.[^.]+$/, ""));

      // Hold the upload until the bar and the toast have been seen.
      const progressValues = await recordProgress(page);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/documents/upload", async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("button", { name: "Upload Document" }).click();
      await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();
      await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
      await expect(toast(page, "Uploading document...")).toBeVisible();
      release();
      await page.waitForURL("**/dashboard");
      await expect(toast(page, "Document uploaded")).toBeVisible();
      await expect(page.getByText("Your document has been uploaded successfully.")).toBeVisible();
      const progress = await progressValues();
      // The page navigated client-side, so the recorder survived: the bar only moved forward and was filled
      // by the upload's progress events (nothing else sets it to 100).
      expect(progress, `${kind} progress`).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.at(-1), `${kind} progress`).toBe(100);
      await page.unroute("**/documents/upload");
    }

    const card = page.getByTestId("child-card").filter({ hasText: "Maya" });
    await expect(card.getByRole("button", { name: /^4 Documents/ })).toBeVisible();
    await card.getByRole("link", { name: "Documents", exact: true }).click();
    await expect(page).toHaveURL(`/document-viewer?childId=${childId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Maya's Documents" })).toBeVisible();
    for (const col of ["Title", "Type", "School Year", "Date Added"]) await expect(page.getByRole("columnheader", { name: col })).toBeVisible();
    const today = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date());
    const rowOf = (title: string) => page.getByRole("row").filter({ hasText: title });

    // Processing happens in the queue; the list polls while anything is processing and settles by itself.
    for (const title of ["Spring IEP 2026", "Evaluation Report", "Progress notes"]) {
      await expect(rowOf(title).getByText("Ready", { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(rowOf(title)).toContainText(today);
    }
    await expect(rowOf("Old plan").getByText("Failed", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(rowOf("Old plan")).toContainText("Text can't be read from .doc files.");
    await expect(rowOf("Spring IEP 2026")).toContainText(String(new Date().getUTCFullYear()));
    await expect(page.getByRole("link", { name: "Ask Questions" })).toHaveAttribute("href", `/conversation/${childId}`);
    await expect(page.getByRole("link", { name: "Upload Document" })).toHaveAttribute("href", `/document-upload/${childId}`);
  });

  test("views, edits, downloads and deletes a document", async ({ page }) => {
    test.slow(); // does many things: see docs/decisions/0060
    test.setTimeout(60_000);
    await signUp(page);
    const childId = await createChild(page.request, "Leo");
    const pdfId = await uploadViaApi(page.request, childId, files.pdf(), "Spring IEP");
    const docxId = await uploadViaApi(page.request, childId, files.docx(), "Evaluation");

    // The single document: breadcrumb, header, the PDF in our own frame without its toolbar.
    await page.goto(`/document-viewer/${pdfId}`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(crumbs.getByRole("link", { name: "Leo's Documents" })).toHaveAttribute("href", `/document-viewer?childId=${childId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Spring IEP" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Document" })).toHaveAttribute("aria-selected", "true");
    const frame = page.locator('iframe[title="Spring IEP"]');
    await expect(frame).toHaveAttribute("src", `/api/documents/${pdfId}/file#toolbar=0`);
    const inline = await page.request.get(`/api/documents/${pdfId}/file`);
    expect(inline.headers()["content-type"]).toContain("application/pdf");
    await expect(page.getByRole("link", { name: "Download" })).toHaveAttribute("href", `/api/documents/${pdfId}/download`);
    await page.getByRole("tab", { name: "AI Insights" }).click();
    await expect(page.getByText("AI can make mistakes. Please double-check responses.")).toBeVisible();

    // A Word file has no browser preview: its Document tab shows its text as read, page by page.
    await page.goto(`/document-viewer/${docxId}`);
    await expect(page.getByRole("tab", { name: "Document" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Page 1", exact: true })).toBeVisible();
    await expect(page.getByText("Document preview not available")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Download" })).toHaveAttribute("href", `/api/documents/${docxId}/download`);
    // ?id= is the same page.
    await page.goto(`/document-viewer?id=${docxId}`);
    await expect(page).toHaveURL(`/document-viewer/${docxId}`);

    // The list: Edit Details.
    await page.goto(`/document-viewer?childId=${childId}`);
    const row = (title: string) => page.getByRole("row").filter({ hasText: title });
    await row("Spring IEP").getByRole("button", { name: "Actions for Spring IEP" }).click();
    await page.getByRole("menuitem", { name: "Edit Details" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Document Details" });
    await expect(edit.getByLabel("Document Title")).toHaveValue("Spring IEP");
    expect(await edit.getByLabel("Document Type").locator("option").allTextContents()).toEqual([
      "IEP", "Evaluation", "Progress Report", "504 Plan", "Assessment", "Other",
    ]);
    await edit.getByLabel("Document Title").fill("");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit.getByText("Please enter a document title")).toBeVisible();
    await edit.getByLabel("Document Title").fill("Annual IEP");
    await edit.getByLabel("Document Type").selectOption("504 Plan");
    await edit.getByLabel("School Year (optional)").fill("2026-2027");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Document updated")).toBeVisible();
    await expect(page.getByText("The document has been updated successfully.")).toBeVisible();
    await expect(row("Annual IEP")).toContainText("504 Plan");
    await expect(row("Annual IEP")).toContainText("2026-2027");

    // Download opens in a new tab; the file arrives as an attachment with its name.
    await row("Annual IEP").getByRole("button", { name: "Actions for Annual IEP" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe("Spring IEP 2026.pdf");

    // Delete: a browser confirmation naming the title; the row says 'Deleting...' until done.
    await page.route("**/api/documents/*", async (route) => {
      if (route.request().method() === "DELETE") await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await row("Evaluation").getByRole("button", { name: "Actions for Evaluation" }).click();
    page.once("dialog", (d) => {
      expect(d.message()).toBe('Are you sure you want to delete "Evaluation"? This action cannot be undone.');
      void d.accept();
    });
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await expect(row("Evaluation")).toContainText("Deleting...");
    await expect(toast(page, "Document deleted")).toBeVisible();
    await expect(page.getByText("The document has been permanently deleted.")).toBeVisible();
    await expect(row("Evaluation")).toHaveCount(0);
    await expect(row("Annual IEP")).toHaveCount(1);
  });

  test("the progress bar follows the upload as it goes", async ({ page }) => {
    await signUp(page);
    const childId = await createChild(page.request, "Ivy");
    await page.goto(`/document-upload/${childId}`);
    await page.locator('input[type="file"]').setInputFiles({ name: "Long notes.txt", mimeType: "text/plain", buffer: Buffer.alloc(3_000_000, 0x61) });
    // Slow the upload to ~2 MB/s so the browser reports progress along the way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 2_000_000 });
    const progressValues = await recordProgress(page);
    await page.getByRole("button", { name: "Upload Document" }).click();
    const bar = page.getByRole("progressbar", { name: "Upload progress" });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", /^([1-9]|[1-9]\d)$/);
    await page.waitForURL("**/dashboard");
    await expect(toast(page, "Document uploaded")).toBeVisible();
    const progress = await progressValues();
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(3);
    expect(progress.at(-1)).toBe(100);
  });

  test("a file over 50 MB is refused and the selection cleared", async ({ page }) => {
    await signUp(page);
    const childId = await createChild(page.request, "Sam");
    await page.goto(`/document-upload/${childId}`);
    await page.locator('input[type="file"]').setInputFiles(files.txt());
    await expect(page.getByTestId("chosen-file")).toHaveText("Progress notes.txt");
    // Playwright takes buffers only up to 50 MB, so the oversized file is written to disk first.
    const huge = test.info().outputPath("huge.pdf");
    await writeFile(huge, Buffer.alloc(50 * 1024 * 1024 + 1));
    await page.locator('input[type="file"]').setInputFiles(huge);
    await expect(toast(page, "File too large")).toBeVisible();
    await expect(page.getByText("Please upload files smaller than 50MB. For larger files, please split or compress them first.")).toBeVisible();
    await expect(page.getByTestId("chosen-file")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Click to choose a file/ })).toBeVisible();

    // A file whose contents are not what its extension says: the server's reason is shown.
    await page.locator('input[type="file"]').setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf at all") });
    await page.getByRole("button", { name: "Upload Document" }).click();
    await expect(toast(page, "Upload failed")).toBeVisible();
    await expect(page.locator('[data-scope="toast"][data-part="description"]')).toContainText("do not match its .pdf extension");
    await expect(page.getByRole("button", { name: "Upload Document" })).toBeEnabled();
    await page.getByRole("button", { name: "Remove file: fake.pdf" }).click();

    // Nothing chosen: the form says so.
    await page.getByRole("button", { name: "Upload Document" }).click();
    await expect(toast(page, "Missing document")).toBeVisible();
    await expect(page.getByText("Please select a file to upload.")).toBeVisible();

    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/dashboard");
  });
});

test.describe("child profile", () => {
  test("deleting the child from its profile lands on the dashboard, which says so", async ({ page }) => {
    await signUp(page);
    const childId = await createChild(page.request, "Wren");
    await page.goto(`/child-profile/${childId}`);
    await page.getByRole("button", { name: "Delete Profile" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete child profile" });
    await confirm.getByLabel('Type "Wren" to confirm').fill("Wren");
    // The form posts to the dashboard's action (ADR 0074), so the parent lands there.
    await confirm.getByRole("button", { name: "Delete Profile" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(toast(page, "Child removed")).toBeVisible();
    await expect(page.getByText("No children added yet")).toBeVisible();
    expect((await page.request.get(`/api/children/${childId}`)).status()).toBe(404);
  });

  test("renames inline (only the changed field is sent), edits birth month, uploads an avatar and lists documents", async ({ page }) => {
    test.slow(); // does many things: see docs/decisions/0060
    await signUp(page);
    const childId = await createChild(page.request, "Nora");
    await uploadViaApi(page.request, childId, files.txt(), "Reading log");
    await page.goto(`/child-profile/${childId}`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(crumbs.getByText("Nora's Profile")).toBeVisible();
    for (const tab of ["Profile", "Documents", "Progress"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
    await expect(page.getByText("Not set")).toHaveCount(2);

    // Rename: Edit → Save sends only { name }.
    await page.getByRole("button", { name: "Edit Name" }).click();
    const nameBox = page.getByRole("textbox", { name: "Name" });
    await expect(nameBox).toBeFocused();
    await nameBox.fill("Nora Lee");
    // The field's form posts to the page's action (ADR 0071) with its own field only.
    const sent = (r: { method(): string; url(): string }) => r.method() === "POST" && new URL(r.url()).pathname === `/child-profile/${childId}.data`;
    const patch = page.waitForRequest(sent);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect(await fieldsOf(patch)).toEqual([["name", "Nora Lee"]]);
    await expect(toast(page, "Profile updated")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Nora Lee's Profile" })).toBeVisible();

    // Cancel leaves the value alone.
    await page.getByRole("button", { name: "Edit Birth Month" }).click();
    await page.getByRole("combobox", { name: "Birth Month" }).selectOption("July");
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page.getByText("Not set")).toHaveCount(2);
    await page.getByRole("button", { name: "Edit Birth Month" }).click();
    await page.getByRole("combobox", { name: "Birth Month" }).selectOption("July");
    const patch2 = page.waitForRequest(sent);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect(await fieldsOf(patch2)).toEqual([["birthMonth", "July"]]);
    await expect(page.getByText("July", { exact: true })).toBeVisible();
    await expect(page.getByText("Not set")).toHaveCount(1);

    // Avatar: preview first, then Upload Avatar.
    await page.locator('input[type="file"]').setInputFiles({ name: "nora.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByRole("img", { name: "Preview of Nora Lee's profile picture" })).toBeVisible();
    await page.getByRole("button", { name: "Upload Avatar" }).click();
    await expect(toast(page, "Avatar updated successfully!")).toBeVisible();
    await expect(page.getByRole("img", { name: "Nora Lee's profile picture" })).toHaveAttribute("src", /\/api\/children\/.+\/avatar/);

    // Documents tab: View and Upload Document links; Progress empty once the document is deleted.
    await page.getByRole("tab", { name: "Documents" }).click();
    // Within the tab: the Progress tab's timeline names the document too.
    await expect(page.getByRole("tabpanel", { name: "Documents" }).getByText("Reading log")).toBeVisible();
    await expect(page.getByRole("link", { name: "View Reading log" })).toHaveAttribute("href", /\/document-viewer\/.+/);
    await expect(page.getByRole("link", { name: "Upload Document" })).toHaveAttribute("href", `/document-upload/${childId}`);
    page.once("dialog", (d) => {
      expect(d.message()).toBe('Are you sure you want to delete "Reading log"? This action cannot be undone.');
      void d.accept();
    });
    await page.getByRole("button", { name: "Delete Reading log" }).click();
    await expect(toast(page, "Document deleted")).toBeVisible();
    await expect(page.getByText("No documents yet.")).toBeVisible();
    // With no document left, the Progress tab has nothing to compare.
    await page.getByRole("tab", { name: "Progress" }).click();
    await expect(page.getByText("Upload an IEP to see progress")).toBeVisible();
  });
});

test.describe("access", () => {
  test("another family's child and document URLs show the not-found states with 404", async ({ page, browser, baseURL }) => {
    // The other family, in its own browser context (its own session).
    const other = await browser.newContext({ baseURL });
    await registerAndConfirm(other.request, { email: uniqueEmail("other"), password: PASSWORD, firstName: "Sam", lastName: "Roe" });
    const theirChild = await createChild(other.request, "Theirs");
    const theirDoc = await uploadViaApi(other.request, theirChild, files.txt(), "Private notes");
    await other.close();

    await signUp(page);
    for (const path of [`/child-profile/${theirChild}`, `/document-upload/${theirChild}`, `/document-viewer?childId=${theirChild}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Child not found" })).toBeVisible();
      await expect(page.getByText("Theirs")).toHaveCount(0);
    }
    for (const path of [`/document-viewer/${theirDoc}`, "/document-viewer/no-such-document"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Document not found" })).toBeVisible();
      await expect(page.getByText("The requested document does not exist or you don't have access.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
      await expect(page.getByText("Private notes")).toHaveCount(0);
    }
    // Neither id nor childId: back to the workspace.
    await page.goto("/document-viewer");
    await expect(page).toHaveURL("/dashboard");
  });

  test("signed out, the pages send the visitor to /", async ({ page }) => {
    for (const path of ["/child-profile/x", "/document-upload/x", "/document-viewer?childId=x", "/document-viewer/x", "/test-add-child"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL("/");
    }
  });
});
