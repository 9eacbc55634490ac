// The caller's family workspace members (requirements §7: GET /api/family-members, POST /api/family-members/invite).
import { Hono } from "hono";
import { inviteSchema } from "../../common/schemas/family.ts";
import { getDb } from "../db/client.ts";
import { familyInvitesEnabled, inviteFamilyMember } from "../family/invitations.ts";
import { listFamilyMembers } from "../family/members.ts";
import { featureDisabled } from "../family/refusals.ts";
import { jsonBody } from "../http/validate.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

export const family = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const session = requireAuth(c);
    return c.json(await listFamilyMembers(getDb(c.env), session.familyId));
  })
  .post("/invite", async (c) => {
    const session = requireAuth(c);
    // With the flag off the route answers as if absent, before it reads the body.
    if (!familyInvitesEnabled(c.env)) throw featureDisabled();
    const input = await jsonBody(c, inviteSchema);
    return c.json(await inviteFamilyMember(c.env, getDb(c.env), session, input), 201);
  });
