// Changing the account's e-mail address (requirements §18; docs/decisions/0016). The current password is asked
// for again; the change happens only when the link e-mailed to the NEW address is used; the OLD address
// is told at once. Whether the new address already has an account never shows in the answer.
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { emailChanges, users } from "../db/schema.ts";
import { getMailer, type Mailer } from "../email/mailer.ts";
import { emailChangeInUseEmail, emailChangeLinkEmail, emailChangeNoticeEmail } from "../email/templates.ts";
import { ApiError, badRequest } from "../http/errors.ts";
import { wrongPassword } from "./account.ts";
import { verifyPassword } from "./password.ts";
import { isUniqueViolation } from "./signup.ts";
import { countAttempts, POLICIES } from "./throttle.ts";
import { randomToken, sha256Hex } from "./tokens.ts";
import { findUserByEmail } from "./users.ts";

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

const SAME_EMAIL = "That is already your e-mail address.";
/** The one answer to a valid change request, whether or not the new address has an account (0016). */
const EMAIL_CHANGE_SENT = (email: string) =>
  `Check your inbox at ${email}: we've sent a link to confirm the change (it expires in ${EMAIL_CHANGE_TTL_MS / 3_600_000} hours). Until it is used, you keep signing in with your current address.`;

export function emailChangeLink(appOrigin: string, token: string): string {
  // From configuration, never from the request's Host (see resetLink).
  const url = new URL("/account/confirm-email", appOrigin);
  url.searchParams.set("token", token);
  return url.toString();
}

export type EmailChangeRequest =
  | { ok: true; currentEmail: string; newEmail: string }
  | { ok: false; reason: "wrong_password" | "same_address" };

/** Checks the re-authentication; nothing is stored or sent yet (that is `sendEmailChange`, after the answer). */
export async function checkEmailChange(db: Db, userId: string, currentPassword: string, newEmail: string): Promise<EmailChangeRequest> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user?.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash))) return { ok: false, reason: "wrong_password" };
  const next = newEmail.toLowerCase();
  if (next === user.email) return { ok: false, reason: "same_address" };
  return { ok: true, currentEmail: user.email, newEmail: next };
}

/**
 * After the (neutral) answer: the notice to the current address, then either the link to the new one or,
 * when that address already has an account, a notice to it instead. A new request replaces older links.
 */
export async function sendEmailChange(db: Db, mailer: Mailer, appOrigin: string, userId: string, req: { currentEmail: string; newEmail: string }): Promise<void> {
  await mailer.send(emailChangeNoticeEmail(req.currentEmail, req.newEmail, new URL("/login?view=forgot", appOrigin).toString()));
  if (await findUserByEmail(db, req.newEmail)) {
    await mailer.send(emailChangeInUseEmail(req.newEmail, new URL("/login", appOrigin).toString()));
    return;
  }
  const token = randomToken();
  await db.batch([
    db.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt))),
    db.insert(emailChanges).values({ id: await sha256Hex(token), userId, newEmail: req.newEmail, expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS) }),
  ]);
  await mailer.send(emailChangeLinkEmail(req.newEmail, emailChangeLink(appOrigin, token)));
}

/**
 * A change request as both POST /api/account/email and the Settings tab's action make it (ADR 0071): the
 * re-authentication (ApiError 400 under its field), a few requests at once and then one per 2 minutes
 * (each sends two e-mails, as forgot-password), and the e-mails after the neutral answer, so neither its
 * content nor its timing says whether the new address has an account. Returns the answer to show.
 */
export async function requestEmailChange(
  env: Env,
  db: Db,
  userId: string,
  input: { currentPassword: string; newEmail: string },
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<string> {
  const checked = await checkEmailChange(db, userId, input.currentPassword, input.newEmail);
  if (!checked.ok) throw checked.reason === "same_address" ? badRequest(SAME_EMAIL, { newEmail: SAME_EMAIL }) : wrongPassword();
  const [verdict] = await countAttempts(db, [{ key: `email-change:${userId}`, policy: POLICIES.forgotAccount }]);
  if (!verdict!.allowed) {
    const seconds = Math.ceil(verdict!.retryAfterMs / 1000);
    throw new ApiError(429, "TOO_MANY_REQUESTS", `Too many requests. Please try again in ${seconds} seconds.`, {}, { "Retry-After": String(seconds) });
  }
  waitUntil(
    sendEmailChange(db, getMailer(env), env.APP_ORIGIN, userId, checked).catch((err: unknown) =>
      console.error("E-mail change mail failed", err instanceof Error ? err.message : err),
    ),
  );
  return EMAIL_CHANGE_SENT(checked.newEmail);
}

export type ConfirmEmailChange = { ok: true; email: string } | { ok: false; reason: "invalid" | "expired" | "used" | "in_use" };

/**
 * Uses a link: taking it is one conditional UPDATE … RETURNING (a link works once, even used twice at the
 * same moment), then the address moves; an address that got an account meanwhile fails on the unique
 * e-mail. A link that did not work says why: unknown, expired or already used.
 */
export async function confirmEmailChange(db: Db, token: string): Promise<ConfirmEmailChange> {
  if (token.length < 20 || token.length > 100) return { ok: false, reason: "invalid" };
  const id = await sha256Hex(token);
  const now = new Date();
  const taken = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.id, id), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail })
    .get();
  if (!taken) {
    const row = await db.query.emailChanges.findFirst({ where: eq(emailChanges.id, id) });
    if (!row) return { ok: false, reason: "invalid" };
    return { ok: false, reason: row.usedAt ? "used" : "expired" };
  }
  try {
    const [moved] = await db
      .update(users)
      .set({ email: taken.newEmail, emailVerified: true, updatedAt: now })
      .where(eq(users.id, taken.userId))
      .returning({ email: users.email });
    if (!moved) return { ok: false, reason: "invalid" };
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, reason: "in_use" };
    throw err;
  }
  // Other links of this account (to other addresses) no longer apply.
  await db.delete(emailChanges).where(and(eq(emailChanges.userId, taken.userId), ne(emailChanges.id, id)));
  return { ok: true, email: taken.newEmail };
}

export const EMAIL_LINK_MESSAGES = {
  invalid: "This link is not valid. Check that you copied the whole link, or ask for a new one under Settings.",
  expired: "This link has expired. Ask for a new one under Settings.",
  used: "This link has already been used. If your address was not changed, ask for a new link under Settings.",
  in_use: "This address already belongs to another account, so it cannot be used for this one.",
} as const;

/** Uses an e-mail change link (POST /api/account/email/confirm and /account/confirm-email's form). */
export async function applyEmailChangeLink(db: Db, token: string): Promise<{ email: string; message: string }> {
  const result = await confirmEmailChange(db, token);
  if (!result.ok) {
    const code = result.reason === "in_use" ? "EMAIL_IN_USE" : `EMAIL_LINK_${result.reason.toUpperCase()}`;
    throw new ApiError(400, code, EMAIL_LINK_MESSAGES[result.reason]);
  }
  return { email: result.email, message: `Your e-mail address is now ${result.email}. Use it the next time you sign in.` };
}
