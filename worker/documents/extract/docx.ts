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

/** A cell's content on one line (its paragraphs and line breaks become spaces), entities still encoded. */
function cellText(cell: string): string {
  return cell
    .replace(/<br\s*\/?>|<\/p>|<\/li>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** How wide a cell prints: its length once entities are decoded. */
function printedLength(s: string): number {
  return decodeEntities(s).length;
}

/**
 * A table as aligned text: one line per row, every cell starting at its column's position (the width
 * of the column's widest cell plus a gap), so the analyzer reads a Word table exactly as it reads a
 * PDF table whose text kept its positions. Merged cells are laid out on Word's grid: a cell that
 * spans columns takes their room, and the rows a vertical merge covers get an empty cell there, so
 * the cells after it stay in their columns (docs/decisions/0023).
 */
function tableToText(body: string): string {
  const grid: Array<Array<{ text: string; span: number } | undefined>> = [];
  const carried = new Map<number, number>();
  for (const row of body.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)) {
    const cells: Array<{ text: string; span: number } | undefined> = [];
    let col = 0;
    const skipCarried = () => {
      while ((carried.get(col) ?? 0) > 0) {
        carried.set(col, (carried.get(col) ?? 1) - 1);
        cells[col] = { text: "", span: 1 };
        col++;
      }
    };
    for (const cell of (row[1] ?? "").matchAll(/<t([dh])\b([^>]*)>([\s\S]*?)<\/t\1>/g)) {
      skipCarried();
      const attrs = cell[2] ?? "";
      const span = Math.max(1, Math.min(50, Number(/colspan="(\d+)"/.exec(attrs)?.[1] ?? 1)));
      const rows = Math.max(1, Math.min(1000, Number(/rowspan="(\d+)"/.exec(attrs)?.[1] ?? 1)));
      cells[col] = { text: cellText(cell[3] ?? ""), span };
      for (let k = 0; k < span; k++) if (rows > 1) carried.set(col + k, rows - 1);
      col += span;
    }
    skipCarried();
    grid.push(cells);
  }
  const widths: number[] = [];
  for (const cells of grid) {
    cells.forEach((c, i) => {
      if (c && c.span === 1) widths[i] = Math.max(widths[i] ?? 0, printedLength(c.text));
    });
  }
  const starts: number[] = [];
  let at = 0;
  const columns = Math.max(0, ...grid.map((cells) => cells.length));
  for (let i = 0; i < columns; i++) {
    starts[i] = at;
    at += (widths[i] ?? 0) + 3;
  }
  return grid
    .map((cells) => {
      let line = "";
      cells.forEach((c, i) => {
        if (!c || c.text === "") return;
        const start = starts[i] ?? 0;
        const printed = printedLength(line);
        line += line === "" ? " ".repeat(start) : " ".repeat(Math.max(2, start - printed));
        line += c.text;
      });
      return line;
    })
    .join("\n");
}

/**
 * mammoth's HTML (well-formed, a small fixed vocabulary) → plain text: paragraphs separated by a blank
 * line, soft breaks as newlines, a table row per line with cells separated by a column gap (as PDF
 * extraction renders tables, which the analyzer already understands), list items as "- " lines.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<table\b[^>]*>([\s\S]*?)<\/table>/g, (_m, body: string) => `${tableToText(body)}\n\n`)
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
