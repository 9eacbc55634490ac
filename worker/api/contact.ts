import { Hono } from "hono";
import { contactSchema } from "~/schemas/contact";
import { verifyBotCheck } from "../bot-check/recaptcha";
import { saveContactMessage } from "../contact/contact";
import { getDb } from "../db/client";
import { jsonBody } from "../http/validate";
import type { ApiEnv } from "./types";

export const contact = new Hono<ApiEnv>().post("/", async (c) => {
  const input = await jsonBody(c, contactSchema);
  const score = await verifyBotCheck(c.env, input.recaptchaToken, "contact", new URL(c.req.url).hostname);
  await saveContactMessage(getDb(c.env), { ...input, score });
  return c.json({ code: "MESSAGE_SENT", message: "Thank you for your message! We'll get back to you within 24 hours." });
});
