import { describe, expect, it } from "vitest";
import type { AcceptedExtension } from "../../common/schemas/documents.ts";
import { fixtures, storedZip } from "../test/multipart.ts";
import { contentCheckFor, ContentMismatchError, imageMatchesType } from "./file-check.ts";

/** Runs a check over the bytes in chunks of `size`; true when the content matches the extension. */
function matches(ext: AcceptedExtension, bytes: Uint8Array, size = 1 << 20): boolean {
  const check = contentCheckFor(ext);
  try {
    for (let i = 0; i < bytes.length; i += size) check.push(bytes.subarray(i, i + size));
    check.finish();
    return true;
  } catch (err) {
    if (err instanceof ContentMismatchError) return false;
    throw err;
  }
}

describe("content checks", () => {
  it.each([1, 3, 46, 47, 1000])("accepts real files of each type in %i-byte chunks", (size) => {
    expect(matches(".pdf", fixtures.pdf(), size)).toBe(true);
    expect(matches(".docx", fixtures.docx(), size)).toBe(true);
    expect(matches(".doc", fixtures.doc(), size)).toBe(true);
    expect(matches(".txt", fixtures.txt(), size)).toBe(true);
  });

  it("finds word/document.xml however far into the zip it is", () => {
    const filler = Array.from({ length: 30 }, (_, i) => ({ name: `word/media/image${i}.bin`, data: "z".repeat(997) }));
    const docx = storedZip([...filler, { name: "word/document.xml", data: "<w:document/>" }]);
    for (const size of [1, 7, 64, 4096]) expect(matches(".docx", docx, size)).toBe(true);
  });

  it("refuses bytes that are not what the extension says", () => {
    expect(matches(".pdf", fixtures.docx())).toBe(false); // a zip named .pdf
    expect(matches(".pdf", fixtures.exe())).toBe(false); // an .exe named .pdf
    expect(matches(".docx", fixtures.zipWithoutWord())).toBe(false); // a zip, but not a Word file
    expect(matches(".docx", fixtures.pdf())).toBe(false);
    expect(matches(".doc", fixtures.pdf())).toBe(false);
    expect(matches(".txt", new Uint8Array([0x68, 0x69, 0x00, 0x21]))).toBe(false); // NUL byte
    expect(matches(".txt", new Uint8Array([0x68, 0xc3, 0x28]))).toBe(false); // invalid UTF-8
    expect(matches(".txt", new Uint8Array([0x68, 0xe2, 0x82]))).toBe(false); // cut-off sequence at the end
    expect(matches(".pdf", new TextEncoder().encode("%PD"))).toBe(false); // shorter than the signature
  });

  it("accepts UTF-8 whose multi-byte characters are split across chunks", () => {
    expect(matches(".txt", fixtures.txt("é—✓🙂 ".repeat(50)), 1)).toBe(true);
  });
});

describe("imageMatchesType", () => {
  it("checks each image type's signature against its declared type", () => {
    expect(imageMatchesType(fixtures.png(), "image/png")).toBe(true);
    expect(imageMatchesType(fixtures.jpeg(), "image/jpeg")).toBe(true);
    expect(imageMatchesType(fixtures.gif(), "image/gif")).toBe(true);
    expect(imageMatchesType(fixtures.webp(), "image/webp")).toBe(true);
    expect(imageMatchesType(fixtures.png(), "image/jpeg")).toBe(false);
    expect(imageMatchesType(fixtures.svg(), "image/svg+xml")).toBe(false);
    expect(imageMatchesType(fixtures.exe(), "image/png")).toBe(false);
  });
});
