import { describe, expect, it } from "vitest";
import {
  PAGE_BREAK,
  SAMPLE_EVALUATION_TEXT,
  SAMPLE_IEP_PAGES,
  SAMPLE_PROGRESS_REPORT_PARAGRAPHS,
  docxEntries,
  makeCorruptPdf,
  makeDocx,
  makeEncryptedPdf,
  makeImageOnlyPdf,
  makeLayoutPdf,
  makePdf,
  makeZip,
} from "../../test/fixtures/index.ts";
import { extractDocument, fileKindOf, type TextRecognizer } from "./document.ts";
import { htmlToText } from "./docx.ts";
import { REASONS } from "./messages.ts";
import { extractPdf, looksScanned } from "./pdf.ts";
import { ZIP_LIMITS, readCentralDirectory } from "./zip-guard.ts";

const encode = (s: string) => new TextEncoder().encode(s);
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

async function deflateRaw(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("PDF extraction", () => {
  it("keeps every page's lines, in order, with the page count", async () => {
    const result = await extractPdf(makePdf([["First page, line one", "line two (with parentheses) and \\ backslash"], [], ["Third page — en dash – “quotes”"]]));
    expect(result.pageCount).toBe(3);
    expect(result.pages).toEqual(["First page, line one\nline two (with parentheses) and \\ backslash", "", "Third page — en dash – “quotes”"]);
  });

  it("reads the sample IEP page by page", async () => {
    const result = await extractDocument({ name: "Maya IEP 2025.pdf", contentType: "application/pdf", bytes: makePdf(SAMPLE_IEP_PAGES) });
    expect(result.status).toBe("ready");
    if (result.status !== "ready") return;
    expect(result.pageCount).toBe(SAMPLE_IEP_PAGES.length);
    expect(result.pages[0]).toContain("INDIVIDUALIZED EDUCATION PROGRAM (IEP)");
    expect(result.pages[2]).toMatch(/Goal 1 \(Reading Fluency\): By 10\/13\/2026/);
    expect(result.pages[3]).toContain("Speech and Language Therapy");
    // Lines come back as lines (the analyzer re-joins wrapped sentences itself).
    expect(result.pages[2]!.split("\n").length).toBeGreaterThan(10);
  });

  it("marks a PDF without a text layer as needing OCR, with a clear reason and its page count", async () => {
    const result = await extractDocument({ name: "scan.pdf", contentType: "application/pdf", bytes: makeImageOnlyPdf(3) });
    expect(result).toEqual({ status: "needs_ocr", pageCount: 3, reason: REASONS.scannedPdf });
    expect(REASONS.scannedPdf).toMatch(/^This PDF looks scanned: it has no text layer\./);
  });

  it("uses the text recognizer for a scan when one is available", async () => {
    const seen: string[] = [];
    const recognize: TextRecognizer = async (file) => {
      seen.push(`${file.name} ${file.contentType} ${file.bytes.length > 0}`);
      return "# Scanned IEP\n\nMaya will read 90 words correct per minute by October 2026.";
    };
    const result = await extractDocument({ name: "scan.pdf", contentType: "application/pdf", bytes: makeImageOnlyPdf(2) }, { recognize });
    expect(seen).toEqual(["scan.pdf application/pdf true"]);
    expect(result).toEqual({ status: "ready", pageCount: 2, pages: ["# Scanned IEP\n\nMaya will read 90 words correct per minute by October 2026."] });
  });

  it("stays needs_ocr when recognition yields nothing usable", async () => {
    const result = await extractDocument({ name: "scan.pdf", contentType: "application/pdf", bytes: makeImageOnlyPdf(1) }, { recognize: async () => "  " });
    expect(result.status).toBe("needs_ocr");
  });

  it("does not call a page number or a scanner footer a text layer", () => {
    expect(looksScanned(["", "2", "Scanned with CamScanner", "Page 4 of 4"])).toBe(true);
    expect(looksScanned(["", "Present levels: Maya reads grade 2 passages at 58 words correct per minute."])).toBe(false);
  });

  it("fails a corrupt PDF with a reason instead of throwing", async () => {
    const result = await extractDocument({ name: "broken.pdf", contentType: "application/pdf", bytes: makeCorruptPdf() });
    expect(result).toEqual({ status: "failed", pageCount: null, reason: REASONS.corruptPdf });
  });

  it("fails a truncated PDF and a .pdf that is not a PDF at all", async () => {
    const whole = makePdf([["Some text on a page"]]);
    const truncated = await extractDocument({ name: "t.pdf", contentType: "application/pdf", bytes: whole.slice(0, 40) });
    expect(truncated.status).toBe("failed");
    const notPdf = await extractDocument({ name: "x.pdf", contentType: "application/pdf", bytes: encode("MZ this is an executable") });
    expect(notPdf).toEqual({ status: "failed", pageCount: null, reason: REASONS.corruptPdf });
  });

  it("fails a password-protected PDF with its own reason", async () => {
    const result = await extractDocument({ name: "locked.pdf", contentType: "application/pdf", bytes: makeEncryptedPdf() });
    expect(result).toEqual({ status: "failed", pageCount: null, reason: REASONS.encryptedPdf });
  });
});

describe("DOCX extraction", () => {
  it("reads paragraphs, soft line breaks, tabs and hard page breaks", async () => {
    const bytes = makeDocx(["Progress Report\nBrookside Elementary", "Student: Maya\tGrade: 3", "Goal 1 & 2 <on track>", PAGE_BREAK, "Second page text"]);
    const result = await extractDocument({ name: "report.docx", contentType: DOCX_TYPE, bytes });
    expect(result).toEqual({
      status: "ready",
      pageCount: 2,
      pages: ["Progress Report\nBrookside Elementary\n\nStudent: Maya\tGrade: 3\n\nGoal 1 & 2 <on track>", "Second page text"],
    });
  });

  it("reads the sample progress report", async () => {
    const result = await extractDocument({ name: "progress.docx", contentType: DOCX_TYPE, bytes: makeDocx(SAMPLE_PROGRESS_REPORT_PARAGRAPHS) });
    expect(result.status).toBe("ready");
    if (result.status !== "ready") return;
    expect(result.pageCount).toBe(2);
    expect(result.pages[0]).toContain("Goal 1, Reading Fluency.");
    expect(result.pages[1]).toContain("Goal 4, Communication.");
  });

  it("turns mammoth's HTML into text with table rows on one line", () => {
    const html =
      "<h1>Services</h1><table><tr><th><p>Service</p></th><th><p>Minutes</p></th></tr>" +
      "<tr><td><p>Speech</p><p>therapy</p></td><td><p>25 &amp; 30</p></td></tr></table>" +
      '<ul><li>Read aloud</li><li>Breaks</li></ul><p>Note<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup></p>' +
      '<ol><li id="footnote-1"><p>See page 2. <a href="#footnote-ref-1">↑</a></p></li></ol>';
    expect(htmlToText(html).trim().split("\n")).toEqual([
      "Services",
      "",
      // Cells start at their column, as in a PDF that kept its layout.
      "Service          Minutes",
      "Speech therapy   25 & 30",
      "",
      "- Read aloud",
      "- Breaks",
      "",
      "Note[1]",
      "",
      "- See page 2.",
    ]);
  });

  it("refuses a zip bomb that declares a huge unpacked size, before unpacking anything", async () => {
    const entries = docxEntries(["Hello"]);
    entries.push({ name: "word/media/huge.bin", data: new Uint8Array(16), declaredSize: ZIP_LIMITS.maxTotalUncompressed + 1 });
    const result = await extractDocument({ name: "bomb.docx", contentType: DOCX_TYPE, bytes: makeZip(entries) });
    expect(result).toEqual({ status: "failed", pageCount: null, reason: REASONS.docxTooLarge });
  });

  it("refuses a part that inflates to more than it declares (a lying header)", async () => {
    const entries = docxEntries(["Hello"]);
    const document = entries.find((e) => e.name === "word/document.xml")!;
    // 4 MB of zeros deflate to ~4 KB; the header claims 100 bytes.
    const padded = new Uint8Array(4 * 1024 * 1024);
    padded.set(document.data);
    const lying = { ...document, data: padded, deflated: await deflateRaw(padded), declaredSize: 100 };
    const bytes = makeZip(entries.map((e) => (e === document ? lying : e)));
    const result = await extractDocument({ name: "liar.docx", contentType: DOCX_TYPE, bytes });
    expect(result).toEqual({ status: "failed", pageCount: null, reason: REASONS.docxTooLarge });
  });

  it("refuses an archive with an absurd number of entries", async () => {
    const entries = docxEntries(["Hello"]);
    for (let i = 0; i < ZIP_LIMITS.maxEntries; i++) entries.push({ name: `word/x${i}.txt`, data: new Uint8Array(0) });
    expect(() => readCentralDirectory(makeZip(entries))).toThrow(REASONS.docxTooLarge);
  });

  it("reads a normally deflated DOCX (as Word writes them)", async () => {
    const entries = await Promise.all(docxEntries(["Deflated paragraph"]).map(async (e) => ({ ...e, deflated: await deflateRaw(e.data) })));
    const result = await extractDocument({ name: "word.docx", contentType: DOCX_TYPE, bytes: makeZip(entries) });
    expect(result).toEqual({ status: "ready", pageCount: 1, pages: ["Deflated paragraph"] });
  });

  it("fails a .docx that is not a zip, or a zip without a Word document, with a reason", async () => {
    const notZip = await extractDocument({ name: "a.docx", contentType: DOCX_TYPE, bytes: makeCorruptPdf() });
    expect(notZip).toEqual({ status: "failed", pageCount: null, reason: REASONS.corruptDocx });
    const noDocument = makeZip([{ name: "hello.txt", data: encode("hi") }]);
    const result = await extractDocument({ name: "b.docx", contentType: DOCX_TYPE, bytes: noDocument });
    expect(result).toEqual({ status: "failed", pageCount: null, reason: REASONS.corruptDocx });
    const truncated = makeDocx(["Hello"]).slice(0, 200);
    expect((await extractDocument({ name: "c.docx", contentType: DOCX_TYPE, bytes: truncated })).status).toBe("failed");
  });

  it("fails a Word file without any text", async () => {
    const result = await extractDocument({ name: "empty.docx", contentType: DOCX_TYPE, bytes: makeDocx(["", PAGE_BREAK, " "]) });
    expect(result).toMatchObject({ status: "failed", reason: REASONS.noText });
  });
});

describe("TXT extraction", () => {
  it("decodes UTF-8 (dropping a BOM) and splits pages on form feeds", async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encode("Évaluation de Maya\r\nligne 2\fPage two ✓\f")]);
    const result = await extractDocument({ name: "notes.txt", contentType: "text/plain", bytes });
    expect(result).toEqual({ status: "ready", pageCount: 2, pages: ["Évaluation de Maya\nligne 2", "Page two ✓"] });
  });

  it("reads the sample evaluation summary as two pages", async () => {
    const result = await extractDocument({ name: "evaluation.txt", contentType: "text/plain", bytes: encode(SAMPLE_EVALUATION_TEXT) });
    expect(result.status === "ready" ? result.pages.map((p) => p.split("\n")[0]) : result).toEqual(["PSYCHO-EDUCATIONAL EVALUATION SUMMARY", "Phonological processing: Phonological awareness is below average; rapid naming is in the low range. These results are consistent with a specific learning disability in basic reading skills and reading fluency."]);
  });

  it("fails invalid UTF-8 with a reason", async () => {
    const result = await extractDocument({ name: "latin1.txt", contentType: "text/plain", bytes: new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]) });
    expect(result).toEqual({ status: "failed", pageCount: null, reason: REASONS.invalidUtf8 });
  });

  it("fails a whitespace-only file as having no text", async () => {
    const result = await extractDocument({ name: "blank.txt", contentType: "text/plain", bytes: encode(" \n\f\t\n") });
    expect(result).toMatchObject({ status: "failed", reason: REASONS.noText });
  });
});

