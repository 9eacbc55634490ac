// Joining a family from an invitation link (ADR 0007): the join itself, shared by POST
// /api/invitations/:token/accept and the /invite page's action; its refusals are in refusals.ts.
import { refreshUserSessions } from "../auth/sessions.ts";
import { findUserById } from "../auth/users.ts";
import type { Db } from "../db/client.ts";
import { unauthorized } from "../http/errors.ts";
import { acceptInvitation, familyInvitesEnabled } from "./invitations.ts";
import { featureDisabled, INVITATION_REFUSALS } from "./refusals.ts";

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
