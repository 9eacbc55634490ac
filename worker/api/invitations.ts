// Invitation links (GET /api/invitations/:token is public: the /invite page shows who invited whom;
// accepting needs a session). See docs/decisions/0007.
import { Hono } from "hono";
import { getDb } from "../db/client.ts";
import { familyInvitesEnabled, getInvitation } from "../family/invitations.ts";
import { joinFamily } from "../family/join.ts";
import { featureDisabled, invitationNotFound } from "../family/refusals.ts";
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
    return c.json(await joinFamily(c.env, getDb(c.env), session.userId, c.req.param("token")));
  });
