// Invitation links (GET /api/invitations/:token is public: the /invite page shows who invited whom;
// accepting needs a session). See docs/decisions/0007.
import { Hono } from "hono";
import { refreshUserSessions } from "../auth/sessions.ts";
import { findUserById } from "../auth/users.ts";
import { getDb } from "../db/client.ts";
import { acceptInvitation, familyInvitesEnabled, getInvitation } from "../family/invitations.ts";
import { featureDisabled, INVITATION_REFUSALS, invitationNotFound } from "../family/refusals.ts";
import { unauthorized } from "../http/errors.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

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
