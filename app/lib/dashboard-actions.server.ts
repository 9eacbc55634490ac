// /dashboard's forms, by the value of their hidden `intent` field (ADR 0071): each posts to the page's action,
// which calls the same domain function as the matching /api route.
import { avatarFromFile, createChildWithAvatar } from "@worker/children/avatar";
import { deleteChild } from "@worker/children/children";
import { getDb } from "@worker/db/client";
import { notFound } from "@worker/http/errors";
import { ADD_CHILD_INTENT, addChildForm, DELETE_CHILD_INTENT, deleteChildForm } from "~/components/children/child-forms";
import { toasts } from "~/content/children";
import { formAction } from "~/lib/form.server";
import { requireUser } from "~/lib/session.server";
import { CHILD_MESSAGES } from "@common/schemas/children";

export const dashboardActions = {
  // POST /api/children: the picture checked and stored with the same rules, then the row.
  [ADD_CHILD_INTENT]: formAction(addChildForm, async (input, { env, context, files }) => {
    const { auth } = requireUser(context);
    const child = await createChildWithAvatar(getDb(env), env.FILES, auth.familyId, input, await avatarFromFile(files.avatar));
    return { done: toasts.childAdded.description, child };
  }),
  // DELETE /api/children/:id: the child's files, documents and conversations go with it.
  [DELETE_CHILD_INTENT]: formAction(deleteChildForm, async (input, { env, context }) => {
    const { auth } = requireUser(context);
    if (!(await deleteChild(getDb(env), env.FILES, auth.familyId, input.childId))) throw notFound(CHILD_MESSAGES.notFound);
    return { done: toasts.childRemoved.title };
  }),
};
