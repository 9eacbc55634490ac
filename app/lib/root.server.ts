// What every page needs from the server before it renders: consent state (so the cookie banner never
// flashes after a choice), the beta-banner dismissal, public configuration and the signed-in user.
import { BETA_DISMISSED_COOKIE, CONSENT_COOKIE, VISITOR_COOKIE } from "@common/cookies";
import { isVisitorId, parseConsent, readConsent, userConsentKey } from "@worker/preferences/cookie-consent";
import { familyInvitesEnabled } from "@worker/family/invitations";
import type { NavUser } from "~/components/chrome/nav-bar";

export type RootData = {
  consent: "accepted" | "declined" | null;
  betaDismissed: boolean;
  config: { gaMeasurementId: string; recaptchaSiteKey: string; familyInvites: boolean; environment: string };
  user: NavUser | null;
  year: number;
};

/** `cookies` are the request's, as the root middleware parsed them (app/lib/session.server.ts). */
export async function loadRootData(cookies: Record<string, string>, env: Env, user: NavUser | null, userId?: string): Promise<RootData> {
  let consent = parseConsent(cookies[CONSENT_COOKIE]);
  const visitorId = cookies[VISITOR_COOKIE];
  if (!consent && userId) consent = await readConsent(env.KV, userConsentKey(userId));
  if (!consent && isVisitorId(visitorId)) consent = await readConsent(env.KV, visitorId);
  return {
    consent,
    betaDismissed: cookies[BETA_DISMISSED_COOKIE] === "1",
    config: {
      gaMeasurementId: env.GA_MEASUREMENT_ID ?? "",
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? "",
      familyInvites: familyInvitesEnabled(env),
      environment: env.ENVIRONMENT,
    },
    user,
    year: new Date().getUTCFullYear(),
  };
}
