import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import * as v from "valibot";
import { stringField } from "../../common/schemas/common.ts";
import { CONSENT_COOKIE } from "../../common/cookies.ts";
import { CONSENT_MAX_AGE_S, readConsent, saveConsent, userConsentKey } from "../preferences/cookie-consent.ts";
import { jsonBody } from "../http/validate.ts";
import type { ApiEnv } from "./types.ts";

const CONSENT_MESSAGE = "consent must be 'accepted' or 'declined'";

const consentSchema = v.object({
  consent: v.pipe(stringField(CONSENT_MESSAGE), v.picklist(["accepted", "declined"], CONSENT_MESSAGE)),
});

export const preferences = new Hono<ApiEnv>().put("/cookie-consent", async (c) => {
  const { consent } = await jsonBody(c, consentSchema);
  // A visitor's choice lives in their cookie only: an anonymous request must never cost a KV write (the
  // Free plan allows 1,000 a day, shared with sign-ins). A signed-in account's choice is also kept in KV,
  // one key per account, written only when it changes (requirements §18.5).
  const auth = c.get("auth");
  if (auth) {
    const key = userConsentKey(auth.userId);
    if ((await readConsent(c.env.KV, key)) !== consent) await saveConsent(c.env.KV, key, consent);
  }
  const secure = new URL(c.req.url).protocol === "https:";
  // Readable by the page script on purpose: the banner and analytics consent mode read it.
  setCookie(c, CONSENT_COOKIE, consent, { path: "/", sameSite: "Lax", secure, maxAge: CONSENT_MAX_AGE_S });
  return c.json({ consent });
});
