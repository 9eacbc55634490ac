// Builds multipart/form-data bodies byte for byte, so tests control part order, headers and chunking.
export type FormPart = { name: string; value: string | Uint8Array; filename?: string; contentType?: string };

const enc = new TextEncoder();

export const TEST_BOUNDARY = "----iepTestBoundary7MA4YWxkTrZu0gW";

export function multipartBody(parts: FormPart[], boundary = TEST_BOUNDARY): Uint8Array<ArrayBuffer> {
  const pieces: Uint8Array[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename.replace(/"/g, "%22")}"`;
    head += "\r\n";
    if (p.contentType) head += `Content-Type: ${p.contentType}\r\n`;
    else if (p.filename !== undefined) head += "Content-Type: application/octet-stream\r\n";
    head += "\r\n";
    pieces.push(enc.encode(head), typeof p.value === "string" ? enc.encode(p.value) : p.value, enc.encode("\r\n"));
  }
  pieces.push(enc.encode(`--${boundary}--\r\n`));
  const size = pieces.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(size);
  let o = 0;
  for (const p of pieces) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

export const multipartType = (boundary = TEST_BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** A stream of the bytes in chunks of `size` (no Content-Length: the request is sent chunked). */
export function chunkedStream(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

/** The same as a byte stream (what a request body is), so readers can read it BYOB. */
export function byteStream(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    type: "bytes",
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        controller.byobRequest?.respond(0);
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

// Small, real-looking fixtures made here so the tests need no files.
export const fixtures = {
  pdf: () => enc.encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  /** A minimal stored (uncompressed) zip whose only entry is word/document.xml. */
  docx: () => storedZip([{ name: "[Content_Types].xml", data: "<Types/>" }, { name: "word/document.xml", data: "<w:document/>" }]),
  zipWithoutWord: () => storedZip([{ name: "hello.txt", data: "not a word file" }]),
  doc: () => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...Array.from({ length: 504 }, () => 0)]),
  txt: (text = "Annual IEP meeting notes — goals: reading fluency 90 wpm ✓\n") => enc.encode(text),
  exe: () => new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, ...Array.from({ length: 100 }, () => 0)]),
  png: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
  jpeg: () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  gif: () => enc.encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;"),
  webp: () => new Uint8Array([...enc.encode("RIFF"), 26, 0, 0, 0, ...enc.encode("WEBPVP8 ")]),
  svg: () => enc.encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
};

const u16 = (arr: number[], n: number) => arr.push(n & 0xff, (n >> 8) & 0xff);
const u32 = (arr: number[], n: number) => arr.push(n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff);

/** A zip with stored entries (method 0): local headers, then the central directory and its end record. */
export function storedZip(entries: Array<{ name: string; data: string }>): Uint8Array<ArrayBuffer> {
  const bytes: number[] = [];
  const central: number[] = [];
  for (const e of entries) {
    const name = enc.encode(e.name);
    const data = enc.encode(e.data);
    const offset = bytes.length;
    u32(bytes, 0x04034b50);
    u16(bytes, 20); u16(bytes, 0); u16(bytes, 0); u16(bytes, 0); u16(bytes, 0);
    u32(bytes, 0); u32(bytes, data.length); u32(bytes, data.length);
    u16(bytes, name.length); u16(bytes, 0);
    bytes.push(...name, ...data);
    u32(central, 0x02014b50);
    u16(central, 20); u16(central, 20); u16(central, 0); u16(central, 0); u16(central, 0); u16(central, 0);
    u32(central, 0); u32(central, data.length); u32(central, data.length);
    u16(central, name.length); u16(central, 0); u16(central, 0); u16(central, 0); u16(central, 0);
    u32(central, 0); u32(central, offset);
    central.push(...name);
  }
  const cdOffset = bytes.length;
  bytes.push(...central);
  u32(bytes, 0x06054b50);
  u16(bytes, 0); u16(bytes, 0); u16(bytes, entries.length); u16(bytes, entries.length);
  u32(bytes, central.length); u32(bytes, cdOffset); u16(bytes, 0);
  return new Uint8Array(bytes);
}
