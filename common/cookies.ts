// Cookie names both sides read: the page script writes them, the server render reads them (so a banner
// never flashes after a choice) and the Worker's preference route sets them.

/** Set when the visitor closes the beta banner (a session cookie: remembered for the browser session). */
export const BETA_DISMISSED_COOKIE = "beta_banner_dismissed";
/** The visitor's cookie choice, "accepted" or "declined" (requirements §4.8). */
export const CONSENT_COOKIE = "cookie-consent";
/** An older anonymous visitor id: preferences stored under it are still read, never written (ADR 0008). */
export const VISITOR_COOKIE = "visitor_id";
