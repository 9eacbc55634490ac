// The Manage Documents dialog (requirements §2): the child's documents in a fixed-height scrolling table
// (Title, Type, School Year, Date Added) with a row menu: View, 'Discuss with AI', Delete.
// The list is read when the dialog opens (it is not part of the dashboard's data).
import type { ChildDto } from "@worker/children/children";
import type { DocumentDto } from "@worker/documents/documents";
import { useEffect, useState } from "react";
import { DocumentTableHead } from "~/components/documents/document-table-head";
import { StatusBadge } from "~/components/documents/status-badge";
import { useDeleteDocument } from "~/components/documents/use-delete-document";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose } from "~/components/ui/dialog";
import { ActionMenu } from "~/components/ui/menu";
import { confirmDeleteDocument, documentListCopy, manageDocumentsCopy as copy } from "~/content/children";
import { getJson } from "~/lib/api";
import { formatDate } from "@common/format";

export type ManageDocumentsDialogProps = {
  child: Pick<ChildDto, "id" | "name">;
  onOpenChange: (open: boolean) => void;
  /** A document was deleted (the dashboard's counts need a refresh). */
  onChanged: () => void;
};

type Load = { state: "loading" } | { state: "error" } | { state: "done"; documents: DocumentDto[] };

export default function ManageDocumentsDialog({ child, onOpenChange, onChanged }: ManageDocumentsDialogProps) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const { deleting, remove } = useDeleteDocument({
    confirmText: () => confirmDeleteDocument.generic,
    onDeleted: (doc) => {
      setLoad((l) => (l.state === "done" ? { state: "done", documents: l.documents.filter((d) => d.id !== doc.id) } : l));
      onChanged();
    },
  });

  useEffect(() => {
    const controller = new AbortController();
    getJson<DocumentDto[]>(`/api/children/${child.id}/documents`, controller.signal)
      .then((documents) => setLoad({ state: "done", documents }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: "error" });
      });
    return () => controller.abort();
  }, [child.id]);


  return (
    <Dialog open size="lg" onOpenChange={onOpenChange} title={copy.title} description={copy.description(child.name)}>
      <section className="h-72 overflow-y-auto rounded-lg border border-slate-200" aria-label={copy.title}>
        {load.state === "loading" ? (
          <output className="block p-4 text-slate-600">
            {copy.loading}
          </output>
        ) : load.state === "error" ? (
          <p role="alert" className="p-4 text-red-700">
            {copy.loadFailed}
          </p>
        ) : load.documents.length === 0 ? (
          <div className="p-6 text-center">
            <p className="font-semibold">{documentListCopy.emptyTitle}</p>
            <p className="mt-1 text-sm text-slate-600">{documentListCopy.emptyBody}</p>
          </div>
        ) : (
          <table className="w-full text-left text-sm">
            <DocumentTableHead dense />
            <tbody className="divide-y divide-slate-100">
              {load.documents.map((doc) => {
                const busy = deleting.has(doc.id);
                return (
                  <tr key={doc.id} aria-busy={busy || undefined}>
                    <td className="px-3 py-2">
                      <span className="font-semibold text-slate-900">{doc.title}</span>
                      <span className="block text-xs text-slate-600 sm:hidden">
                        {[doc.documentType, doc.schoolYear, formatDate(doc.createdAt)].filter(Boolean).join(" · ")}
                      </span>
                      {doc.status !== "ready" ? (
                        <span className="mt-1 block">
                          <StatusBadge status={doc.status} showReason={false} />
                        </span>
                      ) : null}
                    </td>
                    <td className="hidden px-3 py-2 sm:table-cell">{doc.documentType}</td>
                    <td className="hidden px-3 py-2 sm:table-cell">{doc.schoolYear ?? documentListCopy.notSet}</td>
                    <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">{formatDate(doc.createdAt)}</td>
                    <td className="px-3 py-2 text-right">
                      {busy ? (
                        <output className="block text-sm font-semibold text-slate-600">
                          {copy.deleting}
                        </output>
                      ) : (
                        <ActionMenu
                          inline
                          label={copy.rowMenu(doc.title)}
                          items={[
                            { value: "view", label: copy.view, href: `/document-viewer/${doc.id}` },
                            { value: "discuss", label: copy.discuss, href: `/conversation/${child.id}` },
                            { value: "delete", label: copy.delete, tone: "danger", onSelect: () => void remove(doc) },
                          ]}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      <div className="mt-4 flex justify-end">
        <DialogClose>
          <Button variant="secondary">{copy.close}</Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
