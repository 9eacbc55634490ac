// Sign-up (requirements §5, §15; ADR 0009): the password rules, the bot check, an invitation's account or the
// e-mailed link. Shared by POST /api/auth/register and the /signup page's action, so both refuse alike
// (ADR 0071).
import { passwordProblems } from "../../common/schemas/auth.ts";
import { verifyBotCheck } from "../bot-check/recaptcha.ts";
import type { Db } from "../db/client.ts";
import { getMailer } from "../email/mailer.ts";
import { createUserFromInvitation, familyInvitesEnabled } from "../family/invitations.ts";
import { featureDisabled, INVITATION_REFUSALS } from "../family/refusals.ts";
import { ApiError } from "../http/errors.ts";
import { hashPassword } from "./password.ts";
import { createSession, type Client } from "./sessions.ts";
import { isUniqueViolation, sendSignUpEmail } from "./signup.ts";
import { findUserByEmail } from "./users.ts";

export const PASSWORD_REQUIREMENTS_MESSAGE = "Password requirements not met";
export const SIGNUP_CHECK_EMAIL = (email: string) =>
  `Check your email: we've sent a message to ${email} with the next step. The link expires in 24 hours.`;

export function weakPassword(problems: string[]): ApiError {
  return new ApiError(400, "WEAK_PASSWORD", PASSWORD_REQUIREMENTS_MESSAGE, { errors: problems, fields: { password: problems[0] ?? "" } });
}

export type RegisterInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  recaptchaToken?: string;
  inviteToken?: string;
};

type Account = Parameters<typeof createUserFromInvitation>[2];
type NewUser = Extract<Awaited<ReturnType<typeof createUserFromInvitation>>, { ok: true }>;

/**
 * Sign-up from an invitation link: the account joins the inviting family instead of getting its own.
 * It must use the invited address (docs/decisions/0007); on any refusal nothing is stored.
 */
async function signUpFromInvitation(env: Env, db: Db, token: string, account: Account): Promise<NewUser["user"]> {
  if (!familyInvitesEnabled(env)) throw featureDisabled();
  const result = await createUserFromInvitation(db, token, account);
  if (result.ok) return result.user;
  if (result.reason === "email_mismatch") {
    const message = "This invitation was sent to a different email address. Sign up with that address to accept it.";
    throw new ApiError(400, "INVITATION_EMAIL_MISMATCH", message, { fields: { email: message } });
  }
  throw INVITATION_REFUSALS[result.reason]();
}

export type RegisterResult =
  /** From an invitation: the account exists and is signed in. */
  | { kind: "session"; user: NewUser["user"]; token: string }
  /** Anything else: the next step is the e-mailed link; the answer is the same whether or not the address has an account. */
  | { kind: "check-email"; message: string };

/** Throws ApiError (WEAK_PASSWORD, RECAPTCHA_VERIFICATION_FAILED, an invitation refusal) when it refuses. */
export async function register(
  env: Env,
  db: Db,
  input: RegisterInput,
  request: { hostname: string; client: Client; waitUntil: (promise: Promise<unknown>) => void },
): Promise<RegisterResult> {
  const problems = passwordProblems(input.password);
  if (problems.length) throw weakPassword(problems);
  await verifyBotCheck(env, input.recaptchaToken, "signup", request.hostname);
  const account = {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
  };
  // An invitation link proves the mailbox (it was sent there), so that account starts at once. An
  // address that has an account meanwhile gets the same neutral answer as any other sign-up.
  if (input.inviteToken && !(await findUserByEmail(db, input.email))) {
    let user;
    try {
      user = await signUpFromInvitation(env, db, input.inviteToken, account);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    if (user) {
      const { token } = await createSession(db, env.KV, user.id, false, request.client);
      return { kind: "session", user, token };
    }
  }
  // Whether the address has an account is looked up after the answer, so neither the answer nor its
  // timing tells (docs/decisions/0009).
  request.waitUntil(
    sendSignUpEmail(env, getMailer(env), account).catch((err: unknown) => {
      console.error("Sign-up e-mail failed", err instanceof Error ? err.message : err);
    }),
  );
  return { kind: "check-email", message: SIGNUP_CHECK_EMAIL(input.email) };
}
