import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { byteStream, chunkedStream, multipartBody, TEST_BOUNDARY, type FormPart } from "../test/multipart.ts";
import { boundaryOf, indexOfBytes, MultipartError, MultipartReader } from "./multipart.ts";

const dec = new TextDecoder();

type ReadPart = { name: string; filename: string | null; contentType: string | null; bytes: Uint8Array };

async function readAll(stream: ReadableStream<Uint8Array>, boundary = TEST_BOUNDARY): Promise<ReadPart[]> {
  const reader = new MultipartReader(stream, boundary);
  const out: ReadPart[] = [];
  for (let part = await reader.nextPart(); part; part = await reader.nextPart()) {
    const pieces: Uint8Array[] = [];
    for await (const chunk of part.chunks()) pieces.push(chunk.slice()); // chunks are views of a reused buffer
    const size = pieces.reduce((n, p) => n + p.length, 0);
    const bytes = new Uint8Array(size);
    let o = 0;
    for (const p of pieces) {
      bytes.set(p, o);
      o += p.length;
    }
    out.push({ name: part.name, filename: part.filename, contentType: part.contentType, bytes });
  }
  return out;
}

const sample: FormPart[] = [
  { name: "title", value: "Spring IEP" },
  { name: "document", filename: "iep.pdf", contentType: "application/pdf", value: new TextEncoder().encode("%PDF-1.4\r\n--not-a-boundary\r\n\r\nbody") },
  { name: "schoolYear", value: "" },
];

describe("boundaryOf", () => {
  it("reads plain and quoted boundaries and refuses other types", () => {
    expect(boundaryOf("multipart/form-data; boundary=abc")).toBe("abc");
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe("a b:c");
    expect(boundaryOf("application/json")).toBeNull();
    expect(boundaryOf("multipart/form-data")).toBeNull();
    expect(boundaryOf(`multipart/form-data; boundary=${"x".repeat(71)}`)).toBeNull();
  });
});

describe("indexOfBytes", () => {
  it("finds a needle anywhere, including after partial matches", () => {
    const hay = new TextEncoder().encode("\r\n-\r\n--\r\n--b");
    expect(indexOfBytes(hay, new TextEncoder().encode("\r\n--b"))).toBe(7);
    expect(indexOfBytes(hay, new TextEncoder().encode("zz"))).toBe(-1);
  });
});

