// Streaming content checks: the file's bytes must be what its extension says (requirements §15 Uploads).
// Each check sees the file chunk by chunk, as it streams to R2, and holds at most a few dozen bytes.
//   .pdf  starts with "%PDF-"
//   .doc  starts with the OLE2 signature D0 CF 11 E0 A1 B1 1A E1
//   .docx starts with a zip local file header "PK\x03\x04" and has an entry named word/document.xml
//   .txt  is valid UTF-8 with no NUL bytes
import type { AcceptedExtension } from "../../common/schemas/documents.ts";

export class ContentMismatchError extends Error {}

const PDF = new TextEncoder().encode("%PDF-");
const OLE2 = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
const DOCX_MAIN = new TextEncoder().encode("word/document.xml");
/** A zip local file header is 30 bytes, then the name. */
const ZIP_HEADER_SPAN = 30 + DOCX_MAIN.length;

export interface ContentCheck {
  /** Feeds the next chunk; throws ContentMismatchError as soon as the bytes cannot match. */
  push(chunk: Uint8Array): void;
  /** Called at the end of the file; throws ContentMismatchError if the file as a whole does not match. */
  finish(): void;
}

/** Checks that the file starts with `magic`; a shorter file fails at finish(). */
class PrefixCheck implements ContentCheck {
  private seen = 0;
  constructor(private readonly magic: Uint8Array) {}

  push(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length && this.seen < this.magic.length; i++, this.seen++) {
      if (chunk[i] !== this.magic[this.seen]) throw new ContentMismatchError("signature");
    }
  }

  finish(): void {
    if (this.seen < this.magic.length) throw new ContentMismatchError("too short");
  }
}

/** Zip signature, then a local file header whose name is word/document.xml anywhere in the stream. */
class DocxCheck implements ContentCheck {
  private readonly prefix = new PrefixCheck(ZIP_LOCAL);
  /** The last (ZIP_HEADER_SPAN − 1) bytes, so a header split across chunks is still found. */
  private tail = new Uint8Array(0);
  private found = false;

  push(chunk: Uint8Array): void {
    this.prefix.push(chunk);
    if (this.found || chunk.length === 0) return;
    // Headers that start in the tail: search tail + the first bytes of this chunk.
    if (this.tail.length > 0) {
      const head = chunk.subarray(0, ZIP_HEADER_SPAN);
      const joint = new Uint8Array(this.tail.length + head.length);
      joint.set(this.tail, 0);
      joint.set(head, this.tail.length);
      if (this.scan(joint, this.tail.length)) return;
    }
    if (this.scan(chunk, chunk.length)) return;
    const keep = ZIP_HEADER_SPAN - 1;
    if (chunk.length >= keep) {
      this.tail = chunk.slice(chunk.length - keep);
    } else {
      const joined = new Uint8Array(this.tail.length + chunk.length);
      joined.set(this.tail, 0);
      joined.set(chunk, this.tail.length);
      this.tail = joined.slice(Math.max(0, joined.length - keep));
    }
  }

  /** Looks for a matching header starting before `limit`; records and returns whether one was found. */
  private scan(bytes: Uint8Array, limit: number): boolean {
    let p = bytes.indexOf(ZIP_LOCAL[0]!);
    while (p !== -1 && p < limit && p + ZIP_HEADER_SPAN <= bytes.length) {
      if (
        bytes[p + 1] === ZIP_LOCAL[1] &&
        bytes[p + 2] === ZIP_LOCAL[2] &&
        bytes[p + 3] === ZIP_LOCAL[3] &&
        bytes[p + 26]! + (bytes[p + 27]! << 8) === DOCX_MAIN.length &&
        DOCX_MAIN.every((b, i) => bytes[p + 30 + i] === b)
      ) {
        this.found = true;
        return true;
      }
      p = bytes.indexOf(ZIP_LOCAL[0]!, p + 1);
    }
    return false;
  }

  finish(): void {
    this.prefix.finish();
    if (!this.found) throw new ContentMismatchError("no word/document.xml");
  }
}

class Utf8TextCheck implements ContentCheck {
  private readonly decoder = new TextDecoder("utf-8", { fatal: true });

  push(chunk: Uint8Array): void {
    if (chunk.indexOf(0) !== -1) throw new ContentMismatchError("NUL byte");
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      throw new ContentMismatchError("not UTF-8");
    }
  }

  finish(): void {
    try {
      // Flushes: a multi-byte sequence cut off at the end is invalid.
      this.decoder.decode();
    } catch {
      throw new ContentMismatchError("truncated UTF-8");
    }
  }
}

export function contentCheckFor(ext: AcceptedExtension): ContentCheck {
  switch (ext) {
    case ".pdf":
      return new PrefixCheck(PDF);
    case ".doc":
      return new PrefixCheck(OLE2);
    case ".docx":
      return new DocxCheck();
    case ".txt":
      return new Utf8TextCheck();
  }
}

const AVATAR_SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  "image/png": (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/gif": (b) => /^GIF8[79]a$/.test(String.fromCharCode(...b.subarray(0, 6))),
  "image/webp": (b) => String.fromCharCode(...b.subarray(0, 4)) === "RIFF" && String.fromCharCode(...b.subarray(8, 12)) === "WEBP",
};

/** Whether the image's first bytes are those of its declared type (png, jpeg, gif, webp). */
export function imageMatchesType(bytes: Uint8Array, type: string): boolean {
  const check = AVATAR_SIGNATURES[type];
  return check ? check(bytes) : false;
}
