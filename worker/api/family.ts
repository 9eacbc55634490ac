// The caller's family workspace members (requirements §7: GET /api/family-members, POST /api/family-members/invite).
import { Hono } from "hono";
import { inviteSchema } from "../../common/schemas/family.ts";
import { findUserById } from "../auth/users.ts";
import { getDb } from "../db/client.ts";
import { getMailer } from "../email/mailer.ts";
import { invitationEmail } from "../email/templates.ts";
import { createInvitation, deleteInvitation, familyInvitesEnabled } from "../family/invitations.ts";
import { listFamilyMembers } from "../family/members.ts";
import { featureDisabled } from "../family/refusals.ts";
import { ApiError, forbidden, unauthorized } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";
import { requireAuth, type ApiEnv } from "./types.ts";

export function invitationLink(appOrigin: string, token: string): string {
  return new URL(`/invite/${encodeURIComponent(token)}`, appOrigin).toString();
}

export const family = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const session = requireAuth(c);
    return c.json(await listFamilyMembers(getDb(c.env), session.familyId));
  })
  .post("/invite", async (c) => {
    const session = requireAuth(c);
    if (!familyInvitesEnabled(c.env)) throw featureDisabled();
    const input = await jsonBody(c, inviteSchema);
    // Who may bring someone into the children's records is the Owner's decision (docs/decisions/0007).
    if (session.role !== "owner") throw forbidden("Only the family's Owner can invite people.");
    const db = getDb(c.env);
    const inviter = await findUserById(db, session.userId);
    if (!inviter) throw unauthorized();

    const result = await createInvitation(db, {
      familyId: session.familyId,
      invitedBy: { id: inviter.id, email: inviter.email },
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
    });
    if (!result.ok) {
      throw result.reason === "self"
        ? new ApiError(409, "CANNOT_INVITE_SELF", "That's your own email address — you're already in this family workspace.")
        : new ApiError(409, "ALREADY_MEMBER", `${input.email} is already a member of your family workspace.`);
    }
    try {
      await getMailer(c.env).send(
        invitationEmail({
          to: result.invitation.email,
          firstName: result.invitation.firstName,
          inviterFirstName: inviter.firstName,
          familyName: result.familyName,
          link: invitationLink(c.env.APP_ORIGIN, result.token),
        }),
      );
    } catch (err) {
      // An invitation nobody received is useless and would block a retry's clean slate: withdraw it.
      await deleteInvitation(db, result.invitation.id);
      console.warn("Invitation e-mail failed", err instanceof Error ? err.message : err);
      throw new ApiError(502, "EMAIL_FAILED", "There was a problem sending the invitation. Please try again.");
    }
    return c.json({ message: `Invitation sent to ${result.invitation.email}.`, invitation: result.invitation }, 201);
  });
