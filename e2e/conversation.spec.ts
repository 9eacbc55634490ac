// The conversation page end to end (requirements §14.4): the summary as the first message, a question streamed
// with the cursor and 'Responding...', a citation opening the document at its page, copy → 'Copied!',
// a reload mid-reply that still ends with the complete reply, and 'Update Summary' after a new upload.
import { expect, test, type APIRequestContext, type Page } from "./test.ts";
import { makePdf, SAMPLE_IEP_PAGES } from "../worker/test/fixtures/index.ts";
import { giveConsent, newUser, signUpViaApi } from "./accounts-helpers.ts";

async function createChild(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.post("/api/children", { data: { name, birthMonth: "March", birthYear: "2016" } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Uploads a PDF through the API and waits until its text is ready. */
async function uploadReady(request: APIRequestContext, childId: string, title: string, pages: string[][]): Promise<string> {
  const res = await request.post(`/api/children/${childId}/documents/upload`, {
    multipart: {
      title,
      documentType: "IEP",
      schoolYear: "2025-2026",
      document: { name: `${title}.pdf`, mimeType: "application/pdf", buffer: Buffer.from(makePdf(pages)) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { id: string }).id;
  await expect
    .poll(async () => ((await (await request.get(`/api/documents/${id}`)).json()) as { status: string }).status, { timeout: 20_000 })
    .toBe("ready");
  return id;
}

const messages = (page: Page) => page.getByTestId("chat-message");

/**
 * Holds each chat reply's closing `complete` event in the browser while the gate is closed (it starts
 * closed on every page load): the real server's stream, paced so the transient streaming state
 * ("Responding...", the cursor) can be asserted without racing a fast engine. Everything before that
 * event passes through as it arrives. `open()` lets held and later replies finish; `close()` holds again.
 */
async function replyGate(page: Page): Promise<{ open: () => Promise<void>; close: () => Promise<void> }> {
  await page.addInitScript(() => {
    const waiting: Array<() => void> = [];
    const gate = { held: true, open: () => {}, close: () => {} };
    gate.open = () => {
      gate.held = false;
      waiting.splice(0).forEach((go) => go());
    };
    gate.close = () => {
      gate.held = true;
    };
    (window as unknown as { replyGate: typeof gate }).replyGate = gate;
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const res = await realFetch(input, init);
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (!url.endsWith("/messages/stream") || !res.body) return res;
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      const encoder = new TextEncoder();
      let buffer = "";
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) {
            if (buffer) controller.enqueue(encoder.encode(buffer));
            controller.close();
            return;
          }
          buffer += value;
          const cut = buffer.lastIndexOf("\n") + 1;
          const lines = buffer.slice(0, cut).split(/(?<=\n)/);
          buffer = buffer.slice(cut);
          for (const line of lines) {
            let type: unknown;
            try {
              type = line.startsWith("data: ") ? (JSON.parse(line.slice(6)) as { type?: unknown }).type : undefined;
            } catch {
              type = undefined;
            }
            if (type === "complete" && gate.held) await new Promise<void>((go) => waiting.push(go));
            controller.enqueue(encoder.encode(line));
          }
        },
      });
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    };
  });
  type Gate = { open: () => void; close: () => void };
  return {
    open: () => page.evaluate(() => (window as unknown as { replyGate: Gate }).replyGate.open()),
    close: () => page.evaluate(() => (window as unknown as { replyGate: Gate }).replyGate.close()),
  };
}

test.describe("conversation", () => {
  test.setTimeout(90_000);

  test("summary first, a streamed grounded answer, citation, copy, reload mid-reply, Update Summary", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await giveConsent(context, baseURL ?? "");
    await signUpViaApi(page, newUser("chat"));
    const replies = await replyGate(page);
    const childId = await createChild(page.request, "Maya");
    const documentId = await uploadReady(page.request, childId, "Spring IEP", SAMPLE_IEP_PAGES);

    await page.goto(`/conversation/${childId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Conversation with Maya" })).toBeVisible();
    await expect(page.getByText("Born March 2016")).toBeVisible();
    await expect(page.getByTestId("document-list").getByText("Active")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Upload Document" })).toHaveAttribute("href", `/dashboard?child=${childId}&upload=true`);

    // The summary is generated once and becomes the first message.
    await expect(messages(page).first()).toContainText("Maya's documents", { timeout: 20_000 });
    await expect(messages(page).first()).toContainText("What would you like to know about Maya's documents?");
    await expect(messages(page)).toHaveCount(1);
    const toast = page.locator('[data-scope="toast"][data-part="root"]');
    await expect(toast).toContainText("Summary Generated");
    await expect(toast).toContainText("Document summary has been created successfully.");

    // A question streams in with the cursor and 'Responding...', then shows its sources.
    const input = page.getByLabel("Ask a question about Maya's documents");
    await input.fill("How many minutes of speech therapy does she get?");
    await input.press("Enter");
    await expect(page.getByTestId("stream-cursor")).toBeVisible();
    await expect(page.getByText("Responding...")).toBeVisible();
    await expect(input).toBeDisabled();
    await replies.open();
    await expect(page.getByTestId("stream-cursor")).toBeHidden({ timeout: 20_000 });
    const answer = messages(page).nth(2);
    await expect(answer).toHaveAttribute("data-status", "complete");
    // The answer first (requirements §14.3): the amount, the service and where it comes from, in the opening sentence.
    await expect(answer).toContainText(/Maya gets 50 minutes per week of Speech and Language Therapy .{0,60}in the IEP of October 14, 2025 \(p\. \d\)/);
    const citation = answer.getByTestId("citation").first();
    await expect(citation).toHaveAttribute("href", new RegExp(`^/document-viewer/${documentId}\\?page=\\d+&quote=[^&]+$`));

    // Copy: 'Copied!' and the clipboard holds the answer.
    await answer.getByRole("button", { name: "Copy message" }).click();
    await expect(answer.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/Speech/);
    await expect(answer.getByRole("button", { name: "Copy message" })).toBeVisible({ timeout: 4000 });

    // Reload while the next reply is being written: the page picks it up and it completes.
    await replies.close();
    await input.fill("What are her goals, services, accommodations and key dates?");
    await input.press("Enter");
    await expect(page.getByTestId("stream-cursor")).toBeVisible();
    await page.reload();
    await expect(messages(page)).toHaveCount(5, { timeout: 15_000 });
    await expect(messages(page).nth(4)).toHaveAttribute("data-status", "complete", { timeout: 20_000 });
    await expect(messages(page).nth(4)).toContainText(/Goals/);

    // The citation opens the document viewer at that page (e2e/show-source.spec.ts follows it further).
    await messages(page).nth(4).getByTestId("citation").first().click();
    await expect(page).toHaveURL(new RegExp(`/document-viewer/${documentId}\\?page=\\d+`));

    // A second document: 'Update Summary' appears and posts a new summary.
    await uploadReady(page.request, childId, "Progress Report", [["Progress Report", "Maya made progress on her reading fluency goal: 72 words correct per minute."]]);
    await page.goto(`/conversation/${childId}`);
    const update = page.getByRole("button", { name: "Update Summary" });
    await expect(update).toBeVisible();
    await update.click();
    await expect(messages(page)).toHaveCount(6, { timeout: 20_000 });
    await expect(messages(page).last()).toContainText("Progress Report");
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toContainText("Summary Generated");
    await expect(update).toBeHidden();
  });

  test("empty states: no documents, and signed out / unknown child", async ({ page, context, baseURL }) => {
    await giveConsent(context, baseURL ?? "");
    // Signed out, a protected page sends the visitor to / (requirements §2 Access).
    await page.goto(`/conversation/00000000-0000-0000-0000-000000000000`);
    await expect(page).toHaveURL(/\/$/);

    await signUpViaApi(page, newUser("chat-empty"));
    await page.goto(`/conversation/00000000-0000-0000-0000-000000000000`);
    await expect(page.getByText("Child profile not found.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toBeVisible();

    const childId = await createChild(page.request, "Leo");
    await page.goto(`/conversation/${childId}`);
    await expect(page.getByRole("heading", { name: "No Documents Yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Upload First Document" })).toHaveAttribute("href", `/dashboard?child=${childId}&upload=true`);
    await expect(page.getByLabel("Ask a question about Leo's documents")).toBeDisabled();
  });
  test("a failed send shows the spec's Streaming Error toast; an ended session shows 'Please log in'", async ({ page, context, baseURL }) => {
    await giveConsent(context, baseURL ?? "");
    await signUpViaApi(page, newUser("chat-errors"));
    const childId = await createChild(page.request, "Ada");
    await uploadReady(page.request, childId, "Fall IEP", SAMPLE_IEP_PAGES);
    await page.goto(`/conversation/${childId}`);
    await expect(messages(page).first()).toContainText("What would you like to know about Ada's documents?", { timeout: 20_000 });
    const input = page.getByLabel("Ask a question about Ada's documents");

    // A server failure: the real server does not fail on demand, so this one answer is simulated.
    await page.route("**/messages/stream", (route) => route.fulfill({ status: 500, body: "boom" }));
    await input.fill("What are her services?");
    await input.press("Enter");
    const toast = page.locator('[data-scope="toast"][data-part="root"]');
    await expect(toast).toContainText("Streaming Error");
    await expect(toast).toContainText("HTTP error! status: 500");
    await page.unroute("**/messages/stream");

    // The session ends while the page is open (a real 401 from the server).
    await context.clearCookies();
    await input.fill("What are her goals?");
    await input.press("Enter");
    await expect(page.getByText("Please log in to view this conversation.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
  });
});
