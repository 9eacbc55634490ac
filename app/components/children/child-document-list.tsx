// The Documents tab of a child's profile (requirements §2): each document with View and Delete (browser
// confirmation naming the title, requirements §5) and an 'Upload Document' link.
import type { DocumentDto } from "@worker/documents/documents";
import { Link, useRevalidator } from "react-router";
import { StatusBadge } from "~/components/documents/status-badge";
import { useDeleteDocument } from "~/components/documents/use-delete-document";
import { Button, buttonClass } from "~/components/ui/button";
import { confirmDeleteDocument, profileCopy as copy } from "~/content/children";
import { formatDate } from "@common/format";

/**
 * The fields the tab shows (and the processing poll reads). The child profile's loader sends only these: its
 * loader data is written into the page's HTML, whichever tab is open (ADR 0093).
 */
export const listedDocument = (d: DocumentDto) => ({
  id: d.id,
  title: d.title,
  documentType: d.documentType,
  schoolYear: d.schoolYear,
  createdAt: d.createdAt,
  status: d.status,
  statusReason: d.statusReason,
});
export type ListedDocument = ReturnType<typeof listedDocument>;

export function ChildDocumentList({ childId, documents }: { childId: string; documents: ListedDocument[] }) {
  const { revalidate } = useRevalidator();

  const { deleting, remove } = useDeleteDocument({
    confirmText: (doc) => confirmDeleteDocument.titled(doc.title),
    onDeleted: () => revalidate(),
  });

  return (
    <section aria-labelledby="documents-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="documents-heading" className="text-lg font-bold">
          {copy.documentsHeading}
        </h2>
        <Link to={`/document-upload/${childId}`} className={buttonClass({ size: "sm" })}>
          {copy.uploadDocument}
        </Link>
      </div>
      {documents.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">{copy.noDocuments}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {documents.map((doc) => {
            const busy = deleting.has(doc.id);
            return (
              <li key={doc.id} aria-busy={busy || undefined} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-slate-900">{doc.title}</p>
                  <p className="text-sm text-slate-600">
                    {[doc.documentType, doc.schoolYear, formatDate(doc.createdAt)].filter(Boolean).join(" · ")}
                  </p>
                  <div className="mt-1">
                    <StatusBadge status={doc.status} reason={doc.statusReason} />
                  </div>
                </div>
                <div className="flex shrink-0 gap-2">
                  {busy ? (
                    <output className="block px-3 py-1.5 text-sm font-semibold text-slate-600">
                      {copy.deleting}
                    </output>
                  ) : (
                    <>
                      <Link to={`/document-viewer/${doc.id}`} className={buttonClass({ variant: "secondary", size: "sm" })} aria-label={`${copy.view} ${doc.title}`}>
                        {copy.view}
                      </Link>
                      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => void remove(doc)} aria-label={`${copy.delete} ${doc.title}`}>
                        {copy.delete}
                      </Button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
