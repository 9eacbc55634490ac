// One entry point from a stored file to page texts, deciding the outcome a parent sees:
// ready (pages of text), needs_ocr (a scan without a text layer) or failed (with a reason).
// Failures the file itself causes are results; anything else throws so the caller can retry.
import { extractDocx } from "./docx.ts";
import { PermanentExtractionError, REASONS } from "./messages.ts";
import { extractPdf, looksScanned } from "./pdf.ts";
import { extractTxt } from "./txt.ts";

export type FileKind = "pdf" | "docx" | "doc" | "txt";

export type Extraction =
  | { status: "ready"; pageCount: number; pages: string[] }
  | { status: "needs_ocr"; pageCount: number; reason: string }
  | { status: "failed"; pageCount: number | null; reason: string };

/** Converts a scanned file to text (Workers AI in production); null when it produced nothing. */
export type TextRecognizer = (file: { name: string; contentType: string; bytes: Uint8Array<ArrayBuffer> }) => Promise<string | null>;

/** Beyond this much text (≈ 5,000 dense pages) storing chunks would outgrow one processing run. */
export const MAX_TEXT_CHARS = 10_000_000;

const BY_EXTENSION: Record<string, FileKind> = { pdf: "pdf", docx: "docx", doc: "doc", txt: "txt" };
const BY_CONTENT_TYPE: Record<string, FileKind> = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/msword": "doc",
  "text/plain": "txt",
};

/** The file's kind from its name, else its content type (the upload already checked magic bytes). */
export function fileKindOf(fileName: string, contentType: string): FileKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  return BY_EXTENSION[extension] ?? BY_CONTENT_TYPE[contentType.split(";")[0]!.trim().toLowerCase()] ?? null;
}

function startsWith(bytes: Uint8Array<ArrayBuffer>, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** "%PDF-" may follow a little junk (some generators prepend bytes); pdf.js searches the first 1 KB too. */
function hasPdfHeader(bytes: Uint8Array<ArrayBuffer>): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
  const end = Math.min(bytes.length - magic.length, 1024);
  for (let i = 0; i <= end; i++) if (startsWith(bytes.subarray(i), magic)) return true;
  return false;
}

async function pdfPages(file: { name: string; bytes: Uint8Array<ArrayBuffer> }, recognize?: TextRecognizer): Promise<Extraction> {
  if (!hasPdfHeader(file.bytes)) return { status: "failed", pageCount: null, reason: REASONS.corruptPdf };
  // pdf.js may take over the buffer it is given; keep our own copy only when a scan might need OCR.
  const forOcr = recognize ? file.bytes.slice() : null;
  const { pageCount, pages } = await extractPdf(file.bytes);
  if (!looksScanned(pages)) return { status: "ready", pageCount, pages };
  if (recognize && forOcr) {
    const text = await recognize({ name: file.name, contentType: "application/pdf", bytes: forOcr });
    // The converter returns one text for the whole file, so its passages are cited as page 1.
    if (text && !looksScanned([text])) return { status: "ready", pageCount, pages: [text.trim()] };
  }
  return { status: "needs_ocr", pageCount, reason: REASONS.scannedPdf };
}

/**
 * Extracts the text of a stored file. Returns the outcome for the document row; throws only for
 * failures that may pass on a retry (never for a damaged, unsupported or unreadable file).
 */
export async function extractDocument(
  file: { name: string; contentType: string; bytes: Uint8Array<ArrayBuffer> },
  options: { recognize?: TextRecognizer } = {},
): Promise<Extraction> {
  const kind = fileKindOf(file.name, file.contentType);
  try {
    let result: Extraction;
    switch (kind) {
      case "pdf":
        result = await pdfPages(file, options.recognize);
        break;
      case "docx":
        if (!startsWith(file.bytes, [0x50, 0x4b, 0x03, 0x04])) return { status: "failed", pageCount: null, reason: REASONS.corruptDocx };
        result = { status: "ready", ...(await extractDocx(file.bytes)) };
        break;
      case "txt":
        if (file.bytes.length > MAX_TEXT_CHARS) return { status: "failed", pageCount: null, reason: REASONS.tooMuchText };
        result = { status: "ready", ...extractTxt(file.bytes) };
        break;
      case "doc":
        return { status: "failed", pageCount: null, reason: REASONS.legacyDoc };
      default:
        return { status: "failed", pageCount: null, reason: REASONS.unsupported };
    }
    if (result.status !== "ready") return result;
    const chars = result.pages.reduce((n, page) => n + page.length, 0);
    if (chars > MAX_TEXT_CHARS) return { status: "failed", pageCount: result.pageCount, reason: REASONS.tooMuchText };
    if (!result.pages.some((page) => /[\p{L}\p{N}]/u.test(page))) {
      return { status: "failed", pageCount: result.pageCount, reason: REASONS.noText };
    }
    return result;
  } catch (err) {
    if (err instanceof PermanentExtractionError) return { status: "failed", pageCount: null, reason: err.reason };
    throw err;
  }
}
