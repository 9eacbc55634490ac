// DOCX text extraction with mammoth. We ask mammoth for HTML rather than `extractRawText` because raw
// text drops soft line breaks (Shift+Enter lines run together: "Grade: 3Teacher: …") and page breaks;
// the HTML keeps both, and we turn it back into plain text (docs/decisions/0021).
import { Buffer } from "node:buffer";
import mammoth from "mammoth";
import { PermanentExtractionError, REASONS } from "./messages.ts";
import { cleanPageText } from "./pdf.ts";
import { assertSafeZip } from "./zip-guard.ts";

export type DocxText = { pageCount: number; pages: string[] };

/** Word's hard page breaks become <hr>, which mammoth otherwise never emits. */
const STYLE_MAP = ["br[type='page'] => hr"];
/** Images are not read at all (the default would base64 every picture into the HTML). */
const SKIP_IMAGES = mammoth.images.imgElement(() => Promise.resolve({ src: "" }));

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : "";
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * mammoth's HTML (well-formed, a small fixed vocabulary) → plain text: paragraphs separated by a blank
 * line, soft breaks as newlines, a table row per line with cells separated by a column gap (as PDF
 * extraction renders tables, which the analyzer already understands), list items as "- " lines.
 */
export function htmlToText(html: string): string {
  const text = html
    // Paragraphs inside one table cell stay on the row's line.
    .replace(/<t([dh])\b[^>]*>([\s\S]*?)<\/t\1>/g, (_m, _tag: string, cell: string) =>
      `${cell.replace(/<\/p>\s*<p(?:\s[^>]*)?>/g, " ").replace(/<\/?p(?:\s[^>]*)?>/g, "")}  `,
    )
    // Footnote back-links ("↑") are navigation, not content.
    .replace(/<a href="#(?:footnote|endnote)-ref-[^"]*">[\s\S]*?<\/a>/g, "")
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<li\b[^>]*>/g, "- ")
    .replace(/<\/(?:li|tr)>/g, "\n")
    .replace(/<\/(?:p|h[1-6]|table|ul|ol)>/g, "\n\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .replace(/[^\S\n]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n");
}

/**
 * Text of a DOCX, split into pages at hard page breaks (Word's soft pagination is not in the file).
 * Refuses zip bombs before mammoth unpacks anything; any mammoth failure is the file's fault.
 */
export async function extractDocx(bytes: Uint8Array<ArrayBuffer>): Promise<DocxText> {
  await assertSafeZip(bytes);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      { styleMap: STYLE_MAP, convertImage: SKIP_IMAGES },
    );
    html = result.value;
  } catch (err) {
    // mammoth does no I/O: the same bytes fail the same way every time.
    throw new PermanentExtractionError(REASONS.corruptDocx, { cause: err });
  }
  const pages = html.split(/<hr\s*\/?>/).map((part) => cleanPageText(htmlToText(part)));
  // A break at the very start or end of the document would otherwise add an empty page.
  while (pages.length > 1 && pages[pages.length - 1] === "") pages.pop();
  while (pages.length > 1 && pages[0] === "") pages.shift();
  return { pageCount: pages.length, pages };
}
