// PDF text extraction with unpdf (pdf.js built for serverless runtimes), one string per page so
// chunks and citations keep their page numbers.
import { getDocumentProxy } from "unpdf";
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
    const pages: string[] = [];
    for (let i = 1; i <= pdf.numPages; i++) {
      const page = await pdf.getPage(i);
      const content = await page.getTextContent();
      const runs: TextRun[] = [];
      for (const item of content.items) {
        if (!("str" in item) || item.str === "") continue;
        const [a = 1, b = 0, , , x = 0, y = 0] = item.transform as number[];
        runs.push({ text: item.str, x, y, width: item.width, size: Math.hypot(a, b) || item.height || 10 });
      }
      pages.push(cleanPageText(layoutText(runs, page.view[2] ?? 612)));
      page.cleanup();
    }
    return { pageCount: pdf.numPages, pages };
  } catch (err) {
    throw classify(err);
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** A piece of the text layer: a string drawn at a position (PDF points, y upwards). */
export interface TextRun {
  text: string;
  x: number;
  y: number;
  width: number;
  /** Font size in points. */
  size: number;
}

interface TextLine {
  y: number;
  runs: TextRun[];
}

/** Points per character when positions become columns: about half an em in the usual fonts. */
const CHAR_EM = 0.5;

/** Runs grouped into lines by baseline (top to bottom), each line's runs left to right. */
function groupLines(runs: TextRun[]): TextLine[] {
  const sorted = [...runs].sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: TextLine[] = [];
  for (const run of sorted) {
    const line = lines[lines.length - 1];
    // Runs whose baselines differ by less than a third of the font size sit on one line (sub/superscripts too).
    if (line && Math.abs(line.y - run.y) < run.size / 3) line.runs.push(run);
    else lines.push({ y: run.y, runs: [run] });
  }
  for (const line of lines) line.runs.sort((p, q) => p.x - q.x);
  return lines;
}

/**
 * One line of text with its runs at their columns: a gap wider than a couple of characters becomes
 * at least two spaces, so a table row keeps its cells apart and each cell starts at the column its
 * x position gives (the analyzer reads tables by where cells start, docs/decisions/0023).
 */
function renderLine(runs: TextRun[], left: number, charWidth: number): string {
  let out = "";
  let end = -Infinity;
  for (const run of runs) {
    const gap = run.x - end;
    const col = Math.round((run.x - left) / charWidth);
    if (out === "") out = " ".repeat(Math.max(0, col));
    else if (gap > 1.5 * charWidth) out += " ".repeat(Math.max(2, col - out.length));
    else if (gap > 0.15 * run.size && !out.endsWith(" ") && !run.text.startsWith(" ")) out += " ";
    out += run.text;
    end = run.x + run.width;
  }
  return out;
}

interface Gutter {
  x: number;
  /** Where the right-hand column's lines start. */
  rightStart: number;
}

/** A run this wide (a share of the page) is prose, not a table cell: about 22 characters at 10 pt. */
const LONG_RUN = 0.18;

const crosses = (line: TextLine, x: number) => line.runs.some((r) => r.x < x - 1 && r.x + r.width > x + 1);

/**
 * The gutter of two-column prose, or undefined: a band near the middle of the page that at least
 * three lines have a long run (prose, not a table cell) on both sides of without crossing it.
 */
function findGutter(lines: TextLine[], pageWidth: number): Gutter | undefined {
  const long = pageWidth * LONG_RUN;
  let best: { x: number; pairs: number; rightStart: number } | undefined;
  for (let x = pageWidth * 0.4; x <= pageWidth * 0.6; x += 4) {
    let pairs = 0;
    let rightStart = Infinity;
    for (const line of lines) {
      if (crosses(line, x)) continue;
      const left = line.runs.filter((r) => r.x + r.width <= x + 1);
      const right = line.runs.filter((r) => r.x >= x);
      if (left.some((r) => r.width > long) && right.some((r) => r.width > long)) {
        pairs++;
        rightStart = Math.min(rightStart, ...right.map((r) => r.x));
      }
    }
    if (pairs >= 3 && (!best || pairs > best.pairs)) best = { x, pairs, rightStart };
  }
  return best ? { x: best.x, rightStart: best.rightStart } : undefined;
}

/**
 * A page's text layer as text that keeps its layout: lines top to bottom, table cells at their
 * columns, a blank line where the vertical gap shows a new paragraph, and two-column prose read
 * column by column. A two-column block starts at a line with prose on both sides of the gutter and
 * runs while lines stay in the columns (nothing crosses the gutter, anything right of it starts at
 * the right column's edge) and no wide vertical gap intervenes; titles and tables around it stay
 * where they are.
 */
export function layoutText(runs: TextRun[], pageWidth = 612): string {
  const lines = groupLines(runs.filter((r) => r.text.trim() !== ""));
  if (lines.length === 0) return "";
  const sizes = runs.map((r) => r.size).sort((p, q) => p - q);
  const size = sizes[Math.floor(sizes.length / 2)] ?? 10;
  const charWidth = size * CHAR_EM;
  const gaps = lines.slice(1).map((l, i) => (lines[i]?.y ?? 0) - l.y).filter((g) => g > 0).sort((p, q) => p - q);
  const leading = gaps[Math.floor(gaps.length / 2)] ?? size * 1.3;
  const left = Math.min(...runs.map((r) => r.x));
  const out: string[] = [];
  const emit = (group: TextLine[], groupLeft: number) => {
    group.forEach((line, i) => {
      const prev = group[i - 1];
      if (prev && prev.y - line.y > leading * 1.5 && out[out.length - 1] !== "") out.push("");
      out.push(renderLine(line.runs, groupLeft, charWidth));
    });
  };
  const gutter = findGutter(lines, pageWidth);
  if (!gutter) {
    emit(lines, left);
    return out.join("\n");
  }
  const long = pageWidth * LONG_RUN;
  const isPair = (line: TextLine) =>
    !crosses(line, gutter.x) &&
    line.runs.some((r) => r.x + r.width <= gutter.x + 1 && r.width > long) &&
    line.runs.some((r) => r.x >= gutter.x && r.width > long);
  const inColumns = (line: TextLine) =>
    !crosses(line, gutter.x) && line.runs.filter((r) => r.x >= gutter.x).every((r) => Math.abs(r.x - gutter.rightStart) < 6);
  // Blocks grow from each line of prose pairs, up and down, over lines that stay in the columns with
  // no wide vertical gap (a column's heading above the first pair belongs to the block too).
  const block = lines.map(() => -1);
  lines.forEach((line, k) => {
    if (block[k] !== -1 || !isPair(line)) return;
    let top = k;
    while (top > 0 && block[top - 1] === -1 && inColumns(lines[top - 1] as TextLine) && (lines[top - 1] as TextLine).y - (lines[top] as TextLine).y <= leading * 2.5) top--;
    let bottom = k;
    while (bottom < lines.length - 1 && inColumns(lines[bottom + 1] as TextLine) && (lines[bottom] as TextLine).y - (lines[bottom + 1] as TextLine).y <= leading * 2.5) bottom++;
    for (let j = top; j <= bottom; j++) block[j] = top;
  });
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as TextLine;
    if (block[i] === -1) {
      // Lines outside a block keep their vertical spacing relative to the line before.
      const prev = lines[i - 1];
      if (prev && prev.y - line.y > leading * 1.5 && out.length > 0 && out[out.length - 1] !== "") out.push("");
      out.push(renderLine(line.runs, left, charWidth));
      i++;
      continue;
    }
    const group: TextLine[] = [];
    const id = block[i];
    while (i < lines.length && block[i] === id) group.push(lines[i++] as TextLine);
    if (out.length > 0 && out[out.length - 1] !== "") out.push("");
    emit(group.map((l) => ({ y: l.y, runs: l.runs.filter((r) => r.x < gutter.x) })).filter((l) => l.runs.length > 0), left);
    out.push("");
    emit(group.map((l) => ({ y: l.y, runs: l.runs.filter((r) => r.x >= gutter.x) })).filter((l) => l.runs.length > 0), gutter.rightStart);
    out.push("");
  }
  return out.join("\n");
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
