// Document rules shared by the upload forms, the Edit Document Details dialog and the API
// (requirements §4, §5, §9; docs/decisions/0011-school-year-format.md). Each rule is defined here once.
import * as v from "valibot";
import { idSchema } from "./common.ts";

/** Every type a document can have (edit dialog, filters). */
export const DOCUMENT_TYPES = ["IEP", "Evaluation", "Progress Report", "504 Plan", "Assessment", "Other"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** The types the upload forms offer (requirements §5: the first, second, third and last). */
export const UPLOAD_DOCUMENT_TYPES = ["IEP", "Evaluation", "Progress Report", "Other"] as const satisfies readonly DocumentType[];
export const DEFAULT_DOCUMENT_TYPE: DocumentType = "IEP";

export const DOCUMENT_STATUSES = ["processing", "ready", "failed", "needs_ocr"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const ACCEPTED_EXTENSIONS = [".pdf", ".doc", ".docx", ".txt"] as const;
export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];
/** For the file input's accept attribute. */
export const UPLOAD_ACCEPT = ACCEPTED_EXTENSIONS.join(",");

/** The Content-Type each accepted file is stored and served with; the client's claim is never trusted. */
export const CONTENT_TYPE_BY_EXTENSION: Record<AcceptedExtension, string> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".txt": "text/plain; charset=utf-8",
};

/** Spec §9: 50 MB, counted in binary megabytes (52,428,800 bytes). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const DOCUMENT_TITLE_MAX = 200;
export const FILE_NAME_MAX = 255;

export const UPLOAD_MESSAGES = {
  missingFileTitle: "Missing document",
  missingFile: "Please select a file to upload.",
  emptyFile: "The selected file is empty. Please choose another file.",
  tooLargeTitle: "File too large",
  tooLarge: "Please upload files smaller than 50MB. For larger files, please split or compress them first.",
  missingChild: "Missing child information. Please try again.",
  unsupportedType: "Please upload a PDF, Word (.doc or .docx) or plain text (.txt) file.",
  /** The file's contents are not what its extension says (e.g. an .exe renamed .pdf). */
  contentMismatch: (ext: string) =>
    `This file's contents do not match its ${ext} extension. Please upload a real PDF, Word (.doc or .docx) or plain text (.txt) file.`,
  titleRequired: "Please enter a document title",
  titleTooLong: `Document title must be at most ${DOCUMENT_TITLE_MAX} characters`,
  typeRequired: "Please choose a document type",
  schoolYear: "Enter the school year like 2025-2026, or a single year like 2025",
  notFound: "Document not found",
} as const;

/** The lower-cased extension of a file name ("" when it has none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot).toLowerCase() : "";
}

export function isAcceptedExtension(ext: string): ext is AcceptedExtension {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext);
}

/** Spec §4: the title is prefilled from the file name without its extension. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return (dot > 0 ? base.slice(0, dot) : base).trim().slice(0, DOCUMENT_TITLE_MAX);
}

const SCHOOL_YEAR_MIN = 1950;
const SCHOOL_YEAR_MAX = 2100;

/**
 * Normalizes a school year to the stored form: "YYYY-YYYY" (consecutive years) or "YYYY".
 * Accepts "2025-2026", "2025/2026", "2025–26", "2025 - 26" and "2025". Returns null when it is not one.
 */
export function normalizeSchoolYear(input: string): string | null {
  const s = input.trim();
  const single = /^(\d{4})$/.exec(s);
  if (single) {
    const y = Number(single[1]);
    return y >= SCHOOL_YEAR_MIN && y <= SCHOOL_YEAR_MAX ? String(y) : null;
  }
  const range = /^(\d{4})\s*[-–—/]\s*(\d{2}|\d{4})$/.exec(s);
  if (!range) return null;
  const start = Number(range[1]);
  const end = range[2]!.length === 2 ? Math.floor(start / 100) * 100 + Number(range[2]) : Number(range[2]);
  // "1999-00" rolls over the century.
  const next = range[2]!.length === 2 && end < start ? end + 100 : end;
  if (next !== start + 1 || start < SCHOOL_YEAR_MIN || start > SCHOOL_YEAR_MAX) return null;
  return `${start}-${next}`;
}

