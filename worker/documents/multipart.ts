// A small pull-based streaming multipart/form-data reader (RFC 7578 / RFC 2046 §5.1).
// Why not req.formData()/parseBody(): both hold the whole body in memory — up to 50 MB per upload, in an
// isolate with 128 MB (docs/decisions/0010-streamed-uploads.md). Here a request body is read BYOB into one
// reused 256 KiB buffer (no allocation per network chunk, so no garbage piling up between collections),
// a file part is handed out as views of that buffer, and text fields are copied out with a cap.
//
// Usage: `while ((part = await reader.nextPart())) { … part.text(max) | for await (chunk of part.chunks()) }`.
// A part not fully read is skipped by the next nextPart() call.

const CR = 13;
const LF = 10;
const DASH = 45;

export class MultipartError extends Error {
  constructor(
    message: string,
    readonly kind: "malformed" | "field-too-large" | "headers-too-large" | "too-many-parts",
  ) {
    super(message);
  }
}

export type MultipartLimits = {
  /** Bytes of one part's header block. */
  maxHeaderBytes: number;
  /** Number of parts in the body. */
  maxParts: number;
};

const DEFAULT_LIMITS: MultipartLimits = { maxHeaderBytes: 8 * 1024, maxParts: 32 };

export type PartHeaders = {
  /** The form field name (Content-Disposition name). */
  name: string;
  /** The file name when this part is a file (may be ""), null for a plain field. */
  filename: string | null;
  /** The part's declared Content-Type (lower-cased, parameters removed), null if absent. */
  contentType: string | null;
};

export type Part = PartHeaders & {
  /** The part body as it arrives. A chunk is valid until the next step of the iteration: copy to keep it. */
  chunks(): AsyncGenerator<Uint8Array, void, undefined>;
  /** The part body as UTF-8 text, refusing more than `maxBytes`. */
  text(maxBytes: number): Promise<string>;
};

/** The boundary parameter of a multipart/form-data Content-Type, or null when it is not one. */
export function boundaryOf(contentType: string | null | undefined): string | null {
  if (!contentType) return null;
  const [type, ...params] = contentType.split(";");
  if (type?.trim().toLowerCase() !== "multipart/form-data") return null;
  for (const p of params) {
    const eq = p.indexOf("=");
    if (eq < 0) continue;
    if (p.slice(0, eq).trim().toLowerCase() !== "boundary") continue;
    let value = p.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    // RFC 2046: 1–70 characters.
    return value.length >= 1 && value.length <= 70 ? value : null;
  }
  return null;
}

