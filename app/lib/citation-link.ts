// Where a citation leads: the document viewer at the cited page, with the quoted words to highlight in
// its text view (docs/decisions/0061). The chat and the AI Insights tab build their links here; the
// viewer reads them back through the same rules.
import * as v from "valibot";
import { CITATION_QUOTE_MAX, viewerTargetSchema, type ViewerTarget } from "@common/schemas/documents";

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(" ", max);
  return text.slice(0, space > 0 ? space : max);
}

/** `/document-viewer/:id?page=N&quote=…` (the quote cut at a word, if it is longer than a link carries). */
export function citationHref(documentId: string, page: number, quote?: string | null): string {
  const params = new URLSearchParams({ page: String(page) });
  const text = quote?.replace(/\s+/g, " ").trim() ?? "";
  if (text) params.set("quote", cutAtWord(text, CITATION_QUOTE_MAX));
  return `/document-viewer/${encodeURIComponent(documentId)}?${params.toString()}`;
}

/** The page and quote a viewer link asks for; anything invalid reads as not given. */
export function readViewerTarget(search: URLSearchParams): ViewerTarget {
  return v.parse(viewerTargetSchema, { page: search.get("page"), quote: search.get("quote") });
}
