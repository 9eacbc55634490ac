// The Worker behind scripts/bench/extract.mjs (P5): it runs the app's own PDF extraction (and chunking)
// on the PDF posted to it, inside workerd, and reports what it extracted. Not part of the app bundle.
import { chunkPages } from "../../worker/documents/chunks.ts";
import { extractPdf } from "../../worker/documents/extract/pdf.ts";

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (url.pathname === "/noop") return Response.json({ bytes: bytes.length });
    // Note: workerd's clock advances only across I/O, so this in-isolate figure can read low; the
    // benchmark's headline is the workerd process's CPU time measured from outside.
    const started = performance.now();
    const { pageCount, pages } = await extractPdf(bytes);
    const extracted = performance.now();
    const chunks = url.searchParams.has("chunk") ? chunkPages(pages).length : null;
    return Response.json({
      pageCount,
      chars: pages.reduce((n, page) => n + page.length, 0),
      chunks,
      innerMs: extracted - started,
    });
  },
};
