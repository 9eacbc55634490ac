// PDF text extraction with unpdf (pdf.js built for serverless runtimes), one string per page so
// chunks and citations keep their page numbers.
import { extractText, getDocumentProxy } from "unpdf";
import { PermanentExtractionError, REASONS } from "./messages.ts";

export type PdfText = { pageCount: number; pages: string[] };

/** pdf.js error names that describe the file, not the moment: retrying cannot help. */
const CORRUPT_ERRORS = new Set(["InvalidPDFException", "FormatError", "MissingPDFException", "UnexpectedResponseException"]);

function errorName(err: unknown): string {
  return err instanceof Error || (typeof err === "object" && err !== null && "name" in err) ? String((err as { name: unknown }).name) : "";
}

function classify(err: unknown): unknown {
  const name = errorName(err);
  if (name === "PasswordException") return new PermanentExtractionError(REASONS.encryptedPdf, { cause: err });
  if (CORRUPT_ERRORS.has(name)) return new PermanentExtractionError(REASONS.corruptPdf, { cause: err });
  return err;
}

/** Trailing blanks and stray NULs removed; line structure kept (the analyzer reads lines). */
export function cleanPageText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\0/g, "")
    .replace(/[^\S\n]+$/gm, "")
    .trim();
}

/**
 * Text of every page. A damaged or password-protected file throws PermanentExtractionError;
 * anything else pdf.js throws is passed on (the caller retries it a bounded number of times).
 */
export async function extractPdf(bytes: Uint8Array<ArrayBuffer>): Promise<PdfText> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // verbosity 0 = errors only: pdf.js otherwise logs a warning per oddity in a damaged file.
    pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  } catch (err) {
    throw classify(err);
  }
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    return { pageCount: totalPages, pages: text.map(cleanPageText) };
  } catch (err) {
    throw classify(err);
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** At least this many letters or digits make a page count as having a text layer. */
const MIN_TEXT_CHARS_PER_PAGE = 24;

/**
 * True when no page carries real text: a scan (or a PDF of pictures). A stamped page number or a
 * scanner's footer is not enough text to count. Mixed files (some typed pages) are not "scanned".
 */
export function looksScanned(pages: string[]): boolean {
  return !pages.some((page) => (page.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_TEXT_CHARS_PER_PAGE);
}
