// The document forms (ADR 0071), defined once for the component that renders them and the action that answers.
import { defineForm } from "~/lib/form";
import { documentEditFormSchema, uploadFieldsSchema } from "@common/schemas/documents";

/** Edit Document Details (requirements §5): title and type required, school year optional. */
export const editDocumentForm = defineForm({ schema: documentEditFormSchema, fields: ["title", "documentType", "schoolYear"] });

/**
 * The upload form (requirements §5): the text fields' rules of POST /api/children/:id/documents/upload; the
 * file is the form's own check (a toast) and the server's, while it streams. It posts to the upload page's
 * action, also from the dashboard's dialog, which adds a `fallbackTitle` (the file's name) used when no title
 * is typed.
 */
export const uploadForm = defineForm({
  schema: uploadFieldsSchema,
  fields: ["title", "documentType", "schoolYear"],
  input: (values) => ({ ...values, title: values.title?.trim() || values.fallbackTitle || "" }),
});
