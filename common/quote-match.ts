// Finds a citation's quoted words in a page of the text view. A quote and the page can differ in ways
// that do not change the words: runs of spaces and line breaks (the analyzer collapses them, PDF columns
// add them), a word hyphenated across a line end ("lan-\nguage"), case, curly vs straight quotes,
// ligatures ("ﬁ") and accents. So both are compared as their letters and digits only, lower-cased and
// unaccented, and the match is mapped back to the page's own characters. A quote may also run past the
// end of its page or begin with a label printed elsewhere on it; then the longest beginning or ending of
// the quote found on the page is what is highlighted, if it is long enough to mean something.

export type Span = { start: number; end: number };

/** Letters and digits of every script; everything else (space, punctuation, hyphens) is ignored. */
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Below this many letters and digits a partial match could be anywhere: better to highlight nothing. */
export const MIN_PARTIAL_CHARS = 16;

type Skeleton = { chars: string; from: number[]; to: number[] };

/** The comparable characters of `text`, each with the range of `text` it came from. */
function skeleton(text: string): Skeleton {
  const chars: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  for (const ch of text) {
    const end = i + ch.length;
    // NFKD splits ligatures and accented letters; the accents are marks, dropped by WORD_CHAR.
    for (const c of ch.normalize("NFKD").toLowerCase()) {
      if (WORD_CHAR.test(c)) {
        chars.push(c);
        from.push(i);
        to.push(end);
      }
    }
    i = end;
  }
  return { chars: chars.join(""), from, to };
}

/** Length of the longest prefix of `needle` that occurs in `hay` (a found prefix means all shorter ones are too). */
function longestFound(hay: string, needle: string, part: (n: number) => string): number {
  let lo = 0;
  let hi = needle.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (hay.includes(part(mid))) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Where `quote` is in `text`: the whole quote when it is there, else its longest beginning or ending of
 * at least MIN_PARTIAL_CHARS letters and digits, else null. The span covers the page's own characters,
 * from the first matched letter to the last (with the spaces and line breaks between them).
 */
export function findQuote(text: string, quote: string): Span | null {
  const q = skeleton(quote).chars;
  if (q.length === 0) return null;
  const page = skeleton(text);
  const span = (at: number, length: number): Span => ({ start: page.from[at] ?? 0, end: page.to[at + length - 1] ?? text.length });
  const whole = page.chars.indexOf(q);
  if (whole >= 0) return span(whole, q.length);
  const head = longestFound(page.chars, q, (n) => q.slice(0, n));
  const tail = longestFound(page.chars, q, (n) => q.slice(q.length - n));
  const best = Math.max(head, tail);
  if (best < MIN_PARTIAL_CHARS) return null;
  const part = head >= tail ? q.slice(0, head) : q.slice(q.length - tail);
  return span(page.chars.indexOf(part), part.length);
}
