import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import * as v from "valibot";
import { stringField } from "~/schemas/common";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  isVisitorId,
  saveConsent,
  VISITOR_COOKIE,
} from "../preferences/cookie-consent";
import { jsonBody } from "../http/validate";
import type { ApiEnv } from "./types";

const CONSENT_MESSAGE = "consent must be 'accepted' or 'declined'";

const consentSchema = v.object({
  consent: v.pipe(stringField(CONSENT_MESSAGE), v.picklist(["accepted", "declined"], CONSENT_MESSAGE)),
});

export const preferences = new Hono<ApiEnv>().put("/cookie-consent", async (c) => {
  const { consent } = await jsonBody(c, consentSchema);
  const existing = getCookie(c, VISITOR_COOKIE);
  const visitorId = isVisitorId(existing) ? existing : crypto.randomUUID();
  await saveConsent(c.env.KV, visitorId, consent);
  const secure = new URL(c.req.url).protocol === "https:";
  setCookie(c, VISITOR_COOKIE, visitorId, { path: "/", httpOnly: true, sameSite: "Lax", secure, maxAge: CONSENT_MAX_AGE_S });
  // Readable by the page script on purpose: the banner and analytics consent mode read it.
  setCookie(c, CONSENT_COOKIE, consent, { path: "/", sameSite: "Lax", secure, maxAge: CONSENT_MAX_AGE_S });
  return c.json({ consent });
});
