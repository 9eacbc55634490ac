// Passages of a document's text for retrieval: chunking by page/paragraph/sentence. Pure, so the
// benchmarks run it in Node as the queue consumer runs it in the Worker; storing and searching the
// passages is chunk-store.ts (ADR 0075).

export type Chunk = {
  /** 1-based page the passage comes from; a passage never spans two pages. */
  page: number;
  /** 0-based position of the passage in the whole document. */
  ordinal: number;
  text: string;
};

export type ChunkOptions = { maxChars?: number; minChars?: number };

/** Big enough to carry a goal with its baseline; small enough that BM25 ranks focused passages. */
export const CHUNK_MAX_CHARS = 900;
/** Once a passage is this long, it ends at the next sentence end instead of growing to the maximum. */
export const CHUNK_MIN_CHARS = 600;

// Preferred boundaries, coarsest first: blank line (paragraph), line, sentence, word.
// A cut keeps the indentation of the line after it: a table's wrapped cell ("      Classroom   Teacher")
// is read by its column, so a passage never starts it at the margin (ADR 0081).
const SEPARATORS: { split: RegExp; join: string }[] = [
  { split: /\n[^\S\n]*\n(?:[^\S\n]*\n)*/, join: "\n\n" },
  { split: /\n/, join: "\n" },
  { split: /(?<=[.!?;])\s+/, join: " " },
  { split: /\s+/, join: " " },
];

const ENDS_SENTENCE = /[.!?;:]["'”’)\]]*$/;

function pack(pieces: string[], join: string, max: number, min: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const piece of pieces) {
    if (!current) current = piece;
    else if (current.length + join.length + piece.length > max || (current.length >= min && ENDS_SENTENCE.test(current))) {
      out.push(current);
      current = piece;
    } else {
      current += join + piece;
    }
  }
  if (current) out.push(current);
  return out;
}

function split(text: string, level: number, max: number, min: number): string[] {
  if (text.length <= max) return [text];
  const separator = SEPARATORS[level];
  if (!separator) {
    // One "word" longer than a passage (a URL, a run of symbols): cut it.
    const parts: string[] = [];
    for (let i = 0; i < text.length; i += max) parts.push(text.slice(i, i + max));
    return parts;
  }
  const parts = text
    .split(separator.split)
    .map((part) => (level <= 1 ? part.trimEnd() : part.trim()))
    .filter((part) => part.trim().length > 0);
  if (parts.length <= 1) return split(text, level + 1, max, min);
  return pack(
    parts.flatMap((part) => split(part, level + 1, max, min)),
    separator.join,
    max,
    min,
  );
}

/**
 * Splits page texts (index 0 = page 1) into passages of at most `maxChars`, cut at the coarsest
 * boundary that fits: paragraph, then line, then sentence, then word. Empty pages give no passages.
 */
export function chunkPages(pages: string[], options: ChunkOptions = {}): Chunk[] {
  const max = options.maxChars ?? CHUNK_MAX_CHARS;
  const min = Math.min(options.minChars ?? CHUNK_MIN_CHARS, max);
  const chunks: Chunk[] = [];
  pages.forEach((pageText, index) => {
    const text = pageText.replace(/^\s*\n/, "").trimEnd();
    if (!text.trim()) return;
    for (const passage of split(text, 0, max, min)) chunks.push({ page: index + 1, ordinal: chunks.length, text: passage });
  });
  return chunks;
}

/**
 * Page texts (index 0 = page 1) rebuilt from passages: how every reader after processing sees a document
 * (the analyzer for the chat's record and the insights, the viewer's text view, and the record tests through
 * prepareFamily), so the tests read what the chat reads. Passages of a page are joined with a line break:
 * the chunker cuts at paragraph or line boundaries and the analyzer reads line structure, so a paragraph
 * break lost here costs nothing (checked over the analyzer's fixtures, the chat families and the shared
 * samples; ADR 0076).
 */
export function pagesOf(passages: readonly { page: number; text: string }[]): string[] {
  const pages: string[] = [];
  for (const p of passages) {
    const i = p.page - 1;
    pages[i] = pages[i] === undefined ? p.text : `${pages[i]}\n${p.text}`;
  }
  return Array.from({ length: pages.length }, (_, i) => pages[i] ?? "");
}
