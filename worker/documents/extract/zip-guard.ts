// Checks a ZIP archive (a DOCX) BEFORE a library unpacks it: mammoth (JSZip) inflates whole parts
// into memory and only compares sizes afterwards, so a "zip bomb" would exhaust the Worker's 128 MB
// first. We read the central directory (entry count, declared sizes, methods, encryption) and then
// inflate every XML part ourselves as a stream, stopping as soon as it outgrows what it declared.
import { PermanentExtractionError, REASONS } from "./messages.ts";

export const ZIP_LIMITS = {
  /** Sum of the declared uncompressed sizes. */
  maxTotalUncompressed: 100 * 1024 * 1024,
  /** Word files have tens of parts; thousands means a crafted archive. */
  maxEntries: 2000,
  /** One XML part (word/document.xml of a book-length document is a few MB). */
  maxXmlPartSize: 32 * 1024 * 1024,
} as const;

export type ZipEntryInfo = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

const corrupt = () => new PermanentExtractionError(REASONS.corruptDocx);
const tooLarge = () => new PermanentExtractionError(REASONS.docxTooLarge);

/** Reads and sanity-checks the central directory. Throws PermanentExtractionError when refused. */
export function readCentralDirectory(bytes: Uint8Array<ArrayBuffer>): ZipEntryInfo[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits in the last 22 bytes plus an optional comment of up to 65,535 bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt();
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which no genuine Word document needs (it is for > 4 GB archives).
  if (count === 0xffff || cdOffset === 0xffffffff) throw tooLarge();
  if (count > ZIP_LIMITS.maxEntries) throw tooLarge();
  if (cdOffset + cdSize > eocd) throw corrupt();

  const decoder = new TextDecoder();
  const entries: ZipEntryInfo[] = [];
  let total = 0;
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_SIGNATURE) throw corrupt();
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localHeaderOffset = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    // Bit 0: encrypted. Methods other than stored (0) and deflate (8) are not used by Word.
    if (flags & 1 || (method !== 0 && method !== 8)) throw corrupt();
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) throw tooLarge();
    total += uncompressedSize;
    if (total > ZIP_LIMITS.maxTotalUncompressed) throw tooLarge();
    if (isXmlPart(name) && uncompressedSize > ZIP_LIMITS.maxXmlPartSize) throw tooLarge();
    if (localHeaderOffset + 30 + compressedSize > cdOffset) throw corrupt();
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The parts mammoth parses. Media (images) are never inflated because we do not convert images. */
function isXmlPart(name: string): boolean {
  return /\.(xml|rels)$/i.test(name);
}

function entryData(bytes: Uint8Array<ArrayBuffer>, entry: ZipEntryInfo): Uint8Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (view.getUint32(at, true) !== LOCAL_SIGNATURE) throw corrupt();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw corrupt();
  return bytes.subarray(start, end);
}

/** Inflates `data` as a stream and gives up as soon as the output exceeds `limit` bytes. */
async function inflatedSizeWithin(data: Uint8Array<ArrayBuffer>, limit: number): Promise<boolean> {
  const stream = new DecompressionStream("deflate-raw");
  const writer = stream.writable.getWriter();
  // Not awaited: the writes complete as the reader drains; a cancelled reader rejects them, ignored.
  writer.write(data).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        return false;
      }
    }
  } catch {
    throw corrupt(); // not valid deflate data
  }
}

/**
 * Refuses archives that would unpack to more than the limits allow, including ones whose headers
 * under-declare their sizes. Throws PermanentExtractionError; returns the entries when acceptable.
 */
export async function assertSafeZip(bytes: Uint8Array<ArrayBuffer>): Promise<ZipEntryInfo[]> {
  const entries = readCentralDirectory(bytes);
  for (const entry of entries) {
    if (!isXmlPart(entry.name)) continue;
    const data = entryData(bytes, entry);
    if (entry.method === 0) {
      if (data.length !== entry.uncompressedSize) throw corrupt();
    } else if (!(await inflatedSizeWithin(data, entry.uncompressedSize))) {
      throw tooLarge();
    }
  }
  return entries;
}
