// Cookie-consent preference: a cookie (so SSR renders the right banner state at once); for a signed-in
// account also a KV record keyed by the account (design card: cookie preferences live in KV). Records
// under older anonymous visitor ids are still read, never written.
export type CookieConsent = "accepted" | "declined";

const kvKey = (visitorId: string) => `consent:${visitorId}`;
/** The KV "visitor" of a signed-in account. */
export const userConsentKey = (userId: string) => `user:${userId}`;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export async function saveConsent(kv: KVNamespace, visitorId: string, consent: CookieConsent): Promise<void> {
  await kv.put(kvKey(visitorId), JSON.stringify({ consent, updatedAt: Date.now() }), { expirationTtl: ONE_YEAR_S });
}

export async function readConsent(kv: KVNamespace, visitorId: string): Promise<CookieConsent | null> {
  const record = await kv.get<{ consent?: string }>(kvKey(visitorId), "json");
  return record?.consent === "accepted" || record?.consent === "declined" ? record.consent : null;
}

export function parseConsent(value: string | undefined | null): CookieConsent | null {
  return value === "accepted" || value === "declined" ? value : null;
}

export const CONSENT_MAX_AGE_S = ONE_YEAR_S;

/** Visitor ids are UUIDs we issued; anything else is ignored. */
export const isVisitorId = (value: string | undefined): value is string =>
  !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
