/** What the API says about a document's text while it cannot be shown, and what the viewer shows (requirements §2.8). */
export const DOCUMENT_TEXT_MESSAGES = {
  processing: "This document is still being read. Its text will show here in a moment.",
  noText: "No text could be read from this document.",
} as const;