/** Spec §5: "the current year is used if blank" — the calendar year, as "YYYY". */
export function defaultSchoolYear(now: Date = new Date()): string {
  return String(now.getUTCFullYear());
}

/** Optional school year: blank → null (the caller decides the default), else the normalized form. */
export const schoolYearField = v.pipe(
  v.nullable(v.union([v.string(UPLOAD_MESSAGES.schoolYear), v.number(UPLOAD_MESSAGES.schoolYear)], UPLOAD_MESSAGES.schoolYear)),
  v.transform((s) => (s === null ? "" : String(s).trim())),
  v.check((s) => s === "" || normalizeSchoolYear(s) !== null, UPLOAD_MESSAGES.schoolYear),
  v.transform((s) => (s === "" ? null : normalizeSchoolYear(s))),
);

export const documentTitleField = v.pipe(
  v.string(UPLOAD_MESSAGES.titleRequired),
  v.trim(),
  v.nonEmpty(UPLOAD_MESSAGES.titleRequired),
  v.maxLength(DOCUMENT_TITLE_MAX, UPLOAD_MESSAGES.titleTooLong),
);

const FIELD_MESSAGES = { title: UPLOAD_MESSAGES.titleRequired, documentType: UPLOAD_MESSAGES.typeRequired, schoolYear: UPLOAD_MESSAGES.schoolYear } as const;
const missingKeyMessage = (issue: v.BaseIssue<unknown>) => {
  const key = issue.path?.[0]?.key;
  return typeof key === "string" && key in FIELD_MESSAGES ? FIELD_MESSAGES[key as keyof typeof FIELD_MESSAGES] : "Invalid document details";
};

/** The text fields of POST /api/children/:id/documents/upload (the file is checked while it streams). */
export const uploadFieldsSchema = v.object(
  {
    title: documentTitleField,
    documentType: v.picklist(UPLOAD_DOCUMENT_TYPES, UPLOAD_MESSAGES.typeRequired),
    schoolYear: v.optional(schoolYearField, null),
  },
  missingKeyMessage,
);
export type UploadFields = v.InferOutput<typeof uploadFieldsSchema>;

/** PUT /api/documents/:id (Edit Document Details): title and type required, any of the six types. */
export const documentEditSchema = v.object(
  {
    title: documentTitleField,
    documentType: v.picklist(DOCUMENT_TYPES, UPLOAD_MESSAGES.typeRequired),
    schoolYear: v.optional(schoolYearField, null),
  },
  missingKeyMessage,
);
export type DocumentEditInput = v.InferOutput<typeof documentEditSchema>;

/** The Edit Document Details form posted to its page's action: the same rules and the document's id. */
export const documentEditFormSchema = v.object({ ...documentEditSchema.entries, documentId: idSchema }, missingKeyMessage);

/** A citation quote in a viewer link: the engines' quotes are at most 200 characters; longer ones are cut. */
export const CITATION_QUOTE_MAX = 300;
/** The largest page number a viewer link may name (no extracted document comes near it). */
export const CITATION_PAGE_MAX = 100_000;

/**
 * The viewer link's ?page= and ?quote= (docs/decisions/0061). A link is typed by hand as easily as it is
 * clicked, so neither is trusted: a page that is not a whole number in range, or a quote with no letters
 * or digits, is ignored rather than refused — the document still opens. The quote is only ever searched
 * for in the page's text and shown as text.
 */
export const viewerTargetSchema = v.object({
  page: v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(CITATION_PAGE_MAX))), null),
  quote: v.fallback(
    v.nullable(
      v.pipe(
        v.string(),
        v.transform((s) => s.replace(/\s+/g, " ").trim().slice(0, CITATION_QUOTE_MAX)),
        v.regex(/[\p{L}\p{N}]/u),
      ),
    ),
    null,
  ),
});
export type ViewerTarget = v.InferOutput<typeof viewerTargetSchema>;