/** Index of `needle` in `hay` at or after `from`, or -1. Scans with the native indexOf for the first byte. */
export function indexOfBytes(hay: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0]!;
  const last = hay.length - needle.length;
  let i = hay.indexOf(first, from);
  while (i !== -1 && i <= last) {
    let j = 1;
    while (j < needle.length && hay[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
    i = hay.indexOf(first, i + 1);
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** Parses `form-data; name="x"; filename="y"` with quoted-string escapes and RFC 5987 filename*. */
function parseDisposition(value: string): { name: string | null; filename: string | null } {
  let name: string | null = null;
  let filename: string | null = null;
  let filenameStar: string | null = null;
  const re = /;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (let m = re.exec(value); m; m = re.exec(value)) {
    const key = m[1]!.toLowerCase();
    // Browsers do not backslash-escape (HTML's form encoding sends " as %22 and leaves "\" alone); curl
    // sends \" and \\. Accept both without eating the backslashes of a browser's "C:\path\name".
    const raw = m[2] !== undefined ? m[2].replace(/\\(["\\])/g, "$1").replace(/%22/g, '"') : (m[3] ?? "").trim();
    if (key === "name") name = raw;
    else if (key === "filename") filename = raw;
    else if (key === "filename*") {
      const star = /^utf-8''(.*)$/i.exec(raw);
      if (star) {
        try {
          filenameStar = decodeURIComponent(star[1]!);
        } catch {
          filenameStar = null;
        }
      }
    }
  }
  return { name, filename: filenameStar ?? filename };
}

/** Bytes per BYOB read: large enough for few iterations, small next to the 8 MiB R2 part buffer. */
const READ_BUFFER_BYTES = 256 * 1024;

export class MultipartReader {
  /** A byte stream (request bodies are) is read BYOB into one reused buffer: no allocation per chunk. */
  private readonly byob: ReadableStreamBYOBReader | null = null;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  private work: ArrayBuffer | null = null;
  /** "\r\n--boundary": every delimiter, the first included (a CRLF is prepended to the stream). */
  private readonly delimiter: Uint8Array;
  private readonly limits: MultipartLimits;
  /** The bytes received and not yet consumed (a view into `work` when reading BYOB). */
  private buf: Uint8Array = new Uint8Array([CR, LF]);
  private ended = false;
  private state: "preamble" | "body" | "between" | "done" = "preamble";
  private parts = 0;

  constructor(body: ReadableStream<Uint8Array>, boundary: string, limits: Partial<MultipartLimits> = {}) {
    this.delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    try {
      this.byob = body.getReader({ mode: "byob" });
      this.work = new ArrayBuffer(Math.max(READ_BUFFER_BYTES, this.limits.maxHeaderBytes * 2));
    } catch {
      // Not a byte stream (e.g. one built in a test): read chunks as they come.
      this.reader = body.getReader();
    }
  }

  /** Reads more of the stream after the unconsumed bytes; false at the end of the stream. */
  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    if (this.byob && this.work) {
      // Keep the unconsumed bytes (at most a header block or a delimiter's length) at the front and read
      // into the rest. The read transfers the buffer, so earlier views of it (chunks already handed out)
      // become empty: callers finish with a chunk before asking for the next.
      const carry = this.buf.slice();
      if (carry.length >= this.work.byteLength) throw new MultipartError("A form part's headers are too large.", "headers-too-large");
      new Uint8Array(this.work).set(carry);
      const { done, value } = await this.byob.read(new Uint8Array(this.work, carry.length));
      if (done || !value) {
        this.ended = true;
        this.work = value?.buffer ?? null;
        this.buf = carry;
        return false;
      }
      this.work = value.buffer;
      this.buf = new Uint8Array(this.work, 0, carry.length + value.byteLength);
      return true;
    }
    const { done, value } = await this.reader!.read();
    if (done) {
      this.ended = true;
      return false;
    }
    this.buf = concat(this.buf, value);
    return true;
  }

  /** Stops reading the request body (after an early answer such as 413/415). */
  async cancel(reason?: unknown): Promise<void> {
    this.state = "done";
    this.buf = new Uint8Array(0);
    await (this.byob ?? this.reader)?.cancel(reason).catch(() => {});
  }

  /** The next part's headers and body, or null after the closing delimiter. */
  async nextPart(): Promise<Part | null> {
    if (this.state === "body") {
      // The caller did not consume the previous part: drain it.
      for await (const chunk of this.bodyChunks()) void chunk;
    }
    if (this.state === "preamble") {
      // Discard everything before the first delimiter, keeping a tail that may hold its beginning.
      for (;;) {
        const at = indexOfBytes(this.buf, this.delimiter);
        if (at >= 0) {
          this.buf = this.buf.subarray(at + this.delimiter.length);
          this.state = "between";
          break;
        }
        this.buf = this.buf.subarray(Math.max(0, this.buf.length - this.delimiter.length + 1));
        if (!(await this.fill())) throw new MultipartError("The upload is not valid multipart/form-data.", "malformed");
      }
    }
    if (this.state === "done") return null;
    // Just after a delimiter: "--" ends the body; otherwise optional padding, CRLF, then headers.
    while (this.buf.length < 2) {
      if (!(await this.fill())) throw new MultipartError("The upload ended unexpectedly.", "malformed");
    }
    if (this.buf[0] === DASH && this.buf[1] === DASH) {
      this.state = "done";
      this.buf = new Uint8Array(0);
      return null;
    }
    const headerEnd = new Uint8Array([CR, LF, CR, LF]);
    let end: number;
    for (;;) {
      end = indexOfBytes(this.buf, headerEnd);
      if (end >= 0) break;
      if (this.buf.length > this.limits.maxHeaderBytes) throw new MultipartError("A form part's headers are too large.", "headers-too-large");
      if (!(await this.fill())) throw new MultipartError("The upload ended unexpectedly.", "malformed");
    }
    if (end > this.limits.maxHeaderBytes) throw new MultipartError("A form part's headers are too large.", "headers-too-large");
    // The block starts with the rest of the delimiter line (padding + CRLF); the first line is empty.
    const block = new TextDecoder().decode(this.buf.subarray(0, end));
    this.buf = this.buf.subarray(end + headerEnd.length);
    const lines = block.split("\r\n");
    if ((lines[0] ?? "").trim() !== "") throw new MultipartError("The upload is not valid multipart/form-data.", "malformed");
    let disposition: { name: string | null; filename: string | null } | null = null;
    let contentType: string | null = null;
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(":");
      if (colon < 0) continue;
      const key = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (key === "content-disposition") disposition = parseDisposition(value);
      else if (key === "content-type") contentType = value.split(";")[0]!.trim().toLowerCase() || null;
    }
    if (!disposition?.name) throw new MultipartError("A form part has no field name.", "malformed");
    this.parts += 1;
    if (this.parts > this.limits.maxParts) throw new MultipartError("The upload has too many form fields.", "too-many-parts");
    this.state = "body";
    const headers: PartHeaders = { name: disposition.name, filename: disposition.filename, contentType };
    return {
      ...headers,
      chunks: () => this.bodyChunks(),
      text: (maxBytes) => this.bodyText(maxBytes),
    };
  }

  /** Yields the current part's body up to (not including) the next delimiter. */
  private async *bodyChunks(): AsyncGenerator<Uint8Array, void, undefined> {
    if (this.state !== "body") return;
    const keep = this.delimiter.length - 1;
    for (;;) {
      const at = indexOfBytes(this.buf, this.delimiter);
      if (at >= 0) {
        const chunk = this.buf.subarray(0, at);
        this.buf = this.buf.subarray(at + this.delimiter.length);
        this.state = "between";
        if (chunk.length > 0) yield chunk;
        return;
      }
      // Everything except a tail that could be the start of a delimiter is body.
      if (this.buf.length > keep) {
        const chunk = this.buf.subarray(0, this.buf.length - keep);
        this.buf = this.buf.subarray(this.buf.length - keep);
        yield chunk;
      }
      if (!(await this.fill())) throw new MultipartError("The upload ended unexpectedly.", "malformed");
    }
  }

  private async bodyText(maxBytes: number): Promise<string> {
    const pieces: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of this.bodyChunks()) {
      size += chunk.length;
      if (size > maxBytes) throw new MultipartError("A form field is too long.", "field-too-large");
      pieces.push(chunk.slice());
    }
    const all = new Uint8Array(size);
    let o = 0;
    for (const p of pieces) {
      all.set(p, o);
      o += p.length;
    }
    return new TextDecoder().decode(all);
  }
}
