// /document-upload/:childId (requirements §2, §4, §5): the upload form for one child. Success returns to
// /dashboard with the 'Document uploaded' toast (the toaster lives in the root, so it survives the
// client-side navigation).
import { getChildSummary } from "@worker/children/children";
import { appContext } from "@worker/context";
import { getDb } from "@worker/db/client";
import { data, useNavigate } from "react-router";
import { NotFoundState } from "~/components/documents/not-found-state";
import { UploadForm } from "~/components/documents/upload-form";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { notify } from "~/components/ui/toaster";
import { profileCopy, toasts, uploadCopy as copy } from "~/content/children";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/document-upload";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { auth } = requireUser(context);
  const child = await getChildSummary(getDb(context.get(appContext).env), auth.familyId, params.childId);
  if (!child) return data({ child: null }, { status: 404 });
  return { child: { id: child.id, name: child.name } };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData?.child ? `${copy.breadcrumb} for ${loaderData.child.name} · IEP Binder` : `${profileCopy.notFound} · IEP Binder` },
];

export default function DocumentUpload({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
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
            onUploaded={() => {
              notify({ ...toasts.uploaded, variant: "success" });
              navigate("/dashboard");
            }}
            cancel={{ href: "/dashboard" }}
          />
        </div>
      </div>
    </div>
  );
}
