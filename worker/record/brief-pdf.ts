// The meeting brief as a PDF, written in the Worker with pdf-lib (pure JavaScript: no browser, no native
// code; docs/decisions/0045-brief-pdf-with-pdf-lib.md). Letter size, Helvetica, wrapped lines; a long
// brief continues on a second page rather than shrinking the type.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Brief } from "./brief.ts";

const WIDTH = 612;
const HEIGHT = 792;
const MARGIN = 48;

// The standard fonts encode WinAnsi only: typographic characters map to their WinAnsi forms, anything
// else (another script, emoji) to "?", so a document's odd character never makes the PDF fail.
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
function winAnsi(text: string): string {
  return [...text.replace(/[\u2010-\u2012]/g, "-").replace(/\u00a0/g, " ").replace(/→/g, "->")]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch) ? ch : "?";
    })
    .join("");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of winAnsi(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function briefPdf(brief: Brief): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(brief.title));
  pdf.setProducer("IEP Binder");
  pdf.setCreator("IEP Binder");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;

  const write = (text: string, { font = regular, size = 10, indent = 0, color = rgb(0.1, 0.1, 0.12), gap = 3 } = {}) => {
    for (const line of wrap(text, font, size, WIDTH - 2 * MARGIN - indent)) {
      if (y - size < MARGIN) {
        page = pdf.addPage([WIDTH, HEIGHT]);
        y = HEIGHT - MARGIN;
      }
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color });
      y -= size + gap;
    }
  };

  write(brief.title, { font: bold, size: 18, gap: 6 });
  write(brief.subtitle, { size: 10, color: rgb(0.35, 0.37, 0.4), gap: 8 });
  for (const m of brief.missing) write(`Note: ${m}`, { size: 9, color: rgb(0.45, 0.3, 0.05) });
  for (const section of brief.sections) {
    y -= 8;
    write(section.heading, { font: bold, size: 12, gap: 4 });
    if (section.items.length === 0) write(section.empty, { size: 10, color: rgb(0.35, 0.37, 0.4) });
    for (const it of section.items) {
      write(`- ${it.text}`, { size: 10, indent: 4, gap: 2 });
      if (it.cite) write(`Source: ${it.cite}`, { size: 8, indent: 12, color: rgb(0.35, 0.37, 0.4), gap: 4 });
    }
  }
  y -= 8;
  write("Read from your documents by IEP Binder. Check each point against the cited page before the meeting.", { size: 8, color: rgb(0.35, 0.37, 0.4) });
  return pdf.save();
}
