// /dashboard's forms, by the value of their hidden `intent` field (ADR 0071): each posts to the page's action,
// which calls the same domain function as the matching /api route. To add a form: define it with its own
// intent beside its component and add its `formAction(spec, handle)` here.
import { redirectDocument } from "react-router";
import { changePasswordOrRefuse, deleteAccountOrRefuse, endSession, NO_SUCH_SESSION, publicSessionId } from "@worker/auth/account";
import { signedOutHeaders } from "@worker/auth/cookie";
import { requestEmailChange } from "@worker/auth/email-change";
import { revokeAllSessions } from "@worker/auth/sessions";
import { toPublicUser, updateUserProfile } from "@worker/auth/users";
import { getDb } from "@worker/db/client";
import { inviteFamilyMember } from "@worker/family/invitations";
import { notFound, unauthorized } from "@worker/http/errors";
import {
  DELETE_ACCOUNT_INTENT,
  deleteAccountForm,
  EMAIL_INTENT,
  emailForm,
  LOG_OUT_EVERYWHERE_INTENT,
  logOutEverywhereForm,
  PASSWORD_INTENT,
  passwordForm,
  SIGN_OUT_SESSION_INTENT,
  signOutSessionForm,
} from "~/components/dashboard/account-security";
import { INVITE_INTENT, inviteForm } from "~/components/dashboard/family-members-tab";
import { PROFILE_INTENT, profileForm } from "~/components/dashboard/settings-tab";
import { securityCopy, settingsCopy } from "~/content/accounts";
import { formAction } from "~/lib/form.server";
import { replaceCurrentUser, requireUser } from "~/lib/session.server";
import { avatarFromFile, createChildWithAvatar } from "@worker/children/avatar";
import { deleteChild } from "@worker/children/children";
import { ADD_CHILD_INTENT, addChildForm, DELETE_CHILD_INTENT, deleteChildForm } from "~/components/children/child-forms";
import { toasts } from "~/content/children";
import { CHILD_MESSAGES } from "@common/schemas/children";

/** A full reload of /, this browser signed out: the session cookie expired and the site's data cleared. */
const signedOut = (request: Request) => redirectDocument("/", { headers: signedOutHeaders(new URL(request.url)) });

export const dashboardActions = {
  // PATCH /api/user/profile. Without JavaScript the page's loaders answer in this same response: they read
  // the new name.
  [PROFILE_INTENT]: formAction(profileForm, async (input, { env, context }) => {
    const { auth } = requireUser(context);
    const updated = await updateUserProfile(getDb(env), auth.userId, input);
    if (!updated) throw unauthorized();
    replaceCurrentUser(context, toPublicUser(updated));
    return { done: settingsCopy.toasts.saved.title };
  }),
  // POST /api/account/password.
  [PASSWORD_INTENT]: formAction(passwordForm, async (input, { env, context, waitUntil }) => ({
    done: await changePasswordOrRefuse(env, getDb(env), requireUser(context).auth, input, waitUntil),
  })),
  // POST /api/account/email.
  [EMAIL_INTENT]: formAction(emailForm, async (input, { env, context, waitUntil }) => ({
    done: await requestEmailChange(env, getDb(env), requireUser(context).auth.userId, input, waitUntil),
  })),
  // POST /api/account/delete, then a full reload, signed out.
  [DELETE_ACCOUNT_INTENT]: formAction(deleteAccountForm, async (input, { env, context, request }) => {
    await deleteAccountOrRefuse(env, getDb(env), requireUser(context).auth.userId, input.confirmEmail);
    return signedOut(request);
  }),
  // POST /api/account/sessions/revoke. Ending this browser's own session signs it out, as logging out does.
  [SIGN_OUT_SESSION_INTENT]: formAction(signOutSessionForm, async ({ id }, { env, context, request }) => {
    const { auth } = requireUser(context);
    if (!(await endSession(getDb(env), env.KV, auth.userId, id))) throw notFound(NO_SUCH_SESSION);
    return id === publicSessionId(auth.sessionId) ? signedOut(request) : { done: securityCopy.sessionEnded };
  }),
  // POST /api/account/sessions/revoke-all, then a full reload, signed out.
  [LOG_OUT_EVERYWHERE_INTENT]: formAction(logOutEverywhereForm, async (_input, { env, context, request }) => {
    await revokeAllSessions(getDb(env), env.KV, requireUser(context).auth.userId);
    return signedOut(request);
  }),
  // POST /api/family-members/invite.
  [INVITE_INTENT]: formAction(inviteForm, async (input, { env, context }) => ({
    done: (await inviteFamilyMember(env, getDb(env), requireUser(context).auth, input)).message,
  })),
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