describe("other files", () => {
  it("stores but does not read legacy .doc files, saying why and what to do", async () => {
    const ole2 = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const result = await extractDocument({ name: "Old IEP.DOC", contentType: "application/msword", bytes: ole2 });
    expect(result).toEqual({
      status: "failed",
      pageCount: null,
      reason: "Text can't be read from .doc files. Save the document as DOCX or PDF and upload it again to get insights.",
    });
  });

  it("knows a file's kind by extension first, then by content type", () => {
    expect(fileKindOf("a.PDF", "application/octet-stream")).toBe("pdf");
    expect(fileKindOf("a.docx", "text/plain")).toBe("docx");
    expect(fileKindOf("noextension", "text/plain; charset=utf-8")).toBe("txt");
    expect(fileKindOf("a.exe", "application/x-msdownload")).toBeNull();
  });

  it("fails an unsupported type with a reason", async () => {
    const result = await extractDocument({ name: "photo.jpg", contentType: "image/jpeg", bytes: new Uint8Array([0xff, 0xd8, 0xff]) });
    expect(result).toEqual({ status: "failed", pageCount: null, reason: REASONS.unsupported });
  });
});

describe("layout from text-layer positions (docs/decisions/0023)", () => {
  it("keeps a PDF table row's cells apart, each at its column, with a wrapped cell under its column", async () => {
    const at = [72, 252, 372];
    const { pages } = await extractPdf(
      makeLayoutPdf([[{ cells: ["Service", "Frequency", "Duration"], at }, { cells: ["Speech-language\ntherapy", "2 times weekly", "30 minutes"], at }]]),
    );
    const lines = pages[0]!.split("\n");
    expect(lines[0]).toMatch(/^Service\s{2,}Frequency\s{2,}Duration$/);
    expect(lines[1]).toMatch(/^Speech-language\s{2,}2 times weekly\s{2,}30 minutes$/);
    expect(lines[1]!.indexOf("2 times")).toBe(lines[0]!.indexOf("Frequency"));
    expect(lines[2]).toBe("therapy");
  });

  it("reads two columns of prose column by column, not across", async () => {
    const left = ["The left column begins with this sentence", "and carries on down the page for a", "third line of left-hand prose."];
    const right = ["The right column starts here with words", "that continue its own sentence on", "the next lines of the right side."];
    const { pages } = await extractPdf(makeLayoutPdf([["A FULL-WIDTH TITLE", { columns: [left, right] }]]));
    const text = pages[0]!;
    expect(text).toContain(left.join("\n"));
    expect(text).toContain(right.join("\n"));
    expect(text.indexOf(left[2]!)).toBeLessThan(text.indexOf(right[0]!));
  });

  it("leaves a two-cell table with short cells as rows", async () => {
    const at = [72, 300];
    const { pages } = await extractPdf(
      makeLayoutPdf([[{ cells: ["Extended time", "All tests"], at }, { cells: ["Separate location", "All tests"], at }, { cells: ["Read aloud", "Math tests"], at }]]),
    );
    expect(pages[0]!.split("\n").map((l) => l.replace(/\s{2,}/g, " | "))).toEqual(["Extended time | All tests", "Separate location | All tests", "Read aloud | Math tests"]);
  });

  it("lays a Word table out on its grid: merged cells keep later cells in their columns; a blank row stays blank", async () => {
    const docx = makeDocx([
      {
        table: [
          ["Service", "Frequency", "Minutes"],
          [{ text: "Speech", merge: "start" }, "2x weekly", "20"],
          [{ merge: "continue" }, "1x monthly", "60"],
          ["", "", ""],
          [{ text: "Note spanning the table", span: 3 }],
        ],
      },
    ]);
    const result = await extractDocument({ name: "grid.docx", contentType: DOCX_TYPE, bytes: docx });
    expect(result.status).toBe("ready");
    if (result.status !== "ready") return;
    const lines = result.pages[0]!.split("\n");
    const col = lines[0]!.indexOf("Frequency");
    expect(lines[1]!.indexOf("2x weekly")).toBe(col);
    expect(lines[2]!.indexOf("1x monthly")).toBe(col);
    expect(lines[3]).toBe("");
    expect(lines[4]).toBe("Note spanning the table");
  });
});
