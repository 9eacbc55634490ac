// The reasons a parent sees next to a document's status (documents.status_reason). One place, so the
// wording stays consistent and tests can compare against the same strings.

export const REASONS = {
  legacyDoc: "Text can't be read from .doc files. Save the document as DOCX or PDF and upload it again to get insights.",
  scannedPdf:
    "This PDF looks scanned: it has no text layer. You can still view and download it. To get insights, upload a " +
    "version with selectable text (for example, export it again from the original file or run it through text recognition).",
  corruptPdf:
    "This PDF could not be read: the file appears to be damaged or incomplete. Save or export it again and upload the new copy.",
  encryptedPdf: "This PDF is password-protected, so its text can't be read. Upload a copy without a password to get insights.",
  corruptDocx:
    "This Word file could not be read: it appears to be damaged or is not a DOCX document. Open it in Word, save it again as DOCX and upload the new copy.",
  docxTooLarge:
    "This Word file is too large to read once unpacked. Save it without embedded media, or as a PDF, and upload it again.",
  invalidUtf8: "This text file isn't valid UTF-8 text. Save it with UTF-8 encoding and upload it again.",
  tooMuchText: "This document has more text than can be processed. Split it into smaller documents and upload them again.",
  noText: "No text was found in this document.",
  unsupported: "Text can't be read from this type of file. Upload a PDF, DOCX or TXT file to get insights.",
  missingFile: "The stored file is missing. Delete this document and upload it again.",
  tooManyAttempts:
    "Processing failed after 3 attempts. The file is still stored; delete it and upload it again, or try again later.",
} as const;

/**
 * A failure that will not go away on retry (the file itself is the problem): the document is marked
 * failed with `reason` and the queue message is acknowledged.
 */
export class PermanentExtractionError extends Error {
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = "PermanentExtractionError";
    this.reason = reason;
  }
}
