// The action of /dashboard (ADR 0071): every form on the page posts here with its hidden `intent`, and this
// table picks that form's action, which calls the same domain function as the form's /api route. To add a
// form: define it with its own intent beside its component, then add `formAction(spec, handle)` below.
import { redirectDocument } from "react-router";
import { changePasswordOrRefuse, deleteAccountOrRefuse } from "@worker/auth/account";
import { signedOutHeaders } from "@worker/auth/cookie";
import { requestEmailChange } from "@worker/auth/email-change";
import { toPublicUser, updateUserProfile } from "@worker/auth/users";
import { getDb } from "@worker/db/client";
import { inviteFamilyMember } from "@worker/family/invitations";
import { unauthorized } from "@worker/http/errors";
import { deleteAccountForm, emailForm, passwordForm } from "~/components/dashboard/account-security";
import { inviteForm } from "~/components/dashboard/family-members-tab";
import { profileForm } from "~/components/dashboard/settings-tab";
import { settingsCopy } from "~/content/accounts";
import { formAction, intentAction } from "~/lib/form.server";
import { replaceCurrentUser, requireUser } from "~/lib/session.server";
import type { Route } from "./+types/dashboard";

const forms = intentAction(
  // Settings: the account's name (PATCH /api/user/profile).
  formAction(profileForm, async (input, { env, context }) => {
    const { auth } = requireUser(context);
    const updated = await updateUserProfile(getDb(env), auth.userId, input);
    if (!updated) throw unauthorized();
    replaceCurrentUser(context, toPublicUser(updated));
    return { done: settingsCopy.toasts.saved.title };
  }),
  // Settings: change password (POST /api/account/password).
  formAction(passwordForm, async (input, { env, context, waitUntil }) => ({
    done: await changePasswordOrRefuse(env, getDb(env), requireUser(context).auth, input, waitUntil),
  })),
  // Settings: change e-mail (POST /api/account/email).
  formAction(emailForm, async (input, { env, context, waitUntil }) => ({
    done: await requestEmailChange(env, getDb(env), requireUser(context).auth.userId, input, waitUntil),
  })),
  // Settings: delete the account (POST /api/account/delete), then a full reload, signed out.
  formAction(deleteAccountForm, async (input, { env, context, request }) => {
    await deleteAccountOrRefuse(env, getDb(env), requireUser(context).auth.userId, input.confirmEmail);
    return redirectDocument("/", { headers: signedOutHeaders(new URL(request.url)) });
  }),
  // Family Members: invite (POST /api/family-members/invite).
  formAction(inviteForm, async (input, { env, context }) => ({
    done: (await inviteFamilyMember(env, getDb(env), requireUser(context).auth, input)).message,
  })),
);

/** Signed in only, before anything posted is read (default deny); then the form's own action. */
export async function dashboardAction(args: Route.ActionArgs) {
  requireUser(args.context);
  return forms(args);
}