describe("MultipartReader", () => {
  it("reads text fields and a file in order, with their headers", async () => {
    const parts = await readAll(chunkedStream(multipartBody(sample), 1 << 16));
    expect(parts.map((p) => [p.name, p.filename, p.contentType])).toEqual([
      ["title", null, null],
      ["document", "iep.pdf", "application/pdf"],
      ["schoolYear", null, null],
    ]);
    expect(dec.decode(parts[0]!.bytes)).toBe("Spring IEP");
    expect(dec.decode(parts[1]!.bytes)).toBe("%PDF-1.4\r\n--not-a-boundary\r\n\r\nbody");
    expect(parts[2]!.bytes.length).toBe(0);
  });

  it.each([1, 2, 3, 5, 7, 13, 64])("gives the same parts when the body arrives in %i-byte chunks (boundaries split)", async (size) => {
    const whole = await readAll(chunkedStream(multipartBody(sample), 1 << 20));
    expect(await readAll(chunkedStream(multipartBody(sample), size))).toEqual(whole);
    expect(await readAll(byteStream(multipartBody(sample), size))).toEqual(whole);
  });

  it("reads a large file from a byte stream through its reused buffer without mixing bytes up", async () => {
    const file = new Uint8Array(3 * 1024 * 1024 + 17);
    for (let i = 0; i < file.length; i++) file[i] = (i * 31 + (i >> 9)) & 0xff;
    const body = multipartBody([{ name: "title", value: "Big" }, { name: "document", filename: "big.pdf", value: file }, { name: "schoolYear", value: "2025" }]);
    const parts = await readAll(byteStream(body, 100_003));
    expect(parts.map((p) => p.name)).toEqual(["title", "document", "schoolYear"]);
    expect(parts[1]!.bytes).toEqual(file);
    expect(dec.decode(parts[2]!.bytes)).toBe("2025");
  });

  it("round-trips arbitrary binary parts at arbitrary chunk sizes, from plain and byte streams (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ name: fc.stringMatching(/^[a-z]{1,8}$/), data: fc.uint8Array({ maxLength: 300 }), file: fc.boolean() }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 97 }),
        fc.boolean(),
        async (parts, chunk, bytes) => {
          const body = multipartBody(parts.map((p) => ({ name: p.name, value: p.data, ...(p.file ? { filename: `${p.name}.bin` } : {}) })));
          const read = await readAll(bytes ? byteStream(body, chunk) : chunkedStream(body, chunk));
          expect(read.map((r) => r.name)).toEqual(parts.map((p) => p.name));
          read.forEach((r, i) => expect(Array.from(r.bytes)).toEqual(Array.from(parts[i]!.data)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("skips an unread part, ignores a preamble, transport padding and the epilogue", async () => {
    const body = new TextEncoder().encode(
      `preamble text\r\n--${TEST_BOUNDARY}  \r\nContent-Disposition: form-data; name="a"\r\n\r\nskipped\r\n--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="b"\r\n\r\nkept\r\n--${TEST_BOUNDARY}--\r\nepilogue`,
    );
    const reader = new MultipartReader(chunkedStream(body, 3), TEST_BOUNDARY);
    const a = await reader.nextPart();
    expect(a?.name).toBe("a");
    const b = await reader.nextPart();
    expect(await b?.text(100)).toBe("kept");
    expect(await reader.nextPart()).toBeNull();
  });

  it("decodes quoted, escaped, browser-encoded and RFC 5987 file names", async () => {
    const body = new TextEncoder().encode(
      `--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="document"; filename="x.pdf"; filename*=UTF-8''%C3%89valuation%20%E2%80%94%20Mai.pdf\r\n\r\n%PDF-\r\n--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="f"; filename="say \\"hi\\".txt"\r\n\r\nx\r\n--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="g"; filename="C:\\fake\\Plan %22B%22 é.pdf"\r\n\r\ny\r\n--${TEST_BOUNDARY}--`,
    );
    const parts = await readAll(chunkedStream(body, 5));
    expect(parts[0]!.filename).toBe("Évaluation — Mai.pdf");
    expect(parts[1]!.filename).toBe('say "hi".txt');
    // As a browser sends it: raw UTF-8, quotes as %22, backslashes untouched.
    expect(parts[2]!.filename).toBe('C:\\fake\\Plan "B" é.pdf');
  });

  it("refuses a text field over its cap, oversized headers, too many parts and a truncated body", async () => {
    const long = new MultipartReader(chunkedStream(multipartBody([{ name: "title", value: "x".repeat(5000) }]), 100), TEST_BOUNDARY);
    await expect((await long.nextPart())!.text(4096)).rejects.toMatchObject({ kind: "field-too-large" });

    const bigHeader = new TextEncoder().encode(`--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\nX-Pad: ${"p".repeat(9000)}\r\n\r\nv\r\n--${TEST_BOUNDARY}--`);
    await expect(readAll(chunkedStream(bigHeader, 512))).rejects.toMatchObject({ kind: "headers-too-large" });

    const many = multipartBody(Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, value: "v" })));
    await expect(readAll(chunkedStream(many, 1000))).rejects.toMatchObject({ kind: "too-many-parts" });

    const full = multipartBody(sample);
    await expect(readAll(chunkedStream(full.subarray(0, full.length - 40), 16))).rejects.toBeInstanceOf(MultipartError);
    await expect(readAll(chunkedStream(new TextEncoder().encode("no boundary here"), 4))).rejects.toMatchObject({ kind: "malformed" });
  });
});
