// Joining a family from an invitation link (ADR 0007): the refusals both the API and the /invite page's
// form answer with, and the join itself (POST /api/invitations/:token/accept and the page's action).
import { refreshUserSessions } from "../auth/sessions.ts";
import { findUserById } from "../auth/users.ts";
import type { Db } from "../db/client.ts";
import { ApiError, unauthorized } from "../http/errors.ts";
import { acceptInvitation, familyInvitesEnabled, featureDisabled, type AcceptInvitationResult } from "./invitations.ts";

export const INVITATION_NOT_FOUND_MESSAGE = "This invitation link is invalid, has expired or has already been used. Ask for a new invitation.";
export const invitationNotFound = () => new ApiError(404, "INVITATION_NOT_FOUND", INVITATION_NOT_FOUND_MESSAGE);

export const INVITATION_REFUSALS: Record<Exclude<AcceptInvitationResult, { ok: true }>["reason"], () => ApiError> = {
  not_found: invitationNotFound,
  email_mismatch: () =>
    new ApiError(403, "INVITATION_EMAIL_MISMATCH", "This invitation was sent to a different email address. Sign in with that address to accept it."),
  already_member: () => new ApiError(409, "ALREADY_MEMBER", "You're already a member of this family workspace."),
  has_children: () =>
    new ApiError(
      409,
      "CURRENT_FAMILY_HAS_CHILDREN",
      "Your own family workspace already has children's profiles. You can belong to one family workspace only, so remove them there before joining another.",
    ),
  has_members: () =>
    new ApiError(
      409,
      "CURRENT_FAMILY_HAS_MEMBERS",
      "Other people are members of your own family workspace. You can belong to one family workspace only, so it can't be left behind.",
    ),
};

/** The signed-in user joins the invitation's family; the sessions in KV learn the new family at once. */
export async function joinFamily(env: Env, db: Db, userId: string, token: string) {
  if (!familyInvitesEnabled(env)) throw featureDisabled();
  const me = await findUserById(db, userId);
  if (!me) throw unauthorized();
  const result = await acceptInvitation(db, token, { id: me.id, email: me.email });
  if (!result.ok) throw INVITATION_REFUSALS[result.reason]();
  // The KV copies still carry the old family; the ledger already has the new one.
  await refreshUserSessions(db, env.KV, me.id);
  return { message: `You've joined ${result.familyName}.`, familyId: result.familyId, familyName: result.familyName };
}
