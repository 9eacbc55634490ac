// /child-profile/:id (requirements §2, §4): breadcrumb, tabs Profile / Documents / Progress. Profile: the
// picture (preview first, then 'Upload Avatar') and inline editing of Name, Birth Month and Birth Year,
// each saved on its own with only that field sent. Documents: the list with View and Delete and an
// 'Upload Document' link. A child that does not exist or is another family's: 404 with 'Child not found'.
// The fields and the picture are forms posted to this page's action (ADR 0071).
import { appContext } from "@worker/context";
import { getDb } from "@worker/db/client";
import { loadChildProgress } from "@worker/record/progress";
import { lazy, Suspense, useEffect, useState } from "react";
import { data, useNavigation } from "react-router";
import { AvatarEditor } from "~/components/children/avatar-editor";
import { ChildDocumentList, listedDocument } from "~/components/children/child-document-list";
import { InlineField } from "~/components/children/inline-field";
import { NotFoundState } from "~/components/documents/not-found-state";
import { ProgressTab } from "~/components/progress/progress-tab";
import { progressTabView } from "~/components/progress/tab-view";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { Tabs } from "~/components/ui/tabs";
import { notify } from "~/components/ui/toaster";
import { profileCopy as copy, toasts } from "~/content/children";
import { avatarForm } from "~/components/children/child-forms";
import { childProfileActions } from "~/lib/child-profile-actions.server";
import type { FormReply } from "~/lib/form";
import { keepFormOnFailure, revalidateUnlessFormFailed } from "~/lib/form-failure";
import { actionByIntent } from "~/lib/form.server";
import { requireUser } from "~/lib/session.server";
import { useProcessingPoll } from "~/lib/use-processing-poll";
import { birthYears, MONTHS } from "@common/schemas/children";
import type { Route } from "./+types/child-profile";

const DeleteChildDialog = lazy(() => import("~/components/children/delete-child-dialog"));

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { auth } = requireUser(context);
  const { env } = context.get(appContext);
  const db = getDb(env);
  // The Progress tab reads the same module as GET /api/children/:id/progress.
  const found = await loadChildProgress(db, env, auth.familyId, params.id);
  if (!found) return data({ child: null, years: [], progress: null, tab: "profile" }, { status: 404 });
  const tab = new URL(request.url).searchParams.get("tab");
  // The year choices come from the server so the server's HTML and the browser agree at New Year. The
  // documents and the progress view are cut to what the tabs show: loader data is part of the HTML (ADR 0093).
  const child = { ...found.child, documents: found.child.documents.map(listedDocument) };
  return { child, years: birthYears(), progress: progressTabView(found.progress), tab: tab === "documents" || tab === "progress" ? tab : "profile" };
}

const actions = actionByIntent(childProfileActions);

/** Signed-in only, before any of the body is read (requirements §17). */
export async function action(args: Route.ActionArgs) {
  requireUser(args.context);
  return actions(args);
}
export const clientAction = keepFormOnFailure;
export const shouldRevalidate = revalidateUnlessFormFailed;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData?.child ? `${copy.breadcrumb(loaderData.child.name)} · IEP Binder` : `${copy.notFound} · IEP Binder` },
];

export default function ChildProfile({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // A new picture remounts its editor, so the page says it was saved.
  const reply = actionData as FormReply | undefined;
  useEffect(() => {
    if (reply?.done && reply.values?.intent === avatarForm.intent) notify({ ...toasts.avatarUpdated, variant: "success" });
  }, [reply]);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const { child, years, progress, tab } = loaderData;
  // Here, not in the Documents tab: a document that finishes processing updates whichever tab is open.
  useProcessingPoll(child?.documents ?? []);

  // A client-side move to another child's profile: say so instead of showing the old child's data.
  if (navigation.state === "loading" && navigation.location.pathname.startsWith("/child-profile/") && navigation.location.pathname !== `/child-profile/${child?.id}`) {
    return (
      <output className="block mx-auto max-w-5xl px-4 py-12 text-slate-600">
        {copy.loading}
      </output>
    );
  }
  if (!child || !progress) return <NotFoundState title={copy.notFound} body={copy.notFoundBody} />;

  // Keep a stored year that has aged out of the 20 choices selectable, so the editor never hides it.
  const yearChoices = child.birthYear && !years.includes(child.birthYear) ? [...years, child.birthYear] : years;

  const profileTab = (
    <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
      <section aria-labelledby="avatar-heading" className="self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="avatar-heading" className="text-lg font-bold">
          {copy.avatar}
        </h2>
        <AvatarEditor key={child.avatarUrl ?? "none"} name={child.name} avatarUrl={child.avatarUrl} />
      </section>
      <section aria-labelledby="details-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="details-heading" className="text-lg font-bold">
          {copy.details}
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <InlineField field="name" label={copy.name} value={child.name} />
          <InlineField field="birthMonth" label={copy.birthMonth} value={child.birthMonth} options={MONTHS} />
          <InlineField field="birthYear" label={copy.birthYear} value={child.birthYear} options={yearChoices} />
        </dl>
        <div className="mt-8 rounded-lg border border-red-200 bg-red-50/50 p-4">
          <h3 className="text-base font-bold">{copy.dangerZone}</h3>
          <p className="mt-1 text-sm text-slate-700">{copy.dangerBody}</p>
          <Button variant="danger" size="sm" className="mt-3" onClick={() => setDeleteOpen(true)}>
            {copy.deleteChild}
          </Button>
        </div>
      </section>
    </div>
  );

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:py-12">
      <Breadcrumb items={[{ label: copy.dashboard, href: "/dashboard" }, { label: copy.breadcrumb(child.name) }]} />
      <header className="mt-6 flex items-center gap-4">
        {child.avatarUrl ? (
          <img src={child.avatarUrl} alt="" className="size-16 shrink-0 rounded-full object-cover" />
        ) : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words md:text-3xl">{copy.breadcrumb(child.name)}</h1>
          <p className="text-slate-600">
            {child.documentCount === 1 ? "1 document" : `${child.documentCount} documents`}
          </p>
        </div>
      </header>
      {/* Only the open tab is rendered and hydrated; the others mount when first opened (ADR 0089). */}
      <Tabs
        className="mt-6"
        label={copy.breadcrumb(child.name)}
        defaultValue={tab}
        lazyMount
        items={[
          { value: "profile", label: copy.tabs.profile, content: profileTab },
          {
            value: "documents",
            label: copy.tabs.documents,
            content: <ChildDocumentList childId={child.id} documents={child.documents} />,
          },
          {
            value: "progress",
            label: copy.tabs.progress,
            content: <ProgressTab view={progress} />,
          },
        ]}
      />
      <Suspense fallback={null}>
        {deleteOpen ? (
          // It posts to /dashboard's action: a child deleted from here lands on the dashboard (requirements §5).
          <DeleteChildDialog child={child} onClose={() => setDeleteOpen(false)} />
        ) : null}
      </Suspense>
    </div>
  );
}
