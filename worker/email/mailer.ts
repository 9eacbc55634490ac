// E-mail transport (requirements §17; docs/decisions/0007). One interface, picked by
// configuration: Resend's HTTP API when RESEND_API_KEY is set, otherwise the dev outbox (a D1 table that
// tests and the /dev/outbox page read). Production without a key refuses loudly instead of dropping mail.
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { getDb } from "../db/client.ts";
import { devOutbox } from "../db/schema.ts";

export type EmailMessage = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  /** Resolves when the provider accepted the message; rejects (EmailError) when it did not. */
  send(message: EmailMessage): Promise<void>;
}

export class EmailError extends Error {
  override name = "EmailError";
}

export type MailEnv = Pick<Env, "DB" | "ENVIRONMENT"> & { RESEND_API_KEY?: string; EMAIL_FROM?: string };

/** Header values must stay on one line, or a name in a subject could smuggle extra headers. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

export function devOutboxMailer(db: Db): Mailer {
  return {
    async send(message) {
      const to = oneLine(message.to).toLowerCase();
      const subject = oneLine(message.subject);
      await db.insert(devOutbox).values({ to, subject, text: message.text });
      console.info(`[dev-outbox] to=${to} subject="${subject}" (read it at /dev/outbox)`);
    },
  };
}

const RESEND_ENDPOINT = "https://api.resend.com/emails";

export function resendMailer(apiKey: string, from: string, fetcher: typeof fetch = fetch): Mailer {
  return {
    async send(message) {
      const res = await fetcher(RESEND_ENDPOINT, {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from,
          to: [oneLine(message.to)],
          subject: oneLine(message.subject),
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        }),
      });
      if (!res.ok) {
        // Resend's error body names the problem (bad key, unverified domain); it never echoes the message.
        const detail = (await res.text().catch(() => "")).slice(0, 300);
        throw new EmailError(`Resend answered ${res.status}: ${detail}`);
      }
    },
  };
}

/** Production with no provider configured: every send fails and is logged, so the gap is noticed. */
function unconfiguredMailer(): Mailer {
  return {
    async send(message) {
      console.error(`E-mail NOT sent (no provider configured: set RESEND_API_KEY and EMAIL_FROM): subject="${oneLine(message.subject)}"`);
      throw new EmailError("No e-mail provider is configured");
    },
  };
}

export function getMailer(env: MailEnv, opts: { fetcher?: typeof fetch } = {}): Mailer {
  const key = env.RESEND_API_KEY?.trim();
  if (key) {
    const from = env.EMAIL_FROM?.trim();
    if (!from) return unconfiguredMailer();
    return resendMailer(key, from, opts.fetcher);
  }
  if (env.ENVIRONMENT === "production") return unconfiguredMailer();
  return devOutboxMailer(getDb(env));
}

export type OutboxEntry = { id: number; to: string; subject: string; text: string; createdAt: string };

/** Newest first; optionally only the messages to one address. */
export async function listOutbox(db: Db, opts: { to?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(devOutbox)
    .where(opts.to ? eq(devOutbox.to, opts.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
    .limit(opts.limit ?? 50);
  return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.toISOString() }));
}

/**
 * Dev-only tools (the outbox) exist only outside production AND on a loopback host, so a deployment
 * that forgot to set ENVIRONMENT=production still never serves reset links to the internet.
 */
export function devToolsEnabled(env: Pick<Env, "ENVIRONMENT">, url: URL): boolean {
  if (env.ENVIRONMENT === "production") return false;
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}
