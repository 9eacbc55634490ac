// The Children tab of the Family Workspace (requirements §2, §4): the card grid (1/2/3 columns) or the empty
// state, the Add Child dialog (optimistic: the card appears at once with a temporary id and is replaced
// by the server's record), and the card dialogs (Delete, Manage Documents). `/dashboard?child={id}&upload=true`
// opens the Upload IEP Document dialog for that child. The dialogs load on first use, so the dashboard's
// first load carries none of their code.
import type { ChildDto } from "@worker/children/children";
import { lazy, Suspense, useCallback, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toaster";
import { childrenCopy as copy, toasts } from "~/content/children";
import { apiRequest, errorMessage } from "~/lib/api";
import { useHydrated } from "~/lib/use-hydrated";
import type { AddChildValues } from "./add-child-dialog";
import { ChildCard } from "./child-card";

const AddChildDialog = lazy(() => import("./add-child-dialog"));
const DeleteChildDialog = lazy(() => import("./delete-child-dialog"));
const ManageDocumentsDialog = lazy(() => import("./manage-documents-dialog"));
const UploadDocumentDialog = lazy(() => import("~/components/documents/upload-dialog"));

type Pending = { tempId: string; child: ChildDto };

export type CardDeadline = { text: string; pastDue: boolean; date: string };

export function ChildrenTab({ items, deadlines = {} }: { items: ChildDto[]; deadlines?: Record<string, CardDeadline> }) {
  const { revalidate } = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  const [pending, setPending] = useState<Pending[]>([]);
  const [addOpen, setAddOpen] = useState(false);
  const [deleting, setDeleting] = useState<ChildDto | null>(null);
  const [managing, setManaging] = useState<ChildDto | null>(null);

  // Once the server's list has a saved child, its optimistic entry goes (adjusting state while
  // rendering when the loader data changes, as React recommends, rather than in an effect).
  const [seenItems, setSeenItems] = useState(items);
  if (seenItems !== items) {
    setSeenItems(items);
    setPending((list) => list.filter((p) => !items.some((c) => c.id === p.child.id)));
  }

  const shown = [...items, ...pending.filter((p) => !items.some((c) => c.id === p.child.id)).map((p) => p.child)];
  const isPending = (id: string) => pending.some((p) => p.tempId === id);

  // The link-opened upload dialog is client-only: it opens once the page is interactive (it is not part
  // of the server's HTML, so hydration never waits on its code).
  const hydrated = useHydrated();
  const uploadChildId = hydrated && searchParams.get("upload") === "true" ? searchParams.get("child") : null;
  const uploadChild = uploadChildId ? (items.find((c) => c.id === uploadChildId) ?? null) : null;
  const closeUpload = useCallback(() => {
    setSearchParams(
      (params) => {
        params.delete("upload");
        params.delete("child");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setSearchParams]);

  const addChild = async (values: AddChildValues): Promise<boolean> => {
    const name = values.name.trim();
    if (!name) {
      notify({ ...toasts.missingName, variant: "destructive" });
      return false;
    }
    const tempId = `temp-${crypto.randomUUID()}`;
    const now = new Date().toISOString();
    const preview = values.avatar ? URL.createObjectURL(values.avatar) : null;
    const temp: ChildDto = {
      id: tempId,
      name,
      birthMonth: values.birthMonth || null,
      birthYear: values.birthYear || null,
      avatarUrl: preview,
      documentCount: 0,
      lastUpdated: null,
      createdAt: now,
      updatedAt: now,
    };
    setPending((list) => [...list, { tempId, child: temp }]);

    const form = new FormData();
    form.set("name", name);
    form.set("birthMonth", values.birthMonth);
    form.set("birthYear", values.birthYear);
    if (values.avatar) form.set("avatar", values.avatar);
    try {
      const res = await apiRequest("POST", "/api/children", form, { raw: true });
      const saved = (await res.json()) as ChildDto;
      // Swap the temporary card for the server's record, then let the loader catch up.
      setPending((list) => list.map((p) => (p.tempId === tempId ? { tempId, child: saved } : p)));
      notify({ ...toasts.childAdded, variant: "success" });
      void revalidate();
      return true;
    } catch (error) {
      // The list is corrected from the server (requirements §4: a refetch settles it).
      setPending((list) => list.filter((p) => p.tempId !== tempId));
      notify({ title: toasts.addChildFailed, description: errorMessage(error, toasts.addChildFallback), variant: "destructive" });
      void revalidate();
      return false;
    } finally {
      if (preview) setTimeout(() => URL.revokeObjectURL(preview), 60_000);
    }
  };

  return (
    <section aria-labelledby="children-heading">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h2 id="children-heading" className="text-xl font-bold">
          Children
        </h2>
        <Button onClick={() => setAddOpen(true)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M12 5v14M5 12h14" />
          </svg>
          {copy.addChild}
        </Button>
      </div>

      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <h3 className="text-lg font-semibold">{copy.emptyTitle}</h3>
          <p className="mt-2 text-slate-600">{copy.emptyBody}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Children">
          {shown.map((child) => (
            <li key={pending.find((p) => p.child.id === child.id)?.tempId ?? child.id} className="flex">
              <div className="w-full">
                <ChildCard
                  child={child}
                  pending={isPending(child.id)}
                  deadline={deadlines[child.id] ?? null}
                  onDelete={setDeleting}
                  onManageDocuments={setManaging}
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      <Suspense fallback={null}>
        {addOpen ? <AddChildDialog open onOpenChange={setAddOpen} onSubmit={addChild} /> : null}
        {deleting ? (
          <DeleteChildDialog
            child={deleting}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            onDeleted={() => {
              setDeleting(null);
              void revalidate();
            }}
          />
        ) : null}
        {managing ? (
          <ManageDocumentsDialog
            child={managing}
            onOpenChange={(open) => {
              if (!open) setManaging(null);
            }}
            onChanged={() => void revalidate()}
          />
        ) : null}
        {uploadChildId ? (
          <UploadDocumentDialog
            childId={uploadChild?.id ?? null}
            childName={uploadChild?.name ?? ""}
            onOpenChange={(open) => {
              if (!open) closeUpload();
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
