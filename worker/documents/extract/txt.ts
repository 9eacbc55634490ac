// Plain-text "extraction": strict UTF-8 decoding; form feeds (the one page break plain text has) split pages.
import { PermanentExtractionError, REASONS } from "./messages.ts";
import { cleanPageText } from "./pdf.ts";

export type TxtText = { pageCount: number; pages: string[] };

export function extractTxt(bytes: Uint8Array<ArrayBuffer>): TxtText {
  let text: string;
  try {
    // fatal: a file that is not UTF-8 is refused instead of filling with U+FFFD; the BOM is dropped.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch (err) {
    throw new PermanentExtractionError(REASONS.invalidUtf8, { cause: err });
  }
  const pages = text.split("\f").map(cleanPageText);
  while (pages.length > 1 && pages[pages.length - 1] === "") pages.pop();
  return { pageCount: pages.length, pages };
}
