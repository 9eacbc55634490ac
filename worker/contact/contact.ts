// A contact message (requirements §8; ADR 0015): the per-address quota, the bot check, then the stored row.
// POST /api/contact and the /contact page's action both send through sendContactMessage (ADR 0071).
import { verifyBotCheck } from "../bot-check/recaptcha.ts";
import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema.ts";
import { ipSubject, withQuota } from "../quotas/quotas.ts";

export type NewContactMessage = { name: string; email: string; subject: string; message: string; score: number | null };

export async function saveContactMessage(db: Db, input: NewContactMessage): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(contactMessages).values({
    id,
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    recaptchaScore: input.score === null ? null : Math.round(input.score * 100),
  });
  return id;
}

export type ContactInput = { name: string; email: string; subject: string; message: string; recaptchaToken?: string };

/**
 * Validated input → stored message. Order matters: the quota, then the bot check, then store; nothing is
 * stored unless all pass (ApiError 429 over the quota, 400 RECAPTCHA_VERIFICATION_FAILED).
 */
export async function sendContactMessage(env: Env, db: Db, input: ContactInput, from: { ip?: string; hostname: string }): Promise<void> {
  const { recaptchaToken, ...message } = input;
  const send = async () => {
    const score = await verifyBotCheck(env, recaptchaToken, "contact", from.hostname);
    await saveContactMessage(db, { ...message, score });
  };
  // Per client address as Cloudflare reports it. Without one (only outside Cloudflare: tests, direct
  // calls to the local runtime) there is nothing to count by.
  if (from.ip) await withQuota(db, env, "contactMessages", ipSubject(from.ip), send);
  else await send();
}
