// Family invitations (requirements §2 Family Members tab; requirements §17; docs/decisions/0007).
// The link's token is a bearer secret e-mailed to the invitee: only its SHA-256 is stored, it works once
// and for 7 days, and it can only be accepted by an account with the invited e-mail address.
import { and, eq, gt, isNull, notExists, sql } from "drizzle-orm";
import type { InviteInput } from "../../common/schemas/family.ts";
import type { Db } from "../db/client.ts";
import { children, families, familyMembers, invitations, users } from "../db/schema.ts";
import { randomToken, sha256Hex } from "../auth/tokens.ts";
import { findUserById } from "../auth/users.ts";
import { getMailer } from "../email/mailer.ts";
import { invitationEmail } from "../email/templates.ts";
import { ApiError, forbidden, unauthorized } from "../http/errors.ts";
import { featureDisabled } from "./refusals.ts";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/** The real invitation flow runs only behind this flag; otherwise the tab shows "Feature in Development". */
export function familyInvitesEnabled(env: Pick<Env, "FEATURE_FAMILY_INVITES">): boolean {
  return env.FEATURE_FAMILY_INVITES === "true";
}


export function invitationLink(appOrigin: string, token: string): string {
  return new URL(`/invite/${encodeURIComponent(token)}`, appOrigin).toString();
}

/** What an invitation link shows before it is accepted (public: whoever holds the link sees this). */
export type InvitationView = {
  familyName: string;
  inviterFirstName: string;
  /** The invited address; sign-up from the link must use it. */
  email: string;
  firstName: string;
  lastName: string;
  expiresAt: string;
};

export type SentInvitation = { id: string; email: string; firstName: string; lastName: string; expiresAt: string };

function plausibleToken(token: string): boolean {
  // randomToken() makes 43 base64url characters; anything far off is not ours and is not worth hashing.
  return token.length >= 20 && token.length <= 100;
}

async function findPending(db: Db, token: string, now: Date) {
  if (!plausibleToken(token)) return undefined;
  const tokenHash = await sha256Hex(token);
  return db.query.invitations.findFirst({
    where: and(eq(invitations.tokenHash, tokenHash), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)),
  });
}

/** The invitation behind a link, or null when it is unknown, expired or already used. */
export async function getInvitation(db: Db, token: string): Promise<InvitationView | null> {
  const invitation = await findPending(db, token, new Date());
  if (!invitation) return null;
  const row = await db
    .select({ familyName: families.name, inviterFirstName: users.firstName })
    .from(families)
    .innerJoin(users, eq(users.id, invitation.invitedBy))
    .where(eq(families.id, invitation.familyId))
    .get();
  if (!row) return null;
  return {
    familyName: row.familyName,
    inviterFirstName: row.inviterFirstName,
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

export type CreateInvitationResult =
  | { ok: true; token: string; invitation: SentInvitation; familyName: string }
  | { ok: false; reason: "self" | "already_member" };

/**
 * Creates an invitation to `familyId`. A newer invitation to the same address replaces the family's
 * older pending one, so only the latest link works.
 */
export async function createInvitation(
  db: Db,
  input: { familyId: string; invitedBy: { id: string; email: string }; email: string; firstName: string; lastName: string },
): Promise<CreateInvitationResult> {
  const email = input.email.toLowerCase();
  if (email === input.invitedBy.email.toLowerCase()) return { ok: false, reason: "self" };
  const existing = await db
    .select({ userId: users.id })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.userId))
    .where(and(eq(familyMembers.familyId, input.familyId), eq(users.email, email)))
    .get();
  if (existing) return { ok: false, reason: "already_member" };

  const family = await db.query.families.findFirst({ where: eq(families.id, input.familyId) });
  if (!family) throw new Error(`family ${input.familyId} not found`);
  const token = randomToken();
  const id = crypto.randomUUID();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  await db.batch([
    db
      .delete(invitations)
      .where(and(eq(invitations.familyId, input.familyId), eq(invitations.email, email), isNull(invitations.acceptedAt))),
    db.insert(invitations).values({
      id,
      familyId: input.familyId,
      invitedBy: input.invitedBy.id,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      tokenHash: await sha256Hex(token),
      expiresAt,
    }),
  ]);
  return {
    ok: true,
    token,
    familyName: family.name,
    invitation: { id, email, firstName: input.firstName, lastName: input.lastName, expiresAt: expiresAt.toISOString() },
  };
}

