// /invite/:token: who invited you to which family (requirements §17; requirements §2 Family Members). Signed in with the
// invited address → 'Join family'; signed out → log in (and come back here) or sign up from the link.
// An unknown, used or expired link (or invitations switched off) shows a clear "no longer valid" state.
import { useState } from "react";
import { data } from "react-router";
import { appContext } from "@worker/context";
import { getDb } from "@worker/db/client";
import { familyInvitesEnabled, getInvitation } from "@worker/family/invitations";
import { AuthCard, textLinkClass } from "~/components/auth/auth-card";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { inviteCopy } from "~/content/accounts";
import { apiRequest, errorMessage } from "~/lib/api";
import { formatDate } from "@common/format";
import { currentUser } from "~/lib/session.server";
import { useHydrated } from "~/lib/use-hydrated";
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

export default function Invite({ loaderData, params }: Route.ComponentProps) {
  const { invitation, signedInEmail } = loaderData;
  const token = params.token;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();

  if (!invitation) {
    return (
      <AuthCard title={inviteCopy.invalidTitle} subtitle={inviteCopy.invalidBody}>
        <a href={signedInEmail ? "/dashboard" : "/"} className={buttonClass({ block: true })}>
          {signedInEmail ? inviteCopy.dashboard : inviteCopy.home}
        </a>
      </AuthCard>
    );
  }

  const join = async () => {
    setPending(true);
    setError(null);
    try {
      await apiRequest("POST", `/api/invitations/${encodeURIComponent(token)}/accept`);
      // A full navigation: the session now belongs to the new family, so every part of the page reloads.
      window.location.assign("/dashboard");
    } catch (err) {
      setError(errorMessage(err, inviteCopy.joinFailed));
      setPending(false);
    }
  };

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
          <>
            <Alert>{error}</Alert>
            <Button size="lg" block disabled={!hydrated} pending={pending} pendingLabel={inviteCopy.joining} onClick={() => void join()}>
              {inviteCopy.join}
            </Button>
          </>
        )}
      </div>
    </AuthCard>
  );
}
