// /child-profile/:id's forms, by the value of their hidden `intent` field (ADR 0071): each calls the same
// domain function as the matching /api route.
import { avatarFromFile, replaceChildAvatar } from "@worker/children/avatar";
import { updateChild } from "@worker/children/children";
import { getDb } from "@worker/db/client";
import { found } from "@worker/http/errors";
import { avatarForm, profileFieldForms } from "~/components/children/child-forms";
import { toasts } from "~/content/children";
import { formAction, type FormRequest } from "~/lib/form.server";
import { requireUser } from "~/lib/session.server";
import { CHILD_MESSAGES, type UpdateChildInput } from "@common/schemas/children";

/** PATCH /api/children/:id: only the field of the form that was sent changes. */
async function saveField(input: UpdateChildInput, { env, context, params }: FormRequest) {
  const { auth } = requireUser(context);
  found(await updateChild(getDb(env), auth.familyId, params.id ?? "", input), CHILD_MESSAGES.notFound);
  return { done: toasts.profileUpdated.title };
}

export const childProfileActions = {
  ...Object.fromEntries(Object.values(profileFieldForms).map((spec) => [spec.intent, formAction(spec, saveField)])),
  // POST /api/children/:id/avatar: the image checked with the same rules, then stored.
  [avatarForm.intent!]: formAction(avatarForm, async (_input, { env, context, params, files }) => {
    const { auth } = requireUser(context);
    const image = await avatarFromFile(files.avatar);
    found(await replaceChildAvatar(getDb(env), env.FILES, auth.familyId, params.id ?? "", image), CHILD_MESSAGES.notFound);
    return { done: toasts.avatarUpdated.title };
  }),
};
