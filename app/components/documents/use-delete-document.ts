// Deleting a document (requirements §4, §5): a browser confirmation, 'Deleting...' on the row until the server
// answers, and the spec's toasts. `onDeleted` refreshes whatever list the row lives in.
import type { DocumentDto } from "@worker/documents/documents";
import { useState } from "react";
import { notify } from "~/components/ui/toaster";
import { toasts } from "~/content/children";
import { apiRequest, errorMessage } from "~/lib/api";

/** Any row that names its document: the lists send only the fields they show. */
export function useDeleteDocument<D extends Pick<DocumentDto, "id" | "title">>({ confirmText, onDeleted }: { confirmText: (doc: D) => string; onDeleted: (doc: D) => unknown }) {
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  const remove = async (doc: D) => {
    if (!window.confirm(confirmText(doc))) return;
    setDeleting((s) => new Set(s).add(doc.id));
    try {
      await apiRequest("DELETE", `/api/documents/${doc.id}`);
      notify({ ...toasts.documentDeleted, variant: "success" });
      await onDeleted(doc);
    } catch (error) {
      notify({ title: toasts.deleteDocumentFailed, description: errorMessage(error, toasts.deleteDocumentFallback), variant: "destructive" });
    } finally {
      setDeleting((s) => {
        const next = new Set(s);
        next.delete(doc.id);
        return next;
      });
    }
  };

  return { deleting, remove };
}
