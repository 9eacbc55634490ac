// The Children tab of the Family Workspace (requirements §2, §4): the card grid (1/2/3 columns) or the empty
// state, the Add Child dialog and the card dialogs (Delete, Manage Documents). Add Child is optimistic: while
// its form is being sent, a card made from what was sent shows at once (with a temporary id), and the
// server's record replaces it when the page's data reloads. Add Child opens from ?add=child too, so it works
// without JavaScript (its button is a GET form; the server renders the lazy dialog in place, ADR 0083).
// `/dashboard?child={id}&upload=true` opens the Upload IEP Document dialog for that child. Every dialog
// loads on first use, so the dashboard's first load carries none of their code.
import type { ChildDto } from "@worker/children/children";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useActionData, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toaster";
import { childrenCopy as copy, toasts } from "~/content/children";
import type { FormReply } from "~/lib/form";
import { useHydrated } from "~/lib/use-hydrated";
import { ChildCard } from "./child-card";
import { ADD_CHILD_INTENT, DELETE_CHILD_INTENT } from "./child-forms";

const AddChildDialog = lazy(() => import("./add-child-dialog"));
const DeleteChildDialog = lazy(() => import("./delete-child-dialog"));
const ManageDocumentsDialog = lazy(() => import("./manage-documents-dialog"));
const UploadDocumentDialog = lazy(() => import("~/components/documents/upload-dialog"));

export type CardDeadline = { text: string; pastDue: boolean; date: string };

const TEMP_ID = "temp-adding";

/** The card of a child whose Add Child form is on its way (requirements §4). */
function useOptimisticChild(): ChildDto | null {
  const { formData } = useNavigation();
  const sending = formData?.get("intent") === ADD_CHILD_INTENT ? formData : undefined;
  const avatar = sending?.get("avatar");
  const file = avatar instanceof File && avatar.size > 0 ? avatar : null;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (preview) return () => URL.revokeObjectURL(preview);
  }, [preview]);
  if (!sending) return null;
  const text = (name: string) => String(sending.get(name) ?? "").trim() || null;
  return {
    id: TEMP_ID,
    name: text("name") ?? "",
    birthMonth: text("birthMonth"),
    birthYear: text("birthYear"),
    avatarUrl: preview,
    documentCount: 0,
    lastUpdated: null,
    createdAt: "",
    updatedAt: "",
  };
}

export function ChildrenTab({ items, deadlines = {} }: { items: ChildDto[]; deadlines?: Record<string, CardDeadline> }) {
  const { revalidate } = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  const reply = useActionData() as FormReply | undefined;
  const added = reply?.values?.intent === ADD_CHILD_INTENT && Boolean(reply.done);
  const [addOpen, setAddOpen] = useState(() => searchParams.get("add") === "child" && !added);
  const [deleting, setDeleting] = useState<ChildDto | null>(null);
  const [managing, setManaging] = useState<ChildDto | null>(null);
  const optimistic = useOptimisticChild();

  // A new answer of the page's action: a saved child closes its dialog, a deleted one its own (adjusting
  // state while rendering, as React recommends, rather than in an effect).
  const [seenReply, setSeenReply] = useState(reply);
  if (seenReply !== reply) {
    setSeenReply(reply);
    if (added) setAddOpen(false);
    if (reply?.values?.intent === DELETE_CHILD_INTENT && reply.done) setDeleting(null);
  }
  // The toasts of those answers. A delete posted from the child's profile lands here with its answer.
  useEffect(() => {
    if (!reply?.values) return;
    if (reply.values.intent === ADD_CHILD_INTENT && reply.done) notify({ ...toasts.childAdded, variant: "success" });
    if (reply.values.intent === DELETE_CHILD_INTENT) {
      notify(reply.done ? { ...toasts.childRemoved, variant: "success" } : { ...toasts.deleteChildFailed, variant: "destructive" });
    }
  }, [reply]);

  const shown = optimistic ? [...items, optimistic] : items;

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

  const closeAdd = () => {
    setAddOpen(false);
    if (searchParams.has("add")) {
      setSearchParams(
        (params) => {
          params.delete("add");
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  return (
    <section aria-labelledby="children-heading">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h2 id="children-heading" className="text-xl font-bold">
          Children
        </h2>
        {/* Without JavaScript a GET of ?add=child, which the server renders with the dialog open. */}
        <form
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            setAddOpen(true);
          }}
        >
          <input type="hidden" name="add" value="child" />
          <Button type="submit">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M12 5v14M5 12h14" />
            </svg>
            {copy.addChild}
          </Button>
        </form>
      </div>

      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <h3 className="text-lg font-semibold">{copy.emptyTitle}</h3>
          <p className="mt-2 text-slate-600">{copy.emptyBody}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Children">
          {shown.map((child) => (
            <li key={child.id} className="flex">
              <div className="w-full">
                <ChildCard
                  child={child}
                  pending={child.id === TEMP_ID}
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
        {addOpen ? <AddChildDialog onClose={closeAdd} /> : null}
        {deleting ? <DeleteChildDialog child={deleting} onClose={() => setDeleting(null)} /> : null}
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
