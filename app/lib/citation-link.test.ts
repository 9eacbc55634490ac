// Citation links into the viewer: what the chat and the insights build is what the viewer reads back,
// and whatever else a hand-typed link carries is ignored rather than trusted.
import { describe, expect, it } from "vitest";
import { CITATION_QUOTE_MAX } from "@common/schemas/documents";
import { citationHref, readViewerTarget } from "./citation-link";

const target = (href: string) => readViewerTarget(new URL(href, "https://iep.example").searchParams);

describe("citation links", () => {
  it("carry the page and the quote, and read back the same", () => {
    const href = citationHref("doc-1", 4, "Speech & language: 30 min/week #1 — \"individual\"?");
    expect(href.startsWith("/document-viewer/doc-1?page=4&quote=")).toBe(true);
    expect(target(href)).toEqual({ page: 4, quote: 'Speech & language: 30 min/week #1 — "individual"?' });
  });

  it("keep markup in a quote as text", () => {
    const quote = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const href = citationHref("doc-1", 2, quote);
    expect(href).not.toMatch(/[<>"]/);
    expect(target(href).quote).toBe(quote);
  });

  it("cut a long quote at a word, and collapse its whitespace", () => {
    const quote = Array.from({ length: 120 }, (_, i) => `word${i}`).join("  \n");
    const read = target(citationHref("doc-1", 1, quote)).quote ?? "";
    expect(read.length).toBeLessThanOrEqual(CITATION_QUOTE_MAX);
    expect(quote.replace(/\s+/g, " ").startsWith(read)).toBe(true);
    expect(read.endsWith(" ")).toBe(false);
    expect(/^word\d+$/.test(read.split(" ").at(-1) ?? "")).toBe(true);
  });

  it("leave the quote out when there is none", () => {
    expect(citationHref("doc-1", 3)).toBe("/document-viewer/doc-1?page=3");
    expect(citationHref("doc-1", 3, "   ")).toBe("/document-viewer/doc-1?page=3");
    expect(citationHref("a/b?c", 3)).toBe("/document-viewer/a%2Fb%3Fc?page=3");
  });

  it("ignore a page that is not a whole number from 1 up, and a quote without a letter or digit", () => {
    for (const page of ["0", "-1", "1.5", "1e3", "abc", "", "9999999", " 4", "0x10"]) {
      expect(target(`/x?page=${encodeURIComponent(page)}&quote=words`)).toEqual({ page: null, quote: "words" });
    }
    for (const quote of ["", "   ", "…", "-- ! --"]) {
      expect(target(`/x?page=2&quote=${encodeURIComponent(quote)}`)).toEqual({ page: 2, quote: null });
    }
    expect(target("/x")).toEqual({ page: null, quote: null });
    expect(target(`/x?quote=${"a".repeat(5000)}`).quote).toHaveLength(CITATION_QUOTE_MAX);
  });
});