/** Withdraws an invitation (e.g. when its e-mail could not be sent). */
export async function deleteInvitation(db: Db, id: string): Promise<void> {
  await db.delete(invitations).where(eq(invitations.id, id));
}

/**
 * An invitation as both POST /api/family-members/invite and the Family Members tab's action send it
 * (ADR 0071): behind the flag, by the Owner only (docs/decisions/0007), e-mailed before the answer — an
 * invitation nobody received is withdrawn, so a retry starts clean. Refusals are the API's ApiErrors.
 */
export async function inviteFamilyMember(
  env: Env,
  db: Db,
  session: { userId: string; familyId: string; role: string },
  input: InviteInput,
): Promise<{ message: string; invitation: SentInvitation }> {
  if (!familyInvitesEnabled(env)) throw featureDisabled();
  if (session.role !== "owner") throw forbidden("Only the family's Owner can invite people.");
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
    await getMailer(env).send(
      invitationEmail({
        to: result.invitation.email,
        firstName: result.invitation.firstName,
        inviterFirstName: inviter.firstName,
        familyName: result.familyName,
        link: invitationLink(env.APP_ORIGIN, result.token),
      }),
    );
  } catch (err) {
    await deleteInvitation(db, result.invitation.id);
    console.warn("Invitation e-mail failed", err instanceof Error ? err.message : err);
    throw new ApiError(502, "EMAIL_FAILED", "There was a problem sending the invitation. Please try again.");
  }
  return { message: `Invitation sent to ${result.invitation.email}.`, invitation: result.invitation };
}

/**
 * The family id of the invitation `id` only if THIS claim (same user, same instant) took it. Used as the
 * value of family_members.family_id: when the claim lost a race it is NULL, the NOT NULL constraint
 * fails and D1 rolls the whole batch back, so an invitation can never be used twice.
 */
function claimedFamilyId(invitationId: string, userId: string, claimedAt: Date) {
  return sql<string>`(select ${invitations.familyId} from ${invitations} where ${invitations.id} = ${invitationId} and ${invitations.acceptedBy} = ${userId} and ${invitations.acceptedAt} = ${claimedAt.getTime()})`;
}

function claim(db: Db, invitationId: string, userId: string, claimedAt: Date) {
  return db
    .update(invitations)
    .set({ acceptedAt: claimedAt, acceptedBy: userId })
    .where(and(eq(invitations.id, invitationId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, claimedAt)));
}

async function stillPending(db: Db, invitationId: string): Promise<boolean> {
  const row = await db.query.invitations.findFirst({ where: and(eq(invitations.id, invitationId), isNull(invitations.acceptedAt)) });
  return Boolean(row);
}

export type AcceptInvitationResult =
  | { ok: true; familyId: string; familyName: string }
  | { ok: false; reason: "not_found" | "email_mismatch" | "already_member" | "has_children" | "has_members" };

/**
 * A signed-in user accepts an invitation and becomes a Member of the inviting family. A user can belong
 * to one family only: the workspace they own is deleted if it is empty (no children, nobody else);
 * otherwise nothing changes and the reason is returned.
 */
