// /test-add-child (requirements §2, §5, §8; requirements §17: signed-in only, it writes): a child-name field
// posted to this route's action (ADR 0071), which adds the child through the same domain module as
// POST /api/children, and the answer shown as-is: the status and the child, or the error body.
import { useEffect } from "react";
import { Form } from "react-router";
import { createChild } from "@worker/children/children";
import { getDb } from "@worker/db/client";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { notify } from "~/components/ui/toaster";
import { testAddChildCopy as copy, toasts } from "~/content/children";
import { defineForm, useForm, type FormReply } from "~/lib/form";
import { keepFormOnFailure, revalidateUnlessFormFailed } from "~/lib/form-failure";
import { formAction } from "~/lib/form.server";
import { requireUser } from "~/lib/session.server";
import { CHILD_NAME_MAX, createChildSchema } from "@common/schemas/children";
import type { Route } from "./+types/test-add-child";

export async function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  return null;
}

const addChildForm = defineForm({ schema: createChildSchema, fields: ["name"] });

export const action = formAction(addChildForm, async (input, { env, context }) => {
  const { auth } = requireUser(context);
  const child = await createChild(getDb(env), auth.familyId, input);
  return { status: 201, body: child };
});

export const clientAction = keepFormOnFailure;
export const shouldRevalidate = revalidateUnlessFormFailed;

export const meta = () => [{ title: `${copy.title} · IEP Binder` }, { name: "robots", content: "noindex" }];

export default function TestAddChild() {
  const form = useForm(addChildForm, {
    messages: { failed: toasts.testFailed, network: toasts.testUnexpected },
    messageWithFields: true,
    resetOnSuccess: true,
  });
  const answer = form.reply as (FormReply & { body?: unknown }) | undefined;
  const response = answer?.status
    ? JSON.stringify({ status: answer.status, body: answer.body ?? { code: answer.code, message: answer.message, fields: answer.fields } }, null, 2)
    : null;
  const refused = form.formError;

  useEffect(() => {
    if (refused) notify({ title: toasts.testError, description: refused.message, variant: "destructive" });
  }, [refused]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-2 text-slate-600">{copy.description}</p>
      <Form {...form.props} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField className="flex-1" label={copy.name} {...form.field("name")} maxLength={CHILD_NAME_MAX} autoComplete="off" />
        <Button type="submit" className="sm:mt-6" pending={form.pending} pendingLabel={copy.submitting}>
          {copy.submit}
        </Button>
      </Form>
      <div className="mt-8">
        <h2 className="text-lg font-bold">{copy.response}</h2>
        <pre aria-live="polite" data-testid="api-response" className="mt-2 min-h-24 overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm text-slate-100">
          {response ?? ""}
        </pre>
      </div>
    </section>
  );
}
