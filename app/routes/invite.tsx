// /invite/:token: who invited you to which family (requirements §17; requirements §2 Family Members). Signed in with the
// invited address → 'Join family'; signed out → log in (and come back here) or sign up from the link.
// An unknown, used or expired link (or invitations switched off) shows a clear "no longer valid" state.
// 'Join family' posts this page's form to its action (ADR 0071), which joins as
// POST /api/invitations/:token/accept does, then reloads into /dashboard.
import * as v from "valibot";
import { data, Form, redirectDocument } from "react-router";
import { appContext } from "@worker/context";
import { getDb } from "@worker/db/client";
import { familyInvitesEnabled, getInvitation } from "@worker/family/invitations";
import { joinFamily } from "@worker/family/join";
import { AuthCard, textLinkClass } from "~/components/auth/auth-card";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { inviteCopy } from "~/content/accounts";
import { formatDate } from "@common/format";
import { defineForm, useForm } from "~/lib/form";
import { keepFormOnFailure, revalidateUnlessFormFailed } from "~/lib/form-failure";
import { formAction } from "~/lib/form.server";
import { currentUser, requireUser } from "~/lib/session.server";
import type { Route } from "./+types/invite";

export const meta = () => [
  { title: "Family invitation · IEP Binder" },
  // The link is a secret for one person; keep it out of search results.
  { name: "robots", content: "noindex" },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const current = currentUser(context);
  const invitation = familyInvitesEnabled(env) ? await getInvitation(getDb(env), params.token) : null;
  const signedInEmail = current?.user.email ?? null;
  if (!invitation) return data({ invitation: null, signedInEmail }, { status: 404 });
  return {
    invitation: {
      familyName: invitation.familyName,
      inviterFirstName: invitation.inviterFirstName,
      email: invitation.email,
      expiresAt: invitation.expiresAt,
    },
    signedInEmail,
  };
}

/** Nothing to fill in: the link's token is the page's own. */
const joinForm = defineForm({ schema: v.object({}), fields: [] });

export const action = formAction(joinForm, async (_input, { env, context, params }) => {
  const { user } = requireUser(context);
  await joinFamily(env, getDb(env), user.id, params.token ?? "");
  // A full navigation: the session now belongs to the new family, so every part of the page reloads.
  return redirectDocument("/dashboard");
});

export const clientAction = keepFormOnFailure;
export const shouldRevalidate = revalidateUnlessFormFailed;

export default function Invite({ loaderData, params }: Route.ComponentProps) {
  const { invitation, signedInEmail } = loaderData;
  const token = params.token;
  const form = useForm(joinForm, { messages: { failed: inviteCopy.joinFailed, network: inviteCopy.joinFailed } });

  if (!invitation) {
    return (
      <AuthCard title={inviteCopy.invalidTitle} subtitle={inviteCopy.invalidBody}>
        <a href={signedInEmail ? "/dashboard" : "/"} className={buttonClass({ block: true })}>
          {signedInEmail ? inviteCopy.dashboard : inviteCopy.home}
        </a>
      </AuthCard>
    );
  }

  const here = `/invite/${encodeURIComponent(token)}`;
  const wrongAccount = signedInEmail !== null && signedInEmail.toLowerCase() !== invitation.email.toLowerCase();

  return (
    <AuthCard
      title={inviteCopy.title}
      subtitle={inviteCopy.invited(invitation.inviterFirstName || "Someone", invitation.familyName)}
    >
      <p className="text-sm text-slate-700">{inviteCopy.access}</p>
      <p className="mt-2 text-sm text-slate-600">
        {inviteCopy.sentTo(invitation.email)} {inviteCopy.expires(formatDate(invitation.expiresAt))}
      </p>
      <div className="mt-6 space-y-3">
        {signedInEmail === null ? (
          <>
            <p className="text-sm font-semibold text-slate-800">{inviteCopy.signedOutPrompt}</p>
            <a href={`/signup?invite=${encodeURIComponent(token)}`} className={buttonClass({ block: true, size: "lg" })}>
              {inviteCopy.signUp}
            </a>
            <a href={`/login?next=${encodeURIComponent(here)}`} className={buttonClass({ variant: "secondary", block: true, size: "lg" })}>
              {inviteCopy.logIn}
            </a>
          </>
        ) : wrongAccount ? (
          <Alert tone="info">
            {inviteCopy.wrongAccount(signedInEmail, invitation.email)}{" "}
            <a href="/api/auth/logout" className={textLinkClass}>
              {inviteCopy.logOut}
            </a>
          </Alert>
        ) : (
          <Form {...form.props} className="space-y-3">
            <Alert>{form.formError?.message}</Alert>
            <Button type="submit" size="lg" block pending={form.pending} pendingLabel={inviteCopy.joining}>
              {inviteCopy.join}
            </Button>
          </Form>
        )}
      </div>
    </AuthCard>
  );
}
