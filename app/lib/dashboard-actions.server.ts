// /dashboard's forms, by the value of their hidden `intent` field (ADR 0071): each posts to the page's action,
// which calls the same domain function as the matching /api route. To add a form: define it with its own
// intent beside its component and add its `formAction(spec, handle)` here.
import { redirectDocument } from "react-router";
import { changePasswordOrRefuse, deleteAccountOrRefuse } from "@worker/auth/account";
import { signedOutHeaders } from "@worker/auth/cookie";
import { requestEmailChange } from "@worker/auth/email-change";
import { toPublicUser, updateUserProfile } from "@worker/auth/users";
import { getDb } from "@worker/db/client";
import { inviteFamilyMember } from "@worker/family/invitations";
import { unauthorized } from "@worker/http/errors";
import {
  DELETE_ACCOUNT_INTENT,
  deleteAccountForm,
  EMAIL_INTENT,
  emailForm,
  PASSWORD_INTENT,
  passwordForm,
} from "~/components/dashboard/account-security";
import { INVITE_INTENT, inviteForm } from "~/components/dashboard/family-members-tab";
import { PROFILE_INTENT, profileForm } from "~/components/dashboard/settings-tab";
import { settingsCopy } from "~/content/accounts";
import { formAction } from "~/lib/form.server";
import { replaceCurrentUser, requireUser } from "~/lib/session.server";

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
    return redirectDocument("/", { headers: signedOutHeaders(new URL(request.url)) });
  }),
  // POST /api/family-members/invite.
  [INVITE_INTENT]: formAction(inviteForm, async (input, { env, context }) => ({
    done: (await inviteFamilyMember(env, getDb(env), requireUser(context).auth, input)).message,
  })),
};
