// /document-upload/:childId (requirements §2, §4, §5): the upload form for one child. Success returns to
// /dashboard with the 'Document uploaded' toast (the toaster lives in the root, so it survives the
// client-side navigation). The form posts to this page's action, which streams the file through the same
// domain function as POST /api/children/:id/documents/upload; with JavaScript it goes there by
// XMLHttpRequest for its progress (ADR 0074).
import { getChildSummary } from "@worker/children/children";
import { appContext } from "@worker/context";
import { getDb } from "@worker/db/client";
import { uploadDocument } from "@worker/documents/upload";
import { data, redirect } from "react-router";
import { NotFoundState } from "~/components/documents/not-found-state";
import { uploadForm } from "~/components/documents/document-forms";
import { uploadClientAction } from "~/components/documents/upload-client";
import { UploadForm } from "~/components/documents/upload-form";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { profileCopy, toasts, uploadCopy as copy } from "~/content/children";
import { revalidateUnlessFormFailed } from "~/lib/form-failure";
import { streamedFormAction } from "~/lib/form.server";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/document-upload";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { auth } = requireUser(context);
  const child = await getChildSummary(getDb(context.get(appContext).env), auth.familyId, params.childId);
  if (!child) return data({ child: null }, { status: 404 });
  return { child: { id: child.id, name: child.name } };
}

export const action = streamedFormAction(uploadForm, async ({ env, context, request, params }) => {
  const { auth } = requireUser(context);
  await uploadDocument(env, auth.familyId, params.childId ?? "", request);
  return redirect("/dashboard");
});

export const clientAction = uploadClientAction;
export const shouldRevalidate = revalidateUnlessFormFailed;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData?.child ? `${copy.breadcrumb} for ${loaderData.child.name} · IEP Binder` : `${profileCopy.notFound} · IEP Binder` },
];

export default function DocumentUpload({ loaderData }: Route.ComponentProps) {
  const { child } = loaderData;
  if (!child) return <NotFoundState title={profileCopy.notFound} body={profileCopy.notFoundBody} />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumb
        items={[
          { label: profileCopy.dashboard, href: "/dashboard" },
          { label: profileCopy.breadcrumb(child.name), href: `/child-profile/${child.id}` },
          { label: copy.breadcrumb },
        ]}
      />
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold md:text-3xl">{copy.pageTitle(child.name)}</h1>
        <p className="mt-2 text-slate-600">{copy.processingNote}</p>
        <div className="mt-6">
          <UploadForm
            childId={child.id}
            missingChildToast={toasts.missingChild}
            cancel={{ href: "/dashboard" }}
          />
        </div>
      </div>
    </div>
  );
}
