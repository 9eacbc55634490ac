import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { CONTACT_SENT } from "../../common/messages/contact.ts";
import { contactSchema } from "../../common/schemas/contact.ts";
import { sendContactMessage } from "../contact/contact.ts";
import { getDb } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { clientOf } from "../http/client.ts";
import { jsonBody } from "../http/validate.ts";
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
    const input = await jsonBody(c, contactSchema);
    await sendContactMessage(c.env, getDb(c.env), input, { ip: clientOf(c).ip, hostname: new URL(c.req.url).hostname });
    return c.json({ code: "MESSAGE_SENT", message: CONTACT_SENT });
  },
);
