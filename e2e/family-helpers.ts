// Shared steps for specs that need a family with data: a signed-in browser context made through the API,
// children, uploaded documents (generated files, no binary fixtures) and waiting for processing to settle.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "./test.ts";
import { makeDocx, makePdf, SAMPLE_IEP_PAGES } from "../worker/test/fixtures/index.ts";
import { newUser, registerAndConfirm, type TestUser } from "./accounts-helpers.ts";

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

export const files = {
  /** The sample IEP (goals, services, dates): the built-in analyzer finds something in every card. */
  sampleIep: (name = "Spring IEP.pdf"): UploadFile => ({ name, mimeType: "application/pdf", buffer: Buffer.from(makePdf(SAMPLE_IEP_PAGES)) }),
  pdf: (lines: string[], name = "Document.pdf"): UploadFile => ({ name, mimeType: "application/pdf", buffer: Buffer.from(makePdf([lines])) }),
  docx: (paragraphs: string[], name = "Evaluation.docx"): UploadFile => ({
    name,
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(makeDocx(paragraphs)),
  }),
  txt: (text: string, name = "Notes.txt"): UploadFile => ({ name, mimeType: "text/plain", buffer: Buffer.from(text) }),
  /** A legacy Word file: stored, but no text can be read from it. */
  doc: (name = "Old plan.doc"): UploadFile => ({
    name,
    mimeType: "application/msword",
    buffer: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 0x20)]),
  }),
};

export type Session = { user: TestUser; context: BrowserContext; page: Page; request: APIRequestContext };

/**
 * A browser context of its own, with consent already given (the fixed cookie banner would cover the bottom
 * of forms), signed up through the API when `user` is given; `device` is the project's `use` for a phone.
 * Close `context` when done.
 */
export async function openSession(
  browser: Browser,
  baseURL: string,
  user: TestUser | null = newUser("family"),
  device: BrowserContextOptions = {},
): Promise<Session> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = device;
  const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  await context.addCookies([{ name: "cookie-consent", value: "declined", url: baseURL }]);
  if (user) {
    await registerAndConfirm(context.request, user);
  }
  const page = await context.newPage();
  return { user: user ?? newUser("anonymous"), context, page, request: context.request };
}

export async function createChild(request: APIRequestContext, name: string, birth: { birthMonth?: string; birthYear?: string } = {}): Promise<string> {
  const res = await request.post("/api/children", { data: { name, ...birth } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Uploads through the API and waits until processing has settled (ready, failed or needs OCR). */
export async function uploadDocument(
  request: APIRequestContext,
  childId: string,
  file: UploadFile,
  fields: { title: string; documentType?: string; schoolYear?: string },
): Promise<string> {
  const res = await request.post(`/api/children/${childId}/documents/upload`, {
    multipart: { title: fields.title, documentType: fields.documentType ?? "IEP", schoolYear: fields.schoolYear ?? "2025-2026", document: file },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { id: string }).id;
  await expect
    .poll(async () => ((await (await request.get(`/api/documents/${id}`)).json()) as { status: string }).status, { timeout: 20_000 })
    .not.toBe("processing");
  return id;
}

/** The baseURL of the running project (for hooks, which have no baseURL fixture). */
export function projectBaseURL(info: { project: { use: { baseURL?: string } } }): string {
  const url = info.project.use.baseURL;
  if (!url) throw new Error("baseURL is not configured");
  return url;
}

export type SampleFamily = { maya: string; leo: string; ivy: string; pdf: string; docx: string };

/**
 * The family the page-wide specs share: Maya (born March 2016) with an IEP (PDF) and an evaluation
 * (DOCX, 2024-2025), Leo with no documents, and Ivy (born May 2018), whose documents each spec adds.
 */
export async function createSampleFamily(request: APIRequestContext): Promise<SampleFamily> {
  const maya = await createChild(request, "Maya", { birthMonth: "March", birthYear: "2016" });
  const leo = await createChild(request, "Leo");
  const ivy = await createChild(request, "Ivy", { birthMonth: "May", birthYear: "2018" });
  const pdf = await uploadDocument(request, maya, files.sampleIep(), { title: "Spring IEP" });
  const docx = await uploadDocument(request, maya, files.docx(["Psychoeducational Evaluation", "Maya reads at a second-grade level."]), {
    title: "Evaluation Report",
    documentType: "Evaluation",
    schoolYear: "2024-2025",
  });
  return { maya, leo, ivy, pdf, docx };
}
