// /document-viewer?childId= (requirements §2): a child's documents in a table (Title, Type, School Year, Date
// Added, status) with a row menu: View Document, Edit Details, Download (new tab), Delete ('Deleting...'
// on the row until done). ?id= goes to the single-document page; neither id nor childId → /dashboard.
import { getChild } from "@worker/children/children";
import { appContext } from "@worker/context";
import { getDb } from "@worker/db/client";
import { updateDocument, type DocumentDto } from "@worker/documents/documents";
import { notFound } from "@worker/http/errors";
import { lazy, Suspense, useEffect, useState } from "react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { editDocumentForm } from "~/components/documents/document-forms";
import { DocumentTableHead } from "~/components/documents/document-table-head";
import { NotFoundState } from "~/components/documents/not-found-state";
import { StatusBadge } from "~/components/documents/status-badge";
import { useDeleteDocument } from "~/components/documents/use-delete-document";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClass } from "~/components/ui/button";
import { ActionMenu } from "~/components/ui/menu";
import { notify } from "~/components/ui/toaster";
import { confirmDeleteDocument, documentListCopy as copy, profileCopy, toasts } from "~/content/children";
import { formatDate } from "@common/format";
import { UPLOAD_MESSAGES } from "@common/schemas/documents";
import type { FormReply } from "~/lib/form";
import { keepFormOnFailure, revalidateUnlessFormFailed } from "~/lib/form-failure";
import { formAction } from "~/lib/form.server";
import { requireUser } from "~/lib/session.server";
import { useProcessingPoll } from "~/lib/use-processing-poll";
import type { Route } from "./+types/document-list";

const EditDocumentDialog = lazy(() => import("~/components/documents/edit-document-dialog"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = requireUser(context);
  const params = new URL(request.url).searchParams;
  const id = params.get("id");
  if (id) throw redirect(`/document-viewer/${encodeURIComponent(id)}`);
  const childId = params.get("childId");
  if (!childId) throw redirect("/dashboard");
  const child = await getChild(getDb(context.get(appContext).env), auth.familyId, childId);
  if (!child) return data({ child: null, documents: [] }, { status: 404 });
  return { child: { id: child.id, name: child.name }, documents: child.documents };
}

// Edit Document Details posts here (ADR 0071): the same domain function as PUT /api/documents/:id.
export const action = formAction(editDocumentForm, async ({ documentId, ...input }, { env, context }) => {
  const { auth } = requireUser(context);
  if (!(await updateDocument(getDb(env), auth.familyId, documentId, input))) throw notFound(UPLOAD_MESSAGES.notFound);
  return { done: toasts.documentUpdated.description };
});

export const clientAction = keepFormOnFailure;
export const shouldRevalidate = revalidateUnlessFormFailed;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData?.child ? `${copy.heading(loaderData.child.name)} · IEP Binder` : `${profileCopy.notFound} · IEP Binder` },
];

export default function DocumentList({ loaderData, actionData }: Route.ComponentProps) {
  const { child, documents } = loaderData;
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<DocumentDto | null>(null);
  // Saved: the dialog closes (adjusting state while rendering) and a toast says so.
  const saved = (actionData as FormReply | undefined)?.done;
  const [seenAnswer, setSeenAnswer] = useState(actionData);
  if (seenAnswer !== actionData) {
    setSeenAnswer(actionData);
    if (saved) setEditing(null);
  }
  useEffect(() => {
    if ((actionData as FormReply | undefined)?.done) notify({ ...toasts.documentUpdated, variant: "success" });
  }, [actionData]);
  const { deleting, remove } = useDeleteDocument({
    confirmText: (doc) => confirmDeleteDocument.titled(doc.title),
    onDeleted: () => revalidate(),
  });
  useProcessingPoll(documents);

  if (!child) return <NotFoundState title={profileCopy.notFound} body={profileCopy.notFoundBody} />;


  const hasDocuments = documents.length > 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <Breadcrumb
        items={[
          { label: profileCopy.dashboard, href: "/dashboard" },
          { label: profileCopy.breadcrumb(child.name), href: `/child-profile/${child.id}` },
          { label: copy.heading(child.name) },
        ]}
      />
      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{copy.heading(child.name)}</h1>
          <p className="mt-1 text-slate-600">{copy.subtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/document-upload/${child.id}`} className={buttonClass()}>
            {copy.uploadDocument}
          </Link>
          {hasDocuments ? (
            <Link to={`/conversation/${child.id}`} className={buttonClass({ variant: "secondary" })}>
              {copy.askQuestions}
            </Link>
          ) : (
            <button type="button" disabled className={buttonClass({ variant: "secondary" })}>
              {copy.askQuestions}
            </button>
          )}
        </div>
      </header>

      {hasDocuments ? (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.heading(child.name)}</caption>
            <DocumentTableHead />
            <tbody className="divide-y divide-slate-100">
              {documents.map((doc) => {
                const busy = deleting.has(doc.id);
                return (
                  <tr key={doc.id} aria-busy={busy || undefined} className={busy ? "bg-slate-50 text-slate-500" : ""}>
                    <td className="px-4 py-3">
                      <Link to={`/document-viewer/${doc.id}`} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                        {doc.title}
                      </Link>
                      <span className="mt-0.5 block text-xs text-slate-600 md:hidden">
                        {[doc.documentType, doc.schoolYear, formatDate(doc.createdAt)].filter(Boolean).join(" · ")}
                      </span>
                    </td>
                    <td className="hidden px-4 py-3 md:table-cell">{doc.documentType}</td>
                    <td className="hidden px-4 py-3 md:table-cell">{doc.schoolYear ?? copy.notSet}</td>
                    <td className="hidden px-4 py-3 whitespace-nowrap md:table-cell">{formatDate(doc.createdAt)}</td>
                    <td className="px-4 py-3">
                      <StatusBadge status={doc.status} reason={doc.statusReason} />
                    </td>
                    <td className="px-2 py-3 text-right">
                      {busy ? (
                        <output className="block px-2 text-sm font-semibold whitespace-nowrap">
                          {copy.deleting}
                        </output>
                      ) : (
                        <ActionMenu
                          label={copy.rowMenu(doc.title)}
                          items={[
                            { value: "view", label: copy.view, href: `/document-viewer/${doc.id}` },
                            { value: "edit", label: copy.edit, onSelect: () => setEditing(doc) },
                            { value: "download", label: copy.download, href: doc.downloadUrl, newTab: true },
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
        </div>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <h2 className="text-lg font-semibold">{copy.emptyTitle}</h2>
          <p className="mt-2 text-slate-600">{copy.emptyBody}</p>
        </div>
      )}

      <Suspense fallback={null}>
        {editing ? (
          <EditDocumentDialog document={editing} onClose={() => setEditing(null)} />
        ) : null}
      </Suspense>
    </div>
  );
}