export async function acceptInvitation(db: Db, token: string, user: { id: string; email: string }): Promise<AcceptInvitationResult> {
  const now = new Date();
  const invitation = await findPending(db, token, now);
  if (!invitation) return { ok: false, reason: "not_found" };
  // The link is a bearer secret; tying it to the invited address means a forwarded or leaked link
  // cannot hand a stranger's account access to the children's records.
  if (invitation.email !== user.email.toLowerCase()) return { ok: false, reason: "email_mismatch" };

  const current = await db.query.familyMembers.findFirst({ where: eq(familyMembers.userId, user.id) });
  if (current?.familyId === invitation.familyId) return { ok: false, reason: "already_member" };
  if (current?.role === "owner") {
    const child = await db.query.children.findFirst({ where: eq(children.familyId, current.familyId) });
    if (child) return { ok: false, reason: "has_children" };
    const others = await db.query.familyMembers.findFirst({
      where: and(eq(familyMembers.familyId, current.familyId), sql`${familyMembers.userId} <> ${user.id}`),
    });
    if (others) return { ok: false, reason: "has_members" };
  }

  const family = await db.query.families.findFirst({ where: eq(families.id, invitation.familyId) });
  if (!family) return { ok: false, reason: "not_found" };

  const claimedAt = now;
  const claimedByThisRequest = sql`exists (select 1 from ${invitations} where ${invitations.id} = ${invitation.id} and ${invitations.acceptedBy} = ${user.id} and ${invitations.acceptedAt} = ${claimedAt.getTime()})`;
  try {
    await db.batch([
      claim(db, invitation.id, user.id, claimedAt),
      db.delete(familyMembers).where(and(eq(familyMembers.userId, user.id), claimedByThisRequest)),
      db.insert(familyMembers).values({ familyId: claimedFamilyId(invitation.id, user.id, claimedAt), userId: user.id, role: "member" }),
      // Only an abandoned workspace goes: re-checked here so a child added meanwhile is never cascaded away.
      ...(current?.role === "owner"
        ? [
            db
              .delete(families)
              .where(
                and(
                  eq(families.id, current.familyId),
                  notExists(db.select({ one: sql`1` }).from(children).where(eq(children.familyId, current.familyId))),
                  notExists(db.select({ one: sql`1` }).from(familyMembers).where(eq(familyMembers.familyId, current.familyId))),
                ),
              ),
          ]
        : []),
    ]);
  } catch (err) {
    if (!(await stillPending(db, invitation.id))) return { ok: false, reason: "not_found" };
    throw err;
  }
  return { ok: true, familyId: family.id, familyName: family.name };
}

export type SignUpWithInvitationResult =
  | { ok: true; user: typeof users.$inferSelect }
  | { ok: false; reason: "not_found" | "email_mismatch" };

/**
 * Sign-up from an invitation link: the new account joins the inviting family as a Member instead of
 * getting a workspace of its own — user, claim and membership in one D1 batch (all or nothing).
 * The e-mail counts as verified: the invitation token was only ever sent to it.
 */
export async function createUserFromInvitation(
  db: Db,
  token: string,
  input: { email: string; passwordHash: string | null; firstName: string; lastName: string },
): Promise<SignUpWithInvitationResult> {
  const now = new Date();
  const invitation = await findPending(db, token, now);
  if (!invitation) return { ok: false, reason: "not_found" };
  const email = input.email.toLowerCase();
  if (invitation.email !== email) return { ok: false, reason: "email_mismatch" };

  const userId = crypto.randomUUID();
  try {
    const [inserted] = await db.batch([
      db
        .insert(users)
        .values({ id: userId, email, passwordHash: input.passwordHash, firstName: input.firstName, lastName: input.lastName, emailVerified: true })
        .returning(),
      claim(db, invitation.id, userId, now),
      db.insert(familyMembers).values({ familyId: claimedFamilyId(invitation.id, userId, now), userId, role: "member" }),
    ]);
    const user = inserted[0];
    if (!user) throw new Error("user insert returned nothing");
    return { ok: true, user };
  } catch (err) {
    if (!(await stillPending(db, invitation.id))) return { ok: false, reason: "not_found" };
    throw err;
  }
}
