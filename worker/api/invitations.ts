// Invitation links (GET /api/invitations/:token is public: the /invite page shows who invited whom;
// accepting needs a session). See docs/decisions/0007.
import { Hono } from "hono";
import { refreshUserSessions } from "../auth/sessions.ts";
import { findUserById } from "../auth/users.ts";
import { getDb } from "../db/client.ts";
import { acceptInvitation, familyInvitesEnabled, featureDisabled, getInvitation, type AcceptInvitationResult } from "../family/invitations.ts";
import { ApiError, unauthorized } from "../http/errors.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

export const INVITATION_NOT_FOUND_MESSAGE = "This invitation link is invalid, has expired or has already been used. Ask for a new invitation.";
const invitationNotFound = () => new ApiError(404, "INVITATION_NOT_FOUND", INVITATION_NOT_FOUND_MESSAGE);

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

export const invitationRoutes = new Hono<ApiEnv>()
  .get("/:token", async (c) => {
    if (!familyInvitesEnabled(c.env)) throw featureDisabled();
    const invitation = await getInvitation(getDb(c.env), c.req.param("token"));
    if (!invitation) throw invitationNotFound();
    return c.json(invitation);
  })
  .post("/:token/accept", async (c) => {
    const session = requireAuth(c);
    if (!familyInvitesEnabled(c.env)) throw featureDisabled();
    const db = getDb(c.env);
    const me = await findUserById(db, session.userId);
    if (!me) throw unauthorized();
    const result = await acceptInvitation(db, c.req.param("token"), { id: me.id, email: me.email });
    if (!result.ok) throw INVITATION_REFUSALS[result.reason]();
    // The KV copies still carry the old family; the ledger already has the new one.
    await refreshUserSessions(db, c.env.KV, me.id);
    return c.json({ message: `You've joined ${result.familyName}.`, familyId: result.familyId, familyName: result.familyName });
  });
