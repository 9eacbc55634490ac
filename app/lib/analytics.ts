// Google Analytics in consent mode: the script loads only when a measurement id is configured AND the
// visitor accepted cookies; declining denies storage and removes the non-essential cookies.
import { expireCookie } from "./cookies";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const NON_ESSENTIAL_COOKIES = ["_ga", "_gid", "_gat"] as const;
export const SIDEBAR_COOKIE = "sidebar_state";

function gtagShim(...args: unknown[]): void {
  (window.dataLayer ??= []).push(args);
}

function ensureGtag(): Gtag {
  window.dataLayer ??= [];
  window.gtag ??= gtagShim;
  return window.gtag;
}

export function grantAnalytics(measurementId: string | undefined): void {
  if (!measurementId) return;
  const gtag = ensureGtag();
  gtag("consent", "default", { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
  gtag("consent", "update", { analytics_storage: "granted" });
  if (!document.querySelector("script[data-analytics]")) {
    const script = document.createElement("script");
    script.async = true;
    script.dataset.analytics = "ga4";
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
    gtag("js", new Date());
    gtag("config", measurementId);
  }
}

export function denyAnalytics(): void {
  window.gtag?.("consent", "update", { analytics_storage: "denied" });
  expireCookie(SIDEBAR_COOKIE);
  try {
    localStorage.removeItem(SIDEBAR_COOKIE);
  } catch {
    // Storage can be unavailable (private mode); nothing to remove then.
  }
  for (const name of NON_ESSENTIAL_COOKIES) expireCookie(name);
  // GA4 also sets _ga_<container> cookies.
  for (const part of document.cookie.split(";")) {
    const name = part.trim().split("=")[0];
    if (name?.startsWith("_ga_")) expireCookie(name);
  }
}
