import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { CONTACT_SENT } from "../../common/messages/contact.ts";
import { contactSchema } from "../../common/schemas/contact.ts";
import { verifyBotCheck } from "../bot-check/recaptcha.ts";
import { saveContactMessage } from "../contact/contact.ts";
import { getDb } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { clientOf } from "../http/client.ts";
import { jsonBody } from "../http/validate.ts";
import { ipSubject, withQuota } from "../quotas/quotas.ts";
import type { ApiEnv } from "./types.ts";

/**
 * The largest legitimate body is ~5.3k characters of fields plus a ~2k token; 64 KiB leaves room for
 * multi-byte text and JSON escaping while refusing megabyte bodies before they are read into memory.
 */
export const CONTACT_BODY_MAX_BYTES = 64 * 1024;

export const contact = new Hono<ApiEnv>().post(
  "/",
  bodyLimit({
    maxSize: CONTACT_BODY_MAX_BYTES,
    onError: () => {
      throw new ApiError(413, "PAYLOAD_TOO_LARGE", "The message is too large to send.");
    },
  }),
  async (c) => {
    // Order matters: validate, then the quota, the bot check, then store. Nothing is stored unless all pass.
    const input = await jsonBody(c, contactSchema);
    const db = getDb(c.env);
    const send = async () => {
      const score = await verifyBotCheck(c.env, input.recaptchaToken, "contact", new URL(c.req.url).hostname);
      await saveContactMessage(db, { ...input, score });
    };
    // Per client address as Cloudflare reports it. Without one (only outside Cloudflare: tests, direct
    // calls to the local runtime) there is nothing to count by.
    const { ip } = clientOf(c);
    if (ip) await withQuota(db, c.env, "contactMessages", ipSubject(ip), send);
    else await send();
    return c.json({ code: "MESSAGE_SENT", message: CONTACT_SENT });
  },
);
