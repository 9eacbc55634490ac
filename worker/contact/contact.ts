import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema.ts";

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
